"""A move's line comes into the side panel's log a turn of the event loop after the table's
own paint of the move (ui/side_panel.py, catch_up): each of those turns then fits a 60 Hz frame
while computers play (tests/bench/bench_frames.py). No line is lost, doubled or late by more
than a moment."""

from PySide6.QtCore import QEvent, QObject

from cloudtable.engine import Seat, new_match
from cloudtable.ui.side_panel import CATCH_UP_MS


class Order(QObject):
    """Notes, in order, each paint of the table's viewport and each new line of the log, with
    the number of moves made by then."""

    def __init__(self, window):
        super().__init__()
        self.seen: list[tuple[str, int]] = []
        self.match = window.session.match
        window.view.viewport().installEventFilter(self)
        window.panel.log.model().rowsInserted.connect(lambda *_: self.seen.append(("line", len(self.match.steps))))

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append(("table", len(self.match.steps)))
        return False


def computers(window, seed=2):
    seats = [Seat("Anna", "red", "computer", "random"), Seat("Bo", "blue", "computer", "random")]
    window.start_match(new_match("cloudy-kingdom", 2, seed=seed, seats=seats, first=0))
    return window.session.match


def test_a_computers_move_is_painted_on_the_table_before_its_line_comes_into_the_log(qtbot, window):
    match = computers(window)
    window.session.bot_pause_ms = 150  # (the moves apart: each line is shown before the next move)
    order = Order(window)
    qtbot.waitUntil(lambda: len(match.steps) >= 4, timeout=20_000)
    window.session.paused = True
    qtbot.waitUntil(lambda: not window.panel.news_due, timeout=2000)
    lines = [(index, moves) for index, (what, moves) in enumerate(order.seen) if what == "line"]
    assert {moves for _, moves in lines} >= {1, 2, 3, 4}, order.seen
    for index, moves in lines:  # the table showed that move before the log said it
        assert ("table", moves) in order.seen[:index], order.seen
    assert window.panel.log_texts() == [window.panel._entry_text(entry) for entry in window.session.log]


def test_a_line_the_table_paints_nothing_for_comes_within_a_moment(qtbot, window):
    """Where the table asks for no paint, the line comes CATCH_UP_MS after the move."""
    seats = [Seat("Anna", "red"), Seat("Bo", "blue", "computer", "random")]
    window.start_match(new_match("sky-steps", 2, seed=4, seats=seats))
    window.session.paused = True  # the computer waits
    window.view.paint_asked.disconnect(window.panel.after_table_paint)
    window.session.play(window.session.match.legal_actions()[0])
    assert window.panel.news_due and window.panel.log.count() == 0
    qtbot.waitUntil(lambda: window.panel.log.count() == 1, timeout=CATCH_UP_MS * 20)
    assert not window.panel.news_due


def test_a_move_taken_back_before_its_line_was_shown_leaves_no_line(qtbot, window):
    seats = [Seat("Anna", "red"), Seat("Bo", "blue", "computer", "random")]
    window.start_match(new_match("sky-steps", 2, seed=4, seats=seats))
    session, panel = window.session, window.panel
    session.paused = True  # the computer waits
    qtbot.waitUntil(lambda: not panel.news_due, timeout=2000)
    assert panel.log_texts() == []
    session.play(session.match.legal_actions()[0])
    assert panel.news_due and panel.log.count() == 0
    window.undo_action.trigger()
    assert session.match.history == []
    qtbot.wait(CATCH_UP_MS * 2)
    assert not panel.news_due and panel.log.count() == 0
    session.play(session.match.legal_actions()[0])
    qtbot.waitUntil(lambda: panel.log.count() == 1, timeout=2000)
    assert panel.log_texts() == [panel._entry_text(entry) for entry in session.log]
