"""What the window's Matrix account (Edit → Matrix Account…) does, headless: find the account's
homeserver, sign this computer in with both of its devices (the player's and the host's, one
password for both, so that hosting later asks for none), and sign both out again; and invite
someone to a table's room that the account made (the table's panel, Invite…).

matrix-nio tries a request again for ever while the homeserver cannot be reached, so the
homeserver is asked first, briefly and directly, and every step here is bounded in time.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
from pathlib import Path
from typing import Any

import aiohttp

from .account import HOMESERVER, ROLES, KeptAccount, SignInError, device_folder, sign_in, sign_out
from .room import USER_ID

ASK_S = 10  # how long the homeserver gets to answer a look-up
SIGN_IN_S = 60  # how long signing in (both devices, their keys published) may take
SIGN_OUT_S = 20  # how long each device's sign-out may take before it is forgotten here anyway
DEVICE_NAMES = {"player": "cloudtable", "host": "cloudtable host"}


class Unreachable(Exception):
    """The homeserver did not answer (no such server, no network, not a Matrix homeserver)."""


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


async def sign_in_here(user_id: str, password: str, homeserver: str = "") -> KeptAccount:
    """This computer signed in as `user_id` with both its devices, each kept (account.py); the
    password is used for both and kept nowhere."""
    found = await find_homeserver(user_id, homeserver)

    async def both() -> None:
        for role in ROLES:
            client = await sign_in(found, user_id, password, device_name=DEVICE_NAMES[role], role=role)
            await client.close()

    try:
        await asyncio.wait_for(both(), SIGN_IN_S)
    except TimeoutError:
        raise Unreachable(f"{found} did not answer in time") from None
    return KeptAccount(found, user_id, ROLES)


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
            await asyncio.wait_for(sign_out(client), SIGN_OUT_S)  # (it forgets the device even if cut short)
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
