"""Frames while computers play: the longest gap in the window's event loop while two strong
computer players play each game (goal: no gap over 17 ms, one frame at 60 Hz), and the time of
a full repaint of the table at 1920x1080 at the end of the game (goal <= 8 ms).

Each game runs in a process of its own, offscreen, started as the app starts one: the window is
shown, its warm-up (ui/warm_up.py) has run, then the game begins (as when a person picks it).
A 1 ms timer stamps the loop; a gap is the time between two stamps (the loop was busy for all of
it but about 1 ms). Two clocks: the wall clock, and the UI thread's own CPU time
(time.thread_time), which other programs on a busy machine do not inflate; for the repaint, also
the time of all the process's threads (Qt may hand fills to threads of its own: ui/app.py). The computers answer
after 1 ms, not the app's 700 ms: moves come faster than any game shows them. Each game's deal
and computer players' chance are fixed, so two trees (before and after a change) play the same
games, but where a strong player stops thinking on time (Cloudy Kingdom's, on a busy machine).
The loop is watched for 0.6 s after the last move: what the end shows and keeps is measured too.

To find out what makes the long iterations: CLOUDTABLE_FRAMES_WHY=14 lists, for each iteration
of 14 ms or more of the UI thread, the handlers that ran in it and their times (frames_why.py);
CLOUDTABLE_FRAMES_GAMES="cloud9" and CLOUDTABLE_FRAMES_RUNS=1 play fewer games."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .stats import median

ROOT = Path(__file__).resolve().parents[2]
GAMES = tuple(os.environ.get("CLOUDTABLE_FRAMES_GAMES", "cloudy-kingdom strange-world cloud9").split())
RUNS = int(os.environ.get("CLOUDTABLE_FRAMES_RUNS", "3"))  # games per game type
MOVE_CAP = 400  # a long Cloud 9 game is cut here: the gaps are per move, not per game
SECONDS_CAP = 240

CHILD = r"""
import json, os, sys, tempfile, time
home = tempfile.mkdtemp(prefix="cloudtable-frames-")
os.environ["XDG_DATA_HOME"] = home + "/data"; os.environ["XDG_CONFIG_HOME"] = home + "/config"
from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
from PySide6.QtWidgets import QApplication
from cloudtable.engine import Seat, new_match
from cloudtable.i18n import Translators
from cloudtable.preferences import Preferences
from cloudtable.ui.app import make_application
from cloudtable.ui.main_window import MainWindow

game_id, seed, cap, seconds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
why = float(os.environ.get("CLOUDTABLE_FRAMES_WHY", "0"))  # list what ran in iterations this long (ms)
spans = []  # (what, depth, UI-thread ms) timed in this iteration
if why:
    from tests.bench.frames_why import instrument
    instrument(spans, game_id)
app = make_application()
translators = Translators(); translators.install("en")
window = MainWindow(Preferences(QSettings(home + "/s.ini", QSettings.Format.IniFormat)), translators, bot_pause_ms=1)
window.warn = lambda *a, **k: None
window.resize(1920, 1080); window.show()
from cloudtable.ui.app import freeze_start_up_objects
from cloudtable.ui.warm_up import WarmUp
app.processEvents(); freeze_start_up_objects()  # as the app's own start does after its first frame
warm_up = WarmUp(app)
while not (warm_up.done and window.sounds.loaded):  # what the app does while its window waits for the person
    app.processEvents(); time.sleep(0.005)
colours = {"cloud9": ("black", "blue")}.get(game_id, ("red", "blue"))
seats = [Seat(f"Bot {i}", colours[i], "computer", "strong") for i in range(2)]
match = new_match(game_id, 2, seed=seed, seats=seats, bot_secret=seed + 1)  # the same games each run
clock = QElapsedTimer(); clock.start()
if why:
    from tests.bench.frames_why import EventClock
    events = EventClock(app)
gaps, cpu, last, long_ones, ended = [], [], [None, None], [], [None]
AFTER_END_NS = 600e6  # the end is watched too: the result and the record come a moment after the last move
def tick():
    now, own = clock.nsecsElapsed(), time.thread_time()
    if last[0] is not None and match.steps:  # from the first move on (not the table's making)
        gaps.append((now - last[0]) / 1e6)
        cpu.append((own - last[1]) * 1000)
        if why and cpu[-1] >= why:
            long_ones.append((round(cpu[-1], 1), len(match.steps), list(spans) + events.shares(own)))
    spans.clear()
    if why:
        events.shares(own)
    last[0], last[1] = now, own
    if match.is_over and ended[0] is None:
        ended[0] = now
    if ended[0] is not None and now - ended[0] > AFTER_END_NS or len(match.steps) >= cap or now / 1e9 > seconds:
        app.exit(0)
timer = QTimer(); timer.setInterval(1); timer.timeout.connect(tick)
QTimer.singleShot(0, lambda: (window.start_match(match), timer.start()))
app.exec()
timer.stop()
window.table.finish_animations()
viewport = window.view.viewport()
viewport.repaint()
times, own, process = [], [], []
for _ in range(20):  # the whole view painted again, its items' cached pictures kept (a frame)
    started, mine, ours = time.perf_counter(), time.thread_time(), time.process_time()
    viewport.repaint()
    times.append((time.perf_counter() - started) * 1000); own.append((time.thread_time() - mine) * 1000)
    process.append((time.process_time() - ours) * 1000)
times.sort(); own.sort(); process.sort()
print(json.dumps({"moves": len(match.steps), "over": match.is_over, "gaps": sorted(gaps)[-50:], "cpu": sorted(cpu)[-50:],
                  "count": max(1, len(gaps)), "repaint": times[len(times) // 2], "repaint_cpu": own[len(own) // 2],
                  "repaint_all": process[len(process) // 2], "why": long_ones}), flush=True)
window.close()
from cloudtable.ui.bot_worker import wait_for_workers
wait_for_workers()
"""


def main() -> None:
    print(f"Frames while two strong computers play (1920x1080, offscreen; {RUNS} games each, at most {MOVE_CAP} moves)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for game_id in GAMES:
        longest, p99s, repaints, moves = [], [], [], 0
        longest_cpu, p99s_cpu, repaints_cpu, repaints_all = [], [], [], []
        for seed in range(RUNS):
            out = subprocess.run(
                [sys.executable, "-c", CHILD, game_id, str(seed), str(MOVE_CAP), str(SECONDS_CAP)],
                capture_output=True,
                text=True,
                env=env,
                cwd=ROOT,
                timeout=SECONDS_CAP + 120,
            )
            if out.returncode != 0 or not out.stdout.strip():
                print(f"  {game_id}: failed\n{out.stderr[-1500:]}")
                break
            figures = json.loads(out.stdout.strip().splitlines()[-1])
            gaps = figures["gaps"] or [0.0]
            longest.append(gaps[-1])
            p99s.append(gaps[max(0, len(gaps) - 1 - figures["count"] // 100)])
            repaints.append(figures["repaint"])
            own = figures["cpu"] or [0.0]
            longest_cpu.append(own[-1])
            p99s_cpu.append(own[max(0, len(own) - 1 - figures["count"] // 100)])
            repaints_cpu.append(figures["repaint_cpu"])
            repaints_all.append(figures["repaint_all"])
            moves += figures["moves"]
            for took, at, what in figures["why"]:  # CLOUDTABLE_FRAMES_WHY: what ran in each long iteration
                timed = ", ".join(f"{'.' * depth}{name} {ms:.1f}" for name, depth, ms in what)
                print(f"    {game_id} game {seed} move {at}: {took} ms: {timed}")
        if not longest:
            continue
        print(
            f"  {game_id:15} longest loop gap {median(longest):6.1f} ms (median of {len(longest)} games; "
            f"each {', '.join(f'{g:.0f}' for g in longest)})  99th percentile {median(p99s):5.1f} ms  "
            f"full repaint {median(repaints):5.1f} ms  ({moves} moves)"
        )
        print(
            f"  {'':15} UI thread's own time: longest iteration {median(longest_cpu):6.1f} ms "
            f"(each {', '.join(f'{g:.0f}' for g in longest_cpu)})  99th percentile {median(p99s_cpu):5.1f} ms  "
            f"full repaint {median(repaints_cpu):5.1f} ms (all its threads {median(repaints_all):4.1f} ms)"
        )
    print("  goals: longest gap <= 17 ms, full repaint <= 8 ms")


if __name__ == "__main__":
    main()
