"""Ctrl+C in the terminal that started the app closes it, as a terminal program would.

Python runs its signal handlers only when it has the interpreter, and while Qt's event loop
waits in C++ it has not: a KeyboardInterrupt then surfaces later, in whatever slot runs next,
as a traceback that quits nothing. Instead the signal wakes a socket that Qt watches
(`signal.set_wakeup_fd`), and the handler asks the application to close its windows (the
autosave already holds the game).
"""

from __future__ import annotations

import signal
import socket

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication


class InterruptWatcher(QObject):
    """Closes every window on SIGINT (and SIGTERM); `uninstall` puts the old handlers back."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self._app = app
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._old = {sig: signal.signal(sig, self._on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self.interrupted = False

    def _on_signal(self, signum, frame) -> None:
        # Runs as soon as Python has the interpreter (the wake-up byte brings that about), in the
        # middle of whatever Python code runs then: the closing waits for the event loop.
        if not self.interrupted:
            self.interrupted = True
            QTimer.singleShot(0, self._close)

    def _close(self) -> None:
        self._app.closeAllWindows()
        self._app.quit()

    def _drain(self) -> None:
        try:
            while self._reader.recv(64):
                pass
        except OSError:
            pass

    def uninstall(self) -> None:
        self._notifier.setEnabled(False)
        for sig, handler in self._old.items():
            signal.signal(sig, handler)
        signal.set_wakeup_fd(self._old_fd)
        self._reader.close()
        self._writer.close()
