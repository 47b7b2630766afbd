"""What ran in the event loop's long iterations (bench_frames.py with CLOUDTABLE_FRAMES_WHY=ms):
the window's handlers are wrapped so that each records its UI-thread time, nested in the order
they started; the garbage collector's runs too. Only for the bench, never in the app."""

from __future__ import annotations

import functools
import gc
import importlib
import time

# (module, class, method): what a computer's move sets going on the UI thread.
TIMED = (
    ("cloudtable.ui.session", "GameSession", "_bot_chose"),
    ("cloudtable.ui.session", "GameSession", "_start_bot"),
    ("cloudtable.ui.session", "GameSession", "_save_autosave"),
    ("cloudtable.ui.session", "GameSession", "_collect_autosaves"),
    ("cloudtable.ui.session", "GameSession", "update_viewer"),
    ("cloudtable.ui.bot_worker", "BotRunner", "think"),
    ("cloudtable.ui.bot_worker", "_Pool", "_read"),
    ("cloudtable.ui.play", "PlayController", "sync"),
    ("cloudtable.ui.play", "PlayController", "finish"),
    ("cloudtable.ui.table.game_table", "GameTable", "news"),
    ("cloudtable.ui.table.game_table", "GameTable", "content_rect"),
    ("cloudtable.ui.table.scene", "TableScene", "set_choices"),
    ("cloudtable.ui.table.scene", "TableScene", "fit_rect"),
    ("cloudtable.ui.table.scene", "TableScene", "announce"),
    ("cloudtable.ui.table.view", "TableView", "fit"),
    ("cloudtable.ui.table.paint_ahead", "PaintAhead", "_slice"),
    ("cloudtable.ui.side_panel", "SidePanel", "refresh"),
    ("cloudtable.ui.side_panel", "SidePanel", "_add_entry"),
    ("cloudtable.ui.side_panel", "SidePanel", "_refresh_turn"),
    ("cloudtable.ui.side_panel", "SidePanel", "_set_thinking"),
    ("cloudtable.ui.prompt_bar", "PromptBar", "show_prompt"),
    ("cloudtable.ui.main_window", "MainWindow", "_moved"),
    ("cloudtable.ui.main_window", "MainWindow", "_game_over"),
    ("cloudtable.ui.main_window", "MainWindow", "_laid_out"),
    ("cloudtable.ui.main_window", "MainWindow", "_keep_record"),
    ("cloudtable.ui.result_panel", "ResultPanel", "show_result"),
    ("cloudtable.ui.session", "GameSession", "save_to"),
    ("cloudtable.preferences", "Preferences", "add_played_game"),
    ("cloudtable.preferences", "Preferences", "add_recent_file"),
    ("cloudtable.storage", "AutosaveSlot", "delete"),
)
TABLES = {
    "cloudy-kingdom": ("cloudtable.ui.games.cloudy_kingdom", "CloudyKingdomTable"),
    "strange-world": ("cloudtable.ui.games.strange_world", "StrangeWorldTable"),
    "cloud9": ("cloudtable.ui.games.cloud9", "Cloud9Table"),
}


def instrument(spans: list, game_id: str, patch=setattr) -> None:
    """Wrap the handlers (with `patch`: a test passes monkeypatch.setattr, which undoes it)."""
    depth = [0]

    def timed(name, function):
        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            entry = [name, depth[0], 0.0]
            spans.append(entry)
            started = time.thread_time()
            depth[0] += 1
            try:
                return function(*args, **kwargs)
            finally:
                depth[0] -= 1
                entry[2] = (time.thread_time() - started) * 1000

        return wrapper

    for module, cls, method in TIMED:
        owner = getattr(importlib.import_module(module), cls)
        patch(owner, method, timed(f"{cls}.{method}", getattr(owner, method)))
    from cloudtable.ui.art import common

    patch(
        common, "painted_image", timed("picture", common.painted_image)
    )  # a design painted (not drawn from its kept picture)
    module, cls = TABLES[game_id]
    table = getattr(importlib.import_module(module), cls)
    patch(table, "sync", timed("table.sync", table.sync))

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsView

    from cloudtable.ui.table.view import TableView

    paint = timed("paint", QGraphicsView.viewportEvent)
    items: dict[str, list] = {}  # what the items' own paint() took in this paint, by class: [times, ms]

    def item_paint(function):
        @functools.wraps(function)
        def wrapper(self, *args, **kwargs):
            started = time.thread_time()
            try:
                return function(self, *args, **kwargs)
            finally:
                mine = items.setdefault(type(self).__name__, [0, 0.0])
                mine[0] += 1
                mine[1] += (time.thread_time() - started) * 1000

        return wrapper

    from cloudtable.ui.table.announce import Bubble, Ripple
    from cloudtable.ui.table.card import CardItem
    from cloudtable.ui.table.piece import Piece
    from cloudtable.ui.table.target import TargetItem

    for item in (Bubble, Ripple, CardItem, Piece, TargetItem):
        patch(item, "paint", item_paint(item.paint))

    def viewportEvent(self, event):
        if event.type() == QEvent.Type.Paint:
            items.clear()
            try:
                return paint(self, event)
            finally:
                for name, (count, ms) in sorted(items.items(), key=lambda kv: -kv[1][1]):
                    if ms >= 0.3:
                        spans.append([f"{name}x{count}", depth[0] + 1, ms])
        return QGraphicsView.viewportEvent(self, event)

    patch(TableView, "viewportEvent", viewportEvent)
    patch(
        TableView, "drawBackground", timed("sky", TableView.drawBackground)
    )  # (Qt keeps it: only after a resize or pan)
    patch(TableView, "resizeEvent", timed("view resized", TableView.resizeEvent))

    from PySide6.QtWidgets import QListWidget

    log_paint = timed("log's paint", QListWidget.viewportEvent)

    def log_viewport_event(self, event):
        if event.type() == QEvent.Type.Paint:
            lines = self.itemDelegate()
            before = getattr(lines, "painted", 0)
            try:
                return log_paint(self, event)
            finally:
                if getattr(lines, "painted", 0) > before:  # (kept_lines: lines painted anew)
                    spans.append([f"lines painted anew x{lines.painted - before}", depth[0] + 1, 0.0])
        return QListWidget.viewportEvent(self, event)

    import cloudtable.ui.side_panel as side_panel

    class TimedList(QListWidget):  # (the move log, its paints timed)
        viewportEvent = log_viewport_event

    widgets = side_panel.QtWidgets

    class Widgets:  # side_panel's QtWidgets, with the timed list
        def __getattr__(self, name):
            return TimedList if name == "QListWidget" else getattr(widgets, name)

    patch(side_panel, "QtWidgets", Widgets())

    from cloudtable.ui.table.scene import TableScene

    scene_event = TableScene.event
    queued = timed("scene's queued work", scene_event)  # its dirty items, its index (QGraphicsScene's own)

    def event(self, event):
        if event.type() == QEvent.Type.MetaCall:
            return queued(self, event)
        return scene_event(self, event)

    patch(TableScene, "event", event)

    collecting = {}

    def collected(phase, info):
        if phase == "start":
            collecting["at"] = time.thread_time()
        elif "at" in collecting:
            spans.append([f"gc{info['generation']}", depth[0], (time.thread_time() - collecting.pop("at")) * 1000])

    gc.callbacks.append(collected)  # (a test takes it out again)


class EventClock:
    """An application-wide event filter that marks where each event began (UI-thread time): an
    event's share is the time to the next mark, nested events included. It catches what no
    wrapped handler does (Qt's own timers, queued calls, the scene's updates)."""

    def __init__(self, app):
        from PySide6.QtCore import QEvent, QObject

        self.marks: list = []
        names = {}

        class Filter(QObject):
            def eventFilter(filter_self, watched, event):
                kind = event.type()
                name = names.get(kind)
                if name is None:
                    name = names[kind] = str(QEvent.Type(kind)).rsplit(".", 1)[-1]
                what = type(watched).__name__
                if what == "QWidget":  # (a viewport: named by the widget it belongs to)
                    parent = watched.parent()
                    what = f"{type(parent).__name__}'s viewport" if parent is not None else what
                self.marks.append((time.thread_time(), f"{name}>{what}"))
                return False

        self.filter = Filter()
        app.installEventFilter(self.filter)

    def shares(self, end: float, least_ms: float = 1.0) -> list:
        """The events of this iteration that took `least_ms` or more (to the next mark), and a
        fresh start."""
        marks, self.marks = self.marks, []
        out = []
        for (at, name), (after, _) in zip(marks, [*marks[1:], (end, "")], strict=False):
            ms = (after - at) * 1000
            if ms >= least_ms:
                out.append([f"@{name}", 0, ms])
        return out
