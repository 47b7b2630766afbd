"""A table hosted over Matrix for the tests: a host account (headless, in this process) with its
table room, and players' accounts that join it, all on the tests' homeserver."""

from __future__ import annotations

import asyncio
import contextlib
import random
from dataclasses import dataclass, field
from pathlib import Path

from accounts import new_account
from nio import AsyncClient, JoinResponse

from cloudtable.net.host import Host
from cloudtable.net.matrix.client import MatrixClient
from cloudtable.net.matrix.host import MatrixHost
from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.room import HostDevice, create_table_room, read_table
from cloudtable.net.table import HostedTable


@dataclass
class MatrixTable:
    matrix: MatrixHost
    room_id: str
    accounts: list[AsyncClient]
    serving: asyncio.Task
    clients: list[MatrixClient] = field(default_factory=list)

    @property
    def table(self) -> HostedTable:
        return self.matrix.host.table

    async def sit(self, account: AsyncClient, name: str, **options) -> MatrixClient:
        info = await read_table(account, self.room_id)
        client = MatrixClient(Link(account), info, name=name, **options)
        await client.start()
        self.clients.append(client)
        return client

    async def leave(self, client: MatrixClient) -> None:
        """A player's app stops (the account's client too, as when its process ends)."""
        self.clients.remove(client)
        await client.close()

    async def close(self) -> None:
        for client in self.clients:
            with contextlib.suppress(Exception):
                await client.close()
        self.matrix.host.done.set()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.serving, 20)
        await self.matrix.link.stop()
        for account in self.accounts:
            await account.close()


# How fast the host's room events (status, turn notices, record, chat) may go, as (rate a second,
# burst): Synapse's default, as for real; every one at once, for a test that counts them; or, for the
# others, brisk enough that no test waits for them, and slow enough that the poster's rule "the
# latest of a kind wins" sends one status for a run of quick moves, as with a real homeserver (each
# room event costs the tests' homeserver about 20 ms of CPU, five times a sync's or a move's).
PACED, EVERY_EVENT, BRISK = None, (1000.0, 1000), (2.0, 10)


async def host_table(
    url: str, folder: Path, table: HostedTable, players: list[str], pace: tuple[float, int] | None = BRISK
) -> tuple[MatrixTable, list]:
    """The host's account serving `table` in a new room, and an account per player, each joined;
    its room events at `pace` (PACED: at the poster's own, Synapse's default rate)."""
    host_account = await new_account(url, folder, "Host")
    people = [await new_account(url, folder, name) for name in players]
    link = Link(host_account)
    await link.start()
    device = HostDevice(link.user_id, link.device_id, link.ed25519)
    room = await create_table_room(host_account, table.name, table.match.game_id, device, [p.user_id for p in people])
    for person in people:
        answer = await person.join(room)
        assert isinstance(answer, JoinResponse), answer
    matrix = MatrixHost(Host(table, folder / "table.json", pace_ms=0), link, room)
    if pace is not None:
        matrix.room.poster.rate, matrix.room.poster.burst = pace
    serving = asyncio.get_running_loop().create_task(matrix.run())
    return MatrixTable(matrix, room, [host_account, *people], serving), people


async def play(client: MatrixClient, rng: random.Random, until_moves: int | None = None, timeout: float = 120) -> None:
    """Random legal moves until the game is over (or has `until_moves` moves), each waited for
    (taken in, or refused)."""
    enough = until_moves if until_moves is not None else float("inf")
    while True:
        await client.until(lambda k: k.is_over or k.may_act or k.moves >= enough, timeout)
        k = client.knowledge
        if k.is_over or k.moves >= enough:
            return
        if not k.may_act:  # (it changed again between the wait and here: a newer update came)
            continue
        refused, links = len(k.refusals), client.connections
        number = await client.act(rng.choice(k.legal))
        # Taken in, refused, or its link lost on the way (the client came back: it acts anew).
        await client.until(
            lambda k, n=number, r=refused, c=links: (
                k.taken >= n or len(k.refusals) > r or k.is_over or client.connections > c
            ),
            timeout,
        )
