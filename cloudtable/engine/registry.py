"""The games cloudtable knows, by id."""

from __future__ import annotations

import importlib

from .errors import UnknownGame
from .game import Game
from .message import Message

# id -> module that defines `GAME`; modules are imported only when asked for.
_BUILTIN = {
    "cloudy-kingdom": "cloudtable.games.cloudy_kingdom",
    "strange-world": "cloudtable.games.strange_world",
    "cloud9": "cloudtable.games.cloud9",
}
_extra: dict[str, Game] = {}
_loaded: dict[str, Game] = {}


def register(game: Game) -> None:
    """Add a game (tests register a small one of their own)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def get_game(game_id: str) -> Game:
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in _loaded:
        module_name = _BUILTIN.get(game_id)
        if module_name is None:
            raise UnknownGame(Message.of("Engine", "There is no game called {id}.", id=game_id))
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name and module_name.startswith(error.name):
                raise UnknownGame(Message.of("Engine", "The game {id} is not available yet.",
                                             id=game_id)) from None
            raise
        game = getattr(module, "GAME", None)
        if game is None:  # the game's folder exists but its rules are not finished
            raise UnknownGame(Message.of("Engine", "The game {id} is not available yet.", id=game_id))
        _loaded[game_id] = game
    return _loaded[game_id]


def game_package(game_id: str) -> str | None:
    """The name of the package that defines a built-in game ("cloud9"), None for another game."""
    module = _BUILTIN.get(game_id)
    return module.rsplit(".", 1)[1] if module else None


def available_games() -> list[Game]:
    """Every game that can be played now, built-in first."""
    games = []
    for game_id in [*_BUILTIN, *_extra]:
        try:
            games.append(get_game(game_id))
        except UnknownGame:
            continue
    return games
