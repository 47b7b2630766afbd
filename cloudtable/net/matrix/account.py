"""Signing in to Matrix with the account a player has, and staying signed in.

The first time, with the account's password: the homeserver gives this app a device of its own
(an access token and a device ID), which is kept in the app's data folder with its end-to-end
encryption keys (nio's store), readable by this user only (a folder 0700, files 0600): whoever
reads them can act as this device. The password itself is never kept. Later runs sign in from
what was kept; `sign_out` ends the device on the homeserver and forgets it all.

A homeserver that hands its accounts to an OAuth server has no password login: there the device
comes from a browser's approval (oauth.py, signing.py), and its access token does not last, so
its refresh token and the OAuth client it belongs to are kept with it (`oauth` in the credentials
file), renewed in place as it ends (`renew`, under a file lock: a refresh token is good once),
and revoked at sign-out. This app's client ID at each homeserver is kept too (`clients.json`).

One account can have two devices here, each in a folder of its own: the player's (the app at a
table) and the host's (`cloudtable host --matrix`, also when the app starts it). They must not
share one: a device's keys and sync position are one process's, and moves go from one device to
another.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nio import AsyncClient, AsyncClientConfig, LoginResponse, WhoamiResponse

from . import oauth
from .room import DEVICE_ID, USER_ID
from .store import Store
from .token_refresh import RefreshingClient, Renewal, SignedOut

CREDENTIALS = "credentials.json"
CLIENTS = "clients.json"  # this app's OAuth client ID at each homeserver
TOKEN = re.compile(r"[\x21-\x7e]{1,1024}")  # an access token: printable ASCII, no spaces
HOMESERVER = re.compile(r"https?://[\x21-\x7e]{1,255}")


class SignInError(Exception):
    """Not signed in: no password and nothing kept, a refused password, or a damaged file;
    `code` is the homeserver's error code when it answered (M_FORBIDDEN: a refused password)."""

    def __init__(self, text: str, code: str | None = None):
        super().__init__(text)
        self.code = code


def data_folder() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("cloudtable", appauthor=False)) / "matrix"


def account_folder(user_id: str) -> Path:
    """This account's folder (its name is the user ID, which has no '/' once checked)."""
    if not USER_ID.fullmatch(user_id) or "/" in user_id:
        raise SignInError(f"{user_id!r} is not a Matrix user ID (@name:server)")
    return data_folder() / user_id[1:]


ROLES = ("player", "host")


def device_folder(user_id: str, role: str = "player") -> Path:
    """Where this account's device for `role` ("player" or "host") is kept."""
    if role not in ROLES:
        raise ValueError(f"no device role {role!r}")
    return account_folder(user_id) / role


@dataclass(frozen=True)
class KeptAccount:
    """An account this computer is signed in to (as far as what is kept says)."""

    homeserver: str
    user_id: str
    roles: tuple[str, ...]  # which of its devices are kept


def kept_accounts() -> list[KeptAccount]:
    """The accounts with a device kept here, damaged files left out (they ask for the password)."""
    found: dict[tuple[str, str], list[str]] = {}
    folders = sorted(data_folder().iterdir()) if data_folder().is_dir() else []
    for folder in folders:
        for role in ROLES:
            try:
                kept = _kept(folder / role)
            except SignInError:
                continue
            if kept is not None and folder.name == kept["user_id"][1:]:
                found.setdefault((kept["homeserver"], kept["user_id"]), []).append(role)
    return [KeptAccount(server, user, tuple(roles)) for (server, user), roles in found.items()]


def _private_folder(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    folder.chmod(0o700)  # (mkdir's mode is masked by the umask, and an old folder keeps its own)
    return folder


def _write_secret(path: Path, text: str) -> None:
    temporary = path.with_suffix(".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)


def _client(homeserver: str, user_id: str, device_id: str | None, folder: Path) -> AsyncClient:
    store = _private_folder(folder / "store")
    config = AsyncClientConfig(encryption_enabled=True, store_sync_tokens=True, store=Store)
    return RefreshingClient(homeserver, user_id, device_id=device_id or "", store_path=str(store), config=config)


def _kept(folder: Path) -> dict[str, Any] | None:
    path = folder / CREDENTIALS
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raise SignInError(f"{path} cannot be read: sign in again") from None
    patterns = {"homeserver": HOMESERVER, "user_id": USER_ID, "device_id": DEVICE_ID, "access_token": TOKEN}
    if not isinstance(data, dict) or set(data) - {"oauth"} != set(patterns) or not _oauth_ok(data.get("oauth")):
        raise SignInError(f"{path} is damaged: sign in again")
    if not all(isinstance(data[k], str) and p.fullmatch(data[k]) for k, p in patterns.items()):
        raise SignInError(f"{path} is damaged: sign in again")
    return data


OAUTH_FIELDS = {"client_id", "token_endpoint", "revocation_endpoint", "refresh_token", "expires_at", "lifetime"}


def _oauth_ok(kept: Any) -> bool:
    """A device's OAuth session as kept (None: a device signed in with a password)."""
    if kept is None:
        return True
    if not isinstance(kept, dict) or set(kept) != OAUTH_FIELDS:
        return False
    texts = (kept["client_id"], kept["refresh_token"])
    return (
        all(isinstance(t, str) and TOKEN.fullmatch(t) for t in texts)
        and isinstance(kept["token_endpoint"], str)
        and oauth.URL.fullmatch(kept["token_endpoint"]) is not None
        and (kept["revocation_endpoint"] is None or oauth.URL.fullmatch(str(kept["revocation_endpoint"])) is not None)
        and all(kept[k] is None or isinstance(kept[k], int | float) for k in ("expires_at", "lifetime"))
    )


def keep_oauth_device(
    homeserver: str,
    user_id: str,
    role: str,
    device_id: str,
    tokens: oauth.Tokens,
    client_id: str,
    metadata: oauth.Metadata,
) -> None:
    """A device signed in through OAuth kept for `role` (its keys come with its first client)."""
    if tokens.refresh_token is None:
        raise SignInError(f"{homeserver} gave no refresh token: the device would be signed out within minutes")
    _private_folder(account_folder(user_id))
    folder = _private_folder(device_folder(user_id, role))
    shutil.rmtree(folder / "store", ignore_errors=True)  # (another device's keys, if one was kept here)
    kept = {
        "homeserver": homeserver,
        "user_id": user_id,
        "device_id": device_id,
        "access_token": tokens.access_token,
        "oauth": {
            "client_id": client_id,
            "token_endpoint": metadata.token_endpoint,
            "revocation_endpoint": metadata.revocation_endpoint,
            "refresh_token": tokens.refresh_token,
            "expires_at": tokens.expires_at,
            "lifetime": tokens.lifetime,
        },
    }
    if _kept(_write(folder, kept)) is None:
        raise SignInError(f"{folder} could not be written")


def _write(folder: Path, kept: dict[str, Any]) -> Path:
    _write_secret(folder / CREDENTIALS, json.dumps(kept))
    return folder


def kept_client_id(homeserver: str, issuer: str) -> str | None:
    """This app's OAuth client ID at `homeserver`, if it registered with that issuer before."""
    with contextlib.suppress(OSError, ValueError, TypeError, KeyError):
        known = json.loads((data_folder() / CLIENTS).read_text(encoding="utf-8"))[homeserver]
        if known["issuer"] == issuer and isinstance(known["client_id"], str) and TOKEN.fullmatch(known["client_id"]):
            return str(known["client_id"])
    return None


def keep_client_id(homeserver: str, issuer: str, client_id: str) -> None:
    path = _private_folder(data_folder()) / CLIENTS
    known: dict[str, Any] = {}
    with contextlib.suppress(OSError, ValueError):
        read = json.loads(path.read_text(encoding="utf-8"))
        known = read if isinstance(read, dict) else {}
    known[homeserver] = {"issuer": issuer, "client_id": client_id}
    _write_secret(path, json.dumps(known))


@contextlib.asynccontextmanager
async def _locked(folder: Path):
    """This device's tokens to itself (across processes) while they are renewed."""
    descriptor = os.open(folder / "credentials.lock", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        await asyncio.to_thread(fcntl.flock, descriptor, fcntl.LOCK_EX)
        yield
    finally:
        os.close(descriptor)  # (which unlocks)


async def renew(folder: Path, stale: str) -> tuple[str, float | None, float | None]:
    """The device's access token renewed in place of `stale`, and kept: its token, end and lifetime.
    If another process renewed it meanwhile, what it kept. SignedOut (and the device forgotten here:
    its session is over) if the authorization server refuses the refresh token."""
    async with _locked(folder):
        kept = _kept(folder)
        if kept is None or kept.get("oauth") is None:
            raise SignedOut(f"{folder.parent.name} is signed out here: sign in again")
        session = kept["oauth"]
        if kept["access_token"] != stale:
            return kept["access_token"], session["expires_at"], session["lifetime"]
        try:
            async with oauth.session() as http:
                tokens = await oauth.refresh(
                    http, session["token_endpoint"], session["client_id"], session["refresh_token"]
                )
        except oauth.OAuthError as error:
            if error.code in ("invalid_grant", "invalid_client", "unauthorized_client"):
                (folder / CREDENTIALS).unlink(missing_ok=True)
                raise SignedOut(f"{kept['user_id']} was signed out by {kept['homeserver']}: sign in again") from None
            raise
        session.update(refresh_token=tokens.refresh_token, expires_at=tokens.expires_at, lifetime=tokens.lifetime)
        kept["access_token"] = tokens.access_token
        _write(folder, kept)
        return tokens.access_token, tokens.expires_at, tokens.lifetime


def _renewal(folder: Path, kept: dict[str, Any]) -> Renewal | None:
    session = kept.get("oauth")
    if session is None:
        return None
    return Renewal(lambda stale: renew(folder, stale), session["expires_at"], session["lifetime"])


def reading_client(homeserver: str, user_id: str, role: str, config: AsyncClientConfig) -> AsyncClient:
    """A client with the kept login of `user_id`'s device for `role` but none of its keys (to read
    an account's rooms beside the device's own client); SignInError if none is kept there."""
    folder = device_folder(user_id, role)
    kept = _kept(folder)
    if kept is None or kept["homeserver"] != homeserver:
        raise SignInError(f"not signed in as {user_id} at {homeserver}")
    client = RefreshingClient(homeserver, user_id, config=config)
    client.user_id, client.device_id, client.access_token = user_id, kept["device_id"], kept["access_token"]
    client.renewal = _renewal(folder, kept)
    return client


async def sign_in(
    homeserver: str, user_id: str, password: str | None = None, device_name: str = "cloudtable", role: str = "player"
) -> AsyncClient:
    """A client signed in as `user_id`, its encryption keys loaded and published: as the device
    for `role` kept from before if there is one that the homeserver still knows, else with
    `password` (a new device, kept for next time)."""
    _private_folder(account_folder(user_id))
    folder = _private_folder(device_folder(user_id, role))
    try:
        kept = _kept(folder)
    except SignInError:
        if password is None:
            raise
        kept = None
    if kept is not None and kept["homeserver"] == homeserver and kept["user_id"] == user_id:
        client = _client(homeserver, user_id, kept["device_id"], folder)
        client.restore_login(user_id, kept["device_id"], kept["access_token"])
        client.renewal = _renewal(folder, kept)
        try:
            if client.renewal is not None and client.renewal.due():
                await client.renew(kept["access_token"])  # (now: a refusal is said here, as signed out)
            if password is None or isinstance(await client.whoami(), WhoamiResponse):
                return await _keys_published(client)
        except SignedOut as error:
            await client.close()
            raise SignInError(str(error), "M_UNKNOWN_TOKEN") from None
        except BaseException:
            await client.close()
            raise
        await client.close()  # the homeserver has forgotten that device: a new one, with the password
    if password is None:
        raise SignInError(f"not signed in as {user_id} at {homeserver} yet: the account's password is needed once")
    client = _client(homeserver, user_id, None, folder)
    answer = await client.login(password, device_name=device_name)
    if not isinstance(answer, LoginResponse):
        await client.close()
        raise SignInError(
            f"{homeserver} did not let {user_id} sign in: {getattr(answer, 'message', answer)}",
            getattr(answer, "status_code", None),
        )
    kept = {
        "homeserver": homeserver,
        "user_id": str(answer.user_id),
        "device_id": str(answer.device_id),
        "access_token": str(answer.access_token),
    }
    _write_secret(folder / CREDENTIALS, json.dumps(kept))
    return await _keys_published(client)


async def _keys_published(client: AsyncClient) -> AsyncClient:
    if client.should_upload_keys:
        try:
            await client.keys_upload()
        except SignedOut as error:
            await client.close()
            raise SignInError(str(error), "M_UNKNOWN_TOKEN") from None
    return client


async def sign_out(client: AsyncClient) -> bool:
    """End this device on the homeserver (if it can be reached) and forget everything kept of it;
    the account's folder goes too once it keeps no device. A device signed in through OAuth is
    ended by revoking its tokens (RFC 7009; its server then deletes the device): False if there
    is no revocation endpoint or it refused, so that the person is told."""
    folder = Path(str(client.store_path)).parent
    told = True
    try:
        kept = _kept(folder)
        session = None if kept is None else kept.get("oauth")
        if session is None:
            await client.logout()
        elif session["revocation_endpoint"] is None:
            told = False
        else:
            async with oauth.session() as http:
                endpoint, client_id = session["revocation_endpoint"], session["client_id"]
                told = await oauth.revoke(http, endpoint, client_id, session["refresh_token"], "refresh_token")
                told = await oauth.revoke(http, endpoint, client_id, str(client.access_token), "access_token") and told
    finally:
        await client.close()
        shutil.rmtree(folder, ignore_errors=True)
        with contextlib.suppress(OSError):
            folder.parent.rmdir()  # (only if empty: the other device stays)
    return told
