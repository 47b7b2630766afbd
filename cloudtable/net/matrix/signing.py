"""What the window's Matrix account (Edit → Matrix Account…) does, headless: find the account's
homeserver and how it signs in, sign this computer in with both of its devices (the player's and
the host's, one password for both, so that hosting later asks for none), and sign both out again;
and invite someone to a table's room that the account made (the table's panel, Invite…).

A homeserver that hands its accounts to an OAuth server takes no password: each device is signed
in by its own device authorization grant (oauth.py), approved in a browser, one after the other
(`ask_browser_sign_in`, then `finish_browser_sign_in`, for the player's device and then the
host's): a token names one device, and a grant gives one token.

matrix-nio tries a request again for ever while the homeserver cannot be reached, so the
homeserver is asked first, briefly and directly, and every step here is bounded in time.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp

from . import oauth
from .account import (
    HOMESERVER,
    ROLES,
    KeptAccount,
    SignInError,
    device_folder,
    keep_client_id,
    keep_oauth_device,
    kept_accounts,
    kept_client_id,
    sign_in,
    sign_out,
)
from .room import USER_ID

ASK_S = 10  # how long the homeserver gets to answer a look-up
SIGN_IN_S = 60  # how long signing in (both devices, their keys published) may take
SIGN_OUT_S = 20  # how long each device's sign-out may take before it is forgotten here anyway
DEVICE_NAMES = {"player": "cloudtable", "host": "cloudtable host"}


class Unreachable(Exception):
    """The homeserver did not answer (no such server, no network, not a Matrix homeserver)."""


class NoPasswords(SignInError):
    """The homeserver hands its accounts to an OAuth server: no password login here. `browser`:
    it offers the device authorization grant (Sign in with your browser)."""

    def __init__(self, text: str, browser: bool):
        super().__init__(text, "oauth")
        self.browser = browser


@dataclass(frozen=True)
class SignInWay:
    """How a homeserver signs in: with a password (no OAuth metadata), or through its OAuth server."""

    homeserver: str
    metadata: oauth.Metadata | None

    @property
    def browser(self) -> bool:
        return self.metadata is not None and self.metadata.offers_device_grant


@dataclass(frozen=True)
class BrowserStep:
    """One device's grant waiting for the person's approval in a browser."""

    homeserver: str
    user_id: str
    role: str
    metadata: oauth.Metadata
    client_id: str
    grant: oauth.DeviceGrant


def server_part(user_id: str) -> str:
    """The server of a Matrix ID (@name:server → server), which names its homeserver by default."""
    return user_id.split(":", 1)[1]


async def _get_json(session: aiohttp.ClientSession, url: str) -> Any:
    async with session.get(url, allow_redirects=True) as answer:
        if answer.status != 200:
            raise Unreachable(f"{url} answered {answer.status}")
        return await answer.json(content_type=None)


async def find_homeserver(user_id: str, given: str = "") -> str:
    """The homeserver's address: `given` if typed (checked to be one), else the one the user ID's
    server names in its `.well-known/matrix/client`, else https://SERVER. Unreachable if it does
    not answer as a Matrix homeserver."""
    if not USER_ID.fullmatch(user_id):
        raise SignInError(f"{user_id!r} is not a Matrix user ID (@name:server)")
    timeout = aiohttp.ClientTimeout(total=ASK_S)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        homeserver = given.strip().rstrip("/")
        if not homeserver:
            homeserver = f"https://{server_part(user_id)}"
            with contextlib.suppress(Exception):  # (no .well-known: the server itself, as is usual)
                known = await _get_json(session, f"{homeserver}/.well-known/matrix/client")
                base = known["m.homeserver"]["base_url"]
                if isinstance(base, str) and HOMESERVER.fullmatch(base.rstrip("/")):
                    homeserver = base.rstrip("/")
        if not HOMESERVER.fullmatch(homeserver):
            raise Unreachable(f"{homeserver!r} is not a homeserver's address (https://...)")
        try:
            versions = await _get_json(session, f"{homeserver}/_matrix/client/versions")
        except (TimeoutError, aiohttp.ClientError, ValueError) as error:
            raise Unreachable(f"{homeserver}: {error or type(error).__name__}") from None
        if not isinstance(versions, dict) or not isinstance(versions.get("versions"), list):
            raise Unreachable(f"{homeserver} is not a Matrix homeserver")
    return homeserver


async def find_way(user_id: str, homeserver: str = "") -> SignInWay:
    """The homeserver (find_homeserver) and how it signs in."""
    found = await find_homeserver(user_id, homeserver)
    try:
        async with oauth.session() as http:
            metadata = await oauth.discover(http, found)
    except (TimeoutError, aiohttp.ClientError) as error:
        raise Unreachable(f"{found}: {error or type(error).__name__}") from None
    except oauth.OAuthError as error:
        raise SignInError(str(error)) from None
    return SignInWay(found, metadata)


async def sign_in_here(user_id: str, password: str, homeserver: str = "") -> KeptAccount:
    """This computer signed in as `user_id` with both its devices, each kept (account.py); the
    password is used for both and kept nowhere. NoPasswords if the homeserver takes none."""
    way = await find_way(user_id, homeserver)
    found = way.homeserver
    if way.metadata is not None:
        raise NoPasswords(f"{found} takes no password: its accounts sign in through {way.metadata.issuer}", way.browser)

    async def both() -> None:
        for role in ROLES:
            client = await sign_in(found, user_id, password, device_name=DEVICE_NAMES[role], role=role)
            await client.close()

    try:
        await asyncio.wait_for(both(), SIGN_IN_S)
    except TimeoutError:
        raise Unreachable(f"{found} did not answer in time") from None
    return KeptAccount(found, user_id, ROLES)


async def ask_browser_sign_in(way: SignInWay, user_id: str, role: str = "player") -> BrowserStep:
    """A device authorization grant asked for `user_id`'s device for `role`: the code to approve.
    This app is registered with the homeserver's OAuth server first (once: its client ID kept)."""
    metadata = way.metadata
    if metadata is None or not way.browser:
        raise NoPasswords(f"{way.homeserver} offers no sign-in with a code", False)
    try:
        async with oauth.session() as http:
            client_id = kept_client_id(way.homeserver, metadata.issuer)
            for fresh in (client_id is None, True):
                if fresh:
                    client_id = await oauth.register(http, metadata)
                    keep_client_id(way.homeserver, metadata.issuer, client_id)
                assert client_id is not None
                try:
                    grant = await oauth.ask_device_grant(http, metadata, client_id)
                    break
                except oauth.OAuthError as error:
                    if fresh or error.code not in ("invalid_client", "unauthorized_client"):
                        raise  # (a client ID the server forgot: registered again, once)
    except (TimeoutError, aiohttp.ClientError) as error:
        raise Unreachable(f"{metadata.issuer}: {error or type(error).__name__}") from None
    assert client_id is not None
    return BrowserStep(way.homeserver, user_id, role, metadata, client_id, grant)


async def finish_browser_sign_in(
    step: BrowserStep,
    cancelled: Callable[[], bool] = lambda: False,
    slowed: Callable[[float], None] = lambda interval: None,
) -> KeptAccount:
    """Wait for the person to approve `step`'s code (oauth.Denied, oauth.Expired, oauth.Cancelled
    if not), then keep the device with its tokens and publish its keys: the account as kept now.
    The account is the one that approved; the host's device must be the player's account's."""
    grant = step.grant
    try:
        async with oauth.session() as http:
            tokens = await asyncio.wait_for(
                oauth.wait_for_tokens(http, step.metadata, step.client_id, grant, cancelled, slowed),
                max(0.0, grant.expires_at - time.time()) + 2 * oauth.ASK_S + 60,
            )
            user_id = await _whose(http, step.homeserver, tokens.access_token)
            if step.role != "player" and user_id != step.user_id:
                if step.metadata.revocation_endpoint is not None:
                    await oauth.revoke(
                        http,
                        step.metadata.revocation_endpoint,
                        step.client_id,
                        str(tokens.refresh_token),
                        "refresh_token",
                    )
                raise SignInError(f"the code was approved by {user_id}, not {step.user_id}", "another_account")
    except (TimeoutError, aiohttp.ClientError) as error:
        raise Unreachable(f"{step.metadata.issuer}: {error or type(error).__name__}") from None
    keep_oauth_device(step.homeserver, user_id, step.role, grant.device_id, tokens, step.client_id, step.metadata)
    client = await asyncio.wait_for(sign_in(step.homeserver, user_id, role=step.role), SIGN_IN_S)
    await client.close()
    found = [a for a in kept_accounts() if a.user_id == user_id and a.homeserver == step.homeserver]
    return found[0] if found else KeptAccount(step.homeserver, user_id, (step.role,))


async def _whose(http: aiohttp.ClientSession, homeserver: str, access_token: str) -> str:
    """The user an access token signs in (the Matrix whoami), checked to be a Matrix ID."""
    url = f"{homeserver}/_matrix/client/v3/account/whoami"
    async with http.get(url, headers={"Authorization": f"Bearer {access_token}"}) as answer:
        data = await answer.json(content_type=None) if answer.status == 200 else None
    user_id = data.get("user_id") if isinstance(data, dict) else None
    if not isinstance(user_id, str) or not USER_ID.fullmatch(user_id):
        raise SignInError(f"{homeserver} did not take the new device's token")
    return user_id


async def sign_out_here(account: KeptAccount) -> bool:
    """Both devices of `account` ended on the homeserver and forgotten here. False if the
    homeserver could not be told (they are forgotten here all the same)."""
    told = True
    for role in account.roles:
        try:
            client = await asyncio.wait_for(sign_in(account.homeserver, account.user_id, role=role), SIGN_OUT_S)
        except (TimeoutError, SignInError, aiohttp.ClientError, OSError):
            _forget(device_folder(account.user_id, role))
            told = False
            continue
        try:
            # (it forgets the device even if cut short)
            told = await asyncio.wait_for(sign_out(client), SIGN_OUT_S) and told
        except (TimeoutError, aiohttp.ClientError, OSError):
            told = False
    return told


def _forget(folder: Path) -> None:
    shutil.rmtree(folder, ignore_errors=True)
    with contextlib.suppress(OSError):
        folder.parent.rmdir()


async def invite_here(account: KeptAccount, room_id: str, user_id: str) -> None:
    """`user_id` invited to the room `room_id` by `account`, through its player's device (the host's
    is the host process's own, busy serving the table). SignInError if the homeserver refuses."""
    from nio import RoomInviteResponse

    if not USER_ID.fullmatch(user_id):
        raise SignInError(f"{user_id!r} is not a Matrix user ID (@name:server)")
    await find_homeserver(account.user_id, account.homeserver)  # (answers, rather than nio waiting for ever)
    client = await asyncio.wait_for(sign_in(account.homeserver, account.user_id), SIGN_IN_S)
    try:
        answer = await asyncio.wait_for(client.room_invite(room_id, user_id), SIGN_IN_S)
    finally:
        await client.close()
    if not isinstance(answer, RoomInviteResponse):
        raise SignInError(
            f"{user_id} could not be invited: {getattr(answer, 'message', answer)}",
            getattr(answer, "status_code", None),
        )
