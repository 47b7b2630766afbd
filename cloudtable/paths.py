"""Where the app's own files are: inside the installed package, or in a source checkout."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def _first_existing(*candidates: Path) -> Path:
    for path in candidates:
        if path.is_dir():
            return path
    return candidates[0]


def resources_dir() -> Path:
    """`resources/`: copied into the package by the build, at the top of a checkout."""
    return _first_existing(PACKAGE / "resources", PACKAGE.parent / "resources")


def translations_dir() -> Path:
    """Compiled `.qm` files: built into the package (by `make` or the wheel build)."""
    return PACKAGE / "translations"
