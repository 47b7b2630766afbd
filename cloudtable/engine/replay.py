"""A game's record looked at again: any position of it, numbered by turn and by round, and a new
game played on from one of them. No Qt.

A match is fully defined by its options, seed and moves: position n is the start replayed with the
first n moves. Replaying from the start at each jump would be slow in a long game, so a copy of the
match is kept every `CHECKPOINT` moves, and a jump replays at most `CHECKPOINT - 1` moves from the
nearest one before it (tests/bench/bench_review.py times it)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from .game import Chapter
from .match import Match, Seat
from .message import Message

CHECKPOINT = 8  # moves between two kept copies
OPEN = "open"  # whose eyes: nobody's, every card face up (a game that is over)


class Replay:
    """The positions of a recorded match, from its start (0) to its last move (`length`)."""

    def __init__(self, match: Match, every: int = CHECKPOINT):
        self.game = match.game
        self.players = match.players
        self.seed = match.seed
        self.options = dict(match.options)
        self.seats: list[Seat] = list(match.seats)
        self.bot_secret = match.bot_secret
        self.history: list[Any] = list(match.history)
        self._every = every
        # One walk through the record: the copies kept, the log's words, each position's chapter
        # and who acts there. Its seats are computers: no view is compared at each step for the
        # undo policy, which a review never asks.
        quiet = [replace(seat, kind="computer") for seat in self.seats]
        walk = Match(self.game, self.players, self.seed, self.options, quiet, self.bot_secret)
        self._kept: list[Match] = []
        self.log: list[tuple[int, Message]] = []  # (seat, words) of each move, as the log said it
        chapters: list[Chapter] = [walk.chapter]
        actors: list[int | None] = [walk.current_player]
        for number, action in enumerate(self.history):
            if number % every == 0:
                self._kept.append(walk.fork())
            seat = walk.current_player
            assert seat is not None  # (a record has no move after the end)
            self.log.append((seat, walk.describe(action)))
            walk.apply(action)
            chapters.append(walk.chapter)
            actors.append(walk.current_player)
        if self.length % every == 0:
            self._kept.append(walk.fork())
        self.is_over = walk.is_over
        self.rounds, self.turns = number_chapters(chapters, actors)
        self._round_starts = starts(self.rounds)
        self._turn_starts = starts(self.turns)

    @property
    def length(self) -> int:
        """The number of moves: the last position's number."""
        return len(self.history)

    def at(self, position: int) -> Match:
        """A match at `position` (0 to `length`), with the record's seats; a new one each time,
        never to be played on (see `play_on`)."""
        if not 0 <= position <= self.length:
            raise IndexError(f"no position {position} in a record of {self.length} moves")
        kept = position // self._every
        match = self._kept[kept].fork()
        for action in self.history[kept * self._every : position]:
            match.apply(action)
        match.seats = list(self.seats)
        return match

    # --- stepping by turn and by round ---------------------------------------------------------
    def next_turn(self, position: int) -> int:
        """Where the turn after the one at `position` begins (the last position if none does)."""
        return _after(self._turn_starts, position, self.length)

    def previous_turn(self, position: int) -> int:
        """Where the turn at `position` began, or the one before if it begins there."""
        return _before(self._turn_starts, position)

    def next_round(self, position: int) -> int:
        return _after(self._round_starts, position, self.length)

    def previous_round(self, position: int) -> int:
        return _before(self._round_starts, position)

    # --- whose eyes -------------------------------------------------------------------------------
    @property
    def people(self) -> list[int]:
        """The seats people played (at this computer: a save holds nobody else's)."""
        return [seat for seat, info in enumerate(self.seats) if not info.is_computer]

    def eyes(self) -> list[int | str | None]:
        """Whose eyes the record may be seen with: once the game is over, any seat's, everyone's
        (None: what all could see) or every card face up (`OPEN`); while it goes on, everyone's
        and those of the seats people played, never more: nothing hidden of a game still running."""
        if self.is_over:
            return [None, OPEN, *range(self.players)]
        return [None, *self.people]

    def open_view(self, match: Match) -> Any:
        """Every card face up (Game.open_view) at a position of this record (`at`): only if the
        game is over; the cards of a game still going on are never all shown."""
        if not self.is_over:
            raise ValueError("the cards of a game still going on are never all shown")
        return self.game.open_view(match.state_copy())

    # --- playing on -----------------------------------------------------------------------------
    @property
    def may_play_on(self) -> bool:
        """A new game may start from any position of a game that is over, or of a game one
        person played alone against computers (nobody else's game is spoiled)."""
        return self.is_over or len(self.people) <= 1

    def play_on(self, position: int, seats: Iterable[Seat]) -> Match:
        """A new match from `position`: the same options and seed, the first `position` moves,
        `seats` (people or computers of any level), a new secret for its computer players. Of a
        game still going on, the seats stay as they were (only a computer's level may change):
        a person made a computer, or the other way round, would be shown what was hidden."""
        if not self.may_play_on:
            raise ValueError("a game other people are still playing is not played on from here")
        seats = list(seats)
        if not self.is_over and [s.kind for s in seats] != [s.kind for s in self.seats]:
            raise ValueError("the seats of a game still going on keep their kinds")
        match = Match(self.game, self.players, self.seed, self.options, seats)
        for action in self.history[:position]:
            match.apply(action)
        return match


def number_chapters(chapters: Sequence[Chapter], actors: Sequence[int | None]) -> tuple[list[int], list[int]]:
    """Each position's round and turn numbers (from 1), from its chapter (Game.chapter) and who
    acts there (None: the game is over). A new round always begins a new turn; where a game
    leaves its rounds to go round the table (round None), a round begins each time the seat that
    began the first of them begins a turn again. The end begins nothing: it ends the last turn."""
    rounds, turns = [1], [1]
    first = actors[0] if chapters and chapters[0].round is None else None
    for before, now, actor in zip(chapters, chapters[1:], actors[1:], strict=False):
        new_turn = now.turn != before.turn
        if actor is None:
            new_round = new_turn = False
        elif now.round is not None:
            new_round = now.round != before.round
        elif before.round is not None:  # the rounds round the table begin here
            new_round, first = True, actor
        else:
            new_round = new_turn and actor is not None and actor == first
        rounds.append(rounds[-1] + new_round)
        turns.append(turns[-1] + (new_turn or new_round))
    return rounds, turns


def starts(numbers: Sequence[int]) -> list[int]:
    """The positions where a number changes (and 0)."""
    return [0] + [p for p in range(1, len(numbers)) if numbers[p] != numbers[p - 1]]


def _after(starts: list[int], position: int, last: int) -> int:
    index = bisect_right(starts, position)
    return starts[index] if index < len(starts) else last


def _before(starts: list[int], position: int) -> int:
    index = bisect_left(starts, position)
    return starts[index - 1] if index > 0 else 0
