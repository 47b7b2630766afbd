"""The window's link to a hosted table: the asyncio client (cloudtable/net/client.py) on a thread
of its own, its frames brought to the Qt thread, where a `Knowledge` and its `RemoteFeed` live.

Why a thread rather than an asyncio loop run by Qt: PySide6's QtAsyncio is still marked as a
technical preview, and a thread keeps the network off the painting thread either way (a slow
host or a long frame never holds up a frame of the table). Nothing is shared that changes: the
client's thread reads frames into its own Knowledge (for its numbers and its resume), and hands
each frozen frame over by a queued signal; the Qt thread puts them into its own Knowledge, which
the RemoteFeed reads. What the Qt thread asks (an action, a chat line) goes the other way through
`asyncio.run_coroutine_threadsafe`.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..engine.actions import ActionCodec
from ..net.client import Client, ClientError
from ..net.knowledge import Knowledge, OutOfStep
from ..net.protocol import Frame, History, Record, Refusal, Said, Update
from .remote_feed import RemoteFeed


class RemoteLink(QObject):
    matrix = False  # a table over Matrix (ui/matrix_link.py)
    changed = Signal()  # the game or the seats changed: sync the table
    refused = Signal(object)  # a Message: the host refused something of ours
    failed = Signal(object)  # a Message: the table cannot be reached, or the link gave up
    said = Signal(object)  # a chat line (net.protocol.Said), each once
    earlier = Signal(object)  # chat lines said before this seat sat or while it was away (a list of Said)
    cheated = Signal(object)  # a Message: the game's record shows the host dealt or showed falsely
    connection = Signal(bool)  # seated on a connection (True), or it dropped and is tried again (False)
    _arrived = Signal(object)  # a frame, from the client's thread (queued to this one)
    _stopped = Signal(object)  # the client's ClientError, from its thread
    _connection = Signal(bool)  # from its thread

    def __init__(
        self,
        url: str,
        *,
        name: str = "",
        seat: int | None = None,
        token: str | None = None,
        watch: bool = False,
        fingerprint: bytes | None = None,
        invitation: str | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.knowledge = Knowledge()
        self.knowledge.token = token  # (a seat taken back keeps its token: `seated` does not say it again)
        self.feed: RemoteFeed | None = None
        self._arrived.connect(self._take)
        self._stopped.connect(self._stop)
        self._connection.connect(self._connection_changed)
        self.url = url
        self.connected = False
        self.failure: str | None = None
        self._loop = asyncio.new_event_loop()
        self._quit = asyncio.Event()
        self._options: dict[str, Any] = {
            "name": name,
            "seat": seat,
            "token": token,
            "watch": watch,
            "listener": self._arrived.emit,
            "on_connected": self._connection.emit,
        }
        self._fingerprint, self._invitation = fingerprint, invitation
        self._client: Client | None = None  # (made on its thread: `_new_client`)
        self._thread = threading.Thread(target=self._run, name="table link", daemon=True)
        self._thread.start()

    # --- the client's thread ---------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        finally:
            self._loop.close()

    async def _new_client(self, **options: Any) -> Client:
        """The client of this link, made on its thread (a Matrix link first signs in and joins
        the table's room: ui/matrix_link.py); ClientError if it cannot be made."""
        return Client(self.url, fingerprint=self._fingerprint, invitation=self._invitation, **options)

    async def _close_client(self, client: Client) -> None:
        await client.close()

    async def _serve(self) -> None:
        """The client, from its start to its end: its own (`problem` says why), or `close`."""
        quitting = asyncio.ensure_future(self._quit.wait())
        try:
            making = asyncio.ensure_future(self._new_client(**self._options))
            await asyncio.wait({making, quitting}, return_when=asyncio.FIRST_COMPLETED)
            if not making.done():  # closed from the window meanwhile
                making.cancel()
                with contextlib.suppress(BaseException):
                    await making
                return
            if isinstance(making.exception(), ClientError):
                self._stopped.emit(making.exception())
                return
            self._client = making.result()
            for step in (self._client.start, self._client.wait):
                work = asyncio.ensure_future(step())
                await asyncio.wait({work, quitting}, return_when=asyncio.FIRST_COMPLETED)
                if not work.done():  # closed from the window
                    work.cancel()
                    return
                if work.exception() is not None or self._client.problem is not None:
                    problem = self._client.problem or work.exception()
                    if isinstance(problem, ClientError):
                        self._stopped.emit(problem)
                    return
        finally:
            quitting.cancel()
            if self._client is not None:
                await self._close_client(self._client)

    def _call(self, method: str, *args: Any) -> None:
        """The client's `method(*args)`, on its thread (nothing, before the client is made)."""

        async def call() -> None:
            if self._client is not None:
                await getattr(self._client, method)(*args)

        if self._loop.is_running():
            asyncio.run_coroutine_threadsafe(call(), self._loop)

    # --- the Qt thread ---------------------------------------------------------------------------------
    @Slot(object)
    def _take(self, frame: Frame) -> None:
        if isinstance(frame, Record):
            self._commitment_from_client()
        heard = self.knowledge.heard
        try:
            self.knowledge.apply(frame)
        except OutOfStep:  # the client's own knowledge asks the host for everything again
            return
        if self.feed is None and self.knowledge.game_id is not None and self.knowledge.view is not None:
            self.feed = RemoteFeed(self.knowledge)
        if isinstance(frame, Refusal):
            self.refused.emit(frame.reason)
        elif isinstance(frame, Said):
            if self.knowledge.heard > heard:  # (not a line taken in before)
                self.said.emit(frame)
        elif isinstance(frame, History):
            new = [line for line in frame.lines if line.n > heard]
            if new:
                self.earlier.emit(new)
        elif isinstance(frame, Record) and self.knowledge.cheated:
            self.cheated.emit(self.knowledge.fairness)
        elif isinstance(frame, Update) or frame.TYPE in ("seats", "seated", "adjourned"):
            self.changed.emit()

    def _commitment_from_client(self) -> None:
        """A commitment that the client found elsewhere than in a frame (over Matrix, in the table's
        room, when this app came in after the deal) is this thread's too, so that the record is
        checked here as well. (Set once on the client's thread before the record's frame comes.)"""
        client = self._client
        if client is not None and client.knowledge.commitment is not None:
            self.knowledge.committed_elsewhere(client.knowledge.commitment, client.knowledge.commitment_problem)

    @Slot(object)
    def _stop(self, error: ClientError) -> None:
        self.connected = False
        self.failure = error.code  # why, for programs: "unreachable", "unknown_token", "version"...
        self.failed.emit(error.message)

    @Slot(bool)
    def _connection_changed(self, connected: bool) -> None:
        self.connected = connected
        self.connection.emit(connected)

    @property
    def fingerprint(self) -> bytes | None:
        """The fingerprint of the certificate the table showed (wss://), once connected."""
        return self._client.fingerprint if self._client is not None else None

    @property
    def token(self) -> str | None:
        """The seat's token (keep it to come back to the seat after this app ends)."""
        return self.knowledge.token

    def play(self, action: Any) -> None:
        """Send one of the feed's legal actions to the host."""
        codec = ActionCodec(self.feed.game.action_types) if self.feed is not None else None
        if codec is not None:
            self._call("act", codec.dump(action))

    def say(self, text: str) -> None:
        self._call("say", text)

    def stand_in(self, seat: int, level: str) -> None:
        self._call("stand_in", seat, level)

    def adjourn(self) -> None:
        self._call("adjourn")

    def rematch(self) -> None:
        self._call("rematch")

    def close(self) -> None:
        """Leave the table (the seat stays ours: `token` brings us back)."""
        if self._thread.is_alive():
            with contextlib.suppress(RuntimeError):  # its loop has just ended by itself
                self._loop.call_soon_threadsafe(self._quit.set)
            self._thread.join(10)
