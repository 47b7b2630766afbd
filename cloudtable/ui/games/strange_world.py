"""Strange World above the clouds on the table: each player's World (a 4 × 4 square of land cards,
its Travellers beside it, Fumaroles, Dark Cities and completed portals on it), the hands, the
draft, the supplies and the Sun card; in solo, the seven stacks.

Scene units: a land card is CARD (100 × 140). The viewer's World lies in the middle at full size,
the others' Worlds above it, smaller; the viewer's hand and World score to its right, the
supplies further right. A World's cards are laid out on its 7 × 7 grid (state.py), the cards
there centred in the seat's area, so that a growing World stays in view.

Gestures: place a card by dragging it (or clicking it, then a lit place) from the hand to a lit
place of the World: a place where the Tzimimes would turn the card face down is lit in warning
colours and says why. The draft, the Sun, portals, Travellers, eruptions and solo stacks are
clicks on lit choices or prompt buttons.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from ...engine.message import QT_TRANSLATE_NOOP, Message, translate
from ...games.strange_world import notation, rules, state as st
from ...games.strange_world.actions import (
    DeclineTraveller,
    Erupt,
    OrientSun,
    PairPortal,
    PassCards,
    Place,
    TakeStack,
    WelcomeTraveller,
)
from ...games.strange_world.cards import HIDDEN, KINDS, ROUNDS, TRAVELLER_BY_KEY
from ...i18n import render
from ..art import strange_world as art
from ..art.common import icon_ground
from ..table import z_values
from ..table.card import CardItem
from ..table.game_table import GameTable
from ..table.gesture import Button, Click, Drag, Gesture
from ..table.piece import Piece, set_scale
from ..table.preview import Preview
from ..table.prompt import Prompt
from ..table.target import Choice
from ..table.text import NamePlate, Panel, fit_text
from ..table.zones import Fan, Grid, Pose

CTX = "StrangeWorldTable"
CARD = QSizeF(100, 140)
GAP = CARD.width() * art.CARD_GAP
STEP_X, STEP_Y = CARD.width() + GAP, CARD.height() + GAP
TRAVELLER = QSizeF(CARD.width() * 0.9, CARD.width() * 0.9 / art.TRAVELLER_ASPECT)
WORLD = QSizeF(4 * STEP_X + 2 * (TRAVELLER.width() + GAP), 4 * STEP_Y)  # with room for Travellers
OTHERS = 0.55  # the others' Worlds
CITY = 58.0
SUN = QSizeF(70, 98)  # the Sun card, drawn at 0.7 beside the viewer's name, 0.5 beside another's
SUN_GAP = 30  # from a name plate's right end to the Sun card's middle
OTHERS_HAND_GAP = 100  # from another's name plate's right end to the middle of their hand
HAND_X = WORLD.width() / 2 + 40  # the left edge of the viewer's hand and score, right of their World
RIGHT_COLUMN = HAND_X + 1.7 * CARD.width()  # the middle of the hand and the score
SUPPLY_X = HAND_X + 3.4 * CARD.width() + 70
TOP_Y = -WORLD.height() / 2 - 60 - WORLD.height() * OTHERS  # the others' band
SOLO_STACKS_Y = -WORLD.height() / 2 - 40 - CARD.height() * 0.7
GIVE = "give"  # the place a card is dragged to in the draft: the World of the player who receives it
# The viewer's name plate, below their World: below the lowest place a card may go there (a
# World of three rows, centred, lights a row under them: half a card lower than the area).
MY_PLATE_Y = WORLD.height() / 2 + CARD.height() / 2 + 14 + NamePlate.HEIGHT / 2

PLACE_HINT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "Drag a card from your hand to a lit place of your World (or click it, then the place)."
)
PASS_HINT = translate(
    "StrangeWorldTable", "Click %n cards to give to {name}, then Pass; or drag them onto {name}'s World.", None, 1
)
PASS_BUTTON = QT_TRANSLATE_NOOP("StrangeWorldTable", "Pass them to {name}")
ORIENT_HINT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "You hold the Sun: choose the way cards pass and turns go this round."
)
CLOCKWISE = QT_TRANSLATE_NOOP("StrangeWorldTable", "&Clockwise ↻")
ANTICLOCKWISE = QT_TRANSLATE_NOOP("StrangeWorldTable", "&Anticlockwise ↺")
PAIR_HINT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "Your card lies between two free portal cards: click the one it joins."
)
JOIN = QT_TRANSLATE_NOOP("StrangeWorldTable", "Complete the portal with this card")
TRAVELLER_HINT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "A dimensional portal opened: click a Traveller, then where it stands beside your World."
)
TRAVELLER_SPOT_HINT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "Click where {traveller} stands beside your World, or another Traveller."
)
NOBODY = QT_TRANSLATE_NOOP("StrangeWorldTable", "Welcome &nobody")
ERUPT_HINT = QT_TRANSLATE_NOOP("StrangeWorldTable", "Your Volcano erupts: click the card its Fumarole covers.")
COVER = QT_TRANSLATE_NOOP("StrangeWorldTable", "Cover this card with a Fumarole")
PICK_HINT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable",
    "Take a stack: click it. Its face-up card comes first, then its other two in the order you like.",
)
TAKE_STACK = QT_TRANSLATE_NOOP("StrangeWorldTable", "Take this stack")
FACE_DOWN = QT_TRANSLATE_NOOP("StrangeWorldTable", "Face down: the Tzimimes came. It shows and scores nothing.")
UNDER_FUMAROLE = QT_TRANSLATE_NOOP("StrangeWorldTable", "{card}, under a Fumarole: it shows and scores nothing.")
CITY_TIP = QT_TRANSLATE_NOOP("StrangeWorldTable", "Dark City: {points}☆")
TRAVELLER_TIP = QT_TRANSLATE_NOOP("StrangeWorldTable", "{name}: 5☆, and {bonus}☆ more with {goal}")
DECK_TIP = translate("StrangeWorldTable", "Land deck: %n cards", None, 1)
FUMAROLES_TIP = translate("StrangeWorldTable", "Fumaroles left: %n", None, 1)
CITIES_TIP = translate("StrangeWorldTable", "Dark Cities left: %n (the highest is taken first)", None, 1)
WORLD_TITLE = QT_TRANSLATE_NOOP("StrangeWorldTable", "{name}'s World: {points}☆")
SUN_TIP_CLOCKWISE = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "The Sun card: cards pass and turns go clockwise, to the left."
)
SUN_TIP_ANTICLOCKWISE = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "The Sun card: cards pass and turns go anticlockwise, to the right."
)
HAS_CHOSEN = QT_TRANSLATE_NOOP("StrangeWorldTable", "has chosen")
# Where the game stands, on the table: the round (solo: the turn) and its step.
ROUND_STEP = QT_TRANSLATE_NOOP("StrangeWorldTable", "Round {round}/{rounds} · {step}")
TURN_STEP = QT_TRANSLATE_NOOP("StrangeWorldTable", "Turn {round}/{rounds} · {step}")
STEPS = {
    st.ORIENT: QT_TRANSLATE_NOOP("StrangeWorldTable", "Sun card"),
    st.PASS_TWO: QT_TRANSLATE_NOOP("StrangeWorldTable", "draft"),
    st.PASS_ONE: QT_TRANSLATE_NOOP("StrangeWorldTable", "draft"),
    st.PLACE: QT_TRANSLATE_NOOP("StrangeWorldTable", "placing"),
    st.PAIR: QT_TRANSLATE_NOOP("StrangeWorldTable", "placing"),
    st.TRAVELLER: QT_TRANSLATE_NOOP("StrangeWorldTable", "placing"),
    st.ERUPT: QT_TRANSLATE_NOOP("StrangeWorldTable", "placing"),
    st.PICK: QT_TRANSLATE_NOOP("StrangeWorldTable", "taking a stack"),
    st.OVER: QT_TRANSLATE_NOOP("StrangeWorldTable", "game over"),
}
# What is announced on the table (GameTable.events).
ROUND_BEGINS = QT_TRANSLATE_NOOP("StrangeWorldTable", "Round {round}/{rounds} begins")
LAST_ROUND = QT_TRANSLATE_NOOP("StrangeWorldTable", "The last round begins: {round}/{rounds}")
TURN_BEGINS = QT_TRANSLATE_NOOP("StrangeWorldTable", "Turn {round}/{rounds} begins")
CITY_RISES = QT_TRANSLATE_NOOP("StrangeWorldTable", "A Dark City rises: {points}☆ for {name}")
CITY_RISES_YOU = QT_TRANSLATE_NOOP("StrangeWorldTable", "A Dark City rises in your World: {points}☆")
WELCOMES = QT_TRANSLATE_NOOP("StrangeWorldTable", "{name} welcomes {traveller}")
WELCOMES_YOU = QT_TRANSLATE_NOOP("StrangeWorldTable", "You welcome {traveller}")
# Up close (GameTable.preview).
DARK_CITY = QT_TRANSLATE_NOOP("StrangeWorldTable", "Dark City")
CITY_TEXT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable", "Worth {points}☆. A Dark City rises where two Fumaroles meet, the highest left first."
)
NEXT_CITY_TEXT = translate(
    "StrangeWorldTable",
    "The next Dark City to rise is worth {points}☆. %n are left; they rise where two Fumaroles meet.",
    None,
    1,
)
TRAVELLER_TEXT = QT_TRANSLATE_NOOP(
    "StrangeWorldTable",
    "A Traveller stands beside a World, over two rows. It scores 5☆, and {bonus}☆ more with {goal}.",
)
LOOKED_AT = QT_TRANSLATE_NOOP("StrangeWorldTable", "Under the mouse: {card}")
PREVIEW_WORLD_PX = 380.0  # the height of another World up close


# --- painters ---------------------------------------------------------------------------------
def paint_kind(painter: QPainter, rect: QRectF, kind: int, lit: bool = False) -> None:
    k = KINDS[kind]
    art.paint_land_card(
        painter,
        rect,
        k.icons,
        tuple(art.ANIMALS[a] for a in k.animals),
        moon=k.moon,
        portal=k.portal,
        start=k.start,
        lit=lit,
    )


def paint_card(painter: QPainter, rect: QRectF, item: CardItem) -> None:
    paint_kind(painter, rect, item.key, item.lit)


def paint_back(painter: QPainter, rect: QRectF, item: CardItem | None = None) -> None:
    art.paint_tzimimes_back(painter, rect)


def _card_rect(size: QSizeF = CARD) -> QRectF:
    return QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height())


# A World's grid is keyed by (row, column); the rules number its cells.
def _centre(grid: Grid, cell: int) -> QPointF:
    return grid.centre(st.ROW[cell], st.COL[cell])


def _rect(grid: Grid, cell: int) -> QRectF:
    return grid.rect(st.ROW[cell], st.COL[cell])


def _link_rect(grid: Grid, a: int, b: int) -> QRectF:
    """Where the completed portal of cards `a` and `b` is drawn."""
    return art.portal_link_rect(_rect(grid, a), _rect(grid, b))


def _city_centre(grid: Grid, city: st.City) -> QPointF:
    """A Dark City stands where its two Fumaroles meet."""
    return (_centre(grid, city.a) + _centre(grid, city.b)) / 2


def _paint_traveller(painter: QPainter, rect: QRectF, key: str) -> None:
    """A Traveller card: the art, with its printed name written on it."""
    traveller = TRAVELLER_BY_KEY[key]
    art.paint_traveller(painter, rect, key, traveller.bonus)
    fit_text(painter, art.traveller_name_rect(rect), render(traveller.name), art.TRAVELLER_NAME_COLOUR)


class TravellerItem(Piece):
    KEEPS_LAST_PICTURE = True  # (its name: dear to write again at a new zoom)

    def __init__(self, key: str):
        self.key = key
        super().__init__(_card_rect(TRAVELLER), z=z_values.CARD)

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        _paint_traveller(painter, rect, self.key)


class PortalLink(Piece):
    """A completed portal over the seam of its two cards."""

    KEEPS_LAST_PICTURE = True  # (its rings and sparkles: dear to paint again at a new zoom)

    def __init__(self):
        super().__init__(QRectF(), art.paint_portal_link, z=z_values.CARD + 1)


class StrangeWorldTable(GameTable):
    CONTEXT = CTX

    def __init__(self, scene, feed):
        super().__init__(scene, feed)
        self._state: st.State | None = None
        self.marked: set[int] = set()  # hand positions marked to pass in the draft
        self.traveller: str | None = None  # the Traveller picked, before its place is clicked
        self._grids: dict[int, Grid] = {}
        self._before: tuple[str, dict[int, list[int]]] | None = None  # the phase and hands last shown
        self._seat_areas: dict[int, Any] = {}

    @classmethod
    def paint_icon(cls, painter: QPainter, rect: QRectF) -> None:
        icon_ground(painter, rect, QColor(160, 140, 220))
        h = rect.height()
        card = QRectF(0, 0, h * 0.5, h * 0.7)
        card.moveCenter(rect.center())
        paint_kind(painter, card.translated(-h * 0.14, 0), 12)  # two plants
        paint_kind(painter, card.translated(h * 0.14, h * 0.04), 0)  # a Moon

    # --- geometry -----------------------------------------------------------------------------
    def _areas(self):
        own = QRectF(-WORLD.width() / 2, -WORLD.height() / 2, WORLD.width(), WORLD.height())
        width = max(WORLD.width(), (SUPPLY_X + CARD.width()) - own.left())
        top = QRectF(own.left(), TOP_Y, width, WORLD.height() * OTHERS)
        return self.seat_areas(own=own, top=top, other_scale=OTHERS)

    def _grid_for(self, w: st.World, area) -> Grid:
        """The World's grid, its cards (and the places where one may go) centred in the area."""
        scale = area.scale
        cells = [c for c in range(st.CELLS) if w.cells[c] != st.EMPTY]
        rows = [st.ROW[c] for c in cells]
        cols = [st.COL[c] for c in cells]
        mid_row = (min(rows) + max(rows)) / 2
        mid_col = (min(cols) + max(cols)) / 2
        centre = area.rect.center()
        origin = QPointF(centre.x() - mid_col * STEP_X * scale, centre.y() - mid_row * STEP_Y * scale)
        # Bounded to the 7 x 7 cells a World may grow in: a drop beside them is no cell at all.
        return Grid(
            origin, QSizeF(CARD.width() * scale, CARD.height() * scale), GAP * scale, rows=st.GRID, cols=st.GRID
        )

    def cell_rect(self, seat: int, cell: int) -> QRectF:
        return _rect(self._grids[seat], cell)

    def content_rect(self) -> QRectF:
        s = self._state
        left = -WORLD.width() / 2 - 20
        right = SUPPLY_X + CARD.width() * 0.9 + 4 * TRAVELLER.width() * 0.6
        if s is not None and s.solo:
            top = SOLO_STACKS_Y - CARD.height() * 0.6
        else:  # above the others' name plates, which may rise above a Traveller (_plate_y)
            top = min(self._plate_y(area) for area in self._areas() if not area.mine) - 30
        return QRectF(left, top, right - left, MY_PLATE_Y + NamePlate.HEIGHT / 2 + 16 - top)

    def designs(self):
        """Every land card, Traveller and back, at the sizes the table shows them: the viewer's
        World and hand, the others' Worlds, the others' hands (backs) and the free Travellers."""
        card, traveller = _card_rect(), _card_rect(TRAVELLER)
        for scale in (1.0, OTHERS):
            for kind in range(len(KINDS)):
                yield scale, partial(paint_kind, rect=card, kind=kind)
            yield scale, partial(paint_back, rect=card)
            yield scale, partial(art.paint_fumarole, rect=card)
        for scale in (1.0, OTHERS, 0.55):
            for key in TRAVELLER_BY_KEY:
                yield scale, partial(_paint_traveller, rect=traveller, key=key)
        yield OTHERS * 0.55, partial(paint_back, rect=card)

    # --- layout -------------------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        s = self._state = self.feed.view(self.viewer)
        if s.phase not in (st.PASS_TWO, st.PASS_ONE) or not self.interactive:
            self.marked = set()
        if s.phase != st.TRAVELLER or not self.interactive:
            self.traveller = None
        self.begin_layout()
        areas = self._areas()
        self._area_rects = {area.seat: area.rect for area in areas}
        self._seat_areas = {area.seat: area for area in areas}
        for area in areas:
            self._lay_world(s, area, animate)
            self._lay_hand(s, area, animate)
            self._lay_plate(s, area)
        self._lay_supply(s, animate)
        if s.solo:
            self._lay_stacks(s, animate)
        self._lay_score(s)
        self._lay_round(s)
        self.mark_last_moves()
        self.end_layout()
        self._before = (s.phase, {seat: list(hand) for seat, hand in enumerate(s.hands)})

    def _lay_world(self, s: st.State, area, animate: bool) -> None:
        seat, w = area.seat, s.worlds[area.seat]
        grid = self._grids[seat] = self._grid_for(w, area)
        scale = area.scale
        for cell in range(st.CELLS):
            kind = w.cells[cell]
            if kind == st.EMPTY:
                continue
            down = bool(w.down & st.BIT[cell])
            item = self.card(
                ("cell", seat, cell),
                kind,
                CARD,
                paint_card,
                paint_back,
                face_up=not down,
                zone=("cell", seat, st.ROW[cell], st.COL[cell]),
            )
            item.set_draggable(False)
            item.setToolTip(self.words(FACE_DOWN) if down else render(KINDS[kind].name))
            self.place(item, Pose(_centre(grid, cell), scale=scale), z_values.CARD, animate)
            if w.covered & st.BIT[cell]:
                fumarole = self.item(
                    ("fumarole", seat, cell), lambda: Piece(_card_rect(), art.paint_fumarole, z=z_values.CARD + 2)
                )
                set_scale(fumarole, scale)
                fumarole.slide_to(_centre(grid, cell), animate)
                fumarole.setToolTip(self.words(UNDER_FUMAROLE, card=render(KINDS[kind].name)))
        for a, b in w.portals:
            link = self.item(("link", seat, a, b), PortalLink)
            link.set_rect(_link_rect(grid, a, b))
        for i, city in enumerate(w.cities):
            token = self.item(
                ("city", seat, i),
                lambda v=city.value: Piece(
                    QRectF(-CITY / 2, -CITY / 2, CITY, CITY),
                    lambda p, r: art.paint_dark_city(p, r, v),
                    z=z_values.CARD + 3,
                ),
            )
            set_scale(token, scale)
            token.slide_to(_city_centre(grid, city), animate)
            token.setToolTip(self.words(CITY_TIP, points=city.value))
        for seated in w.travellers:
            item = self.item(("traveller", seat, seated.key), lambda k=seated.key: TravellerItem(k))
            set_scale(item, scale)
            item.slide_to(self._traveller_spot(grid, w, seated.right, seated.top), animate)
            item.setToolTip(self._traveller_tip(seated.key))
        if area.mine and self.interactive and s.phase == st.PLACE and s.turn == seat:
            for cell in rules.legal_cells(w):
                slot = self.item(
                    ("slot", seat, cell), lambda: Piece(_card_rect(), art.paint_empty_cell, z=z_values.BOARD)
                )
                slot.setPos(_centre(grid, cell))

    def zone_pos(self, zone: tuple) -> QPointF | None:
        """The rules' zones (state.Ids): the deck, a seat's hand, a cell of its World, a solo stack."""
        kind = zone[0]
        if kind == "deck":
            return self._deck_pos()
        if kind == "stack":
            return self._stack_pos(zone[1])
        area = self._seat_areas.get(zone[1])
        if area is None:
            return None
        if kind == "hand":
            return self._hand_centre(area)
        if kind == "cell" and zone[1] in self._grids:
            return self._grids[zone[1]].centre(zone[2], zone[3])
        return None

    def _hand_centre(self, area) -> QPointF:
        """Where the seat's hand lies: a card it places comes from there."""
        if area.mine:
            return QPointF(RIGHT_COLUMN, -WORLD.height() / 2 + CARD.height() * 0.55)
        # Right of the name plate, past the Sun card's place (the Sun lies between them).
        return QPointF(area.rect.left() + self._plate_width(area) + OTHERS_HAND_GAP, self._plate_y(area))

    def _plate_y(self, area) -> float:
        """The height of another seat's name plate and hand: above its area, and above a Traveller
        that stands over a row above its World (the table then grows upward: content_rect)."""
        top = area.rect.top()
        grid, s = self._grids.get(area.seat), self._state
        if grid is not None and s is not None:
            w = s.worlds[area.seat]
            for t in w.travellers:
                top = min(top, self._traveller_spot(grid, w, t.right, t.top).y() - TRAVELLER.height() * area.scale / 2)
        return top - 30

    @staticmethod
    def _traveller_spot(grid: Grid, w: st.World, right: bool, top: int) -> QPointF:
        """Beside the World's outer column on its side, over rows `top` and `top + 1`."""
        col = w.right + 1 if right else w.left - 1
        a, b = grid.centre(top, col), grid.centre(top + 1, col)
        shift = (grid.cell.width() - grid.cell.width() * 0.9) / 2 * (-1 if right else 1)
        return (a + b) / 2 + QPointF(shift, 0)

    # --- up close ---------------------------------------------------------------------------
    def preview(self, item) -> Preview | None:
        """Another's World up close (whatever of it the mouse is on), with its score; a Traveller
        with what it scores; a Dark City with its stars."""
        key, s = self.key_of(item), self._state
        if not isinstance(key, tuple) or s is None:
            return None
        kind = key[0]
        if kind == "supply" and key[1] == "traveller" or kind == "traveller":
            return self._traveller_preview(key[-1])
        if kind == "supply" and key[1] == "city" and s.cities:
            text = self.words(NEXT_CITY_TEXT, n=len(s.cities), points=s.cities[0])
            return Preview(partial(art.paint_dark_city, value=s.cities[0]), 1.0, self.words(DARK_CITY), text, 150)
        if kind == "city":
            city = s.worlds[key[1]].cities[key[2]]
            text = self.words(CITY_TEXT, points=city.value)
            return Preview(partial(art.paint_dark_city, value=city.value), 1.0, self.words(DARK_CITY), text, 150)
        if kind in ("cell", "fumarole", "link") and self._seat_areas[key[1]].side != "bottom":
            return self._world_preview(key[1], key[2] if kind != "link" else None)
        return None

    def _world_preview(self, seat: int, cell: int | None) -> Preview:
        w = self._state.worlds[seat]
        size = _world_size(w)
        lines = []
        if cell is not None:
            kind = w.cells[cell]
            if w.down & st.BIT[cell]:
                lines.append(self.words(FACE_DOWN))
            elif w.covered & st.BIT[cell]:
                lines.append(self.words(UNDER_FUMAROLE, card=render(KINDS[kind].name)))
            else:
                lines.append(self.words(LOOKED_AT, card=render(KINDS[kind].name)))
            lines.append("")
        lines += [f"{render(name)}: {points}☆" for _, name, points in rules.score_breakdown(self._state, seat)]
        return Preview(
            partial(paint_world, w=w, mark=cell),
            size.width() / size.height(),
            self.words(WORLD_TITLE, name=self.name(seat), points=rules.world_score(self._state, seat)),
            "\n".join(lines),
            PREVIEW_WORLD_PX,
        )

    def _traveller_preview(self, key: str) -> Preview:
        t = TRAVELLER_BY_KEY[key]
        return Preview(
            partial(_paint_traveller, key=key),
            TRAVELLER.width() / TRAVELLER.height(),
            render(t.name),
            self.words(TRAVELLER_TEXT, bonus=t.bonus, goal=render(t.goal)),
        )

    # --- what just happened -------------------------------------------------------------------
    def events(self, before: st.State, after: st.State, moves) -> list:
        """A Dark City risen, a Traveller welcomed (each beside it, in its World's colour), a new
        round (by the round's plate): all public, whoever looks."""
        from ..table.announce import Announcement

        out = []
        for seat, (was, now) in enumerate(zip(before.worlds, after.worlds, strict=True)):
            grid, area = self._grids.get(seat), self._seat_areas.get(seat)
            if grid is None or area is None:
                continue
            mine = seat == self.viewer
            for city in now.cities[len(was.cities) :]:
                rect = QRectF(0, 0, CITY * area.scale, CITY * area.scale)
                rect.moveCenter(_city_centre(grid, city))
                text = (
                    Message.of(CTX, CITY_RISES_YOU, points=city.value)
                    if mine
                    else Message.of(CTX, CITY_RISES, points=city.value, name=self.name(seat))
                )
                out.append(Announcement(text, rect, "city", self._colour(seat)))
            welcomed = {t.key for t in was.travellers}
            for seated in (t for t in now.travellers if t.key not in welcomed):
                rect = QRectF(0, 0, TRAVELLER.width() * area.scale, TRAVELLER.height() * area.scale)
                rect.moveCenter(self._traveller_spot(grid, now, seated.right, seated.top))
                name = TRAVELLER_BY_KEY[seated.key].name
                text = (
                    Message.of(CTX, WELCOMES_YOU, traveller=name)
                    if mine
                    else Message.of(CTX, WELCOMES, traveller=name, name=self.name(seat))
                )
                out.append(Announcement(text, rect, "traveller", self._colour(seat)))
        if after.round > before.round and after.phase != st.OVER:
            plate = self.find("round")
            text = TURN_BEGINS if after.solo else LAST_ROUND if after.round == ROUNDS else ROUND_BEGINS
            out.append(
                Announcement(
                    Message.of(CTX, text, round=after.round, rounds=ROUNDS),
                    plate.sceneBoundingRect() if plate is not None else None,
                    "round",
                )
            )
        return out

    def _traveller_tip(self, key: str) -> str:
        t = TRAVELLER_BY_KEY[key]
        return self.words(TRAVELLER_TIP, name=render(t.name), bonus=t.bonus, goal=render(t.goal))

    def _lay_hand(self, s: st.State, area, animate: bool) -> None:
        seat = area.seat
        hand = s.hands[seat]
        mine = area.mine
        if mine:
            fan = Fan(self._hand_centre(area), CARD.width() * 3.4, CARD, 1.0, 3.0)
        else:  # the others' hands lie face down beside their name plates
            fan = Fan(self._hand_centre(area), CARD.width() * 1.4, CARD, OTHERS * 0.55, 5.0, spacing=0.45)
        placing = mine and self.interactive and s.phase == st.PLACE and s.turn == seat
        giving = mine and self._giving(s)
        poses = fan.poses(len(hand))
        shrunk = self._before is not None and len(self._before[1].get(seat, ())) > len(hand)
        items = []
        for i, kind in enumerate(hand):
            key = ("hand", seat, i)
            held = self.find(key)
            if shrunk and held is not None and self.scene.handling(held):
                # The card just placed was dragged from here: that item lies where it was dropped
                # (the scene leaves a dragged card alone), and would show the card now in this
                # place of the hand there, over the World. The hand takes a new one.
                self._remove(key)
            item = self.card(
                key,
                kind,
                CARD,
                paint_card,
                paint_back,
                face_up=kind != HIDDEN,
                zone=("hand", seat),  # a new card comes from where the move took it (the deck, a stack)
            )
            item.set_draggable(placing or giving)
            item.set_lit(i in self.marked)
            if kind != HIDDEN:
                item.setToolTip(render(KINDS[kind].name))
            items.append(item)
        if animate:
            self._arrive_from_giver(s, seat, items)
        if mine and self.marked:  # the cards marked to pass stand out of the fan
            poses = [
                Pose(p.pos + QPointF(0, -30), p.tilt, p.scale, p.z) if i in self.marked else p
                for i, p in enumerate(poses)
            ]
        self.lay(items, poses, z_values.HAND, animate)

    def _arrive_from_giver(self, s: st.State, seat: int, items: list[CardItem]) -> None:
        """Just after the draft's choices were revealed, the cards a seat received start at the
        seat that gave them, and slide into the hand: the passing is seen."""
        if self._before is None or self._before[0] not in (st.PASS_TWO, st.PASS_ONE) or s.phase == self._before[0]:
            return
        giver = s.giver(seat)
        kept = list(self._before[1].get(seat, []))
        given = next(
            (
                a
                for who, a in reversed(self.feed.public_moves(max(0, self.feed.moves - s.players)))
                if who == seat and isinstance(a, PassCards)
            ),
            None,
        )
        for card in given.cards if given is not None else ():
            if card in kept:
                kept.remove(card)
        for item in items:
            if item.key in kept and item.key != HIDDEN:
                kept.remove(item.key)
            elif giver in self._area_rects:
                item.finish_animations()
                item.setPos(self._area_rects[giver].center())

    def _lay_plate(self, s: st.State, area) -> None:
        seat = area.seat
        tag = ""
        if seat in self.feed.chosen_seats:
            tag = self.words(HAS_CHOSEN)
        elif not s.solo and seat == s.sun:
            tag = "☀"
        rect = area.rect
        width = self._plate_width(area)
        if area.mine:
            pos = QPointF(rect.center().x(), MY_PLATE_Y)  # below the places a growing World may take
        else:
            pos = QPointF(rect.left() + width / 2, self._plate_y(area))
        self.name_plate(seat, pos, width, self._colour(seat), score=rules.world_score(s, seat), tag=tag)
        if not s.solo and seat == s.sun:
            sun = self.item("sun", lambda: Piece(_card_rect(SUN), lambda p, r: None, z=z_values.LABEL + 1))
            clockwise = s.clockwise or s.players == 2
            sun.set_painter(lambda p, r, c=clockwise: art.paint_sun(p, r, c), look=clockwise)
            set_scale(sun, 0.7 if area.mine else 0.5)
            sun.setPos(pos + QPointF(width / 2 + SUN_GAP, 0))
            sun.setToolTip(self.words(SUN_TIP_CLOCKWISE if clockwise else SUN_TIP_ANTICLOCKWISE))

    @staticmethod
    def _plate_width(area) -> float:
        return min(area.rect.width() * 0.62, 300.0)

    def _colour(self, seat: int) -> QColor:
        from ..colours import qcolor

        return qcolor(self.feed.seats[seat].colour or ("red", "blue", "green", "yellow")[seat % 4])

    def _deck_pos(self) -> QPointF:
        return QPointF(SUPPLY_X, -WORLD.height() / 2 + CARD.height() * 0.55)

    def _lay_supply(self, s: st.State, animate: bool) -> None:
        if s.deck:
            deck = self.card(("supply", "deck"), HIDDEN, CARD, paint_back, paint_back, face_up=False)
            deck.setPos(self._deck_pos())
            deck.setToolTip(self.words(DECK_TIP, n=len(s.deck)))
            self.badge(("badge", "deck"), self._deck_pos() + QPointF(CARD.width() / 2, -CARD.height() / 2), len(s.deck))
        if s.fumaroles:
            at = self._deck_pos() + QPointF(0, CARD.height() * 1.15)
            pile = self.item(("supply", "fumaroles"), lambda: Piece(_card_rect(), art.paint_fumarole, z=z_values.CARD))
            set_scale(pile, 0.8)
            pile.setPos(at)
            pile.setToolTip(self.words(FUMAROLES_TIP, n=s.fumaroles))
            self.badge(("badge", "fumaroles"), at + QPointF(CARD.width() * 0.4, -CARD.height() * 0.4), s.fumaroles)
        if s.cities:
            at = self._deck_pos() + QPointF(0, CARD.height() * 2.15)
            city = self.item(
                ("supply", "city"),
                lambda: Piece(QRectF(-CITY / 2, -CITY / 2, CITY, CITY), lambda p, r: None, z=z_values.CARD),
            )
            city.set_painter(lambda p, r, v=s.cities[0]: art.paint_dark_city(p, r, v), look=s.cities[0])
            set_scale(city, 1.4)
            city.setPos(at)
            city.setToolTip(self.words(CITIES_TIP, n=len(s.cities)))
            self.badge(("badge", "cities"), at + QPointF(CITY * 0.6, -CITY * 0.6), len(s.cities))
        for i, key in enumerate(s.travellers):  # the Travellers still free, in two rows of four
            item = self.item(("supply", "traveller", key), lambda k=key: TravellerItem(k))
            set_scale(item, 0.55 * (1.15 if key == self.traveller else 1.0))
            col, row = i % 4, i // 4
            at = self._deck_pos() + QPointF(
                CARD.width() * 0.9 + (col + 0.5) * TRAVELLER.width() * 0.6,
                -CARD.height() / 2 + (row + 0.5) * TRAVELLER.height() * 0.6,
            )
            item.slide_to(at, animate)
            item.setToolTip(self._traveller_tip(key))

    def _lay_stacks(self, s: st.State, animate: bool) -> None:
        for i, stack in enumerate(s.stacks):
            base = self._stack_pos(i)
            for j, kind in enumerate(stack):
                item = self.card(("stack", i, j), kind, CARD, paint_card, paint_back, face_up=kind != HIDDEN)
                item.set_draggable(False)
                self.place(item, Pose(base + QPointF(4 * j, -4 * j)), z_values.CARD, animate)
                if kind != HIDDEN:
                    item.setToolTip(render(KINDS[kind].name))

    def _stack_pos(self, i: int) -> QPointF:
        width = 7 * STEP_X * 1.08
        return QPointF(-WORLD.width() / 2 + CARD.width() / 2 + i * width / 7, SOLO_STACKS_Y)

    def _lay_score(self, s: st.State) -> None:
        seat = self.viewer if self.viewer is not None else (0 if s.solo else None)
        if seat is None:
            return
        panel = self.item("score", lambda: Panel(330, left_share=0.72))
        panel.setPos(QPointF(RIGHT_COLUMN, -WORLD.height() / 2 + CARD.height() * 1.25))
        rows = tuple((None, render(name), f"{points}☆") for _, name, points in rules.score_breakdown(s, seat))
        panel.set(self.words(WORLD_TITLE, name=self.name(seat), points=rules.world_score(s, seat)), rows)

    def _lay_round(self, s: st.State) -> None:
        """The round (solo: the turn) and its step, on a plate beside the viewer's name."""
        plate = self.item("round", lambda: Panel(330, left_share=1.0))
        plate.setPos(QPointF(RIGHT_COLUMN, MY_PLATE_Y - Panel.TITLE / 2))
        plate.set(self.round_text(s))

    def round_text(self, s: st.State) -> str:
        step = self.words(STEPS[s.phase])
        return self.words(TURN_STEP if s.solo else ROUND_STEP, round=s.round, rounds=ROUNDS, step=step)

    def move_place(self, seat: int, action: Any) -> QRectF | None:
        if seat not in self._grids:
            return None
        if isinstance(action, (Place, PairPortal, Erupt)):
            return self.cell_rect(seat, st.cell_of(action.row, action.col))
        if isinstance(action, WelcomeTraveller):  # the Traveller as it stands, over its two rows
            grid, w = self._grids[seat], self._state.worlds[seat]
            item = self.find(("traveller", seat, action.key))
            if item is None:
                return self._spot_rect(grid, w, action.right, action.top)
            rect = item.sceneTransform().map(item.boundingRect()).boundingRect()
            rect.moveCenter(self._traveller_spot(grid, w, action.right, action.top))
            return rect
        if isinstance(action, TakeStack):
            return self._stack_rect(action.stack)
        return None

    def seat_colour(self, seat: int) -> QColor:
        return self._colour(seat)

    # --- placing a card -------------------------------------------------------------------------
    def _my_world(self) -> st.World:
        return self._state.worlds[self.viewer]

    def _giving(self, s: st.State) -> bool:
        """True while the person looking chooses the cards to give in the draft."""
        return (
            self.interactive
            and s.phase in (st.PASS_TWO, st.PASS_ONE)
            and self.viewer is not None
            and self.feed.current_player == self.viewer
        )

    def _hand_index(self, card: CardItem) -> int | None:
        hand = self._state.hands[self.viewer] if self.viewer is not None else ()
        return next((i for i in range(len(hand)) if self.find(("hand", self.viewer, i)) is card), None)

    def gesture(self, action: Any) -> Gesture | list[Gesture] | None:
        """A card of the hand dragged onto a place of the World (in warning colours where the
        Tzimimes would turn it face down), or onto the receiver's World in the draft once the
        others it goes with are marked (the Pass button gives the marked cards); the Sun and
        Nobody as buttons; portals, eruptions, stacks and a picked Traveller's spots as clicks."""
        s, seat = self._state, self.viewer
        if isinstance(action, Place):
            cell = st.cell_of(action.row, action.col)
            warning = rules.placement_warning(self._my_world(), cell, action.card)
            hand = s.hands[seat]
            return [Drag(("hand", seat, i), cell, warning=warning) for i in range(len(hand)) if hand[i] == action.card]
        if isinstance(action, PassCards):
            hand, count = s.hands[seat], rules.pass_count(s)
            out: list[Gesture] = [
                Drag(("hand", seat, i), GIVE) for i in range(len(hand)) if self._given_with(i, count) == action
            ]
            if len(self.marked) == count and PassCards(tuple(hand[i] for i in self.marked)) == action:
                name = self.name(s.neighbour(seat))
                out.append(Button(Message.of(CTX, PASS_BUTTON, name=name), "Return"))
            return out
        if isinstance(action, OrientSun):
            return Button(Message(CTX, CLOCKWISE if action.clockwise else ANTICLOCKWISE))
        if isinstance(action, DeclineTraveller):
            return Button(Message(CTX, NOBODY))
        if isinstance(action, PairPortal):
            return Click(("pair", action.row, action.col), self._cell_rect(action), Message(CTX, JOIN))
        if isinstance(action, Erupt):
            return Click(("erupt", action.row, action.col), self._cell_rect(action), Message(CTX, COVER))
        if isinstance(action, TakeStack):
            return Click(("stack", action.stack), self._stack_rect(action.stack), Message(CTX, TAKE_STACK))
        if isinstance(action, WelcomeTraveller) and action.key == self.traveller:
            grid, w = self._grids[seat], self._my_world()
            return Click(("spot", action.right, action.top), self._spot_rect(grid, w, action.right, action.top))
        return None

    def _cell_rect(self, action: PairPortal | Erupt) -> QRectF:
        return self.cell_rect(self.viewer, st.cell_of(action.row, action.col))

    def _given_with(self, i: int, count: int) -> PassCards | None:
        """What a drop of the hand's card `i` onto the receiver's World gives: it, with the cards
        marked (the newest choice wins over the oldest marks), once they are as many as the draft
        passes."""
        chosen = sorted({i, *sorted(self.marked - {i})[: count - 1]})
        if len(chosen) < count:
            return None
        hand = self._state.hands[self.viewer]
        return PassCards(tuple(hand[j] for j in chosen))

    def first_steps(self, card: CardItem) -> dict[Hashable, Hashable]:
        """In the draft, a card dragged onto the receiver's World that gives nothing yet is
        marked to give."""
        i = self._hand_index(card) if self._state is not None and self._giving(self._state) else None
        return {} if i is None else {GIVE: ("give", i)}

    def place_rect(self, place: Hashable) -> QRectF:
        if place == GIVE:
            return self._area_rects[self._state.neighbour(self.viewer)]
        return self.cell_rect(self.viewer, place)

    def place_at(self, pos: QPointF) -> Hashable | None:
        if self.viewer is None or self.viewer not in self._grids:
            return None
        if self._giving(self._state):
            return GIVE if self.place_rect(GIVE).contains(pos) else None
        key = self._grids[self.viewer].key_at(pos)
        return None if key is None else st.cell_of(*key)

    def refused_move(self, card: CardItem, place: Hashable, turns: int) -> Any | None:
        if card.key == HIDDEN or not isinstance(place, int) or not 0 <= place < st.CELLS:
            return None
        return Place(card.key, st.ROW[place], st.COL[place])

    def click_step(self, card: CardItem) -> Hashable | None:
        if self._state is None or not self._giving(self._state):
            return None
        i = self._hand_index(card)
        return None if i is None else ("mark", i)

    # --- clicks -----------------------------------------------------------------------------------
    def choices(self):
        """The legal actions' clicks, and in the Traveller phase the Travellers to pick first."""
        s = self._state
        if s is None or self.viewer is None:
            return ()
        picks = ()
        if s.phase == st.TRAVELLER:
            picks = tuple(
                Choice(("traveller", key), self._supply_traveller_rect(key), outline=True) for key in s.travellers
            )
        return picks + self.action_choices()

    def _stack_rect(self, i: int) -> QRectF:
        centre = self._stack_pos(i)
        return QRectF(
            centre.x() - CARD.width() * 0.56, centre.y() - CARD.height() * 0.6, CARD.width() * 1.16, CARD.height() * 1.2
        )

    def _supply_traveller_rect(self, key: str) -> QRectF:
        item = self.find(("supply", "traveller", key))
        return item.sceneBoundingRect() if item is not None else QRectF()

    def _spot_rect(self, grid: Grid, w: st.World, right: bool, top: int) -> QRectF:
        """Where a click puts the Traveller over rows `top` and `top + 1`: one row tall around the
        middle of its two rows, so that the spots one row apart never overlap."""
        centre = self._traveller_spot(grid, w, right, top)
        width, height = grid.cell.width() * 0.9, grid.cell.height() + grid.gap
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    def select(self, key: Hashable) -> None:
        kind = key[0]
        if kind == "give":  # dragged to be given: marked, never unmarked
            self.marked.add(key[1])
        elif kind == "mark":
            count = rules.pass_count(self._state)
            i = key[1]
            if i in self.marked:
                self.marked.discard(i)
            elif len(self.marked) < count:
                self.marked.add(i)
            elif count == 1:
                self.marked = {i}
        elif kind == "traveller":
            self.traveller = None if self.traveller == key[1] else key[1]

    # --- the prompt ---------------------------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        s = self._state
        if s is None or s.phase == st.OVER:
            return None
        if s.phase in (st.PASS_TWO, st.PASS_ONE):
            neighbour = self.name(s.neighbour(self.viewer))
            return Prompt(Message.of(CTX, PASS_HINT, n=rules.pass_count(s), name=neighbour), self.buttons())
        if s.phase == st.ORIENT:
            return Prompt(Message(CTX, ORIENT_HINT), self.buttons())
        if s.phase == st.PLACE:
            return Prompt(Message(CTX, PLACE_HINT))
        if s.phase == st.PAIR:
            return Prompt(Message(CTX, PAIR_HINT))
        if s.phase == st.ERUPT:
            return Prompt(Message(CTX, ERUPT_HINT))
        if s.phase == st.PICK:
            return Prompt(Message(CTX, PICK_HINT))
        if s.phase == st.TRAVELLER:
            if self.traveller is not None:
                name = TRAVELLER_BY_KEY[self.traveller].name
                return Prompt(Message.of(CTX, TRAVELLER_SPOT_HINT, traveller=name), self.buttons())
            return Prompt(Message(CTX, TRAVELLER_HINT), self.buttons())
        return None

    # --- pictures for the rules page ----------------------------------------------------------
    @classmethod
    def render_example(cls, key: str, card_pixels: int = 48) -> QImage:
        """A World from the rules text's examples, drawn with the table's painters."""
        from ...games.strange_world import rules_text

        w = notation.parse_state(rules_text.EXAMPLES[key]).worlds[0]
        size = _world_size(w)
        scale = card_pixels / CARD.width()
        image = QImage(int(size.width() * scale), int(size.height() * scale), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(214, 228, 246))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_world(painter, QRectF(image.rect()), w)
        painter.end()
        return image


def _world_span(w: st.World) -> tuple[int, int, int, int]:
    """The first and last rows and columns a World's cards and Travellers take."""
    cells = [c for c in range(st.CELLS) if w.cells[c] != st.EMPTY]
    rows = [st.ROW[c] for c in cells] + [t.top + 1 for t in w.travellers]
    cols = [st.COL[c] for c in cells] + [w.right + 1 if t.right else w.left - 1 for t in w.travellers]
    return min(rows), max(rows), min(cols), max(cols)


def _world_size(w: st.World) -> QSizeF:
    """A World's picture in scene units, with a margin of a fifth of a card round it."""
    top, bottom, left, right = _world_span(w)
    return QSizeF((right - left + 1.4) * STEP_X, (bottom - top + 1.4) * STEP_Y)


def paint_world(painter: QPainter, rect: QRectF, w: st.World, mark: int | None = None) -> None:
    """A whole World, as large as fits `rect` and centred in it (the rules page's examples, another
    World up close); the cell `mark` outlined."""
    top, _bottom, left, _right = _world_span(w)
    size = _world_size(w)
    scale = min(rect.width() / size.width(), rect.height() / size.height())
    painter.save()
    painter.translate(rect.center())
    painter.scale(scale, scale)
    painter.translate(-size.width() / 2, -size.height() / 2)
    grid = Grid(QPointF((0.7 - left) * STEP_X, (0.7 - top) * STEP_Y), CARD, GAP)
    for cell in (c for c in range(st.CELLS) if w.cells[c] != st.EMPTY):
        rect = _rect(grid, cell)
        if w.down & st.BIT[cell]:
            art.paint_tzimimes_back(painter, rect)
        else:
            paint_kind(painter, rect, w.cells[cell])
        if w.covered & st.BIT[cell]:
            art.paint_fumarole(painter, rect)
    for a, b in w.portals:
        art.paint_portal_link(painter, _link_rect(grid, a, b))
    for city in w.cities:
        centre = _city_centre(grid, city)
        art.paint_dark_city(painter, QRectF(centre.x() - CITY / 2, centre.y() - CITY / 2, CITY, CITY), city.value)
    for seated in w.travellers:
        centre = StrangeWorldTable._traveller_spot(grid, w, seated.right, seated.top)
        _paint_traveller(painter, _card_rect(TRAVELLER).translated(centre), seated.key)
    if mark is not None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 214, 90), 10))
        painter.drawRoundedRect(_rect(grid, mark).adjusted(-4, -4, 4, 4), 8, 8)
    painter.restore()


TABLE = StrangeWorldTable
