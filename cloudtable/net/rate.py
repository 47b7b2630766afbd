"""The rate bound of docs/protocol.md, as a token bucket: the host counts each client's frames with
one, and the client library keeps under it with another."""

from __future__ import annotations

import time

from .protocol import BURST, RATE


class Bucket:
    """`rate` frames a second on average, `burst` at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST):
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.when = time.monotonic()

    def take(self) -> bool:
        """True, and one frame counted, if a frame may go now."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
