"""Join a Table's Matrix list (ui/matrix_join.py) as the account's tables read: how many seats each
joined table has free for this account, and an invitation known not to be a table greyed out."""

from __future__ import annotations

from cloudtable.net.matrix.tables import TableRoom
from cloudtable.ui.matrix_join import MatrixJoinPart


def test_the_list_says_the_free_seats_and_greys_out_what_is_not_a_table(qtbot, monkeypatch):
    part = MatrixJoinPart(accounts=[("https://matrix.example.org", "@bob:example.org")])
    qtbot.addWidget(part)
    monkeypatch.setattr(part, "look", lambda: None)
    part._found(
        [
            TableRoom("!a:example.org", "Kim's table", "cloud9", "@kim:example.org", False, 2, 1),
            TableRoom("!b:example.org", "Full", "cloud9", "@kim:example.org", False, 3, 0),
            TableRoom("!c:example.org", "Friday", None, "@kim:example.org", True),
            TableRoom("!d:example.org", "Just talk", None, "@ann:example.org", True, not_a_table=True),
        ]
    )
    rows = [part.list.topLevelItem(i) for i in range(part.list.topLevelItemCount())]
    assert [row.text(2) for row in rows] == ["1 of 2 free", "0 of 3 free", "", ""]
    assert [row.isDisabled() for row in rows] == [False, False, False, True]
    assert rows[3].text(1) == "(not a table)" and "not a cloudtable table" in rows[3].toolTip(0)
    part.list.setCurrentItem(rows[2])
    assert part.choice() == ("https://matrix.example.org", "@bob:example.org", "!c:example.org")
