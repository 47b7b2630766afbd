"""A client of a hosted table (docs/protocol.md): asyncio and `websockets`, no Qt.

`Client` connects (over wss://, checking the table's certificate by its fingerprint before it
says anything), says hello, checks the host speaks our protocol, takes a seat (join), takes
its seat back (resume, with its token and the last change it saw) or watches, and then keeps a
`Knowledge` of the game up to date from the host's frames. If the connection drops, it connects
again and resumes by itself, for a while (`retry_for`), so that a client whose network blinks
or whose host restarts (from its table's file) plays on. Every frame is handed to `listener`
after it is taken in (the window's bridge passes them to the Qt thread: ui/remote_link.py).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from .. import __version__
from ..engine.message import QT_TRANSLATE_NOOP, Message
from .certificate import client_context, fingerprint, shown
from .fairness import new_value
from .join_code import FINGERPRINT
from .knowledge import Knowledge, OutOfStep
from .protocol import (
    APP,
    BURST,
    MAX_TO_CLIENT,
    PROTOCOL,
    RATE,
    Act,
    Adjourn,
    Commitment,
    Contribute,
    Frame,
    Hello,
    Join,
    ProtocolError,
    Refusal,
    Rematch,
    Resume,
    Say,
    Seated,
    StandIn,
    Watch,
    Welcome,
    encode,
    to_client,
)
from .rate import Bucket

C = "Network"
PROBLEMS = {
    "unreachable": QT_TRANSLATE_NOOP("Network", "The table at {address} cannot be reached: {reason}"),
    "not_a_table": QT_TRANSLATE_NOOP("Network", "{address} is not a cloudtable table."),
    "version": QT_TRANSLATE_NOOP(
        "Network",
        "The table speaks version {host} of the protocol and this app version {client}: use the same version of cloudtable as the host.",
    ),
    "lost": QT_TRANSLATE_NOOP("Network", "The connection to the table was lost."),
    "fingerprint": QT_TRANSLATE_NOOP(
        "Network",
        "The table at {address} is not the one you were given: its certificate's fingerprint begins {found}, "
        "not {expected}. Nothing was sent to it. Ask its host for the table's join code again.",
    ),
}
RETRY_FOR_S = 300.0  # how long a lost connection is tried again before giving up
FIRST_RETRY_S, LAST_RETRY_S = 0.2, 5.0
OPEN_TIMEOUT_S = 30.0  # (as the host's: a slow machine or network takes its time)

Listener = Callable[[Frame], None]


class ClientError(Exception):
    """The table could not be reached or refused us; `message` says why, in any language."""

    def __init__(self, message: Message, code: str = ""):
        super().__init__(message.english())
        self.message = message
        self.code = code


class Client:
    def __init__(
        self,
        url: str,
        *,
        name: str = "",
        seat: int | None = None,
        token: str | None = None,
        watch: bool = False,
        listener: Listener | None = None,
        retry_for: float = RETRY_FOR_S,
        on_connected: Callable[[bool], None] | None = None,
        fingerprint: bytes | None = None,
        invitation: str | None = None,
    ):
        self.url = url
        self.invitation = invitation  # an invited seat's: joins that seat
        # For wss://: the certificate's fingerprint (or its start) the table must show. None:
        # the first one shown is taken, and then held to on every connection after (`fingerprint`).
        if fingerprint is not None and len(fingerprint) < FINGERPRINT:
            raise ValueError("a pinned fingerprint has at least the bytes a join code carries")
        self.pinned = fingerprint
        self.fingerprint: bytes | None = None  # the whole fingerprint of the certificate shown
        self.name = name
        self.wanted = seat
        self.watch = watch
        self.knowledge = Knowledge()
        self.knowledge.token = token
        self.listener = listener
        self.retry_for = retry_for
        self.on_connected = on_connected  # told True once seated, False when the connection drops
        self._socket: Any = None
        self._task: asyncio.Task[None] | None = None
        self._seated: asyncio.Future[None] | None = None
        self._changed = asyncio.Condition()
        self._closing = False
        self._bucket = Bucket(RATE * 0.9, BURST // 2)
        self._ready = asyncio.Event()  # seated on a connection now
        self.connections = 0  # how many times it connected (a test sees a resume)
        self.problem: ClientError | None = None  # why it stopped, if it stopped by itself

    # --- the connection ---------------------------------------------------------------------------
    async def start(self) -> None:
        """Connect and sit (or watch); ClientError if the table cannot be reached or refuses."""
        self._seated = asyncio.get_running_loop().create_future()
        self._task = asyncio.get_running_loop().create_task(self._run())
        await self._seated

    async def _open(self) -> Any:
        """A new connection to the host: a WebSocket (Matrix gives its own: matrix/client.py)."""
        from websockets.asyncio.client import connect

        tls = self.url.lower().startswith("wss://")
        return await connect(
            self.url,
            max_size=MAX_TO_CLIENT,
            open_timeout=OPEN_TIMEOUT_S,
            compression=None,
            ping_interval=20,
            ssl=client_context() if tls else None,
        )

    async def _connect(self) -> None:
        self._socket = await self._open()
        if self.url.lower().startswith("wss://"):
            self._check_certificate()  # (a Matrix link has its own trust: matrix/client.py)
        self.connections += 1
        await self._say(Hello(PROTOCOL, APP, __version__))
        not_a_table = ClientError(Message.of(C, PROBLEMS["not_a_table"], address=self.url), "not_a_table")
        try:  # the first answer says whether this is a table of ours at all
            welcome: Frame = to_client(await asyncio.wait_for(self._socket.recv(), OPEN_TIMEOUT_S))
        except (ProtocolError, TimeoutError):
            raise not_a_table from None
        if isinstance(welcome, Refusal):
            raise ClientError(welcome.reason, welcome.code)
        if not isinstance(welcome, Welcome) or welcome.app != APP:
            raise not_a_table
        if welcome.protocol != PROTOCOL:
            raise ClientError(Message.of(C, PROBLEMS["version"], host=welcome.protocol, client=PROTOCOL), "version")
        self._take(welcome)
        k = self.knowledge
        if k.token is not None:
            await self._say(Resume(k.token, k.seq, k.heard))
        elif self.watch:
            await self._say(Watch(self.name))
        else:
            await self._say(Join(self.name, self.wanted, self.invitation))
        while True:  # the host answers with `seated`, or refuses
            frame = await self._next_frame()
            if isinstance(frame, Refusal) and frame.to in ("join", "resume", "watch"):
                raise ClientError(frame.reason, frame.code)
            self._take(frame)
            if isinstance(frame, Seated):
                return

    def _check_certificate(self) -> None:
        """The table's certificate is the one pinned (before anything is sent: a `join` with an
        invitation, a `resume` with a token); the first one seen is pinned if none was given."""
        ssl_object = self._socket.transport.get_extra_info("ssl_object")
        der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
        found = fingerprint(der) if der else b""
        expected = self.pinned if self.pinned is not None else self.fingerprint
        if not found or (expected is not None and not found.startswith(expected)):
            self._socket.transport.abort()
            self._socket = None
            problem = Message.of(
                C,
                PROBLEMS["fingerprint"],
                address=self.url,
                found=shown(found[:FINGERPRINT]) or "?",
                expected=shown((expected or b"")[:FINGERPRINT]) or "?",
            )
            raise ClientError(problem, "fingerprint")
        self.fingerprint = found

    async def _next_frame(self) -> Frame:
        while True:
            data = await self._socket.recv()
            try:
                return to_client(data)
            except ProtocolError:
                continue  # a frame we cannot read is left aside (a newer host's?): never a crash

    async def _run(self) -> None:
        """Connect, then read frames; after a drop, connect again and resume, for a while."""
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

        assert self._seated is not None
        lost_at: float | None = None
        delay = FIRST_RETRY_S
        loop = asyncio.get_running_loop()
        while not self._closing:
            try:
                await self._connect()
                if not self._seated.done():
                    self._seated.set_result(None)
                self._ready.set()
                self._connected(True)
                lost_at, delay = None, FIRST_RETRY_S
                while True:
                    self._take(await self._next_frame())
            except ClientError as error:  # refused: trying again would not help
                self._stop(error)
                return
            except OutOfStep:
                self.knowledge.seq = 0  # ask for everything again
                await self._drop()
                continue
            except InvalidURI as error:
                self._stop(
                    ClientError(
                        Message.of(C, PROBLEMS["unreachable"], address=self.url, reason=str(error)), "unreachable"
                    )
                )
                return
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as error:
                await self._drop()
                if self._closing or self.knowledge.adjourned_by is not None:
                    return
                if lost_at is None and self._seated.done():
                    self._connected(False)  # (tried again below, for a while)
                if not self._seated.done():  # never reached: say so at once
                    reason = str(error) or type(error).__name__
                    self._stop(
                        ClientError(
                            Message.of(C, PROBLEMS["unreachable"], address=self.url, reason=reason), "unreachable"
                        )
                    )
                    return
                lost_at = lost_at if lost_at is not None else loop.time()
                if loop.time() - lost_at > self.retry_for:
                    self._stop(ClientError(Message(C, PROBLEMS["lost"]), "lost"))
                    return
                await asyncio.sleep(delay)
                delay = min(LAST_RETRY_S, delay * 2)

    def _connected(self, connected: bool) -> None:
        if self.on_connected is not None:
            self.on_connected(connected)

    def _stop(self, error: ClientError) -> None:
        self.problem = error
        if self._seated is not None and not self._seated.done():
            self._seated.set_exception(error)
        asyncio.get_running_loop().create_task(self._notify())  # a waiting `until` hears it

    async def _drop(self) -> None:
        self._ready.clear()
        if self._socket is not None:
            with contextlib.suppress(Exception):
                await self._socket.close()
            self._socket = None

    def _take(self, frame: Frame) -> None:
        self.knowledge.apply(frame)
        if isinstance(frame, Commitment) and self.knowledge.seat is not None:
            self._contribute()
        if self.listener is not None:
            self.listener(frame)
        asyncio.get_running_loop().create_task(self._notify())

    def _contribute(self) -> None:
        """The host has committed to its value: this seat's own random value for the deal (the
        same one again after a resume), kept to check the deal by at the end."""
        k = self.knowledge
        if k.value is None:
            k.value = new_value()
        task = asyncio.get_running_loop().create_task(self._send(Contribute(k.value.hex())))
        task.add_done_callback(lambda t: t.cancelled() or t.exception())  # (a lost connection: sent again)

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def _send(self, message: Frame) -> None:
        """Send once seated; while the connection is being made again, wait for it (ClientError
        if the client stops meanwhile). A connection that drops during the send is waited for
        too, and the frame sent on the next one: the host refuses an action it already has."""
        from websockets.exceptions import ConnectionClosed

        while True:
            while not self._ready.is_set():
                if self.problem is not None:
                    raise self.problem
                if self._closing:
                    raise ClientError(Message(C, PROBLEMS["lost"]), "lost")
                await asyncio.sleep(0.05)
            try:
                await self._say(message)
                return
            except (ConnectionClosed, OSError):
                await asyncio.sleep(0.05)  # (the reading side sees the drop and connects again)

    async def _say(self, message: Frame) -> None:
        # Within the host's rate bound (docs/protocol.md): a quick player waits, it is not refused.
        while not self._bucket.take():
            await asyncio.sleep(1 / self._bucket.rate)
        if self._socket is None:  # (dropped meanwhile)
            raise ConnectionResetError("not connected")
        await self._socket.send(encode(message))

    # --- what a player does ---------------------------------------------------------------------------
    async def act(self, action: dict[str, Any]) -> int:
        """Send an action (as the game's ActionCodec writes it); its number. The host answers
        with an update, or a refusal (in `knowledge.refusals`)."""
        number = self.knowledge.next
        self.knowledge.next += 1
        await self._send(Act(number, action))
        return number

    async def say(self, text: str) -> None:
        await self._send(Say(text))

    async def stand_in(self, seat: int, level: str) -> None:
        await self._send(StandIn(seat, level))

    async def adjourn(self) -> None:
        await self._send(Adjourn())

    async def rematch(self) -> None:
        await self._send(Rematch())

    async def send_raw(self, text: str | bytes) -> None:
        """Any frame at all (tests: what a broken or a hostile client sends)."""
        await self._socket.send(text)

    async def until(self, condition: Callable[[Knowledge], bool], timeout: float = 30.0) -> None:
        """Wait until `condition(knowledge)` holds (TimeoutError after `timeout` seconds, or
        ClientError if the client stopped by itself)."""

        async def wait() -> None:
            async with self._changed:
                while not condition(self.knowledge):
                    if self.problem is not None:
                        raise self.problem
                    await self._changed.wait()

        await asyncio.wait_for(wait(), timeout)

    async def wait(self) -> None:
        """Until the client stops: closed, adjourned, refused, or given up (`problem` says why)."""
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.shield(self._task)

    async def close(self) -> None:
        self._closing = True
        await self._drop()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task

    @property
    def adjourned(self) -> bool:
        return self.knowledge.adjourned_by is not None
