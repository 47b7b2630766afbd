"""What the first game needs is imported while the window idles after its first frame, not
during start-up and not at the first move."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent

CHILD = r"""
import sys
from PySide6.QtCore import QTimer
from cloudtable.ui.app import make_application
from cloudtable.ui import warm_up
app = make_application()
before = [m for m in ("cattrs", "cloudtable.ui.session", "cloudtable.ui.prompt_bar") if m in sys.modules]
warming = warm_up.WarmUp(app, after_ms=50, step_ms=1)
QTimer.singleShot(20, lambda: print("at 20 ms:", "cattrs" in sys.modules, flush=True))
def check():
    if warming.done:
        from cloudtable.engine import actions
        import gc
        after = all(m in sys.modules for m in warm_up.ON_UI_THREAD) and actions._converter is not None
        after = after and gc.get_freeze_count() > 0  # and kept out of later collections
        print("before:", before, "after:", after, flush=True)
        app.quit()
timer = QTimer(); timer.timeout.connect(check); timer.start(10)
QTimer.singleShot(20000, app.quit)
app.exec()
"""


def test_the_first_game_s_modules_are_imported_when_the_window_idles(tmp_path):
    out = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"),
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert "at 20 ms: False" in out.stdout  # not before the window idles
    assert "before: [] after: True" in out.stdout, out.stdout
