"""What the app remembers between runs, in QSettings."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8


class Preferences:
    def __init__(self, settings: QSettings | None = None):
        self.settings = settings or QSettings()

    # language ------------------------------------------------------------------
    @property
    def language(self) -> str | None:
        value = self.settings.value("language")
        return str(value) if value else None

    @language.setter
    def language(self, code: str) -> None:
        self.settings.setValue("language", code)

    # play ----------------------------------------------------------------------
    @property
    def confirm_reveals(self) -> bool:
        """Ask before a move that reveals a card (it cannot be taken back afterwards)."""
        return str(self.settings.value("play/confirmReveals", "true")).lower() == "true"

    @confirm_reveals.setter
    def confirm_reveals(self, on: bool) -> None:
        self.settings.setValue("play/confirmReveals", "true" if on else "false")

    # window --------------------------------------------------------------------
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        return self.settings.value("window/geometry"), self.settings.value("window/state")

    def set_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self.settings.setValue("window/geometry", geometry)
        self.settings.setValue("window/state", state)

    # the last New Game choices ----------------------------------------------------
    # (json is imported here, not at the top: the window's first frame does not need it.)
    def last_new_game(self) -> dict[str, Any]:
        import json

        try:
            value = json.loads(self.settings.value("newGame", "{}") or "{}")
        except (TypeError, ValueError):
            return {}
        return value if isinstance(value, dict) else {}

    def set_last_new_game(self, choices: dict[str, Any]) -> None:
        import json

        self.settings.setValue("newGame", json.dumps(choices))

    # recent files ----------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recentFiles", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def add_recent_file(self, path: str) -> None:
        files = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recentFiles", files[:MAX_RECENT])

    def remove_recent_file(self, path: str) -> None:
        self.settings.setValue("recentFiles", [p for p in self.recent_files() if p != path])

    def clear_recent_files(self) -> None:
        self.settings.setValue("recentFiles", [])
