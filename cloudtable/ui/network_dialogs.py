"""The dialogs of play across computers: Game → Join a Table… (tables found on the local network,
or one named by its address or join code; or, in its Matrix tab, a table over Matrix:
ui/matrix_join.py), and the "Host on the network" part of New Game (who
may join, whether the table is announced, its name).

Tables found on the network are looked for by `net.discovery.browse` in a thread of its own (it
waits a few seconds for answers), again and again while the dialog is open; what it finds is read
strictly there, and shown here as plain text.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.match import MAX_NAME_LENGTH, is_valid_name
from ..i18n import game_name
from ..net.discovery import BROWSE_S, FoundTable
from ..net.join_code import TableAddress, looks_like_code, parse
from ..net.protocol import ProtocolError, Text
from ..preferences import Preferences
from .background import Background, said
from .host_process import EVERY_NETWORK, LOOPBACK
from .kept_seats import KeptSeat, forget_seat, kept_seats
from .matrix_hosting import MATRIX, MatrixHostChoice
from .matrix_join import MatrixJoinPart

LOOK_AGAIN_MS = 2000  # between two looks for tables, while the dialog is open
TABLE_NAME = 64  # characters of a table's name (docs/protocol.md)


NORMAL = QtGui.Qt.WhiteSpaceMode.WhiteSpaceNormal  # (a tooltip wraps its lines)


async def _tables_found(browse: Callable[..., Any]) -> list[FoundTable]:
    """(In the finder's thread.) The tables on the local network (an exception: why it cannot look,
    e.g. no network that takes multicast)."""
    return list(await browse(BROWSE_S))


JOIN_BY = "network/joinBy"  # the tab last joined from: "lan" or "matrix"


class JoinDialog(QDialog):
    def __init__(
        self,
        preferences: Preferences,
        parent=None,
        browse: Callable[..., Any] | None = None,
        matrix_accounts: list[tuple[str, str]] | None = None,
    ):
        super().__init__(parent)
        self.preferences = preferences
        self.tables: list[FoundTable] = []
        self.name_label = QLabel()
        self.name_edit = QLineEdit(preferences.network_name or self._default_name())
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.seats_box = QGroupBox()  # seats kept from before (kept_seats.py): go back to one
        self.seats_list = QListWidget()
        self.seats_list.itemSelectionChanged.connect(self._kept_selected)
        self.seats_list.itemDoubleClicked.connect(lambda *_: self.accept())
        self.forget_button = QPushButton()
        self.forget_button.clicked.connect(self._forget)
        seats_layout = QVBoxLayout(self.seats_box)
        seats_layout.addWidget(self.seats_list)
        forget_row = QHBoxLayout()
        forget_row.addStretch(1)
        forget_row.addWidget(self.forget_button)
        seats_layout.addLayout(forget_row)
        self.found_box = QGroupBox()
        self.found_list = QTreeWidget()
        self.found_list.setColumnCount(4)
        self.found_list.setRootIsDecorated(False)
        self.found_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.found_list.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.found_list.itemSelectionChanged.connect(self._selected)
        self.found_list.itemDoubleClicked.connect(lambda *_: self.accept())
        self.found_note = QLabel()
        self.found_note.setWordWrap(True)
        found_layout = QVBoxLayout(self.found_box)
        found_layout.addWidget(self.found_list, 1)
        found_layout.addWidget(self.found_note)
        self.address_box = QGroupBox()
        self.address_edit = QLineEdit(preferences.join_address)
        self.address_edit.setMaxLength(300)
        self.address_edit.textChanged.connect(self._typed)
        self.address_note = QLabel()
        self.address_note.setWordWrap(True)
        self.address_problem = QLabel()
        self.address_problem.setObjectName("addressProblem")
        self.address_problem.setStyleSheet("color: #b3261e")
        self.address_problem.setWordWrap(True)
        address_layout = QVBoxLayout(self.address_box)
        address_layout.addWidget(self.address_note)
        address_layout.addWidget(self.address_edit)
        address_layout.addWidget(self.address_problem)
        self.lan_tab = QWidget()
        lan_layout = QVBoxLayout(self.lan_tab)
        lan_layout.addWidget(self.found_box, 1)
        lan_layout.addWidget(self.address_box)
        self.matrix_part = MatrixJoinPart(accounts=matrix_accounts, chosen=preferences.matrix_account)
        self.matrix_part.changed.connect(self._matrix_changed)
        self.matrix_part.picked.connect(self.accept)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.lan_tab, "")
        self.tabs.addTab(self.matrix_part, "")
        if preferences.settings.value(JOIN_BY) == "matrix":
            self.tabs.setCurrentWidget(self.matrix_part)
        self.tabs.currentChanged.connect(self._enable)
        self.watch = QCheckBox()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.name_label, self.name_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.watch)
        layout.addWidget(self.buttons)
        self.name_edit.textChanged.connect(self._enable)
        self.watch.toggled.connect(self._enable)
        self.setMinimumSize(640, 520)

        if browse is None:
            from ..net.discovery import browse
        self._browse = browse
        self.finder = Background(self)
        self.finder.done.connect(self._found)
        self.finder.failed.connect(lambda error: self._cannot_look(said(error)))
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.timeout.connect(self._look)
        self._looking_failed: str | None = None
        self.retranslate()
        self._fill_kept()
        self._typed()
        self._look()

    def _look(self) -> None:
        if not self.finder.busy:
            self.finder.run(partial(_tables_found, self._browse), "table finder")

    def _default_name(self) -> str:
        seats = self.preferences.last_new_game().get("seats") or [{}]
        name = str(seats[0].get("name", "")) if isinstance(seats[0], dict) else ""
        return name if is_valid_name(name) else ""

    # --- seats kept from before ------------------------------------------------------------
    def _fill_kept(self) -> None:
        self.kept = kept_seats(self.preferences)
        self.seats_list.clear()
        for seat in self.kept:
            where = parse(seat.url)
            place = self.tr("Matrix: {account}").format(account=seat.account) if seat.matrix else None
            shown = place or (where.shown if where else seat.url)
            line = f"{seat.table} — {game_name(seat.game) or seat.game} — {shown}"
            if seat.hosted is not None:
                line += " " + self.tr("(you host it)")
            self.seats_list.addItem(line)
        self.seats_box.setVisible(bool(self.kept))
        self.seats_list.setFixedHeight(
            min(4, max(1, len(self.kept))) * max(self.seats_list.sizeHintForRow(0), 18)
            + 2 * self.seats_list.frameWidth()
        )
        self._kept_selected()

    def kept_seat(self) -> KeptSeat | None:
        """The seat kept from before to go back to, if one is picked."""
        row = self.seats_list.currentRow()
        picked = bool(self.seats_list.selectedItems())
        return self.kept[row] if picked and 0 <= row < len(self.kept) else None

    def _kept_selected(self) -> None:
        if self.kept_seat() is not None:
            self.found_list.clearSelection()
            self.matrix_part.clear_choice()
            self.address_edit.blockSignals(True)
            self.address_edit.clear()
            self.address_edit.blockSignals(False)
            self.address_problem.setText("")
        self.forget_button.setEnabled(self.kept_seat() is not None)
        self._enable()

    def _forget(self) -> None:
        seat = self.kept_seat()
        if seat is not None:
            forget_seat(self.preferences, seat.token)
            self._fill_kept()

    # --- tables found -------------------------------------------------------------------------
    def _found(self, tables: list[FoundTable]) -> None:
        chosen = self._chosen_table()
        self.tables = sorted(tables, key=lambda t: (not t.ours, t.name.casefold(), t.url))
        self.found_list.clear()
        for table in self.tables:
            name = game_name(table.game)
            seats = self.tr("{free} of {players} free").format(free=table.free, players=table.players)
            item = QTreeWidgetItem([table.name, name or table.game, seats, f"{table.address}:{table.port}"])
            if not table.ours:
                why = self.tr("This table needs another version of cloudtable ({version}).")
                item.setToolTip(
                    0, QtGui.Qt.convertFromPlainText(why.format(version=table.version), NORMAL)
                )  # (never markup)
                item.setDisabled(True)
            elif name is None:
                item.setToolTip(0, self.tr("This app does not have that game."))
                item.setDisabled(True)
            self.found_list.addTopLevelItem(item)
            if chosen is not None and table.url == chosen.url and not item.isDisabled():
                item.setSelected(True)
        for column in range(1, 4):
            self.found_list.resizeColumnToContents(column)
        self._looking_failed = None
        self._say_found()
        self._again.start(LOOK_AGAIN_MS)

    def _cannot_look(self, why: str) -> None:
        self._looking_failed = why
        self._say_found()
        self._again.start(LOOK_AGAIN_MS * 5)

    def _say_found(self) -> None:
        if self._looking_failed is not None:
            self.found_note.setText(
                self.tr("Tables on the local network cannot be looked for here ({reason}). Join by address.").format(
                    reason=self._looking_failed
                )
            )
        elif self.tables:
            self.found_note.setText(self.tr("The list is kept up to date while this window is open."))
        else:
            self.found_note.setText(self.tr("Looking for tables on this network… None found yet."))

    def _chosen_table(self) -> FoundTable | None:
        items = self.found_list.selectedItems()
        if not items:
            return None
        row = self.found_list.indexOfTopLevelItem(items[0])
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def _selected(self) -> None:
        if self.found_list.selectedItems():
            self.seats_list.clearSelection()
        if self.found_list.selectedItems() and self.address_edit.text().strip():
            self.address_edit.blockSignals(True)
            self.address_edit.clear()  # a table picked in the list is the one joined
            self.address_edit.blockSignals(False)
            self._typed()
        self._enable()

    # --- by address -----------------------------------------------------------------------------
    def _typed(self) -> None:
        text = self.address_edit.text().strip()
        if text:
            self.found_list.clearSelection()
            self.seats_list.clearSelection()
        if not text or parse(text) is not None:
            self.address_problem.setText("")
        elif looks_like_code(text):
            self.address_problem.setText(self.tr("This join code has a slip in it: check each letter."))
        else:
            self.address_problem.setText(
                self.tr("This is neither an address (such as 192.168.1.20:47423) nor a join code.")
            )
        self._enable()

    def address(self) -> TableAddress | None:
        """The table to join: the one typed, else the one picked in the list."""
        text = self.address_edit.text().strip()
        if text:
            return parse(text)
        table = self._chosen_table()
        if table is None:
            return None
        return TableAddress(table.address, table.port, table.fingerprint, table.fingerprint is not None)

    def name(self) -> str:
        return self.name_edit.text().strip()

    def watching(self) -> bool:
        return self.watch.isChecked()

    # --- over Matrix --------------------------------------------------------------------------
    def by_matrix(self) -> bool:
        return self.tabs.currentWidget() is self.matrix_part

    def matrix_choice(self) -> tuple[str, str, str] | None:
        """(homeserver, account, room) of the table over Matrix to join, if that tab is shown."""
        return self.matrix_part.choice() if self.by_matrix() and self.kept_seat() is None else None

    def _matrix_changed(self) -> None:
        if self.matrix_part.choice() is not None:
            self.seats_list.clearSelection()
        self._enable()

    def _enable(self) -> None:
        if not hasattr(self, "kept") or not hasattr(self, "buttons"):
            return  # (still being made)
        if self.kept_seat() is not None:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
            return
        if self.by_matrix():
            ok = self.matrix_part.choice() is not None and is_valid_name(self.name())
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
            return
        table = self._chosen_table()
        full = table is not None and table.free == 0 and not self.address_edit.text().strip()
        ok = self.address() is not None and is_valid_name(self.name()) and (self.watching() or not full)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def accept(self) -> None:
        if not self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            return
        self.preferences.network_name = self.name()
        self.preferences.settings.setValue(JOIN_BY, "matrix" if self.by_matrix() else "lan")
        account = self.matrix_part.account() if self.by_matrix() else None
        if account is not None and len(self.matrix_part.accounts) > 1:
            self.preferences.matrix_account = account[1]  # (the one chosen, first the next time)
        self.matrix_part.stop()
        typed = parse(self.address_edit.text())
        if typed is not None and typed.invitation is None:  # (an invitation is used once: not kept)
            self.preferences.join_address = self.address_edit.text().strip()
        self._again.stop()
        super().accept()

    def reject(self) -> None:
        self._again.stop()
        self.matrix_part.stop()
        super().reject()

    # --- language -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a Table"))
        self.name_label.setText(self.tr("Your name:"))
        self.seats_box.setTitle(self.tr("Your seats at tables, to go back to"))
        self.forget_button.setText(self.tr("Forget This Seat"))
        self.tabs.setTabText(0, self.tr("On This Network"))
        self.tabs.setTabText(1, self.tr("Over Matrix"))
        self.found_box.setTitle(self.tr("Tables on this network"))
        self.found_list.setHeaderLabels([self.tr("Table"), self.tr("Game"), self.tr("Seats"), self.tr("Address")])
        self.address_box.setTitle(self.tr("By address or join code"))
        self.address_note.setText(
            self.tr(
                "A table hosted elsewhere, or over a VPN such as Tailscale or ZeroTier, is not found by itself: "
                "type the address or the join code its host gives you."
            )
        )
        self.address_edit.setPlaceholderText(self.tr("such as 192.168.1.20:47423 or R2M0-255S-7WHG"))
        self.watch.setText(self.tr("Only watch (a spectator sees nobody's hidden cards)"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self._say_found()
        self._typed()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HostOptions(QGroupBox):
    """New Game's "Host on the network": checked, the game is hosted for people at their own
    computers (its other seats are open for them, or computers); who may join, whether the table
    is announced on the local network, and its name."""

    where_changed = Signal()  # who may join changed (the seats are offered differently over Matrix)

    def __init__(self, preferences: Preferences, parent=None):
        super().__init__(parent)
        self.preferences = preferences
        self.setCheckable(True)
        self.setChecked(False)
        last = preferences.host_choices
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.only_here = QRadioButton()
        self.everywhere = QRadioButton()
        self.where = QButtonGroup(self)
        self.where.addButton(self.only_here)
        self.where.addButton(self.everywhere)
        (self.everywhere if last.get("address") == EVERY_NETWORK else self.only_here).setChecked(True)
        self.over_matrix = QRadioButton()  # through Matrix, from anywhere (ui/matrix_hosting.py)
        self.where.addButton(self.over_matrix)
        self.matrix = MatrixHostChoice(preferences)
        self.matrix.account_changed.connect(self._where_changed)
        self.matrix.signed_in_here.connect(lambda: self.over_matrix.setChecked(True))
        self._matrix_last = last.get("address") == MATRIX
        self.announce = QCheckBox()
        self.announce.setChecked(bool(last.get("advertise", True)))
        self.where_note = QLabel()
        self.where_note.setWordWrap(True)
        self.table_label = QLabel()
        self.table_name = QLineEdit(str(last.get("name", "")))
        self.table_name.setMaxLength(TABLE_NAME)
        self.everywhere.toggled.connect(self._where_changed)
        self.over_matrix.toggled.connect(self._where_changed)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.explain)
        layout.addWidget(self.only_here)
        layout.addWidget(self.everywhere)
        layout.addWidget(self.over_matrix)
        layout.addWidget(self.matrix)
        layout.addWidget(self.announce)
        layout.addWidget(self.where_note)
        name_row = QFormLayout()
        name_row.addRow(self.table_label, self.table_name)
        layout.addLayout(name_row)
        outer = QVBoxLayout(self)
        outer.addWidget(body)
        self.toggled.connect(body.setVisible)
        self.toggled.connect(self._hosting)
        body.setVisible(False)
        self.retranslate()
        self._where_changed()

    def _hosting(self, on: bool) -> None:
        """Hosting chosen: whether this computer is signed in to Matrix is read now (the first time)."""
        if on and not self.matrix.known:
            self.matrix.refresh()
            if self._matrix_last and self.matrix.may_host:
                self.over_matrix.setChecked(True)

    def _where_changed(self) -> None:
        if self.over_matrix.isChecked() and not self.matrix.may_host:  # (signed out meanwhile)
            self.only_here.setChecked(True)
        self.over_matrix.setEnabled(self.matrix.may_host)
        self.announce.setEnabled(self.everywhere.isChecked())
        self.announce.setVisible(not self.over_matrix.isChecked())
        self.retranslate_where()
        self.where_changed.emit()

    @property
    def address(self) -> str:
        return EVERY_NETWORK if self.everywhere.isChecked() else LOOPBACK

    @property
    def over_matrix_chosen(self) -> bool:
        """Hosted through Matrix (the account signed in here), rather than on a network."""
        return self.over_matrix.isChecked() and self.matrix.may_host

    def table(self, default: str) -> str:
        """The table's name: the one typed if the protocol takes it, else `default`."""
        name = self.table_name.text().strip()
        try:
            return Text(TABLE_NAME, least=1).read(name, "table")
        except ProtocolError:
            return default[:TABLE_NAME]

    def remember(self) -> None:
        self.preferences.host_choices = {
            "address": MATRIX if self.over_matrix_chosen else self.address,
            "advertise": self.announce.isChecked(),
            "name": self.table_name.text().strip(),
        }

    def retranslate(self) -> None:
        self.setTitle(self.tr("Host on the network: the others play from their own computers"))
        self.explain.setText(
            self.tr("You play the first seat here; a person's seat stays open until someone joins it. Who may join:")
        )
        self.only_here.setText(self.tr("Only this computer (to try it out)"))
        self.everywhere.setText(self.tr("This network, or a VPN (Tailscale, ZeroTier…)"))
        self.over_matrix.setText(self.tr("Over the internet, through Matrix (invite people by their Matrix ID)"))
        self.announce.setText(self.tr("Announce the table on the local network"))
        self.announce.setToolTip(self.tr("Others then find it in their list in Game → Join a Table…"))
        self.retranslate_where()
        self.table_label.setText(self.tr("The table's name:"))

    def retranslate_where(self) -> None:
        if self.over_matrix_chosen:
            self.where_note.setText(
                self.tr(
                    "The table is a room on Matrix: the people you invite join it with their own Matrix app "
                    "or cloudtable, from anywhere."
                )
            )
        else:
            self.where_note.setText(
                self.tr(
                    "Others join by the address or code shown beside the table. A firewall may have to let cloudtable in."
                )
            )
        self.table_name.setPlaceholderText(self.tr("as others see it in their list"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
