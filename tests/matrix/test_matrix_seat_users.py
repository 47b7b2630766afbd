"""A seat kept for one invited Matrix user (New Game's Matrix ID for a seat): only that user's
device takes it; anyone else in the room takes a seat kept for nobody, and is refused that one."""

from __future__ import annotations

import pytest
from accounts import run
from table import host_table

from cloudtable.net.client import ClientError
from cloudtable.net.matrix.status import STATUS_STATE, read_status
from cloudtable.net.protocol import INVITED, OPEN, PERSON
from cloudtable.net.table import HostedTable

pytestmark = pytest.mark.xdist_group("synapse")


def test_a_seat_kept_for_a_matrix_user_is_taken_by_them_alone(homeserver, tmp_path):
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, ""), (OPEN, "")], "Kept seats", 3)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"])
        try:
            # (kept once Bob's user ID is known here; the host's command line keeps it from the start)
            table.seats[1].user = bob.user_id
            assert (table.seat_infos()[1].kind, table.seat_infos()[1].user) == (INVITED, bob.user_id)
            with pytest.raises(ClientError) as refused:
                await matrix.sit(ada, "Ada", seat=1)  # Ada asks for Bob's seat
            ada_client = await matrix.sit(ada, "Ada")  # any seat: the first kept for nobody
            bob_client = await matrix.sit(bob, "Bob")  # his own, though the first is free no more
            await bob_client.until(lambda k: k.seat is not None, 30)
            await matrix.matrix.room.poster.flush(30)
            state = await matrix.accounts[0].room_get_state_event(matrix.room_id, STATUS_STATE, "")
            return refused.value.code, ada_client.knowledge.seat, bob_client.knowledge.seat, state.content
        finally:
            await matrix.close()

    code, ada_seat, bob_seat, status = run(scenario(), 300)
    assert code == "invited"
    assert (ada_seat, bob_seat) == (0, 1)
    assert [(i.name, i.kind) for i in table.seat_infos()] == [("Ada", PERSON), ("Bob", PERSON), ("Seat 3", OPEN)]
    assert [s.kind for s in read_status(status).seats] == [PERSON, PERSON, OPEN]


def reading_as(device_id, access_token):
    """In place of account.reading_client: a client with this login, kept by no device folder."""
    from nio import AsyncClient

    def reading_client(homeserver, user_id, role, config):
        client = AsyncClient(homeserver, user_id, config=config)
        client.user_id, client.device_id, client.access_token = user_id, device_id, access_token
        return client

    return reading_client


def test_an_accounts_display_name_is_read_within_its_time(homeserver, tmp_path, monkeypatch):
    """What New Game names an invited seat by: the account's display name, read with the kept
    login of the account that hosts; None when it has none, and within PROFILE_S when the
    homeserver does not answer."""
    import asyncio

    from accounts import new_account

    from cloudtable.net.matrix import tables

    async def scenario():
        kim = await new_account(homeserver.url, tmp_path, "Kim")
        bob = await new_account(homeserver.url, tmp_path, "Bob")
        try:
            await bob.set_displayname("Bob\nthe  Builder")  # (any text: read as one line)
            monkeypatch.setattr(tables, "reading_client", reading_as(kim.device_id, kim.access_token))
            named = await tables.display_name(homeserver.url, kim.user_id, bob.user_id)
            nobody = await tables.display_name(homeserver.url, kim.user_id, "@nobody:localhost")
            # A homeserver that takes the question and never answers: no name, in time.
            silent = await asyncio.start_server(lambda reader, writer: asyncio.sleep(60), "127.0.0.1", 0)
            address = f"http://127.0.0.1:{silent.sockets[0].getsockname()[1]}"
            monkeypatch.setattr(tables, "reading_client", reading_as("DEVICE", "token"))
            monkeypatch.setattr(tables, "PROFILE_S", 0.5)
            started = asyncio.get_running_loop().time()
            unanswered = await tables.display_name(address, kim.user_id, bob.user_id)
            took = asyncio.get_running_loop().time() - started
            silent.close()
            return named, nobody, unanswered, took
        finally:
            await kim.close()
            await bob.close()

    named, nobody, unanswered, took = run(scenario(), 120)
    assert named == "Bob the Builder"
    assert nobody is None and unanswered is None and took < 5


def test_a_table_room_is_typed_and_an_invitation_to_another_room_is_known_not_to_be_a_table(
    homeserver, tmp_path, monkeypatch
):
    """The table's room is made with its room type; Synapse shows an invited account the room's
    creation, so the list tells a table's invitation from another room's before joining."""
    from accounts import new_account
    from nio import RoomCreateResponse, RoomGetStateEventResponse

    from cloudtable.net.matrix import tables
    from cloudtable.net.matrix.room import TABLE_ROOM_TYPE, HostDevice, create_table_room

    async def scenario():
        kim = await new_account(homeserver.url, tmp_path, "Kim")
        bob = await new_account(homeserver.url, tmp_path, "Bob")
        try:
            device = HostDevice(kim.user_id, kim.device_id, "A" * 43)
            table = await create_table_room(kim, "A table", "cloud9", device, [bob.user_id])
            other = await kim.room_create(name="Just talk", invite=[bob.user_id])
            assert isinstance(other, RoomCreateResponse)
            created = await kim.room_get_state_event(table, "m.room.create", "")
            assert isinstance(created, RoomGetStateEventResponse)
            monkeypatch.setattr(tables, "reading_client", reading_as(bob.device_id, bob.access_token))
            return created.content, await tables.table_rooms(homeserver.url, bob.user_id), table, other.room_id
        finally:
            await kim.close()
            await bob.close()

    creation, listed, table, other = run(scenario(), 120)
    assert creation.get("type") == TABLE_ROOM_TYPE
    assert [(t.room_id, t.invited, t.not_a_table) for t in listed] == [(table, True, False), (other, True, True)]
    assert listed[1].name == "Just talk" and listed[0].host.startswith("@kim")
