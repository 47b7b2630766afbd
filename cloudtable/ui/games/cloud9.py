"""Cloud 9 on the table: the sky board with its nine clouds, the balloon and its passengers, the
score track, the dice, the piles, every hand; drags and prompt buttons become the game's actions.

Scene units: the board is BOARD (1200 × 800) centred on the origin; on its right stand the dice
tray, the climb's decisions and the piles; the other players' hands lie above it, the viewer's
hand below. The board's pieces (clouds, balloon, markers, parachutes) are items of their own, so
each moves and repaints alone; every item caches its picture. The pilot pays by dragging a lit card onto the balloon (`BASKET`): any card
of the colours the roll asks for plays the whole set, a wild card plays alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine import IllegalAction
from ...engine.message import QT_TRANSLATE_NOOP, Message
from ...i18n import render
from ...games.cloud9 import rules
from ...games.cloud9 import state as st
from ...games.cloud9.cards import (
    CARD_COLOUR,
    DICE_AT,
    HIDDEN,
    POINTS,
    TOP_CLOUD,
    WILD,
)
from ...games.cloud9.actions import Jump, LetFall, Pay, Roll, Stay
from .. import z_values
from ..art import cloud9 as art
from ..card_item import CardItem, is_running
from ..colours import qcolor
from ..prompt_bar import Prompt, PromptButton
from .base import GameTable

CTX = "Cloud9Table"
BASKET = "basket"  # the one drop place: the balloon

BOARD = QRectF(-600, -400, 1200, 800)
CARD = QSizeF(110, 154)
SMALL = 0.5  # other players' cards
SIDE_X = BOARD.right() + 200  # centre of the column right of the board
LEFT, RIGHT = BOARD.left() - 30, SIDE_X + 170  # the table's edges
TOP_Y = BOARD.top() - 40 - CARD.height() * SMALL / 2  # other players' fans
HAND_Y = BOARD.bottom() + 30 + CARD.height() / 2
PROMPT_ROOM = 170.0  # above the other players' names: the prompt bar covers it
MY_LABEL_W = 300.0
DIE = 84.0
BALLOON_GROWTH = 1.4

ART_COLOURS = ("green", "purple", "red", "yellow", art.WILD)  # by cards.CARD_COLOUR
FACES = ("green", "purple", "red", "yellow", art.BLANK)  # by die face (cards.BLANK = 4)
SEAT_COLOURS = ("black", "blue", "green", "orange", "red", "yellow")  # the game's own, by seat

# z-values of the board's pieces, between the board and the drop place (z_values.TARGET).
CLOUD_Z = z_values.BOARD + 1
PIECE_Z = z_values.BOARD + 2  # markers, the balloon, parachutes
LABEL_Z = z_values.CARD - 1  # names and tags stay readable over the board

ROLL_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "You are the pilot at cloud {cloud}: roll {dice} dice.")
ROLL_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "Roll the dice")
DECIDE_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "Can {pilot} pay with {cards} cards in hand? Jump now and score {points}, or stay aboard?")
JUMP_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "Jump (+{points})")
STAY_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "Stay aboard")
PAY_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "Pay for the climb: drag a lit card onto the balloon.")
PAY_OR_FALL_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "Drag your wild card onto the balloon, or let it fall.")
FALL_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "You cannot pay for this climb: the balloon falls.")
FALL_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "Let the balloon fall")
FREE_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "The dice ask for nothing: the climb is free.")
FREE_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "Climb")
ALONE_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "You fly alone. Roll {dice} dice to go on, or jump and score {points}?")
PILOT = QT_TRANSLATE_NOOP("Cloud9Table", "pilot")
DECIDING = QT_TRANSLATE_NOOP("Cloud9Table", "deciding…")
STAYS = QT_TRANSLATE_NOOP("Cloud9Table", "stays")
JUMPED = QT_TRANSLATE_NOOP("Cloud9Table", "jumped +{points}")
JUMPED_AT = QT_TRANSLATE_NOOP("Cloud9Table", "jumped at {cloud}: +{points}")
WINNER = QT_TRANSLATE_NOOP("Cloud9Table", "wins")
DRAW_PILE = QT_TRANSLATE_NOOP("Cloud9Table", "Draw pile: {count} cards")
DISCARD_PILE = QT_TRANSLATE_NOOP("Cloud9Table", "Discard pile: {count} cards")
HAND_TIP = QT_TRANSLATE_NOOP("Cloud9Table", "{name}: {count} cards in hand, {points} points")
CLIMB_TITLE = QT_TRANSLATE_NOOP("Cloud9Table", "This climb")
VOYAGE = QT_TRANSLATE_NOOP("Cloud9Table", "Voyage {voyage}")
CLOUD_TIP = QT_TRANSLATE_NOOP("Cloud9Table", "Cloud {cloud}: a jump here scores {points}; the pilot rolls {dice} dice to leave it.")
TOP_TIP = QT_TRANSLATE_NOOP("Cloud9Table", "Cloud 9: everyone still aboard on arrival scores {points}.")


def _tr(text: str, **args: Any) -> str:
    return render(Message.of(CTX, text, **args))


def fit_text(painter: QPainter, rect: QRectF, text: str, colour: QColor, bold: bool = True,
             align=Qt.AlignmentFlag.AlignCenter) -> None:
    """`text` on one line in `rect`, as large as fits (up to 60% of its height)."""
    font = QFont(painter.font())
    font.setBold(bold)
    size = rect.height() * 0.6
    while size > 4:
        font.setPixelSize(max(1, int(size)))
        if QFontMetricsF(font).horizontalAdvance(text) <= rect.width():
            break
        size *= 0.92
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


# --- painters the card items call ---------------------------------------------------------------
class BalloonCard(CardItem):
    """A balloon card; `key` is the card id (HIDDEN for a back)."""

    @property
    def lit(self) -> bool:
        return self._lit


def _scale(item: QGraphicsItem, scale: float) -> None:
    if item.scale() != scale:  # setScale drops the cached picture even when nothing changes
        item.setScale(scale)


def paint_card(painter: QPainter, rect: QRectF, item: BalloonCard) -> None:
    art.paint_balloon_card(painter, rect, ART_COLOURS[CARD_COLOUR[item.key]], lit=item.lit)


def paint_back(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    art.paint_card_back(painter, rect)


# --- pieces -------------------------------------------------------------------------------------
class Piece(QGraphicsObject):
    """A board piece painted by `paint(painter, rect)` into its own rect; it can slide."""

    def __init__(self, rect: QRectF, paint: Callable[[QPainter, QRectF], None], parent=None):
        super().__init__(parent)
        self._rect = QRectF(rect)
        self._paint = paint
        self._animation: QPropertyAnimation | QSequentialAnimationGroup | QVariantAnimation | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a drag on it pans the table

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def set_painter(self, paint: Callable[[QPainter, QRectF], None]) -> None:
        self._paint = paint
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self._paint(painter, self._rect)

    def slide_to(self, pos: QPointF, animate: bool = True, ms: int = 260,
                 easing=QEasingCurve.Type.OutCubic) -> None:
        if not animate or self.pos() == pos:
            self.finish_animations()
            self.setPos(pos)
            return
        self.run(self._move(self.pos(), pos, ms, easing))

    def slide_through(self, stops: list[tuple[QPointF, int, QEasingCurve.Type]], animate: bool = True) -> None:
        """Slide from stop to stop (each with its own duration and easing)."""
        if not animate:
            self.finish_animations()
            self.setPos(stops[-1][0])
            return
        group = QSequentialAnimationGroup(self)
        start = self.pos()
        for pos, ms, easing in stops:
            group.addAnimation(self._move(start, pos, ms, easing))
            start = pos
        self.run(group)

    def _move(self, start: QPointF, end: QPointF, ms: int, easing) -> QPropertyAnimation:
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(ms)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(easing)
        return animation

    def run(self, animation) -> None:
        self.finish_animations()
        self._animation = animation
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)  # none piles up

    @property
    def moving(self) -> bool:
        return is_running(self._animation)

    def finish_animations(self) -> None:
        animation, self._animation = self._animation, None
        if is_running(animation):
            animation.setCurrentTime(animation.totalDuration())
            if is_running(animation):
                animation.stop()
        for child in self.childItems():
            if isinstance(child, Piece):
                child.finish_animations()


class BoardItem(Piece):
    """The sky and the score track: they never change, so they are painted once."""

    def __init__(self):
        def paint(painter: QPainter, rect: QRectF) -> None:
            art.paint_sky_board(painter, rect)
            art.paint_score_track(painter, rect)

        super().__init__(BOARD, paint)
        self.setZValue(z_values.BOARD)


class CloudItem(Piece):
    def __init__(self, number: int, rect: QRectF):
        self.number = number
        self.current = self.passed = False
        super().__init__(rect, self._paint_cloud)
        self.setZValue(CLOUD_Z)

    def set_state(self, current: bool, passed: bool) -> None:
        if (current, passed) != (self.current, self.passed):
            self.current, self.passed = current, passed
            self.update()

    def _paint_cloud(self, painter: QPainter, rect: QRectF) -> None:
        art.paint_cloud(painter, rect, self.number, POINTS[self.number], DICE_AT[self.number] or None,
                        current=self.current, passed=self.passed)


class BalloonItem(Piece):
    """The big balloon; its passengers stand in it as child items, behind the basket's front,
    so they travel with it."""

    def __init__(self, size: QSizeF):
        super().__init__(QRectF(QPointF(0, 0), size), art.paint_balloon)
        self.setZValue(PIECE_Z)
        # Larger than the board's own balloon, so the passengers read; it grows from the basket.
        self.setTransformOriginPoint(size.width() / 2, size.height())
        self.setScale(BALLOON_GROWTH)
        self.front = Piece(self._rect, art.paint_basket_front, self)
        self.front.setZValue(2)
        self.passengers: dict[int, Piece] = {}

    def set_passengers(self, aboard: list[tuple[int, str]], animate: bool) -> dict[int, QPointF]:
        """Show `aboard` ((seat, colour) left to right). Returns the scene centres of those who
        left the basket, where their parachutes start."""
        left = {}
        seats = {seat for seat, _ in aboard}
        for seat in [s for s in self.passengers if s not in seats]:
            figure = self.passengers.pop(seat)
            left[seat] = figure.mapToScene(figure.boundingRect().center())
            figure.setParentItem(None)
            if figure.scene() is not None:
                figure.scene().removeItem(figure)
        slots = art.passenger_slots(self._rect, len(aboard))
        for (seat, colour), slot in zip(aboard, slots):
            figure = self.passengers.get(seat)
            if figure is None:
                figure = Piece(QRectF(-slot.width() / 2, -slot.height() / 2, slot.width(), slot.height()),
                               lambda p, r, c=colour: art.paint_passenger(p, r, c), self)
                figure.setZValue(1)
                figure.setPos(slot.center())
                self.passengers[seat] = figure
            figure.slide_to(slot.center(), animate)
        return left


class MarkerItem(Piece):
    """A score marker on the track; it hops space by space to a new score."""

    def __init__(self, size: float, colour: str):
        super().__init__(QRectF(-size / 2, -size / 2, size, size), lambda p, r: art.paint_score_marker(p, r, colour))
        self.setZValue(PIECE_Z)
        self.score: float | None = None
        self._where: Callable[[float], QPointF] | None = None

    def hop_to(self, score: int, where: Callable[[float], QPointF], animate: bool) -> None:
        start, self.score = self.score, score
        if not animate or start is None or start == score:
            self.finish_animations()
            self.setPos(where(score))
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(float(start))
        animation.setEndValue(float(score))
        animation.setDuration(int(min(900, 180 + 45 * abs(score - start))))
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        # A bound method, not a closure: a closure held by the animation (a Qt child of this
        # item) would keep the item, and through `where` the whole table, alive for good.
        self._where = where
        animation.valueChanged.connect(self._hop)
        self.run(animation)

    def _hop(self, value: float) -> None:
        self.setPos(self._where(value))


class DieItem(Piece):
    """A die of the tray; `roll_to` flickers through random faces before it lands."""

    FLICKER_MS, ROLL_MS = 60, 420

    def __init__(self):
        self.face: str | None = None
        self.rolling = False
        self.final: str | None = None
        super().__init__(QRectF(-DIE / 2, -DIE / 2, DIE, DIE),
                         lambda p, r: art.paint_die(p, r, self.face, rolling=self.rolling))
        self.setZValue(z_values.CARD)
        self._timer = QTimer(self)
        self._timer.setInterval(self.FLICKER_MS)
        self._timer.timeout.connect(self._flicker)
        self._left = 0

    def show_face(self, face: str | None) -> None:
        self._timer.stop()
        self.final = face
        self.setRotation(0)
        if (face, False) != (self.face, self.rolling):
            self.face, self.rolling = face, False
            self.update()

    def roll_to(self, face: str) -> None:
        self.final = face
        self._left = self.ROLL_MS // self.FLICKER_MS
        self.rolling = True
        self._flicker()
        self._timer.start()

    def _flicker(self) -> None:
        self._left -= 1
        if self._left < 0:
            self.show_face(self.final)
            return
        self.face = random.choice(FACES)  # only a picture: the real faces come from the game
        self.setRotation(random.uniform(-25, 25))
        self.update()

    def finish_animations(self) -> None:
        super().finish_animations()
        if self._timer.isActive() or self.rolling:
            self.show_face(self.final)
        self.setRotation(0)


class TrayItem(Piece):
    def __init__(self, rect: QRectF):
        super().__init__(rect, self._paint_tray)
        self.setZValue(z_values.BOARD)
        self.title = ""

    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.update()

    def _paint_tray(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 3))
        painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 24, 24)
        if self.title:
            fit_text(painter, QRectF(rect.left() + 20, rect.top() + 8, rect.width() - 40, 44), self.title,
                     QColor("#1d3557"))


class BadgeItem(Piece):
    """A number in a round badge: how many cards a pile or a hand holds."""

    def __init__(self, radius: float = 22.0):
        self.number = 0
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius), self._paint_badge)
        self.setZValue(z_values.HAND + 50)

    def set_number(self, number: int) -> None:
        if number != self.number:
            self.number = number
            self.update()

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.setBrush(QColor("#1d3557"))
        painter.drawEllipse(rect.adjusted(2, 2, -2, -2))
        fit_text(painter, rect.adjusted(6, 4, -6, -4), str(self.number), QColor("#ffffff"))


class LabelItem(Piece):
    """A player's name in their colour, their score, and a tag (pilot, stays, jumped...)."""

    def __init__(self, width: float):
        self.text = self.tag = ""
        self.score = 0
        self.colour = QColor("#ffffff")
        self.active = False
        super().__init__(QRectF(-width / 2, -24, width, 48), self._paint_label)
        self.setZValue(LABEL_Z)

    def set(self, text: str, colour: QColor, score: int, tag: str, active: bool) -> None:
        if (text, colour, score, tag, active) != (self.text, self.colour, self.score, self.tag, self.active):
            self.text, self.colour, self.score, self.tag, self.active = text, colour, score, tag, active
            self.update()

    def _paint_label(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = rect.height()
        painter.setPen(QPen(QColor("#e0a21a"), 4) if self.active else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235 if self.active else 175))
        inner = rect.adjusted(2, 2, -2, -2)
        painter.drawRoundedRect(inner, inner.height() / 2, inner.height() / 2)
        dot = QRectF(inner.left() + 6, inner.top() + 5, inner.height() - 10, inner.height() - 10)
        painter.setPen(QPen(QColor(255, 255, 255), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(dot)
        fit_text(painter, dot.adjusted(3, 3, -3, -3), str(self.score), QColor("#ffffff") if self.colour.lightnessF() < 0.6
                 else QColor("#1d2f4f"))
        x = dot.right() + 8
        tag_w = 0.0
        if self.tag:
            font = QFont(painter.font())
            font.setPixelSize(int(h * 0.36))
            font.setBold(True)
            tag_w = min(QFontMetricsF(font).horizontalAdvance(self.tag) + 20, inner.width() * 0.5)
            tag = QRectF(inner.right() - tag_w - 6, inner.top() + 7, tag_w, inner.height() - 14)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#1d3557"))
            painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
            fit_text(painter, tag.adjusted(8, 2, -8, -2), self.tag, QColor("#ffffff"))
        fit_text(painter, QRectF(x, inner.top() + 4, inner.right() - x - tag_w - 12, inner.height() - 8), self.text,
                 QColor("#1d2f4f"), bold=self.active, align=Qt.AlignmentFlag.AlignLeft)


class ClimbItem(Piece):
    """The decisions of this climb, in order: who stays, who jumped, who is deciding."""

    ROW = 46.0

    def __init__(self, width: float):
        self.title = ""
        self.rows: tuple[tuple[QColor, str, str], ...] = ()
        super().__init__(QRectF(-width / 2, 0, width, 60), self._paint_rows)
        self.setZValue(LABEL_Z)

    def set_rows(self, title: str, rows: tuple[tuple[QColor, str, str], ...]) -> None:
        if (title, rows) != (self.title, self.rows):
            self.title, self.rows = title, rows
            self.set_rect(QRectF(self._rect.left(), 0, self._rect.width(), 60 + self.ROW * len(rows)))
            self.update()

    def _paint_rows(self, painter: QPainter, rect: QRectF) -> None:
        if not self.rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 3))
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 20, 20)
        fit_text(painter, QRectF(rect.left() + 16, rect.top() + 8, rect.width() - 32, 40), self.title, QColor("#1d3557"))
        for i, (colour, name, what) in enumerate(self.rows):
            y = rect.top() + 52 + i * self.ROW
            painter.setPen(QPen(QColor(255, 255, 255), 2))
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(rect.left() + 18, y + 9, 26, 26))
            fit_text(painter, QRectF(rect.left() + 54, y + 4, rect.width() * 0.5 - 50, 36), name, QColor("#1d2f4f"),
                     bold=False, align=Qt.AlignmentFlag.AlignLeft)
            fit_text(painter, QRectF(rect.center().x(), y + 4, rect.width() / 2 - 18, 36), what, QColor("#1d3557"),
                     align=Qt.AlignmentFlag.AlignRight)


# --- the table ----------------------------------------------------------------------------------
class Cloud9Table(GameTable):
    fixed_colours = SEAT_COLOURS  # the rules name each seat by its colour (cards.PLAYER_COLOURS)

    def __init__(self, scene, match):
        super().__init__(scene, match)
        self._state: st.State | None = None
        self._history = len(match.history)
        self._voyage: int | None = None
        self._pilot: int | None = None  # the pilot last shown: who paid the cards now discarded
        self.clouds = art.cloud_positions(BOARD)
        self.spaces = art.score_track_positions(BOARD)

    @classmethod
    def paint_icon(cls, painter: QPainter, rect: QRectF) -> None:
        h = rect.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(120, 170, 230))
        painter.drawRoundedRect(rect, h * 0.16, h * 0.16)
        cloud = QRectF(rect.left() + h * 0.02, rect.bottom() - h * 0.42, h * 0.96, h * 0.38)
        art.paint_cloud(painter, cloud, 9, 25, None)
        art.paint_balloon(painter, QRectF(rect.left() + h * 0.22, rect.top() + h * 0.04, h * 0.56, h * 0.62))

    # --- geometry -------------------------------------------------------------------------
    @property
    def state(self) -> st.State:
        return self._state

    def balloon_rect(self, cloud: int) -> QRectF:
        return art.balloon_rect(BOARD, cloud)

    def track_point(self, score: float) -> QPointF:
        """The centre of the track at `score` (fractions lie between two spaces)."""
        score = max(0.0, min(float(score), 50.0))
        low = int(score)
        high = min(low + 1, 50)
        a, b = self.spaces[low].center(), self.spaces[high].center()
        f = score - low
        return QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f)

    def marker_offset(self, rank: int, crowd: int) -> QPointF:
        """Markers sharing a space stand side by side in it."""
        if crowd <= 1:
            return QPointF(0, 0)
        size = self.spaces[0].width()
        cols = 3 if crowd > 4 else 2
        row, col = divmod(rank, cols)
        rows = (crowd + cols - 1) // cols
        return QPointF((col - (cols - 1) / 2) * size * 0.3, (row - (rows - 1) / 2) * size * 0.3)

    def draw_pos(self) -> QPointF:
        return QPointF(SIDE_X - 80, BOARD.bottom() - CARD.height() / 2)

    def discard_pos(self) -> QPointF:
        return QPointF(SIDE_X + 80, BOARD.bottom() - CARD.height() / 2)

    def tray_rect(self) -> QRectF:
        return QRectF(SIDE_X - 170, BOARD.top(), 340, 270)

    def content_rect(self) -> QRectF:
        top = TOP_Y - CARD.height() * SMALL / 2 - 56 - PROMPT_ROOM
        bottom = HAND_Y + CARD.height() / 2 + 20
        return QRectF(LEFT, top, RIGHT - LEFT, bottom - top)

    def place_rect(self, place: Hashable) -> QRectF:
        """The balloon, grown as it is shown, at its cloud."""
        if self._state is None:
            return QRectF()
        r = self.balloon_rect(self._state.cloud)
        w, h = r.width() * BALLOON_GROWTH, r.height() * BALLOON_GROWTH
        return QRectF(r.center().x() - w / 2, r.bottom() - h, w, h)

    def place_at(self, pos: QPointF) -> Hashable | None:
        return BASKET if self._state is not None and self.place_rect(BASKET).contains(pos) else None

    # --- who is who -------------------------------------------------------------------------
    def colour_key(self, seat: int) -> str:
        """The seat's colour for the art (which has the game's six colours)."""
        key = self.match.seats[seat].colour
        return key if key in art.PLAYER_COLOURS else SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def seat_colour(self, seat: int) -> QColor:
        return qcolor(self.colour_key(seat))

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def _others(self, s: st.State) -> list[int]:
        """Everyone shown above the board, clockwise from the viewer's left."""
        n = s.players
        if self.viewer is None:
            return list(range(n))
        return [(self.viewer + i) % n for i in range(1, n)]

    # --- layout ---------------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        s = self._state = self.match.view(self.viewer)
        history = self.match.history
        fresh = history[self._history:] if len(history) > self._history else []
        self._history = len(history)
        last = fresh[-1] if fresh and animate else None
        new_voyage = animate and self._voyage is not None and s.voyage != self._voyage
        self._voyage = s.voyage
        self.begin_layout()
        self.item("board", BoardItem)
        for number, rect in enumerate(self.clouds, start=1):
            cloud = self.item(("cloud", number), lambda n=number, r=rect: CloudItem(n, r))
            cloud.set_state(number == s.cloud and s.phase != st.OVER, number < s.cloud)
            cloud.setToolTip(_tr(TOP_TIP, points=POINTS[number]) if number == TOP_CLOUD else
                             _tr(CLOUD_TIP, cloud=number, points=POINTS[number], dice=DICE_AT[number]))
        self._lay_balloon(s, animate, last if new_voyage else None)
        self._lay_markers(s, animate)
        self._lay_dice(s, animate and isinstance(last, Roll))
        self._lay_piles(s, animate)
        self._lay_hands(s, animate)
        self._lay_climb(s)
        self.end_layout()
        self._pilot = s.pilot

    def _lay_balloon(self, s: st.State, animate: bool, ended_by) -> None:
        target = self.balloon_rect(s.cloud)
        balloon = self.item("balloon", lambda: BalloonItem(target.size()))
        if ended_by is not None:
            # The voyage just ended: show how, then bring the balloon back to cloud 1.
            if isinstance(ended_by, Pay):  # it reached cloud 9
                top = self.balloon_rect(TOP_CLOUD).topLeft()
                balloon.slide_through([(top, 450, QEasingCurve.Type.OutCubic),
                                       (top, 500, QEasingCurve.Type.Linear),
                                       (target.topLeft(), 700, QEasingCurve.Type.InOutCubic)])
            else:  # it fell
                balloon.slide_through([(target.topLeft(), 650, QEasingCurve.Type.InQuad)])
        else:
            balloon.slide_to(target.topLeft(), animate, 380, QEasingCurve.Type.InOutCubic)
        aboard = [(seat, self.colour_key(seat)) for seat in range(s.players) if s.aboard[seat]]
        left = balloon.set_passengers(aboard, animate)
        self._lay_parachutes(s, left, animate)

    def _lay_parachutes(self, s: st.State, starts: dict[int, QPointF], animate: bool) -> None:
        """Who jumped this voyage floats down beside the cloud they jumped from."""
        jumps = [g for g in s.gains if g.voyage == s.voyage and g.cloud < TOP_CLOUD]
        per_cloud: dict[int, int] = {}
        for gain in jumps:
            rank = per_cloud.get(gain.cloud, 0)
            per_cloud[gain.cloud] = rank + 1
            cloud = self.clouds[gain.cloud - 1]
            size = cloud.height() * 0.8
            right = cloud.center().x() < BOARD.center().x()  # on the side with more room
            away = size * (0.45 + 0.85 * rank)
            x = cloud.right() + away if right else cloud.left() - away
            spot = QPointF(x, cloud.center().y() + size * 0.2)
            colour = self.colour_key(gain.seat)
            chute = self.item(("chute", gain.seat), lambda c=colour, z=size: self._make_chute(c, z))
            chute.setToolTip(_tr(JUMPED_AT, cloud=gain.cloud, points=gain.points))
            if gain.seat in starts and animate:
                chute.setPos(starts[gain.seat])
                chute.slide_to(spot, True, 900, QEasingCurve.Type.OutQuad)
            elif not chute.moving:
                chute.setPos(spot)

    @staticmethod
    def _make_chute(colour: str, size: float) -> Piece:
        chute = Piece(QRectF(-size / 2, -size / 2, size, size), lambda p, r: art.paint_passenger(p, r, colour, jumped=True))
        chute.setZValue(PIECE_Z + 0.5)
        return chute

    def _lay_markers(self, s: st.State, animate: bool) -> None:
        size = self.spaces[0].width() * 0.62
        by_space: dict[int, list[int]] = {}
        for seat in range(s.players):
            by_space.setdefault(min(s.scores[seat], 50), []).append(seat)
        for seats in by_space.values():
            for rank, seat in enumerate(seats):
                offset = self.marker_offset(rank, len(seats))
                colour = self.colour_key(seat)
                marker = self.item(("marker", seat), lambda c=colour: MarkerItem(size, c))
                _scale(marker, 1.0 if len(seats) == 1 else 0.8 if len(seats) <= 4 else 0.62)
                marker.setToolTip(f"{self.name(seat)}: {s.scores[seat]}")
                marker.hop_to(s.scores[seat], lambda v, o=offset: self.track_point(v) + o, animate)

    def _lay_dice(self, s: st.State, rolled: bool) -> None:
        tray = self.item("tray", lambda: TrayItem(self.tray_rect()))
        if s.phase in (st.ROLL, st.ALONE):
            faces: list[str | None] = [None] * DICE_AT[s.cloud]  # the dice the pilot will roll
        else:
            faces = [FACES[f] for f in s.roll]
        tray.set_title(_tr(VOYAGE, voyage=s.voyage))
        area = self.tray_rect().adjusted(20, 56, -20, -12)
        cols = 2 if len(faces) == 4 else max(1, len(faces))  # one row, or two of two
        rows = (len(faces) + cols - 1) // cols
        for i, face in enumerate(faces):
            row, col = divmod(i, cols)
            centre = area.center() + QPointF((col - (cols - 1) / 2) * DIE * 1.2, (row - (rows - 1) / 2) * DIE * 1.15)
            die = self.item(("die", i), DieItem)
            die.setPos(centre)
            if rolled and face is not None:
                die.roll_to(face)
            elif not die.rolling:
                die.show_face(face)
            else:
                die.final = face

    def _lay_piles(self, s: st.State, animate: bool) -> None:
        draw = self.draw_pos()
        if s.draw:
            back = self.item(("pile", "draw"), lambda: BalloonCard(HIDDEN, CARD, paint_back, paint_back))
            back.setPos(draw)
            back.setZValue(z_values.CARD)
            back.setToolTip(_tr(DRAW_PILE, count=len(s.draw)))
            # A thicker pile: a second back peeking out under the first.
            under = self.item(("pile", "under"), lambda: BalloonCard(HIDDEN, CARD, paint_back, paint_back))
            under.setPos(draw + QPointF(5, 6))
            under.setZValue(z_values.CARD - 0.5)
            under.setVisible(len(s.draw) > 1)
        self._badge(("badge", "draw"), draw + QPointF(CARD.width() / 2, -CARD.height() / 2), len(s.draw))
        spot = self.discard_pos()
        shown = s.discard[-4:]
        payer = self.fan_centre(s, self._pilot) if self._pilot is not None and self._pilot < s.players else None
        for i, card in enumerate(shown):
            item = self._card(card, start=payer)
            item.set_draggable(False)
            item.set_lit(False)
            _scale(item, 1.0)
            item.setZValue(z_values.CARD + i)
            angle = ((card * 37) % 17 - 8) * 1.2  # a loose pile, the same each time
            item.set_tilt(angle)
            item.slide_to(spot + QPointF((i - len(shown) + 1) * 6, (i - len(shown) + 1) * 4), animate)
        badge = self._badge(("badge", "discard"), spot + QPointF(CARD.width() / 2, -CARD.height() / 2), len(s.discard))
        badge.setToolTip(_tr(DISCARD_PILE, count=len(s.discard)))

    def _badge(self, key: Hashable, pos: QPointF, number: int) -> BadgeItem:
        badge = self.item(key, BadgeItem)
        badge.setPos(pos)
        badge.set_number(number)
        return badge

    def _card(self, card: int, key: Hashable | None = None, start: QPointF | None = None) -> BalloonCard:
        """The item for a card (a face up card by its id, a back by `key`). A new one starts at
        `start` (where it comes from), or at the draw pile."""
        key = key if key is not None else ("card", card)
        new = self.find(key) is None
        item = self.item(key, lambda: BalloonCard(card, CARD, paint_card, paint_back))
        item.key = card
        item.set_face_up(card != HIDDEN)
        if new:
            item.setPos(start if start is not None else self.draw_pos())
        return item

    def _lay_hands(self, s: st.State, animate: bool) -> None:
        paying = self.interactive and s.phase == st.PAY and s.pilot == self.viewer
        lit = self._lit_cards(s) if paying else set()
        others = self._others(s)
        slot = self._slot(s)
        for seat in others:
            centre = self.fan_centre(s, seat)
            self._lay_fan(s, seat, centre, min(slot * 0.9, 420), SMALL, lit, False, animate)
            self._label(s, seat, centre + QPointF(0, -CARD.height() * SMALL / 2 - 40), min(slot * 0.92, 400))
        if self.viewer is not None:
            centre = self.fan_centre(s, self.viewer)
            self._lay_fan(s, self.viewer, centre, RIGHT - LEFT - MY_LABEL_W - 20, 1.0, lit, paying, animate)
            self._label(s, self.viewer, QPointF(LEFT + MY_LABEL_W / 2, HAND_Y - 30), MY_LABEL_W)

    def _slot(self, s: st.State) -> float:
        return (RIGHT - LEFT) / max(1, len(self._others(s)))

    def fan_centre(self, s: st.State, seat: int) -> QPointF:
        if seat == self.viewer:
            return QPointF((LEFT + MY_LABEL_W + RIGHT) / 2, HAND_Y)
        order = self._others(s).index(seat)
        return QPointF(LEFT + self._slot(s) * (order + 0.5), TOP_Y)

    def _lay_fan(self, s: st.State, seat: int, centre: QPointF, width: float, scale: float, lit: set[int],
                 movable: bool, animate: bool) -> None:
        hand = s.hands[seat]
        n = len(hand)
        card_w = CARD.width() * scale
        step = min(card_w * (1.06 if scale == 1.0 else 0.45), (width - card_w) / max(1, n - 1))
        tilt = 2.5 if scale == 1.0 else 5.0
        for i, card in enumerate(hand):
            offset = i - (n - 1) / 2
            key = ("card", card) if card != HIDDEN else ("back", seat, i)
            item = self._card(card, key)
            _scale(item, scale)
            item.set_draggable(movable)
            item.set_lit(card in lit)
            item.setZValue(z_values.HAND + i)
            item.set_tilt(offset * tilt)
            pos = centre + QPointF(offset * step, abs(offset) ** 2 * 1.6 * scale)
            if self.scene.dragged is not item:
                item.slide_to(pos, animate)
        badge = self._badge(("badge", "hand", seat), centre + QPointF(-(n - 1) / 2 * step - card_w / 2,
                                                                      -CARD.height() * scale / 2), n)
        _scale(badge, 0.8 if scale < 1 else 1.0)
        badge.setVisible(n > 0)
        badge.setToolTip(_tr(HAND_TIP, name=self.name(seat), count=n, points=s.scores[seat]))

    def _label(self, s: st.State, seat: int, pos: QPointF, width: float) -> None:
        label = self.item(("label", seat), lambda w=width: LabelItem(w))
        label.set_rect(QRectF(-width / 2, -24, width, 48))
        label.setPos(pos)
        label.set(self.name(seat), self.seat_colour(seat), s.scores[seat], self._tag(s, seat),
                  seat == self.match.current_player)

    def _tag(self, s: st.State, seat: int) -> str:
        if s.phase == st.OVER:
            outcome = self.match.outcome
            return _tr(WINNER) if outcome is not None and seat in outcome.winners else ""
        decided = dict(s.decisions)
        if seat in decided:
            return _tr(JUMPED, points=POINTS[s.cloud]) if decided[seat] else _tr(STAYS)
        if seat == rules.deciding(s):
            return _tr(DECIDING)
        if seat == s.pilot:
            return _tr(PILOT)
        jumped = [g for g in s.gains if g.voyage == s.voyage and g.seat == seat and g.cloud < TOP_CLOUD]
        if jumped:
            return _tr(JUMPED_AT, cloud=jumped[-1].cloud, points=jumped[-1].points)
        return ""

    def _lay_climb(self, s: st.State) -> None:
        climb = self.item("climb", lambda: ClimbItem(340))
        climb.setPos(QPointF(SIDE_X, self.tray_rect().bottom() + 20))
        rows = []
        if s.phase in (st.DECIDE, st.PAY):
            decided = dict(s.decisions)
            for seat, jumped in s.decisions:
                rows.append((self.seat_colour(seat), self.name(seat),
                             _tr(JUMPED, points=POINTS[s.cloud]) if jumped else _tr(STAYS)))
            for seat in rules.passengers(s):
                if seat not in decided:
                    rows.append((self.seat_colour(seat), self.name(seat),
                                 _tr(DECIDING) if seat == rules.deciding(s) else "…"))
        climb.set_rows(_tr(CLIMB_TITLE), tuple(rows))

    # --- paying -----------------------------------------------------------------------------
    def _lit_cards(self, s: st.State) -> set[int]:
        hand = s.hands[s.pilot]
        wanted = rules.needs(s.roll)
        lit = set(rules.wild_cards(hand))
        if rules.paying_cards(hand, s.roll):
            lit.update(c for c in hand if CARD_COLOUR[c] != WILD and wanted[CARD_COLOUR[c]])
        return lit

    def pay_set(self, card: int) -> tuple[int, ...]:
        """What dropping `card` on the balloon pays: a wild alone; a card of an asked colour, the
        whole set the roll asks for, this card among them; any other card, itself (which the
        rules refuse, saying why)."""
        s = self._state
        if CARD_COLOUR[card] == WILD:
            return (card,)
        chosen = rules.paying_cards(s.hands[s.pilot], s.roll)
        if not chosen or card in chosen:
            return chosen or (card,)
        same = [c for c in chosen if CARD_COLOUR[c] == CARD_COLOUR[card]]
        if not same:
            return (card,)
        return tuple(sorted(card if c == same[0] else c for c in chosen))

    def legal_places(self, card: CardItem) -> dict[Hashable, frozenset[int]]:
        action = self.action_for(card, BASKET, 0)
        if action is None or self._state is None:
            return {}
        try:  # the rules take any cards of the asked colours, not only those legal_actions lists
            self.match.check(action)
        except IllegalAction:
            return {}
        return {BASKET: frozenset(range(4))}

    def action_for(self, card: CardItem, place: Hashable, turns: int) -> Any | None:
        if place != BASKET or not isinstance(card.key, int) or card.key == HIDDEN:
            return None
        return Pay(self.pay_set(card.key))

    # --- choices that are not drags ----------------------------------------------------------
    def prompt(self) -> Prompt | None:
        s = self._state
        if s is None or s.phase == st.OVER:
            return None
        legal = self.match.legal_actions()
        points = POINTS[s.cloud]
        jump = PromptButton(Message.of(CTX, JUMP_BUTTON, points=points), Jump(), "J")
        roll = PromptButton(Message(CTX, ROLL_BUTTON), Roll(), "D")
        if s.phase == st.ROLL:
            return Prompt(Message.of(CTX, ROLL_TEXT, cloud=s.cloud, dice=DICE_AT[s.cloud]), (roll,))
        if s.phase == st.ALONE:
            return Prompt(Message.of(CTX, ALONE_TEXT, cloud=s.cloud, dice=DICE_AT[s.cloud], points=points), (roll, jump))
        if s.phase == st.DECIDE:
            return Prompt(Message.of(CTX, DECIDE_TEXT, pilot=self.name(s.pilot), cards=len(s.hands[s.pilot]),
                                     points=points),
                          (jump, PromptButton(Message(CTX, STAY_BUTTON), Stay(), "S")))
        fall = PromptButton(Message(CTX, FALL_BUTTON), LetFall(), "L")
        if legal == [Pay(())]:
            return Prompt(Message(CTX, FREE_TEXT), (PromptButton(Message(CTX, FREE_BUTTON), Pay(()), "C"),))
        if legal == [LetFall()]:
            return Prompt(Message(CTX, FALL_TEXT), (fall,))
        if LetFall() in legal:
            return Prompt(Message(CTX, PAY_OR_FALL_TEXT), (fall,))
        return Prompt(Message(CTX, PAY_TEXT))

    # --- for tests and screenshots ---------------------------------------------------------
    def finish_animations(self) -> None:
        for item in list(self._items.values()):
            if isinstance(item, (Piece, CardItem)):
                item.finish_animations()


TABLE = Cloud9Table
