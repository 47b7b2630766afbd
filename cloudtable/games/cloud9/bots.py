"""Computer players for Cloud 9. They decide from `GAME.view(state, seat)` only.

- random: any legal action.
- normal: a passenger stays when the chance that this pilot pays (the roll is known,
  the pilot's hand size is public, the unseen cards are the deck minus the bot's hand
  and the discards) times the worth of the next cloud beats the points of jumping now.
  The worth of a cloud comes from a fixed table: what an average passenger can expect
  from there on.
  When it would pilot the next climb itself, its own hand gives that chance instead.
- strong: for every choice it deals the unseen cards at random to the other hands
  (SAMPLES deals, each with its own dice, the same for every choice), plays the rest of
  the voyage out on card counts, the others deciding as normal does and itself from a
  plan of its own worth at each cloud, and takes the choice with the best mean chance of
  winning at the end of the voyage: exact when the game ends there, otherwise a race
  model (softmax of the scores, its spread fitted on games between normal players). So
  who else is aboard and what they may still score counts: it banks a winning jump, rides
  on when only a high cloud can catch the leader, and may let the balloon fall rather
  than lift its rivals. As pilot it pays with colours when it can and keeps its wild.

Measured by `python -m tests.bench cloud9` (4 players, one hero seat against three
others, fixed seeds, 95% Wilson intervals, fair share 25%):
- strong against three normal: 34.4% of 2000 games (32.3%-36.5%); before this
  version 29.2% (27.2%-31.2%);
- strong against three random: 88.4% of 1000 games (86.3%-90.3%);
- normal against three random: 78.8% of 3000 games (77.2%-80.2%);
- strong thinks 10 ms per decision (median; 57 ms at most) on a 2-core machine.
"""

from __future__ import annotations

import math
import random
from functools import cache, lru_cache
from itertools import product

from cloudtable.engine import Rng

from .actions import Jump, LetFall, Pay, Roll, Stay
from .cards import BLANK, CARD_COLOUR, DICE_AT, DIE_FACES, PER_COLOUR, POINTS, TARGET, TOP_CLOUD, WILD, WILDS
from .rules import Cloud9
from .state import ALONE, DECIDE, PAY, State

FULL_POOL = (PER_COLOUR,) * 4 + (WILDS,)
# Cards asked per colour (green, purple, red, yellow); cards held or left per kind (the four
# colours and wild). Four and five numbers, built from lists.
Need = tuple[int, ...]
Counts = tuple[int, ...]
SAMPLES = 120  # sampled deals (each with its own dice) per decision of the strong player


# --- chances -------------------------------------------------------------------------
@cache
def roll_distribution(dice: int) -> tuple[tuple[Need, float], ...]:
    """Every need (cards asked per colour) a roll of `dice` dice can make, with its chance."""
    out: dict[Need, float] = {}
    weight = 1 / 6**dice
    for faces in product(DIE_FACES, repeat=dice):
        need = [0, 0, 0, 0]
        for face in faces:
            if face != BLANK:
                need[face] += 1
        key = tuple(need)
        out[key] = out.get(key, 0.0) + weight
    return tuple(out.items())


def need_of(roll) -> Need:
    need = [0, 0, 0, 0]
    for face in roll:
        if face != BLANK:
            need[face] += 1
    return tuple(need)


def counts_of(cards) -> Counts:
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
        for k, (_, p) in zip(ks, asked, strict=True):
            ways *= math.comb(p, k)
        with_colours += ways * math.comb(other, hand_size - used)
        with_colours_no_wild += ways * math.comb(other_plain, hand_size - used)
    no_wild = math.comb(total - pool[WILD], hand_size)
    colours = with_colours / all_hands
    can_pay = 1 - (no_wild - with_colours_no_wild) / all_hands
    return colours, can_pay


@cache
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


@cache
def cloud_worth(hand_size: int) -> tuple[float, ...]:
    """Points an average passenger can expect from being aboard at each cloud, deciding
    well at every climb, with pilots holding `hand_size` cards (normal's yardstick)."""
    worth = [0.0] * (TOP_CLOUD + 1)
    worth[TOP_CLOUD] = POINTS[TOP_CLOUD]
    for cloud in range(TOP_CLOUD - 1, 0, -1):
        ahead = worth[cloud + 1]
        worth[cloud] = sum(
            prob * max(POINTS[cloud], p * ahead) for prob, p in roll_pay_table(DICE_AT[cloud], hand_size)
        )
    return tuple(worth)


def unseen_pool(view: State, me: int) -> Counts:
    """Cards this seat has not seen: the deck minus its hand and the discards."""
    mine = counts_of(view.hands[me])
    gone = counts_of(view.discard)
    return tuple(FULL_POOL[k] - mine[k] - gone[k] for k in range(5))


# --- the players ----------------------------------------------------------------------
# The rules, for the bots' own look-ahead (the package wires `choose` into its GAME).
_RULES = Cloud9()


def choose(view: State, seat: int, level: str, rng: Rng):
    actions = _RULES.legal_actions(view)
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


# How far apart scores must be to matter, by the leader's distance to the target: fitted
# (maximum likelihood, softmax of score / spread) on 20,000 games between normal players,
# and checked against their outcomes by gap to the leader (within 2 points of percent).
SPREAD_DISTANCE = (1.5, 3, 5, 7.5, 10.5, 13.5, 17.5, 22.5, 27.5, 35, 45)
SPREAD = (3.37, 3.27, 3.37, 3.57, 3.8, 4.27, 4.7, 5.33, 5.56, 6.22, 6.97)


def spread(distance: float) -> float:
    """The fitted spread for a leader `distance` points from the target (interpolated)."""
    if distance <= SPREAD_DISTANCE[0]:
        return SPREAD[0]
    for i in range(1, len(SPREAD_DISTANCE)):
        if distance <= SPREAD_DISTANCE[i]:
            x0, x1 = SPREAD_DISTANCE[i - 1], SPREAD_DISTANCE[i]
            return SPREAD[i - 1] + (SPREAD[i] - SPREAD[i - 1]) * (distance - x0) / (x1 - x0)
    return SPREAD[-1]


def race_chance(scores, me: int) -> float:
    """`me`'s chance of winning a game still going on, from the scores alone."""
    top = max(scores)
    width = spread(TARGET - top)
    weights = [math.exp((s - top) / width) for s in scores]
    return weights[me] / sum(weights)


class Strong:
    """One decision of the strong player: every choice is valued as a chance of winning,
    averaged over sampled deals of the unseen cards, each voyage played out to its end
    by a fast simulation in which the others play as normal does."""

    WILD_POINTS = 4  # a wild kept for later, in points

    def __init__(self, view: State, me: int):
        self.v = view
        self.me = me
        self.n = view.players
        self.pool = unseen_pool(view, me)
        self.sizes = [len(h) for h in view.hands]
        self.mine = counts_of(view.hands[me])
        self.last_voyage = max(view.scores) >= TARGET  # no later voyage whatever happens
        self._utility: dict[int, float] = {}
        self._plan()

    # --- my own chance of winning, by what I gain this voyage ------------------------
    def utility(self, gain: int) -> float:
        if gain not in self._utility:
            scores = list(self.v.scores)
            scores[self.me] += gain
            self._utility[gain] = self.final_chance(scores, self.sizes)
        return self._utility[gain]

    def final_chance(self, scores, sizes) -> float:
        """My chance of winning once the voyage ends with these scores and hand sizes."""
        top = max(scores)
        if top < TARGET:
            return race_chance(scores, self.me)
        if scores[self.me] < top:
            return 0.0
        tied = [s for s in range(self.n) if scores[s] == top]
        if len(tied) == 1:
            return 1.0
        most = max(sizes[s] for s in tied)
        if sizes[self.me] < most:
            return 0.0
        return 1.0 / sum(1 for s in tied if sizes[s] == most)

    def _plan(self) -> None:
        """My worth aboard at each cloud, in winning chance, counting only my own points:
        `aboard[c]` as a passenger (pilots of average hand), `alone[c]` flying alone.
        The play-outs use them for my later decisions."""
        others = [self.sizes[s] for s in range(self.n) if s != self.me]
        size = round(sum(others) / len(others))
        u0 = self.utility(0)
        aboard = [0.0] * (TOP_CLOUD + 1)
        alone = [0.0] * (TOP_CLOUD + 1)
        aboard[TOP_CLOUD] = alone[TOP_CLOUD] = self.utility(POINTS[TOP_CLOUD])
        for cloud in range(TOP_CLOUD - 1, 0, -1):
            jump = self.utility(POINTS[cloud])
            aboard[cloud] = sum(
                prob * max(jump, p * aboard[cloud + 1] + (1 - p) * u0)
                for prob, p in roll_pay_table(DICE_AT[cloud], size)
            )
            _, mine = own_chances(self.mine, DICE_AT[cloud])
            alone[cloud] = max(jump, mine * alone[cloud + 1] + (1 - mine) * u0)
        self.aboard, self.alone = aboard, alone

    # --- decisions ------------------------------------------------------------------
    def choose(self, actions, rng: Rng):
        v = self.v
        if v.phase == PAY:
            colours, wild, fall = _pay_actions(actions)
            if colours is not None:
                if wild is not None and self.last_voyage and len(colours.cards) > 1:
                    return wild  # no later voyage: keep more cards for the tie-break
                return colours  # a wild is worth more later than the colours it would save
            actions = [a for a in (wild, fall) if a is not None]
        return self.sampled(actions, rng)

    def sampled(self, actions, rng: Rng):
        """The action with the best winning chance over the same sampled deals and dice."""
        seeds = [rng.next64() for _ in range(SAMPLES)]
        if len(actions) == 1:
            return actions[0]
        unseen = [k for k in range(5) for _ in range(self.pool[k])]
        best, best_value = actions[0], -1.0
        for index, action in enumerate(actions):
            value = 0.0
            for seed in seeds:
                dice = random.Random(seed)
                value += self.play_out(action, self._deal(unseen, dice), dice)
            if index == 0 or value > best_value:
                best, best_value = action, value
        return best

    def _deal(self, unseen, dice: random.Random) -> list[list[int]]:
        """Every hand as counts per kind: mine as it is, the others dealt from the unseen cards."""
        cards = dice.sample(unseen, sum(self.sizes) - self.sizes[self.me]) if unseen else []
        hands, at = [], 0
        for seat in range(self.n):
            if seat == self.me:
                hands.append(list(self.mine))
                continue
            hand = [0, 0, 0, 0, 0]
            for kind in cards[at : at + self.sizes[seat]]:
                hand[kind] += 1
            at += self.sizes[seat]
            hands.append(hand)
        return hands

    # --- the fast play-out of the rest of the voyage -----------------------------------
    def play_out(self, action, hands, dice: random.Random) -> float:
        v = self.v
        trip = _Trip(self, hands, dice)
        if v.phase == DECIDE:
            trip.decided = len(v.decisions)
            if isinstance(action, Jump):
                trip.jump(self.me)
            trip.decided += 1
            trip.finish_climb()
        elif v.phase == ALONE:
            if isinstance(action, Jump):
                trip.jump(self.me)
                trip.over = True
            else:
                trip.climb(decided=True)
        else:  # PAY: a wild or the fall
            trip.pay(isinstance(action, Pay))
        while not trip.over:
            trip.climb()
        return self.final_chance(trip.scores, [sum(h) for h in hands])


class _Trip:
    """The rest of a voyage on counts of cards: fast enough for hundreds of play-outs."""

    def __init__(self, strong: Strong, hands, dice: random.Random):
        v = strong.v
        self.s = strong
        self.me = strong.me
        self.n = strong.n
        self.hands = hands
        self.dice = dice
        self.scores = list(v.scores)
        self.aboard = list(v.aboard)
        self.pilot = v.pilot
        self.cloud = v.cloud
        self.need = need_of(v.roll)
        # The passengers of this climb in turn, those who already jumped included.
        decided = {seat for seat, _ in v.decisions}
        self.order = [s for s in ((v.pilot + i) % self.n for i in range(1, self.n)) if v.aboard[s] or s in decided]
        self.decided = 0
        self.over = False
        others = [len(h) for s, h in enumerate(v.hands)]
        self.worth = cloud_worth(round((sum(others) - others[self.me]) / (self.n - 1)))

    def jump(self, seat: int) -> None:
        self.scores[seat] += POINTS[self.cloud]
        self.aboard[seat] = False

    def next_aboard(self, seat: int) -> int:
        n, aboard = self.n, self.aboard
        for i in range(1, n + 1):
            if aboard[(seat + i) % n]:
                return (seat + i) % n
        raise StopIteration  # (nobody aboard: never while a climb goes on)

    def climb(self, decided: bool = False) -> None:
        """From a lone pilot's choice (unless `decided`) or the roll to the end of the climb."""
        if not decided and sum(self.aboard) == 1 and not self.stays_alone():
            self.jump(self.pilot)
            self.over = True
            return
        need = [0, 0, 0, 0]
        for _ in range(DICE_AT[self.cloud]):
            face = self.dice.randrange(6)
            if face < 4:
                need[face] += 1
        self.need = tuple(need)
        self.order = [s for s in ((self.pilot + i) % self.n for i in range(1, self.n)) if self.aboard[s]]
        self.decided = 0
        self.finish_climb()

    def finish_climb(self) -> None:
        """The passengers still to decide, then the pilot."""
        for seat in self.order[self.decided :]:
            if not self.stays(seat):
                self.jump(seat)
        self.decided = len(self.order)
        hand = self.hands[self.pilot]
        need = self.need
        if hand[0] >= need[0] and hand[1] >= need[1] and hand[2] >= need[2] and hand[3] >= need[3]:
            for c in range(4):
                hand[c] -= need[c]
            self.rise()
        elif hand[WILD] and self.pays_wild():
            hand[WILD] -= 1
            self.rise()
        else:
            self.over = True

    def pay(self, wild: bool) -> None:
        if wild:
            self.hands[self.pilot][WILD] -= 1
            self.rise()
        else:
            self.over = True

    def rise(self) -> None:
        self.cloud += 1
        if self.cloud == TOP_CLOUD:
            for seat in range(self.n):
                if self.aboard[seat]:
                    self.scores[seat] += POINTS[TOP_CLOUD]
            self.over = True
            return
        self.pilot = self.next_aboard(self.pilot)

    # --- the policies: mine from my plan, the others' as normal's ----------------------
    def stays(self, seat: int) -> bool:
        cloud = self.cloud
        next_pilot = self.next_aboard(self.pilot) if cloud + 1 < TOP_CLOUD else -1
        if seat == self.me:
            s = self.s
            _, chance = pay_chances(self.need, sum(self.hands[self.pilot]), s.pool)
            ahead = s.aboard[cloud + 1]
            if next_pilot == seat:
                _, mine = own_chances(tuple(self.hands[seat]), DICE_AT[cloud + 1])
                ahead = mine * s.aboard[cloud + 2] + (1 - mine) * s.utility(0)
            return chance * ahead + (1 - chance) * s.utility(0) > s.utility(POINTS[cloud])
        _, chance = pay_chances(self.need, sum(self.hands[self.pilot]), FULL_POOL)
        ahead = self.worth[cloud + 1]
        if next_pilot == seat:
            _, mine = own_chances(tuple(self.hands[seat]), DICE_AT[cloud + 1])
            ahead = mine * self.worth[cloud + 2]
        return chance * ahead > POINTS[cloud]

    def stays_alone(self) -> bool:
        cloud = self.cloud
        _, chance = own_chances(tuple(self.hands[self.pilot]), DICE_AT[cloud])
        if self.pilot == self.me:
            s = self.s
            return chance * s.alone[cloud + 1] + (1 - chance) * s.utility(0) > s.utility(POINTS[cloud])
        return chance * self.worth[cloud + 1] > POINTS[cloud]

    def pays_wild(self) -> bool:
        cloud = self.cloud
        if self.pilot == self.me:
            s = self.s
            ahead = s.alone[cloud + 1] if sum(self.aboard) == 1 else s.aboard[cloud + 1]
            return ahead > s.utility(s.WILD_POINTS)
        return self.worth[cloud + 1] > NORMAL_WILD_WORTH
