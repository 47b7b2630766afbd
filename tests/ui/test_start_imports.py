"""The start imports only what the first frame needs (tests/bench/bench_startup.py): the games,
the network, Matrix, sounds' Qt Multimedia and the like come after it."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent

# The real entry point; at the window's first paint the child prints what is imported, and quits.
CHILD = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
from cloudtable.__main__ import main
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            print("imported:", " ".join(sorted(sys.modules)), flush=True)
            QTimer.singleShot(0, QApplication.instance().quit)
        return False
watcher = FirstPaint()
_show = QMainWindow.show
def show(window):
    window.installEventFilter(watcher)
    _show(window)
QMainWindow.show = show
main([])
"""

# Packages and modules the first frame does without (a name, or a name and what is under it).
NOT_BEFORE_THE_FIRST_FRAME = (
    "PySide6.QtMultimedia",
    "PySide6.QtNetwork",
    "PySide6.QtSvg",
    "PySide6.QtWebSockets",
    "cloudtable.net",
    "cloudtable.games",
    "cloudtable.storage",
    "cloudtable.ui.session",
    "cloudtable.ui.games",
    "cloudtable.ui.art",
    "cloudtable.ui.welcome_panel",
    "cloudtable.ui.table.piece",  # (the welcome is no piece: the games' pieces and text items come later)
    "cloudtable.ui.table.text",
    "cloudtable.ui.matrix_link",
    "nio",
    "aiohttp",
    "cattrs",
    "subprocess",  # (only the thorough system check runs a program)
    "hashlib",  # (the sounds' cache folder is found after the first frame)
)


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_the_first_frame_comes_before_the_games_the_network_and_sounds(tmp_path):
    out = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(
            os.environ,
            PYTHONPATH=str(ROOT),
            QT_QPA_PLATFORM="offscreen",
            XDG_CONFIG_HOME=str(tmp_path / "config"),
            XDG_DATA_HOME=str(tmp_path / "data"),
            XDG_CACHE_HOME=str(tmp_path / "cache"),
        ),
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith("imported:")]
    assert lines, out.stdout + out.stderr
    imported = set(lines[0].split()[1:])
    assert "cloudtable.ui.main_window" in imported  # (the list is the app's)
    early = sorted(name for name in imported if any(_within(name, later) for later in NOT_BEFORE_THE_FIRST_FRAME))
    assert early == []
