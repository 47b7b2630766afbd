"""The state of a game of Strange World above the clouds: attrs classes holding everything.

A World lies on a 7 x 7 grid of cells, numbered row by row (cell = row * 7 + col), with the
start card in the middle (row 3, col 3): whichever way a World grows, its 4 x 4 square fits.
Row 0 is the top (the Moons' side). A cell holds a card kind (cards.KINDS) or EMPTY; two bit
masks say which cells are face down (Tzimimes up) and which are covered by a Fumarole.

Seats sit clockwise: seat + 1 is the left neighbour. The Sun card's face says whether cards
pass and turns go clockwise (to the left, seat + 1) or anticlockwise (seat - 1).
"""

from __future__ import annotations

import attrs

from cloudtable.engine import Rng
from cloudtable.engine.snapshot import Fields, bad, boolean, integer, integers, items, text

from .cards import DARK_CITIES, FUMAROLES, HIDDEN, KINDS, MAX_PLAYERS, SOLO_STACKS, TRAVELLER_KEYS

GRID = 7
CELLS = GRID * GRID
START_ROW = START_COL = 3
START_CELL = START_ROW * GRID + START_COL
EMPTY = -1

ROW = tuple(c // GRID for c in range(CELLS))
COL = tuple(c % GRID for c in range(CELLS))
UP = tuple(c - GRID if c >= GRID else -1 for c in range(CELLS))
DOWN = tuple(c + GRID if c < CELLS - GRID else -1 for c in range(CELLS))
LEFT = tuple(c - 1 if c % GRID else -1 for c in range(CELLS))
RIGHT = tuple(c + 1 if c % GRID != GRID - 1 else -1 for c in range(CELLS))
# Orthogonal neighbours in a fixed order: above, left, right, below.
NEIGHBOURS = tuple(tuple(n for n in (UP[c], LEFT[c], RIGHT[c], DOWN[c]) if n >= 0) for c in range(CELLS))
ROW_CELLS = tuple(tuple(r * GRID + c for c in range(GRID)) for r in range(GRID))
COL_CELLS = tuple(tuple(r * GRID + c for r in range(GRID)) for c in range(GRID))
BIT = tuple(1 << c for c in range(CELLS))


def cell_of(row: int, col: int) -> int:
    return row * GRID + col


# Phases: what must happen now.
ORIENT = "orient"  # the Sun holder chooses the Sun card's face (3-4 players): OrientSun
PASS_TWO = "pass2"  # secret choice of every seat: the 2 cards to pass (PassCards)
PASS_ONE = "pass1"  # secret choice of every seat: the 1 card to pass
PLACE = "place"  # the acting seat places a card from its hand: Place
PAIR = "pair"  # the card just placed may complete a portal on either side: PairPortal
TRAVELLER = "traveller"  # a portal was completed: WelcomeTraveller or DeclineTraveller
ERUPT = "erupt"  # the Volcano just placed covers a neighbour with a Fumarole: Erupt
PICK = "pick"  # solo: take one of the stacks: TakeStack
OVER = "over"
PHASES = (ORIENT, PASS_TWO, PASS_ONE, PLACE, PAIR, TRAVELLER, ERUPT, PICK, OVER)


@attrs.frozen
class Seated:
    """A Traveller beside a World: on its left or right side, its two rows `top` and `top + 1`."""

    key: str
    right: bool
    top: int


@attrs.frozen
class City:
    """A Dark City worth `value` at the junction of two Fumarole cells `a` and `b`."""

    value: int
    a: int
    b: int


@attrs.define
class World:
    cells: list[int]  # CELLS entries: a card kind or EMPTY
    down: int = 0  # bit mask of face-down cells (Tzimimes up)
    covered: int = 0  # bit mask of cells covered by a Fumarole
    portals: list[tuple[int, int]] = attrs.Factory(list)  # completed portals: (left cell, right cell)
    travellers: list[Seated] = attrs.Factory(list)  # in the order welcomed
    cities: list[City] = attrs.Factory(list)
    # The bounding box of the cards, kept up to date by `put` (derived, saved for speed).
    top: int = START_ROW
    bottom: int = START_ROW
    left: int = START_COL
    right: int = START_COL
    count: int = 0  # cards in the World

    @classmethod
    def new(cls, start_kind: int) -> World:
        cells = [EMPTY] * CELLS
        w = cls(cells)
        w.put(START_CELL, start_kind)
        return w

    def put(self, cell: int, kind: int) -> None:
        self.cells[cell] = kind
        r, c = ROW[cell], COL[cell]
        if self.count == 0:
            self.top = self.bottom = r
            self.left = self.right = c
        else:
            self.top = min(self.top, r)
            self.bottom = max(self.bottom, r)
            self.left = min(self.left, c)
            self.right = max(self.right, c)
        self.count += 1

    def visible(self, cell: int) -> bool:
        """A card shows its face: it is there, face up and not under a Fumarole."""
        return self.cells[cell] >= 0 and not (self.down | self.covered) & BIT[cell]

    def occupied(self) -> list[int]:
        cells = self.cells
        return [c for c in range(CELLS) if cells[c] != EMPTY]

    @property
    def closed_side(self) -> bool | None:
        """The side the Travellers close: True right, False left, None while there are none."""
        return self.travellers[0].right if self.travellers else None

    def in_portal(self, cell: int) -> bool:
        return any(cell in p for p in self.portals)

    def copy(self) -> World:
        return World(
            list(self.cells),
            self.down,
            self.covered,
            list(self.portals),
            list(self.travellers),
            list(self.cities),
            self.top,
            self.bottom,
            self.left,
            self.right,
            self.count,
        )

    @classmethod
    def from_snapshot(cls, data: object, where: str) -> World:
        """The World whose snapshot is `data`, its bounds and count made again from its cells."""
        f = Fields(data, where)
        w = cls([EMPTY] * CELLS, f.integer("down", 0, 2**CELLS - 1), f.integer("covered", 0, 2**CELLS - 1))
        for cell, kind in enumerate(f.integers("cells", EMPTY, len(KINDS) - 1, length=CELLS)):
            if kind != EMPTY:
                w.put(cell, kind)

        def portal(value: object, at: str) -> tuple[int, int]:
            pair = items(value, at, length=2)
            return integer(pair[0], 0, CELLS - 1, at), integer(pair[1], 0, CELLS - 1, at)

        def seated(value: object, at: str) -> Seated:
            entry = items(value, at, length=3)
            return Seated(text(entry[0], at, TRAVELLER_KEYS), boolean(entry[1], at), integer(entry[2], 0, GRID - 1, at))

        def city(value: object, at: str) -> City:
            entry = items(value, at, length=3)
            return City(integer(entry[0], 0, max(DARK_CITIES), at), *(integer(c, 0, CELLS - 1, at) for c in entry[1:]))

        w.portals = f.list_of("portals", portal, most=CELLS)
        w.travellers = f.list_of("travellers", seated, most=len(TRAVELLER_KEYS))
        w.cities = f.list_of("cities", city, most=len(DARK_CITIES))
        return w

    def snapshot(self) -> dict:
        return {
            "cells": list(self.cells),
            "down": self.down,
            "covered": self.covered,
            "portals": [list(p) for p in self.portals],
            "travellers": [[t.key, t.right, t.top] for t in self.travellers],
            "cities": [[c.value, c.a, c.b] for c in self.cities],
        }


@attrs.define
class Ids:
    """Which physical card lies where, so that a move says what it moved (`Game.moves`): each
    land card has a number from the deal (the start cards first, in their shuffled order, then
    the deck's cards in theirs), never its face. Public: a hand's numbers are a set, not bound
    to its cards (a card leaving a hand takes the hand's lowest number), so that no number tells
    which of a hidden hand's cards went."""

    deck: list[int]  # top last, like the deck
    hands: list[list[int]]  # each sorted
    cells: list[list[int]]  # per World, per cell: the card's number, or EMPTY
    stacks: list[list[int]]  # solo, like the stacks

    def copy(self) -> Ids:
        return Ids(
            list(self.deck),
            [list(h) for h in self.hands],
            [list(c) for c in self.cells],
            [list(t) for t in self.stacks],
        )

    def zones(self) -> dict[int, tuple]:
        """Card number -> its zone: ("deck",), ("hand", seat), ("cell", seat, row, col), ("stack", i)."""
        out: dict[int, tuple] = {card: ("deck",) for card in self.deck}
        for seat, hand in enumerate(self.hands):
            out.update((card, ("hand", seat)) for card in hand)
        for seat, cells in enumerate(self.cells):
            out.update((card, ("cell", seat, ROW[c], COL[c])) for c, card in enumerate(cells) if card != EMPTY)
        for i, stack in enumerate(self.stacks):
            out.update((card, ("stack", i)) for card in stack)
        return out


@attrs.define
class State:
    rng: Rng
    worlds: list[World]
    hands: list[list[int]]  # card kinds per seat; HIDDEN in another seat's view
    deck: list[int]  # the land deck, top last; all HIDDEN in a view
    phase: str
    round: int = 1  # 1-5 (solo: the turn)
    sun: int = 0  # who holds the Sun card
    clockwise: bool = True  # the Sun's face: cards pass and turns go to seat + 1
    turn: int = 0  # the seat that places (and resolves what its card set off)
    pending: int = -1  # the cell of the card being resolved (phases PAIR, TRAVELLER, ERUPT)
    erupting: bool = False  # the card being resolved is a Volcano still to erupt
    travellers: list[str] = attrs.Factory(list)  # Travellers that may still be welcomed
    fumaroles: int = 0  # Fumarole cards left in the supply
    cities: list[int] = attrs.Factory(list)  # Dark Cities left, the next one first
    boxed_starts: list[int] = attrs.Factory(list)  # start cards nobody got
    boxed_travellers: list[str] = attrs.Factory(list)  # solo: the Travellers not turned up
    stacks: list[list[int]] = attrs.Factory(list)  # solo: 7 stacks, bottom first, the top one face up
    stack: int = -1  # solo: the stack being played this turn
    # Which card is where, for the moves' events (not in the snapshot: saves and notation do
    # without; None in a state read from notation, whose moves then say nothing).
    ids: Ids | None = attrs.field(default=None, eq=False)

    @property
    def players(self) -> int:
        return len(self.worlds)

    @property
    def solo(self) -> bool:
        return len(self.worlds) == 1

    def order(self) -> list[int]:
        """The seats in the Sun's order, from its holder."""
        n = len(self.worlds)
        step = 1 if self.clockwise else -1
        return [(self.sun + step * k) % n for k in range(n)]

    def neighbour(self, seat: int) -> int:
        """Who `seat` passes cards to: the next seat in the Sun's direction."""
        return (seat + (1 if self.clockwise else -1)) % len(self.worlds)

    def giver(self, seat: int) -> int:
        """Who passes cards to `seat`: the seat before it in the Sun's direction."""
        return (seat - (1 if self.clockwise else -1)) % len(self.worlds)

    def copy(self) -> State:
        return State(
            self.rng.copy(),
            [w.copy() for w in self.worlds],
            [list(h) for h in self.hands],
            list(self.deck),
            self.phase,
            self.round,
            self.sun,
            self.clockwise,
            self.turn,
            self.pending,
            self.erupting,
            list(self.travellers),
            self.fumaroles,
            list(self.cities),
            list(self.boxed_starts),
            list(self.boxed_travellers),
            [list(s) for s in self.stacks],
            self.stack,
            None if self.ids is None else self.ids.copy(),
        )

    @classmethod
    def from_snapshot(cls, data: object) -> State:
        """The state (a view) whose snapshot is `data`, each entry checked (engine/snapshot.py)."""
        f = Fields(data)
        worlds = f.list_of("worlds", World.from_snapshot, most=MAX_PLAYERS)
        players = len(worlds)
        if not players:
            raise bad("worlds")
        card = (HIDDEN, len(KINDS) - 1)
        s = cls(
            f.rng(),
            worlds,
            f.list_of("hands", lambda v, w: integers(v, *card, w, most=CELLS), length=players),
            f.integers("deck", *card),
            f.text("phase", PHASES),
            f.integer("round", 1, 100),
            f.integer("sun", 0, players - 1),
            f.boolean("clockwise"),
            f.integer("turn", 0, players - 1),
            f.integer("pending", -1, CELLS - 1),
            f.boolean("erupting"),
            f.list_of("travellers", lambda v, w: text(v, w, TRAVELLER_KEYS), most=len(TRAVELLER_KEYS)),
            f.integer("fumaroles", 0, FUMAROLES),
            f.integers("cities", 0, max(DARK_CITIES), most=len(DARK_CITIES)),
            f.integers("boxed_starts", *card, most=len(KINDS)),
            f.list_of("boxed_travellers", lambda v, w: text(v, w, TRAVELLER_KEYS), most=len(TRAVELLER_KEYS)),
            f.list_of("stacks", lambda v, w: integers(v, *card, w, most=CELLS), most=SOLO_STACKS),
            f.integer("stack", -1, SOLO_STACKS - 1),
        )
        return s

    def snapshot(self) -> dict:
        """The whole state as plain JSON data."""
        return {
            "rng": self.rng.state,
            "worlds": [w.snapshot() for w in self.worlds],
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "phase": self.phase,
            "round": self.round,
            "sun": self.sun,
            "clockwise": self.clockwise,
            "turn": self.turn,
            "pending": self.pending,
            "erupting": self.erupting,
            "travellers": list(self.travellers),
            "fumaroles": self.fumaroles,
            "cities": list(self.cities),
            "boxed_starts": list(self.boxed_starts),
            "boxed_travellers": list(self.boxed_travellers),
            "stacks": [list(s) for s in self.stacks],
            "stack": self.stack,
        }
