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
    """`winners` is every seat that won (empty: a draw). A solo game's outcome has a `rating`."""

    winners: frozenset[int]
    scores: tuple[int, ...] | None = None
    # Why it ended, in words: "Red joined two castles north to south".
    summary: Message | None = None
    breakdown: tuple[ScoreLine, ...] = ()
    # A solo game ends with a level reached rather than a winner: "They bow: the World is yours."
    rating: Message | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners
