"""The welcome's picture (its big title is drawn from the letters' outlines) is drawn once and
kept: by every window of the same size, and until its texts change."""

from cloudtable.engine.message import Message
from cloudtable.ui import welcome_item
from cloudtable.ui.welcome_item import WelcomeItem


def count_drawings(monkeypatch) -> list:
    drawn = []
    draw = WelcomeItem._draw

    def counted(painter, line, hint):
        drawn.append((line, hint))
        draw(painter, line, hint)

    monkeypatch.setattr(WelcomeItem, "_draw", staticmethod(counted))
    return drawn


def test_a_repaint_and_a_second_window_of_the_same_size_reuse_the_picture(window, qtbot, monkeypatch):
    drawn = count_drawings(monkeypatch)
    first = window.grab().toImage()
    second = window.grab().toImage()
    assert drawn == []
    assert first == second


def test_new_names_or_a_new_size_draw_it_again(window, monkeypatch):
    drawn = count_drawings(monkeypatch)
    before = window.grab().toImage()
    window.welcome.set_games([Message.of("Game", "Paper Moon")])
    after = window.grab().toImage()
    assert [line for line, _ in drawn] == ["Paper Moon"]
    assert after != before
    window.resize(900, 700)
    window.grab()
    assert len(drawn) == 2
    assert len(welcome_item._pictures) <= welcome_item.KEPT_PICTURES
