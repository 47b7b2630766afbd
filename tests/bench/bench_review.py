"""Review: the time a jump to a step takes in review mode (issue 23; goal: under 100 ms for any
step of a 6-player Cloud 9 game of several hundred steps), from the slider's move to the table and
the side panel shown at the new step (the window offscreen at 1920x1080; the paint is not in it).

A jump replays at most engine/replay.py's CHECKPOINT - 1 moves from the nearest copy kept; the
jumps timed go to every step in a random order, so the worst one is among them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .stats import median

ROOT = Path(__file__).resolve().parents[2]
SEEDS = (1, 2, 3)

CHILD = r"""
import json, os, random, sys, tempfile, time
home = tempfile.mkdtemp(prefix="cloudtable-review-")
os.environ["XDG_DATA_HOME"] = home + "/data"; os.environ["XDG_CONFIG_HOME"] = home + "/config"
from PySide6.QtCore import QSettings
from cloudtable.engine import Seat, new_match
from cloudtable.engine.replay import Replay
from cloudtable.i18n import Translators
from cloudtable.preferences import Preferences
from cloudtable.ui.app import make_application
from cloudtable.ui.main_window import MainWindow

seed = int(sys.argv[1])
app = make_application()
translators = Translators(); translators.install("en")
window = MainWindow(Preferences(QSettings(home + "/s.ini", QSettings.Format.IniFormat)), translators, bot_pause_ms=1)
window.warn = lambda *a, **k: None
window.resize(1920, 1080); window.show()
app.processEvents()
colours = ("black", "blue", "green", "orange", "red", "yellow")
seats = [Seat(f"Player {i + 1}", colours[i], "computer", "random") for i in range(6)]
match = new_match("cloud9", 6, seed=seed, seats=seats)
rng = random.Random(seed)
while not match.is_over:
    match.apply(rng.choice(match.legal_actions()))
started = time.perf_counter()
replay = Replay(match)
window.start_review(replay, "bench")
opened = time.perf_counter() - started
app.processEvents()
slider = window.review.bar.slider
targets = list(range(replay.length + 1))
rng.shuffle(targets)
times = []
for target in targets:
    started = time.perf_counter()
    slider.setValue(target)
    times.append((time.perf_counter() - started) * 1000)
    window.review.table.finish_animations()
steps = []
for target in range(0, min(replay.length, 120)):  # one move on, animated, as Play does
    slider.setValue(target)
    window.review.table.finish_animations()
    started = time.perf_counter()
    window.review.go("next move")
    steps.append((time.perf_counter() - started) * 1000)
print(json.dumps({"steps": replay.length, "open": opened * 1000, "jumps": times, "next": steps}), flush=True)
window.close()
"""


def main() -> None:
    print("Review: a jump to any step of a 6-player Cloud 9 game (1920x1080, offscreen; goal: worst < 100 ms)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    worst, jumps, nexts, opens, lengths = 0.0, [], [], [], []
    for seed in SEEDS:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, str(seed)], env=env, capture_output=True, text=True, timeout=600, check=True
        )
        result = json.loads(out.stdout.strip().splitlines()[-1])
        lengths.append(result["steps"])
        opens.append(result["open"])
        jumps += result["jumps"]
        nexts += result["next"]
        worst = max(worst, max(result["jumps"]))
    jumps.sort()
    print(f"  games of {', '.join(map(str, lengths))} steps; {len(jumps)} jumps, every step of each")
    print(f"  opening the review (the record replayed once, the table laid out): median {median(opens):.0f} ms")
    print(
        f"  jump: median {median(jumps):.1f} ms, 95th percentile {jumps[int(len(jumps) * 0.95)]:.1f} ms, "
        f"worst {worst:.1f} ms"
    )
    print(f"  next move, animated: median {median(nexts):.1f} ms, worst {max(nexts):.1f} ms")
