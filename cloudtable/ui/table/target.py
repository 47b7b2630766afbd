"""A lit place: where a held card may go, or a choice to click (a card to cover, a side to take).

It can be dropped on and clicked. A place with a `warning` is allowed but has a consequence
the player should see first ("this card would be flipped face down"): it is drawn in warning
colours and the warning is its tooltip and the status bar's text while it is hot.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.message import Message
from . import z_values
from .guard import guarded, guarded_paint


@dataclass(frozen=True)
class Place:
    """Where a card may go: the quarter turns allowed there, and a warning if any."""

    turns: frozenset[int] = frozenset()
    warning: Message | None = None


@dataclass(frozen=True)
class Choice:
    """A lit place that plays `action` when clicked (no card is held). With no action, a click
    only tells the table (`GameTable.select(key)`): a first step, like marking a card to pass.
    An `outline` choice lies over a card: only its edge is drawn, the card shows through."""

    key: Hashable
    rect: QRectF
    action: Any = None
    tooltip: Message | None = None
    warning: Message | None = None
    outline: bool = False


@dataclass(frozen=True)
class FirstStep:
    """What a drop may be instead of a move (`GameTable.first_steps`, given by `action_for`): a
    step the table notes with `select(key)`, like a card dragged to be given marked to pass, and
    then lays out again."""

    key: Hashable


class TargetItem(QGraphicsObject):
    Type = QGraphicsItem.UserType + 2

    def __init__(
        self,
        place: Hashable,
        rect: QRectF,
        turns: frozenset[int] = frozenset(),
        warning: Message | None = None,
        action: Any = None,
        outline: bool = False,
        parent=None,
    ):
        super().__init__(parent)
        self.outline = outline
        self.place = place
        self.turns = turns  # the quarter turns a card may have here
        self.warning = warning
        self.action = action  # for a choice: what a click plays
        self._rect = QRectF(rect)
        self._hot = False
        self._fit = True  # False: the held card must be turned (R) to go here
        self.setZValue(z_values.DRAGGED - 1 if action is not None or outline else z_values.TARGET)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

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

    @property
    def fit(self) -> bool:
        return self._fit

    def set_fit(self, fit: bool) -> None:
        if fit != self._fit:
            self._fit = fit
            self.update()

    @guarded_paint
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.warning is not None:
            fill, edge = QColor(255, 120, 80, 130 if self._hot else 60), QColor(210, 70, 40)
        else:
            fill, edge = (
                QColor(255, 236, 140, 150 if self._hot else 70),
                QColor(255, 190, 40, 255 if self._hot else 200),
            )
        painter.setBrush(Qt.BrushStyle.NoBrush if self.outline else fill)
        pen = QPen(edge, 4 if self._hot else 2.5)
        pen.setCosmetic(True)
        if not self._hot:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        radius = min(self._rect.width(), self._rect.height()) * 0.08
        painter.drawRoundedRect(self._rect.adjusted(2, 2, -2, -2), radius, radius)
        if not self._fit:
            self._paint_turn_hint(painter, edge)

    def _paint_turn_hint(self, painter: QPainter, colour: QColor) -> None:
        """A round arrow in the middle: turn the card (R) to put it here."""
        size = min(self._rect.width(), self._rect.height()) * 0.32
        box = QRectF(0, 0, size, size)
        box.moveCenter(self._rect.center())
        pen = QPen(colour, max(size * 0.12, 2.0))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(box, 30 * 16, 280 * 16)
        tip = QPointF(box.center().x() + size / 2 * 0.87, box.center().y() - size / 2 * 0.5)
        painter.setBrush(colour)
        painter.drawPolygon(
            [
                tip + QPointF(-size * 0.2, -size * 0.08),
                tip + QPointF(size * 0.1, -size * 0.22),
                tip + QPointF(size * 0.08, size * 0.14),
            ]
        )

    # --- clicks -----------------------------------------------------------------------------
    @guarded
    def hoverEnterEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None:
            scene.target_hovered(self, True)

    @guarded
    def hoverLeaveEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None:
            scene.target_hovered(self, False)

    @guarded
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.scene() is not None:
            event.accept()
        else:
            event.ignore()

    @guarded
    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.scene() is not None:
            self.scene().target_clicked(self)
