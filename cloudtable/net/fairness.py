"""The deal's seed by commit–reveal, and the end-of-game check of it (docs/protocol.md, "Fairness").

Before a game begins the host publishes the SHA-256 of a random value of its own (its
commitment); each person's client answers with a random value of its own; the deal's seed is the
SHA-256 of the host's value and the seats' values in seat order, cut to the engine's 64 bits. Once
the game is over the host sends its value, the values it used and every move (a `Record`), and
each client checks here that the value is the one committed to, that the seed is the one the
values make, and that replaying the moves from that seed shows, at every move, exactly the views
it was sent. The computer players' secret is drawn apart (engine/rng.py) and never from these.
No network, no Qt.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Iterable, Mapping
from typing import Any

from ..engine import EngineError, IllegalAction, Match, Message, SaveFileError, get_game
from ..engine.actions import ActionCodec
from ..engine.message import QT_TRANSLATE_NOOP

VALUE_BYTES = 32  # a contributed value: 256 random bits, so a commitment needs no salt
_COMMIT = b"cloudtable commitment\0"
_DEAL = b"cloudtable deal\0"

C = "Fairness"
PROBLEMS = {
    "commitment": QT_TRANSLATE_NOOP(
        "Fairness", "The host cheated: the value it revealed at the end is not the one it committed to before the deal."
    ),
    "seed": QT_TRANSLATE_NOOP(
        "Fairness", "The host cheated: the game was not dealt from the seed that everyone's values make."
    ),
    "left_out": QT_TRANSLATE_NOOP(
        "Fairness", "The deal did not use the random value this app sent (it may have come too late)."
    ),
    "replaced": QT_TRANSLATE_NOOP(
        "Fairness", "The host cheated: it replaced its commitment to the deal with another after the deal began."
    ),
    "moves": QT_TRANSLATE_NOOP("Fairness", "The host cheated: the game's record holds a move the rules do not allow."),
    "view": QT_TRANSLATE_NOOP(
        "Fairness", "The host cheated: what it showed you after move {move} is not what the deal and the moves give."
    ),
}
FAIR = QT_TRANSLATE_NOOP("Fairness", "The deal was fair: every view the host sent you follows from it.")


def new_value() -> bytes:
    return secrets.token_bytes(VALUE_BYTES)


def commitment(value: bytes) -> bytes:
    """What the host publishes before the deal: its value stays hidden until the end, and it can
    no longer choose another."""
    return hashlib.sha256(_COMMIT + value).digest()


def deal_seed(host_value: bytes, values: Mapping[int, bytes]) -> int:
    """The deal's seed: the host's value and each contributing seat's (seat number, value), in
    seat order; all of fixed length, so no two lists hash alike."""
    digest = hashlib.sha256(_DEAL + host_value)
    for seat in sorted(values):
        digest.update(bytes([seat]) + values[seat])
    return int.from_bytes(digest.digest()[:8], "big")  # the engine's seeds are 64 bits (engine/rng.py)


def _plain(value: Any) -> Any:
    """A snapshot as it comes out of a frame (lists, not tuples)."""
    return json.loads(json.dumps(value))


def check_record(
    game_id: str,
    seat: int | None,
    committed: bytes,
    sent: bytes | None,
    shown: Iterable[tuple[int, dict[str, Any]]],
    record: Any,
) -> Message | None:
    """What is wrong with the host's `record` (a protocol `Record`), as this client sees it, or
    None: `committed` is the commitment it was sent before the deal, `sent` the value it
    contributed (None: none), `shown` each (moves so far, view) it was sent since the deal."""
    host_value = bytes.fromhex(record.host_value)
    if commitment(host_value) != committed:
        return Message(C, PROBLEMS["commitment"])
    values = {seat_: bytes.fromhex(value) for seat_, value in record.values}
    if deal_seed(host_value, values) != int(record.seed, 16):
        return Message(C, PROBLEMS["seed"])
    views: dict[int, list[dict[str, Any]]] = {}
    for moves, view in shown:
        views.setdefault(moves, []).append(view)
    game = get_game(game_id)
    try:
        match = Match(game, record.players, int(record.seed, 16), dict(record.options))
        actions = [ActionCodec(game.action_types).load(data) for data in record.actions]
    except (ValueError, EngineError, SaveFileError):
        return Message(C, PROBLEMS["moves"])
    for moves in range(len(actions) + 1):
        if moves:
            try:
                match.check(actions[moves - 1])
                match.apply(actions[moves - 1])
            except IllegalAction:
                return Message(C, PROBLEMS["moves"])
        view = _plain(game.snapshot(match.view(seat)))
        if any(told != view for told in views.pop(moves, [])):
            return Message.of(C, PROBLEMS["view"], move=moves)
    if views:  # a view of a move the record does not have
        return Message.of(C, PROBLEMS["view"], move=min(views))
    if sent is not None and seat is not None and values.get(seat) != sent:
        return Message(C, PROBLEMS["left_out"])
    return None
