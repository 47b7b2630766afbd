"""Shared test set-up: Qt offscreen, the small test game registered."""

import gc
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
    from cloudtable.ui.bot_worker import forget_questions

    # The computer players' process stays for the next test (stopped if it was still thinking):
    # started afresh for every test, it cost more CPU than many tests. `stop_bot_worker` ends it.
    forget_questions()


@pytest.fixture(scope="session", autouse=True)
def stop_bot_worker():
    """The computer players' process ends with the tests (not only when its parent does)."""
    yield
    module = sys.modules.get("cloudtable.ui.bot_worker")
    if module is not None:
        module.shut_down_workers()


@pytest.fixture(autouse=True)
def no_window_outlives_its_test():
    """The windows and dialogs a test made and left (a dialog it only let go of, a window not
    given to qtbot) are closed and deleted when it ends. Left to Python, such a window went only
    with a collection of its reference cycles, which the app runs from its event loop
    (ui/garbage.py), so many piled up: every language switch and tr() of a later test then went
    to each of them too."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    before = set(map(id, app.topLevelWidgets())) if app is not None else set()
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is None:
        return
    left = [w for w in app.topLevelWidgets() if id(w) not in before and w.parentWidget() is None]
    for widget in left:
        widget.close()
        widget.deleteLater()
    from PySide6.QtCore import QEvent

    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def one_english_translator():
    """After each test the application has one English translator installed, as after the app's
    own start: the translators a test installed (the window fixture's, a language switch's, a
    test's own `Translators()`) are taken off. Left on, one or more piled up at every test, and
    Qt asks every installed translator at every tr() call: the 400th test of a worker paid
    ten times what the first did for each word on the screen."""
    yield
    core = sys.modules.get("PySide6.QtCore")
    app = core.QCoreApplication.instance() if core is not None else None
    if app is None:
        return
    global _english
    if _english is None:
        from cloudtable.i18n import Translators

        _english = Translators()
        _english.install("en")
    keep = set(_english._installed)
    for translator in app.findChildren(core.QTranslator, options=core.Qt.FindChildOption.FindDirectChildrenOnly):
        if translator not in keep:
            app.removeTranslator(translator)
            translator.setParent(None)  # (freed with the last Python reference to it)
    core.QLocale.setDefault(core.QLocale("en"))


_english = None


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


# The suite's processes look for reference cycles after every 10,000 new objects, not 700: the
# tests make millions (computer players, property tests), and Python's default spent about 5% of
# the games' tests' CPU and 2% of the window tests' on collections that found little. (The app
# keeps Python's default: ui/garbage.py.)
gc.set_threshold(10_000, 10, 10)


def pytest_collection_finish(session):
    """What collection made lives to the end (modules, test items): left out of every later
    collection."""
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(items):
    """The network tests' files go among the window tests', in the order xdist hands tests out.
    They spend most of their time waiting (for a host, a client process, a timer). Early in a
    run, two workers wait on the Matrix groups' homeservers, and network tests on the other two
    left both cores half idle; among the window tests, which come once those groups are done,
    the other workers use the cores meanwhile. The last fifth is window tests alone, so that the
    run does not end waiting on one long network game. (Files in an xdist group go first, as
    xdist sends those groups out first anyway.)"""
    modules: dict[str, bool] = {}
    for item in items:
        modules.setdefault(item.nodeid.split("::")[0], item.get_closest_marker("xdist_group") is not None)
    waiting = [m for m, grouped in modules.items() if not grouped and m.startswith("tests/net/")]
    busy = [m for m, grouped in modules.items() if not grouped and not m.startswith("tests/net/")]
    place = {m: float(i) for i, m in enumerate(busy)}
    place.update({m: -1.0 for m, grouped in modules.items() if grouped})
    first = next((i for i, m in enumerate(busy) if m.startswith("tests/ui/")), 0)
    span = 0.8 * (len(busy) - first)
    place.update({m: first + span * (i + 0.5) / len(waiting) for i, m in enumerate(waiting)})
    items.sort(key=lambda item: place[item.nodeid.split("::")[0]])
