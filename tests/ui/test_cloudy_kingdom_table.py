"""Cloudy Kingdom played through the real window: drags, turns, spells, prompts, saves, languages."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cloudtable.engine import Seat, choose_action, load_match, new_match
from cloudtable.games.cloudy_kingdom import cards
from cloudtable.games.cloudy_kingdom.actions import DiscardRoute, Exchange, PickMagic, PlayMagic, PlayRoute
from cloudtable.ui.games.cloudy_kingdom import DISCARD
from gestures import card_item, drag_to, finish








def perform(window, action):
    """Do `action` the way a player would: a drag or a prompt button."""
    table = window.table
    if isinstance(action, (PickMagic, Exchange)):
        buttons = [b for b, choice in zip(window.prompt_bar.buttons, window.prompt_bar.prompt.buttons)
                   if choice.action == action]
        assert buttons, f"no button for {action}"
        buttons[0].click()
    elif isinstance(action, PlayRoute):
        drag_to(window, card_item(window, action.card), table.place_rect(action.cell).center(), action.turns)
    elif isinstance(action, DiscardRoute):
        drag_to(window, card_item(window, action.card), table.place_rect(DISCARD).center())
    elif isinstance(action, PlayMagic):
        seat = window.session.match.current_player
        spell = card_item(window, ("spell", seat, action.effect))
        if action.cell < 0:
            drag_to(window, spell, table.place_rect(DISCARD).center())
        else:
            turns = action.turns if action.effect in (cards.BURNING, cards.DEAD_END) else None
            drag_to(window, spell, table.place_rect(action.cell).center(), turns)
    else:
        raise AssertionError(action)


def pass_handoff(window):
    if window.handoff.isVisible():
        window.handoff.button.click()


def start(window, players=2, people=1, seed=3, magic="first"):
    seats = [Seat(f"P{i + 1}", kind="person" if i < people else "computer") for i in range(players)]
    window.start_match(new_match("cloudy-kingdom", players, seed=seed, seats=seats, magic=magic))
    pass_handoff(window)
    finish(window)
    return window.session.match


def test_illegal_drop_says_why_and_legal_drop_plays(qtbot, window):
    match = start(window)
    card = match.view(0).hands[0][0]
    table = window.table
    lonely = match.view(0).board.cells // 2  # the middle touches no castle and no card
    drag_to(window, card_item(window, card), table.place_rect(lonely).center())
    assert match.history == []
    assert window.statusBar().currentMessage()
    legal = next(a for a in match.legal_actions() if isinstance(a, PlayRoute))
    perform(window, legal)
    assert match.history[0] == legal


def test_dragging_lights_the_legal_cells(qtbot, window):
    match = start(window)
    card = match.view(0).hands[0][0]
    item = card_item(window, card)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(item.scenePos()))
    lit = {t.place for t in window.scene.targets}
    expected = {a.cell for a in match.legal_actions() if isinstance(a, PlayRoute)}
    assert lit == expected and lit
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton)


def test_castle_tooltip_tells_the_distance(qtbot, window):
    start(window)
    castles = [i for i in window.scene.items() if type(i).__name__ == "CastleItem"]
    assert len(castles) == 8
    assert all("family" in c.toolTip() for c in castles)


def test_pick_phase_offers_buttons(qtbot, window):
    match = start(window, magic="pick")
    assert window.prompt_bar.isVisible()
    assert len(window.prompt_bar.buttons) == len(cards.EFFECTS)
    perform(window, PickMagic(cards.GREEN_THUMB))
    assert match.history == [PickMagic(cards.GREEN_THUMB)]
    assert len(window.prompt_bar.buttons) == len(cards.EFFECTS) - 1


def choose_for_test(match, cast_wanted):
    """A scripted player: casts each spell still wanted as soon as it can, else plays well."""
    acts = match.legal_actions()
    taken = {e for chosen in match.state_copy().chosen for e in chosen}
    picks = [a for a in acts if isinstance(a, PickMagic)]
    if picks:  # share the wanted spells out between the players
        return next((a for a in picks if a.effect in cast_wanted and a.effect not in taken), picks[0])
    spells = [a for a in acts if isinstance(a, PlayMagic) and a.effect in cast_wanted]
    if spells:
        return spells[0]
    return choose_action(match, "normal")


@pytest.mark.parametrize("seed", [5])
def test_a_whole_game_with_every_spell_save_load_and_languages(qtbot, window, tmp_path, seed):
    """Four people at one computer pick all eight spells between them and cast each one through the
    window; halfway, the game is saved and loaded, and the language changes."""
    match = start(window, players=4, people=4, seed=seed, magic="pick")
    wanted = set(cards.EFFECTS)
    cast = set()
    saved = switched = False
    for _ in range(400):
        match = window.session.match
        if match.is_over:
            break
        pass_handoff(window)
        action = choose_for_test(match, wanted - cast)
        before = len(match.history)
        perform(window, action)
        QApplication.processEvents()
        assert len(window.session.match.history) == before + 1, (action, window.statusBar().currentMessage())
        if isinstance(action, PlayMagic):
            cast.add(action.effect)
        if len(match.history) == 30 and not saved:
            path = tmp_path / "middle.cloudtable"
            assert window.save_to(path)
            assert window.open_file(path)
            assert window.session.match.history == match.history
            saved = True
        if len(match.history) == 40 and not switched:
            window.language_actions["de"].trigger()
            QApplication.processEvents()  # LanguageChange reaches the widgets as posted events
            assert window.menuBar().actions()[0].text() == "&Spiel"
            switched = True
    assert saved and switched
    assert cast == wanted, f"never cast: {wanted - cast}"
    match = window.session.match
    assert load_match(match.to_json()).snapshot() == match.snapshot()
    if match.is_over:
        assert window.result.isVisible()


def test_choosing_spells_never_widens_the_window_and_keys_stay_put(qtbot, window):
    window.resize(1100, 720)
    window.language_actions["de"].trigger()
    QApplication.processEvents()
    width = window.width()
    match = start(window, magic="pick")
    QApplication.processEvents()
    assert window.width() == width and window.centralWidget().minimumSizeHint().width() < 400
    bar = window.prompt_bar
    assert bar.geometry().right() <= window.centralWidget().width()  # all of it on screen
    keys = {choice.action.effect: choice.shortcut for choice in bar.prompt.buttons}
    perform(window, PickMagic(cards.FAST_GROWTH))
    assert match.history == [PickMagic(cards.FAST_GROWTH)]
    later = {choice.action.effect: choice.shortcut for choice in window.prompt_bar.prompt.buttons}
    assert all(later[effect] == keys[effect] for effect in later)  # the others kept their keys
    window.language_actions["en"].trigger()
