"""Files on disk: atomic saves, the autosave, refusing huge or unreadable files."""

import os

import pytest

from cloudtable import storage
from cloudtable.engine import SaveFileError, choose_action, new_match
from cloudtable.engine.savefile import MAX_BYTES


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
