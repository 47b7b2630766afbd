"""A seat played from another computer (cloudtable/ui/remote_feed.py) answers a table as a seat of a
local game does: random games of every game, the host's updates for each seat carried through the
protocol's own encoding into that seat's Knowledge, and at every step its RemoteFeed compared with
the local Feed of the same match, seen from that seat."""

import random

import pytest

import contract
from cloudtable.engine import IllegalAction, Rng, get_game
from cloudtable.net.knowledge import Knowledge
from cloudtable.net.protocol import OPEN, PERSON, Seated, Seats, Welcome, encode, to_client
from cloudtable.net.table import HostedTable
from cloudtable.ui.remote_feed import RemoteFeed
from cloudtable.ui.table.feed import Feed


class Seen:
    """One seat's client, fed over the wire's encoding."""

    def __init__(self, table, seat):
        self.table, self.seat = table, seat
        self.knowledge = Knowledge()
        for frame in (
            Welcome(2, "cloudtable", "t", table.match.game_id, table.name, table.seat_infos()),
            Seated(seat, None, 1),
            Seats(table.seat_infos()),
        ):
            self.knowledge.apply(to_client(encode(frame)))
        self.feed = RemoteFeed(self.knowledge)

    def catch_up(self):
        since = self.knowledge.seq if self.knowledge.view is not None else None
        self.knowledge.apply(to_client(encode(self.table.update_for(self.seat, since))))


def same_as_local(seen, table):
    remote, local, seat, match = seen.feed, Feed(table.match), seen.seat, table.match
    assert contract.same_state(remote.view(seat), local.view(seat))
    assert remote.moves == local.moves and remote.moved(0) == local.moved(0)
    assert remote.is_over == local.is_over and remote.outcome == local.outcome
    assert remote.scores() == local.scores()
    assert remote.choosing_in_secret == local.choosing_in_secret
    assert remote.chosen_seats == local.chosen_seats | table.pending.keys()
    assert [s.name for s in remote.seats] == [s.name for s in local.seats]
    assert [s.is_computer for s in remote.seats] == [s.is_computer for s in local.seats]
    for (who, action), step in zip(remote.public_moves(0), match.steps, strict=True):
        assert who == step.seat
        assert action == (None if step.secret and step.seat != seat else step.action)
    assert remote.public_moves(max(0, remote.moves - 2)) == remote.public_moves(0)[max(0, remote.moves - 2) :]
    if seat is not None and seat in table.acting:
        assert remote.current_player == seat
        legal = match.legal_choices(seat) if match.choosing_in_secret else match.legal_actions()
        assert remote.legal_actions() == legal
        for action in legal[:3]:
            remote.check(action)
    else:
        assert remote.legal_actions() == []
        assert remote.current_player == (None if match.is_over else match.current_player)
        if local.legal_actions():
            with pytest.raises(IllegalAction):
                remote.check(local.legal_actions()[0])


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_a_remote_seat_reads_as_a_local_one(game_id):
    game = get_game(game_id)
    for number, (players, options) in enumerate(contract.setups(game, 3)):
        table = HostedTable.new(game_id, [(OPEN, "")] * players, "Remote", 60 + number, options)
        for seat in range(players):
            table.join(f"P{seat}")
        seen = [Seen(table, seat) for seat in [*range(players), None]]
        rng = random.Random(number)
        while True:
            for one in seen:
                one.catch_up()
                same_as_local(one, table)
            if table.match.is_over:
                break
            seat = rng.choice(table.acting)  # a draft's seats choose in any order
            table.act(seat, table.seats[seat].next, rng.choice(table.update_for(seat, None).legal))
        # A seat that comes back with nothing gets everything again, and reads the same.
        late = Seen(table, 0)
        late.catch_up()
        same_as_local(late, table)
    assert all(s.kind == PERSON for s in table.seat_infos())


def test_the_remote_feed_never_has_more_than_its_seat():
    table = HostedTable.new("cloud9", [(OPEN, "")] * 3, "Remote", 3, {})
    for seat in range(3):
        table.join(f"P{seat}")
    seen = Seen(table, 1)
    seen.catch_up()
    game = get_game("cloud9")
    for asked in (0, 1, 2, None):  # whichever seat a table asks for, it gets seat 1's view
        assert game.snapshot(seen.feed.view(asked)) == game.snapshot(table.match.view(1))
    assert seen.feed.view(0).hands[0] == [-1] * 6 and seen.feed.view(0).rng == Rng(0)
