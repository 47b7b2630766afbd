"""A player's client at a table hosted over Matrix: the WebSocket `Client` (net/client.py), whose
connection is a link to the host's device made of encrypted to-device messages.

The host's device is known before anything is sent: the table's room says which it is and its
Ed25519 key (room.py), and that key must be the one the homeserver gives for that device, else
the client does not play (a homeserver could otherwise put a device of its own in the host's
place). Only pieces from that very device are taken in: from anyone else, from another device of
the host's account, from a device whose keys do not match, for another table, from an older link,
sent again or out of order, they are refused (and counted, for the tests).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections import Counter
from typing import Any

from ...engine.message import QT_TRANSLATE_NOOP, Message
from ..client import Client, ClientError
from ..protocol import MAX_TO_CLIENT
from . import audit, olm_to_device
from .envelope import Inbox, Outbox, Refused
from .link import Link, LinkError, log, now_ms
from .olm_to_device import SecretToDevice
from .room import TableInfo

C = "Network"
PROBLEMS = {
    "host_key": QT_TRANSLATE_NOOP(
        "Network", "The table's host cannot be trusted: its device's key is not the one the table gave."
    ),
    "host_gone": QT_TRANSLATE_NOOP("Network", "The table's host cannot be found on Matrix."),
    "signed_out": QT_TRANSLATE_NOOP(
        "Network",
        "The homeserver ended this computer's session as {user}: sign in again (Edit → Matrix Account…), "
        "then take your seat again from the welcome screen.",
    ),
}


class MatrixSocket:
    """One link to the host's device, as `Client` uses a WebSocket (send, recv, close)."""

    def __init__(self, link: Link, table: TableInfo, refused: Counter[str]):
        self.link, self.table, self.refused = link, table, refused
        epoch = now_ms()
        self.outbox = Outbox(table.room_id, epoch)
        self.inbox = Inbox(table.room_id, MAX_TO_CLIENT)
        self.inbox.epoch = epoch - 1  # the host answers this link with an epoch at least its own
        self.frames: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed: str | None = None
        self.ended = asyncio.Event()

    async def send(self, text: str) -> None:
        for piece in self.outbox.frame(text):
            await self._deliver(piece)

    async def _deliver(self, piece: dict[str, Any]) -> None:
        """One piece to the host. While the homeserver cannot be reached it waits for it, then
        sends the piece again (if it had gone after all, the host refuses it as sent twice):
        an action made just as the homeserver went away is not lost."""
        while True:
            if self.closed is not None:
                raise ConnectionResetError(self.closed)
            try:
                await self.link.send(self.table.host.user, self.table.host.device, piece)
                return
            except LinkError as error:
                if self.link.online:  # refused by the homeserver, or no such device: the link ends
                    self.end(str(error))
                    raise ConnectionResetError(str(error)) from None
            await self._until_answering()

    async def _until_answering(self) -> None:
        """Until the homeserver answers again, or this link ends."""
        waits = {asyncio.ensure_future(self.link.answering.wait()), asyncio.ensure_future(self.ended.wait())}
        try:
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for wait in waits:
                wait.cancel()

    async def recv(self) -> str:
        text = await self.frames.get()
        if text is None:
            raise ConnectionResetError(self.closed or "closed")
        return text

    async def close(self, code: int = 1000, reason: str = "") -> None:
        # (While the homeserver cannot be reached the host is not told: it would only hold up
        # the app as it quits; the device's next link tells the host this one is over.)
        if self.closed is None and self.link.online:
            with contextlib.suppress(LinkError):
                await self.link.send(
                    self.table.host.user, self.table.host.device, self.outbox.close(f"{code} {reason}")
                )
        self.end("closed")

    def end(self, reason: str) -> None:
        if self.closed is None:
            self.closed = reason
            self.frames.put_nowait(None)
            self.ended.set()

    async def received(self, event: SecretToDevice) -> None:
        host = self.table.host
        if event.sender != host.user:
            self.refuse(event, "not_host")
            return
        device = await self.link.sender_device(event)
        if device is None or device.id != host.device or device.ed25519 != host.ed25519 or not device.verified:
            self.refuse(event, "unverified_host")
            return
        try:
            taken = self.inbox.take(event.content)
        except Refused as refused:
            self.refuse(event, refused.code)
            return
        if taken is None:
            return
        if taken.closed is not None:
            self.end(taken.closed)
        elif taken.text is not None:
            self.frames.put_nowait(taken.text)

    def refuse(self, event: SecretToDevice, code: str) -> None:
        self.refused[code] += 1
        log(f"a piece from {event.sender} was refused: {code}")


class MatrixClient(Client):
    """A `Client` at the table in `table`'s room, through this device's `link`.

    While the homeserver cannot be reached the game waits (a table over Matrix may be played
    over days): the client never gives up coming back, and says it is away (`on_connected`
    False) as soon as the link's syncs fail, not only once a piece it sends cannot go."""

    def __init__(self, link: Link, table: TableInfo, **options: Any):
        options.setdefault("retry_for", math.inf)
        super().__init__(f"matrix:{table.room_id}", **options)
        self.link = link
        self.table = table
        self.socket: MatrixSocket | None = None
        self.refused: Counter[str] = Counter()  # pieces refused, by why
        link.handler = self._received
        link.follow(table.room_id, messages=False)  # (a player's app reads none of the room's messages)
        link.report_outages()
        link.on_online = self._homeserver_answers
        link.on_signed_out = self._signed_out

    def _homeserver_answers(self, online: bool) -> None:
        if not online and self._seated is not None and self._seated.done():
            self._connected(False)
        elif online and self._ready.is_set():
            self._connected(True)

    def _signed_out(self) -> None:
        """No use waiting for the homeserver: the link ends, and the next connection is refused."""
        if self.socket is not None:
            self.socket.end("signed out")

    async def _open(self) -> Any:
        if self.link.signed_out is not None:  # (the seat stays kept, for once signed in again)
            raise ClientError(Message.of(C, PROBLEMS["signed_out"], user=self.link.user_id), "not_signed_in")
        await self.link.start()
        await self._trust_host()
        if self.knowledge.commitment is None:  # (came in after the deal, or started again since)
            await self._room_commitment()
        if self.socket is not None:
            self.socket.end("replaced")
        self.socket = MatrixSocket(self.link, self.table, self.refused)
        return self.socket

    async def _trust_host(self) -> None:
        """The host's device as the homeserver gives it must have the key the table gave."""
        host = self.table.host
        try:
            device = await olm_to_device.device(self.link.client, host.user, host.device)
        except olm_to_device.NoDevice:
            raise ClientError(Message(C, PROBLEMS["host_gone"]), "host_gone") from None
        if device.ed25519 != host.ed25519:
            raise ClientError(Message(C, PROBLEMS["host_key"]), "host_key")
        self.link.client.verify_device(device)

    async def _room_commitment(self) -> None:
        """The host's commitment to the deal as the table's room holds it (audit.py), so that the
        record is checked at the end even by an app that never saw the commitment's frame (if the
        room cannot be read now, the game goes on unchecked rather than not at all)."""
        with contextlib.suppress(Exception):
            committed, problem = await audit.room_commitment(self.link.client, self.table)
            if committed is not None:
                self.knowledge.committed_elsewhere(committed, problem)

    async def _received(self, event: SecretToDevice) -> None:
        if self.socket is None:
            self.refused["no_link"] += 1
            return
        await self.socket.received(event)

    async def close(self) -> None:
        await super().close()
        await self.link.stop()
