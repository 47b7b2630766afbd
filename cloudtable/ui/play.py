"""The play loop of one match: the relay between the session (who acts, what is legal, the held
move) and the table (what a seat sees, the gestures, the choices, the prompt).

A `PlayController` is made for each match and dropped with it. It answers the scene's gestures
(`scene.play`, `scene.choose`), puts the session's viewer and who may act onto the table, lays the
table out, gathers its choices and its prompt, shows the held move's prompt (with its countdown,
a UI matter) and the stuck computer's, and tells the window what to show through signals: the
window is the shell around it (menus, files, languages, overlays) and never reads the match."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QRectF, Signal

from ..engine.message import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:
    from .session import GameSession
    from .table.game_table import GameTable
    from .table.prompt import Prompt
    from .table.scene import TableScene

CONFIRM_MOVE, TAKE_BACK = object(), object()  # the answers to a held move: play it, take it back
# How long a move that reveals something waits, taken back by Esc, before it is played by itself
# (Edit → When a Move Reveals Something → A Short Moment).
TAKE_BACK_MS = 1500
TRY_AGAIN = object()  # a computer that keeps failing is asked again


class OtherLevel(NamedTuple):
    """A computer that keeps failing: this level plays its seat from now on."""

    level: str


class PlayController(QObject):
    status = Signal(object)  # a Message (or None) for the status bar
    prompt = Signal(object)  # the Prompt to show over the table, or None
    laid_out = Signal(QRectF)  # the table was laid out again: its content, to fit the view to
    handoff_asked = Signal(int, str)  # hot-seat: everyone but this seat (named) looks away
    handoff_over = Signal()  # nobody is waited for behind the hand-off screen
    held_changed = Signal()  # a move started or stopped waiting (the undo actions follow)
    moved = Signal()  # the game changed (a move, an undo)
    game_over = Signal()  # the game just ended (or was opened ended)

    def __init__(self, session: GameSession, table: GameTable, scene: TableScene, parent=None):
        super().__init__(parent)
        self.session = session
        self.table = table
        self.scene = scene
        scene.table = table
        scene.play = self.play_from_table
        scene.choose = self.play_choice
        scene.selected.connect(self.sync)
        scene.recovered.connect(self._recovered)
        session.changed.connect(self._changed)
        session.finished.connect(self._finished)
        session.problem.connect(self.status)
        session.handoff.connect(self._ask_handoff)
        self._ahead = None  # the designs painted ahead (paint_ahead), once the table is laid out
        self._shown: tuple | None = None  # the moves, viewer and may-act the table was laid out for

    @property
    def feed(self):
        return self.session.feed

    @property
    def holding(self) -> bool:
        """A move waits on the table for its confirmation."""
        return self.session.held is not None

    def close(self) -> None:
        """The match ends here (another starts, the window closes): let go of the scene."""
        self.scene.cancel_drag()
        self.scene.hide_preview()
        self.scene.clear_bubbles()
        self.scene.release_held()
        if self._ahead is not None:
            self._ahead.stop()
        session = self.session
        for signal, slot in (
            (self.scene.selected, self.sync),
            (self.scene.recovered, self._recovered),
            (session.changed, self._changed),
            (session.finished, self._finished),
            (session.problem, self.status),
            (session.handoff, self._ask_handoff),
        ):
            signal.disconnect(slot)
        self.scene.play = self.scene.choose = None
        self.scene.table = None
        self.session.held = None
        self.held_changed.emit()
        self.prompt.emit(None)
        self.scene.set_choices(())

    # --- gestures ------------------------------------------------------------------------------
    def play_from_table(self, action):
        """A card dropped on the table: played, or held on its place while the player may take
        back a move that would reveal something (the session decides, GameSession.play)."""
        from .session import Held
        from .table.scene import HOLD

        result = self.session.play(action, may_hold=True)
        if isinstance(result, Held):
            self.held_changed.emit()
            self.prompt.emit(self._held_prompt())
            return HOLD
        return result

    def play_choice(self, action) -> Message | None:
        return self.session.play(action)  # a deliberate choice: no confirmation asked

    def play_from_prompt(self, action) -> None:
        if action is CONFIRM_MOVE:
            self.confirm_move()
        elif action is TAKE_BACK:
            self.take_back_move()
        elif action is TRY_AGAIN or isinstance(action, OtherLevel):
            self.session.try_again(None if action is TRY_AGAIN else action.level)
        else:
            reason = self.play_choice(action)
            if reason is not None:
                self.status.emit(reason)

    # --- the held move -------------------------------------------------------------------------
    def confirm_move(self) -> None:
        if self.session.held is None:
            return
        self.scene.release_held()
        reason = self.session.confirm_held()
        self.held_changed.emit()
        if reason is not None:
            self.status.emit(reason)
            self.sync()

    def take_back_move(self) -> None:
        if not self.session.take_back_held():
            return
        self.held_changed.emit()
        self.scene.take_back()
        self.sync()

    def set_reveal_moves(self, value: str) -> None:
        """A move held now follows the new choice at once: played if nothing waits any more."""
        from ..preferences import NEVER

        self.session.set_reveal_moves(value)
        if self.session.held is not None:
            if value == NEVER:
                self.confirm_move()
            else:
                self.prompt.emit(self._held_prompt())

    def _held_prompt(self) -> Prompt:
        """The prompt over a held move: a question (always ask), else the moment counting down.
        Made the same each time, so that the table laid out again keeps the countdown going."""
        from .table.prompt import Countdown, Prompt, PromptButton

        take_back = PromptButton(Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Take back")), TAKE_BACK, "Esc")
        if self.session.held.ask:
            return Prompt(
                Message(
                    "MainWindow",
                    QT_TRANSLATE_NOOP(
                        "MainWindow", "Play this move? It reveals what was hidden, so it cannot be undone."
                    ),
                ),
                (
                    PromptButton(
                        Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Confirm")), CONFIRM_MOVE, "Return"
                    ),
                    take_back,
                ),
            )
        return Prompt(
            Message(
                "MainWindow",
                QT_TRANSLATE_NOOP("MainWindow", "Playing your move in {seconds} s… It cannot be undone afterwards."),
            ),
            (
                take_back,
                PromptButton(
                    Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Play now")), CONFIRM_MOVE, "Return"
                ),
            ),
            Countdown(TAKE_BACK_MS, CONFIRM_MOVE),
        )

    def _stuck_prompt(self, seat: int) -> Prompt:
        """A computer keeps failing on this move: let another level play its seat, or try again."""
        from .side_panel import LEVEL_NAMES
        from .table.prompt import Prompt, PromptButton

        info = self.feed.seats[seat]
        buttons = tuple(
            PromptButton(
                Message.of(
                    "MainWindow",
                    QT_TRANSLATE_NOOP("MainWindow", "Let the {level} level play"),
                    level=Message("Level", LEVEL_NAMES.get(level, level)),
                ),
                OtherLevel(level),
            )
            for level in self.feed.game.bot_levels
            if level != info.level
        )
        buttons += (PromptButton(Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "&Try again")), TRY_AGAIN),)
        return Prompt(
            Message.of(
                "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "{player} keeps failing on this move."), player=info.name
            ),
            buttons,
        )

    # --- the table -----------------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        """Show the table as the session says: whose view, and whether that person may act."""
        session, table = self.session, self.table
        for view in self.scene.views():  # the layout, then its paint in a turn of the loop of its own
            view.paint_later()
        table.viewer = session.viewer
        table.interactive = session.may_act
        self._shown = (self.feed.moves, table.viewer, table.interactive)
        if session.awaiting is None:
            self.handoff_over.emit()
        table.sync(animate)
        content = table.content_rect()
        self.scene.fit_rect(content)
        self.laid_out.emit(content)
        for announcement in table.news(animate):  # what the moves just did, said where it happened
            self.scene.announce(announcement)
        self.scene.set_choices(table.choices() if table.interactive else ())
        self.prompt.emit(self.prompt_now())

    def prompt_now(self) -> Prompt | None:
        """What the prompt bar asks now: the held move's question, the stuck computer's, or the
        table's own while the person looking at it may act."""
        if self.session.held is not None:
            return self._held_prompt()
        if self.session.stuck is not None:
            return self._stuck_prompt(self.session.stuck)
        return self.table.prompt() if self.table.interactive else None

    def _recovered(self) -> None:
        """A table's handler failed (table/guard.py): lay the table out again from the game,
        so that what it shows is what the rules hold."""
        self.sync(animate=False)

    def start(self) -> None:
        """The first lay-out; then the game goes on (a computer to move starts thinking), or,
        ended already, its result is shown."""
        self.session.update_viewer()
        self.sync(animate=False)
        self.paint_ahead()

    def paint_ahead(self) -> None:
        """The designs the game may show are painted while the table waits (table/paint_ahead.py)."""
        from .table.paint_ahead import PaintAhead

        views = self.scene.views()
        if views and self._ahead is None:
            self._ahead = PaintAhead(self.table.designs(), views[0], self)

    def show_to(self, seat: int) -> None:
        """The hand-off screen was answered: `seat` looks at the table now."""
        self.session.show_to(seat)

    def _ask_handoff(self, seat: int) -> None:
        self.scene.cancel_drag()
        self.handoff_asked.emit(seat, self.feed.seats[seat].name)

    def _changed(self) -> None:
        self.moved.emit()
        self.sync()

    def _finished(self) -> None:
        self.finish()

    def finish(self) -> None:
        """The game is over: nobody's secrets are shown any more, then the window shows the result.
        (The table is laid out again only if that changes whose view it shows: the last move's
        layout, 5-10 ms, was done twice at the end of every game.)"""
        self.session.update_viewer()
        if self._shown != (self.feed.moves, self.session.viewer, self.session.may_act):
            self.sync()
        self.game_over.emit()
