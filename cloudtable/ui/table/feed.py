"""What a table may read of the game and ask of it (the kit's side of its contract with whoever
holds the match: the session here, one day a seat played from another computer)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine import Match, Moved


class Feed:
    """What a table may read of the game and ask of it: a seat's view (never the full state),
    the seats, whose turn it is, the outcome, and whether an action is legal now."""

    def __init__(self, match: Match):
        self._match = match

    @property
    def game(self):
        return self._match.game

    @property
    def seats(self):
        return self._match.seats

    def view(self, seat: int | None) -> Any:
        return self._match.view(seat)

    @property
    def current_player(self) -> int | None:
        return self._match.current_player

    @property
    def is_over(self) -> bool:
        return self._match.is_over

    @property
    def outcome(self):
        return self._match.outcome

    def scores(self):
        """The points so far, one per seat, or None in a game without points."""
        return self._match.scores()

    @property
    def choosing_in_secret(self) -> bool:
        return self._match.choosing_in_secret

    @property
    def chosen_seats(self) -> frozenset[int]:
        return self._match.chosen_seats

    def legal_actions(self) -> list[Any]:
        """The acting seat's legal actions (the table asks only when its viewer acts)."""
        return self._match.legal_actions()

    def check(self, action: Any) -> None:
        """Raise IllegalAction, with the reason, if `action` cannot be played now."""
        self._match.check(action)

    @property
    def moves(self) -> int:
        return len(self._match.steps)

    def public_moves(self, since: int = 0) -> list[tuple[int, Any]]:
        """(seat, action) of the moves from `since` on; a secret choice not yet revealed shows
        as (seat, None)."""
        steps = self._match.steps
        pending = len(self._match.chosen_seats)
        return [
            (step.seat, None if i >= len(steps) - pending else step.action)
            for i, step in enumerate(steps)
            if i >= since
        ]

    def moved(self, since: int = 0) -> list[Moved]:
        """What the moves from `since` on moved (`Game.moves`): public, the same for every seat;
        a secret choice moves nothing until the last one reveals them all."""
        return [event for step in self._match.steps[since:] for event in step.moved]
