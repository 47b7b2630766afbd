"""Cloud 9 under random play: thousands of games never break an invariant, and every
position survives save → load."""

import json
from operator import ge

import pytest
from hypothesis import given, settings, strategies as st

from cloudtable.engine import Rng, Seat, load_match, new_match
from cloudtable.engine.actions import ActionCodec
from cloudtable.games.cloud9 import GAME, notation as N
from cloudtable.games.cloud9.cards import CARD_COUNT, TARGET, TOP_CLOUD
from cloudtable.games.cloud9.rules import deciding, passengers
from cloudtable.games.cloud9.state import DECIDE, OVER, PAY
from random_play import play_randomly

GAMES_PER_COUNT = 400  # 2000 games in all


def check_invariants(s):
    cards = [c for h in s.hands for c in h]
    cards += s.draw
    cards += s.discard
    # (CARD_COUNT places holding every card once: the same as sorting them into 0..CARD_COUNT-1, quicker.)
    assert len(cards) == len(set(cards)) == CARD_COUNT and min(cards) == 0 and max(cards) == CARD_COUNT - 1, (
        "every card is in a hand, the draw or the discards"
    )
    assert all(h == sorted(h) for h in s.hands)
    if s.phase == OVER:
        assert max(s.scores) >= TARGET
        return
    assert 1 <= s.cloud < TOP_CLOUD and s.aboard[s.pilot]
    assert GAME.current_player(s) is not None
    if s.phase == DECIDE:
        assert deciding(s) in passengers(s)
    if s.phase == PAY:
        assert {seat for seat, _ in s.decisions} >= set(passengers(s))


def random_game(players, seed, describe=False):
    chooser = Rng(seed)
    s = GAME.new_state(players, Rng(seed * 7919 + 1), {})
    check_invariants(s)
    moves = 0
    while s.phase != OVER:
        actions = GAME.legal_actions(s)
        assert actions and len(set(actions)) == len(actions)
        action = chooser.choice(actions)
        GAME.check(s, action)  # every listed action is legal
        if describe:
            assert "{" not in GAME.describe(s, action).english(player="P")
        before = list(s.scores)
        GAME.apply(s, action)
        assert len(s.scores) == len(before) and all(map(ge, s.scores, before))
        check_invariants(s)
        moves += 1
        assert moves < 10_000
    return s


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_thousands_of_random_games_keep_every_invariant(players):
    ends = set()
    for seed in range(GAMES_PER_COUNT):
        s = random_game(players, seed, describe=seed < 20)
        out = GAME.outcome(s)
        assert out.winners and out.scores == tuple(s.scores)
        assert sum(line.points for line in out.breakdown if line.label.text == "Final score") == sum(s.scores)
        ends.add(len(out.winners))
    assert 1 in ends


def test_every_action_round_trips_through_json():
    codec = ActionCodec(GAME.action_types)
    seen = set()
    for seed in range(30):
        s = GAME.new_state(3, Rng(seed), {})
        chooser = Rng(seed)
        while s.phase != OVER:
            for action in GAME.legal_actions(s):
                data = json.loads(json.dumps(codec.dump(action)))
                assert codec.load(data) == action
                seen.add(type(action).__name__)
            GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    assert seen == {t.__name__ for t in GAME.action_types}


def test_notation_round_trips_every_position_of_a_game():
    s = GAME.new_state(4, Rng(12), {})
    chooser = Rng(12)
    while s.phase != OVER:
        text = N.format_state(s)
        assert N.format_state(N.parse_state(text)) == text
        GAME.apply(s, chooser.choice(GAME.legal_actions(s)))


@settings(max_examples=40, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**63),
    st.integers(min_value=2, max_value=6),
    st.integers(min_value=0, max_value=400),
    st.permutations("abcdef"),
)
def test_every_position_survives_save_and_load(seed, players, moves, colours):
    seats = [Seat(f"P{i}", kind="computer", level="random") for i in range(players)]
    m = new_match("cloud9", players, seed=seed, seats=seats, colours="".join(colours))
    play_randomly(m, moves)
    loaded = load_match(m.to_json())
    assert loaded.snapshot() == m.snapshot()
    assert loaded.history == m.history
    assert N.format_state(loaded.view(0)) == N.format_state(m.view(0))
    position = m.state_copy()
    assert N.parse_state(N.format_state(position), seed=0).colours == position.colours
    assert json.loads(json.dumps(m.snapshot())) == m.snapshot()
