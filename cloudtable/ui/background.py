"""A coroutine run to its end in a thread of its own (with its own asyncio loop), its answer
handed back to the window's thread: for work on the network that may take seconds (signing in
to Matrix, looking for tables on the local network or on Matrix) while the window goes on
answering.

The thread touches no Qt object (one freed there would be freed on the wrong thread): it puts
its answer in a queue, which a timer reads here."""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

POLL_MS = 50


class Background(QObject):
    done = Signal(object)  # what the coroutine returned
    failed = Signal(object)  # the exception it raised

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._answers: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)
        self.busy = False

    def run(self, make: Callable[[], Coroutine[Any, Any, Any]], name: str = "background") -> None:
        """Run the coroutine `make()` makes (made in the thread, on its own loop)."""
        if self.busy:
            raise RuntimeError("one piece of work at a time")
        self.busy = True
        answers = self._answers
        threading.Thread(target=_work, args=(make, answers), name=name, daemon=True).start()
        self._timer.start()

    def _collect(self) -> None:
        try:
            ok, answer = self._answers.get_nowait()
        except queue.Empty:
            return
        self.busy = False
        self._timer.stop()
        (self.done if ok else self.failed).emit(answer)


def _work(make: Callable[[], Coroutine[Any, Any, Any]], answers: queue.SimpleQueue) -> None:
    """(In the thread.)"""
    try:
        answers.put((True, asyncio.run(make())))
    except Exception as error:  # handed over, said by the window
        answers.put((False, error))


def said(error: object) -> str:
    """A failure's words, for a line in the window (an exception may have none of its own)."""
    return str(error) or type(error).__name__
