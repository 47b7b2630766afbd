"""Run inside a network namespace of its own (tests/net/test_net_discovery.py starts it with
`unshare -rn`, where only a loopback exists): a host advertises its table, a browser finds it, a
seat is taken and the record follows, the host stops and its table is gone. Prints the findings
as one JSON object."""

import asyncio
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cloudtable.net.discovery import browse  # noqa: E402
from hosting import HostProcess, Session  # noqa: E402


def found(until, seconds=1.0, deadline_s=20.0):
    """What a browse of `seconds` finds, browsed again until `until(tables)` holds (on loopback the
    answers come within a few hundred milliseconds, or before the deadline on a busy machine);
    the last findings otherwise, for the test to refuse."""
    deadline = time.monotonic() + deadline_s
    while True:
        tables = [
            table.__dict__ | {"url": table.url, "fingerprint": table.fingerprint.hex() if table.fingerprint else None}
            for table in asyncio.run(browse(seconds, "127.0.0.1"))
        ]
        if until(tables) or time.monotonic() > deadline:
            return tables


def main(folder: str) -> None:
    out = {}
    host = HostProcess(Path(folder), "cloud9", "--seats", "open,open,computer", "--advertise", "--name", "Ada's table")
    try:
        out["url"] = host.url
        out["fingerprint"] = host.info["fingerprint"]
        out["first"] = found(lambda tables: bool(tables))  # (once the announcement's probes are done)
        ada = Session(host.url)
        ada.join("Ada")
        out["after_join"] = found(lambda tables: [t["free"] for t in tables] != [2])
        ada.close()
    finally:
        out["stopped"] = host.stop()
    out["after_stop"] = found(lambda tables: not tables)
    out["log"] = host.log()
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1])
