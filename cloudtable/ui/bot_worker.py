"""Computer players think in a worker thread; the answer comes back as a signal."""

from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..engine import Rng


class _Signals(QObject):
    chosen = Signal(int, object)  # ticket, action
    failed = Signal(int, str)


class BotRunner(QObject):
    """Starts one computation at a time; a newer request makes older answers stale."""

    chosen = Signal(object)
    failed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._signals = _Signals(self)
        self._signals.chosen.connect(self._on_chosen)
        self._signals.failed.connect(self._on_failed)
        self._ticket = 0
        self.busy = False

    def think(self, game, state, level: str, seed: int) -> None:
        """Ask `game` for its move in `state` (a private copy) on a worker thread."""
        self._ticket += 1
        ticket, signals = self._ticket, self._signals
        self.busy = True

        def work() -> None:
            try:
                action = game.choose_action(state, level, Rng(seed))
            except Exception:  # report, never kill the worker thread silently
                signals.failed.emit(ticket, traceback.format_exc())
            else:
                signals.chosen.emit(ticket, action)

        QThreadPool.globalInstance().start(QRunnable.create(work))

    def cancel(self) -> None:
        self._ticket += 1
        self.busy = False

    def _on_chosen(self, ticket: int, action) -> None:
        if ticket == self._ticket:
            self.busy = False
            self.chosen.emit(action)

    def _on_failed(self, ticket: int, details: str) -> None:
        if ticket == self._ticket:
            self.busy = False
            self.failed.emit(details)
