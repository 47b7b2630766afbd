"""An item up close: the mouse held a moment on a card or a piece the table describes
(`GameTable.preview`: a magic card, a stack, another player's World, a Traveller...), it is shown
large beside it, with its name and what it is. Drawn in screen pixels (whatever the zoom) and kept
inside the view, below the bar laid over its top; it takes no clicks, so it never hides what it
describes from the mouse. The scene shows and hides it (scene.py: it goes when the mouse leaves
the item, presses, drags or scrolls)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import z_values
from .guard import guarded_paint

CARD_HEIGHT = 250.0  # pixels
PICTURE_WIDTH = 600.0  # the widest a picture grows (a tall stack): it is made lower instead
TEXT_WIDTH = 230.0
PAD, GAP = 12.0, 14.0


@dataclass(frozen=True)
class Preview:
    """What `GameTable.preview` answers for a card worth a closer look."""

    paint: Callable[[QPainter, QRectF], None]  # the card's face, in the rect given
    aspect: float  # the card's width for a height of 1
    title: str = ""
    text: str = ""
    height: float = CARD_HEIGHT  # pixels: larger for a picture of many cards (a World)


def in_a_row(faces: list[Callable[[QPainter, QRectF], None]], aspect: float) -> tuple[Callable, float]:
    """One picture of several faces side by side, the first on the left (a stack, its top card
    first), each `aspect` wide for 1 high and numbered: its painter and its aspect."""
    gap = 0.12 * aspect

    def paint(painter: QPainter, rect: QRectF) -> None:
        height = rect.height()
        for i, face in enumerate(faces):
            box = QRectF(rect.left() + i * (aspect + gap) * height, rect.top(), aspect * height, height)
            painter.save()
            face(painter, box)
            painter.restore()
            if len(faces) > 1:  # its place in the stack, in a small dot on its corner
                dot = QRectF(box.left() - 6, box.top() - 6, 24, 24)
                painter.setPen(QPen(QColor("#ffffff"), 2))
                painter.setBrush(QColor("#1d3557"))
                painter.drawEllipse(dot)
                painter.setPen(QColor("#ffffff"))
                font = QFont(painter.font())
                font.setPixelSize(13)
                font.setBold(True)
                painter.setFont(font)
                painter.drawText(dot, int(Qt.AlignmentFlag.AlignCenter), str(i + 1))

    return paint, len(faces) * aspect + (len(faces) - 1) * gap


class PreviewItem(QGraphicsObject):
    def __init__(self, preview: Preview):
        super().__init__()
        self.preview = preview
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(z_values.PREVIEW)
        height = min(preview.height, PICTURE_WIDTH / preview.aspect)
        self._card = QRectF(PAD, PAD, height * preview.aspect, height)
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
        """Next to `card` (a card or a piece) in the first view, inside the view: above it where there is room (a
        hand's other cards stay in sight), else to its right, else to its left."""
        views = card.scene().views() if card.scene() is not None else []
        if not views:
            self.setPos(card.sceneBoundingRect().topRight())
            return
        view = views[0]
        seen = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
        room = view.viewport().rect().adjusted(0, getattr(view, "top_inset", 0), 0, 0)
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
