"""Errors the engine raises; each carries a Message a player can read in any language."""

from __future__ import annotations

from .message import Message


class EngineError(Exception):
    """Base class: `message` is translatable, `str(error)` is the English text."""

    def __init__(self, message: Message | str):
        if isinstance(message, str):
            message = Message("Engine", message)
        self.message = message
        super().__init__(message.english())


class IllegalAction(EngineError):
    """An action the rules do not allow now; the message says why."""


class SaveFileError(EngineError):
    """A save file that cannot be read: empty, truncated, not ours, too new, tampered."""


class SnapshotError(EngineError):
    """A snapshot received (a seat's view from a host) that cannot be read: wrong, or not ours."""


class UnknownGame(EngineError):
    """A game id that no registered game has."""
