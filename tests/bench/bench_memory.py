"""Memory over many games in one window: the resident size after 1 computer-only game and
after 50, for each game, in a fresh process (the window offscreen, computer players quick).
A finished game must leave nothing behind: the two figures should stay close."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from cloudtable.engine.registry import builtin_ids

ROOT = Path(__file__).parent.parent.parent
GAMES = builtin_ids()  # every game of cloudtable/games
COUNT = 50

CHILD = r"""
import gc, json, sys, tempfile, os
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
from PySide6.QtCore import QSettings, QEventLoop, QTimer
from cloudtable.engine import Seat, new_match
from cloudtable.i18n import Translators
from cloudtable.preferences import Preferences
from cloudtable.ui.app import make_application
from cloudtable.ui.main_window import MainWindow

def rss_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024

app = make_application(["bench"])
translators = Translators(); translators.install("en")
window = MainWindow(Preferences(QSettings(tempfile.mktemp(), QSettings.Format.IniFormat)), translators, bot_pause_ms=1)
window.warn = lambda *a, **k: None
window.resize(1280, 800); window.show()
game_id, count = sys.argv[1], int(sys.argv[2])
figures = {}
for number in range(1, count + 1):
    seats = [Seat(f"Bot {i}", kind="computer", level="random") for i in range(3)]
    window.start_match(new_match(game_id, 3, seed=number, seats=seats))
    loop = QEventLoop()
    window.session.finished.connect(loop.quit)
    if not window.session.match.is_over:
        loop.exec()
    if number in (1, count):
        for _ in range(5):
            app.processEvents(); gc.collect()
        figures[number] = rss_mb()
print(json.dumps(figures))
"""


def main() -> None:
    print(f"Memory of one window after 1 and after {COUNT} computer-only games (3 random players), RSS")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for game_id in GAMES:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, game_id, str(COUNT)],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=1800,
        )
        if out.returncode != 0:
            print(f"  {game_id}: failed\n{out.stderr[-2000:]}")
            continue
        figures = {int(k): v for k, v in json.loads(out.stdout.strip().splitlines()[-1]).items()}
        first, last = figures[1], figures[COUNT]
        print(
            f"  {game_id:15} after 1: {first:6.1f} MB   after {COUNT}: {last:6.1f} MB   growth {last - first:+.1f} MB"
        )


if __name__ == "__main__":
    main()
