"""Every z-value of the table in one place, lowest first."""

BOARD = 0.0  # board art, grid cells, castles
BOARD_DETAIL = 1.0  # things drawn on the board that change: clouds, cell marks
PIECE = 2.0  # pieces standing on the board: markers, the balloon, pawns
TARGET = 5.0  # lit places
LABEL = 9.0  # names and tags: readable over the board, under the cards
CARD = 10.0  # cards on the table; a stack adds STACK_STEP per card
STACK_STEP = 1.0
HAND = 100.0  # cards in a hand
BADGE = 150.0  # counts on piles and hands
DRAGGED = 1000.0  # the card being dragged
OVERLAY = 2000.0  # texts and glows over everything
PREVIEW = 3000.0  # a card shown up close
BUBBLE = 3500.0  # an event announced, a refusal said by the card
