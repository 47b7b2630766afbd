"""store.py: nio's store keeps its models bound between calls (no model walk for each call), and
what each of several stores in one process saves still goes to its own file."""

from __future__ import annotations

from nio.crypto import OlmAccount
from nio.store import DefaultStore
from peewee import Metadata

from cloudtable.net.matrix.store import Store


def walks(monkeypatch) -> list[int]:
    """Counts peewee's walks of a model's references (what binding a model costs)."""
    counted = [0]
    walk = Metadata.model_graph

    def counting(self, *args, **kwargs):
        counted[0] += 1
        return walk(self, *args, **kwargs)

    monkeypatch.setattr(Metadata, "model_graph", counting)
    return counted


def new_store(kind, user: str, folder) -> DefaultStore:
    folder.mkdir(parents=True, exist_ok=True)
    store = kind(user, "DEVICE", str(folder))
    store.save_account(OlmAccount())
    return store


def test_a_store_used_again_binds_nothing_where_nios_own_binds_each_call(monkeypatch, tmp_path):
    counted = walks(monkeypatch)
    for kind, expected in ((Store, 0), (DefaultStore, None)):
        store = new_store(kind, f"@{kind.__name__.lower()}:example.org", tmp_path)
        store.save_sync_token("first")
        counted[0] = 0
        for n in range(10):
            store.save_sync_token(f"token {n}")
        assert store.load_sync_token() == "token 9"
        if expected is None:
            assert counted[0] >= 10  # (nio's: some at least for each call)
        else:
            assert counted[0] == expected


def test_several_stores_in_turn_each_keep_their_own(tmp_path):
    stores = [
        new_store(kind, f"@{name}:example.org", tmp_path / name)
        for kind, name in ((Store, "ada"), (DefaultStore, "bob"), (Store, "carol"))
    ]
    for n in range(3):
        for store in stores:
            store.save_sync_token(f"{store.user_id} {n}")
            store.save_encrypted_rooms({f"!{store.user_id}{n}:example.org"} if n < 2 else set())
    for store, kind in zip(stores, (Store, DefaultStore, Store), strict=True):
        again = kind(store.user_id, "DEVICE", store.store_path)  # (from its file)
        assert again.load_sync_token() == f"{store.user_id} 2"
        assert again.load_encrypted_rooms() == {f"!{store.user_id}{n}:example.org" for n in range(2)}
        assert again.load_account() is not None


def test_a_sync_with_no_new_encrypted_room_opens_no_transaction(tmp_path):
    store = new_store(Store, "@ada:example.org", tmp_path)
    opened = []
    atomic = store.database.atomic
    store.database.atomic = lambda *a, **k: opened.append(1) or atomic(*a, **k)
    store.save_encrypted_rooms(set())
    assert not opened
    store.save_encrypted_rooms({"!room:example.org"})
    assert opened and store.load_encrypted_rooms() == {"!room:example.org"}


def test_the_file_is_kept_in_write_ahead_log_mode_synced_at_checkpoints_only(tmp_path):
    """(Each of nio's commits otherwise made, synced and deleted a journal file: about 10 ms of
    the event loop waiting for the disk, for each sync and each Olm message.) A second store on
    the same file, as the window's and a host process's on one device, reads what the first saved."""
    store = new_store(Store, "@ada:example.org", tmp_path)
    assert store.database.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.database.execute_sql("PRAGMA synchronous").fetchone()[0] == 1  # (NORMAL)
    assert store.database.execute_sql("PRAGMA secure_delete").fetchone()[0] == 1  # (nio's own, kept)
    other = Store(store.user_id, "DEVICE", store.store_path)
    store.save_sync_token("from the first")
    assert other.load_sync_token() == "from the first"
    other.save_sync_token("from the second")
    assert store.load_sync_token() == "from the second"


def test_the_account_row_is_read_once_and_its_pickle_afresh_when_loaded(monkeypatch, tmp_path):
    """nio looked the account's row up before every save of a sync token or an Olm session."""
    from nio.store import Accounts

    reads = [0]
    get = Accounts.get.__func__

    def counting(cls, *args, **kwargs):
        reads[0] += 1
        return get(cls, *args, **kwargs)

    monkeypatch.setattr(Accounts, "get", classmethod(counting))
    store = new_store(Store, "@ada:example.org", tmp_path)
    for n in range(10):
        store.save_sync_token(f"token {n}")
    assert reads[0] == 1 and store.load_sync_token() == "token 9"
    other = Store(store.user_id, "DEVICE", store.store_path)  # (a host process on the same device)
    account = OlmAccount()
    other.save_account(account)
    assert store.load_account().identity_keys == account.identity_keys


def an_olm_session(store: DefaultStore):
    from nio.crypto import OutboundSession

    other = OlmAccount()
    other.generate_one_time_keys(1)
    one_time_key = next(iter(other.one_time_keys["curve25519"].values()))
    return OutboundSession(store.load_account(), other.identity_keys["curve25519"], one_time_key)


def test_the_statements_of_each_piece_and_each_sync_are_nios_own_given_to_sqlite_directly(monkeypatch, tmp_path):
    """An Olm session is saved for every piece sent or read, the sync token for every sync: nio's
    statements, run as they are (peewee built each anew, four times the CPU of running it)."""
    from nio.store.models import OlmSessions, SyncTokens
    from peewee import Database

    from cloudtable.net.matrix import store as module

    store = new_store(Store, "@ada:example.org", tmp_path)
    session = an_olm_session(store)
    account = store._get_account()
    with store.database.bind_ctx(store.models):  # (what nio's peewee models write)
        sql = OlmSessions.replace(
            account=account,
            sender_key="KEY",
            session=b"",
            session_id="",
            creation_time=session.creation_time,
            last_usage_date=session.use_time,
        ).sql()
        assert sql[0] == module.SAVE_SESSION
        assert sql[1][1:3] == [session.creation_time.strftime(module.DATE), session.use_time.strftime(module.DATE)]
        assert SyncTokens.replace(account=account, token="").sql()[0] == module.SAVE_SYNC_TOKEN
    built = []
    execute = Database.execute
    monkeypatch.setattr(Database, "execute", lambda self, query, **k: built.append(query) or execute(self, query, **k))
    for n in range(3):
        store.save_session("KEY", session)
        store.save_sync_token(f"token {n}")
    assert built == []
    monkeypatch.undo()
    again = DefaultStore(store.user_id, "DEVICE", store.store_path)  # nio's own reads them back
    assert again.load_sync_token() == "token 2"
    kept = again.load_sessions()["KEY"]
    assert [s.id for s in kept] == [session.id]  # (replaced, not added)
    assert kept[0].creation_time == session.creation_time
    assert DefaultStore(store.user_id, "DEVICE", store.store_path).load_account().identity_keys == (
        store.load_account().identity_keys
    )
