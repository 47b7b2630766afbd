"""Strange World above the clouds: random-play speed, the legal-placement query, seeded bot
tournaments, solo scores and levels, bot seconds per decision.

Speed: random 4-player games through the raw rules (new_state / legal_actions / apply, the
draft's secret choices drawn at random and applied together), one process; the goal is 100
games per second or more. The legal-placement query is timed on the Worlds of random 4-player
games at every stage: where any card may go (`rules.legal_cells`), and where the Volcano portal
card may go (`rules.legal_cells_for`, the slowest card: both duties of placing checked); the goal
is 50 µs or less.
Tournaments: one seat of the tested level against the others of the other level (the hero's
seat turns with each game); a shared win counts as a fraction. Solo: seeded games per level,
the mean score with a 95% interval, and how often each level of the rulebook is reached; then
the same strong player told, each time it picks a stack, the face-down cards of every stack
(a cheat, never in play): what its search would reach if it could see them, on the same seeds.
Tournaments and solo games run on two processes; the figures do not depend on that.
"""

from __future__ import annotations

import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from cloudtable.engine import Rng
from cloudtable.games.strange_world import GAME
from cloudtable.games.strange_world.actions import TakeStack
from cloudtable.games.strange_world.bots import solo_pick
from cloudtable.games.strange_world.cards import CODES, SOLO_LEVELS
from cloudtable.games.strange_world.rules import legal_cells, legal_cells_for
from cloudtable.games.strange_world.state import OVER, PICK

from .stats import median, rate_line

PLAYERS = 4
SPEED_GAMES = 300
QUERY_WORLDS = 400
# (players, hero, other, games)
TOURNAMENTS = [
    (2, "normal", "random", 400),
    (4, "normal", "random", 200),
    (2, "strong", "normal", 200),
    (4, "strong", "normal", 60),
]
SOLO_GAMES = {"random": 400, "normal": 400, "strong": 300}


def play(levels, seed, timings=None):
    """One game between computer players, each handed its own view; returns the final state."""
    state = GAME.new_state(len(levels), Rng(seed), {})
    chooser = Rng(seed ^ 0x5EED)
    while state.phase != OVER:
        seats = GAME.choosing_seats(state)
        if seats:
            choices = {}
            for seat in seats:
                choices[seat] = _timed(state, seat, levels[seat], chooser, timings, GAME.legal_choices(state, seat))
            GAME.apply_choices(state, choices)
        else:
            seat = GAME.current_player(state)
            GAME.apply(state, _timed(state, seat, levels[seat], chooser, timings, GAME.legal_actions(state)))
    return state


def _timed(state, seat, level, chooser, timings, options):
    started = time.perf_counter()
    action = GAME.choose_action(GAME.view(state, seat), seat, level, chooser)
    if timings is not None and len(options) > 1:
        key = level if state.players > 1 else f"{level} alone"
        timings.setdefault(key, []).append(time.perf_counter() - started)
    return action


def _hero_share(args):
    players, hero, other, seed = args
    seat = seed % players
    levels = [other] * players
    levels[seat] = hero
    winners = GAME.outcome(play(levels, seed)).winners
    return 1 / len(winners) if seat in winners else 0.0


def tournament(players, hero, other, games):
    with ProcessPoolExecutor(max_workers=2) as pool:
        jobs = [(players, hero, other, 20_000 + g) for g in range(games)]
        return sum(pool.map(_hero_share, jobs, chunksize=5))


def _solo_score(args):
    level, seed = args
    return GAME.scores(play([level], seed))[0]


def solo_scores(level, games):
    with ProcessPoolExecutor(max_workers=2) as pool:
        return list(pool.map(_solo_score, [(level, 30_000 + g) for g in range(games)], chunksize=5))


def _told_solo_score(seed):
    state = GAME.new_state(1, Rng(seed), {})
    chooser = Rng(seed ^ 0x5EED)
    while state.phase != OVER:
        view = GAME.view(state, 0)
        if state.phase == PICK:
            action = TakeStack(solo_pick(view, chooser, told=[stack[:-1] for stack in state.stacks])[1])
        else:
            action = GAME.choose_action(view, 0, "strong", chooser)
        GAME.apply(state, action)
    return GAME.scores(state)[0]


def told_solo_scores(games):
    with ProcessPoolExecutor(max_workers=2) as pool:
        return list(pool.map(_told_solo_score, [30_000 + g for g in range(games)], chunksize=5))


def random_speed():
    started = time.perf_counter()
    for seed in range(SPEED_GAMES):
        state = GAME.new_state(PLAYERS, Rng(seed), {})
        chooser = Rng(seed + 1)
        while state.phase != OVER:
            seats = GAME.choosing_seats(state)
            if seats:
                GAME.apply_choices(state, {s: chooser.choice(GAME.legal_choices(state, s)) for s in seats})
            else:
                GAME.apply(state, chooser.choice(GAME.legal_actions(state)))
    return SPEED_GAMES / (time.perf_counter() - started)


def query_speed():
    """Microseconds per legal_cells(world) and per legal_cells_for(world, Volcano portal) on Worlds
    of every size, from random games."""
    worlds = []
    seed = 0
    while len(worlds) < QUERY_WORLDS:
        state = GAME.new_state(PLAYERS, Rng(seed), {})
        chooser = Rng(seed)
        seed += 1
        while state.phase != OVER:
            seats = GAME.choosing_seats(state)
            if seats:
                GAME.apply_choices(state, {s: chooser.choice(GAME.legal_choices(state, s)) for s in seats})
            else:
                GAME.apply(state, chooser.choice(GAME.legal_actions(state)))
                worlds.extend(w.copy() for w in state.worlds if w.count < 16)
    worlds = worlds[:QUERY_WORLDS]
    rounds = 20
    started = time.perf_counter()
    for _ in range(rounds):
        for w in worlds:
            legal_cells(w)
    any_card = (time.perf_counter() - started) / (rounds * len(worlds)) * 1e6
    volcano_portal = CODES["V*"]
    started = time.perf_counter()
    for _ in range(rounds):
        for w in worlds:
            legal_cells_for(w, volcano_portal)
    return any_card, (time.perf_counter() - started) / (rounds * len(worlds)) * 1e6


def decision_times():
    timings: dict[str, list[float]] = {}
    for seed in range(3):
        play(["strong", "normal", "random"][seed:] + ["strong", "normal", "random"][:seed], 40_000 + seed, timings)
    for seed in range(10):
        play(["strong"], 41_000 + seed, timings)
    return timings


def level_name(score: int) -> str:
    for threshold, _ in SOLO_LEVELS:
        if score >= threshold:
            return f"{threshold}+" if threshold else "≤59"
    return "≤59"


def solo_line(scores) -> str:
    mean = statistics.mean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    levels = {}
    for score in scores:
        levels[level_name(score)] = levels.get(level_name(score), 0) + 1
    spread = ", ".join(
        f"{name}: {levels.get(name, 0) / len(scores):.0%}" for name in ("≤59", "60+", "70+", "75+", "80+")
    )
    return (
        f"mean {mean:.1f}☆ (95% interval {mean - half:.1f}–{mean + half:.1f}) over {len(scores)} games; "
        f"{spread}; 75☆ or more: {sum(1 for s in scores if s >= 75) / len(scores):.0%}"
    )


def main() -> None:
    print("Strange World above the clouds")
    print(f"  random play: {random_speed():.0f} four-player games per second (raw rules, one process; goal ≥ 100)")
    any_card, one_card = query_speed()
    print(
        f"  legal-placement query: {any_card:.1f} µs per World, {one_card:.1f} µs for the Volcano portal card"
        " (goal ≤ 50)"
    )
    for players, hero, other, games in TOURNAMENTS:
        wins = tournament(players, hero, other, games)
        fair = 1 / players
        print(
            f"  {players} players: " + rate_line(f"{hero} against {other}", wins, games) + f"  (fair share {fair:.0%})"
        )
    solo = {}
    for level, games in SOLO_GAMES.items():
        solo[level] = solo_scores(level, games)
        print(f"  solo {level}: " + solo_line(solo[level]))
    told = told_solo_scores(SOLO_GAMES["strong"])
    gains = [a - b for a, b in zip(told, solo["strong"], strict=True)]
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
    print(
        "  solo strong told the face-down cards when it picks (a cheat, to measure them): "
        + solo_line(told)
        + f"; {statistics.mean(gains):+.1f}☆ ±{half:.1f} over strong, paired"
    )
    for level, times in sorted(decision_times().items()):
        print(
            f"  {level}: median {median(times) * 1000:.2f} ms, mean {sum(times) / len(times) * 1000:.2f} ms, "
            f"max {max(times) * 1000:.0f} ms per decision ({len(times)} decisions)"
        )


if __name__ == "__main__":
    main()
