"""The table of Cloud Bids (tests/bidgame.py), built with the table kit alone: it proves that a
game's table is a drop-in (nothing shared is edited to add it).

Each seat's area holds its bid cards and a name plate with its score and whether it has chosen;
the prize lies in the middle. Bidding is a secret choice: drag (or click, then click the lit
place) a bid card onto the bid place. The prize's winner keeps it or gives it by clicking one
of two lit choices."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from bidgame import Bid, Keep
from cloudtable.engine import QT_TRANSLATE_NOOP, Message
from cloudtable.ui.table import z_values
from cloudtable.ui.table.card import CardItem
from cloudtable.ui.table.game_table import GameTable
from cloudtable.ui.table.gesture import Click, Drag
from cloudtable.ui.table.text import fit_text
from cloudtable.ui.table.zones import Pose, Row

CTX = "CloudBidsTable"
CARD = QSizeF(80, 112)
BID_PLACE = "bid"
CHOSEN = QT_TRANSLATE_NOOP("CloudBidsTable", "has chosen")
LOW_BID = QT_TRANSLATE_NOOP("CloudBidsTable", "A bid of 1 rarely wins anything.")
KEEP = QT_TRANSLATE_NOOP("CloudBidsTable", "Keep the prize")
GIVE = QT_TRANSLATE_NOOP("CloudBidsTable", "Give it to the next player")
COLOURS = ("#d6453d", "#2f6fd0", "#3c9a4a", "#e7b724")


def paint_bid(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(60, 80, 120), 2))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRoundedRect(rect, 8, 8)
    fit_text(painter, rect.adjusted(8, 8, -8, -8), str(item.key[-1]))


def paint_prize(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(160, 110, 20), 3))
    painter.setBrush(QColor(255, 220, 120))
    painter.drawRoundedRect(rect, 8, 8)
    fit_text(painter, rect.adjusted(8, 8, -8, -8), f"★{item.key}")


def paint_back(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    painter.setBrush(QColor(70, 120, 190))
    painter.setPen(QPen(QColor(255, 255, 255), 3))
    painter.drawRoundedRect(rect, 8, 8)


class CloudBidsTable(GameTable):
    CONTEXT = CTX

    def content_rect(self) -> QRectF:
        return QRectF(-520, -360, 1040, 720)

    def sync(self, animate: bool = True) -> None:
        s = self._state = self.feed.view(self.viewer)
        self.begin_layout()
        if s.prize:
            prize = self.card("prize", s.prize, CARD, paint_prize, paint_back)
            self.place(prize, Pose(QPointF(0, 0)), z_values.CARD, animate)
        for i in range(len(s.deck)):
            self.place(
                self.card(("deck", i), 0, CARD, paint_back, paint_back, face_up=False),
                Pose(QPointF(-140 - 4 * i, 0)),
                z_values.CARD,
                False,
            )
        bidding = self.feed.choosing_in_secret and self.interactive
        for area in self.seat_areas(
            own=QRectF(-400, 200, 800, 140), top=QRectF(-500, -340, 1000, 120), other_scale=0.6
        ):
            seat = area.seat
            row = Row(area.rect.center() + QPointF(-1.5 * 90 * area.scale, 0), CARD, 90 * area.scale, area.scale)
            cards = [self.card(("bid", seat, v), ("bid", seat, v), CARD, paint_bid) for v in s.bids[seat]]
            for item in cards:
                item.set_draggable(bidding and area.mine)
            self.lay(cards, row.poses(len(cards)), z_values.HAND, animate)
            tag = self.words(CHOSEN) if seat in self.feed.chosen_seats else ""
            self.name_plate(
                seat,
                area.rect.topLeft() + QPointF(110, -30),
                220,
                QColor(COLOURS[seat % 4]),
                score=s.scores[seat],
                tag=tag,
            )
        self.end_layout()

    def gesture(self, action):
        if isinstance(action, Bid):
            warning = Message(CTX, LOW_BID) if action.value == 1 else None
            return Drag(("bid", self.viewer, action.value), BID_PLACE, warning=warning)
        if isinstance(action, Keep):
            if action.give:
                return Click("give", QRectF(320, -60, 140, 120), Message(CTX, GIVE))
            return Click("keep", QRectF(160, -60, 140, 120), Message(CTX, KEEP))
        return None

    def place_rect(self, place) -> QRectF:
        return QRectF(-60, -80, 120, 160)

    def place_at(self, pos: QPointF):
        return BID_PLACE if self.place_rect(BID_PLACE).contains(pos) else None

    def refused_move(self, card: CardItem, place, turns: int):
        return Bid(card.key[-1]) if place == BID_PLACE else None

    @classmethod
    def paint_icon(cls, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor(255, 220, 120))
        painter.setPen(Qt.GlobalColor.black)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "★")


TABLE = CloudBidsTable
