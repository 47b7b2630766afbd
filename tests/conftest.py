"""Shared test set-up: Qt offscreen, the small test game registered."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))

import pytest  # noqa: E402

import minigame  # noqa: E402
from cloudtable.engine import register  # noqa: E402

register(minigame.GAME)

import minigame_table  # noqa: E402
from cloudtable.ui.games import register_table  # noqa: E402

register_table("sky-steps", minigame_table.TABLE)


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Each test gets its own data and settings folders: nothing touches the real ones."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    yield tmp_path


@pytest.fixture
def preferences(tmp_path):
    from PySide6.QtCore import QSettings

    from cloudtable.preferences import Preferences

    return Preferences(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, preferences):
    """The real main window, offscreen, English, computer players quick."""
    from cloudtable.i18n import Translators
    from cloudtable.ui.app import make_application
    from cloudtable.ui.main_window import MainWindow

    make_application()
    translators = Translators()
    translators.install("en")
    win = MainWindow(preferences, translators, bot_pause_ms=5)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    translators.install("en")
