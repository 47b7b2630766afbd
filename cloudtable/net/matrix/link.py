"""One Matrix device of ours, kept in sync with its homeserver: the pieces of frames other devices
send it (envelope.py) go to a handler, and it sends pieces to other devices, each Olm-encrypted for
that one device (olm_to_device.py). Both the host and each player's client have one.

The sync loop does what matrix-nio's `sync_forever` does for end-to-end encryption (upload our
one-time keys, ask for other devices' keys, claim one-time keys for new Olm sessions, send what
nio queued), and while the homeserver does not answer it tries again, a little later each time.
Each sync asks only for what the app reads (`sync_filter`): on a busy table most syncs then carry
nothing but the pieces, and a sync is not woken by a room event nobody here would look at.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

from nio import AsyncClient, SyncError, ToDeviceError, ToDeviceResponse
from nio.crypto import OlmDevice
from nio.event_builders import ToDeviceMessage

from . import olm_to_device
from .envelope import EVENT_TYPE
from .olm_to_device import SecretToDevice
from .token_refresh import SignedOut

SYNC_TIMEOUT_MS = 25_000  # a sync waits this long for news (it answers at once when there is some)
FIRST_RETRY_S, LAST_RETRY_S = 0.5, 15.0
SEND_TRIES = 4

Handler = Callable[[SecretToDevice], Awaitable[None]]

# The room state nio is given: who is in the room (matrix/host.py asks), and that it is encrypted
# (nio's room_send encrypts only in a room it knows to be). The table's own state events are read
# with their own requests (room.py, status.py), never from a sync.
STATE_READ = ["m.room.member", "m.room.encryption"]
MESSAGES = ["m.room.message", "m.room.encrypted"]  # a room message, encrypted or not (table_room.py)
NOTHING = {"not_types": ["*"]}


def sync_filter(room: str | None, messages: bool) -> dict[str, Any]:
    """What a sync asks for: the to-device events (never filtered: the pieces, Olm's keys) and the
    device list changes, and of `room` (of every room while None) its members, whether it is
    encrypted and, if `messages`, its messages. No presence, typing, receipts or account data."""
    rooms = {} if room is None else {"rooms": [room]}
    return {
        "presence": NOTHING,
        "account_data": NOTHING,
        "room": {
            **rooms,
            "state": {"types": STATE_READ},
            "timeline": {"types": STATE_READ + MESSAGES if messages else STATE_READ},
            "ephemeral": NOTHING,
            "account_data": NOTHING,
        },
    }


class LinkError(Exception):
    """A piece could not be sent (the homeserver refused it, or could not be reached)."""


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def log(text: str) -> None:
    print(time.strftime("%H:%M:%S"), "matrix:", text, file=sys.stderr, flush=True)


class Link:
    def __init__(self, client: AsyncClient, handler: Handler | None = None):
        self.client = client
        self.handler = handler
        olm_to_device.receive(client, EVENT_TYPE)
        client.add_to_device_callback(self._received, (SecretToDevice,))
        self._task: asyncio.Task[None] | None = None
        self.synced = asyncio.Event()  # one sync done: the rooms and the keys are known
        self.online = False  # the homeserver answered the last request (a sync, or a piece sent)
        self.on_online: Callable[[bool], None] | None = None  # told each time `online` changes
        self.signed_out: str | None = None  # why, once the homeserver ended the device's session
        self.on_signed_out: Callable[[], None] | None = None  # told then (syncing has stopped)
        self._was_offline = False
        self.answering = asyncio.Event()  # set while `online`
        self.room: str | None = None  # the table's room, once known: the syncs bring no other
        self.room_messages = True  # the syncs bring the room's messages (the host reads them)
        self._forming: _Request | None = None  # the to-device request that pieces may still join
        self._sending: set[asyncio.Task[None]] = set()  # (kept from the garbage collector)

    def follow(self, room: str, messages: bool) -> None:
        """From the next sync on, only `room`, and its messages only if `messages` (narrowing what
        a sync asks for loses nothing: a sync already waiting asks for more)."""
        self.room, self.room_messages = room, messages

    def report_outages(self, tries: int = 1) -> None:
        """Let a homeserver that cannot be reached be seen: matrix-nio otherwise tries a request
        again for ever, so that a sync or a piece sent just waits, and `online` never changes.
        With this, a request fails after `tries` more tries, and the Link tries again itself."""
        self.client.config = dataclasses.replace(self.client.config, max_timeouts=tries)

    def _set_online(self, online: bool) -> None:
        if online != self.online:
            if not online or self._was_offline:
                log("the homeserver answers again" if online else "the homeserver cannot be reached")
            self.online, self._was_offline = online, self._was_offline or not online
            (self.answering.set if online else self.answering.clear)()
            if self.on_online is not None:
                self.on_online(online)

    @property
    def user_id(self) -> str:
        return str(self.client.user_id)

    @property
    def device_id(self) -> str:
        return str(self.client.device_id)

    @property
    def ed25519(self) -> str:
        assert self.client.olm is not None
        return str(self.client.olm.account.identity_keys["ed25519"])

    async def start(self) -> None:
        """Sync in the background; return after the first sync."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._loop())
        await self.synced.wait()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _loop(self) -> None:
        delay = FIRST_RETRY_S
        client = self.client
        while True:
            try:
                wanted = sync_filter(self.room, self.room_messages)
                if self.synced.is_set():
                    answer = await client.sync(timeout=SYNC_TIMEOUT_MS, sync_filter=wanted)
                else:  # every room's whole state: nio keeps none across a restart (who is at the table)
                    answer = await client.sync(timeout=0, sync_filter=wanted, full_state=True)
            except SignedOut as error:  # (no use trying again: the device is forgotten here)
                log(f"signed out: {error}")
                self.signed_out = str(error)
                self._set_online(False)
                if self.on_signed_out is not None:
                    self.on_signed_out()
                return
            except Exception as error:  # (unreachable, an answer not JSON...): as a refused sync
                answer = SyncError(str(error))
            if isinstance(answer, SyncError):
                self._set_online(False)
                await asyncio.sleep(delay)
                delay = min(LAST_RETRY_S, delay * 2)
                continue
            self._set_online(True)
            delay = FIRST_RETRY_S
            with contextlib.suppress(Exception):  # (each is tried again after the next sync)
                if client.outgoing_to_device_messages:
                    await client.send_to_device_messages()
                if client.should_upload_keys:
                    await client.keys_upload()
                if client.should_query_keys:
                    await client.keys_query()
                if client.should_claim_keys:
                    await client.keys_claim(client.get_users_for_key_claiming())
            self.synced.set()

    async def _received(self, event: SecretToDevice) -> None:
        if self.handler is None:
            return
        try:
            await self.handler(event)
        except Exception as error:  # a bug of ours in one event must not stop the sync
            log(f"an event from {event.sender} could not be handled: {error!r}")

    async def sender_device(self, event: SecretToDevice) -> OlmDevice | None:
        try:
            return await olm_to_device.sender_device(self.client, event)
        except Exception:  # the homeserver could not be asked: the event is not taken in
            return None

    async def send(self, user_id: str, device_id: str, content: dict[str, Any]) -> None:
        """One piece to one device, encrypted; tried again a few times; LinkError if it cannot go.
        Pieces for other devices sent in the same moment go in the same request (`_together`)."""
        delay = FIRST_RETRY_S
        problem: Any = None
        for _ in range(SEND_TRIES):
            try:
                message = await olm_to_device.encrypt(self.client, user_id, device_id, EVENT_TYPE, content)
                answer = await self._together(message)
            except olm_to_device.NoDevice as error:
                raise LinkError(str(error)) from None
            except Exception as error:  # the homeserver could not be reached
                answer = error
            if isinstance(answer, ToDeviceResponse):
                self._set_online(True)
                return
            if not isinstance(answer, ToDeviceError):  # (an error is an answer: the homeserver is there)
                self._set_online(False)
            problem = answer
            await asyncio.sleep(delay)
            delay *= 2
        raise LinkError(f"a message to {user_id} could not be sent: {problem}")

    async def _together(self, message: ToDeviceMessage) -> Any:
        """Send `message` in one request with the others sent in the same moment (after a move,
        the host's update to each seat: one request instead of one a seat, for the homeserver and
        for us); nio's answer, or the exception. One message a device in a request: another for
        the same device goes in the next one, so that a device's pieces keep their order."""
        key = (message.recipient, message.recipient_device)
        while self._forming is not None and key in self._forming.messages:
            await asyncio.shield(self._forming.answer)
        if self._forming is None:
            self._forming = _Request(asyncio.get_running_loop().create_future())
            self._sending.add(asyncio.get_running_loop().create_task(self._send_together(self._forming)))
        request = self._forming
        request.messages[key] = message
        return await asyncio.shield(request.answer)

    async def _send_together(self, request: _Request) -> None:
        await asyncio.sleep(0)  # (the other senders woken in the same moment add theirs)
        self._forming = None
        try:
            answer: Any = await olm_to_device.send_together(self.client, list(request.messages.values()))
        except Exception as error:  # (each sender sees it as its own answer)
            answer = error
        request.answer.set_result(answer)
        self._sending.discard(asyncio.current_task())


@dataclasses.dataclass
class _Request:
    """To-device messages going together in one request; `answer`: the homeserver's."""

    answer: asyncio.Future[Any]
    messages: dict[tuple[str, str], ToDeviceMessage] = dataclasses.field(default_factory=dict)
