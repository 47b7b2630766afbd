"""What the table shows before any game: the name and how to start."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsObject

from .table.guard import guarded_paint


class WelcomeItem(QGraphicsObject):
    # The title, the games' names and the hint under them (before the welcome panel comes);
    # the view fits it into the room the panel leaves above itself (TableView.bottom_inset).
    RECT = QRectF(-360, -140, 720, 280)

    def __init__(self):
        super().__init__()
        self.games: list = []  # the playable games' names (Messages), known after the first frame

    def set_games(self, names: list) -> None:
        """The games' names; the welcome panel's buttons come with them and take the hint's place."""
        self.games = list(names)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.RECT

    @guarded_paint
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        title = QFont()
        title.setPointSize(44)
        title.setBold(True)
        painter.setFont(title)
        box = QRectF(-360, -100, 720, 100)
        painter.setPen(QColor(60, 100, 160, 130))  # a soft shadow under white letters
        painter.drawText(box.translated(2, 3), Qt.AlignmentFlag.AlignCenter, "cloudtable")
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "cloudtable")
        text = QFont()
        text.setPointSize(15)
        painter.setFont(text)
        painter.setPen(QColor(30, 60, 110))
        # The games that can be played now: listing them imports their rules, so the list comes
        # after the first frame (MainWindow.call_after_first_frame).
        from ..i18n import render

        line = " · ".join(render(name) for name in self.games)
        painter.drawText(QRectF(-360, 20, 720, 40), Qt.AlignmentFlag.AlignCenter, line)
        if self.games:
            return  # the welcome panel is there, under the names
        hint = QCoreApplication.translate("Welcome", "Start a new game with Game → New… (Ctrl+N), or open a saved one.")
        painter.drawText(QRectF(-360, 70, 720, 60), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, hint)
