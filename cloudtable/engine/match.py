"""A match: one game being played, defined by its options, seed and history."""

from __future__ import annotations

from typing import Any, Iterable

import unicodedata
from dataclasses import dataclass

from .errors import IllegalAction
from .game import Game
from .message import QT_TRANSLATE_NOOP, Message
from .outcome import Outcome
from .registry import get_game
from .rng import Rng


MAX_NAME_LENGTH = 24  # a name longer than this would not fit the side panel or the hand-off screen


def is_valid_name(name: object) -> bool:
    """A player's name: 1 to MAX_NAME_LENGTH characters of text that can be written to a
    file (no lone surrogates) and shown on one line (no control characters)."""
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME_LENGTH or not name.strip():
        return False
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return not any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name)


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: shown in the side panel, kept in saves."""

    name: str
    colour: str = ""
    kind: str = "person"  # "person" or "computer"
    level: str = "normal"  # the computer player's level

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


@dataclass(frozen=True)
class Step:
    """One applied action and what the undo policy needs to know about it."""

    seat: int
    action: Any
    revealed: bool


class Match:
    def __init__(self, game: Game, players: int, seed: int, options: dict[str, Any] | None = None,
                 seats: Iterable[Seat] | None = None):
        self.game = game
        self.options = game.check_options(players, dict(options or {}))
        self.players = players
        self.seed = int(seed)
        seats = list(seats) if seats is not None else [Seat(f"Player {i + 1}") for i in range(players)]
        if len(seats) != players:
            raise ValueError("one Seat per player")
        self.seats: list[Seat] = seats
        self.steps: list[Step] = []
        self._state = game.new_state(players, Rng(self.seed), self.options)
        # Secret choices made so far at a simultaneous decision (seat -> action); they are
        # kept here, out of the game's state, so that no view can show them.
        self._choices: dict[int, Any] = {}

    # --- the contract of DESIGN.md ------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.game.id

    @property
    def current_player(self) -> int | None:
        """The seat that acts now: at a secret simultaneous choice, the next seat to choose."""
        return current_seat(self.game, self._state, self._choices)

    @property
    def choosing_in_secret(self) -> bool:
        """True while the seats make a secret choice together (a draft)."""
        return bool(self.game.choosing_seats(self._state))

    @property
    def chosen_seats(self) -> frozenset[int]:
        """The seats that have made their secret choice already (not what they chose)."""
        return frozenset(self._choices)

    def legal_actions(self) -> list[Any]:
        if self.is_over:
            return []
        if self.choosing_in_secret:
            return self.game.legal_choices(self._state, self.current_player)
        return self.game.legal_actions(self._state)

    def check(self, action: Any) -> None:
        """Raise IllegalAction with the reason if `action` cannot be played now."""
        if self.is_over:
            raise IllegalAction(Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "The game is over.")))
        if self.choosing_in_secret:
            self.game.check_choice(self._state, self.current_player, action)
        else:
            self.game.check(self._state, action)

    def would_reveal(self, action: Any) -> bool:
        """True if playing `action` (a legal one) would reveal hidden information: a card drawn,
        a die rolled, the others' secret choices. Such a move cannot be undone."""
        choosers = self.game.choosing_seats(self._state)
        if choosers:
            return len(self._choices) + 1 == len(choosers)
        return bool(self.game.apply(self.game.copy(self._state), action))

    def apply(self, action: Any) -> None:
        self.check(action)
        seat = self.current_player
        choosers = self.game.choosing_seats(self._state)
        if not choosers:
            revealed = self.game.apply(self._state, action)
        else:
            self._choices[seat] = action
            # The last choice reveals all of them together.
            revealed = len(self._choices) == len(choosers)
            if revealed:
                choices, self._choices = self._choices, {}
                self.game.apply_choices(self._state, choices)
        self.steps.append(Step(seat, action, bool(revealed)))

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self._state)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self._state, seat)

    @property
    def history(self) -> list[Any]:
        return [s.action for s in self.steps]

    def state_copy(self) -> Any:
        """A private copy of the full state, for tests (computer players get a view)."""
        return self.game.copy(self._state)

    def snapshot(self) -> dict[str, Any]:
        return self.game.snapshot(self._state)

    def describe(self, action: Any) -> Message:
        """The action in words, as if played now (a secret choice is not given away)."""
        if self.choosing_in_secret:
            return self.game.describe_choice(self._state, self.current_player, action)
        return self.game.describe(self._state, action)

    def scores(self):
        return self.game.scores(self._state)

    @property
    def progress(self) -> Message | None:
        """How far the game has come ("Round 2 of 5"), or None (see Game.progress)."""
        return self.game.progress(self._state)

    def to_json(self) -> str:
        from .savefile import dump_match

        return dump_match(self)

    # --- undo ---------------------------------------------------------------------
    def undo_depth(self, people: set[int] | None = None) -> int:
        """How many steps an Undo takes back, 0 if none (Board Game Arena's policy).

        Undo goes back to before the last move of a person, taking the computer
        players' moves after it along, as long as none of those moves revealed hidden
        information and the turn did not pass from that person to another person.
        """
        if people is None:
            people = {i for i, s in enumerate(self.seats) if not s.is_computer}
        depth = 0
        for step in reversed(self.steps):
            if step.revealed:
                return 0
            depth += 1
            if step.seat in people:
                # Every step after this one was a computer's; refuse if another
                # person now has the turn (they may have seen the board change).
                now = self.current_player
                return 0 if now in people and now != step.seat else depth
        return 0

    def undo(self, depth: int) -> list[Step]:
        """Take back the last `depth` steps by replaying the rest; returns them."""
        if not 0 < depth <= len(self.steps):
            raise ValueError("nothing to undo")
        kept, removed = self.steps[:-depth], self.steps[-depth:]
        self.replay([s.action for s in kept])
        return removed

    def redo(self, steps: list[Step]) -> None:
        for step in steps:
            self.apply(step.action)

    def replay(self, actions: Iterable[Any]) -> None:
        """Start again from the seed and apply `actions` (raises IllegalAction)."""
        self._state = self.game.new_state(self.players, Rng(self.seed), self.options)
        self.steps = []
        self._choices = {}
        for action in actions:
            self.apply(action)

    def rematch(self, seed: int) -> "Match":
        return Match(self.game, self.players, seed, self.options, self.seats)


def new_match(game_id: str, players: int, seed: int = 0, seats: Iterable[Seat] | None = None,
              **options: Any) -> Match:
    return Match(get_game(game_id), players, seed, options, seats)


def current_seat(game: Game, state: Any, chosen: Iterable[int] = ()) -> int | None:
    """Who acts in `state`: the game's current player, or at a secret simultaneous choice
    the first seat that has not chosen (`chosen`)."""
    choosers = game.choosing_seats(state)
    if choosers:
        chosen = set(chosen)
        return next(seat for seat in choosers if seat not in chosen)
    return game.current_player(state)


def bot_seed(match: Match) -> int:
    """The computer player's own generator seed for the next move: repeatable per position."""
    return match.seed * 1_000_003 + len(match.steps)


def decide(game: Game, state: Any, level: str, rng: Rng, chosen: Iterable[int] = ()) -> Any:
    """The computer player's move in the full `state`, decided from its seat's view only."""
    seat = current_seat(game, state, chosen)
    if seat is None:
        raise IllegalAction(Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "The game is over.")))
    return game.choose_action(game.view(state, seat), seat, level, rng)


def choose_action(match: Match, level: str = "normal", rng: Rng | None = None) -> Any:
    """The computer player's move for the current seat."""
    if match.is_over:
        raise IllegalAction(Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "The game is over.")))
    seat = match.current_player
    return match.game.choose_action(match.view(seat), seat, level, rng or Rng(bot_seed(match)))
