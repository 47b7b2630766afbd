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
from cloudtable.net.table_file import read_table as read_table_file

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


def test_a_player_back_at_a_matrix_table_is_sent_its_chat_with_the_rooms_lines(homeserver, tmp_path):
    """Bob's app stops; meanwhile Ada says a line at the table and Bob one from Element. When his
    app takes his seat again, with nothing remembered, it is sent every line said at the table,
    the room's among them, in order, as earlier lines; and the table's file keeps them all."""
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Chat kept", 5)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        try:
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await first.until(lambda k: k.seats[1].present, 30)
            await first.say("before")
            await second.until(lambda k: len(k.chat) == 1, 30)
            token = second.knowledge.token
            await matrix.leave(second)
            await first.say("while he was away")
            answer = await bob.room_send(
                matrix.room_id,
                "m.room.message",
                {"msgtype": "m.text", "body": FROM_ROOM},
                ignore_unverified_devices=True,
            )
            assert isinstance(answer, RoomSendResponse), answer
            await first.until(lambda k: len(k.chat) == 3, 30)
            again = await matrix.sit(bob, "Bob", token=token)
            await again.until(lambda k: len(k.chat) == 3, 60)
            return again.knowledge, read_table_file(tmp_path / "table.json").chat
        finally:
            await matrix.close()

    knowledge, kept = run(scenario(), 300)
    expected = [(1, 0, "before"), (2, 0, "while he was away"), (3, 1, FROM_ROOM)]
    assert [(line.n, line.seat, line.text) for line in knowledge.chat] == expected
    assert knowledge.earlier == {1, 2, 3}
    assert [(line.n, line.seat, line.text) for line in kept] == expected


def test_the_hosting_persons_lines_from_another_device_come_to_their_seat_and_nothing_echoes(homeserver, tmp_path):
    """The account that hosts also plays (the window's own seat, served on 127.0.0.1): what its
    person writes in the room from Element, another device of that account, comes to the table as
    their seat's line; what the host device sends to the room (the table's chat, notices) never
    comes back in, and the line from Element is not sent back to the room."""
    from accounts import another_device

    from cloudtable.net.host import take_own_seat

    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Host plays", 7)

    async def scenario():
        matrix, (ada,) = await host_table(homeserver.url, tmp_path, table, ["Ada"])
        host_account = matrix.accounts[0]
        element = await another_device(homeserver.url, tmp_path, host_account.user_id)
        matrix.accounts.append(element)
        try:
            assert take_own_seat(matrix.matrix.host, "Hosta")
            matrix.matrix.room.own_seat = 0
            first = await matrix.sit(ada, "Ada")
            await first.until(lambda k: k.seats[0].kind != OPEN, 30)
            await first.say(FROM_TABLE)  # goes to the room from the host device: not brought back
            await element.sync(timeout=3000)
            answer = await element.room_send(
                matrix.room_id,
                "m.room.message",
                {"msgtype": "m.text", "body": FROM_ROOM},
                ignore_unverified_devices=True,
            )
            assert isinstance(answer, RoomSendResponse), answer
            await first.until(lambda k: any(line.text == FROM_ROOM for line in k.chat), 30)
            await asyncio.sleep(2)  # (an echo would have come by now)
            await matrix.matrix.room.poster.flush(30)
            mirrored = []
            for _ in range(60):
                events = await history(ada, matrix.room_id, ["m.room.encrypted"])
                mirrored = [
                    e.source["content"][CHAT_KEY]
                    for e in events
                    if getattr(e, "decrypted", False) and CHAT_KEY in e.source.get("content", {})
                ]
                if mirrored:
                    break
                await asyncio.sleep(0.5)
            return first.knowledge.chat, mirrored, matrix.matrix.room.refused, matrix.table.chat
        finally:
            await matrix.close()

    heard, mirrored, refused, kept = run(scenario(), 300)
    assert [(line.seat, line.name, line.text) for line in heard] == [(1, "Ada", FROM_TABLE), (0, "Hosta", FROM_ROOM)]
    assert [(line.n, line.text) for line in kept] == [(1, FROM_TABLE), (2, FROM_ROOM)]
    assert mirrored == [[{"seat": 1, "name": "Ada", "text": FROM_TABLE}]]  # the Element line is not sent back
    assert not refused
