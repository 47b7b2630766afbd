"""The actions of Cloud 9: small frozen classes, JSON-able through cattrs."""

from __future__ import annotations

import attrs


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
