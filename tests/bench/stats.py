"""Small helpers the benchmarks share: medians and win-rate intervals."""

from __future__ import annotations

import math
import statistics


def median(values):
    return statistics.median(values)


def quartiles(values) -> tuple[float, float]:
    """The middle half of the values lies between these two."""
    low, _, high = statistics.quantiles(values, n=4)
    return low, high


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate (draws counted as half a win by callers)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate_line(label: str, wins: float, games: int) -> str:
    low, high = wilson_interval(wins, games)
    return f"{label}: {wins / games:.1%} of {games} games (95% interval {low:.1%}–{high:.1%})"
