"""Strange World above the clouds through the real window, played the way people play it: the
draft by clicking cards and Pass, cards dragged into the World (a place that would wake the
Tzimimes warns first), portals, Travellers, eruptions and solo stacks by clicks; whole games,
a hot-seat round, a solo game to its rating, a save and load in the middle of the draft."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cloudtable.engine import Seat, choose_action, load_match, new_match
from cloudtable.games.strange_world import rules, state as st
from cloudtable.games.strange_world.actions import (
    DeclineTraveller,
    Erupt,
    OrientSun,
    PairPortal,
    PassCards,
    Place,
    TakeStack,
    WelcomeTraveller,
)
from cloudtable.ui.table.card import CardItem
from gestures import confirm_held, drag_to, finish, wait_for_computer


def click(window, scene_point):
    QTest.mouseClick(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.view.mapFromScene(scene_point),
    )


def choice(window, key):
    found = [c for c in window.scene.choices if c.place == key]
    assert found, f"no choice {key}: {[c.place for c in window.scene.choices]}"
    return found[0]


def button(window, action):
    bar = window.prompt_bar
    found = [b for b, c in zip(bar.buttons, bar.prompt.buttons, strict=True) if c.action == action]
    assert found, f"no button for {action}"
    return found[0]


def pass_handoff(window):
    if window.handoff.isVisible():
        window.handoff.button.click()


def perform(window, action):
    """Do `action` as a person at the table would."""
    finish(window)
    s = window.table._state
    seat = window.viewer
    if isinstance(action, PassCards):
        hand = list(s.hands[seat])
        for card in action.cards:  # click the cards to give, then Pass
            index = next(i for i, c in enumerate(hand) if c == card and i not in window.table.marked)
            finish(window)
            click(window, window.table.find(("hand", seat, index)).sceneBoundingRect().center())
        button(window, action).click()
    elif isinstance(action, Place):
        index = s.hands[seat].index(action.card)
        card = window.table.find(("hand", seat, index))
        drag_to(window, card, window.table.place_rect(st.cell_of(action.row, action.col)).center())
    elif isinstance(action, (PairPortal, Erupt)):
        kind = "pair" if isinstance(action, PairPortal) else "erupt"
        click(window, choice(window, (kind, action.row, action.col)).boundingRect().center())
    elif isinstance(action, TakeStack):
        click(window, choice(window, ("stack", action.stack)).boundingRect().center())
    elif isinstance(action, WelcomeTraveller):
        click(window, choice(window, ("traveller", action.key)).boundingRect().center())
        click(window, choice(window, ("spot", action.right, action.top)).boundingRect().center())
    elif isinstance(action, (DeclineTraveller, OrientSun)):
        button(window, action).click()
    else:
        raise AssertionError(action)
    QApplication.processEvents()


def play_through(qtbot, window, levels=None, limit=400, on_move=None):
    """Play the people's moves through the table (their own choice: the normal computer's), wait
    for the computers', until the game ends."""
    for _ in range(limit):
        match = window.session.match
        if match.is_over:
            return match
        seat = match.current_player
        if match.seats[seat].is_computer:
            wait_for_computer(qtbot, window)
            continue
        pass_handoff(window)
        action = choose_action(match, (levels or {}).get(seat, "normal"))
        before = len(match.history)
        perform(window, action)
        assert len(window.session.match.history) == before + 1, (action, window.statusBar().currentMessage())
        assert window.session.match.history[-1] == action
        if on_move is not None:
            on_move(window.session.match)
    raise AssertionError("the game did not end")


def test_a_whole_game_against_a_computer(qtbot, window):
    seats = [Seat("Anna"), Seat("Bot", kind="computer", level="normal")]
    window.start_match(new_match("strange-world", 2, seed=4, seats=seats))
    match = play_through(qtbot, window)
    assert all(w.count == 16 for w in match.view(None).worlds)
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the last move)
    assert load_match(match.to_json()).snapshot() == match.snapshot()


def test_four_people_draft_behind_the_hand_off_screen(qtbot, window):
    seats = [Seat(name) for name in ("Ann", "Ben", "Cléa", "Dan")]
    window.start_match(new_match("strange-world", 4, seed=2, seats=seats))
    rounds_seen = set()

    def nobody_sees_another_hand(match):
        viewer = window.viewer
        if viewer is None:
            return
        for seat, hand in enumerate(window.table._state.hands):
            items = [window.table.find(("hand", seat, i)) for i in range(len(hand))]
            assert all(isinstance(i, CardItem) and i.face_up == (seat == viewer) for i in items), seat
        rounds_seen.add(match.view(None).round)

    for _ in range(60):  # the first round: the Sun, the two passes, the twelve cards placed
        match = window.session.match
        if match.view(None).round > 1:
            break
        seat = match.current_player
        if window.viewer != seat:  # another person: the others must look away first
            assert window.handoff.isVisible() and window.handoff.player == seats[seat].name
            window.handoff.button.click()
        nobody_sees_another_hand(match)
        action = choose_action(match, "normal")
        before = len(match.history)
        perform(window, action)
        assert len(window.session.match.history) == before + 1, (action, window.statusBar().currentMessage())
    assert match.view(None).round == 2 and rounds_seen == {1}
    assert all(w.count == 4 for w in match.view(None).worlds)


def test_a_solo_game_ends_with_its_rating(qtbot, window):
    window.start_match(new_match("strange-world", 1, seed=6, seats=[Seat("Anna")]))
    match = play_through(qtbot, window)
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the last move)
    assert window.result.heading.text() == match.outcome.rating.english()
    assert window.result.heading.text().startswith(("80", "75", "70", "60", "59"))


def test_a_save_in_the_middle_of_the_draft_loads_with_the_secret_choice_pending(qtbot, window, tmp_path):
    seats = [Seat("Ann"), Seat("Ben")]
    window.start_match(new_match("strange-world", 2, seed=3, seats=seats))
    match = window.session.match
    pass_handoff(window)
    first = match.current_player
    perform(window, choose_action(match, "normal"))
    assert match.chosen_seats == {first}
    path = tmp_path / "draft.cloudtable"
    assert window.save_to(path)
    assert window.open_file(path)
    loaded = window.session.match
    assert loaded.chosen_seats == {first} and loaded.current_player != first
    pass_handoff(window)
    assert window.viewer == loaded.current_player
    perform(window, choose_action(loaded, "normal"))
    assert loaded.chosen_seats == frozenset() and loaded.view(None).phase == st.PASS_ONE


def test_a_place_that_would_wake_the_tzimimes_warns_before_the_drop(qtbot, window):
    seats = [Seat("Anna"), Seat("Bot", kind="computer")]
    for seed in range(60):  # a position where Anna places a card that one lit place would flip
        match = new_match("strange-world", 2, seed=seed, seats=seats, first=0)
        while not match.is_over:
            s = match.view(0)
            if (
                match.current_player == 0
                and s.phase == st.PLACE
                and any(
                    rules.desolation(s.worlds[0], cell, kind)
                    for kind in s.hands[0]
                    for cell in rules.legal_cells_for(s.worlds[0], kind)
                )
            ):
                break
            match.apply(choose_action(match, "normal"))
        if not match.is_over:
            break
    window.start_match(match)
    finish(window)
    s = match.view(0)
    kind, cell = next(
        (k, c) for k in s.hands[0] for c in rules.legal_cells_for(s.worlds[0], k) if rules.desolation(s.worlds[0], c, k)
    )
    item = window.table.find(("hand", 0, s.hands[0].index(kind)))
    viewport = window.view.viewport()
    QTest.mousePress(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(item.scenePos())
    )
    target = next(t for t in window.scene.targets if t.place == cell)
    assert target.warning is not None and "Tzimimes" in target.warning.english()
    QTest.mouseMove(viewport, window.view.mapFromScene(target.boundingRect().center()))
    assert "Tzimimes" in window.statusBar().currentMessage()
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton)


def test_a_place_where_a_card_would_break_its_duty_is_not_lit_and_a_drop_there_says_why(qtbot, window):
    seats = [Seat("Anna"), Seat("Bot", kind="computer")]

    def duty_broken(s):  # (card, cell): a legal cell that this card may not take
        w = s.worlds[0]
        cells = rules.legal_cells(w)
        return next(((k, c) for k in s.hands[0] for c in cells if c not in rules.legal_cells_for(w, k, cells)), None)

    for seed in range(60):  # a position where Anna holds a Volcano or portal card with such a place
        match = new_match("strange-world", 2, seed=seed, seats=seats, first=0)
        while not match.is_over:
            s = match.view(0)
            if match.current_player == 0 and s.phase == st.PLACE and duty_broken(s):
                break
            match.apply(choose_action(match, "normal"))
        if not match.is_over:
            break
    window.start_match(match)
    finish(window)
    s = match.view(0)
    kind, cell = duty_broken(s)
    item = window.table.find(("hand", 0, s.hands[0].index(kind)))
    viewport = window.view.viewport()
    QTest.mousePress(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(item.scenePos())
    )
    lit = {t.place for t in window.scene.targets}
    assert cell not in lit and lit == set(rules.legal_cells_for(s.worlds[0], kind))
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton)
    before = len(match.history)
    drag_to(window, item, window.table.place_rect(cell).center())
    assert len(match.history) == before
    words = window.statusBar().currentMessage()
    assert "only when no" in words and ("Volcano" in words or "portal card" in words), words


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_rules_page_draws_its_examples(qapp, players):
    from cloudtable.games.strange_world import rules_text
    from cloudtable.ui.games.strange_world import StrangeWorldTable

    for key in rules_text.EXAMPLES:
        image = StrangeWorldTable.render_example(key)
        assert image.width() > 100 and image.height() > 100


def test_the_cards_received_in_the_draft_come_from_the_giver(qtbot, window):
    seats = [Seat("Anna"), Seat("Bot", kind="computer")]
    window.start_match(new_match("strange-world", 2, seed=5, seats=seats, first=0))
    match = window.session.match
    pass_action = choose_action(match, "normal")
    kept_before = list(match.view(0).hands[0])
    for card in pass_action.cards:
        kept_before.remove(card)
    perform(window, pass_action)
    qtbot.waitUntil(lambda: match.view(None).phase == st.PASS_ONE, timeout=20_000)
    giver_area = window.table._area_rects[1]
    hand = match.view(0).hands[0]
    received = []
    for i, card in enumerate(hand):
        if card in kept_before:
            kept_before.remove(card)
        else:
            received.append(window.table.find(("hand", 0, i)))
    assert len(received) == 2
    # They start at the Bot's World and slide into the hand.
    assert all(giver_area.adjusted(-50, -50, 50, 50).contains(item.pos()) or item.moving for item in received)
    finish(window)
    assert not any(giver_area.contains(item.pos()) for item in received)


def test_a_card_of_another_world_can_be_seen_up_close(qtbot, window):
    """The others' Worlds are drawn small; resting the mouse on one of their cards shows it
    large with its name. The person's own cards are large already: no close-up."""
    seats = [Seat("Anna"), Seat("Bot", kind="computer")]
    window.resize(1280, 720)
    window.start_match(new_match("strange-world", 2, seed=5, seats=seats, first=0))
    finish(window)
    scene, view = window.scene, window.view
    theirs = window.table.find(
        ("cell", 1, next(c for c in range(st.CELLS) if window.session.match.view(0).worlds[1].cells[c] != st.EMPTY))
    )
    QTest.mouseMove(view.viewport(), view.mapFromScene(theirs.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: scene.preview_shown is not None, timeout=2000)
    assert scene.preview_shown.title and view.viewport().rect().contains(
        view.mapFromScene(scene._preview.sceneBoundingRect()).boundingRect()
    )
    mine = window.table.find(
        ("cell", 0, next(c for c in range(st.CELLS) if window.session.match.view(0).worlds[0].cells[c] != st.EMPTY))
    )
    QTest.mouseMove(view.viewport(), view.mapFromScene(mine.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: scene.preview_shown is None, timeout=2000)
    QTest.qWait(500)
    assert scene.preview_shown is None


def test_the_players_table_shows_every_row_in_the_narrow_panel(qtbot, window):
    """A long "plays as" (a computer and its level, in Dutch) is cut short, not scrolled
    sideways over the rows."""
    window.language_actions["nl"].trigger()
    try:
        window.resize(960, 540)
        seats = [Seat("Anna"), Seat("Bot", kind="computer"), Seat("Carla", kind="computer")]
        window.start_match(new_match("strange-world", 3, seed=5, seats=seats, first=0))
        QApplication.processEvents()
        players = window.panel.players
        assert not players.horizontalScrollBar().isVisible()
        last = players.topLevelItem(players.topLevelItemCount() - 1)
        assert players.visualItemRect(last).bottom() < players.viewport().height()
    finally:
        window.language_actions["en"].trigger()


def test_the_last_move_mark_of_a_welcomed_traveller_is_the_traveller_itself(qtbot, window):
    seats = [Seat("Anna"), Seat("Bot", kind="computer")]
    match = new_match("strange-world", 2, seed=4, seats=seats, first=0)
    while not (match.history and isinstance(match.history[-1], WelcomeTraveller)):
        match.apply(choose_action(match, "normal"))
    window.resize(1280, 720)
    window.start_match(match)
    finish(window)
    action, seat = match.history[-1], match.steps[-1].seat
    traveller = window.table.find(("traveller", seat, action.key)).sceneBoundingRect()
    marked = window.table.move_place(seat, action)
    assert abs(marked.width() - traveller.width()) < 1 and abs(marked.height() - traveller.height()) < 1
    assert (marked.center() - traveller.center()).manhattanLength() < 1


def test_the_result_shows_every_line_of_four_worlds_at_1280x720(qtbot, window):
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer") for i in (1, 2, 3)]
    match = new_match("strange-world", 4, seed=2, seats=seats)
    while not match.is_over:
        match.apply(choose_action(match, "normal"))
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(match)
    qtbot.waitUntil(lambda: window.result.isVisible())
    QApplication.processEvents()
    scores = window.result.scores
    assert not scores.verticalScrollBar().isVisible()  # the Worlds compared at a glance
    assert window.result.frame.geometry().bottom() <= window.result.height()


def by_keys(window, action):
    """Every choice that is not a drag made with the keyboard: Tab to it, Space to click it
    (Enter passes the marked cards through the prompt's key)."""

    def tab_to(key):
        for _ in range(40):
            QTest.keyClick(window.view, Qt.Key.Key_Tab)
            focused = window.scene._focused_choice
            if focused is not None and focused.place == key:
                QTest.keyClick(window.view, Qt.Key.Key_Space)
                return
        raise AssertionError(
            f"Tab never reached {key}: {[c.place for c in window.scene.choices]}, {window.scene.focusItem()}"
        )

    def tab_to_card(index):
        card = window.table.find(("hand", window.viewer, index))
        for _ in range(40):
            QTest.keyClick(window.view, Qt.Key.Key_Tab)
            if window.scene.focusItem() is card:
                QTest.keyClick(window.view, Qt.Key.Key_Space)
                return
        raise AssertionError(f"Tab never reached the card {index}")

    finish(window)
    window.view.setFocus()
    s = window.table._state
    if isinstance(action, PassCards):
        hand, marked = list(s.hands[window.viewer]), set()
        for card in action.cards:
            index = next(i for i, c in enumerate(hand) if c == card and i not in marked)
            marked.add(index)
            tab_to_card(index)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        QTest.qWait(250)  # a button's key animates its click
    elif isinstance(action, (PairPortal, Erupt)):
        tab_to(("pair" if isinstance(action, PairPortal) else "erupt", action.row, action.col))
    elif isinstance(action, TakeStack):
        tab_to(("stack", action.stack))
    elif isinstance(action, WelcomeTraveller):
        tab_to(("traveller", action.key))
        tab_to(("spot", action.right, action.top))
    else:
        perform(window, action)
    QApplication.processEvents()


@pytest.mark.parametrize("players", [1, 2])
def test_every_choice_can_be_made_with_the_keyboard(qtbot, window, players):
    seats = [Seat("Anna")] + [Seat("Bot", kind="computer") for _ in range(players - 1)]
    window.resize(1280, 720)
    window.show()  # the prompt's keys (Enter passes) work in a shown window
    qtbot.waitExposed(window)
    window.start_match(new_match("strange-world", players, seed=6, seats=seats, first=0))
    kinds = set()
    for _ in range(200):
        match = window.session.match
        if match.is_over:
            break
        if match.seats[match.current_player].is_computer:
            wait_for_computer(qtbot, window)
            continue
        action = choose_action(match, "normal")
        before = len(match.history)
        by_keys(window, action)
        if window.scene.holding:
            confirm_held(window)
        history = window.session.match.history  # (a computer may have answered already)
        assert len(history) > before and history[before] == action, (action, window.statusBar().currentMessage())
        kinds.add(type(action))
    assert window.session.match.is_over
    assert kinds & {PassCards, TakeStack} and kinds & {PairPortal, Erupt, WelcomeTraveller}, kinds


def test_the_cards_to_give_can_be_dragged_onto_the_receivers_world(qtbot, window):
    seats = [Seat("Anna"), Seat("Bot", kind="computer")]
    window.resize(1280, 720)
    window.start_match(new_match("strange-world", 2, seed=6, seats=seats, first=0))
    finish(window)
    match = window.session.match
    hand = list(match.view(0).hands[0])
    receiver = window.table.place_rect("give")
    drag_to(window, window.table.find(("hand", 0, 2)), receiver.center())
    assert window.table.marked == {2} and match.history == []  # one of two: marked, not given yet
    finish(window)
    drag_to(window, window.table.find(("hand", 0, 0)), receiver.center())
    assert match.history[0] == PassCards((hand[0], hand[2]))


def test_the_cards_left_in_hand_go_back_to_the_hand_when_the_player_acts_again(qtbot, window):
    """A card dragged from the front of the hand into the World, when the same person acts next
    (here a Traveller to welcome): the card left in the hand lies in the hand, not where the
    dragged card was dropped, over the World."""
    seats = [Seat("Anna"), Seat("Bot", kind="computer")]
    match = new_match("strange-world", 2, seed=0, seats=seats, first=0)
    found = None
    while found is None:
        s = match.view(0)
        if match.current_player == 0 and s.phase == st.PLACE and len(s.hands[0]) >= 2:
            for action in match.legal_actions():
                if isinstance(action, Place) and action.card == s.hands[0][0] != s.hands[0][1]:
                    trial = load_match(match.to_json())
                    trial.apply(action)
                    if trial.current_player == 0:
                        found = action
                        break
        if found is None:
            match.apply(choose_action(match, "normal"))
    window.resize(1280, 720)
    window.start_match(match)
    finish(window)
    perform(window, found)
    assert match.history[-1] == found and match.current_player == 0
    finish(window)
    left = window.table.find(("hand", 0, 0))
    world = window.table.cell_rect(0, st.cell_of(found.row, found.col))
    assert not left.sceneBoundingRect().intersects(world)
    assert left.zValue() < 1000  # laid out with the hand, not left on top as a dragged card


@pytest.mark.parametrize("players", [2, 4])
def test_the_sun_card_beside_another_name_leaves_their_hand_in_sight(qtbot, window, players):
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer") for i in range(1, players)]
    match = new_match("strange-world", players, seed=3, seats=seats, first=0)
    while not (match.current_player == 0 and match.view(0).sun != 0 and match.view(0).hands[match.view(0).sun]):
        match.apply(choose_action(match, "normal"))
    window.resize(1280, 720)
    window.start_match(match)
    finish(window)
    s = match.view(0)
    sun = window.table.find("sun").sceneBoundingRect()
    plates = [window.table.find(("label", seat)).sceneBoundingRect() for seat in range(players)]
    for seat in range(1, players):
        hand = [window.table.find(("hand", seat, i)).sceneBoundingRect() for i in range(len(s.hands[seat]))]
        assert hand and not any(card.intersects(sun) for card in hand), seat
        assert not any(card.intersects(plate) for card in hand for plate in plates), seat


def test_a_traveller_over_a_row_above_a_world_leaves_its_players_name_in_sight(qtbot, window):
    # A Traveller may stand over a row above a World that then fills its four rows downward: it
    # sticks out above them. The name plate rises above it, and the fitted table makes room.
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", kind="computer") for i in (1, 2)]
    match = new_match("strange-world", 3, seed=39, seats=seats, first=0)

    def sticks_out(w):
        return w.bottom - w.top == 3 and any(t.top < w.top for t in w.travellers)

    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(match)
    fitted = window.view.zoom
    while not (match.current_player == 0 and any(sticks_out(match.view(0).worlds[i]) for i in (1, 2))):
        match = window.session.match
        if match.seats[match.current_player].is_computer:
            wait_for_computer(qtbot, window)
        else:
            window.session.play(choose_action(match, "normal"))
    qtbot.waitUntil(lambda: not window.view.refit_pending(), timeout=3000)  # (after the move's paint)
    finish(window)
    assert window.view.zoom < fitted  # fitted again, to the room the raised name needs
    for seat in (1, 2):
        plate = window.table.find(("label", seat)).sceneBoundingRect()
        for t in match.view(0).worlds[seat].travellers:
            assert window.table.find(("traveller", seat, t.key)).sceneBoundingRect().top() > plate.bottom(), t
        assert window.view.mapFromScene(plate.topLeft()).y() >= window.view.top_inset


def test_alone_the_cards_of_a_stack_come_into_the_hand_from_that_stack(qtbot, window):
    window.start_match(new_match("strange-world", 1, seed=6, seats=[Seat("Anna")]))
    finish(window)
    starts = {}  # where each new card of the hand appeared, to slide from there (the moves' events)
    made = window.table.card

    def card(key, *args, **kwargs):
        new = key[0] == "hand" and window.table.find(key) is None
        item = made(key, *args, **kwargs)
        if new:
            starts[key[2]] = item.pos()
        return item

    window.table.card = card
    stack = 4
    at = window.table._stack_pos(stack)
    perform(window, TakeStack(stack))  # its face-up card comes into the hand
    assert starts == {0: at}
    starts.clear()
    while len(window.session.match.view(0).hands[0]) < 2:  # placed (and settled): the other two come
        perform(window, choose_action(window.session.match, "normal"))
        if window.scene.holding:  # (they are turned up: the move waits for Enter)
            confirm_held(window)
    assert starts == {0: at, 1: at}


def test_a_card_another_seat_places_comes_from_that_seats_hand(qtbot, window):
    """The rules say what each move moved (`Game.moves`); the table starts a new card where it
    came from: a card placed in another World comes from that seat's hand."""
    seats = [Seat("Anna"), Seat("Bob")]
    window.start_match(new_match("strange-world", 2, seed=5, seats=seats, first=0))
    match = window.session.match
    finish(window)
    while not (match.view(None).phase == st.PLACE and match.current_player == 1):
        match.apply(choose_action(match, "random"))  # (straight to the match: the table only reads it)
    table = window.table
    table.viewer = 0  # Anna watches Bob place
    table.sync(animate=False)
    action = choose_action(match, "random")
    made = table.card
    starts = {}

    def card(key, *args, **kwargs):
        new = table.find(key) is None
        item = made(key, *args, **kwargs)
        if new:
            starts[key] = item.pos()
        return item

    table.card = card
    match.apply(action)
    table.sync(animate=True)
    cell = st.cell_of(action.row, action.col)
    assert starts == {("cell", 1, cell): table._hand_centre(table._seat_areas[1])}


def test_a_layout_that_changes_nothing_paints_no_piece_again(qtbot, window, monkeypatch):
    """Fumaroles, Dark Cities, the Sun card and the Travellers kept their pictures: each layout set
    their scale and painter again, and Qt painted them again at every move."""
    import contract
    from cloudtable.ui.table.piece import Piece

    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    seats = [Seat("Anna"), Seat("Bob")]
    match = contract.mid_game("strange-world", 2, seed=4, seats=seats)
    window.start_match(match)
    finish(window)
    window.view.viewport().repaint()
    pieces = [i for i in window.scene.items() if isinstance(i, Piece) and i.isVisible()]
    kinds = {type(p).__name__ for p in pieces} | {getattr(p._paint, "__name__", "") for p in pieces}
    assert "TravellerItem" in kinds or "paint_fumarole" in kinds, kinds
    painted = []
    monkeypatch.setattr(Piece, "paint_piece", lambda self, painter, rect: painted.append(self))
    window.play.sync(animate=False)
    finish(window)
    window.view.viewport().repaint()
    assert painted == []
