"""Computer players for Strange World (placeholder)."""

from .rules import StrangeWorld

_RULES = StrangeWorld()


def choose(view, seat, level, rng):
    if _RULES.choosing_seats(view):
        return rng.choice(_RULES.legal_choices(view, seat))
    return rng.choice(_RULES.legal_actions(view))
