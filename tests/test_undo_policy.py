"""The undo policy (issue 18): an Undo takes back a person's last move and the computer players'
answers to it only if none of those steps, whoever made it, showed that person anything hidden
from them (a card, a die, a choice made from a hidden hand) or drew chance; and only while the
turn has not passed to another person. For every registered game, and in each real game's case."""

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import bidgame
from cloudtable.engine import Rng, Seat, available_games, choose_action, get_game, new_match
from cloudtable.games.cloud9.actions import LetFall, Pay, Roll, Stay
from cloudtable.games.cloud9.cards import TOP_CLOUD
from cloudtable.games.cloudy_kingdom import state as ck
from cloudtable.games.cloudy_kingdom.actions import Exchange, PickMagic, PlayRoute
from cloudtable.games.strange_world.actions import Place


@pytest.fixture(autouse=True)
def registered():
    from cloudtable.engine import register, unregister

    register(bidgame.GAME)  # the test game with secret choices
    yield
    unregister(bidgame.GAME.id)


# Every game the app offers, the test games registered for every test, and Cloud Bids.
GAME_IDS = sorted({game.id for game in available_games()} | {bidgame.GAME.id})


# --- the property, for every game -------------------------------------------------------------
def shown_to(game, before, after, action, seat, secret):
    """True if the step from state `before` to `after` showed `seat` something hidden from it:
    its view afterwards is not what its view before becomes by the same action (played on that
    view, where what the seat cannot see is masked). A secret choice changes nothing anyone sees
    until the last one, which shows them all: then any change in the seat's view counts."""
    seen = game.snapshot(game.view(after, seat))
    if secret:
        return game.snapshot(game.view(before, seat)) != seen
    view = game.copy(game.view(before, seat))
    try:
        game.check(view, action)
        game.apply(view, action)
    except Exception:
        return True
    return game.snapshot(game.view(view, seat)) != seen


class Played:
    """A match played with a record of every state, to judge each Undo the match offers."""

    def __init__(self, match):
        self.match = match
        self.game = match.game
        self.states = [match.state_copy()]
        self.secret = []  # per step: was it a secret choice?
        self.declared = []  # per step: did the game itself say the move revealed something?

    def play(self, action):
        m = self.match
        secret = m.choosing_in_secret
        self.declared.append(not secret and bool(self.game.apply(m.state_copy(), action)))
        self.secret.append(secret)
        m.apply(action)
        self.states.append(m.state_copy())

    def expected(self, people):
        """(how many steps an Undo should take back, whether the game itself forbids it)."""
        m, game = self.match, self.game
        steps = m.steps
        k = len(steps) - 1
        while k >= 0 and steps[k].seat not in people:
            k -= 1
        if k < 0:
            return 0, False
        seat = steps[k].seat
        now = m.current_player
        if now in people and now != seat:
            return 0, False  # the turn passed to another person
        for i in range(k, len(steps)):
            before, after = self.states[i], self.states[i + 1]
            if game.rng(before).state != game.rng(after).state:
                return 0, False  # chance was drawn
            if shown_to(game, before, after, steps[i].action, seat, self.secret[i]):
                return 0, False
        return len(steps) - k, any(self.declared[k:])


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_undo_never_takes_back_a_span_that_showed_the_person_anything(game_id, data):
    game = get_game(game_id)
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    kinds = data.draw(
        st.lists(st.booleans(), min_size=players, max_size=players).filter(lambda k: not all(k)), label="computer seats"
    )
    seed = data.draw(st.integers(0, 2**32), label="seed")
    seats = [
        Seat(f"P{i}", kind="computer" if computer else "person", level="random") for i, computer in enumerate(kinds)
    ]
    people = {i for i, computer in enumerate(kinds) if not computer}
    played = Played(new_match(game_id, players, seed=seed, seats=seats))
    m = played.match
    rng = Rng(seed)
    while not m.is_over and len(m.steps) < 400:
        seat = m.current_player
        played.play(
            choose_action(m, "random", Rng(rng.next64())) if seat not in people else rng.choice(m.legal_actions())
        )
        depth = m.undo_depth()
        wanted, declared = played.expected(people)
        if depth:
            # Offered: the span is exactly back to the person's last move and showed them nothing.
            assert depth == wanted, (game_id, m.history[-wanted or -depth :], depth, wanted)
        else:
            # Not offered: the span showed the person something, drew chance, handed the turn to
            # another person, or holds a move that the game itself says revealed something.
            assert wanted == 0 or declared, (game_id, m.history[-wanted:])


# --- Cloud 9: the case ------------------------------------------------------------------
def cloud9_match(seed):
    return new_match(
        "cloud9", 3, seed=seed, seats=[Seat("Alice"), Seat("Nimbus", kind="computer"), Seat("Cirrus", kind="computer")]
    )


def test_cloud9_undo_stops_at_the_computer_pilots_payment():
    """A computer pilot rolls, the person stays, the other computer decides: Undo takes back the
    person's Stay and that decision. The pilot then pays with a colour (or lets the balloon fall),
    which shows what it holds: Undo is no longer offered."""
    found = 0
    for seed in range(200):
        m = cloud9_match(seed)
        while not m.is_over and len(m.steps) < 300:
            if m.current_player == 0:
                m.apply(Stay() if Stay() in m.legal_actions() else m.legal_actions()[0])
                continue
            action = choose_action(m, "normal")
            stayed = [i for i, s in enumerate(m.steps) if s.seat == 0 and s.action == Stay()]
            answered = bool(stayed) and all(s.seat != 0 for s in m.steps[stayed[-1] + 1 :])
            shows_hand = action == LetFall() or isinstance(action, Pay) and action.cards
            if answered and m.state_copy().pilot != 0 and shows_hand:
                assert m.undo_depth() == len(m.steps) - stayed[-1]  # Stay and the decisions after it
                m.apply(action)
                assert m.undo_depth() == 0
                found += 1
                break
            m.apply(action)
        if found >= 3:
            return
    pytest.fail("no computer pilot paid after the person stayed")


def test_cloud9_a_free_climb_reveals_nothing():
    """All blanks: the computer pilot pays nothing, and the person's Stay can still be undone."""
    for seed in range(400):
        m = cloud9_match(seed)
        while not m.is_over and len(m.steps) < 300:
            if m.current_player == 0:
                m.apply(Stay() if Stay() in m.legal_actions() else m.legal_actions()[0])
                continue
            action = choose_action(m, "normal")
            s = m.state_copy()
            stayed = any(step.seat == 0 and step.action == Stay() for step in m.steps[-2:])
            below_top = s.cloud + 1 < TOP_CLOUD  # (reaching cloud 9 ends the voyage: everyone draws)
            if action == Pay(()) and stayed and m.steps[-1].seat != 0 and s.pilot != 0 and below_top:
                depth = m.undo_depth()
                assert depth > 0
                m.apply(action)
                assert m.undo_depth() == depth + 1
                return
            m.apply(action)
    pytest.fail("no free climb after the person stayed")


def test_cloud9_a_roll_cannot_be_undone_and_says_so_before():
    m = cloud9_match(1)
    while Roll() not in m.legal_actions() or m.current_player != 0:
        m.apply(Stay() if m.current_player == 0 else choose_action(m, "normal"))
    assert m.would_reveal(Roll())
    m.apply(Roll())
    assert m.steps[-1].chance and m.undo_depth() == 0


# --- Strange World ---------------------------------------------------------------------------------
def test_strange_world_undo_stops_at_the_computers_placement():
    """The person's placement can be undone until the computer places a card from its hidden hand."""
    m = new_match("strange-world", 2, seed=4, seats=[Seat("Alice"), Seat("Bot", kind="computer")])
    checked = 0
    while not m.is_over and checked < 4:
        if m.current_player == 0:
            action = m.legal_actions()[0]
            if isinstance(action, Place):
                assert not m.would_reveal(action)  # it shows the person's own card to the others only
            m.apply(action)
            continue
        action = choose_action(m, "normal")
        last = m.steps[-1] if m.steps else None
        placed = last is not None and last.seat == 0 and isinstance(last.action, Place) and not last.revealed
        if isinstance(action, Place) and placed:
            assert m.undo_depth() == 1  # the person's own placement, the computer has not moved since
            m.apply(action)
            assert m.undo_depth() == 0 and m.steps[-1].revealed_to(0)
            checked += 1
        else:
            m.apply(action)
    assert checked == 4


# --- Cloudy Kingdom ----------------------------------------------------------------------------------
def test_cloudy_kingdom_undo_stops_at_the_casters_first_green_thumb_card():
    """A computer casts Green Thumb; the person keeps their route card (Undo takes that back); the
    caster then plays a card from its hidden hand: Undo is no longer offered."""
    for seed in range(300):
        m = new_match(
            "cloudy-kingdom",
            3,
            seed=seed,
            seats=[Seat("Alice"), Seat("Bot", kind="computer"), Seat("Bob", kind="computer")],
        )
        while not m.is_over and len(m.steps) < 150:
            if m.current_player == 0:
                m.apply(Exchange(False) if Exchange(False) in m.legal_actions() else m.legal_actions()[0])
                continue
            action = choose_action(m, "normal")
            kept = [i for i, s in enumerate(m.steps) if s.seat == 0 and s.action == Exchange(False)]
            if (
                m.state_copy().phase == ck.GREEN_PLAY
                and isinstance(action, PlayRoute)
                and kept
                and all(s.seat != 0 for s in m.steps[kept[-1] + 1 :])
            ):
                assert m.undo_depth() == len(m.steps) - kept[-1]
                m.apply(action)
                assert m.undo_depth() == 0
                return
            m.apply(action)
    pytest.fail("no computer cast Green Thumb with the person keeping their card")


def test_cloudy_kingdom_picks_of_magic_cards_are_undone_with_the_computers_picks():
    """Picking spells shows nothing hidden: the person's last pick is taken back with the computers'
    picks after it, until the deal that follows the last pick."""
    m = new_match(
        "cloudy-kingdom",
        3,
        seed=2,
        magic="pick",
        first=0,
        seats=[Seat("Alice"), Seat("Bot", kind="computer"), Seat("Bob", kind="computer")],
    )
    for _ in range(3):
        m.apply(m.legal_actions()[0])
    assert m.undo_depth() == 1
    for picks in range(1, 6):
        m.apply(choose_action(m, "normal"))
        assert m.undo_depth() == 1 + picks
    assert all(isinstance(s.action, PickMagic) for s in m.steps)
    m.apply(choose_action(m, "normal"))  # the last pick: the route cards are dealt
    assert m.steps[-1].revealed and m.undo_depth() == 0
