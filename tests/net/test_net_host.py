"""`cloudtable host`, a real process on loopback, spoken to frame by frame: it runs without Qt, it
refuses what a broken or hostile client sends (and goes on serving the others), it trusts a
client with its own seat only, and its command line says what is wrong."""

import contextlib
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cloudtable.net.protocol import PROTOCOL
from cloudtable.net.table_file import read_table
from hosting import ROOT, Session


def two_seated(host):
    """Ada and Bo at seats 0 and 1, and the first update each has of the game begun."""
    a, b = Session(host.url), Session(host.url)
    assert a.join("Ada")["seat"] == 0
    assert b.join("Bo")["seat"] == 1
    begun = lambda u: u["acting"] != []  # noqa: E731
    return a, b, a.update_where(begun), b.update_where(begun)


def latest_update(session, timeout=15):
    return session.hear_kind("update", timeout)


def test_the_host_plays_a_game_without_qt(hosts):
    host = hosts("cloud9", "--seats", "open,computer:random", "--seed", "5")
    ada = Session(host.url)
    welcome = ada.hello()
    assert welcome["type"] == "welcome" and welcome["game"] == "cloud9" and welcome["protocol"] == PROTOCOL
    assert [s["kind"] for s in welcome["seats"]] == ["open", "computer"]
    ada.send({"type": "join", "name": "Ada", "seat": None, "invitation": None})
    seated = ada.hear_kind("seated")
    assert seated["seat"] == 0 and len(seated["token"]) > 40
    number = 1
    for _ in range(40):  # moves against the computer, in turn
        update = latest_update(ada)
        if update["outcome"] is not None:
            break
        if update["legal"]:
            ada.send({"type": "act", "number": number, "action": update["legal"][0]})
            number += 1
    assert number > 3
    maps = Path(f"/proc/{host.pid}/maps")
    if maps.exists():
        loaded = maps.read_text()
        assert "libQt6" not in loaded and "PySide6" not in loaded and "shiboken" not in loaded
    ada.close()
    assert host.stop() == 0
    assert "Traceback" not in host.log()


def test_a_broken_or_hostile_client_is_refused_and_the_others_play_on(hosts):
    host = hosts("cloud9", "--seats", "open,open", "--seed", "2")
    ada, bo, update, bo_update = two_seated(host)
    acting, update = (ada, update) if update["acting"] == [0] else (bo, bo_update)
    rogue = Session(host.url)
    rogue.hello()
    for frame, code in [
        (b'{"type":"chat","text":"hi"}', "not_text"),  # a binary frame
        ("not json", "not_json"),
        ('{"type":"chat","text":"hi","x":1}', "extra_field"),
        ('{"type":"launch"}', "unknown_type"),
        ('{"type":"act","number":1,"action":{"type":"Roll"}}', "not_seated"),
        ('{"type":"chat","text":"' + "x" * 20_000 + '"}', "too_big"),
    ]:
        rogue.send(frame)
        refusal = rogue.hear()
        assert refusal["type"] == "refusal" and refusal["code"] == code, (frame[:40], refusal)
        assert refusal["reason"]["text"]
    from websockets.exceptions import ConnectionClosed
    from websockets.protocol import State

    with contextlib.suppress(ConnectionClosed):  # (the host may hang up while it is still being sent)
        rogue.send('{"type":"chat","text":"' + "x" * 70_000 + '"}')  # far too big: hung up on
    code = rogue.closed_with()
    # 1009; or, when the host hung up on bytes it had not read, its TCP reset may overtake the
    # close frame (more likely over TLS): closed all the same.
    assert code == 1009 or (code is None and rogue.socket.protocol.state is State.CLOSED)
    # Meanwhile the game goes on for the others.
    acting.send({"type": "act", "number": 1, "action": update["legal"][0]})
    assert ada.update_where(lambda u: u["moves"] == 1)
    ada.close()
    bo.close()
    assert "Traceback" not in host.log()


def test_a_flooding_client_is_throttled_then_dropped(hosts):
    host = hosts("cloud9", "--seats", "open,open", "--seed", "2")
    flood = Session(host.url)
    flood.hello()
    codes = []
    from websockets.exceptions import ConnectionClosed

    closed = None
    try:  # (a slow machine may be hung up on while still sending)
        for _ in range(200):
            flood.send({"type": "watch", "name": "Flood"})
    except ConnectionClosed as error:
        closed = error
    try:  # what came before the hang-up is still read
        while True:
            frame = flood.hear(10)
            if frame["type"] == "refusal":
                codes.append(frame["code"])
    except ConnectionClosed as error:
        closed = error
    # Hung up as a policy breach (over TLS the reset may overtake the close frame).
    assert closed is not None and (closed.rcvd is None or closed.rcvd.code == 1008)
    assert "too_fast" in codes
    # Another client is served as before.
    calm = Session(host.url)
    assert calm.hello()["type"] == "welcome"
    calm.close()


@pytest.mark.parametrize(
    "first, code",
    [
        ({"type": "hello", "protocol": 1, "app": "cloudtable", "version": "9"}, "version"),  # (before invitations)
        ({"type": "hello", "protocol": PROTOCOL + 1, "app": "cloudtable", "version": "9"}, "version"),
        ({"type": "hello", "protocol": PROTOCOL, "app": "othertable", "version": "9"}, "version"),
        ({"type": "join", "name": "Ada", "seat": None, "invitation": None}, "hello_first"),
    ],
)
def test_hello_comes_first_and_in_our_protocol(hosts, first, code):
    host = hosts("cloud9", "--seats", "open,open")
    session = Session(host.url)
    session.send(first)
    refusal = session.hear()
    assert refusal["type"] == "refusal" and refusal["code"] == code
    assert session.closed_with() == 1008


def test_a_client_acts_for_its_own_seat_only(hosts):
    host = hosts("strange-world", "--seats", "open,open", "--seed", "4")
    ada, bo, first, bo_update = two_seated(host)
    assert sorted(first["acting"]) == [0, 1]  # two players: the draft begins at once
    mine = first["legal"][0]
    # Bo chooses; then sends it again: the same number is a replay; another choice: he has chosen.
    bo.send({"type": "act", "number": 1, "action": bo_update["legal"][0]})
    assert ada.update_where(lambda u: u["chosen"] == [1])["acting"] == [0]
    bo.send({"type": "act", "number": 1, "action": bo_update["legal"][0]})
    assert bo.hear_kind("refusal")["code"] == "stale"
    bo.send({"type": "act", "number": 2, "action": bo_update["legal"][-1]})
    assert bo.hear_kind("refusal")["code"] == "chosen"
    # Ada's view never showed Bo's choice, and Bo's update never showed Ada's hand.
    ada.send({"type": "act", "number": 1, "action": mine})
    after = bo.update_where(lambda u: u["moves"] == 2)
    assert all(step["action"] is None for step in after["steps"] if step["seat"] == 0)
    assert all(card == -1 for card in after["view"]["hands"][0])
    ada.close()
    bo.close()


def test_a_spectator_sees_the_public_view_and_cannot_act(hosts):
    host = hosts("strange-world", "--seats", "open,open", "--seed", "4")
    ada, bo, first, _ = two_seated(host)
    watcher = Session(host.url)
    watcher.hello()
    watcher.send({"type": "watch", "name": "Onlooker"})
    seated = watcher.hear_kind("seated")
    assert seated["seat"] is None and seated["token"] is None
    update = latest_update(watcher)
    assert update["legal"] == [] and all(card == -1 for hand in update["view"]["hands"] for card in hand)
    watcher.send({"type": "act", "number": 1, "action": first["legal"][0]})
    assert watcher.hear_kind("refusal")["code"] == "spectator"
    watcher.send({"type": "chat", "text": "Hello from the side"})
    said = ada.hear_kind("chat")
    assert said == {"type": "chat", "n": 1, "seat": None, "name": "Onlooker", "text": "Hello from the side"}
    for session in (ada, bo, watcher):
        session.close()


def run_host(*args, timeout=60):
    return subprocess.run(
        [sys.executable, "-m", "cloudtable", "host", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(ROOT)},
    )


@pytest.mark.parametrize(
    "args, says",
    [
        (["chess"], "no game called chess"),
        (["cloud9", "--seats", "open,robot"], "open, invited or computer"),
        (["cloud9", "--seats", "open"], "2 to 6 players"),
        (["cloud9", "--option", "first=9"], "first"),
        (["cloud9", "--name", "two\nlines"], "one line"),
        (["cloud9", "--seat-name", "1=Cirrus"], "only a computer's seat"),
        (["cloud9", "--seat-colour", "3=red"], "SEAT from 1 to 2"),
        (["cloud9", "--seats", "open,computer", "--seat-colour", "2=Red!"], "a seat's colour"),
        (["cloud9", "--seats", "open,computer", "--seat-name", "2=a\tb"], "a player's name"),
        (["cloud9", "--own-seat", " "], "--own-seat needs a player's name"),
        (["cloud9", "--seats", "computer,open", "--own-seat", "Ada"], "an open first seat"),
        ([], "give a game to host"),
        (["--resume", "/nonexistent/table.json"], "No such file"),
    ],
)
def test_the_command_line_says_what_is_wrong(args, says):
    result = run_host(*args, "--port", "0")
    assert result.returncode == 2 and says in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_an_existing_file_is_resumed_not_overwritten(tmp_path):
    path = tmp_path / "table.json"
    path.write_text("{}")
    result = run_host("cloud9", "--file", str(path), "--port", "0")
    assert result.returncode == 2 and "--resume" in result.stderr
    assert path.read_text() == "{}"
    damaged = run_host("--resume", str(path), "--port", "0")
    assert damaged.returncode == 2 and "not a cloudtable save" in damaged.stderr


def test_an_invited_seat_is_taken_only_by_whoever_presents_its_invitation(hosts):
    host = hosts("cloud9", "--seats", "open,invited,invited", "--seed", "6")
    invitations = host.info["invitations"]
    assert sorted(invitations) == ["1", "2"] and invitations["1"] != invitations["2"]
    stranger = Session(host.url)
    welcome = stranger.hello()
    assert [s["kind"] for s in welcome["seats"]] == ["open", "invited", "invited"]

    def refused(session, seat, invitation=None):
        session.send({"type": "join", "name": "Mallory", "seat": seat, "invitation": invitation})
        return session.hear_kind("refusal")["code"]

    assert refused(stranger, 1) == "invited"
    assert refused(stranger, None, "f" * 16) == "unknown_invitation"
    assert refused(stranger, 2, invitations["1"]) == "wrong_seat"  # one invitation opens no other seat
    assert refused(stranger, 0, invitations["1"]) == "wrong_seat"
    bo = Session(host.url)
    seated = bo.join("Bo", None, invitations["1"])
    assert seated["seat"] == 1 and seated["token"]
    assert refused(stranger, None, invitations["1"]) == "unknown_invitation"  # used: nobody else's now
    assert stranger.join("Mallory")["seat"] == 0  # (on the same connection) the open seat takes anyone
    late = Session(host.url)
    late.hello()
    assert refused(late, None) == "table_full"  # the seat left is kept for its invited person
    cy = Session(host.url)
    assert cy.join("Cy", 2, invitations["2"])["seat"] == 2
    assert [s["kind"] for s in cy.hear_kind("seats")["seats"]] == ["person"] * 3
    assert cy.update_where(lambda u: u["acting"] != [])  # every seat taken: the game begins
    on_disk = host.file.read_text()
    assert invitations["1"] not in on_disk and invitations["2"] not in on_disk  # hashes only
    for session in (stranger, bo, late, cy):
        session.close()
    assert "Traceback" not in host.log()


def test_the_table_file_is_written_before_anyone_is_told(hosts):
    host = hosts("cloud9", "--seats", "open,open", "--seed", "9")
    ada, bo, update, bo_update = two_seated(host)
    acting, update = (ada, update) if update["acting"] == [0] else (bo, bo_update)
    acting.send({"type": "act", "number": 1, "action": update["legal"][0]})
    told = (ada if acting is bo else bo).update_where(lambda u: u["moves"] == 1)
    on_disk = json.loads(host.file.read_text())
    assert on_disk["seq"] >= told["seq"] and len(on_disk["match"]["history"]) >= told["moves"]
    time.sleep(0.1)
    ada.close()
    bo.close()


def test_an_away_player_is_shown_away_and_a_computer_can_stand_in_for_them(hosts):
    host = hosts("cloud9", "--seats", "open,open", "--seed", "12")
    ada, bo, update, _ = two_seated(host)
    bo.close()  # Bo's connection drops
    seats = ada.hear_kind("seats")
    assert [s["present"] for s in seats["seats"]] == [True, False]
    ada.send({"type": "stand_in", "seat": 0, "level": "random"})
    assert ada.hear_kind("refusal")["code"] == "not_away"  # Ada is here
    ada.send({"type": "stand_in", "seat": 1, "level": "random"})
    assert ada.hear_kind("seats")["seats"][1]["level"] == "random"
    # Ada plays her turns; the computer plays Bo's: the game goes on without him.
    number = 1
    while update["moves"] < 12 and update["outcome"] is None:
        if update["legal"]:
            ada.send({"type": "act", "number": number, "action": update["legal"][0]})
            number += 1
        update = ada.hear_kind("update")
    played = read_table(host.file)
    assert any(step.seat == 1 for step in played.match.steps)


def test_adjourn_stops_everyone_and_the_table_resumes_later_with_the_same_seats(hosts):
    host = hosts("strange-world", "--seats", "open,open", "--seed", "13")
    ada = Session(host.url)
    ada_token = ada.join("Ada")["token"]
    bo = Session(host.url)
    bo_token = bo.join("Bo")["token"]
    first = ada.update_where(lambda u: u["acting"] != [])
    ada.send({"type": "act", "number": 1, "action": first["legal"][0]})
    ada.update_where(lambda u: u["chosen"] != [])
    bo.send({"type": "adjourn"})
    assert ada.hear_kind("adjourned")["by"] == "Bo"
    assert ada.closed_with() == 1001
    assert host.process.wait(15) == 0
    again = hosts("--resume", str(host.file))
    for name, token, seat in (("Ada", ada_token, 0), ("Bo", bo_token, 1)):
        session = Session(again.url)
        session.hello()
        session.send({"type": "resume", "token": token, "last": 0, "chat": 0})
        seated = session.hear_kind("seated")
        assert seated["seat"] == seat and seated["token"] is None and seated["next"] == (2 if name == "Ada" else 1)
        update = session.hear_kind("update")
        assert update["reset"] and update["chosen"] == [0]  # Ada's choice made before the break is kept
        session.close()


def test_a_rematch_is_asked_once_the_game_is_over_and_everyone_gets_the_new_game(tmp_path):
    """Over the wire, with the client library: refused before the end; after it, one player's
    rematch gives everyone the new game whole, and the seats stay theirs."""
    import asyncio
    import random

    from cloudtable.net.client import Client
    from cloudtable.net.protocol import OPEN
    from cloudtable.net.table import HostedTable
    from hosting import InProcessHost, run

    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Rematch", 21, {})
    tokens = [table.join(name)[1] for name in ("Ada", "Bo")]
    rng = random.Random(1)
    for _ in range(3):
        seat = table.acting[0]
        table.act(seat, table.seats[seat].next, rng.choice(table.update_for(seat, None).legal))

    async def go():
        async with InProcessHost(table, tmp_path / "table.json") as host:
            ada, bo = (Client(host.url, token=token) for token in tokens)
            await ada.start()
            await bo.start()
            await ada.rematch()
            await ada.until(lambda k: bool(k.refusals))
            assert ada.knowledge.refusals[-1].code == "not_over"
            while not table.match.is_over:  # the rest of the game, played at the host
                seat = table.acting[0]
                table.act(seat, table.seats[seat].next, rng.choice(table.update_for(seat, None).legal))
            host.host.changed()
            await bo.until(lambda k: k.is_over)
            await bo.rematch()
            for client in (ada, bo):
                await client.until(lambda k: not k.is_over and k.seq == table.seq)
                k = client.knowledge
                assert k.moves == len(table.match.steps) and k.log[0].message.english().endswith("same seats.")
                assert k.seat == (0 if client is ada else 1)
            assert ada.connections == bo.connections == 1  # no resume was needed: the update said it all
            await asyncio.gather(ada.close(), bo.close())

    run(go(), 60)
    # The new game began at the rematch and was dealt at the next change, from both seats' values.
    assert read_table(tmp_path / "table.json").game_seq == table.seq - 1
    assert table.dealt and sorted(table.values) == [0, 1]


def test_the_own_seat_is_taken_before_anyone_can_connect_and_its_token_said_to_whoever_started_the_host(hosts):
    host = hosts("cloud9", "--seats", "open,open", "--own-seat", "Ada")
    bo = Session(host.url)
    assert bo.join("Bo")["seat"] == 1  # the first seat was Ada's before Bo could come
    seats = bo.hear_kind("seats")["seats"]
    assert [(s["name"], s["kind"], s["present"]) for s in seats] == [("Ada", "person", False), ("Bo", "person", True)]
    ada = Session(host.url)
    ada.hello()
    ada.send({"type": "resume", "token": host.info["token"], "last": 0, "chat": 0})
    assert ada.hear_kind("seated")["seat"] == 0
    assert host.info["token"] not in host.file.read_text()  # (the file keeps its hash only)


def test_a_host_started_with_until_stdin_closes_ends_when_its_starter_is_gone(hosts):
    """The window hosts this way: killed (kill -9), its pipe to the host's standard input closes,
    and the host ends as when stopped, the game written down, so that the window's Rejoin opens
    the table again on its port rather than a second copy beside a host left serving it."""
    host = hosts("strange-world", "--seats", "open,open", "--seed", "13", "--until-stdin-closes")
    ada = Session(host.url)
    ada.join("Ada")
    Session(host.url).join("Bo")
    first = ada.update_where(lambda u: u["acting"] != [])
    ada.send({"type": "act", "number": 1, "action": first["legal"][0]})
    ada.update_where(lambda u: u["chosen"] != [])
    time.sleep(0.5)
    assert host.process.poll() is None  # (it reads its standard input: nothing comes, it serves on)
    host.process.stdin.close()  # what the kernel does when the process that started it dies
    assert ada.closed_with() == 1001  # (not adjourned: clients try again, and find the table opened again)
    assert host.process.wait(15) == 0
    table = read_table(host.file)
    assert table.seq == first["seq"] + 1 and 0 in table.pending  # (Ada's choice is kept)
