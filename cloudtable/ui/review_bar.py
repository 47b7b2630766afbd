"""The review's bar under the table: what is reviewed and how to leave, the position in words,
first / previous / next / last by move, turn and round, Play at a chosen speed, a slider over the
whole game, whose eyes, Play On from Here and Export. And the hand-off screen a review shows
before a seat's cards of a hot-seat game still going on.

The bar only shows and asks: the review controller (review.py) does every move; it hands itself
in, and the bar never imports it (no circle of imports under ui/)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.replay import OPEN
from ..i18n import render
from .overlay import Overlay, wrap_label

INK = QColor("#1d3557")
ICON = 18


def nav_icon(kind: str, forward: bool) -> QIcon:
    """A button's picture: one triangle for a move, two for a turn, three for a round, a triangle
    against a bar for the first or last position, a large one to play, two bars to pause."""
    pixmap = QPixmap(ICON * 2, ICON * 2)  # twice the size: sharp on HiDPI screens
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    if not forward:  # drawn pointing right, mirrored for backwards
        painter.translate(ICON, 0)
        painter.scale(-1, 1)
    mid = ICON / 2

    def triangle(left: float, width: float, height: float) -> None:
        path = QPainterPath(QPointF(left, mid - height / 2))
        path.lineTo(left + width, mid)
        path.lineTo(left, mid + height / 2)
        path.closeSubpath()
        painter.drawPath(path)

    if kind == "pause":
        painter.drawRect(4, 3, 3.5, ICON - 6)
        painter.drawRect(ICON - 7.5, 3, 3.5, ICON - 6)
    elif kind == "play":
        triangle(4, 11, 13)
    elif kind == "end":
        triangle(3, 9, 11)
        painter.drawRect(12.5, mid - 5.5, 2.5, 11)
    else:
        count = {"move": 1, "turn": 2, "round": 3}[kind]
        width = {1: 8.0, 2: 6.5, 3: 5.0}[count]
        start = (ICON - count * width) / 2
        for i in range(count):
            triangle(start + i * width, width, 11 if count < 3 else 10)
    painter.end()
    return QIcon(pixmap)


class ElidedLabel(QLabel):
    """A line of text cut short with "…" where the bar has no room for all of it (the tooltip
    has it whole)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)  # a file's name is never markup
        self.setMinimumWidth(60)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.width()))

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, super().sizeHint().height())


# (button name, picture, forward) in the bar's order; the names are the controller's `go`.
BUTTONS = (
    ("first", "end", False),
    ("previous round", "round", False),
    ("previous turn", "turn", False),
    ("previous move", "move", False),
    ("play", "play", True),
    ("next move", "move", True),
    ("next turn", "turn", True),
    ("next round", "round", True),
    ("last", "end", True),
)
SPEED_LABELS = ("½×", "1×", "2×", "4×")


class ReviewBar(QFrame):
    def __init__(self, review: Any, parent=None):
        super().__init__(parent)
        self.review = review
        self.setObjectName("reviewBar")
        self.setStyleSheet(
            "#reviewBar { background: #fdf3d8; border-top: 2px solid #e0b454; }"
            " #reviewBadge { background: #e0a526; color: white; font-weight: bold; border-radius: 4px;"
            " padding: 2px 8px; }"
            " #reviewWhere { color: #1d3557; font-weight: bold; }"
        )
        self.badge = QLabel()
        self.badge.setObjectName("reviewBadge")
        self.title = ElidedLabel()
        self.where = QLabel()
        self.where.setObjectName("reviewWhere")
        self.eyes_label = QLabel()
        self.eyes = QComboBox()
        self.eyes.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.eyes.activated.connect(self._eyes_chosen)
        self.eyes_label.setBuddy(self.eyes)
        self.play_on_button = QPushButton()
        self.play_on_button.clicked.connect(review.ask_play_on)
        self.export_button = QToolButton()
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.export_menu = QMenu(self.export_button)
        self.export_text_action = self.export_menu.addAction("")
        self.export_save_action = self.export_menu.addAction("")
        self.export_text_action.triggered.connect(review.export_text)
        self.export_save_action.triggered.connect(review.export_save)
        self.export_button.setMenu(self.export_menu)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(review.leave)
        self.buttons: dict[str, QToolButton] = {}
        for name, picture, forward in BUTTONS:
            button = QToolButton()
            button.setIcon(nav_icon(picture, forward))
            button.setIconSize(QSize(ICON, ICON))
            button.setAutoRaise(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys work anyway (review.ReviewKeys)
            if name == "play":
                button.clicked.connect(review.toggle_play)
            else:
                button.clicked.connect(lambda checked=False, n=name: review.go(n))
            self.buttons[name] = button
        self.speed = QComboBox()
        self.speed.addItems(SPEED_LABELS)
        self.speed.activated.connect(review.set_speed)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.slider.setPageStep(10)
        self.slider.setMinimumWidth(160)
        self.slider.valueChanged.connect(self._slid)

        top = QHBoxLayout()
        top.addWidget(self.badge)
        top.addWidget(self.title, 1)
        top.addWidget(self.eyes_label)
        top.addWidget(self.eyes)
        top.addWidget(self.play_on_button)
        top.addWidget(self.export_button)
        top.addWidget(self.leave_button)
        bottom = QHBoxLayout()
        bottom.setSpacing(2)
        for name, _picture, _forward in BUTTONS:
            bottom.addWidget(self.buttons[name])
        bottom.addSpacing(6)
        bottom.addWidget(self.speed)
        bottom.addSpacing(8)
        bottom.addWidget(self.slider, 1)
        bottom.addSpacing(8)
        bottom.addWidget(self.where)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(bottom)
        self.refresh()

    # --- what the controller shows --------------------------------------------------------------------
    def refresh(self) -> None:
        """Every word, the eyes offered and the buttons that can be used (after a language change,
        new eyes, the first lay-out)."""
        review = self.review
        replay = review.replay
        round_name = replay.game.round_name
        voyage = round_name == "voyage"
        self.badge.setText(self.tr("REVIEW"))
        self.title.set_full_text(
            self.tr("{game}: {source}").format(game=render(replay.game.name), source=review.source)
            if review.source
            else render(replay.game.name)
        )
        self.eyes_label.setText(self.tr("&Seen by:"))
        self.eyes.clear()
        for eyes in replay.eyes():
            if eyes is None:
                text = self.tr("Everyone: no hidden card")
            elif eyes == OPEN:
                text = self.tr("Every card face up")
            else:
                text = replay.seats[eyes].name
            self.eyes.addItem(text, eyes)
        self.eyes.setCurrentIndex(max(0, self.eyes.findData(review.eyes)))
        self.eyes.setToolTip(
            self.tr("Whose cards the table shows.")
            if replay.is_over
            else self.tr(
                "The game is still going on: it is shown only as its players saw it, "
                "and a seat's own cards only to that seat's player."
            )
        )
        self.play_on_button.setText(self.tr("Play &On from Here…"))
        self.play_on_button.setEnabled(replay.may_play_on)
        self.play_on_button.setToolTip(
            self.tr("Start a new game from the position shown, with the same cards; this record stays as it is.")
            if replay.may_play_on
            else self.tr("Other people are still playing this game: it can be played on from here once it is over.")
        )
        self.export_button.setText(self.tr("E&xport"))
        self.export_button.setToolTip(self.tr("Keep or share this game's record"))
        self.export_text_action.setText(self.tr("The Record as &Text…"))
        self.export_save_action.setText(self.tr("The &Saved Game…"))
        self.leave_button.setText(self.tr("Leave the Review (Esc)"))
        self.leave_button.setToolTip(self.tr("Back to where you were"))
        tips = {
            "first": self.tr("The start of the game (Home)"),
            "previous round": self.tr("Previous voyage (Page Up)") if voyage else self.tr("Previous round (Page Up)"),
            "previous turn": self.tr("Previous turn (Up)"),
            "previous move": self.tr("Previous move (Left)"),
            "next move": self.tr("Next move (Right)"),
            "next turn": self.tr("Next turn (Down)"),
            "next round": self.tr("Next voyage (Page Down)") if voyage else self.tr("Next round (Page Down)"),
            "last": self.tr("The last move (End)"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
        self.speed.setToolTip(self.tr("How fast Play goes"))
        self.slider.setToolTip(self.tr("Drag to any move of the game"))
        self.slider.setMaximum(replay.length)
        self.show_playing(review.playing)
        self.show_speed()
        self.show_position()

    def show_position(self) -> None:
        review = self.review
        replay, position = review.replay, review.position
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        voyage = replay.game.round_name == "voyage"
        if replay.is_over:
            rounds = self.tr("Voyage {round} of {rounds}") if voyage else self.tr("Round {round} of {rounds}")
            turns = self.tr("Turn {turn} of {turns}")
        else:  # (how many there will be is not known yet)
            rounds = self.tr("Voyage {round}") if voyage else self.tr("Round {round}")
            turns = self.tr("Turn {turn}")
        rounds = rounds.format(round=replay.rounds[position], rounds=replay.rounds[-1])
        turns = turns.format(turn=replay.turns[position], turns=replay.turns[-1])
        moves = (
            self.tr("Start of the game")
            if position == 0
            else self.tr("Move {move} of {moves}").format(move=position, moves=replay.length)
        )
        self.where.setText(" · ".join((moves, rounds, turns)))
        for name in ("first", "previous round", "previous turn", "previous move"):
            self.buttons[name].setEnabled(position > 0)
        for name in ("next move", "next turn", "next round", "last"):
            self.buttons[name].setEnabled(position < replay.length)
        self.buttons["play"].setEnabled(replay.length > 0)

    def show_playing(self, playing: bool) -> None:
        button = self.buttons["play"]
        button.setIcon(nav_icon("pause" if playing else "play", True))
        button.setToolTip(self.tr("Pause (Space)") if playing else self.tr("Play the game on, move by move (Space)"))

    def show_speed(self) -> None:
        self.speed.setCurrentIndex(self.review.speed)

    # --- what the person does ---------------------------------------------------------------------------
    def _slid(self, value: int) -> None:
        self.review.pause()
        self.review.goto(value)

    def _eyes_chosen(self, index: int) -> None:
        self.review.choose_eyes(self.eyes.itemData(index))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.review.retranslate()
        super().changeEvent(event)


class ReviewHandoff(Overlay):
    """Before a seat's cards of a hot-seat game still going on are shown in a review, the others
    look away, as in play (handoff.py); or the person cancels, and the eyes stay as they were."""

    ready = Signal(int)  # the seat whose cards may now be shown
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, dim=235)
        self.seat, self.player = -1, ""
        self.heading = self.heading_label()
        self.text = self.text_label()
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self._go)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.button)
        self.body.addWidget(self.heading)
        self.body.addWidget(self.text)
        self.body.addLayout(buttons)

    def ask(self, seat: int, player: str) -> None:
        self.seat, self.player = seat, player
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _go(self) -> None:
        self.hide()
        self.ready.emit(self.seat)

    def cancel(self) -> None:
        self.hide()
        self.cancelled.emit()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("The game as {name} saw it").format(name=self.player))
        self.text.setText(
            self.tr(
                "This game is still going on. Pass the computer to {name}; everyone else, please look away: "
                "{name}'s cards are about to be shown."
            ).format(name=self.player)
        )
        wrap_label(self.text)
        self.button.setText(self.tr("I am {name}: show my cards").format(name=self.player))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
