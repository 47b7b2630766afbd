"""Where files live and how they are written: atomic saves, the autosaves, size limits.

A save is written whole or not at all: every byte is counted (a short write is a failure,
never a success), and only a complete file replaces the old one. Reading refuses anything
that is not a regular file and never reads more than the size limit.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import os
import re
import secrets
import shutil
import stat
import threading
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from PySide6.QtCore import QIODevice, QLockFile, QSaveFile

from .engine import Match, Message, SaveFileError, load_match
from .engine.message import QT_TRANSLATE_NOOP
from .engine.savefile import MAX_BYTES, MESSAGES, MoveTexts, dump_data, dump_moves, match_to_data, saved_game

APP = "cloudtable"
EXTENSION = ".cloudtable"
# A save interrupted by a crash or a kill can leave QSaveFile's temporary file behind
# (where the system has no unnamed temporary files): "<name>.cloudtable.XXXXXX".
_TEMPORARY = re.compile(r".+" + re.escape(EXTENSION) + r"\.[A-Za-z0-9]{6}")
STALE_SECONDS = 600  # older than any save in progress

_READ_ERROR = QT_TRANSLATE_NOOP("SaveFile", "The file cannot be read: {reason}")
_WRITE_ERROR = QT_TRANSLATE_NOOP("SaveFile", "The game could not be saved to {path}: {reason}")
_DISK_FULL = QT_TRANSLATE_NOOP("SaveFile", "the disk is full")
_SHORT_WRITE = QT_TRANSLATE_NOOP("SaveFile", "only part of the game could be written")
_UNWRITABLE_TEXT = QT_TRANSLATE_NOOP(
    "SaveFile", "it holds a broken character (in a name?) that no file can store; nothing was written"
)
_NOT_A_FILE = QT_TRANSLATE_NOOP("SaveFile", "This is not a file: a save is always a plain file.")
_NO_FOLDER = QT_TRANSLATE_NOOP("SaveFile", "The folder {path} cannot be used: {reason}")


class WriteError(Exception):
    def __init__(self, message: Message):
        self.message = message
        super().__init__(message.english())


# --- folders ----------------------------------------------------------------------------------
def _make_folder(path: Path) -> Path:
    """`path`, made if needed; WriteError (with the reason) if it cannot be."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise WriteError(Message.of("SaveFile", _NO_FOLDER, path=str(path), reason=_reason(error))) from None
    return path


def data_dir() -> Path:
    """The app's own folder (the autosaves); WriteError if it cannot be made."""
    return _make_folder(Path(user_data_dir(APP, appauthor=False)))


FINISHED = "finished"  # the records of games played to their end here: the recent games list's


def finished_record_path(game_id: str, now: float | None = None) -> Path:
    """Where the record of a game just played to its end here goes, to be reviewed from the recent
    games list: finished/<game>-<date>-<time>.cloudtable (a number added if that is taken);
    WriteError if the folder cannot be made."""
    folder = _make_folder(data_dir() / FINISHED)
    stamp = time.strftime("%Y-%m-%d-%H%M%S", time.localtime(now))
    path = folder / f"{game_id}-{stamp}{EXTENSION}"
    number = 2
    while path.exists():
        path = folder / f"{game_id}-{stamp}-{number}{EXTENSION}"
        number += 1
    return path


def forget_finished_records(kept: list[str]) -> None:
    """Delete the finished games' records that are no longer in the recent games list (`kept`):
    the folder holds no more than the list shows. A file that cannot be deleted stays."""
    folder = data_dir() / FINISHED
    if not folder.is_dir():
        return
    keep = {Path(path).resolve() for path in kept}
    for path in folder.glob("*" + EXTENSION):
        if path.resolve() not in keep and path.is_file():
            with contextlib.suppress(OSError):
                path.unlink()


@dataclass(frozen=True)
class RecentGame:
    """What the recent games list says of a file: its game and when it was written."""

    game: Any  # the engine's Game
    saved: float  # the file's time


# path -> ((mtime_ns, size), what it holds): the welcome screen is filled again at every change.
_RECENT_SEEN: dict[str, tuple[tuple[int, int], RecentGame]] = {}


def recent_game(path: str) -> RecentGame | None:
    """The game a recent file holds, read from the save's head alone (opening it checks it whole),
    and when it was written; None if it is gone or is not a save of a game this version knows."""
    try:
        info = os.stat(path)
        key = (info.st_mtime_ns, info.st_size)
        seen = _RECENT_SEEN.get(path)
        if seen is None or seen[0] != key:
            seen = key, RecentGame(saved_game(read_bytes(path)), info.st_mtime)
            _RECENT_SEEN[path] = seen
        return seen[1]
    except (OSError, SaveFileError):
        return None


def saves_dir() -> Path:
    """Where the Save dialog starts: the app's saves folder, or the home folder if that
    cannot be made."""
    try:
        return _make_folder(data_dir() / "saves")
    except WriteError:
        return Path.home()


def _reason(error: OSError) -> str | Message:
    if error.errno in (getattr(os, "ENOSPC", -1), getattr(os, "EDQUOT", -1)):
        return Message("SaveFile", _DISK_FULL)
    return error.strerror or str(error)


# --- writing ----------------------------------------------------------------------------------
def write_atomic(path: Path | str, text: str) -> None:
    """Write all of `text` or nothing. QSaveFile writes a temporary file and renames it over
    the old one only on commit; the writes are unbuffered and counted, so a full disk or a
    file-size limit shows as a failure at once, and the old file stays as it was."""
    path = Path(path)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: it never reaches the disk, not even in part
        raise WriteError(
            Message.of("SaveFile", _WRITE_ERROR, path=str(path), reason=Message("SaveFile", _UNWRITABLE_TEXT))
        ) from None
    remove_stale_temporaries(path.parent)
    target = QSaveFile(str(path))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly | QIODevice.OpenModeFlag.Unbuffered):
        raise _write_error(path, target, len(data))
    written = 0
    while written < len(data):
        count = target.write(data[written:])
        if count <= 0:
            error = _write_error(path, target, len(data) - written)  # read before cancelling
            target.cancelWriting()
            raise error
        written += count
    if not target.commit():
        raise _write_error(path, target, 0)


def _write_error(path: Path, target: QSaveFile, still_to_write: int) -> WriteError:
    reason: str | Message = target.errorString()
    if target.error() == QSaveFile.FileError.ResourceError or _disk_is_full(path.parent, still_to_write):
        reason = Message("SaveFile", _DISK_FULL)
    elif target.error() == QSaveFile.FileError.NoError:
        reason = Message("SaveFile", _SHORT_WRITE)
    return WriteError(Message.of("SaveFile", _WRITE_ERROR, path=str(path), reason=reason))


def _disk_is_full(folder: Path, needed: int) -> bool:
    try:
        return shutil.disk_usage(folder).free < max(needed, 1)
    except OSError:
        return False


def remove_stale_temporaries(folder: Path) -> None:
    """Delete temporary files of our own saves that a crash left in `folder` (never a save,
    never one younger than STALE_SECONDS, which another save may still be writing)."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        if not _TEMPORARY.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                os.unlink(entry.path)
        except OSError:
            continue


def save_match(match: Match, path: Path | str) -> None:
    write_atomic(path, match.to_json())


# --- reading ----------------------------------------------------------------------------------
def read_bytes(path: Path | str, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; SaveFileError otherwise. A
    FIFO, a device or a folder is refused without waiting on it, and no more than `limit`
    bytes are ever read, whatever the file claims to be."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise SaveFileError(Message.of("SaveFile", _READ_ERROR, reason=_reason(error))) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError(Message("SaveFile", _NOT_A_FILE))
        if info.st_size > limit:
            raise SaveFileError(Message("SaveFile", MESSAGES["too_big"]))
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as error:
        raise SaveFileError(Message.of("SaveFile", _READ_ERROR, reason=_reason(error))) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:  # it grew while we read, or it lied about its size
        raise SaveFileError(Message("SaveFile", MESSAGES["too_big"]))
    return data


def is_gone(path: Path | str) -> bool:
    """True if nothing is at `path`, or nothing ever can be (a name too long for the file
    system); False where it cannot be told (a folder that may not be entered). Never raises,
    unlike Path.exists(), which does for those."""
    import errno

    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return True
    except OSError as error:
        return error.errno == errno.ENAMETOOLONG
    except ValueError:  # a NUL in the name
        return True
    return False


def read_match(path: Path | str) -> Match:
    """A Match from a file on disk; SaveFileError (with a readable message) otherwise."""
    return load_match(read_bytes(path))


# --- the autosaves ------------------------------------------------------------------------------
# Every unfinished game has its own autosave, autosaves/<id>.cloudtable in the data folder, made
# when the game starts, written after every move and deleted when the game ends or the person
# deletes it. The running cloudtable that plays a game holds a lock beside its file
# (<id>.lock, a QLockFile): another cloudtable running at the same time never writes or deletes
# that file, and lists the game as open in another window. A lock left by a crash is stale
# (its process is gone) and is taken over.
AUTOSAVES = "autosaves"
MAX_UNFINISHED = 20  # unfinished games kept; the oldest goes only after the person was told
_LEGACY = "autosave" + EXTENSION  # the one autosave of earlier versions, moved into the list
_DAMAGED = "damaged"  # autosaves/damaged/: autosaves that could not be resumed, kept aside

_HELD_ELSEWHERE = QT_TRANSLATE_NOOP("SaveFile", "This game is open in another cloudtable window.")


def autosaves_dir() -> Path:
    """Where the unfinished games' autosaves are (not made here)."""
    return Path(user_data_dir(APP, appauthor=False)) / AUTOSAVES


def _lock_path(path: Path) -> Path:
    return path.with_name(path.stem + ".lock")


class AutosaveSlot:
    """The autosave of one unfinished game, and this window's hold on it.

    A new game gets a new slot (`AutosaveSlot.new()`); a resumed game keeps writing its own.
    While held, no other running cloudtable writes or deletes the file. Where no lock can be
    made at all (a folder that cannot be written), nothing is held, and nothing can be
    written there either: the writes fail and say why."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._lock = QLockFile(str(_lock_path(self.path)))
        self._lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
        self.held = False
        self._writer = _Writer(self.path)
        self._moves: list[tuple[Any, dict[str, Any]]] = []  # (action, as saved): see write_later

    @classmethod
    def new(cls) -> AutosaveSlot:
        name = time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(4)
        slot = cls(autosaves_dir() / (name + EXTENSION))
        slot.acquire()
        return slot

    def acquire(self) -> bool:
        """Hold the file for this window; False only if another running cloudtable holds it."""
        if self.held:
            return True
        try:
            _make_folder(self.path.parent)
        except WriteError:
            return True  # no folder, no lock, and no autosave: the write says why
        if self._lock.tryLock(0):
            self.held = True
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    def write(self, match: Match) -> None:
        """The match, written whole or not at all (WriteError says why), now: after the writes
        still waiting (`write_later`), whose results `finished()` gives."""
        self.wait()
        _make_folder(self.path.parent)
        if not self.acquire():
            raise WriteError(Message("SaveFile", _HELD_ELSEWHERE))
        write_atomic(self.path, match.to_json())

    def write_later(self, match: Match) -> int:
        """Hand the match to this slot's writing thread and return at once, with the number of
        this write (counted from 1 in this slot). The writes are made in order, each whole or
        not at all; one still waiting when a newer one comes is replaced by it (only the newest
        matters). `finished()` says how each went. WriteError at once only if another running
        cloudtable holds the game.

        The main thread takes the match's data: each move dumped once and kept, and the position
        dumped to compact text (a copy nothing else holds, so the thread reads nothing that
        changes under it; about the only serializing left on the UI thread). The thread makes the
        save's text and writes it, so the UI thread never waits for the disk."""
        if not self.acquire():
            raise WriteError(Message("SaveFile", _HELD_ELSEWHERE))
        actions = [step.action for step in match.steps]  # the same objects after an undo's replay
        same = 0
        while same < min(len(actions), len(self._moves)) and self._moves[same][0] is actions[same]:
            same += 1
        del self._moves[same:]
        self._moves += zip(actions[same:], dump_moves(match, same), strict=True)
        data = match_to_data(match, [move for _step, move in self._moves])
        data["state"] = json.dumps(data["state"], ensure_ascii=False)  # a copy nothing else holds
        return self._writer.put(data)

    def finished(self) -> list[tuple[int, WriteError | None]]:
        """The writes that ended since the last call, in order: (number, None if written, else
        why not). A write replaced before it began is not among them."""
        return self._writer.take_results()

    @property
    def writing(self) -> bool:
        """True while a write is waiting or being made."""
        return self._writer.busy

    def wait(self) -> None:
        """Wait until every write handed to the thread is made (or has failed)."""
        self._writer.wait()

    def delete(self) -> bool:
        """Remove the autosave (the game ended, or the person deleted it); False if it could
        not be (another window holds it, or the folder cannot be written). A write still
        waiting is dropped; one being made is waited for, so the file never comes back."""
        self._writer.drop_waiting()
        self.wait()
        if not self.acquire():
            return False
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            return False
        _forget(self.path)
        return True

    def release(self) -> None:
        """This window no longer plays the game (another may resume it): once its writes are
        made, so no other window ever finds it half-written or changed under it."""
        self._writer.close()
        if self.held:
            self._lock.unlock()
            self.held = False


class _Writer:
    """Writes one autosave's texts on a plain Python thread (no Qt object crosses threads; the
    QSaveFile of `write_atomic` is made, used and destroyed there). Most of the time goes into
    the system's writing and syncing, which do not hold Python's lock; the text of a save is
    dumped by pure Python (an indented JSON), which gives the lock back to the UI thread every
    few milliseconds.

    The thread is started by the first write, waits for the next one (starting a thread for
    each move would cost the UI thread a millisecond), and ends after LINGER_SECONDS without
    one. A process that ends waits for the writes still to be made (`_wait_for_all`)."""

    LINGER_SECONDS = 10.0

    def __init__(self, path: Path):
        self.path = path
        self._state = threading.Condition()
        self._waiting: tuple[int, dict[str, Any]] | None = None
        self._writing = False
        self._thread_alive = False
        self._closing = False  # the thread ends as soon as nothing waits
        self._count = 0
        self._results: list[tuple[int, WriteError | None]] = []
        self._moves = MoveTexts()  # used by the writing thread only
        _WRITERS.add(self)

    def put(self, data: dict[str, Any]) -> int:
        with self._state:
            self._count += 1
            self._waiting = (self._count, data)  # an older one still waiting is replaced
            self._closing = False
            if self._thread_alive:
                self._state.notify_all()
            else:
                self._thread_alive = True
                threading.Thread(target=self._run, name="autosave", daemon=True).start()
            return self._count

    def _run(self) -> None:
        while True:
            with self._state:
                ready = self._state.wait_for(
                    lambda: self._waiting is not None or self._closing, timeout=self.LINGER_SECONDS
                )
                if not ready or self._waiting is None:
                    self._thread_alive = False
                    return
                job, self._waiting = self._waiting, None
                self._writing = True
            assert job is not None
            number, data = job
            error: WriteError | None = None
            try:
                data["state"] = json.loads(data["state"])
                _make_folder(self.path.parent)
                write_atomic(self.path, dump_data(data, self._moves))
            except WriteError as failed:
                error = failed
            except Exception as failed:  # never lost in a thread: logged, and said like any failed write
                from .error_log import log_exception

                log = log_exception("the autosave thread raised", failed)
                reason = f"{type(failed).__name__}: {failed} ({log})"
                error = WriteError(Message.of("SaveFile", _WRITE_ERROR, path=str(self.path), reason=reason))
            with self._state:
                self._results.append((number, error))
                self._writing = False
                self._state.notify_all()

    def take_results(self) -> list[tuple[int, WriteError | None]]:
        with self._state:
            results, self._results = self._results, []
        return results

    @property
    def busy(self) -> bool:
        with self._state:
            return self._writing or self._waiting is not None

    def drop_waiting(self) -> None:
        with self._state:
            self._waiting = None

    def wait(self) -> None:
        with self._state:
            self._state.wait_for(lambda: not self._writing and self._waiting is None)

    def close(self) -> None:
        """Wait for the writes, and let the thread end (a later write starts another)."""
        with self._state:
            self._state.wait_for(lambda: not self._writing and self._waiting is None)
            self._closing = True
            self._state.notify_all()


_WRITERS: weakref.WeakSet[_Writer] = weakref.WeakSet()


@atexit.register
def _wait_for_all() -> None:
    """Before the interpreter ends: every autosave handed to a thread is written."""
    for writer in list(_WRITERS):
        writer.wait()


def held_elsewhere(path: Path) -> bool:
    """True if another running cloudtable (or another window of this one) plays the game."""
    probe = QLockFile(str(_lock_path(path)))
    probe.setStaleLockTime(0)
    if probe.tryLock(0):
        probe.unlock()
        return False
    return probe.error() == QLockFile.LockError.LockFailedError


@dataclass(frozen=True)
class Unfinished:
    """One unfinished game in the list: what the list shows of it, read from its autosave."""

    path: Path
    game: Any  # the engine's Game
    players: tuple[str, ...]
    progress: Message | None  # "Round 2 of 5", or None: then `moves` says how far it came
    moves: int
    modified: float  # when it was last played (the file's time)
    elsewhere: bool  # played in another running cloudtable right now


@dataclass(frozen=True)
class DamagedAutosave:
    """An autosave that cannot be resumed: set aside as `kept` (None if it could not be moved)."""

    path: Path
    message: Message
    kept: Path | None


@dataclass
class Listing:
    games: list[Unfinished]  # newest first
    damaged: list[DamagedAutosave]
    ended: set[str]  # the fingerprints, among those given, of ended games still on disk


# path -> ((mtime_ns, size), fingerprint, summary or None for an ended game): a file that did not
# change is not replayed again each time the list is shown.
_SEEN: dict[Path, tuple[tuple[int, int], str, Unfinished | None]] = {}


def _forget(path: Path) -> None:
    _SEEN.pop(path, None)


def fingerprint(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def autosave_fingerprint(path: Path) -> str | None:
    """The fingerprint of the autosave as it is on disk now (None if it cannot be read)."""
    try:
        return fingerprint(read_bytes(path))
    except SaveFileError:
        return None


def _migrate_legacy() -> list[Path]:
    """The single autosave of earlier versions joins the list; if it cannot be moved (a folder
    that cannot be written) it is listed where it is."""
    legacy = Path(user_data_dir(APP, appauthor=False)) / _LEGACY
    try:
        if not legacy.is_file():
            return []
        folder = _make_folder(autosaves_dir())
        os.replace(
            legacy,
            folder
            / (
                time.strftime("%Y%m%d-%H%M%S-", time.localtime(legacy.stat().st_mtime))
                + secrets.token_hex(4)
                + EXTENSION
            ),
        )
        return []
    except (OSError, WriteError):
        return [legacy]


def unfinished_games(ended: frozenset[str] | set[str] = frozenset()) -> Listing:
    """The unfinished games, newest first, each read and checked like any save (a game that has
    ended is never listed). `ended` holds the fingerprints of autosaves of games that ended
    here but could not be deleted (a folder that cannot be written): they are not listed
    either, and are deleted if they now can be. A damaged autosave is set aside, never
    dropped in silence: the listing says why it could not be read."""
    paths = _migrate_legacy()
    with contextlib.suppress(OSError):
        paths += sorted(p for p in autosaves_dir().glob("*" + EXTENSION) if p.is_file())
    listing = Listing([], [], set())
    for path in paths:
        try:
            info = path.stat()
        except OSError:
            continue
        key = (info.st_mtime_ns, info.st_size)
        seen = _SEEN.get(path)
        if seen is None or seen[0] != key:
            seen = _summarise(path, key, listing)
            if seen is None:
                continue
        _key, print_, summary = seen
        if summary is None or print_ in ended:
            if print_ in ended:
                listing.ended.add(print_)
            _drop_ended(path)
            continue
        listing.games.append(
            Unfinished(
                summary.path,
                summary.game,
                summary.players,
                summary.progress,
                summary.moves,
                info.st_mtime,
                held_elsewhere(path),
            )
        )
    listing.games.sort(key=lambda g: g.modified, reverse=True)
    return listing


def _summarise(path: Path, key: tuple[int, int], listing: Listing):
    try:
        data = read_bytes(path)
        match = load_match(data)
    except SaveFileError as error:
        if held_elsewhere(path):
            return None  # being written by its window: read it again next time
        listing.damaged.append(DamagedAutosave(path, error.message, _set_aside(path)))
        return None
    summary = None
    if not match.is_over:
        summary = Unfinished(
            path, match.game, tuple(s.name for s in match.seats), match.progress, len(match.steps), 0.0, False
        )
    seen = (key, fingerprint(data), summary)
    _SEEN[path] = seen
    return seen


def _set_aside(path: Path) -> Path | None:
    try:
        folder = _make_folder(path.parent / _DAMAGED if path.parent.name == AUTOSAVES else path.parent)
        kept = folder / (path.stem + ("-damaged" if folder == path.parent else "") + EXTENSION)
        if kept == path:
            return None
        os.replace(path, kept)
    except (OSError, WriteError):
        return None
    _forget(path)
    return kept


def delete_autosave(path: Path) -> bool:
    """Delete the unfinished game saved at `path`; False if another window holds it or the
    folder cannot be written (it is then kept)."""
    slot = AutosaveSlot(path)
    try:
        return slot.delete()
    finally:
        slot.release()


def _drop_ended(path: Path) -> None:
    """An ended game's autosave that is still there: deleted, unless another window holds it
    (it is being played again after an undo) or the folder cannot be written."""
    if not held_elsewhere(path):
        delete_autosave(path)


def read_autosave(path: Path | str) -> Match:
    """The match of an unfinished game's autosave, to resume it; SaveFileError otherwise."""
    return read_match(path)
