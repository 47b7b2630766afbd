"""The engine contract (ARCHITECTURE.md, "The engine"), on the small test game."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from cloudtable.engine import (
    IllegalAction,
    Message,
    Rng,
    SaveFileError,
    Seat,
    UnknownGame,
    choose_action,
    load_match,
    new_match,
)
from cloudtable.engine.savefile import FORMAT_VERSION, MAX_BYTES
from minigame import Pass, Place
from random_play import play_randomly


def play_out(m, level="random"):
    while not m.is_over:
        m.apply(choose_action(m, level))
    return m


# --- rng ---------------------------------------------------------------------------
def test_rng_is_repeatable_and_uniform_enough():
    a, b = Rng(42), Rng(42)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    counts = [0] * 6
    r = Rng(1)
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)


@given(st.integers(min_value=0, max_value=2**64), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed, items):
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


# --- match --------------------------------------------------------------------------
def test_new_match_and_contract():
    m = new_match("sky-steps", players=2, seed=7)
    assert m.current_player == 0
    acts = m.legal_actions()
    assert acts and all(a.row == 1 and a.col == 1 for a in acts)
    m.apply(acts[0])
    assert m.current_player == 1
    assert not m.is_over and m.outcome is None
    play_out(m)
    assert m.is_over and m.current_player is None
    assert m.outcome.winners <= {0, 1}


def test_illegal_action_has_a_readable_reason():
    m = new_match("sky-steps", players=2, seed=7)
    card = m.view(0).hands[0][0]
    with pytest.raises(IllegalAction) as err:
        m.apply(Place(card, 0, 0, 0))
    assert "touch" in str(err.value)
    assert err.value.message.context == "SkySteps"
    with pytest.raises(IllegalAction):
        m.apply(Pass())


def test_view_masks_other_hands():
    m = new_match("sky-steps", players=2, seed=7)
    v = m.view(0)
    assert -1 not in v.hands[0] and set(v.hands[1]) == {-1}
    assert set(m.view(None).hands[0]) == {-1}


def test_unknown_game_and_bad_player_count():
    with pytest.raises(UnknownGame):
        new_match("chess", players=2)
    with pytest.raises(IllegalAction):
        new_match("sky-steps", players=3)
    with pytest.raises(IllegalAction):
        new_match("sky-steps", players=2, hand=9)


def test_same_seed_same_game():
    a = play_out(new_match("sky-steps", 2, seed=11, bot_secret=5))
    b = play_out(new_match("sky-steps", 2, seed=11, bot_secret=5))
    assert a.history == b.history and a.snapshot() == b.snapshot()
    # The deal is the seed's alone; the computer players' chance is the bot secret's alone.
    assert new_match("sky-steps", 2, seed=11).snapshot() == new_match("sky-steps", 2, seed=11).snapshot()


def test_message_renders_translated_arguments():
    inner = Message("Ctx", "red")
    msg = Message.of("Ctx", "{player} plays {card}", card=inner)
    table = {"{player} plays {card}": "{player} joue {card}", "red": "rouge"}
    assert msg.render(lambda c, t, n: table.get(t, t), player="Anna") == "Anna joue rouge"
    broken = {"{player} plays {card}": "{joueur} joue"}
    assert msg.render(lambda c, t, n: broken.get(t, t), player="Anna") == "Anna plays red"


# --- undo policy --------------------------------------------------------------------
def test_undo_takes_back_the_computers_answers_that_showed_nothing():
    m = new_match("sky-steps", 2, seed=3, hand=3, seats=[Seat("Anna"), Seat("Bot", kind="computer")])
    while not m.is_over:
        m.apply(m.legal_actions()[0] if m.current_player == 0 else choose_action(m))
    # Both hands ran out: Anna passes, and so does the computer, which shows nothing.
    assert [(s.seat, s.action) for s in m.steps[-2:]] == [(0, Pass()), (1, Pass())]
    assert m.undo_depth() == 2
    before = m.snapshot()
    removed = m.undo(2)
    assert m.current_player == 0 and m.legal_actions() == [Pass()]
    m.redo(removed)
    assert m.snapshot() == before


def test_undo_stops_at_a_computers_move_that_shows_a_card_of_its_hand():
    # Sky Steps says no placement reveals anything; the engine sees the computer's card appear.
    m = new_match("sky-steps", 2, seed=3, seats=[Seat("Anna"), Seat("Bot", kind="computer")])
    m.apply(m.legal_actions()[0])
    assert m.undo_depth() == 1  # Anna's own card, seen by the computer only: it may be taken back
    assert m.steps[-1].shown == frozenset()
    m.apply(choose_action(m))
    assert m.steps[-1].shown == {0} and m.undo_depth() == 0


def test_undo_stops_at_chance_a_game_does_not_mention(monkeypatch):
    m = new_match("sky-steps", 2, seed=3, seats=[Seat("Anna"), Seat("Bot", kind="computer")])

    def apply(s, a, orig=m.game.apply):
        s.rng.next64()  # e.g. a die rolled that nobody sees yet
        return orig(s, a)

    monkeypatch.setattr(m.game, "apply", apply)
    assert m.would_reveal(m.legal_actions()[0])
    m.apply(m.legal_actions()[0])
    assert m.steps[-1].chance and m.undo_depth() == 0


def test_undo_refused_when_turn_passed_to_another_person():
    m = new_match("sky-steps", 2, seed=3, seats=[Seat("Anna"), Seat("Ben")])
    m.apply(m.legal_actions()[0])
    assert m.undo_depth() == 0


def test_undo_refused_after_revealed_information(monkeypatch):
    m = new_match("sky-steps", 2, seed=3, seats=[Seat("Anna"), Seat("Bot", kind="computer")])
    monkeypatch.setattr(m.game, "apply", lambda s, a, orig=m.game.apply: orig(s, a) or True)
    m.apply(m.legal_actions()[0])
    assert m.undo_depth() == 0


# --- saves --------------------------------------------------------------------------
@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=0, max_value=9))
def test_every_position_survives_save_and_load(seed, moves):
    m = new_match(
        "sky-steps", 2, seed=seed, seats=[Seat("Ånna", "#ff0000"), Seat("B", kind="computer", level="random")]
    )
    play_randomly(m, moves)
    loaded = load_match(m.to_json())
    assert loaded.snapshot() == m.snapshot()
    assert loaded.history == m.history and loaded.seats == m.seats and loaded.options == m.options


def saved_text():
    m = new_match("sky-steps", 2, seed=5)
    for _ in range(3):
        m.apply(choose_action(m, "random"))
    return m.to_json()


def edit(text, change):
    data = json.loads(text)
    change(data)
    return json.dumps(data)


BAD_FILES = {
    "empty": lambda t: "",
    "blank": lambda t: "  \n",
    "truncated": lambda t: t[: len(t) // 2],
    "not json": lambda t: "hello, world",
    "binary": lambda t: b"\xff\xfe\x00garbage",
    "json not ours": lambda t: '{"name": "something else"}',
    "a list": lambda t: "[1, 2, 3]",
    "newer": lambda t: edit(t, lambda d: d.update(format_version=99)),
    "unknown game": lambda t: edit(t, lambda d: d.update(game="chess")),
    "tampered move": lambda t: edit(t, lambda d: d["history"][1].update(row=0, col=0)),
    "unknown move": lambda t: edit(t, lambda d: d["history"][1].update(type="Teleport")),
    "extra field in move": lambda t: edit(t, lambda d: d["history"][1].update(cheat=1)),
    "tampered snapshot": lambda t: edit(t, lambda d: d["state"].update(turn=1 - d["state"]["turn"])),
    "missing seed": lambda t: edit(t, lambda d: d.pop("seed")),
    "seed is text": lambda t: edit(t, lambda d: d.update(seed="7")),
    "bad player": lambda t: edit(t, lambda d: d["players"][0].update(kind="alien")),
    "bad options": lambda t: edit(t, lambda d: d.update(options={"hand": 99})),
    "huge": lambda t: " " * (MAX_BYTES + 1) + t,
    "deep nesting": lambda t: "[" * 100000 + "]" * 100000,
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_save_files_give_a_clear_message(name):
    text = BAD_FILES[name](saved_text())
    with pytest.raises(SaveFileError) as err:
        load_match(text)
    assert err.value.message.context == "SaveFile"
    assert len(str(err.value)) > 10


def test_good_save_has_the_documented_fields():
    data = json.loads(saved_text())
    assert data["format"] == "cloudtable" and data["format_version"] == FORMAT_VERSION == 3
    assert {"app_version", "game", "options", "seed", "bot_secret", "players", "history", "state"} <= set(data)


def test_the_built_in_games_are_listed_once_a_folder_and_each_caller_gets_its_own_list(tmp_path, monkeypatch):
    """The games folders are listed once (each window asks several times); a caller may change the
    list it was given; another games folder (a test's) is listed on its own."""
    import cloudtable.games
    from cloudtable.engine.registry import builtin_ids

    given = builtin_ids()
    assert {"cloud9", "cloudy-kingdom", "strange-world"} <= set(given)
    given.append("sky-dice")
    assert "sky-dice" not in builtin_ids()
    (tmp_path / "sky_dice").mkdir()
    (tmp_path / "sky_dice" / "__init__.py").write_text("")
    monkeypatch.setattr(cloudtable.games, "__path__", [*cloudtable.games.__path__, str(tmp_path)])
    assert builtin_ids() == sorted([*given[:-1], "sky-dice"])


def test_a_memo_works_an_answer_out_once_and_starts_afresh_when_full():
    from cloudtable.engine.memo import Memo

    memo: Memo[int] = Memo(2)
    asked = []

    def work_out(n):
        asked.append(n)
        return n * n

    assert memo.answer(3, lambda: work_out(3)) == 9 and memo.answer(3, lambda: work_out(3)) == 9
    assert asked == [3]
    memo.answer(4, lambda: work_out(4))
    memo.answer(5, lambda: work_out(5))  # full: emptied, then kept
    assert len(memo) == 1 and memo.get(3) is None and memo.get(5) == 25
