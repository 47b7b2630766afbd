"""PySide6's question to each imported module (does it mention PySide6?) is answered from the
file's bytes, with the answers PySide6's own way gives."""

import importlib
import inspect
import sys

import cloudtable.ui  # noqa: F401 (puts the quicker answer in place)
from cloudtable.ui.feature_scan import mentions_pyside, read_bytes_instead


def _pyside_s_own_answer(module) -> bool:
    # shibokensupport/feature.py's _mod_uses_pyside, as PySide6 6.11 has it.
    try:
        return "PySide6" in inspect.getsource(module)
    except (TypeError, OSError, SyntaxError):
        return False


def test_pyside6_asks_the_quicker_way_once_the_qt_layer_is_imported():
    feature = sys.modules["shibokensupport.feature"]
    assert getattr(feature._mod_uses_pyside, "reads_bytes", False)
    assert read_bytes_instead()  # (twice is the same)
    assert getattr(feature._mod_uses_pyside, "reads_bytes", False)


def test_the_answers_are_pyside6_s_own():
    names = (
        "cloudtable.ui.app",  # imports PySide6
        "cloudtable.engine.message",  # never does
        "cloudtable.system_check",  # only names it
        "os",
        "sys",  # built in
        "PySide6.QtCore",  # compiled
        "PySide6",
    )
    answers = {}
    for name in names:
        module = importlib.import_module(name)
        answers[name] = mentions_pyside(module, _pyside_s_own_answer)
        assert answers[name] == _pyside_s_own_answer(module), name
    assert answers["cloudtable.ui.app"] and not answers["os"] and not answers["sys"]
