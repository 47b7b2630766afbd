"""Review mode through the real window (ui/review.py, issue 23): every step the slider reaches is
the position the engine replays, the eyes offered never show a hidden card of a game still going
on, a game played on from a step starts exactly there, and the person gets back to where they were."""

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import contract
from cloudtable import storage
from cloudtable.engine import Seat, get_game, load_match, new_match
from cloudtable.engine.replay import OPEN
from cloudtable.ui.table.card import CardItem

GAMES = contract.builtin_games()
COLOURS = {"cloud9": ("black", "blue", "green", "orange")}


def seats(game_id, people, computers):
    """The people, then as many computers as asked that the game still has room for (any game
    registered is reviewed here, a game for two as well)."""
    colours = COLOURS.get(game_id, ("red", "blue", "yellow", "green"))
    computers = min(computers, get_game(game_id).max_players - len(people))
    out = [Seat(name, colours[i]) for i, name in enumerate(people)]
    level = get_game(game_id).bot_levels[0]
    out += [Seat(f"Bot {i}", colours[len(out) + i], "computer", level) for i in range(computers)]
    return out


def played(game_id, seats_, seed=7, moves=None):
    match = new_match(game_id, len(seats_), seed=seed, seats=seats_)
    rng = random.Random(seed)
    while not match.is_over and (moves is None or len(match.history) < moves):
        match.apply(rng.choice(match.legal_actions()))
    return match


def engine_walk(match):
    """The engine's own replay of the record, position by position, from the start."""
    again = new_match(match.game_id, match.players, seed=match.seed, seats=match.seats, **match.options)
    yield again
    for action in match.history:
        again.apply(action)
        yield again


def shown(window):
    """What the review's table reads now: the view of its viewer (every card face up, or a seat's)."""
    review = window.review
    return get_game(review.replay.game.id).snapshot(review.feed.view(review.table.viewer))


def review_saved(window, match, tmp_path, name="game"):
    path = tmp_path / f"{name}.cloudtable"
    storage.save_match(match, path)
    assert window.review_file(path)
    return path


# --- every step, as the engine replays it ----------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_the_slider_reaches_is_the_engines_position(qtbot, window, game_id, tmp_path):
    match = played(game_id, seats(game_id, ["Anna"], 2))
    game = get_game(game_id)
    review_saved(window, match, tmp_path)
    review, slider = window.review, window.review.bar.slider
    assert slider.maximum() == len(match.history) and review.position == len(match.history)
    assert review.eyes == 0  # the one person's own eyes first
    for position, again in enumerate(engine_walk(match)):
        slider.setValue(position)
        assert review.position == position
        assert shown(window) == game.snapshot(again.view(0)), position
        assert review.feed.current_player == again.current_player
        assert window.panel.log.currentRow() == position - 1
    # Back and forth at random, every card face up (the game is over): the kept copies hold.
    review.choose_eyes(OPEN)
    states = [game.snapshot(game.open_view(m.state_copy())) for m in map(lambda m: m.fork(), engine_walk(match))]
    for position in random.Random(3).sample(range(len(states)), min(40, len(states))):
        slider.setValue(position)
        assert shown(window) == states[position]
    for item in window.review.scene.items():  # and nothing can be lifted
        if isinstance(item, CardItem):
            assert not item.draggable


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_is_seen_from_any_seat_or_face_up(qtbot, window, game_id, tmp_path):
    match = played(game_id, seats(game_id, ["Anna", "Ben"], 1), seed=11)
    game = get_game(game_id)
    review_saved(window, match, tmp_path)
    review, combo = window.review, window.review.bar.eyes
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert offered == [None, OPEN, *range(len(match.seats))]
    assert review.eyes == OPEN  # several people: every card face up first
    final = match.state_copy()
    for index, eyes in enumerate(offered):
        combo.activated.emit(index)
        assert not review.handoff.isVisible()  # the game is over: nothing left to hide
        expected = game.open_view(final) if eyes == OPEN else game.view(final, eyes)
        assert shown(window) == game.snapshot(expected) and review.table.viewer == (eyes if eyes != OPEN else None)


# --- never a peek at a game still going on ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_eyes_offered_never_show_a_hidden_card_of_a_game_still_going_on(qtbot, window, game_id):
    game = get_game(game_id)
    hot_seat = played(game_id, seats(game_id, ["Anna", "Ben"], 1), seed=5)
    match = new_match(game_id, len(hot_seat.seats), seed=5, seats=hot_seat.seats)
    for action in hot_seat.history[: len(hot_seat.history) // 2]:
        match.apply(action)
    window.start_match(match)
    assert window.review_game_action.isEnabled()
    window.review_game_action.trigger()
    review, combo = window.review, window.review.bar.eyes
    assert review.position == len(match.history) == window.review.bar.slider.maximum()  # up to its last move
    assert [combo.itemData(i) for i in range(combo.count())] == [None, 0, 1]  # no computer, never face up
    assert " of " not in review.bar.where.text().partition(" · ")[2]  # how many rounds is not known yet
    assert review.eyes is None and shown(window) == game.snapshot(match.view(None))
    # Trying to peek: every card face up, a computer's cards, face up behind the table's back.
    for peek in (OPEN, *range(2, len(match.seats))):
        with pytest.raises(ValueError):
            review.choose_eyes(peek)
    review.feed.open = True
    with pytest.raises(ValueError):
        review.feed.view(None)
    review.feed.open = False
    # A person's own cards: the others look away first (as in play), or the person cancels.
    combo.activated.emit(2)  # Ben
    assert review.handoff.isVisible() and review.eyes is None and shown(window) == game.snapshot(match.view(None))
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not review.handoff.isVisible() and review.eyes is None and window.review is review
    assert combo.currentData() is None
    combo.activated.emit(2)
    review.handoff.button.click()
    assert review.eyes == 1
    walk = list(m.fork() for m in engine_walk(match))
    for position in range(0, len(walk), max(1, len(walk) // 25)):
        review.bar.slider.setValue(position)
        assert shown(window) == game.snapshot(walk[position].view(1)), position
    assert not review.replay.may_play_on and not review.bar.play_on_button.isEnabled()


def test_a_game_alone_against_computers_is_seen_with_the_persons_eyes_at_once(qtbot, window):
    match = played("cloud9", seats("cloud9", ["Anna"], 2), moves=30)
    window.start_match(match)
    window.review_game()
    combo = window.review.bar.eyes
    assert [combo.itemData(i) for i in range(combo.count())] == [None, 0]
    assert window.review.eyes == 0 and not window.review.handoff.isVisible()
    assert window.review.bar.play_on_button.isEnabled()


# --- play on from here ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_play_on_makes_a_new_game_whose_first_position_is_the_step_reviewed(
    qtbot, window, game_id, tmp_path, monkeypatch
):
    from cloudtable.ui.play_on_dialog import PlayOnDialog

    match = played(game_id, seats(game_id, ["Anna", "Ben"], 1), seed=9)
    path = review_saved(window, match, tmp_path)
    saved = path.read_bytes()
    position = len(match.history) // 3
    window.review.bar.slider.setValue(position)
    assert window.review.eyes == OPEN
    reviewed = get_game(game_id).view(window.review.feed.view(None), None)  # what everyone sees of it

    strongest = get_game(game_id).bot_levels[-1]

    def choose(dialog):  # Ben lets the strongest computer play his seat
        dialog.kinds[1].setCurrentIndex(1)
        dialog.levels[1].setCurrentIndex(dialog.levels[1].findData(strongest))
        return PlayOnDialog.DialogCode.Accepted

    monkeypatch.setattr(PlayOnDialog, "exec", choose)
    window.review.bar.play_on_button.click()
    assert window.review is None and window.session is not None
    new = window.session.match
    assert new.history == match.history[:position] and new.seed == match.seed
    assert [s.kind for s in new.seats] == ["person", "computer", "computer"][: len(match.seats)]
    assert new.seats[1].level == strongest
    first = new_match(game_id, len(match.seats), seed=match.seed, seats=match.seats, **match.options)
    for action in match.history[:position]:
        first.apply(action)
    assert new.snapshot() == first.snapshot()
    assert get_game(game_id).snapshot(window.session.feed.view(None)) == get_game(game_id).snapshot(reviewed)
    assert path.read_bytes() == saved  # the original is untouched
    window.session.flush_autosave()
    autosave = window.session.slot.path
    assert load_match(autosave.read_text()).history == match.history[:position]  # a new unfinished game


# --- moving through it -----------------------------------------------------------------------------------------
def test_keys_buttons_and_log_lines_move_through_the_record(qtbot, window, tmp_path):
    match = played("cloud9", seats("cloud9", ["Anna"], 3), seed=4)
    review_saved(window, match, tmp_path)
    review, bar, replay = window.review, window.review.bar, window.review.replay
    length = len(match.history)
    window.panel.log.setFocus()  # the keys work whatever has the focus
    QTest.keyClick(window.panel.log, Qt.Key.Key_Home)
    assert review.position == 0
    QTest.keyClick(window.panel.log, Qt.Key.Key_Right)
    assert review.position == 1
    QTest.keyClick(window.view, Qt.Key.Key_Down)
    assert review.position == replay.next_turn(1) and replay.turns[review.position] == 2
    QTest.keyClick(window.view, Qt.Key.Key_Down)
    assert replay.turns[review.position] == 3
    QTest.keyClick(window.view, Qt.Key.Key_Up)
    assert replay.turns[review.position] == 2 and replay.turns[review.position - 1] == 1
    QTest.keyClick(window.view, Qt.Key.Key_PageDown)
    assert replay.rounds[review.position] == 2 and replay.rounds[review.position - 1] == 1
    QTest.keyClick(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert replay.turns[review.position] == 2 + replay.turns[replay.next_round(0)] - 1
    QTest.keyClick(window.view, Qt.Key.Key_PageUp)
    assert review.position == replay.next_round(0)
    QTest.keyClick(window.view, Qt.Key.Key_PageUp)
    assert review.position == 0
    QTest.keyClick(window.view, Qt.Key.Key_End)
    assert review.position == length
    bar.buttons["previous move"].click()
    assert review.position == length - 1
    bar.buttons["first"].click()
    assert review.position == 0 and not bar.buttons["previous move"].isEnabled()
    bar.buttons["next round"].click()
    assert review.position == replay.next_round(0)
    bar.buttons["last"].click()
    assert review.position == length and not bar.buttons["next move"].isEnabled()
    # A line of the log: the table shows the game just after that move.
    log = window.panel.log
    line = next(log.item(row) for row in range(log.count()) if log.item(row).data(Qt.ItemDataRole.UserRole) == 10)
    log.itemClicked.emit(line)
    assert review.position == 11 and "Move 11 of" in bar.where.text()
    # In the box of eyes, the arrows choose eyes (the record stays where it is).
    here = review.position
    bar.eyes.setFocus()
    QTest.keyClick(bar.eyes, Qt.Key.Key_Up)  # (from Anna's to every card face up)
    assert review.eyes == OPEN and review.position == here
    QTest.keyClick(bar.eyes, Qt.Key.Key_Down)
    assert review.eyes == 0 and review.position == here
    window.view.setFocus()
    # Space plays the record on, move by move, and pauses it.
    review.set_speed(3)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert review.playing
    qtbot.waitUntil(lambda: review.position >= 14, timeout=5000)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert not review.playing
    stopped = review.position
    QTest.qWait(300)
    assert review.position == stopped


def test_a_review_opened_before_the_welcome_buttons_keeps_them_behind_it(qtbot, window, tmp_path):
    """The welcome panel is made after the first frame: a review opened before it (from the command
    line) keeps it hidden, and leaving the review shows it."""
    if window.welcome_panel is not None:
        window.welcome_panel.deleteLater()
        window.welcome_panel = None
    other = played("cloudy-kingdom", seats("cloudy-kingdom", ["Zoe", "Yann"], 0), seed=2)
    path = tmp_path / "other.cloudtable"
    storage.save_match(other, path)
    window.review_file(path)
    window._list_games()
    assert window.review is not None and not window.welcome_panel.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.review is None and window.welcome_panel.isVisible()


def test_leaving_goes_back_to_the_game_in_play_untouched(qtbot, window, tmp_path):
    other = played("cloudy-kingdom", seats("cloudy-kingdom", ["Zoe", "Yann"], 0), seed=2)
    path = tmp_path / "other.cloudtable"
    storage.save_match(other, path)
    match = new_match("cloud9", 2, seed=3, seats=seats("cloud9", ["Anna"], 1))
    window.start_match(match)
    qtbot.waitUntil(lambda: not window.session.bot_busy and not window.session.waiting_for_computer, timeout=5000)
    before, log_before = list(match.history), window.panel.log_texts()
    window.review_file(path)
    assert window.review is not None and window.view.scene() is window.review.scene
    assert window.session.paused and not window.undo_action.isEnabled() and not window.save_action.isEnabled()
    # The record's lines as in play: one for each move, and who won at the end.
    assert window.panel.log_texts() != log_before and len(window.panel.log_texts()) > len(other.history)
    assert window.windowTitle().startswith("Review")
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.review is None and window.view.scene() is window.scene
    assert not window.session.paused and match.history == before and window.panel.log_texts() == log_before
    assert window.save_action.isEnabled()
    window.session.play(match.legal_actions()[0])  # the game goes on
    assert len(match.history) == len(before) + 1
    assert window.panel.log_texts()[: len(log_before)] == log_before


def test_the_result_panel_reviews_the_game_just_played_and_comes_back(qtbot, window):
    match = played("cloud9", seats("cloud9", ["Anna", "Ben"], 0), seed=6)
    window.start_match(match)
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the table)
    qtbot.waitUntil(window.result.review_button.isEnabled, timeout=3000)
    window.result.review_button.click()
    assert window.review is not None and not window.result.isVisible()
    assert window.review.position == len(match.history)
    window.review.bar.leave_button.click()
    assert window.review is None and window.result.isVisible()


def test_the_welcome_lists_review_a_recent_game_and_an_unfinished_one(qtbot, window, tmp_path):
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    match = played("strange-world", seats("strange-world", ["Anna"], 1), seed=3)
    path = tmp_path / "world.cloudtable"
    storage.save_match(match, path)
    window.preferences.add_recent_file(str(path))
    window.welcome_panel.set_recent(window.preferences.recent_files())
    window.welcome_panel.review_buttons[0].click()
    assert window.review is not None and window.review.replay.length == len(match.history)
    assert not window.welcome_panel.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.welcome_panel.isVisible() and window.session is None
    # An unfinished game: left in the list by a game started and then set aside for another.
    going_on = played("cloud9", seats("cloud9", ["Anna"], 1), moves=12)
    window.start_match(going_on)
    window.session.flush_autosave()
    window.start_match(new_match("cloud9", 2, seed=1, seats=seats("cloud9", ["Anna"], 1)))
    window._end_session()
    window.list_unfinished()
    rows = window.welcome_panel.unfinished
    index = next(i for i, g in enumerate(rows.games) if g.moves == len(going_on.history))
    rows.review_buttons[index].click()
    assert window.review is not None and not window.review.replay.is_over
    assert window.review.replay.history == going_on.history
    assert "unfinished" in window.review.bar.title.toolTip()


# --- keep and share ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_record_is_exported_as_text_and_as_a_save(qtbot, window, game_id, tmp_path):
    match = played(game_id, seats(game_id, ["Anna"], 2), seed=13)
    review_saved(window, match, tmp_path)
    review = window.review
    text_path, save_path = tmp_path / "record.txt", tmp_path / "copy.cloudtable"
    assert review.export_text_to(text_path) and review.export_save_to(save_path)
    text = text_path.read_text(encoding="utf-8")
    lines = window.panel.log_texts()
    assert all(f"{n}. " in text for n in (1, len(match.history)))
    heading = "Voyage" if game_id == "cloud9" else "Round"
    assert text.count(f"\n{heading} ") == review.replay.rounds[-1]
    notation = contract.notation(get_game(game_id))
    if notation is None:  # a game without a notation: the log alone
        assert "Position: " not in text
    else:
        assert text.count("Position: ") == review.replay.rounds[-1] and "Final position: " in text
        assert notation.format_state(match.state_copy()).split("\n")[0] in text
    assert f"Seed of the deal: {match.seed}" in text
    assert lines[0].replace("You ", "") in text or lines[0] in text or "Anna" in text
    copy = load_match(save_path.read_text())
    assert copy.history == match.history and copy.seed == match.seed and copy.seats == match.seats
    assert "Exported to copy.cloudtable." in window.statusBar().currentMessage()


def test_an_unfinished_game_is_exported_as_its_players_saw_it(qtbot, window, tmp_path):
    match = played("cloud9", seats("cloud9", ["Anna"], 2), moves=40)
    assert not match.is_over
    review_saved(window, match, tmp_path)
    path = tmp_path / "record.txt"
    window.review.export_text_to(path)
    text = path.read_text(encoding="utf-8")
    notation = contract.notation(get_game("cloud9"))
    assert notation.format_state(match.view(0)) in text
    assert notation.format_state(match.state_copy()) not in text and "Seed" not in text


def test_a_game_played_to_its_end_keeps_its_record_in_the_recent_games(qtbot, window):
    from cloudtable.preferences import MAX_RECENT

    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    computers = seats("cloud9", [], 2)
    whole = played("cloud9", computers, seed=8)
    kept = []
    for round_ in range(MAX_RECENT + 1):
        match = new_match("cloud9", 2, seed=8, seats=computers)
        for action in whole.history[:-3]:
            match.apply(action)
        with qtbot.waitSignal(window.record_kept, timeout=10_000):  # (kept a moment after the end)
            window.start_match(match)
        assert match.is_over
        recent = window.preferences.recent_files()
        assert len(recent) == min(round_ + 1, MAX_RECENT) and recent[0] not in kept
        kept.append(recent[0])
        assert load_match(Path(recent[0]).read_text()).history == match.history
    folder = storage.data_dir() / storage.FINISHED
    assert sorted(str(p) for p in folder.iterdir()) == sorted(window.preferences.recent_files())  # no more
    window.result.hide()
    window.welcome_panel.review_buttons[0].click()
    assert window.review.replay.history == match.history and window.review.replay.is_over
    # A game opened already over keeps no new record.
    window.review.leave()
    window.open_file(kept[-1])
    assert window.preferences.recent_files()[0] == kept[-1] and len(list(folder.iterdir())) == MAX_RECENT


def test_enter_plays_on_in_the_play_on_dialog(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cloudtable.engine.replay import Replay
    from cloudtable.ui.play_on_dialog import PlayOnDialog

    replay = Replay(played("cloud9", seats("cloud9", ["Anna"], 1), seed=2))
    dialog = PlayOnDialog(replay, 10)
    QTimer.singleShot(100, lambda: QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return))
    QTimer.singleShot(3000, dialog.reject)  # (not reached when Enter works)
    assert dialog.exec() == PlayOnDialog.DialogCode.Accepted
    assert [s.kind for s in dialog.seats()] == ["person", "computer"]


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl"])
def test_the_bars_keys_are_not_the_menus(qtbot, window, tmp_path, language):
    """Alt and a letter of the bar (Seen by, Play On, Export) never opens a menu instead."""
    from PySide6.QtGui import QKeySequence

    window.translators.install(language)
    qtbot.wait(10)  # (the window's words change when the language change event comes)
    review_saved(window, played("cloud9", seats("cloud9", ["Anna"], 1), seed=2), tmp_path)
    bar = window.review.bar

    def letter(text):
        return QKeySequence.mnemonic(text).toString()

    menus = {letter(action.text()) for action in window.menuBar().actions()}
    mine = [letter(w.text()) for w in (bar.eyes_label, bar.play_on_button, bar.export_button)]
    assert all(mine) and len(set(mine)) == 3 and not set(mine) & menus, (mine, menus)


def test_the_review_speaks_the_language_chosen_while_it_shows(qtbot, window, tmp_path):
    review_saved(window, played("cloud9", seats("cloud9", ["Anna"], 1), seed=2), tmp_path)
    bar = window.review.bar
    bar.slider.setValue(5)
    window.set_language("de")
    qtbot.waitUntil(lambda: bar.leave_button.text() == "Rückschau beenden (Esc)", timeout=3000)
    assert bar.where.text().startswith("Schritt 5 von") and "Fahrt" in bar.where.text()
    assert bar.eyes.itemText(1) == "Alle Karten offen" and window.review.position == 5
    window.set_language("en")
    qtbot.waitUntil(lambda: bar.leave_button.text() == "Leave the Review (Esc)", timeout=3000)


def test_recent_games_names_are_cut_in_the_middle_in_a_narrow_window(qtbot, window, tmp_path):
    """At 960 x 540 (1920 x 1080 at scale factor 2) the recent games' names did not fit and were
    cut at their edge: two records read alike. Each shows whole or cut in the middle, within
    its button, and the end that tells them apart shows."""
    import os
    import time

    from PySide6.QtWidgets import QApplication

    from cloudtable.ui.welcome_panel import FileLink

    window.resize(960, 540)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    match = new_match("cloudy-kingdom", 2, seed=1, seats=seats("cloudy-kingdom", ["Anna"], 1))
    names = []
    for minute in (21, 34, 47, 55):
        path = tmp_path / f"cloudy-kingdom-2026-11-26-18{minute}52.cloudtable"
        storage.save_match(match, path)
        when = time.mktime((2026, 11, 26, 18, minute, 52, 0, 0, -1))
        os.utime(path, (when, when))
        names.append(str(path))
    window.welcome_panel.set_recent(names)
    QApplication.processEvents()
    links = [w for w in window.welcome_panel.findChildren(FileLink) if w.isVisible()]
    assert len(links) == 4
    for link in links:  # (the game's name over when it was saved: test_welcome_recent.py)
        shown = link.text().split("\n")
        assert all(link.fontMetrics().horizontalAdvance(line) <= link.contentsRect().width() for line in shown)
        assert link.lines[0] == "Cloudy Kingdom" and shown[1] == link.lines[1]  # the time whole
    assert {m for m in (21, 34, 47, 55) for link in links if f":{m}" in link.text()} == {21, 34, 47, 55}
