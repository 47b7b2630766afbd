"""The View menu's entries for the game in play's own ways of looking at its table
(`GameTable.view_options`, table/view_option.py): a submenu of choices for each. The key of
an option steps to its next choice, and the menu shows that key beside the choice it steps to;
each choice is remembered per game (`Preferences.view_choice`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from .table.game_table import GameTable
    from .table.view_option import ViewOption


class ViewOptionsMenu(QObject):
    def __init__(self, window, menu: QMenu):
        super().__init__(window)
        self.window = window
        self.menu = menu
        self.table: GameTable | None = None
        self.entries: list[tuple[ViewOption, QMenu, dict[str, QAction]]] = []
        self._separator: QAction | None = None

    def show_for(self, table: GameTable | None) -> None:
        """Offer the view options of `table` (None: none), each at its remembered choice (set
        before the table's first layout)."""
        self._clear()
        self.table = table
        if table is None or not table.view_options:
            return
        self._separator = self.menu.addSeparator()
        for option in table.view_options:
            remembered = self.window.preferences.view_choice(table.feed.game.id, option.name)
            if remembered in option.values():
                table.set_view_choice(option.name, remembered, relayout=False)
            submenu = self.menu.addMenu("")
            group = QActionGroup(submenu)
            actions = {}
            for value, _label in option.choices:
                action = QAction(submenu, checkable=True)
                action.triggered.connect(partial(self.choose, option.name, value))
                group.addAction(action)
                submenu.addAction(action)
                actions[value] = action
            self.entries.append((option, submenu, actions))
        self._mark()
        self.retranslate()

    def choose(self, name: str, value: str) -> None:
        """Show `value` of the option `name` on the table, and remember it for this game."""
        table = self.table
        if table is None:
            return
        table.set_view_choice(name, value)
        self.window.preferences.set_view_choice(table.feed.game.id, name, value)
        self._mark()

    def _mark(self) -> None:
        """The choice shown is checked; the option's key sits beside the one it steps to."""
        if self.table is None:
            return
        for option, _submenu, actions in self.entries:
            current = self.table.view_choice(option.name)
            following = option.next(current)
            for value, action in actions.items():
                action.setChecked(value == current)
                action.setShortcut(QKeySequence(option.key) if value == following else QKeySequence())

    def retranslate(self) -> None:
        if self.table is None:
            return
        context = self.table.CONTEXT
        for option, submenu, actions in self.entries:
            submenu.setTitle(QCoreApplication.translate(context, option.title))
            for value, label in option.choices:
                actions[value].setText(QCoreApplication.translate(context, label))

    def _clear(self) -> None:
        for _option, submenu, _actions in self.entries:
            self.menu.removeAction(submenu.menuAction())
            submenu.deleteLater()
        self.entries = []
        if self._separator is not None:
            self.menu.removeAction(self._separator)
            self._separator = None
