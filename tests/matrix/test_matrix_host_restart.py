"""The headless host killed (kill -9) mid-game and started again from its file in the same room
(`cloudtable host --matrix --resume FILE --room ROOM`): every player's app is told, comes back to
its seat with its token, and the game goes on to its end."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal

import pytest
from accounts import PASSWORD, new_account, run
from table import play
from test_matrix_headless_host import start_host, stop

from cloudtable.net.matrix.client import MatrixClient
from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.room import read_table
from cloudtable.net.table_file import read_table as read_table_file

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")


def test_the_host_killed_mid_game_starts_again_from_its_file_and_every_player_comes_back(homeserver, tmp_path):
    async def scenario():
        host_account = await new_account(homeserver.url, tmp_path, "Host")
        await host_account.close()
        ada = await new_account(homeserver.url, tmp_path, "Ada")
        bob = await new_account(homeserver.url, tmp_path, "Bob")
        password = tmp_path / "password"
        password.write_text(PASSWORD)
        file = tmp_path / "table.json"
        account = ("--homeserver", homeserver.url, "--user", host_account.user_id, "--password-file", str(password))
        process, info = await asyncio.to_thread(
            start_host,
            tmp_path,
            "strange-world",
            *account,
            *("--invite", ada.user_id, "--invite", bob.user_id, "--seats", "open,open,computer:random"),
            *("--seed", "45", "--pace", "0", "--file", str(file)),
        )
        clients = []
        try:
            for person in (ada, bob):
                await person.join(info["room"])
            table = await read_table(ada, info["room"])
            for person, name in ((ada, "Ada"), (bob, "Bob")):
                client = MatrixClient(Link(person), table, name=name)
                await client.start()
                clients.append(client)
            await asyncio.gather(*(play(c, random.Random(i), until_moves=8) for i, c in enumerate(clients)))
            os.kill(process.pid, signal.SIGKILL)
            await asyncio.to_thread(process.wait, 30)
            before = read_table_file(file)
            assert not before.match.is_over
            process, again = await asyncio.to_thread(
                start_host, tmp_path, *account, "--resume", str(file), "--room", info["room"], "--pace", "0"
            )
            assert (again["room"], again["device"]) == (info["room"], info["device"])  # the same device
            await asyncio.gather(*(play(c, random.Random(10 + i)) for i, c in enumerate(clients)))
            for client in clients:
                assert client.connections >= 2  # each came back on a new link
            return [client.knowledge for client in clients], before
        finally:
            for client in clients:
                with contextlib.suppress(Exception):
                    await client.close()
            for person in (ada, bob):
                await person.close()
            await asyncio.to_thread(stop, process)

    knowledge, before = run(scenario(), 600)
    after = read_table_file(tmp_path / "table.json")
    assert after.match.is_over and after.match.history[: len(before.match.history)] == before.match.history
    for k in knowledge:
        assert k.is_over and k.outcome == after.match.outcome and k.moves == len(after.match.steps)
