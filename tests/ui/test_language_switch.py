"""A language switch in the middle of a game leaves nothing behind: every visible text, action,
tooltip and word painted on the table is what a fresh start in that language shows."""

import pytest
from PySide6.QtCore import QEvent
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


def _count_calls(monkeypatch, cls, name, counts):
    """Count the calls of `cls.name`, per object."""
    original = getattr(cls, name)

    def counted(self, *args, **kwargs):
        counts[(cls.__name__, id(self))] = counts.get((cls.__name__, id(self)), 0) + 1
        return original(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, counted)


def test_a_switch_does_each_piece_of_work_once(qtbot, window, monkeypatch):
    """Issue 20: after a few games the switch froze the menu for seconds. Every New Game dialog
    ever opened stayed alive and put itself together again (its pictures, its lists), twice
    (a dialog hears of the switch from the application and from its window), and so did the
    rules, every page of them. Counted, not timed: after three new games, with the rules open,
    nothing is redone twice and only the page shown is made again."""
    from PySide6.QtWidgets import QDialog

    from cloudtable.ui import new_game_dialog, rules_viewer, settings_dialog, side_panel

    for _ in range(3):
        monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
        window.new_game()
        QApplication.processEvents()
    window.show_rules("cloud9")
    window.show_settings()
    window.settings_dialog.reject()
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # (deleteLater)
    QApplication.processEvents()
    counts: dict = {}
    for cls in (
        window.__class__,
        side_panel.SidePanel,
        new_game_dialog.NewGameDialog,
        rules_viewer.RulesViewer,
        settings_dialog.SettingsDialog,
        type(window.prompt_bar),
        type(window.result),
        type(window.handoff),
    ):
        _count_calls(monkeypatch, cls, "retranslate", counts)
    pages: list = []
    original = rules_viewer.rules_html
    monkeypatch.setattr(rules_viewer, "rules_html", lambda game: pages.append(game.id) or original(game))
    window.language_actions["fr"].trigger()
    for _ in range(3):
        QApplication.processEvents()
    assert not window.findChildren(new_game_dialog.NewGameDialog), "a closed New Game dialog stays alive"
    assert not window.findChildren(settings_dialog.SettingsDialog)
    assert counts and max(counts.values()) == 1, counts
    assert pages == ["cloud9"], "only the page shown is made again"
    window.rules_viewer.show_game("cloudy-kingdom")
    QApplication.processEvents()
    assert pages == ["cloud9", "cloudy-kingdom"], "another page is made when it is shown"
    assert "Règles" in window.rules_viewer.windowTitle() or window.rules_viewer.windowTitle() != "Rules"
    window.language_actions["en"].trigger()
    QApplication.processEvents()
    window.language_actions["fr"].trigger()
    QApplication.processEvents()
    assert pages.count("cloudy-kingdom") == 1, "a page already made in a language is kept"
