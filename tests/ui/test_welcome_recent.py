"""The welcome screen's recent games (and Game → Open Recent) as people read them (issue 20: the
records' file names were shown, "cloud9-2026-11-26-191559"): the game's name and when it was
saved, in the current language; the file in the tooltip."""

import os
import time

from PySide6.QtCore import QDateTime, QEvent, QLocale
from PySide6.QtWidgets import QApplication

from cloudtable import storage
from cloudtable.engine import Seat, new_match
from cloudtable.ui.welcome_panel import FileLink

SAVED = time.mktime((2026, 11, 26, 19, 15, 59, 0, 0, -1))  # local time, as the record's name says


def saved(tmp_path, game_id, name, players=2):
    match = new_match(game_id, players, seed=1, seats=[Seat("Anna"), Seat("Bo", kind="computer")][:players])
    path = tmp_path / f"{name}.cloudtable"
    storage.save_match(match, path)
    os.utime(path, (SAVED, SAVED))
    return str(path)


def links(window):
    QApplication.processEvents()  # (a language change reaches the panel as an event)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # (the links made before)
    QApplication.processEvents()  # (the new ones show)
    return [w for w in window.welcome_panel.findChildren(FileLink) if w.isVisible()]


def test_a_recent_game_shows_its_game_and_when_it_was_saved(qtbot, window, tmp_path):
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    files = [
        saved(tmp_path, "cloud9", "cloud9-2026-11-26-191559"),
        saved(tmp_path, "cloudy-kingdom", "my kingdom"),
        str(tmp_path / "gone.cloudtable"),  # (no longer there: its name is all there is)
    ]
    for path in reversed(files):
        window.preferences.add_recent_file(path)
    window.welcome_panel.set_recent(window.preferences.recent_files())
    when = QDateTime.fromSecsSinceEpoch(int(SAVED))
    english = QLocale("en").toString(when, QLocale.FormatType.ShortFormat)
    assert [link.lines for link in links(window)] == [("Cloud 9", english), ("Cloudy Kingdom", english), ("gone",)]
    assert [link.text() for link in links(window)][:2] == [f"Cloud 9\n{english}", f"Cloudy Kingdom\n{english}"]
    assert [link.toolTip() for link in links(window)] == files
    # The menu says the same.
    window._fill_recent_menu()
    entries = [a.text() for a in window.recent_menu.actions() if a.toolTip() in files]
    assert entries == [f"&1 Cloud 9 · {english}", f"&2 Cloudy Kingdom · {english}", "&3 gone"]
    window.language_actions["de"].trigger()
    try:
        german = QLocale("de").toString(when, QLocale.FormatType.ShortFormat)
        assert german != english
        assert links(window)[0].lines == ("Cloud 9", german)
    finally:
        window.language_actions["en"].trigger()


def test_a_game_ended_under_the_welcome_is_listed_when_it_shows_again(qtbot, window):
    """The welcome's recent games are made again when it is next shown, or read (not at the end
    of a game, while it is hidden under the table): then with the new record first."""
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    panel = window.welcome_panel
    computers = [Seat(f"Bot {i}", kind="computer", level="random") for i in range(2)]
    whole = new_match("cloud9", 2, seed=8, seats=computers)
    while not whole.is_over:
        whole.apply(whole.legal_actions()[0])
    match = new_match("cloud9", 2, seed=8, seats=computers)
    for action in whole.history[:-2]:
        match.apply(action)
    with qtbot.waitSignal(window.record_kept, timeout=10_000) as kept:
        window.start_match(match)
    record = kept.args[0]
    assert not panel.isVisible() and panel._stale  # (left to be made)
    assert [button.toolTip() for button in panel.findChildren(FileLink) if not button.isHidden()] == []
    window._end_session()
    panel.show()
    assert [link.toolTip() for link in links(window)] == [record]
    assert len(panel.review_buttons) == 1 and not panel._stale
