"""Cloud 9's pieces, painted by the project itself with QPainter and QPainterPath.

Everything is vector: each function paints into a `QRectF` in item coordinates, so the art stays
sharp at any zoom and on HiDPI screens. Shapes are built once in a unit box (cached) and mapped to
the target rect with a `QTransform`, which keeps painting cheap enough for `DeviceCoordinateCache`.

Colour is never the only cue: every card colour also has its own symbol (green leaf, purple gem,
red heart, yellow sun; the wild card a star), drawn on the cards and on the dice faces.

Nothing here draws words, only numbers, so there is nothing to translate.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPolygonF, QRadialGradient, QTransform

from .common import (
    boolean as _boolean,
    box_transform as _box,
    fit_aspect as _fit,
    mix as _mix,
    pen as _pen,
    pictured,
    star_path,
    stroke as _stroke,
    with_alpha as _alpha,
)

# --- colours -------------------------------------------------------------------------------

# Chosen apart in lightness as well as hue (yellow light, green mid, red darker, purple darkest),
# and the green leaning to teal, so that they stay apart under the common colour-blindnesses
# (checked with simulated deuteranopia and protanopia) even before the symbols are read.
CARD_COLOURS: dict[str, QColor] = {
    "green": QColor("#2aa876"),
    "purple": QColor("#7443b0"),
    "red": QColor("#c4262e"),
    "yellow": QColor("#f4c01e"),
}
WILD = "wild"
BLANK = "blank"

# The same shades as the seat colours of the side panel (cloudtable/ui/colours.py).
PLAYER_COLOURS: dict[str, QColor] = {
    "black": QColor("#2b2b33"),
    "blue": QColor("#2f6fd0"),
    "green": QColor("#3c9a4a"),
    "orange": QColor("#ec7a22"),
    "red": QColor("#d6453d"),
    "yellow": QColor("#e7b724"),
}

_INK = QColor("#1d3557")  # deep blue used for numbers and outlines
_CREAM = QColor("#fffaf0")  # card border
_GOLD = QColor("#f2b632")
_GOLD_DARK = QColor("#a8701a")
_GLOW = QColor("#ffd75e")

_FONT_FAMILY = "DejaVu Sans"

# --- geometry helpers (the shared ones are in common.py) -------------------------------------


def _mapped(path: QPainterPath, dst: QRectF, src: QRectF | None = None) -> QPainterPath:
    return _box(src if src is not None else path.boundingRect(), dst).map(path)


def _square(center: QPointF, radius: float) -> QRectF:
    return QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)


_BLACK = QColor(0, 0, 0)
_WHITE = QColor(255, 255, 255)


def _begin(painter: QPainter) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)


# --- numbers -------------------------------------------------------------------------------


@lru_cache(maxsize=128)
def _text_path(text: str) -> QPainterPath:
    """A number as a vector path at a fixed size; scaled to fit wherever it is drawn."""
    font = QFont(_FONT_FAMILY)
    font.setPixelSize(100)
    font.setBold(True)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


def _draw_number(
    painter: QPainter,
    text: str,
    center: QPointF,
    height: float,
    fill: QColor,
    halo: QColor | None = None,
    max_width: float | None = None,
) -> None:
    """Draws `text` centred on `center`, its digits `height` tall (narrowed to `max_width`)."""
    path = _text_path(text)
    src = path.boundingRect()
    if src.height() <= 0 or height <= 0:
        return
    scale = height / src.height()
    if max_width is not None and src.width() * scale > max_width:
        scale = max_width / src.width()
    w, h = src.width() * scale, src.height() * scale
    dst = QRectF(center.x() - w / 2, center.y() - h / 2, w, h)
    shaped = _mapped(path, dst, src)
    if halo is not None:
        painter.strokePath(shaped, _pen(halo, max(h * 0.16, 0.5)))
    painter.fillPath(shaped, fill)


# --- symbols -------------------------------------------------------------------------------
# Each symbol lives in the box (-1, -1, 2, 2), centred on the origin.


def _leaf() -> QPainterPath:
    # One contour from the stem's tip round the blade, and the vein as a hole (odd-even fill).
    path = QPainterPath(QPointF(-0.865, 0.795))
    path.setFillRule(Qt.FillRule.OddEvenFill)
    path.lineTo(-0.655, 0.585)
    path.cubicTo(-0.95, -0.05, -0.35, -0.8, 0.82, -0.82)
    path.cubicTo(0.8, 0.35, 0.05, 0.95, -0.585, 0.655)
    path.lineTo(-0.795, 0.865)
    path.closeSubpath()
    path.addPolygon(QPolygonF([QPointF(-0.49, 0.41), QPointF(0.5, -0.5), QPointF(-0.41, 0.49)]))
    path.closeSubpath()
    return path


def _gem() -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(-0.52, -0.72),
                QPointF(0.52, -0.72),
                QPointF(0.98, -0.2),
                QPointF(0.0, 0.92),
                QPointF(-0.98, -0.2),
                QPointF(-0.52, -0.72),
            ]
        )
    )
    path.closeSubpath()
    # A facet line across the crown, cut out so it reads at any colour.
    girdle = QPainterPath(QPointF(-0.7, -0.2))
    girdle.lineTo(0.7, -0.2)
    return _boolean("subtracted", path, _stroke(girdle, 0.1, Qt.PenCapStyle.FlatCap))


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, 0.92))
    path.cubicTo(-0.55, 0.45, -1.0, 0.1, -0.96, -0.36)
    path.cubicTo(-0.92, -0.86, -0.22, -1.0, 0.0, -0.5)
    path.cubicTo(0.22, -1.0, 0.92, -0.86, 0.96, -0.36)
    path.cubicTo(1.0, 0.1, 0.55, 0.45, 0.0, 0.92)
    path.closeSubpath()
    return path


def _sun() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), 0.5, 0.5)
    for i in range(8):
        a = i * math.pi / 4
        ray = QPainterPath()
        tip, side = 0.98, 0.16
        ray.addPolygon(
            QPolygonF(
                [
                    QPointF(math.cos(a) * tip, math.sin(a) * tip),
                    QPointF(math.cos(a + side) * 0.6, math.sin(a + side) * 0.6),
                    QPointF(math.cos(a - side) * 0.6, math.sin(a - side) * 0.6),
                ]
            )
        )
        ray.closeSubpath()
        path.addPath(ray)  # the rays stand apart from the disc: no overlap to merge
    return path


def _star(points: int = 5, inner: float = 0.45) -> QPainterPath:
    return star_path(0.0, 0.08, 1.0, inner, points)


@cache
def _symbol(colour: str) -> QPainterPath:
    makers = {"green": _leaf, "purple": _gem, "red": _heart, "yellow": _sun, WILD: _star}
    return makers[colour]()


def _draw_symbol(
    painter: QPainter,
    colour: str,
    center: QPointF,
    radius: float,
    fill: QColor,
    outline: QColor | None = None,
    outline_width: float = 0.0,
) -> None:
    path = _mapped(_symbol(colour), _square(center, radius), QRectF(-1, -1, 2, 2))
    if outline is not None and outline_width > 0:
        painter.strokePath(path, _pen(outline, outline_width))
    painter.fillPath(path, fill)


def _check_colour(colour: str, allowed: tuple[str, ...]) -> None:
    if colour not in allowed:
        raise ValueError(f"unknown colour {colour!r}; expected one of {', '.join(allowed)}")


# --- the hot-air balloon (cards and board) ------------------------------------------------
# The balloon lives in a box 1 wide and 1.5 tall: envelope 0..1.12, ropes, basket 1.30..1.50.

_BALLOON_BOX = QRectF(0, 0, 1, 1.5)
_NECK_Y, _NECK_HW = 1.12, 0.13
_BASKET_TOP, _BASKET_BOTTOM = 1.30, 1.50
_BASKET_HW_TOP, _BASKET_HW_BOTTOM = 0.19, 0.16


def _envelope_half_width(y: float) -> float:
    """Half-width of the envelope at height y: a round crown tapering to the neck."""
    if y <= 0.5:
        return math.sqrt(max(0.0, 0.25 - (0.5 - y) ** 2))
    s = min(1.0, (y - 0.5) / (_NECK_Y - 0.5))
    return _NECK_HW + (0.5 - _NECK_HW) * math.cos(s * math.pi / 2) ** 0.9


@cache
def _envelope_samples() -> tuple[tuple[float, float], ...]:
    # Denser near the crown, where the curve turns fastest.
    ys = [0.5 - 0.5 * math.cos(i * math.pi / 48) for i in range(49)]  # 0 .. 1
    ys = [y * 0.5 for y in ys] + [0.5 + (_NECK_Y - 0.5) * i / 40 for i in range(1, 41)]
    return tuple((y, _envelope_half_width(y)) for y in ys)


@cache
def _envelope() -> QPainterPath:
    samples = _envelope_samples()
    poly = QPolygonF([QPointF(0.5 + hw, y) for y, hw in samples])
    poly += QPolygonF([QPointF(0.5 - hw, y) for y, hw in reversed(samples)])
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


@cache
def _gores(count: int) -> tuple[QPainterPath, ...]:
    """The envelope's vertical panels, seen on a sphere: narrow at the sides, wide in front."""
    samples = _envelope_samples()
    edges = [math.sin(-math.pi / 2 + k * math.pi / count) for k in range(count + 1)]
    gores = []
    for k in range(count):
        left, right = edges[k], edges[k + 1]
        poly = QPolygonF([QPointF(0.5 + hw * left, y) for y, hw in samples])
        poly += QPolygonF([QPointF(0.5 + hw * right, y) for y, hw in reversed(samples)])
        path = QPainterPath()
        path.addPolygon(poly)
        path.closeSubpath()
        gores.append(path)
    return tuple(gores)


@cache
def _basket() -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(0.5 - _BASKET_HW_TOP, _BASKET_TOP),
                QPointF(0.5 + _BASKET_HW_TOP, _BASKET_TOP),
                QPointF(0.5 + _BASKET_HW_BOTTOM, _BASKET_BOTTOM),
                QPointF(0.5 - _BASKET_HW_BOTTOM, _BASKET_BOTTOM),
            ]
        )
    )
    path.closeSubpath()
    return _boolean("united", path, _stroke(path, 0.025))  # rounds the corners


def _paint_hot_air_balloon(
    painter: QPainter, box: QRectF, gore_colours: list[QColor], symbol: str | None, *, flame: bool = True
) -> None:
    """A hot-air balloon filling `box` (aspect 1:1.5), panels cycling through `gore_colours`."""
    t = _box(_BALLOON_BOX, box)
    unit = box.width()
    outline = QColor("#24324a")

    # Ropes first, so the envelope's skirt and the basket rim cover their ends.
    painter.setPen(_pen(QColor("#5b4a3a"), max(unit * 0.008, 0.6)))
    for top_x, bottom_x in ((-0.11, -0.17), (-0.04, -0.06), (0.04, 0.06), (0.11, 0.17)):
        painter.drawLine(t.map(QPointF(0.5 + top_x, _NECK_Y + 0.04)), t.map(QPointF(0.5 + bottom_x, _BASKET_TOP)))

    if flame:
        flame_path = QPainterPath(QPointF(0.5, 1.1))
        flame_path.cubicTo(0.46, 1.16, 0.47, 1.2, 0.5, 1.23)
        flame_path.cubicTo(0.53, 1.2, 0.54, 1.16, 0.5, 1.1)
        flame_path = t.map(flame_path)
        grad = QLinearGradient(t.map(QPointF(0.5, 1.1)), t.map(QPointF(0.5, 1.23)))
        grad.setColorAt(0, QColor("#ffd54a"))
        grad.setColorAt(1, QColor("#ff7a1a"))
        painter.fillPath(flame_path, grad)

    # The skirt under the envelope, a short dark fabric band.
    skirt = QPainterPath()
    skirt.addPolygon(
        QPolygonF(
            [
                t.map(QPointF(0.5 - _NECK_HW, _NECK_Y - 0.01)),
                t.map(QPointF(0.5 + _NECK_HW, _NECK_Y - 0.01)),
                t.map(QPointF(0.5 + 0.1, _NECK_Y + 0.05)),
                t.map(QPointF(0.5 - 0.1, _NECK_Y + 0.05)),
            ]
        )
    )
    skirt.closeSubpath()
    painter.fillPath(skirt, QColor("#3b3f52"))

    envelope = t.map(_envelope())
    painter.save()
    painter.setClipPath(envelope, Qt.ClipOperation.IntersectClip)
    for i, gore in enumerate(_gores(5)):  # an odd count: the same colour on both sides
        painter.fillPath(t.map(gore), gore_colours[i % len(gore_colours)])
    # Light from the upper left, shade on the far side: the envelope reads as round.
    light = QRadialGradient(t.map(QPointF(0.34, 0.3)), unit * 0.62)
    light.setColorAt(0, _alpha(_WHITE, 0.45))
    light.setColorAt(0.55, _alpha(_WHITE, 0.0))
    painter.fillPath(envelope, light)
    shade = QRadialGradient(t.map(QPointF(0.42, 0.42)), unit * 0.72)
    shade.setColorAt(0.55, _alpha(_BLACK, 0.0))
    shade.setColorAt(1.0, _alpha(_BLACK, 0.32))
    painter.fillPath(envelope, shade)
    painter.restore()
    painter.strokePath(envelope, _pen(outline, max(unit * 0.014, 0.7)))

    if symbol is not None:
        centre = t.map(QPointF(0.5, 0.5))
        radius = unit * 0.19
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_alpha(_WHITE, 0.92))
        painter.drawEllipse(centre, radius * 1.32, radius * 1.32)
        fill = CARD_COLOURS.get(symbol, _GOLD)
        _draw_symbol(painter, symbol, centre, radius, fill, _alpha(outline, 0.85), unit * 0.022)

    _paint_basket(painter, t, unit)


def _paint_basket(painter: QPainter, t: QTransform, unit: float) -> None:
    """The wicker basket of a balloon whose unit box `t` maps to the item, `unit` wide."""
    basket = t.map(_basket())
    grad = QLinearGradient(t.map(QPointF(0.5, _BASKET_TOP)), t.map(QPointF(0.5, _BASKET_BOTTOM)))
    grad.setColorAt(0, QColor("#c98f4a"))
    grad.setColorAt(1, QColor("#8d5a2b"))
    painter.fillPath(basket, grad)
    painter.save()
    painter.setClipPath(basket, Qt.ClipOperation.IntersectClip)
    weave = _pen(_alpha(QColor("#5e3a1a"), 0.55), max(unit * 0.006, 0.5))
    painter.setPen(weave)
    for i in range(1, 3):
        y = _BASKET_TOP + (_BASKET_BOTTOM - _BASKET_TOP) * i / 3
        painter.drawLine(t.map(QPointF(0.2, y)), t.map(QPointF(0.8, y)))
    for i in range(-3, 4):
        x = 0.5 + i * 0.05
        painter.drawLine(t.map(QPointF(x, _BASKET_TOP)), t.map(QPointF(x - i * 0.004, _BASKET_BOTTOM)))
    painter.restore()
    rim = QRectF(
        t.map(QPointF(0.5 - _BASKET_HW_TOP - 0.015, _BASKET_TOP - 0.012)),
        t.map(QPointF(0.5 + _BASKET_HW_TOP + 0.015, _BASKET_TOP + 0.03)),
    )
    painter.setPen(_pen(QColor("#4a2e14"), max(unit * 0.008, 0.5)))
    painter.setBrush(QColor("#6e4522"))
    painter.drawRoundedRect(rim, rim.height() * 0.4, rim.height() * 0.4)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(QColor("#4a2e14"), max(unit * 0.01, 0.6)))
    painter.drawPath(basket)


# --- cards ---------------------------------------------------------------------------------


def _card_shape(rect: QRectF) -> tuple[QRectF, float]:
    """The card's own rect inside `rect` (room left for its shadow) and its corner radius."""
    shadow = min(rect.width(), rect.height() * 5 / 7) * 0.02
    card = _fit(rect.adjusted(0, 0, -shadow, -shadow), 5 / 7)
    return card, card.width() * 0.075


def _paint_glow(painter: QPainter, card: QRectF, radius: float) -> None:
    """A warm glow along the card's edge, fading inwards, and a crisp golden rim. It stays inside
    the card, so an item's bounding rect need not grow when its card lights up."""
    reach = card.width() * 0.13
    steps = 10
    for i in range(1, steps + 1):
        # Rings from the edge inwards, each wider: where they overlap, near the edge, it glows most.
        d = reach * i / steps
        ring = QPainterPath()
        ring.setFillRule(Qt.FillRule.OddEvenFill)
        ring.addRoundedRect(card, radius, radius)
        ring.addRoundedRect(card.adjusted(d, d, -d, -d), max(radius - d, 0.0), max(radius - d, 0.0))
        painter.fillPath(ring, _alpha(_GLOW, 0.1))
    rim = card.width() * 0.025
    inner = card.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(QColor("#f5a300"), rim))
    painter.drawRoundedRect(inner, radius - rim / 2, radius - rim / 2)


def _paint_card_frame(painter: QPainter, card: QRectF, radius: float) -> None:
    shadow = card.translated(card.width() * 0.012, card.width() * 0.02)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(_BLACK, 0.18))
    painter.drawRoundedRect(shadow, radius, radius)
    painter.setBrush(_CREAM)
    painter.setPen(_pen(QColor("#9aa6b8"), max(card.width() * 0.008, 0.6)))
    painter.drawRoundedRect(card, radius, radius)


def _card_panel(card: QRectF, radius: float) -> tuple[QRectF, float, QPainterPath]:
    """The picture panel inside a card's frame: its rect, corner radius and clip path."""
    w = card.width()
    panel = card.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
    panel_radius = radius * 0.6
    clip = QPainterPath()
    clip.addRoundedRect(panel, panel_radius, panel_radius)
    return panel, panel_radius, clip


@pictured
def paint_balloon_card(
    painter: QPainter, rect: QRectF, colour: str, *, lit: bool = False, face_down: bool = False
) -> None:
    """A balloon card (portrait, 5:7, centred in `rect`): a hot-air balloon in `colour`, its
    symbol in two corners. `colour` is one of CARD_COLOURS or "wild" (a multicolour balloon with a
    star). `lit` adds a golden glow along the edge (a card that would pay the roll). Like every
    painter here, it paints inside `rect` only."""
    _check_colour(colour, (*CARD_COLOURS, WILD))
    card, radius = _card_shape(rect)
    if card.width() <= 0:
        return
    if face_down:
        paint_card_back(painter, rect)
        if lit:
            _begin(painter)
            _paint_glow(painter, card, radius)
            painter.restore()
        return
    _begin(painter)
    _paint_card_frame(painter, card, radius)

    w = card.width()
    panel, panel_radius, clip = _card_panel(card, radius)
    sky = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    if colour == WILD:
        sky.setColorAt(0, QColor("#fdf1c7"))
        sky.setColorAt(1, QColor("#cfe8fb"))
    else:
        sky.setColorAt(0, QColor("#bfe0f8"))
        sky.setColorAt(1, QColor("#eef7fd"))
    painter.fillPath(clip, sky)

    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    # Two soft clouds the balloon floats over.
    _fill_cloud(
        painter, QRectF(panel.left() - w * 0.12, panel.bottom() - w * 0.3, w * 0.7, w * 0.38), _alpha(_WHITE, 0.95)
    )
    _fill_cloud(
        painter, QRectF(panel.right() - w * 0.5, panel.bottom() - w * 0.22, w * 0.66, w * 0.3), _alpha(_WHITE, 0.85)
    )
    if colour == WILD:
        for angle in range(0, 360, 30):
            a = math.radians(angle)
            c = QPointF(panel.center().x(), panel.top() + panel.height() * 0.38)
            painter.setPen(_pen(_alpha(_GOLD, 0.22), w * 0.035))
            painter.drawLine(c, QPointF(c.x() + math.cos(a) * w, c.y() + math.sin(a) * w))
    painter.restore()

    balloon_w = panel.width() * 0.72
    box = QRectF(panel.center().x() - balloon_w / 2, panel.top() + panel.height() * 0.07, balloon_w, balloon_w * 1.5)
    if colour == WILD:
        gores = [CARD_COLOURS[c] for c in ("red", "yellow", "green", "purple")]
    else:
        base = CARD_COLOURS[colour]
        gores = [base, _mix(base, _WHITE, 0.28)]
    _paint_hot_air_balloon(painter, box, gores, colour, flame=True)

    painter.setPen(_pen(_alpha(_INK, 0.35), max(w * 0.006, 0.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(panel, panel_radius, panel_radius)

    # Corner symbols, the second upside down as on a playing card.
    symbol_r = w * 0.09
    fill = _GOLD if colour == WILD else CARD_COLOURS[colour]
    for corner, turn in (
        (QPointF(panel.left() + symbol_r * 1.35, panel.top() + symbol_r * 1.35), 0),
        (QPointF(panel.right() - symbol_r * 1.35, panel.bottom() - symbol_r * 1.35), 180),
    ):
        painter.save()
        painter.translate(corner)
        painter.rotate(turn)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_alpha(_WHITE, 0.9))
        painter.drawEllipse(QPointF(0, 0), symbol_r * 1.3, symbol_r * 1.3)
        _draw_symbol(painter, colour, QPointF(0, 0), symbol_r, fill, QColor("#24324a"), w * 0.014)
        painter.restore()
    if lit:
        _paint_glow(painter, card, radius)
    painter.restore()


@pictured
def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back shared by all cards: a night-blue sky, stars, and a golden balloon emblem."""
    card, radius = _card_shape(rect)
    if card.width() <= 0:
        return
    _begin(painter)
    _paint_card_frame(painter, card, radius)
    w = card.width()
    panel, panel_radius, clip = _card_panel(card, radius)
    night = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    night.setColorAt(0, QColor("#1b2f66"))
    night.setColorAt(1, QColor("#3a6fb5"))
    painter.fillPath(clip, night)

    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    for x, y, r in _BACK_STARS:
        star = QPointF(panel.left() + x * panel.width(), panel.top() + y * panel.height())
        _draw_symbol(painter, WILD, star, w * r, _alpha(QColor("#fff4c8"), 0.8))
    _fill_cloud(
        painter, QRectF(panel.left() - w * 0.15, panel.bottom() - w * 0.28, w * 0.75, w * 0.36), _alpha(_WHITE, 0.28)
    )
    _fill_cloud(
        painter, QRectF(panel.right() - w * 0.55, panel.bottom() - w * 0.2, w * 0.75, w * 0.3), _alpha(_WHITE, 0.4)
    )
    painter.restore()

    centre = panel.center()
    ring = w * 0.3
    painter.setPen(_pen(_GOLD, w * 0.02))
    painter.setBrush(_alpha(QColor("#10204a"), 0.55))
    painter.drawEllipse(centre, ring, ring)
    painter.setPen(_pen(_alpha(_GOLD, 0.6), w * 0.008))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, ring * 0.88, ring * 0.88)
    bw = ring * 0.95
    box = QRectF(centre.x() - bw / 2, centre.y() - bw * 0.78, bw, bw * 1.5)
    _paint_hot_air_balloon(painter, box, [_GOLD, QColor("#ffe08a")], None, flame=False)
    _draw_number(painter, "9", QPointF(centre.x(), centre.y() - bw * 0.2), bw * 0.42, _alpha(QColor("#7a4a0c"), 0.9))

    painter.setPen(_pen(_alpha(_GOLD, 0.75), max(w * 0.01, 0.6)))
    inner = panel.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03)
    painter.drawRoundedRect(inner, panel_radius, panel_radius)
    painter.restore()


# Star positions on the back: fixed, so every back looks the same.
_BACK_STARS = (
    (0.15, 0.1, 0.03),
    (0.82, 0.08, 0.025),
    (0.5, 0.06, 0.018),
    (0.1, 0.35, 0.02),
    (0.9, 0.3, 0.03),
    (0.22, 0.62, 0.018),
    (0.86, 0.62, 0.02),
    (0.68, 0.16, 0.015),
    (0.32, 0.18, 0.014),
    (0.06, 0.8, 0.015),
    (0.94, 0.84, 0.012),
)


# --- dice ----------------------------------------------------------------------------------


@pictured
def paint_die(painter: QPainter, rect: QRectF, face: str | None, *, rolling: bool = False) -> None:
    """A rounded white die (square, centred in `rect`). `face` is a card colour (a coloured disc with
    its symbol), "blank" (a small grey cloud: it asks for nothing) or None (not rolled yet: a faint
    dashed die with an empty ring).
    `rolling` tilts it and trails a blur behind it."""
    if face is not None:
        _check_colour(face, (*CARD_COLOURS, BLANK))
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    _begin(painter)
    centre = rect.center()
    if rolling:
        side *= 0.7  # room for the tilt and the trail
        for shift, opacity in ((0.22, 0.12), (0.12, 0.22)):
            painter.save()
            painter.setOpacity(painter.opacity() * opacity)
            painter.translate(centre.x() - side * shift, centre.y() + side * shift * 0.3)
            painter.rotate(-4)
            _paint_die_body(painter, side, face)
            painter.restore()
        painter.setPen(_pen(_alpha(QColor("#7c8aa0"), 0.55), side * 0.03))
        for i, dy in enumerate((-0.22, 0.0, 0.22)):
            x0 = centre.x() - side * (0.5 + 0.04 * (i % 2))
            painter.drawLine(
                QPointF(x0, centre.y() + side * dy), QPointF(x0 - side * 0.14, centre.y() + side * (dy + 0.03))
            )
        painter.translate(centre)
        painter.rotate(14)
    else:
        painter.translate(centre)
    _paint_die_body(painter, side, face)
    painter.restore()


def _paint_die_body(painter: QPainter, side: float, face: str | None) -> None:
    """A die centred on the origin."""
    half = side / 2 * 0.9  # room for the shadow
    body = QRectF(-half, -half, 2 * half, 2 * half)
    r = side * 0.2
    if face is None:
        painter.setBrush(_alpha(_WHITE, 0.45))
        painter.setPen(_pen(_alpha(QColor("#8593a8"), 0.8), max(side * 0.03, 0.6), style=Qt.PenStyle.DashLine))
        painter.drawRoundedRect(body, r, r)
        painter.setPen(_pen(_alpha(QColor("#8593a8"), 0.6), max(side * 0.03, 0.6)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), side * 0.22, side * 0.22)
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(_BLACK, 0.2))
    painter.drawRoundedRect(body.translated(side * 0.02, side * 0.04), r, r)
    grad = QLinearGradient(QPointF(0, -half), QPointF(0, half))
    grad.setColorAt(0, _WHITE)
    grad.setColorAt(1, QColor("#dfe5ee"))
    painter.setBrush(grad)
    painter.setPen(_pen(QColor("#7d8799"), max(side * 0.025, 0.6)))
    painter.drawRoundedRect(body, r, r)
    if face == BLANK:
        # A rolled blank asks for nothing: a small grey cloud, so it never looks unrolled.
        puff = _mapped(_cloud_shape(), QRectF(-side * 0.27, -side * 0.16, side * 0.54, side * 0.32))
        painter.setPen(_pen(QColor("#8f9bb0"), max(side * 0.02, 0.5)))
        painter.setBrush(QColor("#c9d3e2"))
        painter.drawPath(puff)
        return
    colour = CARD_COLOURS[face]
    disc = side * 0.34
    g = QRadialGradient(QPointF(-disc * 0.35, -disc * 0.35), disc * 1.6)
    g.setColorAt(0, _mix(colour, _WHITE, 0.25))
    g.setColorAt(1, _mix(colour, _BLACK, 0.12))
    painter.setBrush(g)
    painter.setPen(_pen(_mix(colour, _BLACK, 0.35), max(side * 0.02, 0.5)))
    painter.drawEllipse(QPointF(0, 0), disc, disc)
    symbol_fill = QColor("#3b2a00") if face == "yellow" else _WHITE
    _draw_symbol(painter, face, QPointF(0, 0), disc * 0.66, symbol_fill)


# --- passengers and score markers ----------------------------------------------------------


@cache
def _meeple() -> QPainterPath:
    """A standing figure in the box (0, 0, 1, 1): round head, arms out, legs apart; one contour."""
    head = QRectF(0.33, 0.0, 0.34, 0.34)
    body = QPainterPath()
    body.arcMoveTo(head, 220)
    body.arcTo(head, 220, -260)  # over the top of the head, from the left of the neck to the right
    body.cubicTo(0.72, 0.3, 0.82, 0.33, 0.92, 0.4)
    body.quadTo(1.0, 0.46, 0.94, 0.53)
    body.quadTo(0.88, 0.58, 0.7, 0.56)
    body.cubicTo(0.72, 0.7, 0.82, 0.85, 0.9, 0.94)
    body.quadTo(0.92, 1.0, 0.84, 1.0)
    body.lineTo(0.62, 1.0)
    body.quadTo(0.56, 1.0, 0.55, 0.9)
    body.quadTo(0.5, 0.8, 0.45, 0.9)
    body.quadTo(0.44, 1.0, 0.38, 1.0)
    body.lineTo(0.16, 1.0)
    body.quadTo(0.08, 1.0, 0.1, 0.94)
    body.cubicTo(0.18, 0.85, 0.28, 0.7, 0.3, 0.56)
    body.quadTo(0.12, 0.58, 0.06, 0.53)
    body.quadTo(0.0, 0.46, 0.08, 0.4)
    body.cubicTo(0.18, 0.33, 0.28, 0.3, 0.37, 0.28)
    body.closeSubpath()
    return body


def _outline_colour(colour: QColor) -> QColor:
    """A light rim on dark pieces, a dark rim on light ones, so each reads on any background."""
    return QColor("#f4f1e6") if colour.lightnessF() < 0.5 else QColor("#2b2b33")


def _paint_figure(painter: QPainter, box: QRectF, colour: QColor) -> None:
    path = _mapped(_meeple(), box, QRectF(0, 0, 1, 1))
    w = box.width()
    painter.strokePath(path, _pen(_alpha(_BLACK, 0.55), w * 0.13))
    painter.strokePath(path, _pen(QColor("#f4f1e6"), w * 0.08))
    grad = QLinearGradient(box.topLeft(), box.bottomRight())
    grad.setColorAt(0, _mix(colour, _WHITE, 0.3))
    grad.setColorAt(0.5, colour)
    grad.setColorAt(1, _mix(colour, _BLACK, 0.25))
    painter.fillPath(path, grad)


@pictured
def paint_passenger(painter: QPainter, rect: QRectF, player_colour: str, *, jumped: bool = False) -> None:
    """A passenger: a small standing figure in the player's colour (light-rimmed so black reads on
    dark). `jumped` shows it drifting under an open parachute."""
    _check_colour(player_colour, tuple(PLAYER_COLOURS))
    colour = PLAYER_COLOURS[player_colour]
    if rect.width() <= 0 or rect.height() <= 0:
        return
    _begin(painter)
    if not jumped:
        box = _fit(rect, 0.9)
        rim = box.width() * 0.07  # the outline is stroked outside the figure's box
        _paint_figure(painter, box.adjusted(rim, rim, -rim, -rim), colour)
        painter.restore()
        return
    area = _fit(rect, 0.8)
    w, h = area.width(), area.height()
    figure = QRectF(area.center().x() - w * 0.22, area.top() + h * 0.6, w * 0.44, h * 0.38)
    canopy = QRectF(area.left() + w * 0.05, area.top() + h * 0.1, w * 0.9, h * 0.38)
    # Lines from the canopy's edge to the figure's hands.
    painter.setPen(_pen(QColor("#4a5568"), max(w * 0.015, 0.5)))
    hands = (
        QPointF(figure.left() + figure.width() * 0.1, figure.top() + figure.height() * 0.45),
        QPointF(figure.right() - figure.width() * 0.1, figure.top() + figure.height() * 0.45),
    )
    edge_y = canopy.top() + canopy.height() * 0.72
    for i, x in enumerate((0.06, 0.35, 0.65, 0.94)):
        painter.drawLine(QPointF(canopy.left() + canopy.width() * x, edge_y), hands[0 if i < 2 else 1])
    dome = QPainterPath(QPointF(canopy.left(), edge_y))
    dome.cubicTo(
        canopy.left(),
        canopy.top() - canopy.height() * 0.2,
        canopy.right(),
        canopy.top() - canopy.height() * 0.2,
        canopy.right(),
        edge_y,
    )
    # A scalloped hem.
    scallops = 4
    step = canopy.width() / scallops
    for i in range(scallops):
        x1 = canopy.right() - step * (i + 1)
        dome.quadTo(x1 + step / 2, edge_y - canopy.height() * 0.16, x1, edge_y)
    dome.closeSubpath()
    painter.strokePath(dome, _pen(_alpha(_BLACK, 0.5), w * 0.06))
    painter.strokePath(dome, _pen(QColor("#f4f1e6"), w * 0.035))
    painter.save()
    painter.setClipPath(dome, Qt.ClipOperation.IntersectClip)
    painter.fillPath(dome, colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(_WHITE, 0.55))
    for i in (1, 3):
        x = canopy.left() + canopy.width() * i / 4
        stripe = QPainterPath(QPointF(canopy.center().x(), canopy.top() - canopy.height() * 0.1))
        stripe.lineTo(x - step * 0.25, edge_y + 1)
        stripe.lineTo(x + step * 0.25, edge_y + 1)
        stripe.closeSubpath()
        painter.drawPath(stripe)
    painter.restore()
    _paint_figure(painter, figure, colour)
    painter.restore()


@pictured
def paint_score_marker(painter: QPainter, rect: QRectF, player_colour: str, second_lap: bool = False) -> None:
    """A round score token in the player's colour, with a bevel and a rim that reads on any track;
    on its second lap of the track (past 50) it wears a gold ring, as a flipped "+50" token would."""
    _check_colour(player_colour, tuple(PLAYER_COLOURS))
    colour = PLAYER_COLOURS[player_colour]
    r = min(rect.width(), rect.height()) / 2
    if r <= 0:
        return
    _begin(painter)
    c = rect.center()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(_BLACK, 0.3))
    painter.drawEllipse(QPointF(c.x() + r * 0.05, c.y() + r * 0.1), r * 0.88, r * 0.88)
    painter.setBrush(_outline_colour(colour))
    painter.drawEllipse(c, r * 0.9, r * 0.9)
    grad = QRadialGradient(QPointF(c.x() - r * 0.3, c.y() - r * 0.35), r * 1.2)
    grad.setColorAt(0, _mix(colour, _WHITE, 0.4))
    grad.setColorAt(0.6, colour)
    grad.setColorAt(1, _mix(colour, _BLACK, 0.3))
    painter.setBrush(grad)
    painter.drawEllipse(c, r * 0.77, r * 0.77)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(_alpha(_mix(colour, _BLACK, 0.4), 0.6), r * 0.07))
    painter.drawEllipse(c, r * 0.52, r * 0.52)
    if second_lap:
        painter.setPen(_pen(_GOLD_DARK, r * 0.2))
        painter.drawEllipse(c, r * 0.86, r * 0.86)
        painter.setPen(_pen(_GOLD, r * 0.12))
        painter.drawEllipse(c, r * 0.86, r * 0.86)
    painter.restore()


# --- the big balloon -----------------------------------------------------------------------

_BIG_BALLOON_GORES = ("#e5463c", "#fbe6b0", "#f2a93b", "#fbe6b0")


def _balloon_box(rect: QRectF) -> QRectF:
    box = _fit(rect, 1 / 1.5)
    rim = box.width() * 0.01  # the envelope's outline is stroked half outside the box
    return box.adjusted(rim, rim, -rim, -rim)


@pictured  # (painted again whenever Qt's item cache is, as the balloon moves and lands: 2 ms from its paths)
def paint_balloon(painter: QPainter, rect: QRectF) -> None:
    """The big balloon of the board, with its basket (see `basket_rect`), fitted 2:3 in `rect`."""
    box = _balloon_box(rect)
    if box.width() <= 0:
        return
    _begin(painter)
    _paint_hot_air_balloon(painter, box, [QColor(c) for c in _BIG_BALLOON_GORES], None, flame=True)
    # A band of the four card colours round the equator: the balloon of this game.
    t = _box(_BALLOON_BOX, box)
    band_y = 0.62
    hw = _envelope_half_width(band_y)
    for i, name in enumerate(("green", "purple", "red", "yellow")):
        x = 0.5 + hw * math.sin(-math.pi / 2 + (i + 0.5) * math.pi / 4) * 0.92
        spot = t.map(QPointF(x, band_y))
        scale = math.cos(-math.pi / 2 + (i + 0.5) * math.pi / 4)
        radius = box.width() * 0.065
        painter.save()
        painter.translate(spot)
        painter.scale(max(scale, 0.3), 1.0)
        painter.setPen(_pen(QColor("#24324a"), box.width() * 0.008))
        painter.setBrush(_WHITE)
        painter.drawEllipse(QPointF(0, 0), radius * 1.3, radius * 1.3)
        _draw_symbol(painter, name, QPointF(0, 0), radius, CARD_COLOURS[name], QColor("#24324a"), box.width() * 0.008)
        painter.restore()
    painter.restore()


@pictured
def paint_basket_front(painter: QPainter, rect: QRectF) -> None:
    """The basket alone, exactly where `paint_balloon(painter, rect)` puts it. Painted over the
    passengers (a higher z-value), it hides their feet so they stand inside the basket."""
    box = _balloon_box(rect)
    if box.width() <= 0:
        return
    _begin(painter)
    _paint_basket(painter, _box(_BALLOON_BOX, box), box.width())
    painter.restore()


def basket_rect(rect: QRectF) -> QRectF:
    """Where passengers stand for a balloon painted in `rect`: lay passenger rects side by side
    inside it. Its lower third is the basket itself (see `paint_basket_front`)."""
    box = _balloon_box(rect)
    t = _box(_BALLOON_BOX, box)
    top_left = t.map(QPointF(0.5 - _BASKET_HW_TOP - 0.1, _BASKET_TOP - 0.2))
    bottom_right = t.map(QPointF(0.5 + _BASKET_HW_TOP + 0.1, _BASKET_TOP + 0.1))
    return QRectF(top_left, bottom_right)


BALLOON_SCALE = 1.85  # the big balloon's height, in cloud heights


def passenger_slots(rect: QRectF, count: int) -> list[QRectF]:
    """Rects for `count` passengers standing side by side in the basket of a balloon painted in
    `rect`, left to right; with many aboard they stand closer, overlapping a little."""
    area = basket_rect(rect)
    if count <= 0:
        return []
    h = area.height()
    w = h * 0.85
    step = min(w, (area.width() - w) / (count - 1)) if count > 1 else 0.0
    left = area.center().x() - (w + step * (count - 1)) / 2
    return [QRectF(left + i * step, area.top(), w, h) for i in range(count)]


def balloon_rect(rect: QRectF, number: int) -> QRectF:
    """Where to paint the big balloon (`paint_balloon`) when it is at cloud `number` (1..9) of the
    board in `rect`: its basket rests on that cloud (or, where the sky above is crowded, floats
    beside it), placed where the envelope hides least of the clouds' numbers, coins and dice.
    (Found once per board and cloud: the search took 3-6 ms, asked several times a move.)"""
    key = (rect.x(), rect.y(), rect.width(), rect.height(), number)
    found = _balloon_rects.get(key)
    if found is None:
        if len(_balloon_rects) > 512:  # (boards of many sizes: the rules page's examples)
            _balloon_rects.clear()
        found = _balloon_rects[key] = _find_balloon_rect(rect, number)
    return QRectF(found)


_balloon_rects: dict[tuple[float, float, float, float, int], QRectF] = {}


def _find_balloon_rect(rect: QRectF, number: int) -> QRectF:
    clouds = cloud_positions(rect)
    cloud = _cloud_body(clouds[min(max(number, 1), 9) - 1])
    h = cloud.height() * BALLOON_SCALE
    w = h / 1.5
    sky = _sky_area(rect)
    labels = [_cloud_labels(c) for c in clouds]
    own = labels[min(max(number, 1), 9) - 1]
    best, best_cost = QRectF(), math.inf
    for shift in (0.0, -0.2, 0.2, -0.35, 0.35, -0.5, 0.5, -0.7, 0.7, -0.85, 0.85):
        cx = cloud.center().x() + shift * cloud.width()
        bottoms = [cloud.top() + cloud.height() * 0.3]
        if abs(shift) >= 0.7:
            bottoms.append(cloud.bottom() - cloud.height() * 0.05)  # beside the cloud
        for bottom in bottoms:
            r = QRectF(cx - w / 2, bottom - h, w, h)
            envelope = r.adjusted(w * 0.1, 0, -w * 0.1, -h * 0.3)
            cost = sum(_area(envelope.intersected(part)) for parts in labels for part in parts)
            # This cloud's own points matter most: they are what a jump scores now.
            basket = r.adjusted(w * 0.25, h * 0.5, -w * 0.25, 0)
            cost += 4 * sum(_area(basket.intersected(part)) for part in own)
            cost += 6 * (_area(r) - _area(r.intersected(sky)))
            # All else equal: on the cloud, near its middle.
            cost += (abs(shift) * 0.05 + (0.03 if bottom != bottoms[0] else 0)) * _area(r)
            if cost < best_cost:
                best, best_cost = r, cost
    return best


def _cloud_body(rect: QRectF) -> QRectF:
    """The cloud itself inside its rect; the margin is room for the glow and shadow."""
    m = rect.height() * 0.1
    return rect.adjusted(m, m, -m, -m)


def _cloud_labels(rect: QRectF) -> tuple[QRectF, ...]:
    """Where `paint_cloud` puts the number, the coin and the dice: parts to keep in sight."""
    cloud = _cloud_body(rect)
    w, h = cloud.width(), cloud.height()
    x, y = cloud.left(), cloud.top()
    return (
        QRectF(x + w * 0.17, y + h * 0.28, w * 0.26, h * 0.44),
        QRectF(x + w * 0.66 - h * 0.24, y + h * 0.2, h * 0.48, h * 0.48),
        QRectF(x + w * 0.25, y + h * 0.76, w * 0.5, h * 0.2),
    )


def _area(r: QRectF) -> float:
    return max(r.width(), 0.0) * max(r.height(), 0.0)


# --- clouds --------------------------------------------------------------------------------


@cache
def _cloud_shape() -> QPainterPath:
    """A fluffy cloud, about 2:1: arcs of overlapping bumps over a gently rounded base. Built
    from arcs, not by merging circles, so it stays a short, smooth path."""
    bumps = (
        (0.3, 0.68, 0.26),
        (0.58, 0.47, 0.26),
        (0.92, 0.36, 0.32),
        (1.28, 0.4, 0.28),
        (1.56, 0.54, 0.24),
        (1.74, 0.7, 0.24),
    )
    base = 0.92

    def on_base(bump, side):
        x, y, r = bump
        return QPointF(x + side * math.sqrt(r * r - (base - y) ** 2), base)

    def upper_crossing(a, b):
        (xa, ya, ra), (xb, yb, rb) = a, b
        d = math.hypot(xb - xa, yb - ya)
        along = (ra * ra - rb * rb + d * d) / (2 * d)
        off = math.sqrt(ra * ra - along * along)
        ux, uy = (xb - xa) / d, (yb - ya) / d
        px, py = xa + along * ux, ya + along * uy
        first, second = QPointF(px - off * uy, py + off * ux), QPointF(px + off * uy, py - off * ux)
        return first if first.y() < second.y() else second

    def angle(bump, point):  # Qt's arc angles: degrees, counter-clockwise on screen
        return math.degrees(math.atan2(-(point.y() - bump[1]), point.x() - bump[0]))

    start = on_base(bumps[0], -1)
    path = QPainterPath(start)
    entry = start
    for i, bump in enumerate(bumps):
        leave = upper_crossing(bump, bumps[i + 1]) if i + 1 < len(bumps) else on_base(bump, 1)
        a0 = angle(bump, entry)
        sweep = angle(bump, leave) - a0
        while sweep >= 0:
            sweep -= 360  # clockwise, over the top
        x, y, r = bump
        path.arcTo(QRectF(x - r, y - r, 2 * r, 2 * r), a0, sweep)
        entry = leave
    path.quadTo((start.x() + entry.x()) / 2, base + 0.05, start.x(), start.y())
    path.closeSubpath()
    return path


def _fill_cloud(painter: QPainter, rect: QRectF, brush) -> None:
    painter.fillPath(_mapped(_cloud_shape(), rect), brush)


@pictured  # (a cloud lit as the balloon arrives, dimmed once passed: each look painted once)
def paint_cloud(
    painter: QPainter,
    rect: QRectF,
    number: int,
    points: int,
    dice: int | None,
    *,
    current: bool = False,
    passed: bool = False,
) -> None:
    """One of the nine clouds: its number, a gold coin with the points for jumping there, and a
    die icon for each die rolled to leave it (None or 0 for cloud 9). `current` glows (the balloon
    is here); `passed` is dimmed."""
    if rect.width() <= 0 or rect.height() <= 0:
        return
    _begin(painter)
    rect = _cloud_body(rect)
    shape = _mapped(_cloud_shape(), rect)
    h = rect.height()
    if current:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(5, 0, -1):
            painter.strokePath(shape, _pen(_alpha(_GLOW, 0.12 + 0.06 * (5 - i)), h * 0.035 * i))
    # Soft shadow underneath, then the body lit from above.
    painter.fillPath(shape.translated(0, h * 0.04), _alpha(QColor("#3d5f8a"), 0.22))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    if current:
        grad.setColorAt(0, QColor("#fffdf3"))
        grad.setColorAt(1, QColor("#ffe9b3"))
    else:
        grad.setColorAt(0, _WHITE)
        grad.setColorAt(1, QColor("#d6e6f5"))
    painter.fillPath(shape, grad)
    rim = QColor("#e0a21a") if current else QColor("#8fb1d4")
    painter.strokePath(shape, _pen(rim, max(h * (0.03 if current else 0.018), 0.6)))

    # Number on the left, coin on the right, dice along the bottom.
    _draw_number(
        painter,
        str(number),
        QPointF(rect.left() + rect.width() * 0.3, rect.top() + h * 0.5),
        h * 0.36,
        _INK,
        _alpha(_WHITE, 0.9),
    )
    # Coin and dice as large as the cloud allows: at a small zoom they are what a player reads.
    coin_c = QPointF(rect.left() + rect.width() * 0.67, rect.top() + h * 0.42)
    _paint_coin(painter, coin_c, h * 0.26, points)
    count = dice or 0
    if count:
        size = min(h * 0.21, rect.width() * 0.6 / count)
        gap = size * 0.22
        total = count * size + (count - 1) * gap
        x = rect.left() + rect.width() * 0.5 - total / 2
        y = rect.top() + h * 0.84 - size / 2
        for i in range(count):
            _paint_mini_die(painter, QRectF(x + i * (size + gap), y, size, size))
    else:
        # The top: no dice to leave it, a little sparkle instead.
        for dx, s in ((-0.07, 0.055), (0.0, 0.08), (0.07, 0.055)):
            spot = QPointF(rect.left() + rect.width() * (0.5 + dx), rect.top() + h * 0.85)
            _draw_symbol(painter, WILD, spot, h * s, _GOLD, _alpha(_GOLD_DARK, 0.8), h * 0.015)
    if passed:
        # Washed over with the sky's haze: still readable, clearly behind the balloon.
        painter.fillPath(shape, _alpha(QColor("#dfe7f1"), 0.55))
    painter.restore()


def _paint_coin(painter: QPainter, centre: QPointF, radius: float, value: int) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(QColor("#6b4a10"), 0.3))
    painter.drawEllipse(QPointF(centre.x() + radius * 0.06, centre.y() + radius * 0.1), radius, radius)
    grad = QRadialGradient(QPointF(centre.x() - radius * 0.35, centre.y() - radius * 0.4), radius * 1.5)
    grad.setColorAt(0, QColor("#fff2b0"))
    grad.setColorAt(0.5, _GOLD)
    grad.setColorAt(1, QColor("#c98a16"))
    painter.setBrush(grad)
    painter.setPen(_pen(_GOLD_DARK, max(radius * 0.08, 0.5)))
    painter.drawEllipse(centre, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(_alpha(_GOLD_DARK, 0.6), max(radius * 0.04, 0.4)))
    painter.drawEllipse(centre, radius * 0.8, radius * 0.8)
    text = str(value)
    _draw_number(
        painter, text, centre, radius * (0.95 if len(text) == 1 else 0.85), QColor("#5a3a06"), max_width=radius * 1.4
    )


def _paint_mini_die(painter: QPainter, r: QRectF) -> None:
    corner = r.width() * 0.22
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(QColor("#3d5f8a"), 0.3))
    painter.drawRoundedRect(r.translated(r.width() * 0.06, r.width() * 0.1), corner, corner)
    painter.setBrush(_WHITE)
    painter.setPen(_pen(QColor("#5d6b82"), max(r.width() * 0.08, 0.5)))
    painter.drawRoundedRect(r, corner, corner)
    # A four-colour pip: this die asks for a colour.
    c = r.center()
    pip = r.width() * 0.28
    painter.setPen(Qt.PenStyle.NoPen)
    for i, name in enumerate(("green", "purple", "red", "yellow")):
        painter.setBrush(CARD_COLOURS[name])
        painter.drawPie(_square(c, pip), (90 + 90 * i) * 16, 90 * 16)


# --- the board -----------------------------------------------------------------------------


def _track_band(rect: QRectF) -> float:
    """The thickness of the score track round the board's edge."""
    return min(rect.width(), rect.height()) * 0.055


def _sky_area(rect: QRectF) -> QRectF:
    band = _track_band(rect) * 1.35
    return rect.adjusted(band, band, -band, -band)


# Soft distant clouds: (x, y, width) as fractions of the board, fixed so the board never changes.
_DISTANT_CLOUDS = (
    (0.1, 0.9, 0.34),
    (0.72, 0.84, 0.4),
    (0.4, 0.74, 0.26),
    (0.86, 0.6, 0.24),
    (0.05, 0.55, 0.26),
    (0.55, 0.46, 0.2),
    (0.2, 0.3, 0.22),
    (0.8, 0.24, 0.2),
    (0.45, 0.14, 0.18),
    (0.05, 0.12, 0.16),
)


def paint_sky_board(painter: QPainter, rect: QRectF) -> None:
    """The board: a sky from pale blue at the bottom to deep blue and gold at the top, with soft
    distant clouds. The clouds, track and pieces are painted on top of it."""
    if rect.width() <= 0 or rect.height() <= 0:
        return
    _begin(painter)
    corner = min(rect.width(), rect.height()) * 0.025
    outline = QPainterPath()
    outline.addRoundedRect(rect, corner, corner)
    sky = QLinearGradient(rect.bottomLeft(), rect.topLeft())
    sky.setColorAt(0.0, QColor("#eaf6fd"))
    sky.setColorAt(0.35, QColor("#aed6f3"))
    sky.setColorAt(0.75, QColor("#4f8fd0"))
    sky.setColorAt(1.0, QColor("#2a5aa3"))
    painter.fillPath(outline, sky)
    painter.save()
    painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
    # The golden light above cloud 9.
    glow = QRadialGradient(QPointF(rect.center().x(), rect.top()), max(rect.width(), rect.height()) * 0.5)
    glow.setColorAt(0.0, _alpha(QColor("#ffd66b"), 0.85))
    glow.setColorAt(0.45, _alpha(QColor("#ffcf70"), 0.3))
    glow.setColorAt(1.0, _alpha(QColor("#ffcf70"), 0.0))
    painter.fillPath(outline, glow)
    w, h = rect.width(), rect.height()
    for x, y, cw in _DISTANT_CLOUDS:
        cw_px = cw * w
        cloud = QRectF(rect.left() + x * w, rect.top() + y * h - cw_px * 0.25, cw_px, cw_px * 0.42)
        _fill_cloud(painter, cloud, _alpha(_WHITE, 0.18 + 0.3 * y))
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(QColor("#1f3f73"), max(min(w, h) * 0.004, 0.8)))
    painter.drawPath(outline)
    painter.restore()


# Horizontal place of each cloud across the sky, -1 (left) .. 1 (right): a gentle zig-zag that
# ends at the top centre.
_CLOUD_SWAY = (-0.8, 0.0, 0.8, 0.3, -0.5, -0.9, -0.1, 0.7, 0.0)
# Clouds take this many cloud steps of height: the spare part, at the top, leaves the balloon
# room to rise beside cloud 9.
_SKY_STEPS = 9.85


def cloud_positions(rect: QRectF) -> list[QRectF]:
    """Nine cloud rects (cloud 1 first) rising from the bottom of the board to the top."""
    area = _sky_area(rect)
    step = area.height() / _SKY_STEPS
    h = step * 1.3
    w = min(h * 1.85, area.width() * 0.46)
    h = min(h, w / 1.6)
    travel = (area.width() - w) / 2
    rects = []
    for i, sway in enumerate(_CLOUD_SWAY):
        cx = area.center().x() + sway * travel
        cy = area.bottom() - h / 2 - step * i
        rects.append(QRectF(cx - w / 2, cy - h / 2, w, h))
    return rects


def score_track_positions(rect: QRectF) -> list[QRectF]:
    """51 spaces (0 to 50) round the board's edge, clockwise from the bottom-left corner."""
    band = _track_band(rect)
    ring = rect.adjusted(band * 0.75, band * 0.75, -band * 0.75, -band * 0.75)
    width, height = ring.width(), ring.height()
    if width <= 0 or height <= 0:
        return [QRectF(rect.center(), rect.center()) for _ in range(51)]
    spacing = 2 * (width + height) / 51
    # Spaces between the four corner spaces: 47 shared by the sides in proportion to their length.
    side = max(0, round(height / spacing - 1))
    top = max(0, round(width / spacing - 1))
    bottom = 47 - 2 * side - top
    if bottom < 0:
        top += bottom
        bottom = 0
    corners = [ring.bottomLeft(), ring.topLeft(), ring.topRight(), ring.bottomRight()]
    counts = [side, top, side, bottom]
    centres: list[QPointF] = []
    for k in range(4):
        a, b = corners[k], corners[(k + 1) % 4]
        n = counts[k]
        centres.append(a)
        for j in range(1, n + 1):
            f = j / (n + 1)
            centres.append(QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f))
    gaps = [length / (n + 1) for length, n in zip((height, width, height, width), counts, strict=True)]
    size = min(band * 0.9, min(gaps) * 0.86)
    return [_square(c, size / 2) for c in centres[:51]]


def paint_score_track(painter: QPainter, rect: QRectF) -> None:
    """The score track of `score_track_positions`: 0 to 50, numbered every 5, gold every 10."""
    spaces = score_track_positions(rect)
    if not spaces or spaces[0].width() <= 0:
        return
    _begin(painter)
    band = _track_band(rect)
    # A pale ribbon under the spaces ties them into one track.
    inset = band * 0.75
    half = band * 0.53
    ribbon_line = rect.adjusted(inset, inset, -inset, -inset)
    ribbon = QPainterPath()
    ribbon.setFillRule(Qt.FillRule.OddEvenFill)
    ribbon.addRect(ribbon_line.adjusted(-half, -half, half, half))
    ribbon.addRect(ribbon_line.adjusted(half, half, -half, -half))
    painter.fillPath(ribbon, _alpha(_WHITE, 0.35))
    painter.strokePath(ribbon, _pen(_alpha(QColor("#1f3f73"), 0.25), max(band * 0.04, 0.5)))

    # Spaces of a kind share one path: one fill and one stroke each, not 51 of every call.
    size = spaces[0].width()
    corner = size * 0.22
    kinds = {
        10: (QColor("#ffe08a"), _GOLD_DARK, QColor("#5a3a06")),
        5: (QColor("#fdfbf3"), QColor("#5d7ca6"), _INK),
        1: (_alpha(QColor("#f7fbff"), 0.85), QColor("#8aa6c8"), None),
    }
    shadows, shapes, dots = QPainterPath(), {k: QPainterPath() for k in kinds}, QPainterPath()
    for value, space in enumerate(spaces):
        kind = 10 if value % 10 == 0 else 5 if value % 5 == 0 else 1
        shadows.addRoundedRect(space.translated(size * 0.03, size * 0.06), corner, corner)
        shapes[kind].addRoundedRect(space, corner, corner)
        if kind == 1:
            dots.addEllipse(space.center(), size * 0.07, size * 0.07)
    painter.fillPath(shadows, _alpha(QColor("#1f3f73"), 0.18))
    for kind, (fill, edge, _) in kinds.items():
        painter.fillPath(shapes[kind], fill)
        painter.strokePath(shapes[kind], _pen(edge, max(size * 0.05, 0.5)))
    painter.fillPath(dots, _alpha(QColor("#8aa6c8"), 0.6))
    for value in range(0, len(spaces), 5):
        ink = kinds[10 if value % 10 == 0 else 5][2]
        _draw_number(painter, str(value), spaces[value].center(), size * 0.42, ink, max_width=size * 0.74)
    painter.restore()
