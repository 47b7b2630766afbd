"""The side panel's colour dots are the colours the table paints each seat in: a Cloudy Kingdom
family's, a Cloud 9 balloon colour's, also for seats that carry no colour of their own (a
seat taken at a table on the network came grey)."""

import pytest
from PySide6.QtWidgets import QApplication

from cloudtable.engine import Seat, new_match


def dot(icon):
    image = icon.pixmap(12, 12).toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2).name()


@pytest.mark.parametrize("game_id", ["cloudy-kingdom", "cloud9", "strange-world"])
def test_each_dot_is_the_seats_colour_on_the_table(qtbot, window, game_id):
    seats = [Seat("Anna"), Seat("Bo", kind="computer", level="random"), Seat("Cy", kind="computer", level="random")]
    window.start_match(new_match(game_id, 3, seed=2, seats=seats))
    QApplication.processEvents()
    rows = [window.panel.players.topLevelItem(i) for i in range(3)]
    painted = [window.table.seat_colour(seat).name() for seat in range(3)]
    assert len(set(painted)) == 3  # three seats, three colours
    assert [dot(row.icon(0)) for row in rows] == painted
    log = window.panel.log
    for row in range(log.count()):
        seat = window.session.log[row].seat if row < len(window.session.log) else None
        if seat is not None:
            assert dot(log.item(row).icon()) == painted[seat]
