"""Make docs/screenshot.png with the app itself, offscreen: a Cloudy Kingdom game a few moves in.

It is the README's picture and the AppStream metainfo's screenshot (which states its size,
1400x900). Run `make screenshot` after the table's look changes. The deal is seeded, so the
picture changes only when the app does.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 1400, 900
SEED, MOVES = 11, 14


def main(target: Path = ROOT / "docs" / "screenshot.png", language: str = "en") -> int:
    scratch = tempfile.mkdtemp(prefix="cloudtable-screenshot-")
    atexit.register(shutil.rmtree, scratch, True)
    # Offscreen, and with its own folders: no autosave or setting of the user's is touched.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
    sys.path.insert(0, str(ROOT))

    from PySide6.QtCore import QSettings

    from cloudtable.engine import Seat, choose_action, new_match
    from cloudtable.i18n import Translators
    from cloudtable.preferences import Preferences
    from cloudtable.ui.app import make_application
    from cloudtable.ui.main_window import MainWindow

    app = make_application()
    translators = Translators()
    translators.install(language)
    preferences = Preferences(QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(preferences, translators, bot_pause_ms=5)
    window.resize(WIDTH, HEIGHT)
    window.show()
    seats = [
        Seat("Anna", "red"),
        Seat("Bruno", "blue", "computer", "normal"),
        Seat("Chloé", "yellow", "computer", "normal"),
        Seat("Dirk", "black", "computer", "normal"),
    ]
    match = new_match("cloudy-kingdom", len(seats), seed=SEED, seats=seats, magic="random")
    for _ in range(MOVES):  # everyone plays the same fixed level a few turns in
        match.apply(choose_action(match, "normal"))
    window.start_match(match)
    # Let the computer players answer and the cards slide into place (1 s of events, not a
    # measured wait: the picture is taken whatever the animations have reached).
    end = time.monotonic() + 1.5
    while time.monotonic() < end:
        app.processEvents()
    image = window.grab().toImage()
    if (image.width(), image.height()) != (WIDTH, HEIGHT):
        print(f"the window came out {image.width()}x{image.height()}, not {WIDTH}x{HEIGHT}", file=sys.stderr)
        return 1
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):
        print(f"cannot write {target}", file=sys.stderr)
        return 1
    print(target)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshot.png"))
