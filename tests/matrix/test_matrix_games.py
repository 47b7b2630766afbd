"""Whole games over Matrix, on a real homeserver on 127.0.0.1: a host account running the table
headless with a computer seat, two players' accounts each at their own seat, every move an
encrypted to-device message; one player's app restarted mid-game takes its seat back; and the
server's database never holds anything of the game readable, neither while it is played (the
to-device messages waiting for a device) nor after."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sqlite3

import pytest
from accounts import restarted, run
from table import host_table, play

from cloudtable.engine import get_game
from cloudtable.net.protocol import COMPUTER, OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse-2")

CHAT = "A quiet word between the clouds"


def readable_text(database, tables=None) -> list[str]:
    """Every text and blob in the homeserver's SQLite database (or in some of its tables)."""
    found = []
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=10)) as db:
        if tables is None:
            tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            for row in db.execute(f'SELECT * FROM "{table}"'):
                found += [
                    v.decode("utf-8", "replace") if isinstance(v, bytes) else v
                    for v in row
                    if isinstance(v, (bytes, str))
                ]
    return found


async def watch_the_inbox(database, seen: set[str]) -> None:
    """What the server keeps for devices that have not synced yet, read while the game goes on."""
    while True:
        seen.update(await asyncio.to_thread(readable_text, database, ["device_inbox"]))
        await asyncio.sleep(0.2)


# (Cloudy Kingdom is played against the headless host's own process: test_matrix_headless_host.py)
@pytest.mark.parametrize(("game_id", "seed"), [("cloud9", 41), ("strange-world", 42)])
def test_a_whole_game_between_three_accounts_one_a_headless_host_with_a_computer_seat(
    homeserver, tmp_path, game_id, seed
):
    game = get_game(game_id)
    table = HostedTable.new(game_id, [(OPEN, ""), (OPEN, ""), (COMPUTER, game.bot_levels[0])], "Over the clouds", seed)
    waiting: set[str] = set()

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        watcher = asyncio.get_running_loop().create_task(watch_the_inbox(homeserver.database, waiting))
        try:
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await first.say(CHAT)
            # Ada's app stops a few moves in, and starts again: her seat back with her token.
            bobs = asyncio.get_running_loop().create_task(play(second, random.Random(2)))
            await play(first, random.Random(1), until_moves=12)
            token, moves = first.knowledge.token, first.knowledge.moves
            await matrix.leave(first)
            await asyncio.sleep(0.5)
            assert not table.seats[first.knowledge.seat].present  # (the host saw her link end)
            ada = await restarted(ada)
            matrix.accounts.append(ada)
            again = await matrix.sit(ada, "Ada", token=token)
            await again.until(lambda k: k.moves >= moves, 30)  # (her seat's update: the whole game so far)
            assert again.knowledge.seat == first.knowledge.seat
            await asyncio.gather(play(again, random.Random(3)), bobs)
            await again.until(lambda k: k.is_over, 60)
            return [again, second], matrix
        finally:
            watcher.cancel()
            await matrix.close()

    clients, matrix = run(scenario(), 600)
    match = matrix.table.match
    assert match.is_over
    for client in clients:
        k = client.knowledge
        assert k.is_over and k.outcome == match.outcome and k.moves == len(match.steps)
        assert k.view == json.loads(json.dumps(game.snapshot(match.view(k.seat))))
        # Only pieces of the link Ada's app had before it stopped, arriving late, may be left aside.
        assert set(client.refused) <= ({"no_link", "replayed"} if client is clients[0] else set()), client.refused
        assert any(line.text == CHAT for line in k.chat) or client is clients[0]
    assert sorted(c.knowledge.seat for c in clients) == [0, 1]
    assert not matrix.matrix.refused
    # Nothing of the game readable on the server, during the game or after it.
    assert len(waiting) > 5, "the watcher saw the to-device messages waiting for their devices"
    stored = "\n".join([*waiting, *readable_text(homeserver.database)])
    # (in quotes, as JSON writes them: three letters alone turn up by chance in megabytes of base64)
    action_types = {f'"{type(step.action).__name__}"' for step in match.steps}
    for secret in [CHAT, '"type":"update"', '"legal"', '"view"', "org.cloudtable.frame", *action_types]:
        assert secret not in stored, secret
    assert matrix.room_id in stored and "m.megolm.v1.aes-sha2" in stored  # (the database was read)


def test_a_player_away_for_a_while_catches_up_from_the_homeservers_queue(homeserver, tmp_path):
    """Ada's app stops reading from the homeserver (asleep, offline) while Bob and the computer go
    on and Bob chats; the homeserver keeps what was sent to her device, and when her app reads
    again she has every change and every line, in order, on the same link, and plays on."""
    game = get_game("cloudy-kingdom")
    seats = [(OPEN, ""), (OPEN, ""), (COMPUTER, game.bot_levels[0])]
    table = HostedTable.new("cloudy-kingdom", seats, "Patience", 46, {"first": 1})  # Bob first, then the computer

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        try:
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await second.until(lambda k: k.seats[0].present and bool(k.acting), 30)
            await first.link.stop()  # her app reads nothing from here on
            seq = first.knowledge.seq
            lines = [f"Are you there, Ada? ({i})" for i in range(5)]
            for line in lines:
                await second.say(line)
            bobs = asyncio.get_running_loop().create_task(play(second, random.Random(5)))
            await asyncio.sleep(3)  # Bob and the computer play what they can without her
            moved = table.seq
            assert (
                moved > seq
                and first.knowledge.seq == seq
                and not any(line.text in lines for line in first.knowledge.chat)
            )
            await first.link.start()  # back: everything the homeserver kept for her device
            await first.until(lambda k: k.seq >= moved and sum(line.text in lines for line in k.chat) == 5, 60)
            assert [line.text for line in first.knowledge.chat if line.text in lines] == lines
            await asyncio.gather(play(first, random.Random(4)), bobs)
            return [first, second], matrix
        finally:
            await matrix.close()

    clients, matrix = run(scenario(), 600)
    match = matrix.table.match
    for client in clients:
        k = client.knowledge
        assert k.is_over and k.outcome == match.outcome and k.moves == len(match.steps)
        assert client.connections == 1 and not client.refused  # the same link all along
