"""The play loop of a game at a table hosted on another computer (or by this window's own host
process): the same window, table and play loop as a local game, over the host's word.

`RemoteSession` stands where a local game's `GameSession` stands (ui/session.py) and answers what
the window, the side panel and the play loop ask of one, from the link to the table
(ui/remote_link.py): the table is read from its `RemoteFeed`, a move is sent to the host and the
table waits for its answer (an update lays it out again; a refusal is said and the card goes home),
the log is the host's, each line rendered here in this window's language and in the second person
for this seat. No undo, no autosave, no hand-off screen: the host keeps the game, and every person
looks at their own screen. `RemotePlayController` is the play loop with the table's own prompts:
waiting for people to join, and what to do about someone who is away (wait, let a computer play
for them, adjourn). `RemoteOpening` is what the window opens (MainWindow.open_game), once per game
at the table: a rematch opens the next.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from ..engine import IllegalAction
from ..engine.message import QT_TRANSLATE_NOOP, Message, translate
from ..i18n import render
from ..net.protocol import COMPUTER, INVITED, OPEN, PERSON, WAITING, LogLine
from ..preferences import NEVER
from .log_lines import LogEntry, outcome_lines
from .passing import Passing
from .play import OtherLevel, PlayController

if TYPE_CHECKING:
    from .remote_link import RemoteLink
    from .table.prompt import Prompt

C = "RemotePlay"
ADJOURN = object()  # the away prompt's answer: stop the game for everyone, to go on later
WAIT_FOR_TURN = QT_TRANSLATE_NOOP("Table", "Wait for your turn.")
WAITING_FOR_PLAYERS = translate("RemotePlay", "Waiting for %n more players to join…", None, 1)
NOTES = {  # a seat, in the side panel
    "open": QT_TRANSLATE_NOOP("RemotePlay", "free"),
    "invited": QT_TRANSLATE_NOOP("RemotePlay", "kept for someone invited"),
    "away": QT_TRANSLATE_NOOP("RemotePlay", "away"),
    "stand_in": QT_TRANSLATE_NOOP("RemotePlay", "away, a computer plays"),
    "you": QT_TRANSLATE_NOOP("RemotePlay", "you"),
}
ADJOURNED = QT_TRANSLATE_NOOP("RemotePlay", "{name} adjourned the game.")
NOT_CONNECTED = QT_TRANSLATE_NOOP("RemotePlay", "Not connected to the table.")
WAITING_AWAY = QT_TRANSLATE_NOOP("RemotePlay", "Waiting for {name}, who is away.")
WAITING_CHOICES = QT_TRANSLATE_NOOP("RemotePlay", "Waiting for the others to choose…")
WAITING_CHOICE = QT_TRANSLATE_NOOP(
    "RemotePlay", "Waiting for {name} to choose…"
)  # (the last one: "the others" was Bea alone)
AWAY = QT_TRANSLATE_NOOP(
    "RemotePlay",
    "{player} is away. Wait for them to come back, let a computer play for them until then, or adjourn the game.",
)
# The words of the prompt above them and of New Game's seats ("Let the normal level play" read as
# a setting, not as a computer taking the seat: seen on two X displays).
STAND_IN = QT_TRANSLATE_NOOP("RemotePlay", "Computer ({level})")
STAND_IN_TIP = QT_TRANSLATE_NOOP("RemotePlay", "A computer of this level plays for {player} until they are back")
ADJOURN_LABEL = QT_TRANSLATE_NOOP("RemotePlay", "&Adjourn")
ADJOURN_TIP = QT_TRANSLATE_NOOP(
    "RemotePlay", "Stop the game here for everyone; the host can open the table again later and all go on."
)
LOST = QT_TRANSLATE_NOOP("RemotePlay", "The connection to the table was lost: trying again…")
BACK = QT_TRANSLATE_NOOP("RemotePlay", "Back at the table.")


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(C, text, None, n)


def _entry(line: LogLine) -> LogEntry:
    return LogEntry(line.seat, line.message, -1 if line.step is None else line.step)


class RemoteSession(QObject):
    remote = True

    # What the window, the side panel and the play loop hear from a session (ui/session.py).
    changed = Signal()
    logged = Signal(object)  # a LogEntry was added (ui/log_lines.py)
    log_reset = Signal()
    thinking = Signal(int)
    finished = Signal()
    problem = Signal(object)
    handoff = Signal(int)  # (never: everyone looks at their own screen)
    autosave_off = Signal(object)  # (never: the host keeps the game)
    # And what only a remote game says.
    restarted = Signal()  # a new game began at the table (a rematch): open it
    your_turn = Signal()  # this seat may act now, and could not a moment ago
    stopped = Signal()  # the window let go of this game (another game, or it closes)
    sent = Signal()  # a move went to the host: the table takes no other until it answers

    def __init__(self, link: RemoteLink, parent: QObject | None = None):
        super().__init__(parent)
        self.link = link
        self.feed = link.feed
        self.slot = None
        self.undo_stack = QUndoStack(self)  # always empty: the host's moves are final
        self.held = None
        self.awaiting: int | None = None
        self.reveal_moves = NEVER
        self.autosaved: int | None = None
        self.paused = False
        k = link.knowledge
        self._log = k.log  # the list the log was last read from (the knowledge replaces it on a reset)
        self._logged = len(k.log)
        self._moves, self._over = k.moves, k.is_over
        self._sent_after: int | None = None  # an action is with the host: its `taken` when it was sent
        self._could_act = self.may_act
        self._thinking = -1
        self.leave_check: Callable[[], bool] | None = None  # set by the table (ui/remote_game.py)
        link.changed.connect(self._changed)
        link.refused.connect(self._refused)
        link.connection.connect(self._connection)
        link.failed.connect(self._failed)
        link.cheated.connect(self.problem.emit)  # (said plainly, as a refusal is)

    # --- who plays ----------------------------------------------------------------------------
    @property
    def knowledge(self):
        return self.link.knowledge

    @property
    def viewer(self) -> int | None:
        return self.knowledge.seat  # this seat's view: all a client ever has

    @property
    def people(self) -> set[int]:
        return {i for i, info in enumerate(self.knowledge.seats) if info.kind == PERSON}

    @property
    def you(self) -> int | None:
        return self.knowledge.seat

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.knowledge.seat

    @property
    def log(self) -> list[LogEntry]:
        """The host's lines, each with its move as a local game's (a click lights it), and once
        the game is over who won, said here as a local game says it."""
        return [_entry(line) for line in self.knowledge.log] + self._end_lines()

    def _end_lines(self) -> list[LogEntry]:
        k = self.knowledge
        if not k.is_over:
            return []
        return outcome_lines(k.outcome, [seat.name for seat in self.feed.seats], k.moves - 1)

    @property
    def started(self) -> bool:
        """Every seat is taken and the cards are dealt (until the deal, made from everyone's
        values, nobody acts: docs/protocol.md, "Fairness")."""
        k = self.knowledge
        return not any(info.kind in WAITING for info in k.seats) and (bool(k.acting) or k.outcome is not None)

    @property
    def open_seats(self) -> int:
        return sum(info.kind in WAITING for info in self.knowledge.seats)  # (invited ones too)

    @property
    def waiting(self) -> bool:
        """An action of this seat is with the host: the table waits for its answer."""
        return self._sent_after is not None

    @property
    def may_act(self) -> bool:
        k = self.knowledge
        return k.may_act and not self.waiting and self.link.connected and k.adjourned_by is None

    @property
    def waiting_for_computer(self) -> bool:
        seat = self.knowledge.current
        return seat is not None and not self.knowledge.is_over and self._computer_plays(seat)

    @property
    def bot_busy(self) -> bool:
        return False

    def _computer_plays(self, seat: int) -> bool:
        info = self.knowledge.seats[seat] if seat < len(self.knowledge.seats) else None
        return info is not None and (info.kind == COMPUTER or (info.kind == PERSON and info.level is not None))

    def _away(self, seat: int) -> bool:
        info = self.knowledge.seats[seat]
        return info.kind == PERSON and not info.present and info.level is None

    @property
    def stuck(self) -> int | None:
        """A person who is away, whom the game waits for now (the others choose what to do)."""
        k = self.knowledge
        if k.seat is None or k.is_over or self.may_act or not self.link.connected:
            return None
        return next((seat for seat in k.acting if seat != k.seat and self._away(seat)), None)

    def seat_note(self, seat: int) -> str | None:
        info = self.knowledge.seats[seat] if seat < len(self.knowledge.seats) else None
        if info is None:
            return None
        if info.kind in WAITING:
            return _tr(NOTES["open" if info.kind == OPEN else INVITED])
        if info.kind == PERSON and not info.present:
            return _tr(NOTES["stand_in"] if info.level is not None else NOTES["away"])
        if self.is_you(seat):
            return _tr(NOTES["you"])
        return None

    def turn_note(self) -> str | None:
        k = self.knowledge
        if k.adjourned_by is not None:
            return _tr(ADJOURNED).format(name=k.adjourned_by)
        if not self.link.connected:
            return render(self._lost()) if self.link.matrix and self.started else _tr(NOT_CONNECTED)
        if not self.started:
            return _tr(WAITING_FOR_PLAYERS, self.open_seats)
        if self.stuck is not None:
            return _tr(WAITING_AWAY).format(name=k.seats[self.stuck].name)
        if k.seat is not None and self.feed.choosing_in_secret and k.seat not in k.acting and k.acting:
            if len(k.acting) == 1:
                return _tr(WAITING_CHOICE).format(name=k.seats[k.acting[0]].name)
            return _tr(WAITING_CHOICES)
        return None

    # --- moves ------------------------------------------------------------------------------------
    def play(self, action: Any, may_hold: bool = False) -> Message | None:
        """Send the action to the host; the table waits for its answer (None: sent)."""
        if not self.may_act:
            return Message("Table", WAIT_FOR_TURN)
        try:
            self.feed.check(action)  # one of the host's legal actions, or the rules' reason why not
        except IllegalAction as error:
            return error.message
        self._sent_after = self.knowledge.taken
        self.link.play(action)
        self.sent.emit()
        return None

    def confirm_held(self) -> Message | None:
        return None

    def take_back_held(self) -> bool:
        return False

    def set_reveal_moves(self, value: str) -> None:
        self.reveal_moves = value  # (a move here is final once sent: nothing is held)

    def try_again(self, level: str | None = None) -> None:
        """The answer to someone away: a computer of `level` plays their seat until they are back."""
        seat = self.stuck
        if seat is not None and level is not None:
            self.link.stand_in(seat, level)

    def adjourn(self) -> None:
        self.link.adjourn()

    def rematch(self, seed: int | None = None) -> None:
        """Ask the host for another game with the same seats (it comes as a new game: `restarted`)."""
        self.link.rematch()

    # --- what the window asks of a session -----------------------------------------------------
    def may_leave(self) -> bool:
        """Whether the window may leave the table now (a host asks its person first)."""
        return self.leave_check() if self.leave_check is not None else True

    def update_viewer(self) -> None:
        """(Nothing to decide: this screen shows this seat.)"""

    def show_to(self, seat: int) -> None:
        """(No hand-off screen at a table where each person has their own.)"""

    def start(self) -> None:
        self._thinking_now()

    def stop(self) -> None:
        with contextlib.suppress(RuntimeError):  # (a link already let go of by its table)
            for signal, slot in (
                (self.link.changed, self._changed),
                (self.link.refused, self._refused),
                (self.link.connection, self._connection),
                (self.link.failed, self._failed),
                (self.link.cheated, self.problem.emit),
            ):
                signal.disconnect(slot)
        self.thinking.emit(-1)
        self.stopped.emit()

    def retranslate(self) -> None:
        """(The log is rendered by the side panel, in the language of the moment.)"""

    def save_autosave(self) -> None:
        """(The host writes the table's file after every change.)"""

    def flush_autosave(self) -> None:
        """(Nothing is written here.)"""

    # --- the host's word -----------------------------------------------------------------------
    def _changed(self) -> None:
        k = self.knowledge
        if k.view is None:
            return
        if k.moves < self._moves or (self._over and not k.is_over):
            self.restarted.emit()  # another game at the same table: opened anew
            return
        self._moves = k.moves
        if self._sent_after is not None and k.taken > self._sent_after:
            self._sent_after = None  # the host took our move in
        if k.log is not self._log:
            self._log, self._logged = k.log, len(k.log)
            self.log_reset.emit()
        else:
            for line in k.log[self._logged :]:
                self.logged.emit(_entry(line))
            self._logged = len(k.log)
            if k.is_over and not self._over:
                for entry in self._end_lines():
                    self.logged.emit(entry)
        self._thinking_now()
        self.changed.emit()
        can_act = self.may_act
        if can_act and not self._could_act:
            self.your_turn.emit()
        self._could_act = can_act
        if k.is_over and not self._over:
            self._over = True
            self.finished.emit()

    def _thinking_now(self) -> None:
        seat = self.knowledge.current if self.waiting_for_computer and self.started else -1
        if seat != self._thinking:
            self._thinking = -1 if seat is None else seat
            self.thinking.emit(self._thinking)

    def _refused(self, reason: Message) -> None:
        refusals = self.knowledge.refusals
        if refusals and refusals[-1].to == "act":
            self._sent_after = None  # the move sent is not played: the table takes moves again
        self.problem.emit(reason)
        self.changed.emit()  # the card that was played goes home

    def _lost(self) -> Message:
        """Why the table takes no move now: over Matrix, the homeserver is away (the game waits
        for it, and nothing sent meanwhile is lost); else the connection is tried again."""
        if self.link.matrix:
            from .matrix_link import PAUSED

            return Message("Network", PAUSED)
        return Message(C, LOST)

    def _failed(self, message: Message) -> None:
        """The link gave up (the window says why): the table takes no more moves."""
        self.changed.emit()

    def _connection(self, connected: bool) -> None:
        self.problem.emit(Passing(Message(C, BACK)) if connected else self._lost())
        if connected:
            # A move sent before the drop was taken in (the update since says so) or is sent now
            # by the client; either way the table takes moves again (the host refuses a second).
            self._sent_after = None
        self.changed.emit()
        self._could_act = self.may_act


class RemotePlayController(PlayController):
    """The play loop of a remote game: the local one, with the table's own prompts."""

    def __init__(self, session: RemoteSession, table, scene, parent=None):
        super().__init__(session, table, scene, parent)
        session.sent.connect(self._sent)

    def _sent(self) -> None:
        """A move is with the host: the card stays where it was played, nothing else is offered
        until the host answers (its update lays the table out; a refusal sends the card home)."""
        self.table.interactive = False
        self.scene.set_choices(())
        self.prompt.emit(None)

    def close(self) -> None:
        self.session.sent.disconnect(self._sent)
        super().close()

    def prompt_now(self) -> Prompt | None:
        from .table.prompt import Prompt

        session = self.session
        if not session.started and not session.knowledge.is_over:
            return Prompt(Message.of(C, WAITING_FOR_PLAYERS, n=session.open_seats))
        return super().prompt_now()

    def _stuck_prompt(self, seat: int) -> Prompt:
        """Someone the game waits for is away: wait, let a computer play for them, or adjourn."""
        from .side_panel import LEVEL_NAMES
        from .table.prompt import Prompt, PromptButton

        buttons = tuple(
            PromptButton(
                Message.of(C, STAND_IN, level=Message("Level", LEVEL_NAMES.get(level, level))),
                OtherLevel(level),
                tooltip=Message.of(C, STAND_IN_TIP, player=self.feed.seats[seat].name),
            )
            for level in self.feed.game.bot_levels
        )
        buttons += (PromptButton(Message(C, ADJOURN_LABEL), ADJOURN, tooltip=Message(C, ADJOURN_TIP)),)
        return Prompt(Message.of(C, AWAY, player=self.feed.seats[seat].name), buttons)

    def play_from_prompt(self, action) -> None:
        if action is ADJOURN:
            self.session.adjourn()
        else:
            super().play_from_prompt(action)


class RemoteOpening:
    """A game at a remote table, for MainWindow.open_game: its session is made over the table's
    link, and the table this window plays at (`game`) hears of it."""

    remote = True
    path = None
    slot = None

    def __init__(self, game: Any):  # (ui/remote_game.py's RemoteGame, which imports this module)
        self.game = game

    @property
    def game_id(self) -> str:
        return self.game.link.knowledge.game_id or ""

    @property
    def is_over(self) -> bool:
        return self.game.link.knowledge.is_over

    def session(self, bot_pause_ms: int = 0, parent: QObject | None = None) -> RemoteSession:
        session = RemoteSession(self.game.link, parent)
        self.game.attach(session)
        return session

    @staticmethod
    def controller(session, table, scene, parent) -> RemotePlayController:
        return RemotePlayController(session, table, scene, parent)
