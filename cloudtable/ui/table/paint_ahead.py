"""The card designs a game may show, painted ahead while the table waits, so that a card's first
appearance costs nothing.

A design is painted once per size and scale and kept as a picture (art/common.py `pictured`);
the first painting of one took 5-35 ms, and a move that brought several new cards dropped
frames. A table lists its designs (`GameTable.designs`: each with the scale its items are shown
at), and `PaintAhead` paints them a few at a time, from a timer, at the view's zoom, onto a
scratch image: the pictures are kept, nothing is shown. A zoom that changes meanwhile makes the
rest be painted at the new zoom (a design already kept at the old one stays kept)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QImage, QPainter

# (scale, paint): `paint(painter)` paints one design in its scene units, as an item of that scale
# (1.0: the table's own size) would.
Design = tuple[float, Callable[[QPainter], None]]

STEP_MS = 16  # one slice a frame: the loop draws and answers in between
SLICE_MS = 4.0  # of the UI thread's time per slice (one design may take longer)
# A slice paints another design only if the dearest painted so far would still fit in it: two
# designs of 3.5 and 9.7 ms in one slice, with a move's work in the same turn, made 23 ms.


class PaintAhead(QObject):
    def __init__(self, designs: Iterable[Design], view, parent: QObject | None = None):
        super().__init__(parent)
        self._designs: Iterator[Design] = iter(designs)
        self._view = view
        self._scratch = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        self.painted = 0
        self.done = False
        self.dearest_ms = 0.0  # the UI thread's time of the dearest design painted so far
        self._timer = QTimer(self)
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self._slice)
        self._timer.start()
        # Whether the loop has turned since the last slice: a slice that overran its timer's
        # interval had the next one come in the same stretch of work (7 + 8 ms, Cloudy Kingdom).
        self._turned = True
        self._turn = QTimer(self)
        self._turn.setSingleShot(True)
        self._turn.setInterval(0)
        self._turn.timeout.connect(self._loop_turned)

    def stop(self) -> None:
        self._timer.stop()

    def _loop_turned(self) -> None:
        self._turned = True

    def _slice(self) -> None:
        soon = getattr(self._view, "painting_soon", None)
        if soon is not None and soon():
            return  # a move is painted in this turn of the loop: the next slice comes in 16 ms
        if not self._turned:
            return  # the last slice was in this turn of the loop
        self._turned = False
        self._turn.start()
        started = time.thread_time()
        zoom = self._view.transform().m11()
        hints = self._view.renderHints()
        self._scratch.setDevicePixelRatio(self._view.devicePixelRatioF())  # (a HiDPI screen's pixels)
        first = True
        while first or (time.thread_time() - started) * 1000 + self.dearest_ms < SLICE_MS:
            first = False
            design = next(self._designs, None)
            if design is None:
                self._timer.stop()
                self.done = True
                return
            scale, paint = design
            began = time.thread_time()
            painter = QPainter(self._scratch)
            try:
                painter.setRenderHints(hints)
                painter.scale(zoom * scale, zoom * scale)
                paint(painter)
            finally:
                painter.end()
            self.dearest_ms = max(self.dearest_ms, (time.thread_time() - began) * 1000)
            self.painted += 1
