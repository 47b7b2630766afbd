"""The table's scene: hosts a game's items and turns card gestures into actions.

Mouse: press a movable card, drag it (legal places light up, R / Shift+R turn a card that may
turn), drop. Or click it: it stays lifted with its places lit, and a click on a place plays it.
Choices that are not cards (a card to cover, a side to take) are lit places to click.
Keyboard: Tab picks a movable card, Enter lifts it, arrows go from place to place,
R / Shift+R turn it, Enter plays it, Esc puts it back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneHelpEvent, QGraphicsView, QToolTip

from ...engine.message import QT_TRANSLATE_NOOP, Message
from . import z_values
from .guard import guarded

if TYPE_CHECKING:
    from .card import CardItem
    from .target import TargetItem

# Cards and targets are imported where used: there are none before a game, and the window's
# first frame comes sooner without them (tests/bench/bench_startup.py).

PREVIEW_DELAY_MS = 350  # long enough that sweeping over a hand shows nothing
RIPPLES_AT_ONCE = 2  # places glowing at once: a new one ends the oldest (one move every 0.7 s shows no more)

NO_PLACE = QT_TRANSLATE_NOOP("Table", "A card cannot go there.")
NOT_NOW = QT_TRANSLATE_NOOP("Table", "Wait for your turn.")
KEYBOARD_HINT = QT_TRANSLATE_NOOP("Table", "Arrows: choose a place · R: turn · Enter: play · Esc: cancel")
PICKED_HINT = QT_TRANSLATE_NOOP("Table", "Click a lit place to play the card there · Esc: cancel")
TURN_TO_FIT = QT_TRANSLATE_NOOP("Table", "The card does not fit here turned like this: press R to turn it.")
FITS = QT_TRANSLATE_NOOP("Table", "The card fits here as you hold it.")


def reading_order(items: list) -> list:
    """Items as a person reads them: rows from the top (items less than half a card's height
    apart in height are one row, as a fanned hand's tilted cards are), each row left to right."""
    items = sorted(items, key=lambda i: i.sceneBoundingRect().center().y())
    rows: list[list] = []
    for item in items:
        rect = item.sceneBoundingRect()
        if rows and rect.center().y() - rows[-1][0].sceneBoundingRect().center().y() < rect.height() / 2:
            rows[-1].append(item)
        else:
            rows.append([item])
    return [item for row in rows for item in sorted(row, key=lambda i: i.sceneBoundingRect().center().x())]


class Held:
    """`play` answers this when the window asks the player to confirm the move first: the card
    stays where it was dropped until `release_held` (confirmed) or `take_back` (taken back)."""


HOLD = Held()
CLICK_SLOP = 6.0  # scene units a press may wander and still be a click
NO_LEGAL_PLACE = QT_TRANSLATE_NOOP("Table", "This card has no legal place right now.")
HELD_FIRST = QT_TRANSLATE_NOOP("Table", "Your move waits: play it now or take it back first.")

# play(action) -> None if the match took it, HOLD to confirm it first, else why it was refused.
PlayHandler = Callable[[Any], "Message | Held | None"]


def nearest_turn(turns: int, allowed: frozenset[int]) -> int:
    """The allowed quarter turn closest to `turns` (ties: clockwise first)."""
    if not allowed or turns in allowed:
        return turns
    return min(allowed, key=lambda t: (min((t - turns) % 4, (turns - t) % 4), (t - turns) % 4))


class TableScene(QGraphicsScene):
    status = Signal(object)  # an engine Message for the status bar
    selected = Signal()  # a choice without an action was clicked: the table changed its selection
    recovered = Signal()  # a handler failed (guard.py) and the gesture was undone: lay the table out again
    announced = Signal(object)  # an announce.Announcement was said on the table (the window plays its sound)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """The tooltip of the topmost item under the pointer that has one (as Qt's own scene
        does), always shown as plain text: the tables' tooltips hold players' names."""
        view = event.widget().parentWidget() if event.widget() is not None else None
        transform = view.viewportTransform() if isinstance(view, QGraphicsView) else QTransform()
        under = self.items(
            event.scenePos(), Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder, transform
        )
        text = next((item.toolTip() for item in under if item.toolTip()), "")
        QToolTip.showText(event.screenPos(), self.shown_tip(text), event.widget())
        event.setAccepted(bool(text))

    @staticmethod
    def shown_tip(text: str) -> str:
        from .text import plain_tip  # (here: the welcome's first frame needs no piece or text item)

        return plain_tip(text)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.table = None  # the game's GameTable, set by the window
        self.play: PlayHandler | None = None  # a card dropped or placed
        self.choose: PlayHandler | None = None  # a lit choice clicked: deliberate, never held
        self.dragged: CardItem | None = None
        self._origin = QPointF()
        self._origin_z = 0.0
        self._origin_turns = 0
        self._offset = QPointF()
        self._targets: list[TargetItem] = []
        self._choices: list[TargetItem] = []
        self._keyboard = False
        self._picked = False  # the card was clicked: it waits, lifted, for a click on a place
        self._pressed_at = QPointF()
        self._moved = False
        self._held: tuple | None = None  # (card, origin, z, turns) of a move waiting to be confirmed
        self._focused_choice = None  # the choice Tab reached: Enter or Space clicks it
        self._preview = None  # the PreviewItem shown, if any
        self._preview_card = None  # the card or piece the mouse rests on
        self._bubbles: list = []  # announce.Bubble: the words on the table now
        self._ripples: list = []  # announce.Ripple: the places glowing now
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self._show_preview)
        self.focusItemChanged.connect(self._focus_moved)

    # --- drag life cycle ---------------------------------------------------------------
    def begin_drag(self, card: CardItem, scene_pos: QPointF, keyboard: bool = False) -> bool:
        if self._held is not None and self.table is not None and card is not self._held[0]:
            self.refuse(Message("Table", HELD_FIRST), scene_pos)  # not a silent refusal
            return False
        if self.dragged is not None or self.table is None or self._held is not None:
            return False
        self.hide_preview()
        card.finish_animations()
        self.dragged = card
        self._keyboard = keyboard
        self._picked = False
        self._pressed_at, self._moved = QPointF(scene_pos), False
        self._origin, self._origin_z, self._origin_turns = card.pos(), card.zValue(), card.turns
        self._offset = card.pos() - scene_pos
        card.setZValue(z_values.DRAGGED)
        from .target import TargetItem

        self._show_choices(False)
        for place, info in self.table.legal_places(card).items():
            target = TargetItem(place, self.table.place_rect(place), info.turns, info.warning)
            self.addItem(target)
            self._targets.append(target)
        if keyboard:
            if self._targets:
                self._go_to(self._targets[0])
                self.status.emit(Message("Table", KEYBOARD_HINT))
            else:
                self.status.emit(Message("Table", NO_LEGAL_PLACE))
        return True

    def move_drag(self, scene_pos: QPointF) -> None:
        if self.dragged is None or self._picked:
            return
        if not self._moved and (scene_pos - self._pressed_at).manhattanLength() < CLICK_SLOP:
            return
        self._moved = True
        self.dragged.setPos(scene_pos + self._offset)
        hot = self._target_under(self.dragged.pos())
        changed = next((t for t in self._targets if t.hot), None) is not hot
        for target in self._targets:
            target.set_hot(target is hot)
        self._show_fit()
        if changed:
            self._say_warning(hot, clear=True)

    def _fits(self, target: TargetItem) -> bool:
        return not target.turns or self.dragged is None or self.dragged.turns in target.turns

    def _show_fit(self) -> None:
        """A lit place says whether the card fits there as it is held (else R turns it)."""
        for target in self._targets:
            target.set_fit(self._fits(target))

    def _say_warning(self, target: TargetItem | None, clear: bool = False) -> None:
        """What the place under the card has to say: the card does not fit as held, the rules'
        warning, or that it fits as held. With `clear` (the card moved or turned), a place with
        nothing to say, or no place at all, puts back the gesture's own hint: a warning never
        outlives the place it was about."""
        if target is not None and not self._fits(target):
            self.status.emit(Message("Table", TURN_TO_FIT))
        elif target is not None and target.warning is not None:
            self.status.emit(target.warning)
        elif target is not None and target.turns and len(target.turns) < 4:
            self.status.emit(Message("Table", FITS))
        elif clear:
            self.status.emit(self._gesture_hint())

    def _gesture_hint(self) -> Message | None:
        """The status bar's words while a card is moved and its place has nothing to say."""
        if self._keyboard and self._targets:
            return Message("Table", KEYBOARD_HINT)
        if self._picked:
            return Message("Table", PICKED_HINT if self._targets else NO_LEGAL_PLACE)
        return None

    def end_drag(self, scene_pos: QPointF | None = None) -> bool:
        """Drop the dragged card; True if the move was played."""
        card = self.dragged
        if card is None:
            return False
        if scene_pos is not None and not self._keyboard and not self._picked and not self._moved:
            step = self.table.click_step(card)
            if step is not None:  # a click that marks the card
                return self._step_instead(step)
            return self._pick()  # a click, not a drag: wait for a click on a place
        if scene_pos is not None and not self._picked:
            card.setPos(scene_pos + self._offset)
        self.status.emit(None)  # the drag's hints ("fits here...") end with it
        centre = card.pos()
        if self._keyboard or self._picked:
            target = next((t for t in self._targets if t.hot), None)
        else:
            target = self._target_under(centre)
        if target is None:
            # Only a lit place under the card is ever played; elsewhere the rules say why not.
            why = self._why_not(card, self.table.place_at(centre))
            self._finish_drag(played=False)
            self.refuse(why, centre)
            return False
        place = target.place
        turns = card.turns
        reason: Message | Held | None = None
        if not self._fits(target):
            # The keyboard's arrows turned the card to fit as it went; a card let go by the
            # mouse lands only as it is held (never turned round behind the player's back).
            turns = nearest_turn(turns, target.turns) if self._keyboard else None
            reason = Message("Table", TURN_TO_FIT)
        if turns is not None:
            action = self.table.action_for(card, place, turns)
            from .target import FirstStep  # (imported with the first game, not at start-up)

            if isinstance(action, FirstStep):
                return self._step_instead(action.key)
            reason = Message("Table", NO_PLACE)
            if action is not None and self.play is not None:
                if turns != card.turns:
                    card.set_turns(turns)
                reason = self.play(action)
        if reason is HOLD:
            self._hold(card, self.table.place_rect(place).center())
            return False
        self._finish_drag(played=reason is None)
        if reason is not None:
            self.refuse(reason, centre)
        return reason is None

    def _why_not(self, card: CardItem, place) -> Message:
        """Why `card` cannot go to `place`, a place that is not lit (None: not a place at all):
        the rules' reason for the move it would be."""
        if place is None:
            return Message("Table", NO_PLACE)
        action = self.table.refused_move(card, place, card.turns)
        from .target import FirstStep

        if action is None or isinstance(action, FirstStep):
            return Message("Table", NO_PLACE)
        from ...engine.errors import IllegalAction

        try:
            self.table.feed.check(action)
        except IllegalAction as refused:
            return refused.message
        return Message("Table", NO_PLACE)  # legal, yet not lit: the table and the rules disagree

    def recover(self, message: Message) -> None:
        """A handler failed (guard.py): the card being moved goes home, the status bar says it,
        and the window lays the table out again from the game."""
        self.cancel_drag()
        self.status.emit(message)
        self.recovered.emit()

    # --- an item up close (preview.py) -------------------------------------------------------
    # The scene follows the resting mouse itself, over cards and pieces alike: the item on top
    # under it is the one looked at, and the table says what it shows up close (`preview`).
    def looked_at(self, pos: QPointF):
        """The card or piece on top under `pos` (not the card being moved, a lit place, a mark
        round a last move, a bubble or the close-up itself), or None."""
        from .card import CardItem
        from .piece import Piece

        for item in self.items(pos):
            if not item.isVisible() or item is self.dragged:
                continue
            if isinstance(item, (CardItem, Piece)) and getattr(item, "looked_at", True):
                return item
        return None

    def rest_on(self, item) -> None:
        """The mouse came onto `item` (None: onto nothing worth a look): the close-up of the item
        it was on goes, and this one's comes once the mouse rests."""
        if item is self._preview_card:
            return
        self.hide_preview()
        if item is not None and self.dragged is None and self.table is not None and not self._picked:
            self._preview_card = item
            self._preview_timer.start()

    @guarded
    def _focus_moved(self, new, old, reason) -> None:
        """A card reached with the keyboard (Tab) is looked at as one the mouse rests on: its
        close-up comes; it goes with the focus."""
        if new is not None and reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.rest_on(new)
        elif new is None and old is not None and old is self._preview_card:
            self.hide_preview()

    @guarded
    def mouseMoveEvent(self, event) -> None:
        super().mouseMoveEvent(event)
        if event.buttons() == Qt.MouseButton.NoButton and self.dragged is None:
            self.rest_on(self.looked_at(event.scenePos()))

    @guarded
    def wheelEvent(self, event) -> None:
        self.hide_preview()  # the table scrolls or zooms away under it
        super().wheelEvent(event)

    def _show_preview(self) -> None:
        item = self._preview_card
        if item is None or item.scene() is not self or self.dragged is not None or self.table is None:
            return
        preview = self.table.preview(item)
        if preview is None:
            return
        from .preview import PreviewItem

        self._preview = PreviewItem(preview)
        self.addItem(self._preview)
        self._preview.place_beside(item)

    @property
    def preview_shown(self):
        """The Preview shown now, or None."""
        return self._preview.preview if self._preview is not None else None

    def removeItem(self, item) -> None:
        if item is self._preview_card:
            self.hide_preview()  # an item taken away is no longer looked at
        super().removeItem(item)

    def hide_preview(self) -> None:
        self._preview_timer.stop()
        self._preview_card = None
        if self._preview is not None:
            self.removeItem(self._preview)
            self._preview = None

    # --- words on the table: events announced, refusals by the card (announce.py) -------------
    def announce(self, announcement) -> None:
        """Say `announcement` beside its place, which glows a moment; `announced` tells the
        window (which plays its sound)."""
        from ...i18n import render
        from .announce import Bubble, Ripple

        views = self.views()
        if views:
            if announcement.where is not None and not announcement.where.isEmpty():
                # The newest few glow: each is painted again at every frame, and computers
                # playing fast had up to 7 at once (a third of a frame, tests/bench/bench_frames.py).
                self._ripples = [r for r in self._ripples if shiboken6.isValid(r) and r.scene() is self]
                while len(self._ripples) >= RIPPLES_AT_ONCE:
                    self._ripples.pop(0).finish()
                ripple = Ripple(announcement.where, announcement.colour)
                self.addItem(ripple)
                self._ripples.append(ripple)
                ripple.start()
            bubble = Bubble(render(announcement.text), announcement.colour)
            self.addItem(bubble)
            bubble.place(views[0], announcement.where, self.bubbles)
            self._bubbles.append(bubble)
            bubble.start()
        self.announced.emit(announcement)

    def refuse(self, message: Message, at: QPointF) -> None:
        """Why a card may not go where it was let go, in a bubble at that point (and the
        status bar), fading by itself."""
        from ...i18n import render
        from .announce import Bubble

        self.status.emit(message)
        views = self.views()
        if not views:
            return
        for old in [b for b in self._bubbles if b.refusal]:
            old.finish()  # one refusal at a time: the newest is the one that counts
        bubble = Bubble(render(message), refusal=True)
        self.addItem(bubble)
        bubble.place_at_drop(views[0], at)
        self._bubbles.append(bubble)
        bubble.start()

    @property
    def bubbles(self) -> list:
        """The bubbles showing now (announce.Bubble), oldest first."""
        self._bubbles = [b for b in self._bubbles if b.showing]
        return list(self._bubbles)

    def clear_bubbles(self) -> None:
        for bubble in self.bubbles:
            bubble.finish()

    # --- a move waiting to be confirmed ------------------------------------------------------
    def _hold(self, card: CardItem, at: QPointF) -> None:
        """The card lies where it was played until the move is confirmed or taken back."""
        self._held = (card, self._origin, self._origin_z, self._origin_turns)
        self.dragged = None
        self._picked = False
        for target in self._targets:
            self.removeItem(target)
        self._targets = []
        card.slide_to(at)

    @property
    def holding(self) -> bool:
        return self._held is not None

    def handling(self, item) -> bool:
        """True while the player moves `item`, or while it lies dropped waiting for the move's
        confirmation: the table's layout leaves it alone (a language switch lays out again)."""
        return item is self.dragged or (self._held is not None and item is self._held[0])

    def release_held(self) -> None:
        """The move was confirmed: the table lays the card out from now on."""
        self._held = None
        self._show_choices(True)

    def take_back(self) -> None:
        """The move was taken back: the card goes home."""
        if self._held is None:
            return
        card, origin, z, turns = self._held
        self._held = None
        self._show_choices(True)
        if card.scene() is self:
            card.set_turns(turns)
            card.slide_to(origin)
            card.setZValue(z)

    def _pick(self) -> bool:
        """The card was clicked: it stays lifted where it lies and its places stay lit."""
        self._picked = True
        self.dragged.setPos(self._origin + QPointF(0, -12))
        self.status.emit(Message("Table", PICKED_HINT if self._targets else NO_LEGAL_PLACE))
        return False

    @property
    def picked(self) -> bool:
        return self.dragged is not None and self._picked

    def cancel_drag(self) -> None:
        if self.dragged is not None:
            self._finish_drag(played=False)

    def _finish_drag(self, played: bool) -> None:
        card = self.dragged
        self.dragged = None
        self._picked = False
        for target in self._targets:
            self.removeItem(target)
        self._targets = []
        self._show_choices(True)
        if card is None or card.scene() is not self:
            return
        if not played:
            card.set_turns(self._origin_turns)
            card.slide_to(self._origin)
            card.setZValue(self._origin_z)

    # --- lit places: clicks and choices ---------------------------------------------------
    def target_hovered(self, target: TargetItem, inside: bool) -> None:
        if target in self._choices or self._picked:
            target.set_hot(inside)
            if inside:
                self._say_warning(target)

    def target_clicked(self, target: TargetItem) -> None:
        if target in self._choices:
            if target.action is None:
                self._first_step(target.place)
                return
            reason = self.choose(target.action) if self.choose is not None else None
            if reason is not None:
                self.status.emit(reason)
        elif self._picked and target in self._targets:
            for other in self._targets:
                other.set_hot(other is target)
            self.end_drag(None)

    def _step_instead(self, key) -> bool:
        """The card went back where it lay: the click or drop was a first step, not a move."""
        self._finish_drag(played=False)
        self._first_step(key)
        return False

    def _first_step(self, key) -> None:
        """A first step (marking a card...): the table notes it and lays out again."""
        self.table.select(key)
        self.selected.emit()

    def set_choices(self, choices) -> None:
        """Show the table's clickable choices (`target.Choice`s), replacing the old ones."""
        from .target import TargetItem

        kept = self._focused_choice.place if self._focused_choice is not None else None
        self._focused_choice = None
        for item in self._choices:
            self.removeItem(item)
        self._choices = []
        for choice in choices:
            item = TargetItem(
                choice.key, choice.rect, warning=choice.warning, action=choice.action, outline=choice.outline
            )
            if choice.tooltip is not None:
                from ...i18n import render

                item.setToolTip(render(choice.tooltip))
            self.addItem(item)
            self._choices.append(item)
            if choice.key == kept:  # the keyboard stays on the same choice after a first step
                self._focus_choice(item)
        self._show_choices(self.dragged is None)

    @property
    def choices(self) -> list[TargetItem]:
        return list(self._choices)

    def _show_choices(self, shown: bool) -> None:
        for item in self._choices:
            item.setVisible(shown)

    @guarded
    def mousePressEvent(self, event) -> None:
        self.hide_preview()
        super().mousePressEvent(event)
        # A click beside the places of a clicked card puts it back.
        if self._picked and not event.isAccepted() and event.button() == Qt.MouseButton.LeftButton:
            self.cancel_drag()

    def fit_rect(self, content: QRectF) -> None:
        """The scene as large as the table's content, with room around it to pan."""
        margin = max(content.width(), content.height()) * 0.5
        self.setSceneRect(content.adjusted(-margin, -margin, margin, margin))

    def _target_under(self, pos: QPointF) -> TargetItem | None:
        for target in self._targets:
            if target.boundingRect().contains(target.mapFromScene(pos)):
                return target
        return None

    @property
    def targets(self) -> list[TargetItem]:
        return list(self._targets)

    # --- keyboard path ------------------------------------------------------------------
    def _go_to(self, target: TargetItem) -> None:
        for other in self._targets:
            other.set_hot(other is target)
        self.dragged.slide_to(target.boundingRect().center())
        self.show_item(target)
        if target.turns and self.dragged.turns not in target.turns:
            self.dragged.set_turns(nearest_turn(self.dragged.turns, target.turns))

    def _step_target(self, dx: int, dy: int) -> None:
        """Move to the nearest place in the arrow's direction (or cycle if none)."""
        if not self._targets:
            return
        current = next((t for t in self._targets if t.hot), self._targets[0])
        here = current.boundingRect().center()
        best, best_score = None, None
        for target in self._targets:
            if target is current:
                continue
            d = target.boundingRect().center() - here
            along = d.x() * dx + d.y() * dy
            if along <= 0:
                continue
            across = abs(d.x() * dy) + abs(d.y() * dx)
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = target, score
        if best is None:  # wrap round
            index = self._targets.index(current)
            best = self._targets[(index + (1 if dx + dy > 0 else -1)) % len(self._targets)]
        self._go_to(best)

    @guarded
    def keyPressEvent(self, event) -> None:
        key, mods = event.key(), event.modifiers()
        card = self.dragged
        if card is not None:
            if key == Qt.Key.Key_R:
                card.turn_by(-1 if mods & Qt.KeyboardModifier.ShiftModifier else 1)
                self._show_fit()
                self._say_warning(next((t for t in self._targets if t.hot), None), clear=True)
            elif key == Qt.Key.Key_Escape:
                self.cancel_drag()
                self.status.emit(None)  # the card is home: the drag's hints end with it
            elif (self._keyboard or self._picked) and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.end_drag(None)
            elif (self._keyboard or self._picked) and key in (
                Qt.Key.Key_Left,
                Qt.Key.Key_Right,
                Qt.Key.Key_Up,
                Qt.Key.Key_Down,
            ):
                dx = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(key, 0)
                dy = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(key, 0)
                self._step_target(dx, dy)
            else:
                super().keyPressEvent(event)
                return
            event.accept()
            return
        from .card import CardItem

        choice = self._focused_choice
        if choice is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.target_clicked(choice)
            event.accept()
            return
        focus = self.focusItem()
        if isinstance(focus, CardItem) and focus.draggable:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                step = self.table.click_step(focus) if self.table is not None else None
                if step is not None:  # as a click on it: it is marked
                    self._first_step(step)
                else:
                    self.begin_drag(focus, focus.pos(), keyboard=True)
                event.accept()
                return
            if key == Qt.Key.Key_R and focus.turn_by(-1 if mods & Qt.KeyboardModifier.ShiftModifier else 1):
                event.accept()
                return
        super().keyPressEvent(event)

    def movable_cards(self) -> list[CardItem]:
        """The cards the player may move now: those with a place to go, or, when none has one
        (the rules will say why), every card that can be picked up."""
        from .card import CardItem

        cards = [i for i in self.items() if isinstance(i, CardItem) and i.draggable and i.isVisible()]
        if self.table is not None:
            playable = [c for c in cards if self.table.legal_places(c)]
            cards = playable or cards
        return reading_order(cards)

    def focus_next(self, step: int = 1):
        """Tab: the next card the player may move or the next choice to click, in reading order;
        it is shown in the view."""
        stops = reading_order(self.movable_cards() + [c for c in self._choices if c.isVisible()])
        if not stops:
            return None
        current = self._focused_choice if self._focused_choice is not None else self.focusItem()
        index = stops.index(current) + step if current in stops else (0 if step > 0 else -1)
        stop = stops[index % len(stops)]
        if stop in self._choices:
            focus = self.focusItem()
            if focus is not None:
                focus.clearFocus()
            self._focus_choice(stop)
        else:
            self._focus_choice(None)
            stop.setFocus(Qt.FocusReason.TabFocusReason)
        self.show_item(stop)
        return stop

    @guarded(fallback=False)
    def focusNextPrevChild(self, next: bool) -> bool:
        # The view hands Tab to the scene first: our order, not Qt's chain of focusable items
        # (which would stop on cards that cannot move); with nothing to reach, Tab leaves the table.
        return self.dragged is None and self.focus_next(1 if next else -1) is not None

    def _focus_choice(self, choice) -> None:
        if self._focused_choice is not None and self._focused_choice is not choice:
            self._focused_choice.set_hot(False)
        self._focused_choice = choice
        if choice is not None:
            choice.set_hot(True)
            self._say_warning(choice)

    def show_item(self, item) -> None:
        """Scroll the view so that `item` shows (a card reached with the keyboard)."""
        for view in self.views():
            view.ensureVisible(item.sceneBoundingRect(), 40, 40)
