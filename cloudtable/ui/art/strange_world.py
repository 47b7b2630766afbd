"""Strange World above the clouds: the land cards, Moons, portals, the Tzimimes on the backs, the
Fumaroles, the Dark Cities, the Travellers and the Sun, painted by the project with QPainter paths.

Vector throughout: each function paints into a `QRectF` in item coordinates, so the art stays sharp
at every zoom and on HiDPI screens. Shapes are built once in a unit box (cached) and placed with a
transform. A piece keeps its own proportions (CARD_ASPECT, TRAVELLER_ASPECT, a round token) and is
centred in the rect it is given; nothing is painted outside that rect. Fine detail (stitching,
textures, sparkles, glints in eyes) is left out when a piece is only a few dozen pixels wide.

Nothing here knows the rules: every function takes plain parameters (how many icons of each land
type, an animal's name, a traveller's key and bonus), and the table maps the game's cards to them.
Nothing draws words, only numbers, so there is nothing to translate. Colour is never the only cue:
each land type has its own symbol and its own banner ends (a mountain banner ends in points, water
in waves, a plant in rounds, a swamp in swallowtails, a volcano in flames); the Moon card is the one
night card; every animal and every traveller has a shape of its own.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QRadialGradient, QTransform

from .common import (
    boolean,
    fit_aspect,
    lean as _lean,
    mix,
    pen,
    pictured,
    pixels_per_unit,
    star_path,
    stroke,
    union as _union,
    unit_frame,
    with_alpha,
)

# Every shape here is drawn in a frame a card (or a symbol's box) one or two units across, and at
# most a few hundred pixels: joined at a tenth of common's magnification its curves show no corner,
# and the paths are a tenth as long (Water's symbol: 11,182 segments, 1,162). A card's first
# painting took 10-50 ms, most of it stroking those outlines; it now takes about a seventh.
_SHAPE_FINENESS = 100.0


# A corner of a symbol's outline that moves it by less than this (a five-hundredth of its box) is
# left out: Swamp's, 1,580 segments, took 4 ms to outline at every first painting of a card. (Only
# the kept paths, the symbols' and the animals': leaving out corners costs more than it saves on a
# path made anew.)
_SYMBOL_TOLERANCE = 0.002


def union(path: QPainterPath) -> QPainterPath:
    return _union(path, _SHAPE_FINENESS)


def _lean_union(path: QPainterPath) -> QPainterPath:
    return _lean(union(path), _SYMBOL_TOLERANCE)


# --- what the table needs ------------------------------------------------------------------------

CARD_ASPECT = 5 / 7  # width / height of every card of the World (and backs, Fumaroles, Sun)
CARD_GAP = 0.04  # a good gap between the cards of a World, as a share of a card's width
TRAVELLER_ASPECT = 9 / 28  # a Traveller: as tall as two land cards and 9/10 of one card wide
ICON_KINDS = ("mountain", "water", "plant", "swamp", "volcano")  # the order of `icons` counts
ANIMALS = ("bear", "rat", "deer", "spirit", "goat", "phoenix", "snake")
TRAVELLERS = ("splash", "burk", "kark", "floulou", "pshit", "boung", "roro", "rumph")
DARK_CITY_VALUES = (9, 7, 5, 4)
LEGEND_KINDS = (*ICON_KINDS, "moon", "portal", "star", "animal", "fumarole", "city", "traveller")

# Banner colours, apart in lightness as well as hue; the symbols and banner ends tell them apart too.
BANNER_COLOURS: dict[str, QColor] = {
    "mountain": QColor("#8b929d"),
    "water": QColor("#2f7bd3"),
    "plant": QColor("#3a9a43"),
    "swamp": QColor("#75702a"),
    "volcano": QColor("#d4472b"),
}
NIGHT_COLOUR = QColor("#1d2556")  # the Moon card's sky
PORTAL_COLOUR = QColor("#9b5cf0")  # the portal's ring
STAR_COLOUR = QColor("#f3b93a")  # stars (points) everywhere
ANIMAL_COLOURS: dict[str, QColor] = {
    "bear": QColor("#70452a"),
    "rat": QColor("#968777"),
    "deer": QColor("#c9742f"),
    "spirit": QColor("#3fb0c6"),
    "goat": QColor("#5f6b82"),
    "phoenix": QColor("#e4502a"),
    "snake": QColor("#5a9f2a"),
}
TRAVELLER_COLOURS: dict[str, QColor] = {
    "splash": QColor("#3b8fe0"),
    "burk": QColor("#7d8a2c"),
    "kark": QColor("#8d8f98"),
    "floulou": QColor("#d98cc4"),
    "pshit": QColor("#55504f"),
    "boung": QColor("#8a55e0"),
    "roro": QColor("#a8693a"),
    "rumph": QColor("#e0502c"),
}
TRAVELLER_NAME_COLOUR = QColor("#2b2140")  # ink for the name the table writes (traveller_name_rect)

# --- palette and geometry -------------------------------------------------------------------------

_INK = QColor("#2b2140")
_CREAM = QColor("#fff8ea")
_WHITE = QColor("#ffffff")
_GOLD_DARK = QColor("#a66d16")
_FONT_FAMILY = "DejaVu Sans"

CARD_W, CARD_H = 1.0, 1.4  # a card's own units (CARD_ASPECT)
_TRAVELLER_W, _TRAVELLER_H = 0.9, 2.8
_BORDER = 0.035  # the cream border round a card's picture
# The half portals: centred on the card's left and right edges, at this height, these radii.
_PORTAL_Y, _PORTAL_RX, _PORTAL_RY, _PORTAL_HALO = 1.08, 0.19, 0.24, 0.05
# (top, height) of the banners of a card with 1, 2 or 3 icons; they run from x 0.05 to 0.95.
_BANNER_ROWS = {1: ((0.11, 0.7),), 2: ((0.1, 0.55), (0.74, 0.55)), 3: ((0.08, 0.39), (0.5, 0.39), (0.92, 0.39))}


def _polygon(*points) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(QPointF(*point))
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def _blobs(*circles) -> QPainterPath:
    """One outline round overlapping circles (cx, cy, r) and ellipses (cx, cy, rx, ry)."""
    path = QPainterPath()
    for circle in circles:
        path.addPath(_ellipse(*circle))
    return union(path)


def _curve(*points) -> QPainterPath:
    """An open path: a start point, then cubic segments given as three points each."""
    path = QPainterPath(QPointF(*points[0]))
    rest = [QPointF(*p) for p in points[1:]]
    for i in range(0, len(rest) - 2, 3):
        path.cubicTo(rest[i], rest[i + 1], rest[i + 2])
    return path


def _mirrored(path: QPainterPath, axis: float = 0.0) -> QPainterPath:
    return QTransform(-1, 0, 0, 1, 2 * axis, 0).map(path)


def _both_sides(path: QPainterPath) -> QPainterPath:
    """`path` and its mirror image across x = 0, as one outline."""
    both = QPainterPath(path)
    both.addPath(_mirrored(path))
    return union(both)


def _placed(path: QPainterPath, cx: float, cy: float, size: float) -> QPainterPath:
    """A path drawn in the box (-1, -1, 2, 2), moved to (cx, cy) and made `size` across."""
    k = size / 2
    return QTransform(k, 0, 0, k, cx, cy).map(path)


def _fill(painter: QPainter, path: QPainterPath, brush, line=None, width: float = 0.0) -> None:
    painter.setPen(Qt.PenStyle.NoPen if line is None else pen(line, width))
    painter.setBrush(brush)
    painter.drawPath(path)


def _vertical(top: float, bottom: float, *colours) -> QLinearGradient:
    """A top-to-bottom gradient through `colours`, evenly spaced."""
    gradient = QLinearGradient(0, top, 0, bottom)
    for i, colour in enumerate(colours):
        gradient.setColorAt(i / (len(colours) - 1), QColor(colour))
    return gradient


def _glow(cx: float, cy: float, radius: float, colour, alpha: float = 1.0) -> QRadialGradient:
    gradient = QRadialGradient(QPointF(cx, cy), radius)
    gradient.setColorAt(0, with_alpha(QColor(colour), alpha))
    gradient.setColorAt(1, with_alpha(QColor(colour), 0.0))
    return gradient


@contextmanager
def _framed(painter: QPainter, rect: QRectF, width: float, height: float):
    """Paint in a `width` x `height` frame fitted (centred) into rect; yields the pixels per unit,
    or 0 when rect is too small to paint in (the caller then paints nothing)."""
    box = fit_aspect(rect, width / height)
    if box.width() <= 0.5 or box.height() <= 0.5:
        yield 0.0
        return
    with unit_frame(painter, box, width, height):
        yield pixels_per_unit(painter)


@contextmanager
def _scaled(painter: QPainter, cx: float, cy: float, kx: float, ky: float | None = None):
    """Paint with (0, 0) moved to (cx, cy) and units scaled by kx (and ky); restored after."""
    painter.save()
    painter.translate(cx, cy)
    painter.scale(kx, kx if ky is None else ky)
    try:
        yield
    finally:
        painter.restore()


@contextmanager
def _clipped(painter: QPainter, path: QPainterPath):
    painter.save()
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
    try:
        yield
    finally:
        painter.restore()


def _rounded(x: float, y: float, w: float, h: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), radius, radius)
    return path


# --- numbers ---------------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _glyphs(text: str) -> QPainterPath:
    outline = QPainterPath()
    outline.addText(QPointF(0, 0), QFont(_FONT_FAMILY, 100, QFont.Weight.Bold), text)
    return outline


def _paint_number(
    painter: QPainter, text: str, centre: QPointF, height: float, fill, outline, max_width: float = 0.0
) -> None:
    """Digits `height` tall centred on `centre` (narrowed to `max_width`), with a halo round them."""
    glyphs = _glyphs(text)
    bounds = glyphs.boundingRect()
    if bounds.isEmpty():
        return
    k = min(height / bounds.height(), max_width / bounds.width() if max_width else math.inf)
    placed = QTransform(k, 0, 0, k, centre.x() - bounds.center().x() * k, centre.y() - bounds.center().y() * k).map(
        glyphs
    )
    painter.strokePath(placed, pen(outline, height * 0.2))
    painter.fillPath(placed, QColor(fill))


# --- the land symbols: (body, detail) in the box (-1, -1, 2, 2) ------------------------------------


def _wave(y: float, x0: float, x1: float, amplitude: float, halves: int) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y))
    step = (x1 - x0) / halves
    for i in range(halves):
        a, b = x0 + i * step, x0 + (i + 1) * step
        bump = amplitude * 1.33 * (-1 if i % 2 == 0 else 1)
        path.cubicTo(QPointF(a + step * 0.3, y + bump), QPointF(b - step * 0.3, y + bump), QPointF(b, y))
    return path


@cache
def _symbol(kind: str) -> tuple[QPainterPath, QPainterPath]:
    """A land type's symbol: its light body and its shaded detail, both in the unit box."""
    if kind == "mountain":
        body = _polygon((-0.96, 0.72), (-0.26, -0.74), (0.1, -0.04), (0.43, -0.44), (0.96, 0.72))
        shade = _polygon((-0.26, -0.74), (0.1, -0.04), (0.32, 0.72), (-0.02, 0.72), (-0.12, 0.18), (-0.2, -0.3))
        shade.addPath(_polygon((0.43, -0.44), (0.96, 0.72), (0.68, 0.72), (0.55, 0.12), (0.47, -0.1)))
        snow = _polygon((-0.26, -0.74), (-0.02, -0.25), (-0.14, -0.32), (-0.26, -0.2), (-0.38, -0.32), (-0.5, -0.25))
        return _lean_union(body), boolean("subtracted", _lean_union(shade), snow)
    if kind == "water":
        body = QPainterPath()
        for y, x0, x1 in ((-0.5, -0.7, 0.7), (0.0, -0.9, 0.9), (0.5, -0.7, 0.7)):
            body.addPath(stroke(_wave(y, x0, x1, 0.14, 4), 0.24, threshold=0.002))
        foam = QPainterPath()
        for x, y in ((-0.2, -0.86), (0.2, -0.9), (0.0, -0.78)):
            foam.addPath(_ellipse(x, y, 0.06))
        body.addPath(foam)
        return _lean_union(body), QPainterPath()
    if kind == "plant":
        crown = _blobs(
            (0, -0.38, 0.42),
            (-0.42, -0.08, 0.34),
            (0.42, -0.08, 0.34),
            (-0.2, 0.14, 0.32),
            (0.2, 0.14, 0.32),
            (0.0, -0.05, 0.4),
        )
        trunk = _polygon((-0.11, 0.3), (0.11, 0.3), (0.13, 0.72), (0.3, 0.9), (-0.3, 0.9), (-0.13, 0.72))
        body = QPainterPath(crown)
        body.addPath(trunk)
        shade = boolean("subtracted", crown, _blobs((-0.1, -0.25, 0.5)))
        shade.addPath(trunk)
        return _lean_union(body), _lean_union(shade)
    if kind == "swamp":
        body = QPainterPath()
        body.addPath(stroke(_wave(0.64, -0.92, 0.92, 0.07, 6), 0.17, threshold=0.002))
        body.addPath(stroke(_wave(0.9, -0.5, 0.5, 0.05, 4), 0.12, threshold=0.002))
        heads = QPainterPath()
        for x0, x1, top in ((-0.42, -0.5, -0.42), (0.0, 0.04, -0.82), (0.42, 0.5, -0.32)):
            stem = _curve((x0, 0.6), (x0, 0.2), (x1, top + 0.3), (x1, top - 0.06))
            body.addPath(stroke(stem, 0.08, threshold=0.002))
            heads.addPath(_ellipse(x1, top + 0.2, 0.11, 0.22))
        for leaf in (
            _curve((-0.2, 0.6), (-0.2, 0.2), (-0.3, -0.05), (-0.62, -0.15)),
            _curve((0.2, 0.6), (0.22, 0.25), (0.5, 0.0), (0.78, 0.0)),
        ):
            body.addPath(stroke(leaf, 0.07, threshold=0.002))
        body.addPath(heads)
        return _lean_union(body), _lean_union(heads)
    if kind == "volcano":
        cone = _polygon((-0.96, 0.8), (-0.32, -0.18), (-0.12, -0.1), (0.12, -0.1), (0.32, -0.18), (0.96, 0.8))
        plume = _blobs((0.0, -0.45, 0.2), (-0.22, -0.6, 0.17), (0.22, -0.66, 0.18), (0.02, -0.82, 0.16))
        body = QPainterPath(cone)
        body.addPath(plume)
        lava = _polygon(
            (-0.12, -0.1),
            (0.12, -0.1),
            (0.06, 0.15),
            (0.2, 0.42),
            (0.1, 0.8),
            (-0.12, 0.8),
            (-0.02, 0.45),
            (-0.16, 0.2),
        )
        lava.addPath(_ellipse(-0.6, 0.55, 0.07))
        return _lean_union(body), boolean("intersected", _lean_union(lava), cone)
    raise ValueError(f"unknown land type: {kind!r}")


def _paint_symbol(painter: QPainter, kind: str, cx: float, cy: float, size: float, ground: QColor) -> None:
    """A land symbol in light ink on its banner colour `ground`, `size` across."""
    body, detail = _symbol(kind)
    light = mix(ground, _WHITE, 0.9)
    _fill(painter, _placed(body, cx, cy, size), light, ground.darker(210), size * 0.045)
    if kind == "volcano":
        _fill(painter, _placed(detail, cx, cy, size), QColor("#f5a623"))
    else:
        _fill(painter, _placed(detail, cx, cy, size), mix(ground, light, 0.45))


# --- animals: (path, role) in the box (-1, -1, 2, 2); the first is the silhouette ---------------


def _animal_bear():
    head = _blobs((0, 0.12, 0.72, 0.62), (-0.52, -0.42, 0.25), (0.52, -0.42, 0.25))
    ears = QPainterPath()
    for x in (-0.52, 0.52):
        ears.addPath(_ellipse(x, -0.4, 0.12))
    muzzle = _ellipse(0, 0.36, 0.32, 0.24)
    nose = _ellipse(0, 0.27, 0.13, 0.09)
    eyes = QPainterPath()
    for x in (-0.26, 0.26):
        eyes.addPath(_ellipse(x, 0.0, 0.08))
    return (_lean(head, _SYMBOL_TOLERANCE), "body"), (ears, "light"), (muzzle, "light"), (nose, "dark"), (eyes, "dark")


def _animal_rat():
    body = QPainterPath(_ellipse(0.12, 0.15, 0.52, 0.38))
    body.addPath(_polygon((-0.22, -0.16), (-0.94, 0.26), (-0.2, 0.48)))
    body.addPath(_ellipse(-0.32, -0.2, 0.2))
    for x in (-0.15, 0.35):
        body.addPath(_ellipse(x, 0.5, 0.12, 0.08))
    body.addPath(stroke(_curve((0.55, 0.25), (0.98, 0.35), (0.98, -0.3), (0.7, -0.5)), 0.09))
    ear = _ellipse(-0.32, -0.2, 0.1)
    eye = _ellipse(-0.5, 0.1, 0.06)
    return (_lean_union(body), "body"), (ear, "light"), (eye, "dark"), (_ellipse(-0.92, 0.26, 0.06), "dark")


def _animal_deer():
    antler = QPainterPath()
    for curve in (
        _curve((-0.14, -0.2), (-0.3, -0.5), (-0.5, -0.7), (-0.62, -0.95)),
        _curve((-0.34, -0.55), (-0.22, -0.68), (-0.16, -0.78), (-0.14, -0.9)),
        _curve((-0.5, -0.74), (-0.66, -0.72), (-0.8, -0.66), (-0.92, -0.6)),
    ):
        antler.addPath(stroke(curve, 0.1))
    ear = QTransform().translate(-0.45, -0.1).rotate(-25).map(_ellipse(0, 0, 0.24, 0.11))
    head = QPainterPath(_ellipse(0, 0.08, 0.32, 0.36))
    head.addPath(_ellipse(0, 0.5, 0.2, 0.24))
    head.addPath(_both_sides(antler))
    head.addPath(_both_sides(ear))
    eyes = QPainterPath()
    for x in (-0.14, 0.14):
        eyes.addPath(_ellipse(x, 0.08, 0.065))
    spots = QPainterPath()
    for x, y in ((0.0, -0.12), (-0.08, 0.26), (0.08, 0.26)):
        spots.addPath(_ellipse(x, y, 0.04))
    return (_lean_union(head), "body"), (eyes, "dark"), (_ellipse(0, 0.66, 0.1, 0.07), "dark"), (spots, "light")


def _animal_goat():
    horn = stroke(_curve((-0.14, -0.3), (-0.26, -0.86), (-0.74, -0.9), (-0.72, -0.42)), 0.15)
    ear = QTransform().translate(-0.46, 0.02).rotate(18).map(_ellipse(0, 0, 0.24, 0.09))
    head = QPainterPath(_ellipse(0, 0.05, 0.3, 0.4))
    head.addPath(_ellipse(0, 0.42, 0.22, 0.2))
    head.addPath(_polygon((-0.13, 0.5), (0.13, 0.5), (0.0, 0.98)))
    head.addPath(_both_sides(horn))
    head.addPath(_both_sides(ear))
    eyes = QPainterPath()
    for x in (-0.14, 0.14):
        eyes.addPath(_ellipse(x, 0.0, 0.08, 0.04))
    horns = boolean("intersected", _both_sides(horn), _ellipse(0, -0.5, 0.9, 0.42))
    return (_lean_union(head), "body"), (horns, "light"), (eyes, "dark"), (_ellipse(0, 0.52, 0.09, 0.06), "dark")


def _animal_spirit():
    body = QPainterPath(_ellipse(0, -0.28, 0.5))
    body.addPath(_curve((-0.5, -0.2), (-0.52, 0.5), (0.0, 0.6), (0.62, 0.92), (0.3, 0.55), (0.52, 0.3), (0.5, -0.2)))
    body.addPath(stroke(_curve((-0.42, 0.05), (-0.7, 0.05), (-0.8, -0.15), (-0.78, -0.3)), 0.14))
    eyes = QPainterPath()
    for x in (-0.18, 0.18):
        eyes.addPath(_ellipse(x, -0.3, 0.09, 0.15))
    glints = QPainterPath()
    for x, y, r in ((0.75, -0.7, 0.08), (-0.75, -0.72, 0.06), (0.82, 0.15, 0.05)):
        glints.addPath(star_path(x, y, r * 1.6, r * 0.5, 4, 0))
    return (_lean_union(body), "body"), (eyes, "dark"), (glints, "accent")


def _animal_phoenix():
    wing = _polygon(
        (0.08, -0.05),
        (0.35, -0.5),
        (0.7, -0.78),
        (0.98, -0.82),
        (0.8, -0.5),
        (0.9, -0.36),
        (0.62, -0.18),
        (0.68, -0.02),
        (0.15, 0.2),
    )
    tail = QPainterPath()
    for x in (-0.36, 0.0, 0.36):
        tail.addPath(_polygon((-0.12, 0.3), (0.12, 0.3), (x, 0.98)))
    crest = QPainterPath()
    for x, lean in ((-0.08, -0.18), (0.0, 0.0), (0.08, 0.18)):
        crest.addPath(_polygon((x - 0.07, -0.45), (x + 0.07, -0.45), (x + lean, -0.82)))
    body = QPainterPath(_ellipse(0, 0.1, 0.2, 0.34))
    body.addPath(_ellipse(0, -0.36, 0.17))
    body.addPath(_both_sides(wing))
    body.addPath(tail)
    body.addPath(crest)
    beak = _polygon((-0.06, -0.32), (0.06, -0.32), (0.0, -0.18))
    flames = QPainterPath()
    for x in (-0.55, 0.55):
        flames.addPath(_ellipse(x, -0.42, 0.08, 0.05))
    return (_lean_union(body), "body"), (beak, "accent"), (_ellipse(0, -0.42, 0.05), "dark"), (flames, "accent")


def _animal_snake():
    spine = _curve(
        (0.82, 0.7),
        (0.2, 0.98),
        (-0.85, 0.78),
        (-0.58, 0.25),
        (-0.36, -0.12),
        (0.55, 0.18),
        (0.55, -0.3),
        (0.55, -0.58),
        (0.22, -0.68),
        (0.0, -0.6),
    )
    body = QPainterPath(stroke(spine, 0.26))
    body.addPath(_ellipse(-0.16, -0.6, 0.26, 0.19))
    tongue = stroke(_curve((-0.4, -0.58), (-0.5, -0.58), (-0.56, -0.58), (-0.62, -0.58)), 0.05)
    for tip in (-0.68, -0.48):
        tongue.addPath(stroke(_curve((-0.6, -0.58), (-0.64, -0.6), (-0.7, tip), (-0.76, tip)), 0.05))
    stripes = QPainterPath()
    for fraction in (0.12, 0.26, 0.42, 0.58, 0.74):
        point = spine.pointAtPercent(fraction)
        stripes.addPath(_ellipse(point.x(), point.y(), 0.06))
    return (
        (_lean_union(body), "body"),
        (_lean_union(tongue), "accent"),
        (_ellipse(-0.12, -0.66, 0.055), "dark"),
        (stripes, "light"),
    )


_ANIMAL_ART = {
    "bear": _animal_bear,
    "rat": _animal_rat,
    "deer": _animal_deer,
    "spirit": _animal_spirit,
    "goat": _animal_goat,
    "phoenix": _animal_phoenix,
    "snake": _animal_snake,
}


@cache
def _animal(name: str):
    if name not in _ANIMAL_ART:
        raise ValueError(f"unknown animal: {name!r} (one of {', '.join(ANIMALS)})")
    return _ANIMAL_ART[name]()


_ANIMAL_LINE = 0.1  # the outline's width, in the animal's box (-1, -1, 2, 2)


@cache
def _animal_outline(name: str) -> QPainterPath:
    """The area the outline of the animal's silhouette covers, in its box: a pen stroking it at
    every painting took 0.6-0.9 ms an animal, a Traveller's first picture 2-8 ms; its stroke,
    made once and filled, 0.1 (as a pen paints it: the same pixels from a line a pixel wide)."""
    return stroke(_animal(name)[0][0], _ANIMAL_LINE)


def _paint_animal(painter: QPainter, name: str, cx: float, cy: float, size: float, px: float) -> None:
    """An animal `size` across: its silhouette in its colour, outlined, with eyes and markings."""
    colour = ANIMAL_COLOURS[name]
    roles = {"light": mix(colour, _WHITE, 0.6), "dark": _INK, "accent": QColor("#ffcf3f")}
    parts = _animal(name)
    _fill(painter, _placed(parts[0][0], cx, cy, size), colour)
    _fill(painter, _placed(_animal_outline(name), cx, cy, size), _INK)
    if size * px < 9:
        return
    for path, role in parts[1:]:
        _fill(painter, _placed(path, cx, cy, size), roles[role])


def _paint_animal_badge(
    painter: QPainter, name: str, cx: float, cy: float, radius: float, rim: QColor, px: float
) -> None:
    """An animal on a cream disc."""
    disc = _ellipse(cx, cy, radius)
    _fill(painter, disc, _glow(cx - radius * 0.3, cy - radius * 0.3, radius * 1.6, _CREAM), rim, radius * 0.14)
    _fill(painter, disc, _glow(cx, cy, radius, _CREAM, 0.7))
    _paint_animal(painter, name, cx, cy, radius * 1.65, px)


# --- banners ---------------------------------------------------------------------------------------

# Each land type's banner end, from the top corner to the bottom one: points (u, v) with u the depth
# into the banner (in units of the end's depth) and v the share of the banner's height.
_BANNER_ENDS = {
    "mountain": ((1, 0), (0, 0.5), (1, 1)),
    "swamp": ((0, 0), (1, 0.5), (0, 1)),
    "volcano": ((1, 0), (0.1, 0.17), (0.6, 0.33), (0, 0.5), (0.6, 0.67), (0.1, 0.83), (1, 1)),
}


def _banner_end(path: QPainterPath, x1: float, y: float, h: float, depth: float, kind: str) -> None:
    """Continue `path` down the right end of a banner whose right edge is x1."""
    if kind == "plant":  # a round end
        path.lineTo(x1 - depth, y)
        path.cubicTo(x1 + depth * 0.33, y, x1 + depth * 0.33, y + h, x1 - depth, y + h)
    elif kind == "water":  # a wave
        path.lineTo(x1 - depth * 0.5, y)
        for i, bulge in enumerate((0.66, -0.66)):
            top, bottom = y + h * i / 2, y + h * (i + 1) / 2
            ctrl = x1 - depth * 0.5 + depth * bulge
            path.cubicTo(ctrl, top + h * 0.16, ctrl, bottom - h * 0.16, x1 - depth * 0.5, bottom)
    else:
        for u, v in _BANNER_ENDS[kind]:
            path.lineTo(x1 - u * depth, y + v * h)


@cache
def _banner_path(x0: float, y: float, x1: float, h: float, kind: str) -> QPainterPath:
    cx = (x0 + x1) / 2
    half = QPainterPath(QPointF(cx, y))
    _banner_end(half, x1, y, h, min(h * 0.24, 0.12), kind)
    half.lineTo(cx, y + h)
    half.closeSubpath()
    both = QPainterPath(half)
    both.addPath(_mirrored(half, cx))
    return union(both)


_TEXTURES = {
    # faint marks printed on each banner's cloth (only when the card is big)
    "mountain": lambda x, y: _polygon((x - 0.05, y + 0.03), (x, y - 0.04), (x + 0.05, y + 0.03)),
    "water": lambda x, y: stroke(_wave(y, x - 0.06, x + 0.06, 0.015, 2), 0.012),
    "plant": lambda x, y: _polygon((x, y - 0.04), (x + 0.025, y), (x, y + 0.04), (x - 0.025, y)),
    "swamp": lambda x, y: _ellipse(x, y, 0.018),
    "volcano": lambda x, y: star_path(x, y, 0.03, 0.012, 4, 0),
}


@cache
def _texture(kind: str, y: float, h: float) -> QPainterPath:
    path = QPainterPath()
    rows = max(2, int(h / 0.09))
    for r in range(rows):
        for c in range(9):
            x = 0.1 + c * 0.1 + (0.05 if r % 2 else 0.0)
            path.addPath(_TEXTURES[kind](x, y + (r + 0.5) * h / rows))
    return path


def _paint_banner(painter: QPainter, kind: str, top: float, h: float, animal: str | None, px: float) -> None:
    colour = BANNER_COLOURS[kind]
    x0, x1 = 0.05, 0.95
    shape = _banner_path(x0, top, x1, h, kind)
    _fill(painter, shape.translated(0.012, 0.018), QColor(40, 30, 70, 60))
    _fill(
        painter,
        shape,
        _vertical(top, top + h, colour.lighter(122), colour, colour.darker(118)),
        colour.darker(190),
        0.016,
    )
    if px >= 110:
        with _clipped(painter, shape):
            _fill(painter, _texture(kind, top, h), with_alpha(mix(colour, _WHITE, 0.5), 0.22))
    if px >= 70:
        inner = _banner_path(x0 + 0.03, top + 0.025, x1 - 0.03, h - 0.05, kind)
        stitch = pen(with_alpha(mix(colour, _WHITE, 0.65), 0.8), 0.008, style=Qt.PenStyle.DashLine)
        painter.strokePath(inner, stitch)
    cy = top + h / 2
    size = h * 0.8
    if kind == "plant" and animal is not None:
        _paint_symbol(painter, kind, 0.5 - size * 0.34, cy, size * 0.86, colour)
        _paint_animal_badge(painter, animal, 0.5 + size * 0.42, cy, size * 0.35, colour.darker(160), px)
    else:
        _paint_symbol(painter, kind, 0.5, cy, size, colour)


# --- card stock -------------------------------------------------------------------------------------


def _card_path(w: float = CARD_W, h: float = CARD_H, inset: float = 0.004, radius: float = 0.055) -> QPainterPath:
    return _rounded(inset, inset, w - 2 * inset, h - 2 * inset, radius)


def _picture_path(w: float = CARD_W, h: float = CARD_H) -> QPainterPath:
    return _rounded(_BORDER, _BORDER, w - 2 * _BORDER, h - 2 * _BORDER, 0.035)


def _paint_stock(painter: QPainter, border, w: float = CARD_W, h: float = CARD_H) -> None:
    """The card's border (a colour or gradient) with its fine dark edge."""
    _fill(painter, _card_path(w, h), border, QColor(43, 33, 64, 170), 0.01)


@contextmanager
def _picture(painter: QPainter, border):
    """A card's stock and border; inside, the painting is clipped to the picture the border frames."""
    _paint_stock(painter, border)
    with _clipped(painter, _picture_path()):
        yield


def _paint_lit(painter: QPainter, w: float = CARD_W, h: float = CARD_H) -> None:
    """A golden glow along the inside of the card's edge: a card that may be chosen or moved."""
    shape = _card_path(w, h)
    for width, alpha in ((0.2, 0.25), (0.12, 0.45), (0.05, 1.0)):
        rim = boolean("intersected", stroke(shape, width), shape)
        painter.fillPath(rim, QColor.fromRgbF(1.0, 0.8, 0.25, alpha))


@cache
def _cloud_bank(y: float, w: float = CARD_W) -> QPainterPath:
    """A row of puffy clouds along the bottom, the same on the left and the right."""
    half = [(0.0, y + 0.02, 0.13), (0.15, y - 0.02, 0.1), (0.3, y + 0.03, 0.12), (0.44, y + 0.01, 0.1)]
    puffs = [(x, cy, r, r * 0.75) for x, cy, r in half] + [(w - x, cy, r, r * 0.75) for x, cy, r in half]
    bank = _blobs(*puffs)
    bank.addRect(QRectF(-0.1, y + 0.04, w + 0.2, 0.3))
    return union(bank)


def _paint_day_sky(painter: QPainter, px: float) -> None:
    _fill(painter, _picture_path(), _vertical(0, CARD_H, "#b7e1f7", "#e6e4f9", "#fbe1ee"))
    _fill(painter, _ellipse(0.78, 0.2, 0.5), _glow(0.78, 0.2, 0.5, "#fff6d0", 0.7))
    _fill(painter, _cloud_bank(1.17), QColor("#f1e8fb"))
    _paint_islet(painter, px)
    _fill(painter, _cloud_bank(1.27), _vertical(1.2, 1.4, _WHITE, "#eef3fb"), QColor("#c4c9e8"), 0.01)
    if px >= 90:
        for x, y, r in ((0.1, 0.07, 0.018), (0.9, 0.72, 0.014), (0.12, 0.78, 0.012)):
            _fill(painter, star_path(x, y, r * 2, r * 0.6, 4, 0), with_alpha(_WHITE, 0.9))


@cache
def _islet() -> tuple[QPainterPath, QPainterPath]:
    """A small floating island low on the card: its rock and its grassy top."""
    rock = _curve(
        (0.27, 0.99),
        (0.3, 1.08),
        (0.42, 1.12),
        (0.47, 1.2),
        (0.5, 1.24),
        (0.53, 1.2),
        (0.56, 1.14),
        (0.62, 1.1),
        (0.7, 1.06),
        (0.73, 0.99),
    )
    rock.closeSubpath()
    grass = _blobs((0.5, 0.99, 0.24, 0.045), (0.36, 0.975, 0.07, 0.04), (0.62, 0.97, 0.08, 0.045))
    return rock, grass


def _paint_islet(painter: QPainter, px: float) -> None:
    rock, grass = _islet()
    _fill(painter, rock, _vertical(0.98, 1.24, "#a48a8e", "#6f5a68"), QColor("#4f4058"), 0.01)
    _fill(painter, grass, _vertical(0.93, 1.03, "#9fdc7a", "#5fae4c"), QColor("#3f7a3a"), 0.01)
    if px >= 90:
        for x, h in ((0.38, 0.05), (0.58, 0.07)):
            painter.strokePath(
                _curve((x, 1.04), (x - 0.01, 1.04 + h / 3), (x + 0.01, 1.04 + h * 0.66), (x, 1.04 + h)),
                pen(QColor("#5fae4c"), 0.008),
            )


def _paint_night_sky(painter: QPainter, px: float) -> None:
    _fill(painter, _picture_path(), _vertical(0, CARD_H, "#0f1440", NIGHT_COLOUR, "#33407e"))
    stars = (
        (0.15, 0.15, 0.03),
        (0.82, 0.1, 0.025),
        (0.88, 0.5, 0.03),
        (0.1, 0.62, 0.022),
        (0.6, 0.08, 0.018),
        (0.3, 0.95, 0.02),
        (0.75, 0.95, 0.025),
        (0.5, 1.02, 0.015),
        (0.22, 0.38, 0.015),
    )
    for x, y, r in stars:
        _fill(painter, star_path(x, y, r * 1.6, r * 0.45, 4, 0), QColor("#fff3c4"))
    if px >= 90:
        for x, y in ((0.4, 0.2), (0.92, 0.3), (0.08, 0.85), (0.66, 1.08), (0.35, 0.72)):
            _fill(painter, _ellipse(x, y, 0.007), QColor("#e9ecff"))
    _fill(painter, _cloud_bank(1.17), QColor("#2a3470"))
    _fill(painter, _cloud_bank(1.27), _vertical(1.2, 1.4, "#4a5695", "#343f7c"), QColor("#6c78b4"), 0.01)


@cache
def _crescent() -> QPainterPath:
    return boolean("subtracted", _ellipse(0, 0, 0.8), _ellipse(0.42, -0.26, 0.7))


def _paint_moon(painter: QPainter, cx: float, cy: float, size: float, px: float) -> None:
    _fill(painter, _ellipse(cx, cy, size * 0.75), _glow(cx, cy, size * 0.75, "#fff1b8", 0.45))
    moon = _placed(_crescent(), cx, cy, size)
    _fill(painter, moon, _glow(cx - size * 0.2, cy + size * 0.1, size * 0.6, "#fff8d8"), QColor("#c9a640"), size * 0.03)
    _fill(painter, moon, QColor("#ffe89a"))
    _fill(painter, moon, _glow(cx - size * 0.25, cy, size * 0.45, "#fffbe8"))
    if px * size >= 40:
        craters = QPainterPath()
        for x, y, r in ((-0.45, -0.1, 0.09), (-0.3, 0.35, 0.07), (-0.05, 0.55, 0.05)):
            craters.addPath(_ellipse(x, y, r))
        _fill(painter, _placed(craters, cx, cy, size), QColor(201, 166, 64, 110))


# --- portals -----------------------------------------------------------------------------------------


def _paint_portal(painter: QPainter, cx: float, cy: float, rx: float, ry: float, px: float) -> None:
    """A whole portal ring centred at (cx, cy); a card clips it to its own half."""
    halo = _PORTAL_HALO
    glow = QRadialGradient(QPointF(cx, cy), max(rx, ry) + halo)
    glow.setColorAt(0.6, with_alpha(QColor("#c9a2ff"), 0.7))
    glow.setColorAt(1.0, with_alpha(QColor("#c9a2ff"), 0.0))
    _fill(painter, _ellipse(cx, cy, rx + halo, ry + halo), glow)
    vortex = QRadialGradient(QPointF(cx, cy), max(rx, ry))
    vortex.setColorAt(0, QColor("#f4ffff"))
    vortex.setColorAt(0.3, QColor("#7ff3ff"))
    vortex.setColorAt(0.75, QColor("#7a47d6"))
    vortex.setColorAt(1, QColor("#3a1c78"))
    _fill(painter, _ellipse(cx, cy, rx, ry), vortex)
    if px >= 40:
        for i, k in enumerate((0.78, 0.56, 0.34)):  # ripples: a portal is the same left and right
            painter.strokePath(_ellipse(cx, cy, rx * k, ry * k), pen(QColor(240, 230, 255, 150 - 30 * i), 0.018))
    ring = _ellipse(cx, cy, rx, ry)
    painter.strokePath(ring, pen(QColor("#5b2aa8"), 0.06))
    painter.strokePath(ring, pen(PORTAL_COLOUR, 0.038))
    painter.strokePath(ring, pen(QColor("#f3e6ff"), 0.012))
    if px >= 90:
        for i in range(8):
            a = math.radians(i * 45 + 22.5)
            x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
            _fill(painter, star_path(x, y, 0.022, 0.008, 4, 0), _WHITE)


def _paint_portal_halves(painter: QPainter, px: float) -> None:
    with _clipped(painter, _card_path()):
        for x in (0.0, CARD_W):
            _paint_portal(painter, x, _PORTAL_Y, _PORTAL_RX, _PORTAL_RY, px)


def portal_link_rect(left: QRectF, right: QRectF) -> QRectF:
    """Where paint_portal_link paints the finished portal between two portal cards side by side
    (`left` and `right` are the rects the two cards were painted in)."""
    a, b = fit_aspect(left, CARD_ASPECT), fit_aspect(right, CARD_ASPECT)
    unit = (a.width() + b.width()) / 2
    reach = (_PORTAL_RX + _PORTAL_HALO) * unit
    cy = (a.top() + b.top()) / 2 + _PORTAL_Y * unit
    half = (_PORTAL_RY + _PORTAL_HALO) * unit
    return QRectF(a.right() - reach, cy - half, b.left() - a.right() + 2 * reach, 2 * half)


def paint_portal_link(painter: QPainter, rect: QRectF) -> None:
    """The completed portal over the seam of two portal cards (rect from portal_link_rect): one
    whole ring, its vortex bright, sparkles round it."""
    if rect.height() <= 0.5 or rect.width() <= 0.5:
        return
    unit = rect.height() / (2 * (_PORTAL_RY + _PORTAL_HALO))
    rx = rect.width() / 2 / unit - _PORTAL_HALO
    with unit_frame(painter, rect, rect.width() / unit, rect.height() / unit):
        px = pixels_per_unit(painter)
        cx, cy = rect.width() / unit / 2, _PORTAL_RY + _PORTAL_HALO
        _paint_portal(painter, cx, cy, rx, _PORTAL_RY, px)
        _fill(painter, _ellipse(cx, cy, rx * 0.6, _PORTAL_RY * 0.6), _glow(cx, cy, rx * 0.6, _WHITE, 0.95))
        ring = _ellipse(cx, cy, rx, _PORTAL_RY)  # a finished portal: its ring turns to gold
        painter.strokePath(ring, pen(QColor("#7a4a08"), 0.062))
        painter.strokePath(ring, pen(STAR_COLOUR, 0.04))
        painter.strokePath(ring, pen(QColor("#fff4c0"), 0.014))
        spark = min(rx, _PORTAL_RY) * 0.6
        _fill(painter, star_path(cx, cy, spark, spark * 0.25, 4, 0), _WHITE)
        for a in range(0, 360, 60):
            x, y = cx + rx * math.cos(math.radians(a)), cy + _PORTAL_RY * math.sin(math.radians(a))
            _fill(painter, star_path(x, y, 0.035, 0.011, 4, 0), QColor("#fff8dc"), QColor("#a66d16"), 0.005)


# --- land cards ------------------------------------------------------------------------------------


def _counts(icons) -> tuple[int, ...]:
    """Counts of ICON_KINDS, from five counts or from a sequence of kind names."""
    icons = tuple(icons or ())
    if icons and all(isinstance(i, str) for i in icons):
        unknown = [i for i in icons if i not in ICON_KINDS]
        if unknown:
            raise ValueError(f"unknown land type: {unknown[0]!r}")
        return tuple(icons.count(kind) for kind in ICON_KINDS)
    if not icons:
        return (0,) * len(ICON_KINDS)
    if len(icons) != len(ICON_KINDS) or any(not isinstance(n, int) or n < 0 for n in icons):
        raise ValueError(f"icons must be {len(ICON_KINDS)} counts ({', '.join(ICON_KINDS)}), not {icons!r}")
    return icons


def _paint_start_mark(painter: QPainter) -> None:
    """A little flag planted on the floating island: a start card."""
    with _scaled(painter, 0.47, 0.985, 0.13):  # a flag one unit tall, its foot at (0, 0)
        painter.strokePath(_curve((0, 0), (0, -0.4), (0, -0.8), (0, -1.05)), pen(QColor("#5a3b22"), 0.14))
        flag = _curve((0, -1.0), (0.35, -1.15), (0.6, -0.85), (1.05, -1.0))
        flag.lineTo(1.05, -0.45)
        flag.cubicTo(0.6, -0.3, 0.35, -0.6, 0, -0.45)
        flag.closeSubpath()
        _fill(painter, flag, _vertical(-1.1, -0.3, "#ff8a5c", "#e0402a"), QColor("#7a1a0c"), 0.07)
        _fill(painter, _ellipse(0, -1.08, 0.11), QColor("#f3c34a"), QColor("#7a5a12"), 0.05)


@pictured
def paint_land_card(
    painter: QPainter,
    rect: QRectF,
    icons,
    animals=(),
    *,
    moon: bool = False,
    portal: bool = False,
    start: bool = False,
    lit: bool = False,
) -> None:
    """A land card face up, CARD_ASPECT, centred in rect.

    icons: counts of ICON_KINDS (mountain, water, plant, swamp, volcano), one to three icons in all,
    each on a banner of its own (or a sequence of kind names); animals: one of ANIMALS per plant icon,
    in order (a plant without one shows its tree alone). moon: the night card with a Moon (no icons);
    portal: half a portal on each side edge (two portal cards side by side make one ring; paint
    paint_portal_link over the seam once it is complete); start: a start card (a red flag on the
    floating island, a coral border); lit: a golden glow along the inside of the edge.
    """
    counts = _counts(icons)
    total = sum(counts)
    if moon and total:
        raise ValueError("a Moon card has no other icon")
    if not moon and not 1 <= total <= 3:
        raise ValueError(f"a land card has one to three icons, not {total}")
    animals = tuple(animals or ())
    if len(animals) > counts[2]:
        raise ValueError(f"{len(animals)} animals for {counts[2]} plants")
    for name in animals:
        _animal(name)
    with _framed(painter, rect, CARD_W, CARD_H) as px:
        if not px:
            return
        border = _vertical(0, CARD_H, "#ffd3c4", "#f09a86") if start else (QColor("#dfe3f5") if moon else _CREAM)
        with _picture(painter, border):
            if moon:
                _paint_night_sky(painter, px)
                _paint_moon(painter, 0.5, 0.52, 0.78, px)
            else:
                _paint_day_sky(painter, px)
                kinds = [kind for kind, n in zip(ICON_KINDS, counts, strict=True) for _ in range(n)]
                plants = iter(animals)
                for kind, (top, h) in zip(kinds, _BANNER_ROWS[total], strict=False):
                    _paint_banner(painter, kind, top, h, next(plants, None) if kind == "plant" else None, px)
            if start:
                _paint_start_mark(painter)
        if portal:
            _paint_portal_halves(painter, px)
        if lit:
            _paint_lit(painter)


# --- the back: the Tzimimes --------------------------------------------------------------------------


def _paint_tzimime(painter: QPainter, cx: float, cy: float, size: float, colour, eyes: int, px: float) -> None:
    """A Tzimime: a floating bell of a creature with fins, trailing tendrils and many eyes."""
    colour = QColor(colour)
    k = size / 2
    with _scaled(painter, cx, cy, k):
        for i, x in enumerate((-0.45, -0.15, 0.15, 0.45)):
            sway = 0.2 if i % 2 else -0.2
            tendril = _curve((x, 0.2), (x + sway, 0.5), (x - sway, 0.75), (x + sway * 0.5, 1.0))
            painter.strokePath(tendril, pen(colour.darker(250), 0.17))
            painter.strokePath(tendril, pen(colour.darker(120), 0.1))
        fin = _curve((0.55, -0.1), (0.95, -0.5), (1.0, 0.1), (0.6, 0.25))
        fins = _both_sides(stroke(fin, 0.16))
        _fill(painter, fins, colour.darker(130), colour.darker(250), 0.04)
        bell = _curve(
            (-0.65, 0.3), (-0.75, -0.45), (-0.35, -0.85), (0.0, -0.85), (0.35, -0.85), (0.75, -0.45), (0.65, 0.3)
        )
        bell.cubicTo(0.35, 0.42, -0.35, 0.42, -0.65, 0.3)
        _fill(
            painter,
            bell,
            _vertical(-0.85, 0.4, colour.lighter(140), colour, colour.darker(125)),
            colour.darker(250),
            0.05,
        )
        spots = ((0.0, -0.25, 0.26),) if eyes == 1 else ((0.0, -0.38, 0.2), (-0.33, -0.05, 0.14), (0.33, -0.05, 0.14))
        for x, y, r in spots:
            _fill(painter, _ellipse(x, y, r), _WHITE, colour.darker(250), 0.04)
            _fill(painter, _ellipse(x + r * 0.15, y + r * 0.15, r * 0.55), _INK)
            if px * k >= 12:
                _fill(painter, _ellipse(x - r * 0.15, y - r * 0.2, r * 0.2), _WHITE)
        if px * k >= 14:
            _fill(painter, _ellipse(-0.35, -0.55, 0.12, 0.07), with_alpha(_WHITE, 0.6))
            antenna = _curve((0.0, -0.84), (0.05, -1.0), (0.25, -1.05), (0.3, -0.98))
            painter.strokePath(antenna, pen(colour.darker(250), 0.05))
            _fill(painter, _ellipse(0.3, -0.98, 0.08), QColor("#ffe46b"))


@pictured
def paint_tzimimes_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a land card (a desolated card, the draw pile): the Tzimimes, strange creatures
    of the sky, in a violet night."""
    with _framed(painter, rect, CARD_W, CARD_H) as px:
        if not px:
            return
        with _picture(painter, QColor("#d9c8f2")):
            _fill(painter, _picture_path(), _vertical(0, CARD_H, "#2a1552", "#5a2a86", "#8c3f8f"))
            swirl = QPainterPath()
            for r in (0.3, 0.45, 0.6, 0.75):
                swirl.addEllipse(QPointF(0.5, 0.62), r, r * 0.85)
            painter.strokePath(swirl, pen(QColor(255, 210, 255, 40), 0.035))
            for x, y, r in ((0.12, 0.12, 0.025), (0.86, 0.2, 0.03), (0.2, 0.9, 0.02), (0.9, 0.86, 0.022)):
                _fill(painter, star_path(x, y, r * 1.8, r * 0.5, 4, 0), QColor("#ffe9ff"))
            _fill(painter, _cloud_bank(1.22), with_alpha(QColor("#d7a9e6"), 0.6))
            _paint_tzimime(painter, 0.5, 0.6, 0.66, "#39c4b0", 3, px)
            _paint_tzimime(painter, 0.18, 0.28, 0.22, "#f57fb1", 1, px)
            _paint_tzimime(painter, 0.82, 1.02, 0.24, "#f8c74a", 1, px)
        frame = _rounded(0.075, 0.075, CARD_W - 0.15, CARD_H - 0.15, 0.03)
        painter.strokePath(frame, pen(QColor(255, 230, 255, 150), 0.012))


# --- Fumaroles ----------------------------------------------------------------------------------------


@cache
def _smoke() -> tuple[QPainterPath, ...]:
    """Three columns of smoke rising from the vents, back to front."""
    return (
        _blobs((0.3, 0.85, 0.16), (0.22, 0.65, 0.15), (0.3, 0.45, 0.14), (0.2, 0.26, 0.13), (0.3, 0.1, 0.1)),
        _blobs((0.72, 0.8, 0.15), (0.8, 0.6, 0.14), (0.7, 0.42, 0.15), (0.8, 0.22, 0.12), (0.74, 0.07, 0.09)),
        _blobs((0.5, 0.98, 0.2), (0.42, 0.75, 0.18), (0.56, 0.55, 0.2), (0.45, 0.33, 0.17), (0.55, 0.14, 0.13)),
    )


@pictured
def paint_fumarole(painter: QPainter, rect: QRectF) -> None:
    """The Fumarole that covers a card: dark rock split by glowing cracks, smoke rising."""
    with _framed(painter, rect, CARD_W, CARD_H) as px:
        if not px:
            return
        with _picture(painter, QColor("#6d625e")):
            _fill(painter, _picture_path(), _vertical(0, CARD_H, "#5a4f58", "#3a3236", "#2a2220"))
            _fill(painter, _ellipse(0.5, 1.15, 0.6, 0.4), _glow(0.5, 1.15, 0.6, "#ff7a1f", 0.55))
            rock = _polygon(
                (-0.05, 1.45),
                (-0.05, 1.02),
                (0.16, 0.98),
                (0.3, 1.06),
                (0.42, 0.96),
                (0.58, 1.0),
                (0.7, 0.93),
                (0.86, 1.02),
                (1.05, 0.97),
                (1.05, 1.45),
            )
            _fill(painter, rock, _vertical(0.93, 1.4, "#4a3d3a", "#1e1716"), QColor("#120c0b"), 0.014)
            cracks = QPainterPath()
            for points in (
                ((0.3, 1.06), (0.34, 1.16), (0.28, 1.26), (0.33, 1.4)),
                ((0.58, 1.0), (0.55, 1.12), (0.62, 1.22), (0.58, 1.4)),
                ((0.62, 1.22), (0.75, 1.27)),
                ((0.34, 1.16), (0.2, 1.2)),
            ):
                crack = QPainterPath(QPointF(*points[0]))
                for p in points[1:]:
                    crack.lineTo(QPointF(*p))
                cracks.addPath(crack)
            painter.strokePath(cracks, pen(QColor(255, 120, 30, 120), 0.05))
            painter.strokePath(cracks, pen(QColor("#ffb347"), 0.018))
            for i, puff in enumerate(_smoke()):
                shade = 0.55 + 0.12 * i
                _fill(
                    painter,
                    puff,
                    _vertical(
                        0.0,
                        1.1,
                        QColor.fromRgbF(shade + 0.15, shade + 0.13, shade + 0.16),
                        QColor.fromRgbF(shade - 0.2, shade - 0.22, shade - 0.22),
                    ),
                    QColor("#2a2326"),
                    0.014,
                )
            if px >= 60:
                for x, y in ((0.2, 0.9), (0.8, 0.84), (0.62, 0.7), (0.36, 0.6), (0.14, 0.5)):
                    _fill(painter, _ellipse(x, y, 0.013), QColor("#ffb040"))


# --- Dark Cities -------------------------------------------------------------------------------------


@cache
def _skyline() -> QPainterPath:
    towers = QPainterPath()
    for x, w, top, roof in (
        (-0.62, 0.16, 0.1, "flat"),
        (-0.48, 0.14, -0.15, "spire"),
        (-0.32, 0.18, 0.02, "dome"),
        (-0.12, 0.2, -0.38, "spire"),
        (0.1, 0.16, -0.08, "flat"),
        (0.24, 0.14, -0.24, "spire"),
        (0.4, 0.18, 0.06, "dome"),
        (0.56, 0.14, 0.16, "flat"),
    ):
        towers.addRect(QRectF(x, top, w, 0.9 - top))
        if roof == "spire":
            towers.addPath(_polygon((x - 0.02, top + 0.01), (x + w / 2, top - 0.26), (x + w + 0.02, top + 0.01)))
        elif roof == "dome":
            towers.addPath(_ellipse(x + w / 2, top, w / 2, w * 0.45))
        else:
            for i in range(3):
                towers.addRect(QRectF(x + i * w * 0.4, top - 0.04, w * 0.2, 0.05))
    return union(towers)


@pictured
def paint_dark_city(painter: QPainter, rect: QRectF, value: int) -> None:
    """A Dark City: a round token, a black skyline against an ember sky, its stars (`value`) big."""
    with _framed(painter, rect, 2.0, 2.0) as px:
        if not px:
            return
        painter.translate(1.0, 1.0)
        disc = _ellipse(0, 0, 0.97)
        _fill(painter, disc, _vertical(-1, 1, "#5b5366", "#1c1622"), QColor("#0d0a10"), 0.03)
        face = _ellipse(0, 0, 0.84)
        _fill(painter, face, _vertical(-0.84, 0.84, "#2a1740", "#7c1f3a", "#e0572a"))
        with _clipped(painter, face):
            _fill(painter, _ellipse(0, 0.75, 0.9, 0.5), _glow(0, 0.75, 0.9, "#ffb347", 0.6))
            _fill(painter, _skyline().translated(0, 0.05), QColor("#120a16"))
            if px >= 50:
                for x, y in ((-0.44, 0.2), (-0.05, -0.1), (-0.05, 0.12), (0.3, 0.05), (0.46, 0.35), (-0.25, 0.4)):
                    _fill(painter, _rounded(x, y, 0.04, 0.06, 0.01), QColor("#ffcf5a"))
        painter.strokePath(face, pen(QColor("#c99a3a"), 0.04))
        star = star_path(0, -0.18, 0.62, 0.34)
        _fill(painter, star, _vertical(-0.8, 0.4, "#ffe27a", STAR_COLOUR, "#d88d1c"), QColor("#6b3f08"), 0.04)
        _paint_number(painter, str(value), QPointF(0, -0.1), 0.46, _INK, QColor("#fff1c4"), max_width=0.6)


# --- icons alone ----------------------------------------------------------------------------------


def _paint_badge_ground(painter: QPainter, colour: QColor, round_: bool = False) -> None:
    """The ground of an icon alone, in the box (-1, -1, 2, 2)."""
    shape = _ellipse(0, 0, 0.96) if round_ else _rounded(-0.94, -0.94, 1.88, 1.88, 0.34)
    _fill(painter, shape, _vertical(-1, 1, colour.lighter(125), colour.darker(115)), colour.darker(200), 0.06)


@cache
def _paw() -> QPainterPath:
    paw = _blobs((0, 0.3, 0.42, 0.34), (-0.2, 0.5, 0.22), (0.2, 0.5, 0.22))
    for x, y, r in ((-0.58, -0.05, 0.17), (-0.24, -0.42, 0.18), (0.24, -0.42, 0.18), (0.58, -0.05, 0.17)):
        paw.addPath(_ellipse(x, y, r * 0.9, r * 1.15))
    return paw


@cache
def _walker() -> QPainterPath:
    """A traveller on the road: a hiker with a pack on the back and a staff, striding right."""
    figure = QPainterPath(_ellipse(0.08, -0.62, 0.21))
    figure.addPath(_rounded(-0.48, -0.36, 0.34, 0.56, 0.1))  # the pack
    figure.addPath(_polygon((-0.2, -0.38), (0.28, -0.38), (0.24, 0.22), (-0.14, 0.22)))  # the body
    for limb in (((0.02, 0.15), (-0.32, 0.9)), ((0.1, 0.15), (0.42, 0.9)), ((0.2, -0.28), (0.52, -0.02))):
        figure.addPath(stroke(_curve(limb[0], limb[0], limb[1], limb[1]), 0.2))
    figure.addPath(stroke(_curve((0.6, -0.5), (0.6, -0.5), (0.56, 0.92), (0.56, 0.92)), 0.1))  # the staff
    return union(figure)


def _paint_legend(painter: QPainter, kind: str, px: float) -> None:
    if kind in ICON_KINDS:
        colour = BANNER_COLOURS[kind]
        _paint_badge_ground(painter, colour)
        _paint_symbol(painter, kind, 0, 0.02, 1.45, colour)
    elif kind == "moon":
        _paint_badge_ground(painter, NIGHT_COLOUR)
        _fill(painter, star_path(0.55, -0.5, 0.14, 0.05, 4, 0), QColor("#fff3c4"))
        _paint_moon(painter, -0.08, 0.05, 1.35, px)
    elif kind == "portal":
        _paint_badge_ground(painter, QColor("#d8c6f5"), round_=True)
        _paint_portal(painter, 0, 0, 0.52, 0.72, px * 2)
    elif kind == "star":
        _fill(
            painter,
            star_path(0, 0.06, 0.98, 0.5),
            _vertical(-1, 1, "#ffe27a", STAR_COLOUR, "#d88d1c"),
            QColor("#6b3f08"),
            0.06,
        )
    elif kind == "animal":
        _paint_badge_ground(painter, QColor("#f4e7cf"), round_=True)
        _fill(painter, _placed(_paw(), 0, 0.04, 1.4), ANIMAL_COLOURS["bear"])
    elif kind == "fumarole":
        _paint_badge_ground(painter, QColor("#4a4044"))
        _fill(painter, _ellipse(0, 0.6, 0.7, 0.3), _glow(0, 0.6, 0.7, "#ff7a1f", 0.8))
        _fill(painter, _polygon((-0.75, 0.78), (-0.4, 0.45), (-0.1, 0.58), (0.2, 0.42), (0.75, 0.78)), _INK)
        smoke = _blobs((0.0, 0.2, 0.26), (-0.18, -0.15, 0.22), (0.12, -0.42, 0.2), (-0.06, -0.68, 0.15))
        _fill(painter, smoke, _vertical(-0.8, 0.4, "#dad5d8", "#8f878b"), QColor("#231c20"), 0.05)
    elif kind == "city":
        _paint_badge_ground(painter, QColor("#7c1f3a"), round_=True)
        _fill(painter, _placed(_skyline(), 0, 0.08, 1.4), QColor("#120a16"))
    elif kind == "traveller":
        _paint_badge_ground(painter, QColor("#b9a7e6"))
        _fill(painter, _placed(_walker(), 0, 0.04, 1.5), QColor("#3d2a6a"))
    else:
        raise ValueError(f"unknown icon: {kind!r} (one of {', '.join(LEGEND_KINDS)})")


def paint_icon(painter: QPainter, rect: QRectF, kind: str) -> None:
    """One icon alone (legends, the score breakdown), square, centred in rect: kind in LEGEND_KINDS."""
    if kind not in LEGEND_KINDS:
        raise ValueError(f"unknown icon: {kind!r} (one of {', '.join(LEGEND_KINDS)})")
    with _framed(painter, rect, 2.0, 2.0) as px:
        if px:
            painter.translate(1.0, 1.0)
            _paint_legend(painter, kind, px)


def _paint_icon_at(painter: QPainter, kind: str, cx: float, cy: float, size: float, px: float) -> None:
    """An icon alone, `size` across, centred on (cx, cy) in the painter's current frame."""
    with _scaled(painter, cx, cy, size / 2):
        _paint_legend(painter, kind, px * size / 2)


# --- the empty slot -----------------------------------------------------------------------------------


def paint_empty_cell(painter: QPainter, rect: QRectF, lit: bool = False) -> None:
    """A faint slot where a card may go in a World; lit (golden) where the dragged card may drop."""
    with _framed(painter, rect, CARD_W, CARD_H) as px:
        if not px:
            return
        slot = _card_path(inset=0.03)
        if lit:
            _fill(painter, slot, _glow(0.5, 0.7, 0.9, "#fff4c8", 0.85))
            _paint_lit(painter)
            painter.strokePath(slot, pen(QColor("#e9b21f"), 0.022))
        else:
            _fill(painter, slot, QColor(255, 255, 255, 45))
            dashed = pen(QColor(255, 255, 255, 140), 0.014, style=Qt.PenStyle.DashLine)
            painter.strokePath(slot, dashed)
            _fill(
                painter,
                _blobs((0.38, 0.74, 0.1), (0.5, 0.68, 0.13), (0.63, 0.74, 0.1), (0.5, 0.78, 0.2, 0.06)),
                QColor(255, 255, 255, 50),
            )


# --- the Sun ---------------------------------------------------------------------------------------


@pictured
def paint_sun(painter: QPainter, rect: QRectF, clockwise: bool) -> None:
    """The Sun card: a smiling sun ringed by a thick arrow. Clockwise: the arrow runs round to the
    right (its head at the top, pointing right, ↻) on a morning-gold sky; anticlockwise: the mirror
    image (pointing left, ↺) on a rose evening sky. The sun looks the way the arrow goes."""
    with _framed(painter, rect, CARD_W, CARD_H) as px:
        if not px:
            return
        with _picture(painter, _vertical(0, CARD_H, "#ffe9a8", "#f1c257")):
            sky = ("#ffe7a3", "#ffd08a", "#ffb27a") if clockwise else ("#f6c6dc", "#f2a6b8", "#d98aa8")
            _fill(painter, _picture_path(), _vertical(0, CARD_H, *sky))
            _fill(painter, _cloud_bank(1.24), _vertical(1.15, 1.4, _WHITE, "#fde9dc"), QColor("#e6b9a6"), 0.01)
        if not clockwise:  # the anticlockwise face is the clockwise one mirrored
            painter.translate(CARD_W, 0)
            painter.scale(-1, 1)
        cx, cy, radius = 0.5, 0.64, 0.36
        _paint_sun_disc(painter, cx, cy, 0.2, px)
        start, end = math.radians(-28), math.radians(262)  # clockwise on screen: y points down
        arc = QPainterPath()
        steps = 40
        for i in range(steps + 1):
            a = start + (end - start) * i / steps
            point = QPointF(cx + radius * math.cos(a), cy + radius * math.sin(a))
            arc.lineTo(point) if i else arc.moveTo(point)
        band = stroke(arc, 0.1, Qt.PenCapStyle.FlatCap)
        tip = QPointF(cx + radius * math.cos(end), cy + radius * math.sin(end))
        along = QPointF(-math.sin(end), math.cos(end))
        across = QPointF(math.cos(end), math.sin(end))
        head = _polygon(
            (tip + along * 0.24 - across * 0.02).toTuple(),
            (tip + across * 0.16).toTuple(),
            (tip - across * 0.16).toTuple(),
        )
        band.addPath(head)
        arrow = union(band)
        _fill(painter, arrow.translated(0.012, 0.016), QColor(90, 40, 20, 70))
        _fill(painter, arrow, _vertical(0.2, 1.1, "#e2462c", "#b62a1d"), QColor("#5a1208"), 0.018)


def _paint_sun_disc(painter: QPainter, cx: float, cy: float, r: float, px: float) -> None:
    _fill(painter, _ellipse(cx, cy, r * 1.9), _glow(cx, cy, r * 1.9, "#fff6c0", 0.9))
    rays = QPainterPath()
    for i in range(12):
        a = math.radians(i * 30)
        d, n = QPointF(math.cos(a), math.sin(a)), QPointF(-math.sin(a), math.cos(a))
        centre = QPointF(cx, cy)
        rays.addPath(
            _polygon(
                (centre + d * r * 1.08 + n * r * 0.22).toTuple(),
                (centre + d * r * 1.5).toTuple(),
                (centre + d * r * 1.08 - n * r * 0.22).toTuple(),
            )
        )
    _fill(painter, union(rays), QColor("#ffb92e"), QColor("#b8660c"), 0.012)
    _fill(painter, _ellipse(cx, cy, r), _glow(cx - r * 0.3, cy - r * 0.3, r * 1.5, "#fff4b0"), QColor("#b8660c"), 0.016)
    _fill(painter, _ellipse(cx, cy, r), with_alpha(QColor("#ffc93a"), 0.55))
    look = r * 0.12  # the eyes look the way the arrow goes
    for x in (-0.38, 0.38):
        _fill(painter, _ellipse(cx + x * r, cy - 0.15 * r, r * 0.16, r * 0.2), _WHITE, QColor("#6a3a08"), 0.008)
        _fill(painter, _ellipse(cx + x * r + look, cy - 0.13 * r, r * 0.09), _INK)
    smile = _curve(
        (cx - 0.4 * r, cy + 0.3 * r),
        (cx - 0.2 * r, cy + 0.6 * r),
        (cx + 0.2 * r, cy + 0.6 * r),
        (cx + 0.4 * r, cy + 0.3 * r),
    )
    painter.strokePath(smile, pen(QColor("#6a3a08"), r * 0.1))
    if px >= 60:
        for x in (-0.62, 0.62):
            _fill(painter, _ellipse(cx + x * r, cy + 0.25 * r, r * 0.14, r * 0.09), QColor(240, 110, 80, 140))


# --- Travellers --------------------------------------------------------------------------------------


def _eyes(painter: QPainter, spots, r: float, look=(0.0, 0.1), iris=_INK, px: float = 100.0) -> None:
    for x, y in spots:
        _fill(painter, _ellipse(x, y, r, r * 1.15), _WHITE, _INK, 0.035)
        _fill(painter, _ellipse(x + look[0] * r, y + look[1] * r, r * 0.55), iris)
        if px >= 25:
            _fill(painter, _ellipse(x + look[0] * r - r * 0.2, y + look[1] * r - r * 0.25, r * 0.18), _WHITE)


def _mouth(painter: QPainter, x0: float, x1: float, y: float, curve: float, width: float = 0.06) -> None:
    path = _curve((x0, y), (x0 + (x1 - x0) * 0.3, y + curve), (x1 - (x1 - x0) * 0.3, y + curve), (x1, y))
    painter.strokePath(path, pen(_INK, width))


def _body(painter: QPainter, path: QPainterPath, colour, top: float = -1.0, bottom: float = 1.0) -> None:
    colour = QColor(colour)
    _fill(painter, path, _vertical(top, bottom, colour.lighter(135), colour, colour.darker(125)), _INK, 0.05)


def _splash(painter: QPainter, px: float) -> None:
    drop = _curve((0, -0.95), (0.25, -0.5), (0.72, -0.05), (0.72, 0.32), (0.72, 0.74), (0.38, 0.95), (0, 0.95))
    drop.closeSubpath()
    drop = _both_sides(drop)
    for x, y, s in ((-0.82, -0.35, 0.2), (0.84, -0.5, 0.24), (0.9, 0.02, 0.14)):
        _body(painter, _placed(drop, x, y, s), "#6fb6f2")
    for side in (-1, 1):
        arm = _curve((side * 0.62, 0.35), (side * 0.85, 0.2), (side * 0.9, 0.0), (side * 0.92, -0.15))
        painter.strokePath(arm, pen(_INK, 0.16))
        painter.strokePath(arm, pen(QColor("#3b8fe0"), 0.09))
    _body(painter, drop, "#3b8fe0")
    _fill(
        painter,
        QTransform().translate(-0.34, -0.1).rotate(-30).map(_ellipse(0, 0, 0.1, 0.24)),
        with_alpha(_WHITE, 0.75),
    )
    _eyes(painter, ((-0.22, 0.22), (0.22, 0.22)), 0.13, px=px)
    _mouth(painter, -0.2, 0.2, 0.52, 0.16)


def _burk(painter: QPainter, px: float) -> None:
    stem = _curve((0.7, 0.85), (0.74, 0.3), (0.8, -0.3), (0.86, -0.75))
    painter.strokePath(stem, pen(_INK, 0.11))
    painter.strokePath(stem, pen(QColor("#6d8a2a"), 0.06))
    _fill(painter, _ellipse(0.86, -0.62, 0.09, 0.22), QColor("#7a4a24"), _INK, 0.035)
    _fill(painter, _ellipse(0, 0.86, 0.95, 0.12), QColor("#3d6b3a"), _INK, 0.03)
    body = _blobs((0, 0.35, 0.82, 0.52), (-0.42, -0.15, 0.26), (0.42, -0.15, 0.26))
    _body(painter, body, "#8a9a34", -0.4, 0.9)
    if px >= 30:
        for x, y, r in ((-0.55, 0.4, 0.07), (0.5, 0.5, 0.06), (0.2, 0.65, 0.05), (-0.25, 0.7, 0.05)):
            _fill(painter, _ellipse(x, y, r), QColor("#5d6d1e"))
    _eyes(painter, ((-0.42, -0.17), (0.42, -0.17)), 0.15, look=(0.1, 0.15), px=px)
    _mouth(painter, -0.52, 0.52, 0.32, 0.2, 0.07)
    _fill(painter, _ellipse(-0.6, 0.22, 0.1, 0.06), QColor(240, 130, 110, 140))
    _fill(painter, _ellipse(0.6, 0.22, 0.1, 0.06), QColor(240, 130, 110, 140))


def _kark(painter: QPainter, px: float) -> None:
    for side in (-1, 1):
        _body(painter, _rounded(side * 0.86 - 0.14, 0.1, 0.28, 0.42, 0.08), "#7d818b")
    rock = _polygon(
        (-0.72, 0.92),
        (-0.82, 0.2),
        (-0.55, -0.42),
        (-0.18, -0.9),
        (0.15, -0.5),
        (0.42, -0.78),
        (0.8, -0.12),
        (0.76, 0.92),
    )
    _body(painter, rock, "#979aa3")
    snow = QPainterPath(
        _polygon((-0.18, -0.9), (0.0, -0.64), (-0.1, -0.68), (-0.2, -0.58), (-0.3, -0.7), (-0.36, -0.64))
    )
    snow.addPath(_polygon((0.42, -0.78), (0.56, -0.55), (0.48, -0.58), (0.4, -0.5), (0.33, -0.6)))
    _fill(painter, snow, _WHITE, _INK, 0.025)
    if px >= 30:
        cracks = _curve((-0.5, 0.55), (-0.4, 0.62), (-0.35, 0.7), (-0.25, 0.72))
        cracks.addPath(_curve((0.45, 0.35), (0.5, 0.45), (0.45, 0.5), (0.55, 0.6)))
        painter.strokePath(cracks, pen(QColor("#55575f"), 0.035))
    brow = _polygon((-0.55, -0.14), (0.55, -0.14), (0.5, 0.02), (-0.5, 0.02))
    _fill(painter, brow, QColor("#6b6e77"), _INK, 0.03)
    _eyes(painter, ((-0.25, 0.12), (0.25, 0.12)), 0.1, look=(0.0, 0.2), px=px)
    _mouth(painter, -0.22, 0.22, 0.46, -0.04, 0.06)


def _floulou(painter: QPainter, px: float) -> None:
    for x in (-0.3, 0.3):
        _body(painter, _rounded(x - 0.1, 0.6, 0.2, 0.3, 0.08), "#e6a9d4")
    cloud = _blobs(
        (0, 0.1, 0.62, 0.55),
        (-0.5, 0.05, 0.36),
        (0.5, 0.05, 0.36),
        (-0.25, -0.3, 0.36),
        (0.25, -0.32, 0.38),
        (0, 0.45, 0.5, 0.3),
    )
    _fill(painter, cloud, _vertical(-0.7, 0.8, _WHITE, "#f3dcef", "#dcb3d8"), _INK, 0.05)
    for i, kind in enumerate(("plant", "water", "mountain", "swamp")):
        a = math.radians(-150 + i * 40)
        x, y = 0.66 * math.cos(a), -0.18 + 0.62 * math.sin(a)
        _fill(painter, _ellipse(x, y, 0.15), BANNER_COLOURS[kind], _INK, 0.03)
        _fill(painter, _ellipse(x - 0.04, y - 0.04, 0.05), with_alpha(_WHITE, 0.6))
    for x in (-0.24, 0.24):
        happy = _curve((x - 0.12, 0.12), (x - 0.08, 0.0), (x + 0.08, 0.0), (x + 0.12, 0.12))
        painter.strokePath(happy, pen(_INK, 0.06))
        _fill(painter, _ellipse(x * 1.9, 0.3, 0.1, 0.06), QColor(240, 120, 150, 150))
    _mouth(painter, -0.12, 0.12, 0.32, 0.12)


def _pshit(painter: QPainter, px: float) -> None:
    _fill(painter, _ellipse(0, 0.85, 0.7, 0.2), _glow(0, 0.85, 0.7, "#ff7a1f", 0.8))
    puff = _blobs(
        (0, 0.35, 0.55),
        (-0.45, 0.15, 0.38),
        (0.45, 0.1, 0.4),
        (0, -0.3, 0.45),
        (0.25, -0.68, 0.25),
        (-0.22, -0.74, 0.2),
    )
    _fill(painter, puff, _vertical(-0.9, 0.9, "#8d8589", "#57504f", "#3a3334"), _INK, 0.05)
    if px >= 30:
        for x, y, r in ((-0.55, -0.75, 0.1), (0.62, -0.9, 0.08), (0.75, -0.5, 0.06)):
            _fill(painter, _ellipse(x, y, r), QColor(200, 195, 198, 180), _INK, 0.02)
    for side in (-1, 1):
        _fill(painter, _ellipse(side * 0.24, -0.05, 0.14, 0.11), _glow(side * 0.24, -0.05, 0.2, "#ffcc4d"))
        _fill(painter, _ellipse(side * 0.24, -0.05, 0.09, 0.07), QColor("#ff9a1f"), _INK, 0.02)
        brow = _curve((side * 0.42, -0.28), (side * 0.3, -0.22), (side * 0.2, -0.18), (side * 0.1, -0.12))
        painter.strokePath(brow, pen(_INK, 0.06))
    _fill(painter, _ellipse(0, 0.32, 0.1, 0.12), QColor("#1c1618"), QColor("#ff8a2a"), 0.025)


def _boung(painter: QPainter, px: float) -> None:
    spring = QPainterPath(QPointF(0, 0.55))
    for i in range(6):
        spring.lineTo(QPointF(0.18 if i % 2 == 0 else -0.18, 0.6 + i * 0.06))
    spring.lineTo(QPointF(0, 0.97))
    painter.strokePath(spring, pen(_INK, 0.08))
    painter.strokePath(spring, pen(QColor("#c8c2d8"), 0.04))
    for side in (-1, 1):
        for i, r in enumerate((0.78, 0.9)):
            arc = QPainterPath()
            arc.arcMoveTo(QRectF(-r, -0.05 - r, 2 * r, 2 * r), 200 if side < 0 else -20)
            arc.arcTo(QRectF(-r, -0.05 - r, 2 * r, 2 * r), 200 if side < 0 else -20, 40 if side < 0 else -40)
            painter.strokePath(arc, pen(with_alpha(_INK, 0.6 - 0.2 * i), 0.04))
    _body(painter, _ellipse(0, -0.05, 0.62), "#8a55e0")
    _paint_portal(painter, 0, 0.18, 0.2, 0.24, 60)
    _eyes(painter, ((-0.22, -0.35), (0.22, -0.35)), 0.14, look=(0.2, -0.1), px=px)
    _mouth(painter, -0.3, 0.3, -0.12, 0.1, 0.05)


def _roro(painter: QPainter, px: float) -> None:
    for side in (-1, 1):
        _body(painter, _ellipse(side * 0.5, -0.5, 0.16, 0.22), "#a8693a")
    fur = star_path(0, 0.15, 0.78, 0.64, points=20)
    _body(painter, fur, "#b9773f")
    _fill(painter, _ellipse(0, 0.35, 0.4, 0.3), QColor("#e9c79b"))
    _eyes(painter, ((-0.24, -0.05), (0.24, -0.05)), 0.12, px=px)
    _fill(painter, _ellipse(0, 0.22, 0.1, 0.07), _INK)
    _mouth(painter, -0.16, 0.16, 0.38, 0.12)
    bird = _blobs((0.15, -0.78, 0.17, 0.13), (0.33, -0.88, 0.1))  # a little bird on its head
    _fill(painter, bird, QColor("#f0a030"), _INK, 0.03)
    _fill(painter, _polygon((0.42, -0.9), (0.55, -0.86), (0.42, -0.83)), QColor("#e0502c"))
    _fill(painter, _ellipse(0.35, -0.9, 0.025), _INK)


def _rumph(painter: QPainter, px: float) -> None:
    flames = QPainterPath()
    for x, h, lean in ((-0.35, 0.55, -0.15), (0.0, 0.8, 0.05), (0.35, 0.6, 0.15)):
        flames.addPath(
            _curve(
                (x - 0.22, -0.25),
                (x - 0.2, -0.5),
                (x + lean, -0.3 - h * 0.7),
                (x + lean, -0.3 - h),
                (x + 0.25, -0.5),
                (x + 0.22, -0.35),
                (x + 0.22, -0.25),
            )
        )
    flames = union(flames)
    _fill(painter, flames, _vertical(-1.1, -0.2, "#ffe066", "#ff9b2a", "#e2401c"), QColor("#8c2a0c"), 0.04)
    body = _ellipse(0, 0.28, 0.7, 0.62)
    _body(painter, body, "#e0502c", -0.3, 0.9)
    if px >= 30:
        cracks = _curve((-0.5, 0.45), (-0.42, 0.55), (-0.46, 0.62), (-0.38, 0.72))
        cracks.addPath(_curve((0.48, 0.3), (0.4, 0.42), (0.52, 0.5), (0.44, 0.62)))
        painter.strokePath(cracks, pen(QColor("#ffd05a"), 0.04))
    for side in (-1, 1):
        brow = _polygon((side * 0.42, 0.0), (side * 0.08, 0.12), (side * 0.1, 0.04))
        _fill(painter, brow, _INK)
    _eyes(painter, ((-0.24, 0.2), (0.24, 0.2)), 0.11, iris=QColor("#8c1a0a"), px=px)
    teeth = _polygon((-0.28, 0.58), (0.28, 0.58), (0.2, 0.5), (0.1, 0.56), (0.0, 0.48), (-0.1, 0.56), (-0.2, 0.5))
    _fill(painter, _rounded(-0.3, 0.5, 0.6, 0.16, 0.07), QColor("#5a1208"), _INK, 0.03)
    _fill(painter, teeth, _WHITE)


_CHARACTERS = {
    "splash": _splash,
    "burk": _burk,
    "kark": _kark,
    "floulou": _floulou,
    "pshit": _pshit,
    "boung": _boung,
    "roro": _roro,
    "rumph": _rumph,
}

# Each traveller's goal, as icons: (kind, x, y) in the goal panel's box (-1, -1, 2, 2), and the icon size.
_ROW_MARK = "row"


def _goal_layout(key: str):
    column3 = ((0, -1.0), (0, 0.0), (0, 1.0))
    if key == "splash":
        return [("water", x, y) for x, y in column3], 0.9
    if key == "rumph":
        return [("volcano", x, y) for x, y in column3], 0.9
    if key == "pshit":
        return [("fumarole", x, y) for x, y in column3], 0.9
    if key == "boung":
        return [("portal", 0, -0.66), ("portal", 0, 0.66)], 1.15
    if key == "kark":
        spots = ((-0.46, -1.0), (0.46, -1.0), (0, 0), (-0.46, 1.0), (0.46, 1.0))
        return [("mountain", x, y) for x, y in spots], 0.86
    if key == "floulou":
        return [
            (kind, x, -1.08 + i * 0.72)
            for i, kind in enumerate(("plant", "water", "mountain", "swamp"))
            for x in (-0.42, 0.42)
        ], 0.74
    if key == "burk":
        return [(_ROW_MARK, 0, -0.62), (_ROW_MARK, 0, 0.62), ("swamp", -0.44, -0.62), ("swamp", 0.44, 0.62)], 0.84
    if key == "roro":
        spots = ((-0.46, -0.95), (0.46, -0.32), (-0.46, 0.32), (0.46, 0.95))
        return [(name, x, y) for name, (x, y) in zip(("deer", "goat", "rat", "snake"), spots, strict=True)], 0.9
    raise ValueError(f"unknown traveller: {key!r} (one of {', '.join(TRAVELLERS)})")


def _paint_goal(painter: QPainter, key: str, px: float) -> None:
    """The goal in the box (-1, -1.5, 2, 3): the icons that must be in the traveller's two rows."""
    icons, size = _goal_layout(key)
    for kind, x, y in icons:
        if kind == _ROW_MARK:  # one row of the World: four faint slots in a band
            _fill(
                painter,
                _rounded(-0.96, y - 0.5, 1.92, 1.0, 0.14),
                QColor(120, 110, 160, 50),
                QColor(120, 110, 160, 140),
                0.03,
            )
            for i in range(4):
                _fill(painter, _rounded(-0.9 + i * 0.45, y - 0.42, 0.4, 0.84, 0.08), QColor(255, 255, 255, 90))
        elif kind in ANIMALS:
            _paint_animal_badge(painter, kind, x, y, size / 2, BANNER_COLOURS["plant"].darker(140), px)
        else:
            _paint_icon_at(painter, kind, x, y, size, px)


_TRAVELLER_PORTRAIT = QRectF(0.07, 0.07, 0.76, 0.8)
_TRAVELLER_NAME = QRectF(0.06, 0.9, 0.78, 0.22)
_TRAVELLER_GOAL = QRectF(0.08, 1.18, 0.74, 1.12)
_TRAVELLER_BONUS = QRectF(0.08, 2.36, 0.74, 0.36)


def traveller_name_rect(rect: QRectF) -> QRectF:
    """Where the table writes a traveller's (translated) name, in TRAVELLER_NAME_COLOUR on a light band."""
    box = fit_aspect(rect, TRAVELLER_ASPECT)
    k = box.width() / _TRAVELLER_W
    band = _TRAVELLER_NAME
    return QRectF(box.x() + band.x() * k, box.y() + band.y() * k, band.width() * k, band.height() * k)


@pictured
def paint_traveller(painter: QPainter, rect: QRectF, key: str, bonus: int) -> None:
    """A Traveller card (TRAVELLER_ASPECT, centred in rect): the character `key` (one of TRAVELLERS)
    in its window, a light band for its name (traveller_name_rect), its goal as icons and `bonus`
    as "+N" with a star."""
    if key not in _CHARACTERS:
        raise ValueError(f"unknown traveller: {key!r} (one of {', '.join(TRAVELLERS)})")
    colour = TRAVELLER_COLOURS[key]
    w, h = _TRAVELLER_W, _TRAVELLER_H
    with _framed(painter, rect, w, h) as px:
        if not px:
            return
        _paint_stock(painter, _CREAM, w, h)
        _fill(
            painter,
            _picture_path(w, h),
            _vertical(0, h, mix(colour, _CREAM, 0.55), mix(colour, _CREAM, 0.8), mix(colour, _CREAM, 0.6)),
        )
        window = QPainterPath()
        p = _TRAVELLER_PORTRAIT
        window.addRoundedRect(p, p.width() / 2, p.width() / 2.4)
        _fill(
            painter,
            window,
            _vertical(p.top(), p.bottom(), "#c4e6fa", mix(colour, _WHITE, 0.75), "#fbe1ee"),
            colour.darker(160),
            0.02,
        )
        with _clipped(painter, window):
            _fill(painter, _cloud_bank(p.bottom() - 0.12, w), with_alpha(_WHITE, 0.9))
            with _scaled(painter, p.center().x(), p.center().y(), p.width() * 0.46):
                _CHARACTERS[key](painter, px * p.width() * 0.46)
        n = _TRAVELLER_NAME
        band = QPainterPath()
        band.addRoundedRect(n, 0.05, 0.05)
        _fill(painter, band, _vertical(n.top(), n.bottom(), _WHITE, "#f4ead6"), colour.darker(150), 0.014)
        g = _TRAVELLER_GOAL
        _fill(
            painter,
            _rounded(g.x(), g.y(), g.width(), g.height(), 0.06),
            with_alpha(_WHITE, 0.55),
            with_alpha(colour.darker(150), 0.6),
            0.012,
        )
        with _scaled(painter, g.center().x(), g.center().y(), g.width() / 2):
            _paint_goal(painter, key, px * g.width() / 2)
        b = _TRAVELLER_BONUS
        text = f"+{bonus}"
        _paint_number(
            painter,
            text,
            QPointF(b.left() + b.width() * 0.3, b.center().y()),
            b.height() * 0.6,
            _INK,
            _CREAM,
            max_width=b.width() * 0.5,
        )
        radius = min(b.width() * 0.2, b.height() * 0.5)
        star = star_path(b.left() + b.width() * 0.78, b.center().y() + 0.01, radius, radius * 0.48)
        _fill(painter, star, _vertical(b.top(), b.bottom(), "#ffe27a", STAR_COLOUR, "#d88d1c"), _GOLD_DARK, 0.016)
        painter.strokePath(_card_path(w, h, inset=0.02, radius=0.045), pen(colour, 0.02))
