"""A layout that comes while a card or a piece still slides to where it goes again lets the
slide go on (table/card.py, table/piece.py): computers playing fast laid each hand out anew while
its cards slid, and every card's slide began again, eased from where it was (and each new
animation cost the layout's time). A new place starts a new slide."""

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from cloudtable.ui.table.card import CardItem
from cloudtable.ui.table.piece import Piece


def test_a_card_sliding_to_the_same_place_slides_on(qapp):
    scene = QGraphicsScene()
    card = CardItem("c", QSizeF(60, 90), lambda painter, rect, item: None)
    scene.addItem(card)
    card.slide_to(QPointF(200, 0))
    sliding = card._animations[b"pos"]
    sliding.setCurrentTime(60)
    card.slide_to(QPointF(200, 0))
    assert card._animations[b"pos"] is sliding and sliding.currentTime() == 60
    card.slide_to(QPointF(0, 300))
    assert card._animations[b"pos"] is not sliding and card.moving


def test_a_piece_sliding_to_the_same_place_slides_on(qapp):
    scene = QGraphicsScene()
    piece = Piece(QRectF(-10, -10, 20, 20))
    scene.addItem(piece)
    piece.slide_to(QPointF(200, 0))
    sliding = piece._animation
    sliding.setCurrentTime(60)
    piece.slide_to(QPointF(200, 0))
    assert piece._animation is sliding and sliding.currentTime() == 60
    piece.slide_to(QPointF(0, 300))
    assert piece._animation is not sliding and piece.moving
