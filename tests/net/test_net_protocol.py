"""The table's protocol (cloudtable/net/protocol.py, docs/protocol.md): every message goes and comes
back the same; whatever bytes arrive, decoding gives a valid message or a refusal with a reason,
never another exception; each limit is kept."""

import json

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

import contract
from cloudtable.engine import Message, Moved, Outcome, ScoreLine, choose_action, new_match
from cloudtable.net import protocol as p
from cloudtable.net.protocol import ProtocolError

SEATS = (
    p.SeatInfo("Ada", "red", p.PERSON, True),
    p.SeatInfo("Computer", "", p.COMPUTER, False, "strong"),
    p.SeatInfo("Seat 3", "#12abEF", p.OPEN),
    p.SeatInfo("Bo", "", p.PERSON, False, "normal"),
    p.SeatInfo("Bob B.", "", p.INVITED, False, None, "@bob:example.org"),
)
CARD = Message.of("StrangeWorldCards", "Mountain")
OUTCOME = Outcome(
    frozenset({1}),
    (3, 12),
    Message.of("Cloud9", "{player} reached {target} points.", target=50),
    (ScoreLine(0, Message("X", "Cards placed"), 3), ScoreLine(1, CARD, 12)),
    None,
)
EXAMPLES = [
    p.Hello(p.PROTOCOL, p.APP, "0.1.0"),
    p.Join("Ada", None),
    p.Join("Émile 🎈", 3),
    p.Join("Bo", None, "0123456789abcdef"),
    p.Resume("A" * 43, 0),
    p.Resume("abc-DEF_123456789", 17, 4),
    p.Watch("Onlooker"),
    p.Act(1, {"type": "Place", "card": 3, "row": 2, "col": 4}),
    p.Say("Good game!"),
    p.StandIn(2, "normal"),
    p.Adjourn(),
    p.Rematch(),
    p.Contribute("0123456789abcdef" * 4),
    p.Welcome(p.PROTOCOL, p.APP, "0.1.0", "strange-world", "Ada's table", SEATS),
    p.Refusal("act", "not_your_turn", Message.of("Network", "It is {name}'s turn.", name="Bo")),
    p.Seated(0, "t" * 43, 5),
    p.Seated(None, None, 1),
    p.Seats(SEATS),
    p.Update(
        7,
        True,
        3,
        (
            p.StepInfo(0, {"type": "Roll"}, ()),
            p.StepInfo(1, None, (Moved(4, ("hand", 1), ("cell", 1, 2, 3)),)),
            p.StepInfo(0, {"type": "Pay", "cards": [1, 2]}, (Moved(0, ("draw",), ("discard",)),)),
        ),
        (
            p.LogLine(0, Message.of("Cloud9", "{player} rolls {faces}.", faces=CARD), 2),
            p.LogLine(1, Message("E", "x")),
            p.LogLine(None, Message("E", "nobody's"), 0),
        ),
        {"rng": 0, "hands": [[1, -1]]},
        1,
        (1, 2),
        (0,),
        ({"type": "Jump"}, {"type": "Stay"}),
        4,
        (3, 12),
        OUTCOME,
    ),
    p.Said(3, None, "Onlooker", "hello all"),
    p.History((p.Said(1, 0, "Ada", "hi"), p.Said(5, None, "Onlooker", "wait"), p.Said(6, 1, "Bo", "☁ " * 250))),
    p.History(()),
    p.Adjourned("Ada"),
    p.Commitment("f" * 64),
    p.Record(3, {"deck": "short", "rounds": 2}, "a" * 64, ((0, "b" * 64), (2, "c" * 64)), "00ff00ff00ff00ff", ()),
    p.Record(2, {}, "a" * 64, (), "0123456789abcdef", ({"type": "Place", "card": 3}, {"type": "Pass"})),
]


@pytest.mark.parametrize("message", EXAMPLES, ids=[f"{i}-{m.TYPE}" for i, m in enumerate(EXAMPLES)])
def test_every_message_comes_back_the_same(message):
    frame = p.encode(message)
    read = p.to_host(frame) if type(message) in p.TO_HOST.values() else p.to_client(frame)
    assert read == message
    assert p.encode(read) == frame


def test_every_kind_of_message_has_an_example():
    assert {type(m) for m in EXAMPLES} == set(p.TO_HOST.values()) | set(p.TO_CLIENT.values())


def test_every_log_line_and_outcome_of_every_game_travels_intact():
    """What the games write (their log lines, their outcomes) is what the protocol carries."""
    field, outcome_field = p.MessageField(), p.OutcomeField()
    seen = 0
    for game_id in contract.game_ids():
        for number, (players, options) in enumerate(contract.setups(game_id)):
            match = new_match(game_id, players, seed=500 + number, **options)
            while not match.is_over:
                action = choose_action(match, "random")
                line = match.describe(action)
                assert field.read(json.loads(json.dumps(field.dump(line))), "m") == line, line
                seen += 1
                match.apply(action)
            data = json.loads(json.dumps(outcome_field.dump(match.outcome)))
            assert outcome_field.read(data, "o") == match.outcome
    assert seen > 100


# --- refusals ---------------------------------------------------------------------------------------------
def refused(frame, reader=p.to_host):
    with pytest.raises(ProtocolError) as error:
        reader(frame)
    assert error.value.reason.english() and error.value.code
    return error.value


@pytest.mark.parametrize(
    "frame, code",
    [
        ('{"type":"hello","protocol":1,"app":"cloudtable","version":"1","extra":1}', "extra_field"),
        ('{"type":"hello","protocol":1,"app":"cloudtable"}', "bad_field"),
        ('{"type":"hello","protocol":"1","app":"cloudtable","version":"1"}', "bad_field"),
        ('{"type":"hello","protocol":true,"app":"cloudtable","version":"1"}', "bad_field"),
        ('{"type":"hello","protocol":1.0,"app":"cloudtable","version":"1"}', "not_json"),
        ('{"type":"hello","protocol":1e400,"app":"cloudtable","version":"1"}', "not_json"),
        ('{"type":"hello","protocol":123456789012345678901234,"app":"cloudtable","version":"1"}', "not_json"),
        ('{"type":"hello","protocol":NaN,"app":"cloudtable","version":"1"}', "not_json"),
        ('{"type":"hello","type":"hello","protocol":1,"app":"cloudtable","version":"1"}', "not_json"),
        ('{"type":"join","name":"","seat":null,"invitation":null}', "bad_field"),
        ('{"type":"join","name":"a\\nb","seat":null,"invitation":null}', "bad_field"),
        ('{"type":"join","name":"' + "x" * 25 + '","seat":null,"invitation":null}', "bad_field"),
        ('{"type":"join","name":"Ada","seat":8,"invitation":null}', "bad_field"),
        ('{"type":"join","name":"Ada","seat":-1,"invitation":null}', "bad_field"),
        ('{"type":"join","name":"Ada","seat":null,"invitation":"0123456789ABCDEF"}', "bad_field"),
        ('{"type":"join","name":"Ada","seat":null,"invitation":"0123"}', "bad_field"),
        ('{"type":"join","name":"Ada","seat":null}', "bad_field"),
        ('{"type":"resume","token":"short","last":0}', "bad_field"),
        ('{"type":"resume","token":"' + "a" * 20 + '","last":-1}', "bad_field"),
        ('{"type":"act","number":0,"action":{}}', "bad_field"),
        ('{"type":"act","number":1,"action":[]}', "bad_field"),
        ('{"type":"chat","text":"   "}', "bad_field"),
        ('{"type":"chat","text":"' + "x" * 501 + '"}', "bad_field"),
        ('{"type":"chat","text":"\\ud800"}', "not_text"),  # (a lone surrogate: no character)
        ('{"type":"welcome","protocol":1}', "unknown_type"),  # a host's message, sent to the host
        ('{"type":"nope"}', "unknown_type"),
        ('{"protocol":1}', "unknown_type"),
        ('{"type":7}', "unknown_type"),
        ("[1,2]", "not_json"),
        ('"hello"', "not_json"),
        ("{", "not_json"),
        ("", "not_json"),
        (b"\xff\xfe", "not_text"),
        ('{"type":"act","number":1,"action":' + "[" * 30 + "]" * 30 + "}", "not_json"),
        ('{"type":"act","number":1,"action":' + "[" * 5000 + "]" * 5000 + "}", "not_json"),
    ],
)
def test_a_wrong_frame_is_refused_with_its_reason(frame, code):
    assert refused(frame).code == code


def _update_with_line(line: dict) -> str:
    update = json.loads(p.encode(EXAMPLES[next(i for i, m in enumerate(EXAMPLES) if m.TYPE == "update")]))
    update["log"] = [line]
    return json.dumps(update)


@pytest.mark.parametrize(
    "line, code",
    [
        ({"seat": 0, "message": {"context": "E", "text": "x", "args": {}, "n": -1}}, "bad_field"),  # version 1's
        ({"seat": 0, "message": {"context": "E", "text": "x", "args": {}, "n": -1}, "step": -1}, "bad_field"),
        ({"seat": 0, "message": {"context": "E", "text": "x", "args": {}, "n": -1}, "step": "2"}, "bad_field"),
        ({"seat": 9, "message": {"context": "E", "text": "x", "args": {}, "n": -1}, "step": None}, "bad_field"),
    ],
)
def test_a_log_line_says_its_move_or_none(line, code):
    """Version 2: every line has `step` (a line of version 1, without it, is not read: hence the
    new version, which an old client is told of at hello)."""
    assert refused(_update_with_line(line), p.to_client).code == code
    line = {**line, "seat": 0, "step": 4}
    assert p.to_client(_update_with_line(line)).log == (p.LogLine(0, Message("E", "x"), 4),)


def _history(lines: list) -> str:
    return json.dumps({"type": "history", "lines": lines})


def _line(n, text="hi", seat=0, name="Ada"):
    return {"n": n, "seat": seat, "name": name, "text": text}


@pytest.mark.parametrize(
    "frame, where",
    [
        (_history([_line(n) for n in range(1, p.HISTORY + 2)]), "history.lines"),  # too many lines
        (_history([_line(1), _line(2, "x" * (p.MAX_CHAT + 1))]), "history.lines[1].text"),  # a line too long
        (_history([_line(1), _line(3), _line(2)]), "history.lines[2].n"),  # back in time
        (_history([_line(4), _line(4)]), "history.lines[1].n"),  # the same line twice
        (_history([_line(0)]), "history.lines[0].n"),  # lines count from 1
        (_history([{**_line(1), "when": 5}]), None),  # an entry a line does not have
        (_history([_line(1, seat=8)]), "history.lines[0].seat"),
        (_history([_line(1, "a\nb")]), None),
        ('{"type":"chat","seat":0,"name":"Ada","text":"hi"}', "chat.n"),  # a live line without its number
        ('{"type":"resume","token":"' + "a" * 20 + '","last":0}', "resume.chat"),
    ],
)
def test_a_hostile_chat_history_is_refused(frame, where):
    """The chat's history, as a client reads it: at most HISTORY lines, each a chat line, numbered
    rising; anything else is refused whole, with the usual refusal (bad_field, naming the entry)."""
    reader = p.to_host if '"resume"' in frame else p.to_client
    error = refused(frame, reader)
    assert error.code in ("bad_field", "extra_field")
    if where is not None:
        assert dict(error.reason.args)["field"] == where


def test_a_full_history_of_the_longest_lines_fits_in_a_host_frame():
    """200 lines of 500 four-byte characters each, with the longest names: under the 1 MiB bound."""
    line = p.Said(1, 7, "🎈" * 24, "🎈" * p.MAX_CHAT)
    history = p.History(tuple(p.Said(n, 7, line.name, line.text) for n in range(1, p.HISTORY + 1)))
    assert len(p.encode(history).encode("utf-8")) < p.MAX_TO_CLIENT
    assert p.to_client(p.encode(history)) == history


def test_an_oversized_frame_is_refused_before_it_is_read():
    action = json.dumps({"type": "Place", "padding": "x" * p.MAX_TO_HOST})
    assert refused('{"type":"act","number":1,"action":' + action + "}").code == "too_big"
    assert refused(("{" + " " * p.MAX_TO_HOST + "}").encode()).code == "too_big"
    # Counted in bytes: 6,000 characters of 3 bytes each are too many.
    assert refused('{"type":"chat","text":"' + "☁" * 6000 + '"}').code == "too_big"
    # The host's frames may be larger.
    big = p.Update(1, True, 0, (), (), {"pad": "x" * 100_000}, None, (), (), (), 0, None, None)
    assert p.to_client(p.encode(big)) == big


@pytest.mark.parametrize(
    "text", ["{player:>999999999}", "{player!r}", "{player.__class__}", "{player[0]}", "{0}", "{", "}"]
)
def test_a_message_text_may_only_have_plain_placeholders(text):
    refusal = p.Refusal("act", "illegal", Message.of("Network", "x"))
    data = json.loads(p.encode(refusal))
    data["reason"]["text"] = text
    assert refused(json.dumps(data), p.to_client).code == "bad_field"


def test_a_message_nested_too_deep_is_refused():
    message = Message.of("C", "{a}", a="x")
    for _ in range(6):
        message = Message.of("C", "{a}", a=message)
    assert refused(p.encode(p.Refusal("act", "illegal", message)), p.to_client).code == "bad_field"


@pytest.mark.parametrize(
    "value, depth",
    [(7, 0), ("x", 0), ([], 1), ({}, 1), ([1, "a", None], 1), ([[1], 2], 2), ({"a": [{"b": []}], "c": 1}, 4)],
)
def test_the_depth_counts_arrays_and_objects_only(value, depth):
    assert p._depth(value) == depth


# --- whatever arrives ----------------------------------------------------------------------------------------
def _decoded_or_refused(frame):
    for reader in (p.to_host, p.to_client):
        try:
            message = reader(frame)
        except ProtocolError as error:
            assert isinstance(error.reason, Message) and error.code
            continue
        # A message read is whole: written again, it reads the same.
        assert reader(p.encode(message)) == message


FUZZ = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.binary(max_size=2000))
def test_any_bytes_decode_or_are_refused(frame):
    _decoded_or_refused(frame)


@FUZZ
@given(st.text(max_size=500))
def test_any_text_decodes_or_is_refused(frame):
    _decoded_or_refused(frame)


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-3, max_value=10),
    st.floats(),
    st.text(max_size=20),
    st.sampled_from(["act", "join", "hello", "update", "{player}", "{x:>99}", "\ud800", "person", "Ada"]),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=20,
)


def _places(node, trail=()):
    """The path of every value inside a JSON value."""
    yield trail
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in children:
        yield from _places(child, (*trail, key))


@st.composite
def mutated_frames(draw):
    """A real frame of every kind with entries replaced, deleted, added or nested."""
    data = json.loads(p.encode(draw(st.sampled_from(EXAMPLES))))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(_places(data))))
        if not where:
            continue
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "delete", "insert", "nest"]))
        if action == "replace":
            parent[where[-1]] = draw(json_values)
        elif action == "delete":
            del parent[where[-1]]
        elif action == "insert" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(json_values)
        else:
            parent[where[-1]] = [parent[where[-1]]]
    try:
        return json.dumps(data, ensure_ascii=draw(st.booleans()))
    except ValueError:
        return "{}"


@FUZZ
@given(mutated_frames())
@example('{"type": "act", "number": 1, "action": {"type": "Place", "card": 3, "row": 2, "col": 4, "": "\\ud800"}}')
def test_a_mutated_frame_decodes_whole_or_is_refused(frame):
    _decoded_or_refused(frame)


def test_a_lone_surrogate_is_refused_as_not_text_and_a_pair_is_a_character():
    """Found by the fuzz test in CI: "\\ud800" is JSON, but no character; the frame was taken,
    and could not be written out again."""
    with pytest.raises(p.ProtocolError):
        p.to_host('{"type": "chat", "text": "hi \\ud800"}')
    said = p.to_host('{"type": "chat", "text": "hi \\ud83d\\ude00"}')
    assert said.text == "hi \U0001f600"
