"""Cloud 9: climb in a balloon with the others, jump before it falls. Rules only, no Qt."""

from .bots import choose
from .rules import Cloud9

GAME = Cloud9(bot=choose)

__all__ = ["GAME", "Cloud9"]
