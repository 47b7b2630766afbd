"""Painted cards are kept as pictures: a design is painted once per size and scale, and drawn from
its picture after that, looking as painted."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cloudtable.ui.art import common, strange_world as art


def painted(paint, scale=1.0, size=(70, 98)) -> QImage:
    image = QImage(round(size[0] * scale) + 4, round(size[1] * scale) + 4, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        painter.scale(scale, scale)
        paint(painter, QRectF(2 / scale, 2 / scale, *size))
    finally:
        painter.end()
    return image


def difference(a: QImage, b: QImage) -> float:
    """The mean difference of the channels, 0 to 255."""
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(pa, pb, strict=True)) / len(pa)


def test_a_design_is_painted_once_per_scale_and_looks_as_painted(qapp):
    calls = []

    def card(painter, rect, kind, *, lit=False):
        calls.append((kind, lit))
        art.paint_land_card.__wrapped__(painter, rect, (1, 0, 1, 0, 0), ("bear",) if kind else (), lit=lit)

    kept = common.pictured(card)
    first = painted(lambda p, r: kept(p, r, 1), scale=1.1)
    again = painted(lambda p, r: kept(p, r, 1), scale=1.1)
    assert calls == [(1, False)] and difference(first, again) == 0
    painted(lambda p, r: kept(p, r, 1), scale=1.15)  # a little zoom: the same picture
    painted(lambda p, r: kept(p, r, 1, lit=True), scale=1.1)  # another design
    painted(lambda p, r: kept(p, r, 1), scale=2.0)  # a new scale
    assert calls == [(1, False), (1, True), (1, False)]
    direct = painted(lambda p, r: card(p, r, 1), scale=1.15)
    assert difference(painted(lambda p, r: kept(p, r, 1), scale=1.15), direct) < 6


def test_what_cannot_be_kept_is_painted_directly(qapp):
    calls = []

    def card(painter, rect, colours):
        calls.append(colours)

    kept = common.pictured(card)
    for _ in range(2):
        painted(lambda p, r: kept(p, r, ["red"]))  # not hashable
    painted(lambda p, r: kept(p, r, "big"), scale=30)  # a poster
    painted(lambda p, r: kept(p, r, "big"), scale=30)
    assert calls == [["red"], ["red"], "big", "big"]


def test_a_picture_one_step_larger_stands_for_a_little_smaller_zoom_only(qapp):
    """A table fitted again as it grows zooms out a little: the pictures it had are drawn smaller
    (looking as painted) instead of painting every design again; a zoom a quarter octave further
    out, or any zoom in, paints the design at its own scale."""
    calls = []

    def card(painter, rect, kind):
        calls.append(kind)
        art.paint_land_card.__wrapped__(painter, rect, (1, 0, 1, 0, 0), ("bear",))

    kept = common.pictured(card)
    painted(lambda p, r: kept(p, r, 2), scale=1.1)  # kept at 2^(1/4)
    smaller = painted(lambda p, r: kept(p, r, 2), scale=0.95)  # a step below: drawn from it
    assert calls == [2]
    assert difference(smaller, painted(lambda p, r: card(p, r, 2), scale=0.95)) < 6
    calls.clear()
    painted(lambda p, r: kept(p, r, 2), scale=0.8)  # two steps below: its own picture
    painted(lambda p, r: kept(p, r, 2), scale=1.3)  # larger: never drawn from a smaller picture
    assert calls == [2, 2]


def size_kept_at(scale: float, rect: QRectF) -> tuple[int, int]:
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        return common._picture_size(painter, rect)[1:]
    finally:
        painter.end()


def test_a_picture_is_painted_with_square_pixels_and_drawn_back_over_its_rect(qapp):
    """A card 80 x 160 pictured at 68 x 135 pixels: the design sees square pixels (stretched,
    its parts could not be drawn from their pictures and pens stroked far slower), and the
    picture comes back over the card exactly, not squeezed into the rounded-up pixels. A kept
    picture's pixels are sized to fit its rect: 68 x 136 (the whole picture the card's)."""
    seen = []

    def design(painter, rect):
        seen.append(painter.deviceTransform())
        painter.fillRect(rect, QColor("red"))

    rect = QRectF(0, 0, 80, 160)
    image = common.painted_image(design, QPainter.RenderHint.Antialiasing, rect, 68, 135)
    (device,) = seen
    assert device.m11() == device.m22() == 135 / 160
    drawn = QImage(80, 160, QImage.Format.Format_ARGB32_Premultiplied)
    drawn.fill(QColor(0, 0, 0, 0))
    painter = QPainter(drawn)
    common.draw_image(painter, rect, image)
    painter.end()
    assert drawn.pixelColor(79, 80).alpha() < 255  # (the half pixel at 67.5 of the 68)
    assert drawn.pixelColor(78, 80).alpha() == drawn.pixelColor(40, 159).alpha() == 255
    assert size_kept_at(0.84, rect) == (68, 136)  # (a quarter octave: 0.8409)


def test_a_covered_card_greys_its_face_from_the_faces_kept_picture(qapp, monkeypatch):
    """Each way a covered card shows (which of its ends a route runs through) is a picture of its
    own; its face, greyed or not, is painted once, then drawn from its kept picture."""
    from cloudtable.games.cloudy_kingdom import cards
    from cloudtable.ui.art import cloudy_kingdom as ck

    face = sorted(cards.DECK_MIX)[4]
    rect = QRectF(-40, -80, 80, 160)
    painted(lambda p, r: ck.paint_covered_card(p, rect, face, (False, False)), scale=0.84, size=(80, 160))
    bodies = []
    body = ck._paint_route_body
    monkeypatch.setattr(ck, "_paint_route_body", lambda *args: (bodies.append(args), body(*args)))
    covered = common.painted["paint_covered_card"]
    painted(lambda p, r: ck.paint_covered_card(p, rect, face, (True, False)), scale=0.84, size=(80, 160))
    assert common.painted["paint_covered_card"] == covered + 1 and not bodies
