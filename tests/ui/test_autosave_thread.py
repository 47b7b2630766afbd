"""The autosave after a move is written by a thread of its own: the UI thread goes on at once,
the writes are made in order, a failure is told on the main thread, and nothing waiting is lost
when the game is left or the window closes."""

import json
import threading

from cloudtable import storage
from cloudtable.engine import Seat, new_match
from cloudtable.ui.session import GameSession

PEOPLE = [Seat("Anna"), Seat("Ben")]


def gated_writes(monkeypatch):
    """write_atomic, each call noted (thread, moves) and held until `opened` is set."""
    opened, calls = threading.Event(), []
    real = storage.write_atomic

    def write_atomic(path, text):
        calls.append((threading.current_thread(), len(json.loads(text)["history"])))
        assert opened.wait(10)
        real(path, text)

    monkeypatch.setattr(storage, "write_atomic", write_atomic)
    return opened, calls


def move(session):
    seat = session.match.current_player
    session.show_to(seat)  # the hand-off screen answered
    assert session.play(session.match.legal_actions()[0]) is None


def test_a_move_returns_before_its_autosave_is_written_and_the_ui_thread_never_writes(qtbot, monkeypatch):
    session = GameSession(new_match("sky-steps", 2, seed=4, seats=PEOPLE), bot_pause_ms=1)
    session.start()
    opened, calls = gated_writes(monkeypatch)
    move(session)  # returns while the write is held
    move(session)
    assert session.autosaved is None and session.slot.writing
    opened.set()
    qtbot.waitUntil(lambda: session.autosaved == 2, timeout=5000)
    assert calls and all(thread is not threading.main_thread() for thread, _moves in calls)
    assert [moves for _thread, moves in calls][-1] == 2  # the newest last; one waiting may be skipped
    assert session.slot.path.read_text() == session.match.to_json()
    session.slot.release()


def test_an_autosave_that_fails_on_the_thread_is_told_on_the_main_thread(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))
    session = GameSession(new_match("sky-steps", 2, seed=4, seats=PEOPLE), bot_pause_ms=1)
    told, off = [], []
    session.problem.connect(lambda message: told.append((threading.current_thread(), message.english())))
    session.autosave_off.connect(lambda message: off.append(message.english()))
    session.start()
    move(session)
    assert told == []  # the write fails later, on its thread
    qtbot.waitUntil(lambda: len(told) == 1, timeout=5000)
    move(session)
    qtbot.waitUntil(lambda: len(told) == 2, timeout=5000)
    assert all(thread is threading.main_thread() for thread, _text in told)
    assert "The autosave failed" in told[0][1] and "cannot be used" in told[0][1]
    assert len(off) == 1 and "cannot be autosaved" in off[0]  # told once
    assert session.autosaved is None


def test_closing_the_window_waits_for_the_last_autosave(qtbot, window, monkeypatch):
    window.start_match(new_match("sky-steps", 2, seed=4, seats=PEOPLE))
    session = window.session
    path = session.slot.path
    opened, _calls = gated_writes(monkeypatch)
    move(session)
    threading.Timer(0.3, opened.set).start()
    window.close()  # the game is left: its last move is on disk first
    assert len(json.loads(path.read_text())["history"]) == 1
    [game] = storage.unfinished_games().games
    assert game.path == path and game.moves == 1 and not game.elsewhere


def test_a_game_that_ends_is_deleted_after_its_last_writes(qtbot, window, monkeypatch):
    window.start_match(new_match("sky-steps", 2, seed=4, seats=PEOPLE))
    session = window.session
    path = session.slot.path
    opened, _calls = gated_writes(monkeypatch)
    threading.Timer(0.3, opened.set).start()
    with qtbot.waitSignal(window.record_kept, timeout=5000):  # (the autosave goes once the record is kept)
        while not session.match.is_over:
            move(session)
    qtbot.waitUntil(lambda: window.result.isVisible(), timeout=5000)
    assert not path.exists() and storage.unfinished_games().games == []
