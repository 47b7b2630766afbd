"""The games cloudtable knows, by id: the one list of games.

A built-in game is a package `cloudtable.games.<name>` defining `GAME`, whose id is the package
name with "-" for "_" ("cloudy_kingdom" is "cloudy-kingdom"); adding a folder adds a game,
nothing here is edited. Packages are found without importing them, and imported only when asked
for. Tests register small games of their own.
"""

from __future__ import annotations

import importlib
import pkgutil

from .errors import UnknownGame
from .game import Game
from .message import QT_TRANSLATE_NOOP, Message

GAMES_PACKAGE = "cloudtable.games"
_extra: dict[str, Game] = {}
_loaded: dict[str, Game] = {}
# The games folders' listing, by folders: the games shipped with the app do not change while it
# runs, and every window asks several times (about a millisecond each).
_listed: dict[tuple[str, ...], list[str]] = {}


def register(game: Game) -> None:
    """Add a game (tests register a small one of their own)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def builtin_ids() -> list[str]:
    """The ids of the game packages in cloudtable/games, found without importing them."""
    folders = tuple(importlib.import_module(GAMES_PACKAGE).__path__)
    if folders not in _listed:
        _listed[folders] = sorted(m.name.replace("_", "-") for m in pkgutil.iter_modules(folders) if m.ispkg)
    return list(_listed[folders])


def game_package(game_id: str) -> str | None:
    """The name of the package that defines a built-in game ("cloud9"), None for another game."""
    return game_id.replace("-", "_") if game_id in builtin_ids() else None


def get_game(game_id: str) -> Game:
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in _loaded:
        package = game_package(game_id)
        if package is None:
            raise UnknownGame(
                Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "There is no game called {id}."), id=game_id)
            )
        module = importlib.import_module(f"{GAMES_PACKAGE}.{package}")
        game = getattr(module, "GAME", None)
        if game is None:  # the game's folder exists but its rules are not finished
            raise UnknownGame(
                Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "The game {id} is not available yet."), id=game_id)
            )
        _loaded[game_id] = game
    return _loaded[game_id]


def available_games() -> list[Game]:
    """Every game that can be played now: the built-in ones in their `menu_order`, then others."""
    games = []
    for game_id in builtin_ids():
        try:
            games.append(get_game(game_id))
        except UnknownGame:
            continue
    games.sort(key=lambda game: game.menu_order)
    return games + [game for game_id, game in _extra.items() if game_id not in builtin_ids()]
