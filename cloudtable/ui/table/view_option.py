"""A way of looking at the table that a game offers (Cloudy Kingdom's routes drawn over its
board): a few choices, one shown at a time. The window puts them in its View menu, where a key
steps to the next choice, and remembers the choice between games; the table only draws it
(`GameTable.view_options`, `GameTable.set_view_choice`)."""

from __future__ import annotations

from typing import NamedTuple


class ViewOption(NamedTuple):
    name: str  # the table knows it by this name; the window remembers it by the game and this name
    title: str  # the View menu's entry: a QT_TRANSLATE_NOOP of the table's CONTEXT, "&" before its key
    choices: tuple[tuple[str, str], ...]  # (value, label: a QT_TRANSLATE_NOOP of the table's CONTEXT)
    default: str  # the value of a game played for the first time
    key: str  # the key that steps to the next choice (a QKeySequence's text: "V")

    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _label in self.choices)

    def next(self, value: str) -> str:
        """The choice after `value`, round to the first."""
        values = self.values()
        return values[(values.index(value) + 1) % len(values)] if value in values else self.default
