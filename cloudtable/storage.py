"""Where files live and how they are written: atomic saves, the autosave, size limits."""

from __future__ import annotations

from pathlib import Path

from platformdirs import user_data_dir
from PySide6.QtCore import QSaveFile

from .engine import Match, Message, SaveFileError, load_match
from .engine.message import QT_TRANSLATE_NOOP
from .engine.savefile import MAX_BYTES

APP = "cloudtable"
EXTENSION = ".cloudtable"

_READ_ERROR = QT_TRANSLATE_NOOP("SaveFile", "The file cannot be read: {reason}")
_WRITE_ERROR = QT_TRANSLATE_NOOP("SaveFile", "The game could not be saved to {path}: {reason}")
_TOO_BIG = QT_TRANSLATE_NOOP("SaveFile", "The file is too large to be a cloudtable save.")


class WriteError(Exception):
    def __init__(self, message: Message):
        self.message = message
        super().__init__(message.english())


def data_dir() -> Path:
    path = Path(user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / ("autosave" + EXTENSION)


def write_atomic(path: Path | str, text: str) -> None:
    """Write all of `text` or nothing: QSaveFile writes a temporary file and renames it
    over the old one only when everything was written."""
    path = Path(path)
    target = QSaveFile(str(path))
    ok = target.open(QSaveFile.OpenModeFlag.WriteOnly)
    if ok:
        ok = target.write(text.encode("utf-8")) >= 0
    if ok:
        ok = target.commit()
    else:
        target.cancelWriting()
    if not ok:
        raise WriteError(Message.of("SaveFile", _WRITE_ERROR, path=str(path), reason=target.errorString()))


def save_match(match: Match, path: Path | str) -> None:
    write_atomic(path, match.to_json())


def read_match(path: Path | str) -> Match:
    """A Match from a file on disk; SaveFileError (with a readable message) otherwise."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveFileError(Message("SaveFile", _TOO_BIG))
        data = path.read_bytes()
    except OSError as error:
        raise SaveFileError(Message.of("SaveFile", _READ_ERROR, reason=error.strerror or str(error))) from None
    return load_match(data)


def write_autosave(match: Match) -> None:
    save_match(match, autosave_path())


def read_autosave() -> Match | None:
    """The autosaved match worth resuming, if any (an unreadable one is ignored)."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        match = read_match(path)
    except SaveFileError:
        return None
    return None if match.is_over else match


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)
