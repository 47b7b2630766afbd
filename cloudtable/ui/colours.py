"""The seat colours people can pick, with translatable names."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from ..engine.message import QT_TRANSLATE_NOOP

PALETTE = {
    "red": (QT_TRANSLATE_NOOP("Colour", "Red"), "#d6453d"),
    "blue": (QT_TRANSLATE_NOOP("Colour", "Blue"), "#2f6fd0"),
    "green": (QT_TRANSLATE_NOOP("Colour", "Green"), "#3c9a4a"),
    "yellow": (QT_TRANSLATE_NOOP("Colour", "Yellow"), "#e7b724"),
    "orange": (QT_TRANSLATE_NOOP("Colour", "Orange"), "#ec7a22"),
    "purple": (QT_TRANSLATE_NOOP("Colour", "Purple"), "#8a4fc0"),
    "black": (QT_TRANSLATE_NOOP("Colour", "Black"), "#2b2b33"),
}
ORDER = ("red", "blue", "green", "yellow", "orange", "purple", "black")


def colour_name(key: str) -> str:
    name = PALETTE.get(key, (key, ""))[0]
    return QCoreApplication.translate("Colour", name)


def qcolor(key: str) -> QColor:
    return QColor(PALETTE[key][1]) if key in PALETTE else QColor(key if QColor.isValidColorName(key) else "#888888")


def swatch(key: str | QColor, size: int = 16) -> QIcon:
    """A round swatch of a colour (a palette key, or the QColor a table paints a seat in)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(255, 255, 255, 200))
    painter.setBrush(key if isinstance(key, QColor) else qcolor(key))
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)
