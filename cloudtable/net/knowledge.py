"""What a client knows of a hosted game: the frames it received, put together (docs/protocol.md).

Only data, no network and no thread: the client library keeps one for itself (its seat, its token,
the numbers it must use), and the window keeps its own on the Qt thread, fed the same frames, for
its `RemoteFeed`. Frames are frozen, so the two never share anything that changes.
"""

from __future__ import annotations

from typing import Any

from ..engine import Message, Outcome
from .fairness import FAIR, check_record
from .protocol import (
    Adjourned,
    Commitment,
    Frame,
    History,
    LogLine,
    Record,
    Refusal,
    Said,
    Seated,
    SeatInfo,
    Seats,
    StepInfo,
    Update,
    Welcome,
)

KEPT = 200  # chat lines and refusals kept (the newest): a long evening is not kept whole


class OutOfStep(Exception):
    """An update that does not follow the ones before (a frame was lost?): ask for everything."""


class Knowledge:
    def __init__(self) -> None:
        self.game_id: str | None = None
        self.table = ""
        self.host_version = ""
        self.seats: tuple[SeatInfo, ...] = ()
        self.seated = False
        self.seat: int | None = None  # None: a spectator
        self.token: str | None = None
        self.next = 1  # the number of this seat's next action
        # The game, as of the change numbered `seq`.
        self.seq = 0
        self.moves = 0
        self.steps: list[StepInfo] = []
        self.log: list[LogLine] = []
        self.view: dict[str, Any] | None = None
        self.current: int | None = None
        self.acting: tuple[int, ...] = ()
        self.chosen: tuple[int, ...] = ()
        self.legal: tuple[dict[str, Any], ...] = ()
        self.taken = 0  # the number of this seat's last action the host took in
        self.scores: tuple[int, ...] | None = None
        self.outcome: Outcome | None = None
        self.chat: list[Said] = []  # in the order of their numbers, each once
        self.earlier: set[int] = set()  # the numbers of those that came as earlier lines (`history`)
        self.refusals: list[Refusal] = []
        self.adjourned_by: str | None = None
        # The deal's check (net/fairness.py): the host's commitment to this game's deal, the value
        # this seat sent for it, and every (moves, view) it was shown since the deal, until the
        # record comes; then what the check found (FAIR, or what is wrong) and whether it is wrong.
        self.commitment: bytes | None = None
        self.value: bytes | None = None
        self.shown: list[tuple[int, dict[str, Any]]] = []
        self.fairness: Message | None = None
        self.cheated = False
        # What is wrong with a commitment read elsewhere than from the host's frames (a Matrix
        # table's room, for an app that came in after the deal: matrix/audit.py), if anything.
        self.commitment_problem: Message | None = None

    @property
    def may_act(self) -> bool:
        """This seat must (or may, at a secret choice) act now."""
        return self.seat is not None and self.seat in self.acting and bool(self.legal)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def apply(self, frame: Frame) -> None:
        """Take in one frame from the host (OutOfStep if an update does not follow on)."""
        if isinstance(frame, Welcome):
            self.game_id, self.table, self.host_version, self.seats = (
                frame.game,
                frame.table,
                frame.version,
                frame.seats,
            )
        elif isinstance(frame, Seated):
            self.seated, self.seat, self.next = True, frame.seat, frame.next
            if frame.token is not None:
                self.token = frame.token
        elif isinstance(frame, Seats):
            self.seats = frame.seats
        elif isinstance(frame, Update):
            self._update(frame)
        elif isinstance(frame, Said):
            self._hear((frame,))
        elif isinstance(frame, History):
            self.earlier.update(line.n for line in self._hear(frame.lines))
        elif isinstance(frame, Refusal):
            self.refusals.append(frame)
            del self.refusals[:-KEPT]
        elif isinstance(frame, Adjourned):
            self.adjourned_by = frame.by
        elif isinstance(frame, Commitment):
            committed = bytes.fromhex(frame.hash)
            if committed != self.commitment:  # a new deal (the same one again after a resume)
                self.commitment, self.value, self.shown = committed, None, []
                self.fairness, self.cheated, self.commitment_problem = None, False, None
        elif isinstance(frame, Record):
            self._check(frame)

    @property
    def heard(self) -> int:
        """The number of the last chat line taken in (0: none): a resume asks for those after it."""
        return self.chat[-1].n if self.chat else 0

    def _hear(self, lines: tuple[Said, ...]) -> list[Said]:
        """The lines not taken in before (a line sent again after a reconnection is left out)."""
        new = [line for line in lines if line.n > self.heard]  # (a history's numbers rise: protocol.py)
        self.chat += new
        del self.chat[:-KEPT]
        self.earlier &= {line.n for line in self.chat}
        return new

    def committed_elsewhere(self, committed: bytes, problem: Message | None) -> None:
        """The host's commitment to this game's deal as found elsewhere than in its frames (this
        app came in after the deal, or started again since), and what is wrong with it if anything:
        the record is checked against it at the end. A commitment the host sent wins."""
        if self.commitment is None:
            self.commitment, self.commitment_problem = committed, problem

    def _check(self, record: Record) -> None:
        """The host's record against what it committed to and what it showed this seat."""
        if self.commitment is None or self.game_id is None or self.fairness is not None:
            return  # (no commitment seen: this app came in after the deal and cannot check it)
        problem = self.commitment_problem or check_record(
            self.game_id, self.seat, self.commitment, self.value, self.shown, record
        )
        self.fairness, self.cheated = (problem, True) if problem is not None else (Message("Fairness", FAIR), False)

    def _update(self, update: Update) -> None:
        if update.reset:
            self.steps, self.log = list(update.steps), list(update.log)
        else:
            if self.moves + len(update.steps) != update.moves or update.seq < self.seq:
                raise OutOfStep
            self.steps += update.steps
            self.log += update.log
        self.seq, self.moves = update.seq, update.moves
        self.view = update.view
        self.current, self.acting, self.chosen = update.current, update.acting, update.chosen
        self.legal, self.taken = update.legal, update.taken
        self.scores, self.outcome = update.scores, update.outcome
        if self.commitment is not None and (update.acting or update.outcome is not None):
            self.shown.append((update.moves, update.view))  # (before the deal nobody acts)

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def last_refusal(self) -> Message | None:
        return self.refusals[-1].reason if self.refusals else None
