"""A Link's syncs ask only for what the app reads (link.py's `sync_filter`), and the homeserver
brings nothing else: of the table's room its members and, for the host, its messages; nothing of
another room, of the table's own state events (read with their own requests), nor of typing; and
the pieces sent to the device always."""

from __future__ import annotations

import asyncio
from typing import Any
from uuid import uuid4

import pytest
from accounts import new_account, run
from nio import AsyncClient, Event, JoinResponse, RoomCreateResponse, RoomPutStateResponse, RoomSendResponse
from nio.api import Api
from nio.events import EphemeralEvent

from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.olm_to_device import SecretToDevice
from cloudtable.net.matrix.status import STATUS_STATE

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")

ENCRYPTED = {"type": "m.room.encryption", "state_key": "", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}


async def until(condition, timeout: float = 30) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "not in time"
        await asyncio.sleep(0.1)


class Watched:
    """A Link whose syncs' filters are kept, and every room event and typing nio is given."""

    def __init__(self, client: AsyncClient):
        self.link = Link(client, self.received)
        self.filters: list[Any] = []
        self.events: list[tuple[str, str]] = []  # (room, type) of each timeline event, decrypted
        self.pieces: list[dict[str, Any]] = []
        sync = client.sync

        async def recorded(*args: Any, **kwargs: Any) -> Any:
            self.filters.append(kwargs.get("sync_filter"))
            return await sync(*args, **kwargs)

        client.sync = recorded  # type: ignore[method-assign]
        client.add_event_callback(self.event, Event)
        client.add_ephemeral_callback(self.event, EphemeralEvent)

    async def event(self, room: Any, event: Any) -> None:
        self.events.append((room.room_id, event.source.get("type", type(event).__name__)))

    async def received(self, event: SecretToDevice) -> None:
        self.pieces.append(event.content)


def test_syncs_bring_only_the_table_rooms_members_its_messages_to_the_host_and_the_pieces(homeserver, tmp_path):
    async def scenario():
        ada = await new_account(homeserver.url, tmp_path, "Ada")  # as the host
        bob = await new_account(homeserver.url, tmp_path, "Bob")  # as a player
        try:
            rooms = []
            for name in ("table", "elsewhere"):
                created = await ada.room_create(name=name, invite=[bob.user_id], initial_state=[ENCRYPTED])
                assert isinstance(created, RoomCreateResponse), created
                assert isinstance(await bob.join(created.room_id), JoinResponse)
                rooms.append(created.room_id)
            table, elsewhere = rooms
            host, player = Watched(ada), Watched(bob)
            host.link.follow(table, messages=True)
            player.link.follow(table, messages=False)
            await host.link.start()
            await player.link.start()
            # What neither reads: the table's state set by the host, typing, another room's messages.
            answer = await ada.room_put_state(table, STATUS_STATE, {"phase": "playing"}, "")
            assert isinstance(answer, RoomPutStateResponse), answer
            await ada.room_typing(table, True, 10_000)
            text = {"msgtype": "m.text", "body": "hello"}
            plain = Api.room_send(
                bob.access_token, elsewhere, "m.room.message", text, uuid4()
            )  # (nio knows no other room)
            assert isinstance(await bob._send(RoomSendResponse, *plain, response_data=(elsewhere,)), RoomSendResponse)
            # What only the host reads: a message in the table's room.
            answer = await bob.room_send(table, "m.room.message", text, ignore_unverified_devices=True)
            assert isinstance(answer, RoomSendResponse), answer
            await until(lambda: (table, "m.room.message") in host.events)
            # A piece after all that: once it has come, so has everything sent before it.
            await host.link.send(bob.user_id, bob.device_id, {"text": "a piece"})
            await until(lambda: player.pieces)
            await asyncio.sleep(1)  # (the host's own sync too)
            await host.link.stop()
            await player.link.stop()
        finally:
            await ada.close()
            await bob.close()
        return host, player, table

    host, player, table = run(scenario())
    assert player.pieces == [{"text": "a piece"}]
    for watched, types in (
        (host, ["m.room.member", "m.room.encryption", "m.room.message", "m.room.encrypted"]),
        (player, ["m.room.member", "m.room.encryption"]),
    ):
        assert watched.filters and all(f is not None for f in watched.filters)
        for sent in watched.filters:
            assert sent["presence"] == sent["account_data"] == {"not_types": ["*"]}
            assert sent["room"]["rooms"] == [table]
            assert sent["room"]["ephemeral"] == sent["room"]["account_data"] == {"not_types": ["*"]}
            assert sent["room"]["timeline"]["types"] == types
        # Nothing of another room, of the table's status, or of typing reached nio.
        assert {room for room, _ in watched.events} <= {table}, watched.events
        assert {kind for _, kind in watched.events} <= set(types), watched.events
    assert (table, "m.room.message") in host.events  # (decrypted: nio names it by its clear type)
    assert not [kind for _, kind in player.events if kind in ("m.room.message", "m.room.encrypted")]
