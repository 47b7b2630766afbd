"""A monkey at the keyboard and mouse (tests/monkey.py), in a process of its own for every
registered game and several seeds: thousands of random inputs end with a legal match, nothing
raised and no crash (a crash shows only in the child's exit status). `make bench` runs it
longer (tests/bench/bench_monkey.py)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cloudtable.engine.registry import builtin_ids

MONKEY = Path(__file__).resolve().parent.parent / "monkey.py"
TEST_GAMES = ("sky-steps", "cloud-bids")
SEEDS = (1, 2)
EVENTS = 1500


def run_monkey(
    game_id: str, seed: int, events: int, players: int = 2, timeout: float = 600
) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, str(MONKEY), game_id, "--seed", str(seed), "--events", str(events), "--players", str(players)],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def every_game() -> list[str]:
    return builtin_ids() + list(TEST_GAMES)


@pytest.mark.parametrize("game_id", every_game())
@pytest.mark.parametrize("seed", SEEDS)
def test_monkey(game_id, seed):
    done = run_monkey(game_id, seed, EVENTS)
    assert done.returncode == 0, f"exit status {done.returncode}\n{done.stdout}\n{done.stderr[-4000:]}"
    assert f"{EVENTS} events" in done.stdout


def test_monkey_alone_in_strange_world():
    done = run_monkey("strange-world", 3, EVENTS, players=1)
    assert done.returncode == 0, f"exit status {done.returncode}\n{done.stdout}\n{done.stderr[-4000:]}"
