"""The hosted table (cloudtable/net/table.py), the host's authority without the network: seats and
tokens, who may act, what each seat is told, secret choices in any order, computers and stand-ins,
and its file (cloudtable/net/table_file.py)."""

import json
import random

import pytest

import contract
from cloudtable.engine import Rng, SaveFileError, get_game
from cloudtable.engine.actions import ActionCodec
from cloudtable.net.protocol import COMPUTER, INVITED, OPEN, PERSON
from cloudtable.net.table import HostedTable, Refused
from cloudtable.net.table_file import dump_table, load_table, read_table, write_table


def table(game_id="strange-world", kinds=((OPEN, ""), (OPEN, ""), (OPEN, "")), seed=7, **options):
    return HostedTable.new(game_id, list(kinds), "Test table", seed, options)


def seated(t, names=("Ada", "Bo", "Cy")):
    """Everyone joins: their tokens by seat."""
    tokens = {}
    for name in names[: sum(s.kind == OPEN for s in t.seats)]:
        seat, token = t.join(name)
        tokens[seat] = token
    return tokens


def refused_with(code, call, *args):
    with pytest.raises(Refused) as refusal:
        call(*args)
    assert refusal.value.code == code and refusal.value.reason.english()


def unchanged(t):
    return (t.seq, dump_table(t))


# --- seats -------------------------------------------------------------------------------------------
def test_people_join_open_seats_and_only_their_token_brings_them_back():
    t = table(kinds=((OPEN, ""), (COMPUTER, "normal"), (OPEN, "")))
    assert [s.kind for s in t.seat_infos()] == [OPEN, COMPUTER, OPEN]
    assert t.join("Ada", 2)[0] == 2
    refused_with("seat_taken", t.join, "Bo", 2)
    refused_with("seat_taken", t.join, "Bo", 1)  # a computer's seat is not open
    refused_with("no_seat", t.join, "Bo", 3)
    seat, token = t.join("Bo")
    assert seat == 0 and len(token) >= 40
    refused_with("table_full", t.join, "Cy")
    assert [s.name for s in t.seat_infos()] == ["Bo", "Computer 2", "Ada"]
    t.seats[0].present = False
    assert t.resume(token) == 0 and t.seats[0].present
    refused_with("unknown_token", t.resume, token[:-1] + ("A" if token[-1] != "A" else "B"))
    # The file keeps a hash of the token, never the token itself.
    assert token not in dump_table(t)


def test_an_invited_seat_is_taken_only_with_its_own_invitation():
    t = table(kinds=((OPEN, ""), (INVITED, ""), (INVITED, "")))
    invitations = t.invite()
    assert sorted(invitations) == [1, 2] and invitations[1] != invitations[2]
    assert [s.kind for s in t.seat_infos()] == [OPEN, INVITED, INVITED]
    before = unchanged(t)
    refused_with("invited", t.join, "Mallory", 1)  # no invitation: not that seat
    refused_with("unknown_invitation", t.join, "Mallory", None, "0" * 16)
    refused_with("wrong_seat", t.join, "Mallory", 2, invitations[1])  # one invitation, another seat: no
    refused_with("wrong_seat", t.join, "Mallory", 0, invitations[1])  # ...not even the open one
    assert unchanged(t) == before
    seat, token = t.join("Cy", None, invitations[2])
    assert seat == 2 and len(token) >= 40 and t.resume(token) == 2
    refused_with("unknown_invitation", t.join, "Mallory", None, invitations[2])  # used up
    assert t.join("Ada")[0] == 0  # the open seat takes anyone
    refused_with("table_full", t.join, "Mallory")  # what is left is kept for the invited
    assert not t.started
    assert t.join("Bo", 1, invitations[1])[0] == 1
    assert t.started and [s.kind for s in t.seat_infos()] == [PERSON] * 3
    assert [s.name for s in t.seat_infos()] == ["Ada", "Bo", "Cy"]
    # The file keeps hashes of invitations, never the invitations themselves.
    assert not any(invitation in dump_table(t) for invitation in invitations.values())


def test_invitations_are_kept_as_hashes_and_made_anew_when_the_table_opens_again(tmp_path):
    t = table(kinds=((OPEN, ""), (INVITED, ""), (INVITED, "")))
    first = t.invite()
    t.join("Cy", None, first[2])
    text = dump_table(t)
    assert first[1] not in text and first[2] not in text
    again = load_table(text)
    assert [s.kind for s in again.seats] == [OPEN, INVITED, PERSON]
    assert again.join("Bo", None, first[1])[0] == 1  # kept across a restart...
    again = load_table(text)
    second = again.invite()  # ...until new invitations are made (a host that opens it again)
    assert list(second) == [1]
    refused_with("unknown_invitation", again.join, "Bo", None, first[1])
    assert again.join("Bo", None, second[1])[0] == 1
    # A table's file from before invited seats (no invitation_hash) still reads.
    data = json.loads(dump_table(table()))
    for seat in data["seats"]:
        del seat["invitation_hash"]
    assert [s.kind for s in load_table(json.dumps(data)).seats] == [OPEN] * 3


@pytest.mark.parametrize(
    "change",
    [
        {"kind": "invited", "invitation_hash": "zz"},
        {"kind": "open", "invitation_hash": "a" * 64},
        {"kind": "invited", "token_hash": "a" * 64},
    ],
)
def test_a_wrong_invited_seat_in_the_file_is_refused(change):
    data = json.loads(dump_table(table()))
    data["seats"][1].update(change)
    with pytest.raises(SaveFileError):
        load_table(json.dumps(data))


def test_the_host_names_its_computers_and_gives_seats_their_colours():
    t = HostedTable.new("cloud9", [(OPEN, ""), (COMPUTER, "strong")], "T", 1, {}, {1: "Cirrus"}, {0: "red", 1: "blue"})
    t.join("Ada")
    assert [(s.name, s.colour, s.kind) for s in t.seat_infos()] == [
        ("Ada", "red", PERSON),
        ("Cirrus", "blue", COMPUTER),
    ]
    with pytest.raises(ValueError):
        HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "T", 1, {}, {0: "Bo"})  # a person names themself


def test_nobody_acts_before_every_seat_is_taken():
    t = table()
    t.join("Ada")
    before = unchanged(t)
    assert t.acting == () and t.update_for(0, None).legal == ()
    refused_with("not_started", t.act, 0, 1, {"type": "OrientSun", "clockwise": True})
    assert unchanged(t) == before
    t.join("Bo")
    t.join("Cy")
    assert t.started and t.acting


# --- trust: a client has its own seat and nothing more --------------------------------------------------
def test_out_of_turn_another_seats_move_a_replay_and_nonsense_are_refused_and_change_nothing():
    t = table()
    seated(t)
    seat = t.match.current_player  # 3 players: the Sun holder orients the Sun first
    other = (seat + 1) % 3
    move = t.update_for(seat, None).legal[0]
    before = unchanged(t)
    refused_with("not_your_turn", t.act, other, 1, move)  # the acting seat's own move, sent by another
    refused_with("unreadable_action", t.act, seat, 1, {"type": "Nothing"})
    refused_with("unreadable_action", t.act, seat, 1, {**move, "extra": 1})
    refused_with("illegal", t.act, seat, 1, {"type": "Place", "card": 0, "row": 0, "col": 0})
    assert unchanged(t) == before
    t.act(seat, 1, move)
    assert t.seq == 1 and len(t.match.steps) == 1
    again = unchanged(t)
    refused_with("stale", t.act, seat, 1, move)  # the same frame again
    assert unchanged(t) == again
    assert t.update_for(seat, None).taken == 1


def test_a_refused_action_does_not_use_up_its_number():
    t = table()
    seated(t)
    seat = t.match.current_player
    refused_with("illegal", t.act, seat, 5, {"type": "Place", "card": 0, "row": 0, "col": 0})
    t.act(seat, 5, t.update_for(seat, None).legal[0])
    assert t.seats[seat].next == 6


def test_nothing_after_the_end():
    t = table("cloud9", ((OPEN, ""), (OPEN, "")))
    seated(t)
    rng = random.Random(3)
    numbers = [1, 1]
    while not t.match.is_over:
        seat = t.acting[0]
        t.act(seat, numbers[seat], rng.choice(t.update_for(seat, None).legal))
        numbers[seat] += 1
    assert t.acting == () and t.update_for(0, None).outcome == t.match.outcome
    refused_with("game_over", t.act, 0, numbers[0], {"type": "Roll"})


def test_a_rematch_starts_another_game_with_the_same_seats_once_the_game_is_over(tmp_path):
    t = table("cloud9", ((OPEN, ""), (COMPUTER, "random")))
    tokens = seated(t)
    refused_with("not_over", t.rematch, 0, 99)
    rng = random.Random(2)
    while not t.match.is_over:
        if t.acting == (0,):
            t.act(0, t.seats[0].next, rng.choice(t.update_for(0, None).legal))
        else:
            question = t.question()
            t.answer(question, t.match.game.choose_action(question.view, 1, "random", Rng(question.seed)))
    seen = t.seq
    old_deal = t.update_for(0, None).view
    t.rematch(0, 99)
    assert not t.match.is_over and t.match.steps == [] and t.match.seats[0].name == "Ada"
    assert [s.kind for s in t.seat_infos()] == [PERSON, COMPUTER] and t.resume(tokens[0]) == 0
    # Whoever saw the end of the last game is told the new one whole, with who started it.
    update = t.update_for(0, seen)
    assert update.reset and update.moves == 0 and update.view != old_deal and update.outcome is None
    assert [line.message.english() for line in update.log] == ["{player} starts a new game with the same seats."]
    assert not t.update_for(0, t.seq).reset
    # The file keeps where the new game began.
    write_table(tmp_path / "t.json", t)
    again = read_table(tmp_path / "t.json")
    assert again.game_seq == t.game_seq == t.seq and dump_table(again) == dump_table(t)


# --- secret choices ------------------------------------------------------------------------------------------
def to_the_draft(t):
    """Play the table to its first secret choice."""
    while not t.match.choosing_in_secret:
        seat = t.acting[0]
        t.act(seat, t.seats[seat].next, t.update_for(seat, None).legal[0])


def test_secret_choices_are_taken_in_any_order_and_each_stays_its_seats():
    t = table()
    seated(t)
    to_the_draft(t)
    order = t.match.game.choosing_seats(t.match.state_copy())
    assert set(t.acting) == {0, 1, 2}
    views = [t.update_for(seat, None).view for seat in range(3)]
    last = order[-1]  # the seat the rules ask last chooses first
    choice = t.update_for(last, None).legal[0]
    t.act(last, t.seats[last].next, choice)
    assert t.match.chosen_seats == frozenset() and t.pending == {last: t.codec.load(choice)}
    for seat in range(3):
        update = t.update_for(seat, None)
        assert update.chosen == (last,) and last not in update.acting
        assert update.view == views[seat]  # nothing anyone sees has changed
        assert update.log[-1].seat == last and update.log[-1].message.english(player="X") != ""
    refused_with("chosen", t.act, last, t.seats[last].next, choice)
    for seat in order[:-1]:
        t.act(seat, t.seats[seat].next, t.update_for(seat, None).legal[0])
    # Played into the match in its own order, revealed together.
    secret = [step for step in t.match.steps if step.secret]
    assert [step.seat for step in secret[-3:]] == list(order) and not t.pending
    for seat in range(3):
        steps = t.update_for(seat, None).steps
        for info, step in zip(steps, t.match.steps, strict=True):
            if step.secret and step.seat != seat:
                assert info.action is None
            else:
                assert info.action == t.codec.dump(step.action)
    assert all(
        info.action is None
        for info, step in zip(t.update_for(None, None).steps, t.match.steps, strict=True)
        if step.secret
    )


def test_a_seat_that_chose_early_is_played_as_soon_as_the_rules_ask_it():
    t = table()
    seated(t)
    to_the_draft(t)
    order = t.match.game.choosing_seats(t.match.state_copy())
    moves = len(t.match.steps)
    for number, seat in enumerate(reversed(order)):
        t.act(seat, t.seats[seat].next, t.update_for(seat, None).legal[0])
        # Nothing goes into the match until the seat the rules ask first has chosen.
        assert len(t.match.steps) == (moves if number < 2 else moves + 3)
    assert not t.pending
    assert [step.seat for step in t.match.steps[moves:]] == list(order)  # the rules' order, for the save
    assert [line.seat for _, line in t.log[-3:]] == list(reversed(order))  # the order they came in


# --- computers -------------------------------------------------------------------------------------------
def test_a_computer_seat_thinks_from_its_view_and_a_late_answer_does_not_count():
    t = table(kinds=((COMPUTER, "random"), (OPEN, "")), seed=3)
    assert t.question() is None  # not before the game begins
    seated(t)
    plays = 0
    while not t.match.is_over and plays < 200:
        question = t.question()
        if question is None:
            seat = t.acting[0]
            assert seat == 1
            t.act(1, t.seats[1].next, t.update_for(1, None).legal[0])
            continue
        assert question.seat == 0 and question.level == "random"
        assert t.match.game.snapshot(question.view) == t.match.game.snapshot(t.match.view(0))
        action = t.match.game.choose_action(question.view, 0, "random", Rng(question.seed))
        assert t.answer(question, action)
        assert not t.answer(question, action)  # the game has moved on
        plays += 1
    assert plays


def test_a_computer_stands_in_for_an_away_person_until_they_are_back():
    t = table("cloud9", ((OPEN, ""), (OPEN, "")))
    tokens = seated(t)
    t.seats[1].present = False
    refused_with("not_away", t.stand_in, 0, "normal")  # Ada is here
    refused_with("bad_level", t.stand_in, 1, "genius")
    refused_with("no_seat", t.stand_in, 5, "normal")
    t.stand_in(1, "random")
    assert t.seat_infos()[1].level == "random"
    while 1 not in t.acting:
        t.act(0, t.seats[0].next, t.update_for(0, None).legal[0])
    question = t.question()
    assert question is not None and question.seat == 1
    assert t.update_for(1, None).legal == ()  # the computer plays it now
    t.resume(tokens[1])
    assert t.seat_infos()[1].level is None and t.question() is None
    action = t.match.game.choose_action(question.view, 1, "random", Rng(question.seed))
    assert not t.answer(question, action)  # the person is back: their move


# --- what each seat is told ---------------------------------------------------------------------------------
def test_an_update_since_a_change_holds_only_what_is_new():
    t = table("cloud9", ((OPEN, ""), (OPEN, "")))
    seated(t)
    for _ in range(6):
        seat = t.acting[0]
        t.act(seat, t.seats[seat].next, t.update_for(seat, None).legal[0])
    full = t.update_for(0, None)
    assert full.reset and full.moves == 6 and len(full.steps) == 6 and full.seq == 6
    since = t.update_for(0, 4)
    assert not since.reset and since.steps == full.steps[4:]
    assert since.log == tuple(line for line in full.log if line.step >= 4)  # (each change, one move here)
    assert t.update_for(0, 6).steps == ()
    assert t.update_for(0, 99).reset  # a change this host never made: everything again
    assert t.update_for(0, 0).reset


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_each_line_of_the_log_says_its_move_as_a_local_games_log_does(game_id):
    """The host's lines with the end said from the outcome (as a client does) are a local game's
    log: each move's own line, then what followed it, each with that move's index. Only a secret
    choice made before its turn is said when made, of no move yet."""
    from cloudtable.engine import Match
    from cloudtable.ui.log_lines import LogEntry, outcome_lines, step_lines

    game = get_game(game_id)
    for number, (players, options) in enumerate(contract.setups(game, 2)):
        t = table(game_id, [(OPEN, "")] * players, 80 + number, **options)
        seated(t, [f"P{i}" for i in range(players)])
        rng = random.Random(number)
        while not t.match.is_over:
            seat = rng.choice(t.acting)  # a draft's seats choose in any order
            t.act(seat, t.seats[seat].next, rng.choice(t.update_for(seat, None).legal))
        match = t.match
        told = t.update_for(0, None).log
        remote = [LogEntry(line.seat, line.message, -1 if line.step is None else line.step) for line in told]
        remote += outcome_lines(match.outcome, [s.name for s in match.seats], len(match.steps) - 1)
        replay = Match(match.game, match.players, match.seed, match.options, match.seats)
        local = []
        for index, step in enumerate(match.steps):
            message = replay.describe(step.action)
            replay.apply(step.action)
            local += step_lines(replay, index, message)
        if not any(step.secret for step in match.steps):
            assert remote == local
            continue

        # With secret choices: the same lines, but a choice's own line comes when it was made.
        def own(entries, steps=match.steps):
            firsts = {}
            for entry in entries:
                if entry.step == -1 or steps[entry.step].seat == entry.seat:
                    firsts.setdefault(entry.step if entry.step >= 0 else id(entry), entry)
            return list(firsts.values())

        local_own, remote_own = own(local), own(remote)
        assert [e for e in remote if e not in remote_own] == [e for e in local if e not in local_own]
        key = lambda e: (e.seat, repr(e.message))  # noqa: E731
        assert sorted(map(key, remote_own)) == sorted(map(key, local_own))
        for entry in remote_own:
            if entry.step >= 0:
                assert entry in local_own  # a line with its move has that move's own line
        early = sum(entry.step == -1 for entry in remote_own)
        assert 0 < early < sum(step.secret for step in match.steps)


# --- the table's file ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", contract.game_ids())
def test_the_file_brings_back_the_same_table_at_every_point(game_id, tmp_path):
    game = get_game(game_id)
    players = contract.some_players(game, 3)
    kinds = [(OPEN, "")] * (players - 1) + [(COMPUTER, game.bot_levels[0])]
    t = HostedTable.new(game_id, kinds, "A table", 11, {})
    tokens = seated(t, [f"P{i}" for i in range(players)])
    rng = random.Random(5)
    path = tmp_path / "table.json"
    while True:
        if t.seq < 30 or t.seq % 10 == 0 or t.match.is_over:  # (each read replays the whole game)
            write_table(path, t)
            back = read_table(path)
            assert dump_table(back) == dump_table(t)
            for seat in [*range(players), None]:
                assert back.update_for(seat, None) == t.update_for(seat, None)
        if t.match.is_over:
            break
        question = t.question()
        if question is not None:
            t.answer(question, game.choose_action(question.view, question.seat, question.level, Rng(question.seed)))
        else:
            seat = rng.choice([s for s in t.acting if t.seats[s].kind == PERSON])
            t.act(seat, t.seats[seat].next, rng.choice(t.update_for(seat, None).legal))
    for seat, token in tokens.items():
        assert read_table(path).resume(token) == seat


def test_a_secret_choice_made_early_survives_in_the_file():
    t = table()
    seated(t)
    to_the_draft(t)
    last = t.match.game.choosing_seats(t.match.state_copy())[-1]
    t.act(last, t.seats[last].next, t.update_for(last, None).legal[-1])
    back = load_table(dump_table(t))
    assert back.pending == t.pending and back.update_for(last, None) == t.update_for(last, None)


MESSAGE = {"context": "C", "text": "t", "args": {}, "n": -1}


def test_a_file_written_before_lines_knew_their_move_is_read():
    """A table adjourned by a host whose file format was 1 opens again: its lines say no move."""
    t = table()
    seated(t)
    to_the_draft(t)
    data = json.loads(dump_table(t))
    data["format_version"] = 1
    data["log"] = [{k: v for k, v in line.items() if k != "step"} for line in data["log"] if line["seat"] is not None]
    back = load_table(json.dumps(data))
    assert back.log and all(line.step is None for _, line in back.log)
    assert [line.message for _, line in back.log] == [line.message for _, line in t.log if line.seat is not None]


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("seq"),
        lambda d: d.update(extra=1),
        lambda d: d.update(format="cloudtable"),
        lambda d: d.update(format_version=99),
        lambda d: d["seats"][0].update(kind=COMPUTER),
        lambda d: d["seats"][0].update(token_hash="x"),
        lambda d: d["seats"][0].update(next=0),
        lambda d: d["seats"][0].update(stand_in="genius"),
        lambda d: d.update(step_seqs=[99]),
        lambda d: d.update(step_seqs=[]),
        lambda d: d.update(log=[{"seq": 1, "seat": 9, "message": MESSAGE, "step": None}]),
        lambda d: d.update(log=[{"seq": 1, "seat": 0, "message": MESSAGE, "step": 999}]),
        lambda d: d.update(log=[{"seq": 1, "seat": 0, "message": MESSAGE}]),  # (version 1's line, in a 2)
        lambda d: d.update(pending={"0": {"type": "Nope"}}),
        lambda d: d.update(pending={"٠": {"type": "PassCards", "cards": [1, 2]}}),
        lambda d: d["match"].update(seed=-1),
        lambda d: d.update(name=""),
        lambda d: d.update(name="a\u2028b"),
    ],
)
def test_a_damaged_file_is_refused_with_a_reason(change):
    t = table()
    seated(t)
    to_the_draft(t)
    data = json.loads(dump_table(t))
    change(data)
    with pytest.raises(SaveFileError) as refused:
        load_table(json.dumps(data))
    assert str(refused.value)


def test_what_is_not_a_table_file_is_refused(tmp_path):
    for text in ("", "{", "[]", '{"format": "cloudtable-table"}', "\x00\x01"):
        with pytest.raises(SaveFileError):
            load_table(text)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises((SaveFileError, OSError)):
        read_table(folder)


def test_codec_round_trip_of_legal_actions():
    """What the host sends as legal actions reads back as those actions."""
    t = table()
    seated(t)
    codec = ActionCodec(t.match.game.action_types)
    seat = t.acting[0]
    legal = t.update_for(seat, None).legal
    assert [codec.load(json.loads(json.dumps(a))) for a in legal] == t.match.legal_actions()
    assert {s.kind for s in t.seat_infos()} == {PERSON}


def test_a_seat_kept_for_a_matrix_user_is_taken_by_that_user_alone_and_the_file_keeps_it():
    kinds = [(OPEN, ""), (OPEN, ""), (OPEN, "")]
    t = HostedTable.new("cloud9", kinds, "T", 1, {}, {1: "Bob B."}, users={1: "@bob:example.org"})
    assert [(s.name, s.kind) for s in t.seat_infos()] == [("Seat 1", OPEN), ("Bob B.", INVITED), ("Seat 3", OPEN)]
    again = load_table(dump_table(t))
    assert [s.user for s in again.seats] == [None, "@bob:example.org", None]
    refused_with("invited", again.join, "Carol", 1, None, "@carol:example.org")
    refused_with("invited", again.join, "Carol", 1)  # (on a network, nobody has a Matrix user)
    assert again.join("Carol", None, None, "@carol:example.org")[0] == 0  # the first seat kept for nobody
    assert again.join("Bob", None, None, "@bob:example.org")[0] == 1  # his own, whichever is first
    assert again.match.seats[1].name == "Bob"  # the name he joins with wins over his display name
    assert again.join("Dan")[0] == 2
    with pytest.raises(ValueError):
        HostedTable.new("cloud9", kinds, "T", 1, users={0: "@a:x", 1: "@a:x"})  # one seat each
    with pytest.raises(ValueError):
        HostedTable.new("cloud9", [(OPEN, ""), (COMPUTER, "random")], "T", 1, users={1: "@a:x"})


@pytest.mark.parametrize("user", ["bob", "", None, 5, "@bob:example.org#2"])
def test_a_wrong_matrix_user_kept_in_the_file_is_refused(user):
    data = json.loads(dump_table(HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "T", 1, users={1: "@b:x"})))
    data["seats"][1]["user"] = user
    with pytest.raises(SaveFileError):
        load_table(json.dumps(data))
