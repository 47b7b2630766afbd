"""Windows that fit the screen they open on, whatever its size and scale: at scale factor 2 a
1920 × 1080 screen has room for 960 × 540, less its panels."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# The least room kept for a window's frame and title bar (before it is shown, it has none to measure).
FRAME = QSize(16, 48)


def available(widget: QWidget) -> QRect | None:
    """The part of the widget's screen a window may use (without panels and docks)."""
    parent = widget.parentWidget()
    screen = widget.screen() or (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def room(widget: QWidget) -> QSize | None:
    """The largest size the widget's window may have on its screen, frame and title bar aside."""
    screen = available(widget)
    if screen is None:
        return None
    frame = (widget.frameGeometry().size() - widget.geometry().size()).expandedTo(FRAME)
    return QSize(max(1, screen.width() - frame.width()), max(1, screen.height() - frame.height()))


def fit_to_screen(widget: QWidget, wanted: QSize) -> QSize:
    """Give `widget` the size `wanted`, or less where its screen has less room; the size given."""
    space = room(widget)
    size = wanted if space is None else wanted.boundedTo(space)
    widget.resize(size)
    return size
