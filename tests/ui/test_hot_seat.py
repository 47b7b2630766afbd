"""The hot-seat policy lives in the session, not the window: whose view the table shows, when the
others must look away, who may act. Tested without any widget."""

import pytest

import bidgame
from bidgame import Bid, Keep
from cloudtable.engine import Seat, new_match
from cloudtable.ui.session import GameSession


@pytest.fixture(autouse=True)
def cloud_bids():
    from cloudtable.engine import register, unregister

    register(bidgame.GAME)
    yield
    unregister(bidgame.GAME.id)


def session_for(qapp, game_id, kinds, **options):
    seats = [Seat(f"P{i}", kind=kind) for i, kind in enumerate(kinds)]
    session = GameSession(
        new_match(game_id, len(kinds), seed=3, seats=seats, **options), autosave=False, bot_pause_ms=10**6
    )
    asked = []
    session.handoff.connect(asked.append)
    session.start()
    return session, asked


def test_one_person_always_sees_their_own_view(qapp):
    session, asked = session_for(qapp, "sky-steps", ["person", "computer"])
    assert session.viewer == 0 and session.may_act and asked == []


def test_two_people_hand_over_before_each_turn(qapp):
    session, asked = session_for(qapp, "sky-steps", ["person", "person"])
    assert asked == [0] and session.viewer is None and not session.may_act
    assert session.play(session.match.legal_actions()[0]) is not None  # nobody may act behind the screen
    session.show_to(1)  # the wrong person: ignored
    assert session.viewer is None
    session.show_to(0)
    assert session.viewer == 0 and session.may_act
    assert session.play(session.match.legal_actions()[0]) is None
    assert asked == [0, 1] and session.viewer is None
    session.show_to(1)
    assert session.viewer == 1 and session.may_act


def test_secret_choices_are_made_one_person_at_a_time_behind_the_screen(qapp):
    session, asked = session_for(qapp, "cloud-bids", ["person", "person", "person"])
    session.show_to(0)
    assert session.play(Bid(4)) is None
    assert asked == [0, 1] and session.viewer is None
    session.show_to(1)
    # Seat 1 sees nothing of seat 0's bid: it is not in any view until all have chosen.
    assert session.feed.view(1).bids[0] == [1, 2, 3, 4]
    assert session.feed.chosen_seats == {0}
    assert session.feed.public_moves(0) == [(0, None)]
    session.play(Bid(2))
    session.show_to(2)
    session.play(Bid(2))
    assert session.feed.public_moves(0) == [(0, Bid(4)), (1, Bid(2)), (2, Bid(2))]
    assert asked[-1] == 0 and session.match.current_player == 0  # seat 0 won the prize: keep it or give it


def test_a_computer_only_game_shows_no_secrets(qapp):
    session, asked = session_for(qapp, "sky-steps", ["computer", "computer"])
    assert session.viewer is None and not session.may_act and asked == []


def test_nobody_looks_at_the_end_of_a_hot_seat_game(qapp):
    session, asked = session_for(qapp, "cloud-bids", ["person", "person"])
    while not session.match.is_over:
        seat = session.match.current_player
        session.show_to(seat)
        action = session.match.legal_actions()[0]
        assert session.play(action) is None, action
    assert session.viewer is None and not session.may_act


def test_solo_games_need_no_hand_over(qapp):
    session, asked = session_for(qapp, "cloud-bids", ["person"])
    assert asked == [] and session.viewer == 0
    while not session.match.is_over:
        assert session.play(session.match.legal_actions()[-1]) is None
    assert session.match.outcome.rating is not None and Keep() not in session.match.legal_actions()
