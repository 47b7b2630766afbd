"""The table's room on a real homeserver (docs/matrix.md, "The table's room"): the host's status
state event (seats, their Matrix users, whose turn, the phase, the winners), one encrypted "your
turn" notice for each change of turn to a person, mentioning them, and the game's record posted
encrypted at the end, read back and checked by the fairness code."""

from __future__ import annotations

import asyncio
import random

import pytest
from accounts import run
from table import EVERY_EVENT, host_table, play
from test_matrix_games import readable_text

from cloudtable.engine import Match, get_game
from cloudtable.engine.actions import ActionCodec
from cloudtable.net.fairness import check_record
from cloudtable.net.matrix.audit import history, room_commitment, room_records
from cloudtable.net.matrix.room import read_table
from cloudtable.net.matrix.status import OVER, PLAYING, STATUS_STATE, read_status, room_status
from cloudtable.net.matrix.table_room import RECORD_KEY, TURN_KEY
from cloudtable.net.protocol import COMPUTER, OPEN
from cloudtable.net.table import HostedTable

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")


def expected_notices(table: HostedTable, users: dict[int, str]) -> list[tuple[int, tuple[str, ...]]]:
    """(moves, users) of each change of turn to a person, from the game's record replayed."""
    match = table.match
    game = match.game
    again = Match(game, match.players, match.seed, dict(match.options))
    codec = ActionCodec(game.action_types)
    persons = set(users)
    found, before = [], set()
    actions = [codec.load(codec.dump(a)) for a in match.history]
    for moves in range(len(actions) + 1):
        if moves:
            again.apply(actions[moves - 1])
        assert not again.choosing_in_secret  # (a game of turns: who acts is who the rules ask)
        now = set() if again.is_over else {again.current_player} & persons
        new = now - before
        if new:
            found.append((moves, tuple(sorted(users[s] for s in new))))
        before = now
    return found


async def notices_in(client, room_id: str, host_user: str) -> list[tuple[int, tuple[str, ...], dict]]:
    """The turn notices in the room, oldest first, each (moves, mentioned users, content)."""
    found = []
    for event in reversed(await history(client, room_id, ["m.room.encrypted"])):
        content = event.source.get("content", {}) if getattr(event, "decrypted", False) else {}
        if event.sender == host_user and TURN_KEY in content:
            found.append((content[TURN_KEY]["moves"], tuple(content["m.mentions"]["user_ids"]), content))
    return found


def test_the_room_follows_a_whole_game_its_status_its_turn_notices_and_its_record(homeserver, tmp_path):
    # Cloudy Kingdom: a game of turns (a notice per change of turn) that ends in about 50 moves
    # for three (Cloud 9 takes 200 or so); the room's events are the same for every game.
    game = get_game("cloudy-kingdom")
    seats = [(OPEN, ""), (OPEN, ""), (COMPUTER, game.bot_levels[0])]
    table = HostedTable.new("cloudy-kingdom", seats, "Room with a view", None)

    async def scenario():
        matrix, (ada, bob) = await host_table(homeserver.url, tmp_path, table, ["Ada", "Bob"], EVERY_EVENT)
        try:
            first, second = await matrix.sit(ada, "Ada"), await matrix.sit(bob, "Bob")
            await first.until(lambda k: bool(k.acting), 60)
            await matrix.matrix.room.poster.flush(30)
            during = await room_status(bob, matrix.room_id, matrix.accounts[0].user_id)
            await asyncio.gather(play(first, random.Random(1)), play(second, random.Random(2)))
            for client in (first, second):
                await client.until(lambda k: k.fairness is not None, 60)
            await matrix.matrix.room.poster.flush(60)
            host_user = matrix.accounts[0].user_id
            after = await room_status(bob, matrix.room_id, host_user)
            statuses = [e.source for e in await history(bob, matrix.room_id, [STATUS_STATE])]
            info = await read_table(ada, matrix.room_id)
            for _ in range(60):  # (the room's key reaches Ada's device by its own sync)
                notices, records = await notices_in(ada, matrix.room_id, host_user), await room_records(ada, info)
                if records and len(notices) >= matrix.matrix.room.poster.sent["notice"]:
                    break
                await asyncio.sleep(0.5)
            committed = await room_commitment(ada, info)
            return first, (ada.user_id, bob.user_id), during, after, statuses, notices, records, committed, matrix
        finally:
            await matrix.close()

    first, users, during, after, statuses, notices, records, committed, matrix = run(scenario(), 600)
    room = matrix.matrix.room
    match = table.match
    assert match.is_over
    # The status: who sits where, as which Matrix user; whose turn; at the end, who won.
    assert during is not None and during.phase == PLAYING and during.turn
    assert [(s.name, s.kind, s.user) for s in during.seats] == [
        ("Ada", "person", users[0]),
        ("Bob", "person", users[1]),
        (match.seats[2].name, "computer", None),
    ]
    assert after is not None and after.phase == OVER and after.turn == ()
    assert after.winners == tuple(match.outcome.winners)
    contents = [s["content"] for s in reversed(statuses)]  # oldest first
    assert all(a != b for a, b in zip(contents, contents[1:], strict=False))  # sent only when it changed
    assert [read_status(c) for c in contents][-1] == after
    # One notice per change of turn to a person, none for the computer, none for a turn kept.
    expected = expected_notices(table, {0: users[0], 1: users[1]})
    assert len(expected) >= 3 and room.notices == expected
    # Those sent: all but the ones a newer notice replaced while they waited (the players and the
    # computer here play faster than one room event is sent), or whose turn passed unsent.
    sent = [(m, u) for m, u, _ in notices]
    assert len(sent) == room.poster.sent["notice"] == len(expected) - room.poster.dropped["notice"]
    assert sent == [n for n in expected if n in sent] and len(set(sent)) == len(sent)
    assert all(c["body"].endswith("it is your turn at Room with a view.") for _, _, c in notices)
    # The record, read back from the room and checked as the fairness code checks the frame's.
    assert [deal for deal, _ in records] == [table.game_seq]
    record = records[0][1]
    assert record == table.record()
    k = first.knowledge
    assert committed == (k.commitment, None)
    assert check_record("cloudy-kingdom", k.seat, k.commitment, k.value, k.shown, record) is None
    # Encrypted: neither the notices nor the record can be read on the server.
    stored = "\n".join(readable_text(homeserver.database))
    assert RECORD_KEY not in stored and "your turn" not in stored and record.host_value not in stored
    assert '"phase"' in stored  # (the status is not secret: a state event, readable)
