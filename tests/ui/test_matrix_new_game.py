"""New Game's "Over the internet, through Matrix" (ui/matrix_hosting.py) without a homeserver: offered
only once this computer keeps the account's host device, with a way to sign in otherwise; its seats
take Matrix IDs, and the host is started with the kept device, never a password."""

from __future__ import annotations

import json
from dataclasses import replace

from cloudtable.net.matrix.account import device_folder
from cloudtable.ui.new_game_dialog import NewGameDialog

USER = "@kim:example.org"


def keep(roles: tuple[str, ...], user: str = USER) -> None:
    """What signing in keeps (account.py), written as it would be (nobody is asked)."""
    for role in roles:
        folder = device_folder(user, role)
        folder.mkdir(parents=True)
        kept = {"homeserver": "https://matrix.example.org", "user_id": user, "device_id": "DEVICE" + role.upper()}
        (folder / "credentials.json").write_text(json.dumps({**kept, "access_token": "syt_token"}))


def hosting_dialog(qtbot, preferences) -> NewGameDialog:
    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.games_list.setCurrentRow(next(i for i, g in enumerate(dialog.games) if g.id == "cloud9"))
    dialog.count.setValue(3)
    dialog.host_options.setChecked(True)
    return dialog


def test_not_signed_in_matrix_is_not_offered_but_signing_in_is(qtbot, preferences, monkeypatch):
    dialog = hosting_dialog(qtbot, preferences)
    options = dialog.host_options
    assert not options.over_matrix.isEnabled() and not dialog.over_matrix
    assert options.matrix.who.text() == "Not signed in to Matrix yet."
    assert options.matrix.account_button.text() == "Sign In…"
    keep(("player",))  # a player's device only: hosting needs the host's
    options.matrix.refresh()
    assert not options.over_matrix.isEnabled()
    assert "without a device to host" in options.matrix.who.text()
    # Signed in from there (its button opens Edit → Matrix Account…): hosting through Matrix is chosen.
    from cloudtable.ui.matrix_account_dialog import MatrixAccountDialog

    monkeypatch.setattr(MatrixAccountDialog, "exec", lambda dialog: keep(("host",)) or 0)
    options.matrix.account_button.click()
    assert options.over_matrix.isEnabled() and options.over_matrix.isChecked() and dialog.over_matrix
    assert dialog.seat_rows[1].matrix_id.isVisibleTo(dialog)


def test_signed_in_the_seats_take_matrix_ids_and_the_host_is_started_with_the_kept_device(qtbot, preferences):
    keep(("player", "host"))
    dialog = hosting_dialog(qtbot, preferences)
    options = dialog.host_options
    assert options.over_matrix.isEnabled() and options.matrix.who.text() == f"Hosted by {USER}"
    assert options.matrix.account_button.text() == "Matrix Account…"
    options.over_matrix.setChecked(True)
    assert dialog.over_matrix and not options.announce.isVisibleTo(options)
    second, third = dialog.seat_rows[1], dialog.seat_rows[2]
    third.kind.setCurrentIndex(third.kind.findData("person"))
    for row in (second, third):
        assert row.inviting and row.matrix_id.isVisibleTo(dialog) and not row.name.isVisibleTo(dialog)
        assert row.kind.findData("invited") < 0  # (an invitation code means nothing through Matrix)
    second.matrix_id.setText("@ann:example.org")
    third.matrix_id.setText("@ann:example.org")  # twice: refused
    assert not dialog.host_button.isEnabled() and dialog.invites() is None
    third.matrix_id.setText("")  # empty: the seat is for anyone invited later
    assert dialog.host_button.isEnabled() and dialog.invites() == ["@ann:example.org"]
    settings, you = dialog.host_settings()
    arguments = replace(settings, own_seat=you).arguments()  # (as RemoteGame.start_host starts it)
    assert arguments[:3] == ["host", "--matrix", "cloud9"]
    assert arguments[arguments.index("--user") + 1] == USER
    assert arguments[arguments.index("--homeserver") + 1] == "https://matrix.example.org"
    assert arguments[arguments.index("--invite") + 1] == "@ann:example.org" and arguments.count("--invite") == 1
    assert arguments[arguments.index("--own-seat") + 1] == you
    assert arguments[arguments.index("--port") + 1] == "0" and "--until-stdin-closes" in arguments
    assert "--address" not in arguments and "--password-file" not in arguments
    # Back to the local network: the seats are names and invitation codes again.
    options.everywhere.setChecked(True)
    assert not dialog.over_matrix and not second.inviting and second.name.isVisibleTo(dialog)
    assert second.kind.findData("invited") >= 0 and dialog.host_settings()[0].matrix is None
    # Remembered: the next New Game hosts through Matrix again.
    options.over_matrix.setChecked(True)
    dialog.accept()
    again = hosting_dialog(qtbot, preferences)
    assert again.over_matrix


def test_a_seats_matrix_id_field_shows_a_whole_matrix_id(qtbot, preferences):
    """Beside "Invited through Matrix" (a wide choice), the field was squeezed until even its
    placeholder was cut ("@name:matri…"), so a typed Matrix ID could not be read whole."""
    keep(("player", "host"))
    dialog = hosting_dialog(qtbot, preferences)
    dialog.host_options.over_matrix.setChecked(True)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.adjustSize()
    field = dialog.seat_rows[1].matrix_id
    margins = field.textMargins()
    needed = field.fontMetrics().horizontalAdvance(field.placeholderText()) + margins.left() + margins.right()
    assert field.isVisible() and field.width() >= needed


def test_an_invited_seat_is_named_by_the_accounts_display_name_read_in_a_thread(qtbot, preferences, monkeypatch):
    """Typed, a Matrix ID's display name is asked for off the window's thread; once read it shows
    in the seat's row and names the seat until its person joins; one that cannot be read leaves
    the seat its own name. The seat is kept for that account (`--seat-user`)."""
    import threading

    from cloudtable.net.matrix import tables

    asked: list[tuple[str, str, bool]] = []

    async def display_name(homeserver, user_id, whom, role="player"):
        asked.append((user_id, whom, threading.current_thread() is threading.main_thread()))
        return {"@ann:example.org": "Ann Example"}.get(whom)

    monkeypatch.setattr(tables, "display_name", display_name)
    keep(("player", "host"))
    dialog = hosting_dialog(qtbot, preferences)
    dialog.host_options.over_matrix.setChecked(True)
    second, third = dialog.seat_rows[1], dialog.seat_rows[2]
    third.kind.setCurrentIndex(third.kind.findData("person"))
    dialog.show()
    second.matrix_id.setText("@ann:exa")  # (typing: nothing asked before it stops)
    second.matrix_id.setText("@ann:example.org")
    third.matrix_id.setText("@nobody:example.org")
    qtbot.waitUntil(lambda: len(dialog.display_names) == 2, timeout=5000)
    assert [whom for _, whom, _ in asked] == ["@ann:example.org", "@nobody:example.org"]
    assert not any(on_main for _, _, on_main in asked) and asked[0][0] == USER
    assert second.display.text() == "Ann Example" and second.display.isVisible() and not second.level.isVisible()
    assert third.display.text() == ""
    settings, you = dialog.host_settings()
    assert settings.matrix.seat_users == ((1, "@ann:example.org"), (2, "@nobody:example.org"))
    arguments = replace(settings, own_seat=you).arguments()
    assert arguments[arguments.index("--seat-name") + 1] == "2=Ann Example" and arguments.count("--seat-name") == 1
    kept = [arguments[i + 1] for i, a in enumerate(arguments) if a == "--seat-user"]
    assert kept == ["2=@ann:example.org", "3=@nobody:example.org"]
    # The same ID typed again is not asked for twice.
    second.matrix_id.setText("")
    second.matrix_id.setText("@ann:example.org")
    qtbot.wait(900)
    assert len(asked) == 2 and second.display.text() == "Ann Example"


def test_with_several_accounts_kept_the_one_that_hosts_is_chosen_and_remembered(qtbot, preferences):
    other = "@ann:example.org"
    keep(("player", "host"))
    keep(("player", "host"), other)
    dialog = hosting_dialog(qtbot, preferences)
    choice = dialog.host_options.matrix
    dialog.host_options.over_matrix.setChecked(True)
    assert choice.choice.isVisibleTo(dialog) and [choice.choice.itemText(i) for i in range(2)] == sorted([USER, other])
    index = choice.choice.findText(other)
    choice.choice.setCurrentIndex(index)
    choice.choice.activated.emit(index)
    assert choice.account.user_id == other and choice.who.text() == "Hosted by:"
    settings, _ = dialog.host_settings()
    assert settings.matrix.user == other
    assert preferences.matrix_account == other
    again = hosting_dialog(qtbot, preferences)
    again.host_options.over_matrix.setChecked(True)
    assert again.host_options.matrix.account.user_id == other
    assert again.host_options.matrix.choice.currentText() == other


def test_with_one_account_kept_no_choice_is_shown(qtbot, preferences):
    keep(("player", "host"))
    dialog = hosting_dialog(qtbot, preferences)
    dialog.host_options.over_matrix.setChecked(True)
    assert not dialog.host_options.matrix.choice.isVisibleTo(dialog)
    assert dialog.host_options.matrix.who.text() == f"Hosted by {USER}"


def test_join_starts_with_the_account_last_joined_with(qtbot, preferences):
    from cloudtable.ui.matrix_join import MatrixJoinPart

    accounts = [("https://a.example.org", "@ann:a.example.org"), ("https://b.example.org", "@bo:b.example.org")]
    part = MatrixJoinPart(accounts=accounts, chosen="@bo:b.example.org")
    qtbot.addWidget(part)
    assert part.account_choice.isVisibleTo(part) and part.account() == accounts[1]
    single = MatrixJoinPart(accounts=accounts[:1], chosen="@bo:b.example.org")
    qtbot.addWidget(single)
    assert not single.account_choice.isVisibleTo(single) and single.account() == accounts[0]
