"""The layers: arrows point down only. The rules run without Qt (nothing under engine/ or games/
imports PySide6); the engine knows no game, no window and no language; a game knows no window
and no language (it writes English Messages the window translates)."""

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).parent.parent / "cloudtable"


def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of the file's syntax tree (ast.walk's order)."""
    return _nodes(path.read_text(encoding="utf-8"))


@functools.cache
def _nodes(text: str) -> tuple[ast.AST, ...]:
    # Parsed once per text: several checks read every file, some of them in a copy of the tree.
    return tuple(ast.walk(ast.parse(text)))


def imported_modules(path: Path):
    for node in nodes(path):
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


def _resolved(path: Path, node, root: Path = ROOT) -> str:
    """The absolute module name of an import, relative ones included."""
    if isinstance(node, ast.ImportFrom) and node.level:
        parts = path.relative_to(root.parent).with_suffix("").parts
        package = parts[: -node.level] if parts[-1] != "__init__" else parts[:-1][: len(parts) - node.level]
        return ".".join(package + ((node.module,) if node.module else ()))
    return node.module if isinstance(node, ast.ImportFrom) else ""


def imports_of(folder: str, root: Path = ROOT):
    """(file, module) of every import under `folder`, wherever it stands (in a function, under
    TYPE_CHECKING): `from a import b` counts as importing a.b when b is a module."""
    for path in (root / folder).rglob("*.py"):
        for node in nodes(path):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield path, alias.name
            elif isinstance(node, ast.ImportFrom):
                module = _resolved(path, node, root)
                yield path, module
                for alias in node.names:
                    yield path, f"{module}.{alias.name}"


FORBIDDEN = {
    "engine": ("cloudtable.games", "cloudtable.ui", "cloudtable.i18n", "cloudtable.storage"),
    "games": ("cloudtable.ui", "cloudtable.i18n", "cloudtable.storage"),
    # The table kit owns its contract (the Feed it reads, the Prompt it asks): it never reaches
    # up to the window, the session, the play loop or a game's table.
    "ui/table": (
        "cloudtable.ui.main_window",
        "cloudtable.ui.session",
        "cloudtable.ui.play",
        "cloudtable.ui.games",
        "cloudtable.__main__",
    ),
    # Nothing climbs back up to the command line (the worker's flag lives with the worker).
    "ui": ("cloudtable.__main__",),
    # Play across machines: the host is headless (no Qt, no window), and the client library too.
    "net": ("cloudtable.ui", "cloudtable.storage", "cloudtable.i18n", "cloudtable.__main__", "PySide6", "shiboken6"),
}


def layer_offenders(root: Path = ROOT) -> list[str]:
    return sorted(
        {
            f"{path.relative_to(root)} imports {name}"
            for folder, banned in FORBIDDEN.items()
            for path, name in imports_of(folder, root)
            if any(name == b or name.startswith(b + ".") for b in banned)
        }
    )


def test_arrows_point_down_only():
    assert layer_offenders() == []


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_cycles(folder: str = "ui", root: Path = ROOT) -> list[list[str]]:
    """The circles of imports among the modules under `folder` (every import counts, a late one
    in a function or one under TYPE_CHECKING too): each as the modules around it."""
    modules = {_module_name(path, root): path for path in (root / folder).rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for path, name in imports_of(folder, root):
        if name in modules and name != _module_name(path, root):
            graph[_module_name(path, root)].add(name)
    cycles, state = [], {}  # state: 1 on the path being walked, 2 done

    def walk(node: str, trail: list[str]) -> None:
        state[node] = 1
        trail.append(node)
        for after in sorted(graph[node]):
            if state.get(after) == 1:
                cycles.append(trail[trail.index(after) :] + [after])
            elif after not in state:
                walk(after, trail)
        trail.pop()
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            walk(name, [])
    return cycles


def test_no_circle_of_imports_under_ui():
    assert import_cycles() == []


def test_both_checks_see_a_planted_upward_import(tmp_path):
    """A copy of the package where the kit's scene imports the window: the layer check and the
    circle check both fail on it."""
    import shutil

    copy = tmp_path / "cloudtable"
    shutil.copytree(
        ROOT,
        copy,
        ignore=lambda folder, names: [
            n for n in names if not n.endswith(".py") and not (Path(folder) / n).is_dir() or n == "__pycache__"
        ],
    )
    assert layer_offenders(copy) == [] and import_cycles(root=copy) == []
    scene = copy / "ui" / "table" / "scene.py"
    scene.write_text(
        scene.read_text(encoding="utf-8") + "\n\ndef _window():\n    from ..main_window import MainWindow\n",
        encoding="utf-8",
    )
    assert layer_offenders(copy) == [
        str(Path("ui/table/scene.py")) + " imports cloudtable.ui.main_window",
        str(Path("ui/table/scene.py")) + " imports cloudtable.ui.main_window.MainWindow",
    ]
    assert any(
        "cloudtable.ui.table.scene" in cycle and "cloudtable.ui.main_window" in cycle
        for cycle in import_cycles(root=copy)
    )


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


# The shell and its panels read a seat's view and the log through the session; the match itself
# is handed on unread (issue 19: a seat played from another computer has no match here).
SHELL_MODULES = ("main_window.py", "side_panel.py", "result_panel.py", "welcome_panel.py", "prompt_bar.py")


def match_reads(path: Path) -> list[str]:
    """Where a module reads a match: `x.match`, or an attribute of a name `match`."""
    found = []
    for node in nodes(path):
        if isinstance(node, ast.Attribute) and (
            node.attr == "match" or (isinstance(node.value, ast.Name) and node.value.id == "match")
        ):
            found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    return found


def test_the_window_and_its_panels_never_read_the_match():
    offenders = [line for name in SHELL_MODULES for line in match_reads(ROOT / "ui" / name)]
    assert offenders == []


def test_the_match_check_sees_a_read(tmp_path):
    planted = tmp_path / "window.py"
    planted.write_text("def f(self, match):\n    return self.session.match, match.is_over\n")
    assert len(match_reads(planted)) == 2


def test_the_host_and_the_client_import_in_a_process_without_qt():
    """`cloudtable host` runs headless, like the bot worker (tests/net/test_net_host.py also looks
    at a running host's memory map)."""
    import subprocess
    import sys

    code = (
        "import sys, importlib, pkgutil, cloudtable.net as n, cloudtable.__main__\n"
        "for m in pkgutil.walk_packages(n.__path__, 'cloudtable.net.'):\n"
        "    importlib.import_module(m.name)\n"
        "from cloudtable.net.host import parse_args, new_table\n"
        "new_table(parse_args(['strange-world', '--seats', 'open,computer']))\n"
        "assert not any(n.startswith(('PySide6', 'shiboken6')) for n in sys.modules), sorted(sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT.parent)
