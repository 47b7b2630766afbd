"""The computer players' process: it thinks, the window's process stays free to paint.

Started by the window (`ui/bot_worker.py`) as `python -m cloudtable --bot-worker`, or
`<bundle executable> --bot-worker` in a PyInstaller bundle, it never imports Qt (a test
checks): only the rules of the game it is asked about, which it imports when it unpickles
the first request. It talks over its stdin and stdout in frames: a 4-byte big-endian
length, then a pickle (between our own two processes only; saves never use pickle).

    parent -> worker   first  ("hello", sys.path)       the parent's import path, so that games
                                                         registered at run time (tests) unpickle here
                       then   (ticket, payload)          payload: pickle of (game, view, seat, level, seed)
    worker -> parent   first  (0, "ready", pid)
                       then   (ticket, "action", pickle of the action)  or  (ticket, "error", traceback text)

The game object travels pickled: its class and its `_bot` (a module-level function) by
reference. One request at a time, answered in order. EOF on stdin ends the process.
"""

from __future__ import annotations

import os
import struct
import sys
from typing import Any, BinaryIO

# `cloudtable --bot-worker` starts this process (the command line looks for it before anything
# else, and this module imports nothing heavy at its top, pickle included, so that the window's
# start, which reads this flag too, does not pay for the worker).
BOT_WORKER_FLAG = "--bot-worker"

HEADER = struct.Struct(">I")
PROTOCOL = 5  # pickle.HIGHEST_PROTOCOL of every Python this runs on (both ends are the same Python)
READY = 0  # the ticket of the worker's first frame


def frame(value: Any) -> bytes:
    """`value` pickled, behind its length."""
    import pickle

    data = pickle.dumps(value, PROTOCOL)
    return HEADER.pack(len(data)) + data


def read_frame(stream: BinaryIO) -> Any:
    """The next frame's value; EOFError at the end of the stream (or inside a frame)."""
    header = stream.read(HEADER.size)
    if len(header) < HEADER.size:
        raise EOFError
    (length,) = HEADER.unpack(header)
    data = stream.read(length)
    if len(data) < length:
        raise EOFError
    import pickle

    return pickle.loads(data)


def request_payload(game: Any, view: Any, seat: int, level: str, seed: int) -> bytes:
    """What the parent sends for one question (pickled apart from the ticket, so that a game
    that cannot be unpickled here is answered as an error of that ticket)."""
    import pickle

    return pickle.dumps((game, view, seat, level, seed), PROTOCOL)


def _error_text() -> str:
    import traceback  # only when something went wrong

    return traceback.format_exc()


def answer(ticket: int, payload: bytes) -> bytes:
    """The answer frame for one request: the action, or the traceback of what went wrong."""
    import pickle

    from .engine.rng import Rng

    try:
        game, view, seat, level, seed = pickle.loads(payload)
        action = game.choose_action(view, seat, level, Rng(seed))
        # Pickled apart too: an action the window cannot unpickle is still that ticket's error.
        return frame((ticket, "action", pickle.dumps(action, PROTOCOL)))
    except Exception:  # a bot's bug, or an action that cannot be pickled: reported, the worker goes on
        return frame((ticket, "error", _error_text()))


def serve(stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> int:
    """The worker's main loop; returns the exit status (0 at the end of stdin)."""
    import signal

    # Ctrl+C in a terminal reaches the whole process group: the window decides, and its
    # exit closes our stdin.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if stdin is None:
        stdin = os.fdopen(0, "rb", closefd=False)  # sys.stdin is None in some windowed bundles
    if stdout is None:
        # Our frames get file descriptor 1 to themselves; anything a bot prints goes to stderr.
        stdout = os.fdopen(os.dup(1), "wb")
        try:
            os.dup2(2, 1)
        except OSError:  # no stderr at all
            nowhere = os.open(os.devnull, os.O_WRONLY)
            os.dup2(nowhere, 1)
            os.close(nowhere)
        sys.stdout = sys.stderr if sys.stderr is not None else open(os.devnull, "w")  # noqa: SIM115 (for the life of the process)
    try:
        hello, path = read_frame(stdin)
        if hello != "hello":
            return 2
        sys.path[:] = [*path, *(p for p in sys.path if p not in path)]
        stdout.write(frame((READY, "ready", os.getpid())))
        stdout.flush()
        while True:
            ticket, payload = read_frame(stdin)
            stdout.write(answer(ticket, payload))
            stdout.flush()
    except EOFError:
        return 0
    except BrokenPipeError:  # the window is gone
        return 0


if __name__ == "__main__":
    sys.exit(serve())
