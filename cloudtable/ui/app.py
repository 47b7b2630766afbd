"""Start the application: Qt, languages, preferences, the main window."""

from __future__ import annotations

import contextlib
import functools
import gc
import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..i18n import Translators, system_language
from ..paths import resources_dir
from ..preferences import Preferences
from .garbage import MainThreadCollector

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@functools.cache
def app_icon() -> QIcon:
    # Sizes given, so no file is read before one is drawn; the PNGs are made from
    # cloudtable.svg by packaging/make_icons.py and go up to 512 pixels. Made once: each window
    # of a process (each test's) asks again through make_application.
    icon = QIcon()
    folder = resources_dir() / "icons"
    for size in ICON_SIZES:
        icon.addFile(str(folder / f"cloudtable-{size}.png"), QSize(size, size))
    return icon


class Application(QApplication):
    """The application. It collects Python's garbage from its own thread (ui/garbage.py). On
    macOS a double-click on a save in the Finder (or a save dropped on the Dock icon) arrives
    as a FileOpen event, not on the command line."""

    file_open_requested = Signal(str)

    def __init__(self, argv: list[str]):
        super().__init__(argv)
        self.collector = MainThreadCollector(self)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            self.file_open_requested.emit(event.file())
            return True
        return super().event(event)


def make_application(argv: list[str] | None = None) -> QApplication:
    # Qt's raster painter hands each fill taller than about a hundred lines to a pool of threads
    # and waits for them: for a card or a piece, the hand-off (waking threads, a semaphore) costs
    # more than the fill, and on two cores the pool competes with the computer players' process.
    # Measured (perf, two strong computers playing): about a quarter of the UI thread's time went to
    # waking the pool and waiting for it. Read once, when Qt first paints: so before the application
    # exists.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    # Qt on X11 names the window's class after argv[0]: run as `python -m cloudtable` that is
    # "__main__.py", which taskbars and window managers showed. Its own name instead.
    arguments = list(argv or sys.argv[:1])
    arguments[:1] = ["cloudtable"]
    app = QApplication.instance() or Application(arguments)
    QCoreApplication.setOrganizationName("cloudtable")
    QCoreApplication.setApplicationName("cloudtable")
    QCoreApplication.setApplicationVersion(__version__)
    app.setApplicationDisplayName("cloudtable")
    app.setDesktopFileName("io.github.cloudtable.CloudTable")
    app.setWindowIcon(app_icon())
    return app


def freeze_start_up_objects() -> None:
    """After the first frame: start-up's objects (modules, Qt's enums) live as long as the app,
    so no collection needs to look at them again."""
    gc.freeze()


def install_error_hook(window) -> None:
    """An exception that reaches Qt's event loop (a slot's, say) is written to the error log
    and the status bar says so; the app goes on."""
    from ..engine.message import QT_TRANSLATE_NOOP, Message

    def hook(kind, error, trace) -> None:
        from ..error_log import log_exception  # (logging is not loaded before it is needed)

        path = log_exception("an exception reached the event loop", error)
        with contextlib.suppress(Exception):  # a window already gone
            window.show_status(
                Message.of(
                    "MainWindow",
                    QT_TRANSLATE_NOOP("MainWindow", "Something went wrong. The details are in {path}."),
                    path=str(path),
                )
            )

    sys.excepthook = hook


def run(file: str | None = None, language: str | None = None, quit_after: int | None = None) -> int:
    from .main_window import MainWindow

    app = make_application()
    if file and quit_after is None:
        # A save double-clicked while cloudtable runs opens there: two windows playing side by
        # side would only confuse which game is which.
        from .single_instance import hand_over

        if hand_over(Path(file).absolute()):
            print(f"cloudtable: {file} opens in the cloudtable that is already running.", file=sys.stderr)
            return 0
    preferences = Preferences()
    translators = Translators()
    translators.install(language or preferences.language or system_language())
    if language:
        preferences.language = translators.language
    window = MainWindow(preferences, translators)
    install_error_hook(window)
    app.file_open_requested.connect(lambda path: window.open_file(Path(path)))
    late: dict = {}

    def after_first_frame() -> None:
        # Not before the first frame (tests/bench/bench_startup.py): Ctrl+C in the terminal
        # closes the window, and a save double-clicked meanwhile comes to this window.
        from .interrupt import InterruptWatcher
        from .single_instance import FileReceiver
        from .warm_up import WarmUp

        late["interrupt"] = InterruptWatcher(app)
        late["warm_up"] = WarmUp(app)  # what the first game needs, imported while the window idles
        receiver = late["receiver"] = FileReceiver(app)
        receiver.received.connect(lambda path: window.open_handed_file(Path(path)))
        receiver.listen()

    window.call_after_first_frame(after_first_frame)
    window.show()
    window.call_after_first_frame(freeze_start_up_objects)
    failed = []
    if file:

        def open_from_command_line() -> None:
            # Said on stderr too (a script or a launcher sees it), and the exit status says it.
            report = window.open_failed.connect(
                lambda text: print("cloudtable: " + text.replace("\n\n", " "), file=sys.stderr, flush=True)
            )
            if not window.open_file(Path(file)):
                failed.append(file)
            window.open_failed.disconnect(report)

        QTimer.singleShot(0, open_from_command_line)
    # (The unfinished games are listed on the welcome screen after the first frame.)
    if quit_after is not None:
        QTimer.singleShot(quit_after, app.closeAllWindows)  # message boxes too
    status = app.exec()
    if "interrupt" in late:
        late["interrupt"].uninstall()
    from .bot_worker import wait_for_workers

    wait_for_workers()  # a computer still thinking must not outlive the interpreter
    return status or (1 if failed else 0)
