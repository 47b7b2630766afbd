"""The host's events in its table's room, paced for the homeserver's rate limit.

A homeserver limits the room events one account sends (Synapse by default: 0.2 a second, 10 at
once), state events too; beyond it, it refuses them (429, M_LIMIT_EXCEEDED) and says when to try
again. So nothing here is a queue that could grow: each kind of event has one slot, and a newer
event of its kind replaces the one still waiting there (the latest status wins; a notice for a
turn that has passed already is not sent). Slots go out in the order given, except that a slot
just served gives way to the next one waiting (the first excepted: it must go first), each when
the bucket (the same leaky bucket the homeserver keeps) lets it. A refused event is tried again
after the time the homeserver asks for, unless a newer one took its slot meanwhile; one that fails
for another reason, a few times, and then it is given up.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from typing import Any

from .link import log

RATE, BURST = 0.2, 10  # Synapse's defaults (rc_message): the pace a host keeps whatever its server's
FIRST_RETRY_S, LAST_RETRY_S = 1.0, 30.0
TRIES = 6  # an event that fails this many times for another reason than the rate is given up

Send = Callable[[], Awaitable[Any]]  # sends one event; nio's answer (an error answer: not sent)


class RoomPoster:
    def __init__(self, order: tuple[str, ...], rate: float = RATE, burst: int = BURST):
        self.order = order
        self.rate, self.burst = rate, burst
        self.waiting: dict[str, Send] = {}
        self.level = 0.0  # the bucket: events sent, less what has leaked since `at`
        self.at = time.monotonic()
        self.wake = asyncio.Event()
        self.idle = asyncio.Event()
        self.idle.set()
        # How many of each kind went, and how many were dropped unsent (replaced by a newer one,
        # or withdrawn): the tests read them.
        self.sent: dict[str, int] = dict.fromkeys(order, 0)
        self.dropped: dict[str, int] = dict.fromkeys(order, 0)
        self.limited = 0  # how many times the homeserver refused one for the rate
        self._task: asyncio.Task[None] | None = None
        self.last: str | None = None  # the slot served last

    def post(self, slot: str, send: Send) -> None:
        """`send` goes when its turn comes, replacing whatever waited in `slot`."""
        assert slot in self.order
        self.dropped[slot] += slot in self.waiting
        self.waiting[slot] = send
        self.idle.clear()
        self.wake.set()
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    def withdraw(self, slot: str) -> None:
        """What waits in `slot` is not to be sent after all."""
        if self.waiting.pop(slot, None) is not None:
            self.dropped[slot] += 1

    def pending(self, slot: str) -> bool:
        return slot in self.waiting

    async def flush(self, timeout: float) -> None:
        """Wait (at most `timeout` seconds) until everything waiting has gone."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.idle.wait(), timeout)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def _leak(self) -> None:
        now = time.monotonic()
        self.level = max(0.0, self.level - (now - self.at) * self.rate)
        self.at = now

    def _next(self) -> str | None:
        waiting = [s for s in self.order if s in self.waiting]
        if len(waiting) > 1 and waiting[0] == self.last and waiting[0] != self.order[0]:
            return waiting[1]  # (a busy slot does not starve the others)
        return waiting[0] if waiting else None

    async def _run(self) -> None:
        delay, failures = FIRST_RETRY_S, 0
        while True:
            slot = self._next()
            if slot is None:
                self.idle.set()
                self.wake.clear()
                await self.wake.wait()
                continue
            self._leak()
            if self.level + 1 > self.burst:
                await asyncio.sleep((self.level + 1 - self.burst) / self.rate)
                continue  # (a slot before it may have filled meanwhile)
            send = self.waiting.pop(slot)
            self.level += 1
            self.last = slot
            try:
                answer = await send()
            except Exception as error:  # the homeserver could not be reached, an encryption hitch
                answer = error
            retry_ms = getattr(answer, "retry_after_ms", None)
            failed = isinstance(answer, Exception) or type(answer).__name__.endswith("Error")
            if not failed:
                self.sent[slot] += 1
                delay, failures = FIRST_RETRY_S, 0
                continue
            limited = getattr(answer, "status_code", None) == "M_LIMIT_EXCEEDED"
            failures += not limited
            if slot not in self.waiting and failures < TRIES:  # (a newer one wins)
                self.waiting[slot] = send
            if limited:
                self.limited += 1
                self.level = float(self.burst)  # the server's bucket is full: ours was behind
                await asyncio.sleep((retry_ms or 1000) / 1000)
            else:
                log(f"a room event ({slot}) could not be sent: {answer}")
                if failures >= TRIES:
                    self.dropped[slot] += 1
                    failures = 0
                await asyncio.sleep(delay)
                delay = min(LAST_RETRY_S, delay * 2)
