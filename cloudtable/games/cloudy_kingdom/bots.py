"""Cloudy Kingdom's computer players: "random", "normal" and "strong".

Every level decides from the acting seat's view (`Game.view`): the others' route cards
and the draw pile are hidden (-1). What a seat may know of the unseen cards is the set
`unseen_cards` (every route card not on the table, in the discard pile, in the box or in
its own hand).

- random: a uniformly random legal action.
- normal: one move deep. Every legal play is scored by `Judge`: how many cards its own
  family and its closest rival still need (`family_distances`, the measure of
  routes.Distances computed faster), and, when a family is one
  card from a route, the share of unseen cards that would finish it ("outs"): a rival's
  outs are a threat to block now, its own are chances for the next turn. Spells cost a
  little, so they are kept for when they change the table for the better (Chop! a
  rival's key card, Winding Route into a route, Burning Crossing); the drawing spells are
  cast when the hand card helps nothing.
- strong: a determinized lookahead. It keeps the normal player's best few moves, then,
  for each of many samples of the hidden cards, plays every candidate, lets the others
  answer with the normal player until its own next turn, and scores the result: a win
  or a loss, a win if its next route card then finishes its route, else the Judge's
  value. All candidates share each sample (common random numbers), and the normal
  player's own score counts as a couple of samples. Budget: a fixed number of samples,
  which makes it repeatable for a seed, and a time limit as a safety net (`Strong`).

Figures measured on the 2-core development machine (`python -m tests.bench cloudy_kingdom`),
see BENCH_FIGURES below.
"""

from __future__ import annotations

import functools
import math
import statistics
import time
from collections import Counter

import attrs

from cloudtable.engine import Rng
from cloudtable.engine.memo import Memo

from . import state as st
from .actions import Exchange, PickMagic, PlayMagic, PlayRoute
from .cards import (
    BURNING,
    CHOP,
    DEAD_END,
    FAST_GROWTH,
    GREEN_THUMB,
    INSPIRATION,
    MAGIC_BASE,
    REPLANT,
    ROUTE_CARDS,
    ROUTE_COUNT,
    WINDING,
    is_magic,
    magic_id,
    magic_of,
)
from .geometry import board, stack_links
from .routes import port_roots
from .rules import CloudyKingdom, cell_turns, placements

LEVELS = ("random", "normal", "strong")

# Measured by tests/bench/bench_cloudy_kingdom.py on the 2-core development machine,
# which other jobs kept busy (load about 4) during the run: (players, level, against) ->
# (games, win rate, 95% interval low, high). 2 players: seats alternated, a draw counts
# half. 4 players: one seat against three, fair share 25%. Strong on its bench budget,
# Strong(samples=32, seconds=None): median 0.76 s, max 8.3 s per move under that load
# (about 0.3 s when the machine is idle); against normal it won 58.0% with the old deck
# and 64.2% with the re-tuned one (the interval still reaches below 60%). Normal: median 1 ms (2 players) / 4 ms (4 players) per move. Random
# play: 23,750 moves/s (2 players), 15,600 (4 players); legal actions on a full 4x4
# board (64 actions): 58 µs. Before: normal against the old one-move greedy player,
# 2 players 79.8% of 200 (73.6%-84.7%), 4 players 33.8% of 100 (25.2%-43.5%).
# With the re-tuned 86-card deck (cards.py), strong (32 samples) vs normal, 2 players:
# 64.2% of 120 games (55.3%-72.2%), 927 s on two processes; the other figures were
# measured with the earlier 56-card deck.
BENCH_FIGURES: dict[tuple[int, str, str], tuple[int, float, float, float]] = {
    (2, "normal", "random"): (300, 0.993, 0.976, 0.998),
    (2, "strong", "normal"): (120, 0.642, 0.553, 0.722),
    (4, "normal", "random"): (100, 0.862, 0.782, 0.917),
}

WIN = 1_000_000.0
SPELL_COST = 6.0  # a spell is used once and costs the hand card
CARD = 10.0  # one card fewer for our own route
RIVAL_CARD = 4.0  # one card more for the closest rival
THREAT = 60.0  # times the share of unseen cards that would let a rival win next
# (THREAT 60 against 20, 2 players, 200 games: 71.8%, interval 65.1%-77.5%. Blocking
# that much makes more games run out of cards: see cards.DECK_FIGURES.)
CHANCE = 20.0  # times the share of unseen cards that would finish our own route
FAR = 99  # the distance of a family that can no longer join its castles
# Spells a "pick" player takes, best first.
PICK_ORDER = (CHOP, BURNING, WINDING, INSPIRATION, FAST_GROWTH, GREEN_THUMB, REPLANT, DEAD_END)
DRAWING = (INSPIRATION, FAST_GROWTH, GREEN_THUMB)

# One card id of each kind: enough to ask how a kind would join on a stack.
_SAMPLE_ID: dict[str, int] = {}
for _card, _kind in enumerate(ROUTE_CARDS):
    _SAMPLE_ID.setdefault(_kind.code, _card)


# The rules, for the bots' own look-ahead (the package wires `choose` into its GAME).
_RULES = CloudyKingdom()


def choose(view: st.State, seat: int, level: str, rng: Rng):
    """The move of `level` for `seat`, from its `view` (hidden cards are -1)."""
    game = _RULES
    if level == "random":
        return rng.choice(game.legal_actions(view))
    if level == "strong":
        return Strong().choose(game, view, rng)
    return choose_normal(game, view, rng)


# --- what a seat knows -------------------------------------------------------------------


def unseen_cards(s: st.State, seat: int) -> list[int]:
    """Route cards `seat` cannot see: in the others' hands or the draw pile."""
    seen = set(s.discard) | set(s.box) | {c for c in s.hands[seat] if c >= 0}
    seen.update(card for stack in s.stacks for card, _ in stack if not is_magic(card))
    return [c for c in range(ROUTE_COUNT) if c not in seen]


def determinize(view: st.State, rng: Rng) -> st.State:
    """A full state consistent with what the actor sees: the unseen cards dealt at
    random into the others' hands and the draw pile."""
    seat = view.actor
    pool = unseen_cards(view, seat)
    rng.shuffle(pool)
    s = view.copy()
    for other, hand in enumerate(s.hands):
        if other != seat:
            s.hands[other] = [pool.pop() for _ in hand]
    s.draw = pool
    return s


@functools.cache
def _ends(layout: str) -> dict[int, tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]]:
    """Per family: (ports of its north castles, of its south ones), the same west-east."""
    bd = board(layout)
    out = {}
    for family in range(4):
        castles = [(side, index) for side, index, f in bd.castles if f == family]
        ways = []
        for side in (0, 3):  # north to south, west to east
            sources = tuple(bd.castle_port[c] for c in castles if c[0] == side)
            targets = tuple(bd.castle_port[c] for c in castles if c[0] == (side + 2) % 4)
            if sources and targets:
                ways.append((sources, targets))
        out[family] = tuple(ways)
    return out


def joined_families(bd, root, players: int) -> set[int]:
    """Owned families with two opposite castles joined, from `port_roots` of the table."""
    ends = _ends(bd.layout.name)
    out = set()
    for f in range(players):
        for sources, targets in ends[f]:
            met = 0  # the networks of the sources' ports, as bits
            for p in sources:
                met |= _BIT[root[p]]
            if any(met & _BIT[root[p]] for p in targets):
                out.add(f)
                break
    return out


# The searches measure the same table again and again (about twice each): the distances are
# kept, by board, stacks, links and families.
_DISTANCES: Memo[dict[int, int]] = Memo(10_000)


def family_distances(bd, stacks, links, families, root=None) -> dict[int, int]:
    """routes.Distances.family for several families at once, faster: the ports that
    stacks already join are merged first (union-find), then a breadth-first search
    crosses one open cell (empty, or without a Burning Crossing on top) per step, from
    any of its borders to any other. FAR if a family can no longer join its castles.
    (`root`: port_roots(bd, links), if the caller has it.)"""
    key = (bd, tuple(stacks), tuple(links), tuple(families))
    return dict(_DISTANCES.answer(key, lambda: _family_distances(bd, stacks, links, families, root)))


def _family_distances(bd, stacks, links, families, root) -> dict[int, int]:
    if root is None:
        root = port_roots(bd, links)
    # The route networks (by root port, as bits) one open cell joins: playing there can join any
    # of them to the others, one card each. A breadth-first search over networks then, shared by
    # every family (bit masks: a searching computer player asks this of every table).
    port_of = bd.port_of
    joins: dict[int, int] = {}  # a network's bit -> the networks one open cell beside it joins it to
    for cell in range(bd.cells):
        stack = stacks[cell]
        if not stack or stack[-1][0] < MAGIC_BASE or magic_of(stack[-1][0])[1] != BURNING:
            a, b, c, d = port_of[cell]
            a, b, c, d = _BIT[root[a]], _BIT[root[b]], _BIT[root[c]], _BIT[root[d]]
            met = a | b | c | d
            joins[a] = joins.get(a, 0) | met
            joins[b] = joins.get(b, 0) | met
            joins[c] = joins.get(c, 0) | met
            joins[d] = joins.get(d, 0) | met
    ends = _ends(bd.layout.name)
    out = {}
    for family in families:
        best = FAR
        for sources, targets in ends[family]:
            goal = 0
            for p in targets:
                goal |= _BIT[root[p]]
            frontier = 0
            for p in sources:
                frontier |= _BIT[root[p]]
            reached, steps = frontier, 0
            while frontier and steps < best:
                if goal & frontier:
                    best = steps
                    break
                nxt = 0
                while frontier:
                    network = frontier & -frontier
                    nxt |= joins.get(network, 0)
                    frontier ^= network
                nxt &= ~reached
                reached |= nxt
                frontier = nxt
                steps += 1
        out[family] = best
    return out


_BIT = tuple(1 << p for p in range(256))  # a port's bit (a board has 40 ports at most)


class _Table:
    """Just what rules.cell_turns reads (board and stacks), for tables not yet played."""

    __slots__ = ("board", "stacks")

    def __init__(self, bd, stacks):
        self.board = bd
        self.stacks = stacks


def finishing_kinds(bd, stacks, links, family: int, kinds) -> set[str]:
    """The card kinds among `kinds` that, played somewhere by the growth rules, would
    join two opposite castles of `family` at once."""
    out: set[str] = set()
    pairs = bd.opposite_pairs[family]
    table = _Table(bd, stacks)
    kinds = list(kinds)
    for cell in range(bd.cells):
        turns = cell_turns(table, cell)
        if not turns:
            continue
        without = list(links)
        without[cell] = ()
        root = port_roots(bd, without)
        ends = [root[p] for p in bd.port_of[cell]]
        # The pairs of this cell's borders that a new stack would have to join.
        needs = []
        for p, q in pairs:
            a, b = root[bd.castle_port[p]], root[bd.castle_port[q]]
            for d1 in range(4):
                if ends[d1] == a:
                    for d2 in range(4):
                        if d2 != d1 and ends[d2] == b:
                            needs.append((1 << d1) | (1 << d2))
        if not needs:
            continue
        stack = stacks[cell]
        for code in kinds:
            if code in out:
                continue
            card = _SAMPLE_ID[code]
            for t in turns:
                groups = stack_links(stack + ((card, t),))
                if any(g & need == need for g in groups for need in needs):
                    out.add(code)
                    break
    return out


# --- scoring a table (the normal player) ---------------------------------------------------


class Judge:
    """Scores tables for one seat, from what that seat knows."""

    def __init__(self, s: st.State, seat: int):
        self.s = s
        self.seat = seat
        self.bd = s.board
        self.before = joined_families(self.bd, port_roots(self.bd, s.links), s.players)
        self.owned = range(s.players)
        unseen = unseen_cards(s, seat)
        self.unseen = Counter(ROUTE_CARDS[c].code for c in unseen)
        self.unseen_total = max(1, len(unseen))
        self.cache: dict = {}

    def outs(self, stacks, links, family: int) -> float:
        """The share of unseen cards that would join the family's castles at once."""
        kinds = finishing_kinds(self.bd, stacks, links, family, self.unseen)
        return sum(self.unseen[k] for k in kinds) / self.unseen_total

    def position(self, stacks, links, magic: bool) -> float:
        """The value for `seat` of the table after a move (in a turn with or without magic)."""
        root = port_roots(self.bd, links)
        winners = joined_families(self.bd, root, self.s.players) - self.before
        if winners:
            if self.seat in winners and not magic:
                return WIN
            if winners - {self.seat}:
                return -WIN
            return WIN / 10  # a spell made our route: we win next turn if it holds
        far = family_distances(self.bd, stacks, links, self.owned, root)
        mine = far[self.seat]
        rivals = [f for f in self.owned if f != self.seat]
        value = -CARD * mine + RIVAL_CARD * min(min(far[f] for f in rivals), 12)
        threat = sum(self.outs(stacks, links, f) for f in rivals if far[f] == 1)
        value -= THREAT * min(threat, 1.0)
        if mine == 1:
            value += CHANCE * self.outs(stacks, links, self.seat)
        return value

    def after(self, cell: int, stack, magic: bool) -> float:
        new_links = stack_links(stack)
        key = (cell, new_links, bool(stack) and is_magic(stack[-1][0]), magic)
        if key not in self.cache:
            stacks = list(self.s.stacks)
            stacks[cell] = stack
            links = list(self.s.links)
            links[cell] = new_links
            self.cache[key] = self.position(stacks, links, magic)
        return self.cache[key]

    def placed(self, card: int, cell: int, turns: int, magic: bool) -> float:
        return self.after(cell, self.s.stacks[cell] + ((card, turns),), magic)

    def now(self) -> float:
        return self.position(self.s.stacks, self.s.links, False)

    def spell(self, a: PlayMagic) -> float:
        """The table after an aimed or placed spell; drawing spells are weighed apart."""
        s = self.s
        stack = s.stacks[a.cell] if a.cell >= 0 else ()
        if a.effect == CHOP:
            return self.after(a.cell, stack[:-1], True)
        if a.effect == WINDING:
            return self.after(a.cell, tuple((c, (t + 1) % 4) for c, t in stack), True)
        if a.effect in (BURNING, DEAD_END):
            return self.after(a.cell, stack + ((magic_id(s.actor, a.effect), a.turns),), True)
        if a.effect == REPLANT and s.discard:
            card = s.discard[-1]
            return max((self.placed(card, cell, t, True) for cell, t in placements(s)), default=-WIN)
        return -WIN


def rank_normal(game, s: st.State, judge: Judge | None = None) -> list[tuple[float, object]]:
    """Every legal action of the acting seat with the normal player's score."""
    seat = s.actor
    judge = judge or Judge(s, seat)
    now = judge.now()
    acts = game.legal_actions(s)
    scored: list[list] = []
    route_best: float | None = None
    value: float | None
    for a in acts:
        if isinstance(a, PlayRoute):
            placed = judge.placed(a.card, a.cell, a.turns, s.magic_turn)
            route_best = placed if route_best is None else max(route_best, placed)
            value = placed
        elif isinstance(a, PlayMagic):
            value = judge.spell(a) - SPELL_COST if a.effect not in DRAWING else None
        else:
            value = now - 1
        scored.append([value, a])
    # The drawing spells: worth a try when the hand card helps nothing.
    helpless = route_best is None or route_best <= now
    for item in scored:
        if item[0] is None:
            item[0] = now + 1 if helpless else now - SPELL_COST
    return [(v, a) for v, a in scored]


def choose_normal(game, s: st.State, rng: Rng):
    seat = s.actor
    if s.phase == st.PICK:
        return PickMagic(next(e for e in PICK_ORDER if e not in s.chosen[seat]))
    if s.phase == st.GREEN_OTHERS:
        # Swap a card that cannot bring our family closer.
        judge = Judge(s, seat)
        now = judge.now()
        best = max(
            (judge.placed(card, cell, t, False) for card in s.hands[seat] for cell, t in placements(s)), default=now
        )
        return Exchange(best <= now)
    scored = rank_normal(game, s)
    top = max(v for v, _ in scored)
    return rng.choice([a for v, a in scored if v >= top - 1e-9])


# --- the strong player -------------------------------------------------------------------


@attrs.frozen
class Strong:
    """Determinized lookahead. `samples` deals of the hidden cards (repeatable for a
    seed); `seconds` stops earlier on a slow machine (None: no time limit); `width`
    candidate moves, the normal player's best."""

    samples: int = 96
    seconds: float | None = 1.0
    width: int = 8
    prior: float = 2.0

    def choose(self, game, view: st.State, rng: Rng):
        seat = view.actor
        if view.phase in (st.PICK, st.GREEN_OTHERS):
            return choose_normal(game, view, rng)
        judge = Judge(view, seat)
        scored = rank_normal(game, view, judge)
        if len(scored) == 1:
            return scored[0][1]
        scored.sort(key=lambda item: -item[0])
        if scored[0][0] >= WIN:
            return scored[0][1]
        candidates = _distinct(view, scored, self.width)
        if len(candidates) == 1:
            return candidates[0]
        # The normal player's score counts as `prior` samples: it steadies small budgets.
        value = {a: v for v, a in scored}
        totals = [self.prior * _squash(value[a]) for a in candidates]
        started = time.perf_counter()
        for done in range(self.samples):
            if self.seconds is not None and done and time.perf_counter() - started > self.seconds:
                break
            deal = determinize(view, rng)
            seed = rng.next64()
            for i, a in enumerate(candidates):
                s = deal.copy()
                game.apply(s, a)
                totals[i] += _play_on(game, s, seat, Rng(seed))
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]


def _distinct(s: st.State, scored, width: int) -> list:
    """The best `width` actions, one per different resulting table; drawing spells and
    Replanting always (only a lookahead can weigh them)."""
    out: list = []
    seen: set = set()
    for _value, a in scored:
        if isinstance(a, PlayMagic) and a.effect in DRAWING + (REPLANT,):
            out.append(a)
            continue
        if len(seen) >= width:
            continue
        if isinstance(a, PlayRoute):
            stack = s.stacks[a.cell] + ((a.card, a.turns),)
            key = ("route", a.cell, stack_links(stack))
        else:
            key = a
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def _play_on(game, s: st.State, seat: int, rng: Rng, limit: int = 60) -> float:
    """Everyone plays the normal player until `seat`'s next turn begins; the result for
    `seat` in [0, 1]: a win if its route card then finishes its route at once, else the
    Judge's value of the table."""
    left = False
    for _ in range(limit):
        if s.phase == st.OVER:
            break
        if s.turn != seat:
            left = True
        elif left:
            kinds = {ROUTE_CARDS[c].code for c in s.hands[seat]}
            if finishing_kinds(s.board, s.stacks, s.links, seat, kinds):
                return 1.0
            break
        game.apply(s, choose_normal(game, s, rng))
    return result_for(s, seat)


def result_for(s: st.State, seat: int) -> float:
    if s.phase == st.OVER:
        if not s.winners:
            return 0.5
        return 1.0 / len(s.winners) if seat in s.winners else 0.0
    return _squash(Judge(s, seat).now())


def _squash(value: float) -> float:
    """A Judge value as a result in [0, 1] (one card is worth about 0.1 near even)."""
    return 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -value / 20.0))))


# --- the deck's figures ------------------------------------------------------------------


def measure_deck(games: int = 60, players_counts=(2, 3, 4), seed: int = 1) -> dict[int, tuple[int, float, float]]:
    """Self-play figures for cards.DECK_FIGURES: players -> (games, share won before the
    draw pile ran out, median number of moves), normal players, magic="random"."""
    figures = {}
    for players in players_counts:
        won, lengths = 0, []
        for g in range(games):
            rng = Rng(seed * 7919 + g)
            s = _RULES.new_state(players, Rng(seed * 104729 + g * 31 + players), {"magic": "random"})
            moves = 0
            while _RULES.current_player(s) is not None:
                a = choose(_RULES.view(s, s.actor), s.actor, "normal", rng)
                _RULES.check(s, a)
                _RULES.apply(s, a)
                moves += 1
            won += s.end != st.END_DECK
            lengths.append(moves)
        figures[players] = (games, won / games, statistics.median(lengths))
    return figures


__all__ = [
    "LEVELS",
    "Judge",
    "Strong",
    "choose",
    "choose_normal",
    "determinize",
    "finishing_kinds",
    "measure_deck",
    "unseen_cards",
]
