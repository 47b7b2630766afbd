"""The game-agnostic engine: matches, seeded chance, outcomes, errors, saves. No Qt."""

from .errors import EngineError, IllegalAction, SaveFileError, UnknownGame
from .game import Choice, Game, Option
from .match import Match, Seat, Step, choose_action, new_match
from .message import QT_TRANSLATE_NOOP, Message
from .outcome import Outcome, ScoreLine
from .registry import available_games, get_game, register, unregister
from .rng import Rng
from .savefile import FORMAT_VERSION, load_match

__all__ = [
    "Choice", "EngineError", "FORMAT_VERSION", "Game", "IllegalAction", "Match", "Message", "Option",
    "Outcome", "QT_TRANSLATE_NOOP", "Rng", "SaveFileError", "ScoreLine", "Seat", "Step", "UnknownGame",
    "available_games", "choose_action", "get_game", "load_match", "new_match", "register", "unregister",
]
