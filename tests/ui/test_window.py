"""The real window, driven offscreen like a player would: mouse, keyboard, menus, files."""

import json
import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cloudtable import storage
from cloudtable.engine import Seat, new_match
from cloudtable.ui.table.card import CardItem
from minigame import Place


def start(window, seats=None, seed=4):
    seats = seats or [Seat("Anna", "red"), Seat("Bot", "blue", "computer", "normal")]
    window.start_match(new_match("sky-steps", 2, seed=seed, seats=seats))
    return window.session.match


def hand_cards(window):
    return sorted(
        (i for i in window.scene.items() if isinstance(i, CardItem) and i.draggable), key=lambda c: c.pos().x()
    )


def finish(window):
    for item in window.scene.items():
        if isinstance(item, CardItem):
            item.finish_animations()


def view_point(window, scene_point):
    return window.view.mapFromScene(scene_point)


def drag(qtbot, window, card, scene_target):
    viewport = window.view.viewport()
    start_point = view_point(window, card.scenePos())
    end_point = view_point(window, scene_target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_point)
    steps = 6
    for i in range(1, steps + 1):
        p = start_point + (end_point - start_point) * i / steps
        QTest.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_point)


def wait_for_person(qtbot, window):
    qtbot.waitUntil(lambda: not window.session.waiting_for_computer and not window.session.bot_busy, timeout=5000)


def test_start_shows_welcome_and_menus(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Language", "&Help"]
    assert window.welcome.isVisible()
    assert window.new_action.shortcut().toString() == "Ctrl+N"


def test_drag_to_illegal_place_slides_back_with_reason(qtbot, window):
    match = start(window)
    finish(window)
    card = hand_cards(window)[0]
    origin = card.pos()
    drag(qtbot, window, card, window.table.place_rect((0, 0)).center())
    assert match.history == []
    assert "touch" in window.statusBar().currentMessage()
    finish(window)
    assert card.pos() == origin


def test_drag_to_legal_place_plays_and_computer_answers(qtbot, window):
    match = start(window)
    finish(window)
    card = hand_cards(window)[0]
    key = card.key
    drag(qtbot, window, card, window.table.place_rect((1, 1)).center())
    assert match.history and match.history[0].card == key
    wait_for_person(qtbot, window)
    assert len(match.history) == 2
    assert window.panel.log_texts()[0].startswith("You place")  # the one person at a table of computers


def test_lit_places_while_dragging(qtbot, window):
    start(window)
    finish(window)
    card = hand_cards(window)[0]
    viewport = window.view.viewport()
    QTest.mousePress(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(window, card.scenePos())
    )
    assert [t.place for t in window.scene.targets] == [(1, 1)]
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    assert window.scene.targets == []
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton)


def test_keyboard_path_select_turn_play(qtbot, window):
    match = start(window)
    finish(window)
    # first move in the centre, then the computer answers
    match_card = hand_cards(window)[0].key
    window.session.play(Place(match_card, 1, 1, 0))
    wait_for_person(qtbot, window)
    finish(window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    focused = window.scene.focusItem()
    assert isinstance(focused, CardItem) and focused.draggable
    QTest.keyClick(window.view, Qt.Key.Key_R)
    assert focused.turns == 1
    QTest.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert focused.turns == 0
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # lift it: legal places light up
    assert window.scene.dragged is focused and window.scene.targets
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    hot = [t for t in window.scene.targets if t.hot]
    assert len(hot) == 1
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(match.history) == 3
    last = match.history[-1]
    assert (last.row, last.col) == hot[0].place and last.turns in hot[0].turns


def test_undo_takes_back_my_move_and_the_answer_then_redo(qtbot, window):
    # Three cards each: the hands run out, Anna passes and the computer answers with a pass,
    # which shows nothing, so Undo takes both back.
    window.start_match(
        new_match(
            "sky-steps", 2, seed=4, hand=3, seats=[Seat("Anna", "red"), Seat("Bot", "blue", "computer", "normal")]
        )
    )
    match = window.session.match
    while not match.is_over:
        window.session.play(match.legal_actions()[0])
        wait_for_person(qtbot, window)
    assert [type(a).__name__ for a in match.history[-2:]] == ["Pass", "Pass"]
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert len(match.history) == 6 and match.current_player == 0
    assert len(window.panel.log_texts()) == 6
    window.redo_action.trigger()
    assert len(match.history) == 8 and match.is_over


def test_undo_is_not_offered_once_the_computer_has_shown_a_card(qtbot, window):
    match = start(window)
    window.session.paused = True  # the computer waits
    window.session.play(match.legal_actions()[0])
    assert window.undo_action.isEnabled()  # Anna's own card: she may take it back
    window.session.paused = False
    window.session.start()
    wait_for_person(qtbot, window)
    assert len(match.history) == 2
    assert not window.undo_action.isEnabled()  # the computer's placement showed a card of its hand


def test_hot_seat_hides_cards_until_handoff(qtbot, window):
    match = start(window, seats=[Seat("Anna", "red"), Seat("Ben", "blue")])
    assert window.handoff.isVisible()
    assert not any(c.face_up for c in window.scene.items() if isinstance(c, CardItem))
    window.handoff.button.click()
    assert window.viewer == 0 and hand_cards(window)
    window.session.play(match.legal_actions()[0])
    assert window.handoff.isVisible() and "Ben" in window.handoff.heading.text()
    assert not window.undo_action.isEnabled()  # the turn passed to another person


def test_save_and_load(qtbot, window, tmp_path):
    match = start(window)
    window.session.play(match.legal_actions()[0])
    wait_for_person(qtbot, window)
    path = tmp_path / "game.cloudtable"
    assert window.save_to(path)
    saved_history = list(match.history)
    window.session.play(window.session.match.legal_actions()[0])
    assert window.open_file(path)
    assert window.session.match.history == saved_history
    assert window.panel.log_texts()[0].startswith("You place")  # the one person at a table of computers
    assert str(path) in window.preferences.recent_files()


def test_bad_file_leaves_game_and_file_untouched(qtbot, window, tmp_path, monkeypatch):
    match = start(window)
    window.session.play(match.legal_actions()[0])
    bad = tmp_path / "bad.cloudtable"
    bad.write_text('{"format": "cloudtable", "format_version": 1, "game": "sky-steps"')
    before = bad.read_bytes()
    assert not window.open_file(bad)
    assert window.session.match is match and len(match.history) >= 1
    assert bad.read_bytes() == before
    assert "not valid JSON" in window.warnings[0][1]


def autosave_of(window):
    window.session.flush_autosave()  # the moves' autosaves are written on a thread of their own
    return json.loads(window.session.slot.path.read_text())


def test_autosave_after_each_move_and_continue(qtbot, window):
    match = start(window)
    window.session.play(match.legal_actions()[0])
    wait_for_person(qtbot, window)
    first = window.session.slot.path
    assert len(autosave_of(window)["history"]) == 2
    window.start_match(new_match("sky-steps", 2, seed=1))  # another game has its own autosave ...
    assert autosave_of(window)["seed"] == 1 and window.session.slot.path != first
    assert len(json.loads(first.read_text())["history"]) == 2  # ... and the first one is kept
    assert window.continue_game(first)
    assert window.session.match.history == match.history and window.session.slot.path == first
    window.session.play(window.session.match.legal_actions()[0])
    wait_for_person(qtbot, window)
    window.session.flush_autosave()
    assert len(json.loads(first.read_text())["history"]) == 4  # a resumed game writes its own file


def test_game_over_shows_result_with_rematch(qtbot, window):
    start(window, seats=[Seat("A", "red", "computer", "random"), Seat("B", "blue", "computer", "random")])
    qtbot.waitUntil(lambda: window.session.match.is_over, timeout=10000)
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the last move)
    assert "win" in window.result.heading.text() or "draw" in window.result.heading.text()
    old = window.session.match
    qtbot.waitUntil(window.result.rematch_button.isEnabled, timeout=5000)  # armed after a moment
    window.result.rematch_button.click()
    assert window.session.match is not old and window.session.match.seats == old.seats


def test_new_game_from_the_menu(qtbot, window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from cloudtable.ui.new_game_dialog import NewGameDialog

    def fill_and_accept():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog) and w.isVisible())
        ids = [g.id for g in dialog.games]
        dialog.games_list.setCurrentRow(ids.index("sky-steps"))
        dialog.seat_rows[0].name.setText("Zoé")
        dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("computer"))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(50, fill_and_accept)
    window.new_action.trigger()
    assert window.session is not None and window.session.match.game_id == "sky-steps"
    assert window.session.match.seats[0].name == "Zoé" and window.session.match.seats[1].is_computer
    assert not window.welcome.isVisible()


def test_zoom_pan_and_fit(qtbot, window):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    start(window)
    view = window.view
    view.fit()
    fitted = view.zoom
    QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom > fitted
    QTest.keyClick(view, Qt.Key.Key_Minus)
    QTest.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom < fitted
    centre = QPointF(view.viewport().rect().center())
    wheel = QWheelEvent(
        centre,
        view.mapToGlobal(centre),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    before = view.zoom
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.zoom > before * 1.3
    window.fit_action.trigger()
    assert abs(view.zoom - fitted) < 1e-6
    assert "%" in window.zoom_label.text()
    # Dragging the sky pans the view.
    before_centre = view.mapToScene(view.viewport().rect().center())
    viewport = view.viewport()
    corner = QPoint(8, 8)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner)
    QTest.mouseMove(viewport, QPoint(120, 100))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(120, 100))
    assert view.mapToScene(view.viewport().rect().center()) != before_centre


def test_the_welcome_screen_offers_what_to_do_and_the_menus_fit_no_game(qtbot, window, tmp_path, monkeypatch):
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    panel = window.welcome_panel
    assert panel.isVisible() and panel.new_button.text() == "New Game…" and panel.open_button.isVisible()
    # Someone given a join code finds where to type it on the first screen, not only in a menu.
    import cloudtable.ui.remote_game as remote_game

    asked: list = []
    monkeypatch.setattr(remote_game, "join_table", asked.append)
    assert panel.join_button.isVisible() and panel.join_button.text() == "Join a Table…"
    panel.join_button.click()
    assert asked == [window]
    assert not panel.unfinished_area.isVisible()

    def fits():
        names_bottom = (
            window.view.viewport().mapTo(window.centralWidget(), window.view.mapFromScene(QPointF(0, 62))).y()
        )
        top = panel.frame.mapTo(window.centralWidget(), QPoint(0, 0)).y()
        return names_bottom <= top and top + panel.frame.height() <= window.centralWidget().height()

    for size in ((1280, 720), (900, 560), (1900, 1000)):  # under the names of the games, never over them
        window.resize(*size)
        qtbot.waitUntil(fits, timeout=5000)  # the panel is placed once the table has fitted (not a speed test)
    rules = [panel.rules_row.itemAt(i).widget().text() for i in range(panel.rules_row.count())]
    assert "Cloudy Kingdom" in rules and "Cloud 9" in rules
    assert not window.save_action.isEnabled() and not window.save_as_action.isEnabled()
    assert not window.zoom_label.isVisible()
    assert "cloudtable" not in window.windowTitle()  # Qt adds the application's name once
    match = start(window)
    assert not panel.isVisible() and window.save_action.isEnabled() and window.zoom_label.isVisible()
    assert window.windowTitle() == "Sky Steps[*]"
    path = tmp_path / "kept.cloudtable"
    assert window.save_to(path)
    panel.set_recent(window.preferences.recent_files())
    recent = panel.recent_list.itemAt(0).widget()
    # The game and when it was saved (test_welcome_recent.py); the tooltip has the whole path.
    assert recent.text().startswith("Sky Steps\n") and recent.toolTip() == str(path)
    window.session.play(match.legal_actions()[0])
    recent.click()  # a recent game opens
    assert window.session.match.history == [] and window.path == path


def test_an_unfinished_game_is_continued_from_the_welcome_screen(qtbot, window):
    slot = storage.AutosaveSlot.new()
    slot.write(new_match("sky-steps", 2, seed=9))
    slot.release()
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    panel = window.welcome_panel
    assert panel.unfinished_area.isVisible() and panel.unfinished_title.text() == "Unfinished games:"
    name, players, progress, when = (label.text() for label in panel.unfinished.rows[0])
    assert (name, players, progress, when) == ("Sky Steps", "Player 1, Player 2", "Not started", "just now")
    panel.unfinished.continue_buttons[0].click()
    assert window.session is not None and window.session.match.seed == 9 and window.session.slot.path == slot.path


def test_the_window_opens_fitted_to_the_screen_and_forgets_a_size_that_no_longer_fits(qtbot, preferences):
    from PySide6.QtCore import QRect

    from cloudtable.i18n import Translators
    from cloudtable.ui.main_window import MainWindow

    def opened():
        win = MainWindow(preferences, Translators())
        qtbot.addWidget(win)
        win.warn = lambda *a, **k: None
        return win

    window = opened()
    available = window.screen().availableGeometry()
    assert available.contains(window.frameGeometry())  # the default size on this (small) screen
    # A size remembered from a larger screen is not restored here.
    window.setGeometry(QRect(0, 0, available.width() * 2, available.height() * 2))
    preferences.set_window_state(window.saveGeometry(), window.saveState())
    window.close()
    again = opened()
    assert available.contains(again.frameGeometry())
    again.close()


def test_the_one_person_at_the_table_is_spoken_to(qtbot, window):
    """A person playing computers reads "Your turn" and "You win!", whatever their name
    ("You's turn" was wrong English); at a hot-seat table the turn is named."""
    match = start(window, seats=[Seat("You", "red"), Seat("Bot", "blue", "computer", "random")])
    assert match.current_player == 0 and window.panel.turn.text() == "Your turn"
    start(window, seats=[Seat("Anna", "red"), Seat("Ben", "blue")])
    window.handoff.button.click()
    assert window.panel.turn.text() == "Anna's turn"
    window.session.play(window.session.match.legal_actions()[0])
    window.panel.catch_up()  # (the panel shows a move after the table's paint of it)
    assert window.panel.log.item(0).text().startswith("Anna ")  # at a hot-seat table, names
    over = new_match("sky-steps", 2, seed=1)
    rng = random.Random(1)
    while not over.is_over:
        over.apply(rng.choice(over.legal_actions()))
    winner = next(iter(over.outcome.winners))
    window.result.show_result(over, you=winner)
    assert window.result.heading.text() == "You win!"
    window.result.show_result(over, you=1 - winner)
    assert window.result.heading.text() == f"{over.seats[winner].name} wins!"
    window.result.release()


def test_the_fitted_table_starts_below_the_room_of_the_prompt_bar(qtbot, window):
    from cloudtable.engine import choose_action

    seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer") for i in range(1, 6)]
    match = new_match("cloud9", 6, seed=11, seats=seats)
    while match.current_player != 0 or len(match.history) < 20:
        match.apply(choose_action(match, "normal"))
    window.resize(1280, 720)
    window.show()
    window.start_match(match)
    qtbot.waitExposed(window)
    window.view.fit()
    top = window.view.mapFromScene(window.view.content_rect().topLeft()).y()
    assert top >= window.view.top_inset > 0  # the others' names at the top are never under the bar
    bar = window.prompt_bar
    if bar.isVisible():
        assert bar.geometry().bottom() < top + 24


def test_the_move_log_shows_its_newest_line_unless_scrolled_up(qtbot, window, tmp_path):
    from cloudtable.engine import choose_action
    from cloudtable.engine.savefile import dump_match

    seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer") for i in (1, 2)]
    match = new_match("cloud9", 3, seed=3, seats=seats)
    for _ in range(60):
        match.apply(choose_action(match, "normal"))
    while match.current_player != 0:
        match.apply(choose_action(match, "normal"))
    path = tmp_path / "long.cloudtable"
    path.write_text(dump_match(match))
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_file(path)
    bar = window.panel.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    QTest.qWait(50)  # the wrapped lines get their heights
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # the person scrolls up to read
    window.panel.log.addItem("a new line")
    QTest.qWait(50)
    assert bar.value() == 0


def test_a_new_move_brings_the_log_to_its_end_without_laying_the_list_out_at_once(qtbot, window, tmp_path):
    """scrollToBottom at each new line laid the whole list out again (4-5 ms a line at the end of
    a long game); the list follows its range instead, once it has laid the line out."""
    match = new_match("cloud9", 2, seed=3, seats=[Seat("Anna"), Seat("Bot", kind="computer")])
    for _ in range(60):
        match.apply(match.legal_actions()[0])
    while match.current_player != 0:
        match.apply(match.legal_actions()[0])
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(match)
    log = window.panel.log
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(0)  # the person scrolled up to read
    scrolls = []
    log.scrollToBottom = lambda: scrolls.append(1)
    lines = log.count()
    assert window.session.play(window.session.match.legal_actions()[0]) is None
    window.panel.catch_up()  # (the panel shows a move after the table's paint of it)
    assert log.count() > lines and not scrolls
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() > 0)


def test_a_fitted_table_follows_the_window_until_zoomed(qtbot, window):
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    start(window)
    window.view.fit()
    fitted = window.view.zoom
    window.resize(960, 540)
    qtbot.waitUntil(lambda: window.view.zoom < fitted * 0.9)
    small = window.view.zoom
    QTest.keyClick(window.view, Qt.Key.Key_Plus)  # the person zooms: the view is theirs now
    zoomed = window.view.zoom
    assert zoomed > small
    window.resize(1400, 900)
    QTest.qWait(50)
    assert window.view.zoom == zoomed
    window.fit_action.trigger()  # F fits, and the table follows the window again
    window.resize(960, 540)
    qtbot.waitUntil(lambda: abs(window.view.zoom - small) < 1e-3)


def test_the_players_table_shows_a_computer_and_its_level_whole(qtbot, window):
    from PySide6.QtGui import QFontMetrics

    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.language_actions["de"].trigger()
    try:
        QApplication.processEvents()
        seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer", level="strong") for i in (1, 2, 3)]
        window.start_match(new_match("strange-world", 4, seed=1, seats=seats))
        QApplication.processEvents()
        players = window.panel.players
        row = players.topLevelItem(1)
        assert row.text(1) == "Stark" and not row.icon(1).isNull()  # the icon says "computer"
        assert "Computer" in row.toolTip(1)
        room = players.columnWidth(1) - players.iconSize().width() - 12
        assert QFontMetrics(players.font()).horizontalAdvance(row.text(1)) <= room
    finally:
        window.language_actions["en"].trigger()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])  # (960 x 540: 1920 x 1080 at scale factor 2)
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_players_table_shows_every_name_and_family_whole_in_a_narrow_panel(qtbot, window, size, language):
    """Four families in the narrow panel (issue 20: "Blue fam…" on the row whose turn it is, and
    the families cut at scale factor 2): every name and what it plays as reads whole."""
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.language_actions[language].trigger()
    try:
        QApplication.processEvents()
        seats = [Seat("Player 1", "red")] + [
            Seat(f"Bot {i}", colour, kind="computer") for i, colour in ((1, "blue"), (2, "yellow"), (3, "black"))
        ]
        window.start_match(new_match("cloudy-kingdom", 4, seed=1, seats=seats))
        QApplication.processEvents()
        players = window.panel.players
        assert players.topLevelItem(3).text(1) in ("Black family", "Familie Schwarz")
        for column in (0, 1):
            assert players.sizeHintForColumn(column) <= players.columnWidth(column), column
    finally:
        window.language_actions["en"].trigger()


def test_an_enter_right_after_the_last_move_does_not_start_a_rematch(qtbot, window):
    """The result panel's buttons wake a moment after it shows: an Enter meant for the last move
    leaves the final score on screen."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    start(window, seats=[Seat("A", "red", "computer", "random"), Seat("B", "blue", "computer", "random")])
    qtbot.waitUntil(lambda: window.session.match.is_over, timeout=10000)
    old = window.session.match
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the last move)
    QTest.keyClick(window.result, Qt.Key.Key_Return)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.match is old and window.result.isVisible()
    qtbot.waitUntil(window.result.rematch_button.isEnabled, timeout=5000)
    QTest.keyClick(window.result.rematch_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.match is not old, timeout=5000)


def test_the_side_panel_hides_and_shows_from_the_view_menu_and_is_remembered(qtbot, window, preferences):
    """Issue 20: View → "Players and moves" was greyed out. It hides and shows the panel (F9),
    and the next start remembers it."""
    from PySide6.QtGui import QKeySequence

    from cloudtable.i18n import Translators
    from cloudtable.ui.main_window import MainWindow

    action = window.panel_action
    assert action in window.view_menu.actions()
    assert action.isEnabled() and action.isCheckable() and action.isChecked()
    assert action.shortcut() == QKeySequence("F9")
    window.activateWindow()
    qtbot.waitActive(window)
    QTest.keyClick(window.view, Qt.Key.Key_F9)
    assert not window.dock.isVisible() and not action.isChecked()
    window.close()  # (its state is saved)
    again = MainWindow(preferences, Translators())
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert not again.dock.isVisible() and not again.panel_action.isChecked()
    again.panel_action.trigger()
    assert again.dock.isVisible() and again.panel_action.isChecked()
    again.close()


def test_the_side_panel_leaves_the_table_most_of_a_small_window(qtbot, preferences):
    """Issue 20: at 1280 × 720 the panel took 22 % of the width; it follows the window's width."""
    from cloudtable.i18n import Translators
    from cloudtable.ui.main_window import MainWindow

    for width in (1280, 1920):
        window = MainWindow(preferences, Translators())
        qtbot.addWidget(window)
        window.resize(width, 720)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        share = window.dock.width() / window.width()
        assert 0.15 <= share <= 0.18, (width, window.dock.width())
        window.deleteLater()
    # A width the person sets by dragging the panel's edge is kept, and remembered.
    window = MainWindow(preferences, Translators())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.resizeDocks([window.dock], [290], Qt.Orientation.Horizontal)  # as its edge dragged does
    QApplication.processEvents()
    dragged = window.dock.width()
    assert abs(dragged - 290) <= 2 and preferences.panel_width == dragged
    window.resize(1600, 720)
    QApplication.processEvents()
    assert window.dock.width() == dragged


def test_a_clicked_line_of_the_log_lights_its_move_and_does_not_stay_lit(qtbot, window):
    start(window, seats=[Seat("Anna", "red"), Seat("Bot", "blue", "computer", "normal")])
    wait_for_person(qtbot, window)
    window.session.play(window.session.match.legal_actions()[0])
    wait_for_person(qtbot, window)
    log = window.panel.log
    flashed = []
    window.panel.move_clicked.connect(flashed.append)
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(0)).center())
    assert flashed == [0]
    assert log.selectedItems() == [] and not log.hasFocus()


def test_a_card_that_cannot_move_does_not_pan_the_table_only_the_sky_does(qtbot, window):
    """Issue 20: pressed in the computer's turn, a card moved the whole table (and a newcomer may
    not know that F fits it back). A press on a card that cannot move leaves the view where it
    is; a press on the sky still pans."""

    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(
        new_match("cloudy-kingdom", 2, seed=1, seats=[Seat("Anna", "red"), Seat("Bo", "blue", "computer", "random")])
    )
    finish(window)
    view, viewport = window.view, window.view.viewport()
    view.fit()
    QApplication.processEvents()

    def press_and_move(point):
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        for step in range(1, 6):
            QTest.mouseMove(viewport, point + QPoint(30 * step, 20 * step))
        QTest.mouseRelease(
            viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point + QPoint(150, 100)
        )

    others = [i for i in window.scene.items() if isinstance(i, CardItem) and i.isVisible() and not i.draggable]
    assert others  # (Bo's cards)
    card = others[0]
    centre = view.mapToScene(viewport.rect().center())
    press_and_move(view.mapFromScene(card.sceneBoundingRect().center()))
    assert view.mapToScene(viewport.rect().center()) == centre and view.follows_window
    press_and_move(QPoint(8, viewport.height() - 8))  # the sky
    assert view.mapToScene(viewport.rect().center()) != centre and not view.follows_window
    assert view.dragMode() == view.DragMode.ScrollHandDrag
