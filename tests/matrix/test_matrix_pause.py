"""A homeserver that cannot be reached, seen from a player's client (net/matrix/link.py, client.py):
the link says so at once (its syncs fail), an action made meanwhile waits for the homeserver and
then goes, once, on the same link; and how a person names a table's room (tables.parse_room)."""

from __future__ import annotations

import asyncio

import pytest
from accounts import run
from cut_proxy import CutProxy
from table import host_table

from cloudtable.engine import get_game
from cloudtable.net.matrix.tables import parse_room
from cloudtable.net.protocol import COMPUTER, OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")


def test_an_action_made_while_the_homeserver_is_away_goes_once_it_answers(homeserver, tmp_path):
    proxy = CutProxy(homeserver.port)
    levels = get_game("cloud9").bot_levels
    table = HostedTable.new("cloud9", [(OPEN, ""), (COMPUTER, levels[0])], "Far away", 17)

    async def scenario():
        t, [ada] = await host_table(homeserver.url, tmp_path, table, ["Ada"])
        ada.homeserver = proxy.url  # (Ada's app reaches the homeserver through the proxy)
        told: list[bool] = []
        try:
            client = await t.sit(ada, "Ada", on_connected=told.append)
            await client.until(lambda k: k.may_act, 60)
            await asyncio.to_thread(proxy.cut)
            number = await asyncio.wait_for(_act_when_away(client), 60)
            assert told[-1] is False  # (the window says the game waits)
            await asyncio.sleep(1)
            assert client.knowledge.taken < number  # it waits for the homeserver...
            await asyncio.to_thread(proxy.restore)
            await client.until(lambda k: k.taken >= number, 90)  # ...and then goes
            assert told[-1] is True and client.connections == 1  # on the same link
            assert not client.knowledge.refusals and not t.matrix.refused
        finally:
            await t.close()

    try:
        run(scenario(), 240)
    finally:
        proxy.stop()


async def _act_when_away(client) -> int:
    """Once the link has seen the homeserver go, an action (its number); it waits to be sent."""
    while client.link.online:
        await asyncio.sleep(0.1)
    k = client.knowledge
    acting = asyncio.ensure_future(client.act(k.legal[0]))
    await asyncio.sleep(0.5)
    assert not acting.done()  # (held until the homeserver answers again)
    acting.add_done_callback(lambda task: task.exception())
    return k.next - 1


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("!abc:example.org", "!abc:example.org"),
        ("  !4uAG-LoQ9WZkZ_7e9ngrk  ", "!4uAG-LoQ9WZkZ_7e9ngrk"),  # (a room of version 12: no server)
        ("https://matrix.to/#/!abc:example.org?via=example.org", "!abc:example.org"),
        ("https://matrix.to/#/%21abc%3Aexample.org", "!abc:example.org"),
        ("https://matrix.to/#/#clouds:example.org", "#clouds:example.org"),
        ("matrix:roomid/abc:example.org?via=example.org", "!abc:example.org"),
        ("matrix:r/clouds:example.org", "#clouds:example.org"),
        ("#clouds:[::1]:8448", "#clouds:[::1]:8448"),
    ],
)
def test_a_room_is_named_by_its_link_id_or_alias(text, room):
    assert parse_room(text) == room


@pytest.mark.parametrize(
    "text",
    [
        "",
        "abc",
        "@ada:example.org",
        "!abc:exa mple.org",
        "https://matrix.to/#/@ada:example.org",
        "matrix:u/ada:x",
        "#:x",
    ],
)
def test_what_names_no_room_is_refused(text):
    assert parse_room(text) is None
