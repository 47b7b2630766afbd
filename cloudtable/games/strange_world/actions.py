"""The moves of Strange World above the clouds: small frozen attrs classes, saved as JSON.

A card is named by its kind (an index into cards.KINDS): cards of one kind are alike.
Cells are given as (row, col) on the World's 7 x 7 grid, the start card at (3, 3), row 0 on
top (state.py). Which seat acts, and which move it may make, is said by `state.phase`.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class OrientSun:
    """Phase ORIENT (3-4 players): the Sun holder shows the face that sends cards and turns
    clockwise (to the left, seat + 1) or anticlockwise (seat - 1). The round's cards are then dealt."""

    clockwise: bool


def _sorted_cards(cards) -> tuple[int, ...]:
    return tuple(sorted(cards))


@attrs.frozen
class PassCards:
    """Phases PASS_TWO and PASS_ONE, a secret choice: the cards (2, then 1) given to the
    neighbour in the Sun's direction. Kept sorted: cards of one kind are alike."""

    cards: tuple[int, ...] = attrs.field(converter=_sorted_cards)


@attrs.frozen
class Place:
    """Phase PLACE: put a card from the hand face up in the acting seat's World."""

    card: int
    row: int
    col: int


@attrs.frozen
class PairPortal:
    """Phase PAIR: the card just placed sits between two portal cards that are both free;
    it completes its one portal with the card at (row, col)."""

    row: int
    col: int


@attrs.frozen
class WelcomeTraveller:
    """Phase TRAVELLER: take the Traveller `key` and put it beside the portal's row, on the
    right side or the left, over the rows `top` and `top + 1` (one of them is the portal's)."""

    key: str
    right: bool
    top: int


@attrs.frozen
class DeclineTraveller:
    """Phase TRAVELLER: welcome nobody through the portal just completed."""


@attrs.frozen
class Erupt:
    """Phase ERUPT: the Volcano just placed covers the card at (row, col), a neighbour, with a Fumarole."""

    row: int
    col: int


@attrs.frozen
class TakeStack:
    """Phase PICK (solo): take stack `stack` (0-6) and place its face-up card; its other two
    cards are turned up once that card is placed."""

    stack: int


ACTION_TYPES = (OrientSun, PassCards, Place, PairPortal, WelcomeTraveller, DeclineTraveller, Erupt, TakeStack)
