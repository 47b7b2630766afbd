"""A language switch in the middle of a game leaves nothing behind: every visible text, action,
tooltip and word painted on the table is what a fresh start in that language shows."""

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

import contract
from cloudtable.engine import Seat
from gestures import finish


def everything_shown(window):
    """Texts of the window and the table, and the table drawn into a picture."""
    QApplication.processEvents()
    finish(window)
    actions = []
    for menu_action in window.menuBar().actions():
        actions.append(menu_action.text())
        actions += [a.text() for a in menu_action.menu().actions()]
    texts = [w.text() for w in window.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() for w in window.findChildren(QPushButton) if w.isVisible()]
    log = window.panel.log_texts()
    tooltips = sorted(item.toolTip() for item in window.scene.items() if item.toolTip())
    window.view.fit()
    QApplication.processEvents()
    image = window.view.viewport().grab().toImage()  # the table as the player sees it
    return {
        "actions": actions,
        "texts": sorted(texts),
        "log": log,
        "tooltips": tooltips,
        "status": window.statusBar().currentMessage(),
        "picture": image,
    }


@pytest.mark.parametrize("game_id", contract.game_ids())
@pytest.mark.parametrize("language", ["fr", "de", "nl"])
def test_a_switch_mid_game_matches_a_fresh_start(qtbot, window, game_id, language):
    players = contract.most_players(game_id, 3)
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer") for i in range(1, players)]
    match = contract.mid_game(game_id, players, seed=4, seats=seats)  # cards in hands and on the table
    window.bot_pause_ms = 10**6  # the computers wait: the position stays
    window.panel.setFixedWidth(380)  # words of another length must not move the table
    window.start_match(match)
    switched = everything_shown(window)  # (English first, so that every painted picture is cached)
    window.language_actions[language].trigger()
    switched = everything_shown(window)
    window.start_match(match)  # the same game, started again in that language
    fresh = everything_shown(window)
    for key in ("actions", "texts", "log", "tooltips", "status"):
        assert switched[key] == fresh[key], key
    assert switched["picture"] == fresh["picture"], "a word painted on the table kept the old language"
    window.language_actions["en"].trigger()
