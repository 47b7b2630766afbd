"""The frames bench's breakdown (tests/bench/frames_why.py, CLOUDTABLE_FRAMES_WHY) wraps the
window's handlers by name: a renamed one must fail here, not in a bench run weeks later."""

from __future__ import annotations

import gc

import pytest

from tests.bench.frames_why import TABLES, instrument


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_handler_the_breakdown_times_still_exists(game_id, monkeypatch):
    callbacks = list(gc.callbacks)
    try:
        instrument([], game_id, patch=monkeypatch.setattr)  # (monkeypatch raises on a missing name)
    finally:
        gc.callbacks[:] = callbacks
