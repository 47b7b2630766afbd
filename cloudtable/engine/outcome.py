"""How a finished game ended."""

from __future__ import annotations

from dataclasses import dataclass

from .message import Message


@dataclass(frozen=True)
class ScoreLine:
    """One line of how a seat's score was made: 'Mountain range: 4'."""

    seat: int
    label: Message
    points: int


@dataclass(frozen=True)
class Outcome:
    winners: frozenset[int]
    scores: tuple[int, ...] | None = None
    # Why it ended, in words: "Red joined two castles north to south".
    summary: Message | None = None
    breakdown: tuple[ScoreLine, ...] = ()

    @property
    def is_draw(self) -> bool:
        return not self.winners
