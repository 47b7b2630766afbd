"""matrix-nio's own store of a device's keys and sync position (the same SQLite file, the same
tables), doing less for each sync and each piece.

nio opens a context around every call of its store that binds each of its table models to the
store's database (peewee walks every model's references to do so) and binds them back after,
twice for a call inside another: a few store calls for each sync and each Olm message, dozens of
model walks each, most of the CPU a sync costs the app. Here the models stay bound to the
database between calls, and are bound again only when another store has used them meanwhile
(the tests run several devices in one process). And a sync that found no new encrypted room
saves none (nio otherwise opens a transaction for nothing each time).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from typing import Any

from nio.store import DefaultStore
from peewee import SqliteDatabase


class _Database(SqliteDatabase):
    def bind_ctx(self, models: Iterable[Any], bind_refs: bool = True, bind_backrefs: bool = True) -> Any:
        models = list(models)
        stale = [model for model in models if model._meta.database is not self]
        if stale:  # (kept so after the call: another store's calls bind them back as they find them)
            done = set(models)
            for model in stale:
                model.bind(self, bind_refs, bind_backrefs, _exclude=done)
        return contextlib.nullcontext(models)


class Store(DefaultStore):
    def _create_database(self) -> SqliteDatabase:
        return _Database(self.database_path, pragmas={"foreign_keys": 1, "secure_delete": 1})  # (nio's own)

    def save_encrypted_rooms(self, rooms: Any) -> None:
        if rooms:
            super().save_encrypted_rooms(rooms)
