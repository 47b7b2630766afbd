"""What the table shows before any game: the name and how to start."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject


class WelcomeItem(QGraphicsObject):
    RECT = QRectF(-360, -140, 720, 280)

    def boundingRect(self) -> QRectF:
        return self.RECT

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        title = QFont()
        title.setPointSize(44)
        title.setBold(True)
        path = QPainterPath()
        path.addText(0, 0, title, "cloudtable")
        box = path.boundingRect()
        path.translate(-box.center().x(), -30 - box.center().y())
        painter.setPen(QPen(QColor(60, 100, 160, 160), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        painter.fillPath(path, QColor(255, 255, 255))
        text = QFont()
        text.setPointSize(15)
        painter.setFont(text)
        painter.setPen(QColor(30, 60, 110))
        line = QCoreApplication.translate("Welcome", "Cloudy Kingdom · Strange World above the clouds · Cloud 9")
        painter.drawText(QRectF(-360, 20, 720, 40), Qt.AlignmentFlag.AlignCenter, line)
        hint = QCoreApplication.translate("Welcome", "Start a new game with Game → New… (Ctrl+N), or open a saved one.")
        painter.drawText(QRectF(-360, 70, 720, 60), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, hint)
