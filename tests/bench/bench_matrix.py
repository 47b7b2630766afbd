"""Play through Matrix on a local homeserver: how long a move takes from a player's app sending it
to that app having its update (median and 99th percentile), every move an Olm-encrypted to-device
message to the host's device and the update one back, through a real Synapse on 127.0.0.1
(tests/matrix/synapse_server.py, installed into its own environment the first time).

The host is `cloudtable host --matrix`, a process of its own, as a headless host runs; the two
players are the app's own clients (net/matrix/client.py), each on an account of its own, playing
random legal moves as soon as they may, a finished game followed by a rematch. Skipped, with the
reason, where Synapse cannot be installed.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "matrix"))

import synapse_server  # noqa: E402
from accounts import PASSWORD, new_account  # noqa: E402
from test_matrix_headless_host import start_host, stop  # noqa: E402

from cloudtable.net.matrix.client import MatrixClient  # noqa: E402
from cloudtable.net.matrix.link import Link  # noqa: E402
from cloudtable.net.matrix.room import read_table  # noqa: E402
from tests.bench.bench_net import percentile, play_clients  # noqa: E402

GAME = "cloud9"
ACTIONS = 300


async def measure(url: str, folder: Path) -> tuple[list[float], float]:
    host_account = await new_account(url, folder, "Host")
    await host_account.close()
    ada, bob = await new_account(url, folder, "Ada"), await new_account(url, folder, "Bob")
    password = folder / "password"
    password.write_text(PASSWORD)
    process, info = await asyncio.to_thread(
        start_host,
        folder,
        GAME,
        *("--homeserver", url, "--user", host_account.user_id, "--password-file", str(password)),
        *("--invite", ada.user_id, "--invite", bob.user_id, "--seats", "open,open", "--pace", "0"),
        *("--file", str(folder / "table.json")),
    )
    clients = []
    try:
        for account in (ada, bob):
            await account.join(info["room"])
        table = await read_table(ada, info["room"])
        for account, name in ((ada, "Ada"), (bob, "Bob")):
            client = MatrixClient(Link(account), table, name=name)
            await client.start()
            clients.append(client)
        round_trips: list[float] = []
        started = time.perf_counter()
        await play_clients(clients, ACTIONS, 0, round_trips)
        elapsed = time.perf_counter() - started
        return round_trips, elapsed
    finally:
        for client in clients:
            await client.close()
        for account in (ada, bob):
            await account.close()
        await asyncio.to_thread(stop, process)


def main() -> None:
    print(f"Play through Matrix on a local Synapse ({GAME}; cloudtable host --matrix and two players' apps)")
    try:
        python = synapse_server.install()
    except synapse_server.Unavailable as error:
        print(f"  skipped: {error}")
        return
    with tempfile.TemporaryDirectory(prefix="cloudtable-bench-matrix-") as name:
        folder = Path(name)
        server = synapse_server.Homeserver(python, folder / "synapse")
        try:
            round_trips, elapsed = asyncio.run(measure(server.url, folder))
        finally:
            server.stop()
    ms = [t * 1000 for t in round_trips]
    print(f"  {len(ms)} moves in {elapsed:.1f} s, each an encrypted to-device message there and back")
    print(
        f"  round trip, a move sent to its update: median {statistics.median(ms):.0f} ms, "
        f"99th percentile {percentile(ms, 0.99):.0f} ms"
    )


if __name__ == "__main__":
    main()
