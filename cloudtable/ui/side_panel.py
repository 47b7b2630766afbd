"""The side panel: the players, whose turn it is, and the moves in plain words."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

# The players table, the move log and their colour swatches come with the first game; PySide6
# builds a class the first time it is used, so the list widgets are reached through QtWidgets
# and ui/colours is imported there.
from PySide6 import QtGui, QtWidgets
from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QIcon, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..engine.message import QT_TRANSLATE_NOOP
from ..i18n import first_capital, render

if TYPE_CHECKING:
    from .session import GameSession


NORMAL = QtGui.Qt.WhiteSpaceMode.WhiteSpaceNormal  # (a tooltip wraps its lines)
MIN_WIDTH = 180
# A move's line comes into the log a turn of the event loop after the table's own paint of the
# move (after_table_paint), or this long after the move where the table paints nothing: the
# line's making (1-2 ms) and the log's paint (the list moves up a line: 2-4 ms) shared the
# table's turns, which then overran a 60 Hz frame while computers played
# (tests/bench/bench_frames.py). Whose turn it is and the players' rows are shown at once.
CATCH_UP_MS = 50


def panel_width(window_width: int) -> int:
    """The panel's width in a window this wide: 17.5 % of it, from 210 to 320 pixels (at
    1280 pixels, 224: the table keeps the rest)."""
    return round(min(320, max(210, window_width * 0.175)))


class SidePanel(QWidget):
    move_clicked = Signal(int)  # a line of the log was clicked: the move's number, from 0

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session: GameSession | None = None
        self.colour_of = None  # (set_session)
        self._thinking = -1
        self._rows: list[tuple] = []  # the players' rows shown (_fill_players)
        self._swatches: dict = {}  # the log's icons, by colour (_log_item)
        self._turn_row: int | None = None  # the row tinted as whose turn it is
        self._lines_due: list = []  # the session's log lines not shown yet (catch_up)
        self._catch_up_timer = QTimer(self)
        self._catch_up_timer.setSingleShot(True)
        self._catch_up_timer.timeout.connect(self.catch_up)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.turn = QLabel()
        self.turn.setTextFormat(Qt.TextFormat.PlainText)  # it shows names, which are never markup
        self.turn.setWordWrap(True)
        self.turn.setObjectName("turnLabel")
        # The players table and the move log are made with the first game: before it there is
        # nothing to list, and the window's first frame comes sooner without them.
        self.players: QtWidgets.QTreeWidget | None = None
        self.log: QtWidgets.QListWidget | None = None
        self.log_title: QLabel | None = None
        self.setMinimumWidth(MIN_WIDTH)  # the table has the room: the panel is a narrow column
        self._layout = QVBoxLayout(self)
        margins = self._layout.contentsMargins()  # narrow sides: the players' table needs the room
        self._layout.setContentsMargins(4, margins.top(), 4, margins.bottom())
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.turn)
        self._layout.addStretch(1)
        self.retranslate()

    def _make_game_widgets(self) -> None:
        self.players = QtWidgets.QTreeWidget()
        self.players.setRootIsDecorated(False)
        self.players.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.players.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players.setColumnCount(3)
        # Name and what the seat plays as share the narrow panel: names are as wide as they need up
        # to half of it, the rest is for what they play as (a long text is cut short with "…" and
        # read whole in the row's tooltip); never a sideways scroll bar.
        header = self.players.header()
        header.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QtWidgets.QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players.viewport().installEventFilter(self)  # its columns follow its width
        self.players.setIconSize(QSize(12, 12))  # (a colour, a computer: small is enough)
        self.log_title = QLabel()
        self.log = QtWidgets.QListWidget()
        self.log.setWordWrap(True)
        # A click lights the move's place on the table; the line itself is not selected (it
        # stayed lit), and the keys stay with the table.
        self.log.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.itemClicked.connect(self._line_clicked)
        # The log follows its newest line, also when wrapped lines get their heights later (a
        # loaded game), unless the person has scrolled up to read.
        self._follow_log = True
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(lambda _, top: self._follow_log and bar.setValue(top))
        bar.valueChanged.connect(lambda value: setattr(self, "_follow_log", value >= bar.maximum()))
        self.log.setAlternatingRowColors(True)
        from .kept_lines import KeptLineDelegate

        self.log.setItemDelegate(KeptLineDelegate(self.log))  # its lines drawn from pictures kept of them
        self.log.viewport().installEventFilter(self)  # its lines' heights follow its width
        self._log_width = -1  # the width the lines' heights were measured for (_measure_lines)
        self._layout.takeAt(self._layout.count() - 1)  # the stretch: the log fills the panel now
        self._layout.insertWidget(1, self.players)
        self._layout.addWidget(self.log_title)
        self._layout.addWidget(self.log, 1)

    def set_session(self, session: GameSession | None, colour_of=None) -> None:
        """Show `session`'s game (or a review's record, which reads alike); the one shown before
        is let go, so that going back to it later connects it only once. `colour_of(seat)` is
        the colour its table paints a seat in (a family's, a balloon's), which a seat's own
        colour may not say (a seat at a table on the network, a game that deals colours)."""
        self.colour_of = colour_of
        if session is self.session:
            self.refresh()
            return
        if self.session is not None:
            for signal, slot in self._connections(self.session):
                with contextlib.suppress(RuntimeError, TypeError):  # (already gone with its session)
                    signal.disconnect(slot)
        self.session = session
        self._thinking = -1
        if session is not None:
            if self.players is None:
                self._make_game_widgets()
                self._retranslate_game_widgets()
            for signal, slot in self._connections(session):
                signal.connect(slot)
        self.refresh()
        self._fill_log()

    def _connections(self, session):
        return (
            (session.changed, self.refresh),
            (session.logged, self._line_logged),
            (session.log_reset, self._fill_log),
            (session.thinking, self._set_thinking),
        )

    def sizeHint(self) -> QSize:
        return QSize(panel_width(self.window().width()), 400)

    def _set_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._refresh_turn()

    # --- the log's new lines, shown a turn of the loop after the table's paint -----------------
    def _line_logged(self, entry) -> None:
        if self._lines_due and self._lines_due[-1].step != entry.step:
            self.catch_up()  # (a move's lines are in the log before the next move's, whatever comes)
        self._lines_due.append(entry)
        if not self._catch_up_timer.isActive():
            self._catch_up_timer.start(CATCH_UP_MS)

    def after_table_paint(self) -> None:
        """The table has just asked for its paint (its view's paint_asked): the lines waiting
        come in the next turn of the loop, after that paint."""
        if self._catch_up_timer.isActive():
            self._catch_up_timer.start(0)

    def catch_up(self) -> None:
        """Show at once the lines the session has logged and the log does not show yet."""
        lines = self._lines_due
        self._drop_news()
        for entry in lines:
            self._add_entry(entry)

    @property
    def news_due(self) -> bool:
        """Whether the session has logged lines the log does not show yet."""
        return bool(self._lines_due)

    def _drop_news(self) -> None:
        self._catch_up_timer.stop()
        self._lines_due = []

    def refresh(self) -> None:
        session = self.session
        if session is None:
            self.title.setText(self.tr("No game"))
            self.turn.setText(self.tr("Start a game from the Game menu."))
            if self.players is not None:
                self.players.clear()
            self._rows, self._turn_row = [], None
            return
        feed = session.feed
        self.title.setText(render(feed.game.name))
        scores = feed.scores()
        state = feed.view(None)
        rows = []
        for seat, info in enumerate(feed.seats):
            label = feed.game.seat_label(state, seat)
            kind = (
                self.tr("computer, {level}").format(level=level_name(info.level))
                if info.is_computer
                else self.tr("person")
            )
            # What the seat plays as (a family...) where the game says, else who plays it; a
            # computer's row shows a computer and its level (the narrow panel has no room for
            # "computer, normal"; the tooltip says it whole).
            who = level_name(info.level) if info.is_computer else kind
            plays_as = first_capital(render(label) if label is not None else who)
            # At a table played from several computers: who is away, which seat is still open.
            note = session.seat_note(seat)
            name = info.name if note is None else f"{info.name} ({note})"
            colour = self._seat_colour(seat)
            colour = colour.rgba() if isinstance(colour, QtGui.QColor) else colour
            rows.append((name, plays_as, None if scores is None else str(scores[seat]), colour, info.is_computer, kind))
        if rows != self._rows:
            self._fill_players(rows)
        self._mark_turn(feed.current_player)
        self._refresh_turn()

    def _fill_players(self, rows: list[tuple]) -> None:
        """The players' rows made again (a new game, a score, a language, a seat's note): after a
        move where only the turn passed, the rows stay and only the turn's tint moves (the list
        made anew took a tenth of a move's time on the window's thread)."""
        from .colours import swatch  # (the swatches are drawn once there is a game)

        self._rows, self._turn_row = rows, None
        self.players.clear()
        self.players.setColumnHidden(2, rows[0][2] is None if rows else True)  # a game without points
        for seat, (name, plays_as, score, _colour, is_computer, kind) in enumerate(rows):
            row = QtWidgets.QTreeWidgetItem([name, plays_as, score or ""])
            row.setIcon(0, swatch(self._seat_colour(seat)))
            if is_computer:
                row.setIcon(1, self.style().standardIcon(QtWidgets.QStyle.StandardPixmap.SP_ComputerIcon))
            # (Plain text made rich: a name from another computer is never read as markup.)
            row.setToolTip(0, QtGui.Qt.convertFromPlainText(f"{name} — {kind}", NORMAL))
            row.setToolTip(1, QtGui.Qt.convertFromPlainText(f"{plays_as} — {kind}", NORMAL))
            row.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.players.addTopLevelItem(row)
        self.players.resizeColumnToContents(2)
        self._fit_name_column()
        self._fit_players_height()

    def _mark_turn(self, seat: int | None) -> None:
        """Whose turn: the row tinted, the name and score in bold (what they play as stays plain,
        and no mark before the name: the narrow panel needs that room for the words)."""
        if seat == self._turn_row:
            return
        previous, self._turn_row = self._turn_row, seat
        if previous is not None and previous < self.players.topLevelItemCount():
            row = self.players.topLevelItem(previous)
            for column in range(3):
                row.setData(column, Qt.ItemDataRole.BackgroundRole, None)
                row.setData(column, Qt.ItemDataRole.FontRole, None)
        if seat is not None and seat < self.players.topLevelItemCount():
            tint = QtGui.QColor(self.palette().color(QtGui.QPalette.ColorRole.Highlight))
            tint.setAlpha(60)
            bold = QFont(self.players.font())
            bold.setBold(True)
            row = self.players.topLevelItem(seat)
            for column in range(3):
                row.setBackground(column, tint)
            for column in (0, 2):
                row.setFont(column, bold)

    def _fit_name_column(self) -> None:
        """Names as wide as they need, while what the seats play as (a family, a level: short
        words) still reads whole beside them; where both cannot, a name gives way first, down to
        two fifths of the table (its tooltip says it whole)."""
        players, header = self.players, self.players.header()
        room = players.viewport().width() - (0 if players.isColumnHidden(2) else players.columnWidth(2))
        name = max(players.sizeHintForColumn(0), header.sectionSizeHint(0))
        plays_as = max(players.sizeHintForColumn(1), header.sectionSizeHint(1))
        players.setColumnWidth(0, min(name, max(room - plays_as, room * 2 // 5)))

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and self.log is not None and watched is self.log.viewport():
            self._measure_lines()
        elif event.type() == QEvent.Type.Resize and self.players is not None and self.players.topLevelItemCount():
            self._fit_name_column()
        return super().eventFilter(watched, event)

    def _fit_players_height(self) -> None:
        # Just the rows there are (2 to 6): the move log below gets the rest of the panel.
        rows = self.players.topLevelItemCount()
        row_height = self.players.sizeHintForRow(0) if rows else 0
        self.players.setFixedHeight(
            self.players.header().sizeHint().height() + rows * row_height + 2 * self.players.frameWidth() + 2
        )

    def _refresh_turn(self) -> None:
        session = self.session
        if session is None:
            return
        feed = session.feed
        note = session.turn_note()  # a table played from several computers: who is waited for
        if feed.is_over:
            self.turn.setText(self.tr("The game is over."))
        elif note is not None:
            self.turn.setText(note)
        elif self._thinking >= 0:
            self.turn.setText(self.tr("{name} is thinking…").format(name=feed.seats[self._thinking].name))
        elif session.is_you(feed.current_player):
            self.turn.setText(self.tr("Your turn"))
        else:
            self.turn.setText(self.tr("{name}'s turn").format(name=feed.seats[feed.current_player].name))

    def _entry_text(self, entry) -> str:
        # The one person at a table of computers reads their own moves as "You play…".
        if entry.seat is None:
            return render(entry.message)
        return render(
            entry.message, player=self.session.feed.seats[entry.seat].name, addressed=self.session.is_you(entry.seat)
        )

    def _seat_colour(self, seat: int):
        return self.colour_of(seat) if self.colour_of is not None else self.session.feed.seats[seat].colour

    def _log_item(self, entry):
        from .colours import swatch

        item = QtWidgets.QListWidgetItem(self._entry_text(entry))
        # A line of nobody's (a new voyage's piles, the end) keeps the lines' margin. One icon a
        # colour, shared by its lines (and by their kept pictures, kept_lines.py).
        colour = self._seat_colour(entry.seat) if entry.seat is not None else None
        known = colour.rgba() if isinstance(colour, QtGui.QColor) else colour
        icon = self._swatches.get(known)
        if icon is None:
            icon = self._swatches[known] = swatch(colour, 12) if colour is not None else blank(12)
        item.setIcon(icon)
        # A line of no move (a secret choice made before its turn, at a table on the network) has
        # step -1: a click on it lights nothing.
        item.setData(Qt.ItemDataRole.UserRole, entry.step)
        return item

    def _line_clicked(self, item) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        if step is not None and step >= 0:
            self.move_clicked.emit(step)

    def _add_entry(self, entry) -> None:
        # A new line brings the log to its end, once the list has laid it out (rangeChanged
        # above): scrollToBottom here laid every line of the list out again at once, at each
        # line (4-5 ms at the end of a long game, for each of its last lines).
        item = self._log_item(entry)
        self.log.addItem(item)
        self._measure_lines([item])
        self._follow_log = True

    def _measure_lines(self, items=None) -> None:
        """Each line's height, wrapped at the log's width, kept with the line (its size hint), as
        the list measures it: the list lays out all its lines again at each new one, and measured
        anew a long game's wrapped lines took 1-3 ms of a move (tests/bench/bench_frames.py). All
        lines are measured again when the width changes."""
        width = self.log.viewport().width()
        if items is None:
            if width == self._log_width:
                return
            items = [self.log.item(row) for row in range(self.log.count())]
        self._log_width = width
        option = QtWidgets.QStyleOptionViewItem()
        self.log.initViewItemOption(option)
        spacing = self.log.spacing()
        option.rect = self.log.viewport().rect().adjusted(spacing, spacing, -spacing, -spacing)
        delegate = self.log.itemDelegate()
        for item in items:
            item.setData(Qt.ItemDataRole.SizeHintRole, None)  # (else the height kept is what is read)
            item.setSizeHint(delegate.sizeHint(option, self.log.indexFromItem(item)))

    def _fill_log(self) -> None:
        """The whole log in one go (a loaded game may bring hundreds of lines): one layout,
        one scroll to the end."""
        if self.log is None:
            return
        self._drop_news()  # (the lines due are in the session's log, read whole here)
        self.log.setUpdatesEnabled(False)
        self.log.clear()
        if self.session is not None:
            for entry in self.session.log:
                self.log.addItem(self._log_item(entry))
        self._log_width = -1
        self._measure_lines()
        self.log.setUpdatesEnabled(True)
        self._follow_log = True
        self.log.scrollToBottom()

    def mark_move(self, position: int) -> None:
        """A review shows the game after `position` moves: the line of the last of them is
        selected and in sight, and the lines of the moves still to come are greyed."""
        if self.log is None:
            return
        later = self.palette().color(self.foregroundRole())
        later.setAlpha(110)
        for row in range(self.log.count()):
            item = self.log.item(row)
            item.setForeground(later if row >= position else self.palette().text())
        self.log.setCurrentRow(position - 1)
        if position > 0:
            self._follow_log = False
            self.log.scrollToItem(self.log.item(position - 1))
        else:
            self.log.clearSelection()
            self.log.scrollToTop()

    def log_texts(self) -> list[str]:
        """The log's lines, with those the session has logged and the log not shown yet."""
        self.catch_up()
        if self.log is None:
            return []
        return [self.log.item(i).text() for i in range(self.log.count())]

    def retranslate(self) -> None:
        if self.players is not None:
            self._retranslate_game_widgets()
        self.refresh()
        self._fill_log()

    def _retranslate_game_widgets(self) -> None:
        self.players.setHeaderLabels([self.tr("Player"), self.tr("Plays as"), self.tr("Score")])
        self.log_title.setText(self.tr("Moves"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("Level", "random"),
    "normal": QT_TRANSLATE_NOOP("Level", "normal"),
    "strong": QT_TRANSLATE_NOOP("Level", "strong"),
}


LEVEL_TIPS = {
    "random": QT_TRANSLATE_NOOP("Level", "Plays any move the rules allow: good for learning the game."),
    "normal": QT_TRANSLATE_NOOP("Level", "Plays the move that looks best now, and watches what it gives away."),
    "strong": QT_TRANSLATE_NOOP("Level", "Looks ahead over the cards it cannot see before it plays: a real opponent."),
}


def blank(size: int) -> QIcon:
    """No swatch, as wide as one."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    return QIcon(pixmap)


def level_name(level: str) -> str:
    return QCoreApplication.translate("Level", LEVEL_NAMES.get(level, level))


def level_tip(level: str) -> str:
    """One line saying how a computer player of this level plays."""
    return QCoreApplication.translate("Level", LEVEL_TIPS[level]) if level in LEVEL_TIPS else ""
