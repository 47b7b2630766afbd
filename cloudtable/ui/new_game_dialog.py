"""New Game: pick a game, the seats (name, colour, person or computer and its level),
the game's options and an optional seed. Remembers the last choices."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QIntValidator, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game, Match, Seat, available_games
from ..engine.game import FIRST
from ..engine.match import MAX_NAME_LENGTH, is_valid_name
from ..i18n import current_language, render
from ..preferences import Preferences
from . import games as tables
from .background import Background
from .colours import ORDER, colour_name, swatch
from .side_panel import level_name, level_tip

MAX_SEATS = 6
ICON = 56
NAME_AFTER_MS = 600  # an invited account's display name is asked for once typing has stopped this long
# Computer players are named after clouds (Latin names, the same in every language).
COMPUTER_NAMES = ("Cirrus", "Cumulus", "Nimbus", "Stratus", "Altocumulus", "Cumulonimbus")


def game_icon(game_id: str) -> QIcon:
    """The game's own picture, painted by its table."""
    pixmap = QPixmap(ICON * 2, ICON * 2)  # drawn at twice the size: sharp on HiDPI screens
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    table = tables.table_class(game_id)
    if table is not None:
        table.paint_icon(painter, QRectF(0, 0, ICON, ICON))
    painter.end()
    return QIcon(pixmap)


def _name_or(name: str, default: str) -> str:
    """The typed name if it can be a player's name (not empty, no control characters), else `default`."""
    return name if is_valid_name(name) else default


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int):
        self.label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        # Room for a name such as the longest computer's: beside wide choices (a person "at their
        # computer", in German or French) it was squeezed to a few letters ("ulus" for Cumulus).
        margins = self.name.textMargins()
        self.name.setMinimumWidth(
            self.name.fontMetrics().horizontalAdvance(max(COMPUTER_NAMES, key=len))
            + margins.left()
            + margins.right()
            + 14
        )
        self.colour = QComboBox()
        self.kind = QComboBox()
        # Its words change with hosting ("Person, at their computer"): it keeps to their width.
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.level = QComboBox()
        # Hosted through Matrix, a person's seat is for someone invited by their Matrix ID,
        # typed where their name would be (they bring their own name).
        self.matrix_id = QLineEdit()
        self.matrix_id.setMaxLength(255)
        self.matrix_id.setPlaceholderText("@name:matrix.org")
        # Room for an ID as long as that one: beside "Invited through Matrix" it was squeezed
        # until even the placeholder was cut.
        self.matrix_id.setMinimumWidth(
            self.matrix_id.fontMetrics().horizontalAdvance(self.matrix_id.placeholderText())
            + margins.left()
            + margins.right()
            + 14
        )
        self.matrix_id.hide()
        # The invited account's display name, once read (New Game asks the homeserver, off this
        # thread): the seat is called so until they join with the name they choose. In the level's
        # place, which a person's seat does not use.
        self.display = QLabel()
        self.display.setTextFormat(Qt.TextFormat.PlainText)  # (from the network: never markup)
        self.display.setEnabled(False)
        self.display.hide()
        self.display_name: str | None = None
        self.inviting = False
        self.last_colour: str | None = None  # the colour before the person's latest choice
        self.shown_default: str | None = None  # the default name it shows, replaced while untouched
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.level.currentIndexChanged.connect(self._level_changed)
        for column, widget in enumerate((self.label, self.name, self.colour, self.kind, self.level)):
            grid.addWidget(widget, row, column)
        grid.addWidget(self.matrix_id, row, 1)  # (in the name's place: one of the two is shown)
        grid.addWidget(self.display, row, 4)  # (in the level's place)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.label, self.name, self.colour, self.kind, self.level)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)
        self.name.setVisible(visible and not self.inviting)
        self.matrix_id.setVisible(visible and self.inviting)
        self.level.setVisible(visible and not self.inviting)
        self.display.setVisible(visible and self.inviting)

    def show_display_name(self, name: str | None) -> None:
        self.display_name = name
        self.display.setText(name or "")

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "computer")

    def _level_changed(self) -> None:
        self.level.setToolTip(level_tip(self.level.currentData() or ""))


class NewGameDialog(QDialog):
    def __init__(self, preferences: Preferences, parent=None):
        super().__init__(parent)
        self.preferences = preferences
        self.games: list[Game] = [g for g in available_games() if tables.has_table(g.id)]
        self.games_list = QListWidget()
        self.games_list.setMinimumWidth(240)
        self.games_list.setWordWrap(True)
        self.games_list.setSpacing(4)
        self.games_list.setIconSize(QSize(ICON, ICON))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.count_label = QLabel()
        self.count = QSpinBox()
        from .network_dialogs import HostOptions

        self.host_options = HostOptions(preferences)  # New Game → Host on the network
        seats_box = QGroupBox()
        self.seats_box = seats_box
        grid = QGridLayout(seats_box)
        self.seat_rows = [SeatRow(grid, row) for row in range(MAX_SEATS)]
        grid.setColumnStretch(1, 1)  # the room left goes to the names
        for index, row in enumerate(self.seat_rows):
            row.colour.activated.connect(lambda _, i=index: self._colour_chosen(i))
            row.name.textChanged.connect(self._name_first_player_choices)
            row.kind.currentIndexChanged.connect(lambda _, i=index: self._show_default_name(i))
            row.kind.currentIndexChanged.connect(self._hosting_changed)
        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        # A long choice goes under its label rather than being cut short.
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.option_boxes: dict[str, QComboBox] = {}
        self.seed_label = QLabel()
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.host_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.host_button.hide()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        right = QVBoxLayout()
        right.addWidget(self.summary)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        right.addLayout(count_row)
        right.addWidget(seats_box)
        right.addWidget(self.options_box)
        right.addWidget(self.host_options)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed, 1)
        right.addLayout(seed_row)
        right.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.games_list)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)
        self.setMinimumSize(780, 440)
        self._language: str | None = None

        self.host_options.toggled.connect(self._hosting_changed)
        self.host_options.where_changed.connect(self._hosting_changed)
        for row in self.seat_rows:
            row.matrix_id.textChanged.connect(self._check_invites)
            row.matrix_id.textChanged.connect(self._names_to_read)
        # The invited accounts' display names, read one at a time in a thread, a moment after
        # typing stops: {Matrix ID: its name, or None if it has none that can be read}.
        self.display_names: dict[str, str | None] = {}
        self._reading: str | None = None
        self._name_reader: Background | None = None
        self._name_timer = QTimer(self)
        self._name_timer.setSingleShot(True)
        self._name_timer.setInterval(NAME_AFTER_MS)
        self._name_timer.timeout.connect(self._read_a_name)
        self.host_options.toggled.connect(self._hosting_ticked)
        self.games_list.currentRowChanged.connect(self._game_changed)
        self.count.valueChanged.connect(self._count_changed)
        self.retranslate()
        self._restore(preferences.last_new_game())

    # --- the chosen game -------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        row = self.games_list.currentRow()
        return self.games[row] if 0 <= row < len(self.games) else None

    def _game_changed(self) -> None:
        game = self.game
        if game is None:
            return
        self.summary.setText(render(game.summary))
        self.count.setRange(game.min_players, game.max_players)
        self._fill_seat_choices()
        self._fill_options()
        self._count_changed()

    def _count_changed(self) -> None:
        for index, row in enumerate(self.seat_rows):
            row.set_visible(index < self.count.value())
        self._name_first_player_choices()
        self._hosting_changed()

    # --- hosting on the network ----------------------------------------------------------
    @property
    def hosting(self) -> bool:
        return self.host_options.isChecked()

    @property
    def over_matrix(self) -> bool:
        """Hosted through Matrix: the other persons are invited by their Matrix IDs."""
        return self.hosting and self.host_options.over_matrix_chosen

    def _hosting_changed(self) -> None:
        """Hosted, the first seat is the person here, and a person's seat is open for someone who
        joins from their computer (and names themself); the deal's seed is the host's secret."""
        hosting, matrix = self.hosting, self.over_matrix
        for index, row in enumerate(self.seat_rows):
            person = row.kind.findData("person")
            if person >= 0:
                row.kind.setItemText(
                    person,
                    self.tr("Invited through Matrix")
                    if matrix and index
                    else self.tr("Anyone who joins")
                    if hosting and index
                    else self.tr("Person"),
                )
            self._offer_invited(row, hosting and index > 0 and not matrix)
            row.inviting = matrix and index > 0 and row.kind.currentData() == "person"
            row.set_visible(index < self.count.value())
            row.kind.setMinimumWidth(row.kind.sizeHint().width())  # (Qt keeps its old least width)
            if index == 0:
                if hosting:
                    row.kind.setCurrentIndex(max(0, person))
                row.kind.setEnabled(not hosting)
            joins = hosting and index > 0 and row.kind.currentData() in ("person", "invited")
            row.name.setEnabled(not joins)
            row.name.setPlaceholderText(self.tr("their own") if joins else "")
        self.seed_label.setVisible(not hosting)
        self.seed.setVisible(not hosting)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setVisible(not hosting)
        self.host_button.setVisible(hosting)
        self.host_button.setDefault(hosting)
        self._check_invites()
        if self.isVisible():  # the hosting choices and the seats' words are read whole: the dialog grows to them
            least = self.layout().totalMinimumSize()
            height = max(self.height(), self.sizeHint().height()) if hosting else self.height()
            self.resize(max(self.width(), least.width()), max(height, least.height()))

    def invites(self) -> list[str] | None:
        """The Matrix IDs typed for the seats to invite (those left empty: none), or None if one
        is not a Matrix ID, is the host's own, or is typed twice."""
        from .matrix_hosting import matrix_id

        account = self.host_options.matrix.account
        found: list[str] = []
        for row in self.seat_rows[: self.count.value()]:
            text = row.matrix_id.text().strip()
            if not row.inviting or not text:
                continue
            user = matrix_id(text)
            if user is None or user in found or (account is not None and user == account.user_id):
                return None
            found.append(user)
        return found

    def seat_users(self) -> tuple[tuple[int, str], ...]:
        """(seat, Matrix ID) of each seat kept for the person invited there by their Matrix ID."""
        from .matrix_hosting import matrix_id

        found = []
        for index, row in enumerate(self.seat_rows[: self.count.value()]):
            user = matrix_id(row.matrix_id.text()) if row.inviting else None
            if user is not None:
                found.append((index, user))
        return tuple(found)

    def _names_to_read(self) -> None:
        """Each seat shows its invited account's display name if it is read already; the others
        are asked for once typing stops."""
        from .matrix_hosting import matrix_id

        for row in self.seat_rows:
            user = matrix_id(row.matrix_id.text())
            row.show_display_name(self.display_names.get(user) if user is not None else None)
            row.display.setToolTip(
                self.tr("Their name on Matrix: the seat is called so until they join with the name they choose.")
                if row.display_name
                else ""
            )
        if self.isVisible():  # a name read widens its row: the dialog grows to show it whole
            least = self.layout().totalMinimumSize()
            self.resize(max(self.width(), least.width()), max(self.height(), least.height()))
        self._name_timer.start()

    def _read_a_name(self) -> None:
        account = self.host_options.matrix.account
        if account is None or self._reading is not None or not self.over_matrix:
            return
        waiting = [user for _, user in self.seat_users() if user not in self.display_names]
        if not waiting:
            return
        from functools import partial

        from ..net.matrix.tables import display_name

        self._reading = waiting[0]
        if self._name_reader is None:
            self._name_reader = Background(self)
            self._name_reader.done.connect(self._name_read)
            self._name_reader.failed.connect(lambda _error: self._name_read(None))
        role = "player" if "player" in account.roles else "host"
        self._name_reader.run(partial(display_name, account.homeserver, account.user_id, waiting[0], role), "name")

    def _name_read(self, name: str | None) -> None:
        if self._reading is not None:
            self.display_names[self._reading] = name
        self._reading = None
        self._names_to_read()  # (shown, and the next one asked for)

    def _check_invites(self) -> None:
        """A Matrix ID that cannot be invited is shown in red, and the table is not hosted."""
        from .matrix_hosting import matrix_id

        account = self.host_options.matrix.account
        seen: set[str] = set()
        for index, row in enumerate(self.seat_rows):
            text = row.matrix_id.text().strip()
            asked = row.inviting and bool(text) and index < self.count.value()
            user = matrix_id(text) if asked else None
            wrong = asked and (user is None or user in seen or (account is not None and user == account.user_id))
            seen.add(text)
            row.matrix_id.setStyleSheet("color: #b3261e" if wrong else "")
            row.matrix_id.setToolTip(
                self.tr(
                    "Not a Matrix ID that can be invited here: it looks like @name:matrix.org, and each person once."
                )
                if wrong
                else self.tr(
                    "The Matrix ID of the person to invite, such as @name:matrix.org. Left empty, the seat is for "
                    "anyone invited to the table's room."
                )
            )
        self.host_button.setEnabled(not self.over_matrix or self.invites() is not None)

    def _hosting_ticked(self, hosting: bool) -> None:
        """Hosting for others with only computers at the other seats would start at once with
        nobody to join (seen on two X displays: the seats a newcomer had left as computers stayed
        so when they ticked it): the second seat is then for anyone who joins."""
        others = self.seat_rows[1:]
        if hosting and others and all(row.kind.currentData() == "computer" for row in others):
            others[0].kind.setCurrentIndex(others[0].kind.findData("person"))

    def _offer_invited(self, row: SeatRow, offered: bool) -> None:
        """Hosted, a seat may be kept for one person, who takes it with their own code."""
        invited = row.kind.findData("invited")
        row.kind.blockSignals(True)  # (its changes call back here)
        if offered and invited < 0:
            row.kind.insertItem(row.kind.findData("computer"), self.tr("Someone invited"), "invited")
        elif not offered and invited >= 0:
            if row.kind.currentData() == "invited":
                row.kind.setCurrentIndex(row.kind.findData("person"))
            row.kind.removeItem(invited)
        row.kind.blockSignals(False)
        row._kind_changed()
        row.kind.setToolTip(
            self.tr(
                "Anyone who joins: the first person to come takes the seat. Someone invited: the seat is kept "
                "for the one person you give its own code to."
            )
            if offered
            else ""
        )

    def host_settings(self):
        """What to host (ui/host_process.py), and this person's name at the table."""
        from .host_process import LOOPBACK, HostSettings

        choices = self.choices()
        seats = choices["seats"]
        you = seats[0]["name"]
        matrix = None
        if self.over_matrix:
            from .host_process import MatrixHosting

            account = self.host_options.matrix.account
            kept = self.seat_users()
            matrix = MatrixHosting(account.homeserver, account.user_id, tuple(self.invites() or ()), seat_users=kept)
            named = {seat: self.seat_rows[seat].display_name for seat, _ in kept}
        settings = HostSettings(
            game=choices["game"],
            matrix=matrix,
            seats=tuple(
                "open"
                if i == 0 or s["kind"] == "person"
                else "invited"
                if s["kind"] == "invited"
                else f"computer:{s['level']}"
                for i, s in enumerate(seats)
            ),
            options=choices["options"],
            name=self.host_options.table(self.tr("{name}'s table").format(name=you)),
            address=self.host_options.address if matrix is None else LOOPBACK,
            advertise=self.host_options.announce.isChecked() and matrix is None,
            names={
                **{i: s["name"] for i, s in enumerate(seats) if i and s["kind"] == "computer"},
                **({seat: name for seat, name in named.items() if name} if matrix is not None else {}),
            },
            colours={i: s["colour"] for i, s in enumerate(seats)},
        )
        return settings, you

    def _table(self):
        return tables.table_class(self.game.id) if self.game else None

    def _fill_seat_choices(self) -> None:
        game = self.game
        palette = list(getattr(self._table(), "seat_colour_choices", None) or ORDER)
        for index, row in enumerate(self.seat_rows):
            keep_colour = row.colour.currentData()
            row.colour.clear()
            for key in palette:
                row.colour.addItem(swatch(key), colour_name(key), key)
            row.colour.setCurrentIndex(palette.index(keep_colour) if keep_colour in palette else index % len(palette))
            row.colour.setToolTip(self.tr("Each player's colour on the table; no two players share one."))
            keep_kind = row.kind.currentData() or ("person" if index == 0 else "computer")
            row.kind.clear()
            row.kind.addItem(self.tr("Person"), "person")
            row.kind.addItem(self.tr("Computer"), "computer")
            self._offer_invited(row, self.hosting and index > 0)
            row.kind.setCurrentIndex(max(0, row.kind.findData(keep_kind)))
            keep_level = row.level.currentData() or "normal"
            row.level.clear()
            for level in game.bot_levels:
                row.level.addItem(level_name(level), level)
                row.level.setItemData(row.level.count() - 1, level_tip(level), Qt.ItemDataRole.ToolTipRole)
            row.level.setCurrentIndex(max(0, row.level.findData(keep_level)))
            row._kind_changed()
            self._show_default_name(index)

        self._make_colours_distinct()

    def _colour_chosen(self, index: int) -> None:
        """A colour taken by another seat is swapped: that seat gets this one's old colour."""
        row = self.seat_rows[index]
        chosen = row.colour.currentData()
        for other in self.seat_rows:
            if other is not row and other.colour.currentData() == chosen:
                other.colour.setCurrentIndex(max(0, other.colour.findData(row.last_colour)))
        self._make_colours_distinct()

    def _make_colours_distinct(self) -> None:
        """No two seats share a colour (a restored choice could): a clash takes the first free one."""
        taken: set[str] = set()
        for row in self.seat_rows[: self.game.max_players]:  # the rows a game can use
            if row.colour.currentData() in taken:
                free = next(i for i in range(row.colour.count()) if row.colour.itemData(i) not in taken)
                row.colour.setCurrentIndex(free)
            taken.add(row.colour.currentData())
            row.last_colour = row.colour.currentData()

    def _colour_letters(self, colours: list[str]) -> str:
        """The table's colour option for these seats' colours (see GameTable.colour_option)."""
        palette = list(self._table().seat_colour_choices)
        taken = [palette.index(c) for c in colours]
        letters = "abcdefghijklmnopqrstuvwxyz"
        return "".join(letters[k] for k in taken + [k for k in range(len(palette)) if k not in taken])

    def default_name(self, index: int) -> str:
        """A person is "Player 2", a computer a cloud, until someone types a name."""
        if self.seat_rows[index].kind.currentData() == "computer":
            return COMPUTER_NAMES[index % len(COMPUTER_NAMES)]
        return self.tr("Player {number}").format(number=index + 1)

    def _show_default_name(self, index: int) -> None:
        """An empty or untouched name follows the seat's kind (and the language)."""
        row = self.seat_rows[index]
        if row.kind.currentData() is None:  # being refilled
            return
        name = row.name.text().strip()
        if not name or name == row.shown_default:
            row.name.setText(self.default_name(index))
        row.shown_default = self.default_name(index)

    def _fill_options(self) -> None:
        keep = {key: box.currentData() for key, box in self.option_boxes.items()}
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        for option in self.game.options:
            if option.hidden:
                continue
            box = QComboBox()
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # a choice is read whole
            for choice in option.choices:
                box.addItem(render(choice.label), choice.value)
            first = self._first_choice(option)
            index = box.findData(keep.get(option.key, first))
            box.setCurrentIndex(index if index >= 0 else box.findData(first))
            if option.tooltip is not None:
                box.setToolTip(render(option.tooltip))
            self.options_form.addRow(render(option.label), box)
            self.option_boxes[option.key] = box
        self.options_box.setVisible(bool(self.game.options))
        self._name_first_player_choices()

    def _first_choice(self, option) -> Any:
        """The option's default; for a game this person has never played to its end, the choice
        its rulebook advises for a first game, if it says one."""
        if option.first_game is not None and self.game.id not in self.preferences.played_games():
            return option.first_game
        return option.default

    def _name_first_player_choices(self) -> None:
        """Who begins is offered by the seats' names, and only the seats there are; alone,
        nobody is asked who begins."""
        box = getattr(self, "option_boxes", {}).get(FIRST)
        if box is None:
            return
        self.options_form.setRowVisible(box, self.count.value() > 1)
        self.options_box.setVisible(any(self.options_form.isRowVisible(b) for b in self.option_boxes.values()))
        view = box.view()
        for index in range(box.count()):
            seat = box.itemData(index)
            if isinstance(seat, int):
                row = self.seat_rows[seat]
                box.setItemText(index, _name_or(row.name.text().strip(), self.default_name(seat)))
                view.setRowHidden(index, seat >= self.count.value())
        if isinstance(box.currentData(), int) and box.currentData() >= self.count.value():
            box.setCurrentIndex(box.findData("random"))

    # --- result ---------------------------------------------------------------------------
    def choices(self) -> dict[str, Any]:
        seats = [
            {
                "name": _name_or(row.name.text().strip(), self.default_name(i)),
                "colour": row.colour.currentData(),
                "kind": row.kind.currentData(),
                "level": row.level.currentData(),
            }
            for i, row in enumerate(self.seat_rows[: self.count.value()])
        ]
        options = {key: box.currentData() for key, box in self.option_boxes.items()}
        colour_option = getattr(self._table(), "colour_option", None)
        if colour_option:
            options[colour_option] = self._colour_letters([s["colour"] for s in seats])
        return {
            "game": self.game.id if self.game else None,
            "players": self.count.value(),
            "seats": seats,
            "options": options,
            "seed": self.seed.text().strip(),
        }

    def make_match(self) -> Match:
        choices = self.choices()
        seed = int(choices["seed"]) if choices["seed"] else random.SystemRandom().randrange(2_000_000_000)
        seats = [Seat(s["name"], s["colour"], s["kind"], s["level"]) for s in choices["seats"]]
        return Match(self.game, choices["players"], seed, choices["options"], seats)

    def accept(self) -> None:
        if self.game is None:
            return
        remembered = self.choices()
        for index, seat in enumerate(remembered["seats"]):
            if seat["name"] == self.default_name(index):
                seat["name"] = ""  # a name not typed follows the language next time ("Joueur 1")
        self.preferences.set_last_new_game(remembered)
        if self.hosting:
            self.host_options.remember()
        super().accept()

    def _restore(self, last: dict[str, Any]) -> None:
        ids = [g.id for g in self.games]
        row = ids.index(last["game"]) if last.get("game") in ids else 0
        if not self.games:
            return
        self.games_list.setCurrentRow(row)
        if last.get("game") != self.game.id:
            return
        for index, seat in enumerate(last.get("seats", [])[:MAX_SEATS]):
            r = self.seat_rows[index]
            r.name.setText(str(seat.get("name", "")))
            for box, key in ((r.colour, "colour"), (r.kind, "kind"), (r.level, "level")):
                found = box.findData(seat.get(key))
                if found >= 0:
                    box.setCurrentIndex(found)
        if isinstance(last.get("players"), int):
            self.count.setValue(last["players"])
        for key, value in (last.get("options") or {}).items():
            box = self.option_boxes.get(key)
            if box is not None and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))
        self.seed.setText(str(last.get("seed", "")))
        self._make_colours_distinct()
        for index in range(len(self.seat_rows)):
            self._show_default_name(index)  # (a name left empty shows the default)
        self._count_changed()

    # --- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self._language = current_language()
        self.setWindowTitle(self.tr("New Game"))
        current = self.games_list.currentRow()
        self.games_list.clear()
        for game in self.games:
            counts = self.tr("{low}–%n players", "", game.max_players).format(low=game.min_players)
            item = QListWidgetItem(game_icon(game.id), f"{render(game.name)}\n{counts}")
            font = item.font()
            font.setPointSizeF(font.pointSizeF() * 1.1)
            item.setFont(font)
            item.setToolTip(render(game.summary))
            self.games_list.addItem(item)
        self.count_label.setText(self.tr("Players:"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.options_box.setTitle(self.tr("Options"))
        self.seed_label.setText(self.tr("Seed (optional, for a repeatable deal):"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.host_button.setText(self.tr("Host the Table"))
        for index, row in enumerate(self.seat_rows):
            row.label.setText(self.tr("Seat {number}").format(number=index + 1))
            row.name.setToolTip(self.tr("The player's name"))
            row._level_changed()
        if self.games:
            self.games_list.setCurrentRow(max(0, current))
            self._game_changed()

    def changeEvent(self, event) -> None:
        # A window of its own hears of a switch twice (from the application and from its
        # parent), and making its lists and pictures again is not free: once is enough.
        if event.type() == QEvent.Type.LanguageChange and self._language != current_language():
            self.retranslate()
        super().changeEvent(event)
