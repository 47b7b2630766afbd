"""The unfinished games, as the welcome screen and Game → Continue show them: the game, the
players, how far it came and when it was last played, with Continue and Delete.

The list itself is read by storage.unfinished_games(); this module only words it."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QWidget

from ..engine.message import Message, translate
from ..i18n import render
from ..storage import Unfinished


def _count(text: str, n: int) -> str:
    """A text with a count (%n) in the current language's plural form. (The text is marked with
    `translate(..., None, 1)`: pyside6-lupdate gives plural forms only where the count is a literal.)"""
    return render(Message.of("Unfinished", text, n=n))


def last_played(modified: float, now: float | None = None) -> str:
    """When a game was last played, the way people say it: "2 hours ago"."""
    seconds = max(0.0, (time.time() if now is None else now) - modified)
    minutes, hours, days = int(seconds // 60), int(seconds // 3600), int(seconds // 86400)
    if minutes < 1:
        return QCoreApplication.translate("Unfinished", "just now")
    if hours < 1:
        return _count(translate("Unfinished", "%n minutes ago", None, 1), minutes)
    if days < 1:
        return _count(translate("Unfinished", "%n hours ago", None, 1), hours)
    if days < 30:
        return _count(translate("Unfinished", "%n days ago", None, 1), days)
    when = QDateTime.fromSecsSinceEpoch(int(modified))
    return QCoreApplication.translate("Unfinished", "on {date}").format(
        date=QLocale().toString(when.date(), QLocale.FormatType.ShortFormat)
    )


def progress(game: Unfinished) -> str:
    """How far the game came: the game's own words ("Round 2 of 5"), or its moves."""
    if game.progress is not None:
        return render(game.progress)
    if game.moves == 0:
        return QCoreApplication.translate("Unfinished", "Not started")
    return _count(translate("Unfinished", "%n moves played", None, 1), game.moves)


def players(game: Unfinished) -> str:
    return ", ".join(game.players)


def one_line(game: Unfinished) -> str:
    """The game in one line (a menu entry, a question)."""
    return QCoreApplication.translate("Unfinished", "{game} with {players}: {progress}, {when}").format(
        game=render(game.game.name), players=players(game), progress=progress(game), when=last_played(game.modified)
    )


def state_note(game: Unfinished, current: Path | None) -> str | None:
    """Why a game cannot be continued from here, if it cannot."""
    if current is not None and game.path == current:
        return QCoreApplication.translate("Unfinished", "being played here")
    if game.elsewhere:
        return QCoreApplication.translate("Unfinished", "open in another window")
    return None


class UnfinishedList(QWidget):
    """The unfinished games as rows: game, players, progress, when; Continue and Delete."""

    resume = Signal(Path)
    delete = Signal(Path)
    review = Signal(Path)

    MAX_ROWS_SHOWN = 5  # more scroll
    PLAYERS_WIDTH = 260  # pixels

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        self.games: list[Unfinished] = []
        self.current: Path | None = None
        self.rows: list[tuple[QLabel, ...]] = []
        self.continue_buttons: list[QPushButton] = []
        self.delete_buttons: list[QPushButton] = []
        self.review_buttons: list[QPushButton] = []

    def set_games(self, games: list[Unfinished], current: Path | None = None) -> None:
        self.games, self.current = list(games), current
        self.fill()

    def fill(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.rows, self.continue_buttons, self.delete_buttons, self.review_buttons = [], [], [], []
        for row, game in enumerate(self.games):
            name = QLabel(render(game.game.name))
            name.setStyleSheet("font-weight: bold; color: #1d3557;")
            who = QLabel()
            who.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' own: never markup
            # Long names are cut short ("Anna, Ben, Maximil…"); the tooltip has them all.
            who.setText(who.fontMetrics().elidedText(players(game), Qt.TextElideMode.ElideRight, self.PLAYERS_WIDTH))
            who.setToolTip(players(game))
            how_far = QLabel(progress(game))
            note = state_note(game, self.current)
            when = QLabel(note if note is not None else last_played(game.modified))
            if note is not None:
                when.setStyleSheet("font-style: italic; color: #5a6b80;")
            go = QPushButton(self.tr("Continue"))
            go.setObjectName("rowButton")
            go.setEnabled(note is None)
            go.clicked.connect(lambda checked=False, p=game.path: self.resume.emit(p))
            # Look back at it, as its players saw it (review.py): also while another window plays it.
            look = QPushButton(self.tr("Review"))
            look.setObjectName("rowButton")
            look.setToolTip(self.tr("Step through the game so far, as its players saw it"))
            look.clicked.connect(lambda checked=False, p=game.path: self.review.emit(p))
            drop = QPushButton(self.tr("Delete…"))
            drop.setObjectName("rowButton")
            drop.setEnabled(note is None)
            drop.clicked.connect(lambda checked=False, p=game.path: self.delete.emit(p))
            labels = (name, who, how_far, when)
            for column, widget in enumerate(labels + (go, look, drop)):
                self.grid.addWidget(widget, row, column)
            self.rows.append(labels)
            self.continue_buttons.append(go)
            self.review_buttons.append(look)
            self.delete_buttons.append(drop)
        self.grid.setColumnStretch(1, 1)
        self.updateGeometry()


class UnfinishedArea(QScrollArea):
    """The list, scrolling past a few rows so that the welcome screen keeps its size."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.list = UnfinishedList()
        self.setWidget(self.list)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        # Sideways only on a narrow window (a large scale factor): the rows keep their words.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")

    def row_height(self) -> int:
        rows = max(1, len(self.list.games))
        return -(-self.list.sizeHint().height() // rows)

    def sizeHint(self):
        """All the rows up to MAX_ROWS_SHOWN, and room for a scroll bar beside them."""
        hint = self.list.sizeHint()
        hint.setHeight(min(hint.height(), self.row_height() * UnfinishedList.MAX_ROWS_SHOWN))
        hint.setWidth(hint.width() + self.verticalScrollBar().sizeHint().width())
        return hint

    def minimumSizeHint(self):
        hint = self.sizeHint()
        hint.setHeight(min(hint.height(), self.row_height() * 2))
        hint.setWidth(min(hint.width(), 200))  # narrower scrolls sideways
        return hint
