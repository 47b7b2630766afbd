"""The table's status as its room holds it (cloudtable/net/matrix/status.py), made from a table and
read strictly, and the pacing of the host's room events (poster.py): the latest of a kind wins,
nothing piles up, the homeserver's bucket is kept, and a refusal for the rate is waited out.
No homeserver here."""

from __future__ import annotations

import asyncio
import copy
from dataclasses import dataclass

import pytest

from cloudtable.net.matrix.poster import RoomPoster
from cloudtable.net.matrix.status import AWAY, FREE, PLAYING, TAKEN, WAITING, StatusError, read_status, table_status
from cloudtable.net.protocol import COMPUTER, OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")

ADA = "@ada:example.org"
BOB = "@bob:example.org"


def a_table() -> HostedTable:
    return HostedTable.new("cloud9", [(OPEN, ""), (OPEN, ""), (COMPUTER, "random")], "Status", 7)


def test_the_status_says_who_sits_where_whose_turn_and_reads_back_the_same():
    table = a_table()
    waiting = table_status(table, {}, adjourned=False)
    assert waiting.phase == WAITING and waiting.turn == () and waiting.winners is None
    assert [s.state for s in waiting.seats] == [FREE, FREE, TAKEN]
    table.join("Ada", 0)
    table.join("Bob", 1)
    table.seats[1].present = False
    playing = table_status(table, {0: ADA, 1: "@bob:example.org", 2: "@not:example.org"}, adjourned=False)
    assert playing.phase == PLAYING and playing.turn == table.acting and playing.turn
    assert [(s.name, s.kind, s.user, s.state) for s in playing.seats] == [
        ("Ada", "person", ADA, TAKEN),
        ("Bob", "person", "@bob:example.org", AWAY),
        ("Computer 3", "computer", None, TAKEN),  # (a computer has no Matrix user)
    ]
    assert read_status(playing.content()) == playing
    assert table_status(table, {}, adjourned=True).phase == "adjourned"


def test_a_seat_kept_for_a_matrix_user_says_whom_it_waits_for():
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Status", 7, names={1: "Bob B."}, users={1: BOB})
    status = table_status(table, {}, adjourned=False)
    assert [(s.name, s.kind, s.user, s.state) for s in status.seats] == [
        ("Seat 1", "open", None, FREE),
        ("Bob B.", "invited", BOB, FREE),
    ]
    assert read_status(status.content()) == status
    assert table.join("Bob", None, None, BOB)[0] == 1  # his own, though seat 1 is free
    taken = table_status(table, {1: BOB}, adjourned=False).seats[1]
    assert (taken.name, taken.kind, taken.user, taken.state) == ("Bob", "person", BOB, TAKEN)


def broken(change) -> dict:
    table = a_table()
    table.join("Ada", 0)
    table.join("Bob", 1)
    content = copy.deepcopy(table_status(table, {0: ADA}, adjourned=False).content())
    change(content)
    return content


@pytest.mark.parametrize(
    "change",
    [
        lambda c: c.update(extra=1),
        lambda c: c.pop("turn"),
        lambda c: c.update(version=2),
        lambda c: c.update(phase="won"),
        lambda c: c.update(deal=True),
        lambda c: c.update(deal=-1),
        lambda c: c.update(game="Cloud 9"),
        lambda c: c.update(turn=[5]),
        lambda c: c.update(turn=[0, 0]),
        lambda c: c.update(winners=[0]),  # winners while it is played
        lambda c: c.update(phase="over"),  # over, and no winners (and a turn)
        lambda c: c.update(seats=[]),
        lambda c: c["seats"][2].update(user=ADA),  # a computer with a Matrix user
        lambda c: c["seats"][2].update(state="away"),
        lambda c: c["seats"][0].update(state="free"),
        lambda c: c["seats"][0].update(user="ada"),
        lambda c: c["seats"][0].update(name="A\nda"),
        lambda c: c["seats"][0].update(kind="ghost"),
        lambda c: c["seats"][0].update(colour="red"),
    ],
)
def test_a_status_that_is_wrong_in_any_way_is_refused(change):
    with pytest.raises(StatusError):
        read_status(broken(change))


@dataclass
class Answer:
    status_code: str | None = None
    retry_after_ms: int | None = None


class FakeRoomError(Answer):
    """Like nio's error answers (their class names end in Error)."""


def test_the_latest_of_a_kind_wins_and_nothing_piles_up_beyond_the_bucket():
    async def scenario():
        poster = RoomPoster(("first", "second"), rate=20.0, burst=2)
        sent: list[str] = []

        def sender(name):
            async def send():
                sent.append(name)
                return Answer()

            return send

        for i in range(20):
            poster.post("second", sender(f"status {i}"))
            await asyncio.sleep(0)
        poster.post("first", sender("commitment"))
        await poster.flush(5)
        assert sent[-1] == "status 19" and "commitment" in sent
        statuses = [name for name in sent if name.startswith("status")]
        assert len(statuses) <= 4 and len(statuses) + poster.dropped["second"] == 20
        poster.post("second", sender("never"))
        poster.withdraw("second")
        await poster.flush(1)
        assert "never" not in sent
        await poster.stop()

    asyncio.run(scenario())


def test_a_refusal_for_the_rate_is_waited_out_and_the_event_goes_after_all():
    async def scenario():
        poster = RoomPoster(("status",), rate=1000.0, burst=1000)
        tries: list[float] = []

        async def send():
            tries.append(asyncio.get_running_loop().time())
            return FakeRoomError("M_LIMIT_EXCEEDED", 200) if len(tries) == 1 else Answer()

        poster.post("status", send)
        await poster.flush(5)
        assert len(tries) == 2 and tries[1] - tries[0] >= 0.19
        assert poster.limited == 1 and poster.sent["status"] == 1
        await poster.stop()

    asyncio.run(scenario())


def test_the_join_list_counts_the_seats_free_for_this_account():
    """ "1 of 3 free": open seats, and a seat kept for this account; not one kept for another, nor
    a status another user set."""
    from cloudtable.net.matrix.tables import _free_seats

    table = HostedTable.new(
        "cloud9", [(OPEN, ""), (OPEN, ""), (OPEN, "")], "Free", 7, names={1: "Bob B."}, users={1: BOB}
    )
    table.join("Ada", 0)
    content = table_status(table, {0: ADA}, adjourned=False).content()
    event = {"type": "org.cloudtable.status", "state_key": "", "sender": "@host:example.org", "content": content}

    def free(source, user):
        return _free_seats([source, "not an event"], "@host:example.org", user)

    assert free(event, BOB) == (3, 2)  # the open one and his own
    assert free(event, "@cy:example.org") == (3, 1)
    assert free({**event, "sender": BOB}, BOB) == (None, None)
    assert free({**event, "content": {"seats": "all"}}, BOB) == (None, None)
