"""A piece's last painting kept in device pixels, so that a new zoom shows it at once and paints
it anew a moment later.

Qt keeps each item's picture in device pixels (DeviceCoordinateCache): when the view's zoom
changes (a table fitted again as it grows), every item is painted again at the new scale, in one
frame. For a piece with words on it (a Traveller's name) that is text laid out and its letters
drawn at a new size: most of the 10-15 ms such a frame took (tests/bench/bench_frames.py). A
piece whose look seldom changes (a Traveller) has a `LastPicture`: it paints into a picture of the
device pixels it covers and keeps it; at a scale a little different (a refit, a step of the
wheel) with nothing else changed, that picture is drawn scaled, and the piece is painted anew at
the new scale in a later turn of the event loop, a few pieces a turn (`Later`). So is a sliding
piece, which Qt paints again whenever the pixels it covers change in number: drawn from its
picture as it slides, painted anew once it rests. What a person sees in the end is what the
piece paints; only for a moment is it the picture of a moment before, scaled by a few per cent.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem

RESCALE_LIMIT = 1.3  # a picture is drawn at most this much larger or smaller than it was painted
LARGEST_SIDE = 2048  # device pixels: a larger piece is painted directly
STEP_MS = 16  # between two turns that paint pieces anew
BUDGET_MS = 3.0  # of painting (as last measured) asked for in one turn
KEPT = 3  # pictures kept for one piece (the places between two pixels and scales it had lately)


class LastPicture:
    """The last paintings of one item and the transforms they were painted with, each by its
    look: a number the item raises whenever it changes what it paints. (The item holds it, not
    the other way round: no cycle for the garbage collector.)"""

    def __init__(self) -> None:
        self.look = 0
        self.image: QImage | None = None  # the last one painted or drawn
        self._at = QTransform()  # from the item to its pixels
        self._of_look = -1
        self._kept: OrderedDict[tuple, QImage] = OrderedDict()  # (look, transform) -> picture
        self.due = False  # the next paint is the exact one asked for by Later
        self.cost_ms = 0.0  # the last exact painting's time (UI thread)

    def paint(self, painter: QPainter, item: QGraphicsItem, paint: Callable[[QPainter], None]) -> None:
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        world = painter.worldTransform() * QTransform.fromScale(ratio, ratio)
        if not world.isAffine() or world.isRotating() or world.m11() <= 0 or world.m11() != world.m22():
            paint(painter)  # (turned or stretched: as it is)
            return
        bounds = world.mapRect(item.boundingRect()).toAlignedRect()
        if bounds.isEmpty() or max(bounds.width(), bounds.height()) > LARGEST_SIDE:
            paint(painter)
            return
        at = world * QTransform.fromTranslate(-bounds.left(), -bounds.top())
        look = self.look
        kept = self._kept.get((look, _placed(at)))
        if kept is not None:  # (exposed again, or back to a look it had)
            self._kept.move_to_end((look, _placed(at)))
            self.image, self._at, self._of_look, self.due = kept, at, look, False
            self._draw(painter, ratio, bounds.topLeft())
            return
        if self.image is not None and self._of_look == look:
            change = world.m11() / self._at.m11()
            if not self.due and 1 / RESCALE_LIMIT <= change <= RESCALE_LIMIT:
                painter.save()
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                painter.setWorldTransform(self._at.inverted()[0] * painter.worldTransform())
                painter.drawImage(QPoint(0, 0), self.image)
                painter.restore()
                LATER.ask(item)
                return
        self.due = False
        started = time.thread_time()
        image = QImage(bounds.size(), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        inner = QPainter(image)
        try:
            inner.setRenderHints(painter.renderHints())
            inner.setFont(painter.font())
            inner.setWorldTransform(at)
            paint(inner)
        finally:
            inner.end()
        self.image, self._at, self._of_look = image, at, look
        self._kept[(look, _placed(at))] = image
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        self._draw(painter, ratio, bounds.topLeft())
        self.cost_ms = (time.thread_time() - started) * 1000

    def _draw(self, painter: QPainter, ratio: float, where: QPoint) -> None:
        """The picture, pixel for pixel, where it was painted."""
        painter.save()
        painter.setWorldTransform(QTransform.fromScale(1 / ratio, 1 / ratio))
        painter.drawImage(where, self.image)
        painter.restore()


def _placed(at: QTransform) -> tuple[float, ...]:
    """A transform as a key: its scale and where it puts the item between two pixels."""
    return (at.m11(), at.m22(), at.dx(), at.dy())


class Later(QObject):
    """The pieces waiting to be painted anew at their new scale (or at a new place between two
    pixels): a few each turn of the loop, none while a move's paint is about to come
    (view.painting_soon), and a sliding one once it rests."""

    def __init__(self) -> None:
        super().__init__()
        self._waiting: list[QGraphicsItem] = []  # (each with its LastPicture as `_last`)
        self._timer: QTimer | None = None

    def ask(self, item: QGraphicsItem) -> None:
        if item not in self._waiting:
            self._waiting.append(item)
        if self._timer is None:
            self._timer = QTimer(QApplication.instance())
            self._timer.setSingleShot(True)
            self._timer.setInterval(STEP_MS)
            self._timer.timeout.connect(self._turn)
        if not self._timer.isActive():
            self._timer.start()

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def _turn(self) -> None:
        self._waiting = [item for item in self._waiting if shiboken6.isValid(item) and item.scene() is not None]
        if any(_painting_soon(item) for item in self._waiting[:1]):
            self._timer.start()
            return
        spent = 0.0
        resting = [item for item in self._waiting if not getattr(item, "moving", False)]
        while resting and (spent == 0.0 or spent + resting[0]._last.cost_ms <= BUDGET_MS):
            item = resting.pop(0)
            self._waiting.remove(item)
            spent += max(_paint_anew(item), 0.01)
        if self._waiting:  # (a piece still sliding is painted anew once it rests)
            self._timer.start()

    def finish(self) -> None:
        """Every waiting piece painted anew now (tests, screenshots)."""
        waiting, self._waiting = self._waiting, []
        for item in waiting:
            if shiboken6.isValid(item):
                _paint_anew(item)


def _paint_anew(item: QGraphicsItem) -> float:
    """Ask Qt to paint `item` anew (its look is the same: Qt's own update); what that took last."""
    item._last.due = True
    QGraphicsItem.update(item)
    return item._last.cost_ms


def _painting_soon(item: QGraphicsItem) -> bool:
    scene = item.scene()
    return scene is not None and any(getattr(v, "painting_soon", lambda: False)() for v in scene.views())


LATER = Later()
