"""An announced place glows a moment (table/announce.py Ripple); the newest two glow at once: a
third ends the oldest, so that computers playing fast do not pile up glows that are each painted
again at every frame."""

from PySide6.QtCore import QRectF

from cloudtable.engine import Message, Seat, new_match
from cloudtable.ui.table.announce import Announcement, Ripple
from cloudtable.ui.table.scene import RIPPLES_AT_ONCE


def test_a_new_glow_ends_the_oldest_beyond_two(qtbot, window):
    window.start_match(new_match("cloud9", 2, seed=3, seats=[Seat("Ann"), Seat("Bob")]))
    scene = window.scene
    places = [QRectF(100 * i, 0, 80, 120) for i in range(5)]
    for place in places:
        scene.announce(Announcement(Message("Cloud9Table", "pilot"), place))
    assert RIPPLES_AT_ONCE == 2
    glowing = [item for item in scene.items() if isinstance(item, Ripple)]
    assert sorted(r._rect.x() for r in glowing) == [300, 400]  # the newest two
    qtbot.waitUntil(lambda: not any(isinstance(item, Ripple) for item in scene.items()), timeout=3000)
