"""The encrypted to-device helper (cloudtable/net/matrix/olm_to_device.py) against a real Synapse:
if a matrix-nio upgrade changes what it reaches into, these fail."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest
from accounts import new_account, run, sync_once
from nio import OlmEvent, ToDeviceEvent, ToDeviceResponse

from cloudtable.net.matrix import olm_to_device
from cloudtable.net.matrix.olm_to_device import SecretToDevice

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")

TYPE = "org.cloudtable.test"


async def _two(homeserver, folder):
    return await new_account(homeserver.url, folder, "Ada"), await new_account(homeserver.url, folder, "Bob")


async def _received(client, timeout=20.0):
    got: list[SecretToDevice] = []

    async def keep(event):
        got.append(event)

    client.add_to_device_callback(keep, (SecretToDevice,))
    deadline = asyncio.get_running_loop().time() + timeout
    while not got and asyncio.get_running_loop().time() < deadline:
        await sync_once(client, 500)
    return got


def test_an_event_of_our_own_type_goes_encrypted_to_one_device_and_comes_out_whole(homeserver, tmp_path):
    secret = "the ace of clouds is in Ada's hand"

    async def scenario():
        ada, bob = await _two(homeserver, tmp_path)
        try:
            olm_to_device.receive(bob, TYPE)
            await olm_to_device.device(bob, ada.user_id, ada.device_id)  # Bob knows Ada's device
            answer = await olm_to_device.send(ada, bob.user_id, bob.device_id, TYPE, {"text": secret, "n": 7})
            assert isinstance(answer, ToDeviceResponse), answer
            # What the server holds for Bob's device until he syncs: ciphertext only.
            with sqlite3.connect(homeserver.database) as db:
                waiting = [row[0] for row in db.execute("SELECT message_json FROM device_inbox")]
            assert waiting and any(ada.olm.account.identity_keys["curve25519"] in m for m in waiting)
            assert not any("ace of clouds" in m or TYPE in m for m in waiting)
            got = await _received(bob)
            assert len(got) == 1
            event = got[0]
            assert (event.sender, event.type, event.content) == (ada.user_id, TYPE, {"text": secret, "n": 7})
            assert event.device is not None and event.device.id == ada.device_id
            assert event.device.ed25519 == ada.olm.account.identity_keys["ed25519"]
            # A second message goes on the session the first one made.
            await olm_to_device.send(ada, bob.user_id, bob.device_id, TYPE, {"n": 8})
            again = await _received(bob)
            assert [e.content for e in again[-1:]] == [{"n": 8}]
        finally:
            await ada.close()
            await bob.close()

    run(scenario())


def test_without_the_helper_nio_drops_our_type_and_an_unknown_senders_device_is_asked_for(homeserver, tmp_path):
    """What the helper is for (nio alone drops the event); an event whose sender's device this
    client does not know names no device until its keys are asked of the server."""

    async def scenario():
        ada, bob = await _two(homeserver, tmp_path)
        try:
            arrived = []
            bob.add_to_device_callback(lambda e: arrived.append(e), (ToDeviceEvent,))
            await olm_to_device.send(ada, bob.user_id, bob.device_id, TYPE, {"n": 1})
            for _ in range(4):
                await sync_once(bob, 250)
            # It arrived (as the encrypted event nio could not make anything of), and went no further.
            assert [type(e) for e in arrived] == [OlmEvent]
            olm_to_device.receive(bob, TYPE)  # from here on, without knowing Ada's device keys
            await olm_to_device.send(ada, bob.user_id, bob.device_id, TYPE, {"n": 2})
            got = await _received(bob)
            assert [e.content for e in got] == [{"n": 2}] and got[0].device is None
            found = await olm_to_device.sender_device(bob, got[0])  # its keys asked of the server
            assert found is not None and found.id == ada.device_id and got[0].device is found
        finally:
            await ada.close()
            await bob.close()

    run(scenario())


def test_a_device_the_user_does_not_have_is_refused(homeserver, tmp_path):
    async def scenario():
        ada, bob = await _two(homeserver, tmp_path)
        try:
            with pytest.raises(olm_to_device.NoDevice):
                await olm_to_device.send(ada, bob.user_id, "NOSUCHDEVICE", TYPE, {})
        finally:
            await ada.close()
            await bob.close()

    run(scenario())


def test_pieces_sent_in_the_same_moment_go_in_one_request_one_a_device_in_order(homeserver, tmp_path, monkeypatch):
    """(The host's update to each seat after a move: one request, not one a seat.) A second piece
    for a device already in the request waits for the next one, so each device's come in order."""
    from cloudtable.net.matrix.envelope import EVENT_TYPE
    from cloudtable.net.matrix.link import Link

    requests: list[list[tuple[str, str]]] = []
    together = olm_to_device.send_together

    async def counted(client, messages):
        requests.append([(m.recipient, m.recipient_device) for m in messages])
        return await together(client, messages)

    monkeypatch.setattr(olm_to_device, "send_together", counted)

    async def scenario():
        ada, bob = await _two(homeserver, tmp_path)
        carol = await new_account(homeserver.url, tmp_path, "Carol")
        try:
            link = Link(ada)
            for reader in (bob, carol):
                olm_to_device.receive(reader, EVENT_TYPE)
            to = {c: (c.user_id, c.device_id) for c in (bob, carol)}
            for reader in (bob, carol):  # (the first to a device waits for its keys and an Olm session)
                await link.send(*to[reader], {"n": 0})
            requests.clear()
            await asyncio.gather(
                link.send(*to[bob], {"n": 1}), link.send(*to[carol], {"n": 1}), link.send(*to[bob], {"n": 2})
            )
            assert requests == [[to[bob], to[carol]], [to[bob]]]
            got_bob, got_carol = await _received(bob), await _received(carol)
            while len(got_bob) < 3:
                await sync_once(bob, 500)
            return [e.content for e in got_bob], [e.content for e in got_carol]
        finally:
            for client in (ada, bob, carol):
                await client.close()

    assert run(scenario()) == ([{"n": 0}, {"n": 1}, {"n": 2}], [{"n": 0}, {"n": 1}])
