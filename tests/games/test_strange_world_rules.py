"""Strange World above the clouds: one test per rule clause of the specification
shared/games/strange-world.md (kept outside this repository) (set-up, the draft, placing, the
desolation of the Tzimimes, portals and Travellers, Volcanoes and Dark Cities, scoring with the
rulebook's examples, the end, solo play), on positions written in the game's notation
(docs/notation/strange-world.md). Grid coordinates: the start card is at row 3, col 3; row 0 is the
top."""

import pytest

from cloudtable.engine import IllegalAction, Rng, Seat, new_match
from cloudtable.games.strange_world import GAME, cards, scoring, state as st
from cloudtable.games.strange_world.actions import (
    DeclineTraveller,
    Erupt,
    OrientSun,
    PairPortal,
    PassCards,
    Place,
    TakeStack,
    WelcomeTraveller,
)
from cloudtable.games.strange_world.cards import CODES
from cloudtable.games.strange_world.notation import parse_state
from cloudtable.games.strange_world.rules import (
    deck_size,
    legal_cells,
    legal_cells_for,
    pass_count,
    score_breakdown,
    traveller_spots,
    world_score,
)

K = CODES  # card kind by code: K["MM"]


def pos(
    world: str, hand: str = "-", *, players: int = 2, head: str = "", others: str = "", supply: str = ""
) -> st.State:
    """A position where seat 0 places (unless `head` says otherwise); `world` is seat 0's rows and
    extra lines; the other seats have only their start card unless `others` gives their blocks."""
    starts = ["Pb", "S", "W"]
    lines = [f"strange-world players={players} round=1 phase=place sun=0 turn=0 {head}".strip(), "deck: ~"]
    if supply:
        lines.append(f"supply: {supply}")
    lines.append(f"world 0: hand={hand}")
    lines.extend("  " + ln.strip() for ln in world.strip().splitlines())
    if others:
        lines.extend(others.strip().splitlines())
    else:
        for seat in range(1, players):
            lines += [f"world {seat}: hand=MPg", f"  row 3: {starts[seat - 1]}", "  cols: 3"]
    return parse_state("\n".join(lines))


def play(s, action):
    GAME.check(s, action)
    return GAME.apply(s, action)


def refused(s, action, words):
    with pytest.raises(IllegalAction) as err:
        GAME.check(s, action)
    assert words in err.value.message.english(), err.value.message.english()
    assert err.value.message.context == "StrangeWorld"


def at(s, row, col, seat=0):
    """The notation token of a cell of a World."""
    from cloudtable.games.strange_world.notation import cell_token

    return cell_token(s.worlds[seat], st.cell_of(row, col))


def cells_of(s, seat=0):
    return [(st.ROW[c], st.COL[c]) for c in legal_cells(s.worlds[seat])]


# --- the cards -------------------------------------------------------------------------------


def test_deck_sizes_by_player_count():
    assert [len(cards.deck_kinds(n)) for n in (1, 2, 3, 4)] == [21, 38, 45, 60]
    assert [deck_size(n) for n in (1, 2, 3, 4)] == [21, 38, 45, 60]


def test_each_deck_holds_the_smaller_ones_and_marks_add_up():
    for kind in cards.LAND_KINDS:
        counts = cards.KINDS[kind].counts
        assert list(counts) == sorted(counts), cards.KINDS[kind].code
        assert sum(cards.copies_marked(kind).values()) == counts[3]
    assert len(cards.START_KINDS) == 4 and all(cards.KINDS[k].start for k in cards.START_KINDS)
    assert cards.KINDS[K["Pb"]].animals == (cards.BEAR,)
    bears = [k for k in cards.LAND_KINDS if cards.BEAR in cards.KINDS[k].animals]
    assert bears == []  # the Bear is only on the green start card
    assert cards.FUMAROLES == 11 and cards.DARK_CITIES == (9, 7, 5, 4, 4) and len(cards.TRAVELLERS) == 8


def test_every_plant_comes_with_an_animal():
    for kind in cards.KINDS:
        assert len(kind.animals) == kind.icons[cards.PLANT], kind.code


# --- set-up -----------------------------------------------------------------------------------


def test_two_player_setup_deals_start_cards_and_three_cards_each():
    holders = set()
    for seed in range(20):
        s = GAME.new_state(2, Rng(seed), {})
        starts = [w.cells[st.START_CELL] for w in s.worlds]
        assert len(set(starts)) == 2 and all(cards.KINDS[k].start for k in starts)
        assert sorted(starts + s.boxed_starts) == sorted(cards.START_KINDS)
        assert [len(h) for h in s.hands] == [3, 3] and len(s.deck) == 38 - 6
        assert s.phase == st.PASS_TWO and GAME.choosing_seats(s)
        assert s.travellers == list(cards.TRAVELLER_KEYS) and s.fumaroles == 11 and s.cities == [9, 7, 5, 4, 4]
        holders.add(s.sun)
    assert holders == {0, 1}  # a random player takes the Sun card


@pytest.mark.parametrize("players", [3, 4])
def test_with_three_or_four_the_sun_holder_first_chooses_its_face(players):
    s = GAME.new_state(players, Rng(5), {})
    assert s.phase == st.ORIENT and GAME.current_player(s) == s.sun
    assert all(h == [] for h in s.hands)
    assert GAME.legal_actions(s) == [OrientSun(True), OrientSun(False)]
    assert play(s, OrientSun(False)) is True  # the deal reveals cards: no undo past it
    assert not s.clockwise and s.phase == st.PASS_TWO and [len(h) for h in s.hands] == [3] * players
    assert len(s.deck) == cards.DECK_SIZES[players - 1] - 3 * players


# --- the draft ----------------------------------------------------------------------------------


def _draft_match(players, clockwise, seed=3):
    m = new_match("strange-world", players, seed=seed, seats=[Seat(f"P{i}") for i in range(players)])
    if players >= 3:
        m.apply(OrientSun(clockwise))
    return m


@pytest.mark.parametrize("players,clockwise", [(2, True), (3, True), (3, False), (4, False)])
def test_the_draft_passes_two_then_one_in_the_suns_direction(players, clockwise):
    m = _draft_match(players, clockwise)
    s = m.state_copy()
    step = 1 if clockwise or players == 2 else -1
    assert m.choosing_in_secret and [m.current_player] == [s.order()[0]]
    for count in (2, 1):
        before = m.state_copy().hands
        chosen = {}
        for _ in range(players):
            seat = m.current_player
            action = m.legal_actions()[0]
            assert len(action.cards) == count
            chosen[seat] = action.cards
            m.apply(action)
        after = m.state_copy().hands
        for seat in range(players):
            giver = (seat - step) % players
            kept = list(before[seat])
            for card in chosen[seat]:
                kept.remove(card)
            assert after[seat] == sorted(kept + list(chosen[giver]))
    assert not m.choosing_in_secret and m.state_copy().phase == st.PLACE
    assert m.current_player == m.state_copy().sun


def test_nobody_sees_another_hand_or_a_pending_choice():
    m = _draft_match(3, True)
    hands = m.state_copy().hands
    for seat in range(3):
        view = m.view(seat)
        assert view.hands[seat] == hands[seat]
        assert all(set(h) == {cards.HIDDEN} for i, h in enumerate(view.hands) if i != seat)
        assert set(view.deck) == {cards.HIDDEN} and view.rng == Rng(0)
    assert all(set(h) == {cards.HIDDEN} for h in m.view(None).hands)
    before = [m.view(seat) for seat in range(3)]
    first = m.current_player
    words = m.describe(m.legal_actions()[0]).english(player="Ann")
    assert words == "Ann has chosen 2 cards to pass in round 1."
    m.apply(m.legal_actions()[0])
    assert [m.view(seat) for seat in range(3)] == before  # the choice waits outside the state
    assert m.chosen_seats == {first}


def test_a_pass_must_be_the_right_number_of_cards_from_the_hand():
    m = _draft_match(2, True)
    s = m.state_copy()
    seat = m.current_player
    hand = s.hands[seat]
    with pytest.raises(IllegalAction, match="exactly two"):
        m.apply(PassCards(hand[:1]))
    missing = next(k for k in cards.LAND_KINDS if k not in hand)
    with pytest.raises(IllegalAction, match="from your hand"):
        m.apply(PassCards((hand[0], missing)))
    with pytest.raises(IllegalAction, match="give to your neighbour"):
        m.apply(Place(hand[0], 2, 3))


# --- the order of play and the Sun ---------------------------------------------------------------


def _finish_draft(m):
    while m.choosing_in_secret:
        m.apply(m.legal_actions()[0])


def _place_any(m):
    """Place the first legal card and settle its follow-ups; returns who placed."""
    seat = m.current_player
    m.apply(m.legal_actions()[0])
    while not m.is_over and m.state_copy().phase in (st.PAIR, st.TRAVELLER, st.ERUPT):
        assert m.current_player == seat
        m.apply(m.legal_actions()[-1] if m.state_copy().phase == st.TRAVELLER else m.legal_actions()[0])
    return seat


def test_placing_goes_one_card_at_a_time_in_the_suns_order():
    m = _draft_match(3, False, seed=11)
    sun = m.state_copy().sun
    _finish_draft(m)
    seats = [_place_any(m) for _ in range(9)]
    assert seats == [sun, (sun - 1) % 3, (sun - 2) % 3] * 3


def test_the_sun_passes_to_the_left_and_its_new_holder_chooses_its_face():
    m = _draft_match(3, True, seed=4)
    sun = m.state_copy().sun
    _finish_draft(m)
    for _ in range(9):
        _place_any(m)
    s = m.state_copy()
    assert s.round == 2 and s.sun == (sun + 1) % 3 and s.phase == st.ORIENT
    assert m.current_player == s.sun


def test_with_two_players_the_sun_passes_too_without_a_choice():
    m = _draft_match(2, True, seed=4)
    sun = m.state_copy().sun
    _finish_draft(m)
    for _ in range(6):
        _place_any(m)
    s = m.state_copy()
    assert s.round == 2 and s.sun == 1 - sun and s.phase == st.PASS_TWO and s.clockwise
    assert [len(h) for h in s.hands] == [3, 3]


# --- placing ------------------------------------------------------------------------------------


def test_a_card_goes_next_to_a_card_of_the_world():
    s = pos("row 3: M\ncols: 3", "MM")
    assert cells_of(s) == [(2, 3), (3, 2), (3, 4), (4, 3)]
    refused(s, Place(K["MM"], 2, 2), "next to a card")
    refused(s, Place(K["MM"], 3, 3), "already")
    refused(s, Place(K["O"], 2, 3), "not in your hand")
    refused(s, Place(K["MM"], 7, 3), "off the table")


def test_the_world_stays_within_a_four_by_four_square():
    s = pos("row 3: M  MM  MS  MW\ncols: 3", "MM")
    assert (3, 2) not in cells_of(s)
    refused(s, Place(K["MM"], 3, 2), "four cards by four")
    assert sorted({c for _, c in cells_of(s)}) == [3, 4, 5, 6]


def test_the_place_and_its_card_are_public():
    s = pos("row 3: M\ncols: 3", "MM")
    assert GAME.describe(s, Place(K["MM"], 2, 3)).english(player="Ann") == "Ann places Double Mountain in their World."
    play(s, Place(K["MM"], 2, 3))
    assert at(s, 2, 3) == "MM" and s.hands[0] == [] and s.turn == 1


# --- the desolation of the Tzimimes ----------------------------------------------------------------


def test_water_next_to_water_is_flipped():
    s = pos("row 3: W\ncols: 3", "MW,WS")
    assert "turn it face down" in GAME.describe(s, Place(K["MW"], 3, 4)).english(player="Ann")
    play(s, Place(K["MW"], 3, 4))
    assert at(s, 3, 4) == "_MW"


def test_water_next_to_a_face_down_water_card_stays():
    s = pos("row 3: W _MW\ncols: 3", "WS")
    play(s, Place(K["WS"], 2, 4))
    assert at(s, 2, 4) == "WS"


def test_water_diagonal_to_water_stays():
    s = pos("row 3: W  MM\ncols: 3", "WS")
    play(s, Place(K["WS"], 2, 4))
    assert at(s, 2, 4) == "WS"


def test_a_second_swamp_in_a_row_is_flipped_even_far_away():
    s = pos("row 3: S  MM  MW\ncols: 3", "MS")
    play(s, Place(K["MS"], 3, 6))
    assert at(s, 3, 6) == "_MS"


def test_a_swamp_in_another_row_or_beside_a_face_down_swamp_stays():
    s = pos("row 3: S  _MS\ncols: 3", "WS,SPn")
    play(s, Place(K["SPn"], 2, 3))
    assert at(s, 2, 3) == "SPn"
    s = pos("row 3: M  _MS\ncols: 3", "WS")
    play(s, Place(K["WS"], 3, 5))
    assert at(s, 3, 5) == "WS"


def test_a_moon_below_the_top_row_is_flipped():
    s = pos("row 2: MM\nrow 3: M\ncols: 3", "O")
    play(s, Place(K["O"], 3, 4))
    assert at(s, 3, 4) == "_O"


def test_a_moon_in_the_top_row_stays_and_a_new_top_row_is_allowed():
    s = pos("row 2: MM\nrow 3: M\ncols: 3", "O")
    play(s, Place(K["O"], 2, 4))
    assert at(s, 2, 4) == "O"
    s = pos("row 2: MM\nrow 3: M\ncols: 3", "O")
    play(s, Place(K["O"], 1, 3))
    assert at(s, 1, 3) == "O"


def test_a_card_above_a_moon_flips_the_moon():
    s = pos("row 2: O  O\nrow 3: M  MM\ncols: 3", "MS")
    words = GAME.describe(s, Place(K["MS"], 1, 3)).english(player="Ann")
    assert "Moons below it face down" in words
    play(s, Place(K["MS"], 1, 3))
    assert at(s, 1, 3) == "MS" and at(s, 2, 3) == "_O" and at(s, 2, 4) == "_O"


def test_a_card_placed_in_the_moon_row_leaves_it_alone():
    s = pos("row 2: O\nrow 3: M\ncols: 3", "MS")
    play(s, Place(K["MS"], 2, 4))
    assert at(s, 2, 3) == "O"


def test_a_portal_card_may_not_go_beside_taken_portal_cards_while_another_place_is_left():
    """« Si vous ne pouvez faire autrement »: the flip beside completed portals is a last resort."""
    s = pos("row 3: M  M*  S*\ncols: 3\nportals: 3,4+3,5", "Pr*,MM")
    refused(s, Place(K["Pr*"], 3, 6), "only when no other place is left")
    assert Place(K["Pr*"], 3, 6) not in GAME.legal_actions(s)
    assert Place(K["MM"], 3, 6) in GAME.legal_actions(s)  # other cards may go there
    assert legal_cells_for(s.worlds[0], K["Pr*"]) == [c for c in legal_cells(s.worlds[0]) if c != st.cell_of(3, 6)]
    play(s, Place(K["Pr*"], 2, 3))
    assert at(s, 2, 3) == "Pr*"


# Every empty cell of this World is beside a portal card already in a portal.
PORTALS_ALL_TAKEN = (
    "row 0: MM  M*  S*  .\nrow 1: MPg W*  S*  .\nrow 2: MS  MM  PdPg WPs\n"
    "row 3: M  MW  PdPs  MM\ncols: 3\nportals: 0,4+0,5 1,4+1,5"
)


def test_a_portal_card_with_no_other_place_goes_beside_taken_portal_cards_and_is_flipped():
    s = pos(PORTALS_ALL_TAKEN, "Pr*")
    assert GAME.legal_actions(s) == [Place(K["Pr*"], 0, 6), Place(K["Pr*"], 1, 6)]
    play(s, Place(K["Pr*"], 1, 6))
    assert at(s, 1, 6) == "_Pr*" and len(s.worlds[0].portals) == 2
    assert s.phase == st.PLACE and s.turn == 1


def test_a_portal_card_beside_a_used_and_a_free_portal_card_joins_the_free_one():
    s = pos("row 2: M*  W*  .  S*\nrow 3: MM  MS  M  MPg\ncols: 1\nportals: 2,1+2,2", "Pr*")
    play(s, Place(K["Pr*"], 2, 3))
    assert s.worlds[0].portals[-1] == (st.cell_of(2, 3), st.cell_of(2, 4))
    assert s.phase == st.TRAVELLER


def test_a_volcano_with_only_fumaroles_around_is_flipped():
    s = pos("row 3: M+  MM+\ncols: 3", "VS")
    # Every place for it is next to Fumaroles only: all of them stay legal.
    assert [(a.row, a.col) for a in GAME.legal_actions(s)] == cells_of(s)
    play(s, Place(K["VS"], 2, 3))
    assert at(s, 2, 3) == "_VS" and s.phase == st.PLACE and s.turn == 1


def test_a_volcano_must_go_where_it_can_erupt_while_such_a_place_is_left():
    """« Vous devez placer une carte avec un Volcan adjacente à une carte … pouvant être recouverte »."""
    s = pos("row 3: M+  MM+  MS\ncols: 3", "VS,MM")
    refused(s, Place(K["VS"], 2, 3), "This Volcano must go where it can erupt")
    refused(s, Place(K["VS"], 3, 2), "This Volcano must go where it can erupt")
    vs = {(a.row, a.col) for a in GAME.legal_actions(s) if a.card == K["VS"]}
    assert vs == {(2, 5), (4, 5), (3, 6)}
    assert Place(K["MM"], 2, 3) in GAME.legal_actions(s)
    play(s, Place(K["VS"], 2, 5))
    assert s.phase == st.ERUPT and GAME.legal_actions(s) == [Erupt(3, 5)]


def test_a_volcanos_duty_is_its_own_desolation_only():
    """A place where it could erupt keeps the Volcano's duty even if Water next to Water turns it
    face down there; the places with only Fumaroles around are refused."""
    s = pos("row 3: M+  W\ncols: 3", "VW")
    assert [(a.row, a.col) for a in GAME.legal_actions(s)] == [(2, 4), (3, 5), (4, 4)]
    refused(s, Place(K["VW"], 2, 3), "where it can erupt")
    play(s, Place(K["VW"], 3, 5))
    assert at(s, 3, 5) == "_VW" and s.fumaroles == 10 and s.phase == st.PLACE and s.turn == 1  # no eruption


def test_a_volcano_portal_keeps_both_duties():
    s = pos("row 3: M+  M*  S*\ncols: 3\nportals: 3,4+3,5", "V*", players=4)
    refused(s, Place(K["V*"], 3, 6), "portal neighbours are all taken")  # it could erupt there
    refused(s, Place(K["V*"], 2, 3), "where it can erupt")
    assert [(a.row, a.col) for a in GAME.legal_actions(s)] == [(2, 4), (2, 5), (4, 4), (4, 5)]


def test_desolation_comes_before_the_portal():
    s = pos("row 2: .  MM  WS\nrow 3: W  S*\ncols: 3", "W*")
    play(s, Place(K["W*"], 3, 5))  # beside a free portal card, but below a Water card: flipped, no portal
    assert at(s, 3, 5) == "_W*" and s.worlds[0].portals == [] and s.phase == st.PLACE
    s = pos("row 3: W  MM  S*\ncols: 3", "W*")
    play(s, Place(K["W*"], 3, 6))
    assert s.worlds[0].portals == [(st.cell_of(3, 5), st.cell_of(3, 6))]


def test_desolation_comes_before_the_eruption():
    s = pos("row 3: W  MM\ncols: 3", "VW")
    play(s, Place(K["VW"], 2, 3))  # Volcano and Water next to the Water start card
    assert at(s, 2, 3) == "_VW" and s.phase == st.PLACE and s.fumaroles == 11


def test_a_face_down_card_scores_nothing():
    s = pos("row 3: M  _MM\ncols: 3")
    assert scoring.largest_range(s.worlds[0]) == 1


# --- portals and Travellers --------------------------------------------------------------------------


def test_two_portal_cards_side_by_side_complete_a_portal():
    s = pos("row 3: M  M*\ncols: 3", "S*")
    assert "completes a dimensional portal" in GAME.describe(s, Place(K["S*"], 3, 5)).english(player="Ann")
    play(s, Place(K["S*"], 3, 5))
    assert s.worlds[0].portals == [(st.cell_of(3, 4), st.cell_of(3, 5))]
    assert s.phase == st.TRAVELLER and GAME.current_player(s) == 0
    actions = GAME.legal_actions(s)
    assert DeclineTraveller() in actions
    assert {(a.right, a.top) for a in actions if isinstance(a, WelcomeTraveller)} == {
        (False, 2),
        (False, 3),
        (True, 2),
        (True, 3),
    }
    assert {a.key for a in actions if isinstance(a, WelcomeTraveller)} == set(cards.TRAVELLER_KEYS)


def test_portal_cards_one_above_the_other_make_no_portal():
    s = pos("row 3: M  M*\ncols: 3", "S*")
    play(s, Place(K["S*"], 2, 4))
    assert s.worlds[0].portals == [] and s.phase == st.PLACE


def test_a_card_between_two_free_portal_cards_joins_the_one_its_player_chooses():
    s = pos("row 2: M*  .  S*\nrow 3: M  MM  MS\ncols: 2", "Pr*")
    play(s, Place(K["Pr*"], 2, 3))
    assert s.phase == st.PAIR and s.worlds[0].portals == []
    assert GAME.legal_actions(s) == [PairPortal(2, 2), PairPortal(2, 4)]
    refused(s, PairPortal(3, 3), "free portal cards")
    assert "on the right" in GAME.describe(s, PairPortal(2, 4)).english(player="Ann")
    play(s, PairPortal(2, 4))
    assert s.worlds[0].portals == [(st.cell_of(2, 3), st.cell_of(2, 4))] and s.phase == st.TRAVELLER


def test_a_traveller_closes_its_side_of_the_world():
    s = pos("row 3: M  M*  S*\ncols: 3\nportals: 3,4+3,5", "MM,MS", head="phase=traveller pending=3,5")
    assert (3, 6) in cells_of(s)
    play(s, WelcomeTraveller("kark", True, 3))
    w = s.worlds[0]
    assert w.travellers == [st.Seated("kark", True, 3)] and "kark" not in s.travellers
    assert s.phase == st.PLACE and s.turn == 1
    assert all(c <= 5 for _, c in cells_of(s))
    s.turn = 0
    refused(s, Place(K["MM"], 3, 6), "closes that side")


def test_every_traveller_goes_on_the_side_of_the_first():
    s = pos(
        "row 2: .   Pr*  S*\nrow 3: M  M*  W*\ncols: 3\nportals: 3,4+3,5 2,4+2,5\ntravellers: kark:L:3",
        head="phase=traveller pending=2,5",
    )
    assert traveller_spots(s.worlds[0], s.pending) == [(False, 1)]  # Kark is over rows 3 and 4
    refused(s, WelcomeTraveller("splash", True, 2), "side of your first")
    play(s, WelcomeTraveller("splash", False, 1))
    assert [t.key for t in s.worlds[0].travellers] == ["kark", "splash"]


def test_a_taken_spot_is_shared_only_when_no_other_is_free():
    # A World four rows high: the top row's portal has only one spot, and Kark is on it.
    world = (
        "row 0: M*  S*\nrow 1: MM  MS\nrow 2: MW  MM\nrow 3: M  MPg\ncols: 3\nportals: 0,3+0,4\ntravellers: kark:R:0"
    )
    s = pos(world, head="phase=traveller pending=0,4")
    assert traveller_spots(s.worlds[0], s.pending) == [(True, 0)]
    play(s, WelcomeTraveller("boung", True, 0))
    assert [t.top for t in s.worlds[0].travellers] == [0, 0]
    # With a free spot, the taken one is refused.
    world = "row 1: M*  S*\nrow 2: MM  MS\nrow 3: M  MPg\ncols: 3\nportals: 1,3+1,4\ntravellers: kark:R:2"
    s = pos(world, head="phase=traveller pending=1,4")
    assert traveller_spots(s.worlds[0], s.pending) == [(True, 0)]
    refused(s, WelcomeTraveller("boung", True, 1), "Another Traveller is there")


def test_a_traveller_may_be_declined_and_unavailable_ones_are_refused():
    s = pos(
        "row 3: M  M*  S*\ncols: 3\nportals: 3,4+3,5", head="phase=traveller pending=3,5", supply="travellers=splash"
    )
    assert len(GAME.legal_actions(s)) == 5
    refused(s, WelcomeTraveller("kark", True, 3), "not available")
    refused(s, WelcomeTraveller("splash", True, 5), "end of the portal's row")
    assert GAME.describe(s, DeclineTraveller()).english(player="Ann") == "Ann welcomes no Traveller through the portal."
    play(s, DeclineTraveller())
    assert s.worlds[0].travellers == [] and s.travellers == ["splash"] and s.turn == 1


def test_no_traveller_phase_when_none_is_left():
    s = pos("row 3: M  M*\ncols: 3", "S*", supply="travellers=-")
    play(s, Place(K["S*"], 3, 5))
    assert s.worlds[0].portals and s.phase == st.PLACE and s.turn == 1


def test_covering_a_portal_card_keeps_its_traveller():
    s = pos(
        "row 2: .  .  VS\nrow 3: M  M*  S*\ncols: 3\nportals: 3,4+3,5\ntravellers: splash:R:2",
        head="phase=erupt pending=2,5 erupting=yes",
    )
    play(s, Erupt(3, 5))
    w = s.worlds[0]
    assert at(s, 3, 5) == "S*+" and w.travellers == [st.Seated("splash", True, 2)]
    assert scoring.categories(w)[scoring.TRAVELLERS] == 5


# --- Volcanoes, Fumaroles and Dark Cities -------------------------------------------------------------


def test_a_volcano_covers_a_neighbour_of_its_players_choice():
    s = pos("row 3: M  MM\nrow 4: .  _MS+\ncols: 3", "VPf")
    play(s, Place(K["VPf"], 4, 3))
    assert s.phase == st.ERUPT and GAME.current_player(s) == 0
    assert GAME.legal_actions(s) == [Erupt(3, 3)]  # never another Fumarole
    refused(s, Erupt(4, 4), "never another Fumarole")
    refused(s, Erupt(2, 3), "next to the Volcano")


def test_a_fumarole_may_cover_a_face_down_card():
    s = pos("row 3: M  _MM\ncols: 3", "VS")
    play(s, Place(K["VS"], 2, 4))
    assert Erupt(3, 4) in GAME.legal_actions(s)
    words = GAME.describe(s, Erupt(3, 4)).english(player="Ann")
    assert words == "Ann's Volcano erupts: a Fumarole covers a face-down card."
    play(s, Erupt(3, 4))
    assert at(s, 3, 4) == "_MM+" and s.fumaroles == 10 and s.phase == st.PLACE


def test_two_fumaroles_side_by_side_make_the_highest_dark_city():
    s = pos("row 3: M  MM+  MS\nrow 4: VPf\ncols: 3", head="phase=erupt pending=4,3 erupting=yes")
    words = GAME.describe(s, Erupt(3, 3)).english(player="Ann")
    assert "Dark City worth 9☆" in words
    play(s, Erupt(3, 3))
    w = s.worlds[0]
    assert w.cities == [st.City(9, st.cell_of(3, 3), st.cell_of(3, 4))] and s.cities == [7, 5, 4, 4]
    assert scoring.categories(w)[scoring.CITIES] == 9


def test_dark_cities_come_nine_seven_five_four_four_then_no_more():
    made, left = [], "9,7,5,4,4"
    for _ in range(6):
        s = pos(
            "row 3: M  MM+\nrow 4: VPf\ncols: 3", head="phase=erupt pending=4,3 erupting=yes", supply=f"cities={left}"
        )
        play(s, Erupt(3, 3))
        made += [city.value for city in s.worlds[0].cities]
        left = ",".join(map(str, s.cities)) or "-"
    assert made == [9, 7, 5, 4, 4] and left == "-"


def test_a_fumarole_takes_part_in_one_dark_city_only():
    s = pos(
        "row 3: M+  MM+  MS\nrow 4: .  .  VPf\ncols: 3\ncities: 9:3,3+3,4",
        head="phase=erupt pending=4,5 erupting=yes",
        supply="cities=7,5,4,4",
    )
    play(s, Erupt(3, 5))  # next to the Fumarole of (3,4), already in the 9
    assert len(s.worlds[0].cities) == 1 and s.cities == [7, 5, 4, 4]


def test_without_fumaroles_a_volcano_does_nothing():
    s = pos("row 3: M  MM\ncols: 3", "VS", supply="fumaroles=0")
    play(s, Place(K["VS"], 2, 3))
    assert at(s, 2, 3) == "VS" and s.phase == st.PLACE and s.turn == 1
    assert s.worlds[0].covered == 0


def test_a_volcano_portal_opens_its_portal_before_it_erupts():
    s = pos("row 3: M  M*  MM\ncols: 3", "V*", players=4)
    play(s, Place(K["V*"], 2, 4))  # above the Mountain portal: no portal; erupts
    assert s.phase == st.ERUPT
    s = pos("row 3: M  M*\ncols: 3", "V*", players=4)
    play(s, Place(K["V*"], 3, 5))
    assert s.phase == st.TRAVELLER and s.erupting
    play(s, DeclineTraveller())
    assert s.phase == st.ERUPT


# --- scoring: the rulebook's examples ------------------------------------------------------------------


def world(text):
    return pos(text).worlds[0]


def test_largest_mountain_range_of_two_icons_scores_two():
    w = world("row 3: M  M*  WS  MPg\ncols: 3")
    assert scoring.categories(w)[scoring.RANGE] == 2


def test_a_double_mountain_counts_two_in_its_range():
    w = world("row 2: MM\nrow 3: M  WS  MPg\ncols: 3")
    assert scoring.largest_range(w) == 3


def test_three_water_cards_with_eight_viable_sides_score_eight():
    w = world("row 1: O    .    O\nrow 2: MW   MM   WS\nrow 3: PdPg W    _O\nrow 4: MS   M*+  PdPs\ncols: 2")
    assert scoring.categories(w)[scoring.WATER_CAT] == 8  # the Fumarole counts, the Tzimimes do not


def test_two_swamps_alone_in_their_rows_score_six():
    w = world("row 3: S  _MS\nrow 4: MS\ncols: 3")
    assert scoring.categories(w)[scoring.SWAMPS] == 6


def test_five_different_animals_score_ten():
    w = world("row 2: PdPg  PdPs  Pr*\nrow 3: SPn  M  VPf+\ncols: 2")
    assert scoring.categories(w)[scoring.ANIMALS] == 10


def test_moons_over_a_mountain_column_and_over_a_face_down_card():
    w = world("row 0: O   O\nrow 1: M*  _WS\nrow 2: MW  M\nrow 3: M  MM\ncols: 3")
    assert scoring.moon_points(w, st.cell_of(0, 3)) == 6  # three Mountains in the first Moon's column
    assert scoring.moon_points(w, st.cell_of(0, 4)) == 0
    assert scoring.categories(w)[scoring.MOONS] == 6


def test_a_moon_counts_every_icon_type_of_the_card_below_it():
    # Below: Mountain and Water; the column shows 3 more Mountains.
    w = world("row 0: O\nrow 1: MW\nrow 2: MM\nrow 3: M\ncols: 3")
    assert scoring.moon_points(w, st.cell_of(0, 3)) == 2 * (1 + 1 + 2 + 1)


def test_a_moon_over_a_fumarole_scores_nothing():
    w = world("row 2: O\nrow 3: M+\nrow 4: MM\ncols: 3")
    assert scoring.moon_points(w, st.cell_of(2, 3)) == 0


def test_one_dark_city_scores_nine():
    w = world("row 3: M+  MM+\ncols: 3\ncities: 9:3,3+3,4")
    assert scoring.categories(w)[scoring.CITIES] == 9


def test_splash_with_only_two_water_in_its_rows_scores_five():
    w = world("row 2: MW  MM\nrow 3: W  S*\nrow 4: WS\ncols: 3\ntravellers: splash:R:2")
    assert scoring.categories(w)[scoring.TRAVELLERS] == 5 + 0
    w = world("row 2: MW  MM\nrow 3: M  S*\nrow 4: WS  W*\ncols: 3\ntravellers: splash:R:3")
    assert scoring.categories(w)[scoring.TRAVELLERS] == 5 + 0
    w = world("row 2: MW  MM  WS\nrow 3: M  W*  MS\ncols: 3\ntravellers: splash:R:2")
    assert scoring.categories(w)[scoring.TRAVELLERS] == 5 + 5


@pytest.mark.parametrize(
    "key,rows,met",
    [
        ("burk", "row 2: MS  M\nrow 3: S", True),
        ("burk", "row 2: MM  M\nrow 3: S", False),
        ("kark", "row 2: MM  VMM\nrow 3: M", True),
        ("kark", "row 2: MM  MS\nrow 3: M", False),
        ("floulou", "row 2: MW  PdPg  WS\nrow 3: M  Pr*", False),
        ("floulou", "row 2: MW  PdPg  WS\nrow 3: M  MS  WPs", True),
        ("pshit", "row 2: MS+  M+\nrow 3: S+", True),
        ("pshit", "row 2: MS+  M\nrow 3: S+", False),
        ("roro", "row 2: PdPg  SPn\nrow 3: Pb", True),
        ("roro", "row 2: PdPg  PdPs\nrow 3: S", False),
        ("rumph", "row 2: VS  VMM  VPf\nrow 3: M", True),
        ("rumph", "row 2: VS+  VMM  VPf\nrow 3: M", False),
    ],
)
def test_traveller_goals(key, rows, met):
    # Each layout starts at column 3 (the start card is the first card of row 3).
    w = world(f"{rows}\ncols: 3\ntravellers: {key}:R:2")
    bonus = cards.TRAVELLER_BY_KEY[key].bonus
    assert scoring.categories(w)[scoring.TRAVELLERS] == 5 + (bonus if met else 0)


def test_boung_counts_two_whole_portals_in_its_rows():
    w = world("row 2: M*  S*\nrow 3: M\ncols: 3\nportals: 2,3+2,4\ntravellers: boung:R:2")
    assert scoring.goal_met(w, "boung", 2) is False  # one portal only
    w = world("row 2: M*  S*\nrow 3: W  .\nrow 4: Pr*  W*\ncols: 3\nportals: 2,3+2,4 4,3+4,4\ntravellers: boung:R:2")
    assert scoring.goal_met(w, "boung", 2) is False  # the second portal is in row 4
    w = world("row 2: M*  S*\nrow 3: M  .  Pr*  W*\ncols: 3\nportals: 2,3+2,4 3,5+3,6\ntravellers: boung:R:2")
    assert scoring.goal_met(w, "boung", 2) is True
    w = world("row 2: M*  S*+\nrow 3: M  .  Pr*  W*\ncols: 3\nportals: 2,3+2,4 3,5+3,6\ntravellers: boung:R:2")
    assert scoring.goal_met(w, "boung", 2) is False  # a covered portal card: that portal no longer shows


def test_a_rulebook_scoring_example_adds_up():
    s = pos(
        "row 0: O    O     PdPg  WS\nrow 1: M*   _MS   MW    Pr*\nrow 2: MW   VPf+  VS+   S*\n"
        "row 3: M    WPs   SPn   PdPs\ncols: 3\ncities: 9:2,4+2,5\ntravellers: splash:R:1"
    )
    points = {key: p for key, _, p in score_breakdown(s, 0)}
    assert points == {
        "range": 3,
        "water": 2 + 3 + 3 + 3,
        "animals": 2 * 5,
        "swamps": 3 * 3,
        "moons": 6 + 0,
        "cities": 9,
        "travellers": 5 + 0,
    }
    assert world_score(s, 0) == sum(points.values()) == GAME.scores(s)[0]


# --- the end of the game ------------------------------------------------------------------------------


def _play_to_end(m, rng):
    while not m.is_over:
        m.apply(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_game_ends_after_five_rounds_with_full_worlds(players):
    m = _play_to_end(new_match("strange-world", players, seed=players), Rng(1))
    s = m.state_copy()
    assert s.round == 5 and all(w.count == 16 for w in s.worlds)
    assert all(w.bottom - w.top == 3 and w.right - w.left == 3 for w in s.worlds)
    out = m.outcome
    assert out.scores == tuple(GAME.scores(s))
    assert out.winners == {i for i, v in enumerate(out.scores) if v == max(out.scores)}
    assert len(out.breakdown) == 7 * players
    for seat in range(players):
        assert sum(line.points for line in out.breakdown if line.seat == seat) == out.scores[seat]


def test_ties_share_the_win():
    s = GAME.new_state(2, Rng(1), {})
    s.phase = st.OVER
    s.worlds[1] = s.worlds[0].copy()
    out = GAME.outcome(s)
    assert out.winners == {0, 1} and "share the win" in out.summary.english()


# --- solo ---------------------------------------------------------------------------------------------------


def test_solo_setup_makes_seven_stacks_of_three_and_turns_up_three_travellers():
    s = GAME.new_state(1, Rng(8), {})
    assert s.phase == st.PICK and len(s.stacks) == 7 and all(len(x) == 3 for x in s.stacks)
    assert sorted(k for x in s.stacks for k in x) == sorted(cards.deck_kinds(1)) and s.deck == []
    assert len(s.travellers) == 3 and len(s.boxed_travellers) == 5
    assert sorted(s.travellers + s.boxed_travellers) == sorted(cards.TRAVELLER_KEYS)
    assert len(s.boxed_starts) == 3 and cards.KINDS[s.worlds[0].cells[st.START_CELL]].start
    v = GAME.view(s, 0)
    assert all(x[:2] == [cards.HIDDEN] * 2 and x[2] == y[2] for x, y in zip(v.stacks, s.stacks, strict=True))
    assert v.boxed_travellers == []


def _settle(s):
    """Settle the follow-ups of a placed card (declining Travellers); returns the last apply's result."""
    revealed = False
    while s.phase in (st.PAIR, st.TRAVELLER, st.ERUPT):
        revealed = play(s, GAME.legal_actions(s)[-1])  # DeclineTraveller is listed last
    return revealed


def test_solo_turn_places_the_face_up_card_then_the_other_two_in_any_order():
    s = GAME.new_state(1, Rng(8), {})
    stack = list(s.stacks[2])
    assert "takes the stack showing" in GAME.describe(s, TakeStack(2)).english(player="Ann")
    assert play(s, TakeStack(2)) is False  # its card was face up already
    assert s.hands[0] == [stack[-1]] and s.stacks[2] == stack[:2] and s.phase == st.PLACE
    assert GAME.view(s, 0).stacks[2] == [cards.HIDDEN] * 2  # still face down
    refused(s, TakeStack(3), "card from the hand must be placed")
    revealed = play(s, GAME.legal_actions(s)[0])
    revealed = _settle(s) or revealed
    assert revealed is True  # the other two are turned up: no undo past it
    assert s.hands[0] == sorted(stack[:2]) and s.stacks[2] == [] and s.phase == st.PLACE
    assert {a.card for a in GAME.legal_actions(s)} == set(stack[:2])  # in the order the player likes
    for _ in range(2):
        play(s, GAME.legal_actions(s)[-1])
        _settle(s)
    assert s.phase == st.PICK and s.round == 2 and s.worlds[0].count == 4


def test_solo_ends_after_five_turns_with_a_level():
    m = _play_to_end(new_match("strange-world", 1, seed=3), Rng(3))
    s = m.state_copy()
    assert s.round == 5 and s.worlds[0].count == 16 and sum(1 for x in s.stacks if x) == 2
    out = m.outcome
    assert out.winners == frozenset() and out.rating == cards.solo_level(out.scores[0])
    assert "scores" in out.summary.english()


@pytest.mark.parametrize(
    "score,words",
    [
        (0, "gobbles you up"),
        (59, "gobbles you up"),
        (60, "chase you out"),
        (69, "chase you out"),
        (70, "put up with you"),
        (74, "put up with you"),
        (75, "at home"),
        (79, "at home"),
        (80, "is yours"),
        (120, "is yours"),
    ],
)
def test_solo_levels(score, words):
    assert words in cards.solo_level(score).english()


# --- words and views ------------------------------------------------------------------------------------------


def test_every_move_has_log_words_without_a_hand_in_them():
    m = new_match("strange-world", 3, seed=9)
    rng = Rng(2)
    while not m.is_over:
        action = rng.choice(m.legal_actions())
        words = m.describe(action).english(player="P")
        assert "{" not in words and "P" in words
        if m.choosing_in_secret:
            # How many and in which round (issue 20: the same words at every passing), the same
            # whichever cards: the line goes to every seat's log.
            s = m.state_copy()
            assert words == f"P has chosen {pass_count(s)} cards to pass in round {s.round}."
            assert {m.describe(other).english(player="P") for other in m.legal_actions()} == {words}
        m.apply(action)


def test_describe_the_sun():
    s = GAME.new_state(3, Rng(1), {})
    assert "clockwise" in GAME.describe(s, OrientSun(True)).english(player="Ann")


def test_the_desolation_reason_names_each_case():
    """The table warns before a drop; the reason follows `desolation` case by case."""
    from cloudtable.games.strange_world.cards import CODES
    from cloudtable.games.strange_world.rules import desolation, desolation_reason
    from cloudtable.games.strange_world.state import World, cell_of

    w = World.new(CODES["W"])  # the Water start card at (3, 3)
    assert desolation_reason(w, cell_of(3, 4), CODES["WS"]).english().endswith("Water next to Water.")
    assert desolation_reason(w, cell_of(4, 3), CODES["O"]).english().endswith("a Moon belongs in the top row.")
    assert desolation_reason(w, cell_of(2, 3), CODES["MM"]) is None
    w.put(cell_of(2, 3), CODES["S*"])
    assert desolation_reason(w, cell_of(2, 4), CODES["MS"]).english().endswith("this row already has a Swamp.")
    lone = World.new(CODES["M"])
    assert desolation(lone, cell_of(3, 4), CODES["VW"]) is False  # the Mountain start card can take a Fumarole
    for cell in (cell_of(2, 3), cell_of(4, 3), cell_of(3, 2), cell_of(3, 4)):
        for kind in (CODES["MM"], CODES["O"]):
            assert (desolation_reason(w, cell, kind) is None) == (not desolation(w, cell, kind))


def test_the_placement_warning_names_the_card_turned_or_the_moon_below():
    """What the table shows on a lit place: the card's own desolation first, else a face-up Moon
    below that a card in a higher row would turn face down."""
    from cloudtable.games.strange_world.cards import CODES
    from cloudtable.games.strange_world.rules import desolation_reason, moons_below, placement_warning
    from cloudtable.games.strange_world.state import World, cell_of

    w = World.new(CODES["O"])  # a Moon start card at (3, 3): the top row for now
    above = cell_of(2, 3)
    assert moons_below(w, above) == [cell_of(3, 3)]
    assert placement_warning(w, above, CODES["MM"]).english() == "A card here turns your Moon below it face down."
    assert placement_warning(w, above, CODES["W"]) is not None
    beside = cell_of(3, 4)
    assert placement_warning(w, beside, CODES["MM"]) is None
    assert placement_warning(w, beside, CODES["W"]) == desolation_reason(w, beside, CODES["W"])


def test_cards_are_received_from_the_seat_before_in_the_suns_direction():
    s = GAME.new_state(3, Rng(1), {})
    for clockwise in (True, False):
        s.clockwise = clockwise
        for seat in range(3):
            assert s.giver(s.neighbour(seat)) == seat
        assert s.giver(0) == (2 if clockwise else 1)
