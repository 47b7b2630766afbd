"""The game-agnostic engine: matches, seeded chance, outcomes, errors, saves. No Qt.

Names are loaded from their modules on first use (PEP 562), so that importing one small
piece, e.g. `Message` for the window's first frame, does not load the save format too.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_WHERE = {
    "EngineError": "errors",
    "IllegalAction": "errors",
    "SaveFileError": "errors",
    "SnapshotError": "errors",
    "UnknownGame": "errors",
    "Choice": "game",
    "Game": "game",
    "Option": "game",
    "Match": "match",
    "Seat": "match",
    "Step": "match",
    "bot_seed": "match",
    "choose_action": "match",
    "current_seat": "match",
    "decide": "match",
    "new_match": "match",
    "QT_TRANSLATE_NOOP": "message",
    "Message": "message",
    "Said": "message",
    "Moved": "moves",
    "Outcome": "outcome",
    "ScoreLine": "outcome",
    "available_games": "registry",
    "get_game": "registry",
    "register": "registry",
    "unregister": "registry",
    "Rng": "rng",
    "FORMAT_VERSION": "savefile",
    "load_match": "savefile",
    "state_from_snapshot": "snapshot",
}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__


if TYPE_CHECKING:  # for type checkers and editors
    from .errors import EngineError, IllegalAction, SaveFileError, SnapshotError, UnknownGame  # noqa: F401
    from .game import Choice, Game, Option  # noqa: F401
    from .match import Match, Seat, Step, bot_seed, choose_action, current_seat, decide, new_match  # noqa: F401
    from .message import QT_TRANSLATE_NOOP, Message, Said  # noqa: F401
    from .moves import Moved  # noqa: F401
    from .outcome import Outcome, ScoreLine  # noqa: F401
    from .registry import available_games, get_game, register, unregister  # noqa: F401
    from .rng import Rng  # noqa: F401
    from .savefile import FORMAT_VERSION, load_match  # noqa: F401
    from .snapshot import state_from_snapshot  # noqa: F401
