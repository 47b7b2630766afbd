"""A monkey at the keyboard and mouse (tests/monkey.py), in a process of its own for every
registered game and several seeds: thousands of random inputs end with a legal match, nothing
raised and no crash (a crash shows only in the run's exit status). `make bench` runs it
longer (tests/bench/bench_monkey.py).

The runs are forked by one monkey server a worker (`monkey.py --serve`), which has imported Qt
and the app once: each run is still a process of its own, started fresh from those imports, and
a crash ends only that run."""

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cloudtable.engine.registry import builtin_ids

MONKEY = Path(__file__).resolve().parent.parent / "monkey.py"
TEST_GAMES = ("sky-steps", "cloud-bids")
SEEDS = (1, 2)
EVENTS = 1500
TIMEOUT = 600  # seconds a run may take


class Done:
    """What a run left: its exit status (minus the signal that ended it), stdout and stderr."""

    def __init__(self, returncode: int, stdout: str, stderr: str):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


class MonkeyServer:
    def __init__(self):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        command = [sys.executable, str(MONKEY), "--serve"]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0, env=env)
        self.buffer = b""

    def reply(self, timeout: float) -> dict:
        """The server's next line (read from the pipe directly: a buffered reader could hold the
        next line already while select waits for it)."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.process.stdout], [], [], left)[0]:
                raise TimeoutError(f"the monkey server did not answer within {timeout} s")
            chunk = os.read(self.process.stdout.fileno(), 4096)
            if not chunk:
                raise AssertionError(f"the monkey server ended (exit status {self.process.wait(60)})")
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return json.loads(line)

    def start(self, args: list[str], folder: Path) -> int:
        """Ask for a run (its output in `folder`); its process id."""
        request = {"args": args, "stdout": str(folder / "monkey.out"), "stderr": str(folder / "monkey.err")}
        self.process.stdin.write(json.dumps(request).encode() + b"\n")
        self.process.stdin.flush()
        return self.reply(300)["pid"]  # (the first waits for the server's imports)

    def finish(self, pid: int, folder: Path) -> Done:
        """Wait for the run started last to end."""
        try:
            status = self.reply(TIMEOUT)["status"]
        except TimeoutError:
            os.kill(pid, signal.SIGKILL)
            self.reply(60)  # its status: the next run's answers come after it
            raise AssertionError(f"the run {pid} did not end within {TIMEOUT} s") from None
        out, err = (folder / name for name in ("monkey.out", "monkey.err"))
        return Done(status, out.read_text(errors="replace"), err.read_text(errors="replace"))

    def run(self, args: list[str], folder: Path) -> Done:
        return self.finish(self.start(args, folder), folder)

    def stop(self) -> None:
        self.process.stdin.close()
        self.process.wait(60)


@pytest.fixture(scope="module")
def monkeys():
    if not hasattr(os, "fork"):  # (Windows) every run is started afresh
        yield None
        return
    server = MonkeyServer()
    yield server
    server.stop()


def run_monkey(
    monkeys: MonkeyServer | None, folder: Path, game_id: str, seed: int, events: int, players: int = 2
) -> Done:
    args = [game_id, "--seed", str(seed), "--events", str(events), "--players", str(players)]
    args += ["--home", str(folder / "home")]  # (the run's settings and saves go with the test's folder)
    if monkeys is not None:
        return monkeys.run(args, folder)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, str(MONKEY), *args], capture_output=True, text=True, timeout=TIMEOUT, env=env
    )
    return Done(done.returncode, done.stdout, done.stderr)


def every_game() -> list[str]:
    return builtin_ids() + list(TEST_GAMES)


@pytest.mark.parametrize("game_id", every_game())
@pytest.mark.parametrize("seed", SEEDS)
def test_monkey(monkeys, tmp_path, game_id, seed):
    done = run_monkey(monkeys, tmp_path, game_id, seed, EVENTS)
    assert done.returncode == 0, f"exit status {done.returncode}\n{done.stdout}\n{done.stderr[-4000:]}"
    assert f"{EVENTS} events" in done.stdout


def test_monkey_alone_in_strange_world(monkeys, tmp_path):
    done = run_monkey(monkeys, tmp_path, "strange-world", 3, EVENTS, players=1)
    assert done.returncode == 0, f"exit status {done.returncode}\n{done.stdout}\n{done.stderr[-4000:]}"


def test_a_crash_ends_its_own_run_only(monkeys, tmp_path):
    """A run whose process dies of a signal (here a segfault sent from outside) is reported with
    that signal, and the next run is served as before; a run that raises exits with status 1
    and its traceback."""
    if monkeys is None:
        pytest.skip("no fork here: every run is a process started afresh")
    (tmp_path / "crash").mkdir()
    pid = monkeys.start(["sky-steps", "--events", "1000000"], tmp_path / "crash")
    os.kill(pid, signal.SIGSEGV)
    assert monkeys.finish(pid, tmp_path / "crash").returncode == -signal.SIGSEGV
    (tmp_path / "raise").mkdir()
    done = run_monkey(monkeys, tmp_path / "raise", "no-such-game", 1, 10)
    assert done.returncode == 1 and "no-such-game" in done.stderr, done.stderr
    done = run_monkey(monkeys, tmp_path, "sky-steps", 1, 10)
    assert done.returncode == 0 and "10 events" in done.stdout, done.stderr
