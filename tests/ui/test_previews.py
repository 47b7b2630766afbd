"""Cards and pieces up close, in every game, through the real window: the mouse rests on an item
the table describes and the kit shows it large beside it, in the current language, inside the
view; a move to the empty sky, a press or leaving the view hides it."""

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError

from cloudtable.engine import Seat, choose_action, new_match
from cloudtable.games.cloud9.cards import CARD_COLOUR
from cloudtable.games.cloudy_kingdom import cards as ck_cards
from cloudtable.games.strange_world.cards import TRAVELLER_BY_KEY
from cloudtable.i18n import render
from gestures import finish


def rest_on(qtbot, window, item):
    """The mouse onto the middle of `item`, resting: its close-up (a Preview) or None."""
    view = window.view
    QTest.mouseMove(view.viewport(), view.mapFromScene(item.sceneBoundingRect().center()))
    QTest.mouseMove(view.viewport(), view.mapFromScene(item.sceneBoundingRect().center()) + QPoint(1, 0))
    try:
        qtbot.waitUntil(lambda: window.scene.preview_shown is not None, timeout=1000)
    except TimeoutError:
        return None
    return window.scene.preview_shown


def inside_the_view(window) -> bool:
    preview = window.scene._preview
    seen = preview.deviceTransform(window.view.viewportTransform()).mapRect(preview.boundingRect())
    room = QRectF(window.view.viewport().rect()).adjusted(0, window.view.top_inset, 0, 0)
    return room.adjusted(-1, -1, 1, 1).contains(seen)


def start(window, game, players=3, moves=0, seed=11, **options):
    seats = [Seat("Anna")] + [Seat(n, kind="computer") for n in ("Bruno", "Chloé", "Dirk")[: players - 1]]
    match = new_match(game, players, seed=seed, seats=seats, **options)
    for _ in range(moves):
        match.apply(choose_action(match, "normal"))
    window.bot_pause_ms = 60_000  # the computers wait: the table stands still while it is looked at
    window.start_match(match)
    finish(window)
    return match


def keyed(window, test):
    return [item for key, item in window.table._items.items() if isinstance(key, tuple) and test(key)]


def test_a_stack_shows_its_cards_from_the_top_down(qtbot, window):
    window.resize(1280, 720)
    match = start(window, "cloudy-kingdom", moves=40)
    s = match.view(0)
    cell, stack = next((c, st) for c, st in enumerate(s.stacks) if len(st) >= 2)
    top = window.table.find(("card", stack[-1][0]))
    shown = rest_on(qtbot, window, top)
    assert shown is not None and shown.title == f"{len(stack)} cards on this cell, the top one first"
    lines = shown.text.splitlines()
    for i, (card, _turns) in enumerate(reversed(stack), start=1):  # top first
        centre = render(ck_cards.CENTRE_NAMES[ck_cards.card_kind(card).centre])
        assert lines[i - 1].lower().startswith(f"{i}. {centre}".lower())
    assert inside_the_view(window)
    # The empty sky: it goes.
    QTest.mouseMove(window.view.viewport(), QPoint(5, window.view.viewport().height() - 5))
    qtbot.waitUntil(lambda: window.scene.preview_shown is None, timeout=1000)
    # Back on it, then a press: it goes.
    assert rest_on(qtbot, window, top) is not None
    QTest.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(top.pos()))
    assert window.scene.preview_shown is None
    QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(top.pos()))


def test_another_world_its_travellers_and_dark_cities_up_close_in_german(qtbot, window):
    window.resize(1280, 720)
    window.language_actions["de"].trigger()
    try:
        match = start(window, "strange-world", moves=12, seed=5)
        s = match.view(0)
        bruno = keyed(window, lambda k: k[0] == "cell" and k[1] == 1)[0]
        shown = rest_on(qtbot, window, bruno)
        assert shown is not None and shown.title.startswith("Welt von Bruno")
        assert "Größtes Massiv" in shown.text and shown.text.startswith("Unter der Maus:")
        assert inside_the_view(window)
        key = s.travellers[0]
        traveller = window.table.find(("supply", "traveller", key))
        shown = rest_on(qtbot, window, traveller)
        assert shown is not None and shown.title == render(TRAVELLER_BY_KEY[key].name)
        assert "bringt 5☆" in shown.text
        city = window.table.find(("supply", "city"))
        shown = rest_on(qtbot, window, city)
        assert shown is not None and shown.title == "Düstere Stadt" and f"{s.cities[0]}☆" in shown.text
        # The person's own World is large already: no close-up of it.
        mine = keyed(window, lambda k: k[0] == "cell" and k[1] == 0)[0]
        assert rest_on(qtbot, window, mine) is None
    finally:
        window.language_actions["en"].trigger()


def test_cloud9_cards_up_close_in_french(qtbot, window):
    window.resize(1280, 720)
    window.language_actions["fr"].trigger()
    try:
        match = start(window, "cloud9")
        card = match.view(0).hands[0][0]
        item = window.table.find(("card", card))
        shown = rest_on(qtbot, window, item)
        names = ("Carte ballon verte", "Carte ballon violette", "Carte ballon rouge", "Carte ballon jaune", "Joker")
        assert shown is not None and shown.title == names[CARD_COLOUR[card]]
        assert shown.text.startswith("Paie")
        assert inside_the_view(window)
        # The others' cards are face down: nothing to see.
        back = keyed(window, lambda k: k[0] == "back")[0]
        assert rest_on(qtbot, window, back) is None
    finally:
        window.language_actions["en"].trigger()


def test_leaving_the_view_hides_the_close_up(qtbot, window):
    match = start(window, "cloud9")
    item = window.table.find(("card", match.view(0).hands[0][0]))
    assert rest_on(qtbot, window, item) is not None
    from PySide6.QtCore import QEvent

    QApplication.sendEvent(window.view.viewport(), QEvent(QEvent.Type.Leave))
    assert window.scene.preview_shown is None
    # (Heard from the viewport: an event() of the scene's own, in Python, was called for every
    # event the scene has, tens of thousands a game, for this one.)
    assert "event" not in vars(type(window.scene))


def test_a_card_reached_with_the_keyboard_shows_its_close_up(qtbot, window):
    """Tab, as a resting mouse: the card it reaches shows up close (issue 20: only the mouse
    brought the close-ups), the next card's replaces it, and it goes with the focus."""
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    match = start(window, "cloudy-kingdom", players=2, first=0)
    assert match.current_player == 0
    window.view.setFocus()
    seen = []
    for _ in range(2):
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Tab)
        focus = window.scene.focusItem()
        assert focus is not None
        qtbot.waitUntil(lambda f=focus: window.scene._preview_card is f and window.scene.preview_shown is not None)
        seen.append(window.scene.preview_shown.title)
        assert inside_the_view(window)
    route = render(ck_cards.CENTRE_NAMES[ck_cards.card_kind(match.view(0).hands[0][0]).centre])
    assert route in seen and len(set(seen)) == 2  # the route card in hand and a magic card
    window.scene.focusItem().clearFocus()
    assert window.scene.preview_shown is None
