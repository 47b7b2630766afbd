"""What the table shows before any game: the name and how to start."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject

from .table.guard import guarded_paint

# The welcome's picture, kept by everything it is drawn from (scale, place within a pixel, the
# texts, the font): its big title is drawn from the letters' outlines, about 1.5 ms a paint, and
# every window (every test's window too) paints it at the same size. A few sizes are kept.
_pictures: dict[tuple, QPixmap] = {}
KEPT_PICTURES = 6


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
        texts = self._texts()
        to_device = painter.worldTransform()
        if to_device.type().value > QTransform.TransformationType.TxScale.value:  # turned or sheared: as it is
            self._draw(painter, *texts)
            return
        device = to_device.mapRect(self.RECT)
        left, top = math.floor(device.left()), math.floor(device.top())
        ratio = painter.device().devicePixelRatioF()
        offset = QPointF(round(device.left() - left, 2), round(device.top() - top, 2))
        scale = (round(to_device.m11(), 5), round(to_device.m22(), 5))
        key = (scale, offset.x(), offset.y(), ratio, texts, QFont().key())
        picture = _pictures.get(key)
        if picture is None:
            size = QSize(math.ceil(device.right()) - left + 1, math.ceil(device.bottom()) - top + 1)
            picture = QPixmap(size * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            on_picture = QPainter(picture)
            on_picture.translate(offset)
            on_picture.scale(*scale)
            on_picture.translate(-self.RECT.topLeft())
            self._draw(on_picture, *texts)
            on_picture.end()
            if len(_pictures) >= KEPT_PICTURES:
                _pictures.clear()
            _pictures[key] = picture
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(left, top), picture)
        painter.restore()

    def _texts(self) -> tuple[str, str]:
        """The games' names on one line, and the hint shown until they are known."""
        # The games that can be played now: listing them imports their rules, so the list comes
        # after the first frame (MainWindow.call_after_first_frame).
        from ..i18n import render

        line = " · ".join(render(name) for name in self.games)
        if self.games:
            return line, ""  # the welcome panel is there, under the names
        return line, QCoreApplication.translate(
            "Welcome", "Start a new game with Game → New… (Ctrl+N), or open a saved one."
        )

    @staticmethod
    def _draw(painter: QPainter, line: str, hint: str) -> None:
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
        painter.drawText(QRectF(-360, 20, 720, 40), Qt.AlignmentFlag.AlignCenter, line)
        if hint:
            painter.drawText(QRectF(-360, 70, 720, 60), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, hint)
