"""A table hosted from the window: the same headless `cloudtable host` process anyone can start by
hand (cloudtable/net/host.py), started here by QProcess; this window then joins it like any other
client (ui/remote_game.py).

The host prints one JSON line once it listens (where, its file); until then, or if it ends first,
nothing is joined. Its errors (a port taken, an option refused) are read from its stderr and said.
It belongs to this window: it stops when the window leaves the table (after an adjourn, which
writes the game down for later) or closes, and ends by itself if the window is killed
(`--until-stdin-closes`), writing the game down, so that Rejoin opens it again on its port and
the others' clients, trying again, find it there.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from ..net.host import DEFAULT_PORT
from .bot_worker import worker_environment

START_MS = 60_000  # a host that has not said where it listens by then is taken for stuck
STOP_MS = 5_000  # how long a host asked to stop gets before it is killed
_ERRORS_KEPT = 4000
LOOPBACK = "127.0.0.1"
EVERY_NETWORK = "0.0.0.0"


@dataclass(frozen=True)
class HostSettings:
    """What New Game's "Host on the network" chose: the game, its seats ("open", "invited" or
    "computer:LEVEL"), its options, the table's name, where to listen and whether to announce it."""

    game: str
    seats: tuple[str, ...]
    options: dict
    name: str
    address: str = LOOPBACK  # LOOPBACK: this computer only; EVERY_NETWORK: others too
    port: int = DEFAULT_PORT  # 0: any free one
    advertise: bool = False
    names: dict = field(default_factory=dict)  # computer seats' names (and Matrix seats' waiting names), by seat from 0
    colours: dict = field(default_factory=dict)  # seats' colours, by seat from 0
    resume: str | None = None  # the file of an adjourned table to open again (then the rest is in it)
    own_seat: str = ""  # the name of the person at this window, whose the first seat is (a new table)
    matrix: MatrixHosting | None = None  # hosted through Matrix (net/matrix/serve.py), not on a network

    @classmethod
    def reopen(cls, path: str, address: str, port: int, advertise: bool) -> HostSettings:
        """An adjourned table, opened again from its file as it listened before."""
        return cls("", (), {}, "", address, port, advertise, resume=path)

    @classmethod
    def reopen_matrix(cls, path: str, matrix: MatrixHosting) -> HostSettings:
        """An adjourned table hosted through Matrix, opened again from its file in its room
        (`matrix.room`), as the same account's host device: the players' apps are told to come back."""
        return cls("", (), {}, "", resume=path, port=0, matrix=matrix)

    def arguments(self) -> list[str]:
        if self.matrix is not None:
            return self.matrix_arguments(self.matrix)
        if self.resume is not None:
            args = ["host", "--resume", self.resume]
        else:
            args = ["host", self.game, *self._table_arguments()]
        # It ends with this window, even killed (its standard input, a pipe from here, closes).
        args += ["--address", self.address, "--port", str(self.port), "--until-stdin-closes"]
        if self.advertise:
            args.append("--advertise")
        return args

    def _table_arguments(self) -> list[str]:
        args = ["--seats", ",".join(self.seats), "--name", self.name]
        if self.own_seat:
            args += ["--own-seat", self.own_seat]  # (its token comes back on the host's first line)
        for option, given in (("--seat-name", self.names), ("--seat-colour", self.colours)):
            for seat, value in sorted(given.items()):
                args += [option, f"{seat + 1}={value}"]
        for key, value in self.options.items():
            args += ["--option", f"{key}={json.dumps(value)}"]  # (the host reads JSON first: "5" stays text)
        return args

    def matrix_arguments(self, matrix: MatrixHosting) -> list[str]:
        """The Matrix host, signed in as the account's host device kept here (no password: the
        account dialog signed it in), this window's seat served on 127.0.0.1 only."""
        account = ["--homeserver", matrix.homeserver, "--user", matrix.user]
        ends = ["--port", "0", "--until-stdin-closes"]
        if self.resume is not None:  # (its own seat is the first, in its file: the window's kept token takes it)
            return ["host", "--matrix", "--resume", self.resume, "--room", matrix.room, *account, *ends]
        args = ["host", "--matrix", self.game, *account]
        for user in matrix.invite:
            args += ["--invite", user]
        for seat, user in matrix.seat_users:
            args += ["--seat-user", f"{seat + 1}={user}"]
        return [*args, *self._table_arguments(), *ends]


@dataclass(frozen=True)
class MatrixHosting:
    """Who hosts through Matrix (the account signed in here) and whom its room invites; or, for a
    table opened again, the room it goes on in."""

    homeserver: str
    user: str
    invite: tuple[str, ...] = ()
    room: str = ""  # (with HostSettings.resume)
    seat_users: tuple[tuple[int, str], ...] = ()  # (seat from 0, Matrix ID): seats kept each for one invited person


def host_command(arguments: list[str]) -> tuple[str, list[str]]:
    """The program and arguments that start a host: the bundle's executable when frozen."""
    if getattr(sys, "frozen", False):
        return sys.executable, arguments
    return sys.executable, ["-m", "cloudtable", *arguments]


class HostProcess(QObject):
    # The host's first line: {"listening", "port", "fingerprint", "file", "game", "table", "token", "invitations"}.
    listening = Signal(dict)
    failed = Signal(str)  # it ended before listening, or could not start: its own words (English)
    ended = Signal()  # it ended after listening

    def __init__(self, settings: HostSettings, parent: QObject | None = None):
        super().__init__(parent)
        self.settings = settings
        self.info: dict | None = None
        self._output = bytearray()
        self._errors = bytearray()
        self._stopping = False
        self.process = QProcess(self)
        program, args = host_command(settings.arguments())
        environment = worker_environment()
        if environment is not None:
            self.process.setProcessEnvironment(environment)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.readyReadStandardError.connect(self._read_errors)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._too_slow)
        self._timer.start(START_MS)
        self.process.start(program, args)

    @property
    def pid(self) -> int | None:
        return int(self.process.processId()) or None if self.running else None

    @property
    def running(self) -> bool:
        return self.process.state() != QProcess.ProcessState.NotRunning

    @property
    def port(self) -> int | None:
        return None if self.info is None else int(self.info["port"])

    def errors(self) -> str:
        return self._errors.decode("utf-8", "replace").strip()

    def _read(self) -> None:
        self._output += bytes(self.process.readAllStandardOutput().data())
        if self.info is None and b"\n" in self._output:
            line = bytes(self._output.split(b"\n", 1)[0])
            try:
                info = json.loads(line)
                int(info["port"])
            except (ValueError, KeyError, TypeError):
                self._fail(f"the host said something unexpected: {line[:200]!r}")
                return
            self.info = info
            self._timer.stop()
            self.listening.emit(info)

    def _read_errors(self) -> None:
        self._errors += bytes(self.process.readAllStandardError().data())
        del self._errors[:-_ERRORS_KEPT]

    def _finished(self, *_) -> None:
        self._read_errors()
        self._timer.stop()
        if self.info is None:
            self.failed.emit(self.errors() or "the host ended at once")
        else:
            self.ended.emit()

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._timer.stop()
            self.failed.emit(self.process.errorString())

    def _too_slow(self) -> None:
        self._fail("the host did not start in time")

    def _fail(self, why: str) -> None:
        self._timer.stop()
        self.process.finished.disconnect(self._finished)
        self.stop()
        self.failed.emit(why)

    def stop(self) -> None:
        """Ask it to end (SIGTERM: it writes its file and closes every connection), then wait a
        little; killed if it does not end in time."""
        if not self.running or self._stopping:
            return
        self._stopping = True
        self.process.terminate()
        if not self.process.waitForFinished(STOP_MS):
            self.process.kill()
            self.process.waitForFinished(STOP_MS)
