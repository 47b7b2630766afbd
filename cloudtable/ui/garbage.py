"""Python's garbage collector, run from the main thread only.

Left to itself, Python collects reference cycles in whichever thread happens to be
allocating: often a computer player thinking on a worker thread. A cycle collected there
that holds Qt objects of an earlier game (a session and its timers) is destroyed on the
wrong thread; Qt cannot stop a timer from another thread and later crashes delivering it.
So automatic collection is off, and the main thread's event loop collects instead,
generation by generation, as often as Python itself would.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250  # often enough that garbage never piles up, rarely enough to cost nothing


class MainThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect)
        self._timer.start()

    def collect(self) -> int | None:
        """Collect the generations Python would have collected by now; None if none is due."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        if counts[0] < thresholds[0]:
            return None
        generation = 0
        # Each collection of a generation counts once towards the next one's threshold.
        while generation < 2 and counts[generation + 1] + 1 >= thresholds[generation + 1]:
            generation += 1
        gc.collect(generation)
        return generation
