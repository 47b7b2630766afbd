"""A text form of a Cloudy Kingdom position, for tests, docs and bug reports.

docs/notation/cloudy-kingdom.md describes it; in short:

    cloudy-kingdom players=2 turn=0 phase=play
    ;  A         B         C
    1: oIo#0N    .         .
    2: oXo#12N/oIo#3E .    .
    3: .         .         .
    hands: oCo | ?
    magic: chop -inspiration burning | chop inspiration burning
    draw: oIo oXo ...
    discard: bIo#9
    box: -

A card is its kind code (end A, centre, end B: cards.DECK_MIX), an optional `#id`, and
on the table the direction end A points to (N, E, S, W = turns 0-3). A kind without an
id takes the lowest free id of that kind, so tests can write positions by kind only.
`@B0N` is seat 0's Burning Crossing, `@D1E` seat 1's Dead End. `?` is a hidden card,
`-` an empty list, `...` at the end of the draw pile: every card not named elsewhere.
"""

from __future__ import annotations

import re

from cloudtable.engine import Rng

from .cards import (
    BURNING,
    DEAD_END,
    EFFECTS,
    FIRST_GAME_MAGIC,
    LAYOUTS,
    ROUTE_CARDS,
    card_kind,
    is_magic,
    layout_for,
    magic_id,
    magic_of,
)
from .geometry import DIRECTION_NAMES, board
from .state import DEFAULT_FAMILIES, PLAY, State

HEADER = "cloudy-kingdom"
_CARD = re.compile(
    r"^(?:(?P<code>[a-z][A-Za-z][a-z])(?:#(?P<id>\d+))?|#(?P<bare>\d+)|@(?P<magic>[BD])(?P<seat>\d))(?P<dir>[NESW])?$"
)
_MAGIC_LETTERS = {"B": BURNING, "D": DEAD_END}


class NotationError(ValueError):
    pass


# --- format --------------------------------------------------------------------------------


def card_token(card: int, turns: int | None = None) -> str:
    if card < 0:
        text = "?"
    elif is_magic(card):
        seat, effect = magic_of(card)
        text = f"@{'B' if effect == BURNING else 'D'}{seat}"
    else:
        text = f"{ROUTE_CARDS[card].code}#{card}"
    return text if turns is None else text + DIRECTION_NAMES[turns % 4]


def _cards(cards) -> str:
    return " ".join(card_token(c) for c in cards) or "-"


def format_state(s: State) -> str:
    bd = s.board
    head = [HEADER, f"players={s.players}", f"layout={s.layout}", f"turn={s.turn}"]
    if s.actor != s.turn:
        head.append(f"actor={s.actor}")
    head.append(f"phase={s.phase}")
    if s.anchor >= 0:
        head.append(f"anchor={bd.cell_name(s.anchor)}")
    if s.magic_turn:
        head.append("magic_turn=yes")
    if s.end:
        head.append(f"end={s.end}")
        head.append("winners=" + (",".join(map(str, s.winners)) or "-"))
    if s.families != DEFAULT_FAMILIES:
        head.append(f"families={s.families}")
    head.append(f"rng={s.rng.state}")
    lines = [" ".join(head)]
    cells = ["/".join(card_token(c, t) for c, t in stack) or "." for stack in s.stacks]
    width = max(len(c) for c in cells) + 1
    lines.append(";  " + "".join(letter.ljust(width) for letter in "ABCD"[: bd.size]).rstrip())
    for r in range(bd.size):
        row = cells[r * bd.size : (r + 1) * bd.size]
        lines.append(f"{r + 1}: " + "".join(c.ljust(width) for c in row).rstrip())
    lines.append("hands: " + " | ".join(_cards(h) for h in s.hands))
    lines.append(
        "magic: "
        + " | ".join(
            " ".join(e if e in s.magic[i] else "-" + e for e in chosen) or "-" for i, chosen in enumerate(s.chosen)
        )
    )
    lines.append("draw: " + _cards(reversed(s.draw)))
    lines.append("discard: " + _cards(reversed(s.discard)))
    lines.append("box: " + _cards(s.box))
    return "\n".join(lines) + "\n"


# --- parse ---------------------------------------------------------------------------------


class _Card:
    """A card token waiting for its id."""

    code: str | None
    id: int | None  # None until `parse_state` gives it the lowest free id of its kind
    turns: int | None  # None off the table

    def __init__(self, token: str, with_dir: bool):
        m = _CARD.match(token)
        if token == "?":
            self.code, self.id, self.turns = None, -1, None
            return
        if not m or (m["dir"] is not None) != with_dir:
            where = "on the table (with a direction N, E, S or W)" if with_dir else "off the table (no direction)"
            raise NotationError(f"not a card {where}: {token!r}")
        self.turns = DIRECTION_NAMES.index(m["dir"]) if m["dir"] else None
        if m["magic"]:
            self.code = None
            self.id = magic_id(int(m["seat"]), _MAGIC_LETTERS[m["magic"]])
        elif m["bare"]:
            self.code, self.id = None, int(m["bare"])
        else:
            self.code = m["code"]
            self.id = int(m["id"]) if m["id"] else None
            if self.id is not None and self.id < len(ROUTE_CARDS) and ROUTE_CARDS[self.id].code != self.code:
                raise NotationError(f"card #{self.id} is a {ROUTE_CARDS[self.id].code}, not a {self.code}")
        if self.id is not None and self.id >= 0 and not is_magic(self.id) and self.id >= len(ROUTE_CARDS):
            raise NotationError(f"there is no route card #{self.id}")

    @property
    def found_id(self) -> int:
        """The id, once every card has one."""
        assert self.id is not None, "a card without its id"
        return self.id

    def on_table(self) -> tuple[int, int]:
        """(id, turns) of a card on the table."""
        assert self.turns is not None, "a card on the table without its direction"
        return self.found_id, self.turns


def _split_cards(text: str, with_dir: bool = False) -> list[_Card]:
    text = text.strip()
    if text in ("", "-"):
        return []
    return [_Card(tok, with_dir) for tok in text.split()]


def parse_state(text: str, seed: int = 0) -> State:
    """The position a text describes; NotationError says what is wrong."""
    lines = [ln.rstrip() for ln in text.strip().splitlines() if ln.strip() and not ln.lstrip().startswith(";")]
    if not lines or lines[0].split()[0] != HEADER:
        raise NotationError(f"a position starts with {HEADER!r}")
    head = {}
    for item in lines[0].split()[1:]:
        key, sep, value = item.partition("=")
        if not sep:
            raise NotationError(f"expected key=value in the first line: {item!r}")
        head[key] = value
    try:
        players = int(head.get("players", "2"))
        layout = head.get("layout") or layout_for(players).name
    except ValueError as error:
        raise NotationError(str(error)) from None
    if layout not in LAYOUTS:
        raise NotationError(f"unknown layout {layout!r}")
    bd = board(layout)
    rows: dict[int, list[list[_Card]]] = {}
    sections: dict[str, str] = {}
    for line in lines[1:]:
        key, sep, rest = line.partition(":")
        if not sep:
            raise NotationError(f"expected 'name: ...': {line!r}")
        key = key.strip()
        if key.isdigit():
            cells = rest.split()
            if len(cells) != bd.size:
                raise NotationError(f"row {key} needs {bd.size} cells, not {len(cells)}")
            rows[int(key)] = [[] if c == "." else [_Card(tok, True) for tok in c.split("/")] for c in cells]
        elif key in ("hands", "magic", "draw", "discard", "box"):
            sections[key] = rest
        else:
            raise NotationError(f"unknown line {key!r}")
    if sorted(rows) != list(range(1, bd.size + 1)):
        raise NotationError(f"the grid needs rows 1 to {bd.size}")
    grid = [rows[r][c] for r in range(1, bd.size + 1) for c in range(bd.size)]
    hands = (
        [_split_cards(h) for h in sections["hands"].split("|")] if "hands" in sections else [[] for _ in range(players)]
    )
    if len(hands) != players:
        raise NotationError(f"hands: one entry per player ({players}) separated by |")
    draw_text = sections.get("draw", "...").split()
    rest_of_deck = bool(draw_text) and draw_text[-1] == "..."
    draw = _split_cards(" ".join(draw_text[:-1] if rest_of_deck else draw_text))
    discard = _split_cards(sections.get("discard", ""))
    box = _split_cards(sections.get("box", ""))

    # Give every card an id: explicit ones first, then the lowest free id of each kind.
    everything = [c for stack in grid for c in stack] + [c for h in hands for c in h] + discard + box + draw
    used: set[int] = set()
    for card in everything:
        if card.id is not None and card.id >= 0:
            if card.id in used:
                raise NotationError(f"card {card_token(card.id)} appears twice")
            used.add(card.id)
    for card in everything:
        if card.id is None:
            free = [i for i, kind in enumerate(ROUTE_CARDS) if kind.code == card.code and i not in used]
            if not free:
                raise NotationError(f"no {card.code} card left")
            card.id = free[0]
            used.add(card.id)
    draw_ids = [c.found_id for c in draw]
    if rest_of_deck:
        draw_ids += [i for i in range(len(ROUTE_CARDS)) if i not in used]

    chosen, unused = _parse_magic(sections.get("magic"), players)
    for stack in grid:
        for card in stack:
            if is_magic(card.found_id):
                seat, effect = magic_of(card.found_id)
                if seat >= players or effect not in chosen[seat] or effect in unused[seat]:
                    raise NotationError(f"{card_token(card.found_id)}: seat {seat} has no used {effect} card")
    try:
        turn = int(head.get("turn", "0"))
        actor = int(head.get("actor", str(turn)))
        anchor = bd.cell_of_name(head["anchor"]) if head.get("anchor", "-") != "-" else -1
        winners = tuple(int(w) for w in head.get("winners", "-").split(",") if w != "-")
        rng = Rng(int(head.get("rng", str(seed))))
    except ValueError as error:
        raise NotationError(str(error)) from None
    if not (0 <= turn < players and 0 <= actor < players):
        raise NotationError("turn and actor are seats 0 to players-1")
    families = head.get("families", DEFAULT_FAMILIES)
    if sorted(families) != sorted(DEFAULT_FAMILIES):
        raise NotationError(f"families={families}: the four letters a b c d, each once")
    s = State(
        players,
        layout,
        [tuple(c.on_table() for c in stack) for stack in grid],
        [[c.found_id for c in h] for h in hands],
        draw_ids[::-1],
        [c.found_id for c in discard][::-1],
        [c.found_id for c in box],
        chosen,
        unused,
        rng,
        turn,
        actor,
        head.get("phase", PLAY),
        anchor,
        head.get("magic_turn", "no") == "yes",
        winners,
        head.get("end", ""),
        families,
    )
    s.refresh_links()
    return s


def _parse_magic(text: str | None, players: int) -> tuple[list[list[str]], list[list[str]]]:
    if text is None:
        return [list(FIRST_GAME_MAGIC) for _ in range(players)], [list(FIRST_GAME_MAGIC) for _ in range(players)]
    parts = text.split("|")
    if len(parts) != players:
        raise NotationError(f"magic: one entry per player ({players}) separated by |")
    chosen, unused = [], []
    for part in parts:
        mine, left = [], []
        for word in part.split():
            if word == "-":
                continue
            effect = word.lstrip("-")
            if effect not in EFFECTS:
                raise NotationError(f"unknown magic card {effect!r} (one of {', '.join(EFFECTS)})")
            mine.append(effect)
            if not word.startswith("-"):
                left.append(effect)
        chosen.append(mine)
        unused.append(sorted(left, key=EFFECTS.index))
    return chosen, unused


def kind_of(card: int) -> str:
    """The kind code of any card id (route or magic), for messages and tests."""
    return card_kind(card).code
