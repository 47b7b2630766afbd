"""Where files live and how they are written: atomic saves, the autosave, size limits.

A save is written whole or not at all: every byte is counted (a short write is a failure,
never a success), and only a complete file replaces the old one. Reading refuses anything
that is not a regular file and never reads more than the size limit.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import time
from pathlib import Path

from platformdirs import user_data_dir
from PySide6.QtCore import QIODevice, QSaveFile

from .engine import Match, Message, SaveFileError, load_match
from .engine.message import QT_TRANSLATE_NOOP
from .engine.savefile import MAX_BYTES, MESSAGES

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
_UNWRITABLE_TEXT = QT_TRANSLATE_NOOP("SaveFile", "it holds a broken character (in a name?) that no file can store; nothing was written")
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
    """The app's own folder (the autosave); WriteError if it cannot be made."""
    return _make_folder(Path(user_data_dir(APP, appauthor=False)))


def saves_dir() -> Path:
    """Where the Save dialog starts: the app's saves folder, or the home folder if that
    cannot be made."""
    try:
        return _make_folder(data_dir() / "saves")
    except WriteError:
        return Path.home()


def autosave_path() -> Path:
    return Path(user_data_dir(APP, appauthor=False)) / ("autosave" + EXTENSION)


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
        raise WriteError(Message.of("SaveFile", _WRITE_ERROR, path=str(path),
                                    reason=Message("SaveFile", _UNWRITABLE_TEXT))) from None
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


# --- the autosave -----------------------------------------------------------------------------
def write_autosave(match: Match) -> None:
    data_dir()
    save_match(match, autosave_path())


class DamagedAutosave(Exception):
    """The autosave exists but cannot be resumed; it was set aside as `kept`."""

    def __init__(self, message: Message, kept: Path | None):
        self.message = message
        self.kept = kept
        super().__init__(message.english())


def read_autosave() -> Match | None:
    """The autosaved match worth resuming, if any. A damaged autosave is not dropped in
    silence: it is renamed aside (so that it does not come back at every start) and
    DamagedAutosave says why."""
    path = autosave_path()
    try:
        if not path.exists():
            return None
    except OSError:
        return None
    try:
        match = read_match(path)
    except SaveFileError as error:
        kept = path.with_name("autosave-damaged" + EXTENSION)
        try:
            os.replace(path, kept)
        except OSError:
            kept = None
        raise DamagedAutosave(error.message, kept) from None
    return None if match.is_over else match


def clear_autosave() -> None:
    """Remove the autosave (a game ended); a folder that cannot be written is no error here."""
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError:
        pass
