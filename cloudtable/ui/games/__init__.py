"""Each game's table, found by convention: the game `cloudtable.games.<name>` has its table in
`cloudtable.ui.games.<name>` (its `TABLE`) and its card art in `cloudtable.ui.art.<name>`. The
list of games is the engine's registry alone; tests register tables of their own games here."""

from __future__ import annotations

import importlib

from ...engine.registry import game_package

_extra: dict[str, type] = {}


def register_table(game_id: str, table_class: type) -> None:
    _extra[game_id] = table_class


def table_class(game_id: str) -> type | None:
    """The GameTable subclass for a game, or None if that game has no table yet."""
    if game_id in _extra:
        return _extra[game_id]
    package = game_package(game_id)
    if package is None:
        return None
    module_name = f"{__name__}.{package}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name and module_name.startswith(error.name):
            return None
        raise
    return getattr(module, "TABLE", None)


def has_table(game_id: str) -> bool:
    return table_class(game_id) is not None
