"""Pieces: everything on the table that is not a card — a board, a castle, a marker, a die, a
name plate. A piece is painted by a function into its own rect, can be drawn turned, keeps a
cached picture, and can slide or follow a path.

Qt keeps an item's cached picture only while the item itself is not turned (a quarter turn
too, once the table is zoomed), so a piece stays straight and `paint` turns the picture by
`angle`; its bounds are the turned rect.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .guard import guarded_paint

# paint(painter, rect): draws the piece in its own frame, not turned.
PiecePainter = Callable[[QPainter, QRectF], None]


def is_running(animation: QAbstractAnimation | None) -> bool:
    """True for an animation that exists and runs (a stopped one may be deleted already)."""
    return (
        animation is not None and shiboken6.isValid(animation) and animation.state() == QAbstractAnimation.State.Running
    )


class Piece(QGraphicsObject):
    Type = QGraphicsItem.UserType + 3

    def __init__(
        self,
        rect: QRectF,
        paint: PiecePainter | None = None,
        *,
        z: float | None = None,
        cached: bool = True,
        parent: QGraphicsItem | None = None,
    ):
        super().__init__(parent)
        self._rect = QRectF(rect)
        self._paint = paint
        self._angle = 0.0
        self._bounds = QRectF(rect)
        self._animation: QAbstractAnimation | None = None
        self._where: Callable[[float], QPointF] | None = None
        if cached:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if z is not None:
            self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a drag on it pans the table

    def type(self) -> int:
        return self.Type

    # --- geometry and picture -----------------------------------------------------------
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self._bounds = self._turned_bounds()
            self.update()

    @property
    def angle(self) -> float:
        return self._angle

    def set_angle(self, degrees: float) -> None:
        if degrees != self._angle:
            self.prepareGeometryChange()
            self._angle = degrees
            self._bounds = self._turned_bounds()
            self.update()

    def _turned_bounds(self) -> QRectF:
        return QTransform().rotate(self._angle).mapRect(self._rect) if self._angle else QRectF(self._rect)

    def set_painter(self, paint: PiecePainter) -> None:
        self._paint = paint
        self.update()

    @guarded_paint
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._angle:
            painter.rotate(self._angle)
        self.paint_piece(painter, self._rect)

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        """Subclasses draw here, or give a painter function."""
        if self._paint is not None:
            self._paint(painter, rect)

    # --- movement ---------------------------------------------------------------------------
    def slide_to(
        self, pos: QPointF, animate: bool = True, ms: int = 260, easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    ) -> None:
        if not animate or self.pos() == pos:
            self.finish_animations()
            self.setPos(pos)
            return
        sliding = self._animation
        if is_running(sliding) and isinstance(sliding, QPropertyAnimation) and sliding.endValue() == pos:
            return  # already on its way there (a layout soon after the last): it goes on, unbroken
        self.run(self._move(self.pos(), pos, ms, easing))

    def slide_through(self, stops: list[tuple[QPointF, int, QEasingCurve.Type]], animate: bool = True) -> None:
        """Slide from stop to stop, each with its own duration and easing."""
        if not animate:
            self.finish_animations()
            self.setPos(stops[-1][0])
            return
        group = QSequentialAnimationGroup(self)
        start = self.pos()
        for pos, ms, easing in stops:
            group.addAnimation(self._move(start, pos, ms, easing))
            start = pos
        self.run(group)

    def follow(
        self, start: float, end: float, where: Callable[[float], QPointF], animate: bool = True, ms: int = 400
    ) -> None:
        """Move along `where(value)` as the value goes from `start` to `end` (a marker hopping
        along a score track)."""
        self._where = where
        if not animate or start == end:
            self.finish_animations()
            self.setPos(where(end))
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(float(start))
        animation.setEndValue(float(end))
        animation.setDuration(ms)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        # A bound method, never a closure: a closure kept by the animation (a Qt child of this
        # piece) would keep the piece, and whatever it holds, alive for good.
        animation.valueChanged.connect(self._follow_step)
        self.run(animation)

    def _follow_step(self, value: float) -> None:
        if self._where is not None:
            self.setPos(self._where(value))

    def _move(self, start: QPointF, end: QPointF, ms: int, easing) -> QPropertyAnimation:
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(ms)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(easing)
        return animation

    def run(self, animation: QAbstractAnimation) -> None:
        """Start `animation` (ending any other first); it is deleted once it stops."""
        self.finish_animations()
        self._animation = animation
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    @property
    def moving(self) -> bool:
        return is_running(self._animation)

    def finish_animations(self) -> None:
        animation, self._animation = self._animation, None
        if is_running(animation):
            animation.setCurrentTime(animation.totalDuration())
            if is_running(animation):
                animation.stop()
        for child in self.childItems():
            if isinstance(child, Piece):
                child.finish_animations()


def set_scale(item: QGraphicsItem, scale: float) -> None:
    """setScale, but only on a change: Qt drops the cached picture even when nothing changes."""
    if item.scale() != scale:
        item.setScale(scale)
