"""Doing things on the table the way a player would: shared by the window tests."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cloudtable.ui.table.card import CardItem


def finish(window):
    """Jump every running animation to its end, and show the log's lines still to come."""
    table_finish = getattr(window.table, "finish_animations", None)
    if table_finish is not None:
        table_finish()
    for item in window.scene.items():
        if isinstance(item, CardItem):
            item.finish_animations()
    window.panel.catch_up()  # (a move's line comes into the log after the table's paint of it)


def card_item(window, key):
    """The movable card with this key."""
    for item in window.scene.items():
        if isinstance(item, CardItem) and item.key == key and item.draggable:
            return item
    raise AssertionError(f"no movable card {key!r} on the table")


def drag_to(window, item, scene_point, turns=None, confirm=True):
    """Press on the card, move it (turning it with R to `turns` on the way), drop it. A move that
    reveals something is held on its place (until asked, or for a short moment: Edit → When a
    Move Reveals Something); unless `confirm` is False this plays it at once with Enter, whatever
    the setting. Nothing here lets the event loop run between the drop and that Enter, so a
    short moment cannot run out in between, however slow the machine."""
    finish(window)
    viewport = window.view.viewport()
    start = window.view.mapFromScene(item.scenePos())
    end = window.view.mapFromScene(scene_point)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, (start + end) / 2)
    if turns is not None:
        while item.turns != turns % 4:
            QTest.keyClick(viewport, Qt.Key.Key_R)  # R turns the card while it is held
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    if confirm and window.scene.holding:
        confirm_held(window)


def confirm_held(window, key=Qt.Key.Key_Return):
    """Answer a held move with a key (Enter plays it, Esc takes it back); a button's shortcut
    animates its click, so wait for it."""
    QTest.keyClick(window.view.viewport(), key)
    for _ in range(200):
        if not window.scene.holding:
            return
        QTest.qWait(10)
    raise AssertionError("the held move was neither confirmed nor taken back")


def wait_for_computer(qtbot, window, timeout=20_000):
    """Wait for the computer whose turn it is to make its move."""
    before = len(window.session.match.history)
    qtbot.waitUntil(lambda: len(window.session.match.history) > before, timeout=timeout)
