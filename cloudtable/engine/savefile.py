"""The .cloudtable save format: UTF-8 JSON, replayed and checked on load."""

from __future__ import annotations

import json
from typing import Any

from .. import __version__
from . import strict_json
from .actions import ActionCodec, same_json
from .errors import EngineError, IllegalAction, SaveFileError
from .game import FIRST, Game
from .match import SEED_LIMIT, Match, Seat, check_seat
from .message import QT_TRANSLATE_NOOP, Message
from .registry import get_game

FORMAT = "cloudtable"
FORMAT_VERSION = 3
# What changed: 2 added the option "first" (who begins; before, always seat 0); 3 added
# "bot_secret", where the computer players' chance comes from (before, from the seed).
# No honest save comes near this; a bigger file is refused before it is parsed.
MAX_BYTES = 8 * 1024 * 1024
MAX_DIGITS = 20  # the longest number in a save: a 64-bit seed

_C = "SaveFile"
MESSAGES = {
    "empty": QT_TRANSLATE_NOOP("SaveFile", "The file is empty."),
    "too_big": QT_TRANSLATE_NOOP("SaveFile", "The file is too large to be a cloudtable save."),
    "not_text": QT_TRANSLATE_NOOP("SaveFile", "The file is not a cloudtable save (it is not text)."),
    "not_json": QT_TRANSLATE_NOOP("SaveFile", "The file is damaged or cut short: it is not valid JSON."),
    "not_ours": QT_TRANSLATE_NOOP("SaveFile", "The file is not a cloudtable save."),
    "newer": QT_TRANSLATE_NOOP(
        "SaveFile", "The file was saved by a newer cloudtable (format {found}); this version reads format {known}."
    ),
    "bad_field": QT_TRANSLATE_NOOP("SaveFile", "The save is damaged: the entry “{field}” is missing or wrong."),
    "bad_move": QT_TRANSLATE_NOOP(
        "SaveFile", "The save is damaged or was changed by hand: move {number} is not legal ({reason})"
    ),
    "mismatch": QT_TRANSLATE_NOOP(
        "SaveFile",
        "The save is damaged or was changed by hand: replaying its moves does not give the position it stores.",
    ),
    "unknown_game": QT_TRANSLATE_NOOP("SaveFile", "The save is for a game this version does not have ({id})."),
    "bad_number": QT_TRANSLATE_NOOP("SaveFile", "The save is damaged: it holds a number no save could hold."),
    "unreadable_move": QT_TRANSLATE_NOOP("SaveFile", "the move cannot be read"),
}


def _error(key: str, **args: Any) -> SaveFileError:
    return SaveFileError(Message.of(_C, MESSAGES[key], **args))


def match_to_data(match: Match, history: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The save's document; `history`, if given, is its moves already dumped (`dump_moves`)."""
    if history is None:
        history = dump_moves(match)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": match.game_id,
        "options": dict(match.options),
        "seed": match.seed,
        "bot_secret": match.bot_secret,
        "players": [{"name": s.name, "colour": s.colour, "kind": s.kind, "level": s.level} for s in match.seats],
        "history": history,
        "state": match.snapshot(),
    }


def dump_moves(match: Match, start: int = 0) -> list[dict[str, Any]]:
    """The match's moves from `start` on, as the save writes them."""
    codec = ActionCodec(match.game.action_types)
    return [codec.dump(step.action) for step in match.steps[start:]]


_STYLE: dict[str, Any] = {"ensure_ascii": False, "indent": 1, "sort_keys": True}
# The document's keys are sorted and indented by one space: "history" is a key of the top level,
# followed by others, and no other line of the text can read like this one (a string's line
# breaks are escaped).
_HISTORY_LINE = '\n "history": 0,\n'


def dump_match(match: Match) -> str:
    return dump_data(match_to_data(match))


class MoveTexts:
    """The texts of the moves of a save already written, so that after a move the save is
    written again at the cost of its new moves and its position only (`dump_data`): the moves
    are the same dicts from one save to the next (never changed once dumped)."""

    def __init__(self) -> None:
        self._texts: dict[int, tuple[dict[str, Any], str]] = {}

    def texts(self, history: list[dict[str, Any]]) -> list[str]:
        kept: dict[int, tuple[dict[str, Any], str]] = {}
        for move in history:
            known = self._texts.get(id(move))
            if known is None or known[0] is not move:
                # A move is a value of the list of the top level: two spaces deeper.
                known = (move, json.dumps(move, **_STYLE).replace("\n", "\n  "))
            kept[id(move)] = known
        self._texts = kept
        return [kept[id(move)][1] for move in history]


def dump_data(data: dict[str, Any], moves: MoveTexts | None = None) -> str:
    """The text of a save's document, the same with or without `moves` (the texts of moves
    written before, which are not dumped again)."""
    history = data["history"]
    if moves is None or not history:
        return json.dumps(data, **_STYLE) + "\n"
    head = json.dumps({**data, "history": 0}, **_STYLE)
    texts = "[\n  " + ",\n  ".join(moves.texts(history)) + "\n ]"
    return head.replace(_HISTORY_LINE, '\n "history": ' + texts + ",\n", 1) + "\n"


def _field(data: dict, key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _error("bad_field", field=key)
    return value


def _is_json_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, int, float, bool))


def _seat(entry: Any, game: Game) -> Seat:
    """A seat of the save, by the same rule as a new match's (match.check_seat)."""
    if not isinstance(entry, dict) or not all(
        isinstance(entry.get(k), str) for k in ("name", "colour", "kind", "level")
    ):
        raise _error("bad_field", field="players")
    try:
        seat = Seat(entry["name"], entry["colour"], entry["kind"], entry["level"])
        check_seat(seat, game)
    except ValueError:
        raise _error("bad_field", field="players") from None
    return seat


def _parse(text: str | bytes) -> Any:
    """The JSON document of a save's text or bytes (a UTF-8 byte-order mark is allowed)."""
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise _error("too_big")
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise _error("not_text") from None
    text = text.removeprefix("\ufeff")
    if len(text) > MAX_BYTES:
        raise _error("too_big")
    if not text.strip():
        raise _error("empty")
    try:
        # Python refuses integers over 4,300 digits only after the work; no save needs 20.
        return strict_json.loads(text, max_digits=MAX_DIGITS)
    except strict_json.Refused:
        raise _error("bad_number") from None
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError
        raise _error("not_json") from None


def _upgraded(options: dict, version: int, game: Game) -> dict:
    """The options of an older save as this version names them, the game unchanged."""
    if version < 2 and FIRST in {o.key for o in game.options}:
        options = {FIRST: 0, **options}  # before version 2 the first seat always began
    return options


def _head(data: Any) -> tuple[int, Game]:
    """A save document's format version and game, checked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _error("not_ours")
    version = _field(data, "format_version", int)
    if version > FORMAT_VERSION:
        raise _error("newer", found=version, known=FORMAT_VERSION)
    if version < 1:
        raise _error("bad_field", field="format_version")
    game_id = _field(data, "game", str)
    try:
        return version, get_game(game_id)
    except EngineError:
        raise _error("unknown_game", id=game_id) from None


def saved_game(text: str | bytes) -> Game:
    """The game a save's text holds, read from its head alone, its moves not replayed (for a list
    that names saves; opening one checks it whole); SaveFileError otherwise."""
    return _head(_parse(text))[1]


def load_match(text: str | bytes) -> Match:
    """A Match from a save's text; SaveFileError with a readable message otherwise, whatever
    the text holds. The whole document's shape and types are checked before anything is
    built from it; then its moves are replayed and must give the position it stores."""
    data = _parse(text)
    version, game = _head(data)
    options = _field(data, "options", dict)
    if not all(isinstance(k, str) and _is_json_scalar(v) for k, v in options.items()):
        raise _error("bad_field", field="options")
    options = _upgraded(options, version, game)
    seed = _field(data, "seed", int)
    if not 0 <= seed < SEED_LIMIT:
        raise _error("bad_field", field="seed")
    bot_secret = None  # before format 3 there was none: the match draws a fresh one
    if version >= 3:
        bot_secret = _field(data, "bot_secret", int)
        if not 0 <= bot_secret < SEED_LIMIT:
            raise _error("bad_field", field="bot_secret")
    players_data = _field(data, "players", list)
    if not game.min_players <= len(players_data) <= game.max_players:
        raise _error("bad_field", field="players")
    history = _field(data, "history", list)
    snapshot = _field(data, "state", dict)
    seats = [_seat(entry, game) for entry in players_data]
    try:
        match = Match(game, len(seats), seed, options, seats, bot_secret)
    except (EngineError, ValueError, TypeError):
        raise _error("bad_field", field="options") from None
    codec = ActionCodec(game.action_types)
    for number, raw in enumerate(history, start=1):
        action = codec.load(raw)
        try:
            match.apply(action)
        except IllegalAction as error:
            raise SaveFileError(Message.of(_C, MESSAGES["bad_move"], number=number, reason=error.message)) from None
        except Exception:  # a move the rules could not even judge: still only a damaged file
            raise _error("bad_move", number=number, reason=Message(_C, MESSAGES["unreadable_move"])) from None
    if not same_json(snapshot, json.loads(json.dumps(match.snapshot()))):
        raise _error("mismatch")
    return match
