"""The seats this person holds at tables on the network, kept between runs, so that they can go back
to them: after the app was closed, after the connection was lost for good, and after a game was
adjourned (a table this window hosted is then opened again from its file, on the same port if it
is free, and the others come back to their seats too).

A seat at a table over Matrix (play by mail: net/matrix/) is kept the same way, with the account it
sits as (its homeserver and user ID: the player's device kept in net/matrix/account.py), its room
(`url` is "matrix:" and the room's ID) and the host's device it sat down with, held to when going
back. Whether the table waited for this person's move, when last seen, is kept too. A table this
window hosted through Matrix is kept with its file as well (`hosted`), its account being the one
whose host device hosts it (ui/host_process.py): it is opened again from that file, in its room.

Each seat is kept with its token, the only way back to it: it is a secret, written to the app's
settings (the person's own folder) and never shown. A seat is forgotten when its game is over and
the window leaves the table, when the person forgets it in Join a Table, or when its table says
it does not know the seat any more. What is read back is checked like anything from outside.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import asdict, dataclass, replace

from ..net.join_code import parse
from ..net.protocol import GAME_ID, TOKEN, ProtocolError, Text
from ..preferences import Preferences

KEY = "network/seats"
MATRIX = "matrix:"
NEWER = {"homeserver", "account", "host", "your_move"}
MAX_KEPT = 20  # the newest seats kept


@dataclass(frozen=True)
class KeptSeat:
    url: str  # where the table was joined (wss://host:port)
    token: str
    table: str  # its name
    game: str  # its game's id
    # For a table this window hosted: its file, and how it listened, to open it again.
    hosted: str | None = None
    address: str = ""
    advertise: bool = False
    when: float = 0.0
    fingerprint: str = ""  # the certificate the table showed (hexadecimal SHA-256): held to when going back
    # At a table over Matrix: the account, and the host's device ("user device ed25519").
    homeserver: str = ""
    account: str = ""
    host: str = ""
    your_move: bool = False  # the table waited for this seat's move, when last seen

    @property
    def matrix(self) -> bool:
        return self.url.startswith(MATRIX)

    @property
    def room(self) -> str:
        return self.url.removeprefix(MATRIX)

    @property
    def pinned(self) -> bytes | None:
        return bytes.fromhex(self.fingerprint) if self.fingerprint else None

    @property
    def port(self) -> int:
        found = parse(self.url)
        return found.port if found is not None else 0


def _read(entry: object) -> KeptSeat | None:
    """A kept seat, or None if the entry is not one (a damaged or edited settings file)."""
    fields = set(KeptSeat.__dataclass_fields__)
    needed = fields - NEWER - {"fingerprint"}  # (an entry kept before Matrix, or before wss, has only these)
    if not isinstance(entry, dict) or not needed <= set(entry) <= fields:
        return None
    try:
        seat = KeptSeat(**entry)
        Text(64, least=1).read(seat.table, "table")
        Text(64, GAME_ID).read(seat.game, "game")
    except (TypeError, ProtocolError):
        return None
    if not isinstance(seat.token, str) or not re.fullmatch(TOKEN, seat.token) or not isinstance(seat.url, str):
        return None
    if not isinstance(seat.your_move, bool) or not all(
        isinstance(text, str) for text in (seat.homeserver, seat.account, seat.host)
    ):
        return None
    if seat.matrix and not _matrix_seat(seat):
        return None
    if not seat.matrix and (parse(seat.url) is None or seat.homeserver or seat.account or seat.host):
        return None
    if not (seat.hosted is None or isinstance(seat.hosted, str)) or not isinstance(seat.address, str):
        return None
    if not isinstance(seat.advertise, bool) or not isinstance(seat.when, (int, float)):
        return None
    if not isinstance(seat.fingerprint, str) or not re.fullmatch(r"([0-9a-f]{64})?", seat.fingerprint):
        return None
    return seat


def _matrix_seat(seat: KeptSeat) -> bool:
    from ..net.matrix.account import HOMESERVER  # (matrix-nio is loaded only for a Matrix seat)
    from ..net.matrix.room import DEVICE_ID, KEY as ED25519, USER_ID
    from ..net.matrix.tables import ROOM_ID

    host = seat.host.split(" ")
    return (
        bool(ROOM_ID.fullmatch(seat.room))
        and bool(HOMESERVER.fullmatch(seat.homeserver))
        and bool(USER_ID.fullmatch(seat.account))
        and len(host) == 3
        and all(p.fullmatch(part) for p, part in zip((USER_ID, DEVICE_ID, ED25519), host, strict=True))
        and (seat.hosted is None or isinstance(seat.hosted, str))
        and not seat.address
        and not seat.advertise
    )


def kept_seats(preferences: Preferences) -> list[KeptSeat]:
    """The seats kept, the newest first."""
    try:
        data = json.loads(preferences.settings.value(KEY, "[]") or "[]")
    except (TypeError, ValueError):
        return []
    seats = [seat for seat in map(_read, data if isinstance(data, list) else []) if seat is not None]
    return sorted(seats, key=lambda seat: -seat.when)


def _write(preferences: Preferences, seats: list[KeptSeat]) -> None:
    preferences.settings.setValue(KEY, json.dumps([asdict(seat) for seat in seats[:MAX_KEPT]]))
    preferences.settings.sync()


def keep_seat(preferences: Preferences, seat: KeptSeat) -> None:
    """Keep `seat` (the newest), in place of the same token's earlier entry."""
    seats = [kept for kept in kept_seats(preferences) if kept.token != seat.token]
    _write(preferences, [replace(seat, when=time.time()), *seats])


def forget_seat(preferences: Preferences, token: str) -> None:
    _write(preferences, [kept for kept in kept_seats(preferences) if kept.token != token])
