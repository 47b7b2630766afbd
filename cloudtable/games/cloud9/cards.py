"""Cloud 9's components as data: cards, dice, the nine clouds, the player colours.

Every number of the specification (shared/games/cloud9.md, kept outside this repository)
lives here.
"""

from __future__ import annotations

from cloudtable.engine import QT_TRANSLATE_NOOP, Message

CTX = "Cloud9"

# Balloon colours, shared by cards and dice faces.
GREEN, PURPLE, RED, YELLOW = range(4)
COLOURS = (GREEN, PURPLE, RED, YELLOW)
COLOUR_NAMES = (
    QT_TRANSLATE_NOOP("Cloud9", "green"),
    QT_TRANSLATE_NOOP("Cloud9", "purple"),
    QT_TRANSLATE_NOOP("Cloud9", "red"),
    QT_TRANSLATE_NOOP("Cloud9", "yellow"),
)

# --- cards -------------------------------------------------------------------------
# Card ids 0-71 are balloon cards, 18 of each colour in colour order; 72-75 are wilds.
# HIDDEN stands for a card a view may not show.
PER_COLOUR = 18
WILDS = 4
WILD = 4  # the "colour" of a wild card
CARD_COUNT = PER_COLOUR * len(COLOURS) + WILDS  # 76
HIDDEN = -1
HAND_SIZE = 6  # dealt to each player at the start


def colour_of(card: int) -> int:
    """GREEN..YELLOW for a balloon card, WILD for a wild card."""
    return card // PER_COLOUR if card < PER_COLOUR * 4 else WILD


CARD_COLOUR = tuple(colour_of(c) for c in range(CARD_COUNT))  # fast lookup

# --- dice --------------------------------------------------------------------------
BLANK = 4  # a face that asks for nothing
DIE_FACES = (GREEN, PURPLE, RED, YELLOW, BLANK, BLANK)
DICE = 4  # the dice in the box; a roll uses DICE_AT[cloud] of them

FACE_NAMES = (*COLOUR_NAMES, QT_TRANSLATE_NOOP("Cloud9", "a blank"))

# --- the clouds --------------------------------------------------------------------
FIRST_CLOUD, TOP_CLOUD = 1, 9
# Indexed by cloud number (index 0 unused).
POINTS = (0, 1, 2, 4, 6, 9, 12, 15, 20, 25)  # scored by jumping there (cloud 9: by arriving)
DICE_AT = (0, 2, 2, 2, 3, 3, 3, 4, 4, 0)  # dice rolled to leave the cloud

TARGET = 50  # a voyage that ends with someone at 50 or more ends the game

# --- players -----------------------------------------------------------------------
MIN_PLAYERS, MAX_PLAYERS = 2, 6
PLAYER_COLOURS = (
    QT_TRANSLATE_NOOP("Cloud9", "black"),
    QT_TRANSLATE_NOOP("Cloud9", "blue"),
    QT_TRANSLATE_NOOP("Cloud9", "green"),
    QT_TRANSLATE_NOOP("Cloud9", "orange"),
    QT_TRANSLATE_NOOP("Cloud9", "red"),
    QT_TRANSLATE_NOOP("Cloud9", "yellow"),
)


def colour_message(colour: int) -> Message:
    """The name of a balloon colour (WILD: "wild")."""
    if colour == WILD:
        return Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "wild"))
    return Message(CTX, COLOUR_NAMES[colour])


def face_message(face: int) -> Message:
    return Message(CTX, FACE_NAMES[face])
