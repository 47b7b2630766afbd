"""An app that never saw the host's commitment (started again mid-game) still checks the deal: it
reads the commitment from the table's room, where the host put it before the deal, and the room's
history shows whether the host replaced it since. A host that deals again from a value of its
choosing once it has seen everyone's, and puts the matching commitment in the room, is caught by
that app too. The record comes back from the room as an encrypted file here (a long record's way)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from accounts import restarted, run
from table import host_table, play

from cloudtable.engine import Match
from cloudtable.net.fairness import FAIR, PROBLEMS, check_record, commitment, deal_seed, new_value
from cloudtable.net.matrix.audit import room_commitment, room_records
from cloudtable.net.matrix.room import read_table
from cloudtable.net.matrix.table_room import COMMITMENT_STATE
from cloudtable.net.protocol import OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")


def deal_again(table: HostedTable) -> bytes:
    """What a cheating host does once it has the values: another value of its own, a new deal."""
    value = new_value()
    old = table.match
    table.host_value = value
    table.match = Match(old.game, old.players, deal_seed(value, table.values), dict(old.options), old.seats)
    table.seq += 1
    return value


@pytest.mark.parametrize("cheat", [False, True], ids=["honest", "cheating"])
def test_an_app_started_again_mid_game_checks_the_deal_by_the_rooms_commitment(homeserver, tmp_path, cheat):
    # Strange World for two: a whole game in about 55 moves (Cloud 9 takes 150 or more); the deal
    # and its check are the same for every game.
    table = HostedTable.new("strange-world", [(OPEN, ""), (OPEN, "")], "Second look", None)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        matrix.matrix.room.inline_record = 100  # (the record goes as an encrypted file)
        try:
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await first.until(lambda k: bool(k.acting), 60)  # dealt, nobody moved yet
            if cheat:
                value = deal_again(table)
                host = matrix.accounts[0]
                await host.room_put_state(
                    matrix.room_id, COMMITMENT_STATE, {"hash": commitment(value).hex()}, str(table.game_seq)
                )
                matrix.matrix.host.changed()
            bobs = asyncio.get_running_loop().create_task(play(second, random.Random(2)))
            await play(first, random.Random(1), until_moves=6)
            token, ada_value = first.knowledge.token, (first.knowledge.seat, first.knowledge.value)
            await matrix.leave(first)
            ada = await restarted(ada)  # her app starts again: it knows nothing of the deal
            matrix.accounts.append(ada)
            again = await matrix.sit(ada, "Ada", token=token)
            await asyncio.gather(play(again, random.Random(3)), bobs)
            for client in (again, second):
                await client.until(lambda k: k.fairness is not None, 60)
            await matrix.matrix.room.poster.flush(60)
            info = await read_table(bob, matrix.room_id)
            for _ in range(60):
                records = await room_records(bob, info)
                if records:
                    break
                await asyncio.sleep(0.5)
            values = dict([ada_value, (second.knowledge.seat, second.knowledge.value)])
            return again.knowledge, second.knowledge, records, await room_commitment(ada, info), values
        finally:
            await matrix.close()

    restarted_k, present_k, records, (committed, problem), values = run(scenario(), 600)
    assert table.match.is_over
    assert records and records[0][1] == table.record()
    media = b"".join(p.read_bytes() for p in Path(homeserver.folder, "media").rglob("*") if p.is_file())
    assert table.record().host_value.encode() not in media  # (the file is encrypted)
    if not cheat:
        # Dealt from everyone's values: the host's and the one each player's app sent.
        assert table.values == values and None not in values.values()
        assert table.match.seed == deal_seed(table.host_value, values)
        for k in (restarted_k, present_k):
            assert not k.cheated and k.fairness.text == FAIR, k.fairness
        assert problem is None and committed == present_k.commitment
        assert check_record("strange-world", None, committed, None, [], records[0][1]) is None
    else:
        assert restarted_k.cheated and restarted_k.fairness.text == PROBLEMS["replaced"]
        assert present_k.cheated and present_k.fairness.text == PROBLEMS["commitment"]
        # (the room's commitment now matches the record: only its history gives the host away)
        assert problem is not None and committed == commitment(bytes.fromhex(table.record().host_value))
