"""The table's sounds: short tones the app makes itself (no recorded file is shipped), played
with Qt's own QSoundEffect when an event is announced on the table (table/announce.py), unless
the person turned them off (Edit → Sounds, remembered in preferences.py).

Why QSoundEffect: it is made for exactly this, short sounds started at once, the same on Linux,
Windows and macOS. It lives in QtMultimedia, which PySide6-Addons brings (pyproject.toml); on
Linux it needs the PulseAudio client library (libpulse0), which desktops have. Where it cannot
be loaded, or no audio device answers, the game is simply silent: nothing here ever fails a move.

QSoundEffect plays files, not memory: each sound is synthesized into a WAV file in the app's
cache folder, once per version of the tones. That is seconds of arithmetic in Python (measured:
0.7-2 s for one sound, which froze the table at its first announcement), so it is done on a
thread of its own after the window's first frame, and a later start finds the files made.
"""

from __future__ import annotations

import functools
import io
import math
import os
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

RATE = 22050  # samples per second: plenty for tones under 3 kHz
PEAK = 0.42  # of full scale: clear, never loud
VOLUME = 0.7  # QSoundEffect's volume
AHEAD_MS = 100  # between two sounds loaded ahead (and while their files are made)


# --- the tones --------------------------------------------------------------------------------
def _note(freq: float, start: float, length: float, decay: float, partials=((1.0, 1.0),)) -> Callable:
    """A struck note: its partials (multiple of `freq`, weight), a 6 ms attack, an exponential decay."""
    # (2π · freq · m, weight): the same products, in the same order, as 2 * math.pi * freq * m * t.
    waves = [(2 * math.pi * freq * m, w) for m, w in partials]
    sin, exp = math.sin, math.exp

    def at(t: float) -> float:
        t -= start
        if t < 0 or t > length:
            return 0.0
        envelope = min(1.0, t / 0.006) * exp(-decay * t) * min(1.0, (length - t) / 0.03)
        return envelope * sum([w * sin(c * t) for c, w in waves])

    def add_to(values: list, count: int) -> None:
        """Add the note to `values` (at RATE) where it sounds: `at` for every sample, the others
        left alone (it is silent there), without a call a sample."""
        first = max(0, math.floor(start * RATE) - 1)
        for i in range(first, min(count, math.ceil((start + length) * RATE) + 2)):
            t = i / RATE - start
            if t < 0 or t > length:
                continue
            attack, release = t / 0.006, (length - t) / 0.03  # (min() as `at` takes it, without its call)
            envelope = (attack if attack < 1.0 else 1.0) * exp(-decay * t) * (release if release < 1.0 else 1.0)
            values[i] += envelope * sum([w * sin(c * t) for c, w in waves])

    at.add_to = add_to  # type: ignore[attr-defined]
    return at


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12))
BRASS = ((1.0, 1.0), (2.0, 0.45), (3.0, 0.3), (4.0, 0.15), (5.0, 0.08))
GONG = ((1.0, 1.0), (1.52, 0.55), (2.33, 0.35), (3.1, 0.2), (4.2, 0.1))


def _slide(t: float) -> float:
    """The balloon's fall: a whistle sliding down, wavering, then a soft bump."""
    length = 0.78
    if t < length:
        # The phase of a frequency that slides from 880 Hz to 190 Hz, exponentially.
        k = math.log(190 / 880) / length
        phase = 880 * (math.exp(k * t) - 1) / k + 2.4 * math.sin(2 * math.pi * 6 * t)
        envelope = min(1.0, t / 0.02) * (0.55 + 0.45 * (1 - t / length))
        return envelope * math.sin(2 * math.pi * phase)
    t -= length
    return 0.9 * math.exp(-22 * t) * math.sin(2 * math.pi * 70 * t) if t < 0.25 else 0.0


def _mix(*voices: Callable) -> Callable:
    def at(t: float) -> float:
        return sum(v(t) for v in voices)

    at.voices = voices  # type: ignore[attr-defined]
    return at


SOUNDS: dict[str, tuple[float, Callable[[float], float]]] = {
    # A new round: two bell notes, up a fifth.
    "round": (1.0, _mix(_note(659.3, 0.0, 0.9, 5.0, BELL), _note(987.8, 0.14, 0.86, 5.0, BELL))),
    # A Dark City rises: a low gong.
    "city": (1.3, _note(98.0, 0.0, 1.3, 2.6, GONG)),
    # A Traveller is welcomed: a quick rising arpeggio.
    "traveller": (
        0.75,
        _mix(*(_note(f, 0.075 * i, 0.75 - 0.075 * i, 8.0, BELL) for i, f in enumerate((523.3, 659.3, 784.0, 1046.5)))),
    ),
    # The balloon falls.
    "fall": (1.05, _slide),
    # A win: three quick notes and a held chord.
    "win": (
        1.25,
        _mix(
            _note(523.3, 0.0, 0.13, 3.0, BRASS),
            _note(659.3, 0.12, 0.13, 3.0, BRASS),
            _note(784.0, 0.24, 0.13, 3.0, BRASS),
            *(_note(f, 0.36, 0.89, 2.2, BRASS) for f in (523.3, 659.3, 784.0, 1046.5)),
        ),
    ),
    # Your turn, at a table played from several computers (while the window is in the background).
    "turn": (0.7, _mix(_note(784.0, 0.0, 0.35, 6.0, BELL), _note(1046.5, 0.13, 0.57, 5.0, BELL))),
    # The end of a game the viewer did not win: two soft notes, down.
    "end": (0.9, _mix(_note(392.0, 0.0, 0.35, 4.0, BELL), _note(261.6, 0.2, 0.7, 3.5, BELL))),
}


def samples(name: str) -> list[float]:
    """The sound `name` (a key of SOUNDS) as samples in -PEAK..PEAK at RATE per second."""
    length, voice = SOUNDS[name]
    count = int(length * RATE)
    voices = getattr(voice, "voices", None)
    if voices is not None and all(hasattr(v, "add_to") for v in voices):
        # Each note added where it sounds, in the mix's order: the same sums as `voice` a sample
        # (a silent note adds nothing), a few times quicker (every start of the app makes them
        # once, and every test's window: tenths of a second of CPU each time).
        raw: list = [0] * count
        for v in voices:
            v.add_to(raw, count)
    else:
        raw = [voice(i / RATE) for i in range(count)]
    loudest = max(abs(x) for x in raw) or 1.0
    return [PEAK * x / loudest for x in raw]


@functools.cache
def wav_bytes(name: str) -> bytes:
    """The sound `name` as a 16-bit mono WAV file's bytes (made once per process)."""
    import array  # (here: the window's first frame does not wait for them)
    import sys
    import wave

    values = array.array("h", [round(x * 32767) for x in samples(name)])
    if sys.byteorder == "big":
        values.byteswap()  # (a WAV file's samples are little-endian)
    frames = values.tobytes()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def write_wav(path: Path, name: str) -> None:
    """The sound `name` as a WAV file at `path`, written whole or not at all (a start that
    stops halfway must not leave a cut sound for the next one)."""
    part = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.part")
    try:
        part.write_bytes(wav_bytes(name))
        os.replace(part, path)
    finally:
        part.unlink(missing_ok=True)


@functools.cache
def tones_version() -> str:
    """A name for this version of the tones: the cache keeps one folder per version, so a changed
    tone is made again. From this file's text where it can be read, else the app's version."""
    import hashlib  # (here, after the first frame: the window does not wait for it)

    try:
        text = Path(__file__).read_bytes()
    except OSError:  # a frozen app ships no source
        from .. import __version__

        return f"v{__version__}"
    return hashlib.sha256(text).hexdigest()[:16]


def cache_folder() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("cloudtable", appauthor=False)) / "sounds" / tones_version()


# --- playing them -------------------------------------------------------------------------------
def sound_effect_class():
    """QSoundEffect, or None where QtMultimedia cannot be loaded (not installed; on Linux, no
    PulseAudio client library)."""
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:
        return None
    return QSoundEffect


class Sounds(QObject):
    """The sounds of one window: `play(name)` plays one, unless they are turned off.

    `prepare()` (after the window's first frame) looks for QtMultimedia and makes the sound
    files on a thread; a sound asked for before its file is ready is not played (a start is
    long over before the first event of a game)."""

    def __init__(self, preferences, parent=None, folder: Path | None = None):
        super().__init__(parent)
        self.preferences = preferences
        self.folder = folder
        self._ready: set[str] = set()  # the sounds whose files are made
        self._effects: dict[str, object] = {}
        self._class = None
        self._looked = False
        # Touches no Qt object: the window may be gone before it ends.
        self._thread: threading.Thread | None = None

    @property
    def on(self) -> bool:
        return self.preferences.sound

    def set_on(self, on: bool) -> None:
        self.preferences.sound = on
        if on:
            self.prepare()
        else:
            for effect in self._effects.values():
                effect.stop()

    @property
    def available(self) -> bool:
        """True if this computer has what plays them (QtMultimedia loads)."""
        if not self._looked:
            self._class, self._looked = sound_effect_class(), True
        return self._class is not None

    def prepare(self) -> None:
        """Make the sound files on a thread, unless sounds are off or cannot play here (then
        when they are turned on)."""
        if self._thread is not None or not self.on or not self.available:
            return
        if self.folder is None:
            self.folder = cache_folder()
        made = {name: effect for name in SOUNDS if (effect := self._made_effect(name)) is not None}
        self._effects.update(made)  # loaded by an earlier window
        if len(made) == len(SOUNDS):  # all of them: no file to write, nothing to load
            self._ready = set(SOUNDS)
            return
        self._thread = threading.Thread(target=self._make_files, name="cloudtable-sounds", daemon=True)
        self._thread.start()
        QTimer.singleShot(AHEAD_MS, self, self._load_ahead)

    @property
    def loaded(self) -> bool:
        """True once nothing is left to make or load ahead (or sounds are off or cannot play)."""
        if not self.on or not self.available or self._thread is None:
            return True
        self._on_made()
        return not self._thread.is_alive() and self._ready <= set(self._effects)

    def _load_ahead(self) -> None:
        """Once the files are made, each sound's QSoundEffect is made ahead, one at a time while
        the window waits: made at its first announcement, one took 7-25 ms (the first, which
        starts the audio backend, the longest), a dropped frame in the middle of a game."""
        if not self.on:
            return
        self._on_made()
        if self._thread is not None and self._thread.is_alive():
            QTimer.singleShot(AHEAD_MS, self, self._load_ahead)
            return
        for name in sorted(self._ready - set(self._effects)):
            self._effects[name] = self._effect(name)
            QTimer.singleShot(AHEAD_MS, self, self._load_ahead)
            return

    def wait_until_ready(self, timeout: float | None = None) -> None:
        """For tests and the end of the app: the files are made (or could not be)."""
        if self._thread is not None:
            self._thread.join(timeout)
            self._on_made()

    def _make_files(self) -> None:
        assert self.folder is not None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            for name in SOUNDS:
                path = self.folder / f"{name}.wav"
                if not path.exists():
                    write_wav(path, name)
        except OSError:
            pass  # a cache that cannot be written: the game is silent, never broken

    def _on_made(self) -> None:
        """Once the thread has ended: the sounds whose files are there."""
        if self.folder is not None and self._thread is not None and not self._thread.is_alive():
            self._ready = {name for name in SOUNDS if (self.folder / f"{name}.wav").exists()}

    def play(self, name: str | None) -> bool:
        """Play the sound `name` (None: none); True if it was started, False if sounds are off,
        cannot be played here, or are not made yet."""
        if name is None or not self.on or not self.available:
            return False
        effect = self._effects.get(name)
        if effect is None or type(effect) is not self._class:  # (or made by a class since replaced)
            self._on_made()
            if name not in self._ready:
                self.prepare()
                return False
            effect = self._effects[name] = self._effect(name)
        effect.play()  # plays once loaded; without an audio device it stays silent
        return True

    def announced(self, announcement) -> None:
        self.play(announcement.sound)

    def _effect(self, name: str):
        """The QSoundEffect of a sound file, made once for the whole app (see `_made_effects`)."""
        # (QUrl imported here: PySide6 builds a class, with its enums, when it is first imported,
        # and the window's first frame needs no URL.)
        from PySide6.QtCore import QCoreApplication, QUrl

        assert self.folder is not None
        effect = self._made_effect(name)
        if effect is None:
            effect = self._class(QCoreApplication.instance() or self)
            effect.setSource(QUrl.fromLocalFile(str(self.folder / f"{name}.wav")))
            effect.setVolume(VOLUME)
            _made_effects[self._effect_key(name)] = effect
        return effect

    def _effect_key(self, name: str) -> tuple:
        # The files of a folder named after the tones' version are the same wherever it is (the
        # app's cache folder; each test has its own): they share their effects. Another by its path.
        assert self.folder is not None
        if self.folder.name == tones_version():
            return (self._class, name, self.folder.name)
        return (self._class, str(self.folder / f"{name}.wav"))

    def _made_effect(self, name: str):
        """The QSoundEffect of this sound already made in this process, or None."""
        from shiboken6 import Shiboken

        effect = _made_effects.get(self._effect_key(name))
        return effect if effect is not None and Shiboken.isValid(effect) else None


# The QSoundEffects made, kept by the application: making one costs 7-25 ms (loading it, setting
# up its audio), and every window of the process (each test's too) made its own seven again, after
# writing their files again. Shared, a sound played by one window and then another starts again.
_made_effects: dict[tuple, object] = {}
