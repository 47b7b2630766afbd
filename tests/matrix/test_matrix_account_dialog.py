"""Edit → Matrix Account… (ui/matrix_account_dialog.py) on the tests' homeserver: a Matrix ID that is
not one and a refused password are said; signed in, both devices (the player's and the host's) are
kept and the password nowhere; signed out (after the question), both are forgotten."""

from __future__ import annotations

import pytest
from accounts import PASSWORD, new_account, run
from synapse_server import free_port

from cloudtable.net.matrix.account import CREDENTIALS, KeptAccount, data_folder, device_folder, kept_accounts
from cloudtable.ui.matrix_account_dialog import MatrixAccountDialog

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")

WAIT = 60_000


def registered(homeserver, tmp_path, name: str) -> str:
    async def make():
        client = await new_account(homeserver.url, tmp_path, name)
        await client.close()
        return client.user_id

    return run(make())


def everything_kept() -> str:
    return "\n".join(p.read_text(errors="replace") for p in data_folder().rglob("*") if p.is_file())


def test_signing_in_keeps_both_devices_and_no_password_and_signing_out_forgets_them(
    qtbot, preferences, homeserver, tmp_path
):
    user = registered(homeserver, tmp_path, "Kim")
    dialog = MatrixAccountDialog(preferences)
    qtbot.addWidget(dialog)
    assert dialog.account is None and not dialog.sign_in_button.isEnabled()
    # Not a Matrix ID: said at once, nothing asked of any server.
    dialog.user_edit.setText("kim at home")
    dialog.password_edit.setText("x")
    dialog.sign_in_button.click()
    assert "@name:matrix.org" in dialog.problem.text() and not dialog.work.busy
    # The wrong password: the homeserver refuses it, and the dialog says so; the field is empty.
    dialog.user_edit.setText(user)
    dialog.server_edit.setText(homeserver.url)
    dialog.password_edit.setText("not " + PASSWORD)
    dialog.sign_in_button.click()
    assert dialog.work.busy and dialog.busy.isVisibleTo(dialog) and dialog.password_edit.text() == ""
    qtbot.waitUntil(lambda: not dialog.work.busy, timeout=WAIT)
    assert dialog.problem.text() == "The homeserver refused this Matrix ID or password."
    assert dialog.account is None and kept_accounts() == []
    # The right one: signed in, the player's device and the host's both kept, the password nowhere.
    dialog.password_edit.setText(PASSWORD)
    dialog.sign_in_button.click()
    qtbot.waitUntil(lambda: not dialog.work.busy, timeout=WAIT)
    assert dialog.problem.text() == "", dialog.problem.text()
    assert kept_accounts() == [KeptAccount(homeserver.url, user, ("player", "host"))]
    assert dialog.who.text() == f"Signed in as {user}" and dialog.sign_out_button.isVisibleTo(dialog)
    assert not dialog.form_box.isVisibleTo(dialog) and dialog.password_edit.text() == ""
    for role in ("player", "host"):
        assert (device_folder(user, role) / CREDENTIALS).exists()
    assert PASSWORD not in everything_kept()
    assert preferences.matrix_sign_in == (user, homeserver.url)  # (for next time; nothing secret)
    assert PASSWORD not in (tmp_path / "settings.ini").read_text()
    # Opened again, it says who is signed in.
    again = MatrixAccountDialog(preferences)
    qtbot.addWidget(again)
    assert again.who.text() == f"Signed in as {user}"
    # Sign Out asks first: Cancel keeps everything.
    asked = []
    again.confirm_sign_out = lambda account: asked.append(account.user_id) or False
    again.sign_out_button.click()
    assert asked == [user] and not again.work.busy and len(kept_accounts()) == 1
    again.confirm_sign_out = lambda account: True
    again.sign_out_button.click()
    qtbot.waitUntil(lambda: not again.work.busy, timeout=WAIT)
    assert again.problem.text() == "" and again.account is None and kept_accounts() == []
    assert again.form_box.isVisibleTo(again) and again.user_edit.text() == user


def test_a_homeserver_that_cannot_be_reached_is_said(qtbot, preferences):
    dialog = MatrixAccountDialog(preferences)
    qtbot.addWidget(dialog)
    nobody = f"http://127.0.0.1:{free_port()}"  # (nothing listens there)
    dialog.user_edit.setText("@kim:example.org")
    dialog.server_edit.setText(nobody)
    dialog.password_edit.setText(PASSWORD)
    dialog.sign_in_button.click()
    qtbot.waitUntil(lambda: not dialog.work.busy, timeout=WAIT)
    assert dialog.problem.text() == (
        f"The homeserver {nobody} cannot be reached: check its address and your connection."
    )
    assert kept_accounts() == []
