"""Fixtures shared by the network tests."""

import pytest

from hosting import HostProcess


@pytest.fixture
def hosts(tmp_path):
    """Start hosts with `hosts(args...)`; every one is stopped at the end, whatever happened."""
    started = []

    def start(*args, **kwargs):
        host = HostProcess(tmp_path, *args, **kwargs)
        started.append(host)
        return host

    yield start
    for host in started:
        host.stop()
