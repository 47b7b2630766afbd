"""Cloudy Kingdom's components as data: families, layouts, route cards, magic cards.

Every number marked RECONSTRUCTION is this project's own decision: the printed rulebook's
pictures (layouts A and B, the card art) are lost. Correct them here, from the printed
game, without touching the rules code.

Orientation convention (used everywhere, see geometry.py):
- Directions are numbered clockwise: 0 north, 1 east, 2 south, 3 west.
- A card with `turns` t (0-3 quarter turns clockwise) has its end A pointing to
  direction t and its end B to direction t+2. So at turns 0 the card is vertical with
  end A at the top (north); at 1 it is horizontal with end A east; at 2 vertical with end
  A south; at 3 horizontal with end A west. Even turns: vertical, odd turns: horizontal.
- The centre joins four local points, numbered like directions at turns 0:
  0 = I1 (toward end A), 1 = L1 (the long side clockwise from end A, east at turns 0),
  2 = I2 (toward end B), 3 = L2 (west at turns 0). Local point k points to (t + k) % 4.
"""

from __future__ import annotations

import functools

import attrs

from cloudtable.engine import QT_TRANSLATE_NOOP, Message

CARDS_CTX = "CloudyKingdomCards"

# --- families ----------------------------------------------------------------------
# The rulebook's example D shows a black castle; the other colours are ours. Each
# family also has a crest shape so that colour-blind players can tell them apart.


@attrs.frozen
class Family:
    letter: str  # a, b, c, d: how layouts and the notation name it
    name: Message  # "Red family"
    colour_name: Message  # "Red"
    colour: str  # a hex colour the table may use
    crest: str  # a shape the table draws on the castle: heart, star, moon, crown
    crest_name: Message


FAMILIES: tuple[Family, ...] = (
    Family(
        "a",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Red family")),
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Red")),
        "#c8322d",
        "heart",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Heart")),
    ),
    Family(
        "b",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Blue family")),
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Blue")),
        "#2f6fc0",
        "star",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Star")),
    ),
    Family(
        "c",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Yellow family")),
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Yellow")),
        "#e3b321",
        "moon",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Moon")),
    ),
    Family(
        "d",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Black family")),
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Black")),
        "#2b2b2b",
        "crown",
        Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Crown")),
    ),
)

# --- layouts (RECONSTRUCTION) ----------------------------------------------------------
# One string per side: north and south read west to east, west and east read north to
# south; a letter is a family's castle, "-" an empty position. Keys are the layout names
# of the rulebook. Constraints (tested): no family has two castles directly opposite,
# nor two castles meeting across a corner.


@attrs.frozen
class Layout:
    name: str
    size: int  # the play area is size x size cells
    sides: tuple[str, str, str, str]  # north, east, south, west (direction order)
    players: tuple[int, ...]


LAYOUTS = {
    "A": Layout("A", 3, ("a-b", "a-b", "b-a", "b-a"), (2,)),
    "B": Layout("B", 4, ("abcd", "badc", "cdab", "dcba"), (3, 4)),
}


def layout_for(players: int) -> Layout:
    for layout in LAYOUTS.values():
        if players in layout.players:
            return layout
    raise ValueError(f"no layout for {players} players")


# --- route cards (RECONSTRUCTION) --------------------------------------------------------
# Ends: how the vine runs from a short edge to the centre.
OPEN, BREAK, HOLE, THORNS = "open", "break", "hole", "thorns"
END_CODES = {"o": OPEN, "b": BREAK, "h": HOLE, "z": THORNS}  # z: the zigzag of a bramble
END_LETTERS = {v: k for k, v in END_CODES.items()}

# Centre kinds: groups of local points (0 I1, 1 L1, 2 I2, 3 L2) joined together.
# A card may be turned 180 degrees, so mirror images (lower-case codes) are other cards.
CENTRES: dict[str, tuple[str, tuple[tuple[int, ...], ...]]] = {
    "I": ("straight", ((0, 2),)),
    "R": ("rope bridge", ((0, 2), (1, 3))),  # two paths that pass over each other
    "X": ("crossroads", ((0, 1, 2, 3),)),
    "T": ("T", ((0, 1, 2),)),
    "t": ("T, mirrored", ((0, 2, 3),)),
    "C": ("curve", ((0, 1),)),
    "c": ("curve, mirrored", ((0, 3),)),
    "D": ("double curve", ((0, 1), (2, 3))),
    "d": ("double curve, mirrored", ((0, 3), (1, 2))),
    "E": ("dead end", ()),
}

CENTRE_NAMES = {
    "I": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "straight")),
    "R": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "rope bridge")),
    "X": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "crossroads")),
    "T": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "T junction")),
    "t": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "T junction, mirrored")),
    "C": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "curve")),
    "c": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "curve, mirrored")),
    "D": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "double curve")),
    "d": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "double curve, mirrored")),
    "E": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "dead end")),
}

# How the log names a route card that is played (with its article: "Ann plays a T junction on
# C1"). A mirrored card is named like its twin: turned round, it joins the same borders.
PLAYED_NAMES = {
    "I": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "a straight route")),
    "R": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "a rope bridge")),
    "X": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "a crossroads")),
    "T": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "a T junction")),
    "C": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "a curve")),
    "D": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "a double curve")),
    "E": Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "a dead end")),
}
# ... and what blocks its ends, if anything ({card} is the name above).
BLOCKED_ONE_END = {
    "break": QT_TRANSLATE_NOOP("CloudyKingdomCards", "{card} with a broken end"),
    "hole": QT_TRANSLATE_NOOP("CloudyKingdomCards", "{card} with a hole at one end"),
    "thorns": QT_TRANSLATE_NOOP("CloudyKingdomCards", "{card} with thorns at one end"),
}
BLOCKED_BOTH_ENDS = QT_TRANSLATE_NOOP("CloudyKingdomCards", "{card} blocked at both ends")


def played_name(code: str) -> Message:
    """The log's name of a route card by its kind code (route_kind): "a T junction with a
    broken end"."""
    kind = route_kind(code)
    name = PLAYED_NAMES[kind.centre.upper()]
    blocked = [end for end in (kind.end_a, kind.end_b) if end != OPEN]
    if len(blocked) == 2:
        return Message.of(CARDS_CTX, BLOCKED_BOTH_ENDS, card=name)
    if blocked:
        return Message.of(CARDS_CTX, BLOCKED_ONE_END[blocked[0]], card=name)
    return name


# The route deck: kind code (end A, centre, end B) -> number of cards.
# RECONSTRUCTION, tuned by self-play (see DECK_FIGURES below): 86 cards, more than the
# spec's "about 56", because with computer players that block a rival one card from
# winning a 56-card deck ran out in most 3- and 4-player games (the spec's aim is that
# most 4-player games end with a winner). Crossroads dominate: a crossroads laid across
# a stack keeps every path through it, so routes are harder to cut.
DECK_MIX: dict[str, int] = {
    "oIo": 11,
    "bIo": 1,
    "hIo": 1,
    "zIo": 1,
    "bIh": 1,
    "oRo": 10,
    "oXo": 27,
    "bXo": 1,
    "zXz": 1,
    "oTo": 8,
    "bTo": 1,
    "oto": 8,
    "hto": 1,
    "oCo": 3,
    "oCb": 1,
    "oco": 3,
    "och": 1,
    "oDo": 2,
    "odo": 2,
    "oEo": 1,
    "zEz": 1,
}

# What the mix above gives with the "normal" computer players (bots.py), measured
# with `bots.measure_deck(games=100)` (magic="random"): players -> (games, share of
# games won before the draw pile ran out, median number of moves in a game).
# Fill in again after each change of DECK_MIX or of the normal player. History
# (40 games each unless said; 4 / 3 / 2 players):
# - 56 cards, the first mix, a one-move greedy player: 83% / 75% / 93% (100 games);
# - the same 56 cards with the blocking normal player: 13% / 11% / 53% (100 games);
# - 67 cards, the same proportions: 33% / 20% / 55%;
# - 58 cards, crossroads-heavy: 25% / 50% / 93%; 71 cards, crossroads-heavy: 50% / 73% / 100%;
# - 86 cards, crossroads-heavy (this mix): 63% / 83% / 100% (40 games), and below (100 games).
DECK_FIGURES: dict[int, tuple[int, float, float]] = {2: (100, 0.99, 30.5), 3: (100, 0.83, 63.5), 4: (100, 0.73, 66.5)}


@attrs.frozen
class RouteKind:
    """How a card is painted and how it joins: the table draws it from these fields."""

    code: str  # e.g. "bIo": end A broken, straight, end B open
    end_a: str  # OPEN, BREAK, HOLE or THORNS
    centre: str  # a key of CENTRES
    end_b: str
    groups: tuple[tuple[int, ...], ...]  # local points the centre joins

    @property
    def a_open(self) -> bool:
        return self.end_a == OPEN

    @property
    def b_open(self) -> bool:
        return self.end_b == OPEN


@functools.cache
def route_kind(code: str) -> RouteKind:
    if len(code) != 3 or code[0] not in END_CODES or code[2] not in END_CODES or code[1] not in CENTRES:
        raise ValueError(f"not a route card code: {code!r}")
    return RouteKind(code, END_CODES[code[0]], code[1], END_CODES[code[2]], CENTRES[code[1]][1])


def build_deck(mix: dict[str, int] = DECK_MIX) -> tuple[RouteKind, ...]:
    """Card id -> kind: ids 0.. in the order of the mix."""
    return tuple(route_kind(code) for code, count in mix.items() for _ in range(count))


ROUTE_CARDS: tuple[RouteKind, ...] = build_deck()
ROUTE_COUNT = len(ROUTE_CARDS)

# --- magic cards ------------------------------------------------------------------------
# Effects in a fixed order (the notation and the ids of magic cards on the table use it).
CHOP, INSPIRATION, BURNING, DEAD_END = "chop", "inspiration", "burning", "dead_end"
FAST_GROWTH, GREEN_THUMB, REPLANT, WINDING = "fast_growth", "green_thumb", "replant", "winding"
EFFECTS = (CHOP, INSPIRATION, BURNING, DEAD_END, FAST_GROWTH, GREEN_THUMB, REPLANT, WINDING)
FIRST_GAME_MAGIC = (CHOP, INSPIRATION, BURNING)
MAGIC_PER_PLAYER = 3

# This project's English names (translatable) ...
MAGIC_NAMES = {
    CHOP: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Chop!")),
    INSPIRATION: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Inspiration")),
    BURNING: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Burning Crossing")),
    DEAD_END: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Dead End")),
    FAST_GROWTH: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Fast Growth")),
    GREEN_THUMB: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Green Thumb")),
    REPLANT: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Replanting")),
    WINDING: Message(CARDS_CTX, QT_TRANSLATE_NOOP("CloudyKingdomCards", "Winding Route")),
}

# ... and the official names of each printed edition, for the translators.
OFFICIAL_MAGIC_NAMES = {
    "fr": {
        CHOP: "On coupe tout !",
        INSPIRATION: "Inspiration",
        BURNING: "Intersection en feu",
        DEAD_END: "Cul-de-sac",
        FAST_GROWTH: "Pousse rapide",
        GREEN_THUMB: "Main verte",
        REPLANT: "Repiquage",
        WINDING: "Route sinueuse",
    },
    "de": {
        CHOP: "Zerhacken",
        INSPIRATION: "Inspiration",
        BURNING: "Brennende Kreuzung",
        DEAD_END: "Unterbrochene Kreuzung",
        FAST_GROWTH: "Beschleunigtes Wachstum",
        GREEN_THUMB: "Grüner Daumen",
        REPLANT: "Umpflanzen",
        WINDING: "Verdrehen",
    },
    "nl": {
        CHOP: "Hakken",
        INSPIRATION: "Inspiratie",
        BURNING: "Brandend Kruispunt",
        DEAD_END: "Onderbroken Kruispunt",
        FAST_GROWTH: "Versnelde Groei",
        GREEN_THUMB: "Groene Vingers",
        REPLANT: "Herplanten",
        WINDING: "Woekering",
    },
}

# One-line effect summaries for tooltips.
MAGIC_TEXTS = {
    CHOP: QT_TRANSLATE_NOOP("CloudyKingdomCards", "Remove from the game a played route card with nothing on it."),
    INSPIRATION: QT_TRANSLATE_NOOP("CloudyKingdomCards", "Draw two route cards: play one, discard the other."),
    BURNING: QT_TRANSLATE_NOOP(
        "CloudyKingdomCards",
        "Play this crossroads across a route card. Nothing can be played on it and no magic affects it.",
    ),
    DEAD_END: QT_TRANSLATE_NOOP(
        "CloudyKingdomCards", "Play this card like a route card: all four of its arms are cut."
    ),
    FAST_GROWTH: QT_TRANSLATE_NOOP(
        "CloudyKingdomCards",
        "Draw a route card and play it on an empty cell, then draw another and play it across the first.",
    ),
    GREEN_THUMB: QT_TRANSLATE_NOOP(
        "CloudyKingdomCards",
        "Draw two route cards; each other player may swap their route card; then play both of yours.",
    ),
    REPLANT: QT_TRANSLATE_NOOP("CloudyKingdomCards", "Take the top card of the discard pile and play it."),
    WINDING: QT_TRANSLATE_NOOP(
        "CloudyKingdomCards", "Turn a played route card, with its whole stack, a quarter turn clockwise."
    ),
}

# Magic cards that lie on the table take ids from MAGIC_BASE: one per seat and effect.
MAGIC_BASE = 1000
# RECONSTRUCTION: the art of the two magic cards that are played like route cards.
BURNING_KIND = route_kind("oXo")  # a crossroads, both ends open
DEAD_END_KIND = route_kind("bEb")  # a crossing whose four arms are all cut


def magic_id(seat: int, effect: str) -> int:
    return MAGIC_BASE + 10 * seat + EFFECTS.index(effect)


def magic_of(card: int) -> tuple[int, str]:
    """(seat, effect) of a magic card id."""
    seat, index = divmod(card - MAGIC_BASE, 10)
    return seat, EFFECTS[index]


def is_magic(card: int) -> bool:
    return card >= MAGIC_BASE


def card_kind(card: int) -> RouteKind:
    """How any card on the table joins and is painted (route or magic)."""
    if card < MAGIC_BASE:
        return ROUTE_CARDS[card]
    return BURNING_KIND if magic_of(card)[1] == BURNING else DEAD_END_KIND
