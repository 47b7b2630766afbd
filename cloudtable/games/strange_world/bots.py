"""Computer players for Strange World above the clouds. They decide from `GAME.view(state, seat)`
only (the engine hands them nothing else) with their own generator.

- random: any legal action (a random choice of cards to pass in the draft).
- normal: greedy. Each card goes where it raises its World's worth most: the score it would
  have now, desolation included (it never wakes the Tzimimes when it can help it), plus what
  the open places promise (`worth`: water with empty sides, rows still waiting for a Swamp, a
  Moon's column, a free portal card, a lone Fumarole...). The Traveller, the spot and the card
  the Fumarole covers are chosen the same way. In the draft it gives away the cards worth least
  to itself, counting against a card what it would bring the neighbour who receives it.
- strong: looks ahead over the cards it cannot see. It deals them at random many times,
  consistently with its view (the unseen cards are the deck for the player count minus every
  card it can see), and plays the rest of its hand, or of the solo stack, out greedily in each
  deal; it takes the move with the best mean. In the draft it keeps the cards whose best
  placing, with the cards it may receive, is worth most, less what it gives away.

Measured by `python -m tests.bench strange_world` (see the bench's docstring for the set-up):
the figures are filled in below once measured.
"""

from __future__ import annotations

from itertools import combinations

from cloudtable.engine import Rng

from .actions import DeclineTraveller, Erupt, OrientSun, PairPortal, PassCards, Place, TakeStack, WelcomeTraveller
from .cards import (
    CODES, DARK_CITIES, HIDDEN, KIND_ANIMALS, KIND_ICONS, KIND_MOON, KIND_PORTAL, KIND_SWAMPS, KIND_TYPES,
    KIND_VOLCANO, KIND_WATER, SIDE, START_KINDS, TRAVELLER_BY_KEY, deck_kinds,
)
from .rules import (
    StrangeWorld, cover_targets, desolation, free_partners, legal_cells, moons_below, traveller_spots,
)
from . import scoring
from .state import (
    BIT, COL, DOWN, EMPTY, ERUPT, GRID, LEFT, NEIGHBOURS, RIGHT, ORIENT, PAIR, PASS_ONE, PASS_TWO, PICK, PLACE, ROW, TRAVELLER,
    City, Seated, State, World, cell_of,
)

_RULES = StrangeWorld()
FULL = SIDE * SIDE

# Weights of what open places promise (`worth`), tuned on solo games of the normal player.
WEIGHTS = {
    "water_open": 0.5,  # an empty side of a Water card
    "swamp_rows": 2.0,  # a row that may still take a Swamp
    "animals": 0.2,  # an animal not yet in the World that may still come
    "moon_waiting": 4.0,  # a Moon whose card below is still to come
    "moon_open": 1.0,  # an empty cell in a Moon's column, below a card with icons
    "moon_slots": 1.5,  # an empty cell of the final top row while Moons may still come
    "range_open": 0.5,  # an empty cell next to the largest mountain range
    "portal_open": 2.5,  # a free portal card with room beside it
    "fumarole_open": 1.25,  # a Fumarole in no Dark City with room beside it
    "goal": 0.5,  # a Traveller's progress toward its goal, times its bonus
    "down": -0.5,  # a face-down card
}


# --- what may still come -----------------------------------------------------------------
class Outlook:
    """What a World may still receive, from a seat's view: the kinds of the cards it cannot
    see yet or may still get, and the shared supplies."""

    __slots__ = ("left", "swamps", "moons", "portals", "volcanoes", "animals", "travellers", "fumaroles", "cities")

    def __init__(self, pool: list[int], left: int, travellers, fumaroles: int, cities):
        self.left = left  # cards still to place in this World
        share = min(1.0, left / len(pool)) if pool else 0.0
        self.swamps = share * sum(1 for k in pool if KIND_SWAMPS[k])
        self.moons = share * sum(1 for k in pool if KIND_MOON[k])
        self.portals = share * sum(1 for k in pool if KIND_PORTAL[k])
        self.volcanoes = share * sum(1 for k in pool if KIND_VOLCANO[k])
        animals: set[int] = set()
        for k in pool:
            animals |= KIND_ANIMALS[k]
        self.animals = animals
        self.travellers = tuple(travellers)
        self.fumaroles = fumaroles
        self.cities = tuple(cities)


def unseen_pool(view: State, seat: int) -> list[int]:
    """The kinds of every land card `seat` cannot see: the deck for the player count minus the
    cards in every World, in its own hand, and face up on the solo stacks."""
    pool = deck_kinds(view.players)
    seen = [k for w in view.worlds for k in w.cells if k >= 0]
    seen += [k for k in view.hands[seat] if k >= 0]
    seen += [k for st in view.stacks for k in st if k >= 0]
    for k in seen:
        if k in pool:
            pool.remove(k)
    return pool


def outlook(view: State, seat: int, pool: list[int] | None = None) -> Outlook:
    if pool is None:
        pool = unseen_pool(view, seat)
    coming = list(pool) + [k for k in view.hands[seat] if k >= 0] + [k for st in view.stacks for k in st if k >= 0]
    left = FULL - view.worlds[seat].count
    return Outlook(coming, left, view.travellers, view.fumaroles, view.cities)


# --- a World's worth -----------------------------------------------------------------------
def region(w: World) -> tuple[int, int, int, int]:
    """Rows and columns (inclusive bounds) the finished World may still cover."""
    lo_r, hi_r = max(w.bottom - (SIDE - 1), 0), min(w.top + (SIDE - 1), GRID - 1)
    lo_c, hi_c = max(w.right - (SIDE - 1), 0), min(w.left + (SIDE - 1), GRID - 1)
    if w.travellers:
        if w.travellers[0].right:
            hi_c = w.right
        else:
            lo_c = w.left
    return lo_r, hi_r, lo_c, hi_c


def worth(w: World, out: Outlook, weights=WEIGHTS) -> float:
    """The World's score now plus what its open places promise."""
    points = scoring.categories(w)
    total = float(sum(points.values()))
    if out.left <= 0:
        return total
    cells = w.cells
    lo_r, hi_r, lo_c, hi_c = region(w)
    hidden = w.down | w.covered

    def open_cell(n: int) -> bool:
        return cells[n] == EMPTY and lo_r <= ROW[n] <= hi_r and lo_c <= COL[n] <= hi_c

    water_open = 0
    swamp_rows = set()
    animals: set[int] = set()
    moon_waiting = moon_open = 0
    portal_open = 0
    fumarole_open = 0
    down = 0
    in_portal = {c for p in w.portals for c in p}
    in_city = {c for city in w.cities for c in (city.a, city.b)}
    rows_open: dict[int, bool] = {}
    for r in range(w.top, w.bottom + 1):
        for c in range(r * GRID + w.left, r * GRID + w.right + 1):
            kind = cells[c]
            if kind == EMPTY:
                if lo_c <= COL[c] <= hi_c:
                    rows_open[r] = True
                continue
            bit = BIT[c]
            if w.covered & bit:
                if c not in in_city and any(open_cell(n) for n in NEIGHBOURS[c]):
                    fumarole_open += 1
                continue
            if hidden & bit:
                down += 1
                continue
            if KIND_WATER[kind]:
                water_open += sum(1 for n in NEIGHBOURS[c] if open_cell(n))
            if KIND_SWAMPS[kind]:
                swamp_rows.add(r)
            animals |= KIND_ANIMALS[kind]
            if KIND_MOON[kind] and r == w.top:
                below = DOWN[c]
                if below >= 0 and cells[below] == EMPTY:
                    moon_waiting += 1
                elif below >= 0 and not hidden & BIT[below] and KIND_TYPES[cells[below]]:
                    n = below + GRID
                    while n < GRID * GRID and ROW[n] <= hi_r:
                        if cells[n] == EMPTY:
                            moon_open += 1
                        n += GRID
            if KIND_PORTAL[kind] and c not in in_portal:
                for n in (LEFT[c], RIGHT[c]):
                    if n >= 0 and open_cell(n):
                        portal_open += 1
                        break
    # Rows the World may still add (up to four in all) can each take a Swamp too.
    rows = w.bottom - w.top + 1
    open_rows = sum(1 for r in rows_open if r not in swamp_rows) + (SIDE - rows)
    swamp_slots = min(open_rows, out.swamps)
    new_animals = len(out.animals - animals)
    moon_slots = 0
    if rows == SIDE and out.moons > 0:
        moon_slots = min(out.moons, sum(1 for c in range(w.top * GRID + lo_c, w.top * GRID + hi_c + 1)
                                        if cells[c] == EMPTY))
    range_open = 0
    if out.left > 1:
        range_open = _range_frontier(w, open_cell)
    goal = 0.0
    for t in w.travellers:
        if not scoring.goal_met(w, t.key, t.top):
            goal += _progress(w, t.key, t.top) * TRAVELLER_BY_KEY[t.key].bonus
    f = weights
    total += (f["water_open"] * water_open + f["swamp_rows"] * swamp_slots
              + f["animals"] * min(new_animals, out.left) + f["moon_waiting"] * moon_waiting
              + f["moon_open"] * moon_open + f["moon_slots"] * moon_slots + f["range_open"] * range_open
              + f["goal"] * goal + f["down"] * down)
    if out.travellers and out.portals > 0:
        total += f["portal_open"] * min(portal_open, out.portals)
    if out.cities and out.volcanoes > 0 and out.fumaroles:
        total += f["fumarole_open"] * min(fumarole_open, out.volcanoes)
    return total


def _range_frontier(w: World, open_cell) -> int:
    """Empty open cells next to the largest mountain range."""
    cells = w.cells
    hidden = w.down | w.covered
    mountains = {c: KIND_ICONS[cells[c]][0] for c in range(w.top * GRID, (w.bottom + 1) * GRID)
                 if cells[c] != EMPTY and not hidden & BIT[c] and KIND_ICONS[cells[c]][0]}
    best, best_group = 0, ()
    while mountains:
        cell, total = mountains.popitem()
        group = [cell]
        todo = [cell]
        while todo:
            here = todo.pop()
            for n in NEIGHBOURS[here]:
                m = mountains.pop(n, 0)
                if m:
                    total += m
                    todo.append(n)
                    group.append(n)
        if total > best:
            best, best_group = total, group
    return len({n for c in best_group for n in NEIGHBOURS[c] if open_cell(n)})


def _progress(w: World, key: str, top: int) -> float:
    """How far a Traveller's goal is reached, 0 to 1."""
    rows = (top, top + 1)
    visible = scoring.row_cells(w, rows)
    cells = w.cells
    counts = [0, 0, 0, 0, 0]
    for c in visible:
        icons = KIND_ICONS[cells[c]]
        for i in range(5):
            counts[i] += icons[i]
    if key == "splash":
        return counts[1] / 3
    if key == "burk":
        return sum(1 for r in rows if any(KIND_SWAMPS[cells[c]] for c in visible if ROW[c] == r)) / 2
    if key == "kark":
        return counts[0] / 5
    if key == "floulou":
        return sum(min(counts[i], 2) for i in (0, 1, 2, 3)) / 8
    if key == "pshit":
        return sum(1 for r in rows if 0 <= r < GRID for c in range(r * GRID, r * GRID + GRID) if w.covered & BIT[c]) / 3
    if key == "boung":
        return sum(1 for a, _ in w.portals if ROW[a] in rows) / 2
    if key == "roro":
        return len(scoring.animals_of(w, visible)) / 4
    if key == "rumph":
        return counts[4] / 3
    return 0.0


# --- playing a card on a copy --------------------------------------------------------------
def simulate(w: World, cell: int, kind: int, out: Outlook, weights=WEIGHTS) -> tuple[World, Outlook]:
    """The World after placing `kind` on `cell`, its follow-ups settled greedily (which portal
    card it joins, which Traveller comes and where, which card the Fumarole covers), and the
    outlook after it."""
    w = w.copy()
    flipped = desolation(w, cell, kind)
    moons = moons_below(w, cell)
    w.put(cell, kind)
    for m in moons:
        w.down |= BIT[m]
    left = out.left - 1
    nxt = _Outlook_after(out, left)
    if flipped:
        w.down |= BIT[cell]
        return w, nxt
    if KIND_PORTAL[kind]:
        partners = free_partners(w, cell)
        if partners:
            w.portals.append((min(cell, partners[0]), max(cell, partners[0])))
            if out.travellers:
                best = None
                for key in out.travellers:
                    for right, top in traveller_spots(w, cell):
                        t = w.copy()
                        t.travellers.append(Seated(key, right, top))
                        value = worth(t, nxt, weights)
                        if best is None or value > best[0]:
                            best = (value, key, t)
                if best is not None:
                    w = best[2]
                    nxt.travellers = tuple(k for k in out.travellers if k != best[1])
    if KIND_VOLCANO[kind] and out.fumaroles > 0:
        w, nxt = _erupt_best(w, cell, nxt, weights)
    return w, nxt


def _Outlook_after(out: Outlook, left: int) -> Outlook:  # noqa: N802 - a copy with fewer cards to come
    new = Outlook.__new__(Outlook)
    for name in Outlook.__slots__:
        setattr(new, name, getattr(out, name))
    new.left = left
    return new


def _cover(w: World, target: int, cities) -> tuple[World, tuple]:
    w = w.copy()
    w.covered |= BIT[target]
    if cities:
        in_city = {c for city in w.cities for c in (city.a, city.b)}
        for n in NEIGHBOURS[target]:
            if w.covered & BIT[n] and n not in in_city:
                w.cities.append(City(cities[0], min(target, n), max(target, n)))
                return w, cities[1:]
    return w, cities


def _erupt_best(w: World, cell: int, out: Outlook, weights) -> tuple[World, Outlook]:
    best = None
    for target in cover_targets(w, cell):
        t, cities = _cover(w, target, out.cities)
        nxt = _Outlook_after(out, out.left)
        nxt.cities = cities
        nxt.fumaroles = out.fumaroles - 1
        value = worth(t, nxt, weights)
        if best is None or value > best[0]:
            best = (value, t, nxt)
    if best is None:
        return w, out
    return best[1], best[2]


def best_placement(w: World, cards, out: Outlook, weights=WEIGHTS):
    """(worth, card, cell, world after, outlook after) of the best single placement."""
    best = None
    cells = legal_cells(w)
    for kind in sorted(set(cards)):
        for cell in cells:
            after, nxt = simulate(w, cell, kind, out, weights)
            value = worth(after, nxt, weights)
            if best is None or value > best[0]:
                best = (value, kind, cell, after, nxt)
    return best


def play_out(w: World, cards, out: Outlook, weights=WEIGHTS) -> float:
    """The worth after placing all `cards` greedily, one after the other."""
    cards = list(cards)
    value = worth(w, out, weights)
    while cards:
        value, kind, _, w, out = best_placement(w, cards, out, weights)
        cards.remove(kind)
    return value


def card_value(w: World, kind: int, out: Outlook, weights=WEIGHTS) -> float:
    """How much a card would raise a World's worth at its best place."""
    base = worth(w, out, weights)
    best = best_placement(w, [kind], out, weights)
    return best[0] - base


# --- the players -----------------------------------------------------------------------------
def choose(view: State, seat: int, level: str, rng: Rng):
    if _RULES.choosing_seats(view):
        options = _RULES.legal_choices(view, seat)
        if level == "random" or len(options) == 1:
            return rng.choice(options)
        return _choose_pass(view, seat, level, rng, options)
    options = _RULES.legal_actions(view)
    if level == "random" or len(options) == 1:
        return rng.choice(options)
    phase = view.phase
    if phase == ORIENT:
        return _choose_orient(view, seat)
    if phase == PICK:
        return _choose_stack(view, seat, level, rng, options)
    if phase == PLACE:
        return _choose_place(view, seat, level, rng)
    if phase == PAIR:
        return _choose_pair(view, seat, options)
    if phase == TRAVELLER:
        return _choose_traveller(view, seat, options)
    if phase == ERUPT:
        return _choose_erupt(view, seat, options)
    return options[0]


def _choose_orient(view: State, seat: int) -> OrientSun:
    """Pass cards away from the player whose World is worth most to feed... keep it simple:
    send them toward the neighbour with the lower running score."""
    n = view.players
    left, right = (seat + 1) % n, (seat - 1) % n
    scores = _RULES.scores(view)
    return OrientSun(scores[left] <= scores[right])


def _choose_place(view: State, seat: int, level: str, rng: Rng) -> Place:
    w = view.worlds[seat]
    hand = view.hands[seat]
    out = outlook(view, seat)
    if level == "normal" or len(hand) == 1:
        _, kind, cell, _, _ = best_placement(w, hand, out)
        return Place(kind, ROW[cell], COL[cell])
    # strong: every first placement, then the rest of the hand greedily.
    best = None
    cells = legal_cells(w)
    candidates = []
    for kind in sorted(set(hand)):
        for cell in cells:
            after, nxt = simulate(w, cell, kind, out)
            candidates.append((worth(after, nxt), kind, cell, after, nxt))
    candidates.sort(key=lambda c: -c[0])
    for value, kind, cell, after, nxt in candidates[:8]:
        rest = list(hand)
        rest.remove(kind)
        total = play_out(after, rest, nxt)
        if best is None or total > best[0]:
            best = (total, kind, cell)
    return Place(best[1], ROW[best[2]], COL[best[2]])


def _choose_pair(view: State, seat: int, options) -> PairPortal:
    """Keep free the portal card with room beside it for a later portal."""
    w = view.worlds[seat]
    lo_r, hi_r, lo_c, hi_c = region(w)

    def room(a: PairPortal) -> int:
        other = [o for o in options if o != a][0]
        c = cell_of(other.row, other.col)
        return sum(1 for n in (LEFT[c], RIGHT[c]) if n >= 0 and w.cells[n] == EMPTY and lo_c <= COL[n] <= hi_c)

    return max(options, key=room)


def _choose_traveller(view: State, seat: int, options):
    w = view.worlds[seat]
    out = outlook(view, seat)
    best = None
    for a in options:
        if isinstance(a, DeclineTraveller):
            continue
        t = w.copy()
        t.travellers.append(Seated(a.key, a.right, a.top))
        value = worth(t, out)
        if best is None or value > best[0]:
            best = (value, a)
    return best[1] if best else DeclineTraveller()


def _choose_erupt(view: State, seat: int, options) -> Erupt:
    w = view.worlds[seat]
    out = outlook(view, seat)
    best = None
    for a in options:
        t, cities = _cover(w, cell_of(a.row, a.col), view.cities)
        nxt = _Outlook_after(out, out.left)
        nxt.cities = cities
        value = worth(t, nxt)
        if best is None or value > best[0]:
            best = (value, a)
    return best[1]


def _choose_stack(view: State, seat: int, level: str, rng: Rng, options) -> TakeStack:
    w = view.worlds[seat]
    pool = unseen_pool(view, seat)
    out = outlook(view, seat, pool)
    if level == "normal":
        best = None
        for a in options:
            top = view.stacks[a.stack][-1]
            value = best_placement(w, [top], out)[0]
            if best is None or value > best[0]:
                best = (value, a)
        return best[1]
    samples = 12
    deals = []
    for _ in range(samples):
        hidden = list(pool)
        rng.shuffle(hidden)
        deals.append(hidden)
    best = None
    for a in options:
        stack = view.stacks[a.stack]
        top = stack[-1]
        unknown = len(stack) - 1
        total = 0.0
        first = best_placement(w, [top], out)
        for hidden in deals:
            rest = hidden[:unknown]
            total += play_out(first[3], rest, first[4])
        value = total / samples
        if best is None or value > best[0]:
            best = (value, a)
    return best[1]


def _choose_pass(view: State, seat: int, level: str, rng: Rng, options) -> PassCards:
    hand = view.hands[seat]
    w = view.worlds[seat]
    receiver = view.neighbour(seat)
    pool = unseen_pool(view, seat)
    out = outlook(view, seat, pool)
    their = outlook(view, receiver, pool + list(hand))
    mine = {k: card_value(w, k, out) for k in set(hand)}
    gift = {k: card_value(view.worlds[receiver], k, their) for k in set(hand)}
    if level == "normal":
        return min(options, key=lambda a: sum(mine[k] + 0.5 * gift[k] for k in a.cards))
    # strong: keep the cards whose placing, with cards it may receive, is worth most.
    samples = 6
    count = len(options[0].cards)
    best = None
    deals = []
    for _ in range(samples):
        hidden = list(pool)
        rng.shuffle(hidden)
        deals.append(hidden[:count])
    for a in options:
        kept = list(hand)
        for k in a.cards:
            kept.remove(k)
        total = 0.0
        for received in deals:
            total += play_out(w, kept + received, out)
        value = total / samples - 0.5 * sum(gift[k] for k in a.cards)
        if best is None or value > best[0]:
            best = (value, a)
    return best[1]
