"""Drawing helpers every game's art module shares: pens, strokes as paths, boolean operations on
paths done without visible corners, stars, colour mixing, and fitting one rect into another.
Each art module paints its own pictures with these; none of them knows a game."""

from __future__ import annotations

import functools
import math
from collections import Counter, OrderedDict
from collections.abc import Callable
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF, QTransform

# Qt flattens curves in boolean operations with a fixed tolerance, which on small unit shapes
# leaves visible corners: they are done magnified.
_FINE = 1000.0


def pen(
    colour, width: float, cap=Qt.PenCapStyle.RoundCap, join=Qt.PenJoinStyle.RoundJoin, style=Qt.PenStyle.SolidLine
) -> QPen:
    out = QPen(QColor(colour), width, style)
    out.setCapStyle(cap)
    out.setJoinStyle(join)
    return out


def stroke(
    path: QPainterPath, width: float, cap=Qt.PenCapStyle.RoundCap, threshold: float | None = None
) -> QPainterPath:
    """The outline a round-joined pen `width` wide would paint along `path`, as a path to fill."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(cap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    stroker.setCurveThreshold(width * 0.002 if threshold is None else threshold)
    outline = stroker.createStroke(path)
    outline.setFillRule(Qt.FillRule.WindingFill)
    return outline


def boolean(op: str, a: QPainterPath, b: QPainterPath) -> QPainterPath:
    """`a.united(b)`, `a.subtracted(b)` or `a.intersected(b)` (by `op`), computed magnified."""
    up = QTransform.fromScale(_FINE, _FINE)
    return QTransform.fromScale(1 / _FINE, 1 / _FINE).map(getattr(up.map(a), op)(up.map(b)))


def union(path: QPainterPath, fine: float = _FINE) -> QPainterPath:
    """One outline around the overlapping shapes of `path` (puffs of a cloud, parts of a castle).
    Curves come out as segments about 1/`fine` of a unit long: a path drawn small may take a
    smaller `fine` (fewer segments are faster to draw and to stroke)."""
    path.setFillRule(Qt.FillRule.WindingFill)
    magnified = QTransform.fromScale(fine, fine).map(path)
    return QTransform.fromScale(1 / fine, 1 / fine).map(magnified.simplified())


def lean(path: QPainterPath, tolerance: float) -> QPainterPath:
    """`path` made of straight lines (as `union` returns it) with every corner left out that moves
    its outline by less than `tolerance` units (Douglas-Peucker, per closed outline). A pen's
    outline costs by its corners: a joined shape has many more than its look needs."""
    lean_path = QPainterPath()
    lean_path.setFillRule(path.fillRule())
    for polygon in path.toSubpathPolygons():
        points = [(p.x(), p.y()) for p in polygon]
        if len(points) > 3:
            points = _kept_corners(points, tolerance)
        lean_path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
        lean_path.closeSubpath()
    return lean_path


def _kept_corners(points: list[tuple[float, float]], tolerance: float) -> list[tuple[float, float]]:
    """The points of a closed outline that Douglas-Peucker keeps: split at the point farthest
    from the first, each half kept to `tolerance` of its chords."""
    x0, y0 = points[0]
    far = max(range(len(points)), key=lambda i: (points[i][0] - x0) ** 2 + (points[i][1] - y0) ** 2)
    keep = [False] * len(points)
    keep[0] = keep[far] = keep[-1] = True
    spans = [(0, far), (far, len(points) - 1)]
    while spans:
        first, last = spans.pop()
        if last - first < 2:
            continue
        (ax, ay), (bx, by) = points[first], points[last]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        worst, at = -1.0, first
        for i in range(first + 1, last):
            px, py = points[i]
            d = abs(dx * (py - ay) - dy * (px - ax)) / length if length > 0 else math.hypot(px - ax, py - ay)
            if d > worst:
                worst, at = d, i
        if worst > tolerance:
            keep[at] = True
            spans += [(first, at), (at, last)]
    return [p for p, kept in zip(points, keep, strict=True) if kept]


def star_path(
    cx: float, cy: float, outer: float, inner: float, points: int = 5, rotation: float = -90.0
) -> QPainterPath:
    """A star of `points` points around (cx, cy), the first point at `rotation` degrees."""
    poly = QPolygonF()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + i * 180.0 / points)
        poly.append(QPointF(cx + r * math.cos(a), cy + r * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def icon_ground(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """The rounded square a game's icon (New Game's list) is drawn on."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, rect.height() * 0.16, rect.height() * 0.16)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """`a` moved the fraction `t` of the way towards `b`."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def with_alpha(colour: QColor, alpha: float) -> QColor:
    out = QColor(colour)
    out.setAlphaF(alpha)
    return out


def fit_aspect(rect: QRectF, aspect: float) -> QRectF:
    """The largest rect of width/height `aspect` centred in `rect`."""
    w, h = rect.width(), rect.height()
    if h <= 0 or w <= 0:
        return QRectF(rect.center(), rect.center())
    if w / h > aspect:
        w = h * aspect
    else:
        h = w / aspect
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


def box_transform(src: QRectF, dst: QRectF) -> QTransform:
    """The transform that maps rect `src` onto rect `dst`."""
    sx = dst.width() / src.width() if src.width() else 1.0
    sy = dst.height() / src.height() if src.height() else 1.0
    t = QTransform()
    t.translate(dst.x(), dst.y())
    t.scale(sx, sy)
    t.translate(-src.x(), -src.y())
    return t


@contextmanager
def unit_frame(painter: QPainter, rect: QRectF, units_w: float, units_h: float):
    """Draw in a `units_w` × `units_h` frame mapped onto `rect`; the painter is restored after."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / units_w, rect.height() / units_h)
    try:
        yield
    finally:
        painter.restore()


def pixels_per_unit(painter: QPainter) -> float:
    """How many device pixels one unit of the painter's frame covers (to leave out fine detail)."""
    return math.sqrt(abs(painter.deviceTransform().determinant())) or 1.0


# --- pictures kept --------------------------------------------------------------------------------
# A card painted with paths costs up to tens of milliseconds; the items' own caches are dropped
# whenever a card is lit, turned face up or made anew, so the same design would be painted again
# and again. A `pictured` function paints each design once per size and scale into an image, and
# draws the image after that: about a tenth of a millisecond.
_STEPS_PER_OCTAVE = 4  # a scale is rounded up to the next quarter octave: zooming seldom repaints
_LARGEST_SIDE = 1600  # pixels: a bigger picture (a poster) is painted directly, not kept
_BUDGET = 96 * 1024 * 1024  # bytes of pictures kept, the least recently drawn going first
_pictures: OrderedDict[tuple, QImage] = OrderedDict()
_kept_bytes = 0
painted: Counter[str] = Counter()  # pictures painted so far, by painter (tests: none painted twice)


def _device_scale(painter: QPainter) -> float | None:
    """Device pixels per unit of the painter, the same in both directions (turned a quarter or
    tilted too); None when it is stretched or skewed."""
    t = painter.deviceTransform()
    sx, sy = math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22())
    if sx <= 0 or abs(sx - sy) > 1e-6 * sx or abs(t.m11() * t.m21() + t.m12() * t.m22()) > 1e-6 * sx * sy:
        return None
    return sx


def _step(scale: float) -> float:
    """The scale a picture is painted at: `scale` rounded up to the next quarter octave."""
    return 2 ** (math.ceil(math.log2(scale) * _STEPS_PER_OCTAVE) / _STEPS_PER_OCTAVE)


def _picture_size(painter: QPainter, rect: QRectF) -> tuple[float, int, int] | None:
    """The step and the pixel size of a picture of `rect` for `painter`; None where it is painted
    directly (nothing to paint, a stretched painter, a picture too large)."""
    scale = _device_scale(painter)
    if rect.isEmpty() or scale is None:
        return None
    step = _step(scale)
    width, height = picture_pixels(rect, step)
    return None if max(width, height) > _LARGEST_SIDE else (step, width, height)


def picture_pixels(rect: QRectF, scale: float) -> tuple[int, int]:
    """The width and height in pixels of a picture of `rect` at `scale` pixels a unit, its pixels
    square as painted_image paints them: a card 1 x 2 is 68 x 136 pixels, all of them its own, not
    68 x 135 with a strip of half a pixel left bare."""
    width = max(1, math.ceil(rect.width() * scale))
    return width, max(1, math.ceil(rect.height() * width / rect.width() - 1e-9))


def _one_step_up(key: tuple) -> tuple:
    """The key of the same design's picture a step (a quarter octave) larger. Drawn smaller, it
    stands for the picture of this step: a table fitted again as it grows (a zoom a little
    smaller) is drawn from the pictures it had rather than painting every design again (65-90 ms
    in one frame); the picture is at most 1.41 times the pixels it covers, as against 1.19."""
    *design, step, hints = key
    return (*design, _step(step * 2 ** (1 / _STEPS_PER_OCTAVE) * 0.999), hints)


def painted_image(
    paint: Callable[..., None], hints: QPainter.RenderHint, rect: QRectF, width: int, height: int
) -> QImage:
    """`paint(painter, rect)` painted into a new `width` x `height` image of `rect`, with these
    render hints. Its pixels are square (`rect` may fill a little less than a pixel less of the
    image: _painted_part): stretched to whole pixels, 68 x 135 for a card 1 x 2, a design could
    not draw the pictures kept of its parts, and Qt's pens stroked its paths several times slower
    (a card back's clouds 7.4 ms, not 0.7)."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    inner = QPainter(image)
    try:
        inner.setRenderHints(hints)
        scale = min(width / rect.width(), height / rect.height())
        inner.scale(scale, scale)
        inner.translate(-rect.topLeft())
        paint(inner, rect)
    finally:
        inner.end()
    return image


def _painted_part(rect: QRectF, image: QImage) -> QRectF:
    """The part of `image` (from painted_image) that `rect` was painted into: all of it but for a
    strip narrower than a pixel at its right or bottom edge."""
    scale = min(image.width() / rect.width(), image.height() / rect.height())
    return QRectF(0, 0, rect.width() * scale, rect.height() * scale)


def draw_image(painter: QPainter, rect: QRectF, image: QImage) -> None:
    """`image`, a picture of `rect` from painted_image, drawn over `rect`, smoothly scaled."""
    smooth = bool(painter.renderHints() & QPainter.RenderHint.SmoothPixmapTransform)
    if not smooth:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(rect, image, _painted_part(rect, image))
    if not smooth:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)


def pictured(paint: Callable[..., None]) -> Callable[..., None]:
    """`paint(painter, rect, *args, **options)`, which paints only inside `rect` and only from its
    arguments, kept as pictures (see above). Its arguments must be hashable; if they are not, or
    the painter is stretched, or the picture would be huge, it paints directly."""

    @functools.wraps(paint)
    def kept(painter: QPainter, rect: QRectF, *args: Any, **options: Any) -> None:
        global _kept_bytes
        size = _picture_size(painter, rect)
        if size is None:
            return paint(painter, rect, *args, **options)
        step, width, height = size
        key = (paint, args, tuple(sorted(options.items())), rect.width(), rect.height(), step, painter.renderHints())
        try:
            image = _pictures.get(key)
        except TypeError:  # not hashable
            return paint(painter, rect, *args, **options)
        if image is None:
            up = _one_step_up(key)
            image = _pictures.get(up)
            if image is not None:
                key = up
        if image is None:
            image = painted_image(
                lambda inner, r: paint(inner, r, *args, **options), painter.renderHints(), rect, width, height
            )
            _pictures[key] = image
            painted[paint.__qualname__] += 1
            _kept_bytes += image.sizeInBytes()
            while _kept_bytes > _BUDGET and len(_pictures) > 1:
                _kept_bytes -= _pictures.popitem(last=False)[1].sizeInBytes()
        else:
            _pictures.move_to_end(key)
        draw_image(painter, rect, image)
        return None

    return kept


class KeptPicture:
    """The last picture of one thing that changes now and then (a family's route view), kept
    apart from the pictures above: painted again only when what it shows (`key`), its rect or
    its scale changed. One picture a thing: a large one that changes with the game would push
    the cards' designs out of the shared budget.

    With `later` (what shows the thing again, its item's update), a new picture is made in a turn
    of the event loop of its own, a moment after it was asked for: meanwhile the last picture is
    drawn where it was. A move's frame painted the route view anew (2-8 ms at the end of a game)
    besides the whole table (tests/bench/bench_frames.py). `owner`, the QObject `later` belongs to:
    if it is gone by then, the picture is not made."""

    def __init__(self, later: Callable[[], None] | None = None, owner: Any = None) -> None:
        self.key: tuple | None = None
        self.image: QImage | None = None
        self.later = later
        self.owner = owner
        self._asked: tuple | None = None  # the picture to make later: (key, paint, rect, width, height, hints)

    def draw(self, painter: QPainter, rect: QRectF, key: Any, paint: Callable[[QPainter, QRectF], None]) -> None:
        size = _picture_size(painter, rect)
        if size is None:
            paint(painter, rect)
            return
        step, width, height = size
        full = (key, QRectF(rect), step, painter.renderHints())
        if self.image is None or self.key != full:
            if self.later is not None and self.image is not None and self.key is not None:
                if self._asked is None:
                    from PySide6.QtCore import QTimer

                    # (A timer: a posted call would come in this frame.)
                    if self.owner is None:
                        QTimer.singleShot(1, self._make)
                    else:
                        QTimer.singleShot(1, self.owner, self._make)
                self._asked = (full, paint, QRectF(rect), width, height, painter.renderHints())
                draw_image(painter, self.key[1], self.image)
                return
            self.image, self.key = painted_image(paint, painter.renderHints(), rect, width, height), full
            painted[KeptPicture.__qualname__] += 1
        draw_image(painter, rect, self.image)

    def _make(self) -> None:
        if self._asked is None:
            return
        full, paint, rect, width, height, hints = self._asked
        self._asked = None
        self.image, self.key = painted_image(paint, hints, rect, width, height), full
        painted[KeptPicture.__qualname__] += 1
        if self.later is not None:
            self.later()
