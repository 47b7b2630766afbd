"""Edit → Settings…: the choices the app keeps between games, one group each, with a line that
says what each choice does. The window applies them when the person says OK (the same as its
menus do), so the dialog holds no state of its own beyond its widgets."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
)

from ..i18n import LANGUAGES, seconds
from ..preferences import ASK, MOMENT, NEVER, REVEAL_MOVES

EXPLANATION_INDENT = 24  # an explanation starts under its radio button's text, not under the circle
NOTE_WIDTH = 500  # wide enough for an explanation on a line or two in every language


class SettingsDialog(QDialog):
    def __init__(self, reveal_moves: str, language: str, moment_ms: int, parent=None):
        """`moment_ms`: how long the short moment lasts."""
        super().__init__(parent)
        self._moment_ms = moment_ms
        self.reveal_box = QGroupBox()
        self.reveal_intro = QLabel()
        self.reveal_intro.setWordWrap(True)
        self.reveal_group = QButtonGroup(self)
        self.reveal_buttons: dict[str, QRadioButton] = {}
        self.reveal_notes: dict[str, QLabel] = {}
        column = QVBoxLayout(self.reveal_box)
        column.addWidget(self.reveal_intro)
        for value in REVEAL_MOVES:
            button = QRadioButton()
            button.setChecked(value == reveal_moves)
            note = QLabel()
            note.setWordWrap(True)
            note.setContentsMargins(EXPLANATION_INDENT, 0, 0, 4)
            palette = note.palette()  # quieter than the choice it explains
            palette.setColor(note.foregroundRole(), palette.color(palette.ColorRole.PlaceholderText))
            note.setPalette(palette)
            self.reveal_group.addButton(button)
            self.reveal_buttons[value] = button
            self.reveal_notes[value] = note
            column.addWidget(button)
            column.addWidget(note)

        self.language_label = QLabel()
        self.language_box = QComboBox()
        for code, name in LANGUAGES.items():  # each language in its own words, as in the menu
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(language)))
        self.language_label.setBuddy(self.language_box)
        form = QFormLayout()
        form.addRow(self.language_label, self.language_box)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.reveal_box)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.reveal_box.setMinimumWidth(NOTE_WIDTH + EXPLANATION_INDENT + 40)
        self.retranslate()

    def reveal_moves(self) -> str:
        return next(value for value, button in self.reveal_buttons.items() if button.isChecked())

    def language(self) -> str:
        return self.language_box.currentData()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.reveal_box.setTitle(self.tr("When a move reveals something"))
        self.reveal_intro.setText(
            self.tr("Drawing a card or rolling a die shows what was hidden: such a move cannot be undone.")
        )
        self.reveal_buttons[ASK].setText(self.tr("&Always ask"))
        self.reveal_notes[ASK].setText(
            self.tr("The card waits where you dropped it until you play it (Enter) or take it back (Esc).")
        )
        self.reveal_buttons[MOMENT].setText(self.tr("A &short moment to take it back"))
        self.reveal_notes[MOMENT].setText(
            self.tr(
                "The move is played after {seconds} s: Esc takes it back before then, Enter plays it at once."
            ).format(seconds=seconds(self._moment_ms))
        )
        self.reveal_buttons[NEVER].setText(self.tr("&Never wait"))
        self.reveal_notes[NEVER].setText(self.tr("The move is played as soon as you drop the card."))
        self.language_label.setText(self.tr("&Language:"))
        self.adjustSize()
