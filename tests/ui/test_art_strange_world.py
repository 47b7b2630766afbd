"""Strange World's painted pieces: each paints inside its rect, different inputs look different (in
greyscale too), portal halves meet as one ring, and every size from a thumbnail to a poster works."""

from itertools import combinations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from cloudtable.ui.art import strange_world as art

CARD_W, CARD_H = 70, 98  # a card of a 4 x 4 World on a 1280 x 720 window
ONE = {kind: tuple(int(k == kind) for k in art.ICON_KINDS) for kind in art.ICON_KINDS}


def picture(paint, width=CARD_W, height=CARD_H, margin=0, ratio=1.0) -> QImage:
    """`paint(painter, rect)` on a transparent image with `margin` pixels of room round the rect; the
    painter must come back as it was given."""
    image = QImage(
        round((width + 2 * margin) * ratio),
        round((height + 2 * margin) * ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint(painter, QRectF(margin, margin, width, height))
    assert painter.worldTransform() == QTransform() and not painter.hasClipping()
    painter.end()
    return image


def land(icons, animals=(), **options):
    return lambda p, r: art.paint_land_card(p, r, icons, animals, **options)


def share_painted(image: QImage) -> float:
    alpha = bytes(image.constBits())[3::4]  # B, G, R, A in memory
    return sum(1 for a in alpha if a) / len(alpha)


def changed(a: QImage, b: QImage) -> float:
    """The share of pixels that differ between two images of one size."""
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    return sum(pa[i : i + 4] != pb[i : i + 4] for i in range(0, len(pa), 4)) / (len(pa) // 4)


def greyed(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied
    )


def all_apart(images: dict, least: float) -> None:
    for (name_a, a), (name_b, b) in combinations(images.items(), 2):
        assert changed(a, b) >= least, f"{name_a} and {name_b} look alike"


def lightness(image: QImage) -> float:
    return (
        sum(
            image.pixelColor(x, y).lightnessF() for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
        )
        / len(range(0, image.width(), 3))
        / len(range(0, image.height(), 3))
    )


def near(colour: QColor, target: QColor, tolerance: int = 70) -> bool:
    return sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3], strict=True)) <= tolerance


def banner_kinds(image: QImage, total: int) -> list:
    """The land type whose banner colour covers a good part of each banner row of a card."""
    found = []
    for top, height in art._BANNER_ROWS[total]:
        spots = [
            image.pixelColor(x, y)
            for x in range(0, image.width(), 2)
            for y in range(round(top * image.width()), round((top + height) * image.width()), 2)
        ]
        share = {kind: sum(near(c, colour) for c in spots) / len(spots) for kind, colour in art.BANNER_COLOURS.items()}
        best = max(share, key=share.get)
        found.append(best if share[best] > 0.25 else None)
    return found


PIECES = {
    "mountain card": land(ONE["mountain"]),
    "three icons, lit": land((2, 0, 0, 0, 1), lit=True),
    "plant portal": land(ONE["plant"], ("rat",), portal=True),
    "start card": land(ONE["plant"], ("bear",), start=True),
    "moon": land((), moon=True),
    "back": art.paint_tzimimes_back,
    "fumarole": art.paint_fumarole,
    "dark city": lambda p, r: art.paint_dark_city(p, r, 9),
    "traveller": lambda p, r: art.paint_traveller(p, r, "floulou", 8),
    "sun": lambda p, r: art.paint_sun(p, r, True),
    "icon": lambda p, r: art.paint_icon(p, r, "portal"),
    "empty cell": art.paint_empty_cell,
    "lit cell": lambda p, r: art.paint_empty_cell(p, r, lit=True),
    "portal link": art.paint_portal_link,
}


RECT_SIZES = ((70, 98), (90, 40), (30, 120))  # a card's own shape, too wide, too tall


@pytest.mark.parametrize(("name", "size"), [(name, size) for name in PIECES for size in RECT_SIZES])
def test_no_piece_spills_out_of_its_rect(qapp, name, size):
    """Items cache their painting to their bounding rect: nothing may spill out of it."""
    margin = 6
    image = picture(PIECES[name], *size, margin=margin)
    assert share_painted(image) > 0.02, name
    room = QRect(margin - 1, margin - 1, size[0] + 2, size[1] + 2)  # a pixel of antialiasing
    outside = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if not room.contains(x, y) and image.pixelColor(x, y).alpha()
    ]
    assert not outside, f"{name} paints outside its rect, at {outside[:3]}"


def test_cards_fill_their_aspect_and_stay_centred(qapp):
    assert pytest.approx(5 / 7) == art.CARD_ASPECT
    for paint in (
        land(ONE["water"]),
        art.paint_tzimimes_back,
        art.paint_fumarole,
        lambda p, r: art.paint_sun(p, r, False),
    ):
        assert share_painted(picture(paint, 100, 140)) > 0.97
        wide = picture(paint, 200, 140)  # too wide a rect: the card stands in its middle
        assert wide.pixelColor(10, 70).alpha() == 0 and wide.pixelColor(100, 70).alpha() == 255
    traveller = picture(lambda p, r: art.paint_traveller(p, r, "kark", 6), 90, 280)
    assert share_painted(traveller) > 0.97
    assert art.TRAVELLER_ASPECT < art.CARD_ASPECT / 2  # narrower than a card, two cards tall


def test_each_land_type_looks_its_own_in_colour_and_in_grey(qapp):
    cards = {kind: picture(land(counts, ("deer",) if kind == "plant" else ())) for kind, counts in ONE.items()}
    cards["moon"] = picture(land((), moon=True))
    all_apart(cards, 0.1)
    all_apart({name: greyed(image) for name, image in cards.items()}, 0.1)
    for kind in art.ICON_KINDS:
        assert banner_kinds(cards[kind], 1) == [kind]  # each on a banner of its own colour


def test_a_card_shows_every_icon_even_two_of_a_kind(qapp):
    assert banner_kinds(picture(land((2, 0, 0, 0, 0))), 2) == ["mountain", "mountain"]
    assert banner_kinds(picture(land((2, 0, 0, 0, 1))), 3) == ["mountain", "mountain", "volcano"]
    assert banner_kinds(picture(land((0, 1, 0, 1, 0))), 2) == ["water", "swamp"]
    by_names = picture(land(("volcano", "mountain", "mountain")))
    assert changed(by_names, picture(land((2, 0, 0, 0, 1)))) == 0
    two_plants = picture(land((0, 0, 2, 0, 0), ("deer", "goat")))
    assert changed(two_plants, picture(land((0, 0, 2, 0, 0), ("deer", "spirit")))) > 0.01
    assert changed(two_plants, picture(land(ONE["plant"], ("deer",)))) > 0.2


def test_every_animal_is_drawn_and_unlike_the_others(qapp):
    cards = {name: picture(land(ONE["plant"], (name,)), 140, 196) for name in art.ANIMALS}
    all_apart(cards, 0.01)
    all_apart({name: greyed(image) for name, image in cards.items()}, 0.01)
    bare = picture(land(ONE["plant"]), 140, 196)  # a plant whose animal is not given: a tree alone
    for name, image in cards.items():
        assert changed(image, bare) > 0.05, name


def test_the_moon_card_is_the_night_card(qapp):
    night = lightness(picture(land((), moon=True)))
    for kind, counts in ONE.items():
        assert lightness(picture(land(counts, ("bear",) if kind == "plant" else ()))) > night + 0.15


def test_start_and_lit_cards_are_marked(qapp):
    plain = picture(land(ONE["water"]))
    start = picture(land(ONE["water"], start=True))
    lit = picture(land(ONE["water"], lit=True))
    all_apart({"plain": plain, "start": start, "lit": lit}, 0.05)


def test_a_portal_cards_two_halves_mirror_each_other_at_its_edges(qapp):
    unit = 100
    for kind, counts in ONE.items():
        animals = ("rat",) if kind == "plant" else ()
        card = picture(land(counts, animals, portal=True), unit, 140)
        plain = picture(land(counts, animals), unit, 140)
        top = round((art._PORTAL_Y - art._PORTAL_RY) * unit)
        bottom = round((art._PORTAL_Y + art._PORTAL_RY) * unit)
        gaps = []
        for y in range(top, bottom):
            for x in range(round(art._PORTAL_RX * unit)):
                left, right = card.pixelColor(x, y), card.pixelColor(unit - 1 - x, y)
                gaps.append(sum(abs(a - b) for a, b in zip(left.getRgb(), right.getRgb(), strict=True)))
        assert sum(gaps) / len(gaps) < 6, kind  # mirror images, but for antialiasing
        assert changed(card, plain) > 0.05, kind  # and the portal is really there


def test_two_portal_cards_side_by_side_make_one_ring_and_the_link_finishes_it(qapp):
    gap = 3
    left, right = QRectF(0, 0, CARD_W, CARD_H), QRectF(CARD_W + gap, 0, CARD_W, CARD_H)
    link = art.portal_link_rect(left, right)
    assert link.center().x() == pytest.approx(CARD_W + gap / 2)
    assert left.top() < link.top() < link.bottom() <= left.bottom() + 0.5

    def pair(with_link):
        def paint(p, r):
            art.paint_land_card(p, left, ONE["water"], portal=True)
            art.paint_land_card(p, right, ONE["mountain"], portal=True)
            if with_link:
                art.paint_portal_link(p, link)

        return picture(paint, 2 * CARD_W + gap, CARD_H)

    halves, finished = pair(False), pair(True)
    y = round(link.center().y())
    # the halves' rings meet across the seam at the same height, in the portal's violet
    for x in (CARD_W - 2, CARD_W + gap + 1):
        colour = halves.pixelColor(x, round(link.top() + link.height() * 0.12))
        assert colour.blue() > colour.green() + 20, x
    assert halves.pixelColor(CARD_W + 1, y).alpha() == 0  # the seam shows through
    assert finished.pixelColor(CARD_W + 1, y).alpha() == 255  # the finished portal spans it
    assert changed(halves, finished) > 0.01


def test_every_traveller_is_its_own_character_goal_and_bonus(qapp):
    def traveller(key, bonus=5):
        return picture(lambda p, r: art.paint_traveller(p, r, key, bonus), 64, 200)

    people = {key: traveller(key) for key in art.TRAVELLERS}
    all_apart(people, 0.1)
    all_apart({key: greyed(image) for key, image in people.items()}, 0.1)
    assert changed(traveller("splash", 5), traveller("splash", 8)) > 0.005
    rect = QRectF(10, 20, 90, 280)
    name = art.traveller_name_rect(rect)
    assert rect.contains(name) and name.height() > rect.height() * 0.05 and name.width() > rect.width() * 0.7


def test_the_suns_arrow_points_left_or_right(qapp):
    faces = {way: picture(lambda p, r, way=way: art.paint_sun(p, r, way), 100, 140) for way in (True, False)}
    assert changed(greyed(faces[True]), greyed(faces[False])) > 0.1

    def arrow(image):
        return {
            (x, y)
            for x in range(100)
            for y in range(140)
            if (c := image.pixelColor(x, y)).red() > 150 and c.green() < 110 and c.blue() < 100
        }

    def near_spot(pixels, x, y):
        return sum(1 for px, py in pixels if abs(px - x) <= 3 and abs(py - y) <= 3)

    clockwise, anticlockwise = arrow(faces[True]), arrow(faces[False])
    assert len(clockwise) > 600
    # one face is the other's mirror image ...
    mirrored = {(99 - x, y) for x, y in clockwise}
    assert len(mirrored ^ anticlockwise) < 0.1 * len(clockwise)
    # ... and the ring runs round clockwise to its head, which points into the gap at the upper right
    assert near_spot(clockwise, 77, 40) == 0 and near_spot(clockwise, 23, 40) > 20
    assert near_spot(anticlockwise, 23, 40) == 0 and near_spot(anticlockwise, 77, 40) > 20


def test_dark_cities_show_their_values(qapp):
    cities = {v: picture(lambda p, r, v=v: art.paint_dark_city(p, r, v), 60, 60) for v in art.DARK_CITY_VALUES}
    all_apart(cities, 0.02)
    for image in cities.values():
        assert 0.7 < share_painted(image) < 0.85  # a round token
        assert image.pixelColor(2, 2).alpha() == 0


def test_icons_alone_are_all_different(qapp):
    icons = {kind: picture(lambda p, r, kind=kind: art.paint_icon(p, r, kind), 40, 40) for kind in art.LEGEND_KINDS}
    all_apart(icons, 0.05)
    all_apart({kind: greyed(icons[kind]) for kind in art.ICON_KINDS}, 0.05)


def test_the_empty_cell_is_faint_until_lit(qapp):
    faint = picture(art.paint_empty_cell)
    lit = picture(lambda p, r: art.paint_empty_cell(p, r, lit=True))
    centre_faint, centre_lit = faint.pixelColor(CARD_W // 2, CARD_H // 3), lit.pixelColor(CARD_W // 2, CARD_H // 3)
    assert centre_faint.alpha() < 80 < centre_lit.alpha()


@pytest.mark.parametrize("width", [40, 75, 150, 300, 600])
def test_every_size_paints_without_trouble(qapp, width):
    ratio = 2.0 if width == 75 else 1.0
    card_h = width / art.CARD_ASPECT
    for paint in (
        land((1, 0, 1, 0, 0), ("goat",), portal=True, lit=True),
        land((), moon=True, start=True),
        art.paint_tzimimes_back,
        art.paint_fumarole,
        lambda p, r: art.paint_sun(p, r, False),
        art.paint_empty_cell,
    ):
        assert share_painted(picture(paint, width, card_h, ratio=ratio)) > 0.9
    for paint in (lambda p, r: art.paint_dark_city(p, r, 4), lambda p, r: art.paint_icon(p, r, "animal")):
        assert share_painted(picture(paint, width, width, ratio=ratio)) > 0.6
    traveller = picture(lambda p, r: art.paint_traveller(p, r, "rumph", 6), width, width / art.TRAVELLER_ASPECT)
    assert share_painted(traveller) > 0.9


def test_nothing_is_painted_into_an_empty_rect(qapp):
    empty = QRectF(2, 2, 0, 0)
    image = QImage(6, 6, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    art.paint_land_card(painter, empty, ONE["swamp"], portal=True, lit=True)
    art.paint_tzimimes_back(painter, empty)
    art.paint_fumarole(painter, empty)
    art.paint_dark_city(painter, empty, 7)
    art.paint_traveller(painter, empty, "boung", 8)
    art.paint_sun(painter, empty, True)
    art.paint_icon(painter, empty, "star")
    art.paint_empty_cell(painter, empty, lit=True)
    art.paint_portal_link(painter, empty)
    painter.end()
    assert share_painted(image) == 0


@pytest.mark.parametrize(
    "call",
    [
        lambda p, r: art.paint_land_card(p, r, (0, 0, 0, 0, 0)),
        lambda p, r: art.paint_land_card(p, r, (2, 1, 1, 0, 0)),
        lambda p, r: art.paint_land_card(p, r, (1, 0, 0, 0)),
        lambda p, r: art.paint_land_card(p, r, ONE["water"], moon=True),
        lambda p, r: art.paint_land_card(p, r, ("lava",)),
        lambda p, r: art.paint_land_card(p, r, ONE["water"], ("bear",)),
        lambda p, r: art.paint_land_card(p, r, ONE["plant"], ("unicorn",)),
        lambda p, r: art.paint_traveller(p, r, "zorg", 3),
        lambda p, r: art.paint_icon(p, r, "castle"),
    ],
)
def test_unknown_or_impossible_pieces_are_refused(qapp, call):
    image = QImage(20, 28, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError):
            call(painter, QRectF(0, 0, 20, 28))
    finally:
        painter.end()


def test_the_symbols_outlines_are_lean(qapp):
    """A symbol's outline is stroked at every first painting of a card: joined at common's full
    magnification, Water's had 11,182 segments and a card's first painting took up to 34 ms."""
    for kind in art.ICON_KINDS:
        body, detail = art._symbol(kind)
        assert body.elementCount() + detail.elementCount() < 2500, kind
        # Their corners left out where they move the outline by less than a five-hundredth of the
        # box (art.common.lean): Swamp's had 1,580 segments, Water's 1,162; a pen stroked them all.
        assert body.elementCount() + detail.elementCount() < 800, kind
    assert art._walker().elementCount() < 500


def test_the_animals_outlines_are_lean_and_stroked_once(qapp):
    """An animal's silhouette was joined with no corner left out (the deer's had 876 segments),
    and a pen stroked it at every painting: 0.6-0.9 ms an animal, most of a first picture of
    Roro's Traveller. Its outline is now made once, as a path to fill."""
    for name in art.ANIMALS:
        silhouette = art._animal(name)[0][0]
        assert silhouette.elementCount() < 250, name
        assert art._animal_outline(name) is art._animal_outline(name)
