"""Every log line about a player has the form it takes when said to that player ("You play a
route card on A3"): the one person at a table of computers reads their own moves that way."""

import random

import pytest

from cloudtable.engine import new_match
from cloudtable.engine.message import has_second_person

GAMES = [("cloudy-kingdom", 2, {"magic": "pick"}), ("cloudy-kingdom", 4, {}), ("cloud9", 3, {}),
         ("strange-world", 1, {}), ("strange-world", 3, {})]


@pytest.mark.parametrize("game_id, players, options", GAMES)
def test_each_move_of_many_random_games_can_be_said_to_its_player(game_id, players, options):
    lines = set()
    for seed in range(12):
        match = new_match(game_id, players, seed=seed, **options)
        rng = random.Random(seed)
        while not match.is_over:
            action = rng.choice(match.legal_actions())
            message = match.describe(action)  # a secret choice's line gives nothing away
            match.apply(action)
            if "{player}" in message.text:
                lines.add(message.text)
                assert has_second_person(message.context, message.text), message.text
                said = message.english(player="Anna", addressed=True)
                assert "Anna" not in said and ("You" in said or "you" in said or "Your" in said), said
    assert len(lines) >= 3
