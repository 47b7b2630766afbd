"""A card-like panel shown over the table (hand-off screen, result panel)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QRegion
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

TEXT_WIDTH = 440


def wrap_label(label: QLabel, width: int = TEXT_WIDTH) -> None:
    """Give a word-wrapped label the height its text needs: the centred frame is sized from
    size hints, which do not account for wrapping."""
    label.setFixedWidth(width)
    label.setMinimumHeight(label.heightForWidth(width))


class Overlay(QWidget):
    """Dims the table and shows a centred frame; children go in `self.body`."""

    def __init__(self, parent=None, dim: int = 150):
        super().__init__(parent)
        self._dim = dim
        # What the dimming leaves clear, in this widget's coordinates, asked at each paint (the
        # words said on the table just then: the result panel's win announcement).
        self.spared: Callable[[], list[QRect]] = list
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.frame = QFrame(self)
        self.frame.setObjectName("overlayFrame")
        self.frame.setStyleSheet(
            "#overlayFrame { background: rgba(255, 255, 255, 245); border-radius: 16px;"
            " border: 2px solid rgba(120, 160, 210, 200); }"
        )
        self.body = QVBoxLayout(self.frame)
        self.body.setContentsMargins(28, 24, 28, 24)
        self.body.setSpacing(12)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.frame, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.hide()

    @staticmethod
    def heading_label() -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as they are, never as markup
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.65)
        font.setBold(True)
        label.setFont(font)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label

    @staticmethod
    def text_label() -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        dimmed = QRegion(self.rect())
        for rect in self.spared():
            dimmed -= QRegion(rect)
        painter.setClipRegion(dimmed)
        painter.fillRect(self.rect(), QColor(30, 50, 90, self._dim))
