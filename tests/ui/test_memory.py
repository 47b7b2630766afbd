"""Games played one after another in one window are freed: nothing of a finished game stays."""

import gc
import weakref

import pytest

import contract
from cloudtable.engine import Seat, new_match


def computers(players):
    return [Seat(f"Bot {i}", kind="computer", level="random") for i in range(players)]


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_every_finished_match_and_table_is_freed(qtbot, window, game_id):
    window.bot_pause_ms = 1
    players = contract.some_players(game_id, 2)
    gone = []
    for seed in range(2):  # two finished games and the one after them: enough to see a leak grow
        window.start_match(new_match(game_id, players, seed=seed, seats=computers(players)))
        qtbot.waitUntil(lambda: window.session.match.is_over, timeout=60_000)
        gone.append((weakref.ref(window.session.match), weakref.ref(window.table)))
    window.start_match(new_match(game_id, players, seed=99, seats=computers(players)))  # the last one ends too
    window.session.stop()
    for _ in range(3):
        qtbot.wait(20)  # deleteLater runs in the event loop
        gc.collect()
    alive = [(m() is not None, t() is not None) for m, t in gone]
    assert alive == [(False, False)] * 2
