"""A state (a view) made again from its snapshot: what a seat played from another computer receives.

A host sends each seat `game.snapshot(view(seat))` as JSON; the client turns it back into a view
object with `state_from_snapshot`, and its table draws that as it draws a local view. What comes
over a network is bad input until checked, like a save: each game's `Game.from_snapshot` reads
every entry with the strict readers here (the type and the range of each number, the length of
each list), and `state_from_snapshot` then checks that the object's own snapshot is the data
received, nothing more, nothing less, and that the rules can be asked about it. Whatever the data,
the answer is a state or a `SnapshotError` with a readable message, never another exception.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any, TypeVar

from .actions import same_json
from .errors import SnapshotError
from .message import QT_TRANSLATE_NOOP, Message
from .rng import Rng

if TYPE_CHECKING:
    from .game import Game

T = TypeVar("T")
# No list in a snapshot is longer (a deck, a grid's cells); a longer one is refused before it is read.
MOST_ITEMS = 1000
_SEED_LIMIT = 2**64

DAMAGED = QT_TRANSLATE_NOOP("Snapshot", "The position received is damaged.")
BAD_ENTRY = QT_TRANSLATE_NOOP("Snapshot", "The position received is damaged: the entry “{field}” is missing or wrong.")


def bad(where: str) -> SnapshotError:
    return SnapshotError(Message.of("Snapshot", BAD_ENTRY, field=where[:80]))


# --- one value -------------------------------------------------------------------------------------
def integer(value: object, low: int, high: int, where: str) -> int:
    """A whole number from `low` to `high` (true and false are not numbers here)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise bad(where)
    return value


def boolean(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise bad(where)
    return value


def text(
    value: object, where: str, choices: Collection[str] | None = None, pattern: str | None = None, most: int = 64
) -> str:
    """A string of at most `most` characters; one of `choices`, or matching `pattern`, if given."""
    if not isinstance(value, str) or len(value) > most:
        raise bad(where)
    if choices is not None and value not in choices:
        raise bad(where)
    if pattern is not None and not re.fullmatch(pattern, value):
        raise bad(where)
    return value


def items(value: object, where: str, most: int = MOST_ITEMS, length: int | None = None) -> list[Any]:
    """A list of at most `most` items (exactly `length` if given), not yet read."""
    if not isinstance(value, list) or len(value) > most or (length is not None and len(value) != length):
        raise bad(where)
    return value


def list_of(
    value: object, read: Callable[[Any, str], T], where: str, most: int = MOST_ITEMS, length: int | None = None
) -> list[T]:
    """A list whose every item is read by `read(item, where)`."""
    return [read(item, f"{where}[{i}]") for i, item in enumerate(items(value, where, most, length))]


def integers(
    value: object, low: int, high: int, where: str, most: int = MOST_ITEMS, length: int | None = None
) -> list[int]:
    entries = items(value, where, most, length)
    # The usual case at once: whole numbers (not true or false), all in range; else item by
    # item, to name the first wrong one.
    if all(type(v) is int for v in entries) and (not entries or low <= min(entries) and max(entries) <= high):
        return list(entries)
    return list_of(entries, lambda v, w: integer(v, low, high, w), where, most, length)


class Fields:
    """One JSON object of a snapshot, each entry read by name: `fields.integer("turn", 0, 3)`."""

    def __init__(self, data: object, where: str = "state"):
        if not isinstance(data, dict):
            raise bad(where)
        self.data: dict[str, Any] = data
        self.where = where

    def _path(self, key: str) -> str:
        return key if self.where == "state" else f"{self.where}.{key}"

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str) -> Any:
        if key not in self.data:
            raise bad(self._path(key))
        return self.data[key]

    def integer(self, key: str, low: int, high: int) -> int:
        return integer(self.raw(key), low, high, self._path(key))

    def boolean(self, key: str) -> bool:
        return boolean(self.raw(key), self._path(key))

    def text(self, key: str, choices: Collection[str] | None = None, pattern: str | None = None, most: int = 64) -> str:
        return text(self.raw(key), self._path(key), choices, pattern, most)

    def integers(self, key: str, low: int, high: int, most: int = MOST_ITEMS, length: int | None = None) -> list[int]:
        return integers(self.raw(key), low, high, self._path(key), most, length)

    def list_of(
        self, key: str, read: Callable[[Any, str], T], most: int = MOST_ITEMS, length: int | None = None
    ) -> list[T]:
        return list_of(self.raw(key), read, self._path(key), most, length)

    def rng(self, key: str = "rng") -> Rng:
        """The generator (a view's is blank: its state is the number of a fresh one)."""
        return Rng(self.integer(key, 0, _SEED_LIMIT - 1))

    def fields(self, key: str) -> Fields:
        return Fields(self.raw(key), self._path(key))


# --- the whole state --------------------------------------------------------------------------------
def state_from_snapshot(game: Game, data: object) -> Any:
    """The state `data` (a snapshot, as JSON data) describes, checked; SnapshotError otherwise."""
    try:
        state = game.from_snapshot(data)
    except SnapshotError:
        raise
    except Exception:  # a shape the game's reader did not foresee: still only damaged data
        raise SnapshotError(Message("Snapshot", DAMAGED)) from None
    try:
        again = json.loads(json.dumps(game.snapshot(state)))
        # What the table and the side panel ask of a view must have an answer.
        seat = game.current_player(state)
        game.choosing_seats(state)
        game.outcome(state)
        game.scores(state)
        game.progress(state)
    except Exception:
        raise SnapshotError(Message("Snapshot", DAMAGED)) from None
    # An entry the state does not keep, or one read loosely, would not come back the same.
    if not same_json(again, data) or (seat is not None and not isinstance(seat, int)):
        raise SnapshotError(Message("Snapshot", DAMAGED))
    return state
