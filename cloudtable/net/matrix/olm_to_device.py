"""Our own event types as Olm-encrypted to-device messages, on matrix-nio's device store and Olm
sessions.

matrix-nio encrypts to-device messages only for its own needs (room keys, dummies) and drops any
other type it decrypts ("unsupported Olm event"). This module is the one place that reaches into
its Olm machine for more (`Olm._olm_encrypt`, `Olm._handle_olm_event`, `users_for_key_query`,
and `AsyncClient._send` for a request to several devices at once):
tests/matrix/test_matrix_olm_to_device.py checks it against a real homeserver, so that a nio
upgrade that changes them fails there, loudly. The server sees only "m.room.encrypted".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from uuid import uuid4

from nio import Api, AsyncClient, ToDeviceError, ToDeviceResponse
from nio.crypto import OlmDevice
from nio.event_builders import ToDeviceMessage
from nio.events import ToDeviceEvent


class NoDevice(Exception):
    """The user has no such device, or no Olm session with it could be made."""


@dataclass
class SecretToDevice(ToDeviceEvent):
    """One of our events, decrypted. `sender_key`: the Curve25519 key of the device the Olm session
    is with; `device`: the sender's device with that key and the Ed25519 key the payload claims
    (None if this client does not know such a device of the sender: see `sender_device`)."""

    type: str
    content: dict[str, Any]
    sender_key: str
    device: OlmDevice | None

    @property
    def claimed_ed25519(self) -> str | None:
        keys = self.source.get("keys")
        key = keys.get("ed25519") if isinstance(keys, dict) else None
        return key if isinstance(key, str) else None


def receive(client: AsyncClient, event_type: str) -> None:
    """Make `client` hand decrypted events of `event_type` to its to-device callbacks as
    `SecretToDevice` (call after login, once the Olm machine is loaded)."""
    olm = client.olm
    if olm is None:
        raise RuntimeError("the client's encryption store is not loaded")
    taken: set[str] = olm.__dict__.setdefault("cloudtable_types", set())
    if event_type in taken:  # (once is enough: twice would wrap nio's handler twice)
        return
    taken.add(event_type)
    others = olm._handle_olm_event

    def handle(sender: str, sender_key: str, payload: dict[Any, Any]) -> Any:
        if payload.get("type") != event_type:
            return others(sender, sender_key, payload)
        content = payload.get("content")
        event = SecretToDevice(
            payload, sender, event_type, content if isinstance(content, dict) else {}, sender_key, None
        )
        event.device = _device(olm, event)
        return event

    olm._handle_olm_event = handle


def _device(olm: Any, event: SecretToDevice) -> OlmDevice | None:
    device = olm.device_store.device_from_sender_key(event.sender, event.sender_key)
    # (a payload that claims another signing key than the session's device has names no device)
    return device if device is not None and device.ed25519 == event.claimed_ed25519 else None


async def sender_device(client: AsyncClient, event: SecretToDevice) -> OlmDevice | None:
    """The device an event came from, its keys asked of the server if this client did not know
    them yet; None if the sender has no device with both the session's and the claimed key."""
    if event.device is None:
        assert client.olm is not None
        client.olm.users_for_key_query.add(event.sender)
        await client.keys_query()
        event.device = _device(client.olm, event)
    return event.device


async def device(client: AsyncClient, user_id: str, device_id: str) -> OlmDevice:
    """The user's device, its keys asked of the server if this client does not know it yet."""
    assert client.olm is not None
    found = client.olm.device_store[user_id].get(device_id)
    if found is None:
        client.olm.users_for_key_query.add(user_id)
        await client.keys_query()
        found = client.olm.device_store[user_id].get(device_id)
    if found is None or found.deleted:
        raise NoDevice(f"{user_id} has no device {device_id}")
    return found


async def encrypt(
    client: AsyncClient, user_id: str, device_id: str, event_type: str, content: dict[str, Any]
) -> ToDeviceMessage:
    """`content` as an event of `event_type`, Olm-encrypted for that one device (an Olm session is
    made first if there is none, from one of its one-time keys): the message to send it in."""
    olm = client.olm
    assert olm is not None
    target = await device(client, user_id, device_id)
    if olm.session_store.get(target.curve25519) is None:
        await client.keys_claim({user_id: [device_id]})
    session = olm.session_store.get(target.curve25519)
    if session is None:
        raise NoDevice(f"no Olm session could be made with {user_id}'s device {device_id}")
    encrypted = olm._olm_encrypt(session, target, event_type, content)
    return ToDeviceMessage("m.room.encrypted", user_id, device_id, encrypted)


async def send(
    client: AsyncClient, user_id: str, device_id: str, event_type: str, content: dict[str, Any]
) -> ToDeviceResponse | ToDeviceError:
    """Send `content` as an event of `event_type`, Olm-encrypted for that one device."""
    return await client.to_device(await encrypt(client, user_id, device_id, event_type, content))


async def send_together(client: AsyncClient, messages: list[ToDeviceMessage]) -> ToDeviceResponse | ToDeviceError:
    """Several encrypted messages, each to another device, in one request (the homeserver takes
    a map of users and devices: one message a device)."""
    together: dict[str, dict[str, Any]] = {}
    for message in messages:
        assert message.recipient_device not in together.get(message.recipient, {}), "one message a device"
        together.setdefault(message.recipient, {})[message.recipient_device] = message.content
    method, path, data = Api.to_device(client.access_token, "m.room.encrypted", {"messages": together}, uuid4())
    answer = await client._send(ToDeviceResponse, method, path, data, response_data=(messages[0],))
    assert isinstance(answer, (ToDeviceResponse, ToDeviceError))
    return answer
