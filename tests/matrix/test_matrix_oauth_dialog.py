"""Edit → Matrix Account… with a homeserver that hands its accounts to an OAuth server
(ui/matrix_account_dialog.py), on a real Synapse delegating to the tests' authorization server
(fake_auth_server.py): the browser's sign-in offered instead of the password, each device's code
shown with its address (1 of 2, 2 of 2) and approved, a refusal, an expiry and Cancel said; and the
password form kept for the ordinary homeserver."""

from __future__ import annotations

import time

import pytest
from PySide6.QtGui import QDesktopServices, QGuiApplication

from cloudtable.net.matrix.account import KeptAccount, kept_accounts
from cloudtable.ui.matrix_account_dialog import MatrixAccountDialog

pytestmark = pytest.mark.xdist_group("synapse")

WAIT = 30_000


@pytest.fixture
def delegating(delegating_homeserver):
    server, auth = delegating_homeserver
    auth.reset()
    return server, auth


def new_user() -> tuple[str, str]:
    localpart = f"dialog{time.time_ns() % 10_000_000}"
    return localpart, f"@{localpart}:localhost"


def typed(qtbot, preferences, server_url: str, user: str) -> MatrixAccountDialog:
    dialog = MatrixAccountDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.user_edit.setText(user)
    dialog.server_edit.setText(server_url)
    qtbot.waitUntil(lambda: dialog.way is not None, timeout=WAIT)
    return dialog


def shown_code(qtbot, dialog, auth, step: str) -> str:
    qtbot.waitUntil(lambda: dialog.code_box.isVisibleTo(dialog) and step in dialog.step_label.text(), timeout=WAIT)
    code = dialog.code.text()
    assert code in auth.pending_codes()
    return code


def test_the_browser_signs_in_both_devices_one_code_each(qtbot, preferences, delegating, monkeypatch):
    server, auth = delegating
    localpart, user = new_user()
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()) or True)
    dialog = typed(qtbot, preferences, server.url, user)
    # No password here: the browser's sign-in instead, and why.
    assert dialog.browser_button.isVisibleTo(dialog) and not dialog.password_edit.isVisibleTo(dialog)
    assert not dialog.sign_in_button.isVisibleTo(dialog)
    assert "no password" in dialog.way_note.text()
    dialog.browser_button.click()
    code = shown_code(qtbot, dialog, auth, "1 of 2")
    assert dialog.link.text() == f"{auth.url}/link?code={code}"  # (verification_uri_complete)
    assert "left" in dialog.waiting.text() and dialog.cancel_button.isEnabled()
    dialog.open_button.click()
    dialog.copy_button.click()
    assert opened == [dialog.link.text()] and QGuiApplication.clipboard().text() == dialog.link.text()
    auth.approve(code, localpart)
    second = shown_code(qtbot, dialog, auth, "2 of 2")
    assert second != code and "host" in dialog.step_label.text()
    auth.approve(second, localpart)
    qtbot.waitUntil(lambda: dialog.account is not None, timeout=WAIT)
    assert dialog.who.text() == f"Signed in as {user}" and not dialog.code_box.isVisibleTo(dialog)
    assert kept_accounts() == [KeptAccount(server.url, user, ("player", "host"))]


def test_a_refusal_an_expiry_and_cancel_are_said_and_keep_nothing(qtbot, preferences, delegating):
    server, auth = delegating
    localpart, user = new_user()
    dialog = typed(qtbot, preferences, server.url, user)
    # Refused in the browser.
    dialog.browser_button.click()
    auth.deny(shown_code(qtbot, dialog, auth, "1 of 2"))
    qtbot.waitUntil(lambda: not dialog.work.busy, timeout=WAIT)
    assert dialog.problem.text() == "The sign-in was refused in the browser: nothing was signed in."
    assert dialog.browser_button.isVisibleTo(dialog) and kept_accounts() == []
    # Not approved in time.
    auth.code_lifetime_s = 2
    dialog.browser_button.click()
    shown_code(qtbot, dialog, auth, "1 of 2")
    qtbot.waitUntil(lambda: not dialog.work.busy, timeout=WAIT)
    assert dialog.problem.text().startswith("The code was not approved in time")
    # Cancel (and Esc) stop waiting at once.
    auth.code_lifetime_s = 60
    dialog.browser_button.click()
    shown_code(qtbot, dialog, auth, "1 of 2")
    dialog.reject()  # (Esc: stops waiting, the dialog stays to say so)
    assert dialog.waiting.text() == "Stopping…" and not dialog.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.work.busy, timeout=2000)
    assert dialog.problem.text() == "" and not dialog.code_box.isVisibleTo(dialog) and kept_accounts() == []


def test_the_ordinary_homeserver_keeps_the_password_form(qtbot, preferences, homeserver):
    dialog = typed(qtbot, preferences, homeserver.url, "@kim:localhost")
    assert dialog.way.metadata is None
    assert dialog.password_edit.isVisibleTo(dialog) and dialog.sign_in_button.isVisibleTo(dialog)
    assert not dialog.browser_button.isVisibleTo(dialog) and not dialog.way_note.isVisibleTo(dialog)
