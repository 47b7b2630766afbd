"""Cloudy Kingdom: random legal games never raise, never lose or duplicate a card, agree
with `check`, survive save -> load and the notation unchanged."""

import json
from itertools import pairwise

import pytest
from hypothesis import given, settings, strategies as st

from cloudtable.engine import IllegalAction, Rng, choose_action, decide, load_match, new_match
from cloudtable.games.cloudy_kingdom import GAME, cards, state as cs
from cloudtable.games.cloudy_kingdom.actions import DiscardRoute, PlayMagic, PlayRoute
from cloudtable.games.cloudy_kingdom.notation import NotationError, format_state, parse_state
from random_play import play_randomly

MODES = ("first", "random", "pick")


def check_invariants(s):
    table = [card for stack in s.stacks for card, _ in stack]
    routes = [c for c in table if not cards.is_magic(c)]
    everything = s.draw + [c for h in s.hands for c in h] + routes + s.discard + s.box
    assert sorted(everything) == list(range(cards.ROUTE_COUNT))
    # Magic cards: each seat's unused ones are among its three; on the table only used ones.
    for seat in range(s.players):
        assert set(s.magic[seat]) <= set(s.chosen[seat]) and len(set(s.chosen[seat])) == len(s.chosen[seat])
        assert len(s.chosen[seat]) == cards.MAGIC_PER_PLAYER or s.phase == cs.PICK
    for card in table:
        if cards.is_magic(card):
            seat, effect = cards.magic_of(card)
            assert effect in s.chosen[seat] and effect not in s.magic[seat]
    assert len(set(table)) == len(table)
    # Every card on a stack lies across the one below it, except after Winding Route (a
    # whole stack turns, so that still holds).
    for stack in s.stacks:
        assert all(a[1] % 2 != b[1] % 2 for a, b in pairwise(stack))
    assert s.links == [GAME.copy(s).links[i] for i in range(len(s.stacks))]
    if s.phase == cs.PLAY:
        assert len(s.hands[s.actor]) == 1 and not s.magic_turn


def play_random(players, seed, mode, moves=10_000, every=None):
    rng = Rng(seed)
    s = GAME.new_state(players, Rng(seed * 31 + players), {"magic": mode})
    count = 0
    while GAME.current_player(s) is not None and count < moves:
        acts = GAME.legal_actions(s)
        assert acts and len(set(acts)) == len(acts)
        a = rng.choice(acts)
        GAME.check(s, a)
        GAME.apply(s, a)
        count += 1
        if every:
            every(s)
    return s, count


@pytest.mark.parametrize("players", [2, 3, 4])
def test_thousands_of_random_games_keep_every_card(players):
    ends = set()
    for seed in range(400):
        s, _ = play_random(players, seed, MODES[seed % 3], every=check_invariants if seed % 8 == 0 else None)
        check_invariants(s)
        assert s.phase == cs.OVER and GAME.outcome(s) is not None
        ends.add(s.end)
    assert {cs.END_ROUTE, cs.END_DECK} <= ends


def mutated(a, rng):
    """A nearby action that may or may not be legal."""
    if isinstance(a, PlayRoute):
        return PlayRoute(a.card if rng.below(3) else a.card + 1, rng.below(17) - 1, rng.below(5))
    if isinstance(a, PlayMagic):
        return PlayMagic(rng.choice(cards.EFFECTS), rng.below(17) - 1, rng.below(4))
    return DiscardRoute(rng.below(cards.ROUTE_COUNT))


@settings(max_examples=120, deadline=None)
@given(st.integers(min_value=2, max_value=4), st.integers(min_value=0, max_value=2**32), st.sampled_from(MODES))
def test_check_agrees_with_legal_actions(players, seed, mode):
    rng = Rng(seed + 1)
    s = GAME.new_state(players, Rng(seed), {"magic": mode})
    while GAME.current_player(s) is not None:
        acts = GAME.legal_actions(s)
        legal = set(acts)
        for a in acts[:: max(1, len(acts) // 6)]:
            GAME.check(s, a)
            b = mutated(a, rng)
            if b in legal:
                GAME.check(s, b)
            else:
                with pytest.raises(IllegalAction) as err:
                    GAME.check(s, b)
                assert err.value.message.english()
        GAME.apply(s, rng.choice(acts))


@settings(max_examples=40, deadline=None)
@given(
    st.integers(min_value=2, max_value=4),
    st.integers(min_value=0, max_value=2**63),
    st.integers(min_value=0, max_value=80),
    st.sampled_from(MODES),
    st.permutations("abcd"),
)
def test_every_state_survives_save_and_load(players, seed, moves, mode, families):
    m = new_match("cloudy-kingdom", players, seed=seed, magic=mode, families="".join(families))
    play_randomly(m, moves)
    loaded = load_match(m.to_json())
    assert loaded.snapshot() == m.snapshot()
    assert json.loads(json.dumps(m.snapshot())) == m.snapshot()
    assert loaded.history == m.history
    # The notation holds the whole state too, and views mask every hidden card.
    s = m.state_copy()
    assert parse_state(format_state(s)).snapshot() == s.snapshot()
    for seat in range(players):
        v = m.view(seat)
        assert all(c == -1 for i, h in enumerate(v.hands) if i != seat for c in h)
        assert set(v.draw) <= {-1}
        assert format_state(parse_state(format_state(v))) == format_state(v)


def test_same_seed_same_game_and_normal_bot_plays_legally():
    def run():
        m = new_match("cloudy-kingdom", 3, seed=9, bot_secret=9)  # the bots' chance is the secret's
        while not m.is_over:
            m.apply(choose_action(m, "normal"))
        return m

    a, b = run(), run()
    assert a.history == b.history and a.snapshot() == b.snapshot()


def test_bots_decide_from_their_view():
    m = new_match("cloudy-kingdom", 4, seed=3)
    s = m.state_copy()
    for level in ("random", "normal"):
        a = decide(GAME, s, level, Rng(1))
        GAME.check(s, a)


# --- notation -------------------------------------------------------------------------------


def test_notation_round_trip_on_random_positions():
    for seed in range(30):
        s, _ = play_random(2 + seed % 3, seed, MODES[seed % 3], moves=seed * 2)
        text = format_state(s)
        again = parse_state(text)
        assert again.snapshot() == s.snapshot()
        assert format_state(again) == text


def test_notation_fills_ids_and_the_rest_of_the_deck():
    s = parse_state("cloudy-kingdom players=2\n1: oIoN/oXoE . .\n2: . . .\n3: . . .\nhands: oCo | ?\ndraw: oDo ...")
    (a, ta), (b, tb) = s.stacks[0]
    assert cards.ROUTE_CARDS[a].code == "oIo" and ta == 0 and cards.ROUTE_CARDS[b].code == "oXo" and tb == 1
    assert cards.ROUTE_CARDS[s.draw[-1]].code == "oDo"
    assert s.hands[1] == [-1]
    assert len(s.draw) == cards.ROUTE_COUNT - 3  # a hidden card "?" takes no id


@pytest.mark.parametrize(
    "text",
    [
        "",
        "chess",
        "cloudy-kingdom players=2\n1: . .\n2: . . .\n3: . . .",
        "cloudy-kingdom players=2\n1: oIo . .\n2: . . .\n3: . . .",
        "cloudy-kingdom players=2\n1: oIoN/oIoN#0N . .\n2: . . .\n3: . . .",
        "cloudy-kingdom players=2\n1: qqqN . .\n2: . . .\n3: . . .",
        "cloudy-kingdom players=2\n1: . . .\n2: . . .\n3: . . .\nhands: oIo",
        "cloudy-kingdom players=2\n1: . . .\n2: . . .\n3: . . .\nmagic: fly | fly",
        "cloudy-kingdom players=2\n1: @B0N . .\n2: . . .\n3: . . .",
        "cloudy-kingdom players=2\n1: . . .\n2: . . .",
    ],
)
def test_bad_notation_is_refused_clearly(text):
    with pytest.raises(NotationError):
        parse_state(text)
