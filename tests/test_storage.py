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


def test_autosave_offers_only_unfinished_games():
    m = a_match(2)
    storage.write_autosave(m)
    assert storage.read_autosave().history == m.history
    while not m.is_over:
        m.apply(choose_action(m, "random"))
    storage.write_autosave(m)
    assert storage.read_autosave() is None
    storage.autosave_path().write_text("{ broken")
    with pytest.raises(storage.DamagedAutosave):  # said, not dropped in silence
        storage.read_autosave()
    assert storage.read_autosave() is None
    storage.write_autosave(a_match(1))
    storage.clear_autosave()
    assert not storage.autosave_path().exists()


def test_data_folder_follows_xdg(private_folders):
    assert str(storage.data_dir()).startswith(str(private_folders / "data"))
