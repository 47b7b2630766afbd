"""PySide6 asks of every module imported after it whether it mentions "PySide6" (a module that
does may switch on PySide's `__feature__` options). It reads the module's source for that with
inspect.getsource, which goes through linecache and keeps every line of every module read:
about 0.15 ms a module, 5-6 ms of the time to the first frame for the 40 modules imported by
then (tests/bench/bench_startup.py), and more later. `read_bytes_instead` gives it the same
answer from the file's bytes, a few hundredths of a millisecond a module."""

from __future__ import annotations

import sys
from types import ModuleType


def mentions_pyside(module: ModuleType, fallback) -> bool:
    """Whether the source file of `module` has "PySide6" in it; `fallback(module)` for a module
    without one (built in, compiled, or in a frozen app)."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return fallback(module)


def read_bytes_instead() -> bool:
    """Put `mentions_pyside` in place of PySide6's own question (shibokensupport/feature.py,
    `_mod_uses_pyside`); False if this PySide6 has none such (then nothing changes)."""
    import PySide6  # noqa: F401 (its import hook and the module asking are set up with it)

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if not callable(original):
        return False
    if getattr(original, "reads_bytes", False):
        return True

    def uses_pyside(module: ModuleType) -> bool:
        return mentions_pyside(module, original)

    uses_pyside.reads_bytes = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
    return True
