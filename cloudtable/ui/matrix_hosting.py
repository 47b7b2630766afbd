"""New Game's "Over the internet, through Matrix": which Matrix account hosts (the one signed in
here, Edit → Matrix Account…) and a way to sign in from there; and the Matrix IDs typed for the
seats, checked before anything starts.

Matrix (matrix-nio) takes most of a second to load: it is loaded once hosting is chosen, not
each time New Game opens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from ..preferences import Preferences

if TYPE_CHECKING:
    from ..net.matrix.account import KeptAccount

MATRIX = "matrix"  # (what New Game remembers for "through Matrix")
INDENT = 24  # under its radio button's text


def matrix_id(text: str) -> str | None:
    """The Matrix ID typed (spaces around it left out), or None if it is not one."""
    from ..net.matrix.room import USER_ID

    text = text.strip()
    return text if USER_ID.fullmatch(text) else None


class MatrixHostChoice(QWidget):
    account_changed = Signal()
    signed_in_here = Signal()  # signed in from here (its button): hosting through Matrix is meant

    def __init__(self, preferences: Preferences, parent=None):
        super().__init__(parent)
        self.preferences = preferences
        self.account: KeptAccount | None = None
        self.accounts: list[KeptAccount] = []  # every account kept here
        self.known = False  # (what is kept here is read once hosting is chosen)
        self.who = QLabel()
        self.who.setTextFormat(Qt.TextFormat.PlainText)
        self.who.setWordWrap(True)
        # Several accounts kept here: which one hosts (the last chosen, remembered).
        self.choice = QComboBox()
        self.choice.hide()
        self.choice.activated.connect(self._chosen)
        self.account_button = QPushButton()
        self.account_button.clicked.connect(self.show_account)
        row = QHBoxLayout(self)
        row.setContentsMargins(INDENT, 0, 0, 0)
        row.addWidget(self.who, 1)
        row.addWidget(self.choice, 1)
        row.addWidget(self.account_button)
        self.retranslate()

    @property
    def may_host(self) -> bool:
        return self.account is not None and "host" in self.account.roles

    def show_account(self) -> None:
        from .matrix_account_dialog import MatrixAccountDialog

        could = self.may_host
        dialog = MatrixAccountDialog(self.preferences, self.window())
        dialog.exec()
        dialog.deleteLater()
        self.refresh()
        if self.may_host and not could:
            self.signed_in_here.emit()

    def refresh(self) -> None:
        from ..net.matrix.account import kept_accounts

        try:
            self.accounts = kept_accounts()
        except OSError:
            self.accounts = []
        last = self.preferences.matrix_account
        self.account = next(
            (a for a in self.accounts if a.user_id == last), self.accounts[0] if self.accounts else None
        )
        self.choice.clear()
        for account in self.accounts:
            self.choice.addItem(account.user_id)
        if self.account is not None:
            self.choice.setCurrentIndex(self.accounts.index(self.account))
        self.choice.setVisible(len(self.accounts) > 1)
        self.known = True
        self.retranslate()
        self.account_changed.emit()

    def _chosen(self, index: int) -> None:
        if 0 <= index < len(self.accounts):
            self.account = self.accounts[index]
            self.preferences.matrix_account = self.account.user_id  # (hosts the next time too)
            self.retranslate()
            self.account_changed.emit()

    def retranslate(self) -> None:
        account = self.account
        if account is None:
            self.who.setText(self.tr("Not signed in to Matrix yet."))
        elif not self.may_host:
            self.who.setText(
                self.tr("Signed in as {user}, without a device to host: sign out and in again.").format(
                    user=account.user_id
                )
            )
        elif len(self.accounts) > 1:
            self.who.setText(self.tr("Hosted by:"))  # (the account chosen beside it)
        else:
            self.who.setText(self.tr("Hosted by {user}").format(user=account.user_id))
        self.account_button.setText(self.tr("Sign In…") if account is None else self.tr("Matrix Account…"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
