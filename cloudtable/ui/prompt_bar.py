"""A bar over the top of the table for choices that are not card drags:
'Jump' or 'Stay', 'Swap my card', which magic card to take... Each button plays an action.
A choice with a `detail` is a tile (prompt_tile.py): its picture, its name, what it does.
A prompt with a `countdown` plays its action by itself when the time is up: a thin line drains
under it meanwhile, and its text may say the seconds left ({seconds})."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeySequence, QPainter
from PySide6.QtWidgets import QAbstractButton, QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n import render, seconds
from .prompt_tile import PromptTile
from .table.text import plain_tip

if TYPE_CHECKING:
    from .table.prompt import Prompt


MIN_TEXT, MAX_TEXT = 360, 820


def mnemonic(text: str) -> tuple[str, str | None]:
    """The text without its "&" marker, and the letter after it (None if there is none)."""
    index = text.replace("&&", "\0\0").find("&")
    if index < 0 or index + 1 >= len(text):
        return text.replace("&&", "&"), None
    return (text[:index] + text[index + 1 :]).replace("&&", "&"), text[index + 1].upper()


def key_name(key: QKeySequence) -> str:
    """The key as the keyboard shows it, in the language in use. Return is named as Enter is,
    as the app's own words name it ("Entrée" in French, where Qt would say "Retour", which no
    French keyboard shows); it is still Return that presses the button."""
    if key.count() == 1 and key[0].key() == Qt.Key.Key_Return:
        key = QKeySequence(Qt.Key.Key_Enter)
    return key.toString(QKeySequence.SequenceFormat.NativeText)


BAR_GOLD = QColor(231, 189, 79)


class CountdownLine(QWidget):
    """A thin line under the prompt that drains from right to left as the time runs out."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.fraction = 1.0
        self.setFixedHeight(5)

    def set_fraction(self, fraction: float) -> None:
        self.fraction = max(0.0, min(1.0, fraction))
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        rect = QRectF(self.rect())
        radius = rect.height() / 2
        painter.setBrush(QColor(231, 189, 79, 60))  # the track
        painter.drawRoundedRect(rect, radius, radius)
        if self.fraction > 0:
            painter.setBrush(BAR_GOLD)
            painter.drawRoundedRect(
                QRectF(rect.left(), rect.top(), max(rect.height(), rect.width() * self.fraction), rect.height()),
                radius,
                radius,
            )


class PromptBar(QWidget):
    """Shown at the top of the table (hands lie at the bottom) while the person to act has a
    choice to make, or a hint for the next step. It never widens the window: its text wraps and
    its buttons go on as many rows as the table's width needs."""

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
        # The text over its buttons, or beside them on one line when all of them fit there (a
        # lower bar covers less of the table).
        self.row = QGridLayout()
        self.row.setSpacing(8)
        self.one_line = False
        self.countdown_line = CountdownLine()
        self.countdown_line.hide()
        # The countdown runs from 1 to 0; when it ends, the prompt's countdown action is played.
        self.countdown = QVariantAnimation(self)
        self.countdown.setStartValue(1.0)
        self.countdown.setEndValue(0.0)
        self.countdown.valueChanged.connect(self._count)
        self.countdown.finished.connect(self._countdown_over)
        inner = QVBoxLayout(self.frame)
        inner.setContentsMargins(16, 10, 16, 12)
        inner.addLayout(self.row)
        inner.addWidget(self.countdown_line)
        outer = QVBoxLayout(self)  # the window places the bar at the top centre of the table
        outer.addWidget(self.frame)
        outer.setContentsMargins(12, 10, 12, 0)
        self.buttons: list[QAbstractButton] = []
        self.hide()

    def show_prompt(self, prompt: Prompt | None) -> None:
        if prompt == self.prompt and self.isVisible() == (prompt is not None):
            return
        self.countdown.stop()  # (a prompt shown again unchanged keeps its countdown running)
        self.prompt = prompt
        for button in self.buttons:
            self.row.removeWidget(button)
            button.hide()  # at once: until deleted, its key would clash with the new button's
            button.setShortcut(QKeySequence())
            button.deleteLater()
        self.buttons = []
        if prompt is None:
            self.hide()
            return
        for choice in prompt.buttons:
            button = PromptTile(choice.picture, choice.aspect) if choice.detail is not None else QPushButton()
            # Tab reaches it, a click does not take the focus: the focus stays on the table, and
            # the keys of the next prompt work after this button is gone.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda checked=False, a=choice.action: self._play(a))
            self.buttons.append(button)
        if prompt.countdown is not None:
            self.countdown.setDuration(max(1, prompt.countdown.ms))
            self.countdown.start()
        self.countdown_line.set_fraction(1.0)
        self.countdown_line.setVisible(prompt.countdown is not None)
        self._write_words()
        self.show()
        self.raise_()
        self._fit()

    # --- the countdown ---------------------------------------------------------------------
    @property
    def counting(self) -> bool:
        """True while a countdown runs."""
        return self.countdown.state() == QVariantAnimation.State.Running

    def _seconds_left(self) -> str:
        """The seconds left, rounded up to a tenth, as the language writes them ("1,5" in French)."""
        if self.prompt is None or self.prompt.countdown is None:
            return ""
        value = self.countdown.currentValue()
        value = 1.0 if value is None else value
        return seconds(math.ceil(round(float(value) * self.prompt.countdown.ms / 100, 6)) * 100)

    def _text(self) -> str:
        if self.prompt is None:
            return ""
        if self.prompt.countdown is None:
            return render(self.prompt.text)
        return render(self.prompt.text, seconds=self._seconds_left())

    def _count(self, value) -> None:
        self.countdown_line.set_fraction(float(value))
        text = self._text()
        if text != self.label.text():  # ten times a second; the digits keep their width
            self.label.setText(text)

    def _countdown_over(self) -> None:
        if self.prompt is not None and self.prompt.countdown is not None:
            self._play(self.prompt.countdown.action)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)  # whatever it says, the window's size is not the bar's to decide

    def _sides(self) -> int:
        """The bar's margins, the frame's border and the frame's margins, left and right together:
        what the bar takes beside its text and buttons."""
        width = 0
        for margins in (
            self.layout().contentsMargins(),
            self.frame.contentsMargins(),
            self.frame.layout().contentsMargins(),
        ):
            width += margins.left() + margins.right()
        return width

    def _room(self) -> int:
        """The width the text and buttons may take: the table's, less the bar's sides."""
        parent = self.parentWidget()
        return max(200, (parent.width() if parent is not None else MAX_TEXT + self._sides()) - self._sides())

    def _fit(self) -> None:
        # Size the text by hand: one line while it fits, else wrapped at the room there is
        # (the box layouts here do not grow a label's width after its text changes).
        room = min(MAX_TEXT, self._room())
        width = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 12
        beside = sum(button.sizeHint().width() + self.row.spacing() for button in self.buttons)
        self.one_line = (
            bool(self.buttons)
            and not any(isinstance(b, PromptTile) for b in self.buttons)
            and width + beside <= self._room()
        )
        wrap = width > room
        self.label.setWordWrap(wrap)
        self.label.setFixedWidth(width if self.one_line else room if wrap else min(room, max(MIN_TEXT, width)))
        self.label.setFixedHeight(self.label.heightForWidth(room) if wrap else self.label.sizeHint().height())
        self._lay_buttons(self._room())
        # Measured and placed now, not at the next turn of the event loop: the frame's new size
        # goes up to the bar, and the bar's to the window's layout, before anything is drawn
        # (else the bar keeps its old size or place a while, its text under its buttons).
        self.frame.layout().activate()
        self.frame.updateGeometry()
        self.layout().activate()
        self.adjustSize()
        self.updateGeometry()
        parent = self.parentWidget()
        if parent is not None and parent.layout() is not None:
            parent.layout().activate()  # and placed there

    def _lay_buttons(self, room: int) -> None:
        """The text, then the buttons: beside it on one line, or in rows under it, as many to a
        row as fit in `room`, rows of even length."""
        self.row.removeWidget(self.label)
        for button in self.buttons:
            self.row.removeWidget(button)
        if self.one_line:
            self.row.addWidget(self.label, 0, 0)
            for i, button in enumerate(self.buttons):
                self.row.addWidget(button, 0, i + 1)
                button.show()  # (a widget added to a shown parent stays hidden, and its key with it)
            return
        if not self.buttons:
            self.row.addWidget(self.label, 0, 0, Qt.AlignmentFlag.AlignHCenter)
            return
        widest = max(button.sizeHint().width() for button in self.buttons) + self.row.spacing()
        per_row = max(1, min(len(self.buttons), room // max(1, widest)))
        rows = -(-len(self.buttons) // per_row)
        per_row = -(-len(self.buttons) // rows)
        self.row.addWidget(self.label, 0, 0, 1, per_row, Qt.AlignmentFlag.AlignHCenter)
        for i, button in enumerate(self.buttons):
            self.row.addWidget(button, 1 + i // per_row, i % per_row)
            button.show()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ParentChange and self.parentWidget() is not None:
            # The room is the parent's width: fit again whenever the parent is resized (the
            # window's own resize comes before its layout has resized the table).
            self.parentWidget().installEventFilter(self)
        return super().event(event)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.prompt is not None:
            self._fit()
        return False

    def retranslate(self) -> None:
        self._write_words()

    def _write_words(self) -> None:
        """The words of the prompt shown, in the language of the moment: for a new prompt, and
        again when the language changes (only the latter is a retranslation)."""
        if self.prompt is None:
            return
        self.label.setText(self._text())
        for button, choice in zip(self.buttons, self.prompt.buttons, strict=True):
            text, letter = mnemonic(render(choice.label))
            key = QKeySequence(choice.shortcut or letter or "")
            shown = key_name(key)
            text = f"{text}  [{shown}]" if shown else text
            if isinstance(button, PromptTile):
                button.set_words(text, render(choice.detail))
            else:
                button.setText(text)
            button.setToolTip(plain_tip(render(choice.tooltip)) if choice.tooltip else "")  # it may name players
            button.setShortcut(key)  # after setText, which would make a mnemonic of its own
        if self.isVisible():
            self._fit()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
