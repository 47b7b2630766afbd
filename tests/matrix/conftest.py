"""The Matrix tests' homeserver: one real Synapse per test session (per pytest worker), on
127.0.0.1, stopped by its pid at the end; the tests are skipped, with the reason, where Synapse
cannot be installed.

Each test file names its xdist group, "synapse" or "synapse-2" (about half the time each):
`make test` (--dist loadgroup) runs each group on one worker, so that on two cores both share
the Matrix games, each worker with a homeserver of its own, and no more than two are started
however many workers there are."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import synapse_server  # noqa: E402


@pytest.fixture(scope="session")
def homeserver(tmp_path_factory):
    try:
        python = synapse_server.install()
        server = synapse_server.Homeserver(python, tmp_path_factory.mktemp("synapse"))
    except synapse_server.Unavailable as error:
        pytest.skip(f"no local Matrix homeserver: {error}")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def homeserver_with_default_limits(tmp_path_factory):
    """A second homeserver whose room events are rate-limited as Synapse's are by default."""
    try:
        python = synapse_server.install()
        server = synapse_server.Homeserver(python, tmp_path_factory.mktemp("synapse-limited"), True)
    except synapse_server.Unavailable as error:
        pytest.skip(f"no local Matrix homeserver: {error}")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def delegating_homeserver(tmp_path_factory):
    """A homeserver that hands its accounts to an authorization server (as to the Matrix
    Authentication Service): the tests' own, fake_auth_server.py, both on 127.0.0.1. Yields both."""
    from fake_auth_server import FakeAuthServer

    auth = FakeAuthServer()
    try:
        python = synapse_server.install()
        server = synapse_server.Homeserver(
            python, tmp_path_factory.mktemp("synapse-delegating"), delegated_to=(auth.url, auth.secret)
        )
    except synapse_server.Unavailable as error:
        auth.stop()
        pytest.skip(f"no local Matrix homeserver: {error}")
    auth.synapse_url = server.url
    yield server, auth
    server.stop()
    auth.stop()
