"""Signing in to a homeserver that hands its accounts to an OAuth 2.0 authorization server (Matrix
spec v1.15, "OAuth 2.0 API"; Synapse with the Matrix Authentication Service): such a homeserver has
no password login of its own. This app signs in there with the device authorization grant (RFC
8628): it shows a short code, the person approves it in a browser (on any machine), and the app,
asking the token endpoint now and then, receives tokens for one device.

Everything here is the protocol, headless: the homeserver's metadata found (`discover`), this app
registered as a client (RFC 7591, `register`), one device's grant asked for and waited on
(`ask_device_grant`, `wait_for_tokens`), tokens refreshed (`refresh`) and revoked (RFC 7009,
`revoke`). Every request is bounded in time (ASK_S); what is kept and when lives in account.py.
"""

from __future__ import annotations

import asyncio
import re
import secrets
import string
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import aiohttp

DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"
REFRESH_GRANT = "refresh_token"
ASK_S = 10  # how long the authorization server gets to answer one request
CLIENT_NAME = "cloudtable"
CLIENT_URI = "https://cloudtable.invalid/"  # (the project has no web page yet: to be replaced by its own)
URL = re.compile(r"https?://[\x21-\x7e]{1,1000}")
# The Matrix scopes, stable (spec v1.15) and as MSC2967 named them before; a homeserver knows one
# or both (Synapse 1.163: both, and takes one device ID named either way).
STABLE_API, STABLE_DEVICE = "urn:matrix:client:api:*", "urn:matrix:client:device:"
UNSTABLE_API, UNSTABLE_DEVICE = (
    "urn:matrix:org.matrix.msc2967.client:api:*",
    "urn:matrix:org.matrix.msc2967.client:device:",
)
DEVICE_ID_LENGTH = 10


class OAuthError(Exception):
    """The authorization server refused a request, or answered what is not OAuth; `code` is its
    error code (RFC 6749 section 5.2: invalid_grant...) when it gave one."""

    def __init__(self, text: str, code: str | None = None):
        super().__init__(text)
        self.code = code


class Denied(OAuthError):
    """The person refused the sign-in in the browser (access_denied)."""


class Expired(OAuthError):
    """The code was not approved in time (expired_token): a new one must be asked for."""


class Cancelled(Exception):
    """This app stopped waiting (the person pressed Cancel)."""


@dataclass(frozen=True)
class Metadata:
    """What the app needs of the authorization server's metadata (RFC 8414)."""

    issuer: str
    token_endpoint: str
    registration_endpoint: str | None
    device_authorization_endpoint: str | None
    revocation_endpoint: str | None
    grant_types: tuple[str, ...]

    @property
    def offers_device_grant(self) -> bool:
        return (
            DEVICE_GRANT in self.grant_types
            and self.device_authorization_endpoint is not None
            and self.registration_endpoint is not None
        )


@dataclass(frozen=True)
class DeviceGrant:
    """A device authorization answered (RFC 8628 section 3.2): the code the person types or follows."""

    device_id: str  # the Matrix device the tokens will be for
    device_code: str
    user_code: str
    verification_uri: str
    verification_uri_complete: str | None
    expires_at: float  # time.time()
    interval: float  # seconds between two polls

    @property
    def link(self) -> str:
        """Where the person goes: with the code already in it, if the server gave such a link."""
        return self.verification_uri_complete or self.verification_uri


@dataclass(frozen=True)
class Tokens:
    access_token: str
    refresh_token: str | None
    expires_at: float | None  # time.time() when the access token ends (None: not said)
    lifetime: float | None  # how long it was given for, in seconds


def new_device_id() -> str:
    """A device ID made here, as homeservers make theirs (ten capitals)."""
    return "".join(secrets.choice(string.ascii_uppercase) for _ in range(DEVICE_ID_LENGTH))


def scopes(device_id: str, stable_only: bool = False) -> str:
    names = [STABLE_API, STABLE_DEVICE + device_id]
    if not stable_only:
        names += [UNSTABLE_API, UNSTABLE_DEVICE + device_id]
    return " ".join(names)


def session(timeout: float = ASK_S) -> aiohttp.ClientSession:
    return aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout))


def _url(value: Any) -> str | None:
    return value if isinstance(value, str) and URL.fullmatch(value) else None


def metadata_from(data: Any) -> Metadata:
    """RFC 8414 metadata read strictly for what is used; OAuthError if it is not metadata."""
    if not isinstance(data, dict) or not isinstance(data.get("issuer"), str) or not _url(data.get("token_endpoint")):
        raise OAuthError("the homeserver's authorization metadata has no issuer or token endpoint")
    grants = data.get("grant_types_supported", ["authorization_code", "implicit"])  # (RFC 8414's default)
    if not isinstance(grants, list):
        grants = []
    return Metadata(
        issuer=data["issuer"],
        token_endpoint=data["token_endpoint"],
        registration_endpoint=_url(data.get("registration_endpoint")),
        device_authorization_endpoint=_url(data.get("device_authorization_endpoint")),
        revocation_endpoint=_url(data.get("revocation_endpoint")),
        grant_types=tuple(g for g in grants if isinstance(g, str)),
    )


async def _get(http: aiohttp.ClientSession, url: str) -> Any | None:
    """The JSON at `url`, or None if there is none there (404, not JSON)."""
    async with http.get(url) as answer:
        if answer.status != 200:
            return None
        try:
            return await answer.json(content_type=None)
        except ValueError:
            return None


async def discover(http: aiohttp.ClientSession, homeserver: str) -> Metadata | None:
    """The authorization server's metadata of a homeserver that delegates its accounts, else None
    (a homeserver with its own password login). The stable endpoint first, then MSC2965's unstable
    one, then its older `auth_issuer` with the issuer's OpenID discovery."""
    client = f"{homeserver}/_matrix/client"
    for url in (f"{client}/v1/auth_metadata", f"{client}/unstable/org.matrix.msc2965/auth_metadata"):
        data = await _get(http, url)
        if data is not None:
            return metadata_from(data)
    issuer = await _get(http, f"{client}/unstable/org.matrix.msc2965/auth_issuer")
    if isinstance(issuer, dict) and _url(issuer.get("issuer")):
        data = await _get(http, issuer["issuer"].rstrip("/") + "/.well-known/openid-configuration")
        if data is not None:
            return metadata_from(data)
    return None


def client_metadata() -> dict[str, Any]:
    """This app as an OAuth client (Matrix spec: a native application, no secret of its own)."""
    return {
        "client_name": CLIENT_NAME,
        "client_uri": CLIENT_URI,
        "application_type": "native",
        "token_endpoint_auth_method": "none",
        "grant_types": [DEVICE_GRANT, REFRESH_GRANT],
        "response_types": [],
    }


async def register(http: aiohttp.ClientSession, metadata: Metadata) -> str:
    """This app registered with the authorization server (RFC 7591): its client ID."""
    if metadata.registration_endpoint is None:
        raise OAuthError("the authorization server takes no new clients")
    async with http.post(metadata.registration_endpoint, json=client_metadata()) as answer:
        data = await _json(answer)
    client_id = data.get("client_id")
    if answer.status not in (200, 201) or not isinstance(client_id, str) or not client_id:
        raise OAuthError(f"the authorization server did not register this app: {_said(data)}", data.get("error"))
    return client_id


async def _json(answer: aiohttp.ClientResponse) -> dict[str, Any]:
    try:
        data = await answer.json(content_type=None)
    except ValueError:
        data = None
    return data if isinstance(data, dict) else {}


def _said(data: dict[str, Any]) -> str:
    return str(data.get("error_description") or data.get("error") or "no answer")


async def ask_device_grant(
    http: aiohttp.ClientSession, metadata: Metadata, client_id: str, device_id: str | None = None
) -> DeviceGrant:
    """A device authorization request (RFC 8628 section 3.1) for one Matrix device."""
    if metadata.device_authorization_endpoint is None:
        raise OAuthError("the authorization server has no device authorization")
    device_id = device_id or new_device_id()
    data: dict[str, Any] = {}
    for stable_only in (False, True):  # (a server that refuses a scope it does not know: the stable ones alone)
        form = {"client_id": client_id, "scope": scopes(device_id, stable_only)}
        async with http.post(metadata.device_authorization_endpoint, data=form) as answer:
            data = await _json(answer)
        if answer.status == 200 or data.get("error") != "invalid_scope":
            break
    fields = ("device_code", "user_code", "verification_uri")
    if answer.status != 200 or not all(isinstance(data.get(f), str) and data[f] for f in fields):
        raise OAuthError(f"the authorization server gave no code: {_said(data)}", data.get("error"))
    if not _url(data["verification_uri"]):
        raise OAuthError("the authorization server gave no address to approve the code at")
    expires_in = data.get("expires_in")
    interval = data.get("interval", 5)  # (RFC 8628's default)
    return DeviceGrant(
        device_id=device_id,
        device_code=data["device_code"],
        user_code=data["user_code"][:64],
        verification_uri=data["verification_uri"],
        verification_uri_complete=_url(data.get("verification_uri_complete")),
        expires_at=time.time() + (expires_in if isinstance(expires_in, int) and expires_in > 0 else 600),
        interval=float(interval) if isinstance(interval, int) and 0 < interval <= 60 else 5.0,
    )


def _tokens(data: dict[str, Any]) -> Tokens:
    access, refresh, expires_in = data.get("access_token"), data.get("refresh_token"), data.get("expires_in")
    if not isinstance(access, str) or not access or str(data.get("token_type", "")).lower() != "bearer":
        raise OAuthError("the authorization server gave no bearer token")
    lifetime = float(expires_in) if isinstance(expires_in, int) and expires_in > 0 else None
    return Tokens(
        access_token=access,
        refresh_token=refresh if isinstance(refresh, str) and refresh else None,
        expires_at=None if lifetime is None else time.time() + lifetime,
        lifetime=lifetime,
    )


async def wait_for_tokens(
    http: aiohttp.ClientSession,
    metadata: Metadata,
    client_id: str,
    grant: DeviceGrant,
    cancelled: Callable[[], bool] = lambda: False,
    slowed: Callable[[float], None] = lambda interval: None,
) -> Tokens:
    """Poll the token endpoint (RFC 8628 section 3.4) until the person approves (the tokens), denies
    (Denied) or lets the code expire (Expired), every `interval` seconds and 5 more after each
    slow_down (`slowed` is told the new interval); Cancelled as soon as `cancelled()` says so."""
    interval = grant.interval
    form = {"grant_type": DEVICE_GRANT, "device_code": grant.device_code, "client_id": client_id}
    while True:
        waited_until = time.monotonic() + interval
        while time.monotonic() < waited_until:
            if cancelled():
                raise Cancelled()
            await asyncio.sleep(min(0.1, max(0.0, waited_until - time.monotonic())))
        if time.time() >= grant.expires_at:
            raise Expired("the code expired before it was approved", "expired_token")
        async with http.post(metadata.token_endpoint, data=form) as answer:
            data = await _json(answer)
        if answer.status == 200:
            return _tokens(data)
        error = data.get("error")
        if error == "authorization_pending":
            continue
        if error == "slow_down":
            interval += 5
            slowed(interval)
            continue
        if error == "access_denied":
            raise Denied("the sign-in was refused in the browser", error)
        if error == "expired_token":
            raise Expired("the code expired before it was approved", error)
        raise OAuthError(f"the authorization server refused the code: {_said(data)}", error)


async def refresh(http: aiohttp.ClientSession, token_endpoint: str, client_id: str, refresh_token: str) -> Tokens:
    """New tokens for the refresh token (RFC 6749 section 6); OAuthError (invalid_grant: the
    session has ended) if refused. A server that gives no new refresh token keeps the old one."""
    form = {"grant_type": REFRESH_GRANT, "refresh_token": refresh_token, "client_id": client_id}
    async with http.post(token_endpoint, data=form) as answer:
        data = await _json(answer)
    if answer.status != 200:
        raise OAuthError(f"the session could not be renewed: {_said(data)}", data.get("error") or str(answer.status))
    tokens = _tokens(data)
    if tokens.refresh_token is None:
        tokens = Tokens(tokens.access_token, refresh_token, tokens.expires_at, tokens.lifetime)
    return tokens


async def revoke(http: aiohttp.ClientSession, revocation_endpoint: str, client_id: str, token: str, hint: str) -> bool:
    """The token revoked (RFC 7009): the session, and so the device, ends. False if refused."""
    form = {"token": token, "token_type_hint": hint, "client_id": client_id}
    async with http.post(revocation_endpoint, data=form) as answer:
        return answer.status == 200
