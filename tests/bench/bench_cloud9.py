"""Cloud 9: seeded bot tournaments, random-play speed, bot time per decision.

4 players: one seat of the tested level against three of the other (the hero's seat
turns with each game); a shared win counts as a fraction. Its fair share is 25%.
Tournaments run on two processes; the figures do not depend on that.
"""

from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor

from cloudtable.engine import Rng, decide
from cloudtable.games.cloud9 import GAME
from cloudtable.games.cloud9.state import OVER

from .stats import median, rate_line

PLAYERS = 4
TOURNAMENTS = [("normal", "random", 3000), ("strong", "random", 1000), ("strong", "normal", 2000)]
SPEED_GAMES = 1000


def play(levels, seed, timings=None):
    """One game between computer players; returns (outcome, decisions timed by level)."""
    state = GAME.new_state(len(levels), Rng(seed), {})
    chooser = Rng(seed ^ 0x5EED)
    while state.phase != OVER:
        seat = GAME.current_player(state)
        started = time.perf_counter()
        action = decide(GAME, state, levels[seat], chooser)
        if timings is not None and len(GAME.legal_actions(state)) > 1:
            timings.setdefault(levels[seat], []).append(time.perf_counter() - started)
        GAME.apply(state, action)
    return GAME.outcome(state)


def _hero_share(args):
    hero, other, seed = args
    seat = seed % PLAYERS
    levels = [other] * PLAYERS
    levels[seat] = hero
    winners = play(levels, seed).winners
    return 1 / len(winners) if seat in winners else 0.0


def tournament(hero, other, games):
    with ProcessPoolExecutor(max_workers=2) as pool:
        shares = pool.map(_hero_share, [(hero, other, 10_000 + g) for g in range(games)], chunksize=25)
        return sum(shares)


def random_speed():
    started = time.perf_counter()
    for seed in range(SPEED_GAMES):
        state = GAME.new_state(PLAYERS, Rng(seed), {})
        chooser = Rng(seed + 1)
        while state.phase != OVER:
            GAME.apply(state, chooser.choice(GAME.legal_actions(state)))
    return SPEED_GAMES / (time.perf_counter() - started)


def decision_times():
    timings: dict[str, list[float]] = {}
    table = ["strong", "normal", "random", "normal"]
    for seed in range(20):
        turn = seed % PLAYERS  # every level sits in every seat
        play(table[turn:] + table[:turn], seed, timings)
    return timings


def main() -> None:
    print("Cloud 9 (4 players)")
    for hero, other, games in TOURNAMENTS:
        wins = tournament(hero, other, games)
        print("  " + rate_line(f"{hero} against three {other}", wins, games) + "  (fair share 25%)")
    print(f"  random play: {random_speed():.0f} games per second (one process)")
    for level, times in sorted(decision_times().items()):
        print(
            f"  {level}: median {median(times) * 1000:.3f} ms, mean {sum(times) / len(times) * 1000:.3f} ms, "
            f"max {max(times) * 1000:.1f} ms per decision ({len(times)} decisions)"
        )


if __name__ == "__main__":
    main()
