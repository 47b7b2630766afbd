"""Before Qt starts on Linux: is there a screen, and are the system libraries Qt's X11 plugin
needs installed? Qt's own messages are misleading ("libxcb-cursor0 is needed" while that one is
there) and it then aborts; this says in one sentence what is wrong and what to install.

`python -m cloudtable.system_check` (run by `make run`) reads the plugin's real dependencies with
ldd; the app itself, at each start, only tries the libraries below (they are loaded anyway).
No Qt here: this runs before Qt is imported.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# (ctypes and subprocess are imported where used: every start loads this module, ctypes is
# needed only under X11 and subprocess only by the thorough check; importing both cost a few
# milliseconds of the time to the first frame, tests/bench/bench_startup.py.)

# Libraries Qt's xcb platform plugin needs beyond a plain X11 system, and the Debian/Ubuntu
# package of each (the same names on both).
XCB_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
OTHER_PACKAGES = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
}
PACKAGES = {**XCB_PACKAGES, **OTHER_PACKAGES}


def wants_x11() -> bool:
    """True when Qt will use its X11 (xcb) plugin: on Linux, with no other platform asked for."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux") or platform not in ("", "xcb"):
        return False
    return platform == "xcb" or not os.environ.get("WAYLAND_DISPLAY")


def display_problem() -> str | None:
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "cloudtable is a desktop app and found no screen to open its window on (neither DISPLAY nor "
        "WAYLAND_DISPLAY is set): start it from a graphical session."
    )


def missing_quickly() -> list[str]:
    """The libraries of XCB_PACKAGES that cannot be loaded (a fraction of a millisecond each)."""
    import ctypes

    missing = []
    for library in XCB_PACKAGES:
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append(library)
    return missing


def xcb_plugin() -> Path | None:
    try:
        import importlib.util

        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    plugin = Path(list(spec.submodule_search_locations)[0]) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def missing_by_ldd(plugin: Path) -> list[str]:
    """Every library the plugin needs (directly or not) that the system does not have."""
    import subprocess

    try:
        out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    missing = [line.split()[0] for line in out.splitlines() if "not found" in line]
    return sorted(set(missing))


def advice(missing: list[str]) -> str:
    packages = sorted({PACKAGES[name] for name in missing if name in PACKAGES})
    unknown = [name for name in missing if name not in PACKAGES]
    text = f"cloudtable cannot open its window: these system libraries are missing: {', '.join(missing)}."
    if packages:
        text += f"\nOn Debian or Ubuntu, install them with:\n    sudo apt-get install {' '.join(packages)}"
    if unknown:
        text += f"\n(Find the package for {', '.join(unknown)} with your system's package search.)"
    return text


def problem(thorough: bool = False) -> str | None:
    """What stops the window from opening, in words, or None."""
    found = display_problem()
    if found is not None or not wants_x11():
        return found
    if thorough:
        plugin = xcb_plugin()
        missing = missing_by_ldd(plugin) if plugin is not None else []
    else:
        missing = missing_quickly()
    return advice(missing) if missing else None


def main() -> int:
    found = problem(thorough=True)
    if found is not None:
        print(found, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
