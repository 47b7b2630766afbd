"""The host's room events under Synapse's default rate limit (0.2 a second, 10 at once, for the
room events of one account: state events too), on a homeserver of its own that keeps it: a whole
short game still ends, with nothing refused for the rate, its status events coalesced (the latest
wins, no backlog), and the room's last status and record are the game's end."""

from __future__ import annotations

import asyncio
import random
import time

import pytest
from accounts import run
from table import PACED, host_table, play

from cloudtable.engine import get_game
from cloudtable.net.matrix.audit import room_records
from cloudtable.net.matrix.poster import BURST, RATE
from cloudtable.net.matrix.room import read_table
from cloudtable.net.matrix.status import OVER, room_status
from cloudtable.net.protocol import COMPUTER, OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse-2")


def test_a_whole_game_under_the_default_rate_limit_coalesces_the_hosts_room_events(
    homeserver_with_default_limits, tmp_path
):
    server = homeserver_with_default_limits
    # Strange World: a whole game in about 90 moves for three (Cloud 9 takes 200 or so), still
    # far more status changes than the rate lets through.
    game = get_game("strange-world")
    table = HostedTable.new(
        "strange-world", [(OPEN, ""), (OPEN, ""), (COMPUTER, game.bot_levels[0])], "Slow lane", None
    )

    async def scenario():
        matrix, (ada, bob) = await host_table(server.url, tmp_path, table, ["Ada", "Bob"], PACED)
        started = time.monotonic()
        try:
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await asyncio.gather(play(first, random.Random(1)), play(second, random.Random(2)))
            played = time.monotonic() - started
            await matrix.matrix.room.poster.flush(120)
            took = time.monotonic() - started
            sent = sum(matrix.matrix.room.poster.sent.values())  # (by then: the host posts on as players go)
            info = await read_table(ada, matrix.room_id)
            status = await room_status(ada, matrix.room_id, info.host.user)
            for _ in range(60):
                records = await room_records(ada, info)
                if records:
                    break
                await asyncio.sleep(0.5)
            return first.knowledge, status, records, played, took, sent, matrix
        finally:
            await matrix.close()

    knowledge, status, records, played, took, sent, matrix = run(scenario(), 900)
    poster = matrix.matrix.room.poster
    figures = f"game {played:.1f} s, all {took:.1f} s, {sent} sent by then, room events {poster.sent} dropped {poster.dropped} refused {poster.limited}"
    print(figures)
    assert table.match.is_over and knowledge.is_over
    assert status is not None and status.phase == OVER, (status, figures)
    assert status.winners == tuple(table.match.outcome.winners)
    assert records and records[0][1] == table.record(), figures
    assert poster.limited == 0, figures  # paced as the homeserver counts: never refused
    assert poster.dropped["status"] > 0, figures  # (more changes than the rate lets through: coalesced)
    assert sent <= BURST + RATE * took + 1, figures
