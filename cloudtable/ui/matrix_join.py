"""Join a Table's Matrix part: the tables of the Matrix account this computer is signed in to (its
invitations, and the table rooms it has joined), kept up to date while it is shown, and a field
for a room's link or ID. Not signed in, it says where to sign in (Edit → Matrix Account…).

The list is read in a thread of its own (net/matrix/tables.py: one sync, then each table room's
state), never on the window's thread; what comes from the homeserver is shown as plain text.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import game_name
from .background import Background, said

LOOK_AGAIN_MS = 5000  # between two reads of the account's tables, while they are shown
NORMAL = QtGui.Qt.WhiteSpaceMode.WhiteSpaceNormal


def signed_in_accounts() -> list[tuple[str, str]]:
    """(homeserver, user ID) of each account whose player device is kept here."""
    from ..net.matrix.account import kept_accounts

    return [(a.homeserver, a.user_id) for a in kept_accounts() if "player" in a.roles]


class MatrixJoinPart(QWidget):
    changed = Signal()  # a table picked, or a room typed
    picked = Signal()  # a table double-clicked: join it

    def __init__(self, parent=None, accounts: list[tuple[str, str]] | None = None, chosen: str = ""):
        super().__init__(parent)
        self.accounts = signed_in_accounts() if accounts is None else accounts
        self.tables: list[Any] = []  # TableRoom
        self._problem: str | None = None
        self._looked = False
        self.sign_in_note = QLabel()
        self.sign_in_note.setWordWrap(True)
        self.account_label = QLabel()
        self.account_label.setTextFormat(Qt.TextFormat.PlainText)
        self.account_choice = QComboBox()
        for homeserver, user in self.accounts:
            self.account_choice.addItem(user, (homeserver, user))
        self.account_choice.setVisible(len(self.accounts) > 1)
        last = next((i for i, (_, user) in enumerate(self.accounts) if user == chosen), 0)
        self.account_choice.setCurrentIndex(last)  # (the account last joined with, of several)
        self.account_choice.currentIndexChanged.connect(self._account_changed)
        self.list = QTreeWidget()
        self.list.setColumnCount(4)
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # The table and its host share the width (a long user ID is cut short: its tooltip has it).
        self.list.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.list.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.list.header().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.list.header().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.list.header().setStretchLastSection(False)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemSelectionChanged.connect(self._selected)
        self.list.itemDoubleClicked.connect(lambda *_: self.picked.emit())
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.room_label = QLabel()
        self.room_label.setWordWrap(True)
        self.room_edit = QLineEdit()
        self.room_edit.setMaxLength(600)
        self.room_edit.textChanged.connect(self._typed)
        self.room_problem = QLabel()
        self.room_problem.setObjectName("roomProblem")
        self.room_problem.setStyleSheet("color: #b3261e")
        self.room_problem.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sign_in_note)
        layout.addWidget(self.account_label)
        layout.addWidget(self.account_choice)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.room_label)
        layout.addWidget(self.room_edit)
        layout.addWidget(self.room_problem)
        for widget in (self.account_label, self.list, self.note, self.room_label, self.room_edit, self.room_problem):
            widget.setVisible(bool(self.accounts))
        self.sign_in_note.setVisible(not self.accounts)
        if not self.accounts:
            layout.addStretch(1)
        self.reader = Background(self)
        self.reader.done.connect(self._found)
        self.reader.failed.connect(lambda error: self._cannot_read(said(error)))
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.timeout.connect(self.look)
        self.retranslate()

    # --- the account's tables -------------------------------------------------------------------
    def account(self) -> tuple[str, str] | None:
        data = self.account_choice.currentData()
        return data if isinstance(data, tuple) else None

    def look(self) -> None:
        """Read the account's tables (again, a little later each time, while this is shown)."""
        account = self.account()
        if account is not None:
            from ..net.matrix.tables import table_rooms

            if not self.reader.busy:
                self.reader.run(partial(table_rooms, *account), "matrix tables")

    def stop(self) -> None:
        self._again.stop()

    def _account_changed(self) -> None:
        self.tables, self._looked = [], False
        self._fill()
        self.look()

    def _found(self, tables: list[Any]) -> None:
        self._looked, self._problem = True, None
        self.tables = list(tables)
        self._fill()
        if self.isVisible():
            self._again.start(LOOK_AGAIN_MS)

    def _cannot_read(self, why: str) -> None:
        self._problem = why
        self._say()
        if self.isVisible():
            self._again.start(LOOK_AGAIN_MS * 3)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.accounts and not self._again.isActive():
            self.look()

    def hideEvent(self, event) -> None:
        self._again.stop()  # (read again when shown again)
        super().hideEvent(event)

    def _fill(self) -> None:
        chosen = self._chosen()
        self.list.blockSignals(True)
        self.list.clear()
        for table in self.tables:
            game = (game_name(table.game) or table.game) if table.game else self.tr("(known once you join)")
            who = self.tr("invited by {user}").format(user=table.host) if table.invited else table.host
            name = table.name or table.room_id
            free = (
                "" if table.free is None else self.tr("%n of {seats} free", None, table.free).format(seats=table.seats)
            )
            item = QTreeWidgetItem([name, game, free, who])
            tip = self.tr("An invitation: joining accepts it.") if table.invited else table.room_id
            item.setToolTip(0, QtGui.Qt.convertFromPlainText(tip, NORMAL))  # (never markup)
            if table.free is not None:
                item.setToolTip(2, self.tr("Seats open to anyone at the table, or kept for you"))
            item.setToolTip(3, QtGui.Qt.convertFromPlainText(who, NORMAL))
            if table.game is not None and game_name(table.game) is None:
                item.setToolTip(1, self.tr("This app does not have that game."))
                item.setDisabled(True)
            if table.not_a_table:  # (its room's creation says so: greyed, listed last)
                item.setText(1, self.tr("(not a table)"))
                item.setToolTip(0, self.tr("An invitation to a Matrix room that is not a cloudtable table."))
                item.setDisabled(True)
            self.list.addTopLevelItem(item)
            if chosen is not None and table.room_id == chosen.room_id and not item.isDisabled():
                item.setSelected(True)
        self.list.blockSignals(False)
        self._say()
        self.changed.emit()

    def _say(self) -> None:
        if self._problem is not None:
            self.note.setText(
                self.tr("The homeserver cannot be asked for your tables now ({reason}).").format(reason=self._problem)
            )
        elif not self._looked:
            self.note.setText(self.tr("Asking the homeserver for your invitations and tables…"))
        elif self.tables:
            self.note.setText(self.tr("Your invitations and tables on Matrix, kept up to date while this is open."))
        else:
            self.note.setText(
                self.tr(
                    "No invitation yet: ask the table's host to invite {user}, or paste the room's link below."
                ).format(user=(self.account() or ("", ""))[1])
            )

    def _chosen(self) -> Any:
        items = self.list.selectedItems()
        if not items:
            return None
        row = self.list.indexOfTopLevelItem(items[0])
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def _selected(self) -> None:
        if self.list.selectedItems() and self.room_edit.text().strip():
            self.room_edit.blockSignals(True)
            self.room_edit.clear()  # a table picked in the list is the one joined
            self.room_edit.blockSignals(False)
            self.room_problem.setText("")
        self.changed.emit()

    # --- by link --------------------------------------------------------------------------------
    def _typed(self) -> None:
        from ..net.matrix.tables import parse_room

        text = self.room_edit.text().strip()
        if text:
            self.list.clearSelection()
        if not text or parse_room(text) is not None:
            self.room_problem.setText("")
        else:
            self.room_problem.setText(
                self.tr("This is neither a Matrix room's link (https://matrix.to/#/…) nor a room ID (!…:server).")
            )
        self.changed.emit()

    def room(self) -> str | None:
        """The room to join: the one typed, else the table picked in the list."""
        from ..net.matrix.tables import parse_room

        text = self.room_edit.text().strip()
        if text:
            return parse_room(text)
        table = self._chosen()
        return table.room_id if table is not None else None

    def choice(self) -> tuple[str, str, str] | None:
        """(homeserver, account, room) to join, if a table is picked or a room typed."""
        account, room = self.account(), self.room()
        return None if account is None or room is None else (account[0], account[1], room)

    def clear_choice(self) -> None:
        self.list.clearSelection()
        self.room_edit.blockSignals(True)
        self.room_edit.clear()
        self.room_edit.blockSignals(False)
        self.room_problem.setText("")

    # --- language -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.sign_in_note.setText(
            self.tr(
                "Play with people anywhere through Matrix, without opening a port: first sign in to your Matrix "
                "account with Edit → Matrix Account…; the tables you are invited to are then listed here."
            )
        )
        account = self.account()
        self.account_label.setText(self.tr("Signed in to Matrix as {user}").format(user=account[1]) if account else "")
        self.list.setHeaderLabels([self.tr("Table"), self.tr("Game"), self.tr("Seats"), self.tr("Host")])
        self.room_label.setText(self.tr("Or the table's room, by its link or ID (its host gives it to you):"))
        self.room_edit.setPlaceholderText(self.tr("such as https://matrix.to/#/!abc…:example.org"))
        self._say()
        self._typed()
        if self.tables:
            self._fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
