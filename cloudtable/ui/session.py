"""A match being played in the window: moves, the log, undo, the autosave, computer turns, and
who looks at the table (the hot-seat policy).

The window and the table never hold the match: they read a `Feed` (one seat's view at a time,
whose turn, legality) and hand actions to the session, so that a seat can one day be played
from another computer with another app as the authority."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from .. import storage
from ..engine import IllegalAction, Match, Message, Step, bot_seed
from ..engine.message import QT_TRANSLATE_NOOP
from ..i18n import render
from ..preferences import ASK, NEVER
from .bot_worker import BotRunner
from .log_lines import LogEntry, step_lines
from .table.feed import Feed

if TYPE_CHECKING:
    from ..engine.replay import Replay

BOT_PAUSE_MS = 700  # long enough to follow a computer's move, short enough not to bore
AUTOSAVE_POLL_MS = 15  # how soon a write made by the autosave's thread is known here
AUTOSAVE_FAILED = QT_TRANSLATE_NOOP("Session", "The autosave failed: {reason}")
AUTOSAVE_OFF = QT_TRANSLATE_NOOP(
    "Session",
    "The game cannot be autosaved, so it could not be resumed after a crash. "
    "{reason}\n\nYou can go on playing, and save the game yourself with Save As.",
)
BOT_RETRIED = QT_TRANSLATE_NOOP("Session", "A computer player's answer could not be used; it was asked again.")
BOT_RESTARTED = QT_TRANSLATE_NOOP(
    "Session", "The computer players' process stopped; it was started again and the computer thinks anew."
)
BOT_SLOW = QT_TRANSLATE_NOOP("Session", "{player} is taking long to think…")
BOT_STUCK = QT_TRANSLATE_NOOP(
    "Session",
    "{player} keeps failing on this move. Let another level play this seat, or try again. The details are in {path}.",
)
CRASHES_TOLERATED = 3  # failures in a row on one move before the person is asked what to do


@dataclass(frozen=True)
class Held:
    """A person's move that waits before it is played, because it would reveal something (a card
    drawn cannot be taken back): asked (`ask`, until the person answers) or for a short moment
    in which it can be taken back. `confirm_held` plays it, `take_back_held` forgets it."""

    action: Any
    ask: bool


@dataclass(frozen=True)
class Opening:
    """A game the window is about to play, before its session exists: new, opened from `path`,
    resumed from its autosave `slot`, or a rematch. The window asks it what it must know first
    (which table, whether the game is already over) and never reads the match itself."""

    match: Match
    path: Path | None = None
    slot: storage.AutosaveSlot | None = None
    remote = False  # (a game at a table on the network: ui/remote_play.py's RemoteOpening)

    @property
    def game_id(self) -> str:
        return self.match.game_id

    @property
    def is_over(self) -> bool:
        return self.match.is_over

    def session(self, bot_pause_ms: int = BOT_PAUSE_MS, parent=None) -> GameSession:
        return GameSession(self.match, bot_pause_ms=bot_pause_ms, parent=parent, slot=self.slot)


class _MoveCommand(QUndoCommand):
    """One person's move, with the computer moves that answered it (merged in)."""

    MERGE_ID = 1

    def __init__(self, session: GameSession, entries: list[LogEntry], by_person: bool):
        super().__init__()
        self.session = session
        self.entries = list(entries)
        self.steps: list[Step] = [session.match.steps[-1]]
        self.by_person = by_person
        self._done = True  # pushed after the move was already played
        self.retranslate()

    def retranslate(self) -> None:
        first = self.entries[0]  # the person's move
        self.setText(render(first.message, player=self.session.match.seats[first.seat].name))

    def id(self) -> int:
        return self.MERGE_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _MoveCommand) or other.by_person:
            return False
        self.steps += other.steps
        self.entries += other.entries
        return True

    def undo(self) -> None:
        self.session._take_back(len(self.steps))
        self._done = False

    def redo(self) -> None:
        if self._done:
            return
        self.session._play_again(self.steps, self.entries)
        self._done = True


class GameSession(QObject):
    remote = False  # played here (ui/remote_play.py's RemoteSession: at a table on another computer)
    changed = Signal()  # anything on the table may have changed
    logged = Signal(object)  # a LogEntry was added
    log_reset = Signal()  # the log was cut back (undo) or rebuilt (load)
    thinking = Signal(int)  # a computer seat started thinking (-1: stopped)
    finished = Signal()  # the game just ended
    problem = Signal(object)  # a Message for the status bar
    handoff = Signal(int)  # hot-seat: ask everyone but this seat to look away, then call show_to(seat)
    autosave_off = Signal(object)  # the first autosave that failed in this game: a Message saying why

    def __init__(
        self,
        match: Match,
        autosave: bool = True,
        bot_pause_ms: int = BOT_PAUSE_MS,
        parent=None,
        slot: storage.AutosaveSlot | None = None,
    ):
        super().__init__(parent)
        self.match = match
        # The game's own autosave (storage.AutosaveSlot): a resumed game keeps its slot, a new
        # one gets a new slot at its first autosave.
        self.slot = slot
        self.feed = Feed(match)
        self.viewer: int | None = None  # whose secrets the table shows
        self.awaiting: int | None = None  # the seat the hand-off screen waits for
        self.autosave = autosave
        self.bot_pause_ms = bot_pause_ms
        self._autosave_failed = False
        # The number of moves of the newest autosave known to be on disk (None: none yet);
        # the writes handed to the slot's thread, by number, with their numbers of moves; and
        # the timer that reads their results on this thread while any is being written.
        self.autosaved: int | None = None
        self._autosave_moves: dict[int, int] = {}
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setInterval(AUTOSAVE_POLL_MS)
        self._autosave_timer.timeout.connect(self._collect_autosaves)
        self.undo_stack = QUndoStack(self)
        self.log: list[LogEntry] = self._rebuild_log()
        self.paused = False
        self._bots = BotRunner(self)
        self._bots.chosen.connect(self._bot_chose)
        self._bots.failed.connect(self._bot_failed)
        self._bots.crashed.connect(self._bot_crashed)
        self._bots.slow.connect(self._bot_slow)
        self._crashes = 0
        self.stuck: int | None = None  # a computer seat that keeps failing: the person decides
        # What a move that would reveal something does (preferences.REVEAL_MOVES: the window
        # sets the person's choice; a session alone never waits), and such a move waiting.
        self.reveal_moves = NEVER
        self.held: Held | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_bot)

    # --- who plays ------------------------------------------------------------------------
    @property
    def people(self) -> set[int]:
        return {i for i, s in enumerate(self.match.seats) if not s.is_computer}

    @property
    def you(self) -> int | None:
        """The seat of the one person at a table of computers (the window speaks to them: "Your
        turn"), None at a hot-seat table, which names whose turn it is."""
        people = self.people
        return next(iter(people)) if len(people) == 1 else None

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.you

    def seat_note(self, seat: int) -> str | None:
        """A word on the seat for the side panel ("away"), at a table played from several computers."""
        return None

    def turn_note(self) -> str | None:
        """Who the game waits for, when the side panel cannot say it as a turn ("Waiting for players")."""
        return None

    @property
    def waiting_for_computer(self) -> bool:
        seat = self.match.current_player
        return seat is not None and self.match.seats[seat].is_computer

    def start(self) -> None:
        """Begin (or resume) play: a computer to move starts thinking."""
        self.update_viewer()
        self._schedule_bot()

    # --- who looks at the table ----------------------------------------------------------------
    def update_viewer(self) -> None:
        """The hot-seat policy. One person at the screen always sees their own secrets; with
        several, a person's secrets (a hand, a secret choice) are shown only after the hand-off
        screen has asked the others to look away; nobody's are shown at the end of such a game."""
        people = sorted(self.people)
        current = self.match.current_player
        if len(people) <= 1:
            self.viewer, self.awaiting = (people[0] if people else None), None
        elif self.match.is_over:
            self.viewer = self.awaiting = None
        elif current in people and current != self.viewer and current != self.awaiting:
            self.viewer, self.awaiting = None, current
            self.handoff.emit(current)

    def show_to(self, seat: int) -> None:
        """The hand-off screen was answered: `seat` looks at the table now."""
        if seat == self.awaiting:
            self.viewer, self.awaiting = seat, None
            self.changed.emit()

    @property
    def may_act(self) -> bool:
        """True when the person looking at the table is the one to act."""
        current = self.match.current_player
        return current is not None and current in self.people and current == self.viewer and self.awaiting is None

    def stop(self) -> None:
        self._timer.stop()
        self._bots.cancel()
        self.thinking.emit(-1)

    # --- moves ------------------------------------------------------------------------------
    def play(self, action: Any, may_hold: bool = False) -> Message | Held | None:
        """Play a person's action; None if done, else why not (nothing changes then). With
        `may_hold` (a card dropped on the table, not a deliberate button), a move that would
        reveal something is held instead, the Board Game Arena way, as `reveal_moves` says,
        and the hold is returned."""
        if not self.may_act:
            return Message("Table", QT_TRANSLATE_NOOP("Table", "Wait for your turn."))
        if may_hold and self.reveal_moves != NEVER:
            reason = self.check(action)
            if reason is not None:
                return reason
            if self.match.would_reveal(action):
                self.held = Held(action, ask=self.reveal_moves == ASK)
                return self.held
        return self._apply(action)

    def confirm_held(self) -> Message | None:
        """Play the held move now; None if played (or none was held), else why not."""
        held, self.held = self.held, None
        return None if held is None else self.play(held.action)

    def take_back_held(self) -> bool:
        """Forget the held move; False if none was held."""
        held, self.held = self.held, None
        return held is not None

    def set_reveal_moves(self, value: str) -> None:
        """A new choice for moves that reveal something; a move held now is asked about, or
        counted down, as the new choice says (never waiting: the caller confirms it)."""
        self.reveal_moves = value
        if self.held is not None:
            self.held = Held(self.held.action, ask=value == ASK)

    def check(self, action: Any) -> Message | None:
        try:
            self.match.check(action)
        except IllegalAction as error:
            return error.message
        return None

    def _apply(self, action: Any) -> Message | None:
        seat = self.match.current_player
        try:
            message = self.match.describe(action)
            self.match.apply(action)
        except IllegalAction as error:
            return error.message
        entries = step_lines(self.match, len(self.match.steps) - 1, message)
        self.log.extend(entries)
        self._record_undo(entries, by_person=not self.match.seats[seat].is_computer)
        for entry in entries:
            self.logged.emit(entry)
        self._after_change()
        if self.match.is_over:
            self.finished.emit()
        return None

    def _record_undo(self, entries: list[LogEntry], by_person: bool) -> None:
        if self.match.undo_depth(self.people) == 0:
            self.undo_stack.clear()
        elif by_person or self.undo_stack.canUndo():
            self.undo_stack.push(_MoveCommand(self, entries, by_person))

    def save_autosave(self) -> None:
        """Write the autosave now and wait for it (when a game starts, or a seat changes)."""
        self._save_autosave(later=False)

    def _save_autosave(self, later: bool) -> None:
        """After a move the autosave is handed to the slot's writing thread (`later`): the UI
        thread goes on at once. The writes are made in order, each move's before the next's
        is reported written, and a failure is told here, on the main thread, as soon as it
        is known (`_collect_autosaves`)."""
        if not self.autosave:
            return
        try:
            if self.slot is None:
                self.slot = storage.AutosaveSlot.new()
            if later:
                self._autosave_moves[self.slot.write_later(self.match)] = len(self.match.steps)
                self._autosave_timer.start()
            else:
                self.flush_autosave()
                self.slot.write(self.match)
                self.autosaved = len(self.match.steps)
        except storage.WriteError as error:
            self._autosave_failed_with(error)

    def flush_autosave(self) -> None:
        """Wait until the autosaves handed to the writing thread are on disk, and tell any
        failure (before the game is left, and before a write made now)."""
        if self.slot is not None:
            self.slot.wait()
        self._collect_autosaves()

    def _collect_autosaves(self) -> None:
        """The results of the writing thread, in the order of the moves."""
        if self.slot is None:
            self._autosave_timer.stop()
            return
        writing = self.slot.writing  # first: once it is done, all its results are in
        for number, error in self.slot.finished():
            moves = self._autosave_moves.get(number)
            for earlier in [n for n in self._autosave_moves if n <= number]:  # replaced, or this one
                del self._autosave_moves[earlier]
            if error is not None:
                self._autosave_failed_with(error)
            elif moves is not None:
                self.autosaved = moves
        if not writing:
            self._autosave_timer.stop()

    def _autosave_failed_with(self, error: storage.WriteError) -> None:
        # Play goes on; the person is told once, then the status bar says it at each move.
        self.problem.emit(Message.of("Session", AUTOSAVE_FAILED, reason=error.message))
        if not self._autosave_failed:
            self._autosave_failed = True
            self.autosave_off.emit(Message.of("Session", AUTOSAVE_OFF, reason=error.message))

    def _after_change(self) -> None:
        self.stuck, self._crashes = None, 0  # a new position: the computers get a fresh chance
        self._save_autosave(later=True)
        self.update_viewer()
        self.changed.emit()
        self._schedule_bot()

    # --- undo / redo (called by the commands) ------------------------------------------
    def _take_back(self, count: int) -> None:
        self.stop()
        self.match.undo(count)
        self.log[:] = [entry for entry in self.log if entry.step < len(self.match.steps)]
        self.log_reset.emit()
        self._after_change()

    def _play_again(self, steps: list[Step], entries: list[LogEntry]) -> None:
        self.stop()
        self.match.redo(steps)
        self.log.extend(entries)
        self.log_reset.emit()
        self._after_change()

    def retranslate(self) -> None:
        for index in range(self.undo_stack.count()):
            command = self.undo_stack.command(index)
            if isinstance(command, _MoveCommand):
                command.retranslate()

    def _rebuild_log(self) -> list[LogEntry]:
        """The log of a loaded match, from a replay of its history."""
        replay = Match(self.match.game, self.match.players, self.match.seed, self.match.options, self.match.seats)
        log = []
        for index, step in enumerate(self.match.steps):
            message = replay.describe(step.action)
            replay.apply(step.action)
            log += step_lines(replay, index, message)
        return log

    def save_to(self, path) -> None:
        """Save the game to `path` (storage.WriteError if it cannot be written)."""
        storage.save_match(self.match, path)

    def replay(self) -> Replay:
        """The game's record so far, to review (engine/replay.py)."""
        from ..engine.replay import Replay

        return Replay(self.match)

    def rematch(self, seed: int) -> Match:
        """The same game again, same seats and options, a new deal."""
        return self.match.rematch(seed)

    # --- computer players ---------------------------------------------------------------
    def _schedule_bot(self) -> None:
        if self.paused or self.stuck is not None or not self.waiting_for_computer:
            return
        self._timer.start(self.bot_pause_ms)

    def _start_bot(self) -> None:
        if self.paused or not self.waiting_for_computer:
            return
        seat = self.match.current_player
        self.thinking.emit(seat)
        self._bots.think(
            self.match.game, self.match.view(seat), seat, self.match.seats[seat].level, bot_seed(self.match)
        )

    def _bot_crashed(self, details: str) -> None:
        """The worker process died, hung or said something unreadable: it is started again and
        asked again."""
        self._bot_went_wrong("the computer players' process stopped", details, BOT_RESTARTED)

    def _bot_chose(self, action: Any) -> None:
        self.thinking.emit(-1)
        if not self.waiting_for_computer:
            return
        try:
            self.match.check(action)
        except IllegalAction as refused:
            self._bots.restart_worker()
            self._bot_went_wrong(
                "a computer player's answer is not a legal move",
                f"{action!r}: {refused.message.english()}",
                BOT_RETRIED,
            )
            return
        self._crashes = 0
        self._apply(action)

    def _bot_failed(self, details: str) -> None:
        """The bot raised, or its answer could not be read: asked again in a new process."""
        self._bots.restart_worker()
        self._bot_went_wrong("a computer player raised", details, BOT_RETRIED)

    def _bot_went_wrong(self, what: str, details: str, notice: str) -> None:
        """A computer's answer could not be used: asked again, a few times; then the person is
        told plainly and chooses (another level for the seat, or another try)."""
        from ..error_log import log_text

        path = log_text(what, details)
        self.thinking.emit(-1)
        self._crashes += 1
        seat = self.match.current_player
        if self._crashes > CRASHES_TOLERATED and seat is not None:
            self.stuck = seat
            self.problem.emit(Message.of("Session", BOT_STUCK, player=self.match.seats[seat].name, path=str(path)))
            self.changed.emit()
            return
        self.problem.emit(Message("Session", notice))
        self._schedule_bot()

    def _bot_slow(self) -> None:
        seat = self.match.current_player
        if seat is not None and self.waiting_for_computer:
            self.problem.emit(Message.of("Session", BOT_SLOW, player=self.match.seats[seat].name))

    def try_again(self, level: str | None = None) -> None:
        """The person's answer to a computer that keeps failing: ask it again, or let `level`
        play its seat from now on (kept in saves)."""
        seat, self.stuck = self.stuck, None
        self._crashes = 0
        if seat is not None and level is not None and level != self.match.seats[seat].level:
            self.match.seats[seat] = replace(self.match.seats[seat], level=level)
            self.save_autosave()
        self.changed.emit()
        self._schedule_bot()

    @property
    def bot_busy(self) -> bool:
        return self._timer.isActive() or self._bots.busy
