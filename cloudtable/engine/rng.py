"""A small seeded random number generator whose whole state is one integer.

Chance lives in the game state (ARCHITECTURE.md, "The engine"): a match is fully defined by
its options, seed and history. Python's `random.Random` would work, but its state is a 625-int tuple;
SplitMix64 keeps snapshots and saves small and is plenty for shuffles and dice.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_BOTS = b"cloudtable bots"  # the derivation's personalisation: these seeds are for nothing else


def new_secret() -> int:
    """64 bits from the system's secure source, unrelated to anything else in a match: the
    secret the computer players' chance is drawn from (never the deal's seed)."""
    return secrets.randbits(64)


def derived_seed(secret: int, position: int) -> int:
    """The seed of a generator for `position` (e.g. a move number), drawn from `secret` with a
    keyed hash (BLAKE2b): repeatable, and seeing any number of these seeds tells nothing of the
    secret, nor of anything the secret is not made from."""
    digest = hashlib.blake2b(
        position.to_bytes(8, "big"), digest_size=8, key=(secret & _MASK).to_bytes(8, "big"), person=_BOTS
    ).digest()
    return int.from_bytes(digest, "big")


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    __hash__ = None  # type: ignore[assignment]  # mutable: not hashable

    def __repr__(self) -> str:
        return f"Rng({self.state})"

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)  # rejection keeps it unbiased
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def fork(self) -> Rng:
        """An independent generator derived from this one (advances this one once)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        return Rng(self.state)
