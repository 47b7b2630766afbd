"""Whole games over Matrix, on a real homeserver on 127.0.0.1: a host account running the table
headless with a computer seat, two players' accounts each at their own seat, every move an
encrypted to-device message; then the server's database holds nothing of the game readable."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3

import pytest
from accounts import run
from table import host_table, play

from cloudtable.engine import get_game
from cloudtable.net.protocol import COMPUTER, OPEN
from cloudtable.net.table import HostedTable

CHAT = "A quiet word between the clouds"


def readable_text(database) -> str:
    """Every text and blob the homeserver's SQLite database holds, as one text."""
    found = []
    with sqlite3.connect(database) as db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            for row in db.execute(f'SELECT * FROM "{table}"'):
                for value in row:
                    if isinstance(value, bytes):
                        found.append(value.decode("utf-8", "replace"))
                    elif isinstance(value, str):
                        found.append(value)
    return "\n".join(found)


@pytest.mark.parametrize("game_id", ["cloud9"])
def test_a_whole_game_between_three_accounts_one_a_headless_host_with_a_computer_seat(homeserver, tmp_path, game_id):
    game = get_game(game_id)
    table = HostedTable.new(game_id, [(OPEN, ""), (OPEN, ""), (COMPUTER, game.bot_levels[0])], "Over the clouds", 41)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        try:
            clients = [await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")]
            await clients[0].say(CHAT)
            await asyncio.gather(*(play(client, random.Random(i)) for i, client in enumerate(clients)))
            await clients[1].until(lambda k: any(line.text == CHAT for line in k.chat), 30)
            return clients, matrix
        finally:
            await matrix.close()

    clients, matrix = run(scenario(), 600)
    match = matrix.table.match
    assert match.is_over
    for client in clients:
        k = client.knowledge
        assert k.is_over and k.outcome == match.outcome and k.moves == len(match.steps)
        assert k.view == json.loads(json.dumps(game.snapshot(match.view(k.seat))))
        assert client.connections == 1 and not client.refused
    assert sorted(c.knowledge.seat for c in clients) == [0, 1]
    assert not matrix.matrix.refused
    # Nothing of the game is stored readable on the server: no frame, no action, no chat line.
    stored = readable_text(homeserver.database)
    action_types = {type(step.action).__name__ for step in match.steps}
    for secret in [CHAT, '"type":"update"', '"legal"', '"view"', "org.cloudtable.frame", *action_types]:
        assert secret not in stored, secret
    assert matrix.room_id in stored and "m.megolm.v1.aes-sha2" in stored  # (the database was read at all)
    print(f"{len(match.steps)} moves, {matrix.table.seq} changes; action types {sorted(action_types)}")
