"""What a table asks of the person besides drags: a prompt (a text, buttons that play actions, and
perhaps a countdown). The prompt bar (ui/prompt_bar.py) shows it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...engine.message import Message


@dataclass(frozen=True)
class PromptButton:
    """A choice of the bar. Its key is the letter after "&" in its label, as translated (each
    language has its own: "&Jump" / "&Sauter"), unless `shortcut` names another key ("Return")."""

    label: Message
    action: Any
    shortcut: str | None = None
    tooltip: Message | None = None
    detail: Message | None = None  # what the choice does, shown on its tile
    # paint(painter, rect) of the tile's picture, `aspect` wide for 1 high; the action names
    # what is pictured, so two prompts are the same whatever their painters.
    picture: Callable[[Any, Any], None] | None = field(default=None, compare=False)
    aspect: float = 0.5


@dataclass(frozen=True)
class Countdown:
    """After `ms` milliseconds the bar plays `action` by itself, as if its button were pressed."""

    ms: int
    action: Any


@dataclass(frozen=True)
class Prompt:
    text: Message
    buttons: tuple[PromptButton, ...] = field(default_factory=tuple)
    countdown: Countdown | None = None
