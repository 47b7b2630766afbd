"""Cloud 9's rules text for Help -> Rules: shape, the numbers of the board, and the app's readings
marked where the French rules are silent or unclear."""

from cloudtable.games.cloud9.cards import DICE_AT, POINTS
from cloudtable.games.cloud9.rules_text import CAPTIONS, EXAMPLES, PARAGRAPHS

READING = "In this app,"


def test_paragraphs_and_headings():
    assert 20 <= len(PARAGRAPHS) <= 40
    headings = [p for p in PARAGRAPHS if p.startswith("# ")]
    assert len(headings) >= 6 and PARAGRAPHS[0].startswith("# ")
    # Issue 20: this page has pictures too (the path, a roll and what pays for it), with captions.
    markers = [p[len("[example:") : -1] for p in PARAGRAPHS if p.startswith("[example:")]
    assert sorted(markers) == sorted(EXAMPLES) == sorted(CAPTIONS) == ["A", "B"]


def test_the_board_on_the_page_is_the_board_of_the_game():
    board = next(p for p in PARAGRAPHS if p.startswith("The path has nine clouds."))
    assert "2, 4, 6, 9, 12, 15 and 20 points" in board and "earns 25" in board
    assert POINTS[1:] == (1, 2, 4, 6, 9, 12, 15, 20, 25)
    assert DICE_AT[1:9] == (2, 2, 2, 3, 3, 3, 4, 4)


def test_the_readings_are_stated_plainly_and_marked():
    readings = " ".join(p[p.index(READING) :] for p in PARAGRAPHS if READING in p)
    for words in (
        "the game can end after any voyage",  # the end of the game after any voyage
        "they share the win",  # a tie in points and in cards
        "as soon as the draw pile is empty",
    ):  # the reshuffle the French text says backwards
        assert words in readings, words
    end = next(p for p in PARAGRAPHS if p.startswith("Reaching 50 points"))
    # The plain rule comes first, the note after it.
    assert end.index("whether by a fall, by reaching cloud 9 or by a lone pilot jumping") < end.index(READING)


def test_the_first_pilot_is_random_or_named_in_new_game():
    setup = next(p for p in PARAGRAPHS if p.startswith("Every player takes a colour"))
    assert "first pilot is chosen at random" in setup and "New Game" in setup
