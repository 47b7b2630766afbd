"""Where `make test`'s time goes (issue 19: under 3 minutes on the 2-core development machine).

    make suite-time
    python -m tests.bench.suite_time -n WORKERS [PYTEST ARGS...]

Runs the suite as `make test` does (pytest-xdist, --dist loadgroup, a temporary folder of its
own in $TEST_TMPDIR; `make suite-time` gives both make test's), with tests/bench/suite_cpu_plugin.py in every worker, while
the machine's busy share is read from /proc/stat every second (Linux). Prints the wall time, the
core-seconds the cores were idle, the busy share every 10 s, the CPU by test file, and what each
worker ran when. Not part of `make bench` (it takes as long as the suite), and it never fails on
time: on a loaded machine the figures are the load's.
"""

from __future__ import annotations

import collections
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def busy_ticks() -> tuple[int, int]:
    """(busy, total) clock ticks of all cores since boot."""
    with open("/proc/stat", encoding="ascii") as stat:
        user, nice, system, idle, iowait, irq, softirq, steal = map(int, stat.readline().split()[1:9])
    busy = user + nice + system + irq + softirq + steal
    return busy, busy + idle + iowait


def sample(shares: list[tuple[float, float]], stop: threading.Event) -> None:
    """Appends (seconds since the start, busy share of all cores) every second until `stop`."""
    started, (busy, total) = time.monotonic(), busy_ticks()
    while not stop.wait(1.0):
        now_busy, now_total = busy_ticks()
        shares.append((time.monotonic() - started, (now_busy - busy) / max(1, now_total - total)))
        busy, total = now_busy, now_total


def where(nodeid: str) -> str:
    """A test's xdist group, else its folder under tests/ ("top" for tests/ itself)."""
    if "@" in nodeid:
        return nodeid.rsplit("@", 1)[1]
    parts = nodeid.split("::")[0].split("/")
    return parts[1] if len(parts) > 2 else "top"


def report(
    rows_by_worker: dict[str, list[list]], shares: list[tuple[float, float]], wall: float, started: float
) -> None:
    cores = os.cpu_count() or 1
    idle = sum(1 - share for _, share in shares) * cores
    print(f"wall {wall:.1f} s on {cores} cores; idle {idle:.0f} core-seconds")
    tens: dict[int, list[float]] = collections.defaultdict(list)
    for at, share in shares:
        tens[int(at // 10)].append(share)
    print("busy share by 10 s: " + " ".join(f"{k * 10}:{100 * sum(v) / len(v):.0f}%" for k, v in sorted(tens.items())))
    rows = [row for worker in rows_by_worker.values() for row in worker]
    own, children = sum(r[1] for r in rows), sum(r[2] for r in rows)
    print(
        f"{len(rows)} tests: CPU {own + children:.1f} s in all ({own:.1f} in the workers, {children:.1f} in their children)"
    )
    by_file: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0, 0])
    for nodeid, own_cpu, child_cpu, begun, ended in rows:
        entry = by_file[nodeid.split("::")[0]]
        entry[0] += own_cpu
        entry[1] += child_cpu
        entry[2] += ended - begun
        entry[3] += 1
    # (A child process counts where it is reaped: a worker's last test gets the computer players'
    # process it shared with every test before it, so that file's "reaped" is not its own.)
    print("CPU by file (the 25 largest; own: the test process's, reaped: child processes it reaped):")
    for name, (own_cpu, child_cpu, spent, count) in sorted(by_file.items(), key=lambda kv: -(kv[1][0] + kv[1][1]))[:25]:
        print(
            f"  {own_cpu + child_cpu:6.1f} s CPU ({own_cpu:5.1f} own, {child_cpu:5.1f} reaped)  {spent:6.1f} s wall  {count:4d} tests  {name}"
        )
    print("each worker, by group or folder (stretches of 3 s or more):")
    for worker, worker_rows in sorted(rows_by_worker.items()):
        if not worker_rows:  # (xdist's controller runs none)
            continue
        stretches: list[list] = []
        for nodeid, _own, _child, begun, ended in sorted(worker_rows, key=lambda r: r[3]):
            name = where(nodeid)
            if stretches and stretches[-1][0] == name:
                stretches[-1][2] = ended - started
            else:
                stretches.append([name, begun - started, ended - started])
        shown = [f"{name} {a:.0f}-{b:.0f}" for name, a, b in stretches if b - a >= 3]
        print(f"  {worker}: " + " | ".join(shown))


def main(argv: list[str]) -> int:
    if argv[:1] != ["-n"] or len(argv) < 2:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    workers, argv = argv[1], argv[2:]
    folder = tempfile.mkdtemp(prefix="cloudtable-suite-time-", dir=os.environ.get("TEST_TMPDIR") or None)
    out = os.path.join(folder, "tests")
    env = dict(
        os.environ,
        TMPDIR=folder,
        QT_QPA_PLATFORM="offscreen",
        SUITE_TIME_OUT=out,
        PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p),
    )
    command = [sys.executable, "-m", "pytest", "-q", "-n", workers, "--dist", "loadgroup"]
    command += ["-p", "tests.bench.suite_cpu_plugin", *argv]
    shares: list[tuple[float, float]] = []
    stop = threading.Event()
    sampler = threading.Thread(target=sample, args=(shares, stop), daemon=True)
    started = time.time()
    sampler.start()
    try:
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        wall = time.time() - started
        stop.set()
        sampler.join()
        print(done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "(pytest printed nothing)")
        rows = {Path(p).name.split(".")[1]: json.loads(Path(p).read_text()) for p in glob.glob(out + ".*.json")}
        report(rows, shares, wall, started)
        return done.returncode
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
