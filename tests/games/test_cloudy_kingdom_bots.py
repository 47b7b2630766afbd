"""Cloudy Kingdom's computer players: legal moves in every phase, no peeking, an
immediate win taken, a rival's one-card win blocked, and the helpers they rely on."""

import pytest

from cloudtable.engine import Rng, decide as engine_decide
from cloudtable.games.cloudy_kingdom import GAME, bots, cards, state as cs
from cloudtable.games.cloudy_kingdom.actions import PlayRoute
from cloudtable.games.cloudy_kingdom.notation import parse_state
from cloudtable.games.cloudy_kingdom.routes import Distances

TINY = bots.Strong(samples=2, seconds=None, width=3)
ALL_KINDS = sorted({kind.code for kind in cards.ROUTE_CARDS})


def decide(s, level, seed=1):
    """The level's move in the whole state, decided from the seat's view; strong with a
    tiny sample budget and no time limit, so that it does not depend on timing."""
    if level == "strong":
        return TINY.choose(GAME, GAME.view(s, s.actor), Rng(seed))
    return engine_decide(GAME, s, level, Rng(seed))


def positions_by_phase():
    """States from seeded random games of 2-4 players, a few per phase."""
    found: dict[str, list] = {}
    for seed in range(60):
        players = 2 + seed % 3
        s = GAME.new_state(players, Rng(seed), {"magic": ("pick", "random", "first")[seed % 3]})
        rng = Rng(seed + 100)
        while s.phase != cs.OVER:
            kept = found.setdefault((s.phase, players), [])
            if len(kept) < 2 and rng.below(3) == 0:
                kept.append(s.copy())
            GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return found


POSITIONS = positions_by_phase()


def test_the_sample_positions_cover_every_phase():
    phases = {phase for phase, _ in POSITIONS}
    assert phases == {
        cs.PICK,
        cs.PLAY,
        cs.INSPIRATION,
        cs.FAST_EMPTY,
        cs.FAST_TOP,
        cs.GREEN_OTHERS,
        cs.GREEN_PLAY,
        cs.REPLANT,
    }
    assert {players for _, players in POSITIONS} == {2, 3, 4}


@pytest.mark.parametrize("level", bots.LEVELS)
def test_every_level_returns_a_legal_action_in_every_phase(level):
    assert level in GAME.bot_levels
    for (phase, players), states in sorted(POSITIONS.items()):
        for s in states:
            a = decide(s, level)
            GAME.check(s, a)
            assert a in GAME.legal_actions(s), (phase, players, a)


def test_choose_action_plays_whole_games_at_every_level():
    for level, players in (("random", 4), ("normal", 3), ("normal", 2)):
        s = GAME.new_state(players, Rng(players), {"magic": "random"})
        rng = Rng(7)
        while s.phase != cs.OVER:
            a = engine_decide(GAME, s, level, rng)
            GAME.check(s, a)
            GAME.apply(s, a)
        assert GAME.outcome(s) is not None


def hidden_cards_reshuffled(s, seed):
    """The same position with the others' hands and the draw pile dealt differently."""
    other = s.copy()
    pool = [c for i, h in enumerate(s.hands) if i != s.actor for c in h] + list(s.draw)
    Rng(seed).shuffle(pool)
    for i, hand in enumerate(other.hands):
        if i != s.actor:
            other.hands[i] = [pool.pop() for _ in hand]
    other.draw = pool
    return other


@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_never_peek_at_hidden_cards(level):
    checked = 0
    for (_phase, _players), states in sorted(POSITIONS.items()):
        for s in states:
            other = hidden_cards_reshuffled(s, 5)
            assert GAME.view(other, s.actor).snapshot() == GAME.view(s, s.actor).snapshot()
            differs = other.draw != s.draw or other.hands != s.hands
            checked += differs
            assert decide(s, level, 3) == decide(other, level, 3)
    assert checked > 10


def test_determinize_deals_exactly_the_unseen_cards():
    for (_phase, _players), states in sorted(POSITIONS.items()):
        for s in states:
            view = GAME.view(s, s.actor)
            deal = bots.determinize(view, Rng(11))
            assert deal.hands[s.actor] == s.hands[s.actor]
            assert [len(h) for h in deal.hands] == [len(h) for h in s.hands]
            assert len(deal.draw) == len(s.draw)
            hidden = [c for i, h in enumerate(s.hands) if i != s.actor for c in h] + s.draw
            dealt = [c for i, h in enumerate(deal.hands) if i != s.actor for c in h] + deal.draw
            assert sorted(dealt) == sorted(hidden) == bots.unseen_cards(view, s.actor)


def test_fast_distances_agree_with_the_routes_module():
    compared = 0
    for (_phase, _players), states in sorted(POSITIONS.items()):
        for s in states:
            d = Distances(s.board, s.stacks, s.links)
            expected = {f: bots.FAR if d.family(f) is None else d.family(f) for f in range(4)}
            assert bots.family_distances(s.board, s.stacks, s.links, range(4)) == expected
            compared += 1
    assert compared > 20


# --- positions ---------------------------------------------------------------------------------
# Layout A: family a (seat 0) joins its castle north of A1 to the one south of C3: A1
# turns north to east, B1's rope bridge runs west-east, C1 turns west to south, C2 runs
# north-south. One north-south card on C3 finishes the route.

ALMOST = """
1: oIoE/oCoN oRoE oIoE/oCoS
2: .         .    oIoN
3: .         .    .
"""


def pos(turn, hands, magic="chop inspiration burning | chop inspiration burning", draw="..."):
    return parse_state(
        f"cloudy-kingdom players=2 turn={turn} phase=play\n{ALMOST}\n"
        f"hands: {hands}\nmagic: {magic}\ndraw: {draw}\ndiscard: -\n"
    )


def test_finishing_kinds_names_the_cards_that_would_win_at_once():
    s = pos(0, "oXo | oEo")
    kinds = bots.finishing_kinds(s.board, s.stacks, s.links, 0, ALL_KINDS)
    # Any card that joins its two ends along its axis, on C3 north-south.
    assert {"oIo", "oRo", "oXo", "oTo", "oto"} <= kinds
    assert not kinds & {"oEo", "bIo", "oCo", "oco", "oDo", "odo"}
    assert bots.finishing_kinds(s.board, s.stacks, s.links, 1, ALL_KINDS) == set()


@pytest.mark.parametrize("level", ["normal", "strong"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bot_takes_an_immediate_win(level, seed):
    s = pos(0, "oXo | oIo")
    a = decide(s, level, seed)
    assert isinstance(a, PlayRoute) and s.board.cell_name(a.cell) == "C3"
    GAME.apply(s, a)
    assert s.winners == (0,) and s.end == cs.END_ROUTE


@pytest.mark.parametrize("level", ["normal"])
@pytest.mark.parametrize(
    "hand, magic",
    [
        ("oIo", "chop inspiration burning"),  # a card across C2 cuts the route
        ("oCo", "chop inspiration burning"),
        ("oXo", "chop inspiration burning"),
        ("bIh", "inspiration fast_growth green_thumb"),  # no blocking spell at all
    ],
)
def test_a_bot_blocks_a_rival_one_card_from_winning(level, hand, magic):
    # (strong may gamble on Fast Growth here instead: its lookahead is sampled.)
    s = pos(1, f"? | {hand}", magic=f"chop inspiration burning | {magic}")
    assert bots.finishing_kinds(s.board, s.stacks, s.links, 0, ALL_KINDS)
    for seed in (1, 2):
        after = s.copy()
        while after.phase != cs.OVER and after.turn == 1:  # a spell may take several steps
            GAME.apply(after, decide(after, level, seed))
        assert after.phase != cs.OVER
        assert bots.finishing_kinds(after.board, after.stacks, after.links, 0, ALL_KINDS) == set()


def test_normal_saves_its_spells_when_a_route_card_does_as_well():
    s = GAME.new_state(2, Rng(4), {"magic": "first"})
    a = decide(s, "normal")
    assert isinstance(a, PlayRoute)
