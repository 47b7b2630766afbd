"""A chat line in the table's panel: its author, then what they said, in the panel's language."""

from PySide6.QtCore import QCoreApplication

from cloudtable.ui.chat import TablePanel


def test_a_chat_lines_author_is_punctuated_as_the_language_wants(qtbot, window):
    panel = TablePanel()
    qtbot.addWidget(panel)
    panel.add_line("Ada", "bonjour")
    assert panel.lines.toPlainText() == "Ada: bonjour"
    window.language_actions["fr"].trigger()
    QCoreApplication.processEvents()
    try:
        panel.add_line("Ada", "salut")
        assert panel.lines.document().toRawText().endswith("Ada\u00a0: salut")
    finally:
        window.language_actions["en"].trigger()
