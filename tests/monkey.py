"""A monkey at the keyboard and mouse, in a process of its own: random clicks, drags to random
points and to lit places, keys, undo and redo, resizes and language switches on the real
window, games played on to their end and started again.

    python tests/monkey.py GAME [--seed S] [--events N] [--players P]
    python tests/monkey.py --serve

It prints one line of figures and exits 0; 1 if anything raised (an exception that reached
Qt's event loop, or one the table kit caught and wrote to the error log: the kit's guard keeps
the app alive, but a monkey must not find one), or if the match is no longer a legal one. A
crash kills the process: the test that starts it sees the signal in the exit status.

`--serve` imports what every run imports (Qt, the app, every game's table) once, then reads one
request a line on stdin and forks a process of its own for each run (see `serve`): a run's
start no longer pays for the imports, and a crash still ends only that run's process.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

KEYS = (
    "Tab",
    "Backtab",
    "R",
    "Return",
    "Escape",
    "Left",
    "Right",
    "Up",
    "Down",
    "Plus",
    "Minus",
    "F",
    "Space",
    "D",
    "J",
    "S",
    "L",
    "C",
    "K",
    "P",
    "N",
    "1",
    "2",
    "3",
)
SIZES = ((1200, 800), (1280, 720), (960, 540), (1920, 1080), (800, 600))
LANGUAGES = ("en", "fr", "de", "nl")
TEST_GAMES = ("sky-steps", "cloud-bids")


def register_test_games() -> None:
    """The kit's own small games (tests/minigame.py, tests/bidgame.py), as the tests have them."""
    import bidgame
    import bidgame_table
    import minigame
    import minigame_table
    from cloudtable.engine import register
    from cloudtable.ui.games import register_table

    for game, table in ((minigame.GAME, minigame_table.TABLE), (bidgame.GAME, bidgame_table.TABLE)):
        register(game)
        register_table(game.id, table)


def seats_for(game_id: str, players: int):
    """One person and computer players at the random level, in colours the game offers."""
    from cloudtable.engine import Seat
    from cloudtable.ui.games import table_class

    choices = getattr(table_class(game_id), "seat_colour_choices", None) or ("red", "blue", "green", "yellow")
    return [Seat("Anna", choices[0])] + [
        Seat(f"Bot {i}", choices[i % len(choices)], "computer", "random") for i in range(1, players)
    ]


def run(game_id: str, seed: int, events: int, players: int, home: Path | None = None) -> int:
    """`home` holds the run's settings, saves and log (a new temporary folder if None)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = home or Path(tempfile.mkdtemp(prefix="cloudtable-monkey-"))
    home.mkdir(parents=True, exist_ok=True)
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    from PySide6.QtCore import QPoint, QSettings, Qt
    from PySide6.QtTest import QTest

    from cloudtable.engine import load_match, new_match
    from cloudtable.error_log import log_path
    from cloudtable.i18n import Translators
    from cloudtable.preferences import Preferences
    from cloudtable.ui.app import make_application
    from cloudtable.ui.main_window import MainWindow

    raised: list[str] = []

    def hook(kind, error, trace):
        raised.append("".join(traceback.format_exception(kind, error, trace)))
        print(raised[-1], file=sys.stderr, flush=True)

    sys.excepthook = hook
    register_test_games()
    app = make_application()
    translators = Translators()
    translators.install("en")
    window = MainWindow(
        Preferences(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)), translators, bot_pause_ms=5
    )
    window.warn = lambda title, text, offer_save_as=False: None  # a modal box would wait for a click
    window.resize(*SIZES[0])
    window.show()
    QTest.qWaitForWindowExposed(window)
    rng = random.Random(seed)
    seats = seats_for(game_id, players)
    window.start_match(new_match(game_id, players, seed=seed, seats=seats))
    keys = [getattr(Qt.Key, "Key_" + name) for name in KEYS]
    left = Qt.MouseButton.LeftButton
    none = Qt.KeyboardModifier.NoModifier
    games = most_moves = 0
    started = time.perf_counter()

    def point(viewport) -> QPoint:
        # Mostly on the view, sometimes beyond its edges (a drag may end anywhere on the screen).
        w, h = viewport.width(), viewport.height()
        if rng.random() < 0.1:
            return QPoint(rng.randrange(-w, 2 * w), rng.randrange(-h, 2 * h))
        return QPoint(rng.randrange(max(w, 1)), rng.randrange(max(h, 1)))

    def wait_for_computer() -> None:
        session = window.session
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            match = session.match
            if match.is_over or match.current_player is None or match.current_player in session.people:
                return
            QTest.qWait(10)

    for step in range(events):
        viewport = window.view.viewport()
        kind = rng.random()
        if kind < 0.25:
            QTest.mouseClick(viewport, left, none, point(viewport))
        elif kind < 0.45:
            start, end = point(viewport), point(viewport)
            QTest.mousePress(viewport, left, none, start)
            QTest.mouseMove(viewport, (start + end) / 2)
            if rng.random() < 0.3:
                QTest.keyClick(viewport, Qt.Key.Key_R)
            QTest.mouseMove(viewport, end)
            QTest.mouseRelease(viewport, left, none, end)
        elif kind < 0.6:
            cards = window.scene.movable_cards()
            if cards:
                card = rng.choice(cards)
                start = window.view.mapFromScene(card.scenePos())
                QTest.mousePress(viewport, left, none, start)
                targets = window.scene.targets
                if targets and rng.random() < 0.7:
                    end = window.view.mapFromScene(rng.choice(targets).boundingRect().center())
                else:
                    end = point(viewport)
                QTest.mouseMove(viewport, (start + end) / 2)
                QTest.mouseMove(viewport, end)
                QTest.mouseRelease(viewport, left, none, end)
        elif kind < 0.63:
            choices = [c for c in window.scene.choices if c.isVisible()]
            if choices:
                QTest.mouseClick(
                    viewport, left, none, window.view.mapFromScene(rng.choice(choices).boundingRect().center())
                )
        elif kind < 0.68:
            buttons = [b for b in window.prompt_bar.buttons if b.isVisible() and b.isEnabled()]
            if buttons:  # the prompt's choices, and Play now / Take back under a held move
                rng.choice(buttons).click()
        elif kind < 0.7:
            window.view.set_zoom(window.view.zoom * rng.choice([0.8, 1.25]))
        elif kind < 0.9:
            QTest.keyClick(window.view, rng.choice(keys))
        elif kind < 0.93:
            if window.undo_action.isEnabled():
                window.undo_action.trigger()
        elif kind < 0.95:
            if window.redo_action.isEnabled():
                window.redo_action.trigger()
        elif kind < 0.97:
            window.resize(*rng.choice(SIZES))
        elif kind < 0.98:
            window.set_language(rng.choice(LANGUAGES))
        elif window.handoff.isVisible():
            window.handoff.button.click()
        if step % 20 == 0:
            QTest.qWait(5)  # let the computer players answer now and then
            wait_for_computer()
        match = window.session.match
        most_moves = max(most_moves, len(match.history))
        if match.is_over:
            games += 1
            window.start_match(new_match(game_id, players, seed=seed + step, seats=seats))
    match = window.session.match
    if load_match(match.to_json()).snapshot() != match.snapshot():
        raised.append("the match no longer replays to the same position")
    if log_path().exists():
        raised.append("the error log was written:\n" + log_path().read_text(encoding="utf-8", errors="replace"))
    elapsed = time.perf_counter() - started
    print(
        f"monkey {game_id} seed {seed}: {events} events in {elapsed:.1f} s, {games} games ended, "
        f"{most_moves} moves at most in one, {len(raised)} failures",
        flush=True,
    )
    for failure in raised:
        print(failure, file=sys.stderr, flush=True)
    window.close()
    from cloudtable.ui.bot_worker import wait_for_workers

    wait_for_workers()
    del app
    return 1 if raised else 0


def preload() -> None:
    """Import what every run imports (a run also loads every game's table: the welcome panel
    shows them all), and nothing starts: no QApplication, no thread, no file."""
    from PySide6 import QtTest  # noqa: F401

    with contextlib.suppress(ImportError):  # the sounds go quiet where it cannot load (no libpulse)
        from PySide6 import QtMultimedia  # noqa: F401
    import bidgame  # noqa: F401
    import bidgame_table  # noqa: F401
    import cloudtable.error_log  # noqa: F401
    import cloudtable.i18n  # noqa: F401
    import cloudtable.preferences  # noqa: F401
    import cloudtable.ui.app  # noqa: F401
    import cloudtable.ui.main_window  # noqa: F401
    import minigame  # noqa: F401
    import minigame_table  # noqa: F401
    from cloudtable.engine.registry import builtin_ids
    from cloudtable.ui.bot_worker import wait_for_workers  # noqa: F401
    from cloudtable.ui.games import table_class

    for game_id in builtin_ids():
        table_class(game_id)


def serve() -> int | None:
    """Answer runs asked on stdin, one JSON line each: {"args": [GAME, "--seed", ...], "stdout":
    FILE, "stderr": FILE}. Each run is a forked process of its own, its output in those files;
    this process writes {"pid": P} when it has started and {"status": S} when it has ended (S as
    subprocess gives it: the exit code, or minus the signal that killed it). It ends at the end
    of stdin. In the forked process this returns the run's exit code, and the process ends as a
    started one would (sys.exit, with Python's and Qt's clean-up)."""
    preload()
    threads = len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 1
    if threads != 1:  # a fork copies only the calling thread: a lock another held stays held
        raise SystemExit(f"monkey server: {threads} threads after the imports, cannot fork safely")
    gc.freeze()  # the imports' objects: no run's collections walk them (nor copy their pages)
    while True:
        line = sys.stdin.readline()
        if not line:
            return 0
        request = json.loads(line)
        writing = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
        # Opened here, before the fork: they exist even if the run dies at once.
        files = [os.open(os.devnull, os.O_RDONLY), os.open(request["stdout"], writing, 0o644)]
        files.append(os.open(request["stderr"], writing, 0o644))
        pid = os.fork()
        for fd, opened in enumerate(files):
            if pid == 0:  # the run: stdin, stdout and stderr are these
                os.dup2(opened, fd)
            os.close(opened)
        if pid == 0:
            return main(request["args"])
        print(json.dumps({"pid": pid}), flush=True)
        _, status = os.waitpid(pid, 0)
        print(json.dumps({"status": os.waitstatus_to_exitcode(status)}), flush=True)


def main(argv: list[str]) -> int | None:
    if argv == ["--serve"]:
        return serve()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--events", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--home", type=Path, help="the run's folder (default: a new temporary one, kept)")
    args = parser.parse_args(argv)
    return run(args.game, args.seed, args.events, args.players, args.home)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
