"""Edit → Matrix Account…: sign this computer in to the person's Matrix account, to host and join
tables over the internet (docs/matrix.md), or sign it out.

Signing in makes two devices of the account with the one password, each kept in the app's data
folder (net/matrix/account.py): the player's and the host's, so that hosting later needs no
password. The password is read from its field once, the field cleared at once, and it goes
nowhere but to the homeserver: never to a file, a log or a command line. The work on the network
runs in a thread (ui/background.py); the dialog says what it is doing and why it failed.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..net.matrix.account import HOMESERVER, KeptAccount, SignInError, kept_accounts
from ..net.matrix.room import USER_ID
from ..net.matrix.signing import Unreachable, server_part, sign_in_here, sign_out_here
from ..preferences import Preferences
from .background import Background

PROBLEM_COLOUR = "color: #b3261e"
WIDTH = 520


def signed_in() -> KeptAccount | None:
    """The Matrix account this computer is signed in to (the first, if there are several)."""
    try:
        accounts = kept_accounts()
    except OSError:
        return None
    return accounts[0] if accounts else None


def may_host(account: KeptAccount | None) -> bool:
    """Hosting over Matrix needs the account's host device kept here."""
    return account is not None and "host" in account.roles


class MatrixAccountDialog(QDialog):
    def __init__(self, preferences: Preferences, parent=None):
        super().__init__(parent)
        self.preferences = preferences
        self.account = signed_in()
        self.work = Background(self)
        self.work.done.connect(self._done)
        self.work.failed.connect(self._failed)
        self._doing = ""  # "in" or "out" while the work runs
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        # Signed out: the form.
        self.form_box = QWidget()
        user, homeserver = preferences.matrix_sign_in
        self.user_label, self.server_label, self.password_label = QLabel(), QLabel(), QLabel()
        self.user_edit = QLineEdit(user)
        self.user_edit.setMaxLength(255)
        self.server_edit = QLineEdit(homeserver)
        self.server_edit.setMaxLength(255)
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setMaxLength(1024)
        self.password_note = QLabel()
        self.password_note.setWordWrap(True)
        form = QFormLayout(self.form_box)
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.user_label, self.user_edit)
        form.addRow(self.server_label, self.server_edit)
        form.addRow(self.password_label, self.password_edit)
        form.addRow("", self.password_note)
        self.sign_in_button = QPushButton()
        self.sign_in_button.clicked.connect(self.sign_in)
        # Signed in: who, and Sign Out.
        self.who = QLabel()
        self.who.setObjectName("matrixSignedInAs")
        self.who.setTextFormat(Qt.TextFormat.PlainText)  # (a user ID is never markup)
        bold = self.who.font()
        bold.setBold(True)
        self.who.setFont(bold)
        self.devices = QLabel()
        self.devices.setWordWrap(True)
        self.devices.setTextFormat(Qt.TextFormat.PlainText)
        self.sign_out_button = QPushButton()
        self.sign_out_button.clicked.connect(self.sign_out)
        # Both: what is going on, what went wrong.
        self.busy = QLabel()
        self.problem = QLabel()
        self.problem.setObjectName("matrixProblem")
        self.problem.setStyleSheet(PROBLEM_COLOUR)
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.form_box)
        layout.addWidget(self.who)
        layout.addWidget(self.devices)
        actions = QHBoxLayout()
        actions.addWidget(self.busy)
        actions.addStretch(1)  # (the button at its own width, at the right)
        actions.addWidget(self.sign_in_button)
        actions.addWidget(self.sign_out_button)
        layout.addLayout(actions)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(WIDTH)
        for edit in (self.user_edit, self.server_edit, self.password_edit):
            edit.textChanged.connect(self._enable)
        self.password_edit.returnPressed.connect(self.sign_in)
        self.retranslate()
        self._show()

    # --- what is shown ---------------------------------------------------------------------------
    def _show(self) -> None:
        account = self.account
        self.form_box.setVisible(account is None)
        self.sign_in_button.setVisible(account is None)
        for widget in (self.who, self.devices, self.sign_out_button):
            widget.setVisible(account is not None)
        if account is not None:
            self.who.setText(self.tr("Signed in as {user}").format(user=account.user_id))
            self.devices.setText(
                self.tr(
                    "At {homeserver}. This computer keeps two devices of this account: one to play at tables, "
                    "one to host them (so hosting asks for no password)."
                ).format(homeserver=account.homeserver)
                if may_host(account)
                else self.tr("At {homeserver}. This computer keeps the device to play at tables.").format(
                    homeserver=account.homeserver
                )
            )
        self._enable()

    def _enable(self) -> None:
        working = self.work.busy
        self.busy.setVisible(working)
        for widget in (self.user_edit, self.server_edit, self.password_edit):
            widget.setEnabled(not working)
        self.sign_in_button.setEnabled(not working and bool(self.password_edit.text()) and bool(self.user_id()))
        self.sign_out_button.setEnabled(not working)
        self.buttons.setEnabled(not working)

    def user_id(self) -> str:
        return self.user_edit.text().strip()

    def say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))

    # --- signing in and out ---------------------------------------------------------------------
    def sign_in(self) -> None:
        if self.work.busy or self.account is not None:
            return
        user, homeserver = self.user_id(), self.server_edit.text().strip().rstrip("/")
        if not USER_ID.fullmatch(user):
            self.say(
                self.tr(
                    "A Matrix ID looks like @name:matrix.org: an @, the name in small letters, a colon, the server."
                )
            )
            return
        if homeserver and not HOMESERVER.fullmatch(homeserver):
            self.say(self.tr("A homeserver's address starts with https://, such as https://matrix.org."))
            return
        password = self.password_edit.text()
        self.password_edit.clear()  # (it is used once, and not left on the screen)
        if not password:
            return
        self.preferences.set_matrix_sign_in(user, homeserver)
        self.say("")
        self._doing = "in"
        self.busy.setText(self.tr("Signing in…"))
        self.work.run(partial(sign_in_here, user, password, homeserver), "matrix sign-in")
        self._enable()

    def sign_out(self) -> None:
        account = self.account
        if self.work.busy or account is None or not self.confirm_sign_out(account):
            return
        self.say("")
        self._doing = "out"
        self.busy.setText(self.tr("Signing out…"))
        self.work.run(partial(sign_out_here, account), "matrix sign-out")
        self._enable()

    def confirm_sign_out(self, account: KeptAccount) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Sign out of Matrix?"),
            self.tr(
                "This computer's devices of {user} are ended and forgotten. To host or join tables over Matrix "
                "again, you sign in with your password."
            ).format(user=account.user_id),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        accept = box.addButton(self.tr("Sign Out"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        box.deleteLater()
        return box.clickedButton() is accept

    def _done(self, answer: object) -> None:
        doing, self._doing = self._doing, ""
        if doing == "in" and isinstance(answer, KeptAccount):
            self.account = answer
        elif doing == "out":
            self.account = signed_in()
            if answer is False:
                self.say(
                    self.tr(
                        "Signed out here, but the homeserver could not be told: you may remove this computer's "
                        "devices from another Matrix app, such as Element."
                    )
                )
        self._show()

    def _failed(self, error: object) -> None:
        doing, self._doing = self._doing, ""
        self.account = signed_in()  # (what is kept is the truth, whatever went wrong)
        if isinstance(error, Unreachable):
            server = self.server_edit.text().strip() or server_part(self.user_id())
            self.say(
                self.tr("The homeserver {server} cannot be reached: check its address and your connection.").format(
                    server=server
                )
            )
        elif isinstance(error, SignInError) and error.code in ("M_FORBIDDEN", "M_USER_DEACTIVATED"):
            self.say(self.tr("The homeserver refused this Matrix ID or password."))
        elif doing == "out":
            self.say(self.tr("Signing out did not work: {why}").format(why=error))
        else:
            self.say(self.tr("Signing in did not work: {why}").format(why=error))
        self._show()

    # --- language ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Matrix Account"))
        self.intro.setText(
            self.tr(
                "With a Matrix account (on matrix.org or any other homeserver) you host tables and join them over "
                "the internet, with nothing to open on your router. Every move travels end-to-end encrypted."
            )
        )
        self.user_label.setText(self.tr("Matrix ID:"))
        self.user_edit.setPlaceholderText("@name:matrix.org")
        self.server_label.setText(self.tr("Homeserver:"))
        self.server_edit.setPlaceholderText(self.tr("found from your Matrix ID"))
        self.password_label.setText(self.tr("Password:"))
        self.password_note.setText(self.tr("Used once to sign this computer in; it is never kept."))
        self.sign_in_button.setText(self.tr("Sign In"))
        self.sign_out_button.setText(self.tr("Sign Out…"))
        self.problem.setVisible(bool(self.problem.text()))
        self._show()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reject(self) -> None:
        if self.work.busy:  # (its thread cannot be stopped: the dialog waits for its answer)
            return
        super().reject()
