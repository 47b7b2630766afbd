"""Files on disk: atomic saves, the autosave, refusing huge or unreadable files."""

import json
import os
import threading
import time

import pytest

from cloudtable import storage
from cloudtable.engine import SaveFileError, choose_action, new_match
from cloudtable.engine.savefile import MAX_BYTES, MoveTexts, dump_data, dump_match, match_to_data


def a_match(moves=3):
    m = new_match("sky-steps", 2, seed=8)
    for _ in range(moves):
        m.apply(choose_action(m, "random"))
    return m


def test_save_and_read_back(tmp_path):
    path = tmp_path / "game.cloudtable"
    m = a_match()
    storage.save_match(m, path)
    assert storage.read_match(path).snapshot() == m.snapshot()


def test_a_failed_save_leaves_the_old_file_whole(tmp_path):
    path = tmp_path / "game.cloudtable"
    storage.save_match(a_match(1), path)
    before = path.read_bytes()
    os.chmod(tmp_path, 0o500)  # the folder is read-only: the temporary file cannot be made
    try:
        if os.access(tmp_path, os.W_OK):
            pytest.skip("running as a user who can write anywhere")
        with pytest.raises(storage.WriteError) as err:
            storage.save_match(a_match(3), path)
        assert "could not be saved" in str(err.value)
    finally:
        os.chmod(tmp_path, 0o700)
    assert path.read_bytes() == before


def test_a_save_into_a_missing_folder_fails_cleanly(tmp_path):
    with pytest.raises(storage.WriteError):
        storage.save_match(a_match(), tmp_path / "no" / "such" / "folder" / "x.cloudtable")


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.cloudtable"
    with open(path, "wb") as f:
        f.truncate(MAX_BYTES * 4)  # sparse: big on paper, nothing on disk
    with pytest.raises(SaveFileError) as err:
        storage.read_match(path)
    assert "too large" in str(err.value)


def test_a_missing_file(tmp_path):
    with pytest.raises(SaveFileError) as err:
        storage.read_match(tmp_path / "gone.cloudtable")
    assert "cannot be read" in str(err.value)


def finished(m):
    while not m.is_over:
        m.apply(choose_action(m, "random"))
    return m


def listed():
    return [(g.path, g.moves) for g in storage.unfinished_games().games]


def test_every_unfinished_game_has_its_own_autosave_and_an_ended_one_is_never_listed():
    first, second = storage.AutosaveSlot.new(), storage.AutosaveSlot.new()
    assert first.path != second.path and first.path.parent == storage.autosaves_dir()
    a, b = a_match(2), a_match(1)
    first.write(a)
    second.write(b)
    assert sorted(listed()) == sorted([(first.path, 2), (second.path, 1)])
    assert storage.read_autosave(first.path).history == a.history
    first.write(finished(a))  # its last move is autosaved (then the window deletes it)
    assert listed() == [(second.path, 1)]  # an ended game's autosave is never offered ...
    assert first.path.exists()  # ... and is left alone while a window holds it (an undo may follow)
    first.release()
    assert listed() == [(second.path, 1)] and not first.path.exists()  # ... and deleted when it is met
    assert second.delete() and listed() == []
    second.release()
    assert list(storage.autosaves_dir().iterdir()) == []  # no lock is left behind


def test_the_newest_game_comes_first_with_what_the_list_shows():
    from cloudtable.engine import Seat

    old, new = storage.AutosaveSlot.new(), storage.AutosaveSlot.new()
    old.write(new_match("sky-steps", 2, seed=1, seats=[Seat("Anna"), Seat("Ben")]))
    new.write(a_match(3))
    os.utime(old.path, (1_000_000, 1_000_000))
    games = storage.unfinished_games().games
    assert [g.path for g in games] == [new.path, old.path]
    assert games[1].players == ("Anna", "Ben") and games[1].moves == 0 and games[1].modified == 1_000_000
    assert games[0].game.id == "sky-steps" and games[0].elsewhere  # held: this process plays it
    new.release()
    assert not storage.unfinished_games().games[0].elsewhere


def test_the_round_a_game_has_reached_is_in_its_own_words():
    m = new_match("strange-world", 3, seed=2)
    assert m.progress.english() == "Round 1 of 5"
    assert new_match("strange-world", 1, seed=2).progress.english() == "Turn 1 of 5"
    assert new_match("cloud9", 3, seed=2).progress.english() == "Voyage 1"
    assert new_match("cloudy-kingdom", 3, seed=2).progress is None  # the list counts its moves


def test_the_single_autosave_of_earlier_versions_joins_the_list():
    legacy = storage.data_dir() / "autosave.cloudtable"
    m = a_match(2)
    legacy.write_text(m.to_json())
    games = storage.unfinished_games().games
    assert len(games) == 1 and games[0].path.parent == storage.autosaves_dir() and games[0].moves == 2
    assert not legacy.exists()
    assert storage.read_autosave(games[0].path).history == m.history


def test_data_folder_follows_xdg(private_folders):
    assert str(storage.data_dir()).startswith(str(private_folders / "data"))


# --- the autosave's writing thread ------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["cloudy-kingdom", "strange-world", "cloud9", "sky-steps"])
def test_an_autosave_written_again_after_each_move_is_the_whole_save(game_id):
    """The moves' texts are kept from one autosave to the next: the file is the same as a save
    dumped whole, move after move, after an undo too."""
    slot = storage.AutosaveSlot.new()
    m = new_match(game_id, 2, seed=5, bot_secret=5)
    for number in range(40):
        if m.is_over:
            break
        m.apply(choose_action(m, "random"))
        if number == 20:
            m.undo(3)  # replayed: new steps, the same actions
        slot.write_later(m)
        slot.wait()
        assert slot.path.read_text() == m.to_json()
    assert all(error is None for _number, error in slot.finished())
    slot.release()


def test_moves_already_dumped_are_not_dumped_again():
    m = a_match(3)
    data, moves = match_to_data(m), MoveTexts()
    assert dump_data(data, moves) == dump_match(m)
    texts = moves.texts(data["history"])
    assert all(a is b for a, b in zip(moves.texts(data["history"]), texts, strict=True))


class Gate:
    """write_atomic held at its first call until opened; every call noted (thread, moves)."""

    def __init__(self, monkeypatch, fail=None):
        self.entered, self.opened, self.calls = threading.Event(), threading.Event(), []
        real = storage.write_atomic

        def write_atomic(path, text):
            self.calls.append((threading.current_thread(), len(json.loads(text)["history"])))
            if len(self.calls) == 1:
                self.entered.set()
                assert self.opened.wait(10)
            if fail is not None:
                raise fail
            real(path, text)

        monkeypatch.setattr(storage, "write_atomic", write_atomic)


def test_autosaves_are_written_in_order_off_the_calling_thread_and_the_newest_wins(monkeypatch):
    gate = Gate(monkeypatch)
    slot = storage.AutosaveSlot.new()
    m = new_match("sky-steps", 2, seed=8)
    m.apply(choose_action(m, "random"))
    assert slot.write_later(m) == 1
    assert gate.entered.wait(10) and slot.writing
    for _ in range(4):  # while the first is being written: each replaces the one waiting
        m.apply(choose_action(m, "random"))
        slot.write_later(m)
    assert not slot.path.exists()  # nothing was written by this thread
    gate.opened.set()
    slot.wait()
    assert [moves for _thread, moves in gate.calls] == [1, 5]
    assert all(thread is not threading.main_thread() for thread, _moves in gate.calls)
    assert slot.finished() == [(1, None), (5, None)] and not slot.writing
    assert slot.path.read_text() == m.to_json()
    slot.release()


def test_a_game_that_ends_while_its_autosave_is_written_leaves_no_file(monkeypatch):
    slot = storage.AutosaveSlot.new()
    slot.write(a_match(1))
    gate = Gate(monkeypatch)
    slot.write_later(a_match(2))
    assert gate.entered.wait(10)
    slot.write_later(a_match(3))  # waiting: dropped by the delete
    threading.Timer(0.2, gate.opened.set).start()
    assert slot.delete()  # waits for the write being made, then deletes
    assert not slot.path.exists() and [moves for _t, moves in gate.calls] == [2]
    slot.release()


def test_a_write_made_now_comes_after_those_handed_to_the_thread(monkeypatch):
    gate = Gate(monkeypatch)
    slot = storage.AutosaveSlot.new()
    slot.write_later(a_match(1))
    assert gate.entered.wait(10)
    threading.Timer(0.2, gate.opened.set).start()
    slot.write(a_match(3))  # waits for the one being written: never overtaken by it
    assert len(json.loads(slot.path.read_text())["history"]) == 3
    assert slot.finished() == [(1, None)]
    slot.release()


def test_releasing_a_slot_waits_for_its_writes(monkeypatch):
    gate = Gate(monkeypatch)
    slot = storage.AutosaveSlot.new()
    slot.write_later(a_match(2))
    assert gate.entered.wait(10)
    threading.Timer(0.2, gate.opened.set).start()
    slot.release()  # another window may take the game now: it is whole on disk
    assert len(json.loads(slot.path.read_text())["history"]) == 2 and not slot.writing
    for _ in range(200):  # and its thread ends
        if not slot._writer._thread_alive:
            break
        time.sleep(0.01)
    assert not slot._writer._thread_alive


def test_a_failed_write_on_the_thread_is_kept_for_the_main_thread(tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))
    slot = storage.AutosaveSlot.new()
    slot.write_later(a_match(1))
    slot.wait()
    [(number, error)] = slot.finished()
    assert number == 1 and isinstance(error, storage.WriteError) and "cannot be used" in str(error)


EXIT_CHILD = r"""
import sys, time
sys.path.insert(0, "tests")
from cloudtable import storage
from cloudtable.engine import choose_action, new_match
real = storage.write_atomic
storage.write_atomic = lambda path, text: (time.sleep(0.5), real(path, text))  # a slow disk
slot = storage.AutosaveSlot.new()
m = new_match("cloud9", 2, seed=8, bot_secret=8)
for _ in range(3):
    m.apply(choose_action(m, "random"))
slot.write_later(m)
print(slot.path, flush=True)
"""


def test_a_process_that_ends_waits_for_its_autosave(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).parent.parent
    out = subprocess.run(
        [sys.executable, "-c", EXIT_CHILD],
        capture_output=True,
        text=True,
        cwd=root,
        env=dict(os.environ, PYTHONPATH=str(root)),
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    path = Path(out.stdout.strip())
    assert len(json.loads(path.read_text())["history"]) == 3


def test_a_recent_file_is_named_by_its_game_and_its_time_read_again_when_it_changes(tmp_path):
    path = tmp_path / "game.cloudtable"
    storage.save_match(a_match(), path)
    os.utime(path, (1_800_000_000, 1_800_000_000))
    recent = storage.recent_game(str(path))
    assert recent is not None and recent.game.id == "sky-steps" and recent.saved == 1_800_000_000
    storage.save_match(new_match("cloud9", 2, seed=1), path)  # another game in the same file
    assert storage.recent_game(str(path)).game.id == "cloud9"
    path.write_text('{"format": "something else"}')
    assert storage.recent_game(str(path)) is None
    assert storage.recent_game(str(tmp_path / "gone.cloudtable")) is None
