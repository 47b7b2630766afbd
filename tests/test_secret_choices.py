"""Secret choices made at the same time (a draft), computer players handed only their view,
and the solo outcome: the engine's side, on the small test game Cloud Bids."""

import pytest
from hypothesis import given, settings, strategies as st

import bidgame
from bidgame import Bid, Keep
from cloudtable.engine import IllegalAction, Rng, Seat, choose_action, load_match, new_match
from cloudtable.engine.match import Match
from random_play import play_randomly


@pytest.fixture(autouse=True)
def registered():
    from cloudtable.engine import register, unregister

    register(bidgame.GAME)
    yield
    unregister(bidgame.GAME.id)


def people(n):
    return [Seat(f"P{i}") for i in range(n)]


def test_seats_choose_one_after_another_and_nobody_sees_a_choice_before_the_last():
    m = new_match("cloud-bids", 3, seed=1, seats=people(3))
    assert m.choosing_in_secret and m.current_player == 0
    before = [m.view(seat) for seat in range(3)]
    m.apply(Bid(4))
    assert m.current_player == 1 and m.chosen_seats == {0}
    # Nothing of seat 0's choice is in any view, its own included (the state is unchanged).
    assert [m.view(seat) for seat in range(3)] == before
    assert m.snapshot()["bids"][0] == [1, 2, 3, 4]
    m.apply(Bid(2))
    assert m.steps[-1].revealed is False
    m.apply(Bid(2))
    # The last choice reveals all of them at once.
    assert m.steps[-1].revealed is True
    assert m.view(1).last_bids == [4, 2, 2] and m.chosen_seats == frozenset()
    assert not m.choosing_in_secret and m.current_player == 0  # 4 was the only unique bid


def test_a_secret_choice_is_checked_for_its_own_seat():
    m = new_match("cloud-bids", 2, seed=1)
    m.apply(Bid(3))
    with pytest.raises(IllegalAction):
        m.apply(Keep())
    assert m.legal_actions() == [Bid(1), Bid(2), Bid(3), Bid(4)]


def test_the_log_does_not_give_a_secret_choice_away():
    m = new_match("cloud-bids", 2, seed=1)
    words = m.describe(Bid(3)).english(player="Ann")
    assert words == "Ann has chosen." and "3" not in words


def test_undo_of_a_secret_choice_until_the_others_have_chosen():
    m = new_match("cloud-bids", 2, seed=1, seats=[Seat("Ann"), Seat("Bot", kind="computer")])
    m.apply(Bid(1))
    assert m.undo_depth() == 1  # nothing revealed yet, and the computer has not answered
    m.apply(Bid(1))
    assert m.undo_depth() == 0  # the last choice revealed every choice


def test_hot_seat_undo_refused_once_the_next_person_chooses():
    m = new_match("cloud-bids", 2, seed=1, seats=people(2))
    m.apply(Bid(1))
    assert m.current_player == 1 and m.undo_depth() == 0


def test_undo_and_replay_forget_pending_choices():
    m = new_match("cloud-bids", 2, seed=1, seats=[Seat("Ann"), Seat("Bot", kind="computer")])
    m.apply(Bid(4))
    m.undo(1)
    assert m.chosen_seats == frozenset() and m.current_player == 0
    m.apply(Bid(2))
    m.apply(Bid(3))
    assert m.view(0).last_bids == [2, 3]


def test_a_save_made_between_secret_choices_loads_with_them_pending():
    m = new_match("cloud-bids", 3, seed=5)
    m.apply(Bid(2))
    loaded = load_match(m.to_json())
    assert loaded.chosen_seats == {0} and loaded.current_player == 1
    for match in (m, loaded):
        match.apply(Bid(1))
        match.apply(Bid(1))
    assert loaded.snapshot() == m.snapshot()


def test_computer_players_are_handed_their_view_and_their_own_generator(monkeypatch):
    m = new_match("cloud-bids", 3, seed=5)
    m.apply(Bid(2))
    seen = []

    def spy(view, seat, level, rng):
        seen.append((view, seat, level, type(rng)))
        return Bid(1)

    monkeypatch.setattr(m.game, "_bot", spy)
    assert choose_action(m, "normal") == Bid(1)
    view, seat, level, rng_type = seen[0]
    assert seat == 1 and level == "normal" and rng_type is Rng
    assert view == m.view(1) and set(view.deck) == {0}  # the deck order is hidden


def test_solo_game_ends_with_a_score_and_a_rating():
    m = new_match("cloud-bids", 1, seed=2)
    play_randomly(m, 50)
    assert m.is_over
    outcome = m.outcome
    assert outcome.winners == frozenset() and outcome.rating is not None
    assert len(outcome.scores) == 1


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(0, 2**32), st.integers(0, 20))
def test_random_play_with_secret_choices_survives_save_and_load(players, seed, moves):
    m = new_match("cloud-bids", players, seed=seed)
    play_randomly(m, moves)
    loaded = load_match(m.to_json())
    assert loaded.snapshot() == m.snapshot() and loaded.chosen_seats == m.chosen_seats
    assert loaded.current_player == m.current_player
    play_randomly(m, 100)
    assert m.is_over and isinstance(m, Match)


def test_any_seat_still_to_choose_can_be_asked_and_checked_out_of_turn():
    """What a host needs to take secret choices in the order they come (cloudtable/net)."""
    m = new_match("cloud-bids", 3, seed=1, seats=people(3))
    assert m.to_choose == (0, 1, 2)
    assert m.legal_choices(2) == [Bid(1), Bid(2), Bid(3), Bid(4)]
    m.check_choice(2, Bid(4))  # seat 2 is not the next asked, but may choose
    with pytest.raises(IllegalAction):
        m.check_choice(2, Bid(7))
    m.apply(Bid(1))
    assert m.to_choose == (1, 2) and m.legal_choices(0) == []
    with pytest.raises(IllegalAction):
        m.check_choice(0, Bid(2))  # seat 0 has chosen already
    assert m.describe_choice(2, Bid(4)).english(player="Cy") == "Cy has chosen."
    m.apply(Bid(2))
    m.apply(Bid(3))
    assert [step.secret for step in m.steps] == [True, True, True]
    assert m.to_choose == () and m.legal_choices(0) == []
    m.apply(m.legal_actions()[0])  # the prize's holder keeps it or gives it: an ordinary move
    assert m.steps[-1].secret is False
