"""Signing in where the homeserver hands its accounts to an OAuth server (net/matrix/oauth.py,
signing.py, account.py, token_refresh.py), against a real Synapse delegating to the tests' own
authorization server (fake_auth_server.py, standing for the Matrix Authentication Service): the
device grant approved, denied, expired and slowed down, both devices usable, tokens renewed while
in use without the game noticing, a refused renewal said as signed out, and sign-out revoking."""

from __future__ import annotations

import asyncio
import json
import stat
import time

import pytest
from accounts import run
from nio import SyncResponse, WhoamiResponse

from cloudtable.net.matrix import oauth, olm_to_device
from cloudtable.net.matrix.account import (
    CLIENTS,
    CREDENTIALS,
    data_folder,
    device_folder,
    keep_client_id,
    kept_client_id,
    sign_in,
)
from cloudtable.net.matrix.link import Link
from cloudtable.net.matrix.olm_to_device import SecretToDevice
from cloudtable.net.matrix.signing import (
    NoPasswords,
    ask_browser_sign_in,
    find_way,
    finish_browser_sign_in,
    sign_in_here,
    sign_out_here,
)
from cloudtable.net.matrix.token_refresh import SignedOut

pytestmark = pytest.mark.xdist_group("synapse")

_names = iter(range(1_000_000))


def new_name() -> str:
    return f"oauth{time.time_ns() % 1_000_000}x{next(_names)}"


@pytest.fixture
def delegating(delegating_homeserver):
    """The delegating homeserver and its authorization server, set back to its defaults."""
    server, auth = delegating_homeserver
    auth.reset()
    return server, auth


async def approve(auth, step, localpart: str, deny: bool = False, after_s: float = 0.0) -> None:
    """The person in the browser, `after_s` seconds later: types the code shown and approves it
    (or denies it)."""
    await asyncio.sleep(after_s)
    code = step.grant.user_code
    assert code in auth.pending_codes()
    await asyncio.to_thread(auth.deny if deny else auth.approve, *((code,) if deny else (code, localpart)))


async def signed_in_with_browser(server, auth, localpart: str, roles=("player", "host")):
    user = f"@{localpart}:localhost"
    way = await find_way(user, server.url)
    account = None
    for role in roles:
        step = await ask_browser_sign_in(way, user, role)
        approving = asyncio.create_task(approve(auth, step, localpart))
        account = await finish_browser_sign_in(step)
        await approving
    return account


def test_the_way_to_sign_in_is_found_and_a_password_is_refused_plainly(delegating, homeserver):
    server, auth = delegating

    async def scenario():
        way = await find_way("@kim:localhost", server.url)
        assert way.metadata is not None and way.browser and way.metadata.issuer == f"{auth.url}/"
        ordinary = await find_way("@kim:localhost", homeserver.url)
        assert ordinary.metadata is None and not ordinary.browser
        with pytest.raises(NoPasswords) as refused:
            await sign_in_here("@kim:localhost", "a password", server.url)
        assert refused.value.browser

    run(scenario())


def test_both_devices_signed_in_by_the_browser_talk_to_each_other_and_sign_out_revokes(delegating):
    server, auth = delegating
    localpart = new_name()
    user = f"@{localpart}:localhost"

    async def scenario():
        account = await signed_in_with_browser(server, auth, localpart)
        assert (account.user_id, account.roles) == (user, ("player", "host"))
        # Kept as a secret, with the refresh token; the client ID kept once for the homeserver.
        for role in ("player", "host"):
            path = device_folder(user, role) / CREDENTIALS
            assert stat.S_IMODE(path.stat().st_mode) == 0o600
            kept = json.loads(path.read_text())
            assert kept["oauth"]["refresh_token"] and kept["oauth"]["token_endpoint"].startswith(auth.url)
        assert len(json.loads((data_folder() / CLIENTS).read_text())) == 1
        assert len(auth.clients) >= 1
        # Both devices work, and an encrypted to-device message goes from one to the other.
        player = await sign_in(server.url, user, role="player")
        host = await sign_in(server.url, user, role="host")
        try:
            assert player.device_id != host.device_id
            for client in (player, host):
                assert isinstance(await client.whoami(), WhoamiResponse)
                assert isinstance(await client.sync(timeout=0), SyncResponse)
            olm_to_device.receive(player, "org.cloudtable.test")
            got: list[SecretToDevice] = []

            async def keep(event):
                got.append(event)

            player.add_to_device_callback(keep, (SecretToDevice,))
            await olm_to_device.device(player, user, host.device_id)
            await olm_to_device.send(host, user, player.device_id, "org.cloudtable.test", {"n": 1})
            deadline = time.monotonic() + 20
            while not got and time.monotonic() < deadline:
                await player.sync(timeout=500)
            assert [e.content for e in got] == [{"n": 1}]
        finally:
            await player.close()
            await host.close()
        # Signing out revokes each device's tokens: the devices end on the homeserver.
        revoked = len(auth.revoked)
        assert await sign_out_here(account)
        assert "refresh_token" in auth.revoked[revoked:]
        assert not device_folder(user, "player").exists() and not device_folder(user, "host").exists()
        assert all(s.ended for s in auth.sessions if s.localpart == localpart)

    run(scenario())


def test_denied_expired_and_slowed_down_are_each_said(delegating):
    server, auth = delegating
    localpart = new_name()
    user = f"@{localpart}:localhost"

    async def scenario():
        way = await find_way(user, server.url)
        # A client ID the authorization server does not know (it forgot it): registered again.
        clients = len(auth.clients)
        keep_client_id(server.url, way.metadata.issuer, "FORGOTTEN")
        step = await ask_browser_sign_in(way, user)
        assert step.client_id != "FORGOTTEN" and len(auth.clients) == clients + 1
        assert kept_client_id(server.url, way.metadata.issuer) == step.client_id
        # Denied in the browser.
        denying = asyncio.create_task(approve(auth, step, localpart, deny=True))
        with pytest.raises(oauth.Denied):
            await finish_browser_sign_in(step)
        await denying
        # Not approved in time.
        auth.code_lifetime_s = 2
        step = await ask_browser_sign_in(way, user)
        with pytest.raises(oauth.Expired):
            await finish_browser_sign_in(step)
        assert not (device_folder(user) / CREDENTIALS).exists()
        # Asked to slow down: the next poll waits `interval` + 5 seconds (here 1 + 5).
        auth.code_lifetime_s, auth.slow_down_step_s, auth.slow_down_next = 60, 1, 1
        step = await ask_browser_sign_in(way, user)
        slowed: list[float] = []
        approving = asyncio.create_task(approve(auth, step, localpart, after_s=1.5))
        auth.polls.clear()
        await finish_browser_sign_in(step, slowed=slowed.append)
        await approving
        assert slowed == [6.0]  # (RFC 8628: five seconds more)
        assert auth.polls[1] - auth.polls[0] >= 5.9
        # Cancelled: stops waiting at once.
        step = await ask_browser_sign_in(way, user, "host")
        started = time.monotonic()
        with pytest.raises(oauth.Cancelled):
            await finish_browser_sign_in(step, cancelled=lambda: time.monotonic() > started + 0.3)
        assert time.monotonic() - started < 2

    run(scenario())


def test_a_token_that_ends_is_renewed_while_in_use_and_a_refused_renewal_signs_out(delegating):
    server, auth = delegating
    localpart = new_name()
    user = f"@{localpart}:localhost"

    async def scenario():
        auth.access_lifetime_s = 4  # (the Matrix Authentication Service gives five minutes)
        await signed_in_with_browser(server, auth, localpart, roles=("player",))
        client = await sign_in(server.url, user)
        try:
            first = client.access_token
            # Before it ends: renewed ahead of a request, which never sees a refusal.
            await asyncio.sleep(3.2)
            assert isinstance(await client.sync(timeout=0), SyncResponse)
            assert client.renewals == 1 and client.access_token != first
            kept = json.loads((device_folder(user) / CREDENTIALS).read_text())
            assert kept["access_token"] == client.access_token  # (kept for the next run)
            # Ended early by the server: the refused request is renewed and sent again.
            auth.access_lifetime_s, auth.ends_early_s = 300, 1  # (said: five minutes; true: one second)
            await client.renew(str(client.access_token))
            assert isinstance(await client.whoami(), WhoamiResponse)  # (Synapse asks once, and keeps the answer)
            auth.ends_early_s = None
            await asyncio.sleep(1.5)
            renewals = client.renewals
            assert isinstance(await client.whoami(), WhoamiResponse)
            assert client.renewals == renewals + 1
            # The session ended at the server: the renewal is refused, and the device forgotten here.
            with auth.lock:
                for session in auth.sessions:
                    if session.localpart == localpart:
                        session.ended = True
            with pytest.raises(SignedOut, match="sign in again"):
                await client.renew(str(client.access_token))
        except Exception:
            await client.close()
            raise
        await client.close()
        assert not (device_folder(user) / CREDENTIALS).exists()

    run(scenario())


def test_two_links_play_on_while_their_tokens_end_and_are_renewed(delegating):
    """The host's device sends the player's a piece every fifth of a second for six seconds while
    each access token lasts two (said) and one of them ends early: every piece arrives, in order,
    and neither Link ever saw the homeserver refuse anything."""
    server, auth = delegating
    localpart = new_name()
    user = f"@{localpart}:localhost"

    async def scenario():
        auth.access_lifetime_s = 2
        await signed_in_with_browser(server, auth, localpart)
        player = await sign_in(server.url, user, role="player")
        host = await sign_in(server.url, user, role="host")
        got: list[int] = []

        async def keep(event: SecretToDevice) -> None:
            got.append(event.content["n"])

        player_link, host_link = Link(player, keep), Link(host)
        offline: list[bool] = []
        for link in (player_link, host_link):
            link.on_online = lambda online: offline.append(online) if not online else None
        try:
            await player_link.start()
            await host_link.start()
            await olm_to_device.device(host, user, player.device_id)
            for n in range(30):
                if n == 10:
                    auth.ends_early_s = 0.5  # (the next tokens end before they are said to)
                if n == 20:
                    auth.ends_early_s = None
                await host_link.send(user, str(player.device_id), {"n": n})
                await asyncio.sleep(0.2)
            deadline = time.monotonic() + 20
            while len(got) < 30 and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
            assert got == list(range(30))
            assert host.renewals >= 2 and player.renewals >= 1 and offline == []
        finally:
            await player_link.stop()
            await host_link.stop()
            await player.close()
            await host.close()

    run(scenario())


def test_a_link_whose_session_ends_at_the_server_says_it_is_signed_out(delegating, monkeypatch):
    """Its syncs stop (no use trying again) and whoever uses it is told, once, which the table's
    client turns into a plain reason (test_matrix_signed_out.py)."""
    from cloudtable.net.matrix import link as link_module

    monkeypatch.setattr(link_module, "SYNC_TIMEOUT_MS", 500)  # (the next sync soon, and its renewal)
    server, auth = delegating
    localpart = new_name()

    async def scenario():
        auth.access_lifetime_s = 2
        await signed_in_with_browser(server, auth, localpart, roles=("player",))
        client = await sign_in(server.url, f"@{localpart}:localhost")
        link = Link(client)
        told: list[str | None] = []
        link.on_signed_out = lambda: told.append(link.signed_out)
        try:
            await link.start()
            assert link.signed_out is None
            with auth.lock:
                for session in auth.sessions:
                    if session.localpart == localpart:
                        session.ended = True
            deadline = time.monotonic() + 20
            while not told and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
            assert len(told) == 1 and told[0] is not None and "sign in again" in told[0]
            assert not link.online
        finally:
            await link.stop()
            await client.close()

    run(scenario())


def test_the_headless_host_signs_in_with_a_code_approved_in_a_browser(delegating, tmp_path):
    """`cloudtable host --matrix` on a computer with no screen, where the homeserver takes no
    password: it says on standard error where to go and which code to approve, then opens the
    table once approved (and next time signs in from what it kept, asking nothing)."""
    import os
    import re
    import select
    import subprocess
    import sys

    from test_matrix_headless_host import ROOT, stop

    server, auth = delegating
    localpart = new_name()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "host-data")}
    env.pop("QT_QPA_PLATFORM", None)
    command = [sys.executable, "-m", "cloudtable", "host", "--matrix", "cloud9"]
    command += ["--homeserver", server.url, "--user", f"@{localpart}:localhost", "--seats", "open,computer"]
    said = tmp_path / "host.log"

    def started() -> subprocess.Popen:
        with open(said, "w") as errors:
            return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors, cwd=ROOT, env=env)

    def first_line(process: subprocess.Popen) -> dict:
        ready, _, _ = select.select([process.stdout], [], [], 90)
        assert ready, said.read_text()
        return json.loads(process.stdout.readline())

    process = started()
    try:
        deadline = time.monotonic() + 90
        asked = None
        while asked is None and time.monotonic() < deadline and process.poll() is None:
            asked = re.search(r"open (\S+) in a browser .* approve the code (\S+) within", said.read_text())
            time.sleep(0.2)
        assert asked is not None, said.read_text()
        assert asked.group(1).startswith(auth.url) and asked.group(2) in auth.pending_codes()
        auth.approve(asked.group(2), localpart)
        info = first_line(process)
        assert info["room"].startswith("!") and info["user"] == f"@{localpart}:localhost", info
    finally:
        stop(process)
    process = started()  # the second time: signed in from what it kept
    try:
        info = first_line(process)
        assert info["user"] == f"@{localpart}:localhost" and "approve" not in said.read_text()
    finally:
        stop(process)
