"""The rules of Strange World above the clouds for Help -> Rules, in this project's own words.

`PARAGRAPHS`: one entry per paragraph; entries starting with "# " are headings, those starting
"- " the items of a list, and an entry "[example:X]" (not translated) marks where the viewer
draws the small position `EXAMPLES[X]`, with its caption `CAPTIONS[X]` under it,
written in the notation of notation.py / docs/notation/strange-world.md. Sentences starting
"In this app," mark where the printed rules are silent or unclear and the app decided.
"""

from cloudtable.engine import QT_TRANSLATE_NOOP

PARAGRAPHS = (
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# The goal"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "High above the clouds, every player builds a strange World of sixteen land cards laid out in a square of four cards by four, over five rounds. Mountains, water, forests full of animals, swamps, moons and volcanoes all score stars (☆) in their own way, but careless building wakes the Tzimimes, who turn cards face down. The World with the most stars wins. One to four people can play; alone, you aim for the best rank you can reach.",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# The cards"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Land cards show one to three icons: Mountain, Water, Plant, Swamp or Volcano. Every Plant comes with an animal: Rat, Deer, Spirit, Goat, Phoenix or Snake, and the Bear on one start card. A Moon card shows a Moon and nothing else. Some cards with a single icon also show half of a dimensional portal on their left and right edges: these are the portal cards. The back of every land card shows the Tzimimes.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Each land card carries a mark for the number of players. Alone you use the 21 cards marked 1+; with two players add those marked 2+ (38 cards), with three add 3+ as well (45 cards), and with four add the cards marked 4 (60 cards). In this app, the four-player deck is a consistent deck of 60 cards that contains the three-player deck; the publisher's own list for four players does not add up.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Beside the land cards there are four start cards (Water, Mountain, Plant with the Bear, Swamp) with no Tzimimes on their back, 11 Fumaroles, five Dark Cities worth 9, 7, 5, 4 and 4☆, eight Travellers and the Sun card.",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# Setting up"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Each player receives a start card, face up: it is the first card of their World. Unused start cards go back in the box. The land cards for the number of players are shuffled into a face-down deck. The Dark Cities form one stack with the 9 on top, then 7, 5, 4 and 4. The Fumaroles and the Travellers are laid beside them, and everyone may take any Traveller that is still there.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "A random player takes the Sun card (in New Game, the players may instead name the seat that takes it). Its arrow shows the direction of the round: cards are passed and turns are taken that way, clockwise or anticlockwise. With three or four players, the holder chooses which way it points at the start of each round; with two players the direction makes no difference.",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# A round"),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "1. Deal: every player receives three land cards, which they keep secret."),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "2. Draft: everyone picks two of their cards in secret and gives them to the neighbour the Sun points to, all at the same time. With the cards received, everyone again holds three; each then picks one card in secret and passes it the same way. On the table, the players choose one after another and nobody sees a choice before the last one is made.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "3. Placing: starting with the Sun holder and following the Sun, each player in turn places one card from their hand face up in their own World, until everyone has placed all three cards. A card goes next to a card already in the World, side by side (not corner to corner), and the World must always fit inside a square of four cards by four. A card may never go past a side closed by a Traveller.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "4. End of the round: the Sun card passes to the player on the left, who chooses its new direction when there are three or four players. In this app, the Sun card passes with two players too, so the players take turns to place first.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "After the fifth round every World is a full square of sixteen cards and the stars are counted.",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# The desolation of the Tzimimes"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Each time a card is placed, check whether it wakes the Tzimimes. If it does, it is turned face down at once: it keeps its place in the square but shows nothing, has no portal and scores nothing. A card wakes them when:",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "- it shows Water and lies next to a card showing Water;"),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "- it shows a Swamp in a row that already shows a Swamp, even far away;"),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "- it is a Moon placed anywhere but in the top row of the World;"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "- it is a portal card whose only portal neighbours, left or right, already belong to a completed portal;",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "- it shows a Volcano and no card next to it can be covered by a Fumarole."),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "The last two are duties, not choices. A card with a Volcano must go next to a card that a Fumarole can cover, and a portal card must not go where its only portal neighbours already belong to completed portals. Only when every place the card may take breaks its duty do you put it on one of them, and there it is turned face down; on the table, the places that break it are not lit for that card while another place is left. Water, Swamps and Moons stay your choice: you may put them where the Tzimimes wake, and lose the card.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "In this app, each duty is about its own desolation only, so a place where a Volcano could erupt keeps its duty even if Water beside Water turns the card face down there. The Volcano portal card has both duties: it goes where it keeps both whenever such a place is left, and anywhere otherwise.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Moons also fear what comes above them: placing a card in a row above a Moon turns that Moon face down. So only Moons in the final top row survive. Face-down cards and Fumaroles show no icons, so they never wake the Tzimimes themselves. The Tzimimes are checked before any portal or eruption.",
    ),
    "[example:B]",
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# Dimensional portals and Travellers"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Two portal cards side by side in the same row complete a dimensional portal. A card belongs to one portal at most. In this app, if a new portal card lands between two portal cards that are both still free, its player chooses which of them it joins.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "When you complete a portal you may at once welcome any Traveller still available, or nobody. Place it at the end of the portal's row, on the left or the right of your World, overlapping the row above or the row below: those two rows are its rows. A Traveller is not part of the square, and it closes that side: your World may no longer grow past it. All your Travellers go on the side of your first one. If every spot for a new Traveller is already taken by another, the two may share a spot.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "In this app, the Traveller stands just past the outermost column of the World on its side, so that column becomes the World's edge. Its second row may be a row the World has not reached yet, as long as the finished square may still include it. A spot is taken when another Traveller already covers one of its rows.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules", "A portal card covered later by a Fumarole does not send its Traveller away."
    ),
    "[example:A]",
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# Volcanoes, Fumaroles and Dark Cities"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "When a card with a Volcano is placed and stays face up, it erupts: its player covers one card next to it with a Fumarole. That card may be face up or face down, but never another Fumarole. A covered card shows nothing and scores nothing. In this app, a Volcano no longer erupts once the Fumaroles run out.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "When a Fumarole lands next to another Fumarole, the highest Dark City still available is placed where they meet, and scores its stars at the end. Each Fumarole can be part of one Dark City only, and when the Dark Cities are gone no more are built. In this app, if the new Fumarole touches two lone Fumaroles, the Dark City goes with the first of them, looking above, left, right, then below.",
    ),
    "[example:C]",
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# Scoring"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Only cards that show their face score: face-down cards and cards under a Fumarole show no icons.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Mountains: 1☆ for each Mountain icon in your largest range, the biggest group of side-by-side cards showing Mountains. A card with two Mountains counts two.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Water: each card showing Water scores 1☆ for each card next to it that is not face down. A Fumarole next to it counts.",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "Animals: 2☆ for each different animal in your World."),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "Swamps: 3☆ for each Swamp."),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Moons: each Moon looks at the card just below it. For each kind of icon that card shows, the Moon scores 2☆ for every icon of that kind in its column below it, that card included. A Moon above a face-down card or a Fumarole scores nothing.",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "Dark Cities: the stars printed on each of your Dark Cities."),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Travellers: 5☆ each, plus their bonus if their goal is met in their two rows: Splash +5 with at least 3 Water; Burk +4 with a Swamp in each row; Kark +6 with at least 5 Mountains; Floulou +8 with at least 2 each of Plant, Water, Mountain and Swamp; Pshit +5 with at least 3 Fumaroles; Boung +8 with at least 2 portals; Roro +4 with at least 4 different animals; Rumph +6 with at least 3 Volcanoes. In this app, Boung counts a portal while both of its cards still show.",
    ),
    "[example:D]",
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "The player with the most stars wins. In this app, players who tie for the most stars share the win.",
    ),
    QT_TRANSLATE_NOOP("StrangeWorldRules", "# Playing alone"),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Shuffle the 21 cards marked 1+ into seven face-down stacks of three and turn up the top card of each. Draw a random start card. Shuffle the Travellers, turn three of them up: only those may be welcomed.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Each turn, take one stack: place its face-up card first, then turn up its other two cards and place them in the order you like. All the usual rules of placing apply. After five turns your World is a full square, and two stacks are left over.",
    ),
    QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Your rank: 59☆ or less, a Tzimime gobbles you up; 60 to 69☆, a good start, but the Tzimimes chase you out of the sky; 70 to 74☆, the Tzimimes are calm and put up with you; 75 to 79☆, they are impressed and you are at home; 80☆ or more, they bow to you and the strange World is yours.",
    ),
)

# Small positions the viewer draws in place of "[example:X]".
EXAMPLES = {
    # A: a Water portal and a Swamp portal side by side; Splash came through it, on the right
    # over rows 3 and 4, closing that side.
    "A": (
        "strange-world players=1 phase=pick\ndeck: -\n"
        "world 0: hand=-\n  row 2: O    MM\n  row 3: M    W*   S*\n  row 4: .    MPg\n  cols: 3\n"
        "  portals: 3,4+3,5\n  travellers: splash:R:3"
    ),
    # B: the Tzimimes at work: a Moon below the top row, Water beside the Water start card, a
    # second Swamp in a row far from the first: all face down.
    "B": (
        "strange-world players=1 phase=pick\ndeck: -\n"
        "world 0: hand=-\n  row 1: O    MM\n  row 2: _O   MPg\n  row 3: MS   W    _MW  _SPn\n  cols: 2"
    ),
    # C: two Volcanoes erupted next to each other: their Fumaroles meet, and the 9☆ Dark City
    # stands between them.
    "C": (
        "strange-world players=1 phase=pick\ndeck: -\n"
        "world 0: hand=-\n  row 2: VPf  MS+\n  row 3: M    PdPg+  VS\n  cols: 3\n  cities: 9:2,4+3,4"
    ),
    # D: a finished World: range 3, Water 11, five animals 10, three Swamps 9, Moons 6 + 0,
    # a Dark City 9 and Splash without its bonus 5: 53☆.
    "D": (
        "strange-world players=1 phase=over round=5\ndeck: -\n"
        "world 0: hand=-\n  row 0: O    O     PdPg  WS\n  row 1: M*   _MS   MW    Pr*\n"
        "  row 2: MW   VPf+  VS+   S*\n  row 3: M    WPs   SPn   PdPs\n  cols: 3\n"
        "  cities: 9:2,4+2,5\n  travellers: splash:R:1"
    ),
}

# The captions under the pictures.
CAPTIONS = {
    "A": QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "A completed portal, Water beside Swamp: Splash came through it and stands on the right of rows 3 and 4.",
    ),
    "B": QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "The Tzimimes at work: a Moon below the top row, Water next to Water and a second Swamp in a row all lie face down.",
    ),
    "C": QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "Two Volcanoes erupted side by side: their Fumaroles meet, and the 9☆ Dark City rises between them.",
    ),
    "D": QT_TRANSLATE_NOOP(
        "StrangeWorldRules",
        "A finished World: largest range 3☆, Water 11☆, five animals 10☆, three Swamps 9☆, Moons 6☆, a Dark City 9☆ and Splash 5☆ without its bonus: 53☆.",
    ),
}
