"""Issue 20: at scale factor 2 a 1920 × 1080 screen leaves 960 × 540 for the app; the welcome
box covered the games' names and the Rules dialog was taller than the screen, its Close button
off it. Run in a process of its own, on an offscreen screen of that size at that scale."""

import json
import os
import subprocess
import sys
import textwrap

# One process for the four languages (each with folders and settings of its own, set before its
# round): a process's start and imports cost more than a round.
CHILD = textwrap.dedent("""
    import json, os, sys
    from PySide6.QtCore import QPointF, QSettings, QRect
    from PySide6.QtWidgets import QApplication, QDialogButtonBox
    from cloudtable.engine import Seat, new_match
    from cloudtable.i18n import Translators
    from cloudtable.preferences import Preferences
    from cloudtable.ui.app import make_application
    from cloudtable.ui.main_window import MainWindow

    app = make_application()
    translators = Translators()
    screen = app.primaryScreen().availableGeometry()
    wrong = []

    def on_screen(widget, what):
        frame = widget.frameGeometry()
        if not screen.contains(frame):
            wrong.append(f"{what} {frame.getRect()} is not within the screen {screen.getRect()}")

    def settle():
        for _ in range(5):
            QApplication.processEvents()

    def fits(settings, language):
        # What is wrong at this screen in this language, from a first start on.
        preferences = Preferences(QSettings(settings, QSettings.Format.IniFormat))
        translators.install(language)
        wrong.clear()

        # A first window leaves unfinished games and recent files, as a person's use does.
        first = MainWindow(preferences, translators)
        for k, game in enumerate(["cloud9", "strange-world", "cloudy-kingdom", "cloud9", "strange-world"]):
            first.start_match(new_match(game, 2, seed=k, seats=[Seat("Anna"), Seat("Bernard")]))
            first.session.save_autosave()
        for k in range(5):
            preferences.add_recent_file(f"/tmp/game-{k}.cloudtable")
        first.close()

        window = MainWindow(preferences, translators)
        window.show()
        settle()
        on_screen(window, "the window")
        panel = window.welcome_panel
        centre = window.centralWidget()
        names = window.view.viewport().mapTo(centre, window.view.mapFromScene(QPointF(0, 60))).y()
        box = panel.frame.geometry().translated(panel.mapTo(centre, panel.rect().topLeft()))
        if box.top() < names:
            wrong.append(f"the welcome box (top {box.top()}) covers the games' names (down to {names})")
        if box.bottom() > window.view.geometry().bottom() or box.right() > window.view.geometry().right():
            wrong.append(f"the welcome box {box.getRect()} is larger than the table {window.view.geometry().getRect()}")
        if window.view.zoom < 0.3:
            wrong.append(f"the title is drawn at {window.view.zoom:.2f}")

        window.show_rules("strange-world")
        settle()
        on_screen(window.rules_viewer, "the rules")
        close = window.rules_viewer.findChild(QDialogButtonBox)
        if not screen.contains(QRect(close.mapToGlobal(close.rect().topLeft()), close.size())):
            wrong.append("the rules' Close button is off the screen")
        window.rules_viewer.close()

        from cloudtable.ui.new_game_dialog import NewGameDialog
        dialog = NewGameDialog(preferences, window)
        dialog.games_list.setCurrentRow([g.id for g in dialog.games].index("cloud9"))
        dialog.count.setValue(6)
        dialog.show()
        settle()
        on_screen(dialog, "New Game with six seats")
        ok = dialog.buttons.mapToGlobal(dialog.buttons.rect().bottomRight())
        if not screen.contains(ok):
            wrong.append("New Game's OK is off the screen")
        dialog.close()

        window.show_settings()
        settle()
        on_screen(window.settings_dialog, "Settings")
        window.settings_dialog.reject()
        window.close()
        return list(wrong)

    for language, settings, data, config in json.loads(sys.argv[1]):
        os.environ.update(XDG_DATA_HOME=data, XDG_CONFIG_HOME=config)
        print(json.dumps({"screen": screen.getRect(), "language": language, "wrong": fits(settings, language)}))
""")


def test_windows_and_dialogs_fit_a_screen_at_scale_factor_2(tmp_path):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "1080p", "x": 0, "y": 0, "width": 1920, "height": 1080}]}))
    languages = ("en", "fr", "de", "nl")
    rounds = [
        (language, *(str(tmp_path / language / name) for name in ("settings.ini", "data", "config")))
        for language in languages
    ]
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR="2")
    done = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(rounds)], capture_output=True, text=True, timeout=600, env=env
    )
    assert done.returncode == 0, done.stderr[-3000:]
    reports = [json.loads(line) for line in done.stdout.strip().splitlines() if line.startswith("{")]
    assert [report["language"] for report in reports] == list(languages), done.stdout[-3000:]
    for report in reports:
        assert report["screen"][2:] == [960, 540]
        assert report["wrong"] == [], (report["language"], report["wrong"])


FIRST_WINDOW = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QSettings
    from cloudtable.i18n import Translators
    from cloudtable.preferences import Preferences
    from cloudtable.ui.app import make_application
    from cloudtable.ui.main_window import MainWindow

    app = make_application()
    preferences = Preferences(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    if len(sys.argv) > 2:  # a size and place kept from a larger screen
        big = MainWindow(preferences, Translators())
        big.resize(1280, 820)
        big.move(320, 130)
        big.close()
    window = MainWindow(preferences, Translators())
    print(json.dumps({"screen": app.primaryScreen().availableGeometry().getRect(), "window": window.geometry().getRect()}))
""")


def test_a_window_on_a_1280_x_720_screen_leaves_room_for_its_title_bar(tmp_path):
    """Seen on a real X server at 1280 × 720: the window took the whole height before the window
    manager added its title bar, and its status bar lay below the screen."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "720p", "x": 0, "y": 0, "width": 1280, "height": 720}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", XDG_DATA_HOME=str(tmp_path / "data"))
    for kept in ([], ["kept"]):
        done = subprocess.run(
            [sys.executable, "-c", FIRST_WINDOW, str(tmp_path / f"settings{len(kept)}.ini"), *kept],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        report = json.loads(done.stdout.strip().splitlines()[-1])
        assert report["screen"] == [0, 0, 1280, 720]
        x, y, width, height = report["window"]  # (before the window manager has put its frame round it)
        assert y + height + 30 <= 720 and x >= 0 and x + width <= 1280, (kept, report["window"])
