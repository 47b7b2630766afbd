"""The play area's geometry: cells, borders ("ports"), castles, and how a stack joins them.

Cells are numbered row by row from the north-west corner: cell = row * size + col.
Directions are numbered clockwise: 0 north, 1 east, 2 south, 3 west (cards.py explains
how a card's `turns` map its ends and centre points onto them).

A **port** is one side of a cell: a border between two cells, or between a cell and a
castle position outside the grid. A route runs port -> cell -> port; a cell joins two of
its ports when its visible cards lead from one to the other:
- along the top card's axis: border -> top card's end (if open) -> its centre;
- across it: border -> the end of the card right under it (if open) -> the top card's
  long-side point L1/L2; with no card under it, L1/L2 lead nowhere;
- inside, whatever the top card's centre joins.
"""

from __future__ import annotations

from functools import cache

from .cards import LAYOUTS, Layout, card_kind, route_kind

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
DIRECTION_NAMES = "NESW"
DELTAS = ((-1, 0), (0, 1), (1, 0), (0, -1))
OPPOSITE_SIDE = (SOUTH, WEST, NORTH, EAST)


def vertical(turns: int) -> bool:
    """At even turns a card lies north-south (its short edges touch north and south)."""
    return turns % 2 == 0


class Board:
    """Everything about one layout's grid that never changes, computed once."""

    def __init__(self, layout: Layout):
        n = self.size = layout.size
        self.layout = layout
        self.cells = n * n
        horizontal = (n + 1) * n  # ports on east-west borders, row by row
        self.ports = horizontal + n * (n + 1)
        # port_of[cell][direction]
        self.port_of: list[tuple[int, int, int, int]] = []
        for cell in range(self.cells):
            r, c = divmod(cell, n)
            self.port_of.append(
                (r * n + c, horizontal + r * (n + 1) + c + 1, (r + 1) * n + c, horizontal + r * (n + 1) + c)
            )
        # neighbour[cell][direction]: another cell, or -1 outside the grid
        self.neighbour: list[tuple[int, ...]] = []
        for cell in range(self.cells):
            r, c = divmod(cell, n)
            row = []
            for dr, dc in DELTAS:
                rr, cc = r + dr, c + dc
                row.append(rr * n + cc if 0 <= rr < n and 0 <= cc < n else -1)
            self.neighbour.append(tuple(row))
        # Castles: (side, index, family index) for every boundary position that has one.
        self.castles: list[tuple[int, int, int]] = []
        # castle_at[cell][direction]: family index of the castle beyond that border, or -1
        self.castle_at = [[-1] * 4 for _ in range(self.cells)]
        self.castle_port: dict[tuple[int, int], int] = {}
        for side, letters in enumerate(layout.sides):
            for index, letter in enumerate(letters):
                if letter == "-":
                    continue
                family = "abcd".index(letter)
                cell = self.edge_cell(side, index)
                self.castles.append((side, index, family))
                self.castle_at[cell][side] = family
                self.castle_port[(side, index)] = self.port_of[cell][side]
        # For each family: its pairs of castles on opposite sides (north-south, west-east).
        self.opposite_pairs: list[list[tuple[tuple[int, int], tuple[int, int]]]] = [[] for _ in range(4)]
        for side, index, family in self.castles:
            if side in (NORTH, WEST):
                for side2, index2, family2 in self.castles:
                    if family2 == family and side2 == OPPOSITE_SIDE[side]:
                        self.opposite_pairs[family].append(((side, index), (side2, index2)))
        # port -> the (cell, direction) pairs that touch it (one or two)
        self.port_cells: list[list[tuple[int, int]]] = [[] for _ in range(self.ports)]
        for cell in range(self.cells):
            for d in range(4):
                self.port_cells[self.port_of[cell][d]].append((cell, d))

    def edge_cell(self, side: int, index: int) -> int:
        """The grid cell next to boundary position `index` of `side`."""
        n = self.size
        return (
            index
            if side == NORTH
            else (n - 1) * n + index
            if side == SOUTH
            else index * n + (n - 1)
            if side == EAST
            else index * n
        )

    def cell_name(self, cell: int) -> str:
        """Column letter and row number, like a chess square: A1 is the north-west cell."""
        r, c = divmod(cell, self.size)
        return f"{'ABCD'[c]}{r + 1}"

    def cell_of_name(self, name: str) -> int:
        name = name.strip().upper()
        if len(name) != 2 or name[0] not in "ABCD"[: self.size] or not name[1].isdigit():
            raise ValueError(f"not a cell: {name!r}")
        r = int(name[1]) - 1
        if not 0 <= r < self.size:
            raise ValueError(f"not a cell: {name!r}")
        return r * self.size + "ABCD".index(name[0])


_BOARDS = {name: Board(layout) for name, layout in LAYOUTS.items()}


def board(layout_name: str) -> Board:
    return _BOARDS[layout_name]


# --- how one stack joins its four borders ---------------------------------------------


@cache
def _links(top_code: str, turns: int, below_code: str | None, below_turns: int) -> tuple[int, ...]:
    top = route_kind(top_code)
    reach = [top.a_open, False, top.b_open, False]  # by local point: I1, L1, I2, L2
    if below_code is not None:
        below = route_kind(below_code)
        for k in (1, 3):
            d = (turns + k) % 4
            reach[k] = below.a_open if d == below_turns else below.b_open
    groups = []
    for group in top.groups:
        mask = 0
        for k in group:
            if reach[k]:
                mask |= 1 << ((turns + k) % 4)
        if mask & (mask - 1):  # at least two borders: a real passage
            groups.append(mask)
    return tuple(groups)


def stack_links(stack: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """The groups of borders the stack joins, each a bit mask of directions (bit d).

    Only the top two cards matter: the rest are hidden under them."""
    if not stack:
        return ()
    top, turns = stack[-1]
    if len(stack) == 1:
        return _links(card_kind(top).code, turns % 4, None, 0)
    below, below_turns = stack[-2]
    return _links(card_kind(top).code, turns % 4, card_kind(below).code, below_turns % 4)


def joined(links: tuple[int, ...], d1: int, d2: int) -> bool:
    both = (1 << d1) | (1 << d2)
    return any(mask & both == both for mask in links)
