"""No game thrown away (issue 18): every unfinished game keeps its own autosave until it ends or
the person deletes it, and is listed on the welcome screen and under Game → Continue; two
windows (or two running cloudtables) never write each other's files."""

import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from cloudtable import storage
from cloudtable.engine import Seat, new_match
from cloudtable.preferences import Preferences

ROOT = Path(__file__).parent.parent.parent
PEOPLE = [Seat("Anna", "red"), Seat("Bot", "blue", "computer", "random")]


def key(match):
    return match.game_id, match.seed, len(match.history)


def listed(window):
    """What the welcome screen and Game → Continue list (they must agree), as (game, seed, moves)."""
    window.continue_menu.aboutToShow.emit()  # as when the menu opens: it reads the list anew
    in_menu = [action.data() for action in window.continue_menu.actions() if action.data()]
    on_welcome = [str(game.path) for game in window.welcome_panel.unfinished.games]
    assert in_menu == on_welcome
    keys = [key(storage.read_autosave(path)) for path in on_welcome]
    assert len(set(keys)) == len(keys)
    return set(keys)


def wait_for_person(qtbot, window):
    match = window.session.match
    qtbot.waitUntil(
        lambda: match.is_over or not window.session.waiting_for_computer and not window.session.bot_busy, timeout=5000
    )


def play(qtbot, window, moves):
    for _ in range(moves):
        wait_for_person(qtbot, window)
        if window.session.match.is_over:
            return
        assert window.session.play(window.session.match.legal_actions()[0]) is None
    wait_for_person(qtbot, window)
    window.session.flush_autosave()  # the moves' autosaves are written on a thread of their own


def play_to_the_end(qtbot, window):
    while not window.session.match.is_over:
        play(qtbot, window, 1)


def another_window(qtbot, preferences):
    from cloudtable.i18n import Translators
    from cloudtable.ui.main_window import MainWindow

    win = MainWindow(preferences, Translators(), bot_pause_ms=5)
    win.warnings = []
    win.warn = lambda title, text, offer_save_as=False: win.warnings.append((title, text))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.welcome_panel is not None, timeout=3000)
    return win


def test_starting_opening_and_finishing_games_never_loses_an_unfinished_one(qtbot, window, preferences, tmp_path):
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    assert listed(window) == set() and not window.welcome_panel.unfinished_area.isVisible()
    window.start_match(new_match("sky-steps", 2, seed=1, seats=PEOPLE))
    play(qtbot, window, 1)
    a = window.session.match
    assert listed(window) == {key(a)}
    window.start_match(new_match("sky-steps", 2, seed=2, seats=PEOPLE))  # Game → New… keeps the running game
    b = window.session.match
    assert listed(window) == {key(a), key(b)}
    saved = tmp_path / "c.cloudtable"
    storage.save_match(new_match("sky-steps", 2, seed=3, seats=PEOPLE), saved)
    assert window.open_file(saved)  # opening a file keeps it too ...
    assert listed(window) == {key(a), key(b)}  # (a game opened from a file is kept in that file ...)
    play(qtbot, window, 1)
    c = window.session.match
    assert listed(window) == {key(a), key(b), key(c)}  # ... and autosaved from its first move)
    assert window.continue_game(window.welcome_panel.unfinished.games[-1].path)  # the oldest: a
    assert window.session.match.history == a.history
    play(qtbot, window, 1)
    a = window.session.match
    assert listed(window) == {key(a), key(b), key(c)}
    play_to_the_end(qtbot, window)  # an ended game leaves the list, and only it
    assert listed(window) == {key(b), key(c)}
    window.rematch()
    d = window.session.match
    assert listed(window) == {key(b), key(c), key(d)}
    window.ask = lambda title, text, yes: True
    c_path = next(
        g.path
        for g in window.welcome_panel.unfinished.games
        if g.moves == len(c.history) and storage.read_autosave(g.path).seed == 3
    )
    assert window.delete_unfinished(c_path)  # deleted by the person
    assert listed(window) == {key(b), key(d)}
    window.close()
    later = another_window(qtbot, preferences)  # the next start lists them all, newest first
    assert listed(later) == {key(b), key(d)}
    games = later.welcome_panel.unfinished.games
    assert [storage.read_autosave(g.path).seed for g in games][0] == d.seed
    later.close()


def test_the_running_game_is_listed_but_not_offered(qtbot, window):
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    window.start_match(new_match("sky-steps", 2, seed=1, seats=PEOPLE))
    window.continue_menu.aboutToShow.emit()
    [entry] = [a for a in window.continue_menu.actions() if a.data()]
    assert not entry.isEnabled() and entry.text().endswith("(being played here)")
    assert entry.text().startswith("Sky Steps with Anna, Bot: Not started, just now")
    assert not window.delete_unfinished(window.session.slot.path)


def test_delete_asks_first(qtbot, window):
    slot = storage.AutosaveSlot.new()
    slot.write(new_match("sky-steps", 2, seed=5, seats=PEOPLE))
    slot.release()
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    asked = []
    window.ask = lambda title, text, yes: asked.append((title, text, yes)) and False
    window.welcome_panel.unfinished.delete_buttons[0].click()
    assert slot.path.exists() and asked[0][0] == "Delete the unfinished game?" and asked[0][2] == "Delete"
    assert "Sky Steps with Anna, Bot" in asked[0][1]
    window.ask = lambda title, text, yes: True
    window.welcome_panel.unfinished.delete_buttons[0].click()
    assert not slot.path.exists() and window.welcome_panel.unfinished.games == []
    assert not window.welcome_panel.unfinished_area.isVisible()


def test_the_list_is_bounded_and_the_oldest_goes_only_when_the_person_says_so(qtbot, window, monkeypatch):
    monkeypatch.setattr(storage, "MAX_UNFINISHED", 3)
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    for seed in (1, 2, 3):
        window.start_match(new_match("sky-steps", 2, seed=seed, seats=PEOPLE))
        os.utime(window.session.slot.path, (1_000_000 + seed, 1_000_000 + seed))
    third = window.session.match
    asked = []
    window.ask = lambda title, text, yes: asked.append(text) and False
    assert not window.start_match(new_match("sky-steps", 2, seed=4, seats=PEOPLE))  # "Cancel"
    assert window.session.match is third and {seed for _, seed, _ in listed(window)} == {1, 2, 3}
    assert "You have 3 unfinished games" in asked[0] and "Sky Steps with Anna, Bot" in asked[0]
    window.ask = lambda title, text, yes: True
    assert window.start_match(new_match("sky-steps", 2, seed=4, seats=PEOPLE))
    assert {seed for _, seed, _ in listed(window)} == {2, 3, 4}  # the oldest went, once said


def test_two_windows_never_write_or_delete_each_other_s_autosave(qtbot, window, preferences):
    """The issue's two instances: each plays its own game; the one that ends deletes only its own."""
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    window.start_match(new_match("sky-steps", 2, seed=1, seats=PEOPLE))
    first = window.session.slot.path
    second = another_window(qtbot, preferences)
    [game] = second.welcome_panel.unfinished.games
    assert game.path == first and game.elsewhere
    assert not second.welcome_panel.unfinished.continue_buttons[0].isEnabled()
    assert second.welcome_panel.unfinished.rows[0][3].text() == "open in another window"
    assert not second.continue_game(first) and second.session is None
    assert second.warnings[-1][1] == "This game is open in another cloudtable window."
    second.ask = lambda title, text, yes: True
    assert not second.delete_unfinished(first) and first.exists()
    second.start_match(new_match("sky-steps", 2, seed=2, seats=PEOPLE))
    mine = second.session.slot.path
    play(qtbot, second, 2)
    play(qtbot, window, 1)
    assert json.loads(first.read_text())["seed"] == 1 and json.loads(mine.read_text())["seed"] == 2
    with qtbot.waitSignal(window.record_kept, timeout=5000):  # (the autosave goes once the record is kept)
        play_to_the_end(qtbot, window)
    assert not first.exists() and json.loads(mine.read_text())["seed"] == 2  # the other game's is untouched
    second.close()


HOLDER = r"""
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)
print("held" if lock.tryLock(0) else "refused", flush=True)
sys.stdin.readline()
"""


def test_a_game_held_by_another_running_cloudtable_is_left_alone_until_that_one_stops(qtbot, window):
    slot = storage.AutosaveSlot.new()
    slot.write(new_match("sky-steps", 2, seed=7, seats=PEOPLE))
    slot.release()
    before = slot.path.read_bytes()
    other = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(slot.path.with_suffix(".lock"))],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert select.select([other.stdout], [], [], 30)[0], "the other process never said it held the lock"
        assert other.stdout.readline().strip() == "held"
        qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
        window.list_unfinished()
        assert window.welcome_panel.unfinished.games[0].elsewhere
        assert not window.continue_game(slot.path)
        assert not storage.AutosaveSlot(slot.path).delete() and slot.path.read_bytes() == before
    finally:
        other.kill()  # as in a crash: its lock stays behind, stale
        other.wait()
    assert slot.path.with_suffix(".lock").exists()
    window.list_unfinished()
    assert not window.welcome_panel.unfinished.games[0].elsewhere
    assert window.continue_game(slot.path) and window.session.match.seed == 7


RECENT_CHILD = r"""
import sys
from PySide6.QtCore import QSettings
from cloudtable.preferences import Preferences
Preferences(QSettings(sys.argv[1], QSettings.Format.IniFormat)).add_recent_file(sys.argv[2])
"""


def test_two_running_cloudtables_keep_both_recent_files(tmp_path):
    ini = tmp_path / "shared.ini"
    mine = Preferences(QSettings(str(ini), QSettings.Format.IniFormat))
    mine.add_recent_file("/saves/first.cloudtable")
    subprocess.run(
        [sys.executable, "-c", RECENT_CHILD, str(ini), "/saves/other.cloudtable"],
        check=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=60,
    )
    mine.add_recent_file("/saves/second.cloudtable")
    assert mine.recent_files() == ["/saves/second.cloudtable", "/saves/other.cloudtable", "/saves/first.cloudtable"]
    again = QSettings(str(ini), QSettings.Format.IniFormat)
    assert len(again.value("recentFiles")) == 3


def test_a_read_only_data_folder_never_offers_a_game_that_ended(qtbot, window, preferences, tmp_path, monkeypatch):
    """Issue 24: the autosave of a game that ended could not be deleted, and the next start
    offered the game again."""
    data = tmp_path / "ro"
    data.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(data)], capture_output=True)
    if done.returncode != 0:
        pytest.skip("this machine does not let the tests mount a tmpfs (needs root)")
    try:
        monkeypatch.setenv("XDG_DATA_HOME", str(data))
        slot = storage.AutosaveSlot.new()
        slot.write(new_match("sky-steps", 2, seed=6, seats=PEOPLE))
        slot.release()
        subprocess.run(["mount", "-o", "remount,ro", str(data)], check=True)  # root too cannot write now
        qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
        window.list_unfinished()
        assert window.continue_game(slot.path)
        play_to_the_end(qtbot, window)
        assert slot.path.exists() and [w[0] for w in window.warnings] == ["Autosave is off"]
        window.close()
        later = another_window(qtbot, preferences)  # the next start
        assert later.welcome_panel.unfinished.games == []
        later.close()
    finally:
        subprocess.run(["umount", "-l", str(data)], check=False)


def test_a_second_start_hands_its_file_to_the_running_cloudtable(tmp_path, monkeypatch):
    """A double-click on a save while cloudtable runs: the running window opens it, and the second
    start stops instead of playing beside it (and writing the same files)."""
    from cloudtable.ui.single_instance import server_name

    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
    )
    monkeypatch.setenv("XDG_DATA_HOME", env["XDG_DATA_HOME"])
    save = tmp_path / "handed.cloudtable"
    save.write_text(new_match("cloud9", 2, seed=1).to_json())
    running = subprocess.Popen(
        [sys.executable, "-m", "cloudtable", "--quit-after", "15000"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        from PySide6.QtNetwork import QLocalSocket

        probe = QLocalSocket()
        for _ in range(200):  # until the running one listens
            probe.connectToServer(server_name())
            if probe.waitForConnected(100):
                probe.abort()
                break
            time.sleep(0.05)
        else:
            pytest.fail("the first cloudtable never listened")
        second = subprocess.run(
            [sys.executable, "-m", "cloudtable", str(save)],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 0 and "already running" in second.stderr
        config = tmp_path / "config" / "cloudtable" / "cloudtable.conf"
        for _ in range(100):  # the running one opened it: it is in its Recent list
            if config.exists() and "handed.cloudtable" in config.read_text():
                break
            time.sleep(0.1)
        assert "handed.cloudtable" in config.read_text()
    finally:
        running.kill()
        running.wait()


def test_the_socket_takes_only_a_path_from_a_short_line(qapp, qtbot, tmp_path, monkeypatch):
    from PySide6.QtNetwork import QLocalSocket

    from cloudtable.ui.single_instance import FileReceiver, server_name

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "own"))
    receiver = FileReceiver()
    assert receiver.listen()
    assert not FileReceiver().listen()  # one per user and data folder
    got = []
    receiver.received.connect(got.append)

    def send(data):
        socket = QLocalSocket()
        socket.connectToServer(server_name())
        assert socket.waitForConnected(1000)
        socket.write(data)
        socket.flush()
        answer = []
        socket.readyRead.connect(lambda: answer.append(bytes(socket.readAll())))
        qtbot.waitUntil(
            lambda: bool(answer) or socket.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=3000
        )
        return b"".join(answer)

    assert send(b'{"open": 3}\n') == b"no\n"
    assert send(b'{"open": "a\\u0000b"}\n') == b"no\n"
    assert send(b"[" * 100_000) == b""  # too long: cut off, no answer
    assert got == []
    assert send(b'{"open": "/saves/mine.cloudtable"}\n') == b"ok\n"
    assert got == ["/saves/mine.cloudtable"]  # (opened as a save, which checks it whole)
    receiver.server.close()


def test_when_a_game_was_last_played_reads_naturally_in_every_language(qapp):
    from cloudtable.i18n import Translators
    from cloudtable.ui.unfinished import last_played

    translators = Translators()
    now = 1_000_000_000
    ages = (10, 60, 2 * 3600, 86400, 3 * 86400)
    try:
        translators.install("en")
        assert [last_played(now - age, now) for age in ages] == [
            "just now",
            "1 minute ago",
            "2 hours ago",
            "1 day ago",
            "3 days ago",
        ]
        translators.install("fr")
        assert [last_played(now - age, now) for age in ages] == [
            "à l’instant",
            "il y a 1 minute",
            "il y a 2 heures",
            "il y a 1 jour",
            "il y a 3 jours",
        ]
        assert last_played(now - 90 * 86400, now).startswith("le ")
    finally:
        translators.install("en")
