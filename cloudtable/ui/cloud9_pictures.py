"""The pictures of Cloud 9's rules page (Help → Rules), painted with the game's own painters
(ui/art/cloud9.py), as the other games' tables paint theirs (`render_example`): the nine clouds
of the path, and a roll with the cards that pay for it. The positions are data in the game's
rules_text.EXAMPLES."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ..games.cloud9.cards import DICE_AT, POINTS
from .art import cloud9 as art

BOARD = QRectF(0, 0, 600, 400)  # the board's shape on the table (1200 × 800), at half its size
CARD = 5 / 7  # a card's width to its height


def render_example(key: str, pixels: int = 56) -> QImage:
    """The picture `rules_text.EXAMPLES[key]`; `pixels` is a card's width."""
    from ..games.cloud9 import rules_text

    example = rules_text.EXAMPLES[key]
    if "balloon" in example:
        return _board(example["balloon"], pixels)
    return _roll(example["dice"], example["cards"], pixels)


def _image(width: float, height: float) -> tuple[QImage, QPainter]:
    image = QImage(int(width), int(height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(196, 224, 246))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def _board(balloon: int, pixels: int) -> QImage:
    """The path: the sky, the nine clouds with their points and dice, the balloon on `balloon`."""
    scale = pixels * 8 / BOARD.width()
    image, painter = _image(BOARD.width() * scale, BOARD.height() * scale)
    painter.scale(scale, scale)
    art.paint_sky_board(painter, BOARD)
    for number, rect in enumerate(art.cloud_positions(BOARD), start=1):
        art.paint_cloud(painter, rect, number, POINTS[number], DICE_AT[number] or None, current=number == balloon)
    art.paint_balloon(painter, art.balloon_rect(BOARD, balloon))
    painter.end()
    return image


def _roll(dice: tuple[str, ...], cards: tuple[str, ...], pixels: int) -> QImage:
    """The dice as rolled, and under them the cards that pay, the last one (a wild card) set a
    little apart: it alone would pay too."""
    gap = pixels * 0.25
    card_height = pixels / CARD
    die = pixels * 0.8
    width = max(len(dice) * (die + gap), len(cards) * (pixels + gap) + gap * 2) + gap
    image, painter = _image(width, die + card_height + gap * 3)
    left = (width - len(dice) * (die + gap) + gap) / 2
    for i, face in enumerate(dice):
        art.paint_die(painter, QRectF(left + i * (die + gap), gap, die, die), face)
    x = (width - (len(cards) * (pixels + gap) + gap * 2) + gap) / 2
    for i, colour in enumerate(cards):
        if i == len(cards) - 1:
            x += gap * 2
        art.paint_balloon_card(painter, QRectF(x, die + gap * 2, pixels, card_height), colour)
        x += pixels + gap
    painter.end()
    return image
