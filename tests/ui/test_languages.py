"""Switching the language changes every visible string at once, and is remembered."""

from PySide6.QtWidgets import QApplication

from cloudtable.engine import Seat, new_match
from cloudtable.engine.message import Message
from cloudtable.ui.new_game_dialog import NewGameDialog

LANGUAGES = ("fr", "de", "nl", "en")


def visible_strings(window, dialog):
    return {
        "menus": tuple(a.text() for a in window.menuBar().actions()),
        "game menu": tuple(a.text() for a in window.game_menu.actions() if a.text()),
        "dock": window.dock.windowTitle(),
        "panel": window.panel.players.headerItem().text(0),
        "turn": window.panel.turn.text(),
        "status": window.statusBar().currentMessage(),
        "handoff": window.handoff.button.text(),
        "dialog": dialog.windowTitle(),
        "dialog seats": dialog.seats_box.title(),
    }


def test_switching_through_all_four_languages(qtbot, window):
    window.start_match(new_match("sky-steps", 2, seed=3, seats=[Seat("Anna"), Seat("Ben")]))
    assert window.handoff.isVisible()
    window.show_status(Message("Table", "A card cannot go there."))
    dialog = NewGameDialog(window.preferences, window)
    qtbot.addWidget(dialog)
    dialog.show()
    seen = {"en": visible_strings(window, dialog)}
    for code in LANGUAGES:
        window.language_actions[code].trigger()
        QApplication.processEvents()
        assert window.preferences.language == code
        assert window.language_actions[code].isChecked()
        seen[code] = visible_strings(window, dialog)
    assert seen["en"] == visible_strings(window, dialog)  # back to English, the same words
    for code in ("fr", "de", "nl"):
        changed = {key for key in seen[code] if seen[code][key] != seen["en"][key]}
        assert changed == set(seen["en"]), f"{code}: unchanged {set(seen['en']) - changed}"
    assert seen["fr"]["menus"][0] == "&Partie"
    assert seen["de"]["status"] != seen["nl"]["status"]


def test_counts_take_each_language_s_plural_forms(window):
    from cloudtable.i18n import render
    from cloudtable.ui.games.cloud9 import CARDS_IN_HAND, CTX

    def say(n):
        return render(Message.of(CTX, CARDS_IN_HAND, n=n))

    window.language_actions["en"].trigger()
    assert (say(1), say(2), say(0)) == ("1 card in hand", "2 cards in hand", "0 cards in hand")
    window.language_actions["fr"].trigger()
    assert (say(1), say(0), say(2)) == ("1 carte en main", "0 carte en main", "2 cartes en main")
    window.language_actions["de"].trigger()
    assert (say(1), say(3)) == ("1 Karte auf der Hand", "3 Karten auf der Hand")
    window.language_actions["nl"].trigger()
    assert (say(1), say(3)) == ("1 kaart in de hand", "3 kaarten in de hand")
    window.language_actions["en"].trigger()


def _menus(menu):
    """`menu` and every menu under it, filled as when opened."""
    menu.aboutToShow.emit()
    found = [menu]
    for action in menu.actions():
        if action.menu() is not None:
            found += _menus(action.menu())
    return found


def test_no_two_entries_of_a_menu_share_a_key_in_any_language(qtbot, window, tmp_path):
    """Issue 20: the Dutch Edit menu had two entries on O. Every menu, in every language, after a
    move (Undo names it; a player's name may hold an "&"): each underlined letter at most once,
    the menu bar's too, and every entry has one, but in the menus that list things by their
    names (languages, games, files)."""
    from cloudtable.ui.prompt_bar import mnemonic

    window.preferences.add_recent_file(str(tmp_path / "a.cloudtable"))
    window.bot_pause_ms = 10**6  # the computer waits: the move stays undoable
    window.start_match(new_match("sky-steps", 2, seed=3, seats=[Seat("Tom & Jerry"), Seat("Ben", kind="computer")]))
    assert window.session.play(window.session.match.legal_actions()[0]) is None
    assert window.undo_action.isEnabled()
    by_name = {window.language_menu, window.rules_menu, window.continue_menu}
    for code in LANGUAGES:
        window.language_actions[code].trigger()
        QApplication.processEvents()
        bar = [mnemonic(a.text())[1] for a in window.menuBar().actions()]
        assert None not in bar and len(set(bar)) == len(bar), (code, [a.text() for a in window.menuBar().actions()])
        for top in window.menuBar().actions():
            for menu in _menus(top.menu()):
                texts = [a.text() for a in menu.actions() if not a.isSeparator() and a.text()]
                keys = [mnemonic(text)[1] for text in texts]
                named = menu in by_name or menu.parentWidget() in by_name
                assert named or None not in keys, (code, menu.title(), texts)
                keys = [key for key in keys if key is not None]
                assert len(set(keys)) == len(keys), (code, menu.title(), texts)
    window.language_actions["en"].trigger()
