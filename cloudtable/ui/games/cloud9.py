"""Cloud 9 on the table: the sky board with its nine clouds, the balloon and its passengers, the
score track, the dice, the piles, every hand; drags and prompt buttons become the game's actions.

Scene units: the board is BOARD (1200 × 800) centred on the origin; on its right stand the dice
tray, the climb's decisions and the piles; the other players' hands lie above it, the viewer's
hand below. The board's pieces (clouds, balloon, markers, parachutes) are pieces of their own, so
each moves and repaints alone. The pilot pays by dragging a lit card onto the balloon (`BASKET`):
any card of the colours the roll asks for plays the whole set, a wild card plays alone.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from functools import partial
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSizeF, QTimer
from PySide6.QtGui import QColor, QPainter

from ...engine.message import QT_TRANSLATE_NOOP, Message, translate
from ...games.cloud9 import rules, state as st
from ...games.cloud9.actions import Jump, LetFall, Pay, Roll, Stay
from ...games.cloud9.cards import CARD_COLOUR, DICE_AT, HIDDEN, POINTS, TOP_CLOUD
from ..art import cloud9 as art
from ..art.common import icon_ground
from ..colours import qcolor
from ..table import z_values
from ..table.card import CardItem
from ..table.game_table import GameTable
from ..table.gesture import Button, Drag, Gesture
from ..table.piece import Piece, set_scale
from ..table.preview import Preview
from ..table.prompt import Prompt
from ..table.text import Panel
from ..table.zones import Fan, Pile, Track

CTX = "Cloud9Table"
BASKET = "basket"  # the one drop place: the balloon

BOARD = QRectF(-600, -400, 1200, 800)
CARD = QSizeF(110, 154)
SMALL = 0.5  # other players' cards
SIDE_X = BOARD.right() + 200  # centre of the column right of the board
LEFT, RIGHT = BOARD.left() - 30, SIDE_X + 170  # the table's edges
TOP_Y = BOARD.top() - 40 - CARD.height() * SMALL / 2  # other players' fans
HAND_Y = BOARD.bottom() + 30 + CARD.height() / 2
# Cloud 9's prompts mostly carry a row of buttons under their text: room above the others'
# names for it, besides the view's own room for two lines of text.
BUTTONS_ROOM = 70.0
MY_LABEL_W = 420.0
PLATE_H = 64.0  # the name plates, taller than the kit's: the whole table is seen at about 45 %
DIE = 84.0
BALLOON_GROWTH = 1.4

ART_COLOURS = ("green", "purple", "red", "yellow", art.WILD)  # by cards.CARD_COLOUR
FACES = ("green", "purple", "red", "yellow", art.BLANK)  # by die face (cards.BLANK = 4)
SEAT_COLOURS = ("black", "blue", "green", "orange", "red", "yellow")  # the game's own, by seat


# --- painters the items call --------------------------------------------------------------------
# Each design is painted ahead (Cloud9Table.designs) through the same call as its item makes: a
# picture is kept under the painter's arguments as they are given (art/common.py `pictured`).
def paint_card(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    paint_card_face(painter, rect, ART_COLOURS[CARD_COLOUR[item.key]], item.lit)


def paint_card_face(painter: QPainter, rect: QRectF, colour: str, lit: bool) -> None:
    art.paint_balloon_card(painter, rect, colour, lit=lit)


def paint_cloud_look(painter: QPainter, rect: QRectF, number: int, current: bool, passed: bool) -> None:
    art.paint_cloud(painter, rect, number, POINTS[number], DICE_AT[number] or None, current=current, passed=passed)


def paint_die_face(painter: QPainter, rect: QRectF, face: str | None, rolling: bool = False) -> None:
    art.paint_die(painter, rect, face, rolling=rolling)


def paint_back(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    art.paint_card_back(painter, rect)


def _paint_board(painter: QPainter, rect: QRectF) -> None:
    art.paint_sky_board(painter, rect)
    art.paint_score_track(painter, rect)


ROLL_TEXT = translate("Cloud9Table", "You are the pilot at cloud {cloud}: roll %n dice.", None, 1)
ROLL_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "Roll the &dice")
DECIDE_TEXT = translate(
    "Cloud9Table", "Can {pilot} pay? (%n cards in hand) Jump now and score {points}, or stay aboard?", None, 1
)
JUMP_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "&Jump (+{points})")
STAY_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "&Stay aboard")
PAY_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "Pay for the climb: drag a lit card onto the balloon.")
PAY_OR_FALL_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "Drag your wild card onto the balloon, or let it fall.")
FALL_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "You cannot pay for this climb: the balloon falls.")
FALL_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "&Let the balloon fall")
FREE_TEXT = QT_TRANSLATE_NOOP("Cloud9Table", "The dice ask for nothing: the climb is free.")
FREE_BUTTON = QT_TRANSLATE_NOOP("Cloud9Table", "&Climb")
FREE_DECIDE_TEXT = QT_TRANSLATE_NOOP(
    "Cloud9Table", "The dice ask for nothing: {pilot} climbs for free. Jump now and score {points}, or stay aboard?"
)
ALONE_TEXT = translate("Cloud9Table", "You fly alone. Roll %n dice to go on, or jump and score {points}?", None, 1)
PILOT = QT_TRANSLATE_NOOP("Cloud9Table", "pilot")
DECIDING = QT_TRANSLATE_NOOP("Cloud9Table", "deciding…")
NOT_YET = QT_TRANSLATE_NOOP("Cloud9Table", "not yet")  # a passenger whose turn to decide is still to come
STAYS = QT_TRANSLATE_NOOP("Cloud9Table", "stays")
JUMPED = QT_TRANSLATE_NOOP("Cloud9Table", "jumped +{points}")
JUMPED_AT = QT_TRANSLATE_NOOP("Cloud9Table", "jumped at {cloud}: +{points}")
WINNER = QT_TRANSLATE_NOOP("Cloud9Table", "wins")
DRAW_PILE = translate("Cloud9Table", "Draw pile: %n cards", None, 1)
DISCARD_PILE = translate("Cloud9Table", "Discard pile: %n cards", None, 1)
HAND_TIP = QT_TRANSLATE_NOOP("Cloud9Table", "{name}: {cards}, {points}")
CARDS_IN_HAND = translate("Cloud9Table", "%n cards in hand", None, 1)
POINTS_COUNT = translate("Cloud9Table", "%n points", None, 1)
CLIMB_TITLE = QT_TRANSLATE_NOOP("Cloud9Table", "This climb")
VOYAGE = QT_TRANSLATE_NOOP("Cloud9Table", "Voyage {voyage}")
CLOUD_TIP = translate(
    "Cloud9Table", "Cloud {cloud}: a jump here scores {points}; the pilot rolls %n dice to leave it.", None, 1
)
TOP_TIP = QT_TRANSLATE_NOOP("Cloud9Table", "Cloud 9: everyone still aboard on arrival scores {points}.")
FALLS = QT_TRANSLATE_NOOP("Cloud9Table", "The balloon falls from cloud {cloud}: those aboard score nothing.")
# A card up close: its name and what it pays for, by cards.CARD_COLOUR.
CARD_NAMES = (
    QT_TRANSLATE_NOOP("Cloud9Table", "Green balloon card"),
    QT_TRANSLATE_NOOP("Cloud9Table", "Purple balloon card"),
    QT_TRANSLATE_NOOP("Cloud9Table", "Red balloon card"),
    QT_TRANSLATE_NOOP("Cloud9Table", "Yellow balloon card"),
    QT_TRANSLATE_NOOP("Cloud9Table", "Wild card"),
)
CARD_TEXTS = (
    QT_TRANSLATE_NOOP("Cloud9Table", "Pays for one green face of the dice."),
    QT_TRANSLATE_NOOP("Cloud9Table", "Pays for one purple face of the dice."),
    QT_TRANSLATE_NOOP("Cloud9Table", "Pays for one red face of the dice."),
    QT_TRANSLATE_NOOP("Cloud9Table", "Pays for one yellow face of the dice."),
    QT_TRANSLATE_NOOP("Cloud9Table", "Pays for the whole roll on its own, whatever the dice ask."),
)


# --- pieces -------------------------------------------------------------------------------------
TRACK_END = 50  # the score track's last space


def on_track(score: float) -> float:
    """Where a score stands on the track: past 50 (only at the very end) it goes round again
    from the start, its token marked as on its second lap."""
    return score if score <= TRACK_END else score - TRACK_END


class CloudItem(Piece):
    def __init__(self, number: int, rect: QRectF):
        self.number = number
        self.current = self.passed = False
        super().__init__(rect, z=z_values.BOARD_DETAIL)

    def set_state(self, current: bool, passed: bool) -> None:
        if (current, passed) != (self.current, self.passed):
            self.current, self.passed = current, passed
            self.update()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        paint_cloud_look(painter, rect, self.number, self.current, self.passed)


class BalloonItem(Piece):
    """The big balloon; its passengers stand in it as child pieces, behind the basket's front,
    so they travel with it."""

    def __init__(self, size: QSizeF):
        super().__init__(QRectF(QPointF(0, 0), size), art.paint_balloon, z=z_values.PIECE)
        # Larger than the board's own balloon, so the passengers read; it grows from the basket.
        self.setTransformOriginPoint(size.width() / 2, size.height())
        self.setScale(BALLOON_GROWTH)
        self.front = Piece(self.rect(), art.paint_basket_front, z=2, parent=self)
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
        for (seat, colour), slot in zip(aboard, art.passenger_slots(self.rect(), len(aboard)), strict=True):
            figure = self.passengers.get(seat)
            if figure is None:
                figure = Piece(
                    QRectF(-slot.width() / 2, -slot.height() / 2, slot.width(), slot.height()),
                    lambda p, r, c=colour: art.paint_passenger(p, r, c),
                    z=1,
                    parent=self,
                )
                figure.setPos(slot.center())
                self.passengers[seat] = figure
            figure.slide_to(slot.center(), animate)
        return left


class DieItem(Piece):
    """A die of the tray; `roll_to` flickers through random faces before it lands."""

    FLICKER_MS, ROLL_MS = 60, 420

    def __init__(self):
        self.face: str | None = None
        self.rolling = False
        self.final: str | None = None
        super().__init__(QRectF(-DIE / 2, -DIE / 2, DIE, DIE), z=z_values.CARD)
        self._timer = QTimer(self)
        self._timer.setInterval(self.FLICKER_MS)
        self._timer.timeout.connect(self._flicker)
        self._left = 0

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        paint_die_face(painter, rect, self.face, self.rolling)

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


# --- the table ----------------------------------------------------------------------------------
class Cloud9Table(GameTable):
    CONTEXT = CTX
    # The rules name each seat by its colour (cards.PLAYER_COLOURS): New Game's pickers offer
    # those, and make the rules' "colours" option of them.
    seat_colour_choices = SEAT_COLOURS
    colour_option = "colours"

    def __init__(self, scene, feed):
        super().__init__(scene, feed)
        self._state: st.State | None = None
        self._moves = feed.moves
        self._voyage: int | None = None
        self.clouds = art.cloud_positions(BOARD)
        self.track = Track(tuple(art.score_track_positions(BOARD)))

    @classmethod
    def paint_icon(cls, painter: QPainter, rect: QRectF) -> None:
        icon_ground(painter, rect, QColor(120, 170, 230))
        h = rect.height()
        cloud = QRectF(rect.left() + h * 0.02, rect.bottom() - h * 0.42, h * 0.96, h * 0.38)
        art.paint_cloud(painter, cloud, 9, 25, None)
        art.paint_balloon(painter, QRectF(rect.left() + h * 0.22, rect.top() + h * 0.04, h * 0.56, h * 0.62))

    def designs(self):
        """What a game shows, painted ahead while the table waits (table/paint_ahead.py): every
        cloud in its three looks (the balloon lights the one it reaches and dims those passed: the
        first climbs painted them in the frame of the move, 1.5-3.5 ms a cloud), the balloon cards
        (lit too, in the pilot's hand) and the back, in the viewer's hand and smaller in the
        others', and the dice. (Each called as the table calls it: a picture is kept under the
        painter's arguments as they were given.)"""
        for number, cloud in enumerate(art.cloud_positions(BOARD), start=1):  # (as self.clouds)
            for current, passed in ((False, False), (True, False), (False, True)):
                yield 1.0, partial(paint_cloud_look, rect=cloud, number=number, current=current, passed=passed)
        rect = QRectF(-CARD.width() / 2, -CARD.height() / 2, CARD.width(), CARD.height())
        for scale in (1.0, SMALL):
            for colour in ART_COLOURS:
                for lit in (False, True) if scale == 1.0 else (False,):
                    yield scale, partial(paint_card_face, rect=rect, colour=colour, lit=lit)
            yield scale, partial(art.paint_card_back, rect=rect)
        die = QRectF(-DIE / 2, -DIE / 2, DIE, DIE)
        for face in (*FACES, None):
            yield 1.0, partial(paint_die_face, rect=die, face=face)

    # --- geometry -------------------------------------------------------------------------
    def balloon_rect(self, cloud: int) -> QRectF:
        return art.balloon_rect(BOARD, cloud)

    def track_point(self, score: float) -> QPointF:
        return self.track.point(score)

    def marker_offset(self, rank: int, crowd: int) -> QPointF:
        return self.track.offset(rank, crowd)

    def draw_pos(self) -> QPointF:
        return QPointF(SIDE_X - 80, BOARD.bottom() - CARD.height() / 2)

    def discard_pos(self) -> QPointF:
        return QPointF(SIDE_X + 80, BOARD.bottom() - CARD.height() / 2)

    def tray_rect(self) -> QRectF:
        return QRectF(SIDE_X - 170, BOARD.top(), 340, 270)

    def content_rect(self) -> QRectF:
        top = TOP_Y - CARD.height() * SMALL / 2 - 56 - BUTTONS_ROOM
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

    def move_place(self, seat: int, action: Any) -> QRectF | None:
        """The dice for a roll, the balloon for a payment or a fall; a jump or a stay shows on the
        player's own label already."""
        if isinstance(action, Roll):
            return self.tray_rect()
        if isinstance(action, (Pay, LetFall)) and self._state is not None:
            return self.place_rect(BASKET)
        return None

    # --- who is who -------------------------------------------------------------------------
    def colour_key(self, seat: int) -> str:
        """The seat's colour for the art (which has the game's six colours), as the rules know it."""
        state = self._state if self._state is not None else self.feed.view(self.viewer)
        return SEAT_COLOURS[state.colour(seat)]

    def seat_colour(self, seat: int) -> QColor:
        return qcolor(self.colour_key(seat))

    # --- layout ---------------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        s = self._state = self.feed.view(self.viewer)
        fresh = self.feed.public_moves(self._moves)
        self._moves = self.feed.moves
        last = fresh[-1][1] if fresh and animate else None
        new_voyage = animate and self._voyage is not None and s.voyage != self._voyage
        self._voyage = s.voyage
        self.begin_layout()
        self.board_piece("board", BOARD, _paint_board)
        for number, rect in enumerate(self.clouds, start=1):
            cloud = self.item(("cloud", number), lambda n=number, r=rect: CloudItem(n, r))
            cloud.set_state(number == s.cloud and s.phase != st.OVER, number < s.cloud)
            cloud.setToolTip(
                self.words(TOP_TIP, points=POINTS[number])
                if number == TOP_CLOUD
                else self.words(
                    CLOUD_TIP, n=DICE_AT[number], cloud=number, points=Message.of(CTX, POINTS_COUNT, n=POINTS[number])
                )
            )
        self._lay_balloon(s, animate, last if new_voyage else None)
        self._lay_markers(s, animate)
        self._lay_dice(s, animate and isinstance(last, Roll))
        self._lay_piles(s, animate)
        self._lay_hands(s, animate)
        self._lay_climb(s)
        self.mark_last_moves()
        self.end_layout()

    def _lay_balloon(self, s: st.State, animate: bool, ended_by) -> None:
        target = self.balloon_rect(s.cloud)
        balloon = self.item("balloon", lambda: BalloonItem(target.size()))
        if isinstance(ended_by, Pay):  # the voyage reached cloud 9: show it, then back to cloud 1
            top = self.balloon_rect(TOP_CLOUD).topLeft()
            balloon.slide_through(
                [
                    (top, 450, QEasingCurve.Type.OutCubic),
                    (top, 500, QEasingCurve.Type.Linear),
                    (target.topLeft(), 700, QEasingCurve.Type.InOutCubic),
                ]
            )
        elif ended_by is not None:  # it fell
            balloon.slide_through([(target.topLeft(), 650, QEasingCurve.Type.InQuad)])
        else:
            balloon.slide_to(target.topLeft(), animate, 380, QEasingCurve.Type.InOutCubic)
        aboard = [(seat, self.colour_key(seat)) for seat in range(s.players) if s.aboard[seat]]
        self._lay_parachutes(s, balloon.set_passengers(aboard, animate), animate)

    def _lay_parachutes(self, s: st.State, starts: dict[int, QPointF], animate: bool) -> None:
        """Who jumped this voyage floats down beside the cloud they jumped from."""
        per_cloud: dict[int, int] = {}
        for gain in (g for g in s.gains if g.voyage == s.voyage and g.cloud < TOP_CLOUD):
            rank = per_cloud.get(gain.cloud, 0)
            per_cloud[gain.cloud] = rank + 1
            cloud = self.clouds[gain.cloud - 1]
            size = cloud.height() * 0.8
            away = size * (0.45 + 0.85 * rank)  # on the side with more room
            x = cloud.right() + away if cloud.center().x() < BOARD.center().x() else cloud.left() - away
            spot = QPointF(x, cloud.center().y() + size * 0.2)
            colour = self.colour_key(gain.seat)
            chute = self.item(
                ("chute", gain.seat),
                lambda c=colour, z=size: Piece(
                    QRectF(-z / 2, -z / 2, z, z),
                    lambda p, r: art.paint_passenger(p, r, c, jumped=True),
                    z=z_values.PIECE + 0.5,
                ),
            )
            chute.setToolTip(self.words(JUMPED_AT, cloud=gain.cloud, points=gain.points))
            if gain.seat in starts and animate:
                chute.setPos(starts[gain.seat])
                chute.slide_to(spot, True, 900, QEasingCurve.Type.OutQuad)
            elif not chute.moving:
                chute.setPos(spot)

    def _lay_markers(self, s: st.State, animate: bool) -> None:
        size = self.track.spaces[0].width() * 0.62
        crowds = Track.crowds({seat: on_track(s.scores[seat]) for seat in range(s.players)})
        for seat, (rank, crowd) in crowds.items():
            offset = self.track.offset(rank, crowd)
            colour = self.colour_key(seat)
            marker = self.item(
                ("marker", seat),
                lambda: Piece(QRectF(-size / 2, -size / 2, size, size), lambda p, r: None, z=z_values.PIECE),
            )
            lapped = s.scores[seat] > TRACK_END
            if getattr(marker, "look", None) != (colour, lapped):  # repainted only when it changes
                marker.look = (colour, lapped)
                marker.set_painter(lambda p, r, c=colour, lap=lapped: art.paint_score_marker(p, r, c, lap))
            set_scale(marker, 1.0 if crowd == 1 else 0.8 if crowd <= 4 else 0.62)
            marker.setToolTip(f"{self.name(seat)}: {s.scores[seat]}")
            start = getattr(marker, "score", None)
            marker.score = s.scores[seat]
            marker.follow(
                s.scores[seat] if start is None else start,
                s.scores[seat],
                lambda v, o=offset: self.track.point(on_track(v)) + o,
                animate,
                int(min(900, 180 + 45 * abs(s.scores[seat] - (start or 0)))),
            )

    def _lay_dice(self, s: st.State, rolled: bool) -> None:
        tray = self.item(
            "tray", lambda: Panel(self.tray_rect().width(), min_height=self.tray_rect().height(), z=z_values.BOARD)
        )
        tray.setPos(self.tray_rect().center().x(), self.tray_rect().top())
        tray.set(self.words(VOYAGE, voyage=s.voyage))
        if s.phase in (st.ROLL, st.ALONE):
            faces: list[str | None] = [None] * DICE_AT[s.cloud]  # the dice the pilot will roll
        else:
            faces = [FACES[f] for f in s.roll]
        area = self.tray_rect().adjusted(20, 56, -20, -12)
        cols = 2 if len(faces) == 4 else max(1, len(faces))  # one row, or two of two
        rows = (len(faces) + cols - 1) // cols
        for i, face in enumerate(faces):
            row, col = divmod(i, cols)
            die = self.item(("die", i), DieItem)
            die.setPos(area.center() + QPointF((col - (cols - 1) / 2) * DIE * 1.2, (row - (rows - 1) / 2) * DIE * 1.15))
            if rolled and face is not None:
                die.roll_to(face)
            elif not die.rolling:
                die.show_face(face)
            else:
                die.final = face

    def _lay_piles(self, s: st.State, animate: bool) -> None:
        draw = self.draw_pos()
        if s.draw:
            back = self._card(HIDDEN, ("pile", "draw"), ("draw",))  # (a discard shuffled into it comes from there)
            back.setPos(draw)
            back.setToolTip(self.words(DRAW_PILE, n=len(s.draw)))
            under = self._card(HIDDEN, ("pile", "under"))  # a thicker pile: a second back under the first
            under.setPos(draw + QPointF(5, 6))
            under.setZValue(z_values.CARD - 0.5)
            under.setVisible(len(s.draw) > 1)
        self.badge(("badge", "draw"), draw + QPointF(CARD.width() / 2, -CARD.height() / 2), len(s.draw))
        pile = [self._card(card, zone=("discard",)) for card in s.discard[-4:]]
        for item in pile:
            item.set_draggable(False)
            item.set_lit(False)
        self.lay(pile, Pile(self.discard_pos()).poses(s.discard), z_values.CARD, animate)
        self.badge(
            ("badge", "discard"),
            self.discard_pos() + QPointF(CARD.width() / 2, -CARD.height() / 2),
            len(s.discard),
            self.words(DISCARD_PILE, n=len(s.discard)),
        )

    def _card(self, card: int, key: Hashable | None = None, zone: tuple | None = None) -> CardItem:
        """The item for a card (a face up card by its id, a back by `key`) in the rules' `zone`; a
        new one starts where the last moves brought a card there from (`zone_pos`)."""
        return self.card(
            key if key is not None else ("card", card),
            card,
            CARD,
            paint_card,
            paint_back,
            face_up=card != HIDDEN,
            zone=zone,
        )

    def zone_pos(self, zone: tuple) -> QPointF | None:
        """The rules' zones (state.Ids): the draw pile, the discard, a seat's hand."""
        if zone == ("draw",):
            return self.draw_pos()
        if zone == ("discard",):
            return self.discard_pos()
        if zone[0] == "hand" and self._state is not None and zone[1] < self._state.players:
            return self._hand_centre(zone[1])
        return None

    def _areas(self):
        return self.seat_areas(
            own=QRectF(LEFT + MY_LABEL_W, HAND_Y - CARD.height() / 2, RIGHT - LEFT - MY_LABEL_W, CARD.height()),
            top=QRectF(LEFT, TOP_Y - CARD.height() * SMALL / 2, RIGHT - LEFT, CARD.height() * SMALL),
            other_scale=SMALL,
        )

    def _hand_centre(self, seat: int) -> QPointF:
        return next(a.rect.center() for a in self._areas() if a.seat == seat)

    def _lay_hands(self, s: st.State, animate: bool) -> None:
        paying = self.interactive and s.phase == st.PAY and s.pilot == self.viewer
        lit = {key[1] for key in self.movable_keys()} if paying else set()
        for area in self._areas():
            seat, big = area.seat, area.side == "bottom"
            width = area.rect.width() - 20 if big else min(area.rect.width() * 0.9, 420)
            fan = Fan(area.rect.center(), width, CARD, area.scale, 2.5 if big else 5.0, spacing=1.06 if big else 0.45)
            hand = s.hands[seat]
            items = [
                self._card(c, ("card", c) if c != HIDDEN else ("back", seat, i), ("hand", seat))
                for i, c in enumerate(hand)
            ]
            for item in items:
                item.set_draggable(area.mine and paying)
                item.set_lit(item.key in lit)
            self.lay(items, fan.poses(len(hand)), z_values.HAND, animate)
            self.badge(
                ("badge", "hand", seat),
                fan.corner(len(hand)),
                len(hand),
                self.words(
                    HAND_TIP,
                    name=self.name(seat),
                    cards=Message.of(CTX, CARDS_IN_HAND, n=len(hand)),
                    points=Message.of(CTX, POINTS_COUNT, n=s.scores[seat]),
                ),
                1.0 if big else 0.8,
            ).setVisible(bool(hand))
            if big:
                plate_at, plate_w = QPointF(LEFT + MY_LABEL_W / 2, HAND_Y - 30), MY_LABEL_W
            else:
                plate_at = area.rect.center() + QPointF(0, -CARD.height() * SMALL / 2 - 44)
                plate_w = min(area.rect.width() * 0.92, 400)
            self.name_plate(
                seat,
                plate_at,
                plate_w,
                self.seat_colour(seat),
                score=s.scores[seat],
                tag=self._tag(s, seat),
                height=PLATE_H,
            )

    def _tag(self, s: st.State, seat: int) -> str:
        if s.phase == st.OVER:
            outcome = self.feed.outcome
            return self.words(WINNER) if outcome is not None and seat in outcome.winners else ""
        decided = dict(s.decisions)
        if seat in decided:
            return self.words(JUMPED, points=POINTS[s.cloud]) if decided[seat] else self.words(STAYS)
        if seat == rules.deciding(s):
            return self.words(DECIDING)
        if seat == s.pilot:
            return self.words(PILOT)
        jumped = [g for g in s.gains if g.voyage == s.voyage and g.seat == seat and g.cloud < TOP_CLOUD]
        return self.words(JUMPED_AT, cloud=jumped[-1].cloud, points=jumped[-1].points) if jumped else ""

    def _lay_climb(self, s: st.State) -> None:
        climb = self.item("climb", lambda: Panel(340, left_share=0.5))  # (names are short)
        climb.setPos(QPointF(SIDE_X, self.tray_rect().bottom() + 20))
        rows = []
        if s.phase in (st.DECIDE, st.PAY):
            decided = dict(s.decisions)
            for seat, jumped in s.decisions:
                rows.append(
                    (
                        self.seat_colour(seat),
                        self.name(seat),
                        self.words(JUMPED, points=POINTS[s.cloud]) if jumped else self.words(STAYS),
                    )
                )
            for seat in rules.passengers(s):
                if seat not in decided:
                    rows.append(
                        (
                            self.seat_colour(seat),
                            self.name(seat),
                            self.words(DECIDING) if seat == rules.deciding(s) else self.words(NOT_YET),
                        )
                    )
        climb.set(self.words(CLIMB_TITLE) if rows else "", tuple(rows))

    # --- gestures -----------------------------------------------------------------------------
    def gesture(self, action: Any) -> Gesture | list[Drag] | None:
        """Buttons for the pilot's and the passengers' decisions; a payment is a card dragged onto
        the balloon. Cards of one colour are alike (the rules list one way to pay, with the lowest
        ids): any card of a colour the payment has plays it, itself paying in its twin's stead;
        any wild card pays as the wild the rules list."""
        s = self._state
        if isinstance(action, Roll):
            return Button(Message(CTX, ROLL_BUTTON))
        if isinstance(action, Jump):
            return Button(Message.of(CTX, JUMP_BUTTON, points=POINTS[s.cloud]))
        if isinstance(action, Stay):
            return Button(Message(CTX, STAY_BUTTON))
        if isinstance(action, LetFall):
            return Button(Message(CTX, FALL_BUTTON))
        if not isinstance(action, Pay):
            return None
        if not action.cards:
            return Button(Message(CTX, FREE_BUTTON))
        drags = []
        for card in s.hands[self.viewer]:
            twin = next((c for c in action.cards if CARD_COLOUR[c] == CARD_COLOUR[card]), None)
            if twin is not None:
                paid = (
                    tuple(sorted(card if c == twin else c for c in action.cards)) if card not in action.cards else None
                )
                drags.append(Drag(("card", card), BASKET, plays=None if paid is None else Pay(paid)))
        return drags

    def refused_move(self, card: CardItem, place: Hashable, turns: int) -> Any | None:
        return Pay((card.key,)) if place == BASKET and isinstance(card.key, int) and card.key != HIDDEN else None

    # --- up close, and what just happened -----------------------------------------------------
    def preview(self, item) -> Preview | None:
        """A card seen face up (in the hand, on the discard pile) up close: its colour and what
        it pays for."""
        if not isinstance(item, CardItem) or not item.face_up or not isinstance(item.key, int) or item.key < 0:
            return None
        colour = CARD_COLOUR[item.key]
        return Preview(
            partial(art.paint_balloon_card, colour=ART_COLOURS[colour]),
            CARD.width() / CARD.height(),
            self.words(CARD_NAMES[colour]),
            self.words(CARD_TEXTS[colour]),
        )

    def events(self, before: st.State, after: st.State, moves) -> list:
        """The balloon falls (a LetFall was played): said by the cloud it fell from."""
        from ..table.announce import Announcement

        if not any(isinstance(action, LetFall) for _seat, action in moves):
            return []
        r = self.balloon_rect(before.cloud)
        w, h = r.width() * BALLOON_GROWTH, r.height() * BALLOON_GROWTH
        where = QRectF(r.center().x() - w / 2, r.bottom() - h, w, h)
        return [Announcement(Message.of(CTX, FALLS, cloud=before.cloud), where, "fall")]

    # --- choices that are not drags ----------------------------------------------------------
    def prompt(self) -> Prompt | None:
        s = self._state
        if s is None or s.phase == st.OVER:
            return None
        legal = self.feed.legal_actions()
        points = Message.of(CTX, POINTS_COUNT, n=POINTS[s.cloud])  # said in words: "score 9 points"
        buttons = self.buttons()
        if s.phase == st.ROLL:
            return Prompt(Message.of(CTX, ROLL_TEXT, n=DICE_AT[s.cloud], cloud=s.cloud), buttons)
        if s.phase == st.ALONE:
            return Prompt(Message.of(CTX, ALONE_TEXT, n=DICE_AT[s.cloud], points=points), buttons)
        if s.phase == st.DECIDE:
            if not any(rules.needs(s.roll)):  # only blanks: nobody wonders whether the pilot can pay
                return Prompt(Message.of(CTX, FREE_DECIDE_TEXT, pilot=self.name(s.pilot), points=points), buttons)
            return Prompt(
                Message.of(CTX, DECIDE_TEXT, n=len(s.hands[s.pilot]), pilot=self.name(s.pilot), points=points), buttons
            )
        if legal == [Pay(())]:
            return Prompt(Message(CTX, FREE_TEXT), buttons)
        if legal == [LetFall()]:
            return Prompt(Message(CTX, FALL_TEXT), buttons)
        if LetFall() in legal:
            return Prompt(Message(CTX, PAY_OR_FALL_TEXT), buttons)
        return Prompt(Message(CTX, PAY_TEXT), buttons)


TABLE = Cloud9Table
