"""Continuous routes: which castles are joined, the path that joins them, how far a
family is from joining two castles.

A route runs through ports (geometry.py): port -> a group of borders a stack joins ->
another port of that group -> ... A port between two cells carries the route on only if
the stacks on both sides reach it; that falls out of joining, per stack, only the ports
that stack reaches. Everything here reads `state.links` (one entry per cell), so it costs
a few dozen steps on a 4x4 grid.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from .cards import BURNING, is_magic, magic_of
from .geometry import Board

MASK_DIRS = tuple(tuple(d for d in range(4) if mask >> d & 1) for mask in range(16))

Castle = tuple[int, int]  # (side, index): side is a direction, index along that side
Pair = tuple[int, Castle, Castle]  # (family, castle on the north/west side, the opposite one)


def port_roots(bd: Board, links: list[tuple[int, ...]]) -> list[int]:
    """Union-find over ports: the representative port of each port's route network."""
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
    return [find(p) for p in range(bd.ports)]


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
        castles = family_castles(self.bd, family)
        for side in (0, 3):  # north to south, west to east
            sources = [c for c in castles if c[0] == side]
            targets = [c for c in castles if c[0] == (side + 2) % 4]
            if sources and targets:
                d = self.between(sources, targets)
                if d is not None and (best is None or d < best):
                    best = d
        return best


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
