"""Cloudy Kingdom's card art: every piece paints, visibly, distinctly, in the agreed orientation."""

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform

from cloudtable.games.cloudy_kingdom import cards
from cloudtable.ui.art import cloudy_kingdom as art

CARD_W, CARD_H = 40, 80


def render(paint, width=CARD_W, height=CARD_H, ratio=1.0) -> QImage:
    """Paint into a transparent image; check the painter comes back as it was given."""
    image = QImage(int(width * ratio), int(height * ratio), QImage.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, width, height))
    assert painter.worldTransform() == QTransform()
    painter.end()
    return image


def coverage(image: QImage) -> float:
    """Share of pixels that are not fully transparent."""
    alphas = bytes(image.constBits())[3::4]  # ARGB32 is stored B, G, R, A
    return sum(1 for a in alphas if a) / len(alphas)


def key(image: QImage) -> bytes:
    return bytes(image.constBits())


def is_green(image: QImage, x: int, y: int) -> bool:
    c = image.pixelColor(x, y)
    return c.green() > c.red() + 30 and c.green() > c.blue() + 10


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def route(end_a, centre, end_b, **kw):
    return render(lambda p, r: art.paint_route_card(p, r, end_a, centre, end_b, **kw))


@pytest.fixture(scope="module")
def route_images(qapp):
    combos = itertools.product(art.END_KINDS, art.CENTRE_KINDS, art.END_KINDS)
    return {combo: route(*combo) for combo in combos}


def test_every_route_card_fills_its_rect_and_looks_unlike_every_other(route_images):
    for combo, image in route_images.items():
        assert coverage(image) > 0.9, combo
    assert len({key(image) for image in route_images.values()}) == len(route_images)


def test_a_vine_reaches_exactly_the_sides_its_centre_joins(route_images):
    # Vertical card, end A north: L1/L2 of the short names is west/east; a vine at a side's middle.
    west_east = {
        "straight": (False, False),
        "rope_bridge": (True, True),
        "crossroads": (True, True),
        "t_west": (True, False),
        "t_east": (False, True),
        "curve_west": (True, False),
        "curve_east": (False, True),
        "double_curve_west": (True, True),
        "double_curve_east": (True, True),
        "dead_end": (False, False),
    }
    for centre, (west, east) in west_east.items():
        image = route_images[("open", centre, "open")]
        assert is_green(image, 1, CARD_H // 2) == west, centre
        assert is_green(image, CARD_W - 2, CARD_H // 2) == east, centre
        assert is_green(image, CARD_W // 2, 1) and is_green(image, CARD_W // 2, CARD_H - 2), centre


def test_a_blocked_end_hides_no_vine_where_an_open_one_runs(route_images):
    # Just short of the centre the open end shows its stalk; a hole or thorns cover the middle of the end.
    open_card = route_images[("open", "straight", "open")]
    for end in ("hole", "thorns"):
        blocked = route_images[(end, "straight", "open")]
        y = int(CARD_H * art._OBSTACLE_Y / 2)
        assert is_green(open_card, CARD_W // 2, y)
        assert not is_green(blocked, CARD_W // 2, y), end


def test_short_names_and_rules_codes_paint_the_same_cards(qapp, route_images):
    for alias, kind in art.CENTRE_ALIASES.items():
        assert key(route("open", alias, "open")) == key(route_images[("open", kind, "open")]), alias
    # The rules' local point 1 lies east at turns 0: its "T" and "C" turn east.
    for code, kind in cards.CENTRES.items():
        groups = kind[1]
        east_joined = any(1 in group and len(group) > 1 for group in groups)
        image = route("open", code, "open")
        assert is_green(image, CARD_W - 2, CARD_H // 2) == (east_joined or code == "R"), code


def test_route_kind_codes_of_the_deck_paint_like_their_parts(qapp):
    for code in cards.DECK_MIX:
        kind = cards.route_kind(code)
        by_code = render(lambda p, r, code=code: art.paint_route_kind(p, r, code))
        assert key(by_code) == key(route(kind.end_a, kind.centre, kind.end_b)), code


def test_highlight_changes_the_card(qapp, route_images):
    lit = route("open", "crossroads", "open", highlight=True)
    assert key(lit) != key(route_images[("open", "crossroads", "open")])


def test_unknown_kinds_are_refused(qapp):
    image = QImage(10, 10, QImage.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError):
            art.paint_route_card(painter, QRectF(0, 0, 5, 10), "open", "spiral", "open")
        with pytest.raises(ValueError):
            art.paint_route_card(painter, QRectF(0, 0, 5, 10), "lava", "straight", "open")
        with pytest.raises(ValueError):
            art.paint_magic_card(painter, QRectF(0, 0, 5, 10), "teleport")
        with pytest.raises(ValueError):
            art.paint_castle(painter, QRectF(0, 0, 10, 5), 4)
    finally:
        painter.end()


def test_magic_cards_used_or_not_are_all_distinct(qapp):
    images = {}
    for effect, used in itertools.product(art.MAGIC_EFFECTS, (False, True)):
        image = render(lambda p, r, effect=effect, used=used: art.paint_magic_card(p, r, effect, used=used))
        assert coverage(image) > 0.9, effect
        images[effect, used] = key(image)
    assert len(set(images.values())) == len(images)
    for rules_id, effect in art.MAGIC_ALIASES.items():
        assert (
            key(render(lambda p, r, rules_id=rules_id: art.paint_magic_card(p, r, rules_id))) == images[effect, False]
        )
    assert set(cards.EFFECTS) <= set(art.MAGIC_EFFECTS) | set(art.MAGIC_ALIASES)


def test_used_magic_is_grey(qapp):
    image = render(lambda p, r: art.paint_magic_card(p, r, "green_thumb", used=True))
    spread = max(
        max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue())
        for c in (image.pixelColor(x, y) for x in range(0, CARD_W, 3) for y in range(0, CARD_H, 3))
    )
    assert spread < 40


def test_the_title_band_lies_inside_the_card_below_the_emblem():
    rect = QRectF(10, 20, 60, 120)
    band = art.magic_title_rect(rect)
    assert rect.contains(band)
    assert band.top() > rect.center().y() and band.height() > rect.height() * 0.15


def test_magic_cards_played_as_routes_are_crossroads_unlike_the_plain_one(qapp, route_images):
    burning = render(art.paint_burning_crossing)
    dead = render(art.paint_dead_end_crossing)
    plain = route_images[("open", "crossroads", "open")]
    assert len({key(burning), key(dead), key(plain)}) == 3
    for image in (burning, dead):
        assert coverage(image) > 0.9
        assert is_green(image, 2, CARD_H // 2) and is_green(image, CARD_W // 2, 2)


def test_castles_crests_cells_and_back_paint(qapp):
    castles = [render(lambda p, r, f=f: art.paint_castle(p, r, f), 80, 40) for f in range(4)]
    glowing = render(lambda p, r: art.paint_castle(p, r, 0, glow=True), 80, 40)
    crests = [render(lambda p, r, f=f: art.paint_crest(p, r, f), 30, 30) for f in range(4)]
    for image in castles + [glowing]:
        assert coverage(image) > 0.9
    for image in crests:
        assert coverage(image) > 0.6
    assert len({key(i) for i in castles + [glowing]}) == 5
    assert len({key(i) for i in crests}) == 4
    # crests differ in shape, not only in colour: where the symbol is (far from the disc's colour)
    masks = set()
    for family, image in enumerate(crests):
        disc = art.FAMILY_COLOURS[family]
        masks.add(tuple(_distance(image.pixelColor(x, y), disc) > 120 for x in range(30) for y in range(30)))
    assert len(masks) == 4
    cell, lit = (render(lambda p, r, on=on: art.paint_cell(p, r, lit=on), 60, 60) for on in (False, True))
    assert coverage(cell) > 0.7 and key(cell) != key(lit)
    assert coverage(render(art.paint_card_back)) > 0.9
    assert len(art.FAMILY_COLOURS) == len(cards.FAMILIES) == 4


def test_the_path_glow_follows_the_path(qapp):
    path = QPainterPath(QPointF(5, 30))
    path.lineTo(55, 30)
    image = render(lambda p, r: art.paint_path_glow(p, path, 6), 60, 60)
    assert image.pixelColor(30, 30).alpha() > 200 and image.pixelColor(30, 5).alpha() == 0


def test_odd_sizes_and_hidpi_paint_without_trouble(qapp):
    for width, height, ratio in ((7, 14, 1.0), (123, 246, 2.0), (300, 600, 1.5)):
        image = render(lambda p, r: art.paint_route_card(p, r, "break", "rope_bridge", "thorns"), width, height, ratio)
        assert coverage(image) > 0.85
        render(lambda p, r: art.paint_castle(p, r, 3, glow=True), height, height / 3, ratio)
