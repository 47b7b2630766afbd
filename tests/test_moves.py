"""What a step moved (engine/moves.py, `Game.moves`): kept by the match step by step, handed to
the tables by the `Feed`, and public: the events of a move are the same whatever the cards hidden
from a seat are (dealt again with `Game.resample_hidden`, tests/contract.py)."""

import random

import pytest

import contract
from cloudtable.engine import Game, Moved, Rng, get_game, new_match
from cloudtable.engine.moves import moved_between
from cloudtable.ui.table.feed import Feed

GAMES = contract.game_ids()


def tells_moves(game: Game) -> bool:
    return type(game).moves is not Game.moves


def test_moved_between_lists_the_cards_whose_zone_changed():
    before = {0: ("deck",), 1: ("hand", 0), 2: ("hand", 1)}
    after = {0: ("hand", 1), 1: ("cell", 0, 3, 4), 2: ("hand", 1), 3: ("deck",)}
    assert moved_between(before, after) == (Moved(0, ("deck",), ("hand", 1)), Moved(1, ("hand", 0), ("cell", 0, 3, 4)))


def test_a_game_that_says_nothing_moves_nothing():
    match = new_match("sky-steps", 2, seed=3)  # tests/minigame.py: no `moves`
    assert not tells_moves(match.game)
    for _ in contract.positions(match, 3, 10):
        pass
    assert match.steps and all(step.moved == () for step in match.steps)
    assert Feed(match).moved(0) == []


def test_every_built_in_game_says_what_its_steps_move():
    """Issue 19: the tables animate every game's cards from their true source, so the tests
    below cover each of them."""
    assert contract.builtin_games() and all(tells_moves(get_game(g)) for g in contract.builtin_games())


def _events(game: Game, state, action):
    """What `action` (an action, or every seat's secret choice) moves in `state`, or None if it
    cannot be played there."""
    before, after = game.copy(state), game.copy(state)
    try:
        if isinstance(action, dict):
            for seat, choice in action.items():
                game.check_choice(after, seat, choice)
            game.apply_choices(after, action)
        else:
            game.check(after, action)
            game.apply(after, action)
    except Exception:
        return None
    return tuple(game.moves(before, action, after))


@pytest.mark.parametrize("game_id", [g for g in GAMES if tells_moves(get_game(g))])
def test_what_a_step_moves_is_the_same_whatever_is_hidden(game_id):
    game = get_game(game_id)
    compared = moved = 0
    for number, (players, options) in enumerate(contract.setups(game, 6)):
        seed = 40 + number
        pick = random.Random(seed)
        for match in contract.positions(new_match(game_id, players, seed=seed, **options), seed):
            state = match.state_copy()
            choosers = game.choosing_seats(state)
            if choosers:
                action = {seat: pick.choice(game.legal_choices(state, seat)) for seat in choosers}
            else:
                action = pick.choice(game.legal_actions(state))
            here = _events(game, state, action)
            assert here is not None
            assert all(isinstance(e, Moved) and isinstance(e.card, int) for e in here)
            moved += bool(here)
            rng = Rng(seed * 1000 + len(match.steps))
            for seat in [*range(players), None]:
                there = _events(game, contract.resample_hidden(game, state, seat, rng), action)
                if there is None:  # the move needs a card the seat cannot see there
                    continue
                assert there == here, (game_id, players, len(match.steps), seat, "a move's events tell hidden cards")
                compared += 1
    assert compared and moved


@pytest.mark.parametrize("game_id", [g for g in GAMES if tells_moves(get_game(g))])
def test_the_match_keeps_each_steps_events_and_the_feed_hands_them_on(game_id):
    game = get_game(game_id)
    players = contract.some_players(game)
    match = new_match(game_id, players, seed=5)
    for _ in contract.positions(match, 5, 40):
        pass
    feed = Feed(match)
    assert feed.moved(0) == [e for step in match.steps for e in step.moved]
    assert feed.moved(len(match.steps)) == []
    assert any(step.moved for step in match.steps)
    # Replayed, the same events.
    again = new_match(game_id, players, seed=5)
    again.replay(match.history)
    assert [s.moved for s in again.steps] == [s.moved for s in match.steps]
