"""The view on the table: a calm sky, zoom (Ctrl+wheel, +/-), pan (drag the background), fit (F)."""

from __future__ import annotations

import functools
import math
import time

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPixmap, QRadialGradient
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .guard import guarded, guarded_paint

MIN_ZOOM, MAX_ZOOM = 0.15, 6.0
STEP = 1.2
FIT_MARGIN = 24  # pixels of sky around the fitted table
PAINT_SOON_S = 0.004  # a paint asked for this recently is still to come in this turn of the loop
REFIT_AFTER_MS = 12  # a move's refit waits this long after the move's paint was asked for


def _puff_path(rect: QRectF) -> QPainterPath:
    """A soft cloud outline: overlapping circles on a flat base."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)  # overlapping puffs fill as one cloud
    w, h = rect.width(), rect.height()
    for fx, fy, fr in ((0.22, 0.62, 0.22), (0.42, 0.42, 0.3), (0.66, 0.5, 0.26), (0.84, 0.66, 0.16)):
        r = fr * w
        path.addEllipse(QPointF(rect.left() + fx * w, rect.top() + fy * h), r, r * 0.8)
    path.addRoundedRect(QRectF(rect.left() + 0.1 * w, rect.top() + 0.6 * h, 0.8 * w, 0.3 * h), 0.15 * h, 0.15 * h)
    return path


@functools.cache
def _sky_puffs() -> tuple[tuple[QPainterPath, float], ...]:
    """Fixed, pseudo-random spots far around the table, so panning shows depth (the same for
    every view: made once)."""
    puffs = []
    for i in range(18):
        x = ((i * 739) % 3400) - 1700
        y = ((i * 421) % 2400) - 1200
        w = 160 + (i * 97) % 260
        puffs.append((_puff_path(QRectF(x, y, w, w * 0.45)), 0.10 + (i % 5) * 0.04))
    return tuple(puffs)


class _Viewport(QWidget):
    """The view's viewport; it says when the mouse leaves it (the scene's close-up goes)."""

    left = Signal()

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self.left.emit()


class TableView(QGraphicsView):
    zoomChanged = Signal(float)
    paint_asked = Signal()  # a layout's paint is asked for now: it comes in this turn of the loop

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        # A viewport made here rather than by Qt: Python already knows its type. When Qt's own
        # plain QWidget first reaches Python (the `widget` of every item's paint()), PySide6
        # builds every widget class it has, with their enums, to find its type; at the first
        # frame that is several milliseconds (tests/bench/bench_startup.py).
        viewport = _Viewport()
        self.setViewport(viewport)
        viewport.left.connect(self._mouse_left)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Pan by dragging the background; scroll bars would only clutter the sky.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The sky's gradients were half of every repaint: Qt keeps the painted background in a
        # pixmap (redone when the view zooms or is resized). Qt would move that pixmap when the
        # table is panned, but the sky stays with the window: a pan paints it again.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.horizontalScrollBar().valueChanged.connect(self.resetCachedContent)
        self.verticalScrollBar().valueChanged.connect(self.resetCachedContent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        # Pixels at the top that a bar laid over the view may cover (the window's prompt bar):
        # a fitted table starts below them.
        self.top_inset = 0
        # Pixels at the bottom that a panel laid over the view covers (the welcome's buttons).
        self.bottom_inset = 0
        # A fitted table follows the window's size until the person zooms or pans it (F fits
        # it again, and it follows again).
        self.follows_window = False
        self.fitted: QRectF | None = None  # the content rect of the last fit
        self._pressed_at: tuple[int, int] | None = None
        # A layout's paint waits for the event loop to turn once (paint_later).
        self._paint_timer = QTimer(self)
        self._paint_timer.setSingleShot(True)
        self._paint_timer.setInterval(0)  # (a timer, not a posted call: those run before the timers due)
        self._paint_timer.timeout.connect(self._paint_now)
        self._paint_asked_at = -1.0  # (time.monotonic() of the last _paint_now)
        # A refit asked for by a move waits for the move's own paint (refit_if_changed).
        self._refit_timer = QTimer(self)
        self._refit_timer.setSingleShot(True)
        self._refit_timer.setInterval(REFIT_AFTER_MS)
        self._refit_timer.timeout.connect(self._refit_now)
        self._refit_content: QRectF | None = None
        self._sky: QPixmap | None = None  # the sky fixed to the window, at the viewport's size (drawBackground)

    @guarded
    def _mouse_left(self) -> None:
        """(Not the scene's own event(): a Python override there was called for every event the
        scene has, tens of thousands a game, for this one.)"""
        scene = self.scene()
        if hasattr(scene, "hide_preview"):
            scene.hide_preview()

    # --- painting a layout ---------------------------------------------------------------
    def paint_later(self) -> None:
        """What the scene changes now is painted once the event loop has turned (its input and
        the timers already due), not in the same stretch of work: a computer's move laid out
        (3-9 ms) and painted (4-12 ms) at once overran a 60 Hz frame (tests/bench/bench_frames.py).
        Meanwhile the view asks for no paint; then the whole viewport is painted, its items from
        their kept pictures. An explicit repaint() still paints at once (tests, screenshots)."""
        if not self._paint_timer.isActive():
            self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.NoViewportUpdate)
            self._paint_timer.start()

    def _paint_now(self) -> None:
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.viewport().update()
        self._paint_asked_at = time.monotonic()
        self.paint_asked.emit()
        if self._refit_content is not None:
            self._refit_timer.start()

    def painting_soon(self) -> bool:
        """True while a layout's paint waits for its turn of the loop, or has just been asked for
        (it comes after the timers of this turn): work that can wait (table/paint_ahead.py) had
        better not share that turn. So is a refit waiting for its turn (refit_if_changed)."""
        return (
            self._paint_timer.isActive()
            or self._refit_content is not None
            or time.monotonic() - self._paint_asked_at < PAINT_SOON_S
        )

    # --- zoom ----------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        scale = factor / self.zoom
        if abs(scale - 1) > 1e-6:
            self.follows_window = False
            self.scale(scale, scale)
            self.zoomChanged.emit(self.zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / STEP)

    def fit(self) -> None:
        self._refit_content = None  # (a refit waiting is done by this one)
        self._refit_timer.stop()
        rect = self.content_rect()
        if rect.isEmpty():
            return
        area = QRectF(self.viewport().rect()).adjusted(
            FIT_MARGIN, FIT_MARGIN + self.top_inset, -FIT_MARGIN, -FIT_MARGIN - self.bottom_inset
        )
        if area.width() <= 0 or area.height() <= 0:
            return
        scale = max(MIN_ZOOM, min(MAX_ZOOM, area.width() / rect.width(), area.height() / rect.height()))
        self.resetTransform()
        self.scale(scale, scale)  # (Qt asks for the whole viewport's paint)
        self._paint_asked_at = time.monotonic()
        # The table's centre on the centre of the area between the insets.
        self.centerOn(rect.center() - QPointF(0, (self.top_inset - self.bottom_inset) / 2 / scale))
        self.follows_window = True
        self.fitted = QRectF(rect)
        self.zoomChanged.emit(self.zoom)

    def refit_if_changed(self, content: QRectF) -> None:
        """Fit again when the table's `content` changed its size while the view follows the
        window (a table that needs more room at some point of a game).

        A move's layout whose paint waits (paint_later) is fitted again once that paint is done,
        in a turn of the loop of its own: a new zoom paints every item again at the new scale
        (Qt's item caches hold device pixels), and with the move's own paint in the same turn,
        that overran a frame (tests/bench/bench_frames.py). Meanwhile the move shows at the zoom
        it had, a moment."""
        if not (self.follows_window and self.fitted is not None and content != self.fitted):
            self._refit_content = None
            return
        if self._paint_timer.isActive():
            self._refit_content = QRectF(content)
            return
        self._refit_content = None
        self.fit()

    def refit_pending(self) -> bool:
        """True while a move's refit waits for the move's paint (refit_if_changed)."""
        return self._refit_content is not None

    def _refit_now(self) -> None:
        content, self._refit_content = self._refit_content, None
        if content is not None and self.follows_window and self.fitted is not None and content != self.fitted:
            self.fit()

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.follows_window:
            self.fit()

    def _scroll(self) -> tuple[int, int]:
        return self.horizontalScrollBar().value(), self.verticalScrollBar().value()

    @guarded
    def mousePressEvent(self, event) -> None:
        self._pressed_at = self._scroll()
        # Only the sky pans (a card on the board or a piece is the sky here too): a card that
        # cannot move now, pressed in the computer's turn, stays still, and so does the table
        # (issue 20: it panned, and a newcomer may not know that F fits it back).
        from .card import CardItem  # (not needed for the first frame)

        looked_at = getattr(self.scene(), "looked_at", None)
        at = self.mapToScene(event.position().toPoint())
        self._set_panning(looked_at is None or not isinstance(looked_at(at), CardItem))
        super().mousePressEvent(event)

    @guarded
    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if self._pressed_at is not None and self._pressed_at != self._scroll() and self.scene().dragged is None:
            self.follows_window = False  # the person panned the sky: the view stays where they put it
        self._pressed_at = None
        self._set_panning(True)

    def _set_panning(self, pans: bool) -> None:
        mode = QGraphicsView.DragMode.ScrollHandDrag if pans else QGraphicsView.DragMode.NoDrag
        if self.dragMode() != mode:
            self.setDragMode(mode)

    def content_rect(self) -> QRectF:
        table = getattr(self.scene(), "table", None)
        if table is not None:
            return table.content_rect()
        return self.scene().itemsBoundingRect()

    @guarded
    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.set_zoom(self.zoom * math.pow(STEP, steps))
            event.accept()
        else:
            super().wheelEvent(event)

    @guarded
    def keyPressEvent(self, event) -> None:
        key = event.key()
        # "+" is Shift+= on many layouts: Shift is allowed with the zoom keys.
        allowed = Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        if self.scene().dragged is None and not event.modifiers() & ~allowed:
            if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.zoom_in()
                return
            if key == Qt.Key.Key_Minus:
                self.zoom_out()
                return
        super().keyPressEvent(event)

    # --- the sky ---------------------------------------------------------------------------
    @guarded_paint
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        # The sky is fixed to the window: it does not zoom.
        sky = self._sky_picture()
        exposed = painter.transform().mapRect(rect) & QRectF(self.viewport().rect())
        ratio = sky.devicePixelRatioF()
        source = QRectF(exposed.x() * ratio, exposed.y() * ratio, exposed.width() * ratio, exposed.height() * ratio)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(exposed, sky, source)
        painter.restore()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for path, alpha in _sky_puffs():  # (they move with the table)
            if path.boundingRect().intersects(rect):
                painter.setBrush(QColor(255, 255, 255, int(255 * alpha)))
                painter.drawPath(path)
        painter.restore()

    def _sky_picture(self) -> QPixmap:
        """The sky's gradients at the viewport's size, kept: Qt's background cache is painted
        again at every zoom (the puffs zoom with the table), and the gradients over the whole
        window were most of that (2-4 ms at 1920x1080)."""
        size, ratio = self.viewport().size(), self.viewport().devicePixelRatioF()
        sky = self._sky
        if sky is None or sky.deviceIndependentSize().toSize() != size or sky.devicePixelRatioF() != ratio:
            sky = self._sky = _paint_sky(size.width(), size.height(), ratio)
        return sky


def _paint_sky(width: int, height: int, ratio: float) -> QPixmap:
    """The sky behind the table, `width` x `height` device-independent pixels: a gradient from
    deep blue at the top, and a sun's glow at the top right."""
    sky = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
    sky.setDevicePixelRatio(ratio)
    painter = QPainter(sky)
    viewport = QRectF(0, 0, width, height)
    gradient = QLinearGradient(viewport.topLeft(), viewport.bottomLeft())
    gradient.setColorAt(0.0, QColor(92, 150, 214))
    gradient.setColorAt(0.55, QColor(150, 196, 236))
    gradient.setColorAt(1.0, QColor(214, 234, 248))
    painter.fillRect(viewport, gradient)
    centre = QPointF(viewport.right() - viewport.width() * 0.15, viewport.top() + 40)
    radius = viewport.width() * 0.4
    sun = QRadialGradient(centre, radius)
    sun.setColorAt(0.0, QColor(255, 246, 214, 120))
    sun.setColorAt(1.0, QColor(255, 246, 214, 0))
    # Only the sun's own square: outside its circle the glow is fully transparent.
    painter.fillRect(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius) & viewport, sun)
    painter.end()
    return sky
