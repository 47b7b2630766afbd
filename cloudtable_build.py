"""Translation tooling for the build and for developers (no Qt needed except to compile).

- `compile_translations`: `.ts` -> `.qm` with PySide6's lrelease (used by setup.py and make).
- `extract`: every player-visible English string in the code. Qt's lupdate cannot see the
  rules layer's convention (`Message(CTX, "text")` with the context in a constant, and small
  wrapper functions around it), so this reads the Python syntax tree itself and finds:
  `self.tr("…")` (context: the class), `QCoreApplication.translate(ctx, "…")`,
  `QT_TRANSLATE_NOOP(ctx, "…")`, `Message(ctx, "…")`, `Message.of(ctx, "…")`, and calls of any
  function that passes its first parameter on to one of those.
- `update_ts`: add new strings to a `.ts` file as unfinished, keep every translation, drop
  strings the code no longer has. `python cloudtable_build.py update` does it for all three.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).parent
LANGUAGES = {"fr": "fr_FR", "de": "de_DE", "nl": "nl_NL"}


# --- compiling ---------------------------------------------------------------------------
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


# --- extracting ----------------------------------------------------------------------------
Key = tuple[str, str]  # (context, source text)
DIRECT = {"QT_TRANSLATE_NOOP", "Message", "Message.of", "QCoreApplication.translate", "translate"}


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        base = func.value
        if isinstance(base, ast.Name):
            return f"{base.id}.{func.attr}"
        return f"?.{func.attr}"
    return ""


class _Module:
    def __init__(self, path: Path):
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        self.constants: dict[str, str] = {}
        for node in self.tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        self.constants[target.id] = node.value.value
            if isinstance(node, ast.ImportFrom):
                pass

    def text(self, node: ast.AST, imported: dict[str, str]) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            return self.constants.get(node.id, imported.get(node.id))
        return None


def extract(root: Path = HERE / "cloudtable") -> list[Key]:
    modules = [_Module(p) for p in sorted(root.rglob("*.py"))]
    # Module-level string constants are shared between modules of one package by import.
    shared: dict[str, str] = {}
    for module in modules:
        shared.update(module.constants)
    wrappers: dict[str, str | None] = {}  # function name -> context (None: the caller's `self.tr`)
    changed = True
    while changed:  # wrappers of wrappers
        changed = False
        for module in modules:
            for node in ast.walk(module.tree):
                if not isinstance(node, ast.FunctionDef) or node.name in wrappers or not node.args.args:
                    continue
                first = node.args.args[0].arg
                for call in ast.walk(node):
                    if not isinstance(call, ast.Call) or len(call.args) < 1:
                        continue
                    name = _call_name(call)
                    if name in DIRECT and len(call.args) >= 2 and isinstance(call.args[1], ast.Name) \
                            and call.args[1].id == first:
                        context = module.text(call.args[0], shared)
                        if context is not None:
                            wrappers[node.name] = context
                            changed = True
                            break
                    if name in wrappers and isinstance(call.args[0], ast.Name) and call.args[0].id == first:
                        wrappers[node.name] = wrappers[name]
                        changed = True
                        break
    found: dict[Key, None] = {}
    for module in modules:
        for cls_or_mod in [module.tree, *[n for n in ast.walk(module.tree) if isinstance(n, ast.ClassDef)]]:
            class_name = cls_or_mod.name if isinstance(cls_or_mod, ast.ClassDef) else None
            for call in ast.walk(cls_or_mod):
                if not isinstance(call, ast.Call) or not call.args:
                    continue
                name = _call_name(call)
                if name in ("self.tr", "cls.tr") and class_name:
                    text = module.text(call.args[0], shared)
                    if text is not None:
                        found[(class_name, text)] = None
                elif class_name is None and name in DIRECT and len(call.args) >= 2:
                    context, text = module.text(call.args[0], shared), module.text(call.args[1], shared)
                    if context is not None and text is not None and isinstance(call.args[1], ast.Constant):
                        found[(context, text)] = None
                elif class_name is None and name.split(".")[-1] in wrappers:
                    context = wrappers[name.split(".")[-1]]
                    if isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
                        found[(context, call.args[0].value)] = None
    return list(found)


# --- .ts files ----------------------------------------------------------------------------------
def read_ts(path: Path) -> dict[Key, tuple[str, bool]]:
    """(context, source) -> (translation, finished)."""
    entries = {}
    if not path.exists():
        return entries
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            finished = translation is not None and translation.get("type") is None and bool(translation.text)
            entries[(name, message.findtext("source", ""))] = (translation.text or "" if translation is not None else "", finished)
    return entries


def write_ts(path: Path, language: str, keys: list[Key], translations: dict[Key, tuple[str, bool]]) -> None:
    root = ET.Element("TS", version="2.1", language=language)
    by_context: dict[str, list[str]] = {}
    for context, source in keys:
        by_context.setdefault(context, []).append(source)
    for context in sorted(by_context):
        node = ET.SubElement(root, "context")
        ET.SubElement(node, "name").text = context
        for source in by_context[context]:
            message = ET.SubElement(node, "message")
            ET.SubElement(message, "source").text = source
            text, finished = translations.get((context, source), ("", False))
            translation = ET.SubElement(message, "translation")
            translation.text = text
            if not finished:
                translation.set("type", "unfinished")
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update_ts(folder: Path = HERE / "translations") -> None:
    keys = extract()
    for code, language in LANGUAGES.items():
        path = folder / f"cloudtable_{code}.ts"
        write_ts(path, language, keys, read_ts(path))


if __name__ == "__main__":
    if sys.argv[1:] == ["update"]:
        update_ts()
    else:
        for made in compile_translations(HERE / "translations", HERE / "cloudtable" / "translations"):
            print(made)
