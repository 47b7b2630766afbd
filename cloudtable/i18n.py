"""Languages: which exist, loading Qt translators, and translating engine Messages."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .engine.message import Message
from .paths import translations_dir

# Code -> the language's name in itself (menus show each language in its own words).
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch", "nl": "Nederlands"}
DEFAULT = "en"


def system_language() -> str:
    """The system's language if we have it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def _qt_translate(context: str, text: str, n: int = -1) -> str:
    """Qt's translation of `text`; with a count `n`, the plural form for it, %n filled in."""
    return QCoreApplication.translate(context, text, None, n)


def render(message: Message | None, **extra) -> str:
    """An engine Message in the current language."""
    return "" if message is None else message.render(_qt_translate, **extra)


def current_language() -> str:
    """The code of the language in use (Translators.install makes it the default locale's)."""
    return QLocale().name().split("_")[0]


def seconds(ms: float) -> str:
    """A duration in seconds, to a tenth, as the current language writes it ("1.5", "1,5")."""
    return QLocale().toString(ms / 1000, "f", 1)


class Translators:
    """The installed translators: ours and Qt's own (standard buttons, dialogs)."""

    def __init__(self):
        self.language = DEFAULT
        self._installed: list[QTranslator] = []

    def install(self, code: str) -> bool:
        """Switch to `code`; Qt then sends LanguageChange to every widget. False if
        our translation file for it is missing (English is then used). English has a file
        too: the plural forms of counts ("1 card", "2 cards")."""
        if code not in LANGUAGES:
            code = DEFAULT
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        ours = QTranslator(app)
        ok = ours.load(f"cloudtable_{code}", str(translations_dir()))
        if code != DEFAULT:
            qt = QTranslator(app)
            if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._installed.append(qt)
        if ok:
            self._installed.append(ours)
        for translator in self._installed:
            app.installTranslator(translator)
        ok = ok or code == DEFAULT  # English reads well enough without its plural file
        self.language = code if ok else DEFAULT
        QLocale.setDefault(QLocale(self.language))
        return ok


def first_capital(text: str) -> str:
    """Text that opens a column's entry or a sentence starts with a capital ("Red family",
    "Strong"), whatever the translation began with."""
    return text[:1].upper() + text[1:]


def game_name(game_id: str) -> str | None:
    """The game's name in the language shown, or None for an id that names no game here (one a
    table on the network says, from a newer or another app)."""
    from .engine import available_games

    game = next((g for g in available_games() if g.id == game_id), None)
    return None if game is None else render(game.name)
