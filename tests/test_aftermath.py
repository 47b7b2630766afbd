"""What follows a step by itself, for the log (`Game.aftermath`; issue 20: Cloud 9's log never
said that a voyage began, who piloted it, or that everyone drew a card): kept by the match step
by step, and public, the same whatever the cards hidden from a seat are."""

import random

import pytest

import contract
from cloudtable.engine import Game, Rng, Said, get_game, new_match
from cloudtable.games.cloud9 import rules as cloud9

GAMES = contract.game_ids()


def tells_aftermath(game: Game) -> bool:
    return type(game).aftermath is not Game.aftermath


def _aftermath(game: Game, state, action):
    before, after = game.copy(state), game.copy(state)
    try:
        game.check(after, action)
        game.apply(after, action)
    except Exception:
        return None
    return tuple(game.aftermath(before, action, after))


@pytest.mark.parametrize("game_id", [g for g in GAMES if tells_aftermath(get_game(g))])
def test_what_follows_a_step_is_the_same_whatever_is_hidden(game_id):
    game = get_game(game_id)
    compared = said = 0
    for number, (players, options) in enumerate(contract.setups(game, 6)):
        seed = 70 + number
        pick = random.Random(seed)
        for match in contract.positions(new_match(game_id, players, seed=seed, **options), seed):
            state = match.state_copy()
            if game.choosing_seats(state):
                continue
            action = pick.choice(game.legal_actions(state))
            here = _aftermath(game, state, action)
            assert here is not None and all(isinstance(line, Said) for line in here)
            said += bool(here)
            rng = Rng(seed * 1000 + len(match.steps))
            for seat in [*range(players), None]:
                there = _aftermath(game, contract.resample_hidden(game, state, seat, rng), action)
                if there is None:  # the move needs a card the seat cannot see there
                    continue
                assert there == here, (game_id, players, len(match.steps), seat, "the log tells hidden cards")
                compared += 1
    assert compared and said


def test_cloud9_says_each_new_voyage_its_pilot_and_the_cards_drawn():
    """Six players: the draw pile runs out during the game, and the log says it was refilled."""
    match = new_match("cloud9", 6, seed=11)
    voyages = shuffles = 0
    for _ in contract.positions(match, 11):
        pass
    for index, step in enumerate(match.steps):
        voyage = [line for line in step.said if line.message.text == cloud9.NEW_VOYAGE]
        if voyage:
            voyages += 1
            assert voyage[0].message.english(player="Bo") == (
                f"Voyage {voyages + 1} begins: everyone is back in the basket at cloud 1 and draws a card; Bo pilots."
            )
            replay = new_match("cloud9", 6, seed=11)
            replay.replay(match.history[: index + 1])
            assert voyage[0].seat == replay.state_copy().pilot
        shuffles += any(line.message.text == cloud9.SHUFFLED and line.seat is None for line in step.said)
    assert voyages == match.state_copy().voyage - 1 > 0
    assert shuffles > 0


def test_the_match_keeps_what_followed_each_step_and_a_replay_says_the_same():
    match = new_match("cloud9", 3, seed=5)
    for _ in contract.positions(match, 5, 120):
        pass
    assert any(step.said for step in match.steps)
    again = new_match("cloud9", 3, seed=5)
    again.replay(match.history)
    assert [s.said for s in again.steps] == [s.said for s in match.steps]
