"""The table of the small test game: a 3×3 grid, the viewer's hand below, the other's above."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from cloudtable.ui.table import z_values
from cloudtable.ui.table.card import CardItem
from cloudtable.ui.table.game_table import GameTable
from cloudtable.ui.table.gesture import Drag
from minigame import Place, value

CELL = 130
CARD = QSizeF(96, 120)


def cell_centre(row: int, col: int) -> QPointF:
    return QPointF((col - 1) * CELL, (row - 1) * CELL)


def paint_face(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(90, 110, 140), 2))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRoundedRect(rect, 8, 8)
    arrow = QPainterPath()
    arrow.moveTo(rect.center().x(), rect.top() + 10)
    arrow.lineTo(rect.center().x() - 14, rect.top() + 30)
    arrow.lineTo(rect.center().x() + 14, rect.top() + 30)
    arrow.closeSubpath()
    painter.fillPath(arrow, QColor(210, 90, 60))
    font = QFont()
    font.setPointSize(26)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(40, 60, 100))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value(item.key)))


def paint_back(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255), 3))
    painter.setBrush(QColor(70, 120, 190))
    painter.drawRoundedRect(rect, 8, 8)


class SkyStepsTable(GameTable):
    def sync(self, animate: bool = True) -> None:
        state = self.feed.view(self.viewer)
        self.begin_layout()
        for r in range(3):
            for c in range(3):
                cell = self.item(
                    ("cell", r, c), lambda: QGraphicsRectItem(-CELL / 2 + 4, -CELL / 2 + 4, CELL - 8, CELL - 8)
                )
                cell.setPos(cell_centre(r, c))
                cell.setBrush(QColor(255, 255, 255, 60))
                cell.setPen(QPen(QColor(255, 255, 255, 160), 2))
                cell.setZValue(z_values.BOARD)
                placed = state.grid[r][c]
                if placed:
                    card = self.item(("card", placed[0]), lambda p=placed: CardItem(p[0], CARD, paint_face, paint_back))
                    card.key = placed[0]
                    card.set_draggable(False)
                    card.set_face_up(True)
                    card.setZValue(z_values.CARD)
                    card.slide_to(cell_centre(r, c), animate)
                    card.set_turns(placed[2], animate)
        for seat, hand in enumerate(state.hands):
            bottom = seat == (self.viewer if self.viewer is not None else 0)
            y = 2.3 * CELL if bottom else -2.3 * CELL
            for i, card_id in enumerate(hand):
                key = ("card", card_id) if card_id >= 0 else ("back", seat, i)
                card = self.item(key, lambda k=card_id: CardItem(k, CARD, paint_face, paint_back))
                card.set_face_up(card_id >= 0)
                card.turnable = True  # an arrow card is turned to point at a neighbour
                card.set_draggable(card_id >= 0 and self.interactive and seat == self.feed.current_player)
                card.setZValue(z_values.HAND + i)
                card.slide_to(QPointF((i - (len(hand) - 1) / 2) * 110, y), animate)
        self.end_layout()

    def gesture(self, action):
        if isinstance(action, Place):
            return Drag(("card", action.card), (action.row, action.col), action.turns)
        return None

    def place_rect(self, place) -> QRectF:
        centre = cell_centre(*place)
        return QRectF(centre.x() - CELL / 2, centre.y() - CELL / 2, CELL, CELL)

    def place_at(self, pos: QPointF):
        col = round(pos.x() / CELL) + 1
        row = round(pos.y() / CELL) + 1
        return (row, col) if 0 <= row < 3 and 0 <= col < 3 else None

    def refused_move(self, card: CardItem, place, turns: int):
        return Place(card.key, place[0], place[1], turns)

    def content_rect(self) -> QRectF:
        return QRectF(-1.6 * CELL, -3 * CELL, 3.2 * CELL, 6 * CELL)


TABLE = SkyStepsTable
