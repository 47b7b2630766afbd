"""The table's keys work whatever has the focus in the window (issue 18): the prompt's
letters, Tab, the zoom keys (with "+" typed as Shift+=) and F, from the moves list too; a
text field keeps its letters; after New Game the keys go to the table at once."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

from cloudtable.engine import Seat, new_match
from cloudtable.games.cloud9.actions import Roll
from cloudtable.ui.table.card import CardItem


def cloud9_pilot(window):
    """A Cloud 9 game where the person is the pilot, asked to roll ("Roll the dice [D]"), with a
    line in the log and the moves list holding the focus."""
    seats = [Seat("Anna", "black"), Seat("Bot", "blue", "computer", "random")]
    match = new_match("cloud9", 2, seed=4, seats=seats)
    window.start_match(match)
    assert match.current_player == 0 and Roll() in match.legal_actions()
    log = window.panel.log
    log.setFocus()
    QTest.qWait(20)
    assert QApplication.focusWidget() is log
    return match, log


def test_a_prompt_letter_plays_its_choice_from_the_moves_list(qtbot, window):
    match, log = cloud9_pilot(window)
    QTest.keyClick(log, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(match.history) >= 1, timeout=5000)
    assert match.history[0] == Roll()


def test_tab_from_the_moves_list_reaches_the_table(qtbot, window):
    seats = [Seat("Anna", "red"), Seat("Bot", "blue", "computer", "random")]
    match = new_match("cloudy-kingdom", 2, seed=4, seats=seats)
    window.start_match(match)
    assert match.current_player == 0
    log = window.panel.log
    log.setFocus()
    QTest.qWait(20)
    QTest.keyClick(log, Qt.Key.Key_Tab)
    assert window.view.hasFocus()
    scene = window.scene
    reached = scene._focused_choice if scene._focused_choice is not None else scene.focusItem()
    assert reached is not None and (reached in scene.choices or isinstance(reached, CardItem))


def test_zoom_keys_and_fit_work_from_the_moves_list_and_plus_may_be_shift_equal(qtbot, window):
    match, log = cloud9_pilot(window)
    zoom = window.view.zoom
    QTest.keyClick(log, Qt.Key.Key_Plus, Qt.KeyboardModifier.ShiftModifier)  # Shift+= on a US keyboard
    assert window.view.zoom > zoom
    QTest.keyClick(log, Qt.Key.Key_Minus)
    QTest.keyClick(log, Qt.Key.Key_Minus)
    assert window.view.zoom < zoom
    QTest.keyClick(log, Qt.Key.Key_F)
    assert abs(window.view.zoom - zoom) < 1e-6
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ShiftModifier)
    assert window.view.zoom > zoom


def test_a_text_field_keeps_its_letters(qtbot, window):
    match, log = cloud9_pilot(window)
    field = QLineEdit(window.panel)
    field.show()
    field.setFocus()
    QTest.keyClicks(field, "d+f")
    QTest.qWait(300)
    assert field.text() == "d+f" and match.history == []


def test_after_new_game_the_keys_go_to_the_table(qtbot, window):
    match, log = cloud9_pilot(window)
    window.start_match(
        new_match("cloud9", 2, seed=4, seats=[Seat("Anna", "black"), Seat("Bot", "blue", "computer", "random")])
    )
    assert window.view.hasFocus()


def test_the_key_filters_see_keys_and_not_every_event_of_the_application(qtbot, window, monkeypatch):
    """The table's keys are read by a filter on the application, put there only while a key is on
    its way (ui/window_keys.py): on the application for good, Qt called it, in Python, for every
    paint, timer and animation of a game, thousands of times a second."""
    from cloudtable.ui.key_router import KeyRouter

    seen = []
    route = KeyRouter.eventFilter
    monkeypatch.setattr(KeyRouter, "eventFilter", lambda self, w, e: seen.append(e.type()) or route(self, w, e))
    match, log = cloud9_pilot(window)
    window.resize(1000, 700)  # (layouts and paints, timers, the computer's animations)
    qtbot.wait(300)
    assert seen == []
    zoom = window.view.zoom
    QTest.keyClick(log, Qt.Key.Key_Minus)  # from the moves list, which would take it itself
    assert window.view.zoom < zoom and QEvent.Type.KeyPress in seen
