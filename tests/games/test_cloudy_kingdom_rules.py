"""Cloudy Kingdom: one test per rule clause of the specification shared/games/cloudy-kingdom.md (kept
outside this repository) (set-up, a turn, growth rules, the eight spells, the end of the game), on
positions in notation."""

import pytest

from cloudtable.engine import IllegalAction, Rng, new_match
from cloudtable.games.cloudy_kingdom import GAME, cards, state as st
from cloudtable.games.cloudy_kingdom.actions import DiscardRoute, Exchange, PickMagic, PlayMagic, PlayRoute
from cloudtable.games.cloudy_kingdom.notation import format_state, kind_of, parse_state
from cloudtable.games.cloudy_kingdom.rules import hand_placements, winning_routes

EMPTY_A = "1: . . .\n2: . . .\n3: . . ."
EMPTY_B = "1: . . . .\n2: . . . .\n3: . . . .\n4: . . . ."


def pos(text: str, players: int = 2) -> st.State:
    return parse_state(f"cloudy-kingdom players={players} " + text)


def cell(s, name):
    return s.board.cell_of_name(name)


def places(s):
    """{cell name: turns} where the hand card may go."""
    return {s.board.cell_name(c): sorted(t) for c, t in hand_placements(s).items()}


def play(s, action):
    GAME.check(s, action)
    return GAME.apply(s, action)


def refused(s, action, words):
    with pytest.raises(IllegalAction) as err:
        GAME.check(s, action)
    assert words in str(err.value), str(err.value)
    assert err.value.message.context == "CloudyKingdom"


def hand_card(s, seat=None):
    return s.hands[s.actor if seat is None else seat][0]


# A lone card joins only along its axis, so lone oIo, oRo, oXo, oTo and oto cards act
# alike; positions mix them so that they do not run out of any one kind.

# --- set-up ---------------------------------------------------------------------------------


def test_setup_deals_one_route_card_each_and_three_spells():
    for players in (2, 3, 4):
        s = GAME.new_state(players, Rng(3), {"magic": "first", "first": 0})
        assert [len(h) for h in s.hands] == [1] * players
        assert len(s.draw) == cards.ROUTE_COUNT - players
        assert s.magic == [list(cards.FIRST_GAME_MAGIC)] * players
        assert s.phase == st.PLAY and GAME.current_player(s) == 0
        assert s.layout == ("A" if players == 2 else "B")


def test_random_magic_gives_everyone_the_same_three():
    seen = set()
    for seed in range(30):
        s = GAME.new_state(4, Rng(seed), {"magic": "random"})
        assert all(m == s.magic[0] for m in s.magic) and len(set(s.magic[0])) == 3
        seen.add(tuple(s.magic[0]))
    assert len(seen) > 5


def test_picks_and_play_begin_with_the_first_player():
    m = new_match("cloudy-kingdom", 3, seed=1, magic="pick", first=1)
    seen = []
    while m.view(None).phase == st.PICK:
        seen.append(m.current_player)
        m.apply(m.legal_actions()[0])
    assert seen == [1, 1, 1, 2, 2, 2, 0, 0, 0] and m.current_player == 1


def test_pick_magic_each_player_in_turn_picks_three():
    m = new_match("cloudy-kingdom", 3, seed=1, magic="pick", first=0)
    assert m.current_player == 0 and m.view(0).hands == [[], [], []]
    picks = [
        ["chop", "winding", "replant"],
        ["burning", "dead_end", "inspiration"],
        ["fast_growth", "green_thumb", "chop"],
    ]
    for seat, effects in enumerate(picks):
        for effect in effects:
            assert m.current_player == seat
            assert {type(a) for a in m.legal_actions()} == {PickMagic}
            m.apply(PickMagic(effect))
            if m.current_player == seat:
                with pytest.raises(IllegalAction, match="already taken"):
                    m.apply(PickMagic(effect))
    s = m.state_copy()
    assert s.phase == st.PLAY and s.chosen == picks and [len(h) for h in s.hands] == [1, 1, 1]
    assert s.magic[0] == ["chop", "replant", "winding"]  # kept in the cards' order
    assert m.steps[-1].revealed  # the deal after the last pick shows cards


def test_option_values_are_checked():
    with pytest.raises(IllegalAction):
        new_match("cloudy-kingdom", 2, seed=1, magic="all")
    with pytest.raises(IllegalAction):
        new_match("cloudy-kingdom", 5, seed=1)


def test_seat_label_is_the_family():
    s = GAME.new_state(4, Rng(1), {})
    assert [GAME.seat_label(s, i).english() for i in range(4)] == [
        "Red family",
        "Blue family",
        "Yellow family",
        "Black family",
    ]
    assert len({f.crest for f in cards.FAMILIES}) == 4


def test_each_player_chooses_a_family():
    """ "Each player chooses a family": seat i still owns the castles of letter i, which show
    the family chosen; with three players the one nobody chose stays on the table, unowned."""
    match = new_match("cloudy-kingdom", 3, seed=1, families="dbac")
    s = match.state_copy()
    assert [GAME.seat_label(s, i).english() for i in range(3)] == ["Black family", "Blue family", "Red family"]
    assert s.family(3) == 2  # the yellow castles: nobody's
    text = format_state(s)
    assert "families=dbac" in text.splitlines()[0] and parse_state(text).families == "dbac"
    assert "families" not in format_state(GAME.new_state(3, Rng(1), {}))  # the default is not written
    for bad in ("dbaa", "abc", "abcde"):
        with pytest.raises(IllegalAction):
            new_match("cloudy-kingdom", 3, seed=1, families=bad)


def test_the_winner_is_named_by_the_family_chosen():
    s = spell_pos(RED_NEARLY, hands="oIo | oIo")
    s.families = "cabd"  # seat 0 plays the yellow family
    play(s, PlayRoute(hand_card(s), cell(s, "C3"), 0))
    assert "Yellow family" in GAME.outcome(s).summary.english()


# --- growth rule 1: an empty cell touching a castle or a route card ----------------------------


def test_first_card_goes_against_a_castle():
    s = pos(f"\n{EMPTY_A}\nhands: oIo | oXo")
    # Layout A: the corner cells have castles on both outer sides; the middle of each side has none.
    assert places(s) == {"A1": [0, 1, 2, 3], "C1": [0, 1, 2, 3], "A3": [0, 1, 2, 3], "C3": [0, 1, 2, 3]}
    refused(s, PlayRoute(hand_card(s), cell(s, "B2"), 0), "touches no castle and no route card")


def test_example_d_a_card_along_a_castle_does_not_touch_it():
    s = pos(f"\n{EMPTY_B}\nhands: oIo | oIo | oIo | oIo", players=4)
    # B1 has a castle to the north only: the card must point at it (lie north-south).
    assert places(s)["B1"] == [0, 2]
    refused(s, PlayRoute(hand_card(s), cell(s, "B1"), 1), "Turn the card")


def test_short_edge_against_short_edge_of_a_route_card():
    s = pos("\n1: oIoN . .\n2: . . .\n3: . . .\nhands: oIo | oIo")
    p = places(s)
    assert p["A2"] == [0, 2]  # under A1's short edge, pointing at it
    assert "B1" not in p  # A1's long edge faces B1: short against long never counts
    refused(s, PlayRoute(hand_card(s), cell(s, "B1"), 1), "touches no castle and no route card")
    refused(s, PlayRoute(hand_card(s), cell(s, "A2"), 1), "Turn the card")


def test_the_lower_card_of_a_stack_sticks_out_and_counts():
    s = pos("\n1: oIoN/oIoE . .\n2: . . .\n3: . . .\nhands: oIo | oIo")
    p = places(s)
    assert p["B1"] == [1, 3]  # the top card's short edge
    assert p["A2"] == [0, 2]  # the lower card's end sticking out south


def test_example_e_placing_beside_a_broken_end_is_allowed():
    # A1's end toward B1 is broken, but short edge still meets short edge.
    s = pos("\n1: bIoE . .\n2: . . .\n3: . . .\nhands: oRo | oIo")
    assert places(s)["B1"] == [1, 3]
    play(s, PlayRoute(hand_card(s), cell(s, "B1"), 1))
    assert kind_of(s.stacks[cell(s, "B1")][-1][0]) == "oRo"


# --- growth rule 2: across the top of a stack ---------------------------------------------------


def test_on_a_stack_the_card_lies_across_the_one_below_any_height():
    s = pos("\n1: oIoN/oIoE/oIoN . .\n2: . . .\n3: . . .\nhands: oXo | oIo")
    assert places(s)["A1"] == [1, 3]
    refused(s, PlayRoute(hand_card(s), cell(s, "A1"), 2), "across the card below")
    play(s, PlayRoute(hand_card(s), cell(s, "A1"), 3))
    assert len(s.stacks[0]) == 4 and s.stacks[0][-1][1] == 3


def test_any_of_four_quarter_turns_and_wrong_values_refused():
    s = pos(f"\n{EMPTY_A}\nhands: oIo | oIo")
    refused(s, PlayRoute(hand_card(s), cell(s, "A1"), 4), "quarter turns")
    refused(s, PlayRoute(hand_card(s), 9, 0), "outside the play area")
    refused(s, PlayRoute(hand_card(s, 1), cell(s, "A1"), 0), "not in your hand")


# --- a turn ---------------------------------------------------------------------------------


def test_a_turn_plays_the_card_then_draws_and_passes_clockwise():
    s = pos(f"\n{EMPTY_B}\nhands: oIo | oIo | oIo | oIo\ndraw: oXo ...", players=4)
    nxt = s.draw[-1]
    assert play(s, PlayRoute(hand_card(s), cell(s, "A1"), 0)) is True  # the draw reveals a card
    assert s.hands[0] == [nxt] and kind_of(nxt) == "oXo"
    assert GAME.current_player(s) == 1 and s.phase == st.PLAY


def test_discard_only_when_the_card_fits_nowhere():
    s = pos(f"\n{EMPTY_A}\nhands: oIo | oIo")
    refused(s, DiscardRoute(hand_card(s)), "can still be played")
    assert not any(isinstance(a, DiscardRoute) for a in GAME.legal_actions(s))


def test_discard_when_nothing_fits():
    # Fast Growth's first card needs an empty cell; here none is left, so it is discarded.
    s = parse_state(
        "cloudy-kingdom players=2 phase=fast_empty magic_turn=yes\n"
        "1: oIoN oRoN oXoN\n2: oToN otoN oIoN\n3: oRoN oXoN oToN\n"
        "hands: oXo | oIo\nmagic: chop inspiration -fast_growth | chop inspiration burning\n"
        "discard: oCo"
    )
    assert GAME.legal_actions(s) == [DiscardRoute(hand_card(s))]
    card = hand_card(s)
    play(s, DiscardRoute(card))
    assert s.discard[-1] == card and GAME.current_player(s) == 1


# --- spells -----------------------------------------------------------------------------------

SPELLS = "chop inspiration burning dead_end fast_growth green_thumb replant winding"


def spell_pos(grid=EMPTY_A, hands="oIo | oIo", draw="...", discard="-", players=2, extra=""):
    magic = " | ".join([SPELLS] * players)
    return parse_state(
        f"cloudy-kingdom players={players} {extra}\n{grid}\nhands: {hands}\nmagic: {magic}\n"
        f"draw: {draw}\ndiscard: {discard}"
    )


def test_a_spell_discards_the_hand_card_and_is_used_once():
    s = spell_pos("1: oIoN . .\n2: . . .\n3: . . .", hands="oXo | oIo")
    card = hand_card(s)
    play(s, PlayMagic("winding", cell(s, "A1")))
    assert s.discard[-1] == card and "winding" not in s.magic[0] and "winding" in s.chosen[0]
    assert GAME.current_player(s) == 1
    play(s, PlayRoute(hand_card(s), cell(s, "C3"), 0))
    refused(s, PlayMagic("winding", cell(s, "A1")), "already used Winding Route")


def test_chop_removes_a_top_card_and_reexposes_the_one_below():
    s = spell_pos("1: oIoE/oIoN . .\n2: . . .\n3: . . .")
    top = s.stacks[0][-1][0]
    play(s, PlayMagic("chop", cell(s, "A1")))
    assert s.stacks[0] == ((s.stacks[0][0][0], 1),) and s.box == [top]
    assert s.links[0] == (0b1010,)  # the lower card joins west and east again
    refused(s, PlayMagic("chop", cell(s, "B2")), "Chop! needs a played route card")


def test_chop_can_take_a_dead_end_but_not_a_burning_crossing():
    s = parse_state(
        "cloudy-kingdom players=2\n1: oIoN/@D1E oIoE/@B1N .\n2: . . .\n3: . . .\n"
        "hands: oIo | oIo\nmagic: chop | chop -dead_end -burning"
    )
    refused(s, PlayMagic("chop", cell(s, "B1")), "No magic can touch the Burning Crossing")
    play(s, PlayMagic("chop", cell(s, "A1")))
    assert len(s.stacks[0]) == 1 and s.box == []  # a magic card leaves the game, not the box of routes


def test_inspiration_draws_two_plays_one_discards_the_other():
    s = spell_pos(draw="oXo oCo oRo ...")
    play(s, PlayMagic("inspiration"))
    assert s.phase == st.INSPIRATION and [kind_of(c) for c in s.hands[0]] == ["oXo", "oCo"]
    assert {type(a) for a in GAME.legal_actions(s)} == {PlayRoute}
    refused(s, PlayMagic("chop", 0), "Finish the spell")
    keep, other = s.hands[0]
    play(s, PlayRoute(keep, cell(s, "A1"), 0))
    assert s.discard[-1] == other and kind_of(s.hands[0][0]) == "oRo"
    assert GAME.current_player(s) == 1


def test_burning_crossing_goes_across_a_route_card_and_is_permanent():
    s = spell_pos("1: oIoN . .\n2: . . .\n3: . . .", hands="oIo | oIo")
    refused(s, PlayMagic("burning", cell(s, "C1"), 0), "not on an empty cell")
    refused(s, PlayMagic("burning", cell(s, "A1"), 0), "across the card below")
    play(s, PlayMagic("burning", cell(s, "A1"), 1))
    assert s.links[0] == (0b1111,)  # a crossroads, both ends open
    assert 0 not in hand_placements(s)
    refused(s, PlayRoute(hand_card(s), 0, 0), "Nothing can be played on the Burning Crossing")
    refused(s, PlayMagic("winding", 0), "No magic can touch the Burning Crossing")
    refused(s, PlayMagic("chop", 0), "No magic can touch the Burning Crossing")


def test_dead_end_is_played_by_either_growth_rule_and_joins_nothing():
    s = spell_pos("1: oIoE oIoE .\n2: . . .\n3: . . .")
    refused(s, PlayMagic("dead_end", cell(s, "B2"), 0), "touches no castle")
    play(s, PlayMagic("dead_end", cell(s, "B1"), 0))
    assert s.links[1] == ()
    s = spell_pos()
    play(s, PlayMagic("dead_end", cell(s, "A1"), 1))
    assert s.stacks[0] == ((cards.magic_id(0, "dead_end"), 1),)


def test_fast_growth_plays_two_cards_the_second_across_the_first():
    s = spell_pos("1: oIoN . .\n2: . . .\n3: . . .", draw="oIo oXo oCo ...")
    play(s, PlayMagic("fast_growth"))
    assert s.phase == st.FAST_EMPTY and len(s.hands[0]) == 1
    first = hand_card(s)
    refused(s, PlayRoute(first, 0, 1), "the first card must go on an empty cell")
    play(s, PlayRoute(first, cell(s, "A2"), 0))
    assert s.phase == st.FAST_TOP and kind_of(hand_card(s)) == "oXo"
    refused(s, PlayRoute(hand_card(s), cell(s, "C3"), 0), "across the first one, on A2")
    assert places(s) == {"A2": [1, 3]}
    play(s, PlayRoute(hand_card(s), cell(s, "A2"), 1))
    assert len(s.stacks[cell(s, "A2")]) == 2 and GAME.current_player(s) == 1
    assert kind_of(s.hands[0][0]) == "oCo"  # the usual draw at the end of the turn


def test_green_thumb_others_may_swap_in_turn_order_then_both_cards_are_played():
    s = spell_pos(EMPTY_B, hands="oIo | oCo | oRo | oDo", draw="oXo oTo oEo oIo ...", players=4)
    b_card, d_card = s.hands[1][0], s.hands[3][0]
    play(s, PlayMagic("green_thumb"))
    assert [kind_of(c) for c in s.hands[0]] == ["oXo", "oTo"]
    assert s.phase == st.GREEN_OTHERS and GAME.current_player(s) == 1
    assert set(GAME.legal_actions(s)) == {Exchange(True), Exchange(False)}
    assert play(s, Exchange(True)) is True
    assert s.discard[-1] == b_card and kind_of(s.hands[1][0]) == "oEo"
    assert GAME.current_player(s) == 2
    assert play(s, Exchange(False)) is False
    play(s, Exchange(True))
    assert s.discard[-1] == d_card
    assert GAME.current_player(s) == 0 and s.phase == st.GREEN_PLAY
    first, second = s.hands[0]
    play(s, PlayRoute(second, cell(s, "A1"), 0))
    assert s.phase == st.GREEN_PLAY and s.hands[0] == [first]
    play(s, PlayRoute(first, cell(s, "A2"), 0))
    assert GAME.current_player(s) == 1 and len(s.hands[0]) == 1


def test_replanting_takes_the_discard_top_from_before_this_turn():
    s = spell_pos(discard="oXo oIo")
    refused(spell_pos(), PlayMagic("replant"), "discard pile is empty")
    top = s.discard[-1]
    own = hand_card(s)
    play(s, PlayMagic("replant"))
    assert s.hands[0] == [top] and s.discard[-1] == own and s.phase == st.REPLANT
    play(s, PlayRoute(top, cell(s, "C3"), 0))
    assert s.stacks[cell(s, "C3")] == ((top, 0),)


def test_winding_route_turns_the_whole_stack_even_against_the_growth_rules():
    s = spell_pos("1: oIoN . .\n2: . . .\n3: . . .\n".replace("1: oIoN", "1: oIoN/bIoE/oCoS"))
    play(s, PlayMagic("winding", 0))
    assert [t for _, t in s.stacks[0]] == [1, 2, 3]


def test_spells_that_draw_need_cards_in_the_draw_pile():
    s = spell_pos(draw="-")
    for effect in ("inspiration", "fast_growth", "green_thumb"):
        refused(s, PlayMagic(effect), "draw pile is empty")


def test_fast_growth_needs_an_empty_cell_where_a_card_may_grow():
    full = "1: oIoN oRoN oXoN\n2: oToN otoN oIoN\n3: oRoN oXoN oToN"
    refused(spell_pos(full), PlayMagic("fast_growth"), "needs an empty cell")


# --- the end of the game ---------------------------------------------------------------------
# Layout A: family a (seat 0) north of A1 to south of C3; family b (seat 1) north of C1 to
# south of A3, west of A1 to east of C3.

RED_NEARLY = "1: oIoE/oCoN oIoE oIoE/oCoS\n2: . . oIoN\n3: . . ."


def test_a_played_route_card_that_joins_own_castles_wins_at_once():
    s = spell_pos(RED_NEARLY, hands="oIo | oIo")
    play(s, PlayRoute(hand_card(s), cell(s, "C3"), 0))
    assert s.phase == st.OVER and GAME.current_player(s) is None
    out = GAME.outcome(s)
    assert out.winners == {0} and "Red family" in out.summary.english()
    assert [c for c, _, _ in winning_routes(s)[0]] == [cell(s, n) for n in ("A1", "B1", "C1", "C2", "C3")]


def test_joining_another_familys_castles_makes_that_family_win():
    s = spell_pos(RED_NEARLY, hands="oXo | oIo", extra="turn=1")
    play(s, PlayRoute(hand_card(s), cell(s, "C3"), 0))
    assert GAME.outcome(s).winners == {0}


# Layout B, 4 players: family b (seat 1) north of B1 to south of D4, family c (seat 2) west of
# A2 to east of D4. One double curve on D4 finishes both routes.
TWO_ROUTES = """\
1: .    oXoN      .    .
2: oIoE oIoN/oRoE oToE oIoE/oCoS
3: .    otoN      .    oIoN
4: .    oRoE/oCoN oIoE oXoE"""


@pytest.mark.parametrize("turn, winners", [(0, {1, 2}), (3, {1, 2}), (1, {1}), (2, {2})])
def test_own_castles_first_else_the_joined_families_share(turn, winners):
    hands = " | ".join("oDo" if seat == turn else filler for seat, filler in enumerate(["oCo", "oco", "odo", "och"]))
    s = spell_pos(TWO_ROUTES, hands=hands, players=4, extra=f"turn={turn}")
    play(s, PlayRoute(hand_card(s), cell(s, "D4"), 0))
    out = GAME.outcome(s)
    assert out.winners == winners
    assert len(winning_routes(s)) == len(winners)


# Layout B: family d (seat 3) west of A1 to east of D3; D2 is missing.
BLACK_NEARLY = """\
1: oIoE oXoE oRoE oToE/oCoS
2: .    .    .    .
3: .    .    .    otoE/oCoN
4: .    .    .    ."""


@pytest.mark.parametrize("players, winners", [(3, None), (4, {3})])
def test_the_fourth_familys_route_counts_only_if_someone_plays_it(players, winners):
    s = spell_pos(BLACK_NEARLY, hands=" | ".join(["oIo", "oXo", "oRo", "oTo"][:players]), players=players)
    play(s, PlayRoute(hand_card(s), cell(s, "D2"), 0))  # lone, any of these joins north-south
    out = GAME.outcome(s)
    assert (out and out.winners) == winners
    if winners is None:
        assert GAME.current_player(s) == 1


def test_no_win_in_a_magic_turn_the_win_comes_at_the_next_turn():
    grid = RED_NEARLY.replace("3: . . .", "3: . . oIoE")
    s = spell_pos(grid)
    play(s, PlayMagic("winding", cell(s, "C3")))  # C3 now points north-south: joined by magic
    assert s.phase == st.PLAY and GAME.current_player(s) == 1
    play(s, PlayRoute(hand_card(s), cell(s, "A3"), 0))
    assert s.phase == st.OVER and s.winners == (0,) and s.end == st.END_DELAYED


def test_a_magic_route_broken_before_the_next_turn_does_not_win():
    grid = RED_NEARLY.replace("3: . . .", "3: . . oIoE")
    s = spell_pos(grid)
    play(s, PlayMagic("winding", cell(s, "C3")))
    play(s, PlayRoute(hand_card(s), cell(s, "C3"), 1))  # seat 1 lays a card across it
    assert s.phase == st.PLAY and GAME.current_player(s) == 0 and GAME.outcome(s) is None


def test_a_magic_card_that_joins_another_familys_castles_makes_it_win_at_once():
    grid = RED_NEARLY.replace("3: . . .", "3: . . oIoE")
    s = spell_pos(grid, extra="turn=1")
    play(s, PlayMagic("winding", cell(s, "C3")))
    assert s.phase == st.OVER and s.winners == (0,) and s.end == st.END_MAGIC


def test_a_route_made_by_a_spells_route_card_also_waits():
    s = spell_pos(RED_NEARLY, draw="oIo oXo ...")
    play(s, PlayMagic("inspiration"))
    play(s, PlayRoute(s.hands[0][0], cell(s, "C3"), 0))
    assert s.phase == st.PLAY and GAME.current_player(s) == 1


def test_chop_that_reexposes_a_route_for_another_family():
    grid = RED_NEARLY.replace("3: . . .", "3: . . oIoN/bIbE".replace("bIb", "bIh"))
    s = spell_pos(grid, extra="turn=1")
    play(s, PlayMagic("chop", cell(s, "C3")))
    assert s.winners == (0,) and s.end == st.END_MAGIC


def test_empty_draw_pile_everyone_plays_their_last_card_then_a_draw():
    s = spell_pos(EMPTY_B, hands="oIo | oIo | oIo | oIo", draw="-", players=4, extra="turn=2")
    order = []
    for name in ("A1", "D1", "A4", "D4"):
        order.append(GAME.current_player(s))
        play(s, PlayRoute(hand_card(s), cell(s, name), 0))
    assert order == [2, 3, 0, 1]
    assert s.phase == st.OVER and s.winners == () and s.end == st.END_DECK
    assert GAME.outcome(s).is_draw


def test_the_last_card_drawn_starts_the_last_round():
    s = spell_pos(EMPTY_A, hands="oIo | oIo", draw="oXo")
    play(s, PlayRoute(hand_card(s), cell(s, "A1"), 0))
    assert s.draw == [] and len(s.hands[0]) == 1
    play(s, PlayRoute(hand_card(s), cell(s, "C3"), 0))  # seat 1's last card
    play(s, PlayRoute(hand_card(s), cell(s, "A1"), 1))  # seat 0's last card
    assert s.end == st.END_DECK


def test_a_pending_magic_win_still_counts_when_the_caster_has_no_card_left():
    grid = RED_NEARLY.replace("3: . . .", "3: . . oIoE")
    s = spell_pos(grid, draw="-")
    play(s, PlayMagic("winding", cell(s, "C3")))  # seat 0 has no card left now
    play(s, PlayRoute(hand_card(s), cell(s, "A3"), 0))
    assert s.winners == (0,) and s.end == st.END_DELAYED


# --- words and views ------------------------------------------------------------------------


def test_describe_and_view():
    s = spell_pos("1: oIoN . .\n2: . . .\n3: . . .")
    assert GAME.describe(s, PlayRoute(hand_card(s), 3, 0)).english(player="Ann") == "Ann plays a straight route on A2."
    assert "Chop!" in GAME.describe(s, PlayMagic("chop", 0)).english(player="Ann")
    v = GAME.view(s, 1)
    assert v.hands[0] == [-1] and v.hands[1] == s.hands[1] and set(v.draw) == {-1}
    assert "?" in format_state(v)


@pytest.mark.parametrize("magic", ["first", "random", "pick"])
def test_what_each_step_moved_follows_the_cards(magic):
    """Issue 19 (`Game.moves`, state.Ids): every card's number lies where the card does, step by
    step, through spells too (drawing, replanting, chopping); a card on the table comes from a
    hand, or from its caster's spells; a card reaches a hand only from the draw pile, or from the
    discard by Replanting."""
    from cloudtable.engine import choose_action

    kinds = set()
    for seed in range(6):
        match = new_match("cloudy-kingdom", 2 + seed % 3, seed=seed, magic=magic)
        while not match.is_over:
            match.apply(choose_action(match, "random"))
            s = match.state_copy()
            ids = s.ids
            assert ids is not None
            assert [len(h) for h in ids.hands] == [len(h) for h in s.hands]
            assert (len(ids.draw), len(ids.discard), len(ids.box)) == (len(s.draw), len(s.discard), len(s.box))
            assert [len(n) for n in ids.stacks] == [len(t) for t in s.stacks]
            for stack, numbers in zip(s.stacks, ids.stacks, strict=True):  # magic cards keep their ids
                assert [c for c, _ in stack if cards.is_magic(c)] == [n for n in numbers if cards.is_magic(n)]
            for event in match.steps[-1].moved:
                kinds.add((event.source[0], event.target[0]))
                if event.target[0] == "cell":
                    assert event.source[0] in ("hand", "magic")
                if event.target[0] == "hand":
                    assert event.source in (("draw",), ("discard",))
    assert {("draw", "hand"), ("hand", "cell"), ("hand", "discard")} <= kinds
    assert not parse_state(format_state(s)).ids  # notation does without


def test_a_replanted_card_goes_from_the_discard_to_the_hand_and_a_chopped_one_into_the_box():
    kinds = set()
    for seed in range(40):
        match = new_match("cloudy-kingdom", 2, seed=seed, magic="pick")
        while not match.is_over:
            match.apply(choose_action_preferring(match))
            kinds.update((e.source[0], e.target[0]) for e in match.steps[-1].moved)
        if {("discard", "hand"), ("cell", "box"), ("magic", "cell")} <= kinds:
            return
    raise AssertionError(kinds)


def choose_action_preferring(match):
    """A random move, but Replanting, Chop! and the spells played like route cards first."""
    import random

    legal = match.legal_actions()
    spells = [a for a in legal if isinstance(a, PlayMagic) and a.effect in (cards.REPLANT, cards.CHOP, cards.BURNING)]
    picks = [a for a in legal if isinstance(a, PickMagic) and a.effect in (cards.REPLANT, cards.CHOP, cards.BURNING)]
    options = spells or picks or legal
    return random.Random(len(match.steps)).choice(options)


@pytest.mark.parametrize(
    "hand, where, line",
    [
        ("oTo", "B1", "Ann plays a T junction on B1."),
        ("oto", "A1", "Ann plays a T junction across the stack on A1."),  # mirrored: the same name
        ("oXo", "A1", "Ann plays a crossroads across the stack on A1."),
        ("oRo", "B1", "Ann plays a rope bridge on B1."),
        ("bIo", "B1", "Ann plays a straight route with a broken end on B1."),
        ("hto", "B1", "Ann plays a T junction with a hole at one end on B1."),
        ("zXz", "B1", "Ann plays a crossroads blocked at both ends on B1."),
        ("och", "B1", "Ann plays a curve with a hole at one end on B1."),
    ],
)
def test_the_log_names_the_route_card_played(hand, where, line):
    s = spell_pos("1: oIoE . .\n2: . . .\n3: . . .", hands=f"{hand} | oIo")
    action = PlayRoute(hand_card(s), cell(s, where), 1 if where == "B1" else 0)
    assert GAME.describe(s, action).english(player="Ann") == line
    said = GAME.describe(s, action).english(player="Ann", addressed=True)
    assert said == line.replace("Ann plays", "You play")


def test_the_log_names_a_card_discarded_because_it_fits_nowhere():
    s = parse_state(
        "cloudy-kingdom players=2 phase=fast_empty magic_turn=yes\n"
        "1: oIoN oRoN oXoN\n2: oToN otoN oIoN\n3: oRoN oXoN oToN\n"
        "hands: oDo | oIo\nmagic: chop inspiration -fast_growth | chop inspiration burning\n"
        "discard: oCo"
    )
    line = GAME.describe(s, DiscardRoute(hand_card(s)))
    assert line.english(player="Ann") == "Ann cannot place a double curve and discards it."
    assert line.english(player="Ann", addressed=True) == "You cannot place a double curve and discard it."


def test_the_winning_move_is_told_and_the_outcome_says_why():
    s = spell_pos(RED_NEARLY, hands="oIo | oIo")
    action = PlayRoute(hand_card(s), cell(s, "C3"), 0)
    assert GAME.describe(s, action).english(player="Ann") == "Ann plays a straight route on C3."
    play(s, action)
    outcome = GAME.outcome(s)
    assert outcome.winners == {0}
    assert outcome.summary.english() == "The Red family joined two of its castles on opposite sides."


def test_the_move_that_empties_the_last_hand_ends_in_a_draw():
    s = spell_pos(EMPTY_B, hands="- | - | - | oIo", draw="-", players=4, extra="turn=3")
    play(s, PlayRoute(hand_card(s), cell(s, "A1"), 0))
    outcome = GAME.outcome(s)
    assert outcome.winners == frozenset()
    assert outcome.summary.english() == "The draw pile ran out and no family joined its castles: the game is a draw."


def test_the_wins_of_magic_and_shared_wins_say_why():
    grid = RED_NEARLY.replace("3: . . .", "3: . . oIoE")
    s = spell_pos(grid, extra="turn=1")
    play(s, PlayMagic("winding", cell(s, "C3")))
    assert GAME.outcome(s).summary.english() == "A spell joined two castles of the Red family on opposite sides."
    s = spell_pos(grid)
    play(s, PlayMagic("winding", cell(s, "C3")))
    play(s, PlayRoute(hand_card(s), cell(s, "A3"), 0))
    assert (
        GAME.outcome(s).summary.english() == "The Red family's route, made by magic, was still whole at its next turn."
    )
    hands = " | ".join(["oDo", "oCo", "oco", "odo"])
    s = spell_pos(TWO_ROUTES, hands=hands, players=4, extra="turn=0")
    play(s, PlayRoute(hand_card(s), cell(s, "D4"), 0))
    assert GAME.outcome(s).summary.english() == "The Blue family and the Yellow family share the win."
