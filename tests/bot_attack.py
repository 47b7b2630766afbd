"""The audit's attack on the computer players' chance (issue 18): from what a bot is handed,
work back to the match's seed, and so to every hidden card. Shared by the tests that show it
now recovers nothing."""

from __future__ import annotations

import pickle
import pickletools
from typing import Any

from cloudtable.engine import Rng

MASK = (1 << 64) - 1
OLD_FACTOR = 1_000_003  # the old seeding: bot seed = seed * 1_000_003 + moves
OLD_INVERSE = pow(OLD_FACTOR, -1, 1 << 64)


def old_bot_seed(match) -> int:
    """How a bot's generator used to be seeded (what the audit broke)."""
    return (match.seed * OLD_FACTOR + len(match.steps)) & MASK


def invert_old(bot_seed: int, moves: int) -> int:
    """The seed the old seeding gives back from a bot's seed and the move number."""
    return ((bot_seed - moves) * OLD_INVERSE) & MASK


def ints_in(payload: bytes) -> set[int]:
    """Every whole number in a pickle: all a bot could read from what it is handed."""
    return {arg for _op, arg, _pos in pickletools.genops(payload) if isinstance(arg, int)}


def seed_candidates(received: set[int], moves: int) -> set[int]:
    """Every seed the attack can propose from these numbers at move `moves` (and before)."""
    out = set(received)
    for value in received:
        out.update(invert_old(value, n) for n in range(moves + 1))
    return out


def rngs_in(value: Any) -> list[Rng]:
    """The generators inside `value`, found the way pickle walks it."""
    found: list[Rng] = []

    class Finder(pickle.Pickler):
        def reducer_override(self, obj):
            if isinstance(obj, Rng):
                found.append(obj)
            return NotImplemented

    import io

    Finder(io.BytesIO(), pickle.HIGHEST_PROTOCOL).dump(value)
    return found
