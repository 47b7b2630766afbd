"""The layers: arrows point down only. The rules run without Qt (nothing under engine/ or games/
imports PySide6); the engine knows no game, no window and no language; a game knows no window
and no language (it writes English Messages the window translates)."""

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


def _resolved(path: Path, node) -> str:
    """The absolute module name of an import, relative ones included."""
    if isinstance(node, ast.ImportFrom) and node.level:
        package = path.relative_to(ROOT.parent).with_suffix("").parts[:-node.level]
        return ".".join(package + ((node.module,) if node.module else ()))
    return node.module if isinstance(node, ast.ImportFrom) else ""


def imports_of(folder: str):
    for path in (ROOT / folder).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield path, alias.name
            elif isinstance(node, ast.ImportFrom):
                yield path, _resolved(path, node)


FORBIDDEN = {
    "engine": ("cloudtable.games", "cloudtable.ui", "cloudtable.i18n", "cloudtable.storage"),
    "games": ("cloudtable.ui", "cloudtable.i18n", "cloudtable.storage"),
}


def test_arrows_point_down_only():
    offenders = [f"{path.relative_to(ROOT)} imports {name}"
                 for folder, banned in FORBIDDEN.items() for path, name in imports_of(folder)
                 if any(name == b or name.startswith(b + ".") for b in banned)]
    assert offenders == []


def test_the_layer_check_resolves_relative_imports(tmp_path):
    node = ast.parse("from ...ui.table import scene").body[0]
    assert _resolved(ROOT / "games" / "cloud9" / "rules.py", node) == "cloudtable.ui.table"


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
