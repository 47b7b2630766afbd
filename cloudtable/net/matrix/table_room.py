"""What the host tells the table's room (docs/matrix.md, "The table's room"), besides the moves,
which go device to device: the commitment to each deal, before it (a state event); the table's
status whenever it changes (a state event, status.py); a "your turn" notice for each change of
turn to a person (an encrypted message that mentions them, so that their phone rings); and at the
end, the game's record (an encrypted message, or an encrypted file if it is long), for anyone
seated to check and replay.

Every one of them counts against the homeserver's rate limit for the host's account: they go
through one `RoomPoster`, each kind in one slot where the latest wins (poster.py).
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

from nio import AsyncClient, RoomGetStateEventResponse, RoomPutStateResponse, UploadResponse

from ...engine.message import QT_TRANSLATE_NOOP, Message
from ..host import Host
from ..protocol import PERSON, MessageField, encode
from .poster import RoomPoster
from .status import OVER, PLAYING, STATUS_STATE, TableStatus, table_status

COMMITMENT_STATE = "org.cloudtable.commitment"  # state key: the deal's number (status "deal")
RECORD_KEY = "org.cloudtable.record"  # in a record message: the `record` frame, as JSON text
DEAL_KEY = "org.cloudtable.deal"  # in a record message: the deal it is the record of
TURN_KEY = "org.cloudtable.turn"  # in a notice: the seats whose turn it is, after how many moves
MESSAGE_KEY = "org.cloudtable.message"  # the words, as a MESSAGE (docs/protocol.md): in any language
COMMITMENT, NOTICE, STATUS, RECORD = "commitment", "notice", "status", "record"
ORDER = (COMMITMENT, NOTICE, STATUS, RECORD)
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
        self.recorded: set[int] = set()  # the deals whose record went (or waits) to the room
        self.notices: list[tuple[int, tuple[str, ...]]] = []  # (moves, users) of each notice made
        self.inline_record = INLINE_RECORD
        host.watchers.append(self.changed)
        host.deal_held = self.deal_held

    async def start(self) -> None:
        """Before the table is served: a host started again finds its commitment in the room."""
        table = self.host.table
        if table.commitment is not None:
            answer = await self.client.room_get_state_event(self.room_id, COMMITMENT_STATE, str(table.game_seq))
            if isinstance(answer, RoomGetStateEventResponse) and answer.content == {"hash": table.commitment}:
                self.committed.add(table.game_seq)
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
        if self.deal_held() and not self.poster.pending(COMMITMENT):
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
            answer = await self.client.room_put_state(self.room_id, COMMITMENT_STATE, {"hash": hash_}, str(deal))
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
