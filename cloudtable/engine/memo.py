"""Answers worked out before, kept a while: the computer players' searches and a save's moves ask
the same questions again and again, and a later game asks others.

A `Memo` is a dict bounded by its number of entries: when full it is emptied, not trimmed (the
questions of the game going on come back at once; tracking which is oldest would cost on every
lookup). Its values are handed out as they are: keep only values nobody changes, or copy them."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Memo(Generic[V]):
    def __init__(self, most: int):
        self.most = most
        self._kept: dict[Hashable, V] = {}

    def get(self, key: Hashable) -> V | None:
        return self._kept.get(key)

    def keep(self, key: Hashable, value: V) -> V:
        if len(self._kept) >= self.most:
            self._kept.clear()
        self._kept[key] = value
        return value

    def answer(self, key: Hashable, work_out: Callable[[], V]) -> V:
        """The kept answer to `key`, else `work_out()`, kept."""
        value = self._kept.get(key)
        return self.keep(key, work_out()) if value is None else value

    def __len__(self) -> int:
        return len(self._kept)
