"""The window's link to a hosted table (cloudtable/ui/remote_link.py): a real `cloudtable host` on
loopback, the asyncio client on its thread, and on the Qt thread a RemoteFeed a game's table draws
from; moves played through it, a refusal said, the link closed cleanly."""

import pytest

from cloudtable.engine import Message
from cloudtable.games.cloud9.actions import Pay
from cloudtable.ui.games import table_class
from cloudtable.ui.remote_link import RemoteLink
from cloudtable.ui.table.scene import TableScene
from hosting import HostProcess


@pytest.fixture
def host(tmp_path):
    started = HostProcess(tmp_path, "cloud9", "--seats", "open,computer:random", "--seed", "8")
    yield started
    started.stop()


def test_a_table_plays_through_the_link(qtbot, host):
    link = RemoteLink(host.url, name="Ada")
    try:
        qtbot.waitUntil(lambda: link.feed is not None and bool(link.feed.legal_actions()), timeout=30_000)
        feed = link.feed
        assert feed.seat == 0 and link.token
        table = table_class("cloud9")(TableScene(), feed)
        table.viewer, table.interactive = 0, True
        table.sync(animate=False)
        assert table.items()
        for _ in range(6):  # my moves; the computer answers on the host
            qtbot.waitUntil(lambda: bool(feed.legal_actions()) or feed.is_over, timeout=30_000)
            if feed.is_over:
                break
            moves = feed.moves
            with qtbot.waitSignal(link.changed, timeout=30_000):
                link.play(feed.legal_actions()[0])
            qtbot.waitUntil(lambda m=moves: feed.moves > m, timeout=30_000)
            table.sync(animate=False)
        assert feed.moves >= 6 and feed.public_moves(0)[0][0] in (0, 1)
        # A move that is not legal now: the host refuses it, with its reason.
        with qtbot.waitSignal(link.refused, timeout=30_000) as refused:
            link.play(Pay(tuple(range(8))))  # eight cards: never a way to pay, whoever's turn it is
        assert isinstance(refused.args[0], Message) and refused.args[0].english()
    finally:
        link.close()
    assert not link._thread.is_alive()


def test_a_link_to_nowhere_says_so(qtbot):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    link = RemoteLink(f"ws://127.0.0.1:{port}", name="Ada")
    with qtbot.waitSignal(link.failed, timeout=30_000) as failed:
        pass
    assert "cannot be reached" in failed.args[0].english()
    link.close()


def test_a_record_that_shows_the_host_cheated_is_said_and_an_honest_one_is_not(qtbot):
    import dataclasses

    from cloudtable.net.fairness import PROBLEMS, new_value
    from cloudtable.net.protocol import encode, to_client
    from test_net_fairness import play_headless

    table, knowledges = play_headless("cloud9", 2, 0)
    link = RemoteLink("ws://127.0.0.1:9", name="Ada")  # (never started: the frames are handed to it here)
    said = []
    link.cheated.connect(said.append)
    for record, cheated in (
        (table.record(), False),
        (dataclasses.replace(table.record(), host_value=new_value().hex()), True),
    ):
        link.knowledge = knowledges[0]
        link.knowledge.fairness = None  # (checked anew)
        link._take(to_client(encode(record)))
        assert link.knowledge.cheated is cheated
    assert [message.text for message in said] == [PROBLEMS["commitment"]]
    link.close()


def test_a_commitment_the_client_found_in_the_room_checks_the_record_in_the_window_too(qtbot):
    """An app that came in after the deal (over Matrix: started again mid-game) never had the
    commitment's frame; its client reads the commitment from the table's room, and the window's own
    knowledge must check the record with it."""
    import copy
    import dataclasses
    import types

    from cloudtable.net.fairness import PROBLEMS, new_value
    from cloudtable.net.protocol import encode, to_client
    from test_net_fairness import play_headless

    table, knowledges = play_headless("cloud9", 2, 0)
    came_late = copy.deepcopy(knowledges[0])
    came_late.commitment, came_late.fairness = None, None  # (the frame was never seen here)
    link = RemoteLink("ws://127.0.0.1:9", name="Ada")  # (it finds nothing there: the frames are handed to it here)
    qtbot.waitUntil(lambda: not link._thread.is_alive(), timeout=30_000)  # (its thread done with `_client`)
    link._client = types.SimpleNamespace(knowledge=knowledges[0])  # its client read the room
    said = []
    link.cheated.connect(said.append)
    link.knowledge = came_late
    link._take(to_client(encode(dataclasses.replace(table.record(), host_value=new_value().hex()))))
    assert link.knowledge.cheated
    assert [message.text for message in said] == [PROBLEMS["commitment"]]
    link.close()
