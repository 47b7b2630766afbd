"""Cloud 9's computer players: legal, blind to hidden cards, and sensible in clear cases. How
strong each level is, is measured by `make bench` (tests/bench/bench_cloud9.py), not here."""

import pytest

from cloudtable.engine import Rng, Seat, choose_action, decide, new_match
from cloudtable.games.cloud9 import GAME, notation as N
from cloudtable.games.cloud9.actions import Jump, LetFall, Pay, Roll, Stay
from cloudtable.games.cloud9.bots import own_chances, pay_chances, race_chance, roll_distribution
from cloudtable.games.cloud9.cards import HIDDEN
from cloudtable.games.cloud9.state import OVER

LEVELS = ("random", "normal", "strong")


def positions(seed, players=4, count=80):
    """Positions of a game between normal players, with someone near the end now and then."""
    s = GAME.new_state(players, Rng(seed), {})
    s.scores = [seed % 40, 31, 12, 5][:players]  # strong plays its end game past 30
    chooser = Rng(seed)
    out = []
    while s.phase != OVER and len(out) < count:
        out.append(GAME.copy(s))
        GAME.apply(s, decide(GAME, s, "normal", chooser))
    return out


def hide_differently(s, seed):
    """Another state with the same view for the seat to play: the other hands and the draw
    pile dealt again from the same cards, and another rng."""
    t = GAME.copy(s)
    me = GAME.current_player(s)
    hidden = [c for i, h in enumerate(s.hands) if i != me for c in h] + list(s.draw)
    Rng(seed).shuffle(hidden)
    for i, h in enumerate(t.hands):
        if i != me:
            t.hands[i] = sorted(hidden[: len(h)])
            del hidden[: len(h)]
    t.draw = hidden
    t.rng = Rng(seed + 12345)
    return t


def test_chances_are_exact_on_small_cases():
    # One card drawn from 1 red, 1 green, 1 wild: it pays a red face 2 times in 3.
    assert pay_chances((0, 0, 1, 0), 1, (1, 0, 1, 0, 1)) == pytest.approx((1 / 3, 2 / 3))
    # Two red faces need two red cards: impossible with one red in the pool, unless a wild.
    colours, can_pay = pay_chances((0, 0, 2, 0), 2, (1, 0, 1, 0, 1))
    assert colours == 0 and can_pay == pytest.approx(2 / 3)
    assert sum(p for _, p in roll_distribution(4)) == pytest.approx(1)
    assert own_chances((0, 0, 0, 0, 1), 4) == (pytest.approx(own_chances((0, 0, 0, 0, 0), 4)[0]), 1.0)
    assert own_chances((0, 0, 0, 0, 0), 2)[0] == pytest.approx((2 / 6) ** 2)  # only two blanks pay


def test_pay_chance_by_hand_on_two_colours():
    # Two cards from green, purple, red, wild: 6 hands. Green and purple asked: only the
    # hand {green, purple} has the colours; the 3 hands with the wild pay too.
    assert pay_chances((1, 1, 0, 0), 2, (1, 1, 1, 0, 1)) == pytest.approx((1 / 6, 4 / 6))
    # Three cards from 2 green, 2 red: 4 hands, all hold a green (colours always there).
    assert pay_chances((1, 0, 0, 0), 3, (2, 0, 2, 0, 0)) == pytest.approx((1, 1))
    # One green asked, 2 cards from 1 green and 3 yellow: 3 of the 6 hands hold the green.
    assert pay_chances((1, 0, 0, 0), 2, (1, 0, 0, 3, 0)) == pytest.approx((1 / 2, 1 / 2))


def test_race_chance_is_fair_when_level_and_favours_the_leader_more_near_the_end():
    assert race_chance([10, 10, 10, 10], 2) == pytest.approx(0.25)
    early = race_chance([20, 10, 10, 10], 0)
    late = race_chance([48, 38, 38, 38], 0)
    assert 0.25 < early < late < 1
    assert sum(race_chance([30, 22, 17, 5], s) for s in range(4)) == pytest.approx(1)


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_same_decision(level):
    checked = 0
    for seed in (1, 2):
        for s in positions(seed):
            t = hide_differently(s, seed)
            me = GAME.current_player(s)
            assert N.format_state(GAME.view(s, me)) == N.format_state(GAME.view(t, me))
            assert s.hands != t.hands or s.draw != t.draw
            assert decide(GAME, s, level, Rng(9)) == decide(GAME, t, level, Rng(9))
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_whole_games_legally(level):
    for seed in range(3):
        seats = [Seat(f"P{i}", kind="computer", level=level) for i in range(3)]
        m = new_match("cloud9", 3, seed=seed, seats=seats)
        while not m.is_over:
            m.apply(choose_action(m, level))  # apply checks legality
        assert m.outcome.winners


def test_normal_jumps_when_the_pilot_can_hardly_pay():
    s = N.parse_state("0*:G/0:GGGG/0:P 8d GPRY ~ - 3")  # one card against four colours: a wild or nothing
    assert decide(GAME, s, "normal", Rng(1)) == Jump()
    assert decide(GAME, s, "strong", Rng(1)) == Jump()


def test_normal_stays_for_a_free_climb():
    s = N.parse_state("0*:GGGGGG/0:PPPP/0:Y 1d __ ~ - 1")
    assert decide(GAME, s, "normal", Rng(1)) == Stay()
    # Strong too, when the next climb, which it would pilot, is safe (it holds a wild).
    s = N.parse_state("0*:GGGGGG/0:PPPPW/0:Y 1d __ ~ - 1")
    assert decide(GAME, s, "strong", Rng(1)) == Stay()


def test_a_bot_pilot_pays_with_colours_and_keeps_its_wild():
    s = N.parse_state("0*:GGRW/0s:PPPP/0s:Y 4p GR_ ~ - 1")
    for level in ("normal", "strong"):
        action = decide(GAME, s, level, Rng(1))
        assert isinstance(action, Pay) and N.card_letters(list(action.cards)) == "GR"


def test_strong_takes_the_points_that_win_the_game():
    # 45 points, cloud 4 is worth 6: jumping ends the game with 51 against at most 10 + 25.
    s = N.parse_state("10*:GGGGGGGG/45:PPPP/3:YYYYYY 4d GGG ~ - 12")
    assert decide(GAME, s, "strong", Rng(1)) == Jump()


def test_strong_banks_the_win_rather_than_pilot_on():
    # At 44, jumping at cloud 4 makes 50 and nobody else can pass it this voyage. Staying,
    # it would pilot the next climb (no jumping then) with an almost sure hand: normal
    # stays for the points, strong takes the certain win.
    s = N.parse_state("10*:GGGGGG/44:GGPPRRYY/3:YY 4d ___ ~ - 12")
    assert decide(GAME, s, "normal", Rng(1)) == Stay()
    assert decide(GAME, s, "strong", Rng(1)) == Jump()


def test_strong_stays_when_only_cloud_9_can_win():
    # Blue reached 50 this voyage, so the game ends with it. Jumping at cloud 5 gives 39:
    # a sure loss. Only a wild from this weak pilot, then its own two wilds as pilot up
    # to cloud 9 (55 points), can win: normal jumps for the points, strong stays.
    s = N.parse_state("0*:GP/50j:PPPP/30:WWGGPPRRYY 5d GPR ~ - 12")
    assert decide(GAME, s, "normal", Rng(1)) == Jump()
    assert decide(GAME, s, "strong", Rng(1)) == Stay()


def test_strong_lone_pilot_with_a_wild_climbs_on():
    s = N.parse_state("0*:W/0x:PPPP/0x:Y 2a - ~ - 1")  # a wild pays the next climb for sure
    assert decide(GAME, s, "strong", Rng(1)) == Roll()
    assert decide(GAME, s, "normal", Rng(1)) == Roll()


def test_a_pilot_without_colours_or_wild_lets_it_fall():
    s = N.parse_state("0*:P/0s:GG/0s:Y 4p GR_ ~ - 1")
    for level in LEVELS:
        assert decide(GAME, s, level, Rng(1)) == LetFall()


def test_views_given_to_bots_hide_the_other_hands():
    s = positions(3, count=5)[-1]
    me = GAME.current_player(s)
    v = GAME.view(s, me)
    assert all(set(h) <= {HIDDEN} for i, h in enumerate(v.hands) if i != me)
