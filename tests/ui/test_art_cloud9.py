"""Cloud 9's painted pieces: every piece paints something real, distinct pieces look distinct,
and the board's geometry (clouds, score track, balloon) is laid out sensibly."""

from itertools import combinations, pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cloudtable.ui.art import cloud9 as art

POINTS = (1, 2, 4, 6, 9, 12, 15, 20, 25)
DICE = (2, 2, 2, 3, 3, 3, 4, 4, None)
CARD_KINDS = (*art.CARD_COLOURS, "wild")
DIE_FACES = (*art.CARD_COLOURS, "blank", None)


def render(paint, width=120, height=168, margin=0):
    """Paints `paint(painter, rect)` into a transparent image, `margin` pixels of room round rect."""
    image = QImage(width + 2 * margin, height + 2 * margin, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint(painter, QRectF(margin, margin, width, height))
    painter.end()
    return image


def alphas(image):
    # Premultiplied ARGB32 in memory order B, G, R, A on little-endian machines.
    return bytes(image.constBits())[3::4]


def covered(image):
    """The fraction of pixels that received paint."""
    data = alphas(image)
    return sum(1 for a in data if a) / len(data)


def difference(a, b):
    """The fraction of pixels that differ between two same-sized images."""
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    return sum(1 for i in range(0, len(pa), 4) if pa[i : i + 4] != pb[i : i + 4]) / (len(pa) // 4)


def assert_all_distinct(images, at_least=0.01):
    for (name_a, a), (name_b, b) in combinations(images.items(), 2):
        assert difference(a, b) >= at_least, f"{name_a} and {name_b} look the same"


def test_card_faces_paint_and_differ(qapp):
    faces = {c: render(lambda p, r, c=c: art.paint_balloon_card(p, r, c)) for c in CARD_KINDS}
    for image in faces.values():
        assert covered(image) > 0.9  # a card fills its 5:7 rect
    assert_all_distinct(faces, at_least=0.05)


def test_lit_cards_glow(qapp):
    for colour in CARD_KINDS:
        plain = render(lambda p, r, c=colour: art.paint_balloon_card(p, r, c))
        lit = render(lambda p, r, c=colour: art.paint_balloon_card(p, r, c, lit=True))
        assert difference(plain, lit) > 0.05, colour
    back = render(lambda p, r: art.paint_balloon_card(p, r, "red", face_down=True))
    lit_back = render(lambda p, r: art.paint_balloon_card(p, r, "red", face_down=True, lit=True))
    assert difference(back, lit_back) > 0.05


PIECES = {
    "card": lambda p, r: art.paint_balloon_card(p, r, "wild", lit=True),
    "back": art.paint_card_back,
    "die": lambda p, r: art.paint_die(p, r, "green"),
    "rolling die": lambda p, r: art.paint_die(p, r, "yellow", rolling=True),
    "passenger": lambda p, r: art.paint_passenger(p, r, "black"),
    "jumper": lambda p, r: art.paint_passenger(p, r, "orange", jumped=True),
    "marker": lambda p, r: art.paint_score_marker(p, r, "blue"),
    "balloon": art.paint_balloon,
    "basket": art.paint_basket_front,
    "cloud": lambda p, r: art.paint_cloud(p, r, 4, 6, 3, current=True),
    "top cloud": lambda p, r: art.paint_cloud(p, r, 9, 25, None, passed=True),
    "board": art.paint_sky_board,
    "track": art.paint_score_track,
}


@pytest.mark.parametrize("name", PIECES)
@pytest.mark.parametrize("size", [(60, 84), (120, 120), (200, 90)])
def test_every_piece_paints_inside_its_rect(qapp, name, size):
    """Items cache their painting within their bounding rect: nothing may spill out of it."""
    margin = 8
    image = render(PIECES[name], *size, margin=margin)
    assert covered(image) > 0.01
    width, height = image.width(), image.height()
    spilled = [
        i
        for i, a in enumerate(alphas(image))
        if a and not (margin - 1 <= i % width <= width - margin and margin - 1 <= i // width <= height - margin)
    ]
    assert spilled == [], f"{name} paints outside its rect"


def test_card_back_is_one_picture_for_every_face_down_card(qapp):
    back = render(art.paint_card_back)
    assert covered(back) > 0.9
    for colour in CARD_KINDS:
        face_down = render(lambda p, r, c=colour: art.paint_balloon_card(p, r, c, face_down=True))
        assert difference(back, face_down) == 0
        face_up = render(lambda p, r, c=colour: art.paint_balloon_card(p, r, c))
        assert difference(back, face_up) > 0.3


def test_dice_faces_paint_and_differ(qapp):
    faces = {str(f): render(lambda p, r, f=f: art.paint_die(p, r, f), 64, 64) for f in DIE_FACES}
    for image in faces.values():
        assert covered(image) > 0.6
    assert_all_distinct(faces, at_least=0.03)
    rolling = render(lambda p, r: art.paint_die(p, r, "red", rolling=True), 64, 64)
    assert difference(rolling, faces["red"]) > 0.1


def test_colours_stay_distinct_without_colour(qapp):
    """Each colour's symbol tells it apart even in greyscale (for colour-blind players)."""

    def grey(image):
        return image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
            QImage.Format.Format_ARGB32_Premultiplied
        )

    dice = {c: grey(render(lambda p, r, c=c: art.paint_die(p, r, c), 64, 64)) for c in art.CARD_COLOURS}
    assert_all_distinct(dice, at_least=0.03)
    cards = {c: grey(render(lambda p, r, c=c: art.paint_balloon_card(p, r, c))) for c in CARD_KINDS}
    assert_all_distinct(cards, at_least=0.03)


def test_passengers_and_score_markers_paint_in_every_colour(qapp):
    assert set(art.PLAYER_COLOURS) == {"black", "blue", "green", "orange", "red", "yellow"}
    standing = {c: render(lambda p, r, c=c: art.paint_passenger(p, r, c), 40, 48) for c in art.PLAYER_COLOURS}
    jumped = {
        c: render(lambda p, r, c=c: art.paint_passenger(p, r, c, jumped=True), 40, 48) for c in art.PLAYER_COLOURS
    }
    markers = {c: render(lambda p, r, c=c: art.paint_score_marker(p, r, c), 24, 24) for c in art.PLAYER_COLOURS}
    for group, least in ((standing, 0.25), (jumped, 0.2), (markers, 0.5)):
        for image in group.values():
            assert covered(image) > least
        assert_all_distinct(group, at_least=0.05)
    for colour in art.PLAYER_COLOURS:
        assert difference(standing[colour], jumped[colour]) > 0.2


def test_unknown_colours_are_refused(qapp):
    image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError):
            art.paint_balloon_card(painter, QRectF(0, 0, 10, 14), "blue")
        with pytest.raises(ValueError):
            art.paint_die(painter, QRectF(0, 0, 10, 10), "wild")
        with pytest.raises(ValueError):
            art.paint_passenger(painter, QRectF(0, 0, 10, 10), "purple")
        with pytest.raises(ValueError):
            art.paint_score_marker(painter, QRectF(0, 0, 10, 10), "white")
    finally:
        painter.end()


def test_clouds_paint_their_states_differently(qapp):
    def cloud(number, **kw):
        return render(
            lambda p, r: art.paint_cloud(p, r, number, POINTS[number - 1], DICE[number - 1], **kw), 200, 100, margin=12
        )

    plain, current, passed = cloud(4), cloud(4, current=True), cloud(4, passed=True)
    assert covered(plain) > 0.35
    assert_all_distinct({"plain": plain, "current": current, "passed": passed}, at_least=0.05)
    every = {n: cloud(n) for n in range(1, 10)}
    assert_all_distinct(every, at_least=0.005)  # numbers, coins and dice differ


def test_balloon_basket_and_board_paint(qapp):
    balloon = render(art.paint_balloon, 200, 300)
    assert covered(balloon) > 0.3
    basket = render(art.paint_basket_front, 200, 300)
    assert 0.01 < covered(basket) < covered(balloon) / 4
    board = render(art.paint_sky_board, 300, 390)
    assert covered(board) > 0.95
    track = render(art.paint_score_track, 300, 390)
    assert 0.1 < covered(track) < 0.6  # a ring round the edge, the middle left to the sky


def test_the_sky_darkens_towards_the_top(qapp):
    board = render(art.paint_sky_board, 100, 400)
    top, bottom = board.pixelColor(50, 60), board.pixelColor(50, 380)
    assert bottom.lightnessF() > top.lightnessF() + 0.2


BOARDS = [QRectF(0, 0, 1000, 1300), QRectF(50, 20, 600, 600), QRectF(0, 0, 300, 420), QRectF(10, 10, 900, 700)]


@pytest.mark.parametrize("board", BOARDS)
def test_nine_clouds_rise_inside_the_board_without_overlapping_much(board):
    clouds = art.cloud_positions(board)
    assert len(clouds) == 9
    for lower, higher in pairwise(clouds):
        assert higher.center().y() < lower.center().y()
    for cloud in clouds:
        assert board.contains(cloud)
    for a, b in combinations(clouds, 2):
        overlap = a.intersected(b)
        assert overlap.width() * overlap.height() < 0.25 * a.width() * a.height()
    xs = [c.center().x() for c in clouds]
    assert max(xs) - min(xs) > clouds[0].width() * 0.5  # a zig-zag, not a column


@pytest.mark.parametrize("board", BOARDS)
def test_score_track_has_51_separate_spaces_round_the_edge(board):
    spaces = art.score_track_positions(board)
    assert len(spaces) == 51
    sky = art.cloud_positions(board)
    for space in spaces:
        assert board.contains(space)
        assert space.width() > 0
        for cloud in sky:
            assert not space.intersects(cloud)
    for a, b in combinations(spaces, 2):
        assert not a.intersects(b)
    # Consecutive spaces are neighbours, and the track closes its loop from 50 back to 0.
    gaps = [
        abs(a.center().x() - b.center().x()) + abs(a.center().y() - b.center().y())
        for a, b in zip(spaces, spaces[1:] + spaces[:1], strict=True)
    ]
    assert max(gaps) < 2.2 * min(gaps)


@pytest.mark.parametrize("board", BOARDS)
def test_balloon_sits_on_each_cloud_inside_the_board(board):
    clouds = art.cloud_positions(board)
    for number, cloud in enumerate(clouds, start=1):
        balloon = art.balloon_rect(board, number)
        assert board.contains(balloon)
        basket = art.basket_rect(balloon)
        assert balloon.contains(basket.center())
        # The basket is at the cloud's height, touching or beside it.
        assert cloud.top() - cloud.height() * 0.2 < basket.bottom() < cloud.bottom() + cloud.height() * 0.2


def test_the_balloons_place_is_found_once_per_board_and_cloud(monkeypatch):
    """The search took 3-6 ms and the table asks for it several times a move."""
    found = []
    real = art._find_balloon_rect
    monkeypatch.setattr(art, "_balloon_rects", {})
    monkeypatch.setattr(art, "_find_balloon_rect", lambda rect, n: found.append(n) or real(rect, n))
    board = BOARDS[0]
    first = art.balloon_rect(board, 3)
    first.translate(1000, 0)  # (the caller's own copy)
    again = art.balloon_rect(QRectF(board), 3)
    assert found == [3] and again == real(board, 3) and again != first
    art.balloon_rect(board, 4)
    assert found == [3, 4]


def test_degenerate_rects_paint_nothing_and_do_not_fail(qapp):
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    empty = QRectF(1, 1, 0, 0)
    art.paint_balloon_card(painter, empty, "red", lit=True)
    art.paint_card_back(painter, empty)
    art.paint_die(painter, empty, "green", rolling=True)
    art.paint_passenger(painter, empty, "blue", jumped=True)
    art.paint_score_marker(painter, empty, "black")
    art.paint_balloon(painter, empty)
    art.paint_cloud(painter, empty, 9, 25, None, current=True)
    art.paint_sky_board(painter, empty)
    art.paint_score_track(painter, empty)
    painter.end()
    assert not any(alphas(image))


def test_a_rolled_blank_never_looks_unrolled(qapp):
    """A blank asks for nothing, but it was rolled: it is a whole die with a mark of its own."""
    blank = render(lambda p, r: art.paint_die(p, r, art.BLANK), 64, 64)
    unrolled = render(lambda p, r: art.paint_die(p, r, None), 64, 64)
    white = render(lambda p, r: (p.setBrush(QColor("white")), p.drawRect(r)), 64, 64)
    assert difference(blank, unrolled) > 0.1
    assert difference(blank, white) > 0.05  # a mark in the middle, not an empty face
