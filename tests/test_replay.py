"""A game's record looked at again (engine/replay.py), for every game the registry offers: each
position is the match replayed to it, turns and rounds step where the game says, the eyes offered
never show a hidden card of a game still going on, and a game played on from a position starts
exactly there."""

import random

import pytest

import contract
from cloudtable.engine import Seat, get_game, new_match
from cloudtable.engine.game import Chapter
from cloudtable.engine.replay import OPEN, Replay, number_chapters

GAMES = contract.game_ids()


def played(game_id, players, seed, moves=10**6, seats=None, **options):
    match = new_match(game_id, players, seed=seed, seats=seats, **options)
    for _ in contract.positions(match, seed, moves):
        pass
    return match


def replayed_to(match, position):
    again = new_match(match.game_id, match.players, seed=match.seed, seats=match.seats, **match.options)
    for action in match.history[:position]:
        again.apply(action)
    return again


@pytest.mark.parametrize("game_id", GAMES)
def test_every_position_is_the_match_replayed_to_it(game_id):
    for number, (players, options) in enumerate(contract.setups(game_id, 2)):
        match = played(game_id, players, 40 + number, **options)
        replay = Replay(match, every=5)
        assert replay.length == len(match.history) and replay.is_over
        again = replayed_to(match, 0)  # walked on a move at a time (replayed from the start each time: O(n²))
        for position in range(replay.length + 1):
            if position:
                again.apply(match.history[position - 1])
            seen = replay.at(position)
            assert seen.snapshot() == again.snapshot(), (game_id, position)
            assert seen.current_player == again.current_player and seen.chosen_seats == again.chosen_seats
            assert seen.history == match.history[:position] and seen.seats == match.seats
            assert [s.moved for s in seen.steps] == [s.moved for s in again.steps]
            for seat in [*range(players), None]:
                assert get_game(game_id).snapshot(seen.view(seat)) == get_game(game_id).snapshot(again.view(seat))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_says_each_move_as_it_was_played(game_id):
    match = new_match(game_id, contract.some_players(game_id, 3), seed=8)
    said = []
    for _ in contract.positions(match, 8):
        pass
    again = new_match(game_id, match.players, seed=8, **match.options)
    for action in match.history:
        said.append((again.current_player, again.describe(action)))
        again.apply(action)
    assert Replay(match).log == said


@pytest.mark.parametrize("game_id", GAMES)
def test_turns_and_rounds_step_where_the_chapters_change(game_id):
    match = played(game_id, contract.most_players(game_id), 12)
    replay = Replay(match)
    chapters = [replay.at(p).chapter for p in range(replay.length + 1)]
    for position in range(1, replay.length):
        changed = chapters[position].turn != chapters[position - 1].turn
        assert (replay.turns[position] != replay.turns[position - 1]) == (
            changed or replay.rounds[position] != replay.rounds[position - 1]
        ), position
        if chapters[position].round is not None and chapters[position - 1].round is not None:
            assert (replay.rounds[position] != replay.rounds[position - 1]) == (
                chapters[position].round != chapters[position - 1].round
            )
    # Stepping: a turn's start, then the next one, up to the end; and back again.
    forth, position = [0], 0
    while position < replay.length:
        position = replay.next_turn(position)
        forth.append(position)
    assert forth == sorted(set(forth)) and forth[-1] == replay.length
    assert (
        forth[:-1]
        == [0] + [p for p in range(1, replay.length + 1) if replay.turns[p] != replay.turns[p - 1]][: len(forth) - 2]
    )
    back, position = [replay.length], replay.length
    while position > 0:
        position = replay.previous_turn(position)
        back.append(position)
    assert back[::-1] == sorted(set(back))
    assert replay.previous_round(0) == 0 and replay.next_round(replay.length) == replay.length
    assert replay.rounds[-1] <= replay.turns[-1] <= replay.length + 1


def test_rounds_round_the_table_begin_with_the_first_seat_again():
    chapters = [Chapter(None, seat) for seat in (1, 2, 2, 0, 1, 2, None)]
    rounds, turns = number_chapters(chapters, [1, 2, 2, 0, 1, 2, None])
    assert turns == [1, 2, 2, 3, 4, 5, 5]  # the end begins no turn of its own
    assert rounds == [1, 1, 1, 1, 2, 2, 2]
    # A stretch of set-up rounds first ("pick"), then rounds round the table from whoever begins.
    chapters = [Chapter("pick", 0), Chapter("pick", 1), Chapter(None, 1), Chapter(None, 0), Chapter(None, 1)]
    rounds, turns = number_chapters(chapters, [0, 1, 1, 0, 1])
    assert rounds == [1, 1, 2, 2, 3] and turns == [1, 2, 3, 4, 5]


def test_each_game_says_its_rounds():
    """Cloud 9 counts voyages, Strange World its five rounds, Cloudy Kingdom goes round the table."""
    cloud9 = Replay(played("cloud9", 3, 5))
    assert get_game("cloud9").round_name == "voyage"
    assert cloud9.rounds[-1] == cloud9.at(cloud9.length).state_copy().voyage
    world = Replay(played("strange-world", 3, 5))
    assert [world.rounds[p] for p in (0, world.length)] == [1, 5]
    kingdom = Replay(played("cloudy-kingdom", 2, 5))
    seats = [kingdom.at(p).current_player for p in range(kingdom.length)]
    turn_starts = [p for p in range(1, kingdom.length) if kingdom.turns[p] != kingdom.turns[p - 1]]
    round_starts = [p for p in turn_starts if kingdom.rounds[p] != kingdom.rounds[p - 1]]
    assert round_starts and all(seats[p] == seats[0] for p in round_starts)
    assert all(seats[p] != seats[0] for p in turn_starts if p not in round_starts)


# --- whose eyes -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_still_going_on_is_seen_only_through_its_peoples_eyes(game_id):
    players = contract.most_players(game_id)
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer") for i in range(1, players)]
    match = contract.mid_game(game_id, players, 3, seats=seats)
    assert not match.is_over
    replay = Replay(match)
    assert replay.eyes() == [None, 0] and OPEN not in replay.eyes()
    with pytest.raises(ValueError):
        replay.open_view(replay.at(replay.length))
    finished = Replay(played(game_id, players, 3, seats=seats))
    assert finished.eyes() == [None, OPEN, *range(players)]
    game = get_game(game_id)
    last = finished.at(finished.length)
    assert game.snapshot(finished.open_view(last)) == game.snapshot(game.open_view(last.state_copy()))


# --- playing on ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_played_on_starts_at_the_position_and_leaves_the_record_alone(game_id):
    players = contract.some_players(game_id, 3)
    match = played(game_id, players, 17)
    before = match.to_json()
    replay = Replay(match)
    position = replay.length // 2
    seats = [Seat(f"P{i}", kind="person" if i == 0 else "computer", level="random") for i in range(players)]
    new = replay.play_on(position, seats)
    assert new.snapshot() == replay.at(position).snapshot()
    assert new.history == match.history[:position] and new.seed == match.seed and new.options == match.options
    assert new.seats == seats and new.bot_secret is not None
    assert new.current_player == replay.at(position).current_player
    new.apply(random.Random(0).choice(new.legal_actions()))
    assert match.to_json() == before and replay.at(replay.length).snapshot() == match.snapshot()


def test_a_game_still_going_on_is_played_on_only_by_one_person_against_computers():
    hot_seat = new_match("cloud9", 3, seed=2, seats=[Seat("Anna"), Seat("Ben"), Seat("Bot", kind="computer")])
    for _ in contract.positions(hot_seat, 2, 20):
        pass
    replay = Replay(hot_seat)
    assert not replay.may_play_on
    with pytest.raises(ValueError):
        replay.play_on(5, hot_seat.seats)
    alone = new_match(
        "cloud9", 3, seed=2, seats=[Seat("Anna"), Seat("Bot", kind="computer"), Seat("Cy", kind="computer")]
    )
    for _ in contract.positions(alone, 2, 20):
        pass
    replay = Replay(alone)
    assert replay.may_play_on
    stronger = [alone.seats[0], Seat("Bot", kind="computer", level="strong"), alone.seats[2]]
    assert replay.play_on(5, stronger).seats == stronger
    with pytest.raises(ValueError):  # a computer's cards shown to a person made of it
        replay.play_on(5, [alone.seats[0], Seat("Bot"), alone.seats[2]])
