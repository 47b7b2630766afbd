"""Each game's table: how its state is laid out in the scene (one module per game)."""

from __future__ import annotations

import importlib

_BUILTIN = {
    "cloudy-kingdom": "cloudtable.ui.games.cloudy_kingdom",
    "strange-world": "cloudtable.ui.games.strange_world",
    "cloud9": "cloudtable.ui.games.cloud9",
}
_extra: dict[str, type] = {}


def register_table(game_id: str, table_class: type) -> None:
    _extra[game_id] = table_class


def table_class(game_id: str) -> type | None:
    """The GameTable subclass for a game, or None if that game has no table yet."""
    if game_id in _extra:
        return _extra[game_id]
    module_name = _BUILTIN.get(game_id)
    if module_name is None:
        return None
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name and module_name.startswith(error.name):
            return None
        raise
    return module.TABLE


def has_table(game_id: str) -> bool:
    return table_class(game_id) is not None
