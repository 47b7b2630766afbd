"""The state of a Cloudy Kingdom game: one attrs class holding everything, the RNG too.

Seat i owns the layout's castles marked with letter i ("a" for seat 0, cards.LAYOUTS); the
rules know families by those letters only. Which family (cards.FAMILIES: colour, crest, name)
each letter's castles show is `families`, chosen in New Game ("abcd": seat 0 red...; with three
players the fourth letter's castles show the family nobody chose). Card piles are lists whose *last*
item is the top. A stack is a tuple of (card id, turns) from the bottom card to the top
one. Hidden cards (in views) are -1.
"""

from __future__ import annotations

from bisect import insort

import attrs

from cloudtable.engine import Rng
from cloudtable.engine.snapshot import Fields, bad, integer, integers, items, list_of, text

from .cards import EFFECTS, LAYOUTS, MAGIC_BASE, ROUTE_COUNT, layout_for, magic_id
from .geometry import Board, board, stack_links

# Phases: what the acting seat (`actor`) must do now.
PICK = "pick"  # set-up with magic="pick": PickMagic, three per player in turn
PLAY = "play"  # an ordinary turn: PlayRoute with the hand card, or PlayMagic
INSPIRATION = "inspiration"  # two cards in hand: PlayRoute one, the other is discarded
FAST_EMPTY = "fast_empty"  # Fast Growth's first card: PlayRoute on an empty cell
FAST_TOP = "fast_top"  # Fast Growth's second card: PlayRoute across the first (cell `anchor`)
GREEN_OTHERS = "green_others"  # Green Thumb: each other player in turn answers Exchange
GREEN_PLAY = "green_play"  # Green Thumb: PlayRoute both hand cards, in any order
REPLANT = "replant"  # Replanting: PlayRoute the card taken from the discard pile
OVER = "over"
PHASES = (PICK, PLAY, INSPIRATION, FAST_EMPTY, FAST_TOP, GREEN_OTHERS, GREEN_PLAY, REPLANT, OVER)

# Why the game ended.
END_ROUTE = "route"  # a played route card joined castles
END_MAGIC = "magic"  # a spell joined castles of other families: they win at once
END_DELAYED = "delayed"  # a spell's route for its caster was still there at their next turn
END_DECK = "deck"  # the draw pile ran out and the last cards were played: a draw
ENDS = ("", END_ROUTE, END_MAGIC, END_DELAYED, END_DECK)

DEFAULT_FAMILIES = "abcd"  # seat i shows family i


@attrs.define
class Ids:
    """Which physical card lies where, so that a move says what it moved (`Game.moves`): each
    route card has a number from the deal (its place in the shuffled draw pile), never its face;
    a magic card on the table keeps its own id (cards.magic_id: it is public). Public: a hand's
    numbers are a set, not bound to its cards (a card leaving a hand takes the hand's lowest
    number), so that no number tells which of two hidden cards went."""

    draw: list[int]  # top last, like the draw pile
    hands: list[list[int]]  # each sorted
    discard: list[int]  # like the discard pile
    stacks: list[list[int]]  # per cell, bottom -> top, like the stacks
    box: list[int]  # route cards removed from the game (Chop!)

    def copy(self) -> Ids:
        return Ids(
            list(self.draw),
            [list(h) for h in self.hands],
            list(self.discard),
            [list(c) for c in self.stacks],
            list(self.box),
        )

    def draw_to(self, seat: int) -> None:
        insort(self.hands[seat], self.draw.pop())

    def leave(self, seat: int) -> int:
        """The number of a card leaving the seat's hand: the hand's lowest."""
        return self.hands[seat].pop(0)

    def discard_hand(self, seat: int) -> None:
        self.discard.extend(self.hands[seat])
        self.hands[seat] = []

    def zones(self) -> dict[int, tuple]:
        """Card number -> its zone: ("draw",), ("hand", seat), ("discard",), ("cell", cell), ("box",)."""
        out: dict[int, tuple] = {card: ("draw",) for card in self.draw}
        for seat, hand in enumerate(self.hands):
            out.update((card, ("hand", seat)) for card in hand)
        out.update((card, ("discard",)) for card in self.discard)
        for cell, stack in enumerate(self.stacks):
            out.update((card, ("cell", cell)) for card in stack)
        out.update((card, ("box",)) for card in self.box)
        return out


@attrs.define(eq=False)
class State:
    players: int
    layout: str  # "A" or "B" (cards.LAYOUTS)
    stacks: list[tuple[tuple[int, int], ...]]  # per cell, bottom -> top
    hands: list[list[int]]
    draw: list[int]  # the draw pile, top last
    discard: list[int]  # the discard pile, top last (face up)
    box: list[int]  # route cards removed from the game (Chop!)
    chosen: list[list[str]]  # each seat's magic cards (effects), in the order taken
    magic: list[list[str]]  # each seat's magic cards not used yet
    rng: Rng
    turn: int = 0  # whose turn it is
    actor: int = 0  # who must act now (another player during Green Thumb)
    phase: str = PLAY
    anchor: int = -1  # Fast Growth: the cell of the first card
    magic_turn: bool = False  # a spell was cast this turn: its caster cannot win in it
    winners: tuple[int, ...] = ()
    end: str = ""  # END_* once over
    families: str = DEFAULT_FAMILIES  # per castle letter a-d, the family shown (a permutation of "abcd")
    # Derived, never saved: what each stack joins (geometry.stack_links).
    links: list[tuple[int, ...]] = attrs.field(factory=list)
    # Which card is where, for the moves' events (not in the snapshot: saves and notation do
    # without; None in a state read from notation, whose moves then say nothing).
    ids: Ids | None = None

    @property
    def board(self) -> Board:
        return board(self.layout)

    @property
    def size(self) -> int:
        return self.board.size

    def refresh_links(self, cell: int | None = None) -> None:
        if cell is None or len(self.links) != len(self.stacks):
            self.links = [stack_links(s) for s in self.stacks]
        else:
            self.links[cell] = stack_links(self.stacks[cell])

    def copy(self) -> State:
        return State(
            self.players,
            self.layout,
            list(self.stacks),
            [list(h) for h in self.hands],
            list(self.draw),
            list(self.discard),
            list(self.box),
            [list(c) for c in self.chosen],
            [list(m) for m in self.magic],
            self.rng.copy(),
            self.turn,
            self.actor,
            self.phase,
            self.anchor,
            self.magic_turn,
            self.winners,
            self.end,
            self.families,
            list(self.links),
            None if self.ids is None else self.ids.copy(),
        )

    def snapshot(self) -> dict:
        return {
            "players": self.players,
            "layout": self.layout,
            "stacks": [[list(card) for card in s] for s in self.stacks],
            "hands": [list(h) for h in self.hands],
            "draw": list(self.draw),
            "discard": list(self.discard),
            "box": list(self.box),
            "chosen": [list(c) for c in self.chosen],
            "magic": [list(m) for m in self.magic],
            "rng": self.rng.state,
            "turn": self.turn,
            "actor": self.actor,
            "phase": self.phase,
            "anchor": self.anchor,
            "magic_turn": self.magic_turn,
            "winners": list(self.winners),
            "end": self.end,
            # Only when chosen: a game saved before families could be chosen keeps its snapshot.
            **({"families": self.families} if self.families != DEFAULT_FAMILIES else {}),
        }

    @classmethod
    def from_snapshot(cls, data: object) -> State:
        """The state (a view) whose snapshot is `data`, each entry checked (engine/snapshot.py)."""
        f = Fields(data)
        players = f.integer("players", 2, 4)
        layout = f.text("layout", LAYOUTS)
        if layout != layout_for(players).name:
            raise bad("layout")
        cells = board(layout).cells
        magic_ids = {magic_id(seat, effect) for seat in range(players) for effect in EFFECTS}

        def card(value: object, where: str) -> int:
            number = integer(value, 0, MAGIC_BASE + 10 * players, where)
            if number >= ROUTE_COUNT and number not in magic_ids:
                raise bad(where)
            return number

        def placed(value: object, where: str) -> tuple[int, int]:
            entry = items(value, where, length=2)
            return card(entry[0], where), integer(entry[1], 0, 3, where)

        def stack(value: object, where: str) -> tuple[tuple[int, int], ...]:
            return tuple(list_of(value, placed, where, most=4 * ROUTE_COUNT))

        def effects(value: object, where: str) -> list[str]:
            return list_of(value, lambda v, w: text(v, w, EFFECTS), where, most=len(EFFECTS))

        def seat(value: object, where: str) -> int:
            return integer(value, 0, players - 1, where)

        families = f.text("families", pattern="[a-d]{4}") if f.has("families") else DEFAULT_FAMILIES
        if sorted(families) != list(DEFAULT_FAMILIES):
            raise bad("families")
        s = cls(
            players,
            layout,
            f.list_of("stacks", stack, length=cells),
            f.list_of("hands", lambda v, w: integers(v, -1, ROUTE_COUNT - 1, w, most=ROUTE_COUNT), length=players),
            f.integers("draw", -1, ROUTE_COUNT - 1, most=ROUTE_COUNT),
            f.list_of("discard", card, most=ROUTE_COUNT),
            f.list_of("box", card, most=ROUTE_COUNT),
            f.list_of("chosen", effects, length=players),
            f.list_of("magic", effects, length=players),
            f.rng(),
            seat(f.raw("turn"), "turn"),
            seat(f.raw("actor"), "actor"),
            f.text("phase", PHASES),
            f.integer("anchor", -1, cells - 1),
            f.boolean("magic_turn"),
            tuple(f.list_of("winners", seat, most=players)),
            f.text("end", ENDS),
            families,
        )
        s.refresh_links()  # derived, never sent
        return s

    def family(self, seat: int) -> int:
        """The family (index into cards.FAMILIES) that seat `seat`'s castles show."""
        return "abcd".index(self.families[seat])
