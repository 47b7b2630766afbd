"""Signing in to Matrix and staying signed in (cloudtable/net/matrix/account.py), on the tests'
homeserver: the password once, the device kept as a secret in the data folder, then signed in from
it, and signed out with everything forgotten."""

from __future__ import annotations

import stat

import pytest
from accounts import PASSWORD, new_account, run
from nio import WhoamiResponse

from cloudtable.net.matrix.account import (
    CREDENTIALS,
    KeptAccount,
    SignInError,
    account_folder,
    device_folder,
    kept_accounts,
    sign_in,
    sign_out,
)

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")


def test_the_password_once_then_the_kept_device_then_signed_out_and_forgotten(homeserver, tmp_path):
    async def scenario():
        registered = await new_account(homeserver.url, tmp_path, "Kim")
        user = registered.user_id
        await registered.close()
        with pytest.raises(SignInError):
            await sign_in(homeserver.url, user)  # nothing kept, no password
        first = await sign_in(homeserver.url, user, PASSWORD)
        device = first.device_id
        await first.close()
        folder = device_folder(user)
        kept = (folder / CREDENTIALS).read_text()
        assert PASSWORD not in kept and device in kept
        assert stat.S_IMODE((folder / CREDENTIALS).stat().st_mode) == 0o600
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
        assert stat.S_IMODE(account_folder(user).stat().st_mode) == 0o700
        assert KeptAccount(homeserver.url, user, ("player",)) in kept_accounts()
        again = await sign_in(homeserver.url, user)  # from what was kept: the same device
        assert again.device_id == device
        assert isinstance(await again.whoami(), WhoamiResponse)
        assert again.olm is not None and again.olm.account.identity_keys == first.olm.account.identity_keys
        await again.close()
        kept_again = await sign_in(homeserver.url, user, PASSWORD)  # a password, and a device kept: that device
        assert kept_again.device_id == device
        token = kept_again.access_token
        await sign_out(kept_again)
        assert not account_folder(user).exists()
        assert all(account.user_id != user for account in kept_accounts())
        with pytest.raises(SignInError):
            await sign_in(homeserver.url, user)
        gone = await new_account(homeserver.url, tmp_path, "Probe")  # the old token no longer works
        gone.access_token = token
        assert not isinstance(await gone.whoami(), WhoamiResponse)
        await gone.close()

    run(scenario())


def test_a_damaged_credentials_file_asks_for_the_password_again(homeserver, tmp_path):
    async def scenario():
        registered = await new_account(homeserver.url, tmp_path, "Lou")
        await registered.close()
        folder = device_folder(registered.user_id)
        folder.mkdir(parents=True)
        (folder / CREDENTIALS).write_text('{"homeserver": "http://x", "user_id": 3}')
        with pytest.raises(SignInError, match="damaged"):
            await sign_in(homeserver.url, registered.user_id)
        client = await sign_in(homeserver.url, registered.user_id, PASSWORD)
        await client.close()

    run(scenario())


def test_a_user_id_that_would_name_another_folder_is_refused():
    for bad in ("@../x:server", "nobody", "@a/b:server"):
        with pytest.raises(SignInError):
            account_folder(bad)


def test_the_player_and_the_host_are_two_devices_and_signing_one_out_keeps_the_other(homeserver, tmp_path):
    async def scenario():
        registered = await new_account(homeserver.url, tmp_path, "Mo")
        user = registered.user_id
        await registered.close()
        player = await sign_in(homeserver.url, user, PASSWORD)
        host = await sign_in(homeserver.url, user, PASSWORD, role="host")
        assert player.device_id != host.device_id
        assert player.olm.account.identity_keys != host.olm.account.identity_keys
        assert KeptAccount(homeserver.url, user, ("player", "host")) in kept_accounts()
        await player.close()
        await sign_out(host)
        assert not device_folder(user, "host").exists()
        again = await sign_in(homeserver.url, user)  # the player's device is still kept
        assert again.device_id == player.device_id
        await sign_out(again)
        assert not account_folder(user).exists()

    run(scenario())
