"""Cloudy Kingdom on the table: the grid in the clouds, castles on its four sides, stacks of
route cards, the hand and the magic cards, the piles; drags become the game's actions.

Scene units: a cell is CELL wide; a route card is CELL long and CELL / 2 wide, painted lying
vertical (end A north) and turned by the item, as cards.py's turns say.
"""

from __future__ import annotations

from typing import Any, Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.message import QT_TRANSLATE_NOOP, Message
from ...games.cloudy_kingdom import cards, notation, rules
from ...games.cloudy_kingdom import state as st
from ...games.cloudy_kingdom.actions import DiscardRoute, Exchange, PlayMagic, PlayRoute
from ...i18n import render
from .. import z_values
from ..art import cloudy_kingdom as art
from ..card_item import CardItem
from ..prompt_bar import Prompt, PromptButton
from .base import GameTable

CELL = 160.0
CARD = QSizeF(CELL / 2, CELL)
SMALL = 0.55  # other players' cards
CASTLE_W, CASTLE_H, CASTLE_GAP = CELL * 0.92, CELL * 0.46, CELL * 0.08
CTX = "CloudyKingdomTable"

# Spells and where they are dropped: on the grid like a route card, on a stack, or on the
# discard pile (casting discards the route card in hand).
PLACED = (cards.BURNING, cards.DEAD_END)
AIMED = (cards.CHOP, cards.WINDING)
DISCARD = "discard"

HINTS = {
    st.PLAY: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Drag your route card onto a lit cell (R turns it), or drag a magic card to cast it."),
    st.INSPIRATION: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Inspiration: play one of your two cards; the other is discarded."),
    st.FAST_EMPTY: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Fast Growth: play the first card on an empty cell."),
    st.FAST_TOP: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Fast Growth: play the second card across the first."),
    st.GREEN_PLAY: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Green Thumb: play both of your route cards."),
    st.REPLANT: QT_TRANSLATE_NOOP("CloudyKingdomTable", "Replanting: play the card taken from the discard pile."),
}
NO_PLACE_HINT = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Your route card fits nowhere: drag it onto the discard pile, or cast a magic card.")
PICK_TEXT = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Choose a magic card ({count} of 3).")
SWAP_TEXT = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Green Thumb was cast. Do you swap your route card for a new one?")
SWAP = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Swap it")
KEEP = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Keep it")
DISTANCE = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{family}: at least {count} more cards to join this castle to one across the table.")
JOINED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{family}: this castle is joined to one across the table.")
CUT_OFF = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{family}: no route can reach across the table from here any more.")
DRAW_PILE = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Draw pile: {count} cards")
DISCARD_PILE = QT_TRANSLATE_NOOP("CloudyKingdomTable", "Discard pile: {count} cards. Drop a magic card here to cast it.")
USED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "{spell} (used)")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def fit_text(painter: QPainter, rect: QRectF, text: str, bold: bool = True, colour=QColor("#2f1752")) -> None:
    """Text centred in rect, as large as fits on at most two lines."""
    font = QFont(painter.font())
    font.setBold(bold)
    size = rect.height() * 0.42
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    while size > 3:
        font.setPixelSize(max(1, int(size)))
        bound = QFontMetricsF(font).boundingRect(rect, int(flags), text)
        if bound.width() <= rect.width() and bound.height() <= rect.height():
            break
        size *= 0.9
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(flags), text)


# --- painters the card items call -------------------------------------------------------------
def paint_card(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    card = item.key
    if cards.is_magic(card):
        effect = cards.magic_of(card)[1]
        if effect == cards.BURNING:
            art.paint_burning_crossing(painter, rect)
        else:
            art.paint_dead_end_crossing(painter, rect)
    else:
        art.paint_route_kind(painter, rect, cards.card_kind(card).code)


def paint_back(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    art.paint_card_back(painter, rect)


def paint_spell(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    effect = item.key[2]
    used = item.key[0] == "used"
    art.paint_magic_card(painter, rect, effect, used=used)
    fit_text(painter, art.magic_title_rect(rect), render(cards.MAGIC_NAMES[effect]),
             colour=QColor("#777777") if used else QColor("#2f1752"))


class CastleItem(QGraphicsObject):
    RECT = QRectF(-CASTLE_W / 2, -CASTLE_H / 2, CASTLE_W, CASTLE_H)  # the castle, not turned

    def __init__(self, family: int):
        super().__init__()
        self.family = family
        self.glow = False
        self.angle = 0.0  # drawn turned, the item itself straight: Qt then keeps its cached picture
        self._bounds = self.RECT
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_angle(self, angle: float) -> None:
        if angle != self.angle:
            self.prepareGeometryChange()
            self.angle = angle
            self._bounds = QTransform().rotate(angle).mapRect(self.RECT)
            self.update()

    def set_glow(self, glow: bool) -> None:
        if glow != self.glow:
            self.glow = glow
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.rotate(self.angle)
        art.paint_castle(painter, self.RECT, self.family, glow=self.glow)


class CellItem(QGraphicsObject):
    def __init__(self):
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2, -CELL / 2, CELL, CELL)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.paint_cell(painter, self.boundingRect())


class PathGlowItem(QGraphicsObject):
    """The winning route, glowing from castle to castle."""

    def __init__(self, path: QPainterPath):
        super().__init__()
        self.path = path
        self.setZValue(z_values.OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-40, -40, 40, 40)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        art.paint_path_glow(painter, self.path, CELL * 0.06)


class LabelItem(QGraphicsObject):
    """A player's name (and family) beside their cards."""

    def __init__(self):
        super().__init__()
        self.text = ""
        self.colour = QColor("#ffffff")
        self.width = CELL * 2.4
        self.bold = False

    def set(self, text: str, colour: QColor, bold: bool) -> None:
        if (text, colour, bold) != (self.text, self.colour, self.bold):
            self.text, self.colour, self.bold = text, colour, bold
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2, -CELL * 0.14, self.width, CELL * 0.28)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 215 if self.bold else 150))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor(60, 60, 60), 1.5))
        dot = rect.height() * 0.5
        painter.drawEllipse(QRectF(rect.left() + dot * 0.5, rect.center().y() - dot / 2, dot, dot))
        fit_text(painter, rect.adjusted(dot * 1.6, 2, -dot * 0.5, -2), self.text, self.bold, QColor("#1d2f4f"))


class CloudyKingdomTable(GameTable):
    fixed_colours = ("red", "blue", "yellow", "black")  # the families' colours (cards.FAMILIES)

    # --- geometry -------------------------------------------------------------------------
    @property
    def state(self) -> st.State:
        return self._state

    def _half(self) -> float:
        return self.size * CELL / 2

    def cell_centre(self, cell: int) -> QPointF:
        r, c = divmod(cell, self.size)
        return QPointF((c + 0.5) * CELL - self._half(), (r + 0.5) * CELL - self._half())

    def border_point(self, cell: int, direction: int) -> QPointF:
        centre = self.cell_centre(cell)
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[direction]
        return QPointF(centre.x() + dx * CELL / 2, centre.y() + dy * CELL / 2)

    def castle_pose(self, side: int, index: int) -> tuple[QPointF, float]:
        along = (index + 0.5) * CELL - self._half()
        out = self._half() + CASTLE_GAP + CASTLE_H / 2
        return ((QPointF(along, -out), 0.0), (QPointF(out, along), 90.0), (QPointF(along, out), 180.0),
                (QPointF(-out, along), 270.0))[side]

    def hand_y(self) -> float:
        return self._half() + CASTLE_GAP * 2 + CASTLE_H + CELL * 0.62

    def piles_x(self) -> float:
        return self._half() + CASTLE_GAP * 2 + CASTLE_H + CELL * 0.45

    def discard_pos(self) -> QPointF:
        return QPointF(self.piles_x(), CELL * 0.6)

    def content_rect(self) -> QRectF:
        half = self._half()
        top = half + CASTLE_GAP * 2 + CASTLE_H + CELL * 2.1  # room for the prompt bar above the cards
        right = self.piles_x() + CELL * 0.4
        return QRectF(-right, -top, 2 * right, top + self.hand_y() + CELL * 0.55)

    # --- layout ---------------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        s = self._state = self.match.view(self.viewer)
        self.size = s.size
        bd = s.board
        self.begin_layout()
        for cell in range(bd.cells):
            item = self.item(("cell", cell), CellItem)
            item.setPos(self.cell_centre(cell))
            item.setZValue(z_values.BOARD)
        winners = set(s.winners)
        glowing = self._winning_castles(s)
        for side, index, family in bd.castles:
            castle = self.item(("castle", side, index), lambda f=family: CastleItem(f))
            pos, angle = self.castle_pose(side, index)
            castle.setPos(pos)
            castle.set_angle(angle)
            castle.set_glow((side, index) in glowing)
            castle.setToolTip(self._castle_tooltip(s, side, index, family))
        for cell, stack in enumerate(s.stacks):
            for height, (card, turns) in enumerate(stack):
                item = self._card(("card", card), card)
                item.set_draggable(False)
                item.setScale(1.0)
                item.setZValue(z_values.CARD + height * z_values.STACK_STEP)
                item.slide_to(self.cell_centre(cell), animate)
                item.set_turns(turns, animate)
        self._lay_piles(s, animate)
        self._lay_hands(s, animate)
        self._lay_glow(s, winners)
        self.end_layout()

    def _card(self, key: Hashable, card: int) -> CardItem:
        item = self.item(key, lambda: CardItem(card, CARD, paint_card, paint_back))
        item.key = card
        item.set_face_up(card >= 0)
        return item

    def _lay_piles(self, s: st.State, animate: bool) -> None:
        x = self.piles_x()
        if s.draw:
            back = self.item(("pile", "draw"), lambda: CardItem(-1, CARD, paint_back, paint_back))
            back.setPos(QPointF(x, -CELL * 0.6))
            back.setZValue(z_values.CARD)
            back.setToolTip(render(Message.of(CTX, DRAW_PILE, count=len(s.draw))))
        slot = self.item(("pile", "discard-slot"), CellItem)
        slot.setPos(self.discard_pos())
        slot.setScale(0.75)
        slot.setZValue(z_values.BOARD)
        slot.setToolTip(render(Message.of(CTX, DISCARD_PILE, count=len(s.discard))))
        if s.discard:
            top = s.discard[-1]
            item = self._card(("card", top), top)
            item.set_draggable(False)
            item.setZValue(z_values.CARD)
            item.slide_to(self.discard_pos(), animate)
            item.set_turns(0, animate)

    def _seat_order(self, s: st.State) -> list[int]:
        first = self.viewer if self.viewer is not None else 0
        return [(first + i) % s.players for i in range(s.players)]

    def _lay_hands(self, s: st.State, animate: bool) -> None:
        seats = self._seat_order(s)
        acting = self.interactive and s.actor == self.viewer
        places = {a for a in self.match.legal_actions()} if acting else set()
        movable_cards = {a.card for a in places if isinstance(a, (PlayRoute, DiscardRoute))}
        castable = {a.effect for a in places if isinstance(a, PlayMagic)}
        others = len(seats) - 1
        span = 2 * (self._half() + CASTLE_GAP + CASTLE_H)
        for order, seat in enumerate(seats):
            mine = order == 0 and self.viewer is not None
            scale = 1.0 if mine else SMALL
            label = self.item(("label", seat), LabelItem)
            if mine:
                base = QPointF(-CELL * 1.2, self.hand_y())
                label.width = CELL * 2.2
                label.setPos(base + QPointF(-CELL * 0.35 - label.width / 2, 0))
            else:
                slot = span / max(1, others)
                centre_x = -span / 2 + slot * (order - 0.5)
                base = QPointF(centre_x - CELL * 0.55, -self.hand_y() + CELL * 0.2)
                label.width = min(CELL * 2.2, slot * 0.92)
                label.setPos(QPointF(centre_x, base.y() - CELL * 0.5 * scale - CELL * 0.2))
            family = cards.FAMILIES[seat]
            label.set(f"{self.match.seats[seat].name} · {render(family.colour_name)}", QColor(family.colour),
                      seat == s.actor)
            label.prepareGeometryChange()
            label.setZValue(z_values.HAND)
            for i, card in enumerate(s.hands[seat]):
                key = ("card", card) if card >= 0 else ("hidden", seat, i)
                item = self._card(key, card)
                item.setScale(scale)
                item.set_draggable(mine and card in movable_cards)
                item.setZValue(z_values.HAND + i)
                item.slide_to(base + QPointF(i * CELL * 0.62 * scale, 0), animate)
                item.set_turns(0, animate)
            spells = s.chosen[seat]
            for i, effect in enumerate(spells):
                used = effect not in s.magic[seat]
                key = ("used" if used else "spell", seat, effect)
                other = self.find(("spell" if used else "used", seat, effect))
                if other is not None:
                    self.scene.removeItem(other)
                item = self.item(key, lambda k=key: CardItem(k, CARD, paint_spell))
                item.setScale(scale * 0.9)
                item.set_draggable(mine and not used and effect in castable)
                item.setToolTip(self._spell_tooltip(effect, used))
                item.setZValue(z_values.HAND)
                x = CELL * (1.5 + 0.55 * i) if mine else CELL * (0.62 + 0.5 * i) * scale
                item.slide_to(base + QPointF(x, 0), animate)

    def _spell_tooltip(self, effect: str, used: bool) -> str:
        name = render(cards.MAGIC_NAMES[effect])
        if used:
            name = _tr(USED).format(spell=name)
        return f"<b>{name}</b><br>{QCoreApplication.translate('CloudyKingdomCards', cards.MAGIC_TEXTS[effect])}"

    def _castle_tooltip(self, s: st.State, side: int, index: int, family: int) -> str:
        name = render(cards.FAMILIES[family].name)
        needed = rules.castle_cards_needed(s, side, index)
        if needed is None:
            return _tr(CUT_OFF).format(family=name)
        if needed == 0:
            return _tr(JOINED).format(family=name)
        return _tr(DISTANCE).format(family=name, count=needed)

    def _winning_castles(self, s: st.State) -> set[tuple[int, int]]:
        out = set()
        for route in (rules.winning_routes(s) if s.winners else []):
            for cell, direction in ((route[0][0], route[0][1]), (route[-1][0], route[-1][2])):
                r, c = divmod(cell, s.size)
                out.add((direction, c if direction in (0, 2) else r))
        return out

    def _lay_glow(self, s: st.State, winners: set[int]) -> None:
        if not winners or s.phase != st.OVER:
            return
        path = QPainterPath()
        for route in rules.winning_routes(s):
            first = True
            for cell, came, left in route:
                start = self.border_point(cell, came)
                if first:
                    path.moveTo(start)
                    first = False
                path.lineTo(self.cell_centre(cell))
                path.lineTo(self.border_point(cell, left))
        glow = self.item(("glow", len(path.toSubpathPolygons())), lambda: PathGlowItem(path))
        glow.path = path
        glow.update()

    # --- gestures -------------------------------------------------------------------------
    def _kind_of(self, item: CardItem) -> tuple[str, Any]:
        key = item.key
        if isinstance(key, tuple):
            return "spell", key[2]
        return "route", key

    def legal_places(self, item: CardItem) -> dict[Hashable, frozenset[int]]:
        kind, what = self._kind_of(item)
        places: dict[Hashable, set[int]] = {}
        for action in self.match.legal_actions():
            if kind == "route" and isinstance(action, PlayRoute) and action.card == what:
                places.setdefault(action.cell, set()).add(action.turns)
            elif kind == "route" and isinstance(action, DiscardRoute) and action.card == what:
                places.setdefault(DISCARD, set())
            elif kind == "spell" and isinstance(action, PlayMagic) and action.effect == what:
                if what in PLACED:
                    places.setdefault(action.cell, set()).add(action.turns)
                elif what in AIMED:
                    places.setdefault(action.cell, set()).update(range(4))
                else:
                    places.setdefault(DISCARD, set())
        return {place: frozenset(turns) for place, turns in places.items()}

    def place_rect(self, place: Hashable) -> QRectF:
        centre = self.discard_pos() if place == DISCARD else self.cell_centre(place)
        size = CELL * 0.8 if place == DISCARD else CELL
        return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)

    def place_at(self, pos: QPointF) -> Hashable | None:
        if self.place_rect(DISCARD).contains(pos):
            return DISCARD
        half = self._half()
        col, row = int((pos.x() + half) // CELL), int((pos.y() + half) // CELL)
        if 0 <= row < self.size and 0 <= col < self.size:
            return row * self.size + col
        return None

    def action_for(self, item: CardItem, place: Hashable, turns: int) -> Any | None:
        kind, what = self._kind_of(item)
        if kind == "route":
            return DiscardRoute(what) if place == DISCARD else PlayRoute(what, place, turns % 4)
        if place == DISCARD:
            return PlayMagic(what)
        if what in PLACED:
            return PlayMagic(what, place, turns % 4)
        return PlayMagic(what, place)

    def prompt(self) -> Prompt | None:
        s = self._state
        if s.phase == st.PICK:
            count = len(s.chosen[s.actor]) + 1
            buttons = tuple(
                PromptButton(cards.MAGIC_NAMES[a.effect], a, str(i + 1),
                             Message("CloudyKingdomCards", cards.MAGIC_TEXTS[a.effect]))
                for i, a in enumerate(self.match.legal_actions()))
            return Prompt(Message.of(CTX, PICK_TEXT, count=count), buttons)
        if s.phase == st.GREEN_OTHERS:
            return Prompt(Message(CTX, SWAP_TEXT), (PromptButton(Message(CTX, SWAP), Exchange(True), "S"),
                                                    PromptButton(Message(CTX, KEEP), Exchange(False), "K")))
        if s.phase in HINTS:
            if s.phase == st.PLAY and not rules.phase_placements(s):
                return Prompt(Message(CTX, NO_PLACE_HINT))
            return Prompt(Message(CTX, HINTS[s.phase]))
        return None

    @classmethod
    def paint_icon(cls, painter: QPainter, rect: QRectF) -> None:
        h = rect.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(176, 212, 242))
        painter.drawRoundedRect(rect, h * 0.16, h * 0.16)
        card = QRectF(0, 0, h * 0.4, h * 0.8)
        card.moveCenter(rect.center())
        art.paint_route_kind(painter, card, "oXo")
        crest = h * 0.34
        art.paint_crest(painter, QRectF(rect.right() - crest, rect.bottom() - crest, crest, crest), 0)

    # --- pictures for the rules page ----------------------------------------------------
    @classmethod
    def render_example(cls, key: str, cell_pixels: int = 56) -> QImage:
        """A small position from the rules text's examples, drawn with the table's painters."""
        from ...games.cloudy_kingdom import rules_text

        s = notation.parse_state(rules_text.EXAMPLES[key])
        n = s.size
        margin = 0.62
        width = int((n + 2 * margin) * cell_pixels)
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
            art.paint_cell(painter, QRectF(centre.x() - CELL / 2, centre.y() - CELL / 2, CELL, CELL))
            for card, turns in s.stacks[cell]:
                painter.save()
                painter.translate(centre)
                painter.rotate(90 * turns)
                item_rect = QRectF(-CARD.width() / 2, -CARD.height() / 2, CARD.width(), CARD.height())
                if cards.is_magic(card):
                    (art.paint_burning_crossing if cards.magic_of(card)[1] == cards.BURNING
                     else art.paint_dead_end_crossing)(painter, item_rect)
                else:
                    art.paint_route_kind(painter, item_rect, cards.card_kind(card).code)
                painter.restore()
        for side, index, family in s.board.castles:
            along = (index + 0.5) * CELL - half
            out = half + CASTLE_GAP + CASTLE_H / 2
            pos, angle = ((QPointF(along, -out), 0), (QPointF(out, along), 90), (QPointF(along, out), 180),
                          (QPointF(-out, along), 270))[side]
            painter.save()
            painter.translate(pos)
            painter.rotate(angle)
            art.paint_castle(painter, QRectF(-CASTLE_W / 2, -CASTLE_H / 2, CASTLE_W, CASTLE_H), family)
            painter.restore()
        painter.end()
        return image


TABLE = CloudyKingdomTable
