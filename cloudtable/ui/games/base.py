"""What every game's table provides to the generic scene, and the item bookkeeping they share.

A table reads the match (never changes it): `sync` lays items out from the state the
viewer may see; the drag methods turn a dropped card into the game's action. Rules are
never decided here: legality comes from `match.legal_actions()` and `match.check()`.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from ...engine import Match
from ..card_item import CardItem
from ..scene import TableScene


class GameTable(QObject):
    # Palette keys (ui/colours.py) when a game fixes the seats' colours, else None.
    fixed_colours: tuple[str, ...] | None = None

    @classmethod
    def paint_icon(cls, painter, rect: QRectF) -> None:
        """The game's picture in the New Game dialog's list; nothing by default."""

    def __init__(self, scene: TableScene, match: Match):
        super().__init__(scene)
        self.scene = scene
        self.match = match
        self.viewer: int | None = None
        self.interactive = False
        self._items: dict[Hashable, QGraphicsItem] = {}
        self._seen: set[Hashable] = set()

    # --- to implement ------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        """Lay the items out from `self.match.view(self.viewer)`."""
        raise NotImplementedError

    def legal_places(self, card: CardItem) -> dict[Hashable, frozenset[int]]:
        """Where `card` may go now, each place with the quarter turns allowed there."""
        return {}

    def place_rect(self, place: Hashable) -> QRectF:
        raise NotImplementedError

    def place_at(self, scene_pos: QPointF) -> Hashable | None:
        """Any place under `scene_pos`, legal or not (so the rules can say why not)."""
        return None

    def action_for(self, card: CardItem, place: Hashable, turns: int) -> Any | None:
        """The game's action for dropping `card` on `place` turned `turns` times."""
        return None

    def prompt(self):
        """A choice that is not a card drag (a `prompt_bar.Prompt`), or None."""
        return None

    def content_rect(self) -> QRectF:
        """What Fit shows."""
        return self.scene.itemsBoundingRect()

    def retranslate(self) -> None:
        """Re-render every text the table shows (Graphics View items get no LanguageChange)."""
        self.sync(animate=False)

    # --- shared bookkeeping ----------------------------------------------------------
    def set_match(self, match: Match) -> None:
        self.match = match

    def begin_layout(self) -> None:
        self._seen = set()

    def item(self, key: Hashable, make: Callable[[], QGraphicsItem]) -> QGraphicsItem:
        """The item for `key`, made on first use; marks it as still on the table."""
        found = self._items.get(key)
        if found is None or found.scene() is not self.scene:
            found = make()
            self.scene.addItem(found)
            self._items[key] = found
        self._seen.add(key)
        return found

    def end_layout(self) -> None:
        """Remove the items this layout did not touch."""
        for key in [k for k in self._items if k not in self._seen]:
            item = self._items.pop(key)
            if item.scene() is self.scene:
                self.scene.removeItem(item)

    def find(self, key: Hashable) -> QGraphicsItem | None:
        return self._items.get(key)

    def clear(self) -> None:
        for item in self._items.values():
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._items = {}
