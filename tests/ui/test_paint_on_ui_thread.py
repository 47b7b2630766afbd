"""Qt's painter fills on the window's thread: the app keeps Qt from handing large fills to its
pool of threads (app.make_application), where waking them and waiting cost more than the fill
(tests/bench/bench_frames.py)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent

CHILD = r"""
import os
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from cloudtable.ui.app import make_application
app = make_application()
image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
painter = QPainter(image)
painter.setRenderHint(QPainter.RenderHint.Antialiasing)
for i in range(20):  # large fills, blended
    painter.fillRect(QRectF(0.5, 0.5, 1900, 1000), QColor(10 * i, 40, 90, 120))
    painter.drawImage(QRectF(3.5, 2.5, 1600, 900), image.copy(0, 0, 1600, 900))
painter.end()
names = [open(f"/proc/self/task/{t}/comm").read().strip() for t in os.listdir("/proc/self/task")]
print("pooled:", sum("pooled" in n.lower() for n in names), flush=True)
"""


def test_large_fills_start_no_painting_threads():
    out = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
        | {"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert "pooled: 0" in out.stdout, out.stdout
