"""Nothing secret leaves the host: random games of every game, a real `cloudtable host` and several
clients (and a spectator) on loopback, every frame each receives recorded as it came. Afterwards
the host's record is replayed to the position each update speaks of, and the update must carry
exactly what that seat's view shows there: the view itself, the legal actions the rules give on
that view, the scores and outcome that view gives, the steps with another seat's secret choice
left out, the public log. And no frame holds the seed, the bot secret or another seat's token."""

import asyncio
import json
import random

import pytest

import contract
from cloudtable.engine import Match, get_game
from cloudtable.engine.actions import ActionCodec
from cloudtable.net.client import Client
from cloudtable.net.protocol import COMPUTER, ProtocolError, Update, to_client
from cloudtable.net.table_file import read_table
from hosting import HostProcess, run

SEED = 0xC0FFEE1234567891  # 20 digits: it cannot turn up in a frame by chance


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


async def play(client, rng):
    while True:
        await client.until(lambda k: k.is_over or k.may_act, 120)
        k = client.knowledge
        if k.is_over:
            return
        refused = len(k.refusals)
        number = await client.act(rng.choice(k.legal))
        await client.until(lambda k, n=number, r=refused: k.taken >= n or len(k.refusals) > r or k.is_over, 120)


async def a_game(url, people):
    seats = [Recording(url, name=f"P{i}") for i in range(people)]
    for client in seats:
        await client.start()
    watcher = Recording(url, name="Onlooker", watch=True)
    await watcher.start()
    await asyncio.gather(*(play(client, random.Random(i)) for i, client in enumerate(seats)))
    await watcher.until(lambda k: k.is_over, 60)
    for client in (*seats, watcher):
        await client.close()
    return [*seats, watcher]


def check_every_frame(client, table):
    final = table.match
    game = get_game(final.game_id)
    codec = ActionCodec(game.action_types)
    seat = client.knowledge.seat
    log = [line for _, line in table.log]
    replay = Match(game, final.players, final.seed, final.options, final.seats, final.bot_secret)
    moves, told = 0, []
    for update in client.updates:
        if update.reset:
            told = []
        told += update.steps
        assert len(told) == update.moves
        if update.moves != moves:
            replay.replay(final.history[: update.moves])
            moves = update.moves
        view = replay.view(seat)
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
        args = [game_id, "--seats", ",".join(seats), "--seed", str(SEED)]
        args += [arg for key, value in options.items() for arg in ("--option", f"{key}={json.dumps(value)}")]
        host = HostProcess(tmp_path / str(number), *args)
        try:
            clients = run(a_game(host.url, people), 300)
            table = read_table(host.file)
        finally:
            host.stop()
        assert table.match.is_over and table.match.seed == SEED
        assert [s.kind for s in table.seats].count(COMPUTER) == players - people
        secrets = [str(SEED), str(table.match.bot_secret)]
        tokens = {c.knowledge.seat: c.knowledge.token for c in clients}
        for client in clients:
            check_every_frame(client, table)
            others = [token for seat, token in tokens.items() if token and seat != client.knowledge.seat]
            for raw in client.raw:
                assert not any(secret in raw for secret in secrets)
                assert not any(token in raw for token in others)
