"""The table's chat and its room: a line said at the table goes to the room, encrypted, from the
host; a line a seated person writes in the room (from any Matrix client: here an account's own
client, as Element would send it) comes to the table under their seat's name; a line from someone
in the room who is not seated, an unencrypted one, or one that is not a chat line is left out."""

from __future__ import annotations

import asyncio
from uuid import uuid4

import pytest
from accounts import new_account, run
from nio import JoinResponse, RoomSendResponse
from nio.api import Api
from table import host_table
from test_matrix_games import readable_text

from cloudtable.net.matrix.audit import history
from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.table_room import CHAT_KEY
from cloudtable.net.protocol import OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse-2")

FROM_TABLE = "Hello from the table"
FROM_ROOM = "Hello from the room"


def test_chat_goes_both_ways_between_the_table_and_its_room_and_only_seated_people_are_heard(homeserver, tmp_path):
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Chatty clouds", 3)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        carol = await new_account(homeserver.url, tmp_path, "Carol")  # in the room, not at the table
        matrix.accounts.append(carol)
        try:
            await matrix.accounts[0].room_invite(matrix.room_id, carol.user_id)
            assert isinstance(await carol.join(matrix.room_id), JoinResponse)
            carols = Link(carol)  # (her client keeps in sync, as any Matrix client does)
            await carols.start()
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await first.until(lambda k: k.seats[1].present, 30)
            await first.say(FROM_TABLE)
            # Bob writes in the room itself, as from Element; Carol too; and some that do not count.
            for account, text in ((carol, "Let me in"), (bob, "two\nlines"), (bob, FROM_ROOM)):
                answer = await account.room_send(
                    matrix.room_id,
                    "m.room.message",
                    {"msgtype": "m.text", "body": text},
                    ignore_unverified_devices=True,
                )
                assert isinstance(answer, RoomSendResponse), answer
            plain = Api.room_send(
                bob.access_token, matrix.room_id, "m.room.message", {"msgtype": "m.text", "body": "in clear"}, uuid4()
            )
            assert isinstance(
                await bob._send(RoomSendResponse, *plain, response_data=(matrix.room_id,)), RoomSendResponse
            )
            await first.until(lambda k: any(line.text == FROM_ROOM for line in k.chat), 30)
            await asyncio.sleep(1)  # (anything else would have come by now)
            await matrix.matrix.room.poster.flush(30)
            mirrored = []
            for _ in range(60):
                events = await history(carol, matrix.room_id, ["m.room.encrypted"])
                mirrored = [
                    e.source["content"]
                    for e in events
                    if getattr(e, "decrypted", False) and CHAT_KEY in e.source.get("content", {})
                ]
                if mirrored:
                    break
                await asyncio.sleep(0.5)
            await carols.stop()
            return first.knowledge.chat, second.knowledge.chat, mirrored, matrix.matrix.room.refused
        finally:
            await matrix.close()

    ada_chat, bob_chat, mirrored, refused = run(scenario(), 300)
    heard = [(line.seat, line.name, line.text) for line in ada_chat]
    assert heard == [(0, "Ada", FROM_TABLE), (1, "Bob", FROM_ROOM)]
    assert [(line.seat, line.text) for line in bob_chat] == [(0, FROM_TABLE), (1, FROM_ROOM)]
    assert refused == {"not_seated": 1, "bad_field": 1, "not_encrypted": 1}
    # The table's line in the room, from the host, encrypted; the room's own line not sent back.
    assert [m[CHAT_KEY] for m in mirrored] == [[{"seat": 0, "name": "Ada", "text": FROM_TABLE}]]
    assert mirrored[0]["body"] == f"Ada: {FROM_TABLE}"
    assert FROM_TABLE not in "\n".join(readable_text(homeserver.database))
