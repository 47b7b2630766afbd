"""News in the status bar passes; a problem stays (MainWindow.show_status with Passing)."""

from cloudtable.engine.message import QT_TRANSLATE_NOOP, Message
from cloudtable.ui import main_window
from cloudtable.ui.passing import Passing

NEWS = Message.of("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Saved to {file}."), file="a.cloudtable")
LASTING = Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "The game goes on where it was left."))


def test_a_passing_notice_leaves_and_a_language_switch_does_not_bring_it_back(window, qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "PASSING_MS", 100)
    window.show_status(Passing(NEWS))
    assert window.statusBar().currentMessage() == "Saved to a.cloudtable."
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "", timeout=5000)
    window.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Partie", timeout=5000)
    assert window.statusBar().currentMessage() == ""
    window.language_actions["en"].trigger()


def test_a_lasting_message_stays_and_follows_the_language(window, qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "PASSING_MS", 100)
    window.show_status(LASTING)
    qtbot.wait(300)
    assert window.statusBar().currentMessage() == "The game goes on where it was left."
    window.language_actions["fr"].trigger()
    french = "La partie reprend là où elle s’était arrêtée."
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == french, timeout=5000)
    window.language_actions["en"].trigger()
