"""What the table says by itself, through the real window: events announced beside where they
happened (a new round, a Dark City, a Traveller, the balloon's fall, a win), a refusal in a bubble
by the card that was let go, Strange World's round and step on the table. Nothing of it waits:
the bubbles fade by themselves and the table is played through them."""

import time

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cloudtable.engine import Seat, choose_action, new_match
from cloudtable.games.cloud9.actions import LetFall
from cloudtable.games.strange_world import state as st
from cloudtable.games.strange_world.cards import TRAVELLER_BY_KEY
from cloudtable.ui.table.announce import REFUSAL_MS
from gestures import card_item, drag_to, finish


def said(window, part=""):
    """The words of the bubbles showing now that contain `part`."""
    return [b.text for b in window.scene.bubbles if part in b.text]


def on_screen(window, item):
    """Where `item` shows in the view, in pixels (a bubble ignores the zoom: its scene rect does not say)."""
    return item.deviceTransform(window.view.viewportTransform()).mapRect(item.boundingRect())


def heard(window):
    """Every Announcement said on the table from now on, in order."""
    out = []
    window.scene.announced.connect(out.append)
    return out


def play_until(qtbot, window, done, timeout=60):
    """Play the person's moves as a computer would (the computers play their own) until `done()`."""
    match = window.session.match
    end = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < end, "it never happened"
        if match.is_over:
            return
        asked = match.game.choosing_seats(match.state_copy()) if match.choosing_in_secret else ()
        if window.scene.holding:
            window.play.confirm_move()
        elif window.handoff.isVisible():
            window.handoff.button.click()
        elif (match.current_player == 0 and not asked) or (0 in asked and 0 not in match.chosen_seats):
            window.session.play(choose_action(match, "normal"))
        QTest.qWait(5)


def strange_world(window, players=2, seed=5):
    seats = [Seat("Anna")] + [Seat(n, kind="computer") for n in ("Bruno", "Chloé", "Dirk")[: players - 1]]
    window.start_match(new_match("strange-world", players, seed=seed, seats=seats, first=0))
    finish(window)
    return window.session.match


def test_strange_world_shows_its_round_and_step_and_announces_each_new_round(qtbot, window):
    """The table says which round it is and its step, in the current language; a new round is
    announced by the round's plate, with its sound."""
    window.resize(1280, 720)
    match = strange_world(window)
    plate = window.table.find("round")
    assert plate is not None and plate.title == "Round 1/5 · draft"
    window.language_actions["de"].trigger()
    try:
        QApplication.processEvents()
        assert window.table.find("round").title == "Runde 1/5 · Draft"
    finally:
        window.language_actions["en"].trigger()
    news = heard(window)
    play_until(qtbot, window, lambda: match.state_copy().phase == st.PLACE)
    assert window.table.find("round").title == "Round 1/5 · placing"
    play_until(qtbot, window, lambda: any(a.sound == "round" for a in news))
    assert match.state_copy().round == 2
    assert said(window, "Round 2/5 begins"), [b.text for b in window.scene.bubbles]
    bubble = next(b for b in window.scene.bubbles if "Round 2/5" in b.text)
    seen = on_screen(window, bubble)
    assert QRectF(window.view.viewport().rect()).contains(seen)
    round_plate = window.view.mapFromScene(window.table.find("round").sceneBoundingRect()).boundingRect()
    assert abs(seen.center().x() - round_plate.center().x()) < 200  # said by the round's plate
    qtbot.waitUntil(lambda: not said(window, "Round 2/5"), timeout=5000)  # and gone by itself


def test_a_dark_city_and_a_traveller_are_announced_where_they_appear(qtbot, window):
    """The table compares what the viewer saw before and after a move: a Dark City risen and a
    Traveller welcomed in a World are said beside them, in the second person in the viewer's own."""
    match = strange_world(window, players=3)
    table = window.table
    before = match.view(0)
    after = match.view(0)
    for seat in (0, 1):
        w = after.worlds[seat]
        cells = [c for c in range(st.CELLS) if w.cells[c] != st.EMPTY]
        w.cities.append(st.City(9 - 2 * seat, cells[0], cells[0]))
        w.travellers.append(st.Seated(sorted(TRAVELLER_BY_KEY)[seat], True, st.ROW[cells[0]]))
    from cloudtable.i18n import render

    news = table.events(before, after, [])
    texts = [render(a.text) for a in news]
    first, second = sorted(TRAVELLER_BY_KEY)[:2]
    assert texts == [
        "A Dark City rises in your World: 9☆",
        "You welcome " + render(TRAVELLER_BY_KEY[first].name),
        "A Dark City rises: 7☆ for Bruno",
        "Bruno welcomes " + render(TRAVELLER_BY_KEY[second].name),
    ]
    assert [a.sound for a in news] == ["city", "traveller", "city", "traveller"]
    bruno = table._seat_areas[1].rect.adjusted(-200, -200, 200, 200)
    assert all(bruno.contains(a.where.center()) for a in news[2:])
    assert not table.events(before, match.view(0), [])  # nothing happened, nothing said


def test_the_balloon_fall_is_announced_by_its_cloud(qtbot, window):
    """Cloud 9: when the balloon falls, the table says it by the cloud it fell from."""
    seats = [Seat("Anna"), Seat("Bruno", kind="computer"), Seat("Chloé", kind="computer")]
    window.start_match(new_match("cloud9", 3, seed=5, seats=seats))
    news = heard(window)
    match = window.session.match
    play_until(qtbot, window, lambda: any(isinstance(a, LetFall) for a in match.history))
    QApplication.processEvents()
    fall = [a for a in news if a.sound == "fall"]
    assert len(fall) == 1
    text = said(window, "The balloon falls from cloud")
    assert text and "score nothing" in text[0]
    assert fall[0].where.intersects(window.table.place_rect("basket").adjusted(-400, -800, 400, 400))


def test_a_win_is_announced_by_the_winners_name(qtbot, window):
    """Every game: its end is said by the winner's name plate, with a sound."""
    seats = [Seat("Anna"), Seat("Bruno", kind="computer")]
    window.start_match(new_match("cloudy-kingdom", 2, seed=3, seats=seats, magic="first"))
    news = heard(window)
    match = window.session.match
    play_until(qtbot, window, lambda: match.is_over, timeout=120)
    QApplication.processEvents()
    ending = [a for a in news if a.sound in ("win", "end")]
    assert len(ending) == 1
    winners = match.outcome.winners
    if winners == {0}:
        assert ending[0].sound == "win" and said(window, "You win!")
    elif winners == {1}:
        assert ending[0].sound == "end" and said(window, "Bruno wins!")
    plate = window.table.find(("label", min(winners)))
    assert ending[0].where == plate.sceneBoundingRect()


def test_the_win_said_on_the_table_is_not_dimmed_by_the_result_panel(qtbot, window):
    """The result panel dims the table behind it, but not the bubble that says who won (issue
    20: it read greyed out beside the panel); the rest of the table is dimmed."""
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    seats = [Seat("Anna", kind="computer", level="random"), Seat("Bruno", kind="computer", level="random")]
    window.start_match(new_match("cloudy-kingdom", 2, seed=3, seats=seats, magic="first"))
    qtbot.waitUntil(lambda: window.session.match.is_over and window.result.isVisible(), timeout=60_000)
    QApplication.processEvents()
    (bubble,) = [b for b in window.scene.bubbles if b.text.endswith("wins!")]
    qtbot.wait(300)  # (popped up whole)
    image = window.grab().toImage()
    ratio = image.devicePixelRatio()

    def seen(point):  # a viewport point's colour in the window's picture
        return image.pixelColor((window.view.viewport().mapTo(window, point).toPointF() * ratio).toPoint())

    box = on_screen(window, bubble)
    inside = seen(QPointF(box.left() + 8, box.center().y()).toPoint())  # its white, beside the words
    assert min(inside.red(), inside.green(), inside.blue()) > 225, inside.name()
    corner = seen(QPointF(4, window.view.viewport().height() - 4).toPoint())  # the table, dimmed
    assert corner.blue() < 200, corner.name()


def test_nothing_is_announced_for_a_layout_without_a_move(qtbot, window):
    """A game opened, an undo, a language switch: no news."""
    seats = [Seat("Anna"), Seat("Bruno", kind="computer")]
    window.start_match(new_match("strange-world", 2, seed=5, seats=seats))
    news = heard(window)
    window.language_actions["fr"].trigger()
    window.language_actions["en"].trigger()
    window.play.sync()
    assert news == [] and window.scene.bubbles == []


def test_a_refusal_shows_by_the_card_and_fades(qtbot, window):
    """A card let go where the rules refuse it: why, in a bubble at that point (and the status
    bar); the bubble fades by itself and the next drag goes through it."""
    seats = [Seat("P1"), Seat("P2", kind="computer")]
    window.start_match(new_match("cloudy-kingdom", 2, seed=3, seats=seats, magic="first", first=0))
    finish(window)
    match = window.session.match
    card = match.view(0).hands[0][0]
    table = window.table
    lonely = match.view(0).board.cells // 2  # touches no castle and no card: refused
    drop = table.place_rect(lonely).center()
    drag_to(window, card_item(window, card), drop)
    assert match.history == []
    refusals = [b for b in window.scene.bubbles if b.refusal]
    assert len(refusals) == 1
    status = window.statusBar().currentMessage()
    assert refusals[0].text == status and status
    point = window.view.mapFromScene(drop)
    box = on_screen(window, refusals[0])
    assert (
        box.left() - 5 <= point.x() <= box.right() + 5 and 0 <= point.y() - box.bottom() < 30
    )  # its point on the drop
    # The bubble takes no click: a drag started under it goes on.
    from cloudtable.games.cloudy_kingdom.actions import PlayRoute

    legal = next(a for a in match.legal_actions() if isinstance(a, PlayRoute))
    drag_to(window, card_item(window, card), table.place_rect(legal.cell).center(), turns=legal.turns)
    assert match.history[:1] == [legal]
    qtbot.waitUntil(lambda: not any(b.refusal for b in window.scene.bubbles), timeout=REFUSAL_MS + 2000)


def test_the_players_name_stays_clear_of_the_places_lit_below_their_world(qtbot, window):
    """At 1280 × 720, a World three rows high lights places under it: none covers its name."""
    window.resize(1280, 720)
    match = strange_world(window)
    checked = []

    def clear_of_the_name() -> bool:
        s = match.state_copy()
        if s.phase == st.PLACE and s.turn == 0 and window.table.interactive:
            finish(window)
            plate = window.table.find(("label", 0)).sceneBoundingRect()
            slots = [i for k, i in window.table._items.items() if isinstance(k, tuple) and k[:2] == ("slot", 0)]
            rows = {st.ROW[c] for c in range(st.CELLS) if s.worlds[0].cells[c] != st.EMPTY}
            checked.append(len(rows))
            assert not any(slot.sceneBoundingRect().intersects(plate) for slot in slots)
        return match.is_over

    play_until(qtbot, window, clear_of_the_name, timeout=120)
    assert 3 in checked  # a World three rows high was seen while it lit its places


@pytest.mark.parametrize("language", ["de", "nl"])
def test_announcements_speak_the_current_language(qtbot, window, language):
    window.language_actions[language].trigger()
    try:
        match = strange_world(window)
        play_until(qtbot, window, lambda: match.state_copy().round == 2)
        QApplication.processEvents()
        word = {"de": "Runde 2/5 beginnt", "nl": "Ronde 2/5 begint"}[language]
        assert said(window, word), [b.text for b in window.scene.bubbles]
    finally:
        window.language_actions["en"].trigger()


def test_bubbles_never_hide_under_the_prompt_bar(qtbot, window):
    """An announcement about a place at the very top of the view shows below the bar laid there."""
    window.resize(1280, 720)
    strange_world(window)
    from cloudtable.engine.message import Message
    from cloudtable.ui.table.announce import Announcement

    top = window.view.mapToScene(window.view.viewport().rect().topLeft())
    window.scene.announce(Announcement(Message("Table", "A card cannot go there."), QRectF(top, top + QPointF(40, 40))))
    bubble = window.scene.bubbles[-1]
    seen = on_screen(window, bubble)
    assert seen.top() >= window.view.top_inset
    assert bubble.acceptedMouseButtons() == Qt.MouseButton.NoButton
