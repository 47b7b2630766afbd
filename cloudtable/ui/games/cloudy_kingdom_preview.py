"""Cloudy Kingdom's route cards up close (its table's `preview`): a card in a hand or on the
discard pile, or the stack of a cell, its cards from the top one down, each turned as it lies
there, on a cell's ground so that its way reads; with what each is: its middle and its ends.

Apart from the table's module (ui/games/cloudy_kingdom.py), which hands over the card, the stack
it lies in and its painter of faces: a stack read card by card is what the zoomed-out table
cannot show."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ...engine.message import QT_TRANSLATE_NOOP, translate
from ...games.cloudy_kingdom import cards
from ...i18n import first_capital, render
from ..art import cloudy_kingdom as art
from ..table.preview import Preview, in_a_row

CTX = "CloudyKingdomTable"
BOTH_OPEN = QT_TRANSLATE_NOOP("CloudyKingdomTable", "both ends open")
ONE_BLOCKED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "one end blocked by {what}")
BOTH_BLOCKED = QT_TRANSLATE_NOOP("CloudyKingdomTable", "both ends blocked: {a} and {b}")
END_NAMES = {
    cards.BREAK: QT_TRANSLATE_NOOP("CloudyKingdomTable", "a broken vine"),
    cards.HOLE: QT_TRANSLATE_NOOP("CloudyKingdomTable", "a hole"),
    cards.THORNS: QT_TRANSLATE_NOOP("CloudyKingdomTable", "thorns"),
}
STACK = translate("CloudyKingdomTable", "%n cards on this cell, the top one first", None, 1)
ON_TOP = QT_TRANSLATE_NOOP(
    "CloudyKingdomTable",
    "The top card counts whole; the card under it only by its two ends, which stick out across it. "
    "The cards further down play no part.",
)


def _words(text: str, **args) -> str:
    from ...engine.message import Message

    return render(Message.of(CTX, text, **args))


def card_name(card: int) -> str:
    """A route card's middle ("Crossroads"), or a magic crossing's name."""
    if cards.is_magic(card):
        return render(cards.MAGIC_NAMES[cards.magic_of(card)[1]])
    return first_capital(render(cards.CENTRE_NAMES[cards.card_kind(card).centre]))


def card_ends(card: int) -> str:
    """How a route card's ends are: both open, or what blocks them."""
    if cards.is_magic(card):
        return QCoreApplication.translate("CloudyKingdomCards", cards.MAGIC_TEXTS[cards.magic_of(card)[1]])
    kind = cards.card_kind(card)
    blocked = [_words(END_NAMES[end]) for end in (kind.end_a, kind.end_b) if end != cards.OPEN]
    if not blocked:
        return _words(BOTH_OPEN)
    if len(blocked) == 1:
        return _words(ONE_BLOCKED, what=blocked[0])
    return _words(BOTH_BLOCKED, a=blocked[0], b=blocked[1])


# face(painter, rect, card): the table's painter of a card's face, standing.
FacePainter = Callable[[QPainter, QRectF, int], None]


def _paint(face: FacePainter, card: int, turns: int | None):
    """The card's face (turns None: standing, as in a hand), or the card on a cell's ground
    turned as it lies there."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        if turns is None:
            face(painter, rect, card)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(196, 224, 246))  # the sky under the grid, as on the rules page
        painter.drawRoundedRect(rect, 6, 6)
        art.paint_cell(painter, rect)
        painter.translate(rect.center())
        painter.rotate(90 * turns)
        side = min(rect.width(), rect.height())
        face(painter, QRectF(-side / 4, -side / 2, side / 2, side), card)

    return paint


def card_preview(face: FacePainter, card: int) -> Preview:
    """A card standing alone (a hand, the discard pile)."""
    return Preview(_paint(face, card, None), 0.5, card_name(card), first_capital(card_ends(card)) + ".")


def stack_preview(face: FacePainter, stack: list[tuple[int, int]]) -> Preview:
    """The cards of a cell, `stack` bottom first as the rules keep it: shown top first."""
    top_first = list(reversed(stack))
    if len(top_first) == 1:
        card, turns = top_first[0]
        return Preview(_paint(face, card, turns), 1.0, card_name(card), first_capital(card_ends(card)) + ".")
    paint, aspect = in_a_row([_paint(face, card, turns) for card, turns in top_first], 1.0)
    lines = [f"{i}. {card_name(card)}: {card_ends(card)}" for i, (card, _turns) in enumerate(top_first, start=1)]
    text = "\n".join(lines) + "\n\n" + _words(ON_TOP)
    return Preview(paint, aspect, _words(STACK, n=len(stack)), text, 190.0)
