"""The sky behind the table (ui/table/view.py): kept in Qt's background cache, so a repaint does
not paint its gradients again, yet fixed to the window when the table is panned or zoomed."""

from PySide6.QtWidgets import QApplication, QGraphicsView

from cloudtable.engine import Seat, new_match


def top_rows(view):
    """The colours along the viewport's top row, where the sky's gradient starts."""
    image = view.viewport().grab().toImage()
    return [image.pixelColor(x, 1).name() for x in range(0, image.width(), 37)]


def test_the_sky_stays_with_the_window_when_the_table_is_panned(qtbot, window):
    window.resize(1280, 720)
    window.show()
    window.start_match(
        new_match("cloudy-kingdom", 2, seed=1, seats=[Seat("Anna", "red"), Seat("Bo", "blue", "computer", "random")])
    )
    QApplication.processEvents()
    view = window.view
    assert view.cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground  # a repaint reuses the sky
    QApplication.processEvents()
    before = top_rows(view)
    bar = view.verticalScrollBar()
    assert bar.maximum() - bar.value() >= 60, (bar.value(), bar.maximum())  # room to pan
    bar.setValue(bar.value() + 60)  # the table moves up under the window
    QApplication.processEvents()
    after = top_rows(view)
    # Puffs and cards move with the table; the sky's own colour at the top does not. Had the
    # cached sky been moved with the table, the top row would show the paler sky from lower down.
    same = sum(a == b for a, b in zip(before, after, strict=True))
    assert same >= len(before) * 0.6, (before, after)
