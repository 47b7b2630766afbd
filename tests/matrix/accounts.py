"""Accounts on the tests' homeserver: each a matrix-nio client with end-to-end encryption, its
keys in a folder of the test's, registered under a fresh name (open registration)."""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

from nio import AsyncClient, AsyncClientConfig, LoginResponse, RegisterResponse

from cloudtable.net.matrix.store import Store

PASSWORD = "a long test password"


async def new_account(homeserver_url: str, folder: Path, name: str) -> AsyncClient:
    """A new user `name`-something, logged in on a new device whose keys are uploaded."""
    store = folder / f"{name}-store"
    store.mkdir(parents=True, exist_ok=True)
    config = AsyncClientConfig(encryption_enabled=True, store_sync_tokens=True, store=Store)  # (as the app's)
    client = AsyncClient(homeserver_url, store_path=str(store), config=config)
    user = f"{name.lower()}{secrets.token_hex(3)}"
    answer = await client.register(user, PASSWORD, device_name=f"{name}'s test device")
    if not isinstance(answer, RegisterResponse):
        await client.close()
        raise RuntimeError(f"could not register {user}: {answer}")
    if client.should_upload_keys:
        await client.keys_upload()
    return client


async def another_device(homeserver_url: str, folder: Path, user_id: str) -> AsyncClient:
    """The same user logged in again: a second device of theirs, with its own keys."""
    store = folder / f"{user_id[1:].split(':')[0]}-{secrets.token_hex(3)}-store"
    store.mkdir(parents=True)
    config = AsyncClientConfig(encryption_enabled=True, store_sync_tokens=True, store=Store)  # (as the app's)
    client = AsyncClient(homeserver_url, user_id, store_path=str(store), config=config)
    answer = await client.login(PASSWORD, device_name="another device")
    if not isinstance(answer, LoginResponse):
        await client.close()
        raise RuntimeError(f"could not log in as {user_id}: {answer}")
    if client.should_upload_keys:
        await client.keys_upload()
    return client


async def restarted(client: AsyncClient) -> AsyncClient:
    """The same device after its app stopped and started again: a new client on the same key
    store and login (its Olm sessions and the last sync's token come from the store)."""
    again = AsyncClient(
        client.homeserver,
        client.user_id,
        device_id=client.device_id,
        store_path=client.store_path,
        config=client.config,
    )
    access_token = client.access_token
    await client.close()
    again.restore_login(client.user_id, client.device_id, access_token)
    return again


async def sync_once(client: AsyncClient, timeout_ms: int = 0) -> None:
    await client.sync(timeout=timeout_ms)
    await client.send_to_device_messages()


def run(coroutine, timeout: float = 120):
    """Run a test's coroutine to its end, or fail after `timeout` seconds."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))
