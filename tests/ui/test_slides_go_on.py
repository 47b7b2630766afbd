"""A card or a piece laid out where it already slides goes on sliding there (card.slide_to,
piece.slide_to): a quick game's layouts come before the last ones' slides end."""

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from cloudtable.ui.table.card import CardItem
from cloudtable.ui.table.piece import Piece


def test_a_card_or_piece_sent_again_where_it_slides_goes_on_sliding(qtbot):
    """A quick game's layouts came before the last ones' slides ended: each made a new animation
    for every card still sliding (most of the table), each slowed down afresh."""
    scene = QGraphicsScene()
    card = CardItem("k", QSizeF(100, 140), lambda painter, rect, item: None)
    piece = Piece(QRectF(-10, -10, 20, 20))
    for item in (card, piece):
        scene.addItem(item)
    there, elsewhere = QPointF(300, 200), QPointF(-50, 80)
    card.slide_to(there)
    piece.slide_to(there)
    qtbot.wait(40)
    sliding = (card._animations[b"pos"], piece._animation)
    midway = (card.pos(), piece.pos())
    card.slide_to(there)
    piece.slide_to(there)
    assert (card._animations[b"pos"], piece._animation) == sliding and card.moving and piece.moving
    assert (card.pos(), piece.pos()) == midway
    card.slide_to(elsewhere)  # a new place: a new slide, from where it is
    piece.slide_to(elsewhere)
    assert card._animations[b"pos"] is not sliding[0] and piece._animation is not sliding[1]
    qtbot.waitUntil(lambda: not card.moving and not piece.moving, timeout=2000)
    assert card.pos() == elsewhere and piece.pos() == elsewhere
