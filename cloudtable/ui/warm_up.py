"""What the window loads only when first needed, loaded ahead while it waits for the person.

Start-up imports as little as it can (tests/bench/bench_startup.py), so the first game pays for
the rest: the session, the prompt bar, the result panel, the computer players' link and, at the
first autosave, cattrs (tens of milliseconds in all, a frame dropped at the first move). Once the
window has been drawn and has stood idle a moment, `WarmUp` imports them: cattrs (no Qt) on a
plain thread, which gives Python's lock back to the UI thread every few milliseconds, and the
window's modules on the UI thread, one at a time with the loop running between them. Then what
they made is frozen with start-up's objects (gc.freeze): they live as long as the app, and a
full collection mid-game walks only what came later (one took 15-90 ms, measured)."""

from __future__ import annotations

import gc
import importlib
import sys
import threading

from PySide6.QtCore import QObject, QTimer

AFTER_MS = 400  # after the first frame: start-up is not slowed
STEP_MS = 30  # between two modules: the loop draws and answers meanwhile
ON_UI_THREAD = (
    "cloudtable.storage",
    "cloudtable.bot_process",
    "cloudtable.ui.bot_worker",
    "cloudtable.ui.table.feed",
    "cloudtable.ui.session",
    "cloudtable.ui.overlay",
    "cloudtable.ui.handoff",
    "cloudtable.ui.prompt_tile",
    "cloudtable.ui.prompt_bar",
    "cloudtable.ui.result_panel",
    "cloudtable.ui.key_router",
    "cloudtable.ui.table.announce",  # (the first event said on the table, or the end of the game)
    "cloudtable.ui.table.paint_ahead",
    "encodings.utf_8_sig",  # (reading an autosave's fingerprint at the end of a game)
)


def _without_qt() -> None:
    from ..engine.actions import converter

    converter()  # imports cattrs and makes the converter the saves use


class WarmUp(QObject):
    def __init__(self, parent: QObject | None = None, after_ms: int = AFTER_MS, step_ms: int = STEP_MS):
        super().__init__(parent)
        self._left = list(ON_UI_THREAD)
        self._step_ms = step_ms
        self.thread: threading.Thread | None = None
        self.frozen = False
        QTimer.singleShot(after_ms, self, self._start)

    def _start(self) -> None:
        # Not a daemon: a window closed at once waits for it (a few tens of milliseconds) rather
        # than leaving an import half done while the interpreter ends.
        self.thread = threading.Thread(target=_without_qt, name="warm-up", daemon=False)
        self.thread.start()
        self._next()

    def _next(self) -> None:
        while self._left:
            name = self._left.pop(0)
            if name not in sys.modules:
                importlib.import_module(name)
                break
        if self._left:
            QTimer.singleShot(self._step_ms, self, self._next)
        else:
            self._freeze_when_imported()

    def _freeze_when_imported(self) -> None:
        if self.thread is not None and self.thread.is_alive():
            QTimer.singleShot(self._step_ms, self, self._freeze_when_imported)
            return
        gc.collect()  # (what importing left over goes first: frozen, it would stay for good)
        gc.freeze()
        self.frozen = True

    @property
    def done(self) -> bool:
        return not self._left and self.thread is not None and not self.thread.is_alive() and self.frozen
