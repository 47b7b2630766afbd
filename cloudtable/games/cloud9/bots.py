"""Computer players for Cloud 9. They decide from `GAME.view(state, seat)` only.

- random: any legal action.
- normal: a passenger stays when the chance that this pilot pays (the roll is known,
  the pilot's hand size is public, the unseen cards are the deck minus the bot's hand
  and the discards) times the worth of the next cloud beats the points of jumping now.
  The worth of a cloud comes from a fixed table: what an average passenger can expect
  from there on.
  When it would pilot the next climb itself, its own hand gives that chance instead.
- strong: the same exact chance for this climb, then a look ahead over the rest of the
  voyage that knows who will pilot each climb (and so when the bot will be pilot, with
  the hand it holds), and values everything by an estimate of its chance of winning the
  game rather than by points. Once someone nears the target it samples deals of the
  unseen cards and plays the voyage out (everyone else as normal) for each choice, so
  that what the others aboard may still score counts. It keeps its wild when it is worth
  more later, and spends it when the game ends with this voyage anyway.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import product

from cloudtable.engine import Rng

from .cards import (
    BLANK, CARD_COLOUR, CARD_COUNT, DICE_AT, DIE_FACES, PER_COLOUR, POINTS, TARGET, TOP_CLOUD, WILD, WILDS,
)
from .state import ALONE, DECIDE, OVER, PAY, Jump, LetFall, Pay, Roll, State, Stay

FULL_POOL = (PER_COLOUR,) * 4 + (WILDS,)
ENDGAME_SCORE = 30  # from here on strong plays voyages out instead of estimating
SAMPLES = 16  # sampled deals per action in the end game


# --- chances -------------------------------------------------------------------------
@lru_cache(maxsize=None)
def roll_distribution(dice: int) -> tuple[tuple[tuple[int, int, int, int], float], ...]:
    """Every need (cards asked per colour) a roll of `dice` dice can make, with its chance."""
    out: dict[tuple[int, int, int, int], float] = {}
    weight = 1 / 6 ** dice
    for faces in product(DIE_FACES, repeat=dice):
        need = [0, 0, 0, 0]
        for face in faces:
            if face != BLANK:
                need[face] += 1
        key = tuple(need)
        out[key] = out.get(key, 0.0) + weight
    return tuple(out.items())


def need_of(roll) -> tuple[int, int, int, int]:
    need = [0, 0, 0, 0]
    for face in roll:
        if face != BLANK:
            need[face] += 1
    return tuple(need)


def counts_of(cards) -> tuple[int, int, int, int, int]:
    """How many cards of each kind (green, purple, red, yellow, wild)."""
    counts = [0, 0, 0, 0, 0]
    for card in cards:
        if card >= 0:
            counts[CARD_COLOUR[card]] += 1
    return tuple(counts)


@lru_cache(maxsize=200_000)
def pay_chances(need: tuple, hand_size: int, pool: tuple) -> tuple[float, float]:
    """(chance to hold the colours, chance to hold the colours or a wild) for a hand of
    `hand_size` cards drawn at random from `pool` (counts per kind)."""
    if not any(need):
        return 1.0, 1.0
    total = sum(pool)
    hand_size = min(hand_size, total)
    if hand_size <= 0:
        return 0.0, 0.0
    asked = [(need[c], pool[c]) for c in range(4) if need[c]]
    other = total - sum(p for _, p in asked)  # cards of no asked colour, wilds included
    other_plain = other - pool[WILD]
    all_hands = math.comb(total, hand_size)
    with_colours = with_colours_no_wild = 0
    # Enumerate how many cards of each asked colour the hand holds (at least the need).
    ranges = [range(n, min(p, hand_size) + 1) for n, p in asked]
    for ks in product(*ranges):
        used = sum(ks)
        if used > hand_size:
            continue
        ways = 1
        for k, (_, p) in zip(ks, asked):
            ways *= math.comb(p, k)
        with_colours += ways * math.comb(other, hand_size - used)
        with_colours_no_wild += ways * math.comb(other_plain, hand_size - used)
    no_wild = math.comb(total - pool[WILD], hand_size)
    colours = with_colours / all_hands
    can_pay = 1 - (no_wild - with_colours_no_wild) / all_hands
    return colours, can_pay


@lru_cache(maxsize=None)
def roll_pay_table(dice: int, hand_size: int) -> tuple[tuple[float, float], ...]:
    """For a pilot with `hand_size` unknown cards: (chance of the roll, chance to pay it)
    for every need of a `dice`-dice roll. Uses the whole deck, so it is cached for good."""
    return tuple((prob, pay_chances(need, hand_size, FULL_POOL)[1]) for need, prob in roll_distribution(dice))


@lru_cache(maxsize=50_000)
def own_chances(counts: tuple, dice: int) -> tuple[float, float]:
    """(chance my hand holds the colours, chance it can pay at all) for a roll of `dice` dice."""
    colours = 0.0
    for need, prob in roll_distribution(dice):
        if all(counts[c] >= need[c] for c in range(4)):
            colours += prob
    return colours, (1.0 if counts[WILD] else colours)


@lru_cache(maxsize=None)
def cloud_worth(hand_size: int) -> tuple[float, ...]:
    """Points an average passenger can expect from being aboard at each cloud, deciding
    well at every climb, with pilots holding `hand_size` cards (normal's yardstick)."""
    worth = [0.0] * (TOP_CLOUD + 1)
    worth[TOP_CLOUD] = POINTS[TOP_CLOUD]
    for cloud in range(TOP_CLOUD - 1, 0, -1):
        ahead = worth[cloud + 1]
        worth[cloud] = sum(prob * max(POINTS[cloud], p * ahead)
                           for prob, p in roll_pay_table(DICE_AT[cloud], hand_size))
    return tuple(worth)


def unseen_pool(view: State, me: int) -> tuple[int, int, int, int, int]:
    """Cards this seat has not seen: the deck minus its hand and the discards."""
    mine = counts_of(view.hands[me])
    gone = counts_of(view.discard)
    return tuple(FULL_POOL[k] - mine[k] - gone[k] for k in range(5))


# --- the players ----------------------------------------------------------------------
def choose(view: State, seat: int, level: str, rng: Rng):
    from .rules import GAME

    actions = GAME.legal_actions(view)
    if len(actions) == 1:
        return actions[0]
    if level == "random":
        return rng.choice(actions)
    if level == "strong":
        return Strong(view, seat).choose(actions, rng)
    return normal(view, seat, actions)


def _pay_actions(actions):
    """(pay with colours or None, pay with a wild or None, let fall or None)."""
    colours = wild = fall = None
    for action in actions:
        if isinstance(action, LetFall):
            fall = action
        elif isinstance(action, Pay):
            if len(action.cards) == 1 and CARD_COLOUR[action.cards[0]] == WILD:
                wild = action
            else:
                colours = action
    return colours, wild, fall


NORMAL_WILD_WORTH = 4.0  # points normal expects a wild to bring later


def normal(view: State, me: int, actions):
    cloud = view.cloud
    sizes = [len(h) for s, h in enumerate(view.hands) if s != me]
    worth = cloud_worth(round(sum(sizes) / len(sizes)))
    if view.phase == DECIDE:
        _, chance = pay_chances(need_of(view.roll), len(view.hands[view.pilot]), unseen_pool(view, me))
        ahead = worth[cloud + 1]
        if cloud + 1 < TOP_CLOUD and _next_aboard(view, view.pilot) == me:
            # I would pilot the next climb, unable to jump there: my own hand decides.
            _, mine = own_chances(counts_of(view.hands[me]), DICE_AT[cloud + 1])
            ahead = mine * worth[cloud + 2]
        return Stay() if chance * ahead > POINTS[cloud] else Jump()
    if view.phase == ALONE:
        _, chance = own_chances(counts_of(view.hands[me]), DICE_AT[cloud])
        return Roll() if chance * worth[cloud + 1] > POINTS[cloud] else Jump()
    colours, wild, fall = _pay_actions(actions)
    if colours is not None:
        return colours
    return wild if wild is not None and worth[cloud + 1] > NORMAL_WILD_WORTH else fall


def _next_aboard(view: State, seat: int) -> int:
    n = view.players
    return next(s for s in ((seat + i) % n for i in range(1, n + 1)) if view.aboard[s])


class Strong:
    """One decision of the strong player: everything is valued as a chance of winning."""

    WILD_POINTS = 4.0  # a wild kept for later, in points

    def __init__(self, view: State, me: int):
        self.v = view
        self.me = me
        self.n = view.players
        self.pool = unseen_pool(view, me)
        self.sizes = [len(h) for h in view.hands]
        self.mine = counts_of(view.hands[me])
        # The game ends with this voyage if someone already has the target.
        self.last_voyage = max(view.scores) >= TARGET
        self._utility = {}

    # --- how good an end of voyage is ---------------------------------------------
    def utility(self, gain: int) -> float:
        """My estimated chance of winning if I end this voyage with `gain` more points."""
        if gain not in self._utility:
            scores = list(self.v.scores)
            scores[self.me] += gain
            self._utility[gain] = self._win_chance(scores)
        return self._utility[gain]

    def _win_chance(self, scores) -> float:
        top = max(scores)
        if top >= TARGET:  # the game ends with this voyage
            if scores[self.me] < top:
                return 0.0
            tied = [s for s in range(self.n) if scores[s] == top]
            if len(tied) == 1:
                return 1.0
            most = max(self.sizes[s] for s in tied)
            if self.sizes[self.me] < most:
                return 0.0
            return 1.0 / sum(1 for s in tied if self.sizes[s] == most)
        # A race to the target: the lead counts more the closer the end.
        spread = 1.0 + 1.2 * math.sqrt(TARGET - top)
        weights = [math.exp((s - top) / spread) for s in scores]
        return weights[self.me] / sum(weights)

    # --- the rest of the voyage -----------------------------------------------------
    def pilots_ahead(self, pilot: int) -> list[int]:
        """Who pilots the next climbs, if nobody else leaves the basket: the seats aboard
        in turn after `pilot`."""
        n = self.n
        cycle = [(pilot + i) % n for i in range(1, n + 1) if self.v.aboard[(pilot + i) % n]]
        return [cycle[i % len(cycle)] for i in range(TOP_CLOUD)]

    def aboard_at(self, cloud: int, pilot: int, alone: bool) -> float:
        """My winning chance when aboard at `cloud` (the climb has not been rolled),
        `pilot` being the pilot of the previous climb."""
        u0 = self.utility(0)
        ahead = self.utility(POINTS[TOP_CLOUD])
        pilots = self.pilots_ahead(pilot)
        wild_left = self.mine[WILD] > 0
        for k in range(TOP_CLOUD - 1, cloud - 1, -1):
            jump = self.utility(POINTS[k])
            dice = DICE_AT[k]
            if alone:
                _, chance = own_chances(self.mine, dice)
                ahead = max(jump, chance * ahead + (1 - chance) * u0)
            elif pilots[k - cloud] == self.me:
                colours, chance = own_chances(self.mine, dice)
                chance = chance if wild_left else colours
                ahead = chance * ahead + (1 - chance) * u0  # the pilot cannot jump
            else:
                table = roll_pay_table(dice, self.sizes[pilots[k - cloud]])
                ahead = sum(prob * max(jump, p * ahead + (1 - p) * u0) for prob, p in table)
        return ahead

    def is_alone_after(self) -> bool:
        return sum(self.v.aboard) == 1

    # --- the end game: play the voyage out -------------------------------------------
    def endgame(self) -> bool:
        """True when the game may well end with this voyage: then who else is aboard, and
        what they will do, matters as much as my own points."""
        return max(self.v.scores) >= ENDGAME_SCORE

    def sampled(self, actions, rng: Rng):
        """The action whose voyages, played out by normal players over sampled deals of
        the unseen cards, end with my best chance of winning (same samples for each)."""
        from .rules import GAME

        v, me = self.v, self.me
        unseen = [c for c in range(CARD_COUNT) if c not in set(v.hands[me]) | set(v.discard)]
        seeds = [rng.next64() for _ in range(SAMPLES)]
        best, best_value = actions[0], -1.0
        for action in actions:
            value = 0.0
            for seed in seeds:
                world = self._deal(GAME, unseen, Rng(seed))
                voyage = world.voyage
                GAME.apply(world, action)
                while world.phase != OVER and world.voyage == voyage:
                    seat = GAME.current_player(world)
                    moves = GAME.legal_actions(world)
                    GAME.apply(world, moves[0] if len(moves) == 1 else normal(world, seat, moves))
                value += self._final_chance(GAME, world)
            if value > best_value:
                best, best_value = action, value
        return best

    def _deal(self, game, unseen, rng: Rng) -> State:
        """The view with the hidden cards dealt at random: one possible world."""
        world = game.copy(self.v)
        cards = list(unseen)
        rng.shuffle(cards)
        for seat in range(self.n):
            if seat != self.me:
                size = len(world.hands[seat])
                world.hands[seat] = sorted(cards[:size])
                del cards[:size]
        world.draw = cards
        world.rng = rng
        return world

    def _final_chance(self, game, world: State) -> float:
        if world.phase == OVER:
            winners, _ = game.winners(world)
            return 1.0 / len(winners) if self.me in winners else 0.0
        self.sizes = [len(h) for h in world.hands]
        return self._win_chance(world.scores)

    # --- decisions ------------------------------------------------------------------
    def choose(self, actions, rng: Rng | None = None):
        v, cloud = self.v, self.v.cloud
        if rng is not None and self.endgame():
            return self.sampled(actions, rng)
        if v.phase == DECIDE:
            _, chance = pay_chances(need_of(v.roll), self.sizes[v.pilot], self.pool)
            stay = chance * self.aboard_at(cloud + 1, v.pilot, False) + (1 - chance) * self.utility(0)
            return Stay() if stay > self.utility(POINTS[cloud]) else Jump()
        if v.phase == ALONE:
            _, chance = own_chances(self.mine, DICE_AT[cloud])
            go_on = chance * self.aboard_at(cloud + 1, self.me, True) + (1 - chance) * self.utility(0)
            return Roll() if go_on > self.utility(POINTS[cloud]) else Jump()
        colours, wild, fall = _pay_actions(actions)
        if colours is not None:
            if wild is not None and self.last_voyage and len(colours.cards) > 1:
                return wild  # no later voyage: keep more cards for the tie-break
            return colours
        if wild is None:
            return fall
        self.mine = tuple(c - (k == WILD) for k, c in enumerate(self.mine))
        rise = self.aboard_at(cloud + 1, self.me, self.is_alone_after())
        keep = self.utility(0)
        if not self.last_voyage:
            keep += self.utility(round(self.WILD_POINTS)) - self.utility(0)
        return wild if rise > keep else fall
