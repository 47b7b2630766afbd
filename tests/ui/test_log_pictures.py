"""The move log's lines are drawn from pictures kept of them (ui/kept_lines.py): a repaint of
the log paints no line anew, and the log looks exactly as Qt's own delegate paints it, also
with a review's lines greyed and one of them current."""

from PySide6.QtWidgets import QApplication, QStyledItemDelegate

import contract
from cloudtable.engine import Message, Seat
from cloudtable.ui.kept_lines import AT_ONCE
from cloudtable.ui.log_lines import DRAW, LogEntry


def shown_log(qtbot, window):
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    match = contract.mid_game("cloud9", 2, seed=4, seats=[Seat("Anna"), Seat("Bo")])  # (nobody plays meanwhile)
    window.start_match(match)
    log = window.panel.log
    QApplication.processEvents()
    return log


def test_a_repaint_of_the_log_paints_no_line_anew(qtbot, window):
    """Lines seen without their pictures: the first eight in a turn of the loop get theirs at
    once, the others are painted directly and get theirs a moment later, a few at a time; then a
    repaint paints none of them anew, and a move's new line gets its picture in the paint that
    first shows it."""
    log = shown_log(qtbot, window)
    lines = log.itemDelegate()
    qtbot.waitUntil(lambda: lines._made_at_once == 0)  # (the turn of the log's last paint over: AT_ONCE is per turn)
    lines._pictures.clear()  # (as at a new width)
    painted, direct = lines.painted, lines.direct
    log.viewport().repaint()
    assert lines.painted - painted == AT_ONCE and lines.direct > direct and lines._wanted  # (13 lines in sight)
    qtbot.waitUntil(lambda: not lines._wanted, timeout=3000)
    log.viewport().repaint()
    painted, direct = lines.painted, lines.direct
    assert painted > 10  # (the lines in sight)
    for _ in range(3):
        log.viewport().repaint()
    assert (lines.painted, lines.direct) == (painted, direct)
    window.panel._add_entry(LogEntry(0, Message("GameLog", DRAW)))  # (as a move adds its line)
    QApplication.processEvents()
    log.viewport().repaint()
    assert lines.direct == direct and lines.painted > painted and not lines._wanted
    painted = lines.painted
    log.viewport().repaint()
    assert (lines.painted, lines.direct) == (painted, direct)


def test_the_log_looks_as_qts_own_delegate_paints_it(qtbot, window):
    log = shown_log(qtbot, window)
    kept = log.itemDelegate()

    def both() -> tuple:
        log.setItemDelegate(kept)
        log.viewport().repaint()
        mine = log.viewport().grab().toImage()
        log.setItemDelegate(plain)
        log.viewport().repaint()
        return mine, log.viewport().grab().toImage()

    plain = QStyledItemDelegate(log)
    log.viewport().repaint()
    qtbot.waitUntil(lambda: not kept._wanted, timeout=3000)  # (the lines' pictures made)
    mine, qts = both()
    assert mine == qts
    window.panel.mark_move(log.count() - 6)  # (a review: the lines to come greyed, the last shown current)
    log.viewport().repaint()
    qtbot.waitUntil(lambda: not kept._wanted, timeout=3000)
    mine, greyed = both()
    assert mine == greyed and greyed != qts
    log.setItemDelegate(kept)
