"""Fuzzing the save loader: valid saves of every game, mutated every way hypothesis can think of
(types, sizes, nesting, unicode, numbers, cut-off text), either load as a match that survives
its own save -> load, or raise SaveFileError: nothing else, and never a hang or a memory blow-up."""

import json
import signal
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import contract
from cloudtable.engine import SaveFileError, load_match, new_match
from random_play import play_randomly


def _saves():
    """Every registered game with two and with (up to) four players, 0, 5 and 40 moves in."""
    out = []
    for game_id in contract.game_ids():
        for players in sorted({contract.some_players(game_id, 2), contract.most_players(game_id, 4)}):
            for moves in (0, 5, 40):
                out.append(
                    json.loads(play_randomly(new_match(game_id, players, seed=moves + players), moves).to_json())
                )
    return out


SAVES = _saves()

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(min_value=-3, max_value=60),
    st.floats(allow_nan=False),
    st.text(max_size=30),
    st.text(alphabet=st.characters(), max_size=5),
    st.sampled_from(["\ud800", "PlayRoute", "Roll", "Pay", "red", "person", "computer", "strong", "", "x" * 3000]),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner, max_size=5)),
    max_leaves=20,
)


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from paths(value, prefix + (index,))


@st.composite
def mutated_saves(draw):
    data = json.loads(json.dumps(draw(st.sampled_from(SAVES))))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(paths(data))))
        action = draw(st.sampled_from(["replace", "delete", "insert", "nest"]))
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
        else:
            parent[last] = [parent[last]] * draw(st.integers(0, 3))
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    cut = draw(st.one_of(st.none(), st.integers(0, len(text))))
    if cut is not None:
        text = text[:cut]
    if draw(st.booleans()):
        return text.encode("utf-8", "surrogatepass")
    return text


class _TooSlow(Exception):
    pass


def _alarm(signum, frame):
    raise _TooSlow


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated_saves())
def test_a_mutated_save_loads_cleanly_or_is_refused_with_a_message(text):
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(60)  # a guard against a hang, not a speed test
    tracemalloc.start()
    try:
        try:
            match = load_match(text)
        except SaveFileError as error:
            assert error.message.context == "SaveFile" and str(error)
            return
        again = load_match(match.to_json())
        assert again.snapshot() == match.snapshot() and again.history == match.history
        assert again.seats == match.seats and again.options == match.options
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert peak < 200 * 1024 * 1024


@pytest.mark.parametrize("index", range(len(SAVES)))
def test_the_unmutated_saves_load(index):
    text = json.dumps(SAVES[index])
    assert load_match(text).snapshot() == SAVES[index]["state"]
