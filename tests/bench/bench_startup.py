"""Start-up: process start to the first painted frame of the main window, beside the same
figure for a bare PySide6 window started the same way (the floor); and peak memory."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from .stats import median, quartiles

RUNS = 25
ROOT = Path(__file__).parent.parent.parent

# Both children watch their main window for its first paint event. The frame is complete
# when control returns to the event loop (Qt paints the window and all its children in one
# pass), so the time is taken then: the seconds since the process was exec'd, and the peak
# resident memory; then they quit. The app child starts the real entry point.
#
# The watcher sits on the window itself, not on the application: a Python filter on the
# application is handed every object of every event, and converting Qt's private classes
# (the view's scroll-bar containers, ...) makes PySide6 build every class of its modules,
# with their enums (tens of milliseconds the app itself never spends).
_FIRST_PAINT = """
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, report)
        return False
def report():
    seconds = time.time() - START
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(seconds, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime, flush=True)
    QApplication.instance().exit(0)
watcher = FirstPaint()
"""

BARE = (
    _FIRST_PAINT
    + """
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1280, 820); w.setWindowTitle("bare")
w.installEventFilter(watcher); w.show()
app.exec()
"""
)

# The entry point first, as `cloudtable` runs it: it loads Qt only inside main().
APP = (
    "from cloudtable.__main__ import main\n"
    + _FIRST_PAINT
    + """
from PySide6.QtWidgets import QMainWindow
_show = QMainWindow.show
def show(window):
    window.installEventFilter(watcher)
    _show(window)
QMainWindow.show = show
main([])
"""
)


def _start_time_prefix() -> str:
    # The child's own exec time, from /proc, so interpreter start-up is counted too.
    return (
        "import os, time\n"
        "_ticks = os.sysconf('SC_CLK_TCK')\n"
        "with open('/proc/self/stat') as f: _start = int(f.read().rsplit(')', 1)[1].split()[19])\n"
        "with open('/proc/uptime') as f: _up = float(f.read().split()[0])\n"
        "START = time.time() - (_up - _start / _ticks)\n"
    )


def run_once(code: str, env: dict[str, str]) -> tuple[float, float, float]:
    out = subprocess.run(
        [sys.executable, "-c", _start_time_prefix() + code],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    line = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""
    if not line:
        raise RuntimeError(out.stderr[-2000:])
    seconds, megabytes, cpu_seconds = line.split()
    return float(seconds), float(megabytes), float(cpu_seconds)


def spread(values, form: str = ".0f") -> str:
    low, high = quartiles(values)
    return f"{low:{form}}–{high:{form}}"


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            XDG_CONFIG_HOME=f"{home}/config",
            XDG_DATA_HOME=f"{home}/data",
        )
        # An installed app runs from compiled bytecode (pip compiles it at install time):
        # let the warm-up runs write it, so no run pays for compiling the sources.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        run_once(BARE, env)  # warm the disk cache for both
        run_once(APP, env)
        bare, app = [], []
        for _ in range(RUNS):  # taken in turns, so a change in the machine's load hits both alike
            bare.append(run_once(BARE, env))
            app.append(run_once(APP, env))
    bare_times, app_times = [b[0] * 1000 for b in bare], [a[0] * 1000 for a in app]
    bare_ms, app_ms = median(bare_times), median(app_times)
    ratios = [a / b for a, b in zip(app_times, bare_times, strict=True)]
    print("== start-up (process start -> first painted frame), median of", RUNS, "runs each, in turns ==")
    print(f"bare PySide6 window: {bare_ms:.0f} ms  (middle half {spread(bare_times)} ms)")
    print(f"cloudtable window:   {app_ms:.0f} ms  (middle half {spread(app_times)} ms)")
    print(
        f"ratio:               {app_ms / bare_ms:.2f}  (goal <= 1.5; run by run, middle half {spread(ratios, '.2f')})"
    )
    # CPU time (all threads, user and system) to the first frame: what the start costs, and
    # less affected than the wall clock by others' work on a shared machine.
    bare_cpu, app_cpu = [b[2] * 1000 for b in bare], [a[2] * 1000 for a in app]
    print(
        f"CPU to first frame:  bare {median(bare_cpu):.0f} ms ({spread(bare_cpu)}), cloudtable"
        f" {median(app_cpu):.0f} ms ({spread(app_cpu)}), ratio {median(app_cpu) / median(bare_cpu):.2f}"
    )
    print(
        f"peak memory: cloudtable {median([a[1] for a in app]):.0f} MB, bare {median([b[1] for b in bare]):.0f} MB"
        "  (goal <= 120 MB)"
    )


if __name__ == "__main__":
    main()
