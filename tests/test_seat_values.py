"""Issue 18, point 5: every value that enters a match from outside (names, colours, kinds,
levels, options, seeds) is checked where it enters, by the same rule a save is read with
(match.check_seat, match.check_seed, Game.check_options), so that nothing accepted can stop
a save later."""

import json

import pytest
from hypothesis import event, given, settings, strategies as st

import contract
from cloudtable.engine import IllegalAction, SaveFileError, Seat, get_game, load_match, new_match
from cloudtable.engine.match import MAX_NAME_LENGTH, Match
from random_play import play_randomly

GAMES = contract.game_ids()

REFUSED_SEATS = {
    "a lone surrogate": dict(name="\ud800"),
    "an empty name": dict(name=""),
    "a name of spaces": dict(name="   "),
    "a name with a newline": dict(name="Ann\nBob"),
    "a name with a line separator": dict(name="Ann\u2028Bob"),
    "a 200-letter name": dict(name="x" * 200),
    "a name one letter too long": dict(name="x" * (MAX_NAME_LENGTH + 1)),
    "a name that is not text": dict(name=7),
    "a colour that is not one": dict(name="Ann", colour="Not a colour!"),
    "a colour that is markup": dict(name="Ann", colour="<b>red</b>"),
    "a colour that is not text": dict(name="Ann", colour=None),
    "kind robot": dict(name="Ann", kind="robot"),
    "a level that is not text": dict(name="Ann", level=3),
}


@pytest.mark.parametrize("case", sorted(REFUSED_SEATS))
def test_a_seat_no_save_could_keep_is_refused_where_it_is_made(case):
    with pytest.raises(ValueError) as error:
        Seat(**REFUSED_SEATS[case])
    assert len(str(error.value)) < 300  # says why, without quoting a huge value whole


def test_the_seats_a_game_is_played_with_are_accepted():
    assert Seat("Ånna", "#ff0000", "computer", "strong") and Seat(" Bo ", "", "person") and Seat("x" * MAX_NAME_LENGTH)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_level_the_game_does_not_have_is_refused_by_new_match(game_id):
    players = contract.some_players(game_id, 2)
    seats = [Seat("A", kind="computer", level="godlike")] + [Seat(f"B{i}") for i in range(1, players)]
    with pytest.raises(ValueError, match="level"):
        new_match(game_id, players, seats=seats)
    with pytest.raises(TypeError):
        new_match(game_id, players, seats=["Anna", "Ben"][:players])


@pytest.mark.parametrize("seed", [-1, 2**64, "7", 1.5, True, None])
def test_a_seed_no_save_could_keep_is_refused(seed):
    with pytest.raises(ValueError, match="seed"):
        new_match("cloud9", 3, seed=seed)


def test_options_are_checked_where_they_enter():
    with pytest.raises(IllegalAction):
        new_match("cloudy-kingdom", 2, magic="everything")
    with pytest.raises(IllegalAction):
        new_match("cloudy-kingdom", 2, speed=3)
    with pytest.raises(IllegalAction):
        new_match("cloud9", 3, first="0")  # a seat is a number


# --- one rule: what a match accepts is what a save keeps -------------------------------------------
def mostly(good, anything):
    """`good` three times in four, else `anything`: enough of both sides of the rule."""
    return st.integers(0, 3).flatmap(lambda n: good if n else anything)


printable = st.characters(exclude_categories=("Cc", "Cs", "Zl", "Zp"))
GOOD = dict(
    name=st.one_of(
        st.sampled_from(["Anna", "Chloé", " Bo ", "x" * MAX_NAME_LENGTH, "🐉 Drache", "Ann\u0301"]),
        st.text(printable, min_size=1, max_size=MAX_NAME_LENGTH).filter(str.strip),
    ),
    colour=st.one_of(
        st.sampled_from(["", "red", "black", "purple"]), st.from_regex(r"#[0-9a-fA-F]{6}", fullmatch=True)
    ),
    kind=st.sampled_from(["person", "computer"]),
    level=st.sampled_from(["random", "normal", "strong"]),
    seed=st.integers(0, 2**64 - 1),
)
ANY = dict(
    name=mostly(
        GOOD["name"],
        st.one_of(
            st.sampled_from(
                [
                    "x" * (MAX_NAME_LENGTH + 1),
                    "x" * 200,
                    "",
                    "   ",
                    "\t",
                    "a\nb",
                    "a\rb",
                    "\u2028",
                    "\x7f",
                    "\ud800",
                    "A\udc80",
                    "\u3000",
                ]
            ),
            st.text(max_size=MAX_NAME_LENGTH + 3),
        ),
    ),
    colour=mostly(
        GOOD["colour"],
        st.one_of(
            st.sampled_from(["#12345", "Not a colour!", "RED", "x" * 17, "#ggg000", "<b>red</b>"]), st.text(max_size=18)
        ),
    ),
    kind=mostly(GOOD["kind"], st.one_of(st.sampled_from(["robot", "", "Person"]), st.text(max_size=9))),
    level=mostly(GOOD["level"], st.one_of(st.sampled_from(["godlike", "", "exit", "Normal"]), st.text(max_size=9))),
    seed=mostly(
        GOOD["seed"], st.one_of(st.integers(-(2**70), 2**70), st.sampled_from([-1, 2**64, True, 1.5, "7", None]))
    ),
)
junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.text(max_size=6), st.floats())


@st.composite
def options_for(draw, game, clean):
    options = {}
    for option in game.options:
        if draw(st.booleans()):
            choices = st.sampled_from([c.value for c in option.choices])
            options[option.key] = draw(choices if clean else mostly(choices, junk))
    if not clean and not draw(st.integers(0, 4)):
        options[draw(st.text(max_size=6))] = draw(junk)
    return options


def seat_or_none(name, colour, kind, level):
    try:
        return Seat(name, colour, kind, level)
    except ValueError:
        return None


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_whatever_new_match_accepts_makes_a_save_that_loads_back(data):
    game_id = data.draw(st.sampled_from(GAMES))
    game = get_game(game_id)
    clean = data.draw(st.integers(0, 2)) > 0  # two in three all good, else anything may be wrong
    fields = GOOD if clean else ANY
    players = data.draw(
        st.integers(game.min_players, game.max_players)
        if clean
        else st.integers(game.min_players - 1, game.max_players + 1)
    )
    seats = [
        seat_or_none(*(data.draw(fields[k]) for k in ("name", "colour", "kind", "level")))
        for _ in range(max(players, 0))
    ]
    options = data.draw(options_for(game, clean))
    seed = data.draw(fields["seed"])
    if None in seats:
        event("a seat refused")
        return  # refused where it entered, with a ValueError
    try:
        m = new_match(game_id, players, seed, seats, **options)
    except (ValueError, IllegalAction) as error:
        event(f"new_match refused: {type(error).__name__}")
        return  # refused where it entered
    event("accepted")
    play_randomly(m, data.draw(st.integers(0, 4)))
    text = m.to_json()
    text.encode("utf-8")  # what the file gets: a save of it can be written...
    loaded = load_match(text)  # ...and read back
    assert loaded.seats == m.seats and loaded.options == m.options and loaded.seed == m.seed
    assert loaded.bot_secret == m.bot_secret and loaded.history == m.history and loaded.snapshot() == m.snapshot()


SAVES = {
    game_id: json.loads(play_randomly(new_match(game_id, 2, seed=3), 3).to_json())
    for game_id in GAMES
    if contract.some_players(game_id, 2) == 2
}  # (the test below puts two seats in)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(SAVES)), ANY["name"], ANY["colour"], ANY["kind"], ANY["level"])
def test_a_save_keeps_a_seat_exactly_when_a_new_match_accepts_it(game_id, name, colour, kind, level):
    data = json.loads(json.dumps(SAVES[game_id]))
    data["players"][0] = {"name": name, "colour": colour, "kind": kind, "level": level}
    game = get_game(game_id)
    seat = seat_or_none(name, colour, kind, level)
    try:
        Match(game, 2, data["seed"], data["options"], [seat, Seat("Other")])
        accepted = True
    except (ValueError, TypeError):
        accepted = False
    try:
        loaded = load_match(json.dumps(data, ensure_ascii=True))  # lone surrogates survive as \ud800
        kept = loaded.seats[0] == seat
    except SaveFileError as error:
        assert "players" in str(error)
        kept = False
    event(f"accepted: {accepted}")
    assert kept == accepted, (name, colour, kind, level)
