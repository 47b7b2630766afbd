"""What a step moved: which card went from which zone to which (issue 19).

A zone is a small tuple naming a place on the table the same way for every seat: `("deck",)`,
`("hand", seat)`, `("cell", seat, row, col)`, `("discard",)`... A card is named by a stable
identity of the physical card (a number the rules give it from the deal, never its face), so an
event is public: it says what anyone at the table saw move, and never what a hidden card is.
The table animates a card from its true source with it (ui/table/game_table.py, `GameTable.card`).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

Zone = tuple[Hashable, ...]


@dataclass(frozen=True)
class Moved:
    """Card `card` (its identity, not its face) went from zone `source` to zone `target`."""

    card: int
    source: Zone
    target: Zone


def moved_between(before: Mapping[int, Zone], after: Mapping[int, Zone]) -> tuple[Moved, ...]:
    """The moves of the cards whose zone differs between two maps of card -> zone (a card in
    only one of them came or went from nowhere the table shows, and is left out), by card."""
    return tuple(
        Moved(card, before[card], zone)
        for card, zone in sorted(after.items())
        if card in before and before[card] != zone
    )
