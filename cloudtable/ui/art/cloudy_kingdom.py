"""Card art for Cloudy Kingdom, painted with QPainter paths (vector: sharp at every zoom and on HiDPI).

Every piece is painted into a rect in its own unrotated frame; the table rotates items by quarter
turns itself. A route card (and a magic card) lies vertical, twice as long as wide: end A at the top
(north), end B at the bottom. Centre kinds are named by the side a branch turns to in that frame
(CENTRE_KINDS: "t_west", "curve_east", ...); the rules' codes ("T", "c", ... of cards.CENTRES, whose
local point 1 lies east) and short names ("t", "curve": toward the west) are accepted too.
A castle card lies along the grid's edge with its base at the rect's bottom.

Internally a route card is drawn in card units, 1 wide and 2 long, so that one set of paths, built
once per kind and cached, serves every size. Fine detail (leaves, ribs, tendrils, the stalk's twist)
is left out when a card is only a few pixels wide, so small cards stay readable.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from cloudtable.games.cloudy_kingdom import cards

from .common import (
    KeptPicture,
    boolean,
    draw_image,
    lean as _lean,
    painted_image,
    pen as _pen,
    picture_pixels,
    pictured,
    pixels_per_unit,
    star_path,
    stroke,
    union as _union,
    unit_frame,
)

END_KINDS = ("open", "break", "hole", "thorns")
# Centre kinds, named by where a lone branch turns when the card lies vertical (end A north):
# "t_west" joins I1, I2 and the west long side; "curve_east" joins I1 and the east side;
# "double_curve_west" joins I1 to the west side and I2 to the east side.
CENTRE_KINDS = (
    "straight",
    "rope_bridge",
    "crossroads",
    "t_west",
    "t_east",
    "curve_west",
    "curve_east",
    "double_curve_west",
    "double_curve_east",
    "dead_end",
)
# Other accepted spellings: short names (L1 taken as the west side) and the rules' centre codes
# (cards.CENTRES, where local point 1 lies east at turns 0).
CENTRE_ALIASES = {
    "t": "t_west",
    "curve": "curve_west",
    "double_curve": "double_curve_west",
    "I": "straight",
    "R": "rope_bridge",
    "X": "crossroads",
    "T": "t_east",
    "C": "curve_east",
    "c": "curve_west",
    "D": "double_curve_east",
    "d": "double_curve_west",
    "E": "dead_end",
}
MAGIC_EFFECTS = (
    "chop",
    "inspiration",
    "burning_crossing",
    "dead_end_crossing",
    "fast_growth",
    "green_thumb",
    "replanting",
    "winding_route",
)
MAGIC_ALIASES = {
    cards.BURNING: "burning_crossing",
    cards.DEAD_END: "dead_end_crossing",
    cards.REPLANT: "replanting",
    cards.WINDING: "winding_route",
}

# Colour AND crest tell the families apart, so colour-blind players can too (cards.FAMILIES).
FAMILY_COLOURS = [QColor(family.colour) for family in cards.FAMILIES]
FAMILY_CRESTS = tuple(family.crest for family in cards.FAMILIES)


def _crest_ink(colour: QColor) -> QColor:
    """Dark symbols on light family colours, light ones on dark colours."""
    luma = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#4a3206") if luma > 0.55 else QColor("#fff6de")


def centre_kind(name: str) -> str:
    """The canonical centre kind for any accepted spelling (see CENTRE_ALIASES)."""
    kind = CENTRE_ALIASES.get(name, name)
    if kind not in CENTRE_KINDS:
        raise ValueError(f"unknown centre kind: {name!r}")
    return kind


# --- palette ---------------------------------------------------------------------------------------
_STOCK_TOP = QColor("#fdfeff")
_STOCK_BOTTOM = QColor("#e1eef9")
_STOCK_EDGE = QColor("#9fb7cf")
_VINE_DARK = QColor("#24501a")
_VINE = QColor("#4c9a2c")
_VINE_LIGHT = QColor("#a9de6e")
_LEAF = QColor("#62b53a")
_LEAF_LIGHT = QColor("#8fd35a")
_WOOD = QColor("#b27a44")
_WOOD_DARK = QColor("#5e3a1c")
_FIBRE = QColor("#ece0a6")
_THORN = QColor("#5b2b28")
_BUD = QColor("#e27aa8")
_GOLD = QColor("#e7bd4f")
_PURPLE = QColor("#5a2d8e")
_PURPLE_DARK = QColor("#2f1752")

# --- route-card geometry in card units (width 1, length 2) ---------------------------------------
VINE_W = 0.17  # the main stalk's width
_I1, _I2 = QPointF(0.5, 0.5), QPointF(0.5, 1.5)
_L1, _L2 = QPointF(0.0, 1.0), QPointF(1.0, 1.0)
_C = QPointF(0.5, 1.0)
_OBSTACLE_Y = 0.25  # where a blocked end's obstacle sits, measured from its short edge
_K = 0.5523  # cubic Bezier constant for a quarter circle


def _line(a: QPointF, b: QPointF) -> QPainterPath:
    path = QPainterPath(a)
    path.lineTo(b)
    return path


def _quarter(a: QPointF, corner: QPointF, b: QPointF) -> QPainterPath:
    """A quarter circle from a to b; corner is where its tangents at a and b meet."""
    path = QPainterPath(a)
    path.cubicTo(a + (corner - a) * _K, b + (corner - b) * _K, b)
    return path


def _along(path: QPainterPath, distance: float):
    """Point, unit direction and unit normal (to the right of travel) at a distance along path."""
    length = path.length()
    pct = path.percentAtLength(max(0.0, min(distance, length)))
    point = path.pointAtPercent(pct)
    ahead = path.pointAtPercent(min(1.0, pct + 0.01))
    behind = path.pointAtPercent(max(0.0, pct - 0.01))
    dx, dy = ahead.x() - behind.x(), ahead.y() - behind.y()
    norm = math.hypot(dx, dy) or 1.0
    dx, dy = dx / norm, dy / norm
    return point, QPointF(dx, dy), QPointF(-dy, dx)


def _stroke(path: QPainterPath, width: float, cap=Qt.RoundCap) -> QPainterPath:
    return stroke(path, width, cap, threshold=0.002)  # card units are small: keep curves smooth


def _subtract(path: QPainterPath, cut: QPainterPath) -> QPainterPath:
    return boolean("subtracted", path, cut)


def _angle(v: QPointF) -> float:
    return math.degrees(math.atan2(v.y(), v.x()))


# --- vine details: leaves, tendrils, the stalk's twist --------------------------------------------
@cache
def _leaf_template() -> QPainterPath:
    leaf = QPainterPath(QPointF(0, 0))
    leaf.cubicTo(0.03, -0.07, 0.12, -0.07, 0.17, 0.0)
    leaf.cubicTo(0.12, 0.06, 0.03, 0.06, 0, 0)
    return leaf


@cache
def _tendril_template() -> QPainterPath:
    path = QPainterPath(QPointF(0, 0))
    centre = QPointF(0.1, -0.035)
    steps = 28
    for i in range(steps + 1):
        t = i / steps
        radius = 0.055 * (1 - 0.8 * t)
        theta = math.pi * 0.75 + t * 2.3 * math.pi
        path.lineTo(centre + QPointF(math.cos(theta) * radius, math.sin(theta) * radius))
    return path


def _leaves_along(segment: QPainterPath, phase: int, leaves: QPainterPath, ribs: QPainterPath):
    length = segment.length()
    spacing = 0.21
    count = int((length - 0.1) / spacing)
    if count <= 0:
        return
    start = (length - (count - 1) * spacing) / 2
    for i in range(count):
        side = 1 if (i + phase) % 2 == 0 else -1
        point, tangent, normal = _along(segment, start + i * spacing)
        out = tangent * math.cos(math.radians(55)) + normal * (side * math.sin(math.radians(55)))
        base = point + normal * (side * VINE_W * 0.38)
        scale = 0.9 + 0.2 * ((i * 7 + phase) % 3) / 2
        t = QTransform()
        t.translate(base.x(), base.y())
        t.rotate(_angle(out))
        t.scale(scale, scale * (1.0 if side > 0 else -1.0))
        leaves.addPath(t.map(_leaf_template()))
        rib = QPainterPath(QPointF(0.015, 0))
        rib.lineTo(0.14, 0)
        ribs.addPath(t.map(rib))


def _tendril_at(segment: QPainterPath, fraction: float, side: int, out: QPainterPath):
    point, tangent, normal = _along(segment, segment.length() * fraction)
    direction = normal * side + tangent * 0.4
    base = point + normal * (side * VINE_W * 0.45)
    t = QTransform()
    t.translate(base.x(), base.y())
    t.rotate(_angle(direction))
    t.scale(1.0, float(side))
    out.addPath(t.map(_tendril_template()))


def _twist_along(segment: QPainterPath, out: QPainterPath, phase: float = 0.0):
    """A thin strand winding around the stalk: what makes a vine look like a beanstalk."""
    length = segment.length()
    steps = max(2, int(length / 0.025))
    for i in range(steps + 1):
        d = length * i / steps
        point, _, normal = _along(segment, d)
        offset = math.sin(2 * math.pi * d / 0.24 + phase) * VINE_W * 0.3
        p = point + normal * offset
        if i == 0:
            out.moveTo(p)
        else:
            out.lineTo(p)


# --- the route card's plan: which vine pieces, buds and obstacles it has ---------------------------
class _RouteArt:
    """The paths of one card's vines in card units; built once per kind, then reused at every size."""

    def __init__(self, ends=("open", "open"), centre=""):
        self.ends = ends
        self.centre = centre
        self.uses: set = set()  # inner points the centre joins: 0 = I1, 1 = I2
        self.round = QPainterPath()  # stalk pieces with round ends
        self.flat = QPainterPath()  # stalk pieces that end in a cut or a snapped break
        self.segments: list[QPainterPath] = []
        self.buds: list[tuple[QPointF, QPointF]] = []  # (point, direction it points)
        self.stumps: list[tuple[QPointF, QPointF]] = []  # snapped ends: (point, direction)
        self.snaps: list[QPointF] = []  # the middle of each break's gap
        self.junction: QPointF | None = None

    def add(self, path: QPainterPath, flat=False):
        (self.flat if flat else self.round).addPath(path)
        self.segments.append(path)

    def finish(self) -> _RouteArt:
        """Grow the leaves, tendrils and twist along every piece; precompute the stalk's strokes."""

        def both(width):
            outline = _stroke(self.round, width)
            outline.addPath(_stroke(self.flat, width, Qt.FlatCap))
            return outline

        self.outline, self.body, self.shine = both(VINE_W + 0.045), both(VINE_W), both(VINE_W * 0.26)
        self.shine.translate(-0.028, -0.022)
        self.leaves, self.ribs = QPainterPath(), QPainterPath()
        self.tendrils, self.twist = QPainterPath(), QPainterPath()
        for i, seg in enumerate(self.segments):
            _leaves_along(seg, i, self.leaves, self.ribs)
            _twist_along(seg, self.twist, phase=i * 1.3)
            if seg.length() > 0.45:
                _tendril_at(seg, 0.62, 1 if i % 2 else -1, self.tendrils)
        return self


def _add_centre(art: _RouteArt, kind: str):
    """Add the centre's vines, drawn for the west-turning kinds and mirrored for the east ones."""
    base, east = kind.removesuffix("_east").removesuffix("_west"), kind.endswith("_east")
    part = _RouteArt()
    if base in ("straight", "rope_bridge", "crossroads", "t"):
        part.add(_line(_I1, _I2))
        art.uses = {0, 1}
    if base == "rope_bridge":  # the bridge itself is painted over the vine
        part.add(_line(_L1, QPointF(0.2, 1.0)))
        part.add(_line(QPointF(0.8, 1.0), _L2))
    elif base == "crossroads":
        part.add(_line(_L1, _L2))
        part.junction = _C
    elif base == "t":
        part.add(_line(_C, _L1))
        part.junction = _C
    elif base == "curve":
        part.add(_quarter(_I1, _C, _L1))
        art.uses = {0}
    elif base == "double_curve":
        part.add(_quarter(_I1, _C, _L1))
        part.add(_quarter(_I2, _C, _L2))
        art.uses = {0, 1}
    elif base == "dead_end":
        for inner, tip in ((_I1, QPointF(0.5, 0.74)), (_I2, QPointF(0.5, 1.26))):
            part.add(_line(inner, tip))
            art.buds.append((tip, (tip - inner) / 0.24))
    mirror = QTransform(-1, 0, 0, 1, 1, 0) if east else QTransform()
    for segment in part.segments:
        art.add(mirror.map(segment))
    art.junction = part.junction


def _add_end(art: _RouteArt, kind: str, index: int):
    # Built for end A (top); end B is the same turned 180 degrees about the card's middle.
    turn = QTransform() if index == 0 else QTransform(-1, 0, 0, -1, 1, 2)
    edge, inner = QPointF(0.5, 0.0), QPointF(0.5, 0.5)
    used = index in art.uses
    if kind == "open":
        if used:
            art.add(turn.map(_line(edge, inner)))
        else:  # the vine comes in and stops in a bud just past the end
            tip = QPointF(0.5, 0.64)
            art.add(turn.map(_line(edge, tip)))
            art.buds.append((turn.map(tip), turn.map(QPointF(0, 1)) - turn.map(QPointF(0, 0))))
        return
    if kind == "break":  # two snapped pieces, knocked askew either side of a gap
        pieces = [(edge, QPointF(0.5, 0.08), QPointF(0.45, 0.16))]
        if used:
            pieces.append((inner, QPointF(0.5, 0.42), QPointF(0.555, 0.34)))
        for start, bend, end in pieces:
            piece = QPainterPath(start)
            piece.quadTo(bend, end)
            piece = turn.map(piece)
            art.add(piece, flat=True)
            point, direction, _ = _along(piece, piece.length())
            art.stumps.append((point, direction))
        art.snaps.append(turn.map(QPointF(0.5, _OBSTACLE_Y)))
        return
    if kind == "hole":
        gap_top = gap_bottom = _OBSTACLE_Y
    elif kind == "thorns":
        gap_top, gap_bottom = _OBSTACLE_Y - 0.1, _OBSTACLE_Y + 0.1
    else:
        raise ValueError(f"unknown end kind: {kind!r}")
    art.add(turn.map(_line(edge, QPointF(0.5, gap_top))))
    if used:
        art.add(turn.map(_line(inner, QPointF(0.5, gap_bottom))))


@cache
def _route_art(end_a: str, centre: str, end_b: str) -> _RouteArt:
    for end in (end_a, end_b):
        if end not in END_KINDS:
            raise ValueError(f"unknown end kind: {end!r}")
    centre = centre_kind(centre)
    art = _RouteArt((end_a, end_b), centre)
    _add_centre(art, centre)
    _add_end(art, end_a, 0)
    _add_end(art, end_b, 1)
    return art.finish()


# --- card stock -----------------------------------------------------------------------------------
def _card_shape(w: float, h: float, inset: float = 0.02, radius: float = 0.08) -> QPainterPath:
    shape = QPainterPath()
    shape.addRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
    return shape


def _fill_gradient(painter: QPainter, shape: QPainterPath, end: QPointF, top: QColor, bottom: QColor):
    """Fill `shape` with a gradient from `top` at (0, 0) to `bottom` at `end`, no outline."""
    gradient = QLinearGradient(QPointF(0, 0), end)
    gradient.setColorAt(0, top)
    gradient.setColorAt(1, bottom)
    painter.setPen(Qt.NoPen)
    painter.setBrush(gradient)
    painter.drawPath(shape)


@cache
def _stock_puffs() -> QPainterPath:
    """Faint cloud shapes printed on the card stock."""
    puffs = QPainterPath()
    for cx, cy, r in (
        (0.12, 0.1, 0.12),
        (0.26, 0.05, 0.09),
        (0.9, 1.92, 0.13),
        (0.75, 1.97, 0.1),
        (0.95, 0.62, 0.07),
        (0.04, 1.42, 0.08),
    ):
        puffs.addEllipse(QPointF(cx, cy), r, r * 0.8)
    return _union(puffs)


def _paint_stock(painter: QPainter, shape: QPainterPath, h: float):
    _fill_gradient(painter, shape, QPointF(0.6, h), _STOCK_TOP, _STOCK_BOTTOM)
    painter.save()
    painter.setClipPath(shape, Qt.IntersectClip)
    painter.setBrush(QColor(255, 255, 255, 190))
    painter.drawPath(_stock_puffs())
    painter.restore()


def _paint_edge(painter: QPainter, shape: QPainterPath, colour=_STOCK_EDGE, width=0.025):
    painter.setBrush(Qt.NoBrush)
    painter.setPen(_pen(colour, width))
    painter.drawPath(shape)


def _paint_highlight(painter: QPainter, shape: QPainterPath):
    """A golden glow along the inside of the edge (never outside: items are cached to their rect)."""
    painter.save()
    painter.setClipPath(shape, Qt.IntersectClip)
    painter.setBrush(Qt.NoBrush)
    for width, alpha in ((0.24, 60), (0.14, 110), (0.06, 255)):
        painter.setPen(_pen(QColor(255, 200, 60, alpha), width))
        painter.drawPath(shape)
    painter.restore()


# --- vines ----------------------------------------------------------------------------------------
def _paint_vines(painter: QPainter, art: _RouteArt, px: float):
    if px >= 40:
        painter.setPen(_pen(_VINE_DARK, 0.016))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(art.tendrils)
    painter.fillPath(art.outline, _VINE_DARK)
    painter.fillPath(art.body, _VINE)
    if px >= 50:
        painter.setPen(_pen(QColor(36, 80, 26, 110), 0.018))
        painter.drawPath(art.twist)
    painter.fillPath(art.shine, _VINE_LIGHT)
    if px < 28:  # a tiny card: leaves would only blur the route
        return
    painter.setPen(_pen(_VINE_DARK, 0.014))
    painter.setBrush(_LEAF)
    painter.drawPath(art.leaves)
    if px >= 50:
        painter.setPen(_pen(_LEAF_LIGHT, 0.012))
        painter.drawPath(art.ribs)


def _paint_bud(painter: QPainter, point: QPointF, direction: QPointF):
    painter.save()
    painter.translate(point)
    painter.rotate(_angle(direction) - 90)  # local +y points where the bud points
    painter.setPen(_pen(_VINE_DARK, 0.016))
    bud = QPainterPath(QPointF(0, 0.2))
    bud.cubicTo(-0.13, 0.14, -0.1, 0.0, 0, 0.0)
    bud.cubicTo(0.1, 0.0, 0.13, 0.14, 0, 0.2)
    painter.setBrush(_BUD)
    painter.drawPath(bud)
    painter.setBrush(_LEAF)
    for side in (-1, 1):
        sepal = QPainterPath(QPointF(0, 0.0))
        sepal.quadTo(side * 0.12, 0.03, side * 0.07, 0.12)
        sepal.quadTo(side * 0.05, 0.05, 0, 0.0)
        painter.drawPath(sepal)
    painter.restore()


def _paint_flower(painter: QPainter, centre: QPointF, radius: float = 0.13):
    """A flower marks where vines join."""
    painter.save()
    painter.translate(centre)
    painter.setPen(_pen(QColor("#b98a2e"), 0.014))
    painter.setBrush(QColor("#fffaf0"))
    for i in range(5):
        painter.save()
        painter.rotate(i * 72 - 90)
        painter.drawEllipse(QPointF(radius * 0.55, 0), radius * 0.5, radius * 0.33)
        painter.restore()
    painter.setBrush(QColor("#f5b731"))
    painter.drawEllipse(QPointF(0, 0), radius * 0.36, radius * 0.36)
    painter.restore()


# --- blocked ends (drawn for end A; end B uses a half turn) ---------------------------------------
@cache
def _splinter_template() -> QPainterPath:
    """The jagged fibres of a snapped stalk, pointing along +x from its cut (x = 0)."""
    hw = VINE_W / 2 + 0.012
    teeth = [
        (-0.012, -hw),
        (0.045, -0.6 * hw),
        (0.012, -0.25 * hw),
        (0.07, 0.05 * hw),
        (0.02, 0.4 * hw),
        (0.05, 0.75 * hw),
        (-0.012, hw),
    ]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in teeth]))
    path.closeSubpath()
    return path


def _paint_breaks(painter: QPainter, art: _RouteArt):
    painter.setPen(_pen(_VINE_DARK, 0.014))
    painter.setBrush(_FIBRE)
    for point, direction in art.stumps:
        painter.save()
        painter.translate(point)
        painter.rotate(_angle(direction))
        painter.drawPath(_splinter_template())
        painter.restore()
    painter.setPen(_pen(QColor("#7d5f22"), 0.016))  # chips flying out of the gap
    for centre in art.snaps:
        for sx in (-1, 1):
            for dy, x0, x1, rise in ((-0.02, 0.12, 0.22, -0.04), (0.03, 0.13, 0.24, 0.03)):
                painter.drawLine(centre + QPointF(sx * x0, dy), centre + QPointF(sx * x1, dy + rise))


def _hole_ellipse() -> QRectF:
    return QRectF(0.18, _OBSTACLE_Y - 0.12, 0.64, 0.24)


def _paint_hole_pit(painter: QPainter):
    rect = _hole_ellipse()
    grad = QRadialGradient(rect.center() + QPointF(0, 0.03), 0.34)
    grad.setColorAt(0, QColor("#0f1838"))
    grad.setColorAt(0.7, QColor("#2b3d72"))
    grad.setColorAt(1, QColor("#7f9bc8"))
    painter.setPen(_pen(QColor("#a5b9d6"), 0.018))
    painter.setBrush(grad)
    painter.drawEllipse(rect)


def _paint_hole_over(painter: QPainter):
    """Darkness swallowing the vine, then the cloud's lip around the hole."""
    rect = _hole_ellipse()
    inner = rect.adjusted(0.05, 0.035, -0.05, -0.035)
    grad = QRadialGradient(inner.center(), inner.width() / 2)
    grad.setColorAt(0, QColor(10, 16, 40, 250))
    grad.setColorAt(0.55, QColor(15, 24, 56, 200))
    grad.setColorAt(1, QColor(20, 30, 70, 0))
    painter.setPen(Qt.NoPen)
    painter.setBrush(grad)
    painter.drawEllipse(inner)
    painter.setPen(_pen(QColor("#b6c8e0"), 0.012))
    painter.setBrush(QColor("#ffffff"))
    for angle in (200, 232, 308, 340, 20, 160):  # puffs around the rim, away from the vine
        a = math.radians(angle)
        centre = rect.center() + QPointF(math.cos(a) * rect.width() / 2, math.sin(a) * rect.height() / 2)
        painter.drawEllipse(centre, 0.055, 0.042)


@cache
def _thorn_paths() -> tuple[QPainterPath, QPainterPath]:
    """A bramble tangle across the end: looping stems (stroked) and their thorns (filled)."""
    stems, thorns = QPainterPath(), QPainterPath()
    centre = QPointF(0.5, _OBSTACLE_Y)
    for rotation, rx, ry in ((-14, 0.34, 0.085), (12, 0.32, 0.075), (72, 0.12, 0.07), (-60, 0.13, 0.06)):
        loop = QPainterPath()
        loop.addEllipse(QPointF(0, 0), rx, ry)
        t = QTransform()
        t.translate(centre.x(), centre.y())
        t.rotate(rotation)
        loop = t.map(loop)
        stems.addPath(loop)
        length = loop.length()
        count = max(3, int(length / 0.075))
        for i in range(count):
            point, tangent, normal = _along(loop, length * (i + 0.5) / count)
            side = -1 if i % 2 else 1
            tip = point + normal * (side * 0.06) + tangent * 0.015
            thorn = QPolygonF([point - tangent * 0.02, tip, point + tangent * 0.02])
            thorns.addPolygon(thorn)
            thorns.closeSubpath()
    return stems, thorns


def _paint_thorns(painter: QPainter):
    stems, thorns = _thorn_paths()
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(74, 35, 32, 235))  # the dense heart of the tangle
    painter.drawEllipse(QPointF(0.5, _OBSTACLE_Y), 0.2, 0.075)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(_pen(QColor("#2e1512"), 0.042))
    painter.drawPath(stems)
    painter.setPen(_pen(_THORN, 0.026))
    painter.drawPath(stems)
    painter.setPen(_pen(QColor("#2e1512"), 0.008))
    painter.setBrush(QColor("#7a3b33"))
    painter.drawPath(thorns)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#c8283a"))
    for x, y in ((0.28, _OBSTACLE_Y - 0.05), (0.7, _OBSTACLE_Y + 0.06)):
        painter.drawEllipse(QPointF(x, y), 0.025, 0.025)


def _for_each_end(painter: QPainter, ends, draw):
    """Call draw(kind, index) with the painter turned so that the end lies at the top."""
    for index, kind in enumerate(ends):
        painter.save()
        if index == 1:
            painter.translate(1, 2)
            painter.rotate(180)
        draw(kind, index)
        painter.restore()


# --- the rope bridge ------------------------------------------------------------------------------
def _rope(x0, x1, y, sag) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y))
    path.quadTo(QPointF((x0 + x1) / 2, y + 2 * sag), QPointF(x1, y))
    return path


def _paint_rope_bridge(painter: QPainter, px: float):
    x0, x1, top, bottom, sag = 0.15, 0.85, 0.9, 1.1, 0.03
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(20, 40, 30, 70))  # its shadow on the vine below
    painter.drawRoundedRect(QRectF(x0 + 0.04, top + 0.05, x1 - x0 - 0.04, bottom - top), 0.03, 0.03)
    planks = 8
    painter.setPen(_pen(_WOOD_DARK, 0.012))
    painter.setBrush(_WOOD)
    for i in range(planks):
        x = x0 + 0.06 + i * (x1 - x0 - 0.12) / (planks - 1)
        t = (x - x0) / (x1 - x0)
        dip = 4 * sag * t * (1 - t)
        painter.drawRect(QRectF(x - 0.03, top + dip - 0.008, 0.06, bottom - top + 0.016))
    painter.setBrush(Qt.NoBrush)
    painter.setPen(_pen(QColor("#efe2bf"), 0.028 if px >= 40 else 0.035))
    painter.drawPath(_rope(x0, x1, top, sag))
    painter.drawPath(_rope(x0, x1, bottom, sag))
    painter.setPen(_pen(_WOOD_DARK, 0.012))
    painter.setBrush(QColor("#8a5a2e"))
    for x in (x0, x1):
        for y in (top, bottom):
            painter.drawEllipse(QPointF(x, y), 0.032, 0.032)


# --- route cards ----------------------------------------------------------------------------------
def _paint_route_body(painter: QPainter, art: _RouteArt, px: float):
    _for_each_end(painter, art.ends, lambda kind, i: kind == "hole" and _paint_hole_pit(painter))
    _paint_vines(painter, art, px)

    _paint_breaks(painter, art)

    def obstacle(kind, index):
        if kind == "hole":
            _paint_hole_over(painter)
        elif kind == "thorns":
            _paint_thorns(painter)

    _for_each_end(painter, art.ends, obstacle)
    if art.centre == "rope_bridge":
        _paint_rope_bridge(painter, px)
    if art.junction is not None:
        _paint_flower(painter, art.junction)
    for point, direction in art.buds:
        _paint_bud(painter, point, direction)


@pictured
def paint_route_card(
    painter: QPainter, rect: QRectF, end_a: str, centre: str, end_b: str, *, highlight: bool = False
) -> None:
    """A route card, lying vertical in rect: end A at the top, end B at the bottom.

    end_a, end_b: one of END_KINDS; centre: one of CENTRE_KINDS or CENTRE_ALIASES.
    """
    art = _route_art(end_a, centre, end_b)
    with unit_frame(painter, rect, 1.0, 2.0):
        px = pixels_per_unit(painter)
        shape = _card_shape(1.0, 2.0)
        _paint_stock(painter, shape, 2.0)
        painter.save()
        painter.setClipPath(shape)
        _paint_route_body(painter, art, px)
        painter.restore()
        _paint_edge(painter, shape)
        if highlight:
            _paint_highlight(painter, shape)


def paint_route_kind(painter: QPainter, rect: QRectF, code: str, *, highlight: bool = False) -> None:
    """A route card by its rules code (cards.route_kind), e.g. "bIo": broken, straight, open."""
    kind = cards.route_kind(code)
    paint_route_card(painter, rect, kind.end_a, kind.centre, kind.end_b, highlight=highlight)


# --- a card covered by the one across it -----------------------------------------------------------
_COVERED_SHADE = QColor(238, 243, 250, 120)  # the pale wash over what no route runs through
_ENDS = (QRectF(0, 0, 1, 0.5), QRectF(0, 1.5, 1, 0.5))  # the parts the card on top leaves bare


def _paint_face(painter: QPainter, rect: QRectF, face: str) -> None:
    """A route card by its kind code, or a magic card played like one by its effect."""
    if face == cards.BURNING:
        paint_burning_crossing(painter, rect)
    elif face == cards.DEAD_END:
        paint_dead_end_crossing(painter, rect)
    else:
        paint_route_kind(painter, rect, face)


def _paint_greyed(painter: QPainter, rect: QRectF, face: str) -> None:
    """The card drawn grey and pale, at the painter's resolution (a picture from painted_image,
    whose pixels are square: stretched to whole pixels, the face could not be drawn from its kept
    picture, and a covered card's first picture took 9-17 ms)."""
    if rect.isEmpty():
        return
    width, height = picture_pixels(rect, pixels_per_unit(painter))
    image = painted_image(lambda inner, r: _paint_face(inner, r, face), painter.renderHints(), rect, width, height)
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied
    )
    grey.setAlphaChannel(image.convertToFormat(QImage.Format.Format_Alpha8))
    inner = QPainter(grey)
    inner.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    inner.fillRect(grey.rect(), _COVERED_SHADE)
    inner.end()
    draw_image(painter, rect, grey)


@pictured
def paint_covered_card(painter: QPainter, rect: QRectF, face: str, live: tuple[bool, bool]) -> None:
    """A card under the top card of a stack, lying across it (drawn vertical in rect, like every
    card): only its two ends show beside the top card. An end a route runs through (`live`: end A,
    end B), where the top card's path goes on, keeps its colours; the rest of the card is grey and
    pale, so that on a stack only the paths a route can follow are green. The top card's shadow
    falls across it. `face`: a route kind code, or cards.BURNING / cards.DEAD_END."""
    with unit_frame(painter, rect, 1.0, 2.0):
        whole = QRectF(0, 0, 1, 2)
        _paint_greyed(painter, whole, face)
        for end, keep in zip(_ENDS, live, strict=True):
            if keep:
                painter.save()
                painter.setClipRect(end, Qt.IntersectClip)
                _paint_face(painter, whole, face)
                painter.restore()
        painter.save()
        painter.setClipPath(_card_shape(1.0, 2.0), Qt.IntersectClip)
        painter.setPen(Qt.NoPen)
        for edge, away in ((0.5, -0.16), (1.5, 0.16)):  # the long edges of the card on top
            shadow = QLinearGradient(QPointF(0, edge), QPointF(0, edge + away))
            shadow.setColorAt(0, QColor(16, 30, 56, 110))
            shadow.setColorAt(1, QColor(16, 30, 56, 0))
            painter.setBrush(shadow)
            painter.drawRect(QRectF(0, min(edge, edge + away), 1, abs(away)))
        painter.restore()


# --- the route view: a family's networks and the way it still needs ---------------------------------
def route_band(network: QPainterPath, width: float) -> QPainterPath:
    """The outline of a family's networks (lines along its paths) as one band to paint: made
    once when the networks change, not at each paint (simplifying it is most of its cost)."""
    return stroke(network, width * 2.8).simplified() if not network.isEmpty() else QPainterPath()


def paint_route_view(
    painter: QPainter,
    rect: QRectF,
    *,
    band: QPainterPath,
    way: QPainterPath,
    gaps: tuple[QPointF, ...],
    colour: QColor,
    width: float,
    kept: KeptPicture | None = None,
    key: Any = None,
) -> None:
    """A family's route networks as a band along its paths: outlined in its colour on a white
    rim and only tinted inside, so that the vines it runs over still read through it (issue 20:
    a bold line hid them at the zoom of a whole board); the way it still needs dashed in its
    colour, with a ring and a plus on each cell that still needs a card. `band` is the
    networks' `route_band`. With `kept`, drawn from that picture while `key` (what it shows)
    stays the same."""
    if kept is not None:
        kept.draw(
            painter,
            rect,
            key,
            lambda p, r: paint_route_view(p, r, band=band, way=way, gaps=gaps, colour=colour, width=width),
        )
        return
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing, True)
    painter.setBrush(Qt.NoBrush)
    rim = QColor(255, 255, 255, 200)
    edge = width * 0.4  # the white rim around a ring
    dashed = _pen(colour, width * 0.5, Qt.FlatCap)
    dashed.setDashPattern([1.8, 1.4])  # in pen widths
    painter.setPen(_pen(QColor(255, 255, 255, 150), width * 0.5 + edge, Qt.FlatCap))
    painter.drawPath(way)
    painter.setPen(dashed)
    painter.drawPath(way)
    radius = width * 1.9
    for centre in gaps:
        painter.setPen(_pen(rim, edge))
        painter.setBrush(rim)
        painter.drawEllipse(centre, radius, radius)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(_pen(colour, width * 0.55))
        painter.drawEllipse(centre, radius * 0.8, radius * 0.8)
        arm = radius * 0.42
        painter.drawLine(centre - QPointF(arm, 0), centre + QPointF(arm, 0))
        painter.drawLine(centre - QPointF(0, arm), centre + QPointF(0, arm))
    if not band.isEmpty():
        tint = QColor(colour)
        tint.setAlpha(45)
        painter.fillPath(band, tint)
        painter.strokePath(band, _pen(rim, width * 0.6))
        painter.strokePath(band, _pen(colour, width * 0.3))
    painter.restore()


# --- flames, cut ends: shared by the magic cards and the magic cards played as routes --------------
def _flame_path(cx: float, base: float, w: float, h: float, lean: float = 0.0) -> QPainterPath:
    path = QPainterPath(QPointF(cx, base))
    path.cubicTo(cx - w / 2, base, cx - w / 2, base - h * 0.45, cx - w * 0.12 + lean * 0.5, base - h * 0.72)
    path.quadTo(cx + lean * 0.8, base - h * 0.86, cx + lean, base - h)
    path.cubicTo(cx + w * 0.3 + lean * 0.4, base - h * 0.72, cx + w / 2, base - h * 0.5, cx + w / 2, base - h * 0.3)
    path.cubicTo(cx + w / 2, base - h * 0.06, cx + w * 0.22, base, cx, base)
    return path


def _paint_fire(painter: QPainter, cx: float, base: float, size: float, ink=lambda c: c):
    """A small blaze of three flames, base at (cx, base), about `size` tall."""
    painter.setPen(_pen(ink(QColor("#8c2a0c")), size * 0.04))
    for dx, scale, lean in ((-0.3, 0.62, -0.12), (0.3, 0.66, 0.1), (0.0, 1.0, 0.04)):
        w, h = size * 0.55 * scale, size * scale
        x = cx + dx * size
        grad = QLinearGradient(x, base, x, base - h)
        grad.setColorAt(0, ink(QColor("#e2401c")))
        grad.setColorAt(1, ink(QColor("#ff9b2a")))
        painter.setBrush(grad)
        painter.drawPath(_flame_path(x, base, w, h, lean * size))
        painter.setPen(Qt.NoPen)
        painter.setBrush(ink(QColor("#ffe066")))
        painter.drawPath(_flame_path(x, base - h * 0.04, w * 0.5, h * 0.55, lean * size * 0.5))
        painter.setPen(_pen(ink(QColor("#8c2a0c")), size * 0.04))


def _paint_cut_end(painter: QPainter, point: QPointF, direction: QPointF, width: float, ink=lambda c: c):
    """A clean cut across a vine: its pale cross-section, seen as a slanted oval."""
    painter.save()
    painter.translate(point)
    painter.rotate(_angle(direction))
    painter.setPen(_pen(ink(_VINE_DARK), width * 0.12))
    painter.setBrush(ink(QColor("#d9eca0")))
    painter.drawEllipse(QPointF(0, 0), width * 0.24, width * 0.5)
    painter.setBrush(ink(QColor("#9cc45a")))
    painter.setPen(Qt.NoPen)
    painter.drawEllipse(QPointF(0, 0), width * 0.09, width * 0.2)
    painter.restore()


def _paint_magic_rim(painter: QPainter, shape: QPainterPath, ink=lambda c: c, width=0.07):
    """The purple-and-gold frame that marks a magic card."""
    painter.setBrush(Qt.NoBrush)
    painter.setPen(_pen(ink(_PURPLE), width))
    painter.drawPath(shape)
    painter.setPen(_pen(ink(_GOLD), width * 0.3))
    painter.drawPath(shape)


def _paint_rim_stars(painter: QPainter, w: float, h: float, ink=lambda c: c):
    painter.setPen(Qt.NoPen)
    painter.setBrush(ink(_GOLD))
    for x, y in ((0.1, 0.1), (w - 0.1, 0.1), (0.1, h - 0.1), (w - 0.1, h - 0.1)):
        painter.drawPath(star_path(x, y, 0.06, 0.025, 4, 0))


@pictured
def paint_burning_crossing(painter: QPainter, rect: QRectF) -> None:
    """The Burning Crossing played onto the board: a crossroads with both ends open, on fire."""
    art = _route_art("open", "crossroads", "open")
    with unit_frame(painter, rect, 1.0, 2.0):
        px = pixels_per_unit(painter)
        shape = _card_shape(1.0, 2.0)
        _paint_stock(painter, shape, 2.0)
        painter.save()
        painter.setClipPath(shape)
        glow = QRadialGradient(_C, 0.6)
        glow.setColorAt(0, QColor(255, 150, 40, 170))
        glow.setColorAt(1, QColor(255, 150, 40, 0))
        painter.setPen(Qt.NoPen)
        painter.setBrush(glow)
        painter.drawRect(QRectF(0, 0.3, 1, 1.4))
        _paint_vines(painter, art, px)
        _paint_fire(painter, 0.5, 1.13, 0.42)
        painter.restore()
        _paint_magic_rim(painter, shape, width=0.06)
        _paint_rim_stars(painter, 1.0, 2.0)


# (start, cut point) of each piece of the Dead-end Crossing, in card units. Its ends count as broken
# (cards.DEAD_END_KIND), so the cuts along its length lie in the end quarters: they still show when
# the card lies under another one.
_CUT_ARMS = (
    (QPointF(0.5, 0.0), QPointF(0.5, 0.3)),
    (QPointF(0.5, 2.0), QPointF(0.5, 1.7)),
    (QPointF(0.5, 0.87), QPointF(0.5, 0.6)),
    (QPointF(0.5, 1.13), QPointF(0.5, 1.4)),
    (QPointF(0.0, 1.0), QPointF(0.24, 1.0)),
    (QPointF(1.0, 1.0), QPointF(0.76, 1.0)),
)


@cache
def _dead_end_crossing_art() -> _RouteArt:
    art = _RouteArt()
    for edge, cut in _CUT_ARMS:
        art.add(_line(edge, cut), flat=True)
    return art.finish()


def _paint_seal(painter: QPainter, centre: QPointF, radius: float, ink=lambda c: c):
    """A purple wax seal with a gold bar: 'nothing passes here'."""
    painter.setPen(_pen(ink(_PURPLE_DARK), radius * 0.12))
    painter.setBrush(ink(QColor("#7b3fb8")))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(_pen(ink(_GOLD), radius * 0.32))
    painter.drawLine(centre + QPointF(-radius * 0.5, 0), centre + QPointF(radius * 0.5, 0))


@pictured
def paint_dead_end_crossing(painter: QPainter, rect: QRectF) -> None:
    """The Dead-end Crossing played onto the board: four vine arms, all cut short of the middle."""
    art = _dead_end_crossing_art()
    with unit_frame(painter, rect, 1.0, 2.0):
        px = pixels_per_unit(painter)
        shape = _card_shape(1.0, 2.0)
        _paint_stock(painter, shape, 2.0)
        painter.save()
        painter.setClipPath(shape)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(150, 110, 200, 60))
        painter.drawEllipse(_C, 0.3, 0.3)
        _paint_vines(painter, art, px)
        for edge, cut in _CUT_ARMS:
            direction = cut - edge
            length = math.hypot(direction.x(), direction.y())
            _paint_cut_end(painter, cut, direction / length, VINE_W + 0.04)
        _paint_seal(painter, _C, 0.13)
        painter.restore()
        _paint_magic_rim(painter, shape, width=0.06)
        _paint_rim_stars(painter, 1.0, 2.0)


# --- magic cards ----------------------------------------------------------------------------------
class _Ink:
    """Maps every colour of a magic card: unchanged, or greyed once the card has been used."""

    def __init__(self, used: bool):
        self.used = used

    def __call__(self, colour) -> QColor:
        c = QColor(colour)
        if not self.used:
            return c
        grey = 0.3 * c.redF() + 0.59 * c.greenF() + 0.11 * c.blueF()
        grey = 0.25 + grey * 0.6  # flatter and paler: clearly spent
        mix = lambda v: grey + (v - grey) * 0.12  # noqa: E731
        return QColor.fromRgbF(mix(c.redF()), mix(c.greenF()), mix(c.blueF()), c.alphaF())


# The title band, as a fraction of the card (x, y, w, h): the table writes the translated name there.
_TITLE_BAND = (0.08, 0.6, 0.84, 0.25)
# Ink for the name written on the ribbon, fresh and used.
MAGIC_TITLE_COLOUR = QColor("#3a2457")
MAGIC_TITLE_COLOUR_USED = QColor("#55585e")


def magic_title_rect(rect: QRectF) -> QRectF:
    """Where the caller writes a magic card's (translated) name, on a light ribbon (MAGIC_TITLE_COLOUR)."""
    x, y, w, h = _TITLE_BAND
    return QRectF(rect.x() + x * rect.width(), rect.y() + y * rect.height(), w * rect.width(), h * rect.height())


def _emblem_vine(painter: QPainter, paths, width: float, ink, cap=Qt.RoundCap):
    for colour, w in ((_VINE_DARK, width + 0.035), (_VINE, width)):
        painter.setPen(_pen(ink(colour), w, cap))
        painter.setBrush(Qt.NoBrush)
        for path in paths:
            painter.drawPath(path)
    painter.save()
    painter.translate(-width * 0.16, -width * 0.13)
    painter.setPen(_pen(ink(_VINE_LIGHT), width * 0.26, cap))
    for path in paths:
        painter.drawPath(path)
    painter.restore()


def _emblem_leaf(painter: QPainter, base: QPointF, angle: float, size: float, ink):
    painter.save()
    painter.translate(base)
    painter.rotate(angle)
    painter.scale(size / 0.17, size / 0.17)
    painter.setPen(_pen(ink(_VINE_DARK), 0.014))
    painter.setBrush(ink(_LEAF))
    painter.drawPath(_leaf_template())
    painter.setPen(_pen(ink(_LEAF_LIGHT), 0.01))
    painter.drawLine(QPointF(0.02, 0), QPointF(0.14, 0))
    painter.restore()


def _arrow_head(painter: QPainter, tip: QPointF, direction: QPointF, size: float):
    n = QPointF(-direction.y(), direction.x())
    back = tip - direction * size
    painter.drawPolygon(QPolygonF([tip + direction * size * 0.25, back + n * size * 0.7, back - n * size * 0.7]))


def _emblem_chop(painter: QPainter, ink):
    left = _line(QPointF(-0.48, 0.3), QPointF(-0.09, 0.3))
    right = _line(QPointF(0.09, 0.3), QPointF(0.48, 0.3))
    _emblem_vine(painter, (left, right), 0.12, ink, Qt.FlatCap)
    _emblem_leaf(painter, QPointF(-0.3, 0.25), -120, 0.16, ink)
    _emblem_leaf(painter, QPointF(0.32, 0.35), 60, 0.16, ink)
    _paint_cut_end(painter, QPointF(-0.09, 0.3), QPointF(1, 0), 0.15, ink)
    _paint_cut_end(painter, QPointF(0.09, 0.3), QPointF(-1, 0), 0.15, ink)
    painter.save()
    painter.translate(-0.04, 0.0)
    painter.rotate(-28)
    wood = QLinearGradient(-0.04, 0, 0.04, 0)
    wood.setColorAt(0, ink(QColor("#d59a5a")))
    wood.setColorAt(1, ink(QColor("#8a5526")))
    painter.setPen(_pen(ink(_WOOD_DARK), 0.022))
    painter.setBrush(wood)
    painter.drawRoundedRect(QRectF(-0.04, -0.42, 0.08, 0.84), 0.035, 0.035)
    head = QPainterPath(QPointF(-0.07, -0.43))
    head.lineTo(0.1, -0.41)
    head.quadTo(0.2, -0.44, 0.3, -0.52)
    head.quadTo(0.43, -0.32, 0.3, -0.1)
    head.quadTo(0.2, -0.19, 0.1, -0.23)
    head.lineTo(-0.07, -0.25)
    head.closeSubpath()
    steel = QLinearGradient(0, -0.5, 0.3, -0.15)
    steel.setColorAt(0, ink(QColor("#f1f5fa")))
    steel.setColorAt(1, ink(QColor("#8795a8")))
    painter.setPen(_pen(ink(QColor("#343c4a")), 0.022))
    painter.setBrush(steel)
    painter.drawPath(head)
    edge = QPainterPath(QPointF(0.3, -0.49))
    edge.quadTo(0.4, -0.31, 0.3, -0.13)
    painter.setPen(_pen(ink(QColor("#ffffff")), 0.025))
    painter.drawPath(edge)
    painter.restore()


def _emblem_inspiration(painter: QPainter, ink):
    painter.setPen(_pen(ink(_GOLD), 0.045))
    for i in range(9):
        a = math.radians(180 + i * 22.5)
        d = QPointF(math.cos(a), math.sin(a))
        painter.drawLine(QPointF(0, -0.12) + d * 0.37, QPointF(0, -0.12) + d * 0.48)
    glass = QPainterPath(QPointF(-0.11, 0.2))
    glass.cubicTo(-0.12, 0.06, -0.28, 0.02, -0.28, -0.14)
    glass.cubicTo(-0.28, -0.31, -0.15, -0.42, 0, -0.42)
    glass.cubicTo(0.15, -0.42, 0.28, -0.31, 0.28, -0.14)
    glass.cubicTo(0.28, 0.02, 0.12, 0.06, 0.11, 0.2)
    glass.closeSubpath()
    grad = QRadialGradient(QPointF(-0.04, -0.16), 0.36)
    grad.setColorAt(0, ink(QColor("#fffef2")))
    grad.setColorAt(0.6, ink(QColor("#ffe67a")))
    grad.setColorAt(1, ink(QColor("#f5bf2a")))
    painter.setPen(_pen(ink(QColor("#8a6510")), 0.025))
    painter.setBrush(grad)
    painter.drawPath(glass)
    filament = QPolygonF(
        [
            QPointF(-0.06, 0.19),
            QPointF(-0.06, -0.02),
            QPointF(-0.03, -0.09),
            QPointF(0.0, -0.02),
            QPointF(0.03, -0.09),
            QPointF(0.06, -0.02),
            QPointF(0.06, 0.19),
        ]
    )
    painter.setPen(_pen(ink(QColor("#e0691a")), 0.022))
    painter.setBrush(Qt.NoBrush)
    painter.drawPolyline(filament)
    shine = QPainterPath(QPointF(-0.2, -0.16))
    shine.quadTo(-0.19, -0.3, -0.07, -0.34)
    painter.setPen(_pen(ink(QColor("#ffffff")), 0.035))
    painter.drawPath(shine)
    metal = QLinearGradient(-0.12, 0, 0.12, 0)
    metal.setColorAt(0, ink(QColor("#d9dde4")))
    metal.setColorAt(1, ink(QColor("#7d8593")))
    painter.setPen(_pen(ink(QColor("#3c414b")), 0.02))
    painter.setBrush(metal)
    painter.drawRoundedRect(QRectF(-0.12, 0.19, 0.24, 0.17), 0.03, 0.03)
    for y in (0.245, 0.3):
        painter.drawLine(QPointF(-0.11, y), QPointF(0.11, y))
    painter.setBrush(ink(QColor("#3c414b")))
    painter.drawRoundedRect(QRectF(-0.05, 0.36, 0.1, 0.05), 0.02, 0.02)


def _emblem_burning_crossing(painter: QPainter, ink):
    glow = QRadialGradient(QPointF(0, 0), 0.45)
    glow.setColorAt(0, ink(QColor(255, 160, 50, 200)))
    glow.setColorAt(1, ink(QColor(255, 160, 50, 0)))
    painter.setPen(Qt.NoPen)
    painter.setBrush(glow)
    painter.drawEllipse(QPointF(0, 0), 0.45, 0.45)
    _emblem_vine(
        painter, (_line(QPointF(0, -0.48), QPointF(0, 0.48)), _line(QPointF(-0.48, 0), QPointF(0.48, 0))), 0.12, ink
    )
    _paint_fire(painter, 0.0, 0.14, 0.5, ink)


def _emblem_dead_end_crossing(painter: QPainter, ink):
    arms = [
        (QPointF(0, -0.48), QPointF(0, -0.19)),
        (QPointF(0, 0.48), QPointF(0, 0.19)),
        (QPointF(-0.48, 0), QPointF(-0.19, 0)),
        (QPointF(0.48, 0), QPointF(0.19, 0)),
    ]
    _emblem_vine(painter, [_line(a, b) for a, b in arms], 0.12, ink, Qt.FlatCap)
    for a, b in arms:
        d = b - a
        _paint_cut_end(painter, b, d / math.hypot(d.x(), d.y()), 0.155, ink)
    _paint_seal(painter, QPointF(0, 0), 0.1, ink)


def _growth_arrow(painter: QPainter, path: QPainterPath, ink):
    _emblem_vine(painter, (path,), 0.09, ink)
    point, tangent, _ = _along(path, path.length())
    painter.setPen(_pen(ink(_VINE_DARK), 0.02))
    painter.setBrush(ink(_LEAF_LIGHT))
    _arrow_head(painter, point, tangent, 0.12)


def _soil(painter: QPainter, ink, y=0.38):
    mound = QPainterPath(QPointF(-0.42, y + 0.08))
    mound.cubicTo(-0.3, y - 0.08, 0.3, y - 0.08, 0.42, y + 0.08)
    mound.closeSubpath()
    painter.setPen(_pen(ink(QColor("#4a2f17")), 0.02))
    painter.setBrush(ink(QColor("#8a5a30")))
    painter.drawPath(mound)


def _emblem_fast_growth(painter: QPainter, ink):
    left = QPainterPath(QPointF(-0.1, 0.36))
    left.cubicTo(-0.14, 0.1, -0.34, 0.0, -0.26, -0.32)
    right = QPainterPath(QPointF(0.1, 0.36))
    right.cubicTo(0.14, 0.1, 0.34, 0.0, 0.26, -0.32)
    middle = QPainterPath(QPointF(0.0, 0.36))
    middle.cubicTo(0.02, 0.1, -0.04, -0.1, 0.0, -0.42)
    for path in (left, right, middle):
        _growth_arrow(painter, path, ink)
    _emblem_leaf(painter, QPointF(-0.02, 0.12), -150, 0.16, ink)
    _emblem_leaf(painter, QPointF(0.02, 0.0), -30, 0.16, ink)
    _soil(painter, ink)
    painter.setPen(_pen(ink(_GOLD), 0.03))
    for x in (-0.42, 0.42):  # speed marks
        painter.drawLine(QPointF(x, -0.05), QPointF(x, -0.25))
        painter.drawLine(QPointF(x * 0.85, 0.05), QPointF(x * 0.85, -0.1))


def _emblem_green_thumb(painter: QPainter, ink):
    skin = QLinearGradient(-0.2, -0.3, 0.2, 0.3)
    skin.setColorAt(0, ink(QColor("#8ed85c")))
    skin.setColorAt(1, ink(QColor("#3f8d2a")))
    outline = _pen(ink(_VINE_DARK), 0.025)
    painter.setPen(outline)
    painter.setBrush(ink(QColor("#6b4fa0")))  # sleeve cuff
    painter.drawRoundedRect(QRectF(-0.2, 0.3, 0.36, 0.16), 0.03, 0.03)
    hand = QPainterPath()
    hand.addRoundedRect(QRectF(-0.22, -0.06, 0.46, 0.38), 0.11, 0.11)
    thumb = QPainterPath()
    thumb.addRoundedRect(QRectF(-0.22, -0.42, 0.17, 0.44), 0.085, 0.085)
    painter.setBrush(skin)
    painter.drawPath(hand.united(thumb))
    painter.setPen(_pen(ink(_VINE_DARK), 0.02))
    for y in (0.03, 0.12, 0.21):  # curled fingers
        painter.drawLine(QPointF(0.24, y), QPointF(0.05, y))
    painter.drawArc(QRectF(-0.18, -0.38, 0.1, 0.08), 0, 180 * 16)  # thumbnail
    sprout = QPainterPath(QPointF(-0.135, -0.42))
    sprout.quadTo(-0.12, -0.5, -0.06, -0.53)
    painter.setPen(_pen(ink(_VINE), 0.03))
    painter.drawPath(sprout)
    _emblem_leaf(painter, QPointF(-0.08, -0.5), -20, 0.14, ink)
    _emblem_leaf(painter, QPointF(-0.125, -0.46), -160, 0.11, ink)


def _emblem_replanting(painter: QPainter, ink):
    _soil(painter, ink, 0.36)
    stem = QPainterPath(QPointF(0.2, 0.34))
    stem.cubicTo(0.18, 0.2, 0.26, 0.1, 0.22, -0.06)
    _emblem_vine(painter, (stem,), 0.06, ink)
    _emblem_leaf(painter, QPointF(0.22, -0.02), -40, 0.17, ink)
    _emblem_leaf(painter, QPointF(0.21, 0.12), -150, 0.15, ink)
    painter.save()
    painter.translate(-0.12, -0.02)
    painter.rotate(-38)
    painter.setPen(_pen(ink(_WOOD_DARK), 0.022))
    painter.setBrush(ink(_WOOD))
    painter.drawRoundedRect(QRectF(-0.05, -0.46, 0.1, 0.28), 0.045, 0.045)
    painter.setPen(_pen(ink(QColor("#343c4a")), 0.02))
    painter.setBrush(ink(QColor("#9aa6b6")))
    painter.drawRect(QRectF(-0.025, -0.19, 0.05, 0.09))
    blade = QPainterPath(QPointF(0, -0.11))
    blade.cubicTo(0.17, -0.11, 0.16, 0.14, 0, 0.34)
    blade.cubicTo(-0.16, 0.14, -0.17, -0.11, 0, -0.11)
    steel = QLinearGradient(-0.15, 0, 0.15, 0)
    steel.setColorAt(0, ink(QColor("#f1f5fa")))
    steel.setColorAt(1, ink(QColor("#7f8ca0")))
    painter.setBrush(steel)
    painter.drawPath(blade)
    painter.setPen(_pen(ink(QColor("#5c677a")), 0.015))
    painter.drawLine(QPointF(0, -0.08), QPointF(0, 0.26))
    painter.restore()


def _emblem_winding_route(painter: QPainter, ink):
    painter.save()
    painter.rotate(18)
    painter.setPen(_pen(ink(_STOCK_EDGE), 0.02))
    painter.setBrush(ink(_STOCK_TOP))
    painter.drawRoundedRect(QRectF(-0.11, -0.22, 0.22, 0.44), 0.03, 0.03)
    _emblem_vine(painter, (_line(QPointF(0, -0.21), QPointF(0, 0.21)),), 0.06, ink, Qt.FlatCap)
    painter.restore()
    radius, start, sweep = 0.36, 125.0, -275.0
    arc = QPainterPath()
    arc.arcMoveTo(QRectF(-radius, -radius, 2 * radius, 2 * radius), start)
    arc.arcTo(QRectF(-radius, -radius, 2 * radius, 2 * radius), start, sweep)
    end = arc.currentPosition()
    a = math.radians(start + sweep)
    direction = QPointF(math.sin(a), math.cos(a))  # clockwise on screen
    painter.setBrush(Qt.NoBrush)
    painter.setPen(_pen(ink(QColor("#7a5310")), 0.11, Qt.FlatCap))
    painter.drawPath(arc)
    painter.setPen(_pen(ink(_GOLD), 0.075, Qt.FlatCap))
    painter.drawPath(arc)
    painter.setPen(_pen(ink(QColor("#7a5310")), 0.02))
    painter.setBrush(ink(_GOLD))
    _arrow_head(painter, end + direction * 0.1, direction, 0.13)


_EMBLEMS = {
    "chop": _emblem_chop,
    "inspiration": _emblem_inspiration,
    "burning_crossing": _emblem_burning_crossing,
    "dead_end_crossing": _emblem_dead_end_crossing,
    "fast_growth": _emblem_fast_growth,
    "green_thumb": _emblem_green_thumb,
    "replanting": _emblem_replanting,
    "winding_route": _emblem_winding_route,
}


@cache
def _magic_sparkles() -> QPainterPath:
    sparkles = QPainterPath()
    for x, y, r in (
        (0.2, 0.2, 0.03),
        (0.82, 0.26, 0.025),
        (0.16, 1.1, 0.025),
        (0.85, 1.18, 0.03),
        (0.5, 1.22, 0.02),
        (0.23, 1.86, 0.025),
        (0.78, 1.88, 0.02),
    ):
        sparkles.addPath(star_path(x, y, r, r * 0.35, 4, 0))
    return sparkles


@pictured
def paint_magic_card(painter: QPainter, rect: QRectF, effect: str, *, used: bool = False) -> None:
    """A magic card (vertical, route-card size), its emblem, and a blank ribbon for its name."""
    emblem = _EMBLEMS.get(MAGIC_ALIASES.get(effect, effect))
    if emblem is None:
        raise ValueError(f"unknown magic effect: {effect!r}")
    ink = _Ink(used)
    with unit_frame(painter, rect, 1.0, 2.0):
        shape = _card_shape(1.0, 2.0)
        _fill_gradient(painter, shape, QPointF(0.4, 2.0), ink(QColor("#7b48b5")), ink(QColor("#2c1450")))
        painter.setBrush(ink(QColor(255, 236, 170, 200)))
        painter.drawPath(_magic_sparkles())
        painter.setBrush(Qt.NoBrush)
        painter.setPen(_pen(ink(_GOLD), 0.018))
        painter.drawRoundedRect(QRectF(0.075, 0.075, 0.85, 1.85), 0.05, 0.05)
        # the emblem on a pale medallion
        centre = QPointF(0.5, 0.68)
        halo = QRadialGradient(centre, 0.42)
        halo.setColorAt(0, ink(QColor("#fffaff")))
        halo.setColorAt(0.8, ink(QColor("#e9dcf7")))
        halo.setColorAt(1, ink(QColor("#c9b0ea")))
        painter.setBrush(halo)
        painter.setPen(_pen(ink(_GOLD), 0.035))
        painter.drawEllipse(centre, 0.4, 0.4)
        painter.save()
        painter.setClipRect(QRectF(0.08, 0.2, 0.84, 0.96))
        painter.translate(centre)
        painter.scale(0.66, 0.66)
        emblem(painter, ink)
        painter.restore()
        # the ribbon for the title
        x, y, w, h = _TITLE_BAND
        band = QRectF(x, y * 2.0, w, h * 2.0)
        painter.setPen(_pen(ink(QColor("#8a6a1c")), 0.016))
        painter.setBrush(ink(QColor("#e4c978")))
        for side in (-1, 1):  # ribbon tails behind the band
            edge = band.left() if side < 0 else band.right()
            tail = QPolygonF(
                [
                    QPointF(edge, band.top() + 0.08),
                    QPointF(edge + side * 0.07, band.top() + 0.1),
                    QPointF(edge + side * 0.04, band.center().y() + 0.07),
                    QPointF(edge + side * 0.07, band.bottom() + 0.04),
                    QPointF(edge, band.bottom() - 0.02),
                ]
            )
            painter.drawPolygon(tail)
        paper = QLinearGradient(0, band.top(), 0, band.bottom())
        paper.setColorAt(0, ink(QColor("#fffaf0")))
        paper.setColorAt(1, ink(QColor("#f0e2bd")))
        painter.setBrush(paper)
        painter.drawRoundedRect(band, 0.05, 0.05)
        painter.setPen(Qt.NoPen)
        painter.setBrush(ink(_GOLD))
        painter.drawPath(star_path(0.5, 1.8, 0.06, 0.025, 4, 0))
        _paint_magic_rim(painter, shape, ink, width=0.05)
        if used:  # a spent card: the colour drained, and a pale wash over it
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(235, 238, 242, 70))
            painter.drawPath(shape)


# --- the route deck's back ------------------------------------------------------------------------
@cache
def _back_art() -> _RouteArt:
    stalk = QPainterPath(QPointF(0.5, 2.05))
    stalk.cubicTo(0.2, 1.78, 0.8, 1.58, 0.5, 1.3)
    stalk.cubicTo(0.22, 1.04, 0.78, 0.84, 0.5, 0.6)
    art = _RouteArt()
    art.add(stalk)
    return art.finish()


@cache
def _back_clouds() -> QPainterPath:
    clouds = QPainterPath()
    for cx, cy, r in (
        (0.08, 1.9, 0.16),
        (0.3, 1.95, 0.17),
        (0.55, 1.92, 0.15),
        (0.8, 1.9, 0.18),
        (1.0, 1.8, 0.14),
        (0.0, 1.72, 0.1),
        (0.2, 0.67, 0.1),
        (0.36, 0.64, 0.12),
        (0.6, 0.65, 0.12),
        (0.8, 0.68, 0.1),
        (0.12, 1.15, 0.06),
        (0.2, 1.1, 0.07),
        (0.88, 1.3, 0.06),
        (0.8, 1.25, 0.07),
        (0.14, 0.24, 0.05),
        (0.22, 0.21, 0.06),
    ):
        clouds.addEllipse(QPointF(cx, cy), r, r * 0.8)
    return _lean(_union(clouds), 0.001)  # (2,964 segments, 420: fewer for its outline to follow)


_BACK_CLOUDS_LINE = 0.014


@cache
def _back_clouds_outline() -> QPainterPath:
    """The clouds' outline, made once (a pen stroking it took 7 ms of a card back's 9)."""
    return stroke(_back_clouds(), _BACK_CLOUDS_LINE)


def _castle_silhouette(cx: float, base: float, scale: float) -> QPainterPath:
    path = QPainterPath()
    s = scale
    path.addRect(QRectF(cx - 0.5 * s, base - 0.45 * s, s, 0.45 * s))
    for x in (-0.5, 0.3):
        path.addRect(QRectF(cx + x * s, base - 0.8 * s, 0.2 * s, 0.8 * s))
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(cx + (x - 0.04) * s, base - 0.8 * s),
                    QPointF(cx + (x + 0.1) * s, base - 1.1 * s),
                    QPointF(cx + (x + 0.24) * s, base - 0.8 * s),
                ]
            )
        )
    path.addRect(QRectF(cx - 0.16 * s, base - 0.75 * s, 0.32 * s, 0.75 * s))
    path.addPolygon(
        QPolygonF(
            [
                QPointF(cx - 0.2 * s, base - 0.75 * s),
                QPointF(cx, base - 1.2 * s),
                QPointF(cx + 0.2 * s, base - 0.75 * s),
            ]
        )
    )
    return _union(path)


@pictured
def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a route card: a beanstalk climbing through the clouds to a castle."""
    with unit_frame(painter, rect, 1.0, 2.0):
        px = pixels_per_unit(painter)
        shape = _card_shape(1.0, 2.0)
        _fill_gradient(painter, shape, QPointF(0, 2.0), QColor("#9fd0f5"), QColor("#3a76bf"))
        painter.save()
        painter.setClipPath(shape)
        sun = QRadialGradient(QPointF(0.5, 0.42), 0.4)
        sun.setColorAt(0, QColor(255, 246, 200, 230))
        sun.setColorAt(1, QColor(255, 246, 200, 0))
        painter.setBrush(sun)
        painter.drawEllipse(QPointF(0.5, 0.42), 0.4, 0.4)
        painter.setBrush(QColor("#ece8f6"))
        painter.setPen(_pen(QColor("#8d86ad"), 0.012))
        painter.drawPath(_castle_silhouette(0.5, 0.58, 0.36))
        _paint_vines(painter, _back_art(), px)
        painter.fillPath(_back_clouds(), QColor("#ffffff"))
        painter.fillPath(_back_clouds_outline(), QColor("#b9d3ee"))
        painter.restore()
        painter.setBrush(Qt.NoBrush)
        painter.setPen(_pen(QColor(255, 255, 255, 210), 0.02))
        painter.drawRoundedRect(QRectF(0.08, 0.08, 0.84, 1.84), 0.05, 0.05)
        _paint_edge(painter, shape, QColor("#2d5b93"), 0.03)


# --- crests and castles ---------------------------------------------------------------------------
def _crest_symbol(kind: str) -> QPainterPath:
    """The crest's symbol in a unit box centred on (0, 0), radius about 0.36."""
    path = QPainterPath()
    if kind == "sun":
        path.addEllipse(QPointF(0, 0), 0.17, 0.17)
        for i in range(8):
            a = math.radians(i * 45)
            d, n = QPointF(math.cos(a), math.sin(a)), QPointF(-math.sin(a), math.cos(a))
            path.addPolygon(QPolygonF([d * 0.22 + n * 0.07, d * 0.37, d * 0.22 - n * 0.07]))
            path.closeSubpath()
    elif kind == "moon":
        disc, bite = QPainterPath(), QPainterPath()
        disc.addEllipse(QPointF(0, 0), 0.31, 0.31)
        bite.addEllipse(QPointF(0.14, -0.08), 0.26, 0.26)
        path = _subtract(disc, bite)
    elif kind == "star":
        path = star_path(0, 0.02, 0.36, 0.15)
    elif kind == "heart":
        path.moveTo(0, 0.31)
        path.cubicTo(-0.06, 0.24, -0.37, 0.06, -0.35, -0.12)
        path.cubicTo(-0.33, -0.34, -0.06, -0.37, 0, -0.15)
        path.cubicTo(0.06, -0.37, 0.33, -0.34, 0.35, -0.12)
        path.cubicTo(0.37, 0.06, 0.06, 0.24, 0, 0.31)
        path.closeSubpath()
    elif kind == "crown":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(-0.3, 0.2),
                    QPointF(-0.34, -0.2),
                    QPointF(-0.16, -0.02),
                    QPointF(0, -0.3),
                    QPointF(0.16, -0.02),
                    QPointF(0.34, -0.2),
                    QPointF(0.3, 0.2),
                ]
            )
        )
        path.closeSubpath()
        path.addRect(QRectF(-0.3, 0.22, 0.6, 0.08))
        for x, y in ((-0.34, -0.22), (0, -0.32), (0.34, -0.22)):
            path.addEllipse(QPointF(x, y), 0.055, 0.055)
    elif kind == "leaf":
        path.moveTo(-0.25, 0.28)
        path.cubicTo(-0.32, -0.05, -0.05, -0.3, 0.3, -0.3)
        path.cubicTo(0.3, 0.05, 0.05, 0.32, -0.25, 0.28)
        path.closeSubpath()
    else:
        raise ValueError(f"no drawing for the crest {kind!r}")
    return _union(path)


@cache
def _crest_symbols() -> tuple:
    return tuple(_crest_symbol(kind) for kind in FAMILY_CRESTS)


def _family(family: int) -> int:
    if not 0 <= family < len(FAMILY_COLOURS):
        raise ValueError(f"family must be 0..{len(FAMILY_COLOURS) - 1}, not {family!r}")
    return family


@pictured
def paint_crest(painter: QPainter, rect: QRectF, family: int) -> None:
    """A family's crest: a disc in its colour with its symbol (FAMILY_CRESTS: heart, star, ...)."""
    family = _family(family)
    side = min(rect.width(), rect.height())
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    colour = FAMILY_COLOURS[family]
    ink = _crest_ink(colour)
    with unit_frame(painter, square, 1.0, 1.0):
        painter.translate(0.5, 0.5)
        grad = QRadialGradient(QPointF(-0.12, -0.15), 0.6)
        grad.setColorAt(0, colour.lighter(135))
        grad.setColorAt(1, colour.darker(115))
        painter.setPen(_pen(QColor("#3a3346"), 0.04))
        painter.setBrush(grad)
        painter.drawEllipse(QPointF(0, 0), 0.46, 0.46)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(_pen(QColor(255, 250, 235, 200), 0.03))
        painter.drawEllipse(QPointF(0, 0), 0.39, 0.39)
        painter.setPen(_pen(ink.darker(300) if ink.lightness() > 128 else ink.lighter(200), 0.015))
        painter.setBrush(ink)
        painter.scale(0.95, 0.95)
        path = _crest_symbols()[family]
        if FAMILY_CRESTS[family] == "leaf":
            painter.drawPath(path)
            painter.setPen(_pen(colour, 0.03))
            painter.drawLine(QPointF(-0.22, 0.25), QPointF(0.24, -0.24))
        else:
            painter.drawPath(path)


_STONE_LIGHT = QColor("#eeebf5")
_STONE_DARK = QColor("#bdb6d2")
_STONE_EDGE = QColor("#5f5878")


def _stone(painter: QPainter, rect: QRectF):
    grad = QLinearGradient(rect.left(), 0, rect.right(), 0)
    grad.setColorAt(0, _STONE_LIGHT)
    grad.setColorAt(1, _STONE_DARK)
    painter.setPen(_pen(_STONE_EDGE, 0.018))
    painter.setBrush(grad)
    painter.drawRect(rect)


def _merlons(painter: QPainter, left: float, right: float, top: float, count: int):
    width = (right - left) / (2 * count - 1)
    for i in range(count):
        _stone(painter, QRectF(left + 2 * i * width, top - 0.045, width, 0.05))


def _tower(painter: QPainter, x: float, top: float, bottom: float, width: float, colour: QColor):
    _stone(painter, QRectF(x, top, width, bottom - top))
    painter.setPen(_pen(_STONE_EDGE, 0.014))
    painter.setBrush(QColor("#3b3452"))
    window = QPainterPath()
    window.addRoundedRect(QRectF(x + width / 2 - 0.025, top + 0.08, 0.05, 0.08), 0.02, 0.02)
    painter.drawPath(window)
    cx, apex = x + width / 2, top - 0.2
    roof = QPolygonF([QPointF(x - 0.03, top + 0.005), QPointF(cx, apex), QPointF(x + width + 0.03, top + 0.005)])
    grad = QLinearGradient(x, 0, x + width, 0)
    grad.setColorAt(0, colour.lighter(130))
    grad.setColorAt(1, colour.darker(125))
    painter.setPen(_pen(QColor("#2a2436"), 0.018))
    painter.setBrush(grad)
    painter.drawPolygon(roof)
    painter.setPen(_pen(QColor("#4a4058"), 0.014))
    painter.drawLine(QPointF(cx, apex), QPointF(cx, apex - 0.12))
    flag = QPainterPath(QPointF(cx, apex - 0.12))
    flag.quadTo(cx + 0.06, apex - 0.14, cx + 0.13, apex - 0.1)
    flag.quadTo(cx + 0.06, apex - 0.08, cx, apex - 0.06)
    painter.setPen(_pen(QColor("#2a2436"), 0.01))
    painter.setBrush(colour)
    painter.drawPath(flag)


@cache
def _cloud_bank(width: float) -> QPainterPath:
    bank = QPainterPath()
    bank.addRect(QRectF(-0.1, 0.92, width + 0.2, 0.2))
    count = max(4, int(width / 0.24))
    for i in range(count + 1):
        x = width * i / count
        r = 0.09 + 0.05 * ((i * 5) % 3) / 2
        bank.addEllipse(QPointF(x, 0.93 - r * 0.2), r * 1.3, r)
    return _union(bank)


@pictured
def paint_castle(painter: QPainter, rect: QRectF, family: int, *, glow: bool = False) -> None:
    """A castle card lying along the grid's edge; its base (the cloud bank) at rect's bottom."""
    family = _family(family)
    colour = FAMILY_COLOURS[family]
    w = rect.width() / rect.height() if rect.height() > 0 else 2.0
    with unit_frame(painter, rect, w, 1.0):
        shape = _card_shape(w, 1.0, 0.02, 0.07)
        _fill_gradient(painter, shape, QPointF(0, 1), QColor("#f6fbff"), QColor("#c9e0f5"))
        painter.save()
        painter.setClipPath(shape)
        cx = w / 2
        if glow:
            halo = QRadialGradient(QPointF(cx, 0.55), 0.8)
            halo.setColorAt(0, QColor(255, 214, 90, 230))
            halo.setColorAt(1, QColor(255, 214, 90, 0))
            painter.setBrush(halo)
            painter.drawRect(QRectF(0, 0, w, 1))
        _stone(painter, QRectF(cx - 0.56, 0.56, 1.12, 0.34))  # curtain wall
        _merlons(painter, cx - 0.56, cx + 0.56, 0.56, 11)
        for x in (cx - 0.72, cx + 0.5):
            _tower(painter, x, 0.42, 0.9, 0.22, colour)
        for x in (cx - 0.45, cx + 0.33):  # hanging banners
            banner = QPolygonF(
                [
                    QPointF(x, 0.6),
                    QPointF(x + 0.12, 0.6),
                    QPointF(x + 0.12, 0.8),
                    QPointF(x + 0.06, 0.75),
                    QPointF(x, 0.8),
                ]
            )
            painter.setPen(_pen(QColor("#2a2436"), 0.014))
            painter.setBrush(colour)
            painter.drawPolygon(banner)
        _stone(painter, QRectF(cx - 0.25, 0.3, 0.5, 0.6))  # keep
        _merlons(painter, cx - 0.25, cx + 0.25, 0.3, 5)
        painter.setPen(_pen(_STONE_EDGE, 0.016))
        painter.setBrush(QColor("#5a3b22"))
        gate = QPainterPath(QPointF(cx - 0.08, 0.9))
        gate.lineTo(cx - 0.08, 0.8)
        gate.arcTo(QRectF(cx - 0.08, 0.72, 0.16, 0.16), 180, -180)
        gate.lineTo(cx + 0.08, 0.9)
        painter.drawPath(gate)
        paint_crest(painter, QRectF(cx - 0.19, 0.33, 0.38, 0.38), family)
        painter.setPen(_pen(QColor("#b9d3ee"), 0.014))
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(_cloud_bank(round(w, 3)))
        painter.restore()
        painter.setBrush(Qt.NoBrush)
        painter.setPen(_pen(colour, 0.05))
        painter.drawPath(_card_shape(w, 1.0, 0.045, 0.06))
        _paint_edge(painter, shape, QColor("#6d7f96"), 0.02)
        if glow:
            _paint_highlight(painter, shape)


# --- the grid ---------------------------------------------------------------------------------------
@pictured
def paint_cell(painter: QPainter, rect: QRectF, *, lit: bool = False) -> None:
    """An empty cell: a soft cloud-coloured slot; lit when a dragged card may be dropped there."""
    with unit_frame(painter, rect, 1.0, 1.0):
        slot = QRectF(0.04, 0.04, 0.92, 0.92)
        grad = QRadialGradient(QPointF(0.5, 0.45), 0.7)
        if lit:
            grad.setColorAt(0, QColor(255, 253, 240, 215))
            grad.setColorAt(1, QColor(255, 240, 196, 170))
        else:
            grad.setColorAt(0, QColor(255, 255, 255, 80))
            grad.setColorAt(1, QColor(255, 255, 255, 35))
        painter.setPen(Qt.NoPen)
        painter.setBrush(grad)
        painter.drawRoundedRect(slot, 0.09, 0.09)
        painter.setBrush(Qt.NoBrush)
        if lit:
            painter.setPen(_pen(QColor(255, 214, 90, 90), 0.05))
            painter.drawRoundedRect(slot, 0.09, 0.09)
            painter.setPen(_pen(QColor("#f4c430"), 0.02))
        else:
            pen = _pen(QColor(255, 255, 255, 150), 0.012)
            pen.setDashPattern([4, 3])
            painter.setPen(pen)
        painter.drawRoundedRect(slot, 0.09, 0.09)


def paint_path_glow(painter: QPainter, path: QPainterPath, width: float = 10.0) -> None:
    """A golden glowing stroke along a winning route; width is in the painter's own units."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing, True)
    painter.setBrush(Qt.NoBrush)
    for factor, colour in (
        (2.4, QColor(255, 200, 60, 40)),
        (1.6, QColor(255, 200, 60, 80)),
        (1.0, QColor(255, 205, 70, 170)),
        (0.4, QColor(255, 248, 200, 240)),
    ):
        painter.setPen(_pen(colour, width * factor))
        painter.drawPath(path)
    painter.restore()
