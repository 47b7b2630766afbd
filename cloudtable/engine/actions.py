"""Actions to and from JSON: {"type": class name, ...fields}."""

from __future__ import annotations

import json
from typing import Any, Iterable

import cattrs

from .errors import SaveFileError
from .message import Message

_converter = cattrs.Converter()


class ActionCodec:
    def __init__(self, types: Iterable[type]):
        self._types = {t.__name__: t for t in types}

    def dump(self, action: Any) -> dict[str, Any]:
        return {"type": type(action).__name__, **_converter.unstructure(action)}

    def load(self, data: Any) -> Any:
        if not isinstance(data, dict) or data.get("type") not in self._types:
            raise SaveFileError(Message.of("SaveFile", "The file holds a move this game does not know."))
        cls = self._types[data["type"]]
        fields = {k: v for k, v in data.items() if k != "type"}
        try:
            action = _converter.structure(fields, cls)
        except Exception:  # cattrs raises a family of errors for bad shapes
            raise SaveFileError(Message.of("SaveFile", "The file holds a damaged move.")) from None
        if json.loads(json.dumps(self.dump(action))) != data:  # extra or mistyped fields
            raise SaveFileError(Message.of("SaveFile", "The file holds a damaged move."))
        return action
