"""Translations for the build and for developers, with Qt's own tools.

- `compile_translations`: `.ts` -> `.qm` with PySide6's lrelease (used by setup.py, make and the
  PyInstaller spec); an unfinished translation fails the build.
- `update_translations` (`python cloudtable_build.py update`, `make update-translations`): Qt's
  lupdate reads every module of the package and updates `translations/*.ts`: new strings come in
  unfinished, strings the code no longer has go. French, German and Dutch get every string;
  English (`cloudtable_en.ts`) only the plural forms of counts ("%n cards": "1 card").
- `read_ts`: the entries of a `.ts` file, for the tests.

Strings are written so that lupdate finds them: `self.tr("…")` in widgets,
`QT_TRANSLATE_NOOP("Context", "…")` with a literal context elsewhere, and for a text with a
count `translate("Context", "… %n …", None, 1)` (see cloudtable/engine/message.py).
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).parent
LANGUAGES = ("fr", "de", "nl")  # translated in full; English has its plural forms only


def _tool(name: str) -> list[str]:
    from PySide6.scripts import pyside_tool  # noqa: F401  (fails early without PySide6)

    return [sys.executable, "-c", f"from PySide6.scripts.pyside_tool import {name}; {name}()"]


def sources(package: Path = HERE / "cloudtable") -> list[str]:
    return [str(p) for p in sorted(package.rglob("*.py"))]


def lupdate_commands(
    folder: Path = HERE / "translations", package: Path = HERE / "cloudtable", keep_obsolete: bool = False
) -> list[list[str]]:
    """The lupdate runs that bring the `.ts` files in `folder` up to date with `package`."""
    common = [*_tool("lupdate"), "-locations", "none", *([] if keep_obsolete else ["-no-obsolete"]), *sources(package)]
    return [
        [*common, "-ts", *(str(folder / f"cloudtable_{code}.ts") for code in LANGUAGES)],
        [*common, "-pluralonly", "-ts", str(folder / "cloudtable_en.ts")],
    ]


def update_translations(folder: Path = HERE / "translations") -> None:
    for command in lupdate_commands(folder):
        subprocess.run(command, check=True)


def compile_translations(source: Path, target: Path) -> list[Path]:
    target.mkdir(parents=True, exist_ok=True)
    made = []
    for ts in sorted(source.glob("*.ts")):
        qm = target / (ts.stem + ".qm")
        subprocess.run([*_tool("lrelease"), "-silent", "-fail-on-unfinished", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


def read_ts(path: Path) -> dict[tuple[str, str], tuple[list[str], str | None]]:
    """(context, source) -> (the translation's forms, its type: None when finished, else
    "unfinished", "vanished", "obsolete"...). A text without plural forms has one form."""
    entries = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            entries[(name, message.findtext("source", ""))] = (forms, translation.get("type"))
    return entries


if __name__ == "__main__":
    if sys.argv[1:] == ["update"]:
        update_translations()
    else:
        for made in compile_translations(HERE / "translations", HERE / "cloudtable" / "translations"):
            print(made)
