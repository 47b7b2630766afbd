"""Cloud 9: climb in a balloon with the others, jump before it falls. Rules only, no Qt."""

from .rules import GAME, Cloud9

__all__ = ["GAME", "Cloud9"]
