"""Signing in to Matrix with the account a player has, and staying signed in.

The first time, with the account's password: the homeserver gives this app a device of its own
(an access token and a device ID), which is kept in the app's data folder with its end-to-end
encryption keys (nio's store), readable by this user only (a folder 0700, files 0600): whoever
reads them can act as this device. The password itself is never kept. Later runs sign in from
what was kept; `sign_out` ends the device on the homeserver and forgets it all.

One account can have two devices here, each in a folder of its own: the player's (the app at a
table) and the host's (`cloudtable host --matrix`, also when the app starts it). They must not
share one: a device's keys and sync position are one process's, and moves go from one device to
another.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from nio import AsyncClient, AsyncClientConfig, LoginResponse, WhoamiResponse

from .room import DEVICE_ID, USER_ID

CREDENTIALS = "credentials.json"
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


def kept_login(user_id: str, role: str = "player") -> tuple[str, str, str] | None:
    """The homeserver, device ID and access token kept for `user_id`'s device for `role` (None:
    none kept; SignInError: damaged), for a client that reads the account without its keys."""
    kept = _kept(device_folder(user_id, role))
    return None if kept is None else (kept["homeserver"], kept["device_id"], kept["access_token"])


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
    config = AsyncClientConfig(encryption_enabled=True, store_sync_tokens=True)
    return AsyncClient(homeserver, user_id, device_id=device_id or "", store_path=str(store), config=config)


def _kept(folder: Path) -> dict[str, str] | None:
    path = folder / CREDENTIALS
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raise SignInError(f"{path} cannot be read: sign in again with the password") from None
    patterns = {"homeserver": HOMESERVER, "user_id": USER_ID, "device_id": DEVICE_ID, "access_token": TOKEN}
    if not isinstance(data, dict) or set(data) != set(patterns):
        raise SignInError(f"{path} is damaged: sign in again with the password")
    if not all(isinstance(data[k], str) and p.fullmatch(data[k]) for k, p in patterns.items()):
        raise SignInError(f"{path} is damaged: sign in again with the password")
    return data


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
        if password is None or isinstance(await client.whoami(), WhoamiResponse):
            return await _keys_published(client)
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
        await client.keys_upload()
    return client


async def sign_out(client: AsyncClient) -> None:
    """End this device on the homeserver (if it can be reached) and forget everything kept of it;
    the account's folder goes too once it keeps no device."""
    folder = Path(str(client.store_path)).parent
    try:
        await client.logout()
    finally:
        await client.close()
        shutil.rmtree(folder, ignore_errors=True)
        with contextlib.suppress(OSError):
            folder.parent.rmdir()  # (only if empty: the other device stays)
