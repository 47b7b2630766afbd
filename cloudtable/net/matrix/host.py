"""A hosted table whose players come in through Matrix: the same `Host` (net/host.py) that serves
WebSockets, fed by Matrix devices instead of sockets.

Each device that talks to the host's device is one `Peer`: to `Host.handle` it looks like a
WebSocket (frames come out of it, frames and a close go into it), so everything above (the
greeting, the seats and their tokens, the rate bound, the strict reading of every frame, the
rules, who is told what) is the WebSocket host's own, unchanged. A device's new link (a larger
epoch: its app started again) is a new connection, as a new socket would be.

Refused before they reach the table, and logged: pieces from anyone who is not in the table's room
(joined or invited), from a device whose keys do not match its Olm session, for another table,
sent again or out of order, or making a frame beyond the bound.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter

from ..host import Host
from ..protocol import MAX_TO_HOST
from .envelope import Inbox, Outbox, Refused
from .link import Link, LinkError, log, now_ms
from .olm_to_device import SecretToDevice
from .table_room import TableRoom

LIMIT = 4 * MAX_TO_HOST  # beyond this the link is closed (as a WebSocket host hangs up: 1009)


class Peer:
    """One device's link to the host, as `Host.handle` uses a WebSocket."""

    def __init__(self, link: Link, user: str, device: str, outbox: Outbox):
        self.link, self.user, self.device, self.outbox = link, user, device, outbox
        self.incoming: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False

    def __aiter__(self) -> Peer:
        return self

    async def __anext__(self) -> str:
        text = await self.incoming.get()
        if text is None:
            raise StopAsyncIteration
        return text

    async def send(self, text: str) -> None:
        if self.closed:
            return
        try:
            for piece in self.outbox.frame(text):
                await self.link.send(self.user, self.device, piece)
        except LinkError as error:  # the device is out of reach: its seat is away until it comes back
            log(f"{self.user}'s device {self.device} cannot be reached: {error}")
            self.end()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """The host ends the link (adjourned, replaced, too slow...): the device is told."""
        if not self.closed:
            with contextlib.suppress(LinkError):
                await self.link.send(self.user, self.device, self.outbox.close(f"{code} {reason}"))
        self.end()

    def end(self) -> None:
        """No more frames either way (the host then counts the device as gone)."""
        if not self.closed:
            self.closed = True
            self.incoming.put_nowait(None)


class MatrixHost:
    def __init__(self, host: Host, link: Link, room_id: str):
        self.host = host
        self.link = link
        self.room_id = room_id
        link.handler = self.received
        link.follow(room_id, messages=True)  # (its TableRoom reads the room's messages)
        self.inboxes: dict[tuple[str, str], Inbox] = {}
        self.peers: dict[tuple[str, str], Peer] = {}  # each device's latest link (maybe ended)
        self.ended: dict[tuple[str, str], int] = {}  # the link (epoch) of each device told it had ended
        self.tasks: set[asyncio.Task[None]] = set()
        self.refused: Counter[str] = Counter()  # why pieces were refused (the tests read it)
        self.room = TableRoom(host, link.client, room_id)  # its status, notices and records

    def at_table(self, user: str) -> bool:
        """Joined or invited to the table's room (and not the host's own account)."""
        room = self.link.client.rooms.get(self.room_id)
        return room is not None and user in room.users and user != self.link.user_id

    def refuse(self, event: SecretToDevice, code: str) -> None:
        self.refused[code] += 1
        log(f"a piece from {event.sender} was refused: {code}")

    async def received(self, event: SecretToDevice) -> None:
        if not self.at_table(event.sender):
            self.refuse(event, "not_at_table")
            return
        device = await self.link.sender_device(event)
        if device is None:
            self.refuse(event, "unknown_device")
            return
        key = (event.sender, device.id)
        inbox = self.inboxes.setdefault(key, Inbox(self.room_id, LIMIT))
        try:
            taken = inbox.take(event.content)
        except Refused as refused:
            self.refuse(event, refused.code)
            if refused.code == "too_big" and key in self.peers:
                await self.peers[key].close(1009, "too big")
            elif refused.code == "out_of_order":  # a piece lost, or a link of before the host restarted
                await self.lost(key, event.content)
            return
        if taken is None:
            return
        if taken.new_epoch:
            self.connect(key, inbox.epoch)
        peer = self.peers.get(key)
        if peer is None or peer.closed:
            if taken.closed is None:  # a link the host ended (the device could not be reached)
                await self.tell_ended(key, inbox.epoch)
            return
        if taken.closed is not None:
            peer.end()
        elif taken.text is not None:
            peer.incoming.put_nowait(taken.text)

    def connect(self, key: tuple[str, str], epoch: int) -> None:
        """A device's new link: its old one (if any) is over, a new connection begins."""
        old = self.peers.get(key)
        if old is not None:
            old.end()
        # Never an epoch below the device's own: its app takes nothing from an older link.
        peer = Peer(self.link, key[0], key[1], Outbox(self.room_id, max(now_ms(), epoch)))
        self.peers[key] = peer
        task = asyncio.get_running_loop().create_task(self.host.handle(peer))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def lost(self, key: tuple[str, str], content: dict[str, object]) -> None:
        """A device's link cannot go on: a piece of it was lost (the link ends: its frames are not
        whole), or it began before the host started again (the host has no such link). Either
        way the device is told, and comes back on a new link with `resume`."""
        peer = self.peers.get(key)
        if peer is not None and not peer.closed:
            await peer.close(1002, "a piece was lost")
            return
        epoch = content.get("epoch")
        if isinstance(epoch, int) and not isinstance(epoch, bool):
            await self.tell_ended(key, epoch)

    async def tell_ended(self, key: tuple[str, str], epoch: int) -> None:
        """Tell a device, once for each of its links, that the host has no link with it now."""
        if self.ended.get(key) == epoch:
            return
        self.ended[key] = epoch
        peer = self.peers.get(key)
        newest = max(epoch, peer.outbox.epoch if peer else 0)
        ended = Outbox(self.room_id, max(now_ms(), newest + 1))  # (a link of its own, newer than any before)
        with contextlib.suppress(LinkError):
            await self.link.send(key[0], key[1], ended.close("1001 the link ended"))

    async def tell_everyone_ended(self) -> None:
        """After the host started again: every device of everyone at the table is told that its
        link is over, so that the players' apps come back (`resume`) without waiting to act."""
        room = self.link.client.rooms.get(self.room_id)
        olm = self.link.client.olm
        if room is None or olm is None:
            return
        users = [user for user in room.users if user != self.link.user_id]
        olm.users_for_key_query.update(users)
        with contextlib.suppress(Exception):
            await self.link.client.keys_query()
        for user in users:
            for device in olm.device_store.active_user_devices(user):
                await self.tell_ended((user, device.id), 0)

    async def run(self, resumed: bool = False) -> None:
        """Serve the table until the host is done (adjourned, over and left, or stopped);
        `resumed`: the host started again, every player is told to come back."""
        await self.link.start()
        if resumed:
            await self.tell_everyone_ended()
        await self.room.start()
        self.host.deal()  # a resumed table may wait for the deal...
        self.host.kick()  # ...or be at a computer's turn
        lingering = asyncio.get_running_loop().create_task(self.host.linger())
        try:
            await self.host.done.wait()
        finally:
            lingering.cancel()
            self.host.save()
            await self.room.stop()
            await self.stop()

    async def stop(self) -> None:
        """Every link closed (each device told)."""
        for connection in list(self.host.connections):
            connection.close(1001, "the host stopped")
        if self.tasks:
            await asyncio.wait(set(self.tasks), timeout=10)
        for peer in self.peers.values():
            peer.end()
