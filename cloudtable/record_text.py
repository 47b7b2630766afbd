"""A game's record as plain text, to keep or share: the players, the result, and every move in
the current language, round by round, with the position at the start of each round (and at the
end) in the game's notation (docs/notation/, each game's `notation.py`).

A game that is over is written whole (every card, the seed). A game still going on is written as
the eyes it is reviewed with saw it (`Replay.eyes`): its positions are that view's, and its seed,
from which every hidden card follows, is not written."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from . import __version__
from .engine import Game, Message
from .engine.message import QT_TRANSLATE_NOOP
from .engine.replay import OPEN, Replay
from .i18n import render

C = "Record"
TITLE = QT_TRANSLATE_NOOP("Record", "{game}: the record of a game (cloudtable {version})")
PLAYERS = QT_TRANSLATE_NOOP("Record", "Players: {players}")
PERSON = QT_TRANSLATE_NOOP("Record", "{name} (person)")
COMPUTER = QT_TRANSLATE_NOOP("Record", "{name} (computer, {level})")
RESULT = QT_TRANSLATE_NOOP("Record", "Result: {result}")
WINNERS = QT_TRANSLATE_NOOP("Record", "won by {names}")
DRAW = QT_TRANSLATE_NOOP("Record", "a draw")
SCORES = QT_TRANSLATE_NOOP("Record", "Points: {scores}")
GOING_ON = QT_TRANSLATE_NOOP("Record", "The game is still going on.")
SEED = QT_TRANSLATE_NOOP("Record", "Seed of the deal: {seed}")
SEEN_BY = QT_TRANSLATE_NOOP("Record", "Positions as {name} saw them.")
SEEN_BY_ALL = QT_TRANSLATE_NOOP("Record", "Positions as everyone saw them (no hidden card).")
ROUND = QT_TRANSLATE_NOOP("Record", "Round {number}")
VOYAGE = QT_TRANSLATE_NOOP("Record", "Voyage {number}")
POSITION = QT_TRANSLATE_NOOP("Record", "Position: {position}")
FINAL = QT_TRANSLATE_NOOP("Record", "Final position: {position}")
LAST = QT_TRANSLATE_NOOP("Record", "Position after the last move: {position}")


def _words(text: str, **args: Any) -> str:
    return render(Message.of(C, text, **args))


def notation_of(game: Game) -> Callable[[Any], str] | None:
    """The game's `format_state` (its notation.py, beside its rules), None if it has none."""
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        return None
    try:
        module = importlib.import_module(package + ".notation")
    except ModuleNotFoundError:
        return None
    return getattr(module, "format_state", None)


def record_text(replay: Replay, eyes: int | str | None = None, level_name: Callable[[str], str] = str) -> str:
    """The record in words; `eyes` (a seat, or None: everyone's) says how a game still going on is
    written. `level_name` names a computer's level in the current language."""
    game, seats = replay.game, replay.seats
    over = replay.is_over
    if not over and eyes not in replay.eyes() or eyes == OPEN and not over:
        raise ValueError("a game still going on is written only as its players saw it")
    names = [seat.name for seat in seats]
    lines = [_words(TITLE, game=game.name, version=__version__)]
    who = [
        _words(COMPUTER, name=seat.name, level=level_name(seat.level))
        if seat.is_computer
        else _words(PERSON, name=seat.name)
        for seat in seats
    ]
    lines.append(_words(PLAYERS, players=", ".join(who)))
    last = replay.at(replay.length)
    if over:
        outcome = last.outcome
        if outcome.rating is not None:
            result = render(outcome.rating)
        elif outcome.winners:
            result = _words(WINNERS, names=", ".join(names[s] for s in sorted(outcome.winners)))
        else:
            result = _words(DRAW)
        lines.append(_words(RESULT, result=result))
        if outcome.summary is not None:
            lines.append(render(outcome.summary))
        if outcome.scores is not None:
            lines.append(
                _words(SCORES, scores=", ".join(f"{n} {p}" for n, p in zip(names, outcome.scores, strict=True)))
            )
        lines.append(_words(SEED, seed=replay.seed))
    else:
        lines.append(_words(GOING_ON))
        lines.append(_words(SEEN_BY, name=names[eyes]) if isinstance(eyes, int) else _words(SEEN_BY_ALL))
    write = notation_of(game)

    def position(match) -> str | None:
        if write is None:
            return None
        return write(match.state_copy() if over else match.view(eyes))

    heading = VOYAGE if game.round_name == "voyage" else ROUND
    for number, (seat, message) in enumerate(replay.log):
        if number == 0 or replay.rounds[number] != replay.rounds[number - 1]:
            lines += ["", _words(heading, number=replay.rounds[number])]
            shown = position(replay.at(number))
            if shown is not None:
                lines.append("  " + _words(POSITION, position=shown).replace("\n", "\n    "))
        lines.append(f"  {number + 1}. {render(message, player=names[seat])}")
    shown = position(last)
    if shown is not None:
        lines += ["", _words(FINAL if over else LAST, position=shown).replace("\n", "\n    ")]
    return "\n".join(lines) + "\n"
