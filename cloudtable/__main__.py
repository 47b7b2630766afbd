"""The command line: `cloudtable [FILE.cloudtable] [--lang fr|de|nl|en]`, and `cloudtable host GAME ...`
(cloudtable/net/host.py: `cloudtable host --help`)."""

from __future__ import annotations

import sys
from types import SimpleNamespace

from . import __version__
from .bot_process import BOT_WORKER_FLAG

LANGUAGE_CODES = ("en", "fr", "de", "nl")
HOST_COMMAND = "host"

# What parse_args([]) gives (a test checks they agree). Most starts, a click on the icon, have
# no arguments, and argparse takes a few milliseconds to load and build: it is left out then.
NO_ARGUMENTS = SimpleNamespace(file=None, lang=None, install_desktop=False, uninstall_desktop=False, quit_after=None)


def parse_args(argv: list[str]) -> SimpleNamespace:
    import argparse

    parser = argparse.ArgumentParser(
        prog="cloudtable",
        description="A desktop tabletop for Cloudy Kingdom, Strange World above the clouds and Cloud 9.",
    )
    parser.add_argument("file", nargs="?", metavar="FILE.cloudtable", help="a saved game to open")
    parser.add_argument(
        "--lang", choices=LANGUAGE_CODES, help="the interface language (default: as last time, else the system's)"
    )
    parser.add_argument("--version", action="version", version=f"cloudtable {__version__}")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help="add cloudtable to your desktop's "
        "menu, with its icon, and let a double-click on a save open it (for you only)",
    )
    desktop.add_argument("--uninstall-desktop", action="store_true", help="take out what --install-desktop added")
    # For smoke tests of installed copies: quit after MS milliseconds; the exit status is 1
    # if FILE could not be opened.
    parser.add_argument("--quit-after", type=int, metavar="MS", help=argparse.SUPPRESS)
    return SimpleNamespace(**vars(parser.parse_args(argv)))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # Hidden: `cloudtable --bot-worker` is the computer players' process, started by the window
    # itself; it must never load Qt, so it is decided here before anything else.
    if argv == [BOT_WORKER_FLAG]:
        from .bot_process import serve

        return serve()
    # `cloudtable host GAME ...`: a table others join over the network; headless, no Qt either.
    if argv[:1] == [HOST_COMMAND] and "--matrix" in argv:  # the same, through Matrix (net/matrix/serve.py)
        from .net.matrix.serve import command_line as matrix_host

        return matrix_host(argv[1:])
    if argv[:1] == [HOST_COMMAND]:
        from .net.host import command_line as host

        return host(argv[1:])
    args = parse_args(argv) if argv else NO_ARGUMENTS
    if args.install_desktop or args.uninstall_desktop:
        from .desktop_integration import command_line

        return command_line(install_it=args.install_desktop)
    from .system_check import problem

    found = problem()  # no screen, or a system library Qt needs: one clear sentence, not Qt's abort
    if found is not None:
        print(found, file=sys.stderr)
        return 1
    import gc

    # No automatic garbage collection from here on: start-up makes many objects and almost no
    # garbage (the window shows a few milliseconds sooner), and later the application collects
    # from its main thread only (ui/garbage.py).
    gc.disable()
    from .ui.app import run  # Qt is loaded only when the window is really wanted

    return run(args.file, args.lang, args.quit_after)


if __name__ == "__main__":
    sys.exit(main())
