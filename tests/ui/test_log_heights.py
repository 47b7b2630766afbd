"""The move log's wrapped lines keep their measured heights (side_panel.py), so that a new line
does not make the list measure every line again: each is as tall as the list itself makes it,
at the log's width, and measured again when the width changes."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QListWidgetItem

import contract
from cloudtable.engine import Seat


def heights_qt_gives(log) -> list[int]:
    """The lines' heights as a list of the same width lays them out, measuring each itself."""
    other = QListWidget()
    other.setWordWrap(True)
    other.setFont(log.font())
    other.setIconSize(log.iconSize())
    other.resize(log.size())
    for row in range(log.count()):
        other.addItem(QListWidgetItem(log.item(row).icon(), log.item(row).text()))
    other.show()
    other.resize(other.width() + log.viewport().width() - other.viewport().width(), log.height())
    other.doItemsLayout()
    heights = [other.visualItemRect(other.item(row)).height() for row in range(other.count())]
    other.close()
    return heights


def heights_shown(log) -> list[int]:
    log.doItemsLayout()
    return [log.visualItemRect(log.item(row)).height() for row in range(log.count())]


def test_the_logs_lines_are_as_tall_as_the_list_makes_them_at_each_width(qtbot, window):
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    match = contract.mid_game("cloud9", 2, seed=4, seats=[Seat("Anna"), Seat("Bo", kind="computer")])
    window.start_match(match)
    log = window.panel.log
    for action in match.legal_actions()[:1]:  # and a line added since
        window.session.play(action)
    qtbot.waitUntil(lambda: not window.panel.news_due)  # (its line comes after the table's paint)
    QApplication.processEvents()
    wide = heights_shown(log)
    assert log.count() > 20 and wide == heights_qt_gives(log)
    assert all(log.item(row).sizeHint().isValid() for row in range(log.count()))  # (kept, not measured again)
    window.resizeDocks([window.dock], [window.dock.width() - 90], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: heights_shown(log) != wide, timeout=3000)  # narrower: some lines wrap once more
    assert sum(heights_shown(log)) > sum(wide) and heights_shown(log) == heights_qt_gives(log)
