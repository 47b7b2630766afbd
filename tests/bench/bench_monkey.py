"""The monkey (tests/monkey.py) played long: every registered game, several seeds, many
thousands of random inputs each, in processes of their own. Prints how many runs ended
cleanly, how many games they finished, and any failure's exit status and last words."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MONKEY = ROOT / "tests" / "monkey.py"
GAMES = ("cloudy-kingdom", "strange-world", "cloud9", "sky-steps", "cloud-bids")
SEEDS = (11, 12, 13, 14)
EVENTS = 6000
FIGURES = re.compile(r"(\d+) events in ([\d.]+) s, (\d+) games ended, (\d+) moves at most")


def main() -> None:
    print(f"Monkey: {EVENTS} random inputs per run, {len(SEEDS)} seeds per game (2 players; Strange World alone too)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    runs = [(g, s, 2) for g in GAMES for s in SEEDS] + [("strange-world", s, 1) for s in SEEDS]
    failed = 0
    for game_id, seed, players in runs:
        out = subprocess.run(
            [
                sys.executable,
                str(MONKEY),
                game_id,
                "--seed",
                str(seed),
                "--events",
                str(EVENTS),
                "--players",
                str(players),
            ],
            capture_output=True,
            text=True,
            env=env,
            timeout=3600,
        )
        found = FIGURES.search(out.stdout)
        label = f"{game_id}{' alone' if players == 1 else ''} seed {seed}"
        if out.returncode != 0 or found is None:
            failed += 1
            print(f"  {label:28} FAILED, exit status {out.returncode}\n{out.stderr[-1500:]}")
            continue
        _, seconds, games, moves = found.groups()
        print(f"  {label:28} clean: {float(seconds):6.1f} s, {games:>3} games ended, {moves:>3} moves at most in one")
    print(f"  {len(runs) - failed} of {len(runs)} runs clean")


if __name__ == "__main__":
    main()
