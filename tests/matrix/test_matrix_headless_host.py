"""`cloudtable host --matrix`: the headless host as its own process (no Qt), signed in with a
password file, its table room made and its players invited; two players' accounts play a whole
game against it and a computer seat; stopped by its pid (SIGTERM), it ends cleanly with the game
written down."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from accounts import PASSWORD, new_account, run
from table import play

from cloudtable.net.matrix.client import MatrixClient
from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.room import read_table
from cloudtable.net.table_file import read_table as read_table_file

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse-2")

ROOT = Path(__file__).resolve().parents[2]


def start_host(folder: Path, *args: str) -> tuple[subprocess.Popen, dict]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(folder / "host-data")}
    env.pop("QT_QPA_PLATFORM", None)
    with open(folder / "host.log", "w") as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "cloudtable", "host", "--matrix", *args],
            stdout=subprocess.PIPE,
            stderr=errors,
            cwd=ROOT,
            env=env,
        )
    ready, _, _ = select.select([process.stdout], [], [], 90)
    line = process.stdout.readline() if ready else b""
    if not line:
        stop(process)
        raise AssertionError("the host did not start: " + (folder / "host.log").read_text())
    return process, json.loads(line)


def stop(process: subprocess.Popen) -> int:
    if process.poll() is None:
        os.kill(process.pid, signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            os.kill(process.pid, signal.SIGKILL)
            process.wait(30)
    process.stdout.close()
    return process.returncode


def test_the_headless_host_serves_a_whole_game_through_matrix(homeserver, tmp_path):
    async def scenario():
        host_account = await new_account(homeserver.url, tmp_path, "Host")
        await host_account.close()
        ada = await new_account(homeserver.url, tmp_path, "Ada")
        bob = await new_account(homeserver.url, tmp_path, "Bob")
        password = tmp_path / "password"
        password.write_text(PASSWORD + "\n")
        password.chmod(0o600)
        file = tmp_path / "table.json"
        process, info = await asyncio.to_thread(
            start_host,
            tmp_path,
            "cloudy-kingdom",
            *("--homeserver", homeserver.url, "--user", host_account.user_id, "--password-file", str(password)),
            *("--invite", ada.user_id, "--invite", bob.user_id, "--seats", "open,open,computer:random"),
            *("--seed", "44", "--pace", "0", "--file", str(file)),
        )
        clients = []
        try:
            for account in (ada, bob):
                await account.join(info["room"])
            table = await read_table(ada, info["room"])
            assert (table.host.user, table.host.device, table.host.ed25519, table.game) == (
                info["user"],
                info["device"],
                info["ed25519"],
                "cloudy-kingdom",
            )
            for account, name in ((ada, "Ada"), (bob, "Bob")):
                client = MatrixClient(Link(account), table, name=name)
                await client.start()
                clients.append(client)
            maps = Path(f"/proc/{process.pid}/maps")
            if maps.exists():
                assert "libQt6" not in maps.read_text()  # headless: no Qt loaded
            await asyncio.gather(*(play(client, random.Random(i)) for i, client in enumerate(clients)))
            return [client.knowledge for client in clients], file
        finally:
            for client in clients:
                with contextlib.suppress(Exception):
                    await client.close()
            for account in (ada, bob):
                await account.close()
            assert await asyncio.to_thread(stop, process) == 0, (tmp_path / "host.log").read_text()

    knowledge, file = run(scenario(), 600)
    kept = read_table_file(file)  # what the host wrote down before it ended
    assert kept.match.is_over
    for k in knowledge:
        assert k.is_over and k.outcome == kept.match.outcome and k.moves == len(kept.match.steps)
    assert sorted(k.seat for k in knowledge) == [0, 1]
