"""Cloudy Kingdom's rules text for Help -> Rules: shape, markers, the rulebooks' points, the app's
readings and the example positions."""

from cloudtable.games.cloudy_kingdom.geometry import NORTH, vertical
from cloudtable.games.cloudy_kingdom.notation import parse_state
from cloudtable.games.cloudy_kingdom.routes import route_between
from cloudtable.games.cloudy_kingdom.rules import placements
from cloudtable.games.cloudy_kingdom.rules_text import EXAMPLES, PARAGRAPHS


def test_paragraphs_headings_and_markers():
    assert 25 <= len(PARAGRAPHS) <= 45
    headings = [p for p in PARAGRAPHS if p.startswith("# ")]
    assert len(headings) >= 5 and PARAGRAPHS[0].startswith("# ")
    markers = [p[len("[example:") : -1] for p in PARAGRAPHS if p.startswith("[example:")]
    assert markers == sorted(EXAMPLES) == ["A", "B", "C", "D", "E"]
    for name in (
        "Chop!",
        "Inspiration",
        "Burning Crossing",
        "Dead End",
        "Fast Growth",
        "Green Thumb",
        "Replanting",
        "Winding Route",
    ):
        assert any(p.startswith(name + ":") for p in PARAGRAPHS), name


READING = "In this app,"


def test_the_rulebooks_points_are_on_the_page():
    text = " ".join(PARAGRAPHS)
    # Only one side of each double-sided magic card is used.
    assert "double-sided" in text and "only one side of each card is used" in text
    # The first player is chosen at random; New Game may name the seat that begins.
    first = [p for p in PARAGRAPHS if "first player is chosen at random" in p]
    assert len(first) == 1 and "New Game" in first[0] and "seat that begins" in first[0]


def test_every_reading_of_the_app_is_marked_as_such():
    readings = [p[p.index(READING) :] for p in PARAGRAPHS if READING in p]
    joined = " ".join(readings)
    for words in (
        "layouts A and B",  # the layouts (their pictures are not reproduced)
        "86 route cards",  # the deck, and how stacks join
        "a stack joins its neighbours through its top card",
        "fits nowhere",  # a route card that fits nowhere is discarded
        "a crossroads, open at both ends",  # Burning Crossing
        "four arms are all cut",  # Dead End
        "the card that lay on top before that discard",
    ):  # Replanting
        assert words in joined, words
    # The discard rule is the app's, never stated as if a rulebook said it.
    assert not any("fits nowhere" in p and READING not in p for p in PARAGRAPHS)
    replanting = next(p for p in PARAGRAPHS if p.startswith("Replanting:"))
    assert replanting.index("top route card") < replanting.index(READING)


def test_example_d_lies_under_the_black_castle_as_in_the_rulebooks():
    d = parse_state(EXAMPLES["D"])
    bd = d.board
    black = 3
    beside = [
        (cell, side)
        for cell in range(bd.cells)
        if d.stacks[cell]
        for side in range(4)
        if bd.castle_at[cell][side] == black
    ]
    assert beside, "the example shows a card next to the black castle"
    for cell, side in beside:
        assert side == NORTH  # the castle is above the card: the card lies under it
        assert not vertical(d.stacks[cell][-1][1])  # lying along the castle, west to east
        assert not any(mask & (1 << NORTH) for mask in d.links[cell])  # so not joined to it
    assert beside == [(bd.cell_of_name("D1"), NORTH)]


def test_examples_are_positions_that_show_their_point():
    states = {k: parse_state(v) for k, v in EXAMPLES.items()}
    a = states["A"]
    assert a.links[0] and a.links[3]  # two north-south cards, end to end
    # D (the rulebooks' example D) is tested on its own below.
    e = states["E"]
    b2 = e.board.cell_of_name("B2")
    # The rope bridge is a legal neighbour of the broken vine, but no route passes between them.
    e.stacks[b2] = ()
    e.refresh_links()
    assert (b2, 1) in placements(e)
    assert route_between(e.board, parse_state(EXAMPLES["E"]).links, (3, 1), (1, 1)) is None
