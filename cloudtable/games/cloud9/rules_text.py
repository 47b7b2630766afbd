"""The rules of Cloud 9 for Help -> Rules, in this project's own words.

`PARAGRAPHS`: one entry per paragraph; entries starting with "# " are headings, and an entry
"[example:X]" (not translated) marks where the viewer draws the picture `EXAMPLES[X]`, with its
caption `CAPTIONS[X]` under it. The page
states the rules plainly; a short note starting "In this app," marks where the French
rules are silent or unclear and the app decided (the end of the game, the last tie, the
reshuffle).
"""

from cloudtable.engine import QT_TRANSLATE_NOOP

PARAGRAPHS = (
    QT_TRANSLATE_NOOP("Cloud9Rules", "# The goal"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "Two to six players share one hot-air balloon. It climbs from cloud to cloud, and the higher it gets the more a passenger earns by jumping out, but every climb may be the one that sends it tumbling down, and whoever is still aboard then gets nothing. Jump at the right moment: the first voyage that ends with someone on 50 points or more ends the game, and the highest score wins.",
    ),
    QT_TRANSLATE_NOOP("Cloud9Rules", "# What is in play"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "There are 76 cards: 72 balloon cards, 18 in each of four colours (green, purple, red and yellow), and 4 wild cards. There are four dice; each shows the four colours on four faces and has two blank faces.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "The path has nine clouds. Jumping from cloud 1 earns 1 point, then 2, 4, 6, 9, 12, 15 and 20 points from clouds 2 to 8; reaching cloud 9 earns 25. To leave clouds 1, 2 and 3 the pilot rolls two dice, three dice on clouds 4, 5 and 6, and all four dice on clouds 7 and 8.",
    ),
    "[example:A]",  # where the viewer draws EXAMPLES["A"]: not for translators
    QT_TRANSLATE_NOOP("Cloud9Rules", "# Setting up"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "Every player takes a colour (black, blue, green, orange, red or yellow), starts at 0 points and gets six cards from the shuffled deck; the rest forms the face-down draw pile. Hands are secret, but everyone may see how many cards each player holds. The balloon starts on cloud 1 with every player in its basket. The first pilot is chosen at random; in New Game, the players may instead name the seat that begins.",
    ),
    QT_TRANSLATE_NOOP("Cloud9Rules", "# A climb"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "A voyage is a series of climbs, each in three steps: the pilot rolls, the passengers choose, the pilot pays or not.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "1. The pilot rolls as many dice as the current cloud asks for. Every coloured face calls for one card of that colour, so two red faces call for two red cards; blank faces call for nothing, and a roll of nothing but blanks makes the climb free. One wild card on its own can pay for any roll, however many cards it asks for.",
    ),
    "[example:B]",  # where the viewer draws EXAMPLES["B"]: not for translators
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "2. Starting with the player on the pilot's left and going round, every passenger still in the basket, except the pilot, says in turn whether they jump or stay. Each one sees the roll and the choices already made. A player who jumps scores the points of the cloud where the balloon is right now and sits out the rest of the voyage. A player who stays scores nothing yet.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "3. Then the pilot acts. A pilot who holds the cards the roll asks for must make the balloon climb, paying either with those cards or with one wild card, as they prefer: crashing on purpose is not allowed. A pilot who lacks those cards but holds a wild may spend the wild to climb, or keep it and let the balloon fall. A pilot with neither lets it fall. Cards paid are shown to everyone and go to the discard pile.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "When the balloon climbs, it moves up one cloud and the next climb begins. The new pilot is the next player round the table, to the left, who is still in the basket.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "When the balloon falls, the voyage is over and everyone still in the basket scores nothing for it. Points scored by jumping earlier in the voyage are kept.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "If the balloon reaches cloud 9, everyone still in the basket, the pilot included, scores 25 points and the voyage is over.",
    ),
    QT_TRANSLATE_NOOP("Cloud9Rules", "# Flying alone"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "The pilot never jumps, with one exception. When everyone else has jumped and the balloon has climbed, the pilot flies on alone and stays pilot. Before each of their rolls they choose: roll again and try to climb higher, or jump, scoring the current cloud's points, which ends the voyage. A lone pilot who cannot pay falls and scores nothing.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "A pilot whose passengers all jump while the dice are on the table is not yet alone for this climb: they must still pay if they hold the cards, and may only choose to jump before the next roll.",
    ),
    QT_TRANSLATE_NOOP("Cloud9Rules", "# Between voyages"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "After a voyage the balloon goes back to cloud 1 and every player climbs back into the basket. Each player draws one card. The player to the left of the last pilot of the finished voyage becomes the pilot. When the draw pile runs out, the discard pile is shuffled to form a new one. In this app, this is done as soon as the draw pile is empty; the French rules name the discard pile there, which can only be a slip.",
    ),
    QT_TRANSLATE_NOOP("Cloud9Rules", "# The end of the game"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "Reaching 50 points does not stop a voyage in the middle. The game ends as soon as a voyage ends, whether by a fall, by reaching cloud 9 or by a lone pilot jumping, with at least one player on 50 points or more. Scores above 50 count in full. In this app, the game can end after any voyage, also one that ends at cloud 9 or with a lone pilot's jump; the French rules name only the fall of the balloon.",
    ),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "The player with the most points wins. If several players share the top score, the one among them holding the most cards wins. In this app, if they also hold as many cards, they share the win; the rules do not say.",
    ),
    QT_TRANSLATE_NOOP("Cloud9Rules", "# Hints"),
    QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "Count the pilot's cards: the more they hold, the more likely they can pay. Watch the discard pile to know which colours are scarce. And remember who will pilot the next climb: if it is you, you cannot jump then, and your own hand decides whether you fall.",
    ),
)

# The pictures the viewer draws in place of "[example:X]" (ui/cloud9_pictures.py), each with its
# caption.
EXAMPLES = {
    # A: the path, the balloon on cloud 3.
    "A": {"balloon": 3},
    # B: on cloud 4 (three dice) the pilot rolled red, red and a blank; two red cards pay, and a
    # wild card alone would too.
    "B": {"dice": ("red", "red", "blank"), "cards": ("red", "red", "wild")},
}
CAPTIONS = {
    "A": QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "The nine clouds, each with the points for jumping there and its dice, rolled to leave it. The balloon is on cloud 3.",
    ),
    "B": QT_TRANSLATE_NOOP(
        "Cloud9Rules",
        "Leaving cloud 4, the pilot rolled red, red and a blank: two red cards pay for the climb, and so would one wild card on its own.",
    ),
}
