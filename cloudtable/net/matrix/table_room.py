"""What the host tells the table's room (docs/matrix.md, "The table's room"), besides the moves,
which go device to device: the commitment to each deal, before it (a state event); the table's
status whenever it changes (a state event, status.py); a "your turn" notice for each change of
turn to a person (an encrypted message that mentions them, so that their phone rings); and at the
end, the game's record (an encrypted message, or an encrypted file if it is long), for anyone
seated to check and replay. And the table's chat both ways: the lines said at the table go to the
room (encrypted, from the host), and what a seated person writes in the room (from any Matrix
client) comes to the table, read as strictly and at the same rate as a chat frame; anyone else's
lines, unencrypted ones, old ones and ones seen before are left out. The hosting person's own
lines, written from another device of the account that hosts (Element beside the app), come to
the table as their seat's; what the host device itself sends is never taken back in.

Every one of them counts against the homeserver's rate limit for the host's account: they go
through one `RoomPoster`, each kind in one slot where the latest wins (poster.py).
"""

from __future__ import annotations

import asyncio
import io
from collections import Counter
from typing import Any

from nio import (
    AsyncClient,
    MatrixRoom,
    RoomGetStateEventResponse,
    RoomMessageText,
    RoomPutStateResponse,
    RoomSendResponse,
    UploadResponse,
)

from ...engine.message import QT_TRANSLATE_NOOP, Message
from ..host import Host
from ..protocol import PERSON, Chat, MessageField, ProtocolError, Said, encode
from ..rate import Bucket
from .link import log, now_ms
from .poster import RoomPoster
from .status import OVER, PLAYING, STATUS_STATE, TableStatus, table_status

COMMITMENT_STATE = "org.cloudtable.commitment"  # state key: the deal's number (status "deal")
RECORD_KEY = "org.cloudtable.record"  # in a record message: the `record` frame, as JSON text
DEAL_KEY = "org.cloudtable.deal"  # in a record message: the deal it is the record of
TURN_KEY = "org.cloudtable.turn"  # in a notice: the seats whose turn it is, after how many moves
MESSAGE_KEY = "org.cloudtable.message"  # the words, as a MESSAGE (docs/protocol.md): in any language
CHAT_KEY = "org.cloudtable.chat"  # in a chat message: its lines, each {"seat", "name", "text"}
OURS = (CHAT_KEY, TURN_KEY, RECORD_KEY, DEAL_KEY, MESSAGE_KEY)  # what only the host's own room messages hold
COMMITMENT, NOTICE, STATUS, RECORD, CHAT = "commitment", "notice", "status", "record", "chat"
ORDER = (COMMITMENT, NOTICE, STATUS, RECORD, CHAT)
CHAT_LINES = 20  # the table's lines waiting to go to the room, at most (then the oldest are left out)
SEEN = 1000  # room events remembered, so that none is taken in twice
# A record longer than this goes as an encrypted file: an event is at most 64 KiB once encrypted,
# and Megolm's base64 makes the text a third longer.
INLINE_RECORD = 40_000
RECORD_FILE = "record.json"

C = "Matrix"
TEXTS = {
    "turn": QT_TRANSLATE_NOOP("Matrix", "{players}: it is your turn at {table}."),
    "record": QT_TRANSLATE_NOOP(
        "Matrix", "The record of the game at {table}: its deal and every move, for anyone to check and replay."
    ),
}


def _room_text(message: Message) -> dict[str, Any]:
    """A message's English body (for any Matrix client) and the message itself (for ours)."""
    return {"body": message.english(), MESSAGE_KEY: MessageField().dump(message)}


class TableRoom:
    """The host's side of the table's room, following `host` (its watchers and its deal)."""

    def __init__(self, host: Host, client: AsyncClient, room_id: str, poster: RoomPoster | None = None):
        self.host, self.client, self.room_id = host, client, room_id
        self.poster = poster if poster is not None else RoomPoster(ORDER)
        self.users: dict[int, str] = {}  # the Matrix user seen at each person's seat
        self.status: TableStatus | None = None  # the last one posted (or waiting to be)
        self.people: frozenset[int] = frozenset()  # the persons' seats that may act now
        self.committed: set[int] = set()  # the deals whose commitment the room holds
        self.committing = False  # a commitment waits for the room, or is on its way
        self.recorded: set[int] = set()  # the deals whose record went (or waits) to the room
        self.notices: list[tuple[int, tuple[str, ...]]] = []  # (moves, users) of each notice made
        self.inline_record = INLINE_RECORD
        self.lines: list[Said] = []  # the table's chat lines waiting for the room
        self.since_ms = now_ms()  # room messages from before the host started are not brought in
        self.seen: dict[str, None] = {}  # the room messages taken in (or refused), the newest last
        self.buckets: dict[str, Bucket] = {}  # each user's rate, as a connection's
        self.refused: Counter[str] = Counter()  # room messages not brought in, by why (the tests read it)
        # The seat of the person whose account hosts, if they play (the window's own seat, served
        # on 127.0.0.1: serve.py): their lines written in the room from another device are theirs.
        self.own_seat: int | None = None
        host.watchers.append(self.changed)
        host.deal_held = self.deal_held
        host.chat_watchers.append(self.said)
        client.add_event_callback(self._room_message, RoomMessageText)

    async def start(self) -> None:
        """Before the table is served: a host started again finds its commitment in the room."""
        table = self.host.table
        if table.commitment is not None:
            answer = await self.client.room_get_state_event(self.room_id, COMMITMENT_STATE, str(table.game_seq))
            if isinstance(answer, RoomGetStateEventResponse) and answer.content == {"hash": table.commitment}:
                self.committed.add(table.game_seq)
        self.since_ms = now_ms()
        self.changed()

    async def stop(self, timeout: float = 15.0) -> None:
        """The last status (adjourned, over) goes out, if the homeserver lets it in time."""
        self.changed()
        await self.poster.flush(timeout)
        await self.poster.stop()

    def deal_held(self) -> bool:
        """The deal waits until the room holds the host's commitment to it."""
        table = self.host.table
        return table.commitment is not None and table.game_seq not in self.committed

    # --- following the table -----------------------------------------------------------------------
    def changed(self) -> None:
        table = self.host.table
        for connection in self.host.connections:
            user = getattr(connection.socket, "user", None)  # (a Matrix peer's: matrix/host.py)
            if connection.joined and connection.seat is not None and isinstance(user, str):
                self.users[connection.seat] = user
        if self.deal_held() and not self.committing:  # (again after one given up: the deal waits for it)
            self.committing = True
            self.poster.post(COMMITMENT, self._commit(table.game_seq, str(table.commitment)))
        status = table_status(table, self.users, self.host.adjourned)
        if status != self.status:
            self.status = status
            content = status.content()
            self.poster.post(STATUS, lambda: self.client.room_put_state(self.room_id, STATUS_STATE, content, ""))
        self._turn(status)
        if status.phase == OVER and status.deal not in self.recorded:
            record = table.record()
            if record is not None:
                self.recorded.add(status.deal)
                self.poster.post(RECORD, lambda: self._send_record(encode(record), status.deal))

    def _turn(self, status: TableStatus) -> None:
        """A notice to each person whose turn it has just become (not to one who keeps it)."""
        seats = self.host.table.seats
        people = frozenset(seat for seat in status.turn if seats[seat].kind == PERSON and seats[seat].stand_in is None)
        new, self.people = people - self.people, people
        if not people or status.phase != PLAYING:
            self.poster.withdraw(NOTICE)  # (a turn that has passed: nobody to ring)
            return
        users = tuple(sorted({self.users[seat] for seat in new if seat in self.users}))
        if not users:
            return
        moves = len(self.host.table.match.steps)
        self.notices.append((moves, users))
        message = Message.of(C, TEXTS["turn"], players=", ".join(users), table=self.host.table.name)
        content = {
            "msgtype": "m.text",
            **_room_text(message),
            "m.mentions": {"user_ids": list(users)},
            TURN_KEY: {"deal": status.deal, "moves": moves, "seats": sorted(new)},
        }
        self.poster.post(NOTICE, lambda: self._send(content))

    # --- sending ---------------------------------------------------------------------------------------
    def _commit(self, deal: int, hash_: str) -> Any:
        async def send() -> Any:
            try:
                answer = await self.client.room_put_state(self.room_id, COMMITMENT_STATE, {"hash": hash_}, str(deal))
            finally:
                self.committing = False
            if isinstance(answer, RoomPutStateResponse) and self.host.table.game_seq == deal:
                self.committed.add(deal)
                asyncio.get_running_loop().call_soon(self.host.deal)  # (it may have waited for this)
            return answer

        return send

    async def _send(self, content: dict[str, Any]) -> Any:
        return await self.client.room_send(self.room_id, "m.room.message", content, ignore_unverified_devices=True)

    async def _send_record(self, text: str, deal: int) -> Any:
        message = Message.of(C, TEXTS["record"], table=self.host.table.name)
        content: dict[str, Any] = {"msgtype": "m.text", **_room_text(message), DEAL_KEY: deal}
        data = text.encode("utf-8")
        if len(data) <= self.inline_record:
            content[RECORD_KEY] = text
        else:
            upload, keys = await self.client.upload(
                io.BytesIO(data), "application/json", RECORD_FILE, encrypt=True, filesize=len(data)
            )
            if not isinstance(upload, UploadResponse) or keys is None:
                return upload
            content.update(
                msgtype="m.file",
                filename=RECORD_FILE,
                info={"mimetype": "application/json", "size": len(data)},
                file={"url": upload.content_uri, **keys},
            )
        return await self._send(content)

    # --- the table's chat, both ways -------------------------------------------------------------
    def said(self, said: Said) -> None:
        """A line said at the table: to the room, with the others waiting (one message for all)."""
        self.lines.append(said)
        if len(self.lines) > CHAT_LINES:
            del self.lines[0]
            self.poster.dropped[CHAT] += 1
        self.poster.post(CHAT, self._send_chat)

    async def _send_chat(self) -> Any:
        lines, self.lines = self.lines, []
        if not lines:
            return None
        content = {
            "msgtype": "m.text",
            "body": "\n".join(f"{line.name}: {line.text}" for line in lines),
            CHAT_KEY: [{"seat": line.seat, "name": line.name, "text": line.text} for line in lines],
        }
        answer: Any = None
        try:
            answer = await self._send(content)
        finally:
            if not isinstance(answer, RoomSendResponse):  # (tried again: these first)
                self.lines[:0] = lines
                del self.lines[:-CHAT_LINES]
        return answer

    def _from_host_device(self, event: RoomMessageText) -> bool:
        """Sent by this host (its chat, notices, records): never brought back to the table. Known
        by the device key its encryption session came from, and by our own keys in it too."""
        if event.sender != self.client.user_id:
            return False
        content = event.source.get("content", {})
        if not isinstance(content, dict) or any(key in content for key in OURS):
            return True
        olm = getattr(self.client, "olm", None)
        own = olm.account.identity_keys.get("curve25519") if olm is not None else None
        return own is None or event.sender_key is None or event.sender_key == own

    async def _room_message(self, room: MatrixRoom, event: RoomMessageText) -> None:
        """A message in the table's room: brought to the table if a seated person wrote it."""
        if room.room_id != self.room_id or self._from_host_device(event):
            return
        if event.event_id in self.seen or event.server_timestamp < self.since_ms:
            return  # (seen before, or from before: the sync gives some of the room's past)
        self.seen[event.event_id] = None
        while len(self.seen) > SEEN:
            del self.seen[next(iter(self.seen))]
        if event.sender == self.client.user_id:  # the hosting person, from another device
            seats = [self.own_seat] if self.own_seat is not None else []
        else:
            seats = sorted(seat for seat, user in self.users.items() if user == event.sender)
        why = None
        if not getattr(event, "decrypted", False):
            why = "not_encrypted"
        elif not seats:
            why = "not_seated"
        elif not self.buckets.setdefault(event.sender, Bucket()).take():
            why = "too_fast"
        else:
            try:
                text = Chat().read(event.body, "text")
            except ProtocolError:
                why = "bad_field"
        if why is not None:
            self.refused[why] += 1
            log(f"a room message from {event.sender} was not brought to the table: {why}")
            return
        # Numbered and kept with the table's other lines (a seat that comes back is sent them),
        # and not sent back to the room it came from.
        self.host.say(seats[0], self.host.table.match.seats[seats[0]].name, text, echo=False)
