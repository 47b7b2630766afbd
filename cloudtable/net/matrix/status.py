"""The table's status in its room, as a state event of the host's (docs/matrix.md, "The table's
room"): who sits where (and which Matrix user, once known), whose turn it is, and how far the game
is. Any Matrix client shows it, and an app reads it to list the tables that wait for its person.

State events are not encrypted: this holds nothing secret (the names people sat down with, their
Matrix IDs, which the room's member list shows anyway, and whose turn it is). It is read as
strictly as a frame: exactly these fields, each of its type, or it is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nio import AsyncClient, RoomGetStateResponse

from ..protocol import (
    COMPUTER,
    GAME_ID,
    INVITED,
    MAX_SEATS,
    OPEN,
    PERSON,
    SEAT,
    Int,
    ListOf,
    Name,
    Nullable,
    ProtocolError,
    Text,
    _fields,
)
from ..table import HostedTable
from .room import USER_ID

STATUS_STATE = "org.cloudtable.status"
VERSION = 1
WAITING, PLAYING, ADJOURNED, OVER = "waiting", "playing", "adjourned", "over"
PHASES = (WAITING, PLAYING, ADJOURNED, OVER)
KINDS = (OPEN, INVITED, PERSON, COMPUTER)
FREE, TAKEN, AWAY = "free", "taken", "away"
STATES = (FREE, TAKEN, AWAY)
FIELDS = ("version", "game", "deal", "phase", "seats", "turn", "winners")
SEAT_FIELDS = ("name", "kind", "user", "state")


class StatusError(Exception):
    """A status event that is not one (malformed, or not the host's)."""


@dataclass(frozen=True)
class SeatStatus:
    name: str
    kind: str  # open, invited, person or computer
    user: (
        str | None
    )  # a person's Matrix user, once the host has seen their device; an invited seat's: whom it waits for
    state: str  # free (open or invited), taken, or away (a person whose app is not there)


@dataclass(frozen=True)
class TableStatus:
    game: str
    deal: int  # which game at this table (the change it began with): the commitment's state key
    phase: str
    seats: tuple[SeatStatus, ...]
    turn: tuple[int, ...]  # the seats that may act now
    winners: tuple[int, ...] | None  # once it is over (none: a draw)

    def content(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "game": self.game,
            "deal": self.deal,
            "phase": self.phase,
            "seats": [{"name": s.name, "kind": s.kind, "user": s.user, "state": s.state} for s in self.seats],
            "turn": list(self.turn),
            "winners": None if self.winners is None else list(self.winners),
        }


def table_status(table: HostedTable, users: dict[int, str], adjourned: bool) -> TableStatus:
    """What the room is told of `table`; `users`: the Matrix user seen at each person's seat."""
    match = table.match
    seats = []
    for seat, (host, sitting) in enumerate(zip(table.seats, match.seats, strict=True)):
        person = host.kind == PERSON
        state = FREE if host.kind in (OPEN, INVITED) else AWAY if person and not host.present else TAKEN
        if host.user is not None and host.kind == OPEN:  # kept for one Matrix user: the one it waits for
            seats.append(SeatStatus(sitting.name, INVITED, host.user, state))
        else:
            seats.append(SeatStatus(sitting.name, host.kind, users.get(seat) if person else None, state))
    if adjourned:
        phase = ADJOURNED
    elif match.is_over and table.started:
        phase = OVER
    else:
        phase = PLAYING if table.started else WAITING
    outcome = match.outcome if phase == OVER else None
    winners = tuple(outcome.winners) if outcome is not None else None
    turn = table.acting if phase == PLAYING else ()
    return TableStatus(match.game_id, table.game_seq, phase, tuple(seats), tuple(turn), winners)


def _choice(value: Any, allowed: tuple[str, ...], where: str) -> str:
    if value not in allowed or not isinstance(value, str):
        raise StatusError(f"{where} is not one of {', '.join(allowed)}")
    return value


def read_status(content: Any) -> TableStatus:
    """A status event's content, read strictly (StatusError if anything is wrong)."""
    try:
        f = _fields(content, "status", FIELDS)
        if Int(VERSION, VERSION).read(f["version"], "status.version") != VERSION:
            raise StatusError("another version")
        game = Text(64, GAME_ID).read(f["game"], "status.game")
        deal = Int().read(f["deal"], "status.deal")
        phase = _choice(f["phase"], PHASES, "status.phase")
        raw_seats = f["seats"]
        if not isinstance(raw_seats, list) or not 1 <= len(raw_seats) <= MAX_SEATS:
            raise StatusError("status.seats")
        seats = []
        for i, raw in enumerate(raw_seats):
            where = f"status.seats[{i}]"
            s = _fields(raw, where, SEAT_FIELDS)
            user = s["user"]
            if user is not None and (not isinstance(user, str) or not USER_ID.fullmatch(user)):
                raise StatusError(f"{where}.user")
            kind = _choice(s["kind"], KINDS, f"{where}.kind")
            state = _choice(s["state"], STATES, f"{where}.state")
            if (state == FREE) != (kind in (OPEN, INVITED)) or (state == AWAY and kind != PERSON):
                raise StatusError(f"{where}.state")
            if user is not None and kind not in (PERSON, INVITED):  # (invited: the user it waits for)
                raise StatusError(f"{where}.user")
            seats.append(SeatStatus(Name().read(s["name"], f"{where}.name"), kind, user, state))
        turn = ListOf(SEAT, MAX_SEATS).read(f["turn"], "status.turn")
        winners = Nullable(ListOf(SEAT, MAX_SEATS)).read(f["winners"], "status.winners")
    except ProtocolError as error:
        raise StatusError(str(error)) from None
    if any(seat >= len(seats) for seat in (*turn, *(winners or ()))) or len(set(turn)) != len(turn):
        raise StatusError("status: a seat the table does not have")
    if (winners is not None) != (phase == OVER) or (turn and phase != PLAYING):
        raise StatusError("status: the turn or the winners do not fit the phase")
    return TableStatus(game, deal, phase, tuple(seats), turn, winners)


async def room_status(client: AsyncClient, room_id: str, host_user: str) -> TableStatus | None:
    """The table's status as its room holds it now (None: none yet); StatusError unless the host
    set it and it is well formed."""
    state = await client.room_get_state(room_id)
    if not isinstance(state, RoomGetStateResponse):
        return None
    for event in state.events:
        if isinstance(event, dict) and event.get("type") == STATUS_STATE and event.get("state_key") == "":
            if event.get("sender") != host_user:
                raise StatusError("the table's status was not set by its host")
            return read_status(event.get("content"))
    return None
