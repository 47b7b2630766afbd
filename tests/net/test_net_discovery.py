"""Finding tables on the local network (cloudtable/net/discovery.py): TXT records read strictly, and
a real host found by a real browser inside a network namespace the test makes (`unshare -rn`:
nothing but a loopback, so no packet leaves this machine); skipped, saying why, where the system
does not allow one."""

import json
import os
import subprocess
import sys

import pytest

from cloudtable.net.discovery import FoundTable, read_txt, txt_record
from cloudtable.net.protocol import COMPUTER, OPEN, PROTOCOL
from cloudtable.net.table import HostedTable
from hosting import ROOT

GOOD = {
    b"protocol": b"2",
    b"version": b"0.1.0",
    b"game": b"cloud9",
    b"table": "Ada’s table".encode(),
    b"players": b"3",
    b"free": b"2",
}


def test_a_hosted_tables_record_reads_back():
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, ""), (COMPUTER, "normal")], "Ada’s table ☁", 1, {})
    record = {k.encode(): v.encode() for k, v in txt_record(table).items()}
    found = read_txt(record, "192.0.2.7", 47423)
    assert found == FoundTable("Ada’s table ☁", "cloud9", 3, 2, PROTOCOL, found.version, "192.0.2.7", 47423)
    assert found.url == "ws://192.0.2.7:47423" and found.ours
    table.join("Ada")
    assert txt_record(table)["free"] == "1"
    long = HostedTable.new("cloud9", [(OPEN, "")] * 2, "☁" * 64, 1, {})
    assert len(txt_record(long)["table"].encode()) <= 240


@pytest.mark.parametrize(
    "change",
    [
        {b"players": b"9"},
        {b"free": b"4"},
        {b"free": b"-1"},
        {b"free": "٣".encode()},
        {b"protocol": b"x"},
        {b"game": b"Cloud 9"},
        {b"table": b""},
        {b"table": b"two\nlines"},
        {b"table": b"\xff"},
        {b"game": None},
    ],
)
def test_a_wrong_record_is_left_out(change):
    assert read_txt({**GOOD, **change}, "192.0.2.7", 1) is None


def test_a_wrong_address_or_port_is_left_out():
    assert read_txt(GOOD, "not an address", 1) is None
    assert read_txt(GOOD, "192.0.2.7", 0) is None
    assert read_txt(GOOD, "fe80::1", 5).url == "ws://[fe80::1]:5"


def _namespaces_allowed():
    try:
        done = subprocess.run(["unshare", "-rn", "true"], capture_output=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unshare cannot run here: {error}"
    if done.returncode != 0:
        return (
            "this system does not let a test make a network namespace: " + done.stderr.decode(errors="replace").strip()
        )
    return None


def test_a_host_is_found_on_the_local_network_and_leaves_it(tmp_path):
    why_not = _namespaces_allowed()
    if why_not:
        pytest.skip(why_not)
    script = ROOT / "tests" / "net" / "discovery_in_namespace.py"
    inside = (
        "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo && "
        f"exec {sys.executable} {script} {tmp_path}"
    )
    done = subprocess.run(
        ["unshare", "-rn", "sh", "-c", inside],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    first = out["first"]
    assert len(first) == 1, out
    assert first[0]["name"] == "Ada's table"
    assert first[0]["game"] == "cloud9" and first[0]["players"] == 3 and first[0]["free"] == 2
    assert first[0]["url"] == out["url"]
    assert [t["free"] for t in out["after_join"]] == [1]
    assert out["after_stop"] == [] and out["stopped"] == 0
    assert "Traceback" not in out["log"]
