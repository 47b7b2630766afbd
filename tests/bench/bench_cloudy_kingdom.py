"""Cloudy Kingdom: seeded bot tournaments, random-play speed, listing legal moves on a
crowded board, bot seconds per move.

2 players: the tested level against the other, seats alternating game by game; a draw
(the draw pile ran out) counts half. 4 players: one seat of the tested level against
three of the other (the hero's seat turns with each game), a shared win or a draw counts
as a fraction; the fair share is 25%. Magic: "random" (the default game).
The strong player runs on a fixed sample budget (BENCH_STRONG) so that the figures are
repeatable; the seconds it took per move are measured and printed. Tournaments run on
two processes; the results do not depend on that.
"""

from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor

from cloudtable.engine import Rng, decide
from cloudtable.games.cloudy_kingdom import GAME, bots
from cloudtable.games.cloudy_kingdom.state import OVER

from .stats import median, rate_line

# Tournaments: (players, hero level, other level, games).
# (4-player strong games take about ten times longer: not in the default run.)
TOURNAMENTS = [(2, "normal", "random", 300), (2, "strong", "normal", 200), (4, "normal", "random", 100)]
# The strong player's fixed budget here: about a third of a second per move for 2
# players on an idle 2-core machine (the level's default, bots.Strong(), three times as
# many samples and a 1 s limit, would make the bench far longer than 15 minutes).
BENCH_STRONG = {
    2: bots.Strong(samples=32, seconds=None),
    3: bots.Strong(samples=8, seconds=None),
    4: bots.Strong(samples=8, seconds=None),
}
SPEED_GAMES = 300
LISTING_CALLS = 2000
DEFAULT_STRONG_MOVES = 12


def bench_decide(state, level, rng):
    if level == "strong":
        return BENCH_STRONG[state.players].choose(GAME, GAME.view(state, state.actor), rng)
    return decide(GAME, state, level, rng)


def play(levels, seed):
    """One game; returns (winners, {level: seconds of each decision that had a choice})."""
    state = GAME.new_state(len(levels), Rng(seed), {"magic": "random"})
    chooser = Rng(seed ^ 0x5EED)
    timings: dict[str, list[float]] = {}
    while state.phase != OVER:
        level = levels[state.actor]
        started = time.perf_counter()
        action = bench_decide(state, level, chooser)
        if len(GAME.legal_actions(state)) > 1:
            timings.setdefault(level, []).append(time.perf_counter() - started)
        GAME.apply(state, action)
    return state.winners, timings


def _hero_game(args):
    players, hero, other, seed = args
    seat = seed % players
    levels = [other] * players
    levels[seat] = hero
    winners, timings = play(levels, seed)
    share = (1 / len(winners) if seat in winners else 0.0) if winners else 1 / players
    return share, timings.get(hero, [])


def tournament(players, hero, other, games):
    """Returns (the hero's wins, draws counted as a share; the hero's decision times)."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        args = [(players, hero, other, 20_000 + g) for g in range(games)]
        results = list(pool.map(_hero_game, args, chunksize=4))
    return sum(r[0] for r in results), [t for r in results for t in r[1]]


def random_speed(players):
    """Moves per second of uniformly random play (legal_actions, choice, apply)."""
    moves = 0
    started = time.perf_counter()
    for seed in range(SPEED_GAMES):
        state = GAME.new_state(players, Rng(seed), {"magic": "random"})
        chooser = Rng(seed + 1)
        while state.phase != OVER:
            GAME.apply(state, chooser.choice(GAME.legal_actions(state)))
            moves += 1
    return moves / (time.perf_counter() - started)


def crowded_board():
    """The 4-player position with the most filled cells (then the most legal actions)
    met in a few random games."""
    best, most = None, (-1, -1)
    for seed in range(40):
        state = GAME.new_state(4, Rng(seed), {"magic": "random"})
        chooser = Rng(seed + 7)
        while state.phase != OVER:
            acts = GAME.legal_actions(state)
            size = (sum(1 for stack in state.stacks if stack), len(acts))
            if size > most:
                best, most = GAME.copy(state), size
            GAME.apply(state, chooser.choice(acts))
    return best, most[1]


def listing_time():
    state, count = crowded_board()
    times = []
    for _ in range(LISTING_CALLS):
        started = time.perf_counter()
        GAME.legal_actions(state)
        times.append(time.perf_counter() - started)
    filled = sum(1 for stack in state.stacks if stack)
    return median(times), count, filled, len(state.stacks)


def default_strong_times(players):
    """Seconds per move of the level as the app runs it (bots.Strong(): sample budget
    and 1 s time limit), on positions of games between normal players."""
    times = []
    seed = 0
    while len(times) < DEFAULT_STRONG_MOVES:
        state = GAME.new_state(players, Rng(900 + seed), {"magic": "random"})
        chooser = Rng(seed)
        moves = 0
        while state.phase != OVER and len(times) < DEFAULT_STRONG_MOVES:
            if moves % 3 == 1 and len(GAME.legal_actions(state)) > 1:
                started = time.perf_counter()
                decide(GAME, state, "strong", chooser)
                times.append(time.perf_counter() - started)
            GAME.apply(state, decide(GAME, state, "normal", chooser))
            moves += 1
        seed += 1
    return times


def _seconds(label, times):
    return f"{label}: median {median(times):.4f} s, max {max(times):.3f} s per move ({len(times)} moves)"


def main() -> None:
    print("Cloudy Kingdom")
    default = bots.Strong()
    print(
        f"  strong in the app: {default.samples} samples, {default.width} candidates, "
        f"time limit {default.seconds} s; in these tournaments: "
        + ", ".join(f"{p} players {s.samples} samples, no time limit" for p, s in BENCH_STRONG.items())
    )
    for players, hero, other, games in TOURNAMENTS:
        wins, times = tournament(players, hero, other, games)
        if players == 2:
            label = f"{hero} against {other}, 2 players"
            print("  " + rate_line(label, wins, games))
        else:
            label = f"{hero} against three {other}, 4 players"
            print("  " + rate_line(label, wins, games) + "  (fair share 25%)")
        print("    " + _seconds(f"{hero} seconds", times))
    for players in (2, 4):
        print(f"  random play, {players} players: {random_speed(players):.0f} moves per second (one process)")
    taken, count, filled, cells = listing_time()
    print(
        f"  legal actions on a crowded board ({count} actions, {filled} of {cells} cells filled): "
        f"median {taken * 1e6:.0f} µs per listing"
    )
    for players in (2, 4):
        print("  " + _seconds(f"strong as in the app, {players} players", default_strong_times(players)))


if __name__ == "__main__":
    main()
