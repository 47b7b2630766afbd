"""The pieces a frame travels in over Matrix (cloudtable/net/matrix/envelope.py): cut small enough
for a homeserver, put back together whole, and never taken in twice, out of order, for another
table or beyond the bound."""

from __future__ import annotations

import base64
import json

import pytest

from cloudtable.net.matrix.envelope import PIECE, Inbox, Outbox, Refused, pieces

# A homeserver per group of Matrix tests, "synapse" or "synapse-2": each group on one pytest worker (conftest.py).
pytestmark = pytest.mark.xdist_group("synapse")

ROOM = "!table:localhost"


def test_a_big_frame_goes_in_pieces_each_small_enough_and_comes_back_whole():
    frame = json.dumps({"type": "update", "view": ['é"\\\n' * 3000, "😀" * 9000, "x" * 40_000]}, ensure_ascii=False)
    out, inbox = Outbox(ROOM, 5), Inbox(ROOM, 1 << 20)
    sent = out.frame(frame)
    assert len(sent) > 3
    for piece in sent:  # what a homeserver would carry: under 64 KiB once encrypted (base64)
        assert len(json.dumps(piece["text"])) <= PIECE
        assert len(base64.b64encode(json.dumps(piece).encode())) < 65_536 - 1_000
    taken = [inbox.take(piece) for piece in sent]
    assert all(t is None for t in taken[1:-1]) and taken[0].new_epoch and taken[-1].text == frame
    small = inbox.take(out.frame('{"type":"chat"}')[0])
    assert small.text == '{"type":"chat"}' and not small.new_epoch


def test_pieces_of_plain_text():
    assert pieces("") == [""]
    assert "".join(pieces("ab" * 50_000)) == "ab" * 50_000


def test_a_piece_sent_again_or_skipped_or_for_another_table_is_refused_and_changes_nothing():
    out, inbox = Outbox(ROOM, 7), Inbox(ROOM, 1000)
    first, second, third = (out.frame(f'"{i}"')[0] for i in range(3))
    assert inbox.take(first).text == '"0"'
    for piece, code in ((first, "replayed"), (third, "out_of_order"), ({**second, "table": "!other:x"}, "other_table")):
        with pytest.raises(Refused) as refused:
            inbox.take(piece)
        assert refused.value.code == code
    assert inbox.take(second).text == '"1"' and inbox.take(third).text == '"2"'
    with pytest.raises(Refused, match="replayed"):
        inbox.take(third)


def test_a_new_epoch_is_a_new_link_and_an_older_one_is_refused():
    inbox = Inbox(ROOM, 1000)
    old, new = Outbox(ROOM, 100), Outbox(ROOM, 200)
    assert inbox.take(old.frame("a")[0]).new_epoch
    assert inbox.take(new.frame("b")[0]).new_epoch
    with pytest.raises(Refused, match="replayed"):
        inbox.take(old.frame("c")[0])
    late = Outbox(ROOM, 300)
    late.seq = 4  # a new link whose first pieces were lost
    with pytest.raises(Refused, match="out_of_order"):
        inbox.take(late.frame("d")[0])


def test_a_frame_over_the_bound_is_refused_whole_and_the_next_one_is_read():
    out, inbox = Outbox(ROOM, 1), Inbox(ROOM, 50_000)
    big = out.frame("y" * 120_000)
    with pytest.raises(Refused, match="too_big"):
        for piece in big:
            inbox.take(piece)
    assert inbox.take(out.frame("next")[0]).text == "next"


@pytest.mark.parametrize(
    "change",
    [
        {"seq": True},
        {"seq": 0},
        {"epoch": 1.5},
        {"part": "all"},
        {"text": 3},
        {"table": None},
        {"extra": 1},
        {"seq": 2**60},
    ],
)
def test_a_malformed_piece_is_refused(change):
    piece = {**Outbox(ROOM, 1).frame("z")[0], **change}
    with pytest.raises(Refused, match="malformed"):
        Inbox(ROOM, 100).take(piece)
    with pytest.raises(Refused, match="malformed"):
        Inbox(ROOM, 100).take(["not", "an", "object"])


def test_close_ends_the_link_and_says_why():
    out, inbox = Outbox(ROOM, 1), Inbox(ROOM, 100)
    inbox.take(out.frame("a")[0])
    assert inbox.take(out.close("adjourned")).closed == "adjourned"
