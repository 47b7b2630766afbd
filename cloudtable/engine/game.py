"""The interface every game implements; the engine and the table only speak to this.

A game is a stateless object with rules; the mutable state is a separate object that
holds everything, the seeded `Rng` included. `Match` (match.py) wraps one.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar, cast

from .message import QT_TRANSLATE_NOOP, Message, Said, second_person, translate
from .moves import Moved
from .outcome import Outcome
from .rng import Rng

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


@dataclass(frozen=True)
class Choice:
    value: Any
    label: Message


@dataclass(frozen=True)
class Option:
    """A game option the New Game dialog shows, e.g. how magic cards are dealt."""

    key: str
    label: Message
    choices: tuple[Choice, ...]
    default: Any
    tooltip: Message | None = None
    # Chosen another way than from a list (e.g. from the seats' colours: see the game's table's
    # `colour_option`), so the New Game dialog does not list it.
    hidden: bool = False
    # The choice New Game starts with for a person who has not yet played the game to its end
    # (the rulebook's advice for a first game); None: `default`.
    first_game: Any = None


class Chapter(NamedTuple):
    """Where a position stands in the course of a game, for a review to step by turn and by round:
    `turn` takes a new value when a new turn begins, `round` when a new round (a voyage...)
    begins. `round` None: rounds go round the table, each beginning when the seat that began
    the first of them begins a turn again (engine/replay.py numbers them)."""

    round: Hashable | None
    turn: Hashable


FIRST = "first"  # the option every game has: who begins, "random" or a seat


def first_player_option(max_players: int) -> Option:
    """Who begins: chosen at random (as the rulebooks say), or a seat the players agree on."""
    seats = tuple(
        Choice(seat, Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "Seat {number}"), number=seat + 1))
        for seat in range(max_players)
    )
    return Option(
        FIRST,
        Message("Engine", QT_TRANSLATE_NOOP("Engine", "First player")),
        (Choice("random", Message("Engine", QT_TRANSLATE_NOOP("Engine", "Chosen at random"))), *seats),
        "random",
        Message("Engine", QT_TRANSLATE_NOOP("Engine", "Who begins the game.")),
    )


def first_player(options: dict[str, Any], players: int, rng: Rng) -> int:
    """The seat that begins: the option's seat, or one drawn from the game's own generator."""
    chosen = options.get(FIRST, "random")
    return rng.below(players) if chosen == "random" else chosen


# A computer player: (view of its seat, seat, level, its own generator) -> action.
Bot = Callable[[Any, int, str, Rng], Any]


# The log's line for a secret choice, said to the one person at a table of computers.
second_person(
    "Engine", {QT_TRANSLATE_NOOP("Engine", "{player} has chosen."): QT_TRANSLATE_NOOP("Engine", "You have chosen.")}
)


class Game(abc.ABC, Generic[S, A]):
    """The rules of one game. A game package makes its instance with its computer players
    wired in (`GAME = MyGame(bot=bots.choose)`), so that rules never import bots."""

    id: ClassVar[str]
    name: ClassVar[Message]
    summary: ClassVar[Message]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    bot_levels: ClassVar[tuple[str, ...]] = ("random", "normal", "strong")
    # The attrs classes of this game's actions, for the save format.
    action_types: ClassVar[tuple[type, ...]] = ()
    # Where the game stands in lists of games (New Game, the welcome screen, Help).
    menu_order: ClassVar[int] = 100
    # The class of the game's state, whose `from_snapshot` reads a snapshot back (below).
    state_type: ClassVar[Any] = None
    # What the game calls its rounds, for a review's buttons: "round" or "voyage".
    round_name: ClassVar[str] = "round"
    # True if `view` makes a new object that shares nothing that can change with the state (every
    # list its own): the engine then plays moves on a view without copying it first. Checked for
    # each game that says so (tests/test_contract.py).
    views_are_copies: ClassVar[bool] = False

    def __init__(self, bot: Bot | None = None):
        self._bot = bot

    # --- set-up -----------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and refuse unknown keys or values; returns the full options."""
        from .errors import IllegalAction

        if not self.min_players <= players <= self.max_players:
            raise IllegalAction(
                Message.of(
                    "Engine",
                    translate("Engine", "{game} is for {low} to %n players.", None, 1),
                    n=self.max_players,
                    game=self.name,
                    low=self.min_players,
                )
            )
        full = self.default_options()
        by_key = {o.key: o for o in self.options}
        for key, value in options.items():
            if key not in by_key:
                raise IllegalAction(
                    Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "Unknown option: {key}."), key=key)
                )
            if (
                not any(type(value) is type(c.value) and value == c.value for c in by_key[key].choices)
                or key == FIRST
                and isinstance(value, int)
                and value >= players
            ):
                raise IllegalAction(
                    Message.of(
                        "Engine", QT_TRANSLATE_NOOP("Engine", "Option {key} cannot be {value}."), key=key, value=value
                    )
                )
            full[key] = value
        return full

    @abc.abstractmethod
    def new_state(self, players: int, rng: Rng, options: dict[str, Any]) -> S:
        """A fresh game; `rng` belongs to the state from now on."""

    # --- play -------------------------------------------------------------------
    @abc.abstractmethod
    def current_player(self, state: S) -> int | None:
        """The seat that must act, or None when the game is over."""

    @abc.abstractmethod
    def legal_actions(self, state: S) -> list[A]: ...

    @abc.abstractmethod
    def check(self, state: S, action: A) -> None:
        """Raise IllegalAction, with the reason, if `action` is not legal now."""

    @abc.abstractmethod
    def apply(self, state: S, action: A) -> bool:
        """Apply a checked action in place. Return True if it revealed hidden information (a
        card drawn, a die rolled): nobody can undo it then. A game need not say it: the engine
        finds by itself what a move showed each person, from their `view` before and after, and
        whether it drew chance, from the state's generator (engine/match.py, `effects`)."""

    def moves(self, before: S, action: Any, after: S) -> Sequence[Moved]:
        """What a step moved, for the tables' animations: which card (its identity from the deal,
        never its face) went from which zone to which (engine/moves.py). `action` is the action
        applied, or at the end of a secret choice every seat's choice (seat -> action). Public:
        the same whatever the cards hidden from anyone are (tests/test_moves.py). By default
        nothing: a table then lets new cards appear where they lie."""
        return ()

    def aftermath(self, before: S, action: Any, after: S) -> Sequence[Said]:
        """What followed a step by itself, for the log after the step's own line (`describe`):
        a new voyage, cards drawn, a pile shuffled. Each line speaks of its seat as `{player}`
        (None: of nobody). `action` as for `moves`. Public: never what a seat may not see (that
        cards are drawn, not which). By default nothing."""
        return ()

    @abc.abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """None while the game goes on."""

    def rng(self, state: S) -> Rng:
        """The state's generator; the engine watches it to know when a move drew chance. By
        default the state's `rng`."""
        return cast(Any, state).rng

    def copy(self, state: S) -> S:
        """A deep copy; by default the state's own `copy()` (one place per game)."""
        return cast(Any, state).copy()

    # --- what people see --------------------------------------------------------
    @abc.abstractmethod
    def view(self, state: S, seat: int | None) -> S:
        """A copy of the state with what `seat` may not see masked (None: a spectator)."""

    def open_view(self, state: S) -> S:
        """The state with every card face up, for the review of a game that is over: every
        seat's hidden cards shown (what each seat saw, all at once). A game may keep face down
        what nobody ever looked at (the draw pile's order). By default the whole state."""
        return self.copy(state)

    def snapshot(self, state: S) -> dict[str, Any]:
        """The whole state as plain JSON data; saves store it and check it on load. By default
        the state's own `snapshot()`."""
        return cast(Any, state).snapshot()

    def same_snapshot(self, a: S, b: S) -> bool:
        """Whether the two states' snapshots are equal: how the engine tells that a move showed a
        seat nothing (match.py, `effects`), at every step for every seat people play. A game may
        answer without making the snapshots (its state's own `==`, where that compares exactly
        what the snapshot holds: test_contract checks it agrees). By default the snapshots."""
        return self.snapshot(a) == self.snapshot(b)

    def from_snapshot(self, data: Any) -> S:
        """The state, or the seat's view, whose `snapshot` is `data`: how a seat played from
        another computer gets its view back. Read strictly with engine/snapshot.py's readers
        (SnapshotError for anything wrong); call it through `state_from_snapshot`, which also
        checks that nothing was left out. By default the state class's `from_snapshot(data)`."""
        if self.state_type is None:
            raise NotImplementedError(f"{self.id} cannot read its snapshots")
        return cast(S, self.state_type.from_snapshot(data))

    @abc.abstractmethod
    def describe(self, state: S, action: A) -> Message:
        """The move in words for the log, from the state before it; `{player}` stands
        for the acting seat's name."""

    def resample_hidden(self, state: S, seat: int | None, rng: Rng) -> S | None:
        """A full state `seat` cannot tell from `state`: what it may not see (the others'
        hands, the draw pile, the future chance) dealt again at random with `rng`, all it may
        see kept (OpenSpiel's ResampleFromInfostate). Written from the rules, not from `view`:
        the contract test (tests/test_contract.py) checks with it that views and computer
        players give nothing hidden away. None: the game does not say (the test then re-deals
        only what `view` masks)."""
        return None

    # --- secret choices made at the same time (a draft) ---------------------------
    # Like OpenSpiel's turn-based simultaneous games: while `choosing_seats` is not empty,
    # the match asks those seats one after another (ignoring `current_player`), keeps each
    # choice to itself (no view shows it: it is not in the state yet), and when the last
    # is in calls `apply_choices` with all of them. Revealing them can never be undone.
    def choosing_seats(self, state: S) -> tuple[int, ...]:
        """The seats that now choose in secret, in the order they are asked; () otherwise."""
        return ()

    def legal_choices(self, state: S, seat: int) -> list[A]:
        raise NotImplementedError

    def check_choice(self, state: S, seat: int, action: A) -> None:
        """Raise IllegalAction, with the reason, if `seat` may not choose `action` now."""
        raise NotImplementedError

    def apply_choices(self, state: S, choices: dict[int, A]) -> None:
        """Apply every seat's checked choice at once."""
        raise NotImplementedError

    def describe_choice(self, state: S, seat: int, action: A) -> Message:
        """The log's words for a secret choice: they must not give it away."""
        return Message("Engine", QT_TRANSLATE_NOOP("Engine", "{player} has chosen."))

    # --- computer players -------------------------------------------------------
    def choose_action(self, view: S, seat: int, level: str, rng: Rng) -> A:
        """The computer player's move for `seat`, decided from that seat's `view` only (the
        engine hands it over: a bot cannot peek at hidden cards) with its own generator."""
        if self._bot is None:
            raise NotImplementedError(f"{self.id} has no computer players")
        return self._bot(view, seat, level, rng)

    def seat_label(self, state: S, seat: int) -> Message | None:
        """What the seat plays as, e.g. a family colour; None if nothing special."""
        return None

    def scores(self, state: S) -> Sequence[int] | None:
        """Running scores, for games that have them."""
        return None

    def chapter(self, state: S) -> Chapter:
        """The round and turn `state` is in (`Chapter`), from what every seat sees. By default
        the rounds go round the table and a turn lasts while one seat acts."""
        return Chapter(None, self.current_player(state))

    def progress(self, state: S) -> Message | None:
        """How far the game has come, in words, for the list of unfinished games ("Round 2 of
        5"); None if the game counts nothing of the kind (the list then counts the moves)."""
        return None
