"""A table hosted from the window through Matrix is gone back to after the window closed: the host
process (started by the window) writes the game down and ends with it; the app started again (a new
window) lists the table on the welcome screen as one it hosts over Matrix, and Rejoin starts the host
process again from its file in the same room (`--resume FILE --room ROOM`, the kept host device),
the window takes its own seat back over 127.0.0.1 with its kept token, and the invited player's app
comes back through Matrix and plays on."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import threading
import time
from concurrent.futures import Future

import pytest
from accounts import PASSWORD, another_device, new_account, run
from table import play
from test_matrix_window import new_window
from test_matrix_window_host import WAIT, act

from cloudtable.net.matrix.client import MatrixClient
from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.room import read_table
from cloudtable.net.matrix.signing import sign_in_here
from cloudtable.ui.host_process import HostSettings, MatrixHosting
from cloudtable.ui.kept_seats import kept_seats
from cloudtable.ui.remote_game import RemoteGame
from cloudtable.ui.remote_play import RemoteSession

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")


class BobsApp:
    """The invited person's app, on an asyncio loop of its own thread: the test hands it steps."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.account = None
        self.client: MatrixClient | None = None

    def call(self, coroutine) -> Future:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    async def sit(self, url: str, folder, user: str, room: str, token: str | None = None) -> None:
        """Join the room (the first time) and sit, or come back to the seat with its token."""
        if self.account is None:
            self.account = await another_device(url, folder, user)
            await self.account.join(room)
        table = await read_table(self.account, room)
        self.client = MatrixClient(Link(self.account), table, name="Bob", token=token)
        await self.client.start()

    async def one_move(self) -> int:
        """Bob's next move, once it is his turn; the game's moves then."""
        client = self.client
        await client.until(lambda k: k.may_act or k.is_over, 120)
        await play(client, random.Random(client.knowledge.moves), until_moves=client.knowledge.moves + 1)
        return client.knowledge.moves

    async def close(self) -> None:
        if self.client is not None:
            with contextlib.suppress(Exception):
                await self.client.close()
            self.client = None

    def stop(self) -> None:
        async def everything() -> None:
            await self.close()
            if self.account is not None:
                await self.account.close()

        with contextlib.suppress(Exception):
            self.call(everything()).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def until_done(qtbot, window, future: Future):
    """The window plays its seat's moves while Bob's step goes on; the step's result."""
    deadline = time.monotonic() + WAIT / 1000
    while not future.done():
        assert time.monotonic() < deadline, "Bob's app did not get on"
        session = window.session
        if isinstance(session, RemoteSession) and session.may_act and not session.knowledge.is_over:
            act(qtbot, window)
        qtbot.wait(50)
    return future.result()


def test_a_table_hosted_through_matrix_is_opened_again_from_the_welcome_screen(qtbot, window, homeserver, tmp_path):
    async def accounts():
        made = [await new_account(homeserver.url, tmp_path, name) for name in ("Kim", "Bob")]
        for account in made:
            await account.close()
        await sign_in_here(made[0].user_id, PASSWORD, homeserver.url)  # (as Edit → Matrix Account… does)
        return [account.user_id for account in made]

    kim, bob = run(accounts())
    window.ask = lambda title, text, yes: True
    settings = HostSettings(
        "cloud9", ("open", "open"), {}, "Kim's table", matrix=MatrixHosting(homeserver.url, kim, (bob,))
    )
    game = RemoteGame.start_host(window, settings, "Kim")
    pids: list[int] = []
    game.host.listening.connect(lambda _info: pids.append(game.host.pid))
    app = BobsApp()
    later = None
    try:
        qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession) and window.table is not None, timeout=WAIT)
        session, room = window.session, game.room
        assert session.you == 0 and room is not None
        until_done(qtbot, window, app.call(app.sit(homeserver.url, tmp_path, bob, room)))
        token = app.client.knowledge.token
        bob_moves = until_done(qtbot, window, app.call(app.one_move()))
        qtbot.waitUntil(lambda: session.knowledge.moves >= bob_moves, timeout=WAIT)
        moves = session.knowledge.moves
        # Kept to come back to: its file, its room, the account whose host device hosts it.
        [kept] = kept_seats(window.preferences)
        assert kept.matrix and kept.room == room and kept.hosted == game.hosted_file
        assert (kept.homeserver, kept.account, kept.table) == (homeserver.url, kim, "Kim's table")
        assert kept.host.split(" ")[0] == kim and kept.token == game.link.token
        # The window closes: the table is adjourned, written down, and its host process ends.
        pid = game.host.pid
        window.close()
        assert game.left
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
        app.call(app.client.until(lambda k: k.adjourned_by == "Kim", 60)).result(90)
        app.call(app.close()).result(30)  # (Bob's app closes too, and goes back to the seat later)
        # The app starts again: the welcome screen lists the table, as one hosted here over Matrix.
        later = new_window(qtbot, window.preferences)
        qtbot.waitUntil(lambda: later.welcome_panel is not None and later.welcome_panel.seats_list.isVisible())
        seats = later.welcome_panel.seats_list
        assert [row[1].text() for row in seats.rows] == ["Kim's table"]
        assert seats.rows[0][2].text().startswith("you host it, over Matrix")
        seats.rejoin_buttons[0].click()
        again = later.findChildren(RemoteGame)[-1]
        arguments = again.host.settings.arguments()
        assert arguments[:5] == ["host", "--matrix", "--resume", kept.hosted, "--room"] and room in arguments
        again.host.listening.connect(lambda _info: pids.append(again.host.pid))
        qtbot.waitUntil(lambda: isinstance(later.session, RemoteSession) and later.table is not None, timeout=WAIT)
        resumed = later.session
        assert resumed.you == 0 and resumed.knowledge.seats[0].name == "Kim" and again.room == room
        assert resumed.knowledge.moves == moves and again.link.url.startswith("wss://127.0.0.1:")
        # Bob comes back through Matrix with his seat's token, and plays on.
        until_done(qtbot, later, app.call(app.sit(homeserver.url, tmp_path, bob, room, token)))
        assert app.client.knowledge.seat == 1
        more = until_done(qtbot, later, app.call(app.one_move()))
        assert more > bob_moves
        qtbot.waitUntil(lambda: resumed.knowledge.moves >= more, timeout=WAIT)
        assert not later.warnings
        later.ask = lambda title, text, yes: True  # (Leave the table? yes: adjourned again)
        later.close()
    finally:
        app.stop()
        for number in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(number, signal.SIGKILL)
