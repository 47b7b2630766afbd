"""Edit → Matrix Account…: sign this computer in to the person's Matrix account, to host and join
tables over the internet (docs/matrix.md), or sign it out.

Signing in makes two devices of the account with the one password, each kept in the app's data
folder (net/matrix/account.py): the player's and the host's, so that hosting later needs no
password. The password is read from its field once, the field cleared at once, and it goes
nowhere but to the homeserver: never to a file, a log or a command line. The work on the network
runs in a thread (ui/background.py); the dialog says what it is doing and why it failed.

A homeserver that hands its accounts to an OAuth server takes no password (net/matrix/signing.py):
once the Matrix ID is typed, the dialog looks its homeserver up, and where the device grant is
offered it shows "Sign in with your browser" instead of the password. Each device then gets its own
code (1 of 2, the player's; 2 of 2, the host's), shown large with the address to approve it at,
while the app waits for the approval; Cancel stops waiting.
"""

from __future__ import annotations

import threading
import time
from functools import partial

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QFont, QGuiApplication
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

from ..net.matrix import oauth
from ..net.matrix.account import HOMESERVER, KeptAccount, SignInError, kept_accounts
from ..net.matrix.room import USER_ID
from ..net.matrix.signing import (
    BrowserStep,
    NoPasswords,
    SignInWay,
    Unreachable,
    ask_browser_sign_in,
    find_way,
    finish_browser_sign_in,
    server_part,
    sign_in_here,
    sign_out_here,
)
from ..preferences import Preferences
from .background import Background, said

PROBLEM_COLOUR = "color: #b3261e"
WIDTH = 520
LOOK_MS = 600  # the homeserver is looked up once the Matrix ID has not changed for this long
ROLES_IN_ORDER = ("player", "host")


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
        self._doing = ""  # "in", "out", "ask" (a code) or "wait" (its approval) while the work runs
        # How the typed account's homeserver signs in, looked up in the background as it is typed.
        self.way: SignInWay | None = None
        self._way_for: tuple[str, str] = ("", "")
        self.look = Background(self)
        self.look.done.connect(self._looked)
        self.look.failed.connect(lambda error: self._looked(None))
        self._look_timer = QTimer(self)
        self._look_timer.setSingleShot(True)
        self._look_timer.setInterval(LOOK_MS)
        self._look_timer.timeout.connect(self._look_up)
        # The browser's sign-in: one device's code at a time.
        self.step: BrowserStep | None = None
        self._cancel = threading.Event()
        self._slowed: list[float] = []  # (appended to by the work's thread)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._show_waiting)
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
        self.way_note = QLabel()
        self.way_note.setWordWrap(True)
        self.browser_button = QPushButton()
        self.browser_button.clicked.connect(self.sign_in_with_browser)
        # Waiting for a code's approval.
        self.code_box = QWidget()
        self.step_label = QLabel()
        bold_step = self.step_label.font()
        bold_step.setBold(True)
        self.step_label.setFont(bold_step)
        self.code_intro = QLabel()
        self.code_intro.setWordWrap(True)
        self.code = QLabel()
        self.code.setObjectName("matrixUserCode")
        self.code.setTextFormat(Qt.TextFormat.PlainText)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        large = QFont(self.code.font())
        large.setStyleHint(QFont.StyleHint.Monospace)
        large.setFamily("monospace")
        large.setPointSizeF(large.pointSizeF() * 2.4)
        large.setBold(True)
        large.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code.setFont(large)
        self.link = QLabel()
        self.link.setObjectName("matrixVerificationLink")
        self.link.setTextFormat(Qt.TextFormat.PlainText)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setWordWrap(True)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_link)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_link)
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        code_layout = QVBoxLayout(self.code_box)
        code_layout.setContentsMargins(0, 0, 0, 0)
        code_layout.addWidget(self.step_label)
        code_layout.addWidget(self.code_intro)
        code_layout.addWidget(self.code)
        code_layout.addWidget(self.link)
        link_buttons = QHBoxLayout()
        link_buttons.addStretch(1)
        link_buttons.addWidget(self.copy_button)
        link_buttons.addWidget(self.open_button)
        code_layout.addLayout(link_buttons)
        waiting_row = QHBoxLayout()
        waiting_row.addWidget(self.waiting, 1)
        waiting_row.addWidget(self.cancel_button)
        code_layout.addLayout(waiting_row)
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
        layout.addWidget(self.way_note)
        layout.addWidget(self.code_box)
        layout.addWidget(self.who)
        layout.addWidget(self.devices)
        actions = QHBoxLayout()
        actions.addWidget(self.busy)
        actions.addStretch(1)  # (the button at its own width, at the right)
        actions.addWidget(self.sign_in_button)
        actions.addWidget(self.browser_button)
        actions.addWidget(self.sign_out_button)
        layout.addLayout(actions)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(WIDTH)
        for edit in (self.user_edit, self.server_edit, self.password_edit):
            edit.textChanged.connect(self._enable)
        for edit in (self.user_edit, self.server_edit):
            edit.textChanged.connect(self._typed)
        self.password_edit.returnPressed.connect(self.sign_in)
        self.retranslate()
        self._show()
        self._typed()

    # --- what is shown ---------------------------------------------------------------------------
    def _show(self) -> None:
        account = self.account
        coding = self.step is not None
        browser = self.way is not None and self.way.browser
        delegated = self.way is not None and self.way.metadata is not None
        self.form_box.setVisible(account is None and not coding)
        self.password_label.setVisible(not delegated)
        self.password_edit.setVisible(not delegated)
        self.password_note.setVisible(not delegated)
        self.sign_in_button.setVisible(account is None and not coding and not delegated)
        self.browser_button.setVisible(account is None and not coding and browser)
        self.way_note.setVisible(account is None and not coding and delegated)
        self.way_note.setText(
            self.tr("Your homeserver signs you in on its own web page: no password is typed here.")
            if browser
            else self.tr(
                "Your homeserver signs you in only on its own web page, in a way this app cannot use yet: "
                "it offers no sign-in with a code."
            )
        )
        self.code_box.setVisible(coding)
        if self.step is not None:
            self._show_step(self.step)
        for widget in (self.who, self.devices, self.sign_out_button):
            widget.setVisible(account is not None and not coding)
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
        self.browser_button.setEnabled(not working)
        self.sign_out_button.setEnabled(not working)
        self.buttons.setEnabled(not working or self._doing == "wait")
        self.cancel_button.setEnabled(self._doing == "wait" and not self._cancel.is_set())

    def user_id(self) -> str:
        return self.user_edit.text().strip()

    def say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))

    # --- how the homeserver signs in -------------------------------------------------------------
    def _typed(self) -> None:
        typed = (self.user_id(), self.server_edit.text().strip().rstrip("/"))
        if typed != self._way_for:
            self.way = None
            self._show()
        self._look_timer.start()

    def _look_up(self) -> None:
        user, homeserver = self.user_id(), self.server_edit.text().strip().rstrip("/")
        if (
            self.account is not None
            or not USER_ID.fullmatch(user)
            or (homeserver and not HOMESERVER.fullmatch(homeserver))
        ):
            return
        if self.look.busy:  # (looked up again once this answer is in)
            return
        self._way_for = (user, homeserver)
        self.look.run(partial(find_way, user, homeserver), "matrix look-up")

    def _looked(self, way: object) -> None:
        typed = (self.user_id(), self.server_edit.text().strip().rstrip("/"))
        if typed != self._way_for:
            self._look_timer.start()  # (typed on meanwhile)
            return
        self.way = way if isinstance(way, SignInWay) else None  # (no answer: the password, as before)
        self._show()

    # --- signing in with the browser -------------------------------------------------------------
    def sign_in_with_browser(self) -> None:
        way = self.way
        if self.work.busy or self.account is not None or way is None or not way.browser:
            return
        self.preferences.set_matrix_sign_in(self.user_id(), self.server_edit.text().strip().rstrip("/"))
        self.say("")
        self._ask(way, self.user_id(), "player")

    def _ask(self, way: SignInWay, user: str, role: str) -> None:
        self._doing = "ask"
        self.busy.setText(self.tr("Asking for a code…"))
        self.work.run(partial(ask_browser_sign_in, way, user, role), "matrix sign-in code")
        self._enable()

    def _wait_for(self, step: BrowserStep) -> None:
        self.step = step
        self._cancel.clear()
        self._slowed.clear()
        self._doing = "wait"
        self.busy.setText("")
        self.work.run(partial(finish_browser_sign_in, step, self._cancel.is_set, self._slowed.append), "matrix sign-in")
        self._tick.start()
        self._show()

    def _show_step(self, step: BrowserStep) -> None:
        number = ROLES_IN_ORDER.index(step.role) + 1
        self.step_label.setText(
            self.tr("Device {number} of 2: to play at tables").format(number=number)
            if step.role == "player"
            else self.tr("Device {number} of 2: to host tables").format(number=number)
        )
        self.code_intro.setText(
            self.tr(
                "Open this address in a browser, on this computer or your phone, sign in to your account there "
                "and approve this code:"
            )
        )
        self.code.setText(step.grant.user_code)
        self.link.setText(step.grant.link)
        self._show_waiting()

    def _show_waiting(self) -> None:
        step = self.step
        if step is None:
            self._tick.stop()
            return
        if self._cancel.is_set():
            self.waiting.setText(self.tr("Stopping…"))
            return
        left = max(0, int(step.grant.expires_at - time.time()))
        text = self.tr("Waiting for your approval ({minutes}:{seconds:02} left)…").format(
            minutes=left // 60, seconds=left % 60
        )
        if self._slowed:
            text += " " + self.tr("The server asked to be checked less often.")
        self.waiting.setText(text)
        self._enable()

    def copy_link(self) -> None:
        if self.step is not None:
            QGuiApplication.clipboard().setText(self.step.grant.link)

    def open_link(self) -> None:
        if self.step is not None:
            QDesktopServices.openUrl(QUrl(self.step.grant.link))

    def cancel(self) -> None:
        if self._doing == "wait":
            self._cancel.set()
            self._show_waiting()
            self._enable()

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
        if doing == "ask" and isinstance(answer, BrowserStep):
            self._wait_for(answer)
            return
        if doing == "wait" and isinstance(answer, KeptAccount):
            step, self.step = self.step, None
            self._tick.stop()
            if step is not None and step.role == "player" and self.way is not None:
                self._ask(self.way, answer.user_id, "host")  # (2 of 2 at once: nothing to click between)
                return
            self.account = answer
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
        self.step = None
        self._tick.stop()
        self.account = signed_in()  # (what is kept is the truth, whatever went wrong)
        if isinstance(error, oauth.Cancelled):
            self.say("")
        elif isinstance(error, oauth.Denied):
            self.say(self.tr("The sign-in was refused in the browser: nothing was signed in."))
        elif isinstance(error, oauth.Expired):
            self.say(self.tr("The code was not approved in time: sign in with your browser again for a new one."))
        elif isinstance(error, NoPasswords):
            self.way = None  # (looked up again)
            self._look_timer.start()
            self.say(
                self.tr("Your homeserver takes no password here: sign in with your browser instead.")
                if error.browser
                else self.tr("Your homeserver takes no password here, and offers no sign-in with a code.")
            )
        elif isinstance(error, SignInError) and error.code == "another_account":
            self.say(self.tr("The second code was approved by another account than the first: sign in again."))
        elif isinstance(error, oauth.OAuthError):
            self.say(self.tr("Signing in did not work: {why}").format(why=said(error)))
        elif isinstance(error, Unreachable):
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
        self.browser_button.setText(self.tr("Sign In with Your Browser"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the address, to open it elsewhere"))
        self.open_button.setText(self.tr("Open in Browser"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.sign_out_button.setText(self.tr("Sign Out…"))
        self.problem.setVisible(bool(self.problem.text()))
        self._show()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reject(self) -> None:
        if self._doing == "wait":  # (Esc while a code waits: stop waiting first)
            self.cancel()
            return
        if self.work.busy:  # (its thread cannot be stopped: the dialog waits for its answer)
            return
        super().reject()
