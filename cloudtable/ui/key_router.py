"""The table's keys work whatever has the focus in the main window: the prompt's letters, Tab,
the zoom keys and F, unless a text field is being edited.

Qt delivers a key to the widget with the focus, and a button's shortcut only when no widget
claims the key first: with the moves list focused (a click on a line of the log), a letter
became a search in the list, and Tab went from widget to widget. An event filter on the
application sees each key first (put there only while a key is on its way: window_keys.py) and
gives the table's keys to the table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

from . import window_keys

ZOOM_MODIFIERS = (
    Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
)  # "+" is Shift+= on many layouts


def is_text_field(widget: QWidget | None) -> bool:
    """A widget the person types text into, whose letters must stay its own."""
    if isinstance(widget, (QLineEdit, QAbstractSpinBox)):
        return not getattr(widget, "isReadOnly", lambda: False)()
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return not widget.isReadOnly()
    return isinstance(widget, QComboBox) and widget.isEditable()


class KeyRouter(QObject):
    """Made by the main window with its first game; routes the table's keys to it."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self._watcher = window_keys.add(self, window)

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        try:
            return self._route(watched, event)
        except Exception:  # noqa: BLE001 - a key must never take the app down
            from ..error_log import log_exception

            log_exception("KeyRouter raised")
            return False

    def _route(self, widget: QWidget, event) -> bool:
        window = self.window
        if widget.window() is not window or is_text_field(widget) or window.session is None:
            return False
        view = window.view
        handoff = window._handoff  # (made on first use: not here)
        if widget is view or widget is view.viewport() or (handoff is not None and handoff.isVisible()):
            return False  # the table's own handlers (or the hand-off screen) have it
        key, mods = event.key(), event.modifiers()
        scene = view.scene()  # the game's, or a review's (review.py)
        if scene.dragged is not None or scene.holding:
            return False
        button = self._prompt_button(key, mods)
        if button is not None:
            button.animateClick()
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not mods & ~Qt.KeyboardModifier.ShiftModifier:
            view.setFocus(Qt.FocusReason.TabFocusReason)
            scene.focus_next(-1 if key == Qt.Key.Key_Backtab or mods & Qt.KeyboardModifier.ShiftModifier else 1)
            return True
        if not mods & ~ZOOM_MODIFIERS:
            if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                view.zoom_in()
                return True
            if key == Qt.Key.Key_Minus:
                view.zoom_out()
                return True
            if key == Qt.Key.Key_F and not mods:
                view.fit()
                return True
        return False

    def _prompt_button(self, key: int, mods) -> QWidget | None:
        """The prompt's button whose key this is, if one shows."""
        bar = self.window._prompt_bar
        if bar is None or not bar.isVisible():
            return None
        pressed = QKeySequence(QKeyCombination(mods, Qt.Key(key)))
        for button in bar.buttons:
            shortcut = button.shortcut()
            if (
                button.isVisible()
                and button.isEnabled()
                and not shortcut.isEmpty()
                and shortcut.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
            ):
                return button
        return None
