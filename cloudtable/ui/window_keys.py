"""Event filters that see every key pressed in a window before the widget it goes to, without
being called for every other event of the application.

The table's keys (key_router.py) and the review's (review.py) work whatever has the focus in the
main window, so they must see a key before a focused list or button claims it: as event filters on
the application they did, but Qt then called them, in Python, for every event of every object
(paints, timers, animations...): 51,000 calls in one Cloud 9 game of the tests, about a fifteenth
of the UI thread's time in the table's tests (measured).

Before Qt delivers a key press it sends a ShortcutOverride event for it, which goes up from the
widget it is for, or the window's focus widget, to the window, unless a widget takes it (a text
field). So a small filter sits on the window and on the widget with the focus and its parents;
when it sees a key coming it installs the registered filters on the application, as before, in
the order they were registered, and takes them off again at the next turn of the event loop. They
see the key press exactly as they did, and nothing else most of the time.
"""

from __future__ import annotations

import contextlib
import weakref

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import Shiboken

# Registered, oldest first (Qt asks the newest first, as it did). Weak: a window's filter must not
# keep the window's Python side alive once it is gone.
_filters: list[weakref.ref] = []
_armed = False


def _live() -> list[QObject]:
    _filters[:] = [ref for ref in _filters if (f := ref()) is not None and Shiboken.isValid(f)]
    return [ref() for ref in _filters]


def add(key_filter: QObject, window: QWidget) -> QObject:
    """Give `key_filter` (an event filter) the key presses of `window`; the returned watcher lives
    as long as `key_filter`."""
    _filters.append(weakref.ref(key_filter))
    if _armed:
        QApplication.instance().installEventFilter(key_filter)
    return _Watcher(window, key_filter)


def remove(key_filter: QObject) -> None:
    _filters[:] = [ref for ref in _filters if ref() is not key_filter]
    with contextlib.suppress(RuntimeError):  # (deleted already)
        QApplication.instance().removeEventFilter(key_filter)


def _arm() -> None:
    """A key is coming: the filters go on the application until the next turn of the loop."""
    global _armed
    if _armed:
        return
    app = QApplication.instance()
    for key_filter in _live():
        app.installEventFilter(key_filter)
    _armed = True
    QTimer.singleShot(0, _disarm)


def _disarm() -> None:
    global _armed
    app = QApplication.instance()
    for key_filter in _live():
        app.removeEventFilter(key_filter)
    _armed = False


class _Watcher(QObject):
    """On the window and on its focus widget and that widget's parents (moved with the focus)."""

    def __init__(self, window: QWidget, key_filter: QObject):
        super().__init__(key_filter)
        self._window = window
        self._watched: list[QWidget] = []
        app = QApplication.instance()
        app.focusChanged.connect(self._follow)
        self._follow(None, app.focusWidget())

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride:
            _arm()
        elif kind == QEvent.Type.KeyPress and not _armed:
            # A key press sent without its ShortcutOverride: the filters, as the application's
            # would have, then on the application for the rest of its way up.
            _arm()
            return any(f.eventFilter(watched, event) for f in reversed(_live()))
        return False

    def _follow(self, old, new) -> None:
        chain = [self._window]
        widget = new if new is not None and new.window() is self._window else None
        while widget is not None and widget is not self._window:
            chain.append(widget)
            widget = widget.parentWidget()
        for widget in self._watched:
            if widget not in chain:
                with contextlib.suppress(RuntimeError):  # (a widget deleted meanwhile)
                    widget.removeEventFilter(self)
        for widget in chain:
            if widget not in self._watched:
                widget.installEventFilter(self)
        self._watched = chain
