"""Issue 18, point 4: a computer player's chance comes from a secret of its own, stored in the
save, from which the deal cannot be derived. The audit's attack (from a bot's seed and the move
number back to the match's seed, and so to every hidden card) is run against what a bot is
handed now, and recovers nothing; saves still replay exactly."""

import json
import pickle

import pytest

import contract
from bot_attack import ints_in, invert_old, old_bot_seed, rngs_in, seed_candidates
from cloudtable.bot_process import request_payload
from cloudtable.engine import Rng, SaveFileError, Seat, bot_seed, choose_action, get_game, load_match, new_match
from cloudtable.engine.rng import derived_seed

# Every game, with up to four seats: many hidden hands.
GAMES = [(game_id, contract.most_players(game_id, 4)) for game_id in contract.game_ids()]
# Big seeds, so that no small number in a view (a card, a count) can equal one by chance.
SEEDS = [2**63 + 12_345, 0xD1CE_5EED_0000_0042, 987_654_321_987_654_321]
POSITIONS = 20  # as many as the audit used


def computers(players):
    return [Seat(f"Bot {i + 1}", kind="computer", level="random") for i in range(players)]


def positions(game_id, players, seed, count=POSITIONS):
    """A match at each of its first `count` positions where a computer is to move."""
    m = new_match(game_id, players, seed=seed, seats=computers(players))
    for _ in range(count):
        if m.is_over:
            return
        yield m
        m.apply(choose_action(m, "random"))


def handed(m):
    """Exactly what the window sends the computer players' process for this move (session.py)."""
    seat = m.current_player
    return request_payload(m.game, m.view(seat), seat, m.seats[seat].level, bot_seed(m))


def deal(game_id, players, seed, options):
    game = get_game(game_id)
    return game.snapshot(game.new_state(players, Rng(seed), options))


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_audits_attack_did_recover_the_deal_from_the_old_seeding(game_id, players):
    """The attack is real: against the old seeding, one bot seed gives the seed and the deal."""
    for m in positions(game_id, players, SEEDS[0], count=3):
        recovered = invert_old(old_bot_seed(m), len(m.steps))
        assert recovered == m.seed
        assert deal(game_id, players, recovered, m.options) == deal(game_id, players, m.seed, m.options)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_audits_attack_recovers_nothing_from_what_a_bot_is_handed(game_id, players, seed, real_bot_secrets):
    true_deal = deal(game_id, players, seed, get_game(game_id).check_options(players, {}))
    asked = 0
    for m in positions(game_id, players, seed):
        payload = handed(m)
        received = ints_in(payload)
        # Neither the seed nor the generator that deals and shuffles is handed over...
        assert m.seed not in received and m.state_copy().rng.state not in received
        # ...nor can the old inversion make the seed of anything handed over, at any move so far...
        assert m.seed not in seed_candidates(received, len(m.steps))
        # ...and the deal rebuilt from the bot's own seed, as the audit did, is not the deal.
        for guess in (bot_seed(m), invert_old(bot_seed(m), len(m.steps))):
            assert deal(game_id, players, guess, m.options) != true_deal
        asked += 1
    assert asked == POSITIONS or m.is_over  # (a short game: every position of it)


@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_bots_chance_is_the_secrets_and_the_moves_alone(game_id, players):
    """By construction: two deals with one secret hand the bots the same seeds, move for move,
    so a bot's seed carries nothing of the deal; and another secret gives other seeds."""
    same_secret = [new_match(game_id, players, seed=s, seats=computers(players), bot_secret=77) for s in SEEDS[:2]]
    assert same_secret[0].snapshot() != same_secret[1].snapshot()
    other = new_match(game_id, players, seed=SEEDS[0], seats=computers(players), bot_secret=78)
    assert other.snapshot() == same_secret[0].snapshot()  # the deal is the seed's alone
    for _ in range(10):
        a, b = same_secret
        if a.is_over or b.is_over:
            break
        assert bot_seed(a) == bot_seed(b) == derived_seed(77, len(a.steps)) != bot_seed(other)
        for m in (a, b):
            m.apply(choose_action(m, "random"))
        other.apply(choose_action(other, "random"))


def test_each_match_draws_a_secret_of_its_own(real_bot_secrets):
    secrets = {new_match("cloud9", 3, seed=5).bot_secret for _ in range(8)}
    assert len(secrets) == 8  # 64 random bits each, not made from the seed
    m = new_match("cloud9", 3, seed=5)
    assert m.rematch(6).bot_secret != m.bot_secret
    with pytest.raises(ValueError, match="bot secret"):
        new_match("cloud9", 3, seed=5, bot_secret=-1)


def test_derived_seeds_are_spread_and_repeatable():
    seeds = [derived_seed(1, n) for n in range(1000)]
    assert seeds == [derived_seed(1, n) for n in range(1000)]
    assert len(set(seeds)) == 1000 and len({s - n for n, s in enumerate(seeds)}) == 1000  # no straight line
    assert {derived_seed(k, 5) for k in range(100)} != {derived_seed(1, 5)}
    assert all(0 <= s < 2**64 for s in seeds)


# --- the views blank the generator ------------------------------------------------------------
@pytest.mark.parametrize("game_id,players", GAMES)
def test_no_view_holds_the_generator_or_the_seed(game_id, players):
    for m in positions(game_id, players, SEEDS[1], count=30):
        state_rng = m.state_copy().rng
        for seat in [*range(players), None]:
            view = m.view(seat)
            assert all(r == Rng(0) for r in rngs_in(view)), (seat, rngs_in(view))
            received = ints_in(pickle.dumps(view))
            assert m.seed not in received and state_rng.state not in received


# --- saves ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_save_keeps_the_secret_and_replays_exactly(game_id, players, real_bot_secrets):
    for moves, m in enumerate(positions(game_id, players, SEEDS[2], count=12)):
        if moves % 4:
            continue
        loaded = load_match(m.to_json())
        assert loaded.bot_secret == m.bot_secret and loaded.seed == m.seed
        assert loaded.snapshot() == m.snapshot() and loaded.history == m.history
        assert bot_seed(loaded) == bot_seed(m)
        assert choose_action(loaded, "normal") == choose_action(m, "normal")  # the bots go on the same


def test_a_save_from_before_the_secret_loads_and_gets_one_unrelated_to_the_seed(real_bot_secrets):
    m = new_match("cloud9", 3, seed=SEEDS[0], seats=computers(3))
    for _ in range(15):
        m.apply(choose_action(m, "random"))
    data = json.loads(m.to_json())
    data["format_version"] = 2
    del data["bot_secret"]
    old = json.dumps(data)
    first, second = load_match(old), load_match(old)
    assert first.snapshot() == m.snapshot() and first.history == m.history  # replayed exactly
    assert 0 <= first.bot_secret < 2**64 and first.bot_secret != second.bot_secret
    resaved = json.loads(first.to_json())
    assert resaved["format_version"] == 3 and resaved["bot_secret"] == first.bot_secret
    assert load_match(first.to_json()).bot_secret == first.bot_secret


@pytest.mark.parametrize("value", ["missing", -1, 2**64, "7", True, 1.5, None])
def test_a_save_with_a_bad_secret_is_refused(value):
    data = json.loads(new_match("cloud9", 3, seed=4).to_json())
    if value == "missing":
        del data["bot_secret"]
    else:
        data["bot_secret"] = value
    with pytest.raises(SaveFileError, match="bot_secret"):
        load_match(json.dumps(data))
