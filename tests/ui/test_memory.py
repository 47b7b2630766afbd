"""Games played one after another in one window are freed: nothing of a finished game stays."""

import gc
import weakref

import pytest

import contract
from cloudtable.engine import Seat, choose_action, new_match


def computers(players):
    return [Seat(f"Bot {i}", kind="computer", level="random") for i in range(players)]


def near_its_end(game_id, players, seed, left=8):
    """A match of computers with all but its last `left` moves played headless: the window plays
    the end (a long Cloud 9 game through the window would only make the test slow)."""
    scratch = new_match(game_id, players, seed=seed, seats=computers(players))
    while not scratch.is_over:
        scratch.apply(choose_action(scratch, "random"))
    match = new_match(game_id, players, seed=seed, seats=computers(players))
    for action in [step.action for step in scratch.steps][:-left]:
        match.apply(action)
    return match


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_every_finished_match_and_table_is_freed(qtbot, window, game_id):
    window.bot_pause_ms = 1
    players = contract.some_players(game_id, 2)
    gone = []
    for seed in range(3):
        window.start_match(near_its_end(game_id, players, seed))
        qtbot.waitUntil(lambda: window.session.match.is_over, timeout=60_000)
        gone.append((weakref.ref(window.session.match), weakref.ref(window.table)))
    window.start_match(new_match(game_id, players, seed=99, seats=computers(players)))  # the last one ends too
    window.session.stop()
    for _ in range(3):
        qtbot.wait(20)  # deleteLater runs in the event loop
        gc.collect()
    alive = [(m() is not None, t() is not None) for m, t in gone]
    assert alive == [(False, False)] * 3
