"""The table's chat history: the host keeps the last lines (in its file too), and a seat that
sits or comes back is sent the lines it has not seen, once, in order."""

import json

import pytest

from cloudtable.engine import SaveFileError
from cloudtable.net.client import Client
from cloudtable.net.host import history_frame
from cloudtable.net.protocol import HISTORY, MAX_TO_CLIENT, OPEN, History, Said, encode
from cloudtable.net.table import HostedTable
from cloudtable.net.table_file import dump_table, load_table, read_table
from hosting import InProcessHost, Session, run


def two_open(seed=1):
    return HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Chat tests", seed, {})


def texts(lines):
    return [line.text for line in lines]


# --- the table and its file -------------------------------------------------------------------------
def test_the_table_keeps_its_newest_lines_numbered_and_its_file_keeps_them():
    t = two_open()
    t.join("Ada")
    for i in range(HISTORY + 50):
        t.say(0, "Ada", f"line {i}")
    assert len(t.chat) == HISTORY and t.chat[0].n == 51 and t.chat[-1].n == HISTORY + 50
    assert texts(t.chat_since(HISTORY + 48)) == [f"line {HISTORY + 48}", f"line {HISTORY + 49}"]
    assert t.chat_since(0) == tuple(t.chat)  # (a seat that saw nothing: all that is kept)
    again = load_table(dump_table(t))
    assert again.chat == t.chat
    assert again.say(None, "Onlooker", "after").n == HISTORY + 51  # the numbers go on after a restart


def test_a_table_file_from_before_the_chat_was_kept_reads_with_none():
    data = json.loads(dump_table(two_open()))
    del data["chat"]
    data["format_version"] = 3
    assert load_table(json.dumps(data)).chat == []


@pytest.mark.parametrize(
    "chat",
    [
        "hello",
        [{"n": 1, "seat": 0, "name": "Ada", "text": "x" * 501}],  # a line too long
        [{"n": 2, "seat": 0, "name": "Ada", "text": "b"}, {"n": 1, "seat": 0, "name": "Ada", "text": "a"}],
        [{"n": 1, "seat": 5, "name": "Ada", "text": "a"}],  # no such seat at a table of two
        [{"n": 1, "seat": 0, "name": "Ada", "text": "a", "secret": "x"}],
        [{"n": n, "seat": 0, "name": "Ada", "text": "a"} for n in range(1, HISTORY + 2)],
    ],
)
def test_a_bad_chat_in_the_table_file_is_refused_with_its_message(chat):
    data = json.loads(dump_table(two_open()))
    data["chat"] = chat
    with pytest.raises(SaveFileError) as error:
        load_table(json.dumps(data))
    assert "chat" in str(error.value)


def test_a_history_always_fits_in_one_frame_to_a_client():
    longest = tuple(Said(n, 7, "🎈" * 24, "🎈" * 500) for n in range(1, HISTORY + 1))
    assert history_frame(longest).lines == longest
    # Were the bound ever crossed, the oldest lines would give way, never the frame's limit.
    many = tuple(Said(n, 7, "🎈" * 24, "🎈" * 500) for n in range(1, 4 * HISTORY))
    frame = history_frame(many)
    assert len(encode(frame).encode("utf-8")) <= MAX_TO_CLIENT and frame.lines[-1] == many[-1]


# --- over the network ---------------------------------------------------------------------------------
def test_a_seat_that_comes_back_is_sent_the_lines_it_has_not_seen_once_in_order():
    async def go():
        async with InProcessHost(two_open()) as host:
            ada, bo = Client(host.url, name="Ada"), Client(host.url, name="Bo")
            await ada.start()
            await bo.start()
            await ada.say("one")
            await bo.say("two")
            await bo.until(lambda k: texts(k.chat) == ["one", "two"])
            assert not bo.knowledge.earlier  # (said while Bo sat: not earlier lines)
            token = bo.knowledge.token
            await bo.close()
            await ada.say("three")
            await ada.until(lambda k: len(k.chat) == 3)

            # Bo's app started again: it remembers nothing, and is sent everything, as earlier lines.
            frames = []
            again = Client(host.url, token=token, listener=frames.append)
            await again.start()
            await again.until(lambda k: len(k.chat) == 3)
            assert [(line.n, line.name, line.text) for line in again.knowledge.chat] == [
                (1, "Ada", "one"),
                (2, "Bo", "two"),
                (3, "Ada", "three"),
            ]
            assert again.knowledge.earlier == {1, 2, 3}
            assert sum(isinstance(f, History) for f in frames) == 1
            await again.close()

            # An app that had seen the first line asks for those after it, and gets only those.
            frames.clear()
            later = Client(host.url, token=token, listener=frames.append)
            later.knowledge.chat = [Said(1, 0, "Ada", "one")]
            await later.start()
            await later.until(lambda k: len(k.chat) == 3)
            (history,) = [f for f in frames if isinstance(f, History)]
            assert [line.n for line in history.lines] == [2, 3]

            # A connection that drops and resumes by itself: no line twice, none sent again.
            frames.clear()
            host.drop_everyone()
            await later.until(lambda k: later.connections == 2)
            await ada.until(lambda k: ada.connections == 2)
            await ada.say("four")
            await later.until(lambda k: len(k.chat) == 4)
            assert texts(later.knowledge.chat) == ["one", "two", "three", "four"]
            assert texts(ada.knowledge.chat) == ["one", "two", "three", "four"]
            assert not any(isinstance(f, History) for f in frames)
            # A spectator who comes now is told the table's lines too (chat is public at the table).
            onlooker = Client(host.url, name="Onlooker", watch=True)
            await onlooker.start()
            await onlooker.until(lambda k: len(k.chat) == 4)
            assert onlooker.knowledge.earlier == {1, 2, 3, 4}
            for client in (ada, later, onlooker):
                await client.close()

    run(go(), 60)


def test_a_host_resumed_from_its_file_still_has_its_chat(hosts):
    host = hosts("strange-world", "--seats", "open,open", "--seed", "3")
    ada, bo = Session(host.url), Session(host.url)
    ada_token = ada.join("Ada")["token"]
    bo.join("Bo")
    for text in ("hello", "good luck"):
        ada.send({"type": "chat", "text": text})
        assert bo.hear_kind("chat")["text"] == ada.hear_kind("chat")["text"] == text
    bo.send({"type": "chat", "text": "thanks"})
    assert ada.hear_kind("chat") == {"type": "chat", "n": 3, "seat": 1, "name": "Bo", "text": "thanks"}
    assert texts(read_table(host.file).chat) == ["hello", "good luck", "thanks"]
    bo.send({"type": "adjourn"})
    assert ada.hear_kind("adjourned")["by"] == "Bo"
    assert host.process.wait(15) == 0
    ada.close()
    bo.close()

    again = hosts("--resume", str(host.file))
    ada = Session(again.url)
    ada.hello()
    ada.send({"type": "resume", "token": ada_token, "last": 0, "chat": 1})  # she had seen the first line
    history = ada.hear_kind("history")
    assert [(line["n"], line["text"]) for line in history["lines"]] == [(2, "good luck"), (3, "thanks")]
    ada.send({"type": "chat", "text": "we go on"})
    assert ada.hear_kind("chat")["n"] == 4
    watcher = Session(again.url)
    watcher.hello()
    watcher.send({"type": "watch", "name": "Onlooker"})
    assert [line["n"] for line in watcher.hear_kind("history")["lines"]] == [1, 2, 3, 4]
    # A client that asks for lines the host never had (a number past its last) is sent them all.
    bo = Session(again.url)
    bo.hello()
    bo.send({"type": "resume", "token": ada_token, "last": 0, "chat": 99})
    assert [line["n"] for line in bo.hear_kind("history")["lines"]] == [1, 2, 3, 4]
    for session in (ada, watcher, bo):
        session.close()
