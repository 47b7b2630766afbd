"""The game tables' tooltips show players' names as written: a name typed on another computer
such as "<b>0</b><img src=a.png>" is never read as markup, on any table, at any point of a game."""

import random
import time

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtWidgets import QApplication, QToolTip

import contract
from cloudtable.engine import Seat, new_match


def names(players):
    return [f"<b>{i}</b><img src=a.png>" for i in range(players)]  # 24 characters: a name's most


def as_shown(text: str) -> str:
    """What a tooltip shows: Qt reads one that looks like markup as rich text."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def tooltips(window):
    scene = window.table.scene
    return [(item, item.toolTip()) for item in scene.items() if item.isVisible() and item.toolTip()]


def check_tooltips(window, planted) -> int:
    """Every tooltip on the table (and on the prompt bar's buttons) shows the names in it
    literally; how many name a player."""
    scene, naming = window.table.scene, 0
    tips = [scene.shown_tip(tip) for _, tip in tooltips(window)]
    tips += [button.toolTip() for button in window.prompt_bar.buttons if button.toolTip()]
    for tip in tips:
        shown = as_shown(tip)
        for name in planted:
            if name in as_shown(tip) or name in tip:
                naming += 1
                assert name in shown, (tip, shown)
        assert "\ufffc" not in shown  # (an image Qt would have laid in the text)
    return naming


@pytest.mark.parametrize("game_id", contract.builtin_games())
def test_every_tooltip_on_each_table_shows_names_as_written(qtbot, window, game_id):
    players = contract.some_players(game_id, 3)
    planted = names(players)
    seats = [Seat(planted[0])] + [Seat(name, kind="computer", level="random") for name in planted[1:]]
    window.start_match(new_match(game_id, players, seed=8, seats=seats))
    rng = random.Random(8)
    naming, moves = 0, -1
    deadline = time.monotonic() + 120  # a game that stalls fails here, not at CI's end
    while True:
        assert time.monotonic() < deadline, f"the game stalled after {moves} moves"
        QApplication.processEvents()
        session = window.session
        match = session.match
        if len(match.steps) != moves or match.is_over:
            moves = len(match.steps)
            naming += check_tooltips(window, planted)
        if match.is_over:
            break
        if window.handoff.isVisible():
            window.handoff.button.click()
        elif match.current_player == 0 and not session.bot_busy and window.play.feed.legal_actions():
            naming += check_tooltips(window, planted)  # the lit choices and the prompt's buttons too
            assert session.play(rng.choice(match.legal_actions())) is None
        qtbot.wait(2)
    assert naming > 0 or game_id != "cloud9"  # Cloud 9's markers and hands name their players


def test_the_tooltip_qt_shows_for_a_cloud9_marker_is_the_name_as_written(qtbot, window):
    planted = names(2)
    seats = [Seat(planted[0], kind="computer", level="random"), Seat(planted[1], kind="computer", level="random")]
    window.start_match(new_match("cloud9", 2, seed=3, seats=seats))
    window.session.stop()  # (the table stays as it is)
    marker = window.table._items[("marker", 1)]
    view = window.view
    where = view.mapFromScene(marker.sceneBoundingRect().center())
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where)))
    qtbot.waitUntil(lambda: QToolTip.isVisible(), timeout=5000)
    assert as_shown(QToolTip.text()) == f"{planted[1]}: 0"
    QToolTip.hideText()
