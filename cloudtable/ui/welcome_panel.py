"""The welcome screen's buttons, under the title the table shows before any game: New Game,
Join a Table (a friend given a join code starts here: seen on two X displays, where it was only
in the Game menu), Open, the unfinished games (each with Continue and Delete), the tables on the network this person
has a seat at (each with Rejoin), the rules of each game, and the recent games.

Made after the window's first frame (the title alone is drawn first, see welcome_item.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import storage
from ..i18n import render

TITLE_ROOM = 150  # pixels kept for the title and the games' names above the panel, at the least
EDGE = 8  # pixels between the panel and the table's edges
MIN_WIDTH = 240


def recent_label(path: str) -> str:
    """A recent game as people read it: the game's name and when it was saved, in the current
    language ("Cloud 9 · 26/11/2026 19:15"; issue 20: the records' file names were shown, such as
    "cloud9-2026-11-26-191559"); the file's name where it holds no game this version knows."""
    return " · ".join(recent_lines(path))


def recent_lines(path: str) -> tuple[str, ...]:
    """`recent_label`'s parts: the game's name and when (or the file's name alone)."""
    recent = storage.recent_game(path)
    if recent is None:
        return (Path(path).stem,)
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(recent.saved)), QLocale.FormatType.ShortFormat)
    return render(recent.game.name), when


class FileLink(QPushButton):
    """A recent game: its name over when it was saved (`recent_lines`), its file in the tooltip.
    Each line is cut where the panel is narrow, the game's name at its end and the time in its
    middle, so that what tells two games apart still shows (seen at scale factor 2: records'
    names cut at their edge, "cloudy-kingdom-20" twice)."""

    def __init__(self, path: str):
        super().__init__()
        self.lines = recent_lines(path)
        self.full = "\n".join(self.lines)
        self.setFlat(True)
        self.setToolTip(path)
        self.setMinimumWidth(60)
        self.setText(self.full)

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        width = max(metrics.horizontalAdvance(line) for line in self.lines)
        return QSize(width + 24, super().sizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        room = self.contentsRect().width() - 16
        name, *when = self.lines
        mode = Qt.TextElideMode.ElideRight if when else Qt.TextElideMode.ElideMiddle  # (a file's name: middle)
        metrics = self.fontMetrics()
        cut = [metrics.elidedText(name, mode, room)]
        cut += [metrics.elidedText(line, Qt.TextElideMode.ElideMiddle, room) for line in when]
        self.setText("\n".join(cut))


class WelcomePanel(QWidget):
    new_game = Signal()
    join_table = Signal()  # at a table on the network (Game → Join a Table…)
    open_file = Signal(str)  # "" to choose a file
    resume = Signal(Path)  # an unfinished game's autosave
    delete = Signal(Path)
    rules = Signal(str)  # a game's id
    review = Signal(str)  # a recent game's file, to review
    review_unfinished = Signal(Path)  # an unfinished game's autosave, to review
    rejoin = Signal(object)  # a kept seat at a table on the network (kept_seats.KeptSeat)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.frame = QFrame(self)
        self.frame.setObjectName("welcomeFrame")
        self.frame.setStyleSheet(
            "#welcomeFrame { background: rgba(255, 255, 255, 200); border-radius: 16px;"
            " border: 2px solid rgba(120, 160, 210, 160); }"
            " QPushButton { padding: 8px 18px; }"
            ' QPushButton[flat="true"] { padding: 2px 8px; text-align: left; color: #1d3557; }'
            " QPushButton#rowButton { padding: 3px 12px; }"
            " QPushButton#reviewLink { color: #6a7f99; padding: 2px 14px 2px 0; }"
        )
        self.new_button = QPushButton()
        self.new_button.setDefault(True)
        self.new_button.clicked.connect(self.new_game)
        self.join_button = QPushButton()
        self.join_button.clicked.connect(self.join_table)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda: self.open_file.emit(""))
        buttons = QHBoxLayout()
        for button in (self.new_button, self.join_button, self.open_button):
            buttons.addWidget(button)
        from .unfinished import UnfinishedArea

        self.unfinished_title = QLabel()
        self.unfinished_area = UnfinishedArea()
        self.unfinished = self.unfinished_area.list
        self.unfinished.resume.connect(self.resume)
        self.unfinished.delete.connect(self.delete)
        self.unfinished.review.connect(self.review_unfinished)
        self.unfinished_title.hide()
        self.unfinished_area.hide()
        from .welcome_seats import KeptSeatsList

        self.seats_title = QLabel()
        self.seats_list = KeptSeatsList()
        self.seats_list.rejoin.connect(self.rejoin)
        self.seats_title.hide()
        self.seats_list.hide()
        self.rules_title = QLabel()
        self._rules_row = QHBoxLayout()
        self.recent_title = QLabel()
        self._recent_list = QGridLayout()
        self._recent_list.setVerticalSpacing(0)
        body = QVBoxLayout(self.frame)
        body.setContentsMargins(24, 18, 24, 18)
        body.addLayout(buttons)
        body.addWidget(self.unfinished_title)
        body.addWidget(self.unfinished_area)
        body.addWidget(self.seats_title)
        body.addWidget(self.seats_list)
        body.addWidget(self.rules_title)
        body.addLayout(self._rules_row)
        body.addWidget(self.recent_title)
        body.addLayout(self._recent_list)
        self._outer = QVBoxLayout(self)
        self._outer.addWidget(self.frame, 0, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self._outer.addStretch(1)
        # Where the panel's top goes, in this widget's pixels: just under the title the table
        # draws, whose place depends on the table's zoom; and how the window keeps room for
        # the panel under the title (both set by the window).
        self.anchor: Callable[[], int] | None = None
        self.make_room: Callable[[int], None] | None = None
        self._games: list = []
        self._recent: list[str] = []
        self._review_buttons: list[QPushButton] = []
        self._stale = False  # the rows below were asked for while the panel was hidden (_fill)
        self.retranslate()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self.place)  # once the table under it has fitted its zoom too

    def place(self) -> None:
        """Under the games' names, as wide and as tall as there is room for: the unfinished
        games scroll past the rows that fit, and the title on the table is fitted into the room
        left above the panel (`make_room`), so that the panel never covers it."""
        self.frame.setMaximumWidth(max(MIN_WIDTH, self.width() - 2 * EDGE))
        if not self.unfinished_area.isHidden():
            area = self.unfinished_area
            area.setMaximumHeight(16777215)
            full = area.sizeHint().height()
            others = self.frame.sizeHint().height() - full
            room = min(full, self.height() - TITLE_ROOM - 2 * EDGE - others)
            if room < full:
                room -= room % area.row_height()  # whole rows; the scroll bar says there are more
            area.setMaximumHeight(max(area.minimumSizeHint().height(), room))
        height = self.frame.sizeHint().height()
        if self.make_room is not None:
            self.make_room(height + 2 * EDGE)
        top = self.anchor() if self.anchor is not None else self.height() // 2
        self._outer.setContentsMargins(0, max(EDGE, min(top, self.height() - height - EDGE)), 0, 0)

    def minimumSizeHint(self):
        from PySide6.QtCore import QSize

        return QSize(0, 0)  # it lies over the table: the window's size is not its to decide

    def set_games(self, games: list) -> None:
        """The playable games (engine Game objects), for their rules buttons."""
        self._games = list(games)
        self._fill()

    def set_recent(self, paths: list[str]) -> None:
        self._recent = list(paths)[:5]
        self._fill()

    def set_unfinished(self, games: list, current: Path | None = None) -> None:
        """The unfinished games (storage.Unfinished), newest first."""
        self.unfinished.set_games(games, current)
        self.unfinished_title.setVisible(bool(games))
        self.unfinished_area.setVisible(bool(games))
        self.unfinished_area.updateGeometry()
        QTimer.singleShot(0, self.place)

    def set_kept_seats(self, seats: list) -> None:
        """The seats kept at tables on the network (kept_seats.KeptSeat), newest first."""
        self.seats_list.set_seats(seats)
        self.seats_title.setVisible(bool(seats))
        self.seats_list.setVisible(bool(seats))
        QTimer.singleShot(0, self.place)

    # The rules' buttons and the recent games, as they are now (made if they were left to be made).
    @property
    def rules_row(self) -> QHBoxLayout:
        self._fill_if_stale()
        return self._rules_row

    @property
    def recent_list(self) -> QGridLayout:
        self._fill_if_stale()
        return self._recent_list

    @property
    def review_buttons(self) -> list[QPushButton]:
        self._fill_if_stale()
        return self._review_buttons

    def showEvent(self, event) -> None:
        self._fill_if_stale()
        super().showEvent(event)

    def _fill_if_stale(self) -> None:
        if self._stale:
            self._fill(now=True)

    def _fill(self, now: bool = False) -> None:
        """The rules' buttons and the recent games made again; while the panel is not shown (a game
        on the table), when it is next shown or read: a game that ended here changed the recent
        games, and their rows made anew took 2-5 ms of the end's turn of the event loop."""
        self._stale = not now and not self.isVisible()
        if self._stale:
            return
        for layout in (self._rules_row, self._recent_list):
            while layout.count():
                item = layout.takeAt(0)
                if item.widget() is not None:
                    item.widget().hide()  # (at once: deleted only when the event loop comes back)
                    item.widget().deleteLater()
        for game in self._games:
            button = QPushButton(render(game.name))
            button.setFlat(True)
            button.clicked.connect(lambda checked=False, g=game.id: self.rules.emit(g))
            self._rules_row.addWidget(button)
        self._review_buttons = []
        for row, path in enumerate(self._recent):
            button = FileLink(path)
            button.clicked.connect(lambda checked=False, p=path: self.open_file.emit(p))
            look = QPushButton(self.tr("Review"))
            look.setFlat(True)
            look.setObjectName("reviewLink")
            look.setToolTip(self.tr("Step through {file}, move by move").format(file=Path(path).name))
            look.clicked.connect(lambda checked=False, p=path: self.review.emit(p))
            self._review_buttons.append(look)
            # In rows of three, each a file and its Review: the unfinished games need the room.
            self._recent_list.addWidget(button, row // 3, 2 * (row % 3))
            self._recent_list.addWidget(look, row // 3, 2 * (row % 3) + 1)
        self.rules_title.setVisible(bool(self._games))
        self.recent_title.setVisible(bool(self._recent))

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New Game…"))
        self.join_button.setText(self.tr("Join a Table…"))
        self.join_button.setToolTip(
            self.tr("Play at a table hosted on another computer, with its join code or address")
        )
        self.open_button.setText(self.tr("Open…"))
        self.rules_title.setText(self.tr("How to play:"))
        self.recent_title.setText(self.tr("Recent games:"))
        self.unfinished_title.setText(self.tr("Unfinished games:"))
        self.seats_title.setText(self.tr("Your tables with others:"))
        self.unfinished.fill()
        self.seats_list.fill()
        self._fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
