"""JSON read as bad input: what a save file or a frame from the network holds may be anything.

One reader for both (engine/savefile.py, net/protocol.py): integers longer than `max_digits`
(Python refuses those over 4,300 digits only after the work), NaN and Infinity (not JSON), and,
where asked, fractions and a key given twice (which one would count?) are refused with
`Refused`; text that is not JSON at all raises ValueError, as `json.loads` does."""

from __future__ import annotations

import json
from typing import Any


class Refused(ValueError):
    """A document that parses, but holds a value the reader does not take."""


def loads(text: str, *, max_digits: int, fractions: bool = True, repeated_keys: bool = True) -> Any:
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

    return json.loads(
        text,
        parse_int=bounded_int,
        parse_constant=no_constant,
        parse_float=None if fractions else no_fraction,
        object_pairs_hook=None if repeated_keys else unique,
    )
