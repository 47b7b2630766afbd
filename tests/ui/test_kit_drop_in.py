"""A new game with its own table, made from the table kit alone and registered here (no shared
file edited), driven through the real window: secret bids behind the hand-off screen, a bid by
drag and one by two clicks, a lit place that warns, clickable choices, and a solo game that ends
with a rating. Also the kit's rule that only a card the rules let turn turns."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

import bidgame
import bidgame_table
from bidgame import Bid, Keep
from cloudtable.engine import Seat, new_match, register, unregister
from cloudtable.ui.games import register_table
from gestures import card_item, confirm_held, drag_to, finish


@pytest.fixture(autouse=True)
def cloud_bids():
    register(bidgame.GAME)
    register_table(bidgame.GAME.id, bidgame_table.TABLE)
    yield
    unregister(bidgame.GAME.id)


def click(window, scene_point):
    viewport = window.view.viewport()
    point = window.view.mapFromScene(scene_point)
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def bid_place(window):
    return window.table.place_rect(bidgame_table.BID_PLACE).center()


def test_secret_bids_by_drag_and_by_click_behind_the_hand_off_screen(qtbot, window):
    window.start_match(new_match("cloud-bids", 2, seed=3, seats=[Seat("Ann"), Seat("Bob")]))
    assert window.handoff.isVisible() and window.handoff.player == "Ann"
    window.handoff.button.click()
    drag_to(window, card_item(window, ("bid", 0, 4)), bid_place(window))
    match = window.session.match
    assert match.history == [Bid(4)]
    # Bob is asked for; Ann's bid shows nowhere, only that she has chosen.
    assert window.handoff.isVisible() and window.handoff.player == "Bob"
    window.handoff.button.click()
    assert window.table.find(("label", 0)).tag == "has chosen"
    assert window.table.find(("bid", 0, 4)) is not None  # her card is still in her row for everyone
    finish(window)
    card = card_item(window, ("bid", 1, 2))
    click(window, card.scenePos())  # a click lifts the card and lights its places
    assert window.scene.picked and [t.place for t in window.scene.targets] == [bidgame_table.BID_PLACE]
    click(window, bid_place(window))  # a click on the lit place plays it...
    assert window.scene.holding and match.history == [Bid(4)]  # ...once confirmed: the last bid reveals all
    confirm_held(window)
    assert match.history == [Bid(4), Bid(2)]
    # Ann won the prize: she keeps it or gives it by clicking a lit choice.
    window.handoff.button.click()
    assert {c.place for c in window.scene.choices} == {"keep", "give"}
    give = next(c for c in window.scene.choices if c.place == "give")
    click(window, give.boundingRect().center())
    assert match.history[-1] == Keep(True) and match.view(None).scores[1] > 0


def test_a_lit_place_can_warn_before_the_card_is_dropped(qtbot, window):
    window.start_match(new_match("cloud-bids", 2, seed=3, seats=[Seat("Ann"), Seat("Bot", kind="computer")]))
    finish(window)
    card = card_item(window, ("bid", 0, 1))
    click(window, card.scenePos())
    target = window.scene.targets[0]
    assert target.warning is not None
    window.show_status(None)
    target.set_hot(False)
    window.scene.target_hovered(target, True)
    assert window.statusBar().currentMessage() == "A bid of 1 rarely wins anything."
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Escape)
    assert window.scene.dragged is None and window.session.match.history == []


def test_a_click_beside_a_lifted_card_puts_it_back(qtbot, window):
    window.start_match(new_match("cloud-bids", 2, seed=3, seats=[Seat("Ann"), Seat("Bot", kind="computer")]))
    finish(window)
    card = card_item(window, ("bid", 0, 3))
    home = card.pos()
    click(window, card.scenePos())
    assert window.scene.picked
    click(window, window.table.content_rect().topLeft() + QPoint(5, 5))
    finish(window)
    assert window.scene.dragged is None and card.pos() == home


def test_a_solo_game_ends_with_its_score_and_a_rating(qtbot, window):
    window.start_match(new_match("cloud-bids", 1, seed=2, seats=[Seat("Ann")]))
    match = window.session.match
    while not match.is_over:
        finish(window)
        if window.scene.choices:
            click(window, window.scene.choices[0].boundingRect().center())
        else:
            drag_to(window, card_item(window, ("bid", 0, match.view(0).bids[0][-1])), bid_place(window))
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the last move)
    assert window.result.heading.text() == match.outcome.rating.english()
    assert "wins" not in window.result.heading.text() and "draw" not in window.result.heading.text()


def test_r_turns_only_a_card_that_may_turn(qtbot, window):
    window.start_match(new_match("cloud-bids", 2, seed=3, seats=[Seat("Ann"), Seat("Bot", kind="computer")]))
    finish(window)
    card = card_item(window, ("bid", 0, 2))
    card.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_R)
    assert card.turns == 0  # a bid card never turns
    window.start_match(new_match("sky-steps", 2, seed=3, seats=[Seat("Ann"), Seat("Bot", kind="computer")]))
    finish(window)
    arrow = next(i for i in window.scene.items() if getattr(i, "draggable", False))
    arrow.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_R)
    assert arrow.turns == 1  # an arrow card does
