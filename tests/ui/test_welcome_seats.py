"""The welcome screen lists the seats this person keeps at tables on the network (the newest
three), each with its game, its table's name as written, whether this window hosts it and when
it was last played, in the window's language; Rejoin goes back to it (tests/net/test_net_window.py
takes a seat again at a real host with one click)."""

import time

import pytest
from PySide6.QtCore import Qt

from cloudtable.ui.kept_seats import KeptSeat, forget_seat, keep_seat


def kept(n: int, hosted: str | None = None) -> KeptSeat:
    return KeptSeat(f"ws://192.0.2.{n}:47423", f"token-{n:02d}-" + "x" * 20, f"Table {n}", "cloud9", hosted)


@pytest.fixture
def kept_seats(preferences):
    """Seats kept before the window opens: four, the newest last; one hosted here, with a
    table's name typed on another computer that looks like markup."""
    for n in range(1, 4):
        keep_seat(preferences, kept(n))
        time.sleep(0.01)  # (each newer than the one before)
    keep_seat(
        preferences,
        KeptSeat("ws://192.0.2.9:47423", "token-09-" + "y" * 20, "<b>Bo</b>'s table", "strange-world", "/tmp/t.json"),
    )
    return preferences


def test_the_welcome_screen_lists_the_newest_kept_seats_and_rejoins_one(qtbot, kept_seats, window):
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    panel = window.welcome_panel
    assert panel.seats_list.isVisible() and panel.seats_title.text() == "Your tables with others:"
    rows = panel.seats_list.rows
    assert [row[1].text() for row in rows] == ["<b>Bo</b>'s table", "Table 3", "Table 2"]  # newest three
    assert rows[0][1].textFormat() == Qt.TextFormat.PlainText
    assert [row[0].text() for row in rows] == ["Strange World above the clouds", "Cloud 9", "Cloud 9"]
    assert [row[2].text() for row in rows] == ["you host it", "", ""]
    assert rows[1][3].text() == "just now"
    went = []
    window.rejoin_table = went.append  # (the real way back is tested at a real table)
    panel.rejoin.disconnect()
    panel.rejoin.connect(window.rejoin_table)
    panel.seats_list.rejoin_buttons[1].click()
    assert [seat.table for seat in went] == ["Table 3"]


def test_the_kept_seats_are_said_in_the_windows_language_and_go_when_forgotten(qtbot, kept_seats, window):
    qtbot.waitUntil(lambda: window.welcome_panel is not None, timeout=3000)
    panel = window.welcome_panel
    window.set_language("de")
    qtbot.waitUntil(lambda: panel.seats_title.text() != "Your tables with others:", timeout=5000)
    assert panel.seats_list.rejoin_buttons[0].text() != "Rejoin"
    assert panel.seats_list.rows[0][2].text() != "you host it"
    window.set_language("en")
    for seat in [kept(n) for n in range(1, 4)]:
        forget_seat(kept_seats, seat.token)
    forget_seat(kept_seats, "token-09-" + "y" * 20)
    window.list_kept_seats()
    assert panel.seats_list.rows == [] and not panel.seats_list.isVisible() and not panel.seats_title.isVisible()


MATRIX_HOST = "@host:example.org ABCDEFGHIJ " + "k" * 43


def matrix_seat(n: int, your_move: bool, **changes) -> KeptSeat:
    from dataclasses import replace

    seat = KeptSeat(
        f"matrix:!room{n}:example.org",
        f"token-m{n}-" + "z" * 20,
        f"Mail table {n}",
        "cloud9",
        homeserver="https://example.org",
        account="@ada:example.org",
        host=MATRIX_HOST,
        your_move=your_move,
    )
    return replace(seat, **changes)


def test_tables_over_matrix_are_listed_with_whether_they_wait_for_your_move(qtbot, preferences, window):
    import json

    from cloudtable.ui.kept_seats import KEY, kept_seats

    keep_seat(preferences, matrix_seat(1, your_move=False))
    time.sleep(0.01)
    keep_seat(preferences, matrix_seat(2, your_move=True))
    # Damaged entries (edited by hand, or by something else) are left out.
    entries = json.loads(preferences.settings.value(KEY))
    damaged = [
        entries[0] | {"token": "token-d1-" + "z" * 20, "host": "@host:example.org ABC"},
        entries[0] | {"token": "token-d2-" + "z" * 20, "homeserver": "example.org"},
        entries[0] | {"token": "token-d3-" + "z" * 20, "url": "matrix:room"},
        entries[0] | {"token": "token-d4-" + "z" * 20, "your_move": "yes"},
        entries[0] | {"token": "token-d5-" + "z" * 20, "url": "ws://192.0.2.1:47423"},  # (a LAN seat with an account)
    ]
    preferences.settings.setValue(KEY, json.dumps([*entries, *damaged]))
    assert [seat.table for seat in kept_seats(preferences)] == ["Mail table 2", "Mail table 1"]
    window.list_kept_seats()
    qtbot.waitUntil(lambda: window.welcome_panel is not None and window.welcome_panel.seats_list.isVisible())
    rows = window.welcome_panel.seats_list.rows
    assert [(row[1].text(), row[2].text()) for row in rows] == [
        ("Mail table 2", "over Matrix, your move"),
        ("Mail table 1", "over Matrix"),
    ]
    assert rows[0][2].toolTip() == "The table waited for your move when you last saw it"
    window.set_language("fr")
    qtbot.waitUntil(lambda: window.welcome_panel.seats_list.rows[0][2].text() != "over Matrix, your move")
    assert window.welcome_panel.seats_list.rows[0][2].text() == "par Matrix, à vous de jouer"
    window.set_language("en")
