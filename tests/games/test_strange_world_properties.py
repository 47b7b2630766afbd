"""Strange World under random play: thousands of games for 1-4 players never raise, keep
every card accounted for, end with full 4 x 4 Worlds, and every position survives save → load
(mid-draft too, with secret choices pending) and the notation."""

import functools
import json
from operator import attrgetter

import attrs
import pytest
from hypothesis import given, settings, strategies as st

from cloudtable.engine import IllegalAction, Rng, Seat, load_match, new_match
from cloudtable.engine.actions import ActionCodec
from cloudtable.games.strange_world import GAME, cards, state as S
from cloudtable.games.strange_world.actions import Place
from cloudtable.games.strange_world.notation import format_state, parse_state
from cloudtable.games.strange_world.rules import legal_cells
from random_play import play_randomly

GAMES = {1: 800, 2: 500, 3: 400, 4: 300}  # 2000 games in all


@functools.cache
def deck_sorted(players):
    return sorted(cards.deck_kinds(players))


START_SORTED = sorted(cards.START_KINDS)
DARK_CITIES = sorted(cards.DARK_CITIES)
TRAVELLER_KEYS = sorted(cards.TRAVELLER_KEYS)
IS_START = [kind.start for kind in cards.KINDS]
IS_MOON = [kind.moon for kind in cards.KINDS]


def check_invariants(s):
    """Asserts every invariant of `s`; returns its legal actions (None if seats choose in secret
    or the game is over), which the check lists anyway and random play goes on from."""
    players = s.players
    # Every land card is in the deck, a hand, a World or a solo stack; every start card in a World or the box.
    land = [*s.deck, *(k for hand in s.hands for k in hand), *(k for stack in s.stacks for k in stack)]
    starts = list(s.boxed_starts)
    for w in s.worlds:
        for k in w.cells:
            if k >= 0:
                (starts if IS_START[k] else land).append(k)
    assert sorted(land) == deck_sorted(players)
    assert sorted(starts) == START_SORTED
    # Shared supplies: Fumaroles, Dark Cities, Travellers.
    covered = sum(w.covered.bit_count() for w in s.worlds)
    assert s.fumaroles + covered == cards.FUMAROLES
    assert sorted(s.cities + [c.value for w in s.worlds for c in w.cities]) == DARK_CITIES
    seated = [t.key for w in s.worlds for t in w.travellers]
    assert sorted(s.travellers + s.boxed_travellers + seated) == TRAVELLER_KEYS
    for w in s.worlds:
        # (A World's checks read nothing else: a World met before as it is now passed them then.)
        key = tuple(map(_hashable, _WORLD_VALUES(w)))
        if key not in _WORLDS_CHECKED:
            check_world(w)
            if len(_WORLDS_CHECKED) >= 100_000:
                _WORLDS_CHECKED.clear()
            _WORLDS_CHECKED.add(key)
    if s.phase != S.OVER:
        assert GAME.current_player(s) is not None
        if GAME.choosing_seats(s):
            return None
        actions = GAME.legal_actions(s)
        assert actions
        return actions
    return None


def check_world(w):
    """Asserts every invariant of one World."""
    kinds = w.cells
    cells = [c for c, k in enumerate(kinds) if k >= 0]
    assert w.count == len(cells) and kinds[S.START_CELL] >= 0
    assert w.bottom - w.top < 4 and w.right - w.left < 4
    hidden = w.down | w.covered
    assert hidden & ~sum(S.BIT[c] for c in cells) == 0
    used = [c for p in w.portals for c in p]
    assert len(used) == len(set(used))
    in_city = [c for city in w.cities for c in (city.a, city.b)]
    assert len(in_city) == len(set(in_city)) and all(w.covered & S.BIT[c] for c in in_city)
    # Face-up Moons only in the top row; no visible Water beside visible Water; one visible Swamp a row.
    shown = {c for c in cells if not hidden & S.BIT[c]}  # (World.visible)
    for c in shown:
        k = kinds[c]
        if IS_MOON[k]:
            assert S.ROW[c] == w.top
        if cards.KIND_WATER[k]:
            assert not any(n in shown and cards.KIND_WATER[kinds[n]] for n in S.NEIGHBOURS[c])
    for r in range(w.top, w.bottom + 1):
        assert sum(1 for c in S.ROW_CELLS[r] if c in shown and cards.KIND_SWAMPS[kinds[c]]) <= 1
    if w.travellers:
        assert len({t.right for t in w.travellers}) == 1


# Every field of a World (read from its class, so that a new field is part of the key), as a key.
_WORLD_VALUES = attrgetter(*(field.name for field in attrs.fields(S.World)))
_WORLDS_CHECKED: set[tuple] = set()


def _hashable(value):
    return tuple(value) if type(value) is list else value


def random_game(players, seed, describe=False):
    chooser = Rng(seed)
    s = GAME.new_state(players, Rng(seed * 7919 + 1), {})
    actions = check_invariants(s)
    moves = 0
    while s.phase != S.OVER:
        seats = GAME.choosing_seats(s)
        if seats:
            choices = {}
            for seat in seats:
                options = GAME.legal_choices(s, seat)
                assert options and len(set(options)) == len(options)
                choices[seat] = chooser.choice(options)
                GAME.check_choice(s, seat, choices[seat])
            GAME.apply_choices(s, choices)
        else:
            assert actions and len(set(actions)) == len(actions)
            action = chooser.choice(actions)
            GAME.check(s, action)  # every listed action is legal
            if describe:
                assert "{" not in GAME.describe(s, action).english(player="P")
            GAME.apply(s, action)
        actions = check_invariants(s)  # (GAME.legal_actions(s), listed once a position)
        moves += 1
        assert moves < 1000
    return s


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_thousands_of_random_games_keep_every_invariant(players):
    for seed in range(GAMES[players]):
        s = random_game(players, seed, describe=seed < 10)
        assert s.round == 5
        for w in s.worlds:
            assert w.count == 16 and w.bottom - w.top == 3 and w.right - w.left == 3
        out = GAME.outcome(s)
        assert out.scores == tuple(GAME.scores(s))
        if players == 1:
            assert out.winners == frozenset() and out.rating is not None
            assert sum(1 for stack in s.stacks if stack) == 2
        else:
            assert out.winners and max(out.scores) == out.scores[min(out.winners)]
            assert len(s.deck) == cards.DECK_SIZES[players - 1] - 15 * players


def test_every_action_type_round_trips_through_json():
    codec = ActionCodec(GAME.action_types)
    seen = set()
    for seed in range(40):
        players = 1 + seed % 4
        m = new_match("strange-world", players, seed=seed)
        rng = Rng(seed)
        while not m.is_over:
            for action in m.legal_actions():
                data = json.loads(json.dumps(codec.dump(action)))
                assert codec.load(data) == action
                seen.add(type(action).__name__)
            m.apply(rng.choice(m.legal_actions()))
    assert seen == {t.__name__ for t in GAME.action_types}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_notation_round_trips_every_position_and_view(players):
    for seed in range(6):
        s = GAME.new_state(players, Rng(seed), {})
        chooser = Rng(seed)
        while True:
            assert parse_state(format_state(s)) == s
            for seat in (0, None):
                v = GAME.view(s, seat)
                assert parse_state(format_state(v)) == v
            if s.phase == S.OVER:
                break
            seats = GAME.choosing_seats(s)
            if seats:
                GAME.apply_choices(s, {x: chooser.choice(GAME.legal_choices(s, x)) for x in seats})
            else:
                GAME.apply(s, chooser.choice(GAME.legal_actions(s)))


@settings(max_examples=60, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**63),
    st.integers(min_value=1, max_value=4),
    st.integers(min_value=0, max_value=160),
)
def test_every_position_survives_save_and_load(seed, players, moves):
    seats = [Seat(f"P{i}", kind="computer", level="random") for i in range(players)]
    m = new_match("strange-world", players, seed=seed, seats=seats)
    play_randomly(m, moves)
    loaded = load_match(m.to_json())
    assert loaded.snapshot() == m.snapshot() and json.loads(json.dumps(m.snapshot())) == m.snapshot()
    assert loaded.history == m.history and loaded.chosen_seats == m.chosen_seats
    assert loaded.current_player == m.current_player
    assert format_state(loaded.view(0)) == format_state(m.view(0))
    play_randomly(m, 400)
    assert m.is_over


def test_a_save_made_mid_draft_keeps_the_choices_pending():
    m = new_match("strange-world", 4, seed=21)
    m.apply(m.legal_actions()[0])  # the Sun's face
    m.apply(m.legal_actions()[0])
    m.apply(m.legal_actions()[1])
    assert m.choosing_in_secret and len(m.chosen_seats) == 2
    loaded = load_match(m.to_json())
    assert loaded.chosen_seats == m.chosen_seats and loaded.current_player == m.current_player
    for match in (m, loaded):
        while match.choosing_in_secret:
            match.apply(match.legal_actions()[0])
    assert loaded.snapshot() == m.snapshot()


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.integers(min_value=0, max_value=14))
def test_legal_cells_are_exactly_the_places_check_accepts(seed, placed):
    s = GAME.new_state(1, Rng(seed), {})
    chooser = Rng(seed)
    while s.worlds[0].count < 1 + placed and s.phase != S.OVER:
        GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    w = s.worlds[0]
    cells = set(legal_cells(w))
    for cell in range(S.CELLS):
        r, c = S.ROW[cell], S.COL[cell]
        box = max(w.bottom, r) - min(w.top, r) < 4 and max(w.right, c) - min(w.left, c) < 4
        side = w.closed_side
        inside = side is None or (c <= w.right if side else c >= w.left)
        touching = any(w.cells[n] >= 0 for n in S.NEIGHBOURS[cell])
        assert (cell in cells) == (w.cells[cell] < 0 and touching and box and inside)


def _breaks_duty(w, cell, kind):
    """The Volcano's and the portal card's own desolations, from the rules' plain helpers."""
    from cloudtable.games.strange_world.rules import cover_targets, free_partners, portal_neighbours

    if cards.KIND_PORTAL[kind] and portal_neighbours(w, cell) and not free_partners(w, cell):
        return True
    return bool(cards.KIND_VOLCANO[kind]) and not cover_targets(w, cell)


def test_a_card_breaks_its_duty_only_where_every_place_would():
    """In random play, whenever a Volcano or portal card is placed where the Tzimimes turn it face
    down for its duty, no legal place kept the duty; and the places listed for a card are those
    that keep it whenever one does, the others refused."""
    forced = refused = 0
    for players, games in ((1, 200), (2, 150), (3, 100), (4, 100)):
        for seed in range(games):
            chooser = Rng(seed)
            s = GAME.new_state(players, Rng(seed * 31 + 7), {})
            while s.phase != S.OVER:
                seats = GAME.choosing_seats(s)
                if seats:
                    GAME.apply_choices(s, {x: chooser.choice(GAME.legal_choices(s, x)) for x in seats})
                    continue
                actions = GAME.legal_actions(s)
                if s.phase == S.PLACE:
                    w = s.worlds[s.turn]
                    cells = legal_cells(w)
                    for kind in set(s.hands[s.turn]):
                        keeping = [c for c in cells if not _breaks_duty(w, c, kind)]
                        listed = [S.cell_of(a.row, a.col) for a in actions if a.card == kind]
                        assert listed == (keeping or cells)
                        refused += len(cells) - len(listed)
                        for c in set(cells) - set(listed):  # check refuses them, saying why
                            with pytest.raises(IllegalAction, match="only when no"):
                                GAME.check(s, Place(kind, S.ROW[c], S.COL[c]))
                action = chooser.choice(actions)
                if s.phase == S.PLACE:
                    w = s.worlds[s.turn]
                    if _breaks_duty(w, S.cell_of(action.row, action.col), action.card):
                        assert all(_breaks_duty(w, c, action.card) for c in legal_cells(w))
                        forced += 1
                GAME.apply(s, action)
    assert refused > 0 and forced > 0  # both cases happen
