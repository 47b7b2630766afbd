"""The window when saving or opening goes wrong: play goes on, the person is told once and
plainly, and nothing a file holds is shown as markup."""

import os
import time

from PySide6.QtWidgets import QLabel

from cloudtable import storage
from cloudtable.engine import Seat, new_match
from random_play import play_randomly


def test_an_unusable_data_folder_leaves_the_game_playable_and_says_so_once(qtbot, window, tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))
    seats = [Seat("Anna"), Seat("Bot", kind="computer", level="random")]
    window.start_match(new_match("sky-steps", 2, seed=4, seats=seats))
    match = window.session.match
    while not match.is_over:
        qtbot.waitUntil(lambda: match.is_over or not window.session.waiting_for_computer, timeout=5000)
        if match.is_over:
            break
        assert window.session.play(match.legal_actions()[0]) is None
        qtbot.waitUntil(
            lambda: match.is_over or not window.session.bot_busy and not window.session.waiting_for_computer,
            timeout=5000,
        )
    qtbot.wait(10)
    assert [w[0] for w in window.warnings] == ["Autosave is off"]
    title, text, offer_save_as = window.warnings[0]
    assert "cannot be used" in text and offer_save_as
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # the end of the game still shows


def test_a_fifo_is_refused_by_the_window_without_waiting(window, tmp_path):
    fifo = tmp_path / "pipe.cloudtable"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert not window.open_file(fifo)
    assert time.monotonic() - started < 5
    assert "not a file" in window.warnings[0][1]


def test_names_are_shown_as_plain_text_everywhere(qtbot, window):
    names = ["<h1 style='x'>Big</h1>", "<img src='/etc/x'>"]
    window.start_match(new_match("sky-steps", 2, seed=4, seats=[Seat(n) for n in names]))
    window.session.play(window.session.match.legal_actions()[0])  # hands over: the hand-off screen
    assert window.handoff.isVisible()
    shown = [label for label in window.findChildren(QLabel) if "<" in label.text()]
    assert shown, "the names should be on screen"
    assert all(label.textFormat().name == "PlainText" for label in shown), [label.text() for label in shown]


def test_a_long_log_is_filled_in_one_go(qtbot, window, tmp_path):
    window.start_match(new_match("cloud9", 3, seed=2))
    scrolls = []
    window.panel.log.scrollToBottom = lambda: scrolls.append(1)
    match = play_randomly(new_match("cloud9", 3, seed=5), 300)
    path = tmp_path / "long.cloudtable"
    storage.save_match(match, path)
    assert window.open_file(path)
    # A line for each move, one for each voyage that began, and at the end who won and why.
    voyages = sum(len(step.said) for step in window.session.match.steps)
    ending = 2 if match.is_over else 0
    assert window.panel.log.count() == len(match.steps) + voyages + ending
    assert len(match.steps) > 100 and voyages > 5
    assert len(scrolls) <= 2
