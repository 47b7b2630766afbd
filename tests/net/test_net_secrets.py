"""Nothing secret leaves the host: random games of every game, a real `cloudtable host` and several
clients (and a spectator) on loopback, every frame each receives recorded as it came. Afterwards
the host's record is replayed to the position each update speaks of, and the update must carry
exactly what that seat's view shows there: the view itself, the legal actions the rules give on
that view, the scores and outcome that view gives, the steps with another seat's secret choice
left out, the public log. And no frame holds the bot secret or another seat's token, and none
before the game's end its seed, the host's value for the deal or another seat's value: the deal is
made by commit-reveal (net/fairness.py), and its record, sent at the end, checks out for everyone."""

import asyncio
import json
import random

import pytest

import contract
from cloudtable.engine import Match, get_game
from cloudtable.engine.actions import ActionCodec
from cloudtable.net.client import Client
from cloudtable.net.fairness import FAIR, deal_seed
from cloudtable.net.protocol import COMPUTER, ProtocolError, Update, to_client
from cloudtable.net.table_file import read_table
from hosting import HostProcess, play, run


class Recording(Client):
    """A client that keeps every frame it receives, as it came over the wire."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.raw: list[str] = []
        self.updates: list[Update] = []

    async def _next_frame(self):
        while True:
            data = await self._socket.recv()
            self.raw.append(data)
            try:
                frame = to_client(data)
            except ProtocolError:
                continue
            if isinstance(frame, Update):
                self.updates.append(frame)
            return frame


async def a_game(url, people):
    seats = [Recording(url, name=f"P{i}") for i in range(people)]
    watcher = Recording(url, name="Onlooker", watch=True)
    for client in (*seats[:-1], watcher, seats[-1]):  # (the watcher sees the commitment, before the deal)
        await client.start()
    await asyncio.gather(*(play(client, random.Random(i)) for i, client in enumerate(seats)))
    for client in (*seats, watcher):
        await client.until(lambda k: k.fairness is not None, 60)
        await client.close()
    return [*seats, watcher]


def check_every_frame(client, table):
    final = table.match
    game = get_game(final.game_id)
    codec = ActionCodec(game.action_types)
    seat = client.knowledge.seat
    log = [line for _, line in table.log]
    replay = Match(game, final.players, final.seed, final.options, final.seats, final.bot_secret)
    # Before the deal (nobody acts yet) the table shows a stand-in dealt from seed 0: nothing of the deal.
    stand_in = Match(game, final.players, 0, final.options, final.seats)
    moves, told, dealt = 0, [], False
    for update in client.updates:
        if update.reset:
            told = []
        told += update.steps
        assert len(told) == update.moves
        if update.moves > moves:  # on from where the last frame left it (a replay from the start was O(n²))
            for action in final.history[moves : update.moves]:
                replay.apply(action)
            moves = update.moves
        elif update.moves < moves:
            replay.replay(final.history[: update.moves])
            moves = update.moves
        dealt = dealt or bool(update.acting) or update.outcome is not None
        view = replay.view(seat) if dealt else stand_in.view(seat)
        assert update.view == json.loads(json.dumps(game.snapshot(view))), (seat, update.seq)
        if update.legal:
            on_view = game.legal_choices(view, seat) if game.choosing_seats(view) else game.legal_actions(view)
            assert [codec.load(a) for a in update.legal] == on_view, (seat, update.seq)
        scores = game.scores(view)
        assert update.scores == (None if scores is None else tuple(scores))
        assert update.outcome == game.outcome(view)
    for info, step in zip(told, final.steps, strict=True):
        assert info.seat == step.seat and info.moved == step.moved
        hidden = step.secret and step.seat != seat
        assert info.action == (None if hidden else codec.dump(step.action)), (seat, step)
    assert list(client.knowledge.log) == log


@pytest.mark.parametrize("game_id", contract.builtin_games())
def test_every_frame_to_a_seat_carries_exactly_what_its_view_shows(game_id, tmp_path):
    game = get_game(game_id)
    for number, (players, options) in enumerate(contract.setups(game, 2)):
        people = max(2, players - 1) if players > 2 else players
        seats = ["open"] * people + [f"computer:{game.bot_levels[0]}"] * (players - people)
        args = [game_id, "--seats", ",".join(seats)]
        args += [arg for key, value in options.items() for arg in ("--option", f"{key}={json.dumps(value)}")]
        host = HostProcess(tmp_path / str(number), *args)
        try:
            clients = run(a_game(host.url, people), 300)
            table = read_table(host.file)
        finally:
            host.stop()
        seed = table.match.seed
        assert table.match.is_over and seed == deal_seed(table.host_value, table.values)
        assert sorted(table.values) == list(range(people))
        assert [s.kind for s in table.seats].count(COMPUTER) == players - people
        secrets = [str(table.match.bot_secret), f"{table.match.bot_secret:016x}"]
        until_the_end = [str(seed), f"{seed:016x}", table.host_value.hex()]
        tokens = {c.knowledge.seat: c.knowledge.token for c in clients}
        for client in clients:
            check_every_frame(client, table)
            assert client.knowledge.fairness.text == FAIR and not client.knowledge.cheated
            others = [token for seat, token in tokens.items() if token and seat != client.knowledge.seat]
            values = [value.hex() for seat, value in table.values.items() if seat != client.knowledge.seat]
            over = False
            for raw in client.raw:
                assert not any(secret in raw for secret in secrets)
                assert not any(token in raw for token in others)
                kind = json.loads(raw)["type"]
                assert over or not any(secret in raw for secret in until_the_end + values), kind
                assert kind != "record" or over  # (the record comes after the last update)
                over = over or (kind == "update" and json.loads(raw)["outcome"] is not None)
