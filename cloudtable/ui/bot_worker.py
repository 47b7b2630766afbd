"""Computer players think in a separate process; the answer comes back as a signal.

The rules have no Qt, so the thinking runs in a small process of its own (`bot_process.py`,
started as `cloudtable --bot-worker`): the window's event loop never waits for a strong
player (a thread would hold Python's lock for tens of milliseconds at a time), and the
thinking gets a core of its own.

One worker process serves the whole application. It is started on the first question (the
window's start-up never pays for it) and handed one question at a time; its answers are read
as they arrive (`readyReadStandardOutput`), the GUI thread never waits for them. Each question
has a ticket: a newer `think` or a `cancel` makes older answers stale, and they are dropped.
A worker still busy with a stale question when a new one comes is killed and started again
rather than waited for. A worker that dies (or stays silent for WATCHDOG_MS) is reported
through `BotRunner.crashed` and started again for the next question; a bot that raises is
reported through `BotRunner.failed`, with its traceback, and the worker goes on.

No threads: every Qt object here lives and dies on the main thread (see garbage.py).
"""

from __future__ import annotations

import itertools
import os
import pickle
import sys
import traceback
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal

from ..bot_process import BOT_WORKER_FLAG, HEADER, READY, frame, request_payload

WATCHDOG_MS = 60_000  # a worker silent this long on one question is taken for crashed
SLOW_MS = 10_000  # a question unanswered this long: the person is told the computer takes long
SHUTDOWN_WAIT_MS = 500  # at exit: how long an idle worker gets to end by itself before it is killed
_STDERR_KEPT = 4000  # the end of the worker's stderr, quoted when it crashes

_tickets = itertools.count(1)
_owners = itertools.count(1)


def worker_command() -> tuple[str, list[str]]:
    """The program and arguments that start a worker: the bundle's executable when frozen."""
    if getattr(sys, "frozen", False):
        return sys.executable, [BOT_WORKER_FLAG]
    return sys.executable, ["-m", "cloudtable", BOT_WORKER_FLAG]


def worker_environment() -> QProcessEnvironment | None:
    """The worker's environment: ours, plus where `cloudtable` is when `-m` might not find it
    there (run from a checkout through sys.path). None: ours unchanged."""
    if getattr(sys, "frozen", False):
        return None
    import site

    import cloudtable

    root = str(Path(cloudtable.__file__).resolve().parent.parent)
    known = [*site.getsitepackages(), site.getusersitepackages()]
    if any(Path(p).resolve() == Path(root) for p in known if Path(p).exists()):
        return None  # installed: found anyway, and a site folder must not come before the stdlib
    environment = QProcessEnvironment.systemEnvironment()
    path = environment.value("PYTHONPATH")
    environment.insert("PYTHONPATH", os.pathsep.join([p for p in path.split(os.pathsep) if p] + [root]))
    return environment


class _Request:
    __slots__ = ("owner", "payload", "ticket")

    def __init__(self, ticket: int, owner: int, payload: bytes):
        self.ticket, self.owner, self.payload = ticket, owner, payload


class _Channel:
    """One worker process and what has come out of it so far."""

    def __init__(self, process: QProcess):
        self.process = process
        self.buffer = bytearray()
        self.errors = bytearray()  # the end of its stderr
        self.pid: int | None = None  # said by the worker when it is ready

    def frames(self):
        """The complete frames received so far, in order (still pickled)."""
        while len(self.buffer) >= HEADER.size:
            (length,) = HEADER.unpack_from(self.buffer)
            end = HEADER.size + length
            if len(self.buffer) < end:
                return
            data = bytes(self.buffer[HEADER.size : end])
            del self.buffer[:end]
            yield data


class _Pool(QObject):
    """The application's worker process and its queue of questions."""

    answered = Signal(int, object)  # ticket, action
    errored = Signal(int, str)  # ticket, traceback
    crashed = Signal(int, str)  # ticket, what happened

    def __init__(self):
        super().__init__()
        self._channel: _Channel | None = None
        self._dying: list[_Channel] = []  # killed, not yet reaped
        self._pending: list[_Request] = []
        self._in_flight: _Request | None = None
        self._live: dict[int, int] = {}  # ticket -> owner, for questions whose answer is wanted
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._timed_out)
        self.starts = 0  # worker processes started so far

    # --- questions --------------------------------------------------------------------------
    def submit(self, ticket: int, owner: int, payload: bytes) -> None:
        self._live[ticket] = owner
        self._pending.append(_Request(ticket, owner, payload))
        self._pump()

    def forget(self, ticket: int) -> None:
        """Nobody wants that answer any more."""
        self._live.pop(ticket, None)
        self._pending = [r for r in self._pending if r.ticket != ticket]

    def forget_owner(self, owner: int) -> None:
        tickets = [t for t, o in self._live.items() if o == owner]
        for ticket in tickets:
            self.forget(ticket)
        if tickets:
            self._pump()

    def _pump(self) -> None:
        """Send the next question if the worker is free; kill it if it works for nobody while
        someone waits."""
        if self._in_flight is not None:
            if self._in_flight.ticket in self._live or not self._pending:
                return
            self._abandon()
        if not self._pending:
            return
        if self._channel is None:
            self._start()
            if self._channel is None:  # could not even be started: already reported
                return
        request = self._pending.pop(0)
        self._in_flight = request
        self._channel.process.write(frame((request.ticket, request.payload)))
        self._watchdog.start(WATCHDOG_MS)

    @property
    def pid(self) -> int | None:
        channel = self._channel
        if channel is None or channel.process.state() == QProcess.ProcessState.NotRunning:
            return None
        return int(channel.process.processId()) or None

    # --- the process ------------------------------------------------------------------------
    def _start(self) -> None:
        process = QProcess(self)
        channel = self._channel = _Channel(process)
        program, arguments = worker_command()
        process.setProgram(program)
        process.setArguments(arguments)
        environment = worker_environment()
        if environment is not None:
            process.setProcessEnvironment(environment)
        process.readyReadStandardOutput.connect(partial(self._read, channel))
        process.readyReadStandardError.connect(partial(self._read_errors, channel))
        process.finished.connect(partial(self._finished, channel))
        process.errorOccurred.connect(partial(self._error, channel))
        self.starts += 1
        process.start()
        if channel is self._channel:  # else it failed to start, and said so already
            # Written now, sent when the pipe takes it (QProcess buffers).
            process.write(frame(("hello", [str(p) for p in sys.path])))

    def _abandon(self) -> None:
        """Kill the current worker; its answers are ignored, its object deleted once reaped."""
        channel, self._channel = self._channel, None
        self._in_flight = None
        self._watchdog.stop()
        if channel is not None:
            if channel.process.state() == QProcess.ProcessState.NotRunning:
                channel.process.deleteLater()
            else:
                self._dying.append(channel)
                channel.process.kill()

    def _read(self, channel: _Channel) -> None:
        channel.buffer += channel.process.readAllStandardOutput().data()
        if channel is not self._channel:
            channel.buffer.clear()
            return
        for data in channel.frames():
            try:
                message = pickle.loads(data)
                if not (
                    isinstance(message, tuple)
                    and len(message) == 3
                    and type(message[0]) is int
                    and message[1] in ("ready", "action", "error")
                ):
                    raise TypeError(f"a frame of the wrong shape: {message!r:.200}")
            except Exception:  # a garbled frame: this worker cannot be trusted any more
                self._abandon_lost(
                    f"The computer players' process sent something unreadable:\n{traceback.format_exc()}"
                )
                return
            self._received(channel, message)
            if channel is not self._channel:  # shut down or restarted by whoever got the answer
                return

    def _received(self, channel: _Channel, message: tuple) -> None:
        ticket, kind, value = message
        if ticket == READY:
            channel.pid = value
            return
        request = self._in_flight
        if request is None or request.ticket != ticket:
            return
        self._in_flight = None
        self._watchdog.stop()
        wanted = self._live.pop(ticket, None) is not None
        if wanted and kind == "action":
            try:
                value = pickle.loads(value)
            except Exception:
                kind, value = "error", traceback.format_exc()
        self._pump()
        if not wanted:
            return
        if kind == "action":
            self.answered.emit(ticket, value)
        else:
            self.errored.emit(ticket, str(value))

    def _read_errors(self, channel: _Channel) -> None:
        data = channel.process.readAllStandardError().data()
        channel.errors += data
        del channel.errors[:-_STDERR_KEPT]
        if sys.__stderr__ is not None:  # what a bot prints shows where the window's output goes
            sys.__stderr__.write(data.decode("utf-8", "replace"))
            sys.__stderr__.flush()

    def _finished(self, channel: _Channel, exit_code: int, exit_status: QProcess.ExitStatus) -> None:
        if channel is self._channel:
            self._read(channel)  # an answer written just before the end still counts
        if channel is self._channel:
            if exit_status == QProcess.ExitStatus.CrashExit:
                how = f"crashed (signal {exit_code})" if sys.platform != "win32" else "crashed"
            else:
                how = f"exited (status {exit_code})"
            self._lost(channel, f"The computer players' process {how}.")
        if channel in self._dying:
            self._dying.remove(channel)
        channel.process.deleteLater()

    def _error(self, channel: _Channel, error: QProcess.ProcessError) -> None:
        if error != QProcess.ProcessError.FailedToStart:
            return  # a crash is followed by finished()
        if channel is self._channel:
            # Every question waiting would fail the same way: all are answered now, and the
            # next think() tries again.
            reason = f"The computer players' process could not be started: {channel.process.errorString()}"
            self._pending, waiting = [], self._pending
            self._lost(channel, reason, restart=False)
            for request in waiting:
                if self._live.pop(request.ticket, None) is not None:
                    self.crashed.emit(request.ticket, reason)
        channel.process.deleteLater()

    def _timed_out(self) -> None:
        self._abandon_lost(
            f"The computer players' process did not answer within {WATCHDOG_MS / 1000:g} s and was stopped."
        )

    def _abandon_lost(self, reason: str) -> None:
        """Kill the current worker and report the question it had."""
        channel, request = self._channel, self._in_flight
        self._abandon()
        self._in_flight = request
        self._lost(channel, reason)

    def _lost(self, channel: _Channel | None, reason: str, restart: bool = True) -> None:
        """The worker is gone: the question it had is reported, the queue goes on with a new one."""
        if channel is not None and channel.errors:
            tail = bytes(channel.errors).decode("utf-8", "replace").strip()
            if tail:
                reason += "\n\n" + tail
        if channel is self._channel:
            self._channel = None
        self._watchdog.stop()
        request, self._in_flight = self._in_flight, None
        if restart:
            self._pump()
        if request is not None and self._live.pop(request.ticket, None) is not None:
            self.crashed.emit(request.ticket, reason)

    def restart(self) -> None:
        """Start the worker again before the next question (after a bot's error: whatever went
        wrong there goes with it), unless it works on someone else's question."""
        if self._in_flight is None and self._channel is not None:
            self._abandon()

    def forget_all(self) -> None:
        if self._in_flight is not None or self._dying:
            self.shut_down(0)
        self._pending.clear()
        self._live.clear()

    def shut_down(self, milliseconds: int) -> None:
        """Close the worker's stdin, give it `milliseconds` to end, then kill it. Questions still
        open are dropped (nobody is told)."""
        self._watchdog.stop()
        self._pending.clear()
        self._live.clear()
        self._in_flight = None
        channels = [(c, milliseconds) for c in (self._channel,) if c is not None]
        channels += [(c, 0) for c in self._dying]  # killed already
        self._channel = None
        for channel, wait in channels:
            process = channel.process
            if process.state() == QProcess.ProcessState.NotRunning:
                continue
            process.closeWriteChannel()
            if not process.waitForFinished(wait):
                process.kill()
                process.waitForFinished(1000)


_shared: _Pool | None = None


def _pool() -> _Pool:
    global _shared
    if _shared is None:
        _shared = _Pool()
    return _shared


def _forget_owner(owner: int, *_args) -> None:
    if _shared is not None:
        _shared.forget_owner(owner)


class BotRunner(QObject):
    """Asks for one computer move at a time; a newer request makes older answers stale."""

    chosen = Signal(object)  # the action
    failed = Signal(str)  # the bot raised: its traceback
    crashed = Signal(str)  # the worker process died or hung on this request: what happened
    slow = Signal()  # no answer yet after SLOW_MS

    def __init__(self, parent=None):
        super().__init__(parent)
        pool = _pool()
        pool.answered.connect(self._on_chosen)
        pool.errored.connect(self._on_failed)
        pool.crashed.connect(self._on_crashed)
        self._owner = next(_owners)
        # A runner deleted while it waits: its question is nobody's any more.
        self.destroyed.connect(partial(_forget_owner, self._owner))
        self._ticket = 0
        self.busy = False
        self._slow = QTimer(self)
        self._slow.setSingleShot(True)
        self._slow.setInterval(SLOW_MS)
        self._slow.timeout.connect(self.slow)

    def think(self, game, view, seat: int, level: str, seed: int) -> None:
        """Ask `game` for `seat`'s move from its `view` (a private copy) in the worker process."""
        pool = _pool()
        if self._ticket:
            pool.forget(self._ticket)
        self._ticket = ticket = next(_tickets)
        self.busy = True
        self._slow.start()
        try:
            payload = request_payload(game, view, seat, level, seed)
        except Exception:  # a game or view that cannot travel: a bug, reported like a bot's
            QTimer.singleShot(0, self, partial(self._on_failed, ticket, traceback.format_exc()))
            return
        pool.submit(ticket, self._owner, payload)

    def cancel(self) -> None:
        if self._ticket and _shared is not None:
            _shared.forget(self._ticket)
        self._ticket = 0
        self.busy = False
        self._slow.stop()

    def restart_worker(self) -> None:
        """The next question goes to a new worker process."""
        if _shared is not None:
            _shared.restart()

    def _on_chosen(self, ticket: int, action) -> None:
        if ticket == self._ticket:
            self._slow.stop()
            # Handed on in a turn of the event loop of its own: the answer's read could share
            # its turn with other work already (a picture painted ahead, 2-9 ms), and the move's
            # layout that follows is 3-9 ms more (tests/bench/bench_frames.py). A question
            # cancelled or asked anew meanwhile makes it stale (_deliver).
            QTimer.singleShot(0, self, partial(self._deliver, ticket, action))

    def _deliver(self, ticket: int, action) -> None:
        if ticket == self._ticket:
            self._ticket, self.busy = 0, False
            self.chosen.emit(action)

    def _on_failed(self, ticket: int, details: str) -> None:
        if ticket == self._ticket:
            self._ticket, self.busy = 0, False
            self._slow.stop()
            self.failed.emit(details)

    def _on_crashed(self, ticket: int, reason: str) -> None:
        if ticket == self._ticket:
            self._ticket, self.busy = 0, False
            self._slow.stop()
            self.crashed.emit(reason)


def worker_process_id() -> int | None:
    """The running worker's process id (tests and benchmarks), None if none runs."""
    return None if _shared is None else _shared.pid


def worker_starts() -> int:
    """How many worker processes were started so far (tests and benchmarks)."""
    return 0 if _shared is None else _shared.starts


def forget_questions() -> None:
    """Drop every question still open, and keep the worker if it is idle (between two tests:
    its start and imports cost more than most tests). One still thinking is stopped at once:
    its answer is nobody's, and the next question must not wait for it."""
    if _shared is not None:
        _shared.forget_all()


def shut_down_workers(milliseconds: int = SHUTDOWN_WAIT_MS) -> None:
    """Stop the worker (at exit, and between tests): its stdin is closed, it gets `milliseconds`
    to end, then it is killed. Never waits for a computer still thinking."""
    if _shared is not None:
        _shared.shut_down(milliseconds)


wait_for_workers = shut_down_workers  # the old name
