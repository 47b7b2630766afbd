"""Computer players think in a worker thread; the answer comes back as a signal."""

from __future__ import annotations

import itertools
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..engine import Rng


class _Signals(QObject):
    chosen = Signal(int, object)  # ticket, action
    failed = Signal(int, str)


# One signal object for every worker, made in the main thread and never deleted: a worker
# may still answer after the game (and its runner) is gone, and must never emit through a
# deleted object. Tickets say which runner an answer belongs to.
_shared: _Signals | None = None
_tickets = itertools.count(1)


def _signals() -> _Signals:
    global _shared
    if _shared is None:
        _shared = _Signals()
    return _shared


class BotRunner(QObject):
    """Starts one computation at a time; a newer request makes older answers stale."""

    chosen = Signal(object)
    failed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        signals = _signals()
        signals.chosen.connect(self._on_chosen)
        signals.failed.connect(self._on_failed)
        self._ticket = 0
        self.busy = False

    def think(self, game, view, seat: int, level: str, seed: int) -> None:
        """Ask `game` for `seat`'s move from its `view` (a private copy) on a worker thread."""
        self._ticket = ticket = next(_tickets)
        signals = _signals()
        self.busy = True

        def work() -> None:
            try:
                action = game.choose_action(view, seat, level, Rng(seed))
            except Exception:  # report, never kill the worker thread silently
                signals.failed.emit(ticket, traceback.format_exc())
            else:
                signals.chosen.emit(ticket, action)

        QThreadPool.globalInstance().start(QRunnable.create(work))

    def cancel(self) -> None:
        self._ticket = 0
        self.busy = False

    def _on_chosen(self, ticket: int, action) -> None:
        if ticket == self._ticket:
            self.busy = False
            self.chosen.emit(action)

    def _on_failed(self, ticket: int, details: str) -> None:
        if ticket == self._ticket:
            self.busy = False
            self.failed.emit(details)


def wait_for_workers(milliseconds: int = 5000) -> None:
    """Let computations still running finish (at exit, and between tests)."""
    QThreadPool.globalInstance().waitForDone(milliseconds)
