"""Computer players for Cloud 9."""

from __future__ import annotations

from cloudtable.engine import Rng

from .state import State


def choose(view: State, seat: int, level: str, rng: Rng):
    from .rules import GAME

    return rng.choice(GAME.legal_actions(view))
