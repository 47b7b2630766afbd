"""nio's client with an access token that does not last: a device signed in through OAuth (oauth.py)
holds one that ends within minutes (the Matrix Authentication Service gives five), and a refresh
token to get the next. Every request of nio's goes through `AsyncClient._send`, so the renewal is
hooked there, once: before a request when the token is about to end, and after one the homeserver
refused with M_UNKNOWN_TOKEN (a token ended early, or the clock is wrong), which is then sent again
with the new token. Nothing above (the Link, the table) sees it happen.

The renewal itself (`renew`, from account.py) reads and writes the kept tokens under a file lock:
the window and a host process may hold the same device, and a refresh token can be used once.
A renewal refused for good raises `SignedOut`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from nio import AsyncClient, ErrorResponse

MARGIN_S = 60.0  # renewed this long before it ends (at most a quarter of its lifetime)


class SignedOut(Exception):
    """The authorization server refused to renew the session: signed out, sign in again."""


@dataclass
class Renewal:
    """When the access token ends, and how to get the next: `renew(stale)` returns the new token,
    its end and lifetime (or the token kept since by another process, if it is newer)."""

    renew: Callable[[str], Awaitable[tuple[str, float | None, float | None]]]
    expires_at: float | None
    lifetime: float | None

    def due(self) -> bool:
        if self.expires_at is None:
            return False
        margin = MARGIN_S if self.lifetime is None else min(MARGIN_S, self.lifetime / 4)
        return time.time() >= self.expires_at - margin


class RefreshingClient(AsyncClient):
    renewal: Renewal | None = None
    renewals = 0  # (how many times it renewed: for the tests and the log)

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._renewing = asyncio.Lock()

    async def renew(self, stale: str) -> None:
        """A new access token in place of `stale` (nothing if another request renewed it already)."""
        renewal = self.renewal
        assert renewal is not None
        async with self._renewing:
            if str(self.access_token) != stale:
                return
            token, renewal.expires_at, renewal.lifetime = await renewal.renew(stale)
            self.access_token: str = token
            self.renewals += 1

    async def _send(self, response_class: type, method: str, path: str, *args: Any, **kwargs: Any) -> Any:
        if self.renewal is None:
            return await super()._send(response_class, method, path, *args, **kwargs)
        if self.renewal.due():
            await self.renew(str(self.access_token))
        used = str(self.access_token)
        answer = await super()._send(response_class, method, path, *args, **kwargs)
        if isinstance(answer, ErrorResponse) and answer.status_code == "M_UNKNOWN_TOKEN":
            await self.renew(used)
            answer = await super()._send(response_class, method, path, *args, **kwargs)
        return answer
