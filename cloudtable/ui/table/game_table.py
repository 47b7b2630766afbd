"""What every game's table gives the scene, and the kit it builds with.

A table reads a `Feed` (the viewer's view of the game and what the viewer may do; never the
full state, see ui/session.py) and never changes the game: `sync` lays items out from the view,
and gestures become actions that the session plays. Legality always comes from the rules
(`feed.legal_actions()`, `feed.check()`); the table only shows it: it declares each action's
gesture once (`gesture`, gesture.py), and the kit derives from the legal actions the lit places
of a lifted card, the move a drop makes, the choices to click and the prompt's buttons.

A game's table declares where its zones go and which cards are in them; the kit here makes the
items, lays zones out, keeps the item bookkeeping (an item made on first use, removed when a
layout no longer mentions it), and offers name plates, badges, seat areas and translated text.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from ...engine.message import QT_TRANSLATE_NOOP, Message
from ...i18n import render
from . import z_values
from .card import CardItem, CardPainter
from .gesture import Button, Click, Drag, Gesture
from .piece import Piece, set_scale
from .seats import SeatArea, arrange_seats, seat_order
from .text import Badge, NamePlate
from .view_option import ViewOption
from .zones import Pose

if TYPE_CHECKING:
    from .announce import Announcement
    from .feed import Feed
    from .paint_ahead import Design
    from .preview import Preview
    from .prompt import Prompt, PromptButton
    from .scene import TableScene
    from .target import Choice, Place

YOU_WIN = QT_TRANSLATE_NOOP("Table", "You win!")
WINS = QT_TRANSLATE_NOOP("Table", "{name} wins!")
SHARE = QT_TRANSLATE_NOOP("Table", "{names} share the win!")
DRAW = QT_TRANSLATE_NOOP("Table", "A draw: nobody wins.")


class GameTable(QObject):
    # The translation context of the table's own words (its `tr`).
    CONTEXT: ClassVar[str] = "Table"
    # The palette keys seats choose their colours from (None: every colour of ui/colours.py).
    seat_colour_choices: ClassVar[tuple[str, ...] | None] = None
    # A hidden option of the rules made of the seats' colours: letter k ("abcd…") stands for
    # seat_colour_choices[k]; seat i's colour gives the option's i-th letter, and the colours
    # nobody took follow in order (Cloudy Kingdom's "families").
    colour_option: ClassVar[str | None] = None
    # Ways of looking at the table the window's View menu offers (view_option.py).
    view_options: ClassVar[tuple[ViewOption, ...]] = ()

    @classmethod
    def paint_icon(cls, painter: QPainter, rect: QRectF) -> None:
        """The game's picture in the New Game dialog's list; nothing by default."""

    @classmethod
    def render_example(cls, key: str) -> QImage | None:
        """A small position of the rules page's examples, drawn with the game's painters."""
        return None

    def __init__(self, scene: TableScene, feed: Feed):
        super().__init__(scene)
        self.scene = scene
        self.feed = feed
        self.viewer: int | None = None
        self.interactive = False
        self._items: dict[Hashable, QGraphicsItem] = {}
        self._seen: set[Hashable] = set()
        # What the moves since the last layout moved (`feed.moved`): target zone -> the source
        # zones of the cards that came there, in order; and the moves already seen (None: none yet).
        self._arrivals: dict[Hashable, list[Hashable]] = {}
        self._synced: int | None = None
        self._fresh: set[QGraphicsItem] = set()  # cards made in this layout with nowhere to come from
        # What `news` last saw: the viewer's view, the number of moves, whether the game was over.
        self._news: tuple[Any, int, bool] | None = None
        self._view_choices = {option.name: option.default for option in self.view_options}

    # --- to implement ------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        """Lay the items out from `self.feed.view(self.viewer)`."""
        raise NotImplementedError

    def content_rect(self) -> QRectF:
        """What Fit shows; the scene is made as large as this (with room to pan)."""
        return self.scene.itemsBoundingRect()

    def designs(self) -> Iterable[Design]:
        """The designs of cards (and pieces) the game may show, each with the scale its items
        are shown at, to be painted ahead while the table waits (paint_ahead.py); none by default."""
        return ()

    def gesture(self, action: Any) -> Gesture | Iterable[Gesture] | None:
        """How the person makes `action`, one of the rules' legal actions (gesture.py): a `Drag`
        of a card onto a place, a `Click` on a lit choice, a prompt `Button`; several when alike
        cards make it; None when the table has no gesture for it. The kit derives the lit places,
        the drops, the clickable choices and the prompt's buttons from these."""
        return None

    def place_rect(self, place: Hashable) -> QRectF:
        raise NotImplementedError

    def zone_pos(self, zone: tuple) -> QPointF | None:
        """Where the rules' zone (engine/moves.py: `("deck",)`, `("hand", seat)`...) lies on this
        table, in scene coordinates: a card that comes from there starts there. None: nowhere
        shown (the card then appears where it goes)."""
        return None

    def place_at(self, scene_pos: QPointF) -> Hashable | None:
        """Any place under `scene_pos`, lit or not: for a drop where nothing is lit, so that the
        rules can say why not (`refused_move`)."""
        return None

    def refused_move(self, card: CardItem, place: Hashable, turns: int) -> Any | None:
        """The move a drop of `card` on `place`, a place that is not lit, would be: never played,
        only checked by the rules so that they say why not. None: "a card cannot go there"."""
        return None

    def first_steps(self, card: CardItem) -> dict[Hashable, Hashable]:
        """Places where a drop of `card` that is no legal move is a first step instead: the
        key `select` is given (a card dragged to be given is marked to pass)."""
        return {}

    def click_step(self, card: CardItem) -> Hashable | None:
        """A click on a card that can move (or Space on it): the key of a first step to `select`
        (marking the card), or None to pick the card up and then click a place."""
        return None

    def prompt(self) -> Prompt | None:
        """A choice or a hint in the prompt bar, or None."""
        return None

    def choices(self) -> Sequence[Choice]:
        """Lit places to click that are not card drops (a card to cover, a side to take): by
        default those of the legal actions' `Click`s (`action_choices`)."""
        return self.action_choices()

    def preview(self, item: QGraphicsItem) -> Preview | None:
        """The card or piece `item` up close, with words on what it is, when the mouse rests on
        it (preview.py; `key_of(item)` tells which it is); None for an item that says everything
        at its size on the table."""
        return None

    def events(self, before: Any, after: Any, moves: list[tuple[int, Any]]) -> Sequence[Announcement]:
        """What the `moves` just played ((seat, action), as `feed.public_moves` gives them) did
        that a person might miss, to announce beside where it happened: `before` and `after` are
        the viewer's views before and after them, so that nothing is told the viewer may not see.
        Asked after `sync` (the items stand where they go). Nothing by default; the kit adds the
        end of the game to every table (`ending`)."""
        return ()

    def move_place(self, seat: int, action: Any) -> QRectF | None:
        """Where on the table `seat`'s move `action` happened (its cell, the pile...), in scene
        coordinates, for the last-move marks and for a click on a line of the log; None where a
        move has no place of its own."""
        return None

    def seat_colour(self, seat: int) -> QColor:
        from ..colours import qcolor

        return qcolor(self.feed.seats[seat].colour)

    def select(self, key: Hashable) -> None:
        """A choice without an action was clicked (a card marked, a Traveller picked): the
        table notes it; the window then lays the table out again."""

    def view_choice(self, name: str) -> str:
        """The choice shown now of the view option `name` (`view_options`)."""
        return self._view_choices[name]

    def set_view_choice(self, name: str, value: str, relayout: bool = True) -> None:
        """Show `value` of the view option `name`: the table is laid out again (unless the
        window does it anyway, before the first layout)."""
        option = next(o for o in self.view_options if o.name == name)
        if value not in option.values():
            raise ValueError(f"{value!r} is no choice of the view option {name!r}")
        changed = value != self._view_choices[name]
        self._view_choices[name] = value
        if changed and relayout:
            self.sync(animate=False)

    def retranslate(self) -> None:
        """Re-render every text the table shows (Graphics View items get no LanguageChange):
        lay the table out again and repaint every item, whose cached picture may hold words."""
        self.sync(animate=False)
        for item in self._items.values():
            item.update()

    # --- what the kit derives from the gestures ---------------------------------------------
    def legal_gestures(self) -> list[tuple[Any, Gesture]]:
        """(action, gesture) for each legal action of the viewer, while the viewer may act."""
        if not self.interactive:
            return []
        out = []
        for action in self.feed.legal_actions():
            found = self.gesture(action)
            if found is None:
                continue
            for gesture in (found,) if isinstance(found, (Drag, Click, Button)) else found:
                out.append((action, gesture))
        return out

    def key_of(self, item: QGraphicsItem) -> Hashable | None:
        """The key `item` was made with (`item`), which a `Drag` names its card by."""
        return next((key for key, found in self._items.items() if found is item), None)

    def _drags(self, card: CardItem) -> list[tuple[Any, Drag]]:
        key = self.key_of(card)
        return [(a, g) for a, g in self.legal_gestures() if isinstance(g, Drag) and g.card == key]

    def legal_places(self, card: CardItem) -> dict[Hashable, Place]:
        """Where `card` may go now, each place with the quarter turns allowed there (none: any)
        and a warning about what would happen there; and the places of its first steps."""
        from .target import Place

        turns: dict[Hashable, set[int] | None] = {}
        warnings: dict[Hashable, Message | None] = {}
        for _action, drag in self._drags(card):
            if drag.place not in turns:
                turns[drag.place], warnings[drag.place] = set(), None
            if drag.turns is None or turns[drag.place] is None:
                turns[drag.place] = None
            else:
                turns[drag.place].add(drag.turns % 4)
            warnings[drag.place] = warnings[drag.place] or drag.warning
        places = {p: Place(frozenset(t or ()), warnings[p]) for p, t in turns.items()}
        for place in self.first_steps(card):
            places.setdefault(place, Place())
        return places

    def action_for(self, card: CardItem, place: Hashable, turns: int) -> Any | None:
        """The move a drop of `card` on `place` turned `turns` times makes: the legal action whose
        gesture this is, else a `target.FirstStep` if the drop is one, else None."""
        for action, drag in self._drags(card):
            if drag.place == place and (drag.turns is None or drag.turns % 4 == turns % 4):
                return action if drag.plays is None else drag.plays
        step = self.first_steps(card).get(place)
        if step is not None:
            from .target import FirstStep

            return FirstStep(step)
        return None

    def movable_keys(self) -> set[Hashable]:
        """The keys of the cards some legal move drags."""
        return {g.card for _a, g in self.legal_gestures() if isinstance(g, Drag)}

    def action_choices(self) -> tuple[Choice, ...]:
        """The lit choices of the legal actions' `Click`s."""
        from .target import Choice

        return tuple(
            Choice(g.key, g.rect, action, g.tooltip, g.warning, g.outline)
            for action, g in self.legal_gestures()
            if isinstance(g, Click)
        )

    def buttons(self) -> tuple[PromptButton, ...]:
        """The prompt buttons of the legal actions' `Button`s, in the rules' order."""
        from .prompt import PromptButton

        return tuple(
            PromptButton(g.label, action, g.shortcut, g.tooltip, g.detail, g.picture, g.aspect)
            for action, g in self.legal_gestures()
            if isinstance(g, Button)
        )

    # --- the table's own words ----------------------------------------------------------
    def words(self, text: str, n: int = -1, **args: Any) -> str:
        """`text` (a QT_TRANSLATE_NOOP of this table's CONTEXT) in the current language, its
        arguments filled in, %n in the plural form for `n`."""
        return render(Message.of(self.CONTEXT, text, n=n, **args))

    def name(self, seat: int) -> str:
        return self.feed.seats[seat].name

    # --- item bookkeeping -----------------------------------------------------------------
    def begin_layout(self) -> None:
        self._seen = set()
        self._fresh = set()
        # The cards the moves since the last layout brought (none on the first one, after an undo
        # or for a layout without a move: e.g. a language switch).
        self._arrivals = {}
        moves = self.feed.moves
        if self._synced is not None and moves > self._synced:
            for event in self.feed.moved(self._synced):
                self._arrivals.setdefault(event.target, []).append(event.source)
        self._synced = moves

    def arrival(self, zone: tuple) -> QPointF | None:
        """Where the next card the last moves brought into `zone` comes from (`zone_pos` of its
        source), taking it; None if no more came there (or from nowhere shown)."""
        sources = self._arrivals.get(zone)
        return self.zone_pos(sources.pop(0)) if sources else None

    def item(self, key: Hashable, make: Callable[[], QGraphicsItem]) -> QGraphicsItem:
        """The item for `key`, made on first use; marks it as still on the table."""
        found = self._items.get(key)
        if found is None or found.scene() is not self.scene:
            found = make()
            self.scene.addItem(found)
            self._items[key] = found
        self._seen.add(key)
        return found

    def end_layout(self) -> None:
        """Remove the items this layout did not touch."""
        for key in [k for k in self._items if k not in self._seen]:
            self._remove(key)

    def _remove(self, key: Hashable) -> None:
        item = self._items.pop(key)
        if isinstance(item, (Piece, CardItem)):
            item.finish_animations()
        if item.scene() is self.scene:
            self.scene.removeItem(item)

    def find(self, key: Hashable) -> QGraphicsItem | None:
        return self._items.get(key)

    def items(self) -> list[QGraphicsItem]:
        return list(self._items.values())

    def clear(self) -> None:
        for key in list(self._items):
            self._remove(key)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, screenshots)."""
        for item in list(self._items.values()):
            if isinstance(item, (Piece, CardItem)):
                item.finish_animations()

    # --- cards and zones ----------------------------------------------------------------------
    def card(
        self,
        key: Hashable,
        card_id: Any,
        size: QSizeF,
        face: CardPainter,
        back: CardPainter | None = None,
        *,
        face_up: bool = True,
        zone: tuple | None = None,
        start: QPointF | None = None,
        make: Callable[[], CardItem] | None = None,
    ) -> CardItem:
        """The card item for `key` showing `card_id`, which lies in the rules' `zone`. A new one
        starts where the last moves brought a card into that zone from (`arrival`), else at
        `start`, and slides from there; with neither it appears where it is placed."""
        new = self.find(key) is None
        item = self.item(key, make or (lambda: CardItem(card_id, size, face, back)))
        item.key = card_id
        item.set_face_up(face_up)
        if new:
            source = self.arrival(zone) if zone is not None else None
            if source is None:
                source = start
            if source is not None:
                item.setPos(source)
            else:
                self._fresh.add(item)
        return item

    def place(self, item: QGraphicsItem, pose: Pose, base_z: float, animate: bool) -> None:
        """Put `item` at `pose` (sliding there if animated), unless the player has it in hand
        (dragged, or dropped and waiting for the move's confirmation)."""
        if self.scene.handling(item):
            return
        if item in self._fresh:  # a new card from nowhere shown appears where it lies
            animate = False
        set_scale(item, pose.scale)
        item.setZValue(base_z + pose.z)
        if isinstance(item, CardItem):
            item.set_tilt(pose.tilt)
        if isinstance(item, (CardItem, Piece)):
            item.slide_to(pose.pos, animate)
        else:
            item.setPos(pose.pos)

    def lay(self, items: Iterable[QGraphicsItem], poses: Iterable[Pose], base_z: float, animate: bool) -> None:
        for item, pose in zip(items, poses, strict=False):
            self.place(item, pose, base_z, animate)

    # --- what just happened -------------------------------------------------------------------
    def news(self, animate: bool = True) -> list[Announcement]:
        """The announcements of the moves played since the last call: the table's `events`, and
        the end of the game. None for a layout without a new move (the first one, an undo, a
        language switch, a layout without animation)."""
        view = self.feed.view(self.viewer)
        moves, over = self.feed.moves, self.feed.is_over
        news: list[Announcement] = []
        if animate and self._news is not None and moves > self._news[1]:
            news = list(self.events(self._news[0], view, self.feed.public_moves(self._news[1])))
            if over and not self._news[2]:
                news.append(self.ending())
        self._news = (view, moves, over)
        return news

    def ending(self) -> Announcement:
        """The game just ended: who won (or the level a solo game reached), said by the
        winner's name plate."""
        from .announce import Announcement

        outcome = self.feed.outcome
        winners = sorted(outcome.winners)
        if outcome.rating is not None:
            text = outcome.rating
        elif not winners:
            text = Message("Table", DRAW)
        elif winners == [self.viewer]:
            text = Message("Table", YOU_WIN)
        elif len(winners) == 1:
            text = Message.of("Table", WINS, name=self.name(winners[0]))
        else:
            names = [self.name(seat) for seat in winners]
            text = Message.of("Table", SHARE, names=", ".join(names[:-1]) + " & " + names[-1])
        plate = self.find(("label", winners[0])) if winners else None
        where = plate.sceneBoundingRect() if plate is not None else None
        # A fanfare for a win seen from the winner's seat (or by all at one screen), a softer end otherwise.
        won = self.viewer is None or self.viewer in winners or outcome.rating is not None
        colour = self.seat_colour(winners[0]) if winners else None
        return Announcement(text, where, "win" if won else "end", colour)

    # --- what the others just did -----------------------------------------------------------
    def mark_last_moves(self) -> None:
        """Each seat's last move stays outlined in its colour until its next one. Call from
        `sync`, between begin_layout and end_layout."""
        last: dict[int, Any] = {}
        for seat, action in self.feed.public_moves(0):
            last[seat] = action  # a secret choice (None) is a move too: the one before is no longer the last
        for seat, action in last.items():
            if action is None:
                continue
            rect = self.move_place(seat, action)
            if rect is not None and not rect.isEmpty():
                mark = self.item(("last move", seat), MoveMark)
                mark.show_at(rect, self.seat_colour(seat))

    def flash_move(self, index: int) -> QRectF | None:
        """Show where the move number `index` (from 0) happened: its place lights up a moment."""
        moves = self.feed.public_moves(index)
        if not moves or moves[0][1] is None:
            return None
        seat, action = moves[0]
        rect = self.move_place(seat, action)
        if rect is None or rect.isEmpty():
            return None
        # Kept by the bookkeeping until the next layout, which takes it away (faded by then).
        flash = self.item(("flash", index), lambda: MoveMark(glow=True))
        flash.show_at(rect, self.seat_colour(seat))
        flash.fade_out()
        return rect

    # --- seats ------------------------------------------------------------------------------
    def seat_order(self) -> list[int]:
        return seat_order(len(self.feed.seats), self.viewer)

    def seat_areas(self, **layout: Any) -> list[SeatArea]:
        """`seats.arrange_seats` for this table's players and viewer."""
        return arrange_seats(len(self.feed.seats), self.viewer, **layout)

    def name_plate(
        self,
        seat: int,
        pos: QPointF,
        width: float,
        colour: QColor,
        *,
        text: str | None = None,
        score: int | None = None,
        tag: str = "",
        active: bool | None = None,
        height: float = NamePlate.HEIGHT,
        tag_below: bool = False,
    ) -> NamePlate:
        plate = self.item(("label", seat), lambda: NamePlate(width, height))
        plate.set_size(width, height)
        plate.setPos(pos)
        plate.set(
            self.name(seat) if text is None else text,
            colour,
            score=score,
            tag=tag,
            tag_below=tag_below,
            active=seat == self.feed.current_player if active is None else active,
        )
        return plate

    def badge(self, key: Hashable, pos: QPointF, number: int, tooltip: str = "", scale: float = 1.0) -> Badge:
        badge = self.item(key, Badge)
        badge.setPos(pos)
        badge.set_number(number)
        set_scale(badge, scale)
        badge.setToolTip(tooltip)
        return badge

    def board_piece(
        self,
        key: Hashable,
        rect: QRectF,
        paint,
        pos: QPointF | None = None,
        *,
        z: float = z_values.BOARD,
        angle: float = 0.0,
        tooltip: str | None = None,
    ) -> Piece:
        """A piece painted by `paint(painter, rect)` that stands still (a cell, a castle)."""
        piece = self.item(key, lambda: Piece(rect, paint, z=z))
        piece.set_angle(angle)
        if pos is not None:
            piece.setPos(pos)
        if tooltip is not None:
            piece.setToolTip(tooltip)
        return piece


class MoveMark(Piece):
    """An outline in a seat's colour round the place of its last move; a glowing one fades out
    when a line of the log is clicked."""

    FADE_MS = 1800
    looked_at = False  # an outline round a card: the mouse on it looks at the card (scene.py)

    def __init__(self, glow: bool = False):
        self.colour = QColor("#ffffff")
        self.glow = glow
        # Kept as a picture (Qt's item cache): three wide rounded outlines, painted again in
        # every frame that repainted anything under them (a card sliding past), 0.3-1 ms a frame.
        super().__init__(QRectF(), z=z_values.OVERLAY if glow else z_values.CARD + 50)

    def show_at(self, rect: QRectF, colour: QColor) -> None:
        """Round `rect` in `colour`: painted again only if either changed (each layout asks)."""
        if colour != self.colour:
            self.colour = QColor(colour)
            self.update()
        self.set_rect(rect.adjusted(-6, -6, 6, 6))

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        from PySide6.QtGui import QPen

        inner = rect.adjusted(4, 4, -4, -4)
        radius = min(inner.width(), inner.height()) * 0.1
        if self.glow:
            halo = QColor(255, 230, 120, 120)
            painter.setPen(QPen(halo, 16))
            painter.drawRoundedRect(inner, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 7))
        painter.drawRoundedRect(inner, radius, radius)
        painter.setPen(QPen(self.colour, 4))
        painter.drawRoundedRect(inner, radius, radius)

    def fade_out(self) -> None:
        from PySide6.QtCore import QPropertyAnimation

        animation = QPropertyAnimation(self, b"opacity", self)
        animation.setDuration(self.FADE_MS)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        self.run(animation)
