"""Strange World above the clouds (Florian Grenier, GRRRE Games 2024): draft land cards and
build a World of 4 x 4 cards, without waking the Tzimimes. The rules layer: no Qt here."""

from .bots import choose
from .rules import StrangeWorld

GAME = StrangeWorld(bot=choose)

__all__ = ["GAME", "StrangeWorld"]
