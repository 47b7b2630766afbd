"""matrix-nio's own store of a device's keys and sync position (the same SQLite file, the same
tables), doing less for each sync and each piece.

nio opens a context around every call of its store that binds each of its table models to the
store's database (peewee walks every model's references to do so) and binds them back after,
twice for a call inside another: a few store calls for each sync and each Olm message, dozens of
model walks each, most of the CPU a sync costs the app. Here the models stay bound to the
database between calls, and are bound again only when another store has used them meanwhile
(the tests run several devices in one process). And a sync that found no new encrypted room
saves none (nio otherwise opens a transaction for nothing each time). And the device's account
row is read once, not again for each call (nio looks it up by user and device before every save
of a session or a sync token, only to use its id, which never changes). And the two saves made
for every piece and every sync, an Olm session's and the sync token's, are nio's very statements
given to SQLite directly: peewee building each statement anew made a save cost four times as much.

The file is kept in write-ahead-log mode, synced at checkpoints rather than at every commit: nio
commits after each sync and each Olm message, and with SQLite's default rollback journal each
commit made, synced and deleted a journal file, blocking the event loop (and so the window) for
about 10 ms of disk waiting and 1 ms of CPU each time. A crash of the computer may then lose the
last commits, never the file's consistency: the same trade as Matrix's own SDKs make, and an Olm
session that lost its last step is replaced by a new one. (The -wal file lies next to it, in the
device's folder that only its owner may read.)
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from typing import Any

from nio.store import DefaultStore
from nio.store.database import use_database
from peewee import SqliteDatabase

# nio's own (peewee writes exactly these for its OlmSessions.replace and SyncTokens.replace), and
# the format of its DateField.
SAVE_SESSION = (
    'INSERT OR REPLACE INTO "olmsessions" ("session_id", "creation_time", "last_usage_date", "sender_key",'
    ' "account_id", "session") VALUES (?, ?, ?, ?, ?, ?)'
)
SAVE_SYNC_TOKEN = 'INSERT OR REPLACE INTO "synctokens" ("token", "account_id") VALUES (?, ?)'
DATE = "%Y-%m-%d %H:%M:%S.%f"


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
        nios_own = {"foreign_keys": 1, "secure_delete": 1}
        return _Database(self.database_path, pragmas={**nios_own, "journal_mode": "wal", "synchronous": "normal"})

    _account: Any = None  # the account's row, once read (None: not yet, or saved since)

    def _get_account(self) -> Any:
        if self._account is None:
            self._account = super()._get_account()  # (None while there is none: asked again)
        return self._account

    def load_account(self) -> Any:
        self._account = None  # (its pickle, read afresh: another process may have saved it)
        return super().load_account()

    def save_account(self, account: Any) -> None:
        super().save_account(account)
        self._account = None

    @use_database
    def save_session(self, curve_key: str, session: Any) -> None:
        account = self._get_account()
        assert account
        values = (session.id, session.creation_time.strftime(DATE), session.use_time.strftime(DATE), curve_key)
        self.database.execute_sql(SAVE_SESSION, (*values, account.id, session.pickle(self.pickle_key)))

    @use_database
    def save_sync_token(self, token: str) -> None:
        account = self._get_account()
        assert account
        self.database.execute_sql(SAVE_SYNC_TOKEN, (token, account.id))

    def save_encrypted_rooms(self, rooms: Any) -> None:
        if rooms:
            super().save_encrypted_rooms(rooms)
