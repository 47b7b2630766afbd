"""Words that come and go on the table: an event announced beside the place where it happened (a
round starts, a Dark City rises, the balloon falls, someone wins), and a refusal in a bubble by
the card that was let go where it may not go.

A bubble is drawn in screen pixels (whatever the zoom), kept inside the view, below the bar laid
over its top (`TableView.top_inset`), and beside the bubbles still showing rather than over them.
It pops up, stays a moment and fades away by itself (one QVariantAnimation): nothing waits for
it, it takes no clicks, and the table under it is played as usual. An announced place also
glows a moment (`Ripple`), so that the eye finds it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF, QSizeF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.message import Message
from ..art.common import draw_image, painted_image, pixels_per_unit
from . import z_values
from .guard import guarded_paint
from .piece import is_running, set_scale

GOLD = QColor("#e0a21a")
REFUSED = QColor("#c0392b")
ANNOUNCE_MS = 2800  # long enough to read a short sentence, short enough not to linger
REFUSAL_MS = 2600
APPEAR_MS, FADE_MS = 220, 600
RIPPLE_MS = 900
GAP = 10.0  # pixels between a bubble and what it is about, or another bubble
WIDTH = 320.0  # the widest a bubble's text runs before it wraps (pixels)
POP_ROOM = 1.1  # its picture while it pops up, this much larger than it ends (it overshoots to 1.04)


@dataclass(frozen=True)
class Announcement:
    """Something that just happened, said on the table (GameTable.events)."""

    text: Message
    where: QRectF | None = None  # in scene coordinates: it is said beside this (None: the view's middle)
    sound: str | None = None  # the sound played with it (ui/sounds.py), if any
    colour: QColor | None = None  # the bubble's edge and the place's glow (a seat's colour); None: gold


class Bubble(QGraphicsObject):
    """Words in a rounded bubble; an announcement's are large, a refusal's smaller with a point
    toward the card. `anchor` is the scene point it is placed from (`place`)."""

    def __init__(self, text: str, colour: QColor | None = None, *, refusal: bool = False):
        super().__init__()
        self.text = text
        self.refusal = refusal
        self.colour = QColor(colour) if colour is not None else REFUSED if refusal else GOLD
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(z_values.BUBBLE)
        # Its picture is kept while it stays and fades (opacity does not drop it): painted again
        # at every frame, its words were laid out anew each time (a fifth of a busy frame).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._font = QFont()
        self._font.setBold(True)
        self._font.setPixelSize(15 if refusal else 20)
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        words = QFontMetricsF(self._font).boundingRect(QRectF(0, 0, WIDTH, 4000), flags, text)
        pad_x, pad_y = (14.0, 9.0) if refusal else (20.0, 12.0)
        self._text = QRectF(pad_x, pad_y, words.width() + 2, words.height())
        self._box = QRectF(0, 0, words.width() + 2 + 2 * pad_x, words.height() + 2 * pad_y)
        self._point = 10.0 if refusal else 0.0  # the refusal's point, below its box
        self._bounds = self._box.adjusted(-4, -4, 4, 4 + self._point)
        self.setTransformOriginPoint(self._box.center())
        self.duration = REFUSAL_MS if refusal else ANNOUNCE_MS
        self._animation: QVariantAnimation | None = None
        self._pop_picture: QImage | None = None  # what it shows while it pops up (paint)
        self.words_painted = 0  # (tests)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def size(self) -> tuple[float, float]:
        return self._bounds.width(), self._bounds.height()

    @guarded_paint
    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.scale() == 1.0:
            self._paint_bubble(painter, self._bounds)
            return
        # Popping up, at a new scale at every frame (its kept picture dropped each time): drawn
        # from one picture of it, a little larger than it ends, rather than its words laid out
        # and painted again at each frame (0.5-0.8 ms of the frames that show a move).
        if self._pop_picture is None:
            ratio = pixels_per_unit(painter) / self.scale() * POP_ROOM
            width, height = math.ceil(self._bounds.width() * ratio), math.ceil(self._bounds.height() * ratio)
            self._pop_picture = painted_image(self._paint_bubble, painter.renderHints(), self._bounds, width, height)
        draw_image(painter, self._bounds, self._pop_picture)

    def _paint_bubble(self, painter: QPainter, rect: QRectF) -> None:
        self.words_painted += 1
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._box, 12, 12)
        if self._point:
            tip = QPointF(self._box.center().x(), self._box.bottom() + self._point)
            point = QPainterPath()
            point.moveTo(tip.x() - self._point, self._box.bottom() - 1)
            point.lineTo(tip)
            point.lineTo(tip.x() + self._point, self._box.bottom() - 1)
            point.closeSubpath()
            path = path.united(point)
        painter.setPen(QPen(QColor(0, 0, 0, 40), 6))  # a soft shadow that lifts it off the table
        painter.drawPath(path.translated(0, 2))
        painter.setPen(QPen(self.colour, 3))
        painter.setBrush(QColor(255, 255, 255, 244))
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(QColor("#1d2f4f") if not self.refusal else QColor("#7a1f16"))
        painter.drawText(self._text, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), self.text)

    # --- its short life -------------------------------------------------------------------
    def start(self) -> None:
        """Pop up, stay, fade away, then leave the scene."""
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(self.duration))
        animation.setDuration(self.duration)
        # Bound methods, never closures: the animation is a Qt child of this item (see card.py).
        animation.valueChanged.connect(self._at)
        animation.finished.connect(self._gone)
        self._animation = animation
        self._at(0.0)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _at(self, ms: float) -> None:
        appear = min(1.0, ms / APPEAR_MS)
        if appear >= 1.0:
            self._pop_picture = None  # (popped up: not needed again)
        fade = max(0.0, (ms - (self.duration - FADE_MS)) / FADE_MS)
        opacity = appear * (1.0 - fade)
        if opacity != self.opacity():
            self.setOpacity(opacity)
        set_scale(self, 0.6 + 0.4 * QEasingCurve(QEasingCurve.Type.OutBack).valueForProgress(appear))

    def _gone(self) -> None:
        self._animation = None
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)

    @property
    def showing(self) -> bool:
        return self.scene() is not None

    def finish(self) -> None:
        """Gone at once (a new game, the window closes)."""
        animation, self._animation = self._animation, None
        if animation is not None:
            from .piece import is_running

            if is_running(animation):
                animation.stop()
        self._gone()

    # --- where it shows -------------------------------------------------------------------
    def place(self, view, where: QRectF | None, others: list[Bubble]) -> None:
        """Above `where` (a scene rect; None: the middle of the view), else below it, inside the
        view under its top bar, and below any bubble it would cover."""
        width, height = self.size()
        room = QRectF(view.viewport().rect()).adjusted(GAP, GAP + getattr(view, "top_inset", 0), -GAP, -GAP)
        if where is None:
            seen = QRectF(room.center(), room.center())
        else:
            seen = QRectF(view.mapFromScene(where).boundingRect())
        x = seen.center().x() - width / 2
        y = seen.top() - GAP - height
        if y < room.top():
            y = seen.bottom() + GAP
        if where is None:
            y = seen.center().y() - height / 2
        x = max(room.left(), min(x, room.right() - width))
        y = max(room.top(), min(y, room.bottom() - height))
        mine = QRectF(x, y, width, height)
        for other in others:  # a later bubble goes below the ones still showing where it would lie
            theirs = QRectF(QPointF(view.mapFromScene(other.scenePos())), QSizeF(*other.size()))
            if mine.intersects(theirs):
                mine.moveTop(theirs.bottom() + GAP / 2)
        if mine.bottom() > room.bottom():
            mine.moveBottom(room.bottom())
        self.setPos(view.mapToScene(mine.topLeft().toPoint()))

    def place_at_drop(self, view, at: QPointF) -> None:
        """Its point on the scene point `at` (where a card was let go), inside the view."""
        width, height = self.size()
        room = QRectF(view.viewport().rect()).adjusted(GAP, GAP + getattr(view, "top_inset", 0), -GAP, -GAP)
        seen = QPointF(view.mapFromScene(at))
        x = max(room.left(), min(seen.x() - width / 2, room.right() - width))
        y = max(room.top(), min(seen.y() - height, room.bottom() - height))
        self.setPos(view.mapToScene(QPointF(x, y).toPoint()))


class Ripple(QGraphicsObject):
    """A glow that widens round an announced place and fades out, in scene units."""

    def __init__(self, rect: QRectF, colour: QColor | None = None):
        super().__init__()
        self._rect = QRectF(rect)
        self.colour = QColor(colour) if colour is not None else GOLD
        self._spread = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(z_values.OVERLAY)
        grow = max(rect.width(), rect.height()) * 0.25 + 30
        self._bounds = rect.adjusted(-grow - 20, -grow - 20, grow + 20, grow + 20)
        self._grow = grow
        self._animation: QVariantAnimation | None = None

    def boundingRect(self) -> QRectF:
        return self._bounds

    @guarded_paint
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        out = self._grow * self._spread
        ring = self._rect.adjusted(-out, -out, out, out)
        radius = min(ring.width(), ring.height()) * 0.12
        glow = QColor(self.colour)
        for width, alpha in ((22, 60), (12, 110), (5, 230)):
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, width))
            painter.drawRoundedRect(ring, radius, radius)

    def start(self) -> None:
        animation = QVariantAnimation(self)
        self._animation = animation
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(RIPPLE_MS)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(self._at)
        animation.finished.connect(self._gone)
        self._at(0.0)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _at(self, t: float) -> None:
        self._spread = t
        self.setOpacity(1.0 - t * t)
        self.update()

    def _gone(self) -> None:
        self._animation = None
        if self.scene() is not None:
            self.scene().removeItem(self)

    def finish(self) -> None:
        """Gone at once (a newer glow takes its place)."""
        animation, self._animation = self._animation, None
        if is_running(animation):
            animation.stop()
        self._gone()
