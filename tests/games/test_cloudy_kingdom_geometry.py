"""Cloudy Kingdom: layouts, how stacks join their borders, continuous routes (spec: Geometry,
End of the game). Positions are written in the notation of docs/notation/cloudy-kingdom.md."""

import pytest

from cloudtable.engine import Rng, choose_action, new_match
from cloudtable.games.cloudy_kingdom import GAME, cards
from cloudtable.games.cloudy_kingdom.geometry import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    board,
    joined as joined_borders,
    stack_links,
)
from cloudtable.games.cloudy_kingdom.notation import parse_state
from cloudtable.games.cloudy_kingdom.routes import joined_families, joined_pairs, network
from cloudtable.games.cloudy_kingdom.rules import castle_cards_needed, family_cards_needed, is_burning, route_view

N, E, S, W = 1 << NORTH, 1 << EAST, 1 << SOUTH, 1 << WEST


def pos(grid: str, players: int = 2, extra: str = "") -> object:
    return parse_state(f"cloudy-kingdom players={players}\n{grid}\n{extra}")


def joined(state):
    return joined_families(state.board, state.links)


def links_of(text: str):
    """What one stack (written like a grid cell) joins, as a set of direction masks."""
    state = pos(f"1: {text} . .\n2: . . .\n3: . . .")
    return set(state.links[0])


# --- layouts --------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(cards.LAYOUTS))
def test_layouts_keep_a_familys_castles_apart(name):
    layout = cards.LAYOUTS[name]
    north, east, south, west = layout.sides
    n = layout.size
    assert all(len(side) == n for side in layout.sides)
    # Never directly opposite: same column north/south, same row west/east.
    for i in range(n):
        assert north[i] == "-" or north[i] != south[i]
        assert west[i] == "-" or west[i] != east[i]
    # Never touching across a corner.
    for a, b in ((north[0], west[0]), (north[-1], east[0]), (south[0], west[-1]), (south[-1], east[-1])):
        assert a == "-" or a != b


def test_layout_sizes_and_castle_counts():
    a, b = board("A"), board("B")
    assert (a.size, len(a.castles)) == (3, 8) and (b.size, len(b.castles)) == (4, 16)
    assert sorted({f for _, _, f in a.castles}) == [0, 1]
    for family in range(4):  # layout B: one castle of each family on each side
        assert sorted(side for side, _, f in b.castles if f == family) == [0, 1, 2, 3]
    assert cards.layout_for(2).name == "A" and cards.layout_for(3).name == "B" == cards.layout_for(4).name


def test_every_family_has_opposite_pairs():
    for bd in (board("A"), board("B")):
        for family in {f for _, _, f in bd.castles}:
            assert bd.opposite_pairs[family], family


def test_deck_size_and_ids():
    # The spec says about 56; cards.py explains why the tuned deck is larger (86).
    assert 56 <= cards.ROUTE_COUNT <= 90
    assert sum(cards.DECK_MIX.values()) == cards.ROUTE_COUNT
    for card, kind in enumerate(cards.ROUTE_CARDS):
        assert cards.card_kind(card) == kind
        assert kind.end_a in cards.END_CODES.values() and kind.centre in cards.CENTRES


def test_official_magic_names_cover_every_effect():
    for names in cards.OFFICIAL_MAGIC_NAMES.values():
        assert set(names) == set(cards.EFFECTS)
    assert set(cards.MAGIC_NAMES) == set(cards.EFFECTS)
    assert cards.MAGIC_NAMES[cards.CHOP].context == "CloudyKingdomCards"


# --- one stack's joins ------------------------------------------------------------------


def test_orientation_convention():
    # turns 0: end A north; the lone straight joins north and south; turns 1 lies east-west.
    assert links_of("oIoN") == {N | S}
    assert links_of("oIoE") == {E | W}
    # A broken end A cuts that side: pointing north, then pointing south.
    assert links_of("bIoN") == set()
    assert links_of("bIoS") == set()


def test_a_lone_cards_long_sides_lead_nowhere():
    assert links_of("oXoN") == {N | S}  # a lone crossroads: only along its axis
    assert links_of("oCoN") == set()  # a lone curve joins nothing
    assert links_of("oToN") == {N | S}


def test_across_the_top_card_the_ends_of_the_card_below_count():
    assert links_of("oIoE/oXoN") == {N | E | S | W}
    assert links_of("oIoE/oCoN") == {N | E}  # curve I1-L1: end A (north) to L1 (east)
    assert links_of("oIoE/ocoN") == {N | W}  # its mirror image turns the other way
    assert links_of("oIoE/oCoS") == {S | W}  # the same card turned half round
    assert links_of("oIoE/oToN") == {N | S | E}
    assert links_of("oIoE/oDoN") == {N | E, S | W}
    assert links_of("oIoE/odoN") == {N | W, S | E}


def test_a_blocked_end_under_the_top_card_cuts_that_side():
    # The lower card's end A points east and is broken: the east side is cut.
    assert links_of("bIoE/oXoN") == {N | S | W}
    assert links_of("hIoW/oXoN") == {N | S | E}  # a hole, end A west
    assert links_of("zXzE/oXoN") == {N | S}  # thorns at both ends


def test_rope_bridge_paths_cross_without_joining():
    assert links_of("oRoN") == {N | S}
    assert links_of("oIoE/oRoN") == {N | S, E | W}


def test_three_card_stack_only_the_top_two_count():
    # The bottom card is hidden under the top one: its broken ends change nothing.
    assert links_of("bIhN/oIoE/oXoN") == links_of("oIoE/oXoN")
    assert links_of("oIoN/bIhE/oXoN") == {N | S}


def test_dead_end_and_burning_crossing_magic_cards():
    state = pos(
        "1: oIoE/@D0N oIoE/@B0N .\n2: . . .\n3: . . .", extra="magic: chop -burning -dead_end | chop burning dead_end"
    )
    assert state.links[0] == ()
    assert set(state.links[1]) == {N | E | S | W}
    assert stack_links(()) == ()


# --- continuous routes ----------------------------------------------------------------------
# Layout A (2 players): family a (seat 0) has castles north of A1, south of C3, east of C1
# and west of A3; family b north of C1, south of A3, east of C3, west of A1.

RED_ROUTE = """\
1: oIoE/oCoN oIoE oIoE/oCoS
2: .         .    oIoN
3: .         .    {c3}"""


def test_a_continuous_route_joins_opposite_castles():
    assert joined(pos(RED_ROUTE.format(c3="oIoN"))) == {0}
    assert joined(pos(RED_ROUTE.format(c3="."))) == set()
    state = pos(RED_ROUTE.format(c3="oIoS"))
    assert joined_pairs(state.board, state.links) == {(0, (NORTH, 0), (SOUTH, 2))}


@pytest.mark.parametrize("c3", ["bIoN", "hIoS", "zIoN", "oIoE", "oCoN"])
def test_a_break_a_hole_thorns_or_a_wrong_turn_cut_the_route(c3):
    assert joined(pos(RED_ROUTE.format(c3=c3))) == set()


def test_a_blocked_end_between_two_cells_cuts_the_route():
    grid = RED_ROUTE.format(c3="oIoN").replace("oIoE oIoE/oCoS", "bIoW oIoE/oCoS")
    assert joined(pos(grid)) == set()


def test_example_d_a_card_along_the_castle_is_not_joined_to_it():
    # The card north-west lies east-west, along the north castle: the route does not start.
    grid = RED_ROUTE.format(c3="oIoN").replace("oIoE/oCoN", "oIoE")
    assert joined(pos(grid)) == set()


def test_example_e_a_rope_bridge_joins_its_neighbours():
    # The middle card of the route is a lone rope bridge lying east-west.
    grid = RED_ROUTE.format(c3="oIoN").replace("oIoE oIoE/oCoS", "oRoE oIoE/oCoS")
    assert joined(pos(grid)) == {0}
    # Stacked across a north-south card, its second path does not mix with the first.
    grid = RED_ROUTE.format(c3="oIoN").replace("oIoE oIoE/oCoS", "oIoN/oRoE oIoE/oCoS")
    assert joined(pos(grid)) == {0}


def test_diagonal_castles_do_not_count():
    # North of A1 (family a) to east of C1 (family a): adjacent sides, no win.
    grid = "1: oIoE/oCoN oIoE oIoE\n2: . . .\n3: . . ."
    assert joined(pos(grid)) == set()
    state = pos(grid)
    assert castle_cards_needed(state, NORTH, 0) >= 1


def test_turned_stack_joins_differently():
    straight_across = RED_ROUTE.format(c3="oIoN").replace("2: .         .    oIoN", "2: .  .  oIoE")
    assert joined(pos(straight_across)) == set()
    turned = straight_across.replace("oIoE\n3", "oIoS\n3")
    assert joined(pos(turned)) == {0}


def test_west_east_route_of_the_other_family():
    # Family b: west of A1 to east of C3.
    grid = "1: oIoE oIoE/oCoS .\n2: . oIoN .\n3: . oIoE/{b3}N oIoE"
    assert joined(pos(grid.format(b3="oCo"))) == {1}
    assert joined(pos(grid.format(b3="oco"))) == set()  # the mirrored curve turns west, not east


def test_distance_heuristic_counts_missing_cards():
    assert family_cards_needed(pos(RED_ROUTE.format(c3="oIoN")), 0) == 0
    assert family_cards_needed(pos(RED_ROUTE.format(c3=".")), 0) == 1
    empty = pos("1: . . .\n2: . . .\n3: . . .")
    assert family_cards_needed(empty, 0) == 5  # five cells from a north castle to the south one
    assert castle_cards_needed(empty, SOUTH, 2) == 5
    # A Burning Crossing that joins nothing useful is a wall.
    walled = pos(
        "1: . . .\n2: . . .\n3: . bIhE/@B0N zXzE/@B1N",
        extra="magic: chop inspiration -burning | chop inspiration -burning",
    )
    assert castle_cards_needed(walled, EAST, 2) is None  # family b's east castle is walled in
    assert family_cards_needed(walled, 1) == 5  # family b still has north to south
    assert family_cards_needed(walled, 0) == 4  # C3's crossing already leads south for family a


# --- the route view (what the table shows of each family's routes) ---------------------------


def cells(state, names):
    return [state.board.cell_of_name(name) for name in names.split()]


def test_a_castles_network_is_every_path_a_route_from_it_follows():
    state = pos(RED_ROUTE.format(c3="."))
    a1, b1, c1, c2 = cells(state, "A1 B1 C1 C2")
    assert network(state.board, state.links, (NORTH, 0)) == {(a1, N | E), (b1, E | W), (c1, W | S), (c2, N | S)}
    # The same network seen from its other end; a castle no card points at has none.
    assert network(state.board, state.links, (EAST, 0)) == set()  # C1 east: the curve turns south
    assert network(state.board, state.links, (SOUTH, 2)) == set()  # C3 is empty


def test_the_route_view_tells_how_far_a_family_is_and_one_cheapest_way():
    state = pos(RED_ROUTE.format(c3="."))
    red = route_view(state, 0)
    assert red.needed == family_cards_needed(state, 0) == 1
    assert [(s.cell, s.needs_card) for s in red.way] == [
        (c, c == cells(state, "C3")[0]) for c in cells(state, "A1 B1 C1 C2 C3")
    ]
    assert red.castles == ((NORTH, 0), (EAST, 0), (SOUTH, 2), (WEST, 2))
    joined_up = route_view(pos(RED_ROUTE.format(c3="oIoN")), 0)
    assert joined_up.needed == 0 and joined_up.way == ()
    walled = pos(
        "1: . . .\n2: . . .\n3: . bIhE/@B0N zXzE/@B1N",
        extra="magic: chop inspiration -burning | chop inspiration -burning",
    )
    assert route_view(walled, 1).needed == 5


@pytest.mark.parametrize("seed", range(8))
def test_the_way_is_a_route_from_castle_to_opposite_castle_through_cells_that_can_take_a_card(seed):
    match = new_match("cloudy-kingdom", 4, seed=seed)
    for _ in range(12 + 3 * seed):
        if match.is_over:
            break
        match.apply(choose_action(match, level="random"))
    state = match.state_copy()
    bd = state.board
    for family in range(4):
        view = route_view(state, family)
        if not view.way:
            continue
        first, last = view.way[0], view.way[-1]
        start = next(c for c in view.castles if bd.edge_cell(*c) == first.cell and c[0] == first.came)
        end = next(c for c in view.castles if bd.edge_cell(*c) == last.cell and c[0] == last.left)
        assert end[0] == (start[0] + 2) % 4  # opposite sides
        for here, there in zip(view.way, view.way[1:], strict=False):
            assert bd.neighbour[here.cell][here.left] == there.cell and there.came == (here.left + 2) % 4
        for step in view.way:
            assert step.needs_card != joined_borders(state.links[step.cell], step.came, step.left)
            assert not step.needs_card or not is_burning(state.stacks[step.cell])
        assert sum(step.needs_card for step in view.way) == view.needed == family_cards_needed(state, family)


@pytest.mark.parametrize("seed", range(4))
def test_the_route_view_reads_only_what_every_seat_sees(seed):
    match = new_match("cloudy-kingdom", 3, seed=seed)
    for _ in range(20):
        if match.is_over:
            break
        match.apply(choose_action(match, level="random"))
    state = match.state_copy()
    other = GAME.resample_hidden(state, 0, Rng(seed + 99))  # the others' cards and the draw pile dealt again
    for family in range(3):
        seen = route_view(match.view(family), family)
        assert seen == route_view(state, family) == route_view(other, family)
