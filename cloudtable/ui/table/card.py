"""A card on the table: painted by a game's painter, dragged or clicked, turned, stacked, flipped.

The item never changes the game: a drag ends in a request to the scene, which asks the
game's table for an action and the match whether it is legal (see scene.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem

from . import z_values
from .guard import guarded, guarded_paint
from .piece import is_running

# paint(painter, rect, item): draws the face (or the back) in the card's own frame.
CardPainter = Callable[[QPainter, QRectF, "CardItem"], None]

TURN_MS = 180
SLIDE_MS = 220


class CardItem(QGraphicsObject):
    Type = QGraphicsItem.UserType + 1

    turned = Signal(int)

    def __init__(
        self,
        key: Hashable,
        size: QSizeF,
        face: CardPainter,
        back: CardPainter | None = None,
        parent: QGraphicsItem | None = None,
    ):
        super().__init__(parent)
        self.key = key
        self._size = QSizeF(size)
        self._face = face
        self._back = back
        self._face_up = True
        self._turns = 0
        self._tilt = 0.0
        self._bounds = self._turned_rect()
        self._hovered = False
        self._lit = False
        self._draggable = False
        self.turnable = False  # only a card the rules let the player turn turns with R
        self.tooltip_message = None  # an engine Message, rendered on hover
        self._animations: dict[bytes, QPropertyAnimation] = {}
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(self.rect().center())
        self.setZValue(z_values.CARD)

    def type(self) -> int:
        return self.Type

    # geometry ------------------------------------------------------------------------
    # Qt keeps an item's cached picture only while the item itself is not turned (a quarter
    # turn too, once the table is zoomed): every repaint would draw a turned card again. So the
    # item stays straight and paint() turns the card; the item's own rotation is used only
    # while a turn is animated.
    def angle(self) -> float:
        """Degrees clockwise the card is drawn at, once any turn in progress has ended."""
        return 90 * self._turns + self._tilt

    def rect(self) -> QRectF:
        """The card, not turned, centred on the item's origin."""
        return QRectF(-self._size.width() / 2, -self._size.height() / 2, self._size.width(), self._size.height())

    def _turned_rect(self) -> QRectF:
        glow = self.rect().adjusted(-6, -6, 6, 6)  # room for the hover glow
        return QTransform().rotate(self.angle()).mapRect(glow)

    def _angle_changed(self) -> None:
        self.prepareGeometryChange()
        self._bounds = self._turned_rect()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect())
        return QTransform().rotate(self.angle()).map(path)

    @guarded_paint
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.rotate(self.angle())
        strong = self._hovered and self._draggable or self._lit or self.hasFocus()
        if strong or self._draggable:
            # A card that may move now has a soft halo; hover, focus and lit make it bright.
            glow = QColor(80, 170, 255) if self.hasFocus() else QColor(255, 214, 90)
            rings = ((10, 50), (6, 90), (3, 200)) if strong else ((9, 60), (5, 150))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for width, alpha in rings:
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.drawRoundedRect(self.rect(), 6, 6)
        if self._face_up or self._back is None:
            self._face(painter, self.rect(), self)
        else:
            self._back(painter, self.rect(), self)

    # state the table sets --------------------------------------------------------------
    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def set_painters(self, face: CardPainter, back: CardPainter | None = None) -> None:
        self._face, self._back = face, back
        self.update()

    @property
    def lit(self) -> bool:
        return self._lit

    def set_lit(self, lit: bool) -> None:
        if lit != self._lit:
            self._lit = lit
            self.update()

    @property
    def draggable(self) -> bool:
        return self._draggable

    def set_draggable(self, draggable: bool) -> None:
        if draggable != self._draggable:
            self.update()
        self._draggable = draggable
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, draggable)
        self.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)

    # quarter turns ---------------------------------------------------------------------
    @property
    def turns(self) -> int:
        return self._turns

    def set_turns(self, turns: int, animate: bool = True) -> None:
        """Turn to `turns` quarter turns clockwise, the short way round (a half turn clockwise)."""
        turns %= 4
        if turns == self._turns:
            return  # a turn in progress already ends there
        shown = 90 * self._turns + self.rotation()  # where the card is drawn now
        self._turns = turns
        self._angle_changed()
        if animate:
            # The item starts turned back to where the card was shown, and straightens.
            start = (shown - 90 * turns + 180) % 360 - 180
            self.setRotation(start)
            self._animate(b"rotation", start, 0.0, TURN_MS, self._straighten)
        else:
            self._stop(b"rotation")
            self.setRotation(0)
        self.turned.emit(turns)

    def _straighten(self) -> None:
        self.setRotation(0)

    def set_tilt(self, degrees: float) -> None:
        """A slant of a few degrees (cards in a fan), drawn like the quarter turns."""
        if degrees != self._tilt:
            self._tilt = degrees
            self._angle_changed()

    def turn_by(self, quarter_turns: int) -> bool:
        """Turn a turnable card (R, Shift+R); False for a card that may not turn."""
        if not self.turnable:
            return False
        self.set_turns(self._turns + quarter_turns)
        return True

    # moves -------------------------------------------------------------------------------
    def slide_to(self, pos: QPointF, animate: bool = True) -> None:
        if not animate or self.pos() == pos:
            self._stop(b"pos")
            self.setPos(pos)
            return
        sliding = self._animations.get(b"pos")
        if is_running(sliding) and sliding.endValue() == pos:
            return  # already on its way there (a layout soon after the last): it goes on, unbroken
        self._animate(b"pos", self.pos(), pos, SLIDE_MS)

    @property
    def moving(self) -> bool:
        """True while the card slides or turns."""
        return self._running(b"pos") or self._running(b"rotation")

    def _running(self, prop: bytes) -> bool:
        animation = self._animations.get(prop)
        return is_running(animation)

    def _stop(self, prop: bytes) -> None:
        animation = self._animations.pop(prop, None)
        if is_running(animation):
            animation.stop()

    def _animate(self, prop: bytes, start, end, ms: int, done: Callable[[], None] | None = None) -> None:
        """`done`, if given, must be a bound method of this item, never a closure: a closure
        holding the item would be the item's last reference when the animation is deleted,
        and would delete the item (the animation's parent) in the middle of that."""
        self._stop(prop)
        animation = QPropertyAnimation(self, prop, self)
        animation.setDuration(ms)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        if done is not None:
            animation.finished.connect(done)
        self._animations[prop] = animation
        # Deleted once stopped: an animation is a Qt child of the card, and a finished one kept
        # would pile up (and keep `done`'s closure, and through it the table, alive).
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, and before a re-layout)."""
        animations, self._animations = list(self._animations.values()), {}
        for animation in animations:
            if is_running(animation):
                animation.setCurrentTime(animation.duration())

    # events ------------------------------------------------------------------------------
    @guarded
    def hoverEnterEvent(self, event) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    @guarded
    def hoverLeaveEvent(self, event) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    @guarded
    def mousePressEvent(self, event) -> None:
        if self._draggable and event.button() == Qt.MouseButton.LeftButton and self.scene():
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.scene().begin_drag(self, event.scenePos())
            event.accept()
        else:
            event.ignore()

    @guarded
    def mouseMoveEvent(self, event) -> None:
        if self.scene() and self.scene().dragged is self:
            self.scene().move_drag(event.scenePos())

    @guarded
    def mouseReleaseEvent(self, event) -> None:
        if self.scene() and self.scene().dragged is self:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.scene().end_drag(event.scenePos())

    @guarded
    def focusInEvent(self, event) -> None:
        self.update()
        super().focusInEvent(event)

    @guarded
    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)
