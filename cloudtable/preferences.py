"""What the app remembers between runs, in QSettings."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8

# What a move that reveals something does once its card is dropped (Preferences.reveal_moves).
ASK, MOMENT, NEVER = "ask", "moment", "never"
REVEAL_MOVES = (ASK, MOMENT, NEVER)


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
    def reveal_moves(self) -> str:
        """What a move that reveals something (and so cannot be undone) does once the card is
        dropped: ASK waits for Play (Enter) or Take back (Esc), MOMENT waits a short moment in
        which it can be taken back, then plays, NEVER plays at once.

        Before this setting there was a yes/no one (play/confirmReveals, ask or never): a "no"
        stays "never", and a "yes" becomes the short moment, which is what asking was for (a
        slip is never final) without a question at every turn."""
        value = self.settings.value("play/revealMoves")
        if value in REVEAL_MOVES:
            return str(value)
        old = self.settings.value("play/confirmReveals")
        if old is not None and str(old).lower() == "false":
            return NEVER
        return MOMENT

    @reveal_moves.setter
    def reveal_moves(self, value: str) -> None:
        if value not in REVEAL_MOVES:
            raise ValueError(f"not a choice for moves that reveal something: {value!r}")
        self.settings.setValue("play/revealMoves", value)
        self.settings.remove("play/confirmReveals")

    @property
    def sound(self) -> bool:
        """Whether the table plays its sounds (ui/sounds.py); on unless turned off."""
        value = self.settings.value("play/sound")
        return value is None or str(value).lower() not in ("false", "0")

    @sound.setter
    def sound(self, on: bool) -> None:
        self.settings.setValue("play/sound", bool(on))

    # window --------------------------------------------------------------------
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        return self.settings.value("window/geometry"), self.settings.value("window/state")

    def set_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self.settings.setValue("window/geometry", geometry)
        self.settings.setValue("window/state", state)

    @property
    def panel_width(self) -> int | None:
        """The side panel's width as the person set it (dragging its edge); None: it follows
        the window's width."""
        value = self.settings.value("window/panelWidth")
        try:
            return int(value) if value is not None else None
        except (TypeError, ValueError):
            return None

    @panel_width.setter
    def panel_width(self, width: int) -> None:
        self.settings.setValue("window/panelWidth", int(width))

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
    # Two cloudtables may run at once: each change reads the list from the disk first (sync)
    # and writes it back at once, so that one never writes over what the other added.
    def recent_files(self) -> list[str]:
        self.settings.sync()
        value = self.settings.value("recentFiles", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def _set_recent_files(self, files: list[str]) -> None:
        self.settings.setValue("recentFiles", files)
        self.settings.sync()

    def add_recent_file(self, path: str) -> list[str]:
        """Put `path` first in the recent files; the list as it is now (read and written once)."""
        files = ([path] + [p for p in self.recent_files() if p != path])[:MAX_RECENT]
        self._set_recent_files(files)
        return files

    def remove_recent_file(self, path: str) -> None:
        self._set_recent_files([p for p in self.recent_files() if p != path])

    def clear_recent_files(self) -> None:
        self.recent_files()
        self._set_recent_files([])

    # autosaves of ended games ------------------------------------------------------
    # A game that ended but whose autosave could not be deleted (a data folder that cannot be
    # written): the autosave's fingerprint, so that it is never offered again (storage.py).
    def ended_autosaves(self) -> set[str]:
        self.settings.sync()
        value = self.settings.value("autosave/ended", [])
        if isinstance(value, str):
            value = [value]
        return {str(v) for v in (value or [])}

    def set_ended_autosaves(self, prints: set[str]) -> None:
        self.settings.setValue("autosave/ended", sorted(prints))
        self.settings.sync()

    def add_ended_autosave(self, fingerprint: str) -> None:
        self.set_ended_autosaves(self.ended_autosaves() | {fingerprint})

    # how each game's table is looked at (View menu: table/view_option.py) ----------
    def view_choice(self, game_id: str, name: str) -> str | None:
        value = self.settings.value(f"view/{game_id}/{name}")
        return str(value) if value else None

    def set_view_choice(self, game_id: str, name: str, value: str) -> None:
        self.settings.setValue(f"view/{game_id}/{name}", value)

    # games played to their end (New Game offers a first game's options until then) ----
    def played_games(self) -> set[str]:
        value = self.settings.value("playedGames", [])
        if isinstance(value, str):
            value = [value]
        return {str(v) for v in (value or [])}

    def add_played_game(self, game_id: str) -> None:
        self.settings.setValue("playedGames", sorted(self.played_games() | {game_id}))

    # playing across computers (ui/network_dialogs.py) ------------------------------
    @property
    def network_name(self) -> str:
        """The name this person last gave at a table on the network."""
        return str(self.settings.value("network/name", "") or "")

    @network_name.setter
    def network_name(self, name: str) -> None:
        self.settings.setValue("network/name", name)

    @property
    def join_address(self) -> str:
        """The address or join code last typed in Join a Table."""
        return str(self.settings.value("network/address", "") or "")

    @join_address.setter
    def join_address(self, text: str) -> None:
        self.settings.setValue("network/address", text)

    @property
    def host_choices(self) -> dict[str, Any]:
        """New Game's last "Host on the network" choices (who may join, announced, the table's name)."""
        import json

        try:
            value = json.loads(self.settings.value("network/host", "{}") or "{}")
        except (TypeError, ValueError):
            return {}
        return value if isinstance(value, dict) else {}

    @host_choices.setter
    def host_choices(self, choices: dict[str, Any]) -> None:
        import json

        self.settings.setValue("network/host", json.dumps(choices))

    @property
    def matrix_sign_in(self) -> tuple[str, str]:
        """The Matrix ID and homeserver last typed in Edit → Matrix Account… (nothing secret)."""
        return str(self.settings.value("matrix/user", "") or ""), str(
            self.settings.value("matrix/homeserver", "") or ""
        )

    def set_matrix_sign_in(self, user: str, homeserver: str) -> None:
        self.settings.setValue("matrix/user", user)
        self.settings.setValue("matrix/homeserver", homeserver)

    @property
    def matrix_account(self) -> str:
        """The Matrix account last chosen to host or join with, when several are kept here."""
        return str(self.settings.value("matrix/account", "") or "")

    @matrix_account.setter
    def matrix_account(self, user: str) -> None:
        self.settings.setValue("matrix/account", user)
