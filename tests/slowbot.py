"""Slow Steps: Sky Steps (minigame.py) with computer players that misbehave on purpose, for the
tests of the computer players' process (tests/ui/test_bot_worker.py).

Its bot is a module-level function wired in like a real game's, so the game object travels
to the worker pickled by reference. The levels:
  normal, random  a legal move, as Sky Steps plays it
  slow            thinks SLOW_SECONDS, then a legal move (to be killed or cancelled meanwhile)
  sleepy          thinks a fifth of a second, then a legal move
  echo            answers the seed it was given (to tell answers apart)
  fail            raises FAILURE
  exit            ends the worker process mid-thought (exit status 3)
  modules         answers the names of the modules loaded in the worker
"""

from __future__ import annotations

import os
import sys
import time

from cloudtable.engine import Game
from minigame import SkySteps

SLOW_SECONDS = 30
FAILURE = "the slow bot fails on purpose"


class SlowSteps(SkySteps):
    id = "slow-steps"
    bot_levels = ("normal", "random", "slow", "sleepy", "echo", "fail", "exit", "modules")
    choose_action = Game.choose_action  # through the wired-in bot, as the real games do


def choose(view, seat, level, rng):
    if level == "slow":
        time.sleep(SLOW_SECONDS)
    elif level == "sleepy":
        time.sleep(0.2)
    elif level == "echo":
        return ("echo", rng.state)
    elif level == "fail":
        raise RuntimeError(FAILURE)
    elif level == "exit":
        sys.stdout.flush()
        os._exit(3)
    elif level == "modules":
        return sorted(sys.modules)
    return SkySteps.choose_action(_RULES, view, seat, "random" if level == "random" else "normal", rng)


_RULES = SkySteps()
GAME = SlowSteps(bot=choose)
