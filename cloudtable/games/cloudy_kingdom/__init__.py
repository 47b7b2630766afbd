"""Cloudy Kingdom (Wouter Moons & Joeri Hessels, Jolly Dutch 2023): grow beanstalk routes
between castles in the clouds. The rules layer: no Qt here."""

from .bots import choose
from .rules import CloudyKingdom

GAME = CloudyKingdom(bot=choose)

__all__ = ["GAME", "CloudyKingdom"]
