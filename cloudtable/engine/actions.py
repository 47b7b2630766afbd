"""Actions to and from JSON: {"type": class name, ...fields}."""

from __future__ import annotations

import json
from typing import Any, Iterable

from .errors import SaveFileError
from .message import Message

_converter = None


def converter():
    # cattrs is imported on first use: the window's start-up does not need it.
    global _converter
    if _converter is None:
        import cattrs

        _converter = cattrs.Converter()
    return _converter


class ActionCodec:
    def __init__(self, types: Iterable[type]):
        self._types = {t.__name__: t for t in types}

    def dump(self, action: Any) -> dict[str, Any]:
        return {"type": type(action).__name__, **converter().unstructure(action)}

    def load(self, data: Any) -> Any:
        if not isinstance(data, dict) or data.get("type") not in self._types:
            raise SaveFileError(Message.of("SaveFile", "The file holds a move this game does not know."))
        cls = self._types[data["type"]]
        fields = {k: v for k, v in data.items() if k != "type"}
        try:
            action = converter().structure(fields, cls)
        except Exception:  # cattrs raises a family of errors for bad shapes
            raise SaveFileError(Message.of("SaveFile", "The file holds a damaged move.")) from None
        if json.loads(json.dumps(self.dump(action))) != data:  # extra or mistyped fields
            raise SaveFileError(Message.of("SaveFile", "The file holds a damaged move."))
        return action
