"""How a person makes an action at the table: a game's table declares, for each action the rules
list, its gesture (`GameTable.gesture`), and the kit derives from `feed.legal_actions()` the lit
places of a lifted card, the move a drop makes, the lit choices to click and the prompt's buttons.
The table never decides what is legal: an action without a legal twin has no gesture shown.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF

from ...engine.message import Message


@dataclass(frozen=True)
class Drag:
    """Drag the card whose item key (`GameTable.item`'s key) is `card` onto `place`, lying
    turned `turns` quarter turns (None: however it is held). A `warning` says what would happen
    there (target.py). `plays`: the move the drop plays when it is not the listed action itself
    but its twin, which the rules take alike (Cloud 9's cards of one colour: the card dropped
    pays, not the one with the lowest id)."""

    card: Hashable
    place: Hashable
    turns: int | None = None
    warning: Message | None = None
    plays: Any = None


@dataclass(frozen=True)
class Click:
    """Click a lit choice `key` at `rect` (a card to cover, a side to take); see target.Choice."""

    key: Hashable
    rect: QRectF
    tooltip: Message | None = None
    warning: Message | None = None
    outline: bool = False


@dataclass(frozen=True)
class Button:
    """A button of the prompt bar (see prompt.PromptButton, which the kit makes of it)."""

    label: Message
    shortcut: str | None = None
    tooltip: Message | None = None
    detail: Message | None = None
    picture: Callable[[Any, Any], None] | None = field(default=None, compare=False)
    aspect: float = 0.5


Gesture = Drag | Click | Button
