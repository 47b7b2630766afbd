"""Saves never lose a game: faults of the disk, of the folders and of the files themselves.

The disk-full cases run on a real 1 MB tmpfs where this machine lets us mount one (as root),
and under a real file-size limit (RLIMIT_FSIZE) always.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import contract
from cloudtable import storage
from cloudtable.engine import SaveFileError, Seat, get_game, load_match, new_match
from cloudtable.engine.game import FIRST
from cloudtable.engine.match import MAX_NAME_LENGTH
from random_play import play_randomly

ROOT = Path(__file__).parent.parent


def long_cloud9_match(moves=400):
    """A Cloud 9 game whose save is more than 12 KB."""
    m = new_match("cloud9", 4, seed=3, bot_secret=3)
    return play_randomly(m, moves)


def small_match():
    return play_randomly(new_match("sky-steps", 2, seed=8, bot_secret=8), 2)  # the same game every time


# --- a full disk, a file-size limit ----------------------------------------------------------------
@pytest.fixture
def tiny_disk(tmp_path):
    """A real 1 MB tmpfs, filled up to its last 8 KB once a first small save is on it."""
    mount_point = tmp_path / "disk"
    mount_point.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount_point)], capture_output=True)
    if done.returncode != 0:
        pytest.skip("this machine does not let the tests mount a tmpfs (needs root)")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def fill(folder: Path, leave: int) -> None:
    free = os.statvfs(folder).f_bavail * os.statvfs(folder).f_frsize
    with open(folder / "filler", "wb") as handle:
        handle.write(b"\0" * max(0, free - leave))


def test_a_save_that_does_not_fit_on_the_disk_fails_and_keeps_the_old_save(tiny_disk):
    path = tiny_disk / "mine.cloudtable"
    storage.save_match(small_match(), path)
    before = path.read_bytes()
    big = long_cloud9_match()
    assert len(big.to_json().encode()) > 12_000  # more than the 8 KB left
    fill(tiny_disk, leave=8192)
    with pytest.raises(storage.WriteError) as error:
        storage.save_match(big, path)
    assert "the disk is full" in str(error.value)
    assert path.read_bytes() == before
    assert load_match(path.read_bytes()).history == small_match().history


def test_the_autosave_on_a_full_disk_keeps_the_last_good_one(tiny_disk, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tiny_disk))
    slot = storage.AutosaveSlot.new()
    slot.write(small_match())
    before = slot.path.read_bytes()
    fill(tiny_disk, leave=8192)
    with pytest.raises(storage.WriteError) as error:
        slot.write(long_cloud9_match())
    assert "the disk is full" in str(error.value)
    assert slot.path.read_bytes() == before
    games = storage.unfinished_games().games  # the game stays in the list, as it was
    assert [g.path for g in games] == [slot.path] and games[0].moves == 2


def test_an_autosave_after_a_move_on_a_full_disk_is_told_and_keeps_the_last_good_one(qtbot, tiny_disk, monkeypatch):
    """The moves' autosaves are written by a thread of their own: its failure is told on the main
    thread, once in a box (autosave_off), at each move in the status bar."""
    import threading

    from cloudtable.ui.session import GameSession

    monkeypatch.setenv("XDG_DATA_HOME", str(tiny_disk))
    match = long_cloud9_match(250)  # more than the 8 KB left once written (and not over)
    session = GameSession(match, bot_pause_ms=1)
    told, off = [], []
    session.problem.connect(lambda message: told.append((threading.current_thread(), message.english())))
    session.autosave_off.connect(lambda message: off.append(message.english()))
    session.save_autosave()  # the first, written whole
    before = session.slot.path.read_bytes()
    fill(tiny_disk, leave=8192)
    for _ in range(2):
        match.apply(match.legal_actions()[0])
        session._after_change()  # what a move does after it is applied
    qtbot.waitUntil(lambda: not session.slot.writing and len(told) >= 1, timeout=5000)
    session.flush_autosave()
    assert told and all(thread is threading.main_thread() for thread, _text in told)
    assert all("the disk is full" in text for _thread, text in told) and len(off) == 1
    assert session.slot.path.read_bytes() == before
    session.stop()
    session.slot.release()


FSIZE_CHILD = r"""
import resource, sys
from cloudtable import storage
from cloudtable.engine import new_match
sys.path.insert(0, "tests")
from random_play import play_randomly
path = sys.argv[1]
storage.save_match(play_randomly(new_match("cloud9", 2, seed=8, bot_secret=8), 2), path)  # the good save
resource.setrlimit(resource.RLIMIT_FSIZE, (8192, 8192))
big = play_randomly(new_match("cloud9", 4, seed=3, bot_secret=3), 400)
try:
    storage.save_match(big, path)
except storage.WriteError as error:
    print("refused:", error)
else:
    print("saved")
"""


def test_a_file_size_limit_fails_the_save_and_keeps_the_old_one(tmp_path):
    path = tmp_path / "mine.cloudtable"
    out = subprocess.run(
        [sys.executable, "-c", FSIZE_CHILD, str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("refused:"), out.stdout
    good = play_randomly(new_match("cloud9", 2, seed=8, bot_secret=8), 2)
    assert load_match(path.read_bytes()).history == good.history


def test_a_short_write_is_a_failure_even_without_an_error(tmp_path, monkeypatch):
    # What Qt does when the disk fills: it takes part of the bytes and reports no error.
    from PySide6.QtCore import QSaveFile

    path = tmp_path / "mine.cloudtable"
    storage.save_match(small_match(), path)
    before = path.read_bytes()
    real_write = QSaveFile.write
    monkeypatch.setattr(QSaveFile, "write", lambda self, data: real_write(self, bytes(data)[:100]) and 0)
    with pytest.raises(storage.WriteError) as error:
        storage.save_match(long_cloud9_match(), path)
    assert "only part of the game could be written" in str(error.value)
    assert path.read_bytes() == before


# --- folders that cannot be used ----------------------------------------------------------------
def test_an_unusable_data_folder_is_a_write_error_not_a_crash(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))
    slot = storage.AutosaveSlot.new()
    with pytest.raises(storage.WriteError) as error:
        slot.write(small_match())
    assert "cannot be used" in str(error.value)
    assert storage.unfinished_games().games == []
    assert not slot.delete()  # no error at the end of a game
    assert storage.saves_dir() == Path.home()


# --- files that are not saves ------------------------------------------------------------------------
def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.cloudtable"
    os.mkfifo(fifo)
    started = time.monotonic()
    with pytest.raises(SaveFileError) as error:
        storage.read_match(fifo)
    assert time.monotonic() - started < 5  # (nothing waits for a writer)
    assert "not a file" in str(error.value)


def test_a_link_to_a_device_and_a_folder_are_refused(tmp_path):
    zero = tmp_path / "zero.cloudtable"
    zero.symlink_to("/dev/zero")
    for path in (zero, tmp_path):
        with pytest.raises(SaveFileError) as error:
            storage.read_match(path)
        assert "not a file" in str(error.value)


def test_never_more_than_the_limit_is_read_whatever_the_size_says():
    # /proc files say they are empty and are not.
    with pytest.raises(SaveFileError) as error:
        storage.read_bytes("/proc/self/maps", limit=64)
    assert "too large" in str(error.value)


def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "windows.cloudtable"
    m = small_match()
    path.write_bytes(b"\xef\xbb\xbf" + m.to_json().encode("utf-8"))
    assert storage.read_match(path).history == m.history
    assert load_match("\ufeff" + m.to_json()).history == m.history


# --- leftovers of an interrupted save ----------------------------------------------------------------------
def test_stale_temporary_files_of_our_saves_are_cleaned_up_at_the_next_save(tmp_path):
    old = tmp_path / "game.cloudtable.Ab12Cd"
    fresh = tmp_path / "game.cloudtable.Zz99Yy"
    other = tmp_path / "notes.txt.Ab12Cd"
    for path in (old, fresh, other):
        path.write_text("{")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    storage.save_match(small_match(), tmp_path / "game.cloudtable")
    assert not old.exists()
    assert fresh.exists() and other.exists()  # one may be being written; the other is not ours


# --- the damaged autosave --------------------------------------------------------------------------------------
def test_a_damaged_autosave_is_kept_aside_and_reported():
    slot, other = storage.AutosaveSlot.new(), storage.AutosaveSlot.new()
    slot.write(small_match())
    other.write(small_match())
    slot.release()
    slot.path.write_bytes(slot.path.read_bytes()[:100])
    listing = storage.unfinished_games()
    assert [g.path for g in listing.games] == [other.path]  # the others are still listed
    [damaged] = listing.damaged
    assert damaged.path == slot.path and "not valid JSON" in damaged.message.english()
    assert damaged.kept.exists() and not slot.path.exists()
    assert storage.unfinished_games().damaged == []  # it does not come back at the next start


def test_a_damaged_autosave_of_the_earlier_single_slot_is_kept_aside_too():
    legacy = storage.data_dir() / "autosave.cloudtable"
    legacy.write_text("{ broken")
    [damaged] = storage.unfinished_games().damaged
    assert "not valid JSON" in damaged.message.english() and damaged.kept.read_text() == "{ broken"
    assert storage.unfinished_games().games == [] and storage.unfinished_games().damaged == []


# --- a data folder that cannot be written -------------------------------------------------------------------
@pytest.fixture
def read_only_data(tmp_path, monkeypatch):
    """The data folder on a real tmpfs that the test makes read-only (`make_read_only()`): root
    may write in any folder whatever its mode, but not on a file system mounted read-only."""
    mount_point = tmp_path / "data"
    mount_point.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount_point)], capture_output=True)
    if done.returncode != 0:
        pytest.skip("this machine does not let the tests mount a tmpfs (needs root)")
    monkeypatch.setenv("XDG_DATA_HOME", str(mount_point))

    def make_read_only():
        subprocess.run(["mount", "-o", "remount,ro", str(mount_point)], check=True)
        assert not os.access(mount_point, os.W_OK) or _cannot_write(mount_point)

    try:
        yield make_read_only
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def _cannot_write(folder: Path) -> bool:
    try:
        (folder / "probe").write_text("x")
    except OSError:
        return True
    return False


def test_a_read_only_data_folder_never_offers_an_ended_game(read_only_data):
    ended, unfinished = storage.AutosaveSlot.new(), storage.AutosaveSlot.new()
    m = small_match()
    while not m.is_over:
        m.apply(m.legal_actions()[0])
    ended.write(m)
    unfinished.write(small_match())
    ended.release()
    unfinished.release()
    read_only_data()
    games = storage.unfinished_games().games  # the ended game cannot be deleted, and is not listed
    assert [g.path for g in games] == [unfinished.path] and ended.path.exists()
    slot = storage.AutosaveSlot(unfinished.path)
    assert slot.acquire() and not slot.held  # no lock can be made there: nothing can be written either
    with pytest.raises(storage.WriteError):
        slot.write(small_match())
    assert not slot.delete() and unfinished.path.exists()


# --- documents that escaped SaveFileError ---------------------------------------------------------------------
def saved(change, game_id="cloudy-kingdom"):
    m = play_randomly(new_match(game_id, 2, seed=4), 4)
    data = json.loads(m.to_json())
    change(data)
    return json.dumps(data, ensure_ascii=False)


def put(path, value):
    def change(data):
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


BAD_DOCUMENTS = {
    "an option that is a list": saved(put(["options", "magic"], [])),
    "an option that is an object": saved(put(["options", "magic"], {})),
    "a seed of 5000 digits": saved(put(["seed"], 0)).replace('"seed": 0', '"seed": ' + "9" * 5000),
    "a card of 5000 digits": saved(put(["history", 0, "cell"], 0)).replace('"cell": 0', '"cell": ' + "7" * 5000, 1),
    "a boolean for a number in a move": saved(put(["history", 0, "turns"], True)),
    "a boolean seed": saved(put(["seed"], True)),
    "a negative seed": saved(put(["seed"], -1)),
    "NaN": saved(put(["seed"], 0)).replace('"seed": 0', '"seed": NaN'),
    "a lone surrogate in a name": saved(put(["players", 0, "name"], "\ud800")),
    "a name too long": saved(put(["players", 0, "name"], "x" * (MAX_NAME_LENGTH + 1))),
    "a huge name": saved(put(["players", 0, "name"], "y" * 1_000_000)),
    "a line break in a name": saved(put(["players", 0, "name"], "a\nb")),
    "an empty name": saved(put(["players", 0, "name"], "  ")),
    "a colour that is markup": saved(put(["players", 0, "colour"], "<b>red</b>")),
    "one player only": saved(lambda d: d["players"].pop()),
    "a move type that is a list": saved(put(["history", 0, "type"], ["PlayRoute"])),
    "a state that is not an object": saved(put(["state"], [])),
    "a tampered snapshot with true for 1": saved(put(["state", "actor"], True)),
}


@pytest.mark.parametrize("name", sorted(BAD_DOCUMENTS))
def test_every_bad_document_gives_a_save_file_error(name):
    with pytest.raises(SaveFileError) as error:
        load_match(BAD_DOCUMENTS[name])
    assert error.value.message.context == "SaveFile"


def test_a_name_that_cannot_be_written_never_reaches_a_save(tmp_path):
    with pytest.raises(ValueError, match="name"):
        Seat("\udc80")  # refused where it enters (issue 18)
    m = new_match("sky-steps", 2, seed=1, seats=[Seat("A"), Seat("B")])
    object.__setattr__(m.seats[0], "name", "\udc80")  # should one slip in anyway, by a bug
    path = tmp_path / "game.cloudtable"
    storage.save_match(small_match(), path)
    with pytest.raises(storage.WriteError):
        storage.save_match(m, path)
    assert load_match(path.read_bytes())  # the old save is whole


# The games that let the players say who begins (the option "first").
CHOOSING_FIRST = [
    game_id for game_id in contract.game_ids() if FIRST in {option.key for option in get_game(game_id).options}
]


@pytest.mark.parametrize("game_id", CHOOSING_FIRST)
def test_a_save_of_format_1_loads_as_the_same_game(game_id):
    """Before format 2 the first seat always began and saves had no option "first"."""
    m = play_randomly(new_match(game_id, contract.most_players(game_id, 3), seed=6, first=0), 30)
    data = json.loads(m.to_json())
    data["format_version"] = 1
    del data["options"]["first"]
    loaded = load_match(json.dumps(data))
    assert loaded.snapshot() == m.snapshot() and loaded.options["first"] == 0


@pytest.mark.parametrize("game_id", CHOOSING_FIRST)
def test_who_begins_is_chosen_at_random_or_as_the_players_say(game_id):
    players = contract.most_players(game_id, 4)
    firsts = {new_match(game_id, players, seed=seed).current_player for seed in range(40)}
    assert firsts == set(range(players))  # at random by default
    assert {new_match(game_id, players, seed=seed, first=players - 1).current_player for seed in range(5)} == {
        players - 1
    }
    from cloudtable.engine import IllegalAction

    few = contract.some_players(game_id, 2)
    with pytest.raises(IllegalAction):
        new_match(game_id, few, seed=1, first=few)  # there is no such seat


def test_text_no_file_can_store_is_refused_saying_nothing_was_written(tmp_path):
    path = tmp_path / "mine.cloudtable"
    storage.save_match(small_match(), path)
    before = path.read_bytes()
    with pytest.raises(storage.WriteError) as error:
        storage.write_atomic(path, '{"name": "\ud800"}')
    assert "nothing was written" in str(error.value) and "only part" not in str(error.value)
    assert path.read_bytes() == before
