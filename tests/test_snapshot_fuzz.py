"""Fuzzing the reading of a view's snapshot (`state_from_snapshot`, what a seat on another computer
receives): real views of every game, mutated every way hypothesis can think of, either read as a
view whose own snapshot is exactly the data, or are refused with a SnapshotError: nothing else."""

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import contract
from cloudtable.engine import SnapshotError, get_game, new_match, state_from_snapshot
from random_play import play_randomly
from test_save_fuzz import json_values, paths


def _views():
    """(game id, a view's snapshot) of every registered game, at its start, a few moves in and
    further, for each seat and a spectator."""
    out = []
    for game_id in contract.game_ids():
        players = contract.most_players(game_id, 4)
        for moves in (0, 7, 40):
            match = play_randomly(new_match(game_id, players, seed=moves + 11), moves)
            for seat in (0, None):
                out.append((game_id, json.loads(json.dumps(match.game.snapshot(match.view(seat))))))
    return out


VIEWS = _views()


@st.composite
def mutated_views(draw):
    game_id, data = draw(st.sampled_from(VIEWS))
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(paths(data))))
        action = draw(st.sampled_from(["replace", "delete", "insert", "nest", "number"]))
        if not where:
            data = draw(json_values) if action == "replace" else data
            continue
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        last = where[-1]
        if action == "replace":
            parent[last] = draw(json_values)
        elif action == "delete":
            del parent[last]
        elif action == "insert":
            if isinstance(parent, dict):
                parent[draw(st.text(max_size=6))] = draw(json_values)
            else:
                parent.insert(last, draw(json_values))
        elif action == "number":  # a number near the edges of what the rules know
            parent[last] = draw(st.sampled_from([-2, -1, 0, 1, 3, 4, 6, 7, 48, 49, 75, 76, 999, 1000, 2**49, 2**64]))
        else:
            parent[last] = [parent[last]] * draw(st.integers(0, 3))
    return game_id, data


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated_views())
def test_a_mutated_view_reads_back_exactly_or_is_refused_with_a_message(case):
    game_id, data = case
    game = get_game(game_id)
    try:
        state = state_from_snapshot(game, data)
    except SnapshotError as error:
        assert error.message.context == "Snapshot" and str(error)
        return
    assert json.loads(json.dumps(game.snapshot(state))) == data


@pytest.mark.parametrize("index", range(len(VIEWS)))
def test_the_unmutated_views_read_back(index):
    game_id, data = VIEWS[index]
    game = get_game(game_id)
    assert game.snapshot(state_from_snapshot(game, data)) == data


@pytest.mark.parametrize(
    "data", [None, [], "state", 3, {}, {"rng": 0}], ids=["null", "list", "text", "number", "empty", "only rng"]
)
@pytest.mark.parametrize("game_id", contract.game_ids())
def test_what_is_no_snapshot_at_all_is_refused(game_id, data):
    with pytest.raises(SnapshotError):
        state_from_snapshot(get_game(game_id), data)


def test_the_refusal_names_the_wrong_entry():
    game_id, data = next((g, d) for g, d in VIEWS if g == "strange-world")
    data = copy.deepcopy(data)
    data["worlds"][0]["cells"][5] = 99  # no such card
    with pytest.raises(SnapshotError) as refused:
        state_from_snapshot(get_game(game_id), data)
    assert refused.value.message.args == (("field", "worlds[0].cells[5]"),)
