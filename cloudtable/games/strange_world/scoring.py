"""Scoring a World (specification: "Scoring summary"), category by category.

Only visible cards (face up, not under a Fumarole) show icons, animals and portals. The
functions work on any World, finished or not: the table shows the running score.
"""

from __future__ import annotations

from cloudtable.engine import QT_TRANSLATE_NOOP, Message

from .cards import (
    CTX,
    KIND_ANIMALS,
    KIND_ICONS,
    KIND_MOON,
    KIND_MOUNTAINS,
    KIND_SWAMPS,
    KIND_TYPES,
    KIND_WATER,
    MOUNTAIN,
    PLANT,
    SWAMP,
    TRAVELLER_BY_KEY,
    TRAVELLER_POINTS,
    VOLCANO,
    WATER,
)
from .state import BIT, CELLS, COL_CELLS, DOWN, EMPTY, GRID, NEIGHBOURS, ROW, ROW_CELLS, World

RANGE, WATER_CAT, ANIMALS, SWAMPS, MOONS, CITIES, TRAVELLERS = (
    "range",
    "water",
    "animals",
    "swamps",
    "moons",
    "cities",
    "travellers",
)
CATEGORIES = (RANGE, WATER_CAT, ANIMALS, SWAMPS, MOONS, CITIES, TRAVELLERS)
CATEGORY_NAMES = {
    RANGE: Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Largest mountain range")),
    WATER_CAT: Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Water")),
    ANIMALS: Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Different animals")),
    SWAMPS: Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Swamps")),
    MOONS: Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Moons")),
    CITIES: Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Dark Cities")),
    TRAVELLERS: Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Travellers")),
}

ANIMAL_POINTS = 2  # per different animal
SWAMP_POINTS = 3  # per Swamp icon
MOON_POINTS = 2  # per matching icon in the Moon's column


def shown(w: World) -> list[int]:
    """The cells whose card shows its face."""
    cells = w.cells
    hidden = w.down | w.covered
    return [c for c in range(CELLS) if cells[c] != EMPTY and not hidden & BIT[c]]


def largest_range(w: World, visible: list[int] | None = None) -> int:
    """Mountain icons in the largest group of orthogonally contiguous cards showing mountains."""
    if visible is None:
        visible = shown(w)
    cells = w.cells
    return largest_group({c: KIND_MOUNTAINS[cells[c]] for c in visible if KIND_MOUNTAINS[cells[c]]})[0]


def largest_group(mountains: dict[int, int]) -> tuple[int, list[int]]:
    """Of the groups of orthogonally contiguous cells in `mountains` (cell -> its mountain icons,
    emptied here), the most icons in one and the cells of the first group found with them."""
    best, best_group = 0, []
    while mountains:
        cell, total = mountains.popitem()
        group, todo = [cell], [cell]
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
    return best, best_group


def water_points(w: World, visible: list[int] | None = None) -> int:
    """Each visible Water card: 1 per neighbouring card that is not face down (a Fumarole counts)."""
    if visible is None:
        visible = shown(w)
    cells = w.cells
    down_only = w.down & ~w.covered
    total = 0
    for c in visible:
        if KIND_WATER[cells[c]]:
            for n in NEIGHBOURS[c]:
                if cells[n] != EMPTY and not down_only & BIT[n]:
                    total += 1
    return total


def animals_of(w: World, cells_list) -> set[int]:
    cells = w.cells
    found: set[int] = set()
    for c in cells_list:
        found |= KIND_ANIMALS[cells[c]]
    return found


def moon_points(w: World, cell: int) -> int:
    """A visible Moon at `cell`: 2 per icon, in its column below it, of a type the card just
    below shows; 0 if that card is missing, face down or under a Fumarole."""
    below = DOWN[cell]
    cells = w.cells
    if below < 0 or not w.visible(below):
        return 0
    types = KIND_TYPES[cells[below]]
    if not types:
        return 0
    hidden = w.down | w.covered
    total = 0
    for c in COL_CELLS[cell % GRID]:
        if c > cell and cells[c] != EMPTY and not hidden & BIT[c]:
            icons = KIND_ICONS[cells[c]]
            for t in types:
                total += icons[t]
    return MOON_POINTS * total


def row_cells(w: World, rows) -> list[int]:
    """The visible cells of the given rows."""
    cells = w.cells
    hidden = w.down | w.covered
    return [c for r in rows if 0 <= r < GRID for c in ROW_CELLS[r] if cells[c] != EMPTY and not hidden & BIT[c]]


def goal_met(w: World, key: str, top: int) -> bool:
    """Whether the Traveller `key` over rows `top` and `top + 1` has its bonus."""
    rows = (top, top + 1)
    visible = row_cells(w, rows)
    cells = w.cells
    counts = [0, 0, 0, 0, 0]
    for c in visible:
        icons = KIND_ICONS[cells[c]]
        for i in range(5):
            counts[i] += icons[i]
    if key == "splash":
        return counts[WATER] >= 3
    if key == "burk":
        return all(any(KIND_SWAMPS[cells[c]] for c in visible if ROW[c] == r) for r in rows)
    if key == "kark":
        return counts[MOUNTAIN] >= 5
    if key == "floulou":
        return min(counts[PLANT], counts[WATER], counts[MOUNTAIN], counts[SWAMP]) >= 2
    if key == "pshit":
        return sum(1 for r in rows if 0 <= r < GRID for c in ROW_CELLS[r] if w.covered & BIT[c]) >= 3
    if key == "boung":
        # A portal counts while both its cards still show it (app's reading).
        hidden = w.down | w.covered
        return sum(1 for a, b in w.portals if ROW[a] in rows and not hidden & (BIT[a] | BIT[b])) >= 2
    if key == "roro":
        return len(animals_of(w, visible)) >= 4
    if key == "rumph":
        return counts[VOLCANO] >= 3
    raise ValueError(key)


def traveller_points(w: World, key: str, top: int) -> int:
    return TRAVELLER_POINTS + (TRAVELLER_BY_KEY[key].bonus if goal_met(w, key, top) else 0)


def categories(w: World) -> dict[str, int]:
    """The World's points in each category of CATEGORIES."""
    visible = shown(w)
    cells = w.cells
    swamps = 0
    animals: set[int] = set()
    moons = 0
    for c in visible:
        kind = cells[c]
        swamps += KIND_SWAMPS[kind]
        animals |= KIND_ANIMALS[kind]
        if KIND_MOON[kind]:
            moons += moon_points(w, c)
    return {
        RANGE: largest_range(w, visible),
        WATER_CAT: water_points(w, visible),
        ANIMALS: ANIMAL_POINTS * len(animals),
        SWAMPS: SWAMP_POINTS * swamps,
        MOONS: moons,
        CITIES: sum(city.value for city in w.cities),
        TRAVELLERS: sum(traveller_points(w, t.key, t.top) for t in w.travellers),
    }


def score(w: World) -> int:
    return sum(categories(w).values())


def breakdown(w: World) -> list[tuple[str, Message, int]]:
    """(category key, its name, points) for every category, in the order of CATEGORIES."""
    points = categories(w)
    return [(key, CATEGORY_NAMES[key], points[key]) for key in CATEGORIES]
