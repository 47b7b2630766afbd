"""Signing in to Matrix and staying signed in (cloudtable/net/matrix/account.py), on the tests'
homeserver: the password once, the device kept as a secret in the data folder, then signed in from
it, and signed out with everything forgotten."""

from __future__ import annotations

import stat

import pytest
from accounts import PASSWORD, new_account, run
from nio import WhoamiResponse

from cloudtable.net.matrix.account import CREDENTIALS, SignInError, account_folder, sign_in, sign_out

# One homeserver for all the Matrix tests: they run on one pytest worker (make test: loadgroup).
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
        folder = account_folder(user)
        kept = (folder / CREDENTIALS).read_text()
        assert PASSWORD not in kept and device in kept
        assert stat.S_IMODE((folder / CREDENTIALS).stat().st_mode) == 0o600
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
        again = await sign_in(homeserver.url, user)  # from what was kept: the same device
        assert again.device_id == device
        assert isinstance(await again.whoami(), WhoamiResponse)
        assert again.olm is not None and again.olm.account.identity_keys == first.olm.account.identity_keys
        await again.close()
        kept_again = await sign_in(homeserver.url, user, PASSWORD)  # a password, and a device kept: that device
        assert kept_again.device_id == device
        token = kept_again.access_token
        await sign_out(kept_again)
        assert not folder.exists()
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
        folder = account_folder(registered.user_id)
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
