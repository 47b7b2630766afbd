"""Words on the table: one rule for fitting text in a box, the pieces that show words —
a player's name plate, a count badge, a titled panel — and tooltips that are always plain text.

The rule: as large as fits the box, never larger than `largest` (a share of the box's height
per line), on at most `lines` lines, and never below a size that reads at 100% zoom; a text
that still does not fit is cut with an ellipsis rather than shrunk to nothing.
"""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ...engine.memo import Memo
from . import z_values
from .piece import Piece
from .state_pictures import StatePictures

INK = QColor("#1d2f4f")
SMALLEST_PX = 9.0  # below this, text stops being read at 100% zoom
_SHRINK = 0.92


def plain_tip(text: str) -> str:
    """A tooltip shown as written. Qt reads a tooltip that looks like markup as rich text, and a
    tooltip may hold a name typed on another computer ("<b>x</b><img src=...>"): such a text is
    turned into rich text that shows it literally; any other is left as it is."""
    if QtGui.Qt.mightBeRichText(text):  # (Qt's text functions are QtGui's Qt, not QtCore's)
        return QtGui.Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return text


# Fonts fitted so far, by what decides them: the name plates were fitted again at every paint
# (0.7-2.8 ms of a move's frame), their names and boxes the same.
_FITTED: Memo[QFont] = Memo(2048)


def fit_font(base: QFont, rect: QRectF, text: str, *, bold: bool = True, lines: int = 1, largest: float = 0.6) -> QFont:
    """The font for `text` in `rect` by the rule above."""
    key = (base.key(), rect.width(), rect.height(), text, bold, lines, largest)
    font = _FITTED.answer(key, lambda: _fitted(base, rect, text, bold, lines, largest))
    return QFont(font)  # (a copy: the caller may change it)


def _fitted(base: QFont, rect: QRectF, text: str, bold: bool, lines: int, largest: float) -> QFont:
    font = QFont(base)
    font.setBold(bold)
    size = rect.height() * largest / lines
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    while size > SMALLEST_PX:
        font.setPixelSize(max(1, int(size)))
        metrics = QFontMetricsF(font)
        if lines == 1:
            fits = metrics.horizontalAdvance(text) <= rect.width()
        else:
            bound = metrics.boundingRect(rect, flags, text)
            fits = (
                bound.width() <= rect.width()
                and bound.height() <= rect.height()
                and bound.height() <= metrics.lineSpacing() * lines + 1
            )
        if fits:
            return font
        size *= _SHRINK
    font.setPixelSize(int(max(1.0, min(SMALLEST_PX, rect.height() / lines))))
    return font


def fit_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    colour: QColor = INK,
    *,
    bold: bool = True,
    lines: int = 1,
    largest: float = 0.6,
    align=Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw `text` in `rect` by the rule above."""
    font = fit_font(painter.font(), rect, text, bold=bold, lines=lines, largest=largest)
    _draw(painter, rect, text, font, colour, lines, align)


def fit_column(
    painter: QPainter,
    boxes: list[tuple[QRectF, str]],
    colour: QColor = INK,
    *,
    bold: bool = True,
    align=Qt.AlignmentFlag.AlignLeft,
) -> None:
    """Draw one line of text in each box, all in one size: the largest that fits every one (a
    column of labels in sizes of their own looks uneven)."""
    if not boxes:
        return
    fonts = [fit_font(painter.font(), rect, text, bold=bold) for rect, text in boxes]
    font = min(fonts, key=lambda f: f.pixelSize())
    for rect, text in boxes:
        _draw(painter, rect, text, font, colour, 1, align)


def _draw(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor, lines: int, align) -> None:
    painter.setFont(font)
    painter.setPen(colour)
    if lines == 1:
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)
    else:
        painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap), text)


def readable_on(colour: QColor) -> QColor:
    """Dark ink on a light colour, white on a dark one."""
    return QColor("#ffffff") if colour.lightnessF() < 0.6 else INK


class NamePlate(Piece):
    """A player's name in a rounded plate: their colour in a dot (with their score in it, in a
    game with points), a tag on the right (pilot, stays, wins...), a gold rim while it is their turn.
    A plate too narrow for a name and a tag side by side, both readable, puts its tag on a second
    row under the name (`tag_below`)."""

    HEIGHT = 48.0

    def __init__(self, width: float, height: float = HEIGHT):
        self.text = self.tag = ""
        self.score: int | None = None
        self.colour = QColor("#ffffff")
        self.active = False
        self.tag_below = False
        self.pictures = StatePictures()  # (its looks come back move after move: kept, each drawn again)
        super().__init__(QRectF(-width / 2, -height / 2, width, height), z=z_values.LABEL)

    def set_size(self, width: float, height: float) -> None:
        self.set_rect(QRectF(-width / 2, -height / 2, width, height))

    def set(
        self,
        text: str,
        colour: QColor,
        *,
        active: bool = False,
        score: int | None = None,
        tag: str = "",
        tag_below: bool = False,
    ) -> None:
        new = (text, QColor(colour), score, tag, active, tag_below)
        if new != (self.text, self.colour, self.score, self.tag, self.active, self.tag_below):
            self.text, self.colour, self.score, self.tag, self.active, self.tag_below = new
            self.update()

    def _rows(self) -> tuple[QRectF, QRectF | None]:
        """The row of the dot and the name, and the tag's own row under it if it has one."""
        inner = self.rect().adjusted(2, 2, -2, -2)
        if not (self.tag and self.tag_below):
            return inner, None
        half = inner.height() / 2
        return QRectF(inner.left(), inner.top(), inner.width(), half), inner.adjusted(0, half, 0, 0)

    def _dot(self) -> QRectF:
        row = self._rows()[0]
        return QRectF(row.left() + 6, row.top() + 5, row.height() - 10, row.height() - 10)

    def tag_box(self) -> tuple[QRectF, QRectF, QFont]:
        """The tag's pill, the box of its words and their font: nearly as tall as the name's
        (issue 20: smaller, they could not be read at the zoom of a whole table), in a little
        over half the plate at most, which leaves the name its room (a longer tag is set smaller,
        by the rule above); on a row of its own, as wide as the plate."""
        row, below = self._rows()
        font = QFont()
        font.setBold(True)
        if below is None:
            font.setPixelSize(max(1, int(row.height() * 0.42)))
            width = min(QFontMetricsF(font).horizontalAdvance(self.tag) + 20, row.width() * 0.55)
            pill = QRectF(row.right() - width - 6, row.top() + 5, width, row.height() - 10)
        else:
            pill = below.adjusted(8, 0, -8, -5)
            font.setPixelSize(max(1, int(pill.height() * 0.66)))
            width = min(QFontMetricsF(font).horizontalAdvance(self.tag) + 20, pill.width())
            pill.setWidth(width)  # (under the name, from its left)
        box = pill.adjusted(8, 1, -8, -1)
        return pill, box, fit_font(font, box, self.tag, largest=font.pixelSize() / box.height())

    def name_box(self) -> tuple[QRectF, QFont]:
        """The box of the name and its font (tests measure it as it shows on screen)."""
        row, below = self._rows()
        x = self._dot().right() + 8
        tag_w = self.tag_box()[0].width() + 6 if self.tag and below is None else 0.0
        box = QRectF(x, row.top() + 4, row.right() - x - tag_w - 6, row.height() - 8)
        largest = 0.6 if below is None else 0.72  # (a row of its own: a name as tall as the tag)
        return box, fit_font(QFont(), box, self.text, bold=self.active, largest=largest)

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        look = (self.text, self.colour.rgba(), self.score, self.tag, self.active, self.tag_below)
        self.pictures.draw(painter, rect, look, self._paint_plate)

    def _paint_plate(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor("#e0a21a"), 4) if self.active else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235 if self.active else 175))
        inner = rect.adjusted(2, 2, -2, -2)
        radius = self._rows()[0].height() / 2
        painter.drawRoundedRect(inner, radius, radius)
        dot = self._dot()
        painter.setPen(QPen(QColor(255, 255, 255), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(dot)
        if self.score is not None:
            fit_text(painter, dot.adjusted(3, 3, -3, -3), str(self.score), readable_on(self.colour))
        if self.tag:
            pill, box, font = self.tag_box()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#1d3557"))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            _draw(painter, box, self.tag, font, QColor("#ffffff"), 1, Qt.AlignmentFlag.AlignCenter)
        box, font = self.name_box()
        _draw(painter, box, self.text, font, INK, 1, Qt.AlignmentFlag.AlignLeft)


class Badge(Piece):
    """A number in a round badge: how many cards a pile or a hand holds."""

    def __init__(self, radius: float = 22.0):
        self.number = 0
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius), z=z_values.BADGE)

    def set_number(self, number: int) -> None:
        if number != self.number:
            self.number = number
            self.update()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.setBrush(QColor("#1d3557"))
        painter.drawEllipse(rect.adjusted(2, 2, -2, -2))
        fit_text(painter, rect.adjusted(6, 4, -6, -4), str(self.number), QColor("#ffffff"))


class Panel(Piece):
    """A translucent rounded panel with a title and rows of (colour, left text, right text)."""

    ROW = 46.0
    TITLE = 52.0

    def __init__(self, width: float, *, min_height: float = 0.0, z: float = z_values.LABEL, left_share: float = 0.6):
        self.title = ""
        self.rows: tuple[tuple[QColor | None, str, str], ...] = ()
        self.min_height = min_height
        self.left_share = left_share  # of the width, where the left texts end (short right texts: more)
        super().__init__(QRectF(-width / 2, 0, width, max(min_height, self.TITLE)), z=z)

    def set(self, title: str, rows: tuple[tuple[QColor | None, str, str], ...] = ()) -> None:
        if (title, rows) != (self.title, self.rows):
            self.title, self.rows = title, rows
            r = self.rect()
            self.set_rect(QRectF(r.left(), 0, r.width(), max(self.min_height, self.TITLE + 8 + self.ROW * len(rows))))
            self.update()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        if not self.title and not self.rows:
            return
        painter.setPen(QPen(QColor(255, 255, 255, 200), 3))
        painter.setBrush(QColor(255, 255, 255, 130))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 20, 20)
        fit_text(
            painter, QRectF(rect.left() + 16, rect.top() + 8, rect.width() - 32, 40), self.title, QColor("#1d3557")
        )
        lefts, rights = [], []
        for i, (colour, left, right) in enumerate(self.rows):
            y = rect.top() + self.TITLE + i * self.ROW
            x = rect.left() + 18
            if colour is not None:
                painter.setPen(QPen(QColor(255, 255, 255), 2))
                painter.setBrush(colour)
                painter.drawEllipse(QRectF(x, y + 9, 26, 26))
                x += 36
            split = rect.left() + rect.width() * self.left_share
            lefts.append((QRectF(x, y + 4, split - x, 36), left))
            rights.append((QRectF(split + 8, y + 4, rect.right() - 18 - split - 8, 36), right))
        fit_column(painter, lefts, bold=False)
        fit_column(painter, rights, QColor("#1d3557"), align=Qt.AlignmentFlag.AlignRight)
