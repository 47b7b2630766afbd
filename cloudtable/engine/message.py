"""Translatable messages built by the rules layer, which has no Qt.

The rules speak English. A `Message` keeps the English source text, the translation
context it belongs to, and named arguments, so the Qt layer can translate it later
(`QCoreApplication.translate(context, text)`) in whatever language is current, even
after the language changes. Arguments may themselves be Messages (a card's name, a line).

`QT_TRANSLATE_NOOP(context, text)` marks a literal so that `pyside6-lupdate` finds it;
it returns the text unchanged.

A count goes through Qt's plural forms: the text says `%n` where the number goes and the
Message carries it as `n`, so each language can choose the right form ("1 carte", "2 cartes").
Such a text is marked with `translate(context, text, None, 1)` rather than QT_TRANSLATE_NOOP:
pyside6-lupdate gives a text plural forms only in a call named `translate` whose last argument
is a number (`Message.of(CTX, translate("Ctx", "%n cards left", None, 1), n=3)`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


def translate(context: str, text: str, disambiguation: None = None, n: int = 1) -> str:
    """Marks a text with a count (%n) for pyside6-lupdate's plural forms; returns it unchanged."""
    return text


# (context, source text, count or -1) -> the translated text, %n filled in.
Translate = Callable[[str, str, int], str]

# The log's lines as they read to the one person at a table of computers ("You play a route
# card on A3" for "{player} plays a route card on A3"): (context, text) -> second-person text.
_SECOND_PERSON: dict[tuple[str, str], str] = {}


def second_person(context: str, forms: dict[str, str]) -> None:
    """Register how lines about `{player}` read when said to that player: the third-person
    text -> the second-person one, both marked for lupdate (QT_TRANSLATE_NOOP, or
    `translate(..., None, 1)` for a text with %n). A game does this once, with its rules."""
    for text, you in forms.items():
        _SECOND_PERSON[(context, text)] = you


def has_second_person(context: str, text: str) -> bool:
    return (context, text) in _SECOND_PERSON


def _identity(context: str, text: str, n: int = -1) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


class Message(NamedTuple):
    """Immutable and hashable. (A NamedTuple rather than a dataclass: this is imported for the
    window's first frame, and `dataclasses` would bring `inspect` along.)"""

    context: str
    text: str
    args: tuple[tuple[str, Any], ...] = ()
    n: int = -1  # the count for the text's %n (plural forms); -1 for none

    @classmethod
    def of(cls, context: str, text: str, n: int = -1, **args: Any) -> Message:
        return cls(context, text, tuple(sorted(args.items())), n)

    def render(self, translate: Translate = _identity, *, addressed: bool = False, **extra: Any) -> str:
        """The text in the language `translate` gives, with its arguments filled in; said to
        the player it is about (`addressed`) where the game gave a second-person form."""
        # A Message argument (a card's name, or a whole line inside a longer one) is said the
        # same way: to the same player, with the same extra values.
        values = {
            k: (v.render(translate, addressed=addressed, **extra) if isinstance(v, Message) else v)
            for k, v in self.args
        }
        values.update(extra)
        text = _SECOND_PERSON.get((self.context, self.text), self.text) if addressed else self.text
        template = translate(self.context, text, self.n)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # A translation with a wrong placeholder must not crash the game.
            english = _identity(self.context, text, self.n)
            return english.format(**values) if values else english

    def english(self, *, addressed: bool = False, **extra: Any) -> str:
        return self.render(_identity, addressed=addressed, **extra)


class Said(NamedTuple):
    """A line of the log: its message, and the seat it speaks of as `{player}` (None: nobody)."""

    seat: int | None
    message: Message
