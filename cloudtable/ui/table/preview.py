"""A card up close: held under the mouse a moment, a card the game describes is shown large
beside it, with its name and what it does. Drawn in screen pixels (whatever the zoom) and kept
inside the view; it takes no clicks, so it never hides what it describes from the mouse."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import z_values
from .guard import guarded_paint

CARD_HEIGHT = 250.0  # pixels
TEXT_WIDTH = 230.0
PAD, GAP = 12.0, 14.0


@dataclass(frozen=True)
class Preview:
    """What `GameTable.preview` answers for a card worth a closer look."""

    paint: Callable[[QPainter, QRectF], None]  # the card's face, in the rect given
    aspect: float  # the card's width for a height of 1
    title: str = ""
    text: str = ""


class PreviewItem(QGraphicsObject):
    def __init__(self, preview: Preview):
        super().__init__()
        self.preview = preview
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(z_values.PREVIEW)
        self._card = QRectF(PAD, PAD, CARD_HEIGHT * preview.aspect, CARD_HEIGHT)
        self._title_font = QFont()
        self._title_font.setPointSizeF(self._title_font.pointSizeF() * 1.25)
        self._title_font.setBold(True)
        self._text_font = QFont()
        self._text_font.setPointSizeF(self._text_font.pointSizeF() * 1.1)
        height = self._card.height()
        if self._has_words():
            height = max(height, self._words_height())
        self._bounds = QRectF(
            0, 0, self._text_left() + (TEXT_WIDTH + PAD if self._has_words() else 0), height + 2 * PAD
        )

    def _has_words(self) -> bool:
        return bool(self.preview.title or self.preview.text)

    def _text_left(self) -> float:
        return self._card.right() + GAP

    def _words_height(self) -> float:
        flags = int(Qt.TextFlag.TextWordWrap)
        title = QFontMetricsF(self._title_font).boundingRect(QRectF(0, 0, TEXT_WIDTH, 2000), flags, self.preview.title)
        text = QFontMetricsF(self._text_font).boundingRect(QRectF(0, 0, TEXT_WIDTH, 2000), flags, self.preview.text)
        return title.height() + 8 + text.height()

    def boundingRect(self) -> QRectF:
        return self._bounds

    @guarded_paint
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(231, 189, 79, 230), 2))
        painter.setBrush(QColor(255, 255, 255, 238))
        painter.drawRoundedRect(self._bounds.adjusted(1, 1, -1, -1), 12, 12)
        painter.save()
        self.preview.paint(painter, self._card)
        painter.restore()
        if not self._has_words():
            return
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        left = self._text_left()
        painter.setFont(self._title_font)
        painter.setPen(QColor("#1d3557"))
        title = painter.boundingRect(QRectF(left, PAD, TEXT_WIDTH, 2000), flags, self.preview.title)
        painter.drawText(title, flags, self.preview.title)
        painter.setFont(self._text_font)
        painter.setPen(QColor("#333844"))
        painter.drawText(QRectF(left, title.bottom() + 8, TEXT_WIDTH, 2000), flags, self.preview.text)

    def place_beside(self, card: QGraphicsItem) -> None:
        """Next to `card` in the first view, inside the view: above it where there is room (a
        hand's other cards stay in sight), else to its right, else to its left."""
        views = card.scene().views() if card.scene() is not None else []
        if not views:
            self.setPos(card.sceneBoundingRect().topRight())
            return
        view = views[0]
        seen = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
        room = view.viewport().rect()
        width, height = self._bounds.width(), self._bounds.height()
        if seen.top() - GAP - height >= room.top():
            x, y = seen.center().x() - width / 2, seen.top() - GAP - height
        else:
            x = seen.right() + GAP
            if x + width > room.right():
                x = seen.left() - GAP - width
            y = seen.center().y() - height / 2
        x = max(room.left(), min(x, room.right() - width))
        y = max(room.top(), min(y, room.bottom() - height))
        self.setPos(view.mapToScene(int(x), int(y)))
