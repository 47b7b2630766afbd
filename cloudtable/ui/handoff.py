"""Hot-seat: before a person's secret cards are shown, the others are asked to look away."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QPushButton

from .overlay import Overlay, wrap_label


class HandoffScreen(Overlay):
    ready = Signal(int)  # the seat whose cards may now be shown

    def __init__(self, parent=None):
        super().__init__(parent, dim=235)
        self.seat = -1
        self.player = ""
        self.heading = self.heading_label()
        self.text = self.text_label()
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self._go)
        self.body.addWidget(self.heading)
        self.body.addWidget(self.text)
        self.body.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)

    def ask(self, seat: int, player: str) -> None:
        self.seat, self.player = seat, player
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _go(self) -> None:
        self.hide()
        self.ready.emit(self.seat)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._go()
        else:
            super().keyPressEvent(event)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("{name}'s turn").format(name=self.player))
        self.text.setText(
            self.tr(
                "Pass the computer to {name}. Everyone else, please look away: {name}'s cards are about to be shown."
            ).format(name=self.player)
        )
        wrap_label(self.text)
        self.button.setText(self.tr("I am {name}: show my cards").format(name=self.player))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
