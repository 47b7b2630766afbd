"""The welcome screen's tables on the network: the seats this person keeps (kept_seats.py), the
newest first, each with its game, its table's name, whether it is over Matrix and waited for this
person's move when last seen (play by mail), when it was last played and a Rejoin button
(one click back to the seat; a table this window hosted is opened again first). Join a Table
lists them all, with Forget."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from ..i18n import game_name
from .kept_seats import KeptSeat
from .unfinished import last_played

MAX_SHOWN = 3  # the newest; Join a Table has the others
TABLE_WIDTH = 220  # pixels of a table's name before it is cut short


class KeptSeatsList(QWidget):
    rejoin = Signal(object)  # the KeptSeat to go back to

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        self.seats: list[KeptSeat] = []
        self.rows: list[tuple[QLabel, ...]] = []
        self.rejoin_buttons: list[QPushButton] = []

    def set_seats(self, seats: list[KeptSeat]) -> None:
        self.seats = list(seats)[:MAX_SHOWN]
        self.fill()

    def fill(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.rows, self.rejoin_buttons = [], []
        for row, seat in enumerate(self.seats):
            game = QLabel(game_name(seat.game) or seat.game)
            game.setStyleSheet("font-weight: bold; color: #1d3557;")
            table = QLabel()
            table.setTextFormat(Qt.TextFormat.PlainText)  # named on another computer: never markup
            table.setText(table.fontMetrics().elidedText(seat.table, Qt.TextElideMode.ElideRight, TABLE_WIDTH))
            table.setToolTip(QtGui.Qt.convertFromPlainText(seat.table, Qt.WhiteSpaceMode.WhiteSpaceNormal))
            notes = [self.tr("you host it")] if seat.hosted is not None else []
            if seat.matrix:
                notes.append(self.tr("over Matrix"))
            note = QLabel(", ".join(notes))
            note.setStyleSheet("font-style: italic; color: #5a6b80;")
            if seat.your_move:  # (as last seen: the table may have gone on since, over Matrix)
                note.setText(", ".join([*notes, self.tr("your move")]))
                note.setStyleSheet("font-weight: bold; color: #1d6b2f;")
                note.setToolTip(self.tr("The table waited for your move when you last saw it"))
            when = QLabel(last_played(seat.when))
            go = QPushButton(self.tr("Rejoin"))
            go.setObjectName("rowButton")
            go.setToolTip(
                self.tr("Take your seat at this table again (a table you host is opened again first)")
                if seat.hosted is not None
                else self.tr("Take your seat at this table again")
            )
            go.clicked.connect(lambda checked=False, s=seat: self.rejoin.emit(s))
            labels = (game, table, note, when)
            for column, widget in enumerate((*labels, go)):
                self.grid.addWidget(widget, row, column)
            self.rows.append(labels)
            self.rejoin_buttons.append(go)
        self.grid.setColumnStretch(1, 1)
        self.updateGeometry()
