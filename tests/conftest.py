"""Shared test set-up: Qt offscreen, the small test game registered."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))

import pytest  # noqa: E402

import minigame  # noqa: E402
from cloudtable.engine import register  # noqa: E402

register(minigame.GAME)
