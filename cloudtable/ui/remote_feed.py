"""A seat played from this computer at a table hosted on another (docs/protocol.md), behind the
kit's `Feed`: a table cannot tell it from a seat of a local game.

It answers everything a table asks from what the host last sent this seat (a `Knowledge`, fed
on the Qt thread by ui/remote_link.py): the view is the host's snapshot of this seat's view, read
back by the game's own reader (`state_from_snapshot`), the legal actions are the host's, the
moves are the steps this seat was told of (another seat's secret choice without its action).
It never has more than its seat's view, so it can give nothing more, whichever seat is asked for.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import IllegalAction, Message, Moved, Seat, SnapshotError, get_game, state_from_snapshot
from ..engine.actions import ActionCodec
from ..engine.errors import SaveFileError
from ..engine.message import QT_TRANSLATE_NOOP
from ..engine.snapshot import DAMAGED
from ..net.knowledge import Knowledge
from ..net.protocol import COMPUTER, WAITING, LogLine
from .table.feed import Feed

NOT_NOW = QT_TRANSLATE_NOOP("RemoteFeed", "That move cannot be played now.")
OPEN_SEAT = QT_TRANSLATE_NOOP("RemoteFeed", "Seat {number}")


class RemoteFeed(Feed):
    def __init__(self, knowledge: Knowledge):  # (no match here: Feed's own is never made)
        self.knowledge = knowledge
        if knowledge.game_id is None:
            raise ValueError("a remote feed needs the host's welcome first")
        self._game = get_game(knowledge.game_id)
        self._codec = ActionCodec(self._game.action_types)
        # What was read back, with what it was read from (the frames' data is never changed, only
        # replaced: the same object is the same data).
        self._view: tuple[Any, Any] = (None, None)
        self._legal: tuple[Any, list[Any]] = (None, [])
        self._actions: dict[int, tuple[Any, Any]] = {}  # step index -> (its StepInfo, its action or None)

    @property
    def game(self):
        return self._game

    @property
    def seat(self) -> int | None:
        """The seat played from here (None: watching)."""
        return self.knowledge.seat

    @property
    def seats(self) -> list[Seat]:
        """The seats as the host says them; a seat still open is named in this window's words
        (the host's placeholder name is its own, in English)."""
        return [
            Seat(
                QCoreApplication.translate("RemoteFeed", OPEN_SEAT).format(number=seat + 1)
                if info.kind in WAITING and info.user is None
                else info.name,  # (a seat kept for a Matrix account: the name its host gave it)
                info.colour,
                COMPUTER if info.kind == COMPUTER else "person",
                info.level or "normal",
            )
            for seat, info in enumerate(self.knowledge.seats)
        ]

    def view(self, seat: int | None) -> Any:
        """This seat's view, whichever seat is asked for: it is all a client ever has."""
        k = self.knowledge
        if k.view is None:
            raise SnapshotError(Message("Snapshot", DAMAGED))
        if self._view[0] is not k.view:
            self._view = (k.view, state_from_snapshot(self._game, k.view))
        return self._view[1]

    @property
    def current_player(self) -> int | None:
        k = self.knowledge
        if k.is_over:
            return None
        if k.seat is not None and k.seat in k.acting:
            return k.seat  # at a secret choice every seat still to choose acts at once
        return k.current

    @property
    def is_over(self) -> bool:
        return self.knowledge.is_over

    @property
    def outcome(self):
        return self.knowledge.outcome

    def scores(self):
        scores = self.knowledge.scores
        return None if scores is None else list(scores)

    @property
    def choosing_in_secret(self) -> bool:
        return not self.is_over and bool(self._game.choosing_seats(self.view(self.seat)))

    @property
    def chosen_seats(self) -> frozenset[int]:
        return frozenset(self.knowledge.chosen)

    def legal_actions(self) -> list[Any]:
        k = self.knowledge
        if k.seat is None or k.seat not in k.acting:
            return []
        if self._legal[0] is not k.legal:
            legal = []
            for data in k.legal:
                try:
                    legal.append(self._codec.load(data))
                except SaveFileError:  # a host's move this app cannot read: not offered
                    continue
            self._legal = (k.legal, legal)
        return list(self._legal[1])

    def check(self, action: Any) -> None:
        """Legal if the host listed it; else the rules' reason as this seat's view gives it."""
        if action in self.legal_actions():
            return
        view, seat = self.view(self.seat), self.seat
        try:
            if self.choosing_in_secret and seat is not None:
                self._game.check_choice(view, seat, action)
            else:
                self._game.check(view, action)
        except IllegalAction:
            raise
        except Exception:  # the view lacks what the rules would look at: no reason to give
            pass
        raise IllegalAction(Message("RemoteFeed", NOT_NOW))

    @property
    def moves(self) -> int:
        return self.knowledge.moves

    def _action(self, index: int) -> Any:
        step = self.knowledge.steps[index]
        known = self._actions.get(index)
        if known is None or known[0] is not step:
            try:
                action = None if step.action is None else self._codec.load(step.action)
            except SaveFileError:  # a move this app cannot read: shown as not told
                action = None
            known = self._actions[index] = (step, action)
        return known[1]

    def public_moves(self, since: int = 0) -> list[tuple[int, Any]]:
        steps = self.knowledge.steps
        return [(steps[i].seat, self._action(i)) for i in range(since, len(steps))]

    def moved(self, since: int = 0) -> list[Moved]:
        return [event for step in self.knowledge.steps[since:] for event in step.moved]

    def log(self) -> list[LogLine]:
        """The game's log as this seat was told it: (seat, Message) lines to render."""
        return list(self.knowledge.log)
