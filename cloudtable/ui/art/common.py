"""Drawing helpers every game's art module shares: pens, strokes as paths, boolean operations on
paths done without visible corners, stars, colour mixing, and fitting one rect into another.
Each art module paints its own pictures with these; none of them knows a game."""

from __future__ import annotations

import math
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF, QTransform

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


def union(path: QPainterPath) -> QPainterPath:
    """One outline around the overlapping shapes of `path` (puffs of a cloud, parts of a castle)."""
    path.setFillRule(Qt.FillRule.WindingFill)
    magnified = QTransform.fromScale(_FINE, _FINE).map(path)
    return QTransform.fromScale(1 / _FINE, 1 / _FINE).map(magnified.simplified())


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
