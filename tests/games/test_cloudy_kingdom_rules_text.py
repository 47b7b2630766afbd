"""Cloudy Kingdom's rules text for Help -> Rules: shape, markers and the example positions."""

from cloudtable.games.cloudy_kingdom.geometry import SOUTH
from cloudtable.games.cloudy_kingdom.notation import parse_state
from cloudtable.games.cloudy_kingdom.routes import route_between
from cloudtable.games.cloudy_kingdom.rules import placements
from cloudtable.games.cloudy_kingdom.rules_text import EXAMPLES, PARAGRAPHS


def test_paragraphs_headings_and_markers():
    assert 25 <= len(PARAGRAPHS) <= 45
    headings = [p for p in PARAGRAPHS if p.startswith("# ")]
    assert len(headings) >= 5 and PARAGRAPHS[0].startswith("# ")
    markers = [p[len("[example:"):-1] for p in PARAGRAPHS if p.startswith("[example:")]
    assert markers == sorted(EXAMPLES) == ["A", "B", "C", "D", "E"]
    for name in ("Chop!", "Inspiration", "Burning Crossing", "Dead End", "Fast Growth", "Green Thumb",
                 "Replanting", "Winding Route"):
        assert any(p.startswith(name + ":") for p in PARAGRAPHS), name


def test_examples_are_positions_that_show_their_point():
    states = {k: parse_state(v) for k, v in EXAMPLES.items()}
    a = states["A"]
    assert a.links[0] and a.links[3]  # two north-south cards, end to end
    d = states["D"]
    bd = d.board
    b4 = bd.cell_of_name("B4")
    assert bd.castle_at[b4][SOUTH] == 3  # the black family's castle
    assert not any(mask & (1 << SOUTH) for mask in d.links[b4])  # lying along it: not joined
    e = states["E"]
    b2 = e.board.cell_of_name("B2")
    # The rope bridge is a legal neighbour of the broken vine, but no route passes between them.
    e.stacks[b2] = ()
    e.refresh_links()
    assert (b2, 1) in placements(e)
    assert route_between(e.board, parse_state(EXAMPLES["E"]).links, (3, 1), (1, 1)) is None
