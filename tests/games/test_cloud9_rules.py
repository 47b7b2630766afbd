"""Cloud 9: one test per clause of the specification (shared/games/cloud9.md, kept outside this
repository), on exact positions written in the game's notation (docs/notation/cloud9.md)."""

import pytest

from cloudtable.engine import IllegalAction, Rng, new_match
from cloudtable.games.cloud9 import GAME, notation as N
from cloudtable.games.cloud9.actions import Jump, LetFall, Pay, Roll, Stay
from cloudtable.games.cloud9.cards import BLANK, CARD_COLOUR, CARD_COUNT, DICE_AT, DIE_FACES, HIDDEN, POINTS, WILD
from cloudtable.games.cloud9.rules import deciding, is_alone, passengers, paying_cards
from cloudtable.games.cloud9.state import ALONE, DECIDE, OVER, PAY, ROLL


def pos(text, seed=0):
    return N.parse_state(text, seed)


def play(state, *actions):
    """Check and apply each action; returns what the last apply returned."""
    revealed = None
    for action in actions:
        GAME.check(state, action)
        revealed = GAME.apply(state, action)
    return revealed


def illegal(state, action, words):
    with pytest.raises(IllegalAction) as err:
        GAME.check(state, action)
    assert words in str(err.value)


def letters(cards):
    return N.card_letters(cards)


def pay_with(state, colours):
    """A Pay of the pilot's cards with these letters (any ids of those colours)."""
    hand = list(state.hands[state.pilot])
    chosen = []
    for letter in colours:
        card = next(c for c in hand if N.CARD_LETTERS[CARD_COLOUR[c]] == letter)
        hand.remove(card)
        chosen.append(card)
    return Pay(tuple(chosen))


# --- components and set-up ------------------------------------------------------------
def test_the_deck_has_72_balloon_cards_and_4_wilds():
    kinds = [CARD_COLOUR[c] for c in range(CARD_COUNT)]
    assert CARD_COUNT == 76
    assert [kinds.count(k) for k in range(4)] == [18, 18, 18, 18] and kinds.count(WILD) == 4


def test_a_die_has_four_colours_and_two_blanks():
    assert sorted(DIE_FACES) == [0, 1, 2, 3, BLANK, BLANK]


def test_clouds_points_and_dice():
    assert POINTS[1:] == (1, 2, 4, 6, 9, 12, 15, 20, 25)
    assert DICE_AT[1:9] == (2, 2, 2, 3, 3, 3, 4, 4)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_deals_six_cards_each_balloon_at_cloud_1(players):
    s = GAME.new_state(players, Rng(5), {"first": 0})
    assert [len(h) for h in s.hands] == [6] * players
    assert len(s.draw) == 76 - 6 * players and s.discard == []
    assert s.cloud == 1 and all(s.aboard) and s.scores == [0] * players
    assert s.phase == ROLL and GAME.current_player(s) == s.pilot == 0
    assert sorted([*(c for h in s.hands for c in h), *s.draw]) == list(range(76))


def test_the_first_pilot_is_chosen_at_random_unless_the_players_choose():
    assert {GAME.new_state(3, Rng(seed), {"first": "random"}).pilot for seed in range(30)} == {0, 1, 2}
    assert GAME.new_state(3, Rng(5), {"first": 2}).pilot == 2


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players):
    with pytest.raises(IllegalAction):
        new_match("cloud9", players=players)


# --- the roll ------------------------------------------------------------------------
@pytest.mark.parametrize("cloud", range(1, 9))
def test_the_pilot_rolls_as_many_dice_as_the_cloud_shows(cloud):
    s = pos(f"0*:GG/0:PP/0:RR {cloud}r - ~ - 1", seed=cloud)
    assert GAME.legal_actions(s) == [Roll()]
    assert play(s, Roll()) is True  # dice reveal chance: not undoable
    assert len(s.roll) == DICE_AT[cloud] and set(s.roll) <= set(DIE_FACES)
    assert s.phase == DECIDE and GAME.current_player(s) == 1


def test_rolls_come_from_the_state_rng_and_describe_tells_them_beforehand():
    a = pos("0*:GG/0:PP 4r - ~ - 1", seed=99)
    b = pos("0*:GG/0:PP 4r - ~ - 1", seed=99)
    line = GAME.describe(a, Roll()).english(player="Ann")
    play(a, Roll())
    play(b, Roll())
    assert a.roll == b.roll
    names = {0: "green", 1: "purple", 2: "red", 3: "yellow", BLANK: "a blank"}
    if all(f == BLANK for f in a.roll):
        assert line == "Ann rolls only blanks: the climb is free."
    else:
        for face in a.roll:
            assert names[face] in line


def test_duplicate_faces_need_as_many_cards():
    one_red = pos("0*:RGGW/0s:PP 1p RR ~ - 1")
    assert paying_cards(one_red.hands[0], one_red.roll) is None
    assert Pay(tuple(c for c in one_red.hands[0] if CARD_COLOUR[c] == 2)) not in GAME.legal_actions(one_red)
    illegal(one_red, pay_with(one_red, "R"), "exactly red and red")
    two_reds = pos("0*:RRG/0s:PP 1p RR ~ - 1")
    assert GAME.legal_actions(two_reds) == [pay_with(two_reds, "RR")]


def test_blank_faces_ask_for_nothing():
    s = pos("0*:RRG/0s:PP 4p R__ ~ - 1")
    assert GAME.legal_actions(s) == [pay_with(s, "R")]
    illegal(s, pay_with(s, "RR"), "exactly red")


def test_all_blanks_make_the_climb_free():
    s = pos("0*:RW/0s:PP 4p ___ ~ - 1")
    assert GAME.legal_actions(s) == [Pay(())]
    illegal(s, LetFall(), "free")
    illegal(s, pay_with(s, "W"), "free")
    assert play(s, Pay(())) is False
    assert s.cloud == 5 and letters(s.hands[0]) == "RW"


def test_a_single_wild_pays_a_four_dice_roll():
    s = pos("0*:W/0s:PP 7p GPRY ~ - 1")
    assert GAME.legal_actions(s) == [pay_with(s, "W"), LetFall()]
    play(s, pay_with(s, "W"))
    assert s.cloud == 8 and s.hands[0] == [] and CARD_COLOUR[s.discard[-1]] == WILD


def test_a_wild_pays_alone_and_only_once():
    s = pos("0*:WWRG/0s:PP 4p RG_ ~ - 1")
    illegal(s, pay_with(s, "WW"), "on its own")
    illegal(s, pay_with(s, "WR"), "on its own")


def test_cards_of_the_right_colour_pay_whichever_they_are():
    s = pos("0*:RRRG/0s:PP 4p RG_ ~ - 1")
    reds = [c for c in s.hands[0] if CARD_COLOUR[c] == 2]
    green = [c for c in s.hands[0] if CARD_COLOUR[c] == 0]
    play(s, Pay((green[0], reds[2])))
    assert sorted(s.hands[0]) == reds[:2] and s.discard == [green[0], reds[2]]


def test_only_cards_from_the_hand_pay():
    s = pos("0*:RG/0s:RG 4p RG_ ~ - 1")
    illegal(s, Pay(tuple(s.hands[1])), "from your hand")
    illegal(s, Pay((s.hands[0][0], s.hands[0][0])), "from your hand")


# --- the passengers ------------------------------------------------------------------
def test_passengers_decide_in_turn_from_the_pilots_left():
    s = pos("0:G/0:G/0*:G/0:G/0x:G 2r - ~ - 1")
    play(s, Roll())
    assert passengers(s) == [3, 0, 1]  # seat 4 left the basket earlier
    seen = []
    for action in (Stay(), Jump(), Stay()):
        seen.append((GAME.current_player(s), list(s.decisions)))
        play(s, action)
    assert seen == [(3, []), (0, [(3, False)]), (1, [(3, False), (0, True)])]
    assert s.phase == PAY and GAME.current_player(s) == 2


@pytest.mark.parametrize("cloud", range(1, 9))
def test_a_jumper_scores_the_cloud_and_leaves_the_basket(cloud):
    roll = "G" + "_" * (DICE_AT[cloud] - 1)
    s = pos(f"3*:G/10:G/0:G {cloud}d {roll} ~ - 2")
    assert play(s, Jump()) is False  # a decision reveals nothing
    assert s.scores == [3, 10 + POINTS[cloud], 0] and s.aboard == [True, False, True]
    assert GAME.current_player(s) == 2


def test_a_passenger_who_stays_scores_nothing_yet():
    s = pos("0*:G/0:G 3d GG ~ - 1")
    play(s, Stay())
    assert s.scores == [0, 0] and s.aboard == [True, True] and s.phase == PAY


def test_the_pilot_cannot_jump_while_others_are_aboard():
    s = pos("0*:G/0:G 3r - ~ - 1")
    illegal(s, Jump(), "only when flying alone")
    s = pos("0*:G/0s:G 3p GG ~ - 1")
    illegal(s, Jump(), "only when flying alone")


# --- the pilot -----------------------------------------------------------------------
def test_a_pilot_holding_the_colours_must_climb():
    s = pos("0*:GGW/0s:PP 2p GG ~ - 1")
    assert set(GAME.legal_actions(s)) == {pay_with(s, "GG"), pay_with(s, "W")}
    illegal(s, LetFall(), "must rise")


def test_a_pilot_with_only_a_wild_chooses():
    s = pos("0*:GW/0s:PP 2p GG ~ - 1")
    assert GAME.legal_actions(s) == [pay_with(s, "W"), LetFall()]
    play(s, LetFall())
    assert s.voyage == 2 and s.cloud == 1 and s.scores == [0, 0]
    assert len(s.hands[0]) == 3 and letters(s.hands[0]).count("W") == 1  # kept the wild, drew one


def test_a_pilot_without_the_cards_lets_the_balloon_fall():
    s = pos("0*:GP/0s:PP 2p GG ~ - 1")
    assert GAME.legal_actions(s) == [LetFall()]
    illegal(s, pay_with(s, "G"), "exactly green and green")


def test_a_climb_discards_the_cards_and_the_next_pilot_is_the_next_one_aboard():
    s = pos("0x:R/0*:GGP/0j:Y/0s:Y 2p GG ~ R 1")
    play(s, pay_with(s, "GG"))
    assert s.cloud == 3 and letters(s.hands[1]) == "P"
    assert letters(s.discard) == "GGR" and CARD_COLOUR[s.discard[-1]] == 0
    assert s.pilot == 3 and s.phase == ROLL and s.decisions == []  # seat 2 jumped: skipped


def test_the_pilot_left_alone_stays_pilot():
    s = pos("0*:GG/0j:Y 2p GG ~ - 1")
    play(s, pay_with(s, "GG"))
    assert s.pilot == 0 and s.phase == ALONE and is_alone(s)


def test_a_fall_scores_nothing_and_ends_the_voyage():
    s = pos("5x:R/7*:P/9s:Y/0j:Y 6p GG_ ~ - 3")
    hands_before = [len(h) for h in s.hands]
    assert play(s, LetFall()) is True  # everyone draws for the next voyage
    assert s.scores == [5, 7, 9, 0]
    assert s.voyage == 4 and s.cloud == 1 and all(s.aboard) and s.phase == ROLL
    assert s.pilot == 2  # left of the last pilot
    assert [len(h) for h in s.hands] == [n + 1 for n in hands_before]


def test_cloud_9_gives_everyone_aboard_25():
    s = pos("0x:R/4*:GGPP/9s:Y/1j:Y 8p GGPP ~ - 1")
    play(s, pay_with(s, "GGPP"))
    assert s.scores == [0, 29, 34, 1]  # seat 0 had left the basket, seat 3 jumped at 8
    assert s.voyage == 2 and s.cloud == 1 and s.pilot == 2


# --- flying alone --------------------------------------------------------------------
def test_the_lone_pilot_decides_before_each_roll():
    s = pos("0*:GGYY/0x:P 5a - ~ - 1")
    assert GAME.legal_actions(s) == [Roll(), Jump()]
    illegal(s, Stay(), "roll the dice")
    play(s, Roll())
    assert s.phase == PAY  # nobody else to decide


def test_the_lone_pilot_jumps_scores_and_ends_the_voyage():
    s = pos("3*:GGYY/4x:P 5a - ~ - 1")
    line = GAME.describe(s, Jump()).english(player="Ann")
    assert line == "Ann, alone aboard, jumps at cloud 5 and scores 9 points."
    play(s, Jump())
    assert s.scores == [12, 4] and s.voyage == 2 and s.pilot == 1 and s.phase == ROLL


def test_a_pilot_whose_passengers_all_jumped_still_pays_and_then_flies_alone():
    s = pos("0*:GG/0:P/0:P 2d G_ ~ - 1")
    play(s, Jump(), Jump())
    illegal(s, Jump(), "only when flying alone")
    play(s, pay_with(s, "G"))
    assert s.phase == ALONE and s.cloud == 3 and s.pilot == 0


# --- between voyages -----------------------------------------------------------------
def test_everyone_draws_from_the_new_pilots_seat_and_the_discards_are_reshuffled():
    # 12 cards in hands, 2 in the draw pile, the 62 others discarded.
    discards = "G" * 14 + "P" * 14 + "R" * 14 + "Y" * 16 + "W" * 4
    s = pos(f"0*:GGGG/0s:PPPP/0s:RRRR 1p YY YY {discards} 1", seed=4)
    assert len(s.draw) == 2 and len(s.discard) == 62
    top_two = list(s.draw[-2:])
    play(s, LetFall())
    # The new pilot (seat 1) draws the top card, seat 2 the next; seat 0 draws after the reshuffle.
    assert top_two[1] in s.hands[1] and top_two[0] in s.hands[2]
    assert len(s.hands[0]) == 5 and s.discard == [] and len(s.draw) == 61


def test_nobody_draws_when_every_card_is_in_a_hand():
    deck = "G" * 18 + "P" * 18 + "R" * 18 + "Y" * 18 + "WWWW"
    s = pos(f"0*:{deck[:38]}/0s:{deck[38:]} 2p Y_ - - 1")
    assert GAME.legal_actions(s) == [LetFall()]
    assert play(s, LetFall()) is False  # nothing drawn: nothing revealed
    assert [len(h) for h in s.hands] == [38, 38] and s.voyage == 2


# --- the end -------------------------------------------------------------------------
def test_the_game_ends_when_a_voyage_ends_with_someone_at_50():
    s = pos("48:G/10:G/0*:G 3d GG ~ - 9")
    play(s, Jump())  # 52 points, but the voyage goes on
    assert s.scores[0] == 52 and s.phase == DECIDE
    play(s, Stay(), LetFall())
    assert s.phase == OVER and GAME.current_player(s) is None and GAME.legal_actions(s) == []
    out = GAME.outcome(s)
    assert out.winners == {0} and out.scores == (52, 10, 0)
    assert out.summary.english() == "The game ends after voyage 9: won with 52 points."  # the title names the winner
    illegal(s, Roll(), "over")


def test_the_end_is_checked_at_cloud_9_too_and_scores_go_past_50():
    s = pos("40*:GG/45s:P 8p GG__ ~ - 7")
    play(s, pay_with(s, "GG"))
    assert s.phase == OVER and s.scores == [65, 70]
    assert GAME.outcome(s).winners == {1}


def test_the_end_is_checked_after_a_lone_jump():
    s = pos("45*:GG/30x:P 4a - ~ - 7")
    play(s, Jump())
    assert s.phase == OVER and GAME.outcome(s).winners == {0}


def test_a_tie_goes_to_the_most_cards_in_hand():
    s = pos("48:GGG/46*:GP/48:PPPP/20:YY 2d Y_ ~ - 9")
    play(s, Jump(), Stay(), Jump())  # seats 2, 3, 0 in turn: two reach 50
    assert s.scores == [50, 46, 50, 20] and GAME.current_player(s) == 1
    play(s, LetFall())
    out = GAME.outcome(s)
    assert s.phase == OVER and out.winners == {2}  # four cards against three


def test_tie_breaks():
    won = pos("50:GGG/46*:GP/50:PPPP/50:YY 2e G_ ~ - 9")
    out = GAME.outcome(won)
    assert out.winners == {2}
    assert "the most cards in hand decide" in out.summary.english()
    shared = pos("50:GGGG/46*:GP/50:PPPP/20:YY 2e G_ ~ - 9")
    out = GAME.outcome(shared)
    assert out.winners == {0, 2} and "shared" in out.summary.english()
    tie_lines = [line for line in out.breakdown if "tie" in line.label.english()]
    assert [(line.seat, line.points) for line in tie_lines] == [(0, 4), (2, 4)]


def test_the_breakdown_lists_each_score_and_the_total():
    m = new_match("cloud9", 2, seed=3, first=0)
    s = m.state_copy()
    s.scores = [49, 0]
    s.phase = ROLL
    play(s, Roll())
    play(s, Jump())  # the passenger scores 1
    while s.phase != OVER:
        play(s, GAME.legal_actions(s)[-1])
    lines = [(line.seat, line.label.english(), line.points) for line in GAME.outcome(s).breakdown]
    assert (1, "Voyage 1: jumped at cloud 1", 1) in lines
    assert (0, "Final score", s.scores[0]) in lines and (1, "Final score", s.scores[1]) in lines


# --- what people see -----------------------------------------------------------------
def test_the_view_hides_other_hands_and_the_draw_pile_but_not_the_discards():
    s = pos("0*:GGW/0:PP/0:RRRY 1r - ~ GY 1", seed=8)
    v = GAME.view(s, 1)
    assert v.hands[1] == s.hands[1]
    assert v.hands[0] == [HIDDEN] * 3 and v.hands[2] == [HIDDEN] * 4
    assert v.draw == [HIDDEN] * len(s.draw) and v.discard == s.discard
    assert v.rng.state != s.rng.state
    assert GAME.view(s, None).hands[1] == [HIDDEN] * 2
    assert s.hands[0] != [HIDDEN] * 3  # the original is untouched


def test_log_lines():
    s = pos("0*:GGRW/0s:PP/0s:RRRY 4p RG_ ~ - 1")
    assert (
        GAME.describe(s, pay_with(s, "RG")).english(player="Ann")
        == "Ann pays with green and red: the balloon rises to cloud 5."
    )
    assert (
        GAME.describe(s, pay_with(s, "W")).english(player="Ann")
        == "Ann plays a wild card: the balloon rises to cloud 5."
    )
    assert GAME.describe(s, LetFall()).english(player="Ann") == "Ann does not pay: the balloon falls from cloud 4."
    s = pos("0*:GGRW/0:PP/0:RRRY 4d RG_ ~ - 1")
    assert GAME.describe(s, Jump()).english(player="Bo") == "Bo jumps at cloud 4 and scores 6 points."
    assert GAME.describe(s, Stay()).english(player="Bo") == "Bo stays in the basket."
    s = pos("0*:GGRW/0s:PP/0s:RRRY 8p GR__ ~ - 1")
    assert (
        GAME.describe(s, pay_with(s, "GR")).english(player="Ann")
        == "Ann pays with green and red: the balloon reaches cloud 9 and everyone aboard scores 25."
    )


def test_seat_labels_are_the_player_colours():
    s = GAME.new_state(6, Rng(1), {})
    assert [GAME.seat_label(s, i).english() for i in range(6)] == ["black", "blue", "green", "orange", "red", "yellow"]


# --- notation ------------------------------------------------------------------------
def test_notation_round_trip():
    text = "12*:GGRW/0s:PY/4x:PYY/9:W 3d RR GGPW RY 5"
    with pytest.raises(N.NotationError):
        N.parse_state(text)  # only 14 cards named: a position holds all 76
    s = pos("12*:GGRW/0s:PY/4x:PYY/9:W 3d RR ~ RY 5")
    again = pos(N.format_state(s))
    assert N.format_state(again) == N.format_state(s)
    assert s.decisions == [(1, False)] and deciding(s) == 3 and s.aboard == [True, True, False, True]


@pytest.mark.parametrize(
    "bad",
    [
        "0*:G/0:G 1r - ~ -",
        "0:G/0:G 1r - ~ - 1",
        "0*:Q/0:G 1r - ~ - 1",
        "0*:G/0:G 10r - ~ - 1",
        "0*:G/0:G 1z - ~ - 1",
        "0*:G/0:G 1r RX ~ - 1",
        "0*:G/0:G 1r - ~ - 0",
        "0*:WWWWW/0:G 1r - ~ - 1",
        "0*:G 1r - ~ - 1",
        # positions the rules cannot reach
        "0*:G/0:G 5a - ~ - 1",
        "0*:G/0:G 1p GG ~ - 1",
        "0*:G/0:G 4d GG ~ - 1",
        "0*:G/0s:G 1r - ~ - 1",
        "0*x:G/0:G 1r - ~ - 1",
        "0*:G/0:G/0s:G 1d GG ~ - 1",
        "0*:G/0:G 9r - ~ - 1",
    ],
)
def test_notation_refuses_malformed_positions(bad):
    with pytest.raises(N.NotationError):
        N.parse_state(bad)


def test_the_rules_text_has_headings_and_paragraphs():
    from cloudtable.games.cloud9.rules_text import PARAGRAPHS

    headings = [p for p in PARAGRAPHS if p.startswith("# ")]
    assert 5 <= len(headings) < len(PARAGRAPHS) and 15 <= len(PARAGRAPHS) <= 30
    text = " ".join(PARAGRAPHS)
    for fact in ("76 cards", "two blank faces", "25", "50 points", "most cards", "alone"):
        assert fact in text


def test_what_each_step_moved_follows_the_cards_and_a_shuffled_card_takes_a_new_number():
    """Issue 19 (`Game.moves`, state.Ids): paid cards go from the pilot's hand to the discard,
    drawn ones from the draw pile to a hand; a discard shuffled into the draw pile goes there, and
    what is drawn from it comes under numbers never seen before, so that no number whose card was
    seen in the discard ever goes into a hand."""
    from cloudtable.engine import choose_action

    match = new_match("cloud9", 4, seed=1)
    seen_face_up: set[int] = set()
    shuffled = 0
    while not match.is_over:
        match.apply(choose_action(match, "random"))
        state = match.state_copy()
        ids = state.ids
        assert ids is not None
        assert [len(h) for h in ids.hands] == [len(h) for h in state.hands]
        assert (len(ids.draw), len(ids.discard)) == (len(state.draw), len(state.discard))
        for event in match.steps[-1].moved:
            if event.target[0] == "hand":
                assert event.source == ("draw",) and event.card not in seen_face_up
            if event.target == ("discard",):
                assert event.source == ("hand", match.steps[-1].seat)
                seen_face_up.add(event.card)
            shuffled += event.target == ("draw",)
    assert shuffled
    assert not N.parse_state(N.format_state(match.state_copy()), 0).ids  # notation does without
