"""table.text.fit_font keeps the fonts it fitted: a name plate fitted its name again at every
paint (0.7-2.8 ms of a move's frame), the same name in the same box."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont

from cloudtable.ui.table import text


def test_the_same_text_in_the_same_box_is_fitted_once(qapp, monkeypatch):
    measured = []
    metrics = text.QFontMetricsF

    def counted(font):
        measured.append(font)
        return metrics(font)

    monkeypatch.setattr(text, "QFontMetricsF", counted)
    box = QRectF(0, 0, 123.5, 31)
    first = text.fit_font(QFont(), box, "A name fitted once, then kept")
    assert measured
    measured.clear()
    again = text.fit_font(QFont(), box, "A name fitted once, then kept")
    assert not measured and again == first
    # Another text, box or rule is fitted anew.
    text.fit_font(QFont(), box, "Another")
    assert measured
    measured.clear()
    text.fit_font(QFont(), QRectF(0, 0, 60, 31), "A name fitted once, then kept")
    assert measured


def test_a_kept_font_is_handed_out_as_a_copy(qapp):
    box = QRectF(0, 0, 200, 40)
    font = text.fit_font(QFont(), box, "Copy")
    size = font.pixelSize()
    font.setPixelSize(size + 7)
    assert text.fit_font(QFont(), box, "Copy").pixelSize() == size
