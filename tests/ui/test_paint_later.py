"""A move's layout and its paint are each a turn of the event loop of their own
(view.paint_later): the events and timers waiting meanwhile are handled between them, and the
table shows the move once the loop has turned (tests/bench/bench_frames.py measures the turns)."""

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication

from cloudtable.engine import Seat, new_match


class Paints(QObject):
    """The regions of a widget painted so far."""

    def __init__(self, widget):
        super().__init__()
        self.regions: list[QRegion] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))
        return False


def test_a_moves_paint_waits_for_the_loop_to_turn_once(qtbot, window):
    first = new_match("cloud9", 2, seed=3).current_player
    seats = [Seat("Ann") if seat == first else Seat("Bob", kind="computer") for seat in range(2)]
    match = new_match("cloud9", 2, seed=3, seats=seats)
    window.start_match(match)
    qtbot.waitExposed(window)
    viewport = window.view.viewport()
    paints = Paints(viewport)
    qtbot.waitUntil(lambda: bool(paints.regions), timeout=3000)
    qtbot.wait(300)  # (the window's first layouts settle)
    bar = QRect(viewport.mapFrom(window.prompt_bar, QPoint(0, 0)), window.prompt_bar.size())
    assert window.session.play(match.legal_actions()[0]) is None
    before = len(paints.regions)
    QApplication.sendPostedEvents()  # the scene's updates: Qt painted the view in them
    # Only the prompt bar laid over the table, which changed (its own turn of the loop comes later).
    assert all(QRegion(bar).contains(region.boundingRect()) for region in paints.regions[before:])
    qtbot.waitUntil(lambda: any(not bar.contains(r.boundingRect()) for r in paints.regions[before:]), timeout=3000)
    # Asked for at once, a paint is made at once (screenshots, tests).
    now = len(paints.regions)
    window.play.sync()
    viewport.repaint()
    assert len(paints.regions) == now + 1
