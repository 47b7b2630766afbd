"""The tables a player's Matrix account is at: the rooms it is invited to and the table rooms it has
joined (for the window's Join a Table…), and how a room is named by a person (a matrix.to link, a
`matrix:` URI, a room ID or an alias).

The list is read with the player device's kept login, by a client of its own that never takes
part in end-to-end encryption and always syncs from the start: it sees the rooms' state without
touching the device's keys, and without acknowledging (and so taking from the game's own client)
any message queued for the device.

An invitation says little before it is accepted: a homeserver shows an invited account a few
state events of the room (its name, who invited, and its creation), not the table's own
(`TABLE_STATE`), so an invitation's game is known only once joined; a room that turns out not to
be a table is said so then. Its creation says its room type: a table's is TABLE_ROOM_TYPE, so an
invitation to a room of another type (or none) is known not to be a table. (Only a hint: the
inviting server writes that stripped state; a table is still read and checked once joined.)
"""

from __future__ import annotations

import asyncio
import itertools
import re
import urllib.parse
from dataclasses import dataclass
from typing import Any

from nio import AsyncClient, AsyncClientConfig, ErrorResponse, JoinResponse, ProfileGetDisplayNameResponse, Response
from nio.api import Api

from ...engine.match import MAX_NAME_LENGTH, is_valid_name
from ..protocol import OPEN
from .account import reading_client
from .room import TABLE_ROOM_TYPE, TABLE_STATE, NotATable, TableInfo, read_table
from .status import FREE, STATUS_STATE, StatusError, read_status

SERVER = r"[A-Za-z0-9.\-]{1,230}(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]{2,45}\](:[0-9]{1,5})?"
# (A room of version 12 or later has an ID without a server: the hash of its creation.)
ROOM_ID = re.compile(rf"![\x21-\x39\x3b-\x7e]{{1,255}}(:({SERVER}))?")
ALIAS = re.compile(rf"#[\x21-\x39\x3b-\x7e]{{1,255}}:({SERVER})")
MATRIX_TO = "https://matrix.to/#/"
REQUEST_TIMEOUT_S = 20
PROFILE_S = 8.0  # a display name asked for (New Game's seats) comes within this, or not at all
# Only what the list needs: each room's name and table state, no messages, nobody's presence.
LIST_FILTER: dict[str, Any] = {
    "presence": {"not_types": ["*"]},
    "account_data": {"not_types": ["*"]},
    "room": {
        "state": {"types": ["m.room.name", TABLE_STATE, STATUS_STATE]},
        "timeline": {"limit": 1, "types": ["m.room.name", TABLE_STATE, STATUS_STATE]},
        "ephemeral": {"not_types": ["*"]},
        "account_data": {"not_types": ["*"]},
    },
}


# Synapse answers the same sync request from a cache for a while (two minutes by default), and a
# sync from the start is always the same request: each asks with another `timeout` (a sync from
# the start answers at once whatever it says), so that the list is never minutes old.
_requests = itertools.count(1)


class Unreachable(Exception):
    """The homeserver did not answer, or refused the kept login."""


@dataclass(frozen=True)
class TableRoom:
    room_id: str
    name: str  # the room's name ("" if it has none)
    game: str | None  # the table's game, once joined (an invitation's is not known yet)
    host: str  # the table's host (joined), or who invited this account (an invitation)
    invited: bool  # an invitation not yet accepted
    seats: int | None = None  # how many seats, as the table's status says (None: not known)
    free: int | None = None  # how many of them this account may take: open, or kept for it
    not_a_table: bool = False  # an invitation whose room's creation shows it is not a table


def parse_room(text: str) -> str | None:
    """The room ID or alias a person typed or pasted, or None if it names no room."""
    text = text.strip()
    if text.startswith(MATRIX_TO):
        text = urllib.parse.unquote(text[len(MATRIX_TO) :].split("?")[0].split("/")[0])
    elif text.startswith("matrix:"):  # matrix:roomid/ROOM:server or matrix:r/ALIAS:server (MSC2312)
        kind, _, rest = text[len("matrix:") :].split("?")[0].partition("/")
        sigil = {"roomid": "!", "r": "#"}.get(kind)
        text = sigil + urllib.parse.unquote(rest) if sigil else ""
    if ROOM_ID.fullmatch(text) or ALIAS.fullmatch(text):
        return text
    return None


def _listing_client(homeserver: str, user_id: str, role: str) -> AsyncClient:
    config = AsyncClientConfig(
        encryption_enabled=False, store_sync_tokens=False, max_timeouts=1, request_timeout=REQUEST_TIMEOUT_S
    )
    return reading_client(homeserver, user_id, role, config)


def _events(events: Any, event_type: str) -> list[dict[str, Any]]:
    """The events of a type among those the homeserver gave (anything else in the list left out)."""
    return (
        [e for e in events if isinstance(e, dict) and e.get("type") == event_type] if isinstance(events, list) else []
    )


def _section(data: Any, *keys: str) -> Any:
    """`data[keys[0]][keys[1]]...`, or {} where the homeserver's answer has no such entry."""
    for key in keys:
        data = data.get(key, {}) if isinstance(data, dict) else {}
    return data


class _RawSync(Response):
    """A sync answer left as the homeserver's JSON (nio's SyncResponse drops an invitation's
    creation event, and so its room type); an error as nio's own ErrorResponse."""

    def __init__(self, data: dict[str, Any]):
        super().__init__()
        self.data = data

    @classmethod
    def from_dict(cls, parsed_dict: Any) -> Response:
        if not isinstance(parsed_dict, dict) or "errcode" in parsed_dict:
            return ErrorResponse.from_dict(parsed_dict if isinstance(parsed_dict, dict) else {})
        return cls(parsed_dict)


async def _sync(client: AsyncClient) -> dict[str, Any]:
    """The account's rooms by a sync from the start, as JSON. Sent through nio's own request path,
    so that its timeouts and a login's token renewal (token_refresh.py) apply as to any request."""
    method, path = Api.sync(client.access_token, timeout=next(_requests), filter=LIST_FILTER, full_state=True)
    try:
        answer = await client._send(_RawSync, method, path)
    except Exception as error:  # (not answering, an answer not JSON, a login that could not be renewed...)
        raise Unreachable(str(error) or type(error).__name__) from None
    if not isinstance(answer, _RawSync):
        raise Unreachable(str(getattr(answer, "message", answer)))
    return answer.data


async def table_rooms(homeserver: str, user_id: str, role: str = "player") -> list[TableRoom]:
    """The invitations of `user_id`'s account, and the table rooms it has joined, by name."""
    client = _listing_client(homeserver, user_id, role)
    try:
        rooms = _section(await _sync(client), "rooms")
        found: list[TableRoom] = []
        for room_id, invite in _section(rooms, "invite").items():
            state = _section(invite, "invite_state", "events")
            names = _events(state, "m.room.name")
            ours = [e for e in _events(state, "m.room.member") if e.get("state_key") == user_id]
            name = _section(names[-1], "content", "name") if names else ""
            inviter = ours[-1].get("sender", "") if ours else ""
            created = _events(state, "m.room.create")
            other = bool(created) and _section(created[-1], "content").get("type") != TABLE_ROOM_TYPE
            found.append(TableRoom(room_id, _plain(name), None, _plain(inviter), True, not_a_table=other))
        for room_id, joined in _section(rooms, "join").items():
            events = [*_list(_section(joined, "state", "events")), *_list(_section(joined, "timeline", "events"))]
            if not _events(events, TABLE_STATE):
                continue
            try:
                table = await read_table(client, room_id)
            except NotATable:
                continue
            names = _events(events, "m.room.name")
            name = _section(names[-1], "content", "name") if names else ""
            seats, free = _free_seats(events, table.host.user, user_id)
            found.append(TableRoom(room_id, _plain(name), table.game, table.host.user, False, seats, free))
        return sorted(found, key=lambda t: (t.not_a_table, not t.invited, t.name.casefold(), t.room_id))
    finally:
        await client.close()


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


async def display_name(homeserver: str, user_id: str, whom: str, role: str = "player") -> str | None:
    """`whom`'s display name as `user_id`'s account reads it, if they have one that can be a
    player's name (else None: none set, the homeserver does not say, or not within PROFILE_S)."""
    client = _listing_client(homeserver, user_id, role)
    try:
        answer = await asyncio.wait_for(client.get_displayname(whom), PROFILE_S)
    except Exception:  # (not answering in time, an answer not JSON...): no name, the seat keeps its own
        return None
    finally:
        await client.close()
    name = _plain(getattr(answer, "displayname", None))[:MAX_NAME_LENGTH].strip()
    return name if isinstance(answer, ProfileGetDisplayNameResponse) and is_valid_name(name) else None


def _free_seats(events: list[Any], host: str, user_id: str) -> tuple[int | None, int | None]:
    """(seats, free for `user_id`) from the table's status set by its host, or (None, None): a
    seat is free for them if it is open, or kept for them (invited by their Matrix ID)."""
    statuses = [e for e in _events(events, STATUS_STATE) if e.get("state_key") == "" and e.get("sender") == host]
    try:
        status = read_status(statuses[-1].get("content")) if statuses else None
    except StatusError:
        status = None
    if status is None:
        return None, None
    free = sum(s.state == FREE and (s.kind == OPEN or s.user == user_id) for s in status.seats)
    return len(status.seats), free


def _plain(value: Any) -> str:
    """A name from the network as one line of at most 100 characters (never trusted as anything)."""
    text = value if isinstance(value, str) else ""
    return " ".join(text.split())[:100]


async def join_table(client: AsyncClient, room: str) -> TableInfo:
    """Join `room` (accept its invitation; a room joined already stays so) and read its table;
    NotATable if it is not one, JoinRefused if it cannot be joined."""
    answer = await client.join(room)
    if not isinstance(answer, JoinResponse):
        raise JoinRefused(str(getattr(answer, "message", answer)))
    return await read_table(client, str(answer.room_id))


class JoinRefused(Exception):
    """The homeserver did not let this account join the room (not invited, no such room...)."""
