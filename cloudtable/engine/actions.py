"""Actions to and from JSON: {"type": class name, ...fields}."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .errors import SaveFileError
from .memo import Memo
from .message import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:
    import cattrs

_converter: cattrs.Converter | None = None
_making = threading.Lock()  # the idle warm-up (ui/warm_up.py) may make it on its own thread


def converter() -> cattrs.Converter:
    # cattrs is imported on first use: the window's start-up does not need it.
    global _converter
    if _converter is None:
        with _making:
            if _converter is None:
                import cattrs

                _converter = cattrs.Converter()
    return _converter


# Moves read before, by the codec's types and the move's JSON (types kept: true is not 1): a
# save's moves repeat (every Roll, every Jump), and a loaded save is read again by its checks.
# Only actions that cannot change (hashable) are kept.
_LOADED: Memo[Any] = Memo(4096)


def _frozen(value: Any) -> Any:
    """A hashable form of a JSON value that tells its types apart, or None for anything else
    (a float included: NaN and -0.0 are left to the full reading)."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return (kind, value)
    if kind is list:
        items = tuple(_frozen(v) for v in value)
        return None if None in items else (list, items)
    if kind is dict:
        entries = []
        for key, item in value.items():
            frozen = _frozen(item)
            if type(key) is not str or frozen is None:
                return None
            entries.append((key, frozen))
        return (dict, frozenset(entries))
    return None


class ActionCodec:
    def __init__(self, types: Iterable[type]):
        self._types = {t.__name__: t for t in types}
        self._kinds = tuple(self._types.items())

    def load(self, data: Any) -> Any:
        """The action `data` (a move's JSON) holds; SaveFileError if it holds none."""
        try:
            frozen = _frozen(data)
        except RecursionError:  # nested too deep to be a move: the full reading refuses it
            frozen = None
        key = (self._kinds, frozen)
        if frozen is not None:
            action = _LOADED.get(key)
            if action is not None:
                return action
        action = self._read(data)
        if frozen is not None and type(action).__hash__ is not None:
            _LOADED.keep(key, action)
        return action

    def dump(self, action: Any) -> dict[str, Any]:
        return {"type": type(action).__name__, **converter().unstructure(action)}

    def _read(self, data: Any) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str) or data["type"] not in self._types:
            raise SaveFileError(
                Message.of("SaveFile", QT_TRANSLATE_NOOP("SaveFile", "The file holds a move this game does not know."))
            )
        cls = self._types[data["type"]]
        fields = {k: v for k, v in data.items() if k != "type"}
        try:
            action: Any = converter().structure(fields, cls)
        except Exception:  # cattrs raises a family of errors for bad shapes
            raise SaveFileError(
                Message.of("SaveFile", QT_TRANSLATE_NOOP("SaveFile", "The file holds a damaged move."))
            ) from None
        if not same_json(json.loads(json.dumps(self.dump(action))), data):  # extra or mistyped fields
            raise SaveFileError(Message.of("SaveFile", QT_TRANSLATE_NOOP("SaveFile", "The file holds a damaged move.")))
        return action


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values, types included: true is not 1, and 1.0 is not 1."""
    kind = type(a)
    if kind is not type(b):
        return False
    if kind in _SCALARS:
        return bool(a == b)
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list):
        if len(a) != len(b):
            return False
        # Most lists of a snapshot are whole numbers: compared at once when both are.
        if all(type(x) is int for x in a) and all(type(y) is int for y in b):
            return bool(a == b)
        return all(same_json(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


_SCALARS = frozenset({int, str, bool, float, type(None)})
