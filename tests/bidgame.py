"""Cloud Bids: a tiny test game with secret choices made at the same time, for 1 to 4 players.

Each player holds the bid cards 1-4. Each of 3 rounds shows a prize (1-6, from a shuffled
deck). Everyone picks a bid in secret; when all are in they are revealed: the highest bid
that nobody else made wins the prize (no unique bid: nobody does). Bids are spent. The
prize's winner then keeps it or gives it to the next seat (an ordinary turn). Alone, a
player bids against the deck's next card and the game ends with a rating.
"""

from __future__ import annotations

import attrs

from cloudtable.engine import QT_TRANSLATE_NOOP, Game, IllegalAction, Message, Outcome, Rng
from cloudtable.engine.snapshot import Fields, integer, integers

CTX = "CloudBids"
ROUNDS = 3


@attrs.frozen
class Bid:
    value: int


@attrs.frozen
class Keep:
    give: bool = False  # True: give the prize to the next seat


@attrs.define
class State:
    rng: Rng
    bids: list[list[int]]  # bid cards still in each hand (public: everyone knows what is spent)
    deck: list[int]  # prizes still to come, next last; hidden in a view
    prize: int = 0
    round: int = 1
    scores: list[int] = attrs.Factory(list)
    last_bids: list[int] = attrs.Factory(list)  # the bids revealed last round
    holder: int | None = None  # who must keep or give the prize

    def copy(self) -> State:
        return State(
            self.rng.copy(),
            [list(b) for b in self.bids],
            list(self.deck),
            self.prize,
            self.round,
            list(self.scores),
            list(self.last_bids),
            self.holder,
        )

    @classmethod
    def from_snapshot(cls, data: object) -> State:
        f = Fields(data)
        bids = f.list_of("bids", lambda v, w: integers(v, 1, 4, w, most=4), most=4)
        players = len(bids)
        holder = None if f.raw("holder") is None else integer(f.raw("holder"), 0, players - 1, "holder")
        return cls(
            f.rng(),
            bids,
            f.integers("deck", -1, 6, most=6),
            f.integer("prize", 0, 6),
            f.integer("round", 1, ROUNDS + 1),
            f.integers("scores", 0, 100, length=players),
            f.integers("last_bids", 0, 4, most=players),
            holder,
        )

    def snapshot(self) -> dict:
        return {
            "rng": self.rng.state,
            "bids": self.bids,
            "deck": self.deck,
            "prize": self.prize,
            "round": self.round,
            "scores": self.scores,
            "last_bids": self.last_bids,
            "holder": self.holder,
        }


class CloudBids(Game):
    id = "cloud-bids"
    name = Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "Cloud Bids"))
    summary = Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "A tiny test game: bid in secret for prizes."))
    min_players = 1
    max_players = 4
    bot_levels = ("random", "normal")
    action_types = (Bid, Keep)
    state_type = State

    def new_state(self, players, rng, options):
        deck = [1, 2, 3, 4, 5, 6]
        rng.shuffle(deck)
        s = State(rng, [[1, 2, 3, 4] for _ in range(players)], deck, scores=[0] * players)
        s.prize = s.deck.pop()
        return s

    def _over(self, s):
        return s.round > ROUNDS

    def choosing_seats(self, s):
        if self._over(s) or s.holder is not None:
            return ()
        return tuple(range(len(s.bids)))

    def legal_choices(self, s, seat):
        return [Bid(v) for v in s.bids[seat]]

    def check_choice(self, s, seat, a):
        if not isinstance(a, Bid):
            raise IllegalAction(Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "Choose a bid first.")))
        if a.value not in s.bids[seat]:
            raise IllegalAction(Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "That bid card is spent.")))

    def apply_choices(self, s, choices):
        bids = [choices[seat].value for seat in range(len(s.bids))]
        for seat, value in enumerate(bids):
            s.bids[seat].remove(value)
        rival = [s.deck[-1] % 4 + 1] if len(bids) == 1 and s.deck else []  # alone: the deck bids too
        unique = [v for v in bids if (bids + rival).count(v) == 1]
        s.last_bids = bids
        if unique:
            s.holder = bids.index(max(unique))
        else:
            self._next_round(s)

    def current_player(self, s):
        return None if self._over(s) else s.holder

    def legal_actions(self, s):
        return [Keep(False), Keep(True)] if len(s.bids) > 1 else [Keep(False)]

    def check(self, s, a):
        if not isinstance(a, Keep):
            raise IllegalAction(Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "Keep or give the prize.")))
        if a.give and len(s.bids) == 1:
            raise IllegalAction(Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "There is nobody to give it to.")))

    def apply(self, s, a):
        seat = (s.holder + (1 if a.give else 0)) % len(s.bids)
        s.scores[seat] += s.prize
        self._next_round(s)
        return True  # the next prize is turned up

    def _next_round(self, s):
        s.holder = None
        s.round += 1
        s.prize = s.deck.pop() if s.round <= ROUNDS else 0

    def outcome(self, s):
        if not self._over(s):
            return None
        best = max(s.scores)
        if len(s.scores) == 1:
            rating = Message(
                CTX,
                QT_TRANSLATE_NOOP("CloudBids", "Well bid!")
                if best >= 8
                else QT_TRANSLATE_NOOP("CloudBids", "The clouds were stingy."),
            )
            return Outcome(frozenset(), tuple(s.scores), rating=rating)
        return Outcome(frozenset(i for i, v in enumerate(s.scores) if v == best), tuple(s.scores))

    def scores(self, s):
        return list(s.scores)

    def view(self, s, seat):
        v = s.copy()
        v.rng = Rng(0)
        v.deck = [0] * len(s.deck)
        return v

    def describe(self, s, a):
        if a.give:
            return Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "{player} gives the prize away."))
        return Message(CTX, QT_TRANSLATE_NOOP("CloudBids", "{player} keeps the prize."))


def choose(view, seat, level, rng):
    """Bid high for a big prize; keep what is won."""
    if _RULES.choosing_seats(view):
        options = _RULES.legal_choices(view, seat)
        if level == "random":
            return rng.choice(options)
        return options[-1] if view.prize >= 4 else options[0]
    return Keep(False)


_RULES = CloudBids()
GAME = CloudBids(bot=choose)
