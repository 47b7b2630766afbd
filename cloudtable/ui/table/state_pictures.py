"""Pictures of one item in the states it has been in, each drawn again pixel for pixel.

An item that goes back and forth between a few looks (a name plate: whose turn, its tag "pilot",
"deciding…", "stays") loses its cached picture at every change, and each change painted it anew
(0.4-1 ms a plate, both plates in most frames that show a Cloud 9 move: tests/bench/bench_frames.py).
`StatePictures` keeps the picture of each state it was asked for, the newest few, painted at the
exact scale and the part of a pixel where it is drawn, and draws it at a whole pixel: what shows
is what painting it directly would show. A painter that turns or skews paints directly."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform

LARGEST = 1024 * 1024  # pixels: a larger picture is painted directly (a plate is a few thousand)


class StatePictures:
    def __init__(self, most: int = 12) -> None:
        self.most = most
        self._pictures: OrderedDict[tuple, QImage] = OrderedDict()
        self.painted = 0  # pictures painted (tests)

    def draw(self, painter: QPainter, rect: QRectF, state: Hashable, paint: Callable[[QPainter, QRectF], None]) -> None:
        """Draw `paint(painter, rect)` for `state` (everything it shows), from its picture."""
        device = painter.deviceTransform()
        if device.type().value > QTransform.TransformationType.TxScale.value:
            paint(painter, rect)
            return
        whole_x, whole_y = math.floor(device.dx()), math.floor(device.dy())
        within = device * QTransform.fromTranslate(-whole_x, -whole_y)  # its scale, and under a pixel of shift
        box = within.mapRect(rect).toAlignedRect()
        if box.isEmpty() or box.width() * box.height() > LARGEST:
            paint(painter, rect)
            return
        hints = painter.renderHints()
        key = (state, rect.getRect(), within.m11(), within.m22(), within.dx(), within.dy(), hints, painter.font().key())
        picture = self._pictures.get(key)
        if picture is None:
            picture = QImage(box.size(), QImage.Format.Format_ARGB32_Premultiplied)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            try:
                inner.setRenderHints(hints)
                inner.setFont(painter.font())
                inner.setTransform(within * QTransform.fromTranslate(-box.x(), -box.y()))
                paint(inner, rect)
            finally:
                inner.end()
            self.painted += 1
            self._pictures[key] = picture
            while len(self._pictures) > self.most:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(key)
        # At a whole pixel of the device: the world transform that, with what the device adds
        # (a redirection to a backing store), comes to that shift alone.
        world = painter.worldTransform()
        added = world.inverted()[0] * device
        painter.save()
        painter.setWorldTransform(QTransform.fromTranslate(whole_x + box.x(), whole_y + box.y()) * added.inverted()[0])
        painter.drawImage(0, 0, picture)
        painter.restore()

    def clear(self) -> None:
        self._pictures.clear()
