"""The move log's lines drawn from pictures kept of them. The list paints every line in sight
again whenever it repaints, and it repaints whole at every new line (its lines move up by one):
a line's wrapped words laid out and drawn anew, 30 of them at 1920x1080, took 1.5-4 ms of the
frame that shows a computer's move (tests/bench/bench_frames.py). A line is painted once by
Qt's own delegate into a picture, opaque on the list's base colour as it would be on the list
itself, and the picture is drawn after that, until anything it shows changes: its words, its
swatch, its colours, its state (hovered, current), its size, the palette. The first few lines in
a turn of the loop seen without their pictures get them at once: a new line at each move (when
computers play fast, a line painted directly was painted so again at the next three or four moves
before its picture was made). The others (all the lines at a new width) are painted as Qt paints
them, and get their pictures at the next paints or a moment later, a few lines a turn."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

# Pictures kept at most, the least recently drawn going first: about 30 lines are in sight, and a
# line of the side panel is about 40 KB at 1920x1080 (four times that at scale factor 2).
KEPT_LINES = 96
LATER_MS = 40  # after a paint that drew lines without pictures, their pictures are made...
PER_TURN = 6  # ...this many in a turn of the loop (a few tenths of a millisecond each)
# Pictures made during the paints of one turn of the loop, at most: making one costs half again a line's direct paint
# (0.15 against 0.1 ms; drawing it 0.025), all 30 in sight at a new width 4.5 ms against 3.
AT_ONCE = 8


class KeptLineDelegate(QStyledItemDelegate):
    def __init__(self, parent) -> None:
        super().__init__(parent)
        self._pictures: OrderedDict[tuple, QPixmap] = OrderedDict()
        # Lines seen without a picture: painted directly, their pictures made a few at a time
        # once the loop is free (all the lines in sight at a new width at once took 10 ms).
        self._wanted: OrderedDict[tuple, tuple[QPersistentModelIndex, QStyleOptionViewItem]] = OrderedDict()
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(LATER_MS)
        self._later.timeout.connect(self._make_wanted)
        self._made_at_once = 0  # in this turn of the loop (counted again after it: _new_paint)
        self._new_paint = QTimer(self)
        self._new_paint.setSingleShot(True)
        self._new_paint.setInterval(0)
        self._new_paint.timeout.connect(self._count_again)
        self.painted = 0  # pictures made (tests)
        self.direct = 0  # lines painted without a picture (tests)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        ratio = self.parent().devicePixelRatioF()
        key = self._key(option, index, ratio)
        picture = self._pictures.get(key)
        if picture is None and self._made_at_once < AT_ONCE and index.isValid():
            self._made_at_once += 1
            if not self._new_paint.isActive():
                self._new_paint.start()
            self._wanted.pop(key, None)
            picture = self._pictures[key] = self._painted(option, index, ratio)
            while len(self._pictures) > KEPT_LINES:
                self._pictures.popitem(last=False)
        if picture is None:
            super().paint(painter, option, index)
            self.direct += 1
            if key not in self._wanted:
                self._wanted[key] = (QPersistentModelIndex(index), QStyleOptionViewItem(option))
                while len(self._wanted) > KEPT_LINES:
                    self._wanted.popitem(last=False)
            if not self._later.isActive():
                self._later.start()
            return
        self._pictures.move_to_end(key)
        painter.drawPixmap(option.rect.topLeft(), picture)

    def _count_again(self) -> None:
        self._made_at_once = 0

    def _make_wanted(self) -> None:
        for _ in range(min(PER_TURN, len(self._wanted))):
            key, (index, option) = self._wanted.popitem(last=False)
            if index.isValid():
                self._pictures[key] = self._painted(option, QModelIndex(index), key[-1])
        while len(self._pictures) > KEPT_LINES:
            self._pictures.popitem(last=False)
        if self._wanted:
            self._later.start()

    def _key(self, option: QStyleOptionViewItem, index: QModelIndex, ratio: float) -> tuple:
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        colours = tuple(
            _brush(index.data(role)) for role in (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole)
        )
        font = index.data(Qt.ItemDataRole.FontRole)
        return (
            index.data(Qt.ItemDataRole.DisplayRole),
            icon.cacheKey() if icon is not None else None,
            colours,
            None if font is None else font.key(),
            option.font.key(),
            option.rect.width(),
            option.rect.height(),
            option.state.value,
            option.features.value,
            option.palette.cacheKey(),
            option.decorationSize.width(),
            option.direction.value,
            ratio,
        )

    def _painted(self, option: QStyleOptionViewItem, index: QModelIndex, ratio: float) -> QPixmap:
        picture = QPixmap(option.rect.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(option.palette.base().color())  # (opaque, as the list is: text keeps its smoothing)
        inner = QPainter(picture)
        try:
            moved = QStyleOptionViewItem(option)
            moved.rect = QRect(QPoint(0, 0), option.rect.size())
            if option.features & QStyleOptionViewItem.ViewItemFeature.Alternate:
                # (as the list draws an alternate row's ground before its delegate, and not hovered)
                row = QStyleOptionViewItem(moved)
                row.state &= ~QStyle.StateFlag.State_MouseOver
                style = option.widget.style() if option.widget is not None else QApplication.style()
                style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, row, inner, option.widget)
            super().paint(inner, moved, index)
        finally:
            inner.end()
        self.painted += 1
        return picture


def _brush(value) -> tuple | None:
    """What a line's colour role holds, as a key (a brush or a colour; None: the palette's)."""
    if isinstance(value, QBrush):
        return (value.style().value, value.color().rgba())
    if isinstance(value, QColor):
        return (Qt.BrushStyle.SolidPattern.value, value.rgba())
    return None if value is None else (repr(value),)
