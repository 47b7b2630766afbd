"""What the shared tests need to know about every game, from the registry alone: which games
there are, with how many players and which options to play them, positions to look at, and what
a seat cannot see. No test names a game: a new game folder gets every shared test
(tests/test_contract.py lists them) without a test file edited."""

from __future__ import annotations

import functools
import importlib
import random
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import attrs

from cloudtable.engine import Game, IllegalAction, Match, Rng, available_games, get_game, new_match
from cloudtable.engine.registry import builtin_ids


def game_ids() -> list[str]:
    """Every game the registry offers now: the built-in ones and those the tests registered
    (conftest.py registers Sky Steps)."""
    return [game.id for game in available_games()]


def builtin_games() -> list[str]:
    """The games of cloudtable/games, for tests that run the app in a process of its own
    (where the tests' own games are not registered)."""
    return builtin_ids()


def player_counts(game: Game | str) -> list[int]:
    game = get_game(game) if isinstance(game, str) else game
    return list(range(game.min_players, game.max_players + 1))


def most_players(game: Game | str, cap: int = 4) -> int:
    """The most seats the game takes, up to `cap`: the most hidden hands for a test to look at."""
    game = get_game(game) if isinstance(game, str) else game
    return max(game.min_players, min(game.max_players, cap))


def some_players(game: Game | str, wanted: int = 2) -> int:
    """`wanted` players if the game takes them, else the nearest count it takes."""
    game = get_game(game) if isinstance(game, str) else game
    return max(game.min_players, min(game.max_players, wanted))


def setups(game: Game | str, count: int | None = None) -> list[tuple[int, dict[str, Any]]]:
    """(players, options) for `count` matches (by default enough to meet every player count and
    every choice the New Game dialog lists): the player counts in turn, each option's choices in
    turn (a hidden option's too: a seat colour's permutations are many, they come as they come)."""
    game = get_game(game) if isinstance(game, str) else game
    counts = player_counts(game)
    count = count or max(len(counts), *(len(o.choices) for o in game.options if not o.hidden), 1)
    out = []
    for i in range(count):
        players = counts[i % len(counts)]
        options: dict[str, Any] = {}
        for k, option in enumerate(game.options):
            value = option.choices[(i + k) % len(option.choices)].value
            try:
                game.check_options(players, {**options, option.key: value})
            except IllegalAction:  # e.g. a first seat beyond the seats
                continue
            options[option.key] = value
        out.append((players, options))
    return out


def positions(match: Match, seed: int, moves: int = 10**6) -> Iterator[Match]:
    """The match at each of its positions, from now to its end (or `moves` moves on), played by
    random legal moves; the same match object, moved on after each yield."""
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            return
        yield match
        match.apply(rng.choice(match.legal_actions()))
    if not match.is_over:
        yield match


def mid_game(game_id: str, players: int, seed: int, **kwargs: Any) -> Match:
    """A match halfway through a random game of this seed: past the set-up, cards on the table."""
    length = sum(1 for _ in positions(new_match(game_id, players, seed=seed, **kwargs), seed))
    match = new_match(game_id, players, seed=seed, **kwargs)
    for _ in positions(match, seed, length // 2):
        pass
    return match


def notation(game: Game) -> ModuleType | None:
    """The game's notation module (`format_state` / `parse_state`), None if it has none."""
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        return None
    try:
        module = importlib.import_module(package + ".notation")
    except ModuleNotFoundError:
        return None
    return module if hasattr(module, "format_state") and hasattr(module, "parse_state") else None


# --- a view sent to another computer -------------------------------------------------------------
# Never sent: which card is where by number from the deal (the host sends the moves' events).
NOT_SENT = ("ids",)


def same_state(a: Any, b: Any) -> bool:
    """Equal field by field (attrs classes), item by item and type by type (a tuple is not a
    list, True is not 1), whatever each class's own `==` says (some compare by identity), but
    for the fields never sent (NOT_SENT)."""
    kind = type(a)
    if kind is not type(b):
        return False
    if kind in _PLAIN:
        return bool(a == b)
    names = _compared_fields(kind)
    if names is not None:
        return all(same_state(getattr(a, name), getattr(b, name)) for name in names)
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return False
        if all(type(x) is int for x in a) and all(type(y) is int for y in b):  # (the usual case, quickly)
            return bool(a == b)
        return all(same_state(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_state(a[k], b[k]) for k in a)
    return bool(a == b)


_PLAIN = frozenset({int, str, bool, float, type(None)})


@functools.cache
def _compared_fields(kind: type) -> tuple[str, ...] | None:
    """The names of the attrs class's fields same_state compares; None if not an attrs class."""
    if not attrs.has(kind):
        return None
    return tuple(f.name for f in attrs.fields(kind) if f.name not in NOT_SENT)


def mutable_parts(obj: Any) -> dict[int, Any]:
    """Every object reachable from `obj` that can change (id -> object): those whose class has no
    hash (lists, dicts, sets, attrs classes that are not frozen, a generator), found through
    lists, tuples, dicts, sets and attrs fields."""
    out: dict[int, Any] = {}
    stack = [obj]
    seen: set[int] = set()
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if type(item).__hash__ is None:
            out[id(item)] = item
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif attrs.has(type(item)):
            stack.extend(getattr(item, f.name) for f in attrs.fields(type(item)))
        elif hasattr(item, "__slots__") and not isinstance(item, (str, bytes, int, float)):
            stack.extend(getattr(item, name) for name in item.__slots__ if hasattr(item, name))
    return out


def shared_parts(a: Any, b: Any) -> list[Any]:
    """The objects that can change which `a` and `b` share."""
    in_b = mutable_parts(b)
    return [part for key, part in mutable_parts(a).items() if key in in_b]


# --- what a seat cannot see ------------------------------------------------------------------------
def resample_hidden(game: Game, state: Any, seat: int | None, rng: Rng) -> Any:
    """A state `seat` cannot tell from `state`: the game's own `resample_hidden` (written from
    its rules, so that a view which forgets to mask something is caught), or, for a game that
    does not say, `redeal_masked`."""
    resampled = game.resample_hidden(state, seat, rng)
    return resampled if resampled is not None else redeal_masked(game, state, seat, rng)


def redeal_masked(game: Game, state: Any, seat: int | None, rng: Rng) -> Any:
    """What `view` masks, dealt again among the masked places (values of one type among
    themselves), and every generator in the state replaced. Weaker than a game's own
    `resample_hidden`: it cannot see what a view forgot to mask; it still finds a view or a
    computer player that reads the hidden cards some other way, or the future chance."""
    s = game.copy(state)
    spots: list[tuple[Any, Any]] = []  # (container, index or attribute name) of a masked value

    def fields(obj: Any) -> list[str]:
        if attrs.has(type(obj)):
            return [f.name for f in attrs.fields(type(obj))]
        return list(vars(obj)) if hasattr(obj, "__dict__") else []

    def walk(full: Any, seen: Any) -> None:
        if isinstance(full, list) and isinstance(seen, list):
            keys: list[Any] = list(range(len(full))) if len(full) == len(seen) else []
        elif type(full) is type(seen):
            keys = fields(full)
        else:
            return
        for key in keys:
            a = full[key] if isinstance(full, list) else getattr(full, key)
            b = seen[key] if isinstance(seen, list) else getattr(seen, key)
            if isinstance(a, Rng):
                if not isinstance(full, list):
                    setattr(full, key, Rng(rng.next64()))
            elif isinstance(a, list) or fields(a):
                walk(a, b)
            elif a != b:
                spots.append((full, key))

    walk(s, game.view(state, seat))
    by_type: dict[type, list[tuple[Any, Any]]] = {}
    for spot in spots:
        container, key = spot
        value = container[key] if isinstance(container, list) else getattr(container, key)
        by_type.setdefault(type(value), []).append(spot)
    for group in by_type.values():
        values = [c[k] if isinstance(c, list) else getattr(c, k) for c, k in group]
        rng.shuffle(values)
        for (container, key), value in zip(group, values, strict=True):
            if isinstance(container, list):
                container[key] = value
            else:
                setattr(container, key, value)
    return s
