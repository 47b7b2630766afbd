"""The Qt layer: main window, table scene and items, card art, dialogs, the game tables.

Importing this package first guards against a reference-counting bug: the PySide6 6.12 wheels
drop one reference to `None` on every call of a method that returns nothing when they run on
Python 3.11 (they assume Python 3.12's immortal `None`). After a few thousand paint calls `None`
would reach zero references and the interpreter aborts ("none_dealloc: deallocating None").
Giving `None` a huge reference count makes it effectively immortal, as it is on Python 3.12+.
"""

import sys


def _make_none_immortal() -> None:
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import ctypes

    # ob_refcnt is the first field of every CPython object; 2**60 references never run out.
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 60


_make_none_immortal()
