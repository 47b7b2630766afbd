"""A pytest plugin for tests/bench/suite_time.py: each test's CPU and wall time, written to
$SUITE_TIME_OUT.<worker>.json at the end of the session.

CPU is the process's own and that of its children reaped during the test (a subprocess the test
waited for). A process reaped later counts where it is reaped: the homeservers and the computer
players' worker with the last test of their session."""

from __future__ import annotations

import json
import os
import resource
import time

import pytest

_rows: list[list] = []


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    (own, children), started = _cpu(), time.time()
    yield
    (own_after, children_after), ended = _cpu(), time.time()
    _rows.append([item.nodeid, own_after - own, children_after - children, started, ended])


def pytest_sessionfinish(session):
    out = os.environ.get("SUITE_TIME_OUT")
    if out:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with open(f"{out}.{worker}.json", "w", encoding="utf-8") as file:
            json.dump(_rows, file)
