"""Strange World's rules text for Help -> Rules: shape, markers, the app's readings and the
example positions."""

from cloudtable.games.strange_world import scoring, state as st
from cloudtable.games.strange_world.notation import parse_state
from cloudtable.games.strange_world.rules_text import EXAMPLES, PARAGRAPHS


def test_paragraphs_headings_and_markers():
    assert 30 <= len(PARAGRAPHS) <= 60
    headings = [p for p in PARAGRAPHS if p.startswith("# ")]
    assert len(headings) >= 7 and PARAGRAPHS[0].startswith("# ")
    markers = [p[len("[example:") : -1] for p in PARAGRAPHS if p.startswith("[example:")]
    assert sorted(markers) == sorted(EXAMPLES) == ["A", "B", "C", "D"]
    for name in ("Splash", "Burk", "Kark", "Floulou", "Pshit", "Boung", "Roro", "Rumph"):
        assert any(name in p for p in PARAGRAPHS), name


def test_every_reconstructed_rule_is_marked_as_the_apps_reading():
    readings = " ".join(p for p in PARAGRAPHS if "In this app," in p)
    for words in (
        "60 cards",
        "the Sun card passes with two players too",
        "share the win",
        "Fumaroles run out",
        "Boung counts a portal",
        "chooses which of them it joins",
        "the Traveller stands just past the outermost column",
        "the Dark City goes with the first of them",
        "each duty is about its own desolation only",
    ):
        assert words in readings, words


def test_the_volcano_and_portal_desolations_are_duties():
    duties = next(p for p in PARAGRAPHS if p.startswith("The last two are duties"))
    assert "Only when every place the card may take breaks its duty" in duties
    assert "Water, Swamps and Moons stay your choice" in duties


def test_the_sun_holder_is_random_or_named_in_new_game():
    sun = next(p for p in PARAGRAPHS if p.startswith("A random player takes the Sun card"))
    assert "New Game" in sun


def test_examples_are_positions_that_show_their_point():
    states = {k: parse_state(v) for k, v in EXAMPLES.items()}
    a = states["A"].worlds[0]
    assert a.portals and a.travellers and a.travellers[0].right
    b = states["B"].worlds[0]
    assert b.down.bit_count() == 3 and b.covered == 0
    c = states["C"].worlds[0]
    assert c.cities and all(c.covered & st.BIT[x] for x in (c.cities[0].a, c.cities[0].b))
    d = states["D"].worlds[0]
    assert d.count == 16 and scoring.score(d) == 53


def test_the_notation_docs_example_reads_back_as_written():
    from pathlib import Path

    from cloudtable.games.strange_world.notation import format_state

    doc = (Path(__file__).parents[2] / "docs" / "notation" / "strange-world.md").read_text(encoding="utf-8")
    example = doc.split("```")[1].strip()
    s = parse_state(example)
    assert format_state(s) == example
    assert s.phase == st.ERUPT and s.worlds[0].travellers[0].key == "splash"
