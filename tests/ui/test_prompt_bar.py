"""Choices that are not drags: buttons with keys, in the current language."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cloudtable.engine.message import Message
from cloudtable.ui.prompt_bar import Prompt, PromptBar, PromptButton


def test_buttons_play_their_actions_by_click_and_key(qtbot):
    played = []
    bar = PromptBar(played.append)
    qtbot.addWidget(bar)
    bar.resize(600, 300)
    bar.show()
    bar.activateWindow()
    QApplication.processEvents()
    prompt = Prompt(Message("Table", "Jump or stay?"),
                    (PromptButton(Message("Table", "Jump"), "jump", "J"), PromptButton(Message("Table", "Stay"), "stay", "S")))
    bar.show_prompt(prompt)
    QApplication.processEvents()
    assert bar.isVisible() and bar.label.text() == "Jump or stay?"
    assert [b.text() for b in bar.buttons] == ["Jump  [J]", "Stay  [S]"]
    QTest.keyClick(bar, Qt.Key.Key_J)
    qtbot.waitUntil(lambda: played == ["jump"], timeout=2000)  # a shortcut animates the click
    bar.buttons[1].click()
    assert played == ["jump", "stay"]
    bar.show_prompt(None)
    assert not bar.isVisible() and bar.buttons == []
