"""A monkey at the keyboard and mouse: thousands of random inputs, no exception, a legal match."""

import random

import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.exceptions import TimeoutError

from cloudtable.engine import Seat, load_match, new_match

KEYS = [Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_R, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Left,
        Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_F,
        Qt.Key.Key_Space, Qt.Key.Key_D, Qt.Key.Key_J, Qt.Key.Key_S, Qt.Key.Key_L, Qt.Key.Key_C, Qt.Key.Key_K,
        Qt.Key.Key_1, Qt.Key.Key_2]


def monkey_plays_a_card(window, rng):
    """Pick up a movable card and drop it on a lit place or anywhere: games move on."""
    cards = window.scene.movable_cards()
    if not cards:
        return
    viewport = window.view.viewport()
    card = rng.choice(cards)
    start = window.view.mapFromScene(card.scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    targets = window.scene.targets
    if targets and rng.random() < 0.8:
        end = window.view.mapFromScene(rng.choice(targets).boundingRect().center())
    else:
        end = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def computer_to_play(qtbot, window):
    """If the computer is to move, give it the time it takes (on a busy machine, its process
    may be slow to start): the monkey is to play games, not to outrun the computer."""
    session = window.session
    def answered():
        match = session.match
        return match.is_over or match.current_player is None or match.current_player in session.people
    if not answered():
        try:
            qtbot.waitUntil(answered, timeout=20_000)
        except TimeoutError:
            pass  # a computer that never answers shows in the final check


@pytest.mark.parametrize("game_id, steps", [("sky-steps", 3000), ("cloudy-kingdom", 1500), ("cloud9", 1500)])
def test_monkey(qtbot, window, game_id, steps):
    rng = random.Random(20261125)
    seats = [Seat("Anna", "red"), Seat("Bot", "blue", "computer", "random")]
    if game_id == "cloud9":
        seats = [Seat("Anna", "black"), Seat("Bot", "blue", "computer", "random")]
    window.start_match(new_match(game_id, 2, seed=9, seats=seats))
    viewport = window.view.viewport()
    size = viewport.size()
    games = most_moves = 0
    for step in range(steps):
        point = QPoint(rng.randrange(size.width()), rng.randrange(size.height()))
        kind = rng.random()
        if kind < 0.3:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        elif kind < 0.55:
            other = QPoint(rng.randrange(size.width()), rng.randrange(size.height()))
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
            QTest.mouseMove(viewport, (point + other) / 2)
            if rng.random() < 0.3:
                QTest.keyClick(viewport, Qt.Key.Key_R)
            QTest.mouseMove(viewport, other)
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, other)
        elif kind < 0.6:
            monkey_plays_a_card(window, rng)
        elif kind < 0.65:
            window.view.set_zoom(window.view.zoom * rng.choice([0.8, 1.25]))
        elif kind < 0.95:
            QTest.keyClick(window.view, rng.choice(KEYS))
        elif kind < 0.97 and window.undo_action.isEnabled():
            window.undo_action.trigger()
        elif window.redo_action.isEnabled():
            window.redo_action.trigger()
        if step % 25 == 0:
            qtbot.wait(10)  # let the computer player answer now and then
            computer_to_play(qtbot, window)
        match = window.session.match
        most_moves = max(most_moves, len(match.history))
        if match.is_over:
            games += 1
            window.start_match(new_match(game_id, 2, seed=step, seats=seats))
    match = window.session.match
    # The match is still a legal one: its history replays to the same position.
    assert load_match(match.to_json()).snapshot() == match.snapshot()
    assert games >= 1 or most_moves >= 3  # the monkey really played
