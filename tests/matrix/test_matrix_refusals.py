"""What a table over Matrix refuses, on a real homeserver: pieces from someone not at the table,
sent again, out of order or for another table (the host); pieces posing as the host from another
account or another device of the host's account (a player); a host whose device key is not the one
its table gave, and a table state not set by its host (a player does not sit)."""

from __future__ import annotations

import asyncio

import pytest
from accounts import another_device, new_account, run
from table import host_table

from cloudtable.net.client import ClientError
from cloudtable.net.matrix.client import MatrixClient
from cloudtable.net.matrix.envelope import Outbox
from cloudtable.net.matrix.link import Link, now_ms
from cloudtable.net.matrix.room import HostDevice, NotATable, create_table_room, read_table
from cloudtable.net.protocol import APP, OPEN, PROTOCOL, Hello, encode
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse-2")

HELLO = encode(Hello(PROTOCOL, APP, "0"))


async def until(condition, timeout=20.0):
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "not in time"
        await asyncio.sleep(0.1)


def test_the_host_takes_in_only_the_next_piece_from_someone_at_this_table(homeserver, tmp_path):
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Strict table", 5)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        stranger = await new_account(homeserver.url, tmp_path, "Eve")
        matrix.accounts.append(stranger)
        host, refused = matrix.matrix.link, matrix.matrix.refused
        try:
            await matrix.matrix.link.synced.wait()
            # Someone not in the table's room: not even a connection.
            eve = Link(stranger)
            await eve.send(host.user_id, host.device_id, Outbox(matrix.room_id, now_ms()).frame(HELLO)[0])
            await until(lambda: refused["not_at_table"] == 1)
            assert not matrix.matrix.peers
            # Ada at the table: her pieces are taken in one by one, never twice, never skipped.
            client = await matrix.sit(ada, "Ada")
            socket = client.socket
            seq = table.seq
            first = {"table": matrix.room_id, "epoch": socket.outbox.epoch, "seq": 1, "part": "end", "text": HELLO}
            await client.link.send(host.user_id, host.device_id, first)
            await until(lambda: refused["replayed"] == 1)
            other = {**first, "table": "!another:localhost", "seq": socket.outbox.seq + 1}
            await client.link.send(host.user_id, host.device_id, other)
            await until(lambda: refused["other_table"] == 1)
            # Nothing of it reached the table, and her link goes on.
            assert table.seq == seq and table.seats[0].present and client.connections == 1
            await client.say("still here")
            await until(lambda: any(line.text == "still here" for line in client.knowledge.chat))
            # A piece skipped: her link cannot be whole any more; it ends, and she comes back on a new one.
            skipped = {**first, "seq": socket.outbox.seq + 5}
            await client.link.send(host.user_id, host.device_id, skipped)
            await until(lambda: refused["out_of_order"] == 1)
            await until(lambda: client.connections == 2 and table.seats[0].present)
            assert client.socket is not socket and table.seq == seq and client.knowledge.seat == 0
            await client.say("back")
            await until(lambda: any(line.text == "back" for line in client.knowledge.chat))
        finally:
            await matrix.close()

    run(scenario())


def test_a_player_takes_in_only_what_the_hosts_own_device_sends(homeserver, tmp_path):
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Trusting table", 6)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        stranger = await new_account(homeserver.url, tmp_path, "Eve")
        matrix.accounts.append(stranger)
        try:
            client = await matrix.sit(ada, "Ada")
            seq, frames = client.knowledge.seq, len(client.knowledge.chat)
            epoch = client.socket.outbox.epoch + 10**6  # (as a new link of the host's would be)
            piece = Outbox(matrix.room_id, epoch).frame('{"type":"chat","seat":null,"name":"Host","text":"fake"}')[0]
            # Another account posing as the host.
            await Link(stranger).send(ada.user_id, ada.device_id, piece)
            await until(lambda: client.refused["not_host"] == 1)
            # Another device of the host's own account (the table named one device, with its key).
            second = await another_device(homeserver.url, tmp_path, matrix.matrix.link.user_id)
            matrix.accounts.append(second)
            await Link(second).send(ada.user_id, ada.device_id, piece)
            await until(lambda: client.refused["unverified_host"] == 1)
            assert client.knowledge.seq == seq and len(client.knowledge.chat) == frames
        finally:
            await matrix.close()

    run(scenario())


def test_a_host_whose_key_is_not_the_tables_is_not_trusted_nor_a_state_set_by_someone_else(homeserver, tmp_path):
    async def scenario():
        host = await new_account(homeserver.url, tmp_path, "Host")
        ada = await new_account(homeserver.url, tmp_path, "Ada")
        try:
            wrong = HostDevice(host.user_id, host.device_id, "A" * 43)
            room = await create_table_room(host, "Wrong key", "cloud9", wrong, [ada.user_id])
            await ada.join(room)
            info = await read_table(ada, room)
            client = MatrixClient(Link(ada), info, name="Ada")
            with pytest.raises(ClientError) as refused:
                await client.start()
            assert refused.value.code == "host_key"
            await client.close()
            # A room whose table state names the host but was made by someone else.
            posing = HostDevice(host.user_id, host.device_id, host.olm.account.identity_keys["ed25519"])
            room = await create_table_room(ada, "Not the host's", "cloud9", posing, [])
            with pytest.raises(NotATable):
                await read_table(ada, room)
        finally:
            await host.close()
            await ada.close()

    run(scenario())


def test_a_link_the_host_ended_is_begun_anew_by_the_player(homeserver, tmp_path):
    """The host could not reach a device and ended its link (its seat away): the next piece from
    that device is answered with a close, and the client comes back on a new link, to its seat."""
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Patient table", 7)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        try:
            client = await matrix.sit(ada, "Ada")
            seat = client.knowledge.seat
            (peer,) = matrix.matrix.peers.values()
            peer.end()  # (as when sending to the device failed)
            await until(lambda: not table.seats[seat].present)
            await client.say("anyone there?")
            await until(lambda: client.connections == 2 and table.seats[seat].present)
            assert client.knowledge.seat == seat
            await client.say("back again")
            await until(lambda: any(line.text == "back again" for line in client.knowledge.chat))
            assert not matrix.matrix.refused and not client.refused
        finally:
            await matrix.close()

    run(scenario())
