"""The rules of Cloudy Kingdom for Help -> Rules, in this project's own words.

`PARAGRAPHS`: one entry per paragraph; entries starting with "# " are headings, and an
entry "[example:X]" marks where the viewer draws the small position `EXAMPLES[X]` (with its
caption `CAPTIONS[X]` under it)
(written in the notation of notation.py / docs/notation/cloudy-kingdom.md). Sentences
starting "In this app," mark where the printed rules are silent or unclear (or
their pictures are not reproduced) and the app decided: the layouts, the route cards and
how stacks join, the two magic cards played like route cards, Replanting, and a route card
that fits nowhere.
"""

from cloudtable.engine import QT_TRANSLATE_NOOP

PARAGRAPHS = (
    QT_TRANSLATE_NOOP("CloudyKingdomRules", "# The goal"),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Four noble families fight over the throne of a kingdom in the clouds. Each family owns castles around the edge of the play area and tries to link two of them with magic beanstalks. The first family to join two of its castles that face each other across the clouds, north to south or west to east, wins the game.",
    ),
    QT_TRANSLATE_NOOP("CloudyKingdomRules", "# Setting up"),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "The castles lie around a square of cells, each as wide as a route card is long. With two players the square is three cells wide and each family has four castles, one on each side (layout A). With three or four players it is four cells wide and all four families have a castle on every side (layout B); in a three-player game the fourth family's castles stay on the table but belong to nobody. A family never has two castles straight across from each other, nor two castles meeting at a corner. In this app, the size of the square and the place of every castle follow those two rules; the rulebooks show layouts A and B only in pictures, so a printed game may lay them out differently.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Every player plays one family and gets three magic cards. The magic cards are double-sided, but only one side of each card is used. For a first game everyone takes Chop!, Inspiration and Burning Crossing. In a normal game, three spells are drawn at random and every player gets the same three. Experienced players may instead each choose their own three, one after the other. Each spell can be cast once per game.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "The route cards are shuffled into a face-down draw pile, with room beside it for a face-up discard pile. Each player draws one route card and keeps it secret: your hand is always a single route card.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "The first player is chosen at random. In New Game, the players may instead name the seat that begins.",
    ),
    QT_TRANSLATE_NOOP("CloudyKingdomRules", "# Route cards"),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "A route card is twice as long as it is wide and lies in a cell either north to south or west to east. Its two short edges are its ends; a vine runs from each end to the middle of the card, unless that end is blocked by a broken vine, a hole or thorns. In the middle the vines meet in one of several shapes: straight on, a curve, a T, a crossroads, a double curve, a rope bridge (two paths that pass over each other without meeting) or a dead end.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Cards can be stacked. A card on a stack always lies across the one below it, so only two cards of a stack show: the whole top card, and the two ends of the card just under it, which stick out on either side. Along the top card, a route enters through the top card's own ends. Across it, a route enters through the ends of the card below and reaches the long sides of the top card's middle. A card alone in its cell leads nowhere across its long sides.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "In this app, the deck holds 86 route cards of the shapes above, some with a blocked end, in a mix of its own, and a stack joins its neighbours through its top card and the ends of the card just under it. The rulebooks show the route cards only in pictures: this is how the app reads them.",
    ),
    QT_TRANSLATE_NOOP("CloudyKingdomRules", "# Your turn"),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Players take turns clockwise. On your turn, either play your route card following the growth rules, or put it face up on the discard pile and cast one of your unused magic cards instead. Then draw a new route card and the next player takes their turn.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules", "Before playing a card you may turn it however you like, in quarter turns."
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "In this app, when your route card fits nowhere on the table, you discard it (or cast a spell instead), and the same goes for a card that a spell makes you play; the rulebooks do not say.",
    ),
    QT_TRANSLATE_NOOP("CloudyKingdomRules", "# Growth rules"),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "First way: play the card on an empty cell where it touches a castle or another route card. Touching a route card means end against end: one of your card's short edges must meet the short edge of a card in the neighbouring cell, either its top card or the card sticking out under it. The end of one card against the long side of another never counts, and a cell that touches nothing cannot take a card.",
    ),
    "[example:A]",  # where the viewer draws EXAMPLES["A"]: not for translators
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "To touch a castle, your card must point at it: one of its short edges lies against the castle's long side.",
    ),
    "[example:B]",  # where the viewer draws EXAMPLES["B"]: not for translators
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Second way: play the card on top of a route card already on the table, lying across it. This covers most of the card below and can open, block or redirect routes. A stack can grow as high as you like.",
    ),
    "[example:C]",  # where the viewer draws EXAMPLES["C"]: not for translators
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "A card lying alongside a castle does not touch it, so the route does not start there yet: here the black castle is not yet joined to the route card under it.",
    ),
    "[example:D]",  # where the viewer draws EXAMPLES["D"]: not for translators
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Ends that meet count as touching even when a vine is blocked there: such a card may be played, although the route does not go through that blocked end.",
    ),
    "[example:E]",  # where the viewer draws EXAMPLES["E"]: not for translators
    QT_TRANSLATE_NOOP("CloudyKingdomRules", "# Magic cards"),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "To cast a spell, discard your route card and carry out the spell at once. A spell that leaves no card on the table goes back into the box. Every route card a spell makes you play follows the growth rules.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Chop!: take a route card with nothing on top of it off the table and out of the game. The card under it, if any, shows again.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules", "Inspiration: draw two route cards, play one of them and discard the other."
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Burning Crossing: lay this card across a route card as if it were one, by the growth rules. It stays for good: nothing can be played on it and no spell can change it, remove it or turn the stack under it. In this app, the card is a crossroads, open at both ends.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Dead End: play this card like a route card, by either growth rule. In this app, it is a crossing whose four arms are all cut, so it joins nothing, and later spells treat it as a route card.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Fast Growth: draw a route card and play it on an empty cell, then draw another and play it across the first. You play two cards in one turn.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Green Thumb: draw two route cards. Then each other player in turn may discard their route card and draw a new one, or keep it. Then you play both of your cards.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Replanting: take the top route card of the discard pile and play it. Read word for word, the rulebooks would hand you the card you have just discarded to cast the spell. In this app, you take the card that lay on top before that discard, so the spell cannot be cast while the discard pile is empty.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Winding Route: turn a route card on the table a quarter turn clockwise, together with the whole stack it lies in. The cards may then break the growth rules; that is allowed.",
    ),
    QT_TRANSLATE_NOOP("CloudyKingdomRules", "# Winning"),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "A route is continuous when a traveller can walk it from one castle to the other without meeting a break, a hole, thorns or a dead end. Only castles on opposite sides count, north with south or west with east; two castles on neighbouring sides do not.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "The game ends as soon as a played route card completes such a route. If the player who played it joined two castles of their own family, they win, whatever else the card joined. If it joined only other families' castles, those families share the win, so you can win during someone else's turn.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "Nobody wins in a turn in which they cast a spell. If your spell completes a route for your own family, you win at the start of your next turn, provided the route is still continuous then. If your spell completes a route for another family, that family wins at once.",
    ),
    QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "When the draw pile runs out, the players who still hold a route card play it in turn. If no family has won once everyone has played their last card, the game is a draw.",
    ),
)

# Small positions the viewer draws in place of "[example:X]".
EXAMPLES = {
    # A: a card joined to another route card, short edge against short edge.
    "A": "cloudy-kingdom players=2\n1: oIoN . .\n2: oIoN . .\n3: . . .\nhands: - | -\ndraw: -",
    # B: a card pointing at a castle (the north castle of the north-west cell).
    "B": "cloudy-kingdom players=2\n1: oIoN . .\n2: . . .\n3: . . .\nhands: - | -\ndraw: -",
    # C: a card played across another one.
    "C": "cloudy-kingdom players=2\n1: oIoN/oXoE . .\n2: . . .\n3: . . .\nhands: - | -\ndraw: -",
    # D: as in the rulebooks' example, the card on D1 lies under the black castle north of
    # it, along it: they are not joined (D1 points at the blue castle east of it, C1 at D1).
    "D": "cloudy-kingdom players=4\n1: . . oIoE oIoE\n2: . . . .\n3: . . . .\n4: . . . .\nhands: - | - | - | -\ndraw: -",
    # E: a rope bridge beside a card whose end toward it is broken: a legal play.
    "E": "cloudy-kingdom players=4\n1: . . . .\n2: bIoE oRoE . .\n3: . . . .\n4: . . . .\nhands: - | - | - | -\ndraw: -",
}

# The captions under the pictures.
CAPTIONS = {
    "A": QT_TRANSLATE_NOOP("CloudyKingdomRules", "A route card touching another one, short edge against short edge."),
    "B": QT_TRANSLATE_NOOP(
        "CloudyKingdomRules", "A route card pointing at a castle: its short edge lies against the castle's long side."
    ),
    "C": QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "A route card played across another one: it lies on top and covers most of the card below.",
    ),
    "D": QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "The card on D1 lies along the black castle north of it, so it does not touch it; it points at the blue castle to its east.",
    ),
    "E": QT_TRANSLATE_NOOP(
        "CloudyKingdomRules",
        "A rope bridge beside a card whose end towards it is blocked: it may be played there, but the route stops at that end.",
    ),
}
