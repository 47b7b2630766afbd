"""A status-bar notice that passes: news worth a glance ("Saved to …", "Back at the table.")
leaves the status bar by itself, where a problem stays until something replaces it."""

from __future__ import annotations

from typing import NamedTuple

from ..engine.message import Message

PASSING_MS = 6000  # long enough to read a sentence twice


class Passing(NamedTuple):
    """`message`, shown in the status bar for PASSING_MS only (MainWindow.show_status)."""

    message: Message
