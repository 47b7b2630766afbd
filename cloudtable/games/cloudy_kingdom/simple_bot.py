"""A simple greedy computer player ("normal"), until a stronger bots.py arrives.

It looks one move ahead: every legal play is scored by how many cards its family and
its closest rival still need (routes.cards_needed), winning plays first, plays that hand
another family the win last. Spells cost a little (they are used once and cost the hand
card). It decides from the seat's view only.

`measure_deck()` plays whole games between these players: it gives the figures that
justify cards.DECK_MIX (share of games won before the draw pile runs out, median length).
"""

from __future__ import annotations

import statistics

from cloudtable.engine import Rng

from . import state as st
from .actions import Exchange, PickMagic, PlayMagic, PlayRoute
from .cards import BURNING, CHOP, DEAD_END, EFFECTS, FAST_GROWTH, GREEN_THUMB, INSPIRATION, REPLANT, WINDING, magic_id
from .geometry import stack_links
from .routes import Distances, joined_pairs

WIN = 1_000_000
SPELL_COST = 6
# Spells a "pick" player takes, best first.
PICK_ORDER = (CHOP, BURNING, WINDING, INSPIRATION, FAST_GROWTH, GREEN_THUMB, REPLANT, DEAD_END)


class _Scorer:
    def __init__(self, s: st.State, seat: int):
        self.s = s
        self.seat = seat
        self.bd = s.board
        self.before = joined_pairs(self.bd, s.links)
        self.owned = list(range(s.players))
        self.cache: dict = {}

    def position(self, stacks, links, magic: bool) -> float:
        """The value for `seat` of the table after a move (in a turn with or without magic)."""
        new = joined_pairs(self.bd, links) - self.before
        winners = {f for f, _, _ in new if f < self.s.players}
        if winners:
            if self.seat in winners and not magic:
                return WIN
            others = winners - {self.seat}
            if others:
                return -WIN
            return WIN / 10  # a spell made our route: we win next turn if it holds
        mine = None
        rival = 99
        distances = Distances(self.bd, stacks, links)
        for family in self.owned:
            d = distances.family(family)
            d = 99 if d is None else d
            if family == self.seat:
                mine = d
            else:
                rival = min(rival, d)
        return -10.0 * mine + 4.0 * min(rival, 12)

    def after(self, cell: int, stack, magic: bool) -> float:
        key = (cell, stack, magic)
        if key not in self.cache:
            stacks = list(self.s.stacks)
            stacks[cell] = stack
            links = list(self.s.links)
            links[cell] = stack_links(stack)
            self.cache[key] = self.position(stacks, links, magic)
        return self.cache[key]

    def placed(self, card: int, cell: int, turns: int, magic: bool) -> float:
        return self.after(cell, self.s.stacks[cell] + ((card, turns),), magic)


def choose_normal(game, s: st.State, rng: Rng):
    seat = s.actor
    if s.phase == st.PICK:
        return PickMagic(next(e for e in PICK_ORDER if e not in s.chosen[seat]))
    scorer = _Scorer(s, seat)
    now = scorer.position(s.stacks, s.links, False)
    if s.phase == st.GREEN_OTHERS:
        # Swap a card that cannot bring our family closer.
        best = max((scorer.placed(card, cell, t, False) for card in s.hands[seat]
                    for cell, t in _all_places(game, s)), default=now)
        return Exchange(best <= now)
    acts = game.legal_actions(s)
    magic_turn = s.magic_turn
    best_value, best = None, []
    route_best = None
    for a in acts:
        if isinstance(a, PlayRoute):
            value = scorer.placed(a.card, a.cell, a.turns, magic_turn)
            route_best = value if route_best is None else max(route_best, value)
        elif isinstance(a, PlayMagic):
            value = _spell_value(scorer, s, a) - SPELL_COST
        else:
            value = now - 1
        if best_value is None or value > best_value + 1e-9:
            best_value, best = value, [a]
        elif abs(value - best_value) <= 1e-9:
            best.append(a)
    # Spells that draw cards: worth it when the hand card helps nothing.
    if s.phase == st.PLAY and (route_best is None or route_best <= now):
        for a in acts:
            if isinstance(a, PlayMagic) and a.effect in (INSPIRATION, FAST_GROWTH, GREEN_THUMB):
                value = now + 1
                if best_value is None or value > best_value:
                    best_value, best = value, [a]
    return rng.choice(best)


def _all_places(game, s: st.State):
    from .rules import placements

    return placements(s)


def _spell_value(scorer: _Scorer, s: st.State, a: PlayMagic) -> float:
    stack = s.stacks[a.cell] if a.cell >= 0 else ()
    if a.effect == CHOP:
        return scorer.after(a.cell, stack[:-1], True)
    if a.effect == WINDING:
        return scorer.after(a.cell, tuple((c, (t + 1) % 4) for c, t in stack), True)
    if a.effect in (BURNING, DEAD_END):
        return scorer.after(a.cell, stack + ((magic_id(s.actor, a.effect), a.turns),), True)
    if a.effect == REPLANT and s.discard:
        from .rules import placements

        card = s.discard[-1]
        return max((scorer.placed(card, cell, t, True) for cell, t in placements(s)), default=-WIN)
    return -WIN  # the drawing spells are weighed in choose_normal


def measure_deck(games: int = 60, players_counts=(2, 3, 4), seed: int = 1) -> dict[int, tuple[int, float, float]]:
    """Self-play figures for cards.DECK_FIGURES: players -> (games, share won before the
    draw pile ran out, median number of moves)."""
    from .rules import GAME

    figures = {}
    for players in players_counts:
        won, lengths = 0, []
        for g in range(games):
            rng = Rng(seed * 7919 + g)
            s = GAME.new_state(players, Rng(seed * 104729 + g * 31 + players), {"magic": "random"})
            moves = 0
            while GAME.current_player(s) is not None:
                a = GAME.choose_action(s, "normal", rng)
                GAME.check(s, a)
                GAME.apply(s, a)
                moves += 1
            won += s.end != st.END_DECK
            lengths.append(moves)
        figures[players] = (games, won / games, statistics.median(lengths))
    return figures


__all__ = ["choose_normal", "measure_deck", "EFFECTS"]
