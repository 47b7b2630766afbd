"""The side panel shows a move a turn of the event loop after the table's own paint of it
(ui/side_panel.py, catch_up): each of those turns then fits a 60 Hz frame while computers play
(tests/bench/bench_frames.py). What it shows is never lost, doubled or late by more than a
moment."""

from PySide6.QtCore import QEvent, QObject

from cloudtable.engine import Seat, new_match
from cloudtable.ui.side_panel import CATCH_UP_MS


class Order(QObject):
    """Notes, in order, each paint of the table's viewport and each new line of the log."""

    def __init__(self, window):
        super().__init__()
        self.seen: list[str] = []
        window.view.viewport().installEventFilter(self)
        window.panel.log.model().rowsInserted.connect(lambda *_: self.seen.append("line"))

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append("table")
        return False


def computers(window, seed=2):
    seats = [Seat("Anna", "red", "computer", "random"), Seat("Bo", "blue", "computer", "random")]
    window.start_match(new_match("cloudy-kingdom", 2, seed=seed, seats=seats, first=0))
    return window.session.match


def test_a_computers_move_is_painted_on_the_table_before_its_line_comes_into_the_log(qtbot, window):
    match = computers(window)
    order = Order(window)
    qtbot.waitUntil(lambda: len(match.history) >= 3 and "line" in order.seen, timeout=20_000)
    window.session.paused = True
    first = order.seen.index("line")
    assert "table" in order.seen[:first], order.seen
    qtbot.waitUntil(lambda: not window.panel.news_due, timeout=2000)
    assert window.panel.log_texts() == [window.panel._entry_text(entry) for entry in window.session.log]


def test_what_the_table_does_not_paint_is_shown_within_a_moment(qtbot, window):
    """A computer starts thinking: the turn's line says so, with no paint of the table."""
    computers(window)
    window.session.paused = True
    qtbot.waitUntil(lambda: not window.panel.news_due, timeout=2000)
    window.session.thinking.emit(1)
    assert window.panel.news_due and "thinking" not in window.panel.turn.text()
    qtbot.wait(CATCH_UP_MS // 2)
    qtbot.waitUntil(lambda: window.panel.turn.text() == "Bo is thinking…", timeout=CATCH_UP_MS * 4)


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
