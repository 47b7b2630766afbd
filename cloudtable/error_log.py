"""The app's error log: a failure the player should never meet is written down, with its
traceback, in a file in the app's data folder (and on stderr), so that a report can say what
happened. The file is kept small: past a megabyte it starts again, the previous one kept.

No Qt here: the computer players' process and the headless tools log the same way.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import sys
import traceback
from pathlib import Path

from platformdirs import user_data_dir

APP = "cloudtable"
FILE_NAME = "cloudtable.log"
MAX_BYTES = 1_000_000

_logger: logging.Logger | None = None


def log_path() -> Path:
    return Path(user_data_dir(APP, appauthor=False)) / FILE_NAME


def _get_logger() -> logging.Logger:
    """The logger, writing to the log file when its folder can be made (else to stderr only).
    Made again when the data folder changes (each test has its own)."""
    global _logger
    path = log_path()
    if _logger is not None and getattr(_logger, "cloudtable_path", None) == path:
        return _logger
    logger = logging.getLogger("cloudtable.errors")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()
    logger.propagate = False
    logger.setLevel(logging.ERROR)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=1, encoding="utf-8", delay=True
        )
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        logger.addHandler(handler)
    except OSError:
        pass
    logger.cloudtable_path = path  # type: ignore[attr-defined]
    _logger = logger
    return logger


def log_text(where: str, text: str) -> Path:
    """Write `text` (a traceback from another process, say), saying `where`; answers the log
    file's path. Never raises."""
    with contextlib.suppress(OSError, ValueError):
        print(f"cloudtable: {where}\n{text}", file=sys.stderr, flush=True)
    try:
        logger = _get_logger()
        logger.error("%s\n%s", where, text.rstrip("\n"))
        for handler in logger.handlers:
            handler.flush()
    except Exception:  # noqa: BLE001
        pass
    return log_path()


def log_exception(where: str, error: BaseException | None = None) -> Path:
    """Write the exception being handled (or `error`) with its traceback, saying `where` it
    happened; answers the log file's path. Never raises: a full disk must not turn one failure
    into two."""
    if error is None:
        error = sys.exc_info()[1]
    text = "".join(traceback.format_exception(error)) if error is not None else "(no exception)\n"
    return log_text(where, text)
