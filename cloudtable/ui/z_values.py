"""Every z-value of the table in one place, lowest first."""

BOARD = 0.0        # board art, grid cells, castles
TARGET = 5.0       # lit drop places
CARD = 10.0        # cards on the table; a stack adds STACK_STEP per card
STACK_STEP = 1.0
HAND = 100.0       # cards in a hand
DRAGGED = 1000.0   # the card being dragged
OVERLAY = 2000.0   # texts and glows over everything
