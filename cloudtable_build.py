"""Compile Qt Linguist `.ts` files to `.qm` with PySide6's lrelease (used by the build and make)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def lrelease() -> list[str]:
    from PySide6.scripts.pyside_tool import lrelease as _  # noqa: F401  (fails early without PySide6)

    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def compile_translations(source: Path, target: Path) -> list[Path]:
    target.mkdir(parents=True, exist_ok=True)
    made = []
    for ts in sorted(source.glob("*.ts")):
        qm = target / (ts.stem + ".qm")
        subprocess.run([*lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


if __name__ == "__main__":
    here = Path(__file__).parent
    for path in compile_translations(here / "translations", here / "cloudtable" / "translations"):
        print(path)
