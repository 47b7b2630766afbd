"""The moves of Cloudy Kingdom: small frozen attrs classes, saved as JSON by cattrs.

Cells are numbered row by row from the north-west corner (geometry.py); `turns` is 0-3
quarter turns clockwise (cards.py: at turns t a card's end A points to direction t).
Magic effects are named by the strings of cards.EFFECTS ("chop", "inspiration", ...).
"""

from __future__ import annotations

import attrs


@attrs.frozen
class PickMagic:
    """Set-up with option magic="pick": the acting player takes one of their three spells."""

    effect: str


@attrs.frozen
class PlayRoute:
    """Put a route card from the hand on `cell`, turned `turns` quarter turns.

    Used for the ordinary turn and for the cards a spell makes you play (Inspiration,
    Fast Growth, Green Thumb, Replanting): those cards are in the acting player's hand."""

    card: int
    cell: int
    turns: int


@attrs.frozen
class PlayMagic:
    """Discard the hand's route card and cast a spell.

    Chop! and Winding Route need `cell` (the stack); Burning Crossing and Dead End need
    `cell` and `turns` (they are played like a route card). Other spells leave cell=-1
    and continue with the steps the state's `phase` asks for."""

    effect: str
    cell: int = -1
    turns: int = 0


@attrs.frozen
class DiscardRoute:
    """Discard a route card that can go nowhere on the table (it is never a choice
    while the card has a legal place)."""

    card: int


@attrs.frozen
class Exchange:
    """Green Thumb: another player decides whether to swap their route card."""

    swap: bool


ACTION_TYPES = (PickMagic, PlayRoute, PlayMagic, DiscardRoute, Exchange)
