"""Strange World's computer players: legal in every phase, blind to hidden cards, and the
strong player's search exact where nothing is hidden any more. How strong each level is
(random < normal < strong, in tournaments and alone) is measured by `make bench`
(tests/bench/bench_strange_world.py), not here."""

import pytest

from cloudtable.engine import Rng, decide
from cloudtable.games.strange_world import GAME, state as S
from cloudtable.games.strange_world.actions import PairPortal
from cloudtable.games.strange_world.notation import parse_state

LEVELS = ("random", "normal", "strong")


def legal(s, seat, action):
    if GAME.choosing_seats(s):
        return action in GAME.legal_choices(s, seat)
    return action in GAME.legal_actions(s)


def bot_game(levels, seed, visit=None):
    """A game between computer players, each deciding from its view; `visit(state, seat)` is
    called before every decision. Returns the final state."""
    s = GAME.new_state(len(levels), Rng(seed), {})
    rng = Rng(seed ^ 0x5EED)
    while s.phase != S.OVER:
        seats = GAME.choosing_seats(s)
        if seats:
            choices = {}
            for seat in seats:
                if visit:
                    visit(s, seat)
                choices[seat] = GAME.choose_action(GAME.view(s, seat), seat, levels[seat], rng)
                assert legal(s, seat, choices[seat])
            GAME.apply_choices(s, choices)
        else:
            seat = GAME.current_player(s)
            if visit:
                visit(s, seat)
            action = decide(GAME, s, levels[seat], rng)
            assert legal(s, seat, action), (s.phase, action)
            GAME.apply(s, action)
    return s


def test_every_level_plays_legally_in_every_phase():
    phases = set()

    def visit(s, seat):
        phases.add(s.phase)

    for players, seed in ((1, 1), (2, 2), (3, 3), (4, 4), (4, 5)):
        levels = [LEVELS[(seed + i) % 3] for i in range(players)]
        bot_game(levels, seed, visit)
    assert phases >= {S.ORIENT, S.PASS_TWO, S.PASS_ONE, S.PLACE, S.TRAVELLER, S.ERUPT, S.PICK}


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_which_portal_card_to_join(level):
    # A Traveller closes the right side: only the left portal card has room for a later portal.
    s = parse_state(
        "strange-world players=2 phase=pair pending=2,4 sun=0 turn=0\ndeck: ~\n"
        "world 0: hand=MS\n  row 2: M*  Pr*  S*\n  row 3: M  MM  MPg\n  cols: 3\n"
        "  travellers: kark:R:3\n"
        "world 1: hand=MW\n  row 3: S\n  cols: 3"
    )
    action = decide(GAME, s, level, Rng(1))
    assert action in (PairPortal(2, 3), PairPortal(2, 5))
    if level != "random":
        assert action == PairPortal(2, 5)


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_places_a_volcano_where_it_must_erupt(level, players):
    # With no Dark City left, the Volcano would rather be turned face down beside the lone
    # Fumarole than cover a card; but a place where it erupts is left, so it must go there.
    world = "world 0: hand=VS\n  row 3: M+  PdPs  SPn\n  cols: 3"
    if players == 1:  # the face-up card of stack 0, its two others still face down
        s = parse_state(
            "strange-world players=1 round=1 phase=place stack=0\ndeck: -\nsupply: cities=-\n"
            "stacks: MM/MS " + " ".join(["MPg/WS/O"] * 6) + f"\n{world}"
        )
    else:
        s = parse_state(
            f"strange-world players=2 phase=place sun=0 turn=0\ndeck: ~\nsupply: cities=-\n{world}\n"
            "world 1: hand=MW\n  row 3: S\n  cols: 3"
        )
    erupting = {(2, 4), (4, 4), (2, 5), (4, 5), (3, 6)}
    assert {(a.row, a.col) for a in GAME.legal_actions(s)} == erupting
    for seed in range(3):
        action = decide(GAME, s, level, Rng(seed))
        assert (action.row, action.col) in erupting, action


def redealt(s, seat, seed):
    """The same position for `seat`, its hidden cards dealt again: the other hands, the deck and
    the solo stacks' face-down cards shuffled together, and another generator."""
    t = s.copy()
    hidden = [k for i, h in enumerate(s.hands) if i != seat for k in h] + list(s.deck)
    hidden += [k for stack in s.stacks for k in stack[:-1]]
    Rng(seed).shuffle(hidden)
    for i, h in enumerate(t.hands):
        if i != seat:
            t.hands[i] = sorted(hidden[: len(h)])
            del hidden[: len(h)]
    for stack in t.stacks:
        for j in range(len(stack) - 1):
            stack[j] = hidden.pop()
    t.deck = hidden
    t.rng = Rng(seed + 99)
    return t


@pytest.mark.parametrize("players", [1, 2, 3])
def test_decisions_come_from_the_view_only(players):
    positions = []

    def visit(s, seat):
        if len(positions) < 60:
            positions.append((s.copy(), seat))

    bot_game(["normal"] * players, 40 + players, visit)
    checked = 0
    for s, seat in positions[:: 2 if players == 1 else 3]:
        other = redealt(s, seat, 7)
        assert GAME.view(other, seat) == GAME.view(s, seat)
        for level in ("normal", "strong"):
            mine = GAME.choose_action(GAME.view(s, seat), seat, level, Rng(5))
            again = GAME.choose_action(GAME.view(other, seat), seat, level, Rng(5))
            assert mine == again
            checked += 1
    assert checked >= 20


def best_final_score(s):
    """The best score a solo game can still reach when nothing is hidden any more: every legal
    action tried, follow-ups included."""
    if s.phase == S.OVER:
        return GAME.scores(s)[0]
    best = None
    for action in GAME.legal_actions(s):
        t = s.copy()
        GAME.apply(t, action)
        score = best_final_score(t)
        best = score if best is None else max(best, score)
    return best


@pytest.mark.parametrize("seed", range(6))
def test_strong_alone_finishes_its_last_turn_at_the_best_score(seed):
    # Play a solo game normally up to the last turn's two face-down cards, turned up: from there
    # the strong player must reach the best final score (the search ends on the true score).
    s = GAME.new_state(1, Rng(600 + seed), {})
    rng = Rng(seed)
    while not (s.phase == S.PLACE and s.worlds[0].count == 14 and len(s.hands[0]) == 2):
        GAME.apply(s, decide(GAME, s, "normal", rng))
    best = best_final_score(s.copy())
    while s.phase != S.OVER:
        GAME.apply(s, decide(GAME, s, "strong", rng))
    assert GAME.scores(s)[0] == best


@pytest.mark.parametrize("seed", range(4))
def test_strong_alone_told_the_face_down_cards_values_the_last_pick_exactly(seed):
    # The bench measures what the face-down cards are worth by telling the search what lies
    # under every stack. Told so on the last pick, the search must see the best final score.
    from cloudtable.games.strange_world.bots import solo_pick

    s = GAME.new_state(1, Rng(700 + seed), {})
    rng = Rng(seed)
    while not (s.phase == S.PICK and s.worlds[0].count == 13):
        GAME.apply(s, decide(GAME, s, "normal", rng))
    told = [stack[:-1] for stack in s.stacks]
    value, _ = solo_pick(GAME.view(s, 0), Rng(seed), told=told)
    assert value == best_final_score(s.copy())
