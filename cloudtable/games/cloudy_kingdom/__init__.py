"""Cloudy Kingdom (Wouter Moons & Joeri Hessels, Jolly Dutch 2023): grow beanstalk routes
between castles in the clouds. The rules layer: no Qt here."""

from .rules import GAME, CloudyKingdom

__all__ = ["GAME", "CloudyKingdom"]
