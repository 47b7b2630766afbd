"""The window at a table over Matrix, on the tests' homeserver: a headless host (`cloudtable host
--matrix`, its own process) invites the window's account; Join a Table's Matrix tab lists the
invitation, joins it and the window plays; after the app starts again (a new window), the welcome
screen lists the table and Rejoin takes the seat back (play by mail); a homeserver that cannot be
reached pauses the game, said plainly, and it goes on by itself once it answers again."""

from __future__ import annotations

import asyncio

import pytest
from accounts import PASSWORD, new_account
from cut_proxy import CutProxy
from test_matrix_headless_host import start_host, stop

from cloudtable.net.matrix.account import sign_in
from cloudtable.ui.kept_seats import kept_seats
from cloudtable.ui.remote_game import RemoteGame
from cloudtable.ui.remote_play import RemoteSession

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")

WAIT = 60_000  # ms: a sync, a join, a key query and the first view, on a busy machine


def signed_in_player(homeserver_url: str, folder, name: str, through: str | None = None) -> str:
    """A new account, signed in here (its player device kept, as the account dialog does),
    through `through` (a proxy's URL) if given; its user ID."""

    async def make() -> str:
        account = await new_account(homeserver_url, folder, name)
        await account.close()
        client = await sign_in(through or homeserver_url, account.user_id, PASSWORD)
        await client.close()
        return str(account.user_id)

    return asyncio.run(make())


@pytest.fixture
def matrix_host(homeserver, tmp_path):
    """`matrix_host(player, ...)`: a headless host of a Cloud 9 table with a computer seat that
    invites `player`; stopped by its pid at the end."""
    started = []

    def start(player: str, name: str = "Over the clouds") -> dict:
        async def account() -> str:
            host = await new_account(homeserver.url, tmp_path, "Host")
            await host.close()
            return str(host.user_id)

        user = asyncio.run(account())
        password = tmp_path / "password"
        password.write_text(PASSWORD)
        process, info = start_host(
            tmp_path,
            "cloud9",
            *("--homeserver", homeserver.url, "--user", user, "--password-file", str(password)),
            *("--invite", player, "--seats", "open,computer:random", "--name", name),
            *("--seed", "61", "--pace", "0", "--file", str(tmp_path / "table.json")),
        )
        started.append(process)
        return info

    yield start
    for process in started:
        stop(process)


@pytest.fixture
def leave_tables():
    """Every table a window went to is left at the end (its link closed, its thread ended)."""
    windows = []
    yield windows.append
    for window in windows:
        for game in window.findChildren(RemoteGame):
            try:
                if not game.left:
                    game.leave()
            except RuntimeError:  # (deleted already: it was left)
                pass


async def _nothing_found(seconds):
    return []


def at_table(qtbot, window) -> RemoteSession:
    qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession) and window.table is not None, timeout=WAIT)
    return window.session


def play_a_move(qtbot, window) -> None:
    """This seat's first legal move, once it may act (the computer plays in between)."""
    session = window.session
    qtbot.waitUntil(lambda: session.may_act, timeout=WAIT)
    taken = session.knowledge.taken
    legal = session.feed.legal_actions()
    assert window.play.play_choice(legal[0]) is None
    qtbot.waitUntil(lambda: session.knowledge.taken > taken, timeout=WAIT)


def new_window(qtbot, preferences):
    """The app started again: a new main window on the same settings and data folder."""
    from cloudtable.i18n import Translators
    from cloudtable.ui.main_window import MainWindow

    translators = Translators()
    translators.install("en")
    window = MainWindow(preferences, translators, bot_pause_ms=5)
    window.warnings = []
    window.warn = lambda title, text, offer_save_as=False: window.warnings.append((title, text))
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_an_invitation_is_listed_joined_and_played_then_rejoined_after_a_restart(
    qtbot, window, homeserver, tmp_path, matrix_host, leave_tables
):
    from cloudtable.ui.network_dialogs import JoinDialog

    leave_tables(window)
    ada = signed_in_player(homeserver.url, tmp_path, "Ada")
    info = matrix_host(ada, "Bo's <b>table</b>")
    # Join a Table → Over Matrix: the invitation, read in the background.
    dialog = JoinDialog(window.preferences, window, browse=_nothing_found)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentWidget(dialog.matrix_part)
    dialog.show()
    part = dialog.matrix_part
    assert part.account_label.text() == f"Signed in to Matrix as {ada}" and not part.sign_in_note.isVisible()
    qtbot.waitUntil(lambda: part.list.topLevelItemCount() == 1, timeout=WAIT)
    row = part.list.topLevelItem(0)
    assert row.text(0) == "Bo's <b>table</b>"  # (as written: never markup)
    assert row.text(1) == "(known once you join)" and row.text(3) == f"invited by {info['user']}"
    assert row.text(2) == ""  # (an invitation does not show the table's status)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    dialog.name_edit.setText("")
    part.list.setCurrentItem(row)
    assert not ok.isEnabled()  # (a name first)
    dialog.name_edit.setText("Ada")
    assert ok.isEnabled() and dialog.matrix_choice() == (homeserver.url, ada, info["room"])
    dialog.accept()
    game = RemoteGame.join_matrix(window, *dialog.matrix_choice(), dialog.name())
    session = at_table(qtbot, window)
    assert session.you == 0 and game.panel.title.text() == "Bo's <b>table</b>"
    assert game.panel.status.text() == "Connected" and not game.panel.address.isVisible()
    play_a_move(qtbot, window)
    moves = session.knowledge.moves
    # The seat is kept with its room and the host's device, to come back to.
    [kept] = kept_seats(window.preferences)
    assert kept.matrix and kept.room == info["room"] and (kept.homeserver, kept.account) == (homeserver.url, ada)
    assert kept.host == f"{info['user']} {info['device']} {info['ed25519']}" and kept.game == "cloud9"
    # Joined, the table is listed with its game and its host.
    again = JoinDialog(window.preferences, window, browse=_nothing_found)
    qtbot.addWidget(again)
    again.tabs.setCurrentWidget(again.matrix_part)
    again.show()
    qtbot.waitUntil(lambda: again.matrix_part.list.topLevelItemCount() == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: again.matrix_part.list.topLevelItem(0).text(1) == "Cloud 9", timeout=WAIT)
    assert again.matrix_part.list.topLevelItem(0).text(3) == info["user"]
    assert again.matrix_part.list.topLevelItem(0).text(2) == "0 of 2 free"  # (Ada's seat, and the computer's)
    assert again.seats_list.item(0).text() == f"Bo's <b>table</b> — Cloud 9 — Matrix: {ada}"
    again.reject()
    # The app ends; later it starts again, and the welcome screen lists the table.
    window.close()
    assert game.left
    later = new_window(qtbot, window.preferences)
    leave_tables(later)
    qtbot.waitUntil(lambda: later.welcome_panel is not None and later.welcome_panel.seats_list.isVisible())
    seats = later.welcome_panel.seats_list
    assert [row[1].text() for row in seats.rows] == ["Bo's <b>table</b>"]
    kept = kept_seats(later.preferences)[0]
    note = seats.rows[0][2].text()
    assert note.startswith("over Matrix") and ("your move" in note) == kept.your_move
    seats.rejoin_buttons[0].click()
    resumed = at_table(qtbot, later)
    assert resumed.you == 0
    qtbot.waitUntil(lambda: resumed.knowledge.moves >= moves, timeout=WAIT)
    play_a_move(qtbot, later)
    assert not later.warnings


def test_a_homeserver_out_of_reach_pauses_the_game_and_it_goes_on_by_itself(
    qtbot, window, homeserver, tmp_path, matrix_host, leave_tables
):
    leave_tables(window)
    proxy = CutProxy(homeserver.port)
    try:
        ada = signed_in_player(homeserver.url, tmp_path, "Ada", through=proxy.url)
        info = matrix_host(ada)
        game = RemoteGame.join_matrix(window, proxy.url, ada, info["room"], "Ada")
        session = at_table(qtbot, window)
        play_a_move(qtbot, window)
        # The homeserver goes away as the computer answers: its moves wait on the homeserver.
        proxy.cut()
        paused = "The homeserver cannot be reached: the game waits and goes on by itself."
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() == paused, timeout=WAIT)
        assert game.panel.status.text() == "Homeserver away: the game waits" and game.panel.status.toolTip() == paused
        assert not game.panel.send_button.isEnabled() and not session.may_act
        qtbot.waitUntil(lambda: window.panel.turn.text() == paused, timeout=WAIT)  # (the table says it too)
        proxy.restore()
        qtbot.waitUntil(lambda: game.panel.status.text() == "Connected", timeout=WAIT)
        assert window.statusBar().currentMessage() != paused
        # Nothing was lost: the game goes on from where it was.
        moves = session.knowledge.moves
        play_a_move(qtbot, window)
        assert session.knowledge.moves > moves and not window.warnings
    finally:
        for game in window.findChildren(RemoteGame):
            if not game.left:
                game.leave()
        proxy.stop()


def test_a_room_that_is_not_a_table_bad_input_and_no_account_are_said_plainly(
    qtbot, window, homeserver, tmp_path, leave_tables
):
    from nio import RoomCreateResponse

    from cloudtable.ui.network_dialogs import JoinDialog

    leave_tables(window)
    ada = signed_in_player(homeserver.url, tmp_path, "Ada")

    async def plain_room() -> str:  # a room of someone else's, for a chat: no table in it
        bo = await new_account(homeserver.url, tmp_path, "Bo")
        answer = await bo.room_create(name="Just chatting", invite=[ada])
        await bo.close()
        assert isinstance(answer, RoomCreateResponse)
        return str(answer.room_id)

    room = asyncio.run(plain_room())
    dialog = JoinDialog(window.preferences, window, browse=_nothing_found)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentWidget(dialog.matrix_part)
    dialog.name_edit.setText("Ada")
    part = dialog.matrix_part
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    for bad in ("@bo:localhost", "https://matrix.to/#/@bo:localhost", "not a room"):
        part.room_edit.setText(bad)
        assert part.room_problem.text().startswith("This is neither a Matrix room's link") and not ok.isEnabled()
    part.room_edit.setText(f"https://matrix.to/#/{room}?via=localhost")
    assert part.room_problem.text() == "" and ok.isEnabled() and dialog.matrix_choice() == (homeserver.url, ada, room)
    dialog.reject()
    RemoteGame.join_matrix(window, homeserver.url, ada, room, "Ada")
    qtbot.waitUntil(lambda: bool(window.warnings), timeout=WAIT)
    assert window.warnings[-1] == ("Cannot join the table", f"The room {room} is not a cloudtable table.", False)
    assert window.session is None and not kept_seats(window.preferences)
    # An account this computer is not signed in to (signed out meanwhile): where to sign in.
    RemoteGame.join_matrix(window, homeserver.url, "@nobody:localhost", room, "Ada")
    qtbot.waitUntil(lambda: len(window.warnings) == 2, timeout=WAIT)
    assert window.warnings[-1][1] == (
        "This computer is not signed in to Matrix as @nobody:localhost any more: "
        "sign in again (Edit → Matrix Account…)."
    )
    # Not signed in at all: Join a Table says where to.
    alone = JoinDialog(window.preferences, window, browse=_nothing_found, matrix_accounts=[])
    qtbot.addWidget(alone)
    alone.tabs.setCurrentWidget(alone.matrix_part)
    alone.show()
    assert alone.matrix_part.sign_in_note.isVisible() and not alone.matrix_part.list.isVisible()
    assert "Edit → Matrix Account…" in alone.matrix_part.sign_in_note.text()
    assert not alone.buttons.button(alone.buttons.StandardButton.Ok).isEnabled()
    alone.reject()
