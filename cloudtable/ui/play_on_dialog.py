"""Play On from Here: who plays each seat of the new game that starts from a reviewed position
(people, or computers of a chosen level). Of a game still going on, each seat stays a person or a
computer as it was (engine/replay.py, `Replay.play_on`): only a computer's level may change."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout

from ..engine import Seat
from ..engine.replay import Replay
from .colours import swatch
from .side_panel import level_name, level_tip


class PlayOnDialog(QDialog):
    def __init__(self, replay: Replay, position: int, parent=None):
        super().__init__(parent)
        self.replay = replay
        self.setWindowTitle(self.tr("Play On from Here"))
        intro = QLabel()
        intro.setWordWrap(True)
        start = (
            self.tr("A new game starts from the start of this one, with the same cards.")
            if position == 0
            else self.tr("A new game starts after move {move} of this one, with the same cards.").format(move=position)
        )
        rest = (
            self.tr("Who plays each seat?")
            if replay.is_over
            else self.tr(
                "This game is still going on: each seat stays a person or a computer; a computer's level may change."
            )
        )
        intro.setText(start + " " + self.tr("This game stays as it is.") + "\n\n" + rest)
        grid = QGridLayout()
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        for row, seat in enumerate(replay.seats):
            name = QLabel(seat.name)
            name.setTextFormat(Qt.TextFormat.PlainText)  # a player's own name, never markup
            kind = QComboBox()
            kind.addItem(self.tr("Person"), "person")
            kind.addItem(self.tr("Computer"), "computer")
            kind.setCurrentIndex(1 if seat.is_computer else 0)
            kind.setEnabled(replay.is_over)
            level = QComboBox()
            for value in replay.game.bot_levels:
                level.addItem(level_name(value), value)
                level.setItemData(level.count() - 1, level_tip(value), Qt.ItemDataRole.ToolTipRole)
            level.setCurrentIndex(max(0, level.findData(seat.level)))
            kind.currentIndexChanged.connect(lambda _, k=kind, lv=level: lv.setEnabled(k.currentData() == "computer"))
            level.setEnabled(seat.is_computer)
            swatch_label = QLabel()
            swatch_label.setPixmap(swatch(seat.colour).pixmap(14, 14))
            for column, widget in enumerate((swatch_label, name, kind, level)):
                grid.addWidget(widget, row, column)
            self.kinds.append(kind)
            self.levels.append(level)
        grid.setColumnStretch(1, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        play = self.play_button = buttons.addButton(self.tr("Play On"), QDialogButtonBox.ButtonRole.AcceptRole)
        play.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.play_button.setFocus()  # Enter plays on (in a box of choices it would do nothing)

    def seats(self) -> list[Seat]:
        """The seats chosen: the same names and colours, each a person or a computer of a level."""
        return [
            replace(
                seat,
                kind=kind.currentData(),
                level=level.currentData() if kind.currentData() == "computer" else seat.level,
            )
            for seat, kind, level in zip(self.replay.seats, self.kinds, self.levels, strict=True)
        ]
