"""Shared test set-up: Qt offscreen, the small test game registered."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent))  # cloudtable_build

import pytest  # noqa: E402

import minigame  # noqa: E402
from cloudtable.engine import register  # noqa: E402

register(minigame.GAME)

import minigame_table  # noqa: E402
from cloudtable.ui.games import register_table  # noqa: E402

register_table("sky-steps", minigame_table.TABLE)


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt makes the app's own QApplication subclass."""
    from cloudtable.ui.app import Application

    return Application


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Each test gets its own data, settings and cache folders: nothing touches the real ones."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    yield tmp_path


@pytest.fixture(autouse=True)
def reproducible_bot_secrets(monkeypatch):
    """A match made without a bot secret gets the same one in every test, so that the tests play
    the same games at every run (the app draws a fresh one from the system: engine/rng.py).
    Tests of the secret itself use `real_bot_secrets`."""
    from cloudtable.engine import match

    monkeypatch.setattr(match, "new_secret", lambda: TEST_BOT_SECRET)


TEST_BOT_SECRET = 0x5EC12E75EC12E7


@pytest.fixture
def real_bot_secrets(monkeypatch):
    from cloudtable.engine import match, rng

    monkeypatch.setattr(match, "new_secret", rng.new_secret)


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
    # A modal warning would wait for a click that never comes: the tests read them here.
    win.warnings = []
    win.warn = lambda title, text, offer_save_as=False: win.warnings.append((title, text, offer_save_as))
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    from cloudtable.ui.bot_worker import wait_for_workers

    wait_for_workers()
    translators.install("en")


@pytest.fixture(scope="session", autouse=True)
def compiled_translations():
    """The .qm files the app loads, rebuilt when a .ts is newer (make does the same)."""
    import cloudtable_build

    source = Path(__file__).parent.parent / "translations"
    target = Path(__file__).parent.parent / "cloudtable" / "translations"
    stale = any(
        not (target / (ts.stem + ".qm")).exists() or (target / (ts.stem + ".qm")).stat().st_mtime < ts.stat().st_mtime
        for ts in source.glob("*.ts")
    )
    if stale:
        cloudtable_build.compile_translations(source, target)
