"""Sky Steps: a tiny two-player card game used to test the table before the real games.

Each player is dealt 4 cards (values 1-6, an arrow on each) from a shuffled deck of 12.
On your turn place a card of your hand on an empty cell of a 3x3 grid: the first card
goes in the centre; after that the cell must touch a placed card and the card's arrow
(turned in quarter turns) must point at a placed neighbour. Or pass when you cannot.
When the grid is full or nobody can play, the highest total of placed values wins.
A placement shows a card of its player's hand (the rules do not say so: the engine sees it), so
a person's placement can be undone until the other player answers; the deal is the only chance.
"""

from __future__ import annotations

import attrs

from cloudtable.engine import Game, IllegalAction, Message, Outcome, Rng, ScoreLine
from cloudtable.engine.game import Choice, Option
from cloudtable.engine.message import second_person
from cloudtable.engine.snapshot import Fields, integer, integers, items, list_of

CTX = "SkySteps"
# Said to the one person at a table of computers (the contract test asks every game for these).
second_person(
    CTX, {"{player} passes.": "You pass.", "{player} places a {value} on {cell}.": "You place a {value} on {cell}."}
)
DIRS = [(-1, 0), (0, 1), (1, 0), (0, -1)]  # arrow after 0..3 quarter turns: N, E, S, W


@attrs.frozen
class Place:
    card: int
    row: int
    col: int
    turns: int


@attrs.frozen
class Pass:
    pass


@attrs.define
class State:
    rng: Rng
    hands: list[list[int]]  # card ids; -1 is a hidden card
    grid: list[list[tuple[int, int, int] | None]]  # (card, owner, turns)
    turn: int = 0
    passes: int = 0
    deck_left: int = 0


def value(card: int) -> int:
    return card % 6 + 1


class SkySteps(Game):
    id = "sky-steps"
    name = Message(CTX, "Sky Steps")
    summary = Message(CTX, "A tiny test game: place arrow cards on a 3×3 grid.")
    min_players = 2
    max_players = 2
    bot_levels = ("random", "normal")
    options = (
        Option(
            "hand",
            Message(CTX, "Hand size"),
            (Choice(4, Message(CTX, "4 cards")), Choice(3, Message(CTX, "3 cards"))),
            4,
        ),
    )
    action_types = (Place, Pass)

    def new_state(self, players, rng, options):
        deck = list(range(12))
        rng.shuffle(deck)
        size = options["hand"]
        hands = [sorted(deck[i * size : (i + 1) * size]) for i in range(players)]
        return State(rng, hands, [[None] * 3 for _ in range(3)], deck_left=12 - players * size)

    def current_player(self, s):
        return None if self._over(s) else s.turn

    def _over(self, s):
        full = all(cell is not None for row in s.grid for cell in row)
        return full or s.passes >= 2

    def _places(self, s):
        empty = [[cell is None for cell in row] for row in s.grid]
        if all(all(row) for row in empty):
            return {(1, 1, t) for t in range(4)}
        out = set()
        for r in range(3):
            for c in range(3):
                if not empty[r][c]:
                    continue
                for t, (dr, dc) in enumerate(DIRS):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < 3 and 0 <= cc < 3 and not empty[rr][cc]:
                        out.add((r, c, t))
        return out

    def legal_actions(self, s):
        places = sorted(self._places(s))
        acts = [Place(card, r, c, t) for card in s.hands[s.turn] for (r, c, t) in places]
        return acts or [Pass()]

    def check(self, s, a):
        if isinstance(a, Pass):
            if any(isinstance(x, Place) for x in self.legal_actions(s)):
                raise IllegalAction(Message(CTX, "You can still place a card."))
            return
        if not isinstance(a, Place):
            raise IllegalAction(Message(CTX, "Sky Steps has no such move."))
        if a.card not in s.hands[s.turn]:
            raise IllegalAction(Message(CTX, "That card is not in your hand."))
        if not (0 <= a.row < 3 and 0 <= a.col < 3) or s.grid[a.row][a.col] is not None:
            raise IllegalAction(Message(CTX, "That cell is not free."))
        if (a.row, a.col, a.turns % 4) not in self._places(s):
            if not any((a.row, a.col, t) in self._places(s) for t in range(4)):
                raise IllegalAction(Message(CTX, "The card must touch a placed card (the first goes in the centre)."))
            raise IllegalAction(Message(CTX, "Turn the card so its arrow points at a placed card."))

    def apply(self, s, a):
        if isinstance(a, Pass):
            s.passes += 1
        else:
            s.hands[s.turn].remove(a.card)
            s.grid[a.row][a.col] = (a.card, s.turn, a.turns % 4)
            s.passes = 0
        s.turn = 1 - s.turn
        return False

    def totals(self, s):
        totals = [0, 0]
        for row in s.grid:
            for cell in row:
                if cell:
                    totals[cell[1]] += value(cell[0])
        return totals

    def outcome(self, s):
        if not self._over(s):
            return None
        t = self.totals(s)
        best = max(t)
        winners = frozenset(i for i in range(2) if t[i] == best)
        lines = tuple(ScoreLine(i, Message(CTX, "Cards placed"), t[i]) for i in range(2))
        return Outcome(winners, tuple(t), Message(CTX, "The grid is full or nobody can play."), lines)

    def scores(self, s):
        return self.totals(s)

    def copy(self, s):
        return State(s.rng.copy(), [list(h) for h in s.hands], [list(r) for r in s.grid], s.turn, s.passes, s.deck_left)

    def view(self, s, seat):
        v = self.copy(s)
        v.rng = Rng(0)
        v.hands = [h if i == seat else [-1] * len(h) for i, h in enumerate(s.hands)]
        return v

    def snapshot(self, s):
        return {
            "rng": s.rng.state,
            "hands": s.hands,
            "grid": [[list(c) if c else None for c in r] for r in s.grid],
            "turn": s.turn,
            "passes": s.passes,
        }

    def from_snapshot(self, data):
        f = Fields(data)
        hands = f.list_of("hands", lambda v, w: integers(v, -1, 11, w, most=4), length=2)

        def cell(value, where):
            if value is None:
                return None
            entry = items(value, where, length=3)
            return integer(entry[0], 0, 11, where), integer(entry[1], 0, 1, where), integer(entry[2], 0, 3, where)

        grid = f.list_of("grid", lambda v, w: list_of(v, cell, w, length=3), length=3)
        # Never sent: every card is in a hand, on the grid or still in the deck.
        dealt = sum(map(len, hands)) + sum(c is not None for row in grid for c in row)
        return State(f.rng(), hands, grid, f.integer("turn", 0, 1), f.integer("passes", 0, 2), 12 - dealt)

    def describe(self, s, a):
        if isinstance(a, Pass):
            return Message(CTX, "{player} passes.")
        cell = "ABC"[a.col] + str(a.row + 1)
        return Message.of(CTX, "{player} places a {value} on {cell}.", value=value(a.card), cell=cell)

    def choose_action(self, s, seat, level, rng):
        acts = self.legal_actions(s)
        if level == "random":
            return rng.choice(acts)
        return max(acts, key=lambda a: (value(a.card) if isinstance(a, Place) else 0, rng.random()))


GAME = SkySteps()
