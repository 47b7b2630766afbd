"""JSON read as bad input: what a save file or a frame from the network holds may be anything.

One reader for both (engine/savefile.py, net/protocol.py): integers longer than `max_digits`
(Python refuses those over 4,300 digits only after the work), NaN and Infinity (not JSON), and,
where asked, fractions and a key given twice (which one would count?) are refused with
`Refused`, and so is, where asked, a lone surrogate escape ("\ud800": JSON allows it, but it is no character,
and the string could never be written out again as UTF-8); text that is not JSON at all raises
ValueError, as `json.loads` does."""

from __future__ import annotations

import json
import re
from typing import Any

SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # (a pair is fine; only a lone one is refused)


class Refused(ValueError):
    """A document that parses, but holds a value the reader does not take."""


class NotText(Refused):
    """A string that is no Unicode text (a lone surrogate)."""


def loads(
    text: str, *, max_digits: int, fractions: bool = True, repeated_keys: bool = True, lone_surrogates: bool = True
) -> Any:
    def bounded_int(digits: str) -> int:
        if len(digits.lstrip("-")) > max_digits:
            raise Refused("a number too long")
        return int(digits)

    def no_constant(name: str) -> Any:
        raise Refused("NaN and Infinity are not JSON")

    def no_fraction(text: str) -> Any:
        raise Refused("a fraction")

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        data = dict(pairs)
        if len(data) != len(pairs):
            raise Refused("a key given twice")
        return data

    data = json.loads(
        text,
        parse_int=bounded_int,
        parse_constant=no_constant,
        parse_float=None if fractions else no_fraction,
        object_pairs_hook=None if repeated_keys else unique,
    )
    if not lone_surrogates and SURROGATE_ESCAPE.search(text) and not _all_text(data):
        raise NotText("a lone surrogate, which is no character")
    return data


def _all_text(value: Any) -> bool:
    """Whether every string in `value` (keys too) is Unicode text that UTF-8 can write."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True
