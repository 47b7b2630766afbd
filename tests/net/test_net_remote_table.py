"""A game's own table, drawn from a remote seat (RemoteFeed) and from the same seat of the local match
(Feed), side by side through random games of every game: the same cards and pieces in the same
places, the same lit choices, the same prompt. The table cannot tell them apart."""

import random

import pytest

import contract
from cloudtable.net.knowledge import Knowledge
from cloudtable.net.protocol import OPEN, Seated, Welcome, encode, to_client
from cloudtable.net.table import HostedTable
from cloudtable.ui.games import table_class
from cloudtable.ui.remote_feed import RemoteFeed
from cloudtable.ui.table.feed import Feed
from cloudtable.ui.table.scene import TableScene


def laid_out(table):
    """What a table shows: each item's key, where it is, whether it is shown, its tooltip."""
    return {
        key: (round(item.pos().x(), 3), round(item.pos().y(), 3), item.isVisible(), item.toolTip())
        for key, item in table._items.items()
    }


def shown(table, interactive):
    table.interactive = interactive
    table.sync(animate=False)
    choices = list(table.choices()) if interactive else []  # (frozen: compared whole)
    prompt = table.prompt() if interactive else None
    return laid_out(table), choices, prompt


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_a_table_cannot_tell_a_remote_seat_from_a_local_one(qapp, game_id):
    players = contract.some_players(game_id, 3)
    hosted = HostedTable.new(game_id, [(OPEN, "")] * players, "Side by side", 21, {})
    for seat in range(players):
        hosted.join(f"P{seat}")
    knowledge = Knowledge()
    knowledge.apply(Welcome(2, "cloudtable", "t", game_id, "Side by side", hosted.seat_infos()))
    knowledge.apply(Seated(0, None, 1))
    cls = table_class(game_id)
    local_scene, remote_scene = TableScene(), TableScene()
    local = cls(local_scene, Feed(hosted.match))
    remote_table = None
    rng = random.Random(4)
    compared = 0
    while True:
        since = knowledge.seq if knowledge.view is not None else None
        knowledge.apply(to_client(encode(hosted.update_for(0, since))))
        if remote_table is None:
            remote_table = cls(remote_scene, RemoteFeed(knowledge))
            local.viewer = remote_table.viewer = 0
        mine = 0 in hosted.acting
        there, here = shown(remote_table, mine), shown(local, mine)
        differ = {k: (there[0].get(k), here[0].get(k)) for k in there[0].keys() | here[0].keys()}
        assert there == here, (game_id, len(hosted.match.steps), {k: v for k, v in differ.items() if v[0] != v[1]})
        compared += 1
        if hosted.match.is_over or compared > 60:
            break
        seat = rng.choice(hosted.acting)
        hosted.act(seat, hosted.seats[seat].next, rng.choice(hosted.update_for(seat, None).legal))
    assert compared > 5
