"""The table's sounds: made by the app itself, played by Qt's QSoundEffect when the table announces
an event, off with Edit → Sounds (remembered). These tests run without an audio device: playing
there is silent and must not fail anything."""

import os
import threading
import wave

import pytest
from PySide6.QtCore import QSettings

from cloudtable.engine import Seat, new_match
from cloudtable.engine.message import Message
from cloudtable.preferences import Preferences
from cloudtable.ui import sounds
from cloudtable.ui.table.announce import Announcement


@pytest.mark.parametrize("name", sorted(sounds.SOUNDS))
def test_each_sound_is_made_by_the_app(tmp_path, name):
    """A short mono WAV, never clipped, that starts and ends quietly (no click)."""
    path = tmp_path / f"{name}.wav"
    sounds.write_wav(path, name)
    with wave.open(str(path)) as read:
        assert (read.getnchannels(), read.getsampwidth(), read.getframerate()) == (1, 2, sounds.RATE)
        seconds = read.getnframes() / sounds.RATE
    assert 0.5 <= seconds <= 1.5
    samples = sounds.samples(name)
    assert max(abs(x) for x in samples) == pytest.approx(sounds.PEAK)
    assert abs(samples[0]) < 0.05 and max(abs(x) for x in samples[-20:]) < 0.05


@pytest.mark.parametrize("name", sorted(sounds.SOUNDS))
def test_each_sound_is_the_sum_of_its_voices_sample_by_sample(name):
    """The notes are added where they sound (sounds.samples): the very numbers the mix gives
    for each sample, silent notes and all."""
    length, voice = sounds.SOUNDS[name]
    raw = [voice(i / sounds.RATE) for i in range(int(length * sounds.RATE))]
    loudest = max(abs(x) for x in raw)
    assert sounds.samples(name) == [sounds.PEAK * x / loudest for x in raw]


def test_the_sounds_differ():
    made = {name: sounds.samples(name)[:4000] for name in sounds.SOUNDS}
    assert len({tuple(round(x, 3) for x in s) for s in made.values()}) == len(made)


def test_the_switch_is_remembered(tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert Preferences(settings).sound is True  # on until turned off
    Preferences(settings).sound = False
    assert Preferences(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)).sound is False


def test_edit_sounds_turns_them_off_and_on(qtbot, window, preferences):
    action = window.sound_action
    assert action in window.edit_menu.actions() and action.isCheckable() and action.isChecked()
    action.trigger()
    assert not action.isChecked() and preferences.sound is False
    assert window.sounds.play("round") is False  # muted: nothing is played
    action.trigger()
    assert action.isChecked() and preferences.sound is True


def qt_multimedia():
    cls = sounds.sound_effect_class()
    if cls is None:
        if os.environ.get("CI"):
            pytest.fail("QtMultimedia cannot be loaded in CI: PySide6-Addons and libpulse0 are installed there")
        pytest.skip("QtMultimedia cannot be loaded here (PySide6-Addons, or on Linux libpulse0, missing)")
    return cls


def test_an_announcement_plays_its_sound_unless_muted(qtbot, window, preferences):
    """With QtMultimedia: the sound of an announced event is synthesized into a WAV and played by a
    QSoundEffect (silently here: no audio device, and nothing fails); muted, nothing plays."""
    base = qt_multimedia()

    class Counting(base):
        plays: list = []

        def play(self):
            Counting.plays.append(self.source().fileName())
            super().play()

    window.sounds._class, window.sounds._looked = Counting, True
    window.sounds.prepare()
    window.sounds.wait_until_ready()
    seats = [Seat("Anna"), Seat("Bruno", kind="computer")]
    window.start_match(new_match("strange-world", 2, seed=5, seats=seats))
    said = Announcement(Message("StrangeWorldTable", "Round {round}/{rounds} begins"), None, "round")
    window.scene.announce(said)
    window.scene.announce(said)
    assert Counting.plays == ["round.wav", "round.wav"]  # made once, played twice
    effect = window.sounds._effects["round"]
    with wave.open(effect.source().toLocalFile()) as read:
        assert read.getnframes() > 0
    qtbot.wait(200)  # the audio backend answers (no device here): the game goes on
    window.sound_action.trigger()
    window.scene.announce(said)
    assert len(Counting.plays) == 2 and window.scene.bubbles  # said, not heard


def test_the_files_are_made_on_a_thread_once_and_kept(qtbot, preferences, tmp_path, monkeypatch):
    """Making a sound is seconds of arithmetic: never on the window's thread at an announcement.
    Before its file is made a sound is skipped; a second start finds the files made."""
    qt_multimedia()
    folder = tmp_path / "cache"
    first = sounds.Sounds(preferences, folder=folder)
    made_on: list = []
    real = sounds.write_wav
    monkeypatch.setattr(
        sounds, "write_wav", lambda path, name: made_on.append(threading.current_thread()) or real(path, name)
    )
    assert first.play("round") is False  # not made yet: silent, and the making starts
    first.wait_until_ready(timeout=60)
    assert sorted(p.name for p in folder.iterdir()) == sorted(f"{name}.wav" for name in sounds.SOUNDS)
    assert made_on and threading.main_thread() not in made_on
    assert first.play("round") is True
    made_on.clear()
    second = sounds.Sounds(preferences, folder=folder)
    second.prepare()
    second.wait_until_ready(timeout=60)
    assert made_on == [] and second.play("win") is True  # kept from the first start


def test_a_cache_that_cannot_be_written_leaves_the_game_silent(qtbot, preferences, tmp_path):
    qt_multimedia()
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    quiet = sounds.Sounds(preferences, folder=blocker / "sounds")
    quiet.prepare()
    quiet.wait_until_ready(timeout=60)
    assert quiet.play("round") is False


def test_a_sound_file_is_written_whole_or_not_at_all(tmp_path, monkeypatch):
    path = tmp_path / "round.wav"
    monkeypatch.setattr(sounds, "wav_bytes", lambda name: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(OSError):
        sounds.write_wav(path, "round")
    assert list(tmp_path.iterdir()) == []


def test_the_sounds_are_loaded_ahead_while_the_window_waits(qtbot, preferences, tmp_path, monkeypatch):
    """Each QSoundEffect is made after the files, one at a time, not at its first announcement
    (where making one took 7-25 ms: a dropped frame in the middle of a game)."""
    qt_multimedia()
    ahead = sounds.Sounds(preferences, folder=tmp_path / "cache")
    ahead.prepare()
    assert not ahead.loaded
    qtbot.waitUntil(lambda: ahead.loaded, timeout=20_000)
    assert len(ahead._effects) == len(sounds.SOUNDS)
    made = dict(ahead._effects)
    monkeypatch.setattr(ahead, "_effect", lambda name: pytest.fail(f"{name} made at its announcement"))
    assert all(ahead.play(name) for name in sounds.SOUNDS)
    assert ahead._effects == made


def test_a_second_window_uses_the_sounds_the_first_loaded(qtbot, preferences, tmp_path, monkeypatch):
    """The sounds of one version are the same files wherever its folder is: a second window (each
    test has its own cache folder) neither writes them again nor loads them again."""
    qt_multimedia()
    first = sounds.Sounds(preferences, folder=tmp_path / "one" / sounds.tones_version())
    first.prepare()
    qtbot.waitUntil(lambda: first.loaded, timeout=20_000)
    monkeypatch.setattr(sounds, "write_wav", lambda path, name: pytest.fail(f"{name} written again"))
    monkeypatch.setattr(sounds.Sounds, "_effect", lambda self, name: pytest.fail(f"{name} loaded again"))
    second = sounds.Sounds(preferences, folder=tmp_path / "two" / sounds.tones_version())
    second.prepare()
    assert second.loaded and second._thread is None
    assert second._effects == first._effects
    assert all(second.play(name) for name in sounds.SOUNDS)
