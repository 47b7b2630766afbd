"""A match: one game being played, defined by its options, seed and history."""

from __future__ import annotations

import copy
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction
from .game import Chapter, Game
from .message import QT_TRANSLATE_NOOP, Message, Said
from .moves import Moved
from .outcome import Outcome
from .registry import get_game
from .rng import Rng, derived_seed, new_secret

MAX_NAME_LENGTH = 24  # a name longer than this would not fit the side panel or the hand-off screen
KINDS = ("person", "computer")
COLOUR = re.compile(r"[a-z]{0,16}|#[0-9a-fA-F]{6}")  # a colour's name, "#rrggbb", or "" (the game's own)
SEED_LIMIT = 2**64  # seeds and secrets are 64-bit (Rng's state; a save's numbers have at most 20 digits)


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

    def __post_init__(self) -> None:
        check_seat(self)

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_seat(seat: Seat, game: Game | None = None) -> None:
    """Refuse, with a ValueError that says why, a seat a save could not keep: the one rule for
    what a Seat, a new Match and a loaded save accept. Without `game`, all but the level's
    being one of the game's levels (its own or "normal")."""
    if not isinstance(seat, Seat):
        raise TypeError(f"a seat must be a Seat, not {_shown(seat)}")
    if not is_valid_name(seat.name):
        raise ValueError(
            f"a player's name is 1 to {MAX_NAME_LENGTH} characters on one line, not blank, "
            f"without control characters or lone surrogates: not {_shown(seat.name)}"
        )
    if not isinstance(seat.colour, str) or not COLOUR.fullmatch(seat.colour):
        raise ValueError(
            f"a seat's colour is a colour's name in small letters, #rrggbb or \"\": not {_shown(seat.colour)}"
        )
    if seat.kind not in KINDS:
        raise ValueError(f'a seat\'s kind is "person" or "computer": not {_shown(seat.kind)}')
    levels = ("normal",) if game is None else (*game.bot_levels, "normal")
    if not isinstance(seat.level, str) or (game is not None and seat.level not in levels):
        raise ValueError(f"a seat's level is one of {', '.join(levels)}: not {_shown(seat.level)}")


def check_seed(seed: object, what: str = "seed") -> int:
    """`seed` if it is a whole number a save can keep (0 to 2**64 - 1); ValueError otherwise."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"a {what} is a whole number from 0 to 2**64 - 1, not {_shown(seed)}")
    return seed


@dataclass(frozen=True)
class Step:
    """One applied action and what the undo policy needs to know about it: which of the seats
    it watched (those played by people) it showed something hidden from them, and whether it
    drew chance; and what it moved (`Game.moves`: public, for the tables' animations)."""

    seat: int
    action: Any
    shown: frozenset[int] = frozenset()
    chance: bool = False
    watched: frozenset[int] = frozenset()
    moved: tuple[Moved, ...] = ()
    # A secret choice (a draft's): its action is its seat's alone, even once revealed.
    secret: bool = False
    # What followed by itself, for the log (`Game.aftermath`).
    said: tuple[Said, ...] = ()

    def revealed_to(self, seat: int) -> bool:
        """True if this step showed `seat` something hidden from it (or might have: the seat
        was not watched), or drew chance: an undo by that seat may not take it back."""
        return self.chance or seat in self.shown or seat not in self.watched

    @property
    def revealed(self) -> bool:
        """True if it showed a watched seat something hidden from it, or drew chance."""
        return self.chance or bool(self.shown)


def effects(
    game: Game, state: Any, action: Any, seats: Iterable[int], views: dict[int, Any] | None = None
) -> tuple[Any, frozenset[int], bool]:
    """Play a checked `action` on a copy of `state` (left as it was); return that copy, which of
    `seats` it showed something hidden from them, and whether it drew chance. Found from what the
    engine already has, so that no game can forget a reveal: chance is any use of the state's
    generator; a seat was shown something if its view afterwards is not what its view before
    becomes by the same action (played on that view, where what the seat cannot see is masked),
    or if the action cannot even be checked or played there (a card chosen from a hand the seat
    cannot see). A game may also say that a move revealed something (`Game.apply` returns True):
    to every seat then. (The one thing views cannot tell: a move allowed only because of what a
    hidden hand lacks, that changes nothing else the seat sees; a game says so itself.)
    `views` (only for a game whose views are copies, `Game.views_are_copies`): seat -> its view
    of `state` if made already, played on here; on return, the seats' views of the copy made
    here, to be played on by the next step."""
    seats = tuple(seats)
    after = game.copy(state)
    declared = game.apply(after, action)
    chance = game.rng(after).state != game.rng(state).state
    if declared:
        if views is not None:
            views.clear()
        return after, frozenset(seats), chance
    before = dict(views) if views is not None else {}
    if views is not None:
        views.clear()
    shown = []
    for seat in seats:
        view = before.get(seat)
        if view is None:
            view = _own_view(game, state, seat)
        if not _foreseen(game, view, action, after, seat, views):
            shown.append(seat)
    return after, frozenset(shown), chance


def _own_view(game: Game, state: Any, seat: int) -> Any:
    """The seat's view of `state`, to be played on: a copy of it unless the game's views share
    nothing with the state (`Game.views_are_copies`), since a view may be only meant to be read."""
    view = game.view(state, seat)
    return view if game.views_are_copies else game.copy(view)


def _foreseen(game: Game, view: Any, action: Any, state: Any, seat: int, views: dict[int, Any] | None = None) -> bool:
    """True if the seat's view of `state` (just after `action`) is what its `view` from just
    before becomes by the same action: the action showed the seat nothing it could not see.
    The seat's view of `state` is kept in `views`, if given."""
    try:
        seen = game.view(state, seat)
        if views is not None:
            views[seat] = seen
        game.check(view, action)
        game.apply(view, action)
        return game.same_snapshot(game.view(view, seat), seen)
    except Exception:  # the view lacks what the action needs: it came from what the seat cannot see
        return False


class Match:
    def __init__(
        self,
        game: Game,
        players: int,
        seed: int,
        options: dict[str, Any] | None = None,
        seats: Iterable[Seat] | None = None,
        bot_secret: int | None = None,
    ):
        self.game = game
        self.options = game.check_options(players, dict(options or {}))
        self.players = players
        self.seed = check_seed(seed)
        seats = list(seats) if seats is not None else [Seat(f"Player {i + 1}") for i in range(players)]
        if len(seats) != players:
            raise ValueError("one Seat per player")
        for seat in seats:
            check_seat(seat, game)
        self.seats: list[Seat] = seats
        # The computer players' chance comes from this, never from the deal's seed (bot_seed).
        self.bot_secret = new_secret() if bot_secret is None else check_seed(bot_secret, "bot secret")
        # The seats whose views each step watches for the undo policy: those people play.
        self._watched = frozenset(i for i, s in enumerate(seats) if not s.is_computer)
        self.steps: list[Step] = []
        self._state = game.new_state(players, Rng(self.seed), self.options)
        # Secret choices made so far at a simultaneous decision (seat -> action); they are
        # kept here, out of the game's state, so that no view can show them.
        self._choices: dict[int, Any] = {}
        # Whether the game tells what its steps move or what followed them (else no copy of the
        # state before a step is made for it).
        self._needs_before = type(game).moves is not Game.moves or type(game).aftermath is not Game.aftermath
        # The watched seats' views of the state, made by the last step (see `effects`), and the
        # state they are of: the next step plays on them instead of making them again.
        self._views: tuple[Any, dict[int, Any]] | None = None

    # --- the contract (ARCHITECTURE.md, "The engine") -----------------------------
    @property
    def game_id(self) -> str:
        return self.game.id

    @property
    def current_player(self) -> int | None:
        """The seat that acts now: at a secret simultaneous choice, the next seat to choose."""
        return current_seat(self.game, self._state, self._choices)

    def _acting(self) -> int:
        """The seat that acts now; IllegalAction once the game is over."""
        seat = self.current_player
        if seat is None:
            raise IllegalAction(Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "The game is over.")))
        return seat

    @property
    def choosing_in_secret(self) -> bool:
        """True while the seats make a secret choice together (a draft)."""
        return bool(self.game.choosing_seats(self._state))

    @property
    def chosen_seats(self) -> frozenset[int]:
        """The seats that have made their secret choice already (not what they chose)."""
        return frozenset(self._choices)

    # --- secret choices in any order (a host takes them as they come, then plays them in turn) ---
    @property
    def to_choose(self) -> tuple[int, ...]:
        """The seats that still have a secret choice to make now (not what the others chose)."""
        return tuple(s for s in self.game.choosing_seats(self._state) if s not in self._choices)

    def legal_choices(self, seat: int) -> list[Any]:
        """The secret choices `seat` may make now, whether or not the match asks it next."""
        return self.game.legal_choices(self._state, seat) if seat in self.to_choose else []

    def check_choice(self, seat: int, action: Any) -> None:
        """Raise IllegalAction unless `seat` may make `action` its secret choice now."""
        if seat not in self.to_choose:
            raise IllegalAction(Message("Engine", QT_TRANSLATE_NOOP("Engine", "It is not your turn.")))
        self.game.check_choice(self._state, seat, action)

    def describe_choice(self, seat: int, action: Any) -> Message:
        """The log's words for `seat`'s secret choice (which do not give it away)."""
        return self.game.describe_choice(self._state, seat, action)

    def legal_actions(self) -> list[Any]:
        seat = self.current_player
        if seat is None:
            return []
        if self.choosing_in_secret:
            return self.game.legal_choices(self._state, seat)
        return self.game.legal_actions(self._state)

    def check(self, action: Any) -> None:
        """Raise IllegalAction with the reason if `action` cannot be played now."""
        seat = self._acting()
        if self.choosing_in_secret:
            self.game.check_choice(self._state, seat, action)
        else:
            self.game.check(self._state, action)

    def would_reveal(self, action: Any) -> bool:
        """True if playing `action` (a legal one) would show the seat playing it something hidden
        (a card drawn, the others' secret choices) or draw chance (a die rolled): a move its
        player could not undo."""
        choosers = self.game.choosing_seats(self._state)
        if choosers:
            return len(self._choices) + 1 == len(choosers)
        seat = self._acting()
        _, shown, chance = effects(self.game, self._state, action, (seat,))
        return chance or seat in shown

    def apply(self, action: Any) -> None:
        self.check(action)
        seat = self._acting()
        choosers = self.game.choosing_seats(self._state)
        watched = self._watched
        moved: tuple[Moved, ...] = ()
        said: tuple[Said, ...] = ()
        if not choosers:
            before = self._state  # (left as it was: the step is played on a copy)
            views = None
            if self.game.views_are_copies:
                known = self._views
                views = known[1] if known is not None and known[0] is before else {}
            self._state, shown, chance = effects(self.game, before, action, watched, views)
            self._views = None if views is None else (self._state, views)
            if self._needs_before:
                moved = tuple(self.game.moves(before, action, self._state))
                said = tuple(self.game.aftermath(before, action, self._state))
        else:
            # A secret choice changes nothing anyone sees (it is kept here, out of the state);
            # the last one reveals all of them together, to everyone.
            self._choices[seat] = action
            shown, chance = frozenset(), False
            if len(self._choices) == len(choosers):
                choices, self._choices = self._choices, {}
                # The state before, for the game's account of what the step moved and what followed.
                before = self.game.copy(self._state) if self._needs_before else None
                drawn = self.game.rng(self._state).state
                self._views = None  # (the state changes in place)
                self.game.apply_choices(self._state, choices)
                shown, chance = watched, self.game.rng(self._state).state != drawn
                if before is not None:
                    moved = tuple(self.game.moves(before, choices, self._state))
                    said = tuple(self.game.aftermath(before, choices, self._state))
        self.steps.append(Step(seat, action, shown, chance, watched, moved, bool(choosers), said))

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
            return self.game.describe_choice(self._state, self._acting(), action)
        return self.game.describe(self._state, action)

    def scores(self) -> Sequence[int] | None:
        return self.game.scores(self._state)

    @property
    def progress(self) -> Message | None:
        """How far the game has come ("Round 2 of 5"), or None (see Game.progress)."""
        return self.game.progress(self._state)

    @property
    def chapter(self) -> Chapter:
        """The round and turn the game is in (see Game.chapter), for a review to step by."""
        return self.game.chapter(self._state)

    def to_json(self) -> str:
        from .savefile import dump_match

        return dump_match(self)

    # --- undo ---------------------------------------------------------------------
    def undo_depth(self, people: set[int] | None = None) -> int:
        """How many steps an Undo takes back, 0 if none (Board Game Arena's policy).

        Undo goes back to before the last move of a person, taking the computer players'
        moves after it along, as long as none of those steps, whoever made it, showed that
        person anything hidden from them or drew chance, and the turn did not pass from that
        person to another person. (What the person's own move showed the others may be taken
        back: a computer player remembers nothing.)
        """
        if people is None:
            people = {i for i, s in enumerate(self.seats) if not s.is_computer}
        for depth, step in enumerate(reversed(self.steps), start=1):
            if step.seat in people:
                # Every step after this one was a computer's.
                if any(later.revealed_to(step.seat) for later in self.steps[-depth:]):
                    return 0
                # Refuse if another person now has the turn (they may have seen the board change).
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
        self._views = None
        self.steps = []
        self._choices = {}
        for action in actions:
            self.apply(action)

    def fork(self) -> Match:
        """A copy of the match at its position (state, steps, the secret choices made so far)
        that goes on apart from it: a review's checkpoints."""
        twin = copy.copy(self)
        twin._state = self.game.copy(self._state)
        twin._views = None
        twin.steps = list(self.steps)
        twin._choices = dict(self._choices)
        twin.seats = list(self.seats)
        return twin

    def rematch(self, seed: int) -> Match:
        return Match(self.game, self.players, seed, self.options, self.seats)


def new_match(
    game_id: str,
    players: int,
    seed: int = 0,
    seats: Iterable[Seat] | None = None,
    bot_secret: int | None = None,
    **options: Any,
) -> Match:
    """A new match; `bot_secret` (a fresh random one by default) is where its computer players'
    chance comes from."""
    return Match(get_game(game_id), players, seed, options, seats, bot_secret)


def current_seat(game: Game, state: Any, chosen: Iterable[int] = ()) -> int | None:
    """Who acts in `state`: the game's current player, or at a secret simultaneous choice
    the first seat that has not chosen (`chosen`)."""
    choosers = game.choosing_seats(state)
    if choosers:
        chosen = set(chosen)
        return next(seat for seat in choosers if seat not in chosen)
    return game.current_player(state)


def bot_seed(match: Match) -> int:
    """The computer player's own generator seed for the next move: repeatable per position, and
    drawn from the match's bot secret only, so that nothing a bot is handed leads to the deal."""
    return derived_seed(match.bot_secret, len(match.steps))


def decide(game: Game, state: Any, level: str, rng: Rng, chosen: Iterable[int] = ()) -> Any:
    """The computer player's move in the full `state`, decided from its seat's view only."""
    seat = current_seat(game, state, chosen)
    if seat is None:
        raise IllegalAction(Message.of("Engine", QT_TRANSLATE_NOOP("Engine", "The game is over.")))
    return game.choose_action(game.view(state, seat), seat, level, rng)


def choose_action(match: Match, level: str = "normal", rng: Rng | None = None) -> Any:
    """The computer player's move for the current seat."""
    seat = match._acting()
    return match.game.choose_action(match.view(seat), seat, level, rng or Rng(bot_seed(match)))
