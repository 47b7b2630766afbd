"""Every log line about a player has the form it takes when said to that player ("You play a
route card on A3"): the one person at a table of computers reads their own moves that way."""

import random

import pytest

import contract
from cloudtable.engine import get_game, new_match
from cloudtable.engine.message import has_second_person


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_each_move_of_many_random_games_can_be_said_to_its_player(game_id):
    """24 random games of every game, at every player count and with every option's choices."""
    lines = set()
    for seed, (players, options) in enumerate(contract.setups(game_id, count=24)):
        match = new_match(game_id, players, seed=seed, **options)
        rng = random.Random(seed)
        while not match.is_over:
            action = rng.choice(match.legal_actions())
            message = match.describe(action)  # a secret choice's line gives nothing away
            match.apply(action)
            # The step's own line, and the lines of what followed it (a new voyage's pilot).
            for text in [message] + [said.message for said in match.steps[-1].said if said.seat is not None]:
                if "{player}" in text.text:
                    lines.add(text.text)
                    assert has_second_person(text.context, text.text), text.text
                    said = text.english(player="Anna", addressed=True)
                    assert "Anna" not in said and ("You" in said or "you" in said or "Your" in said), said
    assert len(lines) >= min(3, len(get_game(game_id).action_types))  # (a tiny game has fewer lines)
