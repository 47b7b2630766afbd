"""A table hosted from New Game through Matrix (ui/new_game_dialog.py, ui/host_process.py): the
window signed in (both devices kept), a seat given a Matrix ID, the real `cloudtable host --matrix`
process started by the window with the kept host device (no password), the window seated over
127.0.0.1 as a LAN host's window is; a third account invited from the table's panel (Invite…)
while its seat waits; both join through Matrix and play moves that the window sees (and the
other way round)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import threading

import pytest
from accounts import PASSWORD, another_device, new_account, run
from table import play

from cloudtable.net.matrix.client import MatrixClient
from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.room import read_table
from cloudtable.net.matrix.signing import sign_in_here
from cloudtable.ui.remote_game import RemoteGame
from cloudtable.ui.remote_play import RemoteSession

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse-2")

WAIT = 90_000  # ms: the host process signs in, syncs and makes its room before it says where it is
MOVES = 3  # each invited person's


def test_a_table_hosted_from_new_game_through_matrix_is_played_with_invited_accounts(
    qtbot, window, homeserver, tmp_path
):
    async def accounts():
        made = [await new_account(homeserver.url, tmp_path, name) for name in ("Kim", "Bob", "Cy")]
        for account in made:
            await account.close()  # (Bob's and Cy's apps play on devices of their own, in threads, below)
        await sign_in_here(made[0].user_id, PASSWORD, homeserver.url)  # (as Edit → Matrix Account… does)
        return [account.user_id for account in made]

    kim, bob, cy = run(accounts())
    window.ask = lambda title, text, yes: True
    from cloudtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window.preferences, window)
    dialog.games_list.setCurrentRow(next(i for i, g in enumerate(dialog.games) if g.id == "cloud9"))
    dialog.count.setValue(3)
    dialog.seat_rows[0].name.setText("Kim")
    options = dialog.host_options
    options.setChecked(True)
    assert options.over_matrix.isEnabled() and options.matrix.who.text() == f"Hosted by {kim}"
    options.over_matrix.setChecked(True)
    dialog.seat_rows[2].kind.setCurrentIndex(dialog.seat_rows[2].kind.findData("person"))  # (left empty)
    seat = dialog.seat_rows[1]
    assert seat.kind.currentText() == "Invited through Matrix" and seat.kind.findData("invited") < 0
    assert seat.matrix_id.isVisibleTo(dialog) and not seat.name.isVisibleTo(dialog)
    seat.matrix_id.setText("bob at home")  # not a Matrix ID: nothing is hosted
    assert not dialog.host_button.isEnabled() and seat.matrix_id.styleSheet()
    seat.matrix_id.setText(kim)  # the host's own: the first seat is theirs already
    assert not dialog.host_button.isEnabled()
    seat.matrix_id.setText(f"  {bob} ")
    assert dialog.host_button.isEnabled() and not seat.matrix_id.styleSheet()
    settings, you = dialog.host_settings()
    assert you == "Kim" and settings.seats == ("open", "open", "open") and settings.matrix is not None
    assert (settings.matrix.homeserver, settings.matrix.user, settings.matrix.invite) == (homeserver.url, kim, (bob,))
    arguments = settings.arguments()
    assert arguments[:2] == ["host", "--matrix"] and "--password-file" not in arguments
    assert PASSWORD not in " ".join(arguments)

    game = RemoteGame.start_host(window, settings, you)
    pid: list[int] = []
    game.host.listening.connect(lambda _info: pid.append(game.host.pid))
    others = AtTheTable(homeserver.url, tmp_path, {"Bob": bob, "Cy": cy})
    try:
        qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession) and window.table is not None, timeout=WAIT)
        session = window.session
        assert session.you == 0 and game.link.url.startswith("wss://127.0.0.1:")  # (this computer only)
        assert game.room is not None and game.room.startswith("!")
        assert game.panel.room_url() == f"https://matrix.to/#/{game.room}" and game.panel.room_link.isVisibleTo(
            game.panel
        )
        kept = game.kept()  # (opened again from its file, in its room: test_matrix_window_rehost.py)
        assert kept is not None and kept.matrix and kept.room == game.room and kept.hosted == game.hosted_file
        # Someone else on this computer cannot take Bob's open seat through 127.0.0.1: only the
        # first seat's token is taken there.
        code, reason = run(a_stranger_joins(game.link.url))
        assert (code, reason) == (1008, "only the host's own seat is played here")
        assert not session.knowledge.seats[1].present
        # Cy's seat waits: the panel offers Invite…, and Cy is invited by his Matrix ID from there.
        qtbot.waitUntil(lambda: game.panel.invite_button.isVisibleTo(game.panel), timeout=WAIT)
        game.invite("not an ID")
        assert window.warnings[-1][0] == "Cannot invite"
        game.invite(cy)
        qtbot.waitUntil(lambda: game.invited == [cy], timeout=WAIT)
        assert game.panel.chat_texts()[-1] == f"{cy} is invited to the table."
        # (nio's key stores are not for two threads at once: the invitation is done before they play)
        others.start(game.room)
        qtbot.waitUntil(lambda: all(info.present for info in session.knowledge.seats), timeout=WAIT)
        assert not game.panel.invite_button.isVisibleTo(game.panel)  # (no seat waits now)
        window_moves = 0
        while others.thread.is_alive() or window_moves == 0:
            if session.may_act:
                act(qtbot, window)
                window_moves += 1
            qtbot.wait(50)
            assert others.error is None, others.error
            assert window_moves < 100
        assert others.error is None, others.error
        # Their moves, made through Matrix, are on the window's table and in its log, by their names.
        qtbot.waitUntil(lambda: session.knowledge.moves >= max(others.moves.values()), timeout=WAIT)
        lines = window.panel.log_texts()
        assert any(line.startswith("Bob ") for line in lines) and any(line.startswith("Cy ") for line in lines), lines
        assert min(others.saw.values()) >= 1  # and the window's moves reached them
        pid_now = game.host.pid
        window.close()
        assert game.left
        with pytest.raises(ProcessLookupError):
            os.kill(pid_now, 0)  # the host process ended with the window
    finally:
        others.stop()
        for number in pid:
            with contextlib.suppress(ProcessLookupError):
                os.kill(number, signal.SIGKILL)


async def a_stranger_joins(url: str) -> tuple[int | None, str | None]:
    import ssl

    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    from cloudtable import __version__
    from cloudtable.net.protocol import APP, PROTOCOL, Hello, Join, encode

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE
    async with connect(url, ssl=context) as socket:
        await socket.send(encode(Hello(PROTOCOL, APP, __version__)))
        assert '"welcome"' in await socket.recv()
        await socket.send(encode(Join("Eve")))
        with contextlib.suppress(ConnectionClosed):
            while True:
                await socket.recv()
        return socket.close_code, socket.close_reason


def act(qtbot, window) -> None:
    """This seat's first legal move, played on the table; then the host's answer waited for."""
    session = window.session
    legal = session.feed.legal_actions()
    taken = session.knowledge.taken
    assert window.play.play_choice(legal[0]) is None
    qtbot.waitUntil(lambda: session.knowledge.taken > taken or session.knowledge.is_over, timeout=WAIT)


class AtTheTable:
    """The invited people's apps, in a thread of their own (one asyncio loop for both): each joins
    the room and plays a few moves."""

    def __init__(self, url: str, folder, users: dict[str, str]):
        self.url, self.folder, self.users = url, folder, users
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.error: BaseException | None = None
        self.moves: dict[str, int] = {}  # each one's game's moves once they had played theirs
        self.saw: dict[str, int] = {}  # the window's moves each was told of
        self.room = ""

    def start(self, room: str) -> None:
        self.room = room
        self.thread.start()

    def _run(self) -> None:
        async def everyone():
            await asyncio.gather(*(self._play(name, user) for name, user in self.users.items()))

        try:
            run(everyone(), 300)
        except BaseException as error:  # (said by the test, on its own thread)
            self.error = error

    async def _play(self, name: str, user: str) -> None:
        account = await another_device(self.url, self.folder, user)
        try:
            await account.join(self.room)
            table = await read_table(account, self.room)
            client = MatrixClient(Link(account), table, name=name)
            await client.start()
            try:
                await client.until(lambda k: k.seat is not None, 60)
                rng = random.Random(name)
                for _ in range(MOVES):
                    await client.until(lambda k: k.may_act or k.is_over, 120)
                    if client.knowledge.is_over:
                        break
                    await play(client, rng, until_moves=client.knowledge.moves + 1)
                k = client.knowledge
                self.moves[name] = k.moves
                self.saw[name] = sum(1 for step in k.steps if step.seat == 0)  # (the window's seat)
            finally:
                await client.close()
        finally:
            await account.close()

    def stop(self) -> None:
        if self.thread.is_alive():
            self.thread.join(30)
