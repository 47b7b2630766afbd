"""The log's lines: a step's own line (`Game.describe`), what followed it by itself
(`Game.aftermath`: a new voyage, cards drawn...), and at the end of a game who won. A table on
the network gets the first two from its host (each line with its move) and says the end itself."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Match, Message, Outcome
from ..engine.message import QT_TRANSLATE_NOOP, second_person

CTX = "GameLog"
WINS = QT_TRANSLATE_NOOP("GameLog", "{player} wins the game.")
SHARE = QT_TRANSLATE_NOOP("GameLog", "{names} share the win.")
DRAW = QT_TRANSLATE_NOOP("GameLog", "The game ends in a draw: nobody wins.")
AND = QT_TRANSLATE_NOOP("GameLog", "{first} and {last}")
second_person(CTX, {WINS: QT_TRANSLATE_NOOP("GameLog", "You win the game.")})


@dataclass(frozen=True)
class LogEntry:
    seat: int | None  # the seat the line speaks of as {player} (None: of nobody)
    message: Message
    step: int = -1  # the step it tells of, from 0: a click on the line lights that move


def step_lines(match: Match, index: int, message: Message) -> list[LogEntry]:
    """The lines of `match`'s step `index`: its own (`message`, said before it was played),
    what followed it, and who won if it ended the game."""
    step = match.steps[index]
    lines = [LogEntry(step.seat, message, index)]
    lines += [LogEntry(said.seat, said.message, index) for said in step.said]
    if match.is_over and index == len(match.steps) - 1:
        lines += end_lines(match, index)
    return lines


def end_lines(match: Match, index: int) -> list[LogEntry]:
    """Who won (or the draw, or a solo game's rating), then why, in the game's words."""
    return outcome_lines(match.outcome, [seat.name for seat in match.seats], index)


def outcome_lines(outcome: Outcome | None, names: list[str], index: int) -> list[LogEntry]:
    """The end lines of a game that ended so (`names`: the seats' names), said of its move `index`:
    a local game's, and a table's on the network, whose host sends the outcome."""
    if outcome is None:
        return []
    winners = sorted(outcome.winners)
    if outcome.rating is not None:
        lines = [LogEntry(None, outcome.rating, index)]
    elif not winners:
        lines = [LogEntry(None, Message(CTX, DRAW), index)]
    elif len(winners) == 1:
        lines = [LogEntry(winners[0], Message(CTX, WINS), index)]
    else:
        shared = [names[seat] if seat < len(names) else "?" for seat in winners]
        both = Message.of(CTX, AND, first=", ".join(shared[:-1]), last=shared[-1])
        lines = [LogEntry(None, Message.of(CTX, SHARE, names=both), index)]
    if outcome.summary is not None:
        lines.append(LogEntry(None, outcome.summary, index))
    return lines
