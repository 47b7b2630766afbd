"""The table's room: an end-to-end encrypted Matrix room that the host makes and invites the players
to. Who is in it (joined or invited) is who may talk to the host; a state event of type
`TABLE_STATE`, which only the host may set, says which game is played and which device of the host
the moves go to (its Matrix device ID and its Ed25519 key). The game itself never goes through the
room: its frames travel as encrypted to-device messages (envelope.py).

A state event is not encrypted (Matrix encrypts only a room's messages), so it holds nothing
secret: the game's id, the protocol's version, the host's device and key.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from nio import AsyncClient, RoomCreateResponse, RoomGetStateResponse, RoomPreset

from ..protocol import GAME_ID, PROTOCOL, USER_ID

TABLE_STATE = "org.cloudtable.table"
# The table room's type (the `type` of its m.room.create, set at creation: Matrix's room types,
# spec 1.2): an invitation's stripped state shows the create event, so an app can tell a table
# from another room before joining. Other clients (Element) show a room of a type they do not
# know as an ordinary room, so the table's chat is still read and written there.
TABLE_ROOM_TYPE = "org.cloudtable.table"
DEVICE_ID = re.compile(r"[A-Za-z0-9_+/=.-]{1,64}")
KEY = re.compile(r"[A-Za-z0-9+/]{43}")  # an Ed25519 public key in unpadded base64


class NotATable(Exception):
    """The room is not a cloudtable table, or its table state cannot be trusted."""


@dataclass(frozen=True)
class HostDevice:
    """Where a table's moves go: the host's user, device and that device's Ed25519 key."""

    user: str
    device: str
    ed25519: str


@dataclass(frozen=True)
class TableInfo:
    room_id: str
    game: str
    protocol: int
    host: HostDevice


def table_state(game: str, host: HostDevice) -> dict[str, Any]:
    return {
        "protocol": PROTOCOL,
        "game": game,
        "host": {"user": host.user, "device": host.device, "ed25519": host.ed25519},
    }


async def create_table_room(client: AsyncClient, name: str, game: str, host: HostDevice, invite: list[str]) -> str:
    """A new encrypted room for a table, the players in `invite` invited; its room ID."""
    answer = await client.room_create(
        name=name,
        preset=RoomPreset.private_chat,  # invited people join; only the host changes the room's state
        invite=invite,
        federate=True,  # players on other homeservers can join
        room_type=TABLE_ROOM_TYPE,
        initial_state=[
            {"type": "m.room.encryption", "state_key": "", "content": {"algorithm": "m.megolm.v1.aes-sha2"}},
            {"type": TABLE_STATE, "state_key": "", "content": table_state(game, host)},
        ],
    )
    if not isinstance(answer, RoomCreateResponse):
        raise NotATable(f"the table's room could not be made: {answer}")
    return str(answer.room_id)


def _text(value: Any, pattern: re.Pattern[str]) -> str:
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise NotATable("the table's state is malformed")
    return value


async def read_table(client: AsyncClient, room_id: str) -> TableInfo:
    """The table a room holds, read from its state; NotATable unless that state was set by the
    room's creator, names that same user as the host, and is well formed."""
    answer = await client.room_get_state(room_id)
    if not isinstance(answer, RoomGetStateResponse):
        raise NotATable(f"the table's room cannot be read: {answer}")
    events = {(e.get("type"), e.get("state_key")): e for e in answer.events if isinstance(e, dict)}
    creation, table = events.get(("m.room.create", "")), events.get((TABLE_STATE, ""))
    if creation is None or table is None:
        raise NotATable("this room is not a table")
    content = table.get("content")
    if not isinstance(content, dict) or set(content) != {"protocol", "game", "host"}:
        raise NotATable("the table's state is malformed")
    host = content["host"]
    if not isinstance(host, dict) or set(host) != {"user", "device", "ed25519"}:
        raise NotATable("the table's state is malformed")
    device = HostDevice(_text(host["user"], USER_ID), _text(host["device"], DEVICE_ID), _text(host["ed25519"], KEY))
    if not table.get("sender") == creation.get("sender") == device.user:
        raise NotATable("the table's state was not set by its host")
    protocol = content["protocol"]
    if isinstance(protocol, bool) or not isinstance(protocol, int):
        raise NotATable("the table's state is malformed")
    return TableInfo(room_id, _text(content["game"], re.compile(GAME_ID)), protocol, device)
