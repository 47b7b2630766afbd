"""A text form of a Strange World position, for tests, docs and bug reports
(docs/notation/strange-world.md describes it). In short:

    strange-world players=2 round=2 phase=place sun=1 dir=cw turn=1 rng=7
    deck: O MM W* VS
    supply: fumaroles=10 cities=9,7,5,4,4 travellers=splash,burk,kark,floulou,pshit,boung,roro,rumph
    boxed: starts=M,S
    world 0: hand=MM,O
      row 3: W    Pr*  S*
      row 4: .    MM+  .
      cols: 2
    world 1: hand=?,?,?
      row 2: O    .
      row 3: Pb   _WS
      cols: 3

A card is its kind's code (cards.KINDS: icon letters M W P S V with the animal after each
P, `*` for a portal card, `O` a Moon); `_` before it: face down; `+` after it: under a
Fumarole; `.` an empty cell; `?` a hidden card; `-` an empty list. Rows are the grid's
(state.py: the start card is at row 3, col 3); `cols` is the grid column of the first cell
written. `~` as the deck (parse only): every card of the deck not named elsewhere, shuffled.
"""

from __future__ import annotations

import re

from cloudtable.engine import Rng

from .cards import (
    CODES,
    DARK_CITIES,
    FUMAROLES,
    HIDDEN,
    KINDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SOLO_STACKS,
    TRAVELLER_KEYS,
    deck_kinds,
)
from .state import BIT, COL, EMPTY, GRID, PHASES, ROW, City, Seated, State, World, cell_of

HEADER = "strange-world"
_TOKEN = re.compile(r"^(?P<down>_?)(?P<code>[A-Za-z*]+)(?P<covered>\+?)$")


class NotationError(ValueError):
    pass


# --- format ------------------------------------------------------------------------------
def card_code(kind: int) -> str:
    return "?" if kind == HIDDEN else KINDS[kind].code


def _cards(cards, sep: str = " ") -> str:
    return sep.join(card_code(c) for c in cards) or "-"


def _where(cell: int) -> str:
    return f"{ROW[cell]},{COL[cell]}"


def cell_token(w: World, cell: int) -> str:
    kind = w.cells[cell]
    if kind == EMPTY:
        return "."
    text = card_code(kind)
    if w.down & BIT[cell]:
        text = "_" + text
    if w.covered & BIT[cell]:
        text += "+"
    return text


def format_world(w: World, seat: int, hand: list[int]) -> list[str]:
    lines = [f"world {seat}: hand={_cards(hand, ',')}"]
    tokens = {
        (r, c): cell_token(w, cell_of(r, c)) for r in range(w.top, w.bottom + 1) for c in range(w.left, w.right + 1)
    }
    width = max(len(t) for t in tokens.values()) + 1
    for r in range(w.top, w.bottom + 1):
        row = "".join(tokens[r, c].ljust(width) for c in range(w.left, w.right + 1)).rstrip()
        lines.append(f"  row {r}: {row}")
    lines.append(f"  cols: {w.left}")
    if w.portals:
        lines.append("  portals: " + " ".join(f"{_where(a)}+{_where(b)}" for a, b in w.portals))
    if w.travellers:
        lines.append("  travellers: " + " ".join(f"{t.key}:{'R' if t.right else 'L'}:{t.top}" for t in w.travellers))
    if w.cities:
        lines.append("  cities: " + " ".join(f"{c.value}:{_where(c.a)}+{_where(c.b)}" for c in w.cities))
    return lines


def format_state(s: State) -> str:
    head = [
        HEADER,
        f"players={s.players}",
        f"round={s.round}",
        f"phase={s.phase}",
        f"sun={s.sun}",
        f"dir={'cw' if s.clockwise else 'ccw'}",
        f"turn={s.turn}",
    ]
    if s.pending >= 0:
        head.append(f"pending={_where(s.pending)}")
    if s.erupting:
        head.append("erupting=yes")
    if s.stack >= 0:
        head.append(f"stack={s.stack}")
    head.append(f"rng={s.rng.state}")
    lines = [" ".join(head), f"deck: {_cards(s.deck)}"]
    lines.append(
        f"supply: fumaroles={s.fumaroles} cities={','.join(map(str, s.cities)) or '-'} "
        f"travellers={','.join(s.travellers) or '-'}"
    )
    boxed = f"boxed: starts={_cards(s.boxed_starts, ',')}"
    if s.boxed_travellers:
        boxed += f" travellers={','.join(s.boxed_travellers)}"
    lines.append(boxed)
    if s.stacks:
        lines.append("stacks: " + " ".join(_cards(st, "/") for st in s.stacks))
    for seat, w in enumerate(s.worlds):
        lines.extend(format_world(w, seat, s.hands[seat]))
    return "\n".join(lines)


# --- parse -------------------------------------------------------------------------------
def _kind(code: str) -> int:
    if code == "?":
        return HIDDEN
    if code not in CODES:
        raise NotationError(f"unknown card {code!r}")
    return CODES[code]


def _card_list(text: str, sep: str | None = None) -> list[int]:
    text = text.strip()
    if text in ("-", ""):
        return []
    return [_kind(t) for t in (text.split(sep) if sep else text.split())]


def _cell(text: str) -> int:
    try:
        r, c = (int(x) for x in text.split(","))
    except ValueError:
        raise NotationError(f"bad cell {text!r}") from None
    if not (0 <= r < GRID and 0 <= c < GRID):
        raise NotationError(f"cell {text!r} is off the grid")
    return cell_of(r, c)


def _fields(text: str) -> dict[str, str]:
    out = {}
    for item in text.split():
        key, sep, value = item.partition("=")
        if not sep:
            raise NotationError(f"expected key=value, got {item!r}")
        out[key] = value
    return out


def _parse_world(lines: list[str]) -> tuple[World, list[int]]:
    head = lines[0]
    m = re.match(r"^world (\d+):\s*hand=(\S+)$", head)
    if not m:
        raise NotationError(f"bad world line {head!r}")
    hand = sorted(_card_list(m.group(2), ","))
    rows: list[tuple[int, list[str]]] = []
    left = None
    w = World([EMPTY] * (GRID * GRID))
    portals, travellers, cities = [], [], []
    for line in lines[1:]:
        key, _, value = line.strip().partition(":")
        value = value.strip()
        if key.startswith("row "):
            rows.append((int(key[4:]), value.split()))
        elif key == "cols":
            left = int(value)
        elif key == "portals":
            for item in value.split():
                a, _, b = item.partition("+")
                portals.append((_cell(a), _cell(b)))
        elif key == "travellers":
            for item in value.split():
                parts = item.split(":")
                if len(parts) != 3 or parts[0] not in TRAVELLER_KEYS or parts[1] not in ("L", "R"):
                    raise NotationError(f"bad traveller {item!r}")
                travellers.append(Seated(parts[0], parts[1] == "R", int(parts[2])))
        elif key == "cities":
            for item in value.split():
                value_text, _, where = item.partition(":")
                a, _, b = where.partition("+")
                cities.append(City(int(value_text), _cell(a), _cell(b)))
        else:
            raise NotationError(f"unknown world line {line!r}")
    if left is None or not rows:
        raise NotationError("a world needs rows and 'cols'")
    down = covered = 0
    for r, tokens in rows:
        for i, token in enumerate(tokens):
            if token == ".":
                continue
            m = _TOKEN.match(token)
            if not m:
                raise NotationError(f"bad cell {token!r}")
            cell = _cell(f"{r},{left + i}")
            w.put(cell, _kind(m.group("code")))
            if m.group("down"):
                down |= BIT[cell]
            if m.group("covered"):
                covered |= BIT[cell]
    if w.count == 0:
        raise NotationError("a world has at least its start card")
    w.down, w.covered = down, covered
    w.portals, w.travellers, w.cities = portals, travellers, cities
    return w, hand


def parse_state(text: str) -> State:
    """The position `text` describes. NotationError if it is malformed."""
    lines = [ln.rstrip() for ln in text.strip().splitlines() if ln.strip()]
    if not lines or not lines[0].startswith(HEADER + " "):
        raise NotationError(f"a position starts with '{HEADER}'")
    head = _fields(lines[0][len(HEADER) :])
    try:
        players = int(head.get("players", "0"))
    except ValueError:
        raise NotationError("players is a number") from None
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise NotationError("one to four players")
    phase = head.get("phase", "place")
    if phase not in PHASES:
        raise NotationError(f"unknown phase {phase!r}")
    deck_text = supply = boxed = stacks_text = None
    blocks: list[list[str]] = []
    for line in lines[1:]:
        if line.startswith("deck:"):
            deck_text = line[5:]
        elif line.startswith("supply:"):
            supply = _fields(line[7:])
        elif line.startswith("boxed:"):
            boxed = _fields(line[6:])
        elif line.startswith("stacks:"):
            stacks_text = line[7:]
        elif line.startswith("world "):
            blocks.append([line])
        elif blocks and line.startswith(" "):
            blocks[-1].append(line)
        else:
            raise NotationError(f"unexpected line {line!r}")
    if len(blocks) != players:
        raise NotationError(f"{players} players need {players} worlds")
    worlds, hands = [], []
    for block in blocks:
        w, hand = _parse_world(block)
        worlds.append(w)
        hands.append(hand)
    supply = supply or {}
    boxed = boxed or {}
    # Left out, the supplies hold what the Worlds do not use.
    seated = [t.key for w in worlds for t in w.travellers]
    if "travellers" in supply:
        travellers = [] if supply["travellers"] == "-" else supply["travellers"].split(",")
    else:
        travellers = [k for k in TRAVELLER_KEYS if k not in seated] if players > 1 else []
    if "cities" in supply:
        cities = [] if supply["cities"] == "-" else [int(x) for x in supply["cities"].split(",")]
    else:
        cities = list(DARK_CITIES)
        for city in (c for w in worlds for c in w.cities):
            if city.value in cities:
                cities.remove(city.value)
    if "fumaroles" in supply:
        fumaroles = int(supply["fumaroles"])
    else:
        fumaroles = FUMAROLES - sum(w.covered.bit_count() for w in worlds)
    try:
        s = State(
            Rng(int(head.get("rng", "0"))),
            worlds,
            hands,
            [],
            phase,
            round=int(head.get("round", "1")),
            sun=int(head.get("sun", "0")),
            clockwise=head.get("dir", "cw") == "cw",
            turn=int(head.get("turn", "0")),
            pending=_cell(head["pending"]) if "pending" in head else -1,
            erupting=head.get("erupting", "no") == "yes",
            travellers=travellers,
            fumaroles=fumaroles,
            cities=cities,
            boxed_starts=_card_list(boxed.get("starts", "-"), ","),
            boxed_travellers=[] if boxed.get("travellers", "-") == "-" else boxed["travellers"].split(","),
            stacks=[] if stacks_text is None else [_card_list(t, "/") for t in stacks_text.split()],
            stack=int(head.get("stack", "-1")),
        )
    except ValueError as error:
        raise NotationError(str(error)) from None
    for key in (*s.travellers, *s.boxed_travellers):
        if key not in TRAVELLER_KEYS:
            raise NotationError(f"unknown traveller {key!r}")
    if s.stacks and len(s.stacks) != SOLO_STACKS:
        raise NotationError(f"solo has {SOLO_STACKS} stacks")
    if deck_text is not None and deck_text.strip() == "~":
        rest = deck_kinds(players)
        named = (
            [k for h in hands for k in h]
            + [k for w in worlds for k in w.cells if k >= 0]
            + [k for st in s.stacks for k in st]
        )
        for k in named:
            if k in rest:
                rest.remove(k)
        s.rng.shuffle(rest)
        s.deck = rest
    else:
        s.deck = _card_list(deck_text or "-")
    if not 0 <= s.sun < players or not 0 <= s.turn < players:
        raise NotationError("sun and turn are seats")
    return s
