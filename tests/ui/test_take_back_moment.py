"""A move that reveals something (a card drawn) is held where it was dropped: for a short moment
that counts down and then plays it (the default), until the person answers (always ask), or not
at all (never wait). Edit → When a Move Reveals Something and Edit → Settings… choose; the choice
is kept, and the old yes/no setting is read as the new one.

No test here depends on the machine's speed: a test that must not see the moment run out makes
it long, and one that waits for it to run out waits generously."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

import bidgame
import bidgame_table
from bidgame import Bid
from cloudtable.engine import Seat, new_match, register, unregister
from cloudtable.games.cloudy_kingdom.actions import PlayRoute
from cloudtable.preferences import ASK, MOMENT, NEVER, Preferences
from cloudtable.ui import main_window, play
from cloudtable.ui.games import register_table
from gestures import card_item, confirm_held, drag_to, finish

LONG = 600_000  # a moment no test outlasts


def start(window):
    seats = [Seat("P1"), Seat("P2", kind="computer")]
    window.start_match(new_match("cloudy-kingdom", 2, seed=3, seats=seats, magic="first", first=0))
    finish(window)
    match = window.session.match
    return match, next(a for a in match.legal_actions() if isinstance(a, PlayRoute))


def drop(window, action):
    """Drag the action's card to its place without answering the held move."""
    card = card_item(window, action.card)
    home = card.pos()
    drag_to(window, card, window.table.place_rect(action.cell).center(), action.turns, confirm=False)
    return card, home


def test_the_default_moment_counts_down_then_plays_the_move_by_itself(qtbot, window):
    assert window.preferences.reveal_moves == MOMENT and window.reveal_actions[MOMENT].isChecked()
    match, action = start(window)
    card, _ = drop(window, action)
    bar = window.prompt_bar
    assert window.scene.holding and match.history == [] and bar.counting
    assert bar.label.text() == "Playing your move in 1.5 s… It cannot be undone afterwards."
    assert [b.text() for b in bar.buttons] == ["Take back  [Esc]", "Play now  [Enter]"]  # as the words name it
    assert bar.countdown_line.isVisible() and not window.undo_action.isEnabled()
    finish(window)
    assert card.pos() == window.table.place_rect(action.cell).center()  # it lies where it was dropped
    qtbot.waitUntil(lambda: bar.countdown_line.fraction < 1, timeout=10_000)  # the line drains...
    qtbot.waitUntil(lambda: match.history == [action], timeout=10_000)  # ...and the move is played
    assert not window.scene.holding and not bar.counting


def test_enter_plays_the_held_move_at_once(qtbot, window, monkeypatch):
    monkeypatch.setattr(play, "TAKE_BACK_MS", LONG)
    match, action = start(window)
    drop(window, action)
    assert window.scene.holding and window.prompt_bar.counting
    confirm_held(window, Qt.Key.Key_Return)
    assert match.history == [action] and not window.prompt_bar.counting


def test_esc_takes_the_move_back_and_the_card_goes_home(qtbot, window, monkeypatch):
    monkeypatch.setattr(play, "TAKE_BACK_MS", LONG)
    match, action = start(window)
    card, home = drop(window, action)
    assert window.scene.holding
    confirm_held(window, Qt.Key.Key_Escape)
    finish(window)
    assert match.history == [] and card.pos() == home and card.turns == 0
    assert not window.prompt_bar.counting  # nothing left to play it later
    # The Take back button does the same, and the card can be played again.
    drop(window, action)
    QTest.mouseClick(
        next(b for b in window.prompt_bar.buttons if b.text().startswith("Take back")), Qt.MouseButton.LeftButton
    )
    finish(window)
    assert not window.scene.holding and match.history == [] and card.pos() == home
    drop(window, action)
    QTest.mouseClick(
        next(b for b in window.prompt_bar.buttons if b.text().startswith("Play now")), Qt.MouseButton.LeftButton
    )
    assert match.history == [action]


def test_picking_another_card_while_a_move_waits_says_why_it_cannot(qtbot, window, monkeypatch):
    monkeypatch.setattr(play, "TAKE_BACK_MS", LONG)
    match, action = start(window)
    card, _ = drop(window, action)
    other = next(i for i in window.table.items() if i is not card and getattr(i, "draggable", False))
    messages = []
    window.scene.status.connect(messages.append)
    assert not window.scene.begin_drag(other, other.pos())
    assert window.scene.dragged is None and window.scene.holding and match.history == []
    assert [m.text for m in messages if m is not None] == ["Your move waits: play it now or take it back first."]


def test_never_wait_plays_at_once(qtbot, window):
    window.reveal_actions[NEVER].trigger()
    match, action = start(window)
    drop(window, action)
    assert not window.scene.holding and match.history == [action]


def test_always_ask_waits_for_an_answer(qtbot, window, monkeypatch):
    monkeypatch.setattr(play, "TAKE_BACK_MS", 10)  # were it counting, it would be over at once
    window.reveal_actions[ASK].trigger()
    match, action = start(window)
    drop(window, action)
    qtbot.wait(500)
    assert window.scene.holding and match.history == [] and not window.prompt_bar.counting
    assert window.prompt_bar.label.text().startswith("Play this move?")
    assert not window.prompt_bar.countdown_line.isVisible()
    confirm_held(window)
    assert match.history == [action]


def test_changing_the_choice_while_a_move_is_held(qtbot, window, monkeypatch):
    """The held move follows the new choice: asked, it waits; counting again, it plays."""
    monkeypatch.setattr(play, "TAKE_BACK_MS", 10)
    window.reveal_actions[ASK].trigger()
    match, action = start(window)
    drop(window, action)
    window.reveal_actions[MOMENT].trigger()
    qtbot.waitUntil(lambda: match.history == [action], timeout=10_000)
    assert not window.scene.holding


@pytest.fixture
def cloud_bids():
    register(bidgame.GAME)
    register_table(bidgame.GAME.id, bidgame_table.TABLE)
    yield
    unregister(bidgame.GAME.id)


def test_a_move_played_by_two_clicks_on_a_place_that_warns_is_held_too(qtbot, cloud_bids, window):
    """Bob's bid is the last secret choice (it reveals both) and a bid of 1 warns: lifted by a
    click, played by a click on its place, it is held and runs out like a dropped one."""
    window.start_match(new_match("cloud-bids", 2, seed=3, seats=[Seat("Ann"), Seat("Bob")]))
    window.handoff.button.click()
    drag_to(window, card_item(window, ("bid", 0, 4)), window.table.place_rect(bidgame_table.BID_PLACE).center())
    window.handoff.button.click()
    finish(window)
    viewport = window.view.viewport()
    card = card_item(window, ("bid", 1, 1))
    QTest.mouseClick(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(card.scenePos())
    )
    target = window.scene.targets[0]
    assert target.warning is not None
    QTest.mouseClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.view.mapFromScene(window.table.place_rect(bidgame_table.BID_PLACE).center()),
    )
    match = window.session.match
    assert window.scene.holding and window.prompt_bar.counting and match.history == [Bid(4)]
    qtbot.waitUntil(lambda: match.history == [Bid(4), Bid(1)], timeout=10_000)


def test_the_choice_is_kept_and_the_old_setting_is_read(tmp_path):
    def preferences(name="settings.ini"):
        return Preferences(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))

    assert preferences("fresh.ini").reveal_moves == MOMENT  # the default
    old = preferences("asked.ini")
    old.settings.setValue("play/confirmReveals", "true")  # asking was on: the moment does its work
    assert old.reveal_moves == MOMENT
    old = preferences("never.ini")
    old.settings.setValue("play/confirmReveals", "false")  # asking was off: still never
    old.settings.sync()
    assert preferences("never.ini").reveal_moves == NEVER
    chosen = preferences()
    chosen.settings.setValue("play/confirmReveals", "false")
    chosen.reveal_moves = ASK
    chosen.settings.sync()
    again = preferences()
    assert again.reveal_moves == ASK and again.settings.value("play/confirmReveals") is None
    again.settings.setValue("play/revealMoves", "sometimes")  # not a choice (an edited file): the default
    assert again.reveal_moves == MOMENT


def test_a_new_window_shows_the_kept_choice(qtbot, window, preferences):
    window.reveal_actions[ASK].trigger()
    assert preferences.reveal_moves == ASK
    from cloudtable.i18n import Translators

    other = main_window.MainWindow(preferences, Translators())
    qtbot.addWidget(other)
    assert other.reveal_actions[ASK].isChecked() and not other.reveal_actions[MOMENT].isChecked()


def test_the_menu_and_the_settings_dialog_show_the_same_choice(qtbot, window):
    window.reveal_actions[NEVER].trigger()
    window.settings_action.trigger()
    dialog = window.settings_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.reveal_buttons[NEVER].isChecked()
    assert [dialog.reveal_buttons[v].text() for v in (ASK, MOMENT, NEVER)] == [
        "&Always ask",
        "A &short moment to take it back",
        "&Never wait",
    ]
    assert "1.5 s" in dialog.reveal_notes[MOMENT].text()
    dialog.reveal_buttons[ASK].click()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    QApplication.processEvents()
    assert window.reveal_actions[ASK].isChecked() and window.preferences.reveal_moves == ASK
    assert window.settings_dialog is None
    # Cancel changes nothing.
    window.settings_action.trigger()
    dialog = window.settings_dialog
    assert dialog.reveal_buttons[ASK].isChecked()
    dialog.reveal_buttons[MOMENT].click()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    QApplication.processEvents()
    assert window.reveal_actions[ASK].isChecked() and window.preferences.reveal_moves == ASK


def test_the_settings_dialog_also_chooses_the_language(qtbot, window):
    window.settings_action.trigger()
    dialog = window.settings_dialog
    assert dialog.language() == "en"
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("de"))
    try:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        QApplication.processEvents()  # (the language change is an event)
        assert window.translators.language == "de" and window.language_actions["de"].isChecked()
        window.settings_action.trigger()
        assert window.settings_dialog.windowTitle() == "Einstellungen"
        assert window.settings_dialog.language() == "de"
        window.settings_dialog.reject()
    finally:
        window.language_actions["en"].trigger()


def test_settings_has_the_platform_shortcut(window):
    from PySide6.QtGui import QKeySequence

    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert window.settings_action.shortcuts() == (platform or [QKeySequence("Ctrl+,")])
    assert window.settings_action in window.edit_menu.actions()


def test_the_session_holds_the_move_and_confirm_or_take_back_resolves_it(qapp):
    """The held move is the session's: play(…, may_hold=True) returns the hold, take_back_held
    forgets it, confirm_held plays it; a deliberate play (a button) is never held."""
    from cloudtable.ui.session import GameSession, Held

    seats = [Seat("P1"), Seat("P2", kind="computer")]
    session = GameSession(new_match("cloudy-kingdom", 2, seed=3, seats=seats, magic="first", first=0), autosave=False)
    try:
        session.start()
        session.reveal_moves = ASK
        action = next(a for a in session.match.legal_actions() if isinstance(a, PlayRoute))
        assert session.match.would_reveal(action)
        held = session.play(action, may_hold=True)
        assert held == Held(action, ask=True) and session.held == held and session.match.history == []
        session.set_reveal_moves(MOMENT)
        assert session.held == Held(action, ask=False)
        assert session.take_back_held() and session.held is None and session.match.history == []
        assert not session.take_back_held()
        session.play(action, may_hold=True)
        assert session.confirm_held() is None and session.held is None and session.match.history == [action]
    finally:
        session.stop()


def test_the_play_now_button_names_the_enter_key_as_the_words_do_in_french(qtbot, window, monkeypatch):
    """Qt calls Return "Retour" in French, a name no French keyboard shows; the button says
    "Entrée", as the settings and the keyboard hint do, and Return still presses it."""
    monkeypatch.setattr(play, "TAKE_BACK_MS", LONG)
    window.language_actions["fr"].trigger()
    try:
        match, action = start(window)
        drop(window, action)
        assert [b.text() for b in window.prompt_bar.buttons] == ["Reprendre  [Échap]", "Jouer maintenant  [Entrée]"]
        confirm_held(window, Qt.Key.Key_Return)
        assert match.history == [action]
    finally:
        window.language_actions["en"].trigger()
