"""The deal by commit–reveal over Matrix (docs/protocol.md "Fairness", docs/matrix.md): the host's
commitment, each player's value and the end-of-game record travel as encrypted to-device frames
like any other, and each player's app checks the record against what it was shown."""

from __future__ import annotations

import asyncio
import random

import pytest
from accounts import run
from table import host_table, play

from cloudtable.net.fairness import FAIR, deal_seed
from cloudtable.net.protocol import OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse-2")


def test_a_game_over_matrix_is_dealt_from_everyones_values_and_its_record_checks_out(homeserver, tmp_path):
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Fair clouds", None)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        try:
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await asyncio.gather(play(first, random.Random(1)), play(second, random.Random(2)))
            for client in (first, second):
                await client.until(lambda k: k.fairness is not None, 60)
            return first, second
        finally:
            await matrix.close()

    clients = run(scenario(), 600)
    values = {client.knowledge.seat: client.knowledge.value for client in clients}
    assert table.match.is_over and table.values == values
    assert table.match.seed == deal_seed(table.host_value, values)
    for client in clients:
        assert not client.knowledge.cheated and client.knowledge.fairness.text == FAIR
