"""The state of a game of Cloud 9: one mutable attrs object holding everything."""

from __future__ import annotations

import attrs

from cloudtable.engine import Rng

# Phases: who must decide what (the seat is `rules.current_player`).
ROLL = "roll"  # the pilot must roll the dice
ALONE = "alone"  # the pilot is alone aboard: roll again (stay) or jump
DECIDE = "decide"  # a passenger, in turn from the pilot's left, jumps or stays
PAY = "pay"  # the pilot pays for the climb, or lets the balloon fall
OVER = "over"  # the game has ended
PHASES = (ROLL, ALONE, DECIDE, PAY, OVER)


@attrs.frozen
class Gain:
    """Points scored once: by jumping at `cloud`, or by arriving at cloud 9."""

    voyage: int
    seat: int
    cloud: int
    points: int


@attrs.define
class State:
    rng: Rng
    hands: list[list[int]]  # card ids per seat, sorted; cards.HIDDEN in another seat's view
    draw: list[int]  # the draw pile, top card last; all HIDDEN in a view
    discard: list[int]  # the discard pile, top card last; public (every played card was shown)
    scores: list[int]
    aboard: list[bool]  # who is in the basket
    pilot: int
    cloud: int = 1  # where the balloon is, 1-9
    phase: str = ROLL
    roll: tuple[int, ...] = ()  # faces of the last roll (cards.GREEN..YELLOW or BLANK); kept until the next
    decisions: list[tuple[int, bool]] = attrs.Factory(list)  # this climb so far: (seat, jumped), in order
    voyage: int = 1  # voyages are counted from 1
    gains: list[Gain] = attrs.Factory(list)  # every score, in order: the outcome's breakdown

    @property
    def players(self) -> int:
        return len(self.hands)


# --- actions: small frozen classes, JSON-able through cattrs -----------------------
@attrs.frozen
class Roll:
    """The pilot rolls the dice (for a lone pilot: stays aboard and rolls)."""


@attrs.frozen
class Jump:
    """A passenger jumps, or a lone pilot jumps before rolling; scores the current cloud."""


@attrs.frozen
class Stay:
    """A passenger stays in the basket."""


def _card_tuple(cards) -> tuple[int, ...]:
    return tuple(cards)


@attrs.frozen
class Pay:
    """The pilot makes the balloon rise, paying `cards` (card ids from the hand): exactly
    the colours the roll asks for, or one wild card, or nothing when the roll is all blank.
    Cards of one colour are alike: `legal_actions` lists one way to pay with colours
    (the lowest ids), `check` accepts any cards of the right colours."""

    cards: tuple[int, ...] = attrs.field(default=(), converter=_card_tuple)


@attrs.frozen
class LetFall:
    """The pilot does not pay: the balloon falls and the voyage ends."""


ACTION_TYPES = (Roll, Jump, Stay, Pay, LetFall)
