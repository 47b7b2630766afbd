"""What is kept so that a move costs less on the window's thread is given up when what it shows
changes (tests/bench/bench_frames.py measures the frames): a cloud in a new look, the route view
whose lines changed, a bubble's picture, a last move's outline, the players' rows of the side panel. Also at a scale
factor of 2 and after a language switch."""

from functools import partial

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from test_cloudy_kingdom_table import ROW_OF_ROUTES, show_position, start

from cloudtable.engine import Seat, new_match
from cloudtable.ui.art import cloud9 as cloud9_art, common
from cloudtable.ui.table.announce import APPEAR_MS, Bubble
from cloudtable.ui.table.game_table import MoveMark
from gestures import finish


def painted(paint, ratio: float, **looks) -> QImage:
    """A cloud of Cloud 9 painted at `ratio` device pixels per unit (2: a HiDPI screen)."""
    image = QImage(240 * ratio, 160 * ratio, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(0, 0, 240, 160), 4, 10, 2, **looks)
    painter.end()
    return image


def difference(a: QImage, b: QImage) -> float:
    """The mean difference of two pictures' pixels, 0-255, on a grid across them."""
    total = count = 0
    for x in range(0, a.width(), 3):
        for y in range(0, a.height(), 3):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(p.red() - q.red()) + abs(p.green() - q.green()) + abs(p.blue() - q.blue())
            total += abs(p.alpha() - q.alpha())
            count += 4
    return total / count


@pytest.mark.parametrize("ratio", [1, 2])
def test_a_cloud_in_a_new_look_is_painted_in_that_look(qapp, ratio):
    """Each look of a cloud is kept (art.pictured): the balloon arriving lights it, and once
    passed it is dimmed, each look as it is painted without a kept picture."""
    direct = cloud9_art.paint_cloud.__wrapped__
    looks = ({}, {"current": True}, {"passed": True}, {})
    kept = [painted(cloud9_art.paint_cloud, ratio, **look) for look in looks]
    for look, image in zip(looks, kept, strict=True):
        assert difference(image, painted(direct, ratio, **look)) < 2
    assert difference(kept[0], kept[1]) > 8 and difference(kept[1], kept[2]) > 8
    assert kept[3] == kept[0]  # (the first look again: its kept picture)


def shown_scene(qtbot) -> tuple[QGraphicsScene, QGraphicsView]:
    """A scene in a view on screen (offscreen), 500 x 300: what it shows is painted."""
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def test_a_bubble_is_painted_once_it_stays_and_fades(qtbot):
    """Its picture is kept while it stays and fades: only its pop painted it (at each scale)."""
    scene, view = shown_scene(qtbot)
    paints = []

    class Counted(Bubble):
        def paint(self, painter, option, widget=None):
            paints.append(self.scale())
            super().paint(painter, option, widget)

    bubble = Counted("The balloon falls!")
    scene.addItem(bubble)
    bubble.setPos(QPointF(50, 50))
    view.centerOn(bubble)
    for ms in (APPEAR_MS, APPEAR_MS + 100, 1500, bubble.duration - 400, bubble.duration - 100):
        bubble._at(ms)
        QApplication.processEvents()
        view.viewport().repaint()
    assert len(paints) == 1 and paints[0] == 1.0
    assert 0 < bubble.opacity() < 1  # (fading)


def test_a_popping_bubble_lays_its_words_out_once(qtbot):
    """While it pops up its scale changes at every frame, and Qt drops its kept picture each
    time: it is drawn from one picture of it, so its words are painted once for the whole pop
    (and once more at its own size), and it looks at each scale as it would painted directly."""
    scene, view = shown_scene(qtbot)
    bubble = Bubble("The balloon falls from cloud 4!")
    scene.addItem(bubble)
    bubble.setPos(QPointF(50, 50))
    view.centerOn(bubble)
    scales = []
    for ms in range(0, APPEAR_MS + 40, 20):  # the frames of its pop
        bubble._at(ms)
        QApplication.processEvents()
        view.viewport().repaint()
        scales.append(bubble.scale())
    assert len(set(scales)) > 8 and scales[-1] == 1.0
    assert bubble.words_painted == 2
    bubble._at(APPEAR_MS / 2)
    popping = grab_item(view, bubble)
    bubble._pop_picture = None
    direct = Bubble(bubble.text)
    direct.paint = lambda painter, option, widget=None: direct._paint_bubble(painter, direct.boundingRect())
    scene.removeItem(bubble)
    scene.addItem(direct)
    direct.setPos(bubble.pos())
    direct._at(APPEAR_MS / 2)
    assert difference(popping, grab_item(view, direct)) < 4  # (its words hinted a little otherwise)


def grab_item(view, item) -> QImage:
    QApplication.processEvents()
    view.viewport().repaint()
    return view.viewport().grab(view.mapFromScene(item.sceneBoundingRect()).boundingRect()).toImage()


def test_the_route_view_is_painted_again_only_when_its_lines_change(qtbot, window):
    """A layout where the family's networks and way stay as they were keeps the route view's
    picture (its painter is not replaced); lines that change replace it; a language switch
    changes no line."""
    start(window)
    show_position(window, ROW_OF_ROUTES)
    routes = window.table.find(("routes", 0))
    shown = routes._paint
    window.table.sync(animate=False)
    assert window.table.find(("routes", 0)) is routes and routes._paint is shown
    window.language_actions["de"].trigger()
    try:
        QApplication.processEvents()
        assert routes._paint is shown
    finally:
        window.language_actions["en"].trigger()
    shorter = ROW_OF_ROUTES.replace("oIoE oToE oXoE", "oIoE oToE .")
    show_position(window, shorter)
    assert routes._paint is not shown
    assert routes._paint.keywords["band"] != shown.keywords["band"]
    show_position(window, ROW_OF_ROUTES)
    assert routes._paint.keywords["band"] == shown.keywords["band"]


def test_the_players_rows_stay_while_only_the_turn_passes(qtbot, window):
    """After a move where only the turn passed, the rows are the same rows and the tint has
    moved to whose turn it is; a language switch makes them again, in that language."""
    seats = [Seat("Anna"), Seat("Bo", kind="computer", level="random")]
    match = new_match("cloudy-kingdom", 2, seed=4, seats=seats, first=0)
    window.start_match(match)
    finish(window)
    players = window.panel.players
    rows = [players.topLevelItem(i) for i in range(2)]
    tinted = [rows[i].background(0).style() != Qt.BrushStyle.NoBrush for i in range(2)]
    assert tinted == [True, False] and rows[0].font(0).bold() and not rows[1].font(0).bold()
    window.session.play(next(iter(match.legal_actions())))
    assert match.current_player == 1
    assert [players.topLevelItem(i) for i in range(2)] == rows
    tinted = [rows[i].background(0).style() != Qt.BrushStyle.NoBrush for i in range(2)]
    assert tinted == [False, True] and rows[1].font(0).bold() and not rows[0].font(0).bold()
    window.language_actions["de"].trigger()
    try:
        QApplication.processEvents()
        assert players.topLevelItem(0) is not rows[0]
        assert "Computer" in players.topLevelItem(1).toolTip(0)
        assert players.topLevelItem(1).font(0).bold() == (match.current_player == 1)
    finally:
        window.language_actions["en"].trigger()


def test_a_family_s_route_view_is_drawn_from_its_picture_until_it_changes(qtbot, window):
    """The route view's picture is kept for its family across pieces (watching computers, each
    family's view comes back one move out of two): drawn again from it while its lines stay,
    painted anew at another scale factor or when its lines change, and as painted directly."""
    start(window)
    show_position(window, ROW_OF_ROUTES)

    def drawn(ratio: float, direct: bool = False) -> QImage:
        piece = window.table.find(("routes", 0))
        rect = piece.rect()
        image = QImage(int(rect.width() * ratio * 0.5), int(rect.height() * ratio * 0.5), QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(0.5, 0.5)
        painter.translate(-rect.topLeft())
        paint = piece._paint
        if direct:
            paint = partial(paint.func, **{**paint.keywords, "kept": None})
        paint(painter, rect)
        painter.end()
        return image

    first, count = drawn(1), common.painted["KeptPicture"]
    assert drawn(1) == first and common.painted["KeptPicture"] == count
    assert difference(first, drawn(1, direct=True)) < 2
    drawn(2)  # (the last picture once more: the new one is made in a turn of the loop of its own)
    qtbot.waitUntil(lambda: common.painted["KeptPicture"] == count + 1, timeout=3000)  # (a scale factor of 2)
    show_position(window, ROW_OF_ROUTES.replace("oIoE oToE oXoE", "oIoE oToE ."))
    drawn(1)
    qtbot.waitUntil(lambda: common.painted["KeptPicture"] == count + 2, timeout=3000)
    shorter = drawn(1)
    assert common.painted["KeptPicture"] == count + 2 and difference(shorter, first) > 0.5
    assert difference(shorter, drawn(1, direct=True)) < 2


def test_a_route_view_whose_lines_change_shows_its_last_picture_until_the_new_one_is_made(qtbot, window):
    """A move's frame draws the family's last route view where it was; the new picture is made a
    moment later, in a turn of the event loop of its own, and the piece is shown again then."""
    start(window)
    show_position(window, ROW_OF_ROUTES)
    viewport = window.view.viewport()
    viewport.repaint()
    kept = window.table._route_pictures[0]
    before, count = kept.image, common.painted["KeptPicture"]
    assert before is not None
    show_position(window, ROW_OF_ROUTES.replace("oIoE oToE oXoE", "oIoE oToE ."))
    piece = window.table.find(("routes", 0))
    updates = []
    piece.update = lambda *args: updates.append(args)  # (what the table calls once it is made)
    viewport.repaint()
    assert kept.image is before and common.painted["KeptPicture"] == count  # the last picture, meanwhile
    qtbot.waitUntil(lambda: kept.image is not before, timeout=3000)
    assert common.painted["KeptPicture"] == count + 1 and updates
    assert kept.key[0] == piece._paint.keywords["key"]  # the picture of the lines shown now


def test_a_last_move_mark_is_painted_again_only_when_its_place_or_colour_changes(qtbot):
    """The outline of a seat's last move is kept as a picture: each layout shows it again where
    it is, which paints nothing; a new place or a new colour paints it again."""
    scene, view = shown_scene(qtbot)
    paints = []

    class Counted(MoveMark):
        def paint_piece(self, painter, rect):
            paints.append((QRectF(rect), self.colour.name()))
            super().paint_piece(painter, rect)

    mark = Counted()
    scene.addItem(mark)
    place = QRectF(20, 20, 80, 110)
    for _ in range(3):  # three layouts, and a frame after each
        mark.show_at(place, QColor("red"))
        QApplication.processEvents()
        view.viewport().repaint()
    assert paints == [(place.adjusted(-6, -6, 6, 6), "#ff0000")]
    mark.show_at(place, QColor("blue"))
    view.viewport().repaint()
    mark.show_at(place.translated(100, 0), QColor("blue"))
    view.viewport().repaint()
    assert [colour for _, colour in paints] == ["#ff0000", "#0000ff", "#0000ff"]
    assert paints[-1][0] == place.translated(100, 0).adjusted(-6, -6, 6, 6)


@pytest.mark.parametrize("paint", [cloud9_art.paint_balloon, cloud9_art.paint_basket_front])
def test_the_big_balloon_is_painted_once_per_size_and_looks_as_painted(qapp, paint):
    """Qt paints the balloon's item again as it moves and lands; it is drawn from its picture,
    which looks as the balloon painted from its paths, and a balloon of another size is painted."""

    def at(size: float, direct: bool = False) -> QImage:
        image = QImage(int(size), int(size * 1.5), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        (paint.__wrapped__ if direct else paint)(painter, QRectF(0, 0, size, size * 1.5))
        painter.end()
        return image

    name = paint.__qualname__
    first, count = at(157), common.painted[name]
    assert at(157) == first and common.painted[name] == count
    assert difference(first, at(157, direct=True)) < 2
    at(171)
    assert common.painted[name] == count + 1
