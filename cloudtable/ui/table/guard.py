"""The boundary between Qt and the table's Python code: whatever a table raises while it
handles a drag, a click, a key or a paint is written to the error log, the gesture is undone
(the card slides home) and the status bar says something went wrong. It never reaches Qt.

Why this matters beyond a lost traceback: PySide (6.8 on) keeps an exception raised in a
Python override that C++ called while a Python frame waits further up the stack, and raises
it in that frame only when C++ returns. `TableView.mouseReleaseEvent` (Python) calls
QGraphicsView's, which calls `CardItem.mouseReleaseEvent` (Python): if that raises, Qt goes
on delivering the release with the exception pending (the scene asks items for their
`boundingRect`, which are Python overrides too), and CPython, called with an error set,
crashes with a segmentation fault instead of printing anything.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from ...engine.message import QT_TRANSLATE_NOOP, Message

F = TypeVar("F", bound=Callable[..., Any])

WENT_WRONG = QT_TRANSLATE_NOOP("Table", "Something went wrong, and nothing was played. The details are in {path}.")

_painted_failures: set[tuple[str, str]] = set()  # a failing paint is logged once, not every frame


def _scene_of(owner: Any):
    """The table scene of a scene, an item or a view (None if it has none)."""
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

    if isinstance(owner, QGraphicsScene):
        return owner
    if isinstance(owner, (QGraphicsItem, QGraphicsView)):
        return owner.scene()
    return None


def recover(owner: Any, where: str) -> None:
    """Log the exception being handled and put the table back as it was before the gesture."""
    from ...error_log import log_exception

    path = log_exception(where)
    try:
        scene = _scene_of(owner)
        if scene is not None and hasattr(scene, "recover"):
            scene.recover(Message.of("Table", WENT_WRONG, path=str(path)))
    except Exception:  # noqa: BLE001 - recovering must not fail the same way again
        log_exception(where + " (while recovering)")


def guarded(handler: F | None = None, *, fallback: Any = None) -> F:
    """Decorate a Qt event handler of the table kit: an exception is logged and recovered from
    (`recover`), and the handler answers `fallback`."""

    def wrap(function: F) -> F:
        where = f"{function.__qualname__} raised"

        @functools.wraps(function)
        def run(self, *args, **kwargs):
            try:
                return function(self, *args, **kwargs)
            except Exception:  # noqa: BLE001 - nothing may reach Qt (see the module's docstring)
                recover(self, where)
                return fallback

        return run  # type: ignore[return-value]

    return wrap(handler) if handler is not None else wrap  # type: ignore[return-value]


def guarded_paint(function: F) -> F:
    """Decorate a `paint`: an exception leaves the item blank and is logged once (a failing
    picture would otherwise fill the log at every frame)."""
    where = f"{function.__qualname__} raised"

    @functools.wraps(function)
    def run(self, painter, *args, **kwargs):
        try:
            return function(self, painter, *args, **kwargs)
        except Exception as error:  # noqa: BLE001
            key = (where, repr(error))
            if key not in _painted_failures:
                _painted_failures.add(key)
                from ...error_log import log_exception

                log_exception(where)
            return None

    return run  # type: ignore[return-value]
