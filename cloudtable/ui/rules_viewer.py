"""Help → Rules: one page per game, in the current language.

Each game's `rules_text.py` holds `PARAGRAPHS` (and `CONTEXT` if not "<GameClass>Rules") (one translatable string per
paragraph; "# " starts a heading, "- " an item of a list; "[example:X]" is replaced by a picture
drawn with the game's own painters, with its caption `CAPTIONS[X]` under it)."""

from __future__ import annotations

import html
import importlib

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QEvent, QIODevice, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from ..engine import Game, available_games
from ..i18n import current_language, render
from . import games as tables
from .screen_fit import fit_to_screen

STYLE = (
    "h1 { color: #1f4f8f; } h2 { color: #2c5aa0; margin-top: 14px; } p { margin: 6px 4px; }"
    " p.caption { color: #3d4f66; font-style: italic; margin: 0px 40px 12px 40px; } li { margin: 3px 0px; }"
)


def rules_module(game: Game):
    """The game's `rules_text` module, beside the module that defines the game."""
    module = type(game).__module__
    for package in (module, module.rpartition(".")[0]):
        if not package.startswith("cloudtable.games."):
            continue
        try:
            found = importlib.import_module(package + ".rules_text")
        except ModuleNotFoundError:
            continue
        if hasattr(found, "PARAGRAPHS"):
            return found
    return None


def _picture_html(image, caption: str | None) -> str:
    """A picture, centred, with its caption under it."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    encoded = bytes(data.toBase64()).decode("ascii")
    picture = f'<p align="center"><img src="data:image/png;base64,{encoded}"></p>'
    if caption is None:
        return picture
    return picture + f'<p class="caption" align="center">{html.escape(caption)}</p>'


def example_painter(game: Game):
    """What draws the pictures of `game`'s rules page: its table's `render_example`, or for
    Cloud 9, whose table has none of its own yet, ui/cloud9_pictures.py."""
    if game.id == "cloud9":
        from . import cloud9_pictures

        return cloud9_pictures.render_example
    table = tables.table_class(game.id)
    return None if table is None else table.render_example


def rules_html(game: Game) -> str:
    module = rules_module(game)
    if module is None:
        return f"<h1>{html.escape(render(game.name))}</h1><p>{html.escape(render(game.summary))}</p>"
    paint = example_painter(game)
    parts = [f"<h1>{html.escape(render(game.name))}</h1>"]
    # The translation context of the paragraphs: CONTEXT, else the game class's name + "Rules".
    context = getattr(module, "CONTEXT", type(game).__name__ + "Rules")
    captions = getattr(module, "CAPTIONS", {})
    items: list[str] = []  # the items of a list being read ("- ")
    for paragraph in module.PARAGRAPHS:
        if items and not paragraph.startswith("- "):
            parts.append("<ul>" + "".join(items) + "</ul>")
            items = []
        if paragraph.startswith("[example:") and paragraph.endswith("]"):
            key = paragraph[len("[example:") : -1]
            picture = paint(key) if paint is not None else None
            if picture is not None:
                caption = QCoreApplication.translate(context, captions[key]) if key in captions else None
                parts.append(_picture_html(picture, caption))
            continue
        text = QCoreApplication.translate(context, paragraph)
        if paragraph.startswith("- "):
            items.append(f"<li>{html.escape(text.removeprefix('- ').strip())}</li>")
            continue
        if text.startswith("# "):
            parts.append(f"<h2>{html.escape(text[2:])}</h2>")
            continue
        rule, marker, reading = text.partition(_reading_marker())
        if rule.strip():
            parts.append(f"<p>{html.escape(rule.strip())}</p>")
        if marker:
            parts.append(_reading_html(marker, reading.strip()))
    if items:
        parts.append("<ul>" + "".join(items) + "</ul>")
    return "\n".join(parts)


def _reading_marker() -> str:
    # Every rules page starts its notes on a silent or unclear rulebook with these words.
    return QCoreApplication.translate("RulesViewer", "In this app,")


def _reading_html(marker: str, text: str) -> str:
    """A note on the app's own reading of the rulebook, set apart from the rules (indented,
    smaller, in grey): a newcomer reads the rules and may pass over the notes."""
    return (
        f'<p style="margin-left: 28px; color: #4d5b70; font-size: small;">'
        f"<i>{html.escape(marker)}</i> {html.escape(text)}</p>"
    )


class RulesViewer(QDialog):
    """The rules, a tab per game. A page is made when it is first shown in a language, and kept:
    a language switch makes again only the page in view (issue 20: making every page, with
    its pictures, twice, took a second)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.games = available_games()
        self.tabs = QTabWidget()
        self.pages: list[QTextBrowser] = []
        self._shown: list[str | None] = [None] * len(self.games)  # the language each page shows
        self._made: dict[tuple[str, str], str] = {}  # (game id, language) -> its page
        self._language: str | None = None
        for _ in self.games:
            page = QTextBrowser()
            page.setOpenExternalLinks(False)
            page.document().setDefaultStyleSheet(STYLE)
            self.pages.append(page)
            self.tabs.addTab(page, "")
        self.tabs.currentChanged.connect(self._show_current)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(760, 680))
        self.retranslate()

    def show_game(self, game_id: str) -> None:
        for index, game in enumerate(self.games):
            if game.id == game_id:
                self.tabs.setCurrentIndex(index)

    def retranslate(self) -> None:
        self._language = current_language()
        self.setWindowTitle(self.tr("Rules"))
        for index, game in enumerate(self.games):
            self.tabs.setTabText(index, render(game.name))
        self._show_current()

    def _show_current(self) -> None:
        """The page in view, in the language in use (made now if it never was)."""
        index = self.tabs.currentIndex()
        if index < 0 or self._shown[index] == self._language:
            return
        game = self.games[index]
        key = (game.id, self._language or "")
        if key not in self._made:
            self._made[key] = rules_html(game)
        self.pages[index].setHtml(self._made[key])
        self._shown[index] = self._language

    def showEvent(self, event) -> None:
        super().showEvent(event)
        fit_to_screen(self, self.size())  # (the screen may be another one now)

    def changeEvent(self, event) -> None:
        # A window of its own hears of a switch twice (from the application and from its
        # parent): once is enough.
        if event.type() == QEvent.Type.LanguageChange and self._language != current_language():
            self.retranslate()
        super().changeEvent(event)
