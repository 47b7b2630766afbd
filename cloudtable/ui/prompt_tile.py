"""A prompt choice that explains itself: a picture of what is chosen (a spell's card), its name
and a few lines on what it does, in one clickable tile. The prompt bar uses tiles for choices
that carry a detail, so that a person learns what a choice does where they make it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy

# paint(painter, rect): the picture, in the rect given (its aspect is the tile's `aspect`).
Picture = Callable[[QPainter, QRectF], None]

WIDTH = 290  # device-independent pixels: three tiles side by side on a 1280-px table
PICTURE_HEIGHT = 86
PAD = 8
GAP = 10


class PromptTile(QAbstractButton):
    def __init__(self, picture: Picture | None, aspect: float, parent=None):
        super().__init__(parent)
        self._picture = picture
        self._aspect = aspect
        self._title = ""
        self._detail = ""
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)  # as tall as its row

    def set_words(self, title: str, detail: str) -> None:
        self._title, self._detail = title, detail
        self.setAccessibleName(title)
        self.setAccessibleDescription(detail)
        self.updateGeometry()
        self.update()

    # geometry ------------------------------------------------------------------------
    def _picture_rect(self) -> QRectF:
        if self._picture is None:
            return QRectF(PAD, PAD, 0, 0)
        return QRectF(PAD, PAD, PICTURE_HEIGHT * self._aspect, PICTURE_HEIGHT)

    def _text_left(self) -> float:
        picture = self._picture_rect()
        return picture.right() + (GAP if picture.width() else 0)

    def _title_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _text_height(self) -> int:
        width = int(WIDTH - self._text_left() - PAD)
        flags = int(Qt.TextFlag.TextWordWrap)
        title = QFontMetrics(self._title_font()).boundingRect(0, 0, width, 1000, flags, self._title)
        detail = self.fontMetrics().boundingRect(0, 0, width, 1000, flags, self._detail)
        return title.height() + 4 + detail.height()

    def title(self) -> str:
        return self._title

    def detail(self) -> str:
        return self._detail

    def sizeHint(self) -> QSize:
        return QSize(WIDTH, int(max(PICTURE_HEIGHT, self._text_height()) + 2 * PAD))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    # painting ------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = self.underMouse() or self.hasFocus()
        painter.setPen(QPen(QColor(231, 189, 79) if lit else QColor(200, 200, 210), 2.5 if lit else 1.2))
        painter.setBrush(QColor(255, 248, 225) if self.isDown() or lit else QColor(250, 250, 252))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
        if self._picture is not None:
            painter.save()
            self._picture(painter, self._picture_rect())
            painter.restore()
        left = self._text_left()
        width = self.width() - left - PAD
        painter.setPen(QColor("#1d3557"))
        painter.setFont(self._title_font())
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        title = painter.boundingRect(QRectF(left, PAD, width, 1000), flags, self._title)
        painter.drawText(title, flags, self._title)
        painter.setFont(self.font())
        painter.setPen(QColor("#333844"))
        painter.drawText(
            QRectF(left, title.bottom() + 4, width, self.height() - title.bottom() - 4), flags, self._detail
        )
