"""The client library (cloudtable/net/client.py): it says clearly when a table cannot be reached or
is not ours, takes the seat it is given, comes back to it by itself when the connection drops,
and keeps within the host's rate."""

import asyncio
import json
import socket

import pytest

from cloudtable.net.client import Client, ClientError
from cloudtable.net.protocol import OPEN, PROTOCOL
from cloudtable.net.table import HostedTable
from hosting import LOOPBACK, InProcessHost, run


def free_port():
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def two_open(game_id="cloud9", seed=1):
    return HostedTable.new(game_id, [(OPEN, ""), (OPEN, "")], "Client tests", seed, {})


def test_a_table_that_is_not_there_is_said_at_once():
    async def go():
        client = Client(f"ws://{LOOPBACK}:{free_port()}", name="Ada")
        with pytest.raises(ClientError) as error:
            await client.start()
        assert "cannot be reached" in str(error.value)
        await client.close()

    run(go(), 30)


async def _fake_host(answer):
    """A WebSocket server on loopback answering hello with `answer` (a dict or text)."""
    from websockets.asyncio.server import serve

    async def handle(ws):
        await ws.recv()
        await ws.send(answer if isinstance(answer, str) else json.dumps(answer))
        await asyncio.sleep(1)

    return await serve(handle, LOOPBACK, 0).__aenter__()


@pytest.mark.parametrize(
    "answer, code",
    [
        (
            {
                "type": "welcome",
                "protocol": PROTOCOL + 1,
                "app": "cloudtable",
                "version": "9",
                "game": "cloud9",
                "table": "T",
                "seats": [],
            },
            "version",
        ),
        (
            {
                "type": "welcome",
                "protocol": PROTOCOL,
                "app": "othertable",
                "version": "9",
                "game": "cloud9",
                "table": "T",
                "seats": [],
            },
            "not_a_table",
        ),
        ("hello there", "not_a_table"),
    ],
)
def test_a_host_of_another_protocol_or_no_table_at_all_is_refused_clearly(answer, code):
    async def go():
        server = await _fake_host(answer)
        port = server.sockets[0].getsockname()[1]
        client = Client(f"ws://{LOOPBACK}:{port}", name="Ada")
        try:
            with pytest.raises(ClientError) as error:
                await client.start()
            assert error.value.code == code and error.value.message.english()
        finally:
            await client.close()
            server.close()

    run(go(), 30)


def test_a_refused_join_says_why():
    async def go():
        async with InProcessHost(two_open()) as host:
            clients = [Client(host.url, name=n) for n in ("Ada", "Bo", "Cy")]
            await clients[0].start()
            await clients[1].start()
            with pytest.raises(ClientError) as error:
                await clients[2].start()
            assert error.value.code == "table_full"
            assert str(error.value) == "There is no open seat at this table."
            for c in clients:
                await c.close()

    run(go(), 30)


def test_a_dropped_connection_comes_back_to_its_seat_by_itself():
    async def go():
        async with InProcessHost(two_open()) as host:
            ada, bo = Client(host.url, name="Ada"), Client(host.url, name="Bo")
            await ada.start()
            await bo.start()
            await ada.until(lambda k: k.acting != ())
            seq = ada.knowledge.seq
            host.drop_everyone()
            await ada.until(lambda k: ada.connections == 2 and k.seq >= seq, 20)
            await bo.until(lambda k: bo.connections == 2, 20)
            assert ada.knowledge.seat == 0 and bo.knowledge.seat == 1
            assert all(info.present for info in host.host.table.seat_infos())
            # And the game goes on.
            acting = ada if 0 in ada.knowledge.acting else bo
            await acting.until(lambda k: k.may_act)
            number = await acting.act(acting.knowledge.legal[0])
            await acting.until(lambda k: k.taken >= number)
            for c in (ada, bo):
                await c.close()

    run(go(), 60)


def test_a_quick_client_keeps_within_the_hosts_rate():
    async def go():
        async with InProcessHost(two_open()) as host:
            ada = Client(host.url, name="Ada")
            await ada.start()
            for _ in range(60):  # faster than the host takes: the client waits rather than be refused
                await ada.say("hi")
            await ada.until(lambda k: len(k.chat) == 60, 20)
            assert not any(r.code == "too_fast" for r in ada.knowledge.refusals)
            await ada.close()

    run(go(), 60)


def test_a_send_that_meets_a_connection_just_closed_goes_on_the_next_one():
    """The host went away between the client seeing its connection ready and sending: the send
    waits for the next connection instead of failing with websockets' own error (a player's
    move made at that moment is not lost, and the app does not see an error it cannot read)."""
    from websockets.exceptions import ConnectionClosedError

    class Closed:
        async def send(self, text):
            raise ConnectionClosedError(None, None)

    class Open:
        def __init__(self):
            self.sent = []

        async def send(self, text):
            self.sent.append(json.loads(text))

    async def go():
        client = Client(f"ws://{LOOPBACK}:1", name="Ada")
        client._ready.set()
        client._socket = Closed()
        after = Open()

        async def connected_again():
            await asyncio.sleep(0.3)
            client._socket = after

        again = asyncio.get_running_loop().create_task(connected_again())
        number = await asyncio.wait_for(client.act({"type": "Pass"}), 10)
        await again
        assert after.sent == [{"type": "act", "number": number, "action": {"type": "Pass"}}]

    run(go(), 30)
