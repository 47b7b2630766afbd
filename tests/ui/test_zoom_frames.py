"""A table fitted again as it grows (a new zoom) is not a long frame (tests/bench/bench_frames.py):
the refit waits for the move's own paint and has a turn of the loop of its own
(view.refit_if_changed), the sky's gradients are kept at the window's size (view.drawBackground),
and a piece with words on it and a look that seldom changes (a Traveller) is drawn from its last
picture at the new zoom, then painted anew a moment later (table/rescale.py)."""

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene

from cloudtable.ui.table import rescale, view as view_module
from cloudtable.ui.table.paint_ahead import PaintAhead
from cloudtable.ui.table.text import NamePlate
from cloudtable.ui.table.view import TableView


class Content:
    """A table as the view asks it: only its content's rect."""

    def __init__(self, rect: QRectF):
        self.rect = rect

    def content_rect(self) -> QRectF:
        return QRectF(self.rect)


class Events(QObject):
    """The viewport's paints and the view's zooms, in the order they came."""

    def __init__(self, view: TableView):
        super().__init__()
        self.seen: list[str] = []
        view.viewport().installEventFilter(self)
        view.zoomChanged.connect(lambda zoom: self.seen.append("zoom"))

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append("paint")
        return False


def shown_view(qtbot, scene: QGraphicsScene, rect: QRectF) -> TableView:
    scene.table = Content(rect)
    view = TableView(scene)
    scene.setParent(view)  # (kept as long as the view)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    qtbot.wait(50)
    return view


def test_a_moves_refit_comes_after_the_moves_paint_in_a_turn_of_its_own(qtbot):
    scene = QGraphicsScene()
    scene.addRect(QRectF(0, 0, 1000, 700))
    view = shown_view(qtbot, scene, QRectF(0, 0, 1000, 700))
    fitted = view.zoom
    events = Events(view)
    view.paint_later()  # a move laid out...
    scene.table.rect = QRectF(0, -60, 1000, 760)  # ... that needs more room
    view.refit_if_changed(scene.table.content_rect())
    assert view.zoom == fitted and view.refit_pending()
    assert view.painting_soon()  # (the work that can wait waits for it too)
    QApplication.sendPostedEvents()
    assert "paint" not in events.seen  # not even Qt's own paint of a new transform
    qtbot.waitUntil(lambda: not view.refit_pending(), timeout=2000)
    assert view.zoom < fitted
    # The move painted at the zoom it had, then the new zoom, then its paint.
    assert events.seen[0] == "paint" and "zoom" in events.seen
    zoomed = events.seen.index("zoom")
    assert "paint" in events.seen[:zoomed]
    qtbot.waitUntil(lambda: "paint" in events.seen[zoomed:], timeout=2000)
    assert view.fitted == scene.table.content_rect()


def test_a_refit_waits_no_longer_than_its_paint_if_no_move_is_painted(qtbot):
    """Out of a move (review mode, a window resized) the table is fitted at once."""
    scene = QGraphicsScene()
    view = shown_view(qtbot, scene, QRectF(0, 0, 1000, 700))
    fitted = view.zoom
    scene.table.rect = QRectF(0, -60, 1000, 760)
    view.refit_if_changed(scene.table.content_rect())
    assert view.zoom < fitted and not view.refit_pending()


def test_a_refit_is_dropped_once_the_person_zoomed_or_the_table_is_fitted_again(qtbot):
    scene = QGraphicsScene()
    view = shown_view(qtbot, scene, QRectF(0, 0, 1000, 700))
    view.paint_later()
    scene.table.rect = QRectF(0, -60, 1000, 760)
    view.refit_if_changed(scene.table.content_rect())
    view.set_zoom(1.5)  # the person zoomed meanwhile: the view no longer follows the window
    qtbot.wait(100)
    assert view.zoom == 1.5 and not view.refit_pending()


def test_paint_ahead_leaves_the_refits_turn_to_it(qtbot):
    scene = QGraphicsScene()
    view = shown_view(qtbot, scene, QRectF(0, 0, 1000, 700))
    painted = []
    ahead = PaintAhead([(1.0, lambda painter: painted.append(1))], view)
    ahead.stop()
    view.paint_later()
    scene.table.rect = QRectF(0, -60, 1000, 760)
    view.refit_if_changed(scene.table.content_rect())
    # The move's paint asked for, as its timer does, with no event run after it: waiting for the
    # timer instead let the refit's own 12 ms timer fire first on a busy machine.
    view._paint_timer.stop()
    view._paint_now()
    view._paint_asked_at -= 1.0  # (and painted long since: only the refit is still to come)
    assert view.refit_pending()
    ahead._slice()
    assert not painted


def top_row(view: TableView) -> list[str]:
    image = view.viewport().grab().toImage()
    return [image.pixelColor(x, 2).name() for x in range(0, image.width(), 23)]


def test_the_sky_is_painted_once_for_a_window_size_and_zooms_with_nothing_to_paint_again(qtbot, monkeypatch):
    made = []
    paint_sky = view_module._paint_sky
    monkeypatch.setattr(view_module, "_paint_sky", lambda *args: made.append(args) or paint_sky(*args))
    view = shown_view(qtbot, QGraphicsScene(), QRectF(-3000, -2000, 6000, 4000))  # (no puff at the top)
    view.viewport().repaint()
    before = top_row(view)
    assert len(made) == 1
    for zoom in (0.5, 0.52, 0.6):
        view.set_zoom(zoom)
        view.viewport().repaint()
    assert len(made) == 1  # the puffs zoom; the sky's gradients stay as they were painted
    assert top_row(view) == before
    view.resize(700, 600)
    view.viewport().repaint()
    assert len(made) == 2 and made[-1][:2] == (700, 600)


def test_the_kept_sky_looks_as_the_sky_painted_directly(qtbot):
    """The gradients, from the kept picture, are those painted straight into the viewport."""
    view = shown_view(qtbot, QGraphicsScene(), QRectF(-3000, -2000, 6000, 4000))
    shown = view.viewport().grab().toImage()
    direct = view_module._paint_sky(view.viewport().width(), view.viewport().height(), 1.0).toImage()
    for x, y in ((3, 3), (400, 40), (700, 30), (100, 590), (790, 300)):
        a, b = shown.pixelColor(x, y), direct.pixelColor(x, y)
        assert abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= 3, (x, y)


class CountedPlate(NamePlate):
    KEEPS_LAST_PICTURE = True  # (as a Traveller: words on it, and a look that seldom changes)

    def __init__(self):
        super().__init__(260)
        self.painted: list[float] = []  # the device scale of each painting of its own

    def paint_piece(self, painter, rect):
        self.painted.append(painter.deviceTransform().m11())
        super().paint_piece(painter, rect)


def plate_view(qtbot):
    scene = QGraphicsScene()
    plate = CountedPlate()
    plate.set("Anna", QColor("#c0392b"), active=True, score=12)
    scene.addItem(plate)
    plate.setPos(QPointF(100, 100))
    view = shown_view(qtbot, scene, QRectF(0, 0, 400, 300))
    view.viewport().repaint()
    return view, plate


def test_at_a_new_zoom_a_name_plate_is_drawn_from_its_last_picture_then_painted_anew(qtbot):
    view, plate = plate_view(qtbot)
    assert plate.painted
    plate.painted.clear()
    zoom = view.zoom
    view.set_zoom(zoom * 0.97)
    view.viewport().repaint()
    assert plate.painted == []  # its words not written again in the zoom's frame
    assert rescale.LATER.waiting >= 1
    qtbot.waitUntil(lambda: bool(plate.painted), timeout=2000)  # a moment later, at the new zoom
    assert abs(plate.painted[-1] - zoom * 0.97) < 1e-6


def test_a_plate_that_changed_is_painted_anew_at_once_even_at_a_new_zoom(qtbot):
    view, plate = plate_view(qtbot)
    plate.painted.clear()
    view.set_zoom(view.zoom * 0.97)
    plate.set("Anna", QColor("#c0392b"), active=False, score=13)
    view.viewport().repaint()
    assert len(plate.painted) == 1


def test_a_much_larger_zoom_paints_the_plate_anew_at_once(qtbot):
    """Drawn from a picture twice smaller, the words would be blurred."""
    view, plate = plate_view(qtbot)
    plate.painted.clear()
    view.set_zoom(view.zoom * 2)
    view.viewport().repaint()
    assert len(plate.painted) == 1


def test_a_plate_through_its_last_picture_looks_as_one_painted_directly(qtbot, monkeypatch):
    view, plate = plate_view(qtbot)
    view.set_zoom(view.zoom * 1.13)
    view.viewport().repaint()
    rescale.LATER.finish()
    view.viewport().repaint()
    kept = view.viewport().grab().toImage()
    monkeypatch.setattr(plate, "_last", None)
    plate.update()
    view.viewport().repaint()
    direct = view.viewport().grab().toImage()
    box = view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
    worst = 0
    for x in range(box.left(), box.right(), 2):
        for y in range(box.top(), box.bottom(), 2):
            a, b = kept.pixelColor(x, y), direct.pixelColor(x, y)
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
    assert worst <= 2


def test_a_sliding_piece_is_painted_anew_once_it_rests(qtbot):
    """Qt paints a sliding piece again whenever the pixels it covers change in number: it is
    drawn from its last picture meanwhile, and painted anew at its place once it rests."""
    view, plate = plate_view(qtbot)
    plate.painted.clear()
    plate.slide_to(QPointF(137.37, 151.61), ms=300)
    for _ in range(5):
        qtbot.wait(20)
        view.viewport().repaint()
    assert plate.moving and plate.painted == []
    qtbot.waitUntil(lambda: not plate.moving, timeout=2000)
    qtbot.waitUntil(lambda: bool(plate.painted), timeout=2000)
    assert len(plate.painted) == 1


def test_a_painter_set_again_for_the_same_look_paints_nothing_again(qtbot):
    from cloudtable.ui.table.piece import Piece

    scene = QGraphicsScene()
    painted = []
    piece = Piece(QRectF(-20, -20, 40, 40), z=1)
    piece.set_painter(lambda painter, rect: painted.append("sun"), look=True)
    scene.addItem(piece)
    view = shown_view(qtbot, scene, QRectF(-100, -100, 200, 200))
    view.viewport().repaint()
    assert painted == ["sun"]
    piece.set_painter(lambda painter, rect: painted.append("sun again"), look=True)
    view.viewport().repaint()
    assert painted == ["sun"]
    piece.set_painter(lambda painter, rect: painted.append("the other way"), look=False)
    view.viewport().repaint()
    assert painted == ["sun", "the other way"]
