"""Strange World above the clouds: every component as data (the specification
shared/games/strange-world.md, kept outside this repository).

Every number of the specification lives here, the reconstructed ones included (marked
RECONSTRUCTED): correct them here, from the printed game, without touching the rules.

Cards of one kind are alike in play, so the state holds a card as its *kind*: an index
into KINDS (the four start cards come last). A hidden card (in a view) is HIDDEN.
"""

from __future__ import annotations

import attrs

from cloudtable.engine import QT_TRANSLATE_NOOP, Message

CTX = "StrangeWorld"
CARDS_CTX = "StrangeWorldCards"

MIN_PLAYERS, MAX_PLAYERS = 1, 4
ROUNDS = 5  # rounds (solo: turns) in a game
HAND = 3  # cards dealt to each player every round
SIDE = 4  # a finished World is a SIDE x SIDE square
HIDDEN = -1

# --- icons and animals ---------------------------------------------------------------
# Icon indices into a kind's `icons` counts.
MOUNTAIN, WATER, PLANT, SWAMP, VOLCANO = range(5)
ICONS = (MOUNTAIN, WATER, PLANT, SWAMP, VOLCANO)
ICON_NAMES = (
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Mountain")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Water")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Plant")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Swamp")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Volcano")),
)

BEAR, RAT, DEER, SPIRIT, GOAT, PHOENIX, SNAKE = range(7)
ANIMAL_LETTERS = "brdsgfn"  # the notation's letter for each animal (f: phoenix, n: snake)
ANIMAL_NAMES = (
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Bear")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Rat")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Deer")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Spirit")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Goat")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Phoenix")),
    Message(CARDS_CTX, QT_TRANSLATE_NOOP("StrangeWorldCards", "Snake")),
)


# --- card kinds ------------------------------------------------------------------------
@attrs.frozen
class Kind:
    code: str  # the notation's name: icon letters (M W P S V, an animal letter after each P), "*" for a portal card, "O" a Moon
    name: Message
    icons: tuple[int, int, int, int, int]  # how many Mountain, Water, Plant, Swamp, Volcano icons
    animals: tuple[int, ...] = ()  # one per Plant icon
    moon: bool = False
    portal: bool = False  # shows half a portal on its left and right edges
    start: bool = False  # a start card: no Tzimimes on its back
    # How many copies the land deck holds for 1 (solo), 2, 3 and 4 players: the cards marked
    # 1+, then 2+, 3+ and 4 added. Cumulative, so each column contains the one before.
    counts: tuple[int, int, int, int] = (0, 0, 0, 0)


def _k(code, name, m=0, w=0, p=0, s=0, v=0, animals=(), moon=False, portal=False, start=False, counts=(0, 0, 0, 0)):
    return Kind(code, Message(CARDS_CTX, name), (m, w, p, s, v), tuple(animals), moon, portal, start, counts)


KINDS: tuple[Kind, ...] = (
    # Land cards (Tzimimes on the back). Counts: solo / 2 / 3 / 4 players.
    # RECONSTRUCTED: the 4-player column (the public data's own is inconsistent).
    _k("O", QT_TRANSLATE_NOOP("StrangeWorldCards", "Moon"), moon=True, counts=(4, 6, 8, 10)),
    _k("W*", QT_TRANSLATE_NOOP("StrangeWorldCards", "Water portal"), w=1, portal=True, counts=(1, 2, 3, 3)),
    _k("M*", QT_TRANSLATE_NOOP("StrangeWorldCards", "Mountain portal"), m=1, portal=True, counts=(1, 2, 2, 3)),
    _k(
        "Pr*",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Plant portal (Rat)"),
        p=1,
        animals=(RAT,),
        portal=True,
        counts=(1, 2, 2, 3),
    ),
    _k("S*", QT_TRANSLATE_NOOP("StrangeWorldCards", "Swamp portal"), s=1, portal=True, counts=(1, 2, 3, 3)),
    _k("V*", QT_TRANSLATE_NOOP("StrangeWorldCards", "Volcano portal"), v=1, portal=True, counts=(0, 0, 0, 1)),
    _k(
        "WPs",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Water and Plant (Spirit)"),
        w=1,
        p=1,
        animals=(SPIRIT,),
        counts=(1, 2, 2, 3),
    ),
    _k("WS", QT_TRANSLATE_NOOP("StrangeWorldCards", "Water and Swamp"), w=1, s=1, counts=(1, 2, 2, 3)),
    _k("MW", QT_TRANSLATE_NOOP("StrangeWorldCards", "Mountain and Water"), m=1, w=1, counts=(1, 2, 2, 2)),
    _k("MM", QT_TRANSLATE_NOOP("StrangeWorldCards", "Double Mountain"), m=2, counts=(1, 2, 2, 2)),
    _k(
        "MPg",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Mountain and Plant (Goat)"),
        m=1,
        p=1,
        animals=(GOAT,),
        counts=(1, 2, 2, 3),
    ),
    _k("MS", QT_TRANSLATE_NOOP("StrangeWorldCards", "Mountain and Swamp"), m=1, s=1, counts=(1, 2, 2, 3)),
    _k(
        "PdPg",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Two Plants (Deer, Goat)"),
        p=2,
        animals=(DEER, GOAT),
        counts=(1, 2, 3, 3),
    ),
    _k(
        "PdPs",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Two Plants (Deer, Spirit)"),
        p=2,
        animals=(DEER, SPIRIT),
        counts=(1, 2, 2, 3),
    ),
    _k("VW", QT_TRANSLATE_NOOP("StrangeWorldCards", "Volcano and Water"), v=1, w=1, counts=(1, 1, 1, 3)),
    _k(
        "VPf",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Volcano and Plant (Phoenix)"),
        v=1,
        p=1,
        animals=(PHOENIX,),
        counts=(1, 2, 3, 3),
    ),
    _k("VS", QT_TRANSLATE_NOOP("StrangeWorldCards", "Volcano and Swamp"), v=1, s=1, counts=(1, 1, 1, 3)),
    _k("VMM", QT_TRANSLATE_NOOP("StrangeWorldCards", "Volcano and Double Mountain"), v=1, m=2, counts=(1, 2, 3, 3)),
    _k(
        "SPn",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Swamp and Plant (Snake)"),
        s=1,
        p=1,
        animals=(SNAKE,),
        counts=(1, 2, 2, 3),
    ),
    # Start cards: one dealt to each player, face up.
    _k("W", QT_TRANSLATE_NOOP("StrangeWorldCards", "Water start card"), w=1, start=True),
    _k("M", QT_TRANSLATE_NOOP("StrangeWorldCards", "Mountain start card"), m=1, start=True),
    _k("Pb", QT_TRANSLATE_NOOP("StrangeWorldCards", "Plant start card (Bear)"), p=1, animals=(BEAR,), start=True),
    _k("S", QT_TRANSLATE_NOOP("StrangeWorldCards", "Swamp start card"), s=1, start=True),
)
LAND_KINDS = tuple(i for i, k in enumerate(KINDS) if not k.start)
START_KINDS = tuple(i for i, k in enumerate(KINDS) if k.start)
CODES = {k.code: i for i, k in enumerate(KINDS)}
# The deck sizes the specification states: solo, 2, 3 and 4 players.
DECK_SIZES = (21, 38, 45, 60)

# Fast lookups by kind index.
KIND_ICONS = tuple(k.icons for k in KINDS)
KIND_MOUNTAINS = tuple(k.icons[MOUNTAIN] for k in KINDS)
KIND_WATER = tuple(k.icons[WATER] > 0 for k in KINDS)
KIND_SWAMPS = tuple(k.icons[SWAMP] for k in KINDS)
KIND_VOLCANO = tuple(k.icons[VOLCANO] > 0 for k in KINDS)
KIND_MOON = tuple(k.moon for k in KINDS)
KIND_PORTAL = tuple(k.portal for k in KINDS)
KIND_ANIMALS = tuple(frozenset(k.animals) for k in KINDS)
# The icon types a card shows (for the Moon: which icons of the column count).
KIND_TYPES = tuple(tuple(i for i in ICONS if k.icons[i]) for k in KINDS)


def deck_kinds(players: int) -> list[int]:
    """The land deck for `players` (1 = solo), unshuffled: kind indices, copies repeated."""
    column = players - 1
    return [i for i in LAND_KINDS for _ in range(KINDS[i].counts[column])]


def copies_marked(kind: int) -> dict[str, int]:
    """How many copies of `kind` carry each player-count mark: {"1+": n, "2+": n, "3+": n, "4": n}."""
    c = KINDS[kind].counts
    return {"1+": c[0], "2+": c[1] - c[0], "3+": c[2] - c[1], "4": c[3] - c[2]}


def card_name(kind: int) -> Message:
    return KINDS[kind].name


# --- Fumaroles, Dark Cities, the Sun ----------------------------------------------------
FUMAROLES = 11
DARK_CITIES = (9, 7, 5, 4, 4)  # one shared stack, the highest on top (taken first)


# --- Travellers ------------------------------------------------------------------------
TRAVELLER_POINTS = 5  # every Traveller scores this, plus its bonus if its goal holds


@attrs.frozen
class Traveller:
    key: str  # the notation's and the actions' name
    name: Message  # the printed name, kept in every language
    bonus: int
    goal: Message  # what its two rows must show


def _t(key, name, bonus, goal):
    return Traveller(key, Message(CARDS_CTX, name), bonus, Message(CARDS_CTX, goal))


TRAVELLERS: tuple[Traveller, ...] = (
    _t(
        "splash",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Splash"),
        5,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "at least 3 Water in its two rows"),
    ),
    _t(
        "burk",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Burk"),
        4,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "a Swamp in each of its two rows"),
    ),
    _t(
        "kark",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Kark"),
        6,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "at least 5 Mountains in its two rows"),
    ),
    _t(
        "floulou",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Floulou"),
        8,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "at least 2 each of Plant, Water, Mountain and Swamp in its two rows"),
    ),
    _t(
        "pshit",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Pshit"),
        5,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "at least 3 Fumaroles in its two rows"),
    ),
    _t(
        "boung",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Boung"),
        8,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "at least 2 dimensional portals in its two rows"),
    ),
    _t(
        "roro",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Roro"),
        4,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "at least 4 different animals in its two rows"),
    ),
    _t(
        "rumph",
        QT_TRANSLATE_NOOP("StrangeWorldCards", "Rumph"),
        6,
        QT_TRANSLATE_NOOP("StrangeWorldCards", "at least 3 Volcanoes in its two rows"),
    ),
)
TRAVELLER_KEYS = tuple(t.key for t in TRAVELLERS)
TRAVELLER_BY_KEY = {t.key: t for t in TRAVELLERS}
SOLO_TRAVELLERS = 3  # turned up in a solo game; the others go back in the box

# --- solo --------------------------------------------------------------------------------
SOLO_STACKS = 7
SOLO_STACK_SIZE = 3
# (lowest score, level text), best first: the first whose threshold the score reaches.
SOLO_LEVELS = (
    (
        80,
        Message(
            CTX,
            QT_TRANSLATE_NOOP(
                "StrangeWorld", "80☆ or more: the Tzimimes bow to you. The strange World above the clouds is yours."
            ),
        ),
    ),
    (
        75,
        Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "75 to 79☆: the Tzimimes are impressed. You are at home here.")),
    ),
    (70, Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "70 to 74☆: the Tzimimes are calm and put up with you."))),
    (
        60,
        Message(
            CTX,
            QT_TRANSLATE_NOOP("StrangeWorld", "60 to 69☆: a good start, but the Tzimimes chase you out of the sky."),
        ),
    ),
    (0, Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "59☆ or less: a Tzimime gobbles you up."))),
)


def solo_level(score: int) -> Message:
    for threshold, text in SOLO_LEVELS:
        if score >= threshold:
            return text
    return SOLO_LEVELS[-1][1]
