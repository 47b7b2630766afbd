"""Review mode: a game's record on the table at any position, read-only, seen with chosen eyes.

A `ReviewController` is made for one record (engine/replay.py: a save, an unfinished game's
autosave, a game just finished) and dropped when the person leaves the review. It owns a scene
and a table of its own, which the window's view shows instead of the game's (the game in play, if
any, waits paused behind it, untouched), the navigation bar (review_bar.py) and the keys: it moves
the table to a position by move, turn or round, plays the record on at a chosen speed with the
table's animations, lets the person choose whose eyes to look with (never a hidden card of a
game still going on: `Replay.eyes`), starts a new game from a position and exports the record.
It tells the window through signals; the window puts it on screen and takes it off."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from ..engine import IllegalAction
from ..engine.message import QT_TRANSLATE_NOOP, Message
from ..engine.replay import OPEN, Replay
from .log_lines import step_lines
from .table.feed import Feed
from .table.scene import TableScene

if TYPE_CHECKING:
    from .table.game_table import GameTable

CONTEXT = "Review"
NOTHING_TO_PLAY = QT_TRANSLATE_NOOP("Review", "This is a review: nothing can be played here.")
ENTERED = QT_TRANSLATE_NOOP("Review", "Reviewing the game: nothing can be played. Esc leaves the review.")
EXPORTED = QT_TRANSLATE_NOOP("Review", "Exported to {file}.")
# The speeds of Play: milliseconds from one move to the next (the table's slides take about 300).
SPEEDS = (1600, 800, 400, 200)
NORMAL_SPEED = 1


class ReviewFeed(Feed):
    """What the review's table reads: the record at one position (a match replayed to it, never
    played on), one seat's view of it, or with every card face up once the game is over."""

    def __init__(self, replay: Replay):
        super().__init__(replay.at(0))
        self.replay = replay
        self.position = 0
        self.open = False  # every card face up (the viewer is then None)

    def show(self, position: int) -> None:
        self._match = self.replay.at(position)
        self.position = position

    def view(self, seat: int | None) -> Any:
        if seat is None and self.open:
            return self.replay.open_view(self._match)  # (it refuses a game still going on)
        return super().view(seat)

    def legal_actions(self) -> list[Any]:
        return []

    def check(self, action: Any) -> None:
        raise IllegalAction(Message(CONTEXT, NOTHING_TO_PLAY))


class ReviewLog(QObject):
    """The record's moves for the side panel, which reads it like a session (SidePanel.set_session):
    the feed, every line of the log, and who is spoken to ("You play…")."""

    changed = Signal()
    logged = Signal(object)
    log_reset = Signal()
    thinking = Signal(int)  # (never: nobody thinks in a review)

    def __init__(self, feed: ReviewFeed, parent=None):
        super().__init__(parent)
        self.feed = feed
        # The lines the game said in play: each move's, what followed it, and who won at the end;
        # each knows its move, so a click on it goes there.
        end = feed.replay.at(feed.replay.length)
        self.log = [
            line for index, (_, message) in enumerate(feed.replay.log) for line in step_lines(end, index, message)
        ]
        people = feed.replay.people
        self._you = people[0] if len(people) == 1 else None

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self._you

    def seat_note(self, seat: int) -> str | None:
        return None  # (nobody is away in a record)

    def turn_note(self) -> str | None:
        return None


def default_eyes(replay: Replay) -> int | str | None:
    """The one person's own seat (what they saw), else: a game over with every card face up, a game
    going on as everyone saw it."""
    people = replay.people
    if len(people) == 1:
        return people[0]
    return OPEN if replay.is_over else None


class ReviewController(QObject):
    status = Signal(object)  # a Message for the status bar
    laid_out = Signal(QRectF)  # the table was laid out again: its content, for the view to fit
    moved = Signal(int)  # the table shows this position now
    left = Signal()  # the person leaves the review
    failed = Signal(str, str)  # something could not be done: a warning's title and text
    play_on = Signal(object)  # a new Match to play, from the position shown

    def __init__(self, replay: Replay, table_class: type[GameTable], source: str, parent=None):
        super().__init__(parent)
        self.replay = replay
        self.source = source  # where the record comes from, in words (a file's name...)
        self.scene = TableScene(self)
        self.feed = ReviewFeed(replay)
        self.log = ReviewLog(self.feed, self)
        self.table = table_class(self.scene, self.feed)
        self.scene.table = self.table  # (no scene.play, no scene.choose: nothing is played)
        self.scene.recovered.connect(lambda: self._lay_out(animate=False))
        self.eyes: int | str | None = default_eyes(replay)
        self.feed.open = self.eyes == OPEN
        self.speed = NORMAL_SPEED
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._play_step)
        from .review_bar import ReviewBar, ReviewHandoff

        self.bar = ReviewBar(self)
        self.handoff = ReviewHandoff()
        self.handoff.ready.connect(self._eyes_shown)
        self.handoff.cancelled.connect(self._eyes_refused)
        self._keys = ReviewKeys(self)
        self._keys_watcher = None  # from start() to close(): the keys seen whatever has the focus

    @property
    def position(self) -> int:
        return self.feed.position

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def start(self, position: int | None = None) -> None:
        """The first lay-out, at `position` (by default the last: where the game stands)."""
        self.goto(self.replay.length if position is None else position, animate=False)
        self.bar.refresh()
        self.status.emit(Message(CONTEXT, ENTERED))
        from . import window_keys

        self._keys_watcher = window_keys.add(self._keys, self.bar.window())

    def close(self) -> None:
        """The review ends: its keys, its timer, its table and scene go."""
        from . import window_keys

        window_keys.remove(self._keys)
        if self._keys_watcher is not None:
            self._keys_watcher.deleteLater()  # (off the window and the focus widgets)
        self._timer.stop()
        self.scene.cancel_drag()
        self.scene.hide_preview()
        self.scene.clear_bubbles()
        self.table.clear()
        for widget in (self.handoff, self.bar):  # out of the window's layout now, deleted later
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()

    # --- moving through the record -----------------------------------------------------------------
    def goto(self, position: int, animate: bool = False) -> None:
        """Show the record at `position` (0 to its length); `animate`: sliding there from where the
        table was, and what a move on did announced, as in play."""
        position = max(0, min(self.replay.length, position))
        if position != self.feed.position:
            self.feed.show(position)
        self._lay_out(animate)
        self.moved.emit(position)
        self.log.changed.emit()
        self.bar.show_position()

    def go(self, where: str) -> None:
        """A button or key of the bar: "first", "last", "previous move", "next turn"..."""
        replay, here = self.replay, self.position
        target = {
            "first": lambda: 0,
            "last": lambda: replay.length,
            "previous move": lambda: here - 1,
            "next move": lambda: here + 1,
            "previous turn": lambda: replay.previous_turn(here),
            "next turn": lambda: replay.next_turn(here),
            "previous round": lambda: replay.previous_round(here),
            "next round": lambda: replay.next_round(here),
        }[where]()
        self.pause()
        self.goto(target, animate=abs(target - here) == 1)

    def _lay_out(self, animate: bool) -> None:
        table = self.table
        table.viewer = self.eyes if isinstance(self.eyes, int) else None
        table.interactive = False
        table.sync(animate)
        content = table.content_rect()
        self.scene.fit_rect(content)
        self.laid_out.emit(content)
        for announcement in table.news(animate):
            self.scene.announce(announcement)
        self.scene.set_choices(())

    # --- playing the record on ----------------------------------------------------------------------
    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self.position >= self.replay.length:
            self.goto(0)  # from the start again, as a player expects at the end
        self._timer.start(SPEEDS[self.speed])
        self.bar.show_playing(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.bar.show_playing(False)

    def set_speed(self, index: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, index))
        if self.playing:
            self._timer.start(SPEEDS[self.speed])
        self.bar.show_speed()

    def _play_step(self) -> None:
        self.goto(self.position + 1, animate=True)
        if self.position >= self.replay.length:
            self.pause()

    # --- whose eyes -----------------------------------------------------------------------------------
    def needs_handoff(self, eyes: int | str | None) -> bool:
        """A seat's eyes on a game still going on that several people play here: the others look
        away first, as in play (the hot-seat hand-off)."""
        return isinstance(eyes, int) and not self.replay.is_over and len(self.replay.people) > 1

    def choose_eyes(self, eyes: int | str | None) -> None:
        """Look with `eyes` (a seat, None: what everyone saw, OPEN: every card face up), if the
        record may be seen so (`Replay.eyes`); a seat of a hot-seat game going on after the hand-off."""
        if eyes not in self.replay.eyes():
            raise ValueError(f"the record cannot be seen with the eyes {eyes!r}")
        if eyes == self.eyes:
            return
        if self.needs_handoff(eyes):
            self.pause()
            self.handoff.ask(eyes, self.replay.seats[eyes].name)
            return
        self._show_eyes(eyes)

    def _eyes_shown(self, seat: int) -> None:
        self._show_eyes(seat)

    def _eyes_refused(self) -> None:
        self.bar.refresh()  # the combo box shows the eyes still used

    def _show_eyes(self, eyes: int | str | None) -> None:
        self.eyes = eyes
        self.feed.open = eyes == OPEN
        self._lay_out(animate=False)
        self.log.changed.emit()
        self.bar.refresh()

    # --- play on, export, leave -----------------------------------------------------------------------------
    def ask_play_on(self) -> None:
        """Play on from here: the seats' people and computers chosen, then a new game."""
        if not self.replay.may_play_on:
            return
        from .play_on_dialog import PlayOnDialog

        self.pause()
        dialog = PlayOnDialog(self.replay, self.position, self.bar.window())
        if dialog.exec() == PlayOnDialog.DialogCode.Accepted:
            self.play_on.emit(self.replay.play_on(self.position, dialog.seats()))

    def export_text(self) -> None:
        """Export → The Record as Text…: a file chosen, then written (`export_text_to`)."""
        self._export(
            words(QT_TRANSLATE_NOOP("Review", "Export the Record as Text")),
            words(QT_TRANSLATE_NOOP("Review", "Text files (*.txt)")),
            ".txt",
            self.export_text_to,
        )

    def export_save(self) -> None:
        """Export → The Saved Game…: the whole record as a .cloudtable save (`export_save_to`)."""
        from .. import storage

        self._export(
            words(QT_TRANSLATE_NOOP("Review", "Save a Copy of the Game")),
            words(QT_TRANSLATE_NOOP("Review", "cloudtable saves (*.cloudtable)")),
            storage.EXTENSION,
            self.export_save_to,
        )

    def _export(self, title: str, file_filter: str, extension: str, write) -> None:
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        from .. import storage

        self.pause()
        start = storage.saves_dir() / (self.replay.game.id + extension)
        chosen, _ = QFileDialog.getSaveFileName(self.bar.window(), title, str(start), file_filter)
        if not chosen:
            return
        if not chosen.endswith(extension):
            chosen += extension
        write(Path(chosen))

    def export_text_to(self, path) -> bool:
        """The record in words (record_text.py), as the eyes shown now see it, written to `path`."""
        from .. import storage
        from ..record_text import record_text
        from .side_panel import level_name

        eyes = self.eyes if isinstance(self.eyes, int) else None
        text = record_text(self.replay, eyes, level_name)
        return self._write(path, lambda: storage.write_atomic(path, text))

    def export_save_to(self, path) -> bool:
        """The whole record as a save, which opens again like any other."""
        from .. import storage

        return self._write(path, lambda: storage.save_match(self.replay.at(self.replay.length), path))

    def _write(self, path, write) -> bool:
        from pathlib import Path

        from .. import storage
        from ..i18n import render

        try:
            write()
        except storage.WriteError as error:
            self.failed.emit(words(QT_TRANSLATE_NOOP("Review", "Cannot export the game")), render(error.message))
            return False
        self.status.emit(Message.of(CONTEXT, EXPORTED, file=Path(path).name))
        return True

    def leave(self) -> None:
        self.pause()
        self.left.emit()

    def retranslate(self) -> None:
        self.table.retranslate()
        self.bar.refresh()


class ReviewKeys(QObject):
    """The review's keys, whatever has the focus in the window (a text field, or a box whose choice
    is being made with the keys, aside): arrows, Page keys, Home and End move through the record,
    Space plays or pauses, Esc leaves."""

    KEYS = {
        Qt.Key.Key_Left: "previous move",
        Qt.Key.Key_Right: "next move",
        Qt.Key.Key_Up: "previous turn",
        Qt.Key.Key_Down: "next turn",
        Qt.Key.Key_PageUp: "previous round",
        Qt.Key.Key_PageDown: "next round",
        Qt.Key.Key_Home: "first",
        Qt.Key.Key_End: "last",
    }

    def __init__(self, review: ReviewController):
        super().__init__(review)
        self.review = review

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        try:
            return self._handle(watched, event)
        except Exception:  # noqa: BLE001 - a key must never take the app down
            from ..error_log import log_exception

            log_exception("ReviewKeys raised")
            return False

    def _handle(self, widget: QWidget, event) -> bool:
        from .key_router import is_text_field

        review = self.review
        bar = review.bar
        if (
            widget.window() is not bar.window()
            or is_text_field(widget)
            or QApplication.activeModalWidget() is not None
            or QApplication.activePopupWidget() is not None
        ):
            return False
        key, mods = event.key(), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if review.handoff.isVisible():
            if key == Qt.Key.Key_Escape:
                review.handoff.cancel()
                return True
            return False
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier):
            return False
        if isinstance(widget, QComboBox) and key != Qt.Key.Key_Escape:
            return False  # a choice being made with the keys (whose eyes, the speed)
        if key in self.KEYS and (mods == Qt.KeyboardModifier.NoModifier or key in (Qt.Key.Key_Left, Qt.Key.Key_Right)):
            # Ctrl+arrows step by turn, as Up and Down do.
            where = self.KEYS[key]
            if mods == Qt.KeyboardModifier.ControlModifier:
                where = where.replace("move", "turn")
            review.go(where)
            return True
        if mods != Qt.KeyboardModifier.NoModifier:
            return False
        if key == Qt.Key.Key_Space:
            review.toggle_play()
            return True
        if key == Qt.Key.Key_Escape:
            review.leave()
            return True
        return False


def words(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)
