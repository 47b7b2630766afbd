"""art.common.lean: an outline with the corners that do not show left out."""

import math
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

from cloudtable.ui.art.common import lean


def _distance_to_outline(point: QPointF, polygon: QPolygonF) -> float:
    best = math.inf
    for a, b in pairwise(polygon):
        dx, dy = b.x() - a.x(), b.y() - a.y()
        t = max(0.0, min(1.0, ((point.x() - a.x()) * dx + (point.y() - a.y()) * dy) / (dx * dx + dy * dy or 1)))
        best = min(best, math.hypot(point.x() - a.x() - t * dx, point.y() - a.y() - t * dy))
    return best


def test_a_fine_circle_keeps_its_shape_within_the_tolerance_with_far_fewer_corners():
    circle = QPainterPath()
    circle.addPolygon(
        QPolygonF([QPointF(math.cos(a / 500 * math.tau), math.sin(a / 500 * math.tau)) for a in range(501)])
    )
    circle.closeSubpath()
    thin = lean(circle, 0.002)
    assert thin.elementCount() < circle.elementCount() / 5
    (kept,) = thin.toSubpathPolygons()
    for point in circle.toSubpathPolygons()[0]:
        assert _distance_to_outline(point, kept) <= 0.002 + 1e-9


def test_corners_that_show_are_kept_and_holes_stay_holes(qapp):
    square = QPainterPath()
    points = [QPointF(x / 10, 0) for x in range(11)] + [QPointF(1, 1), QPointF(0, 1), QPointF(0, 0)]
    square.addPolygon(QPolygonF(points))
    square.closeSubpath()
    square.addRect(QRectF(0.25, 0.25, 0.5, 0.5))  # a hole (odd-even fill)
    thin = lean(square, 0.01)
    outer, hole = thin.toSubpathPolygons()
    assert {(p.x(), p.y()) for p in outer} == {(0, 0), (1, 0), (1, 1), (0, 1)}
    assert len(hole) == 5
    assert thin.contains(QPointF(0.1, 0.1)) and not thin.contains(QPointF(0.5, 0.5))
