"""The rules must run without Qt: nothing under engine/ or games/ may import PySide6."""

import ast
from pathlib import Path

ROOT = Path(__file__).parent.parent / "cloudtable"


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_engine_and_games_never_import_qt():
    offenders = []
    for folder in ("engine", "games"):
        for path in (ROOT / folder).rglob("*.py"):
            for name in imported_modules(path):
                if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
                    offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert offenders == []


def test_the_check_itself_sees_an_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\n")
    assert list(imported_modules(bad)) == ["PySide6.QtCore"]


def test_rules_import_in_a_process_without_qt():
    import subprocess
    import sys

    code = (
        "import sys, importlib, pkgutil, cloudtable.engine, cloudtable.games as g\n"
        "for m in pkgutil.walk_packages(g.__path__, 'cloudtable.games.'):\n"
        "    importlib.import_module(m.name)\n"
        "assert not any(n.startswith('PySide6') for n in sys.modules), sorted(n for n in sys.modules if 'PySide6' in n)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT.parent)
