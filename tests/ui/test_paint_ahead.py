"""The card designs a game may show are painted while the table waits (table/paint_ahead.py): once
they are, the cards a game brings are drawn from kept pictures, never painted at their first
appearance (which took 5-35 ms a design, and dropped frames when a move brought several)."""

import random
import time
from collections import Counter, OrderedDict

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

import contract
from cloudtable.engine import Seat, new_match
from cloudtable.ui.art import common
from cloudtable.ui.games import table_class
from cloudtable.ui.table.paint_ahead import PaintAhead
from cloudtable.ui.table.view import TableView
from gestures import finish


def games_with_designs() -> list[str]:
    return [g for g in contract.builtin_games() if list(table_class(g).designs(None))]


@pytest.mark.parametrize("game_id", games_with_designs())
def test_the_designs_are_painted_before_the_cards_come(qtbot, window, monkeypatch, game_id):
    painted_ahead: set[str] = set()  # the painters PaintAhead itself used
    slice_ = PaintAhead._slice

    def watched(self):
        before = Counter(common.painted)
        slice_(self)
        painted_ahead.update(common.painted - before)

    monkeypatch.setattr(PaintAhead, "_slice", watched)
    monkeypatch.setattr(common, "_pictures", OrderedDict())  # none kept by the tests before
    monkeypatch.setattr(common, "_kept_bytes", 0)
    window.start_match(new_match(game_id, 2, seed=3, seats=[Seat("Ann"), Seat("Bob")]))
    ahead = window.play._ahead
    assert isinstance(ahead, PaintAhead)
    qtbot.waitUntil(lambda: ahead.done, timeout=30000)
    assert painted_ahead and ahead.painted > 20
    viewport = window.view.viewport()
    viewport.repaint()  # the first frame (whatever it shows was painted by now)
    before = Counter(common.painted)
    rng = random.Random(3)
    session = window.session
    for _ in range(40):
        if session.match.is_over:
            break
        session.play(rng.choice(session.match.legal_actions()))
        if window.handoff.isVisible():
            window.handoff.button.click()
        finish(window)
        viewport.repaint()
    later = common.painted - before
    assert not set(later) & painted_ahead, later


def test_painting_ahead_stops_with_its_game(qtbot, window):
    window.start_match(new_match("strange-world", 2, seed=3, seats=[Seat("Ann"), Seat("Bob")]))
    ahead = window.play._ahead
    window.start_match(new_match("strange-world", 2, seed=4, seats=[Seat("Ann"), Seat("Bob")]))
    painted = ahead.painted
    qtbot.wait(100)
    assert ahead.painted == painted and not ahead.done


def _burning(ms: float):
    """A design that takes `ms` of the UI thread's time to paint."""

    def paint(painter) -> None:
        until = time.thread_time() + ms / 1000
        while time.thread_time() < until:
            pass

    return paint


def test_a_slice_paints_another_design_only_if_the_dearest_so_far_would_still_fit(qapp):
    """A slice of 4 ms went on after a design of 3 ms, and the next could take 10: two designs and
    a move's work in one turn of the loop dropped frames."""
    view = QGraphicsView(QGraphicsScene())
    ahead = PaintAhead([(1.0, _burning(3))] * 3 + [(1.0, _burning(0))] * 2, view)
    ahead.stop()  # its slices are called here, one by one, each in a turn of the loop of its own
    ahead._slice()
    assert ahead.painted == 1 and ahead.dearest_ms >= 3
    QApplication.processEvents()
    ahead._slice()
    assert ahead.painted == 2
    QApplication.processEvents()
    ahead._slice()
    assert ahead.painted == 3 and not ahead.done
    QApplication.processEvents()
    ahead._slice()  # the two cheap ones together
    assert ahead.done and ahead.painted == 5


def test_two_slices_never_share_a_turn_of_the_loop(qapp):
    """A slice that overran its timer's interval had the next come in the same stretch of work
    (two designs of 7 and 8 ms in one turn, Cloudy Kingdom's first move): the next slice waits
    until the loop has turned."""
    view = QGraphicsView(QGraphicsScene())
    ahead = PaintAhead([(1.0, _burning(0))] * 2 + [(1.0, _burning(5))] * 2, view)
    ahead.stop()
    ahead._slice()
    painted = ahead.painted
    ahead._slice()  # in the same turn
    assert ahead.painted == painted
    QApplication.processEvents()
    ahead._slice()
    assert ahead.painted > painted


def test_a_slice_waits_while_a_moves_paint_is_to_come(qtbot):
    """A slice in the turn of the loop that paints a move made it longer than a frame (8 + 10 ms,
    Strange World): it leaves that turn to the paint."""
    view = TableView(QGraphicsScene())
    ahead = PaintAhead([(1.0, _burning(0))] * 2, view)
    ahead.stop()
    view.paint_later()  # a move laid out: its paint comes once the loop has turned
    ahead._slice()
    assert ahead.painted == 0
    qtbot.waitUntil(lambda: not view.painting_soon(), timeout=2000)
    ahead._slice()
    assert ahead.painted == 2
