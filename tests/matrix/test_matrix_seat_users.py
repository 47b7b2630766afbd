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
