"""A name plate's looks are kept (table/state_pictures.py): a plate back in a look it had (its
tag, whose turn) is drawn from that look's picture, not painted again, and shows exactly what
painting it directly shows, wherever it stands on the pixel grid and at any zoom."""

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from cloudtable.ui.table.state_pictures import StatePictures
from cloudtable.ui.table.text import NamePlate


def plate_image(plate: NamePlate, transform: QTransform, direct: bool = False) -> QImage:
    image = QImage(400, 120, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(transform)
    if direct:
        plate._paint_plate(painter, plate.rect())
    else:
        plate.paint(painter, None)
    painter.end()
    return image


@pytest.mark.parametrize("zoom", [0.45, 0.738, 1.0, 2.0])
@pytest.mark.parametrize("shift", [(0.0, 0.0), (0.3, 0.71), (0.5, 0.5), (0.93, 0.06)])
def test_a_plate_drawn_from_its_picture_is_the_plate_painted(qapp, zoom, shift):
    plate = NamePlate(360, 64)
    plate.set("Anna Karenina", QColor("#2a6fdb"), active=True, score=17, tag="deciding…")
    transform = QTransform.fromTranslate(190 + shift[0], 60 + shift[1]).scale(zoom, zoom)
    assert plate_image(plate, transform) == plate_image(plate, transform, direct=True)
    assert plate.pictures.painted == 1


def test_a_plate_back_in_a_look_it_had_is_not_painted_again(qtbot):
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    plate = NamePlate(360, 64)
    scene.addItem(plate)
    plate.setPos(QPointF(0.37, 0.61))
    looks = [("pilot", True), ("deciding…", False), ("stays", False), ("pilot", True), ("deciding…", False)]
    shown = []
    for tag, active in looks:
        plate.set("Bo", QColor("black"), active=active, score=3, tag=tag)
        QApplication.processEvents()
        view.viewport().repaint()
        shown.append(view.viewport().grab().toImage())
    assert plate.pictures.painted == 3  # three looks, each painted once
    assert shown[3] == shown[0] and shown[4] == shown[1] and shown[0] != shown[1] != shown[2]


def test_a_turned_painter_paints_directly(qapp):
    pictures = StatePictures()
    calls = []
    image = QImage(50, 50, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.rotate(30)
    pictures.draw(painter, QRectF(0, 0, 10, 10), "look", lambda p, r: calls.append(r))
    painter.end()
    assert calls == [QRectF(0, 0, 10, 10)] and pictures.painted == 0
