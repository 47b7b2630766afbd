"""A place a dragged card may legally go: lit while the drag lasts."""

from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import z_values


class TargetItem(QGraphicsObject):
    Type = QGraphicsItem.UserType + 2

    def __init__(self, place: Hashable, rect: QRectF, turns: frozenset[int], parent=None):
        super().__init__(parent)
        self.place = place
        self.turns = turns  # the quarter turns a card may have here
        self._rect = QRectF(rect)
        self._hot = False
        self.setZValue(z_values.TARGET)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def type(self) -> int:
        return self.Type

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def set_hot(self, hot: bool) -> None:
        if hot != self._hot:
            self._hot = hot
            self.update()

    @property
    def hot(self) -> bool:
        return self._hot

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 236, 140, 150 if self._hot else 70)
        edge = QColor(255, 190, 40, 255 if self._hot else 200)
        painter.setBrush(fill)
        pen = QPen(edge, 4 if self._hot else 2.5)
        pen.setCosmetic(True)
        if not self._hot:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        radius = min(self._rect.width(), self._rect.height()) * 0.08
        painter.drawRoundedRect(self._rect.adjusted(2, 2, -2, -2), radius, radius)
