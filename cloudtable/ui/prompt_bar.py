"""A bar over the top of the table for choices that are not card drags:
'Jump' or 'Stay', 'Swap my card', which magic card to take... Each button plays an action."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine.message import Message
from ..i18n import render


MIN_TEXT, MAX_TEXT = 360, 820


@dataclass(frozen=True)
class PromptButton:
    label: Message
    action: Any
    shortcut: str | None = None  # a key, e.g. "J"
    tooltip: Message | None = None


@dataclass(frozen=True)
class Prompt:
    text: Message
    buttons: tuple[PromptButton, ...] = field(default_factory=tuple)


class PromptBar(QWidget):
    """Shown at the top of the table (hands lie at the bottom) while the person to act has a
    choice to make, or a hint for the next step."""

    def __init__(self, play: Callable[[Any], None], parent=None):
        super().__init__(parent)
        self._play = play
        self.prompt: Prompt | None = None
        self.frame = QFrame(self)
        self.frame.setObjectName("promptFrame")
        self.frame.setStyleSheet(
            "#promptFrame { background: rgba(255, 255, 255, 235); border-radius: 12px;"
            " border: 2px solid rgba(231, 189, 79, 220); }"
            " QPushButton { padding: 6px 14px; }"
        )
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # prompts name players: never markup
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.label.setFont(font)
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        inner = QVBoxLayout(self.frame)
        inner.setContentsMargins(16, 10, 16, 12)
        inner.addWidget(self.label)
        inner.addLayout(self.row)
        outer = QVBoxLayout(self)  # the window places the bar at the top centre of the table
        outer.addWidget(self.frame)
        outer.setContentsMargins(12, 10, 12, 0)
        self.buttons: list[QPushButton] = []
        self.hide()

    def show_prompt(self, prompt: Prompt | None) -> None:
        if prompt == self.prompt and self.isVisible() == (prompt is not None):
            return
        self.prompt = prompt
        for button in self.buttons:
            self.row.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        if prompt is None:
            self.hide()
            return
        for choice in prompt.buttons:
            button = QPushButton()
            button.clicked.connect(lambda checked=False, a=choice.action: self._play(a))
            self.row.addWidget(button)
            self.buttons.append(button)
        self.retranslate()
        self.show()
        self.raise_()
        self._fit()

    def _fit(self) -> None:
        # Size the text by hand: one line while it fits, else wrapped at MAX_TEXT pixels
        # (the box layouts here do not grow a label's width after its text changes).
        width = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 12
        wrap = width > MAX_TEXT
        self.label.setWordWrap(wrap)
        self.label.setFixedWidth(MAX_TEXT if wrap else max(MIN_TEXT, width))
        self.label.setFixedHeight(self.label.heightForWidth(MAX_TEXT) if wrap else self.label.sizeHint().height())
        self.adjustSize()
        self.updateGeometry()

    def retranslate(self) -> None:
        if self.prompt is None:
            return
        self.label.setText(render(self.prompt.text))
        for button, choice in zip(self.buttons, self.prompt.buttons):
            text = render(choice.label)
            button.setText(f"{text}  [{choice.shortcut}]" if choice.shortcut else text)
            button.setToolTip(render(choice.tooltip) if choice.tooltip else "")
            if choice.shortcut:  # after setText, which resets it to the text's mnemonic
                button.setShortcut(QKeySequence(choice.shortcut))
        if self.isVisible():
            self._fit()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
