"""The state of a game of Cloud 9: one mutable attrs object holding everything."""

from __future__ import annotations

import attrs

from cloudtable.engine import Rng
from cloudtable.engine.snapshot import Fields, bad, boolean, integer, integers, items

from .cards import BLANK, CARD_COUNT, DICE, HIDDEN, MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS, POINTS

# Phases: who must decide what (the seat is `rules.current_player`).
ROLL = "roll"  # the pilot must roll the dice
ALONE = "alone"  # the pilot is alone aboard: roll again (stay) or jump
DECIDE = "decide"  # a passenger, in turn from the pilot's left, jumps or stays
PAY = "pay"  # the pilot pays for the climb, or lets the balloon fall
OVER = "over"  # the game has ended
PHASES = (ROLL, ALONE, DECIDE, PAY, OVER)


@attrs.frozen
class Gain:
    """Points scored once: by jumping at `cloud`, or by arriving at cloud 9."""

    voyage: int
    seat: int
    cloud: int
    points: int


@attrs.define
class Ids:
    """Which physical card lies where, so that a move says what it moved (`Game.moves`): each
    card has a number from the deal (its place in the shuffled deck), never its face. Public: a
    hand's numbers are a set, not bound to its cards (a card leaving a hand takes the hand's
    lowest number), and the draw pile's are in no order of the cards; a card shuffled back into
    the draw pile takes a new number (`fresh` on), so that no number tells where a card whose
    face was seen in the discard went."""

    draw: list[int]  # top last, like the draw pile
    hands: list[list[int]]  # each sorted
    discard: list[int]  # like the discard pile
    fresh: int  # the next new number

    def copy(self) -> Ids:
        return Ids(list(self.draw), [list(h) for h in self.hands], list(self.discard), self.fresh)

    def zones(self) -> dict[int, tuple]:
        """Card number -> its zone: ("draw",), ("hand", seat), ("discard",)."""
        out: dict[int, tuple] = {card: ("draw",) for card in self.draw}
        for seat, hand in enumerate(self.hands):
            out.update((card, ("hand", seat)) for card in hand)
        out.update((card, ("discard",)) for card in self.discard)
        return out


@attrs.define
class State:
    rng: Rng
    hands: list[list[int]]  # card ids per seat, sorted; cards.HIDDEN in another seat's view
    draw: list[int]  # the draw pile, top card last; all HIDDEN in a view
    discard: list[int]  # the discard pile, top card last; public (every played card was shown)
    scores: list[int]
    aboard: list[bool]  # who is in the basket
    pilot: int
    cloud: int = 1  # where the balloon is, 1-9
    phase: str = ROLL
    roll: tuple[int, ...] = ()  # faces of the last roll (cards.GREEN..YELLOW or BLANK); kept until the next
    decisions: list[tuple[int, bool]] = attrs.Factory(list)  # this climb so far: (seat, jumped), in order
    voyage: int = 1  # voyages are counted from 1
    gains: list[Gain] = attrs.Factory(list)  # every score, in order: the outcome's breakdown
    # Per seat, its colour as a letter ("a" is cards.PLAYER_COLOURS[0], "b" the next...), chosen
    # in New Game; only names and looks depend on it. Empty: seat i has colour i.
    colours: str = ""
    # Which card is where, for the moves' events (not in the snapshot: saves and notation do
    # without; None in a state read from notation, whose moves then say nothing).
    ids: Ids | None = attrs.field(default=None, eq=False)

    @property
    def players(self) -> int:
        return len(self.hands)

    def copy(
        self, rng: Rng | None = None, hands: list[list[int]] | None = None, draw: list[int] | None = None
    ) -> State:
        """A copy; `rng`, `hands` and `draw`, where given, are the copy's own (a seat's view)."""
        return State(
            self.rng.copy() if rng is None else rng,
            [list(h) for h in self.hands] if hands is None else hands,
            list(self.draw) if draw is None else draw,
            list(self.discard),
            list(self.scores),
            list(self.aboard),
            self.pilot,
            self.cloud,
            self.phase,
            self.roll,
            list(self.decisions),
            self.voyage,
            list(self.gains),
            self.colours,
            None if self.ids is None else self.ids.copy(),
        )

    def snapshot(self) -> dict:
        """The whole state as plain JSON data."""
        return {
            "rng": self.rng.state,
            "hands": [list(h) for h in self.hands],
            "draw": list(self.draw),
            "discard": list(self.discard),
            "scores": list(self.scores),
            "aboard": list(self.aboard),
            "pilot": self.pilot,
            "cloud": self.cloud,
            "phase": self.phase,
            "roll": list(self.roll),
            "decisions": [[seat, jumped] for seat, jumped in self.decisions],
            "voyage": self.voyage,
            "gains": [[g.voyage, g.seat, g.cloud, g.points] for g in self.gains],
            # Only when chosen: a game saved before colours could be chosen keeps its snapshot.
            **({"colours": self.colours} if self.colours else {}),
        }

    @classmethod
    def from_snapshot(cls, data: object) -> State:
        """The state (a view) whose snapshot is `data`, each entry checked (engine/snapshot.py)."""
        f = Fields(data)
        hands = f.list_of("hands", lambda v, w: integers(v, HIDDEN, CARD_COUNT - 1, w), most=MAX_PLAYERS)
        players = len(hands)
        if players < MIN_PLAYERS:
            raise bad("hands")

        def seat(value: object, where: str) -> int:
            return integer(value, 0, players - 1, where)

        def decision(value: object, where: str) -> tuple[int, bool]:
            entry = items(value, where, length=2)
            return seat(entry[0], where), boolean(entry[1], where)

        def gain(value: object, where: str) -> Gain:
            entry = items(value, where, length=4)
            return Gain(
                integer(entry[0], 1, 10_000, where),
                seat(entry[1], where),
                integer(entry[2], 0, len(POINTS) - 1, where),
                integer(entry[3], 0, 10_000, where),
            )

        colours = f.text("colours", pattern="[a-z]*") if f.has("colours") else ""
        if colours and (
            len(colours) != players
            or len(set(colours)) != players
            or any(ord(c) - ord("a") >= len(PLAYER_COLOURS) for c in colours)
        ):
            raise bad("colours")
        return cls(
            f.rng(),
            hands,
            f.integers("draw", HIDDEN, CARD_COUNT - 1),
            f.integers("discard", 0, CARD_COUNT - 1),
            f.integers("scores", 0, 10_000, length=players),
            f.list_of("aboard", boolean, length=players),
            seat(f.raw("pilot"), "pilot"),
            f.integer("cloud", 1, len(POINTS) - 1),
            f.text("phase", PHASES),
            tuple(f.integers("roll", 0, BLANK, most=DICE)),
            f.list_of("decisions", decision, most=MAX_PLAYERS),
            f.integer("voyage", 1, 10_000),
            f.list_of("gains", gain),
            colours,
        )

    def colour(self, seat: int) -> int:
        """The seat's colour, an index into cards.PLAYER_COLOURS."""
        return ord(self.colours[seat]) - ord("a") if self.colours else seat
