"""Cloudy Kingdom on the table: the grid in the clouds, castles on its four sides, stacks of
route cards, each seat's hand and magic cards, the piles; drags become the game's actions.

Scene units: a cell is CELL wide; a route card is CELL long and CELL / 2 wide, painted lying
vertical (end A north) and turned by the item, as cards.py's turns say.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from ...engine.message import QT_TRANSLATE_NOOP, Message, translate
from ...games.cloudy_kingdom import cards, notation, rules, state as st
from ...games.cloudy_kingdom.actions import DiscardRoute, Exchange, PickMagic, PlayMagic, PlayRoute
from ...games.cloudy_kingdom.geometry import stack_links
from ...games.cloudy_kingdom.routes import MASK_DIRS, FamilyRoutes
from ...i18n import render
from ..art import cloudy_kingdom as art
from ..art.common import KeptPicture, icon_ground
from ..table import z_values
from ..table.card import CardItem
from ..table.game_table import GameTable
from ..table.gesture import Button, Drag, Gesture
from ..table.piece import Piece
from ..table.preview import Preview
from ..table.prompt import Prompt
from ..table.text import fit_text
from ..table.view_option import ViewOption
from ..table.zones import Pose, Row

CELL = 160.0
CARD = QSizeF(CELL / 2, CELL)
SMALL = 0.55  # other players' cards
CASTLE_W, CASTLE_H, CASTLE_GAP = CELL * 0.92, CELL * 0.46, CELL * 0.08
CASTLE = QRectF(-CASTLE_W / 2, -CASTLE_H / 2, CASTLE_W, CASTLE_H)  # a castle, not turned
CELL_RECT = QRectF(-CELL / 2, -CELL / 2, CELL, CELL)
CTX = "CloudyKingdomTable"

# Spells and where they are dropped: on the grid like a route card, on a stack, or on the
# discard pile (casting discards the route card in hand).
PLACED = (cards.BURNING, cards.DEAD_END)
AIMED = (cards.CHOP, cards.WINDING)
DISCARD = "discard"

HINTS = {
    st.PLAY: QT_TRANSLATE_NOOP(
        "CloudyKingdomTable", "Drag your route card onto a lit cell (R turns it), or drag a magic card to cast it."
    ),
    st.INSPIRATION: QT_TRANSLATE_NOOP(
        "CloudyKingdomTable", "Inspiration: play one of your two cards; the other is discarded."
    ),
    st.FAST_EMPTY: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Fast Growth: play the first card on an empty cell."),
    st.FAST_TOP: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Fast Growth: play the second card across the first."),
    st.GREEN_PLAY: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Green Thumb: play both of your route cards."),
    st.REPLANT: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Replanting: play the card taken from the discard pile."),
}
NO_PLACE_HINT = QT_TRANSLATE_NOOP(
    "CloudyKingdomTable", "Your route card fits nowhere: drag it onto the discard pile, or cast a magic card."
)
PICK_TEXT = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Choose a magic card ({count} of 3).")
SWAP_TEXT = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Green Thumb was cast. Do you swap your route card for a new one?")
SWAP = QT_TRANSLATE_NOOP("CloudyKingdomTable", "&Swap it")
KEEP = QT_TRANSLATE_NOOP("CloudyKingdomTable", "&Keep it")
DISTANCE = translate(
    "CloudyKingdomTable", "{family}: at least %n more cards to join this castle to one across the table.", None, 1
)
JOINED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{family}: this castle is joined to one across the table.")
CUT_OFF = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{family}: no route can reach across the table from here any more.")
DRAW_PILE = translate("CloudyKingdomTable", "Draw pile: %n cards", None, 1)
DISCARD_PILE = translate("CloudyKingdomTable", "Discard pile: %n cards. Drop a magic card here to cast it.", None, 1)
USED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{spell} (used)")
# View → Routes: the route networks of the families, and how far each is from joining its castles.
ROUTES = ViewOption(
    "routes",
    QT_TRANSLATE_NOOP("CloudyKingdomTable", "&Routes"),
    (
        ("off", QT_TRANSLATE_NOOP("CloudyKingdomTable", "&Hidden")),
        ("mine", QT_TRANSLATE_NOOP("CloudyKingdomTable", "&My Family's")),
        ("all", QT_TRANSLATE_NOOP("CloudyKingdomTable", "&All Families'")),
    ),
    "mine",
    "V",
)
TO_GO = translate("CloudyKingdomTable", "%n cards to go", None, 1)
ROUTE_JOINED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "joined")
ROUTE_CUT = QT_TRANSLATE_NOOP("CloudyKingdomTable", "cut off")
# Once the game is over the plates say how it ended, no longer how far the routes are.
WINS = QT_TRANSLATE_NOOP("CloudyKingdomTable", "wins")
DRAW = QT_TRANSLATE_NOOP("CloudyKingdomTable", "draw")
FAMILY_TO_GO = translate(
    "CloudyKingdomTable",
    "{family}: at least %n more cards to join two of its castles across the table (View → Routes).",
    None,
    1,
)
FAMILY_JOINED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{family}: two of its castles across the table are joined.")
FAMILY_CUT = QT_TRANSLATE_NOOP(
    "CloudyKingdomTable", "{family}: no route can join two of its castles across the table any more."
)
ROUTE_WIDTH = CELL * 0.075  # a family's network, shown alone; several run thinner, in lanes
PLATE_H = 64.0  # the name plates, taller than the kit's: the whole board is seen at about 40 %
TAGGED_PLATE_H = 108.0  # a plate with a distance: the name, and the distance on a row of its own
LANE = CELL * 0.085  # how far apart the routes of two families run where they share cards


# --- painters -------------------------------------------------------------------------------
def paint_card(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    paint_stacked(painter, rect, item.key, getattr(item, "look", None))


def paint_stacked(painter: QPainter, rect: QRectF, card: int, look: tuple[bool, bool] | None) -> None:
    """A card whole (`look` None), or covered by the one across it: see `stack_looks`."""
    if look is None:
        paint_route_or_magic(painter, rect, card)
    else:
        face = cards.magic_of(card)[1] if cards.is_magic(card) else cards.card_kind(card).code
        art.paint_covered_card(painter, rect, face, look)


def stack_looks(stack: tuple[tuple[int, int], ...]) -> list[tuple[bool, bool] | None]:
    """How each card of a stack shows, bottom to top: the top card whole (None); the others
    covered, (end A, end B) saying which of their ends a route runs through. Only the card right
    under the top one shows its ends, and only those ends lead on to the top card's paths."""
    links = stack_links(stack)

    def through(direction: int) -> bool:
        return any(mask >> direction % 4 & 1 for mask in links)

    looks: list[tuple[bool, bool] | None] = []
    for height, (_card, turns) in enumerate(stack):
        depth = len(stack) - 1 - height
        looks.append(None if depth == 0 else (through(turns), through(turns + 2)) if depth == 1 else (False, False))
    return looks


def paint_route_or_magic(painter: QPainter, rect: QRectF, card: int) -> None:
    if cards.is_magic(card):
        (art.paint_burning_crossing if cards.magic_of(card)[1] == cards.BURNING else art.paint_dead_end_crossing)(
            painter, rect
        )
    else:
        art.paint_route_kind(painter, rect, cards.card_kind(card).code)


def paint_back(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    art.paint_card_back(painter, rect)


def paint_spell(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    paint_spell_face(item.key[2], painter, rect, used=item.key[0] == "used")


def paint_spell_face(effect: str, painter: QPainter, rect: QRectF, used: bool = False) -> None:
    art.paint_magic_card(painter, rect, effect, used=used)
    fit_text(
        painter,
        art.magic_title_rect(rect),
        render(cards.MAGIC_NAMES[effect]),
        QColor("#777777") if used else QColor("#2f1752"),
        lines=2,
        largest=0.84,
    )


def paint_spell_emblem(effect: str, painter: QPainter, rect: QRectF) -> None:
    """The top of a magic card, its emblem (EMBLEM_ASPECT wide for 1 high): a prompt tile's
    picture, with the spell's name written beside it."""
    painter.setClipRect(rect)
    art.paint_magic_card(painter, QRectF(rect.x(), rect.y(), rect.width(), rect.width() * 2), effect)


EMBLEM_ASPECT = 1 / 1.18


class Drawing(Piece):
    """Lines drawn over the board (the route view, the winning route's glow): the mouse on them
    looks at the card beneath (scene.py)."""

    looked_at = False
    shown: tuple | None = None  # what the route view drew last (its lines, colour and width)


class RouteCardItem(CardItem):
    """A route card (or a magic card played like one): whole, or covered in a stack (`look`)."""

    look: tuple[bool, bool] | None = None

    def set_look(self, look: tuple[bool, bool] | None) -> None:
        if look != self.look:
            self.look = look
            self.update()


class CastleItem(Piece):
    """A castle on the edge of the grid; it glows when a winning route ends there."""

    def __init__(self, family: int):
        self.family = family
        self.glow = False
        super().__init__(CASTLE, z=z_values.BOARD)
        self.setAcceptHoverEvents(True)  # its tooltip tells how far it is from joining

    def set_glow(self, glow: bool) -> None:
        if glow != self.glow:
            self.glow = glow
            self.update()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        art.paint_castle(painter, rect, self.family, glow=self.glow)


def _paint_cell(painter: QPainter, rect: QRectF) -> None:
    art.paint_cell(painter, rect)  # looked up when drawn: tests count the calls


class CloudyKingdomTable(GameTable):
    CONTEXT = CTX
    # "Each player chooses a family": New Game's colour pickers offer the families' colours
    # (cards.FAMILIES, in letter order a-d) and make the rules' "families" option of them.
    seat_colour_choices = ("red", "blue", "yellow", "black")
    colour_option = "families"
    view_options = (ROUTES,)
    _routes: dict[int, FamilyRoutes]  # the families the route view shows (set by sync)

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._bands: dict[int, tuple[tuple[QPainterPath, float], QPainterPath]] = {}  # (_band)
        self._route_pictures: dict[int, KeptPicture] = {}  # each family's route view, as last painted

    # --- geometry -------------------------------------------------------------------------
    def _half(self) -> float:
        return self.size * CELL / 2

    def cell_centre(self, cell: int) -> QPointF:
        r, c = divmod(cell, self.size)
        return QPointF((c + 0.5) * CELL - self._half(), (r + 0.5) * CELL - self._half())

    def border_point(self, cell: int, direction: int) -> QPointF:
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[direction]
        return self.cell_centre(cell) + QPointF(dx * CELL / 2, dy * CELL / 2)

    @staticmethod
    def castle_pose(size: int, side: int, index: int) -> tuple[QPointF, float]:
        half = size * CELL / 2
        along = (index + 0.5) * CELL - half
        out = half + CASTLE_GAP + CASTLE_H / 2
        return (
            (QPointF(along, -out), 0.0),
            (QPointF(out, along), 90.0),
            (QPointF(along, out), 180.0),
            (QPointF(-out, along), 270.0),
        )[side]

    def _rim(self) -> float:
        """From the centre to the outer edge of the castles."""
        return self._half() + CASTLE_GAP * 2 + CASTLE_H

    def piles_x(self) -> float:
        return self._rim() + CELL * 0.45

    def discard_pos(self) -> QPointF:
        return QPointF(self.piles_x(), CELL * 0.6)

    def content_rect(self) -> QRectF:
        top = self._rim() + CELL * 2.1  # room for the prompt bar above the others' cards
        right = self.piles_x() + CELL * 0.4
        return QRectF(-right, -top, 2 * right, top + self._rim() + CELL * 1.17)

    def designs(self):
        """Every route card whole (on the board and in the hands, the others' smaller), covered
        on the board (each way its ends may show), the two magic cards played like routes, the
        magic cards in hand (used or not) and the back. (Each called as the table calls it: a
        picture is kept under the painter's arguments as they were given.)"""
        rect = QRectF(-CARD.width() / 2, -CARD.height() / 2, CARD.width(), CARD.height())
        codes = list(cards.DECK_MIX)
        for scale in (1.0, SMALL):
            for code in codes:
                yield scale, lambda painter, code=code: art.paint_route_kind(painter, rect, code)
            yield scale, partial(art.paint_card_back, rect=rect)
        yield 1.0, partial(art.paint_burning_crossing, rect=rect)
        yield 1.0, partial(art.paint_dead_end_crossing, rect=rect)
        for look in ((True, True), (True, False), (False, True), (False, False)):
            for face in (*codes, cards.BURNING, cards.DEAD_END):
                yield 1.0, lambda painter, face=face, look=look: art.paint_covered_card(painter, rect, face, look)
        for scale in (0.9, SMALL * 0.9):
            for effect in cards.EFFECTS:
                for used in (False, True):
                    yield scale, partial(paint_spell_face, effect, rect=rect, used=used)

    # --- layout ---------------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        s = self._state = self.feed.view(self.viewer)
        self.size = s.size
        self.begin_layout()
        for cell in range(s.board.cells):
            self.board_piece(("cell", cell), CELL_RECT, _paint_cell, self.cell_centre(cell))
        glowing = self._winning_castles(s)
        for side, index, letter in s.board.castles:
            family = s.family(letter)  # the family the castles of this letter show
            castle = self.item(("castle", side, index, family), lambda f=family: CastleItem(f))
            pos, angle = self.castle_pose(s.size, side, index)
            castle.setPos(pos)
            castle.set_angle(angle)
            castle.set_glow((side, index) in glowing)
            castle.setToolTip(self._castle_tooltip(s, side, index, family))
        self._lay_labels(s)
        self._areas = self._seat_areas()
        for cell, stack in enumerate(s.stacks):
            for height, ((card, turns), look) in enumerate(zip(stack, stack_looks(stack), strict=True)):
                item = self._card(("card", card), card, ("cell", cell), look)
                item.set_draggable(False)
                self.place(item, Pose(self.cell_centre(cell), z=height * z_values.STACK_STEP), z_values.CARD, animate)
                item.set_turns(turns, animate)
        self._routes = self._shown_routes(s)
        self._lay_piles(s, animate)
        self._lay_seats(s, animate)
        self._lay_routes(s)
        self._lay_glow(s)
        self.mark_last_moves()
        self.end_layout()

    def _card(
        self, key: Hashable, card: int, zone: tuple | None = None, look: tuple[bool, bool] | None = None
    ) -> RouteCardItem:
        """A card's item in the rules' `zone`; a new one starts where the last moves brought a
        card there from (`zone_pos`). Whole unless a stack covers it (`look`: stack_looks)."""
        item = self.card(
            key,
            card,
            CARD,
            paint_card,
            paint_back,
            face_up=card >= 0,
            zone=zone,
            make=lambda: RouteCardItem(card, CARD, paint_card, paint_back),
        )
        assert isinstance(item, RouteCardItem)
        item.set_look(look)
        return item

    def _draw_pos(self) -> QPointF:
        return QPointF(self.piles_x(), -CELL * 0.6)

    def zone_pos(self, zone: tuple) -> QPointF | None:
        """The rules' zones (state.Ids): the piles, a cell, a seat's hand or its spells."""
        kind = zone[0]
        if kind == "draw":
            return self._draw_pos()
        if kind == "discard":
            return self.discard_pos()
        if kind == "cell":
            return self.cell_centre(zone[1])
        if kind in ("hand", "magic"):  # (the seat's area: its hand beside its spells)
            return next((a.rect.center() for a in self._areas if a.seat == zone[1]), None)
        return None

    def _lay_labels(self, s: st.State) -> None:
        """Column letters above the grid and row numbers left of it, as the log names cells."""
        out = self._rim() + CELL * 0.16
        for i in range(s.size):
            name = s.board.cell_name(i)  # row 1: the column's letter
            along = (i + 0.5) * CELL - self._half()
            for key, pos, text in (
                (("col", i), QPointF(along, -out), name[0]),
                (("row", i), QPointF(-out, along), s.board.cell_name(i * s.size)[1:]),
            ):
                label = self.item(
                    ("grid label",) + key,
                    lambda t=text: Piece(
                        QRectF(-CELL * 0.14, -CELL * 0.14, CELL * 0.28, CELL * 0.28),
                        lambda p, r: fit_text(p, r, t, QColor(255, 255, 255, 230), largest=0.9),
                        z=z_values.BOARD,
                    ),
                )
                label.setPos(pos)

    def move_place(self, seat: int, action: Any) -> QRectF | None:
        if isinstance(action, (PlayRoute, PlayMagic)) and action.cell >= 0:
            return self.place_rect(action.cell)
        if isinstance(action, (DiscardRoute, PlayMagic)):
            return self.place_rect(DISCARD)
        return None

    def seat_colour(self, seat: int) -> QColor:
        state = getattr(self, "_state", None) or self.feed.view(self.viewer)  # (before the first sync)
        return QColor(cards.FAMILIES[state.family(seat)].colour)

    def _lay_piles(self, s: st.State, animate: bool) -> None:
        if s.draw:
            back = self._card(("pile", "draw"), -1)
            back.setPos(self._draw_pos())
            back.setToolTip(self.words(DRAW_PILE, n=len(s.draw)))
        corner = QPointF(CARD.width() / 2, -CARD.height() / 2)  # the count on each pile's corner
        self.badge(("badge", "draw"), self._draw_pos() + corner, len(s.draw), self.words(DRAW_PILE, n=len(s.draw)))
        self.badge(
            ("badge", "discard"),
            self.discard_pos() + corner,
            len(s.discard),
            self.words(DISCARD_PILE, n=len(s.discard)),
        )
        slot = self.board_piece(
            ("pile", "discard-slot"),
            CELL_RECT,
            _paint_cell,
            self.discard_pos(),
            tooltip=self.words(DISCARD_PILE, n=len(s.discard)),
        )
        slot.setScale(0.75)
        if s.discard:
            top = self._card(("card", s.discard[-1]), s.discard[-1], ("discard",))
            top.set_draggable(False)
            self.place(top, Pose(self.discard_pos()), z_values.CARD, animate)
            top.set_turns(0, animate)

    def _seat_areas(self):
        span = 2 * (self._rim() - CASTLE_GAP)
        y = self._rim() + CELL * 0.62
        return self.seat_areas(
            own=QRectF(-span / 2, y - CELL / 2, span, CELL),
            top=QRectF(-span / 2, -self._rim() - CELL * (0.62 + SMALL / 2), span, CELL * SMALL),
            other_scale=SMALL,
        )

    def _lay_seats(self, s: st.State, animate: bool) -> None:
        movable = self.movable_keys() if self.interactive and s.actor == self.viewer else set()
        for area in self._areas:
            seat, scale = area.seat, area.scale
            if area.mine:
                hand_at = QPointF(-CELL * 1.2, area.rect.center().y())
                plate_w = CELL * 3.0  # (a name, a colour and how far the routes are: words to read)
                plate_at = hand_at + QPointF(-CELL * 0.35 - plate_w / 2, 0)
                spells = Row(hand_at + QPointF(CELL * 1.5, 0), CARD, CELL * 0.55, 0.9)
            else:
                centre_x = area.rect.center().x()
                hand_at = QPointF(centre_x - CELL * 0.55, area.rect.center().y())
                plate_w = min(CELL * 3.0, area.rect.width() * 0.96)
                plate_at = QPointF(centre_x, hand_at.y() - CELL * 0.5 * scale - CELL * 0.25)
                spells = Row(hand_at + QPointF(CELL * 0.62 * scale, 0), CARD, CELL * 0.5 * scale, scale * 0.9)
            family = cards.FAMILIES[s.family(seat)]
            tag = self._plate_tag(s, seat)
            height = TAGGED_PLATE_H if tag else PLATE_H
            if not area.mine:
                plate_at -= QPointF(0, (height - PLATE_H) / 2)  # (it grows upwards, away from the cards)
            self.name_plate(
                seat,
                plate_at,
                plate_w,
                QColor(family.colour),
                active=seat == s.actor,
                # Over a tag the others' plates leave out the colour (their dot shows it).
                text=self.name(seat) if tag and not area.mine else f"{self.name(seat)} · {render(family.colour_name)}",
                tag=tag,
                height=height,
                # Side by side, a name and a distance would both be set too small to read at the
                # zoom of the whole board (about 40 % at 1280 x 720).
                tag_below=True,
            ).setToolTip(self._distance_tip(s, seat, family))
            hand = [
                self._card(("card", c) if c >= 0 else ("hidden", seat, i), c, ("hand", seat))
                for i, c in enumerate(s.hands[seat])
            ]
            for item in hand:
                item.turnable = area.mine
                item.set_draggable(area.mine and ("card", item.key) in movable)
            step = CELL * 0.62 * scale
            if not area.mine and len(hand) > 1:
                # Two route cards for a moment (Inspiration, Green Thumb): the others' hand grows
                # to the left, so that it never hides their magic cards.
                hand_at -= QPointF(step * (len(hand) - 1), 0)
            self.lay(hand, Row(hand_at, CARD, step, scale).poses(len(hand)), z_values.HAND, animate)
            for item in hand:
                if not self.scene.handling(item):  # the card held keeps the turns it was played with
                    item.set_turns(0, animate)
            self.lay(
                self._spells(s, seat, area.mine, movable), spells.poses(len(s.chosen[seat])), z_values.HAND, animate
            )

    def _spells(self, s: st.State, seat: int, mine: bool, movable: set[Hashable]) -> list[CardItem]:
        out = []
        for effect in s.chosen[seat]:
            used = effect not in s.magic[seat]
            key = ("used" if used else "spell", seat, effect)
            other = self.find(("spell" if used else "used", seat, effect))
            if other is not None:
                self.scene.removeItem(other)
            item = self.item(key, lambda k=key: CardItem(k, CARD, paint_spell))
            item.turnable = effect in PLACED
            item.set_draggable(mine and not used and key in movable)
            out.append(item)
        return out

    def preview(self, card) -> Preview | None:
        """A magic card up close, with what its spell does (cards on the table are too small
        for the words); a route card, or a cell's stack, top first, with what each card is."""
        if isinstance(card, CardItem) and isinstance(card.key, int) and card.key >= 0 and card.face_up:
            from . import cloudy_kingdom_preview as close

            stack = next((stack for stack in self._state.stacks if any(c == card.key for c, _ in stack)), None)
            if stack is None:
                return close.card_preview(paint_route_or_magic, card.key)
            return close.stack_preview(paint_route_or_magic, list(stack))
        if not isinstance(card, CardItem) or not isinstance(card.key, tuple) or card.key[0] not in ("spell", "used"):
            return None
        used, effect = card.key[0] == "used", card.key[2]
        name = render(cards.MAGIC_NAMES[effect])
        return Preview(
            partial(paint_spell_face, effect, used=used),
            CARD.width() / CARD.height(),
            self.words(USED, spell=name) if used else name,
            QCoreApplication.translate("CloudyKingdomCards", cards.MAGIC_TEXTS[effect]),
        )

    def _castle_tooltip(self, s: st.State, side: int, index: int, family: int) -> str:
        name = render(cards.FAMILIES[family].name)
        needed = rules.castle_cards_needed(s, side, index)
        if needed is None:
            return self.words(CUT_OFF, family=name)
        if needed == 0:
            return self.words(JOINED, family=name)
        return self.words(DISTANCE, n=needed, family=name)

    def _winning_castles(self, s: st.State) -> set[tuple[int, int]]:
        out = set()
        for route in rules.winning_routes(s) if s.winners else []:
            for cell, direction in ((route[0][0], route[0][1]), (route[-1][0], route[-1][2])):
                r, c = divmod(cell, s.size)
                out.add((direction, c if direction in (0, 2) else r))
        return out

    # --- the route view (View → Routes) ------------------------------------------------------
    def _shown_routes(self, s: st.State) -> dict[int, FamilyRoutes]:
        """The families the route view shows now (by seat: the castles' letter), read from the
        viewer's view: the viewer's own (or, watching computers, the acting seat's), or all."""
        choice = self.view_choice(ROUTES.name)
        if choice == "off":
            return {}
        seats = range(s.players) if choice == "all" else (self._my_family(s),)
        return {seat: rules.route_view(s, seat) for seat in seats}

    def _my_family(self, s: st.State) -> int:
        """The seat whose family is "mine": the viewer's, or, watching computers, the acting one's."""
        return self.viewer if self.viewer is not None else s.actor

    def _plate_tag(self, s: st.State, seat: int) -> str:
        """On a shown family's name plate: how many cards it still needs, at least; once the
        game is over, who won (or that nobody did), whatever the route view shows."""
        if s.phase == st.OVER:
            if s.end == st.END_DECK:
                return self.words(DRAW)
            return self.words(WINS) if seat in s.winners else ""
        routes = self._routes.get(seat)
        if routes is None:
            return ""
        if routes.needed is None:
            return self.words(ROUTE_CUT)
        return self.words(ROUTE_JOINED) if routes.needed == 0 else self.words(TO_GO, n=routes.needed)

    def _distance_tip(self, s: st.State, seat: int, family: cards.Family) -> str:
        routes = self._routes.get(seat)
        if routes is None or s.phase == st.OVER:
            return ""
        name = render(family.name)
        if routes.needed is None:
            return self.words(FAMILY_CUT, family=name)
        if routes.needed == 0:
            return self.words(FAMILY_JOINED, family=name)
        return self.words(FAMILY_TO_GO, n=routes.needed, family=name)

    def _lay_routes(self, s: st.State) -> None:
        """Each shown family's networks in its colour, from its castles along the paths they
        reach; dashed, a cheapest way still open to join two opposite castles (the viewer's family
        only), and rings where it still needs cards, while the game goes on. Families side by side
        run in lanes, so that shared paths show each."""
        shown = sorted(self._routes)
        width = ROUTE_WIDTH if len(shown) == 1 else LANE * 0.55
        for rank, seat in enumerate(shown):
            routes = self._routes[seat]
            lane = (rank - (len(shown) - 1) / 2) * LANE
            shift = QPointF(lane, lane)
            network = QPainterPath()
            reached = sorted({(cell, d) for cell, mask in routes.networks for d in MASK_DIRS[mask]})
            for cell, d in reached:
                network.moveTo(self.border_point(cell, d) + shift)
                network.lineTo(self.cell_centre(cell) + shift)
            for side, index in routes.castles:
                cell = s.board.edge_cell(side, index)
                if (cell, side) in reached:
                    border = self.border_point(cell, side)
                    outward = (border - self.cell_centre(cell)) * (CASTLE_GAP * 1.5 / (CELL / 2))
                    network.moveTo(border + shift)
                    network.lineTo(border + outward + shift)
            way = QPainterPath()
            gaps = []
            for step in routes.way if s.phase != st.OVER else ():
                # Each half a cell: where the network already runs, its band shows the way (no
                # dashes over the vine).
                for d in (step.came, step.left):
                    if (step.cell, d) not in reached:
                        way.moveTo(self.border_point(step.cell, d) + shift)
                        way.lineTo(self.cell_centre(step.cell) + shift)
                if step.needs_card:
                    gaps.append(self.cell_centre(step.cell) + shift)
            bounds = network.boundingRect().united(way.boundingRect()).adjusted(-40, -40, 40, 40)
            if seat != self._my_family(s):
                way = QPainterPath()  # the others' ways: only where they still need cards
            colour = QColor(cards.FAMILIES[s.family(seat)].colour)
            # Kept as a picture (Qt's item cache): its outlined band took a third of a full
            # repaint (measured); the band itself is made here, once per change of the networks
            # (4-6 ms), and a piece whose lines did not change is left as it is (its picture kept).
            piece = self.item(("routes", seat), lambda: Drawing(QRectF(), z=z_values.CARD + 40, cached=True))
            shown = (tuple(reached), bounds, way, tuple(gaps), colour.rgba(), width)
            if piece.shown != shown:
                piece.shown = shown
                piece.set_rect(bounds)
                piece.set_painter(
                    partial(
                        art.paint_route_view,
                        band=self._band(seat, network, width),
                        way=way,
                        gaps=tuple(gaps),
                        colour=colour,
                        width=width,
                        # Watching computers, each family's view comes back one move out of two, as
                        # a new piece: its picture is kept (a third of such a move's time).
                        kept=self._route_picture(seat),
                        key=shown,
                    )
                )

    def _route_picture(self, seat: int) -> KeptPicture:
        """The family's route view as last painted; a new one is made in a turn of the event loop
        of its own, then its piece is shown again (art.common.KeptPicture)."""
        kept = self._route_pictures.get(seat)
        if kept is None:
            kept = self._route_pictures[seat] = KeptPicture(later=partial(self._route_picture_made, seat), owner=self)
        return kept

    def _route_picture_made(self, seat: int) -> None:
        piece = self.find(("routes", seat))
        if piece is not None:
            piece.update()

    def _band(self, seat: int, network: QPainterPath, width: float) -> QPainterPath:
        """The band of `seat`'s networks (art.route_band), made again only when they changed:
        watching computers, the route view shows each in turn, one move out of two."""
        made = self._bands.get(seat)
        if made is None or made[0] != (network, width):
            made = self._bands[seat] = ((network, width), art.route_band(network, width))
        return made[1]

    def _lay_glow(self, s: st.State) -> None:
        """The winning route, glowing from castle to castle."""
        if not s.winners or s.phase != st.OVER:
            return
        path = QPainterPath()
        for route in rules.winning_routes(s):
            path.moveTo(self.border_point(route[0][0], route[0][1]))
            for cell, _came, left in route:
                path.lineTo(self.cell_centre(cell))
                path.lineTo(self.border_point(cell, left))
        glow = self.item(
            ("glow", len(path.toSubpathPolygons())), lambda: Drawing(QRectF(), z=z_values.OVERLAY, cached=False)
        )
        glow.set_rect(path.boundingRect().adjusted(-40, -40, 40, 40))
        glow.set_painter(lambda painter, rect: art.paint_path_glow(painter, path, CELL * 0.06))

    # --- gestures -------------------------------------------------------------------------
    @staticmethod
    def _kind_of(item: CardItem) -> tuple[str, Any]:
        key = item.key
        return ("spell", key[2]) if isinstance(key, tuple) else ("route", key)

    def gesture(self, action: Any) -> Gesture | None:
        """A route card dragged onto a cell turned as it lies there, or onto the discard pile; a
        spell dragged where it is cast (a placed one turned as it lies, an aimed one however it
        is held, the others onto the discard pile); buttons to pick a spell or answer Green Thumb."""
        if isinstance(action, PlayRoute):
            return Drag(("card", action.card), action.cell, action.turns)
        if isinstance(action, DiscardRoute):
            return Drag(("card", action.card), DISCARD)
        if isinstance(action, PlayMagic):
            spell = ("spell", self.viewer, action.effect)
            if action.effect in PLACED:
                return Drag(spell, action.cell, action.turns)
            return Drag(spell, action.cell) if action.effect in AIMED else Drag(spell, DISCARD)
        if isinstance(action, PickMagic):
            # Each spell keeps its key (its place among all eight) while the others are taken.
            return Button(
                cards.MAGIC_NAMES[action.effect],
                str(cards.EFFECTS.index(action.effect) + 1),
                detail=Message("CloudyKingdomCards", cards.MAGIC_TEXTS[action.effect]),
                picture=partial(paint_spell_emblem, action.effect),
                aspect=EMBLEM_ASPECT,
            )
        if isinstance(action, Exchange):
            return Button(Message(CTX, SWAP if action.swap else KEEP))
        return None

    def place_rect(self, place: Hashable) -> QRectF:
        centre = self.discard_pos() if place == DISCARD else self.cell_centre(place)
        size = CELL * 0.8 if place == DISCARD else CELL
        return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)

    def place_at(self, pos: QPointF) -> Hashable | None:
        if self.place_rect(DISCARD).contains(pos):
            return DISCARD
        half = self._half()
        col, row = int((pos.x() + half) // CELL), int((pos.y() + half) // CELL)
        return row * self.size + col if 0 <= row < self.size and 0 <= col < self.size else None

    def refused_move(self, item: CardItem, place: Hashable, turns: int) -> Any | None:
        kind, what = self._kind_of(item)
        if kind == "route":
            return DiscardRoute(what) if place == DISCARD else PlayRoute(what, place, turns % 4)
        if place == DISCARD:
            return PlayMagic(what)
        return PlayMagic(what, place, turns % 4) if what in PLACED else PlayMagic(what, place)

    def prompt(self) -> Prompt | None:
        s = self._state
        if s.phase == st.PICK:
            return Prompt(Message.of(CTX, PICK_TEXT, count=len(s.chosen[s.actor]) + 1), self.buttons())
        if s.phase == st.GREEN_OTHERS:  # Swap first
            return Prompt(Message(CTX, SWAP_TEXT), tuple(sorted(self.buttons(), key=lambda b: not b.action.swap)))
        if s.phase in HINTS:
            if s.phase == st.PLAY and not rules.phase_placements(s):
                return Prompt(Message(CTX, NO_PLACE_HINT))
            return Prompt(Message(CTX, HINTS[s.phase]))
        return None

    # --- pictures -------------------------------------------------------------------------
    @classmethod
    def paint_icon(cls, painter: QPainter, rect: QRectF) -> None:
        icon_ground(painter, rect, QColor(176, 212, 242))
        h = rect.height()
        card = QRectF(0, 0, h * 0.4, h * 0.8)
        card.moveCenter(rect.center())
        art.paint_route_kind(painter, card, "oXo")
        crest = h * 0.34
        art.paint_crest(painter, QRectF(rect.right() - crest, rect.bottom() - crest, crest, crest), 0)

    @classmethod
    def render_example(cls, key: str, cell_pixels: int = 56) -> QImage:
        """A small position from the rules text's examples, drawn with the table's painters."""
        from ...games.cloudy_kingdom import rules_text

        s = notation.parse_state(rules_text.EXAMPLES[key])
        n = s.size
        width = int((n + 1.24) * cell_pixels)
        image = QImage(width, width, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(196, 224, 246))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = cell_pixels / CELL
        painter.scale(scale, scale)
        painter.translate(width / scale / 2, width / scale / 2)
        half = n * CELL / 2
        for cell in range(n * n):
            r, c = divmod(cell, n)
            centre = QPointF((c + 0.5) * CELL - half, (r + 0.5) * CELL - half)
            art.paint_cell(painter, CELL_RECT.translated(centre))
            stack = s.stacks[cell]
            for (card, turns), look in zip(stack, stack_looks(stack), strict=True):
                painter.save()
                painter.translate(centre)
                painter.rotate(90 * turns)
                paint_stacked(
                    painter, QRectF(-CARD.width() / 2, -CARD.height() / 2, CARD.width(), CARD.height()), card, look
                )
                painter.restore()
        for side, index, letter in s.board.castles:
            pos, angle = cls.castle_pose(n, side, index)
            painter.save()
            painter.translate(pos)
            painter.rotate(angle)
            art.paint_castle(painter, CASTLE, s.family(letter))
            painter.restore()
        painter.end()
        return image


TABLE = CloudyKingdomTable
