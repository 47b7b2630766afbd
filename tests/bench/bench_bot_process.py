"""Computer players in a process of their own: does the window keep its frames while a strong
player thinks, and what do the two processes weigh?

In the real window (offscreen, in a fresh process), two strong Cloudy Kingdom players play on
their own while a 5 ms timer ticks; for each thought (from `thinking(seat)` to the answer) the
longest gap between ticks is the longest the event loop was kept from running. Printed: the
median and the largest of those, for the worker process and, for comparison, for the old way
(a thread of the window's process, which holds Python's lock while it thinks); first with the
next thought starting 10 ms after a move (the move's animation is painted meanwhile), then
with a pause that lets the animation end first (what the thinking alone costs the window). Then the
memory of the application (window + worker, resident) while four strong players play, and
the worker's own start-up time and size. Benchmarks print; they never fail on time.
"""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .stats import median

ROOT = Path(__file__).parent.parent.parent
THOUGHTS = 16  # per way of thinking, two strong players (about a second each)
MEMORY_THOUGHTS = 12  # four strong players
STARTS = 10
PAUSE_MS = 10  # between a move and the next thought: the move's animation (220 ms) overlaps the thought
CALM_PAUSE_MS = 400  # the animation is over before the thought starts: the thinking's own effect

CHILD = r"""
import json, os, sys, tempfile, time
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
from PySide6.QtCore import QEventLoop, QSettings, Qt, QTimer
from cloudtable.engine import Seat, new_match
from cloudtable.i18n import Translators
from cloudtable.preferences import Preferences
from cloudtable.ui import bot_worker
from cloudtable.ui.app import make_application
from cloudtable.ui.main_window import MainWindow

mode, players, wanted, pause = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
if mode == "thread":  # the old way, for comparison: a QThreadPool thread in the window's process
    from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
    from cloudtable.engine import Rng
    import cloudtable.ui.session as session_module

    class _Signals(QObject):
        chosen = Signal(int, object)
        failed = Signal(int, str)

    SIGNALS = None

    class ThreadRunner(QObject):
        chosen = Signal(object)
        failed = Signal(str)
        crashed = Signal(str)
        slow = Signal()  # (BotRunner's: never sent here)

        def __init__(self, parent=None):
            global SIGNALS
            super().__init__(parent)
            SIGNALS = SIGNALS or _Signals()
            SIGNALS.chosen.connect(self._on_chosen)
            self._ticket, self.busy = 0, False

        def think(self, game, view, seat, level, seed):
            self._ticket += 1
            ticket, signals, self.busy = self._ticket, SIGNALS, True
            def work():
                signals.chosen.emit(ticket, game.choose_action(view, seat, level, Rng(seed)))
            QThreadPool.globalInstance().start(QRunnable.create(work))

        def cancel(self):
            self._ticket += 1
            self.busy = False

        def restart_worker(self):  # (BotRunner's: no worker here)
            self.cancel()

        def _on_chosen(self, ticket, action):
            if ticket == self._ticket:
                self.busy = False
                self.chosen.emit(action)

    session_module.BotRunner = ThreadRunner

def rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return 0.0
    return 0.0

app = make_application(["bench"])
translators = Translators(); translators.install("en")
window = MainWindow(Preferences(QSettings(tempfile.mktemp(), QSettings.Format.IniFormat)), translators,
                    bot_pause_ms=pause)
window.warn = lambda *a, **k: None
window.resize(1280, 800); window.show()

ticks = []
timer = QTimer(); timer.setTimerType(Qt.TimerType.PreciseTimer); timer.setInterval(5)
timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
timer.start()
thoughts = []  # (start, end)
memory = []  # (app MB, worker MB) at the end of each thought
loop = QEventLoop()

def thinking(seat):
    now = time.perf_counter()
    if seat >= 0:
        thoughts.append([now, None])
    elif thoughts and thoughts[-1][1] is None:
        thoughts[-1][1] = now
        worker = bot_worker.worker_process_id() if mode == "process" else None
        memory.append((rss_mb(os.getpid()), rss_mb(worker) if worker else 0.0))
        if len(thoughts) >= wanted:
            loop.quit()

def play(seed):
    seats = [Seat(f"Bot {i}", kind="computer", level="strong") for i in range(players)]
    window.start_match(new_match("cloudy-kingdom", players, seed=seed, seats=seats))
    window.session.thinking.connect(thinking)
    window.session.finished.connect(lambda: QTimer.singleShot(0, lambda: play(seed + 1)))

play(1)
loop.exec()
timer.stop()
gaps = []
for start, end in thoughts:
    # The thought's own span only: applying the answer afterwards is the same work either way.
    stamps = [start] + [t for t in ticks if start < t < end] + [end]
    gaps.append(max(b - a for a, b in zip(stamps, stamps[1:])) * 1000)
window.session.stop()
bot_worker.shut_down_workers()
if mode == "thread":
    QThreadPool.globalInstance().waitForDone()
print(json.dumps({"gaps": gaps, "thinking": [(e - s) * 1000 for s, e in thoughts], "memory": memory}))
"""


def run_child(mode: str, players: int, thoughts: int, pause_ms: int = PAUSE_MS) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", CHILD, mode, str(players), str(thoughts), str(pause_ms)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=1800,
    )
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(out.stderr[-3000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def worker_start_up() -> tuple[list[float], list[float], float, float]:
    """Worker start to its ready frame, and to its first Cloudy Kingdom answer (ms); its size
    when ready and after a strong player's thought (MB)."""
    from cloudtable.bot_process import frame, read_frame, request_payload
    from cloudtable.engine import new_match

    match = new_match("cloudy-kingdom", 4, seed=3)
    seat = match.current_player
    payload = request_payload(match.game, match.view(seat), seat, "normal", 1)
    strong = request_payload(match.game, match.view(seat), seat, "strong", 1)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    ready, first, ready_mb, thought_mb = [], [], [], []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(STARTS + 1):  # the first run only warms the disk cache and writes bytecode
            started = time.perf_counter()
            worker = subprocess.Popen(
                [sys.executable, "-m", "cloudtable", "--bot-worker"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                env=env,
                cwd=folder,
            )
            worker.stdin.write(frame(("hello", sys.path)))
            worker.stdin.write(frame((1, payload)))
            worker.stdin.flush()
            read_frame(worker.stdout)
            ready.append((time.perf_counter() - started) * 1000)
            ready_mb.append(_rss_mb(worker.pid))
            read_frame(worker.stdout)
            first.append((time.perf_counter() - started) * 1000)
            worker.stdin.write(frame((2, strong)))
            worker.stdin.flush()
            _, kind, value = read_frame(worker.stdout)
            assert kind == "action", value
            pickle.loads(value)
            thought_mb.append(_rss_mb(worker.pid))
            worker.stdin.close()
            worker.wait()
    return ready[1:], first[1:], median(ready_mb[1:]), median(thought_mb[1:])


def _rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _gap_line(label: str, figures: dict) -> str:
    gaps = figures["gaps"]
    return (
        f"  {label:32} median {median(gaps):5.1f} ms   max {max(gaps):5.1f} ms   "
        f"({len(gaps)} thoughts of {median(figures['thinking']):.0f} ms median)"
    )


def main() -> None:
    print("== computer players in a process of their own (Cloudy Kingdom, strong) ==")
    print(
        f"Longest event-loop gap per thought (a 5 ms timer in the real window, 2 players, {THOUGHTS} "
        "thoughts; goal <= 17 ms, one 60 Hz frame):"
    )
    runs = (
        ("worker process (now):", "process", PAUSE_MS),
        ("thread, as before:", "thread", PAUSE_MS),
        (f"worker process, {CALM_PAUSE_MS} ms pause:", "process", CALM_PAUSE_MS),
        (f"thread, {CALM_PAUSE_MS} ms pause:", "thread", CALM_PAUSE_MS),
    )
    for label, mode, pause in runs:
        try:
            print(_gap_line(label, run_child(mode, 2, THOUGHTS, pause)), flush=True)
        except Exception as error:  # a benchmark reports, it does not fail
            print(f"  {label} failed: {error}")
    try:
        figures = run_child("process", 4, MEMORY_THOUGHTS)
        totals = [a + w for a, w in figures["memory"]]
        peak = max(range(len(totals)), key=totals.__getitem__)
        app_mb, worker_mb = figures["memory"][peak]
        print(
            f"Memory, 4 players ({MEMORY_THOUGHTS} thoughts), largest app + worker resident size: "
            f"{app_mb:.0f} + {worker_mb:.0f} = {totals[peak]:.0f} MB  (goal <= 120 MB)"
        )
    except Exception as error:
        print(f"Memory: failed: {error}")
    ready, first, ready_mb, thought_mb = worker_start_up()
    print(
        f"Worker alone ({STARTS} starts): ready in {median(ready):.0f} ms, first Cloudy Kingdom answer at "
        f"{median(first):.0f} ms (game rules imported); {ready_mb:.1f} MB when ready, "
        f"{thought_mb:.1f} MB after a strong thought"
    )


if __name__ == "__main__":
    main()
