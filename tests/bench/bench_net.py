"""Play across computers, on loopback: how many actions a `cloudtable host` takes in a second with six
players at its table, how long a move takes from a client's send to its update (median and 99th
percentile), and how much memory a host process holds, with ten tables each in a process of its own.

Every host listens on 127.0.0.1 only, on a free port, and is stopped by its pid. The clients are
the app's own (cloudtable/net/client.py), each within the protocol's rate bound (20 frames a second
per connection, which the host enforces): the figure is the host's with players who play at once,
and its CPU time per action says how far it is from being the limit. The host writes its table's
file (fsync'd) after every change, as it does for real.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cloudtable.net.client import Client

ROOT = Path(__file__).parent.parent.parent
GAME = "cloud9"  # up to six players
ACTIONS = 1500  # in the six-player run
TABLES = 10
PLAYERS_PER_TABLE = 4
ACTIONS_PER_TABLE = 60
TIMEOUT_S = 60


def start_host(folder: Path, seats: str, seed: int) -> tuple[subprocess.Popen, int]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(folder))
    command = [sys.executable, "-m", "cloudtable", "host", GAME, "--seats", seats, "--seed", str(seed)]
    command += ["--address", "127.0.0.1", "--port", "0", "--pace", "0"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
    ready, _, _ = select.select([process.stdout], [], [], 60)
    line = process.stdout.readline() if ready else b""
    if not line:
        stop(process)
        raise RuntimeError("the host did not start")
    return process, json.loads(line)["port"]


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.kill(process.pid, signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            os.kill(process.pid, signal.SIGKILL)
            process.wait(15)
    if process.stdout:
        process.stdout.close()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def play(url: str, players: int, actions: int, seed: int, round_trips: list[float] | None = None) -> int:
    """`players` clients sit at the table at `url` and play (`play_clients`). How many moves were
    taken in."""
    clients = [Client(url, name=f"P{i}", retry_for=0) for i in range(players)]
    for client in clients:
        await client.start()
    try:
        return await play_clients(clients, actions, seed, round_trips)
    finally:
        await asyncio.gather(*(client.close() for client in clients))


async def play_clients(clients: list, actions: int, seed: int, round_trips: list[float] | None = None) -> int:
    """Seated clients (over a WebSocket or through Matrix) play random legal moves, each as soon as
    it may, until `actions` were taken in (a finished game is followed by a rematch, asked by the
    first). Each move's time from sending it to its being taken in goes into `round_trips`."""
    taken = 0

    async def player(client: Client, rng: random.Random) -> None:
        nonlocal taken
        k = client.knowledge
        while taken < actions:
            await client.until(lambda k: k.may_act or k.is_over, TIMEOUT_S)
            if k.is_over:
                if client is clients[0]:
                    seq = k.seq
                    await client.rematch()
                    await client.until(lambda k, seq=seq: k.seq > seq and not k.is_over, TIMEOUT_S)
                else:
                    await client.until(lambda k: not k.is_over, TIMEOUT_S)
                continue
            refused = len(k.refusals)
            sent = time.perf_counter()
            number = await client.act(rng.choice(k.legal))
            await client.until(lambda k, n=number, r=refused: k.taken >= n or len(k.refusals) > r, TIMEOUT_S)
            if k.taken >= number:
                taken += 1
                if round_trips is not None:
                    round_trips.append(time.perf_counter() - sent)

    tasks = [asyncio.ensure_future(player(c, random.Random(seed * 100 + i))) for i, c in enumerate(clients)]
    while taken < actions and not any(task.done() for task in tasks):
        await asyncio.sleep(0.005)
    for task in tasks:  # enough: the others stop waiting for their turn
        task.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    failed = [r for r in results if isinstance(r, BaseException) and not isinstance(r, asyncio.CancelledError)]
    if failed:
        raise failed[0]
    return taken


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def six_players(folder: Path) -> None:
    process, port = start_host(folder, ",".join(["open"] * 6), 1)
    try:
        round_trips: list[float] = []
        cpu_before = cpu_seconds(process.pid)
        started = time.perf_counter()
        taken = asyncio.run(play(f"wss://127.0.0.1:{port}", 6, ACTIONS, 1, round_trips))
        elapsed = time.perf_counter() - started
        cpu = cpu_seconds(process.pid) - cpu_before
    finally:
        stop(process)
    ms = [t * 1000 for t in round_trips]
    print(f"  six players at one table: {taken} actions in {elapsed:.1f} s: {taken / elapsed:.0f} actions/s")
    print(
        f"  host CPU: {cpu * 1000 / taken:.2f} ms per action (each told to six connections, the file written): "
        f"about {taken / cpu:.0f} actions/s if the host were the only limit"
    )
    print(
        f"  round trip, a move sent to its update: median {statistics.median(ms):.1f} ms, "
        f"99th percentile {percentile(ms, 0.99):.1f} ms ({len(ms)} moves)"
    )


def ten_tables(folder: Path) -> None:
    hosts = []
    try:
        for number in range(TABLES):
            hosts.append(start_host(folder / f"t{number}", ",".join(["open"] * PLAYERS_PER_TABLE), number + 2))
        fresh = [rss_mb(process.pid) for process, _ in hosts]

        async def all_tables() -> None:
            await asyncio.gather(
                *(
                    play(f"wss://127.0.0.1:{port}", PLAYERS_PER_TABLE, ACTIONS_PER_TABLE, number)
                    for number, (_, port) in enumerate(hosts)
                )
            )

        asyncio.run(all_tables())
        played = [rss_mb(process.pid) for process, _ in hosts]
    finally:
        for process, _ in hosts:
            stop(process)
    print(
        f"  {TABLES} tables, a host process each ({PLAYERS_PER_TABLE} players, {ACTIONS_PER_TABLE} actions "
        f"played): RSS {statistics.median(played):.1f} MB a host (median; {statistics.median(fresh):.1f} MB "
        f"before anyone joined), {sum(played):.0f} MB for the ten"
    )


def main() -> None:
    print(f"Play across computers on loopback ({GAME}; cloudtable host and the app's own clients)")
    with tempfile.TemporaryDirectory(prefix="cloudtable-bench-net-") as folder:
        six_players(Path(folder) / "six")
        ten_tables(Path(folder) / "ten")


if __name__ == "__main__":
    main()
