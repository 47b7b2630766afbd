"""Continuous routes: which castles are joined, the path that joins them, how far a
family is from joining two castles, and what the table's route view shows of each family.

A route runs through ports (geometry.py): port -> a group of borders a stack joins ->
another port of that group -> ... A port between two cells carries the route on only if
the stacks on both sides reach it; that falls out of joining, per stack, only the ports
that stack reaches. Everything here reads `state.links` (one entry per cell), so it costs
a few dozen steps on a 4x4 grid.
"""

from __future__ import annotations

from collections import deque
from functools import cache

import attrs

from cloudtable.engine.memo import Memo

from .cards import BURNING, is_magic, magic_of
from .geometry import Board

MASK_DIRS = tuple(tuple(d for d in range(4) if mask >> d & 1) for mask in range(16))

Castle = tuple[int, int]  # (side, index): side is a direction, index along that side
Pair = tuple[int, Castle, Castle]  # (family, castle on the north/west side, the opposite one)


# The computer players ask again and again about the same tables (about five times each): the
# answers are kept, by board and links.
_ROOTS: Memo[tuple[int, ...]] = Memo(10_000)


def port_roots(bd: Board, links: list[tuple[int, ...]]) -> tuple[int, ...]:
    """Union-find over ports: the representative port of each port's route network."""
    return _ROOTS.answer((bd, tuple(links)), lambda: _port_roots(bd, links))


def _port_roots(bd: Board, links: list[tuple[int, ...]]) -> tuple[int, ...]:
    parent = list(range(bd.ports))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for cell, groups in enumerate(links):
        if groups:
            ports = bd.port_of[cell]
            for mask in groups:
                dirs = MASK_DIRS[mask]
                root = find(ports[dirs[0]])
                for d in dirs[1:]:
                    other = find(ports[d])
                    if other != root:
                        parent[other] = root
    return tuple([find(p) for p in range(bd.ports)])


def joined_pairs(bd: Board, links: list[tuple[int, ...]]) -> frozenset[Pair]:
    """Every pair of one family's castles on opposite sides that a continuous route joins."""
    root = port_roots(bd, links)
    out = []
    for family, pairs in enumerate(bd.opposite_pairs):
        for p, q in pairs:
            if root[bd.castle_port[p]] == root[bd.castle_port[q]]:
                out.append((family, p, q))
    return frozenset(out)


def joined_families(bd: Board, links: list[tuple[int, ...]]) -> set[int]:
    return {family for family, _, _ in joined_pairs(bd, links)}


def route_between(
    bd: Board, links: list[tuple[int, ...]], start: Castle, goal: Castle
) -> list[tuple[int, int, int]] | None:
    """The shortest continuous route from castle `start` to castle `goal`, as a list of
    (cell, direction it is entered from, direction it is left by); None if there is none."""
    source, target = bd.castle_port[start], bd.castle_port[goal]
    came: dict[int, tuple[int, int, int, int] | None] = {source: None}
    queue = deque([source])
    while queue:
        port = queue.popleft()
        if port == target:
            break
        for cell, d in bd.port_cells[port]:
            for mask in links[cell]:
                if mask >> d & 1:
                    for d2 in MASK_DIRS[mask]:
                        nxt = bd.port_of[cell][d2]
                        if d2 != d and nxt not in came:
                            came[nxt] = (port, cell, d, d2)
                            queue.append(nxt)
    if target not in came:
        return None
    steps = []
    port = target
    while (step := came[port]) is not None:
        prev, cell, d, d2 = step
        steps.append((cell, d, d2))
        port = prev
    return steps[::-1]


def changeable(stacks, cell: int) -> bool:
    """A card can still be played in this cell (it is empty or its top is no Burning Crossing)."""
    stack = stacks[cell]
    if not stack:
        return True
    top = stack[-1][0]
    return not (is_magic(top) and magic_of(top)[1] == BURNING)


@cache
def _pair_mask(links: tuple[int, ...]) -> int:
    """Bit 4*d1+d2 is set when the stack joins borders d1 and d2."""
    out = 0
    for mask in links:
        for d1 in MASK_DIRS[mask]:
            for d2 in MASK_DIRS[mask]:
                if d1 != d2:
                    out |= 1 << (4 * d1 + d2)
    return out


@cache
def _exits(bd: Board) -> list[tuple[tuple[int, int, int], ...]]:
    """Per port: every (cell, bit 4*d+d2, next port) way through a cell it touches (once per board)."""
    exits = []
    for port in range(bd.ports):
        ways = []
        for cell, d in bd.port_cells[port]:
            for d2 in range(4):
                if d2 != d:
                    ways.append((cell, 4 * d + d2, bd.port_of[cell][d2]))
        exits.append(tuple(ways))
    return exits


class Distances:
    """Heuristic distances on one table: the fewest cells that must still get a card for
    a route to join one castle of `sources` to one of `targets` (None if none can).

    A 0-1 shortest path over ports. Crossing a cell between two of its borders is free
    when the stack already joins them, costs one card when a card may still be played
    there (an empty cell, or any stack without a Burning Crossing on top), and is
    impossible otherwise. It ignores which card would be needed, the growth rule for
    empty cells and what the new card would break: a guide for the table and the
    computer players, not a rule."""

    def __init__(self, bd: Board, stacks, links):
        self.bd = bd
        self.joins = [_pair_mask(tuple(link)) for link in links]
        self.open = [changeable(stacks, c) for c in range(bd.cells)]

    def between(self, sources: list[Castle], targets: list[Castle]) -> int | None:
        bd = self.bd
        joins, opened, exits = self.joins, self.open, _exits(bd)
        dist = {bd.castle_port[c]: 0 for c in sources}
        goal = {bd.castle_port[c] for c in targets}
        queue = deque(dist)
        done = set()
        while queue:
            port = queue.popleft()
            if port in done:
                continue
            done.add(port)
            here = dist[port]
            if port in goal:
                return here
            for cell, bit, nxt in exits[port]:
                if joins[cell] >> bit & 1:
                    if here < dist.get(nxt, 1 << 30):
                        dist[nxt] = here
                        queue.appendleft(nxt)
                elif opened[cell] and here + 1 < dist.get(nxt, 1 << 30):
                    dist[nxt] = here + 1
                    queue.append(nxt)
        return None

    def family(self, family: int) -> int | None:
        """The family's best pair of opposite castles (0: already joined)."""
        best = None
        for sources, targets in _opposite_sides(self.bd, family):
            d = self.between(sources, targets)
            if d is not None and (best is None or d < best):
                best = d
        return best

    def way(self, sources: list[Castle], targets: list[Castle]) -> tuple[Step, ...] | None:
        """One of the cheapest ways `between` measures, from a castle of `sources` to one of
        `targets`: each cell it crosses, with whether a card must still be played there."""
        bd, exits = self.bd, _exits(self.bd)
        dist = {bd.castle_port[c]: 0 for c in sources}
        came: dict[int, tuple[int, int, int, bool]] = {}  # port -> (port before, cell, bit, needs a card)
        goal = {bd.castle_port[c] for c in targets}
        queue = deque(dist)
        done = set()
        while queue:
            port = queue.popleft()
            if port in done:
                continue
            done.add(port)
            if port in goal:
                steps = []
                while port in came:
                    before, cell, bit, needs = came[port]
                    steps.append(Step(cell, bit // 4, bit % 4, needs))
                    port = before
                return tuple(reversed(steps))
            here = dist[port]
            for cell, bit, nxt in exits[port]:
                free = self.joins[cell] >> bit & 1
                cost = here if free else here + 1
                if (free or self.open[cell]) and cost < dist.get(nxt, 1 << 30):
                    dist[nxt] = cost
                    came[nxt] = (port, cell, bit, not free)
                    (queue.appendleft if free else queue.append)(nxt)
        return None

    def family_way(self, family: int) -> tuple[Step, ...] | None:
        """A cheapest way to join two of the family's opposite castles (None: there is none)."""
        best = None
        for sources, targets in _opposite_sides(self.bd, family):
            found = self.way(sources, targets)
            if found is not None and (best is None or _cost(found) < _cost(best)):
                best = found
        return best


@attrs.frozen
class Step:
    """A cell a route crosses: entered by the border `came`, left by `left` (directions)."""

    cell: int
    came: int
    left: int
    needs_card: bool = False  # nothing joins those borders yet: a card must still be played


def _cost(way: tuple[Step, ...]) -> int:
    return sum(step.needs_card for step in way)


def _opposite_sides(bd: Board, family: int) -> list[tuple[list[Castle], list[Castle]]]:
    """The family's castles north and south of the grid, then west and east (where it has both)."""
    castles = family_castles(bd, family)
    out = []
    for side in (0, 3):  # north to south, west to east
        sources = [c for c in castles if c[0] == side]
        targets = [c for c in castles if c[0] == (side + 2) % 4]
        if sources and targets:
            out.append((sources, targets))
    return out


def cards_needed(bd: Board, stacks, links, sources: list[Castle], targets: list[Castle]) -> int | None:
    return Distances(bd, stacks, links).between(sources, targets)


def family_castles(bd: Board, family: int) -> list[Castle]:
    return [(side, index) for side, index, f in bd.castles if f == family]


def family_distance(bd: Board, stacks, links, family: int) -> int | None:
    """Distances.family on this table."""
    return Distances(bd, stacks, links).family(family)


def castle_distance(bd: Board, stacks, links, castle: Castle) -> int | None:
    """cards_needed from one castle to any castle of its family on the opposite side."""
    family = next(f for side, index, f in bd.castles if (side, index) == castle)
    targets = [c for c in family_castles(bd, family) if c[0] == (castle[0] + 2) % 4]
    if not targets:
        return None
    return cards_needed(bd, stacks, links, [castle], targets)


# --- the route view ------------------------------------------------------------------------------


def network(bd: Board, links: list[tuple[int, ...]], castle: Castle) -> frozenset[tuple[int, int]]:
    """The route network that starts at `castle`: each (cell, group of borders it joins, a bit
    mask as in `state.links`) that a continuous route from the castle runs through."""
    out = set()
    start = bd.castle_port[castle]
    seen = {start}
    queue = deque([start])
    while queue:
        port = queue.popleft()
        for cell, d in bd.port_cells[port]:
            for mask in links[cell]:
                if mask >> d & 1:
                    out.add((cell, mask))
                    for d2 in MASK_DIRS[mask]:
                        nxt = bd.port_of[cell][d2]
                        if nxt not in seen:
                            seen.add(nxt)
                            queue.append(nxt)
    return frozenset(out)


@attrs.frozen
class FamilyRoutes:
    """What the route view shows of one family (by its castles' letter, "abcd".index): the
    networks that reach its castles, and how far it is from joining two opposite ones. Read
    from the cards on the table only, which every player sees."""

    family: int
    castles: tuple[Castle, ...]
    networks: frozenset[tuple[int, int]]  # (cell, group of borders): see `network`
    needed: int | None  # cards still to play, at least (0: joined; None: it cannot join any more)
    way: tuple[Step, ...]  # a cheapest way to join two opposite castles (empty once joined or never)


def family_routes(bd: Board, stacks, links: list[tuple[int, ...]], family: int) -> FamilyRoutes:
    castles = tuple(family_castles(bd, family))
    networks: frozenset[tuple[int, int]] = frozenset().union(*(network(bd, links, c) for c in castles))
    way = Distances(bd, stacks, links).family_way(family)
    needed = None if way is None else _cost(way)
    return FamilyRoutes(family, castles, networks, needed, () if way is None or needed == 0 else way)
