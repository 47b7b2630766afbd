"""The log tells the story (issue 20): what followed a move by itself (a Cloud 9 voyage begins,
its pilot, the cards drawn), and, at the end of every game, who won, then why."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import contract
from cloudtable.engine import Seat, choose_action, new_match
from cloudtable.engine.message import Message
from cloudtable.i18n import render
from cloudtable.ui.log_lines import AND, CTX, DRAW, SHARE, WINS


def expected_end(match) -> list[str]:
    outcome = match.outcome
    names = [match.seats[s].name for s in sorted(outcome.winners)]
    if outcome.rating is not None:
        first = render(outcome.rating)
    elif not names:
        first = render(Message(CTX, DRAW))
    elif len(names) == 1:
        first = render(Message(CTX, WINS), player=names[0])
    else:
        first = render(Message.of(CTX, SHARE, names=Message.of(CTX, AND, first=", ".join(names[:-1]), last=names[-1])))
    return [first] + ([render(outcome.summary)] if outcome.summary is not None else [])


LIVE = 12  # the moves played in the window at the end of a game, the last one ending it


def near_its_end(game_id, players, seats):
    """The match `LIVE` moves before its end, the moves up to there chosen as the window's
    computer players (random level) choose them, by the rules alone: the window sees the game
    end as at the end of any game, without drawing a whole game first."""
    match = new_match(game_id, players, seed=2, seats=seats)
    ahead, moves = match.fork(), 0
    while not ahead.is_over:
        ahead.apply(choose_action(ahead, "random"))
        moves += 1
    for _ in range(moves - LIVE):
        match.apply(choose_action(match, "random"))
    return match


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_every_game_ends_with_a_line_saying_who_won_then_why(qtbot, window, game_id):
    players = contract.some_players(game_id, 3)
    seats = [Seat(f"Bot {i}", kind="computer", level="random") for i in range(players)]
    match = near_its_end(game_id, players, seats)
    assert not match.is_over
    window.start_match(match)
    qtbot.waitUntil(lambda: window.session.match.is_over, timeout=60_000)
    match = window.session.match
    end = expected_end(match)
    assert window.panel.log_texts()[-len(end) :] == end
    assert "wins the game" in end[0] or "share the win" in end[0] or "draw" in end[0] or match.outcome.rating
    # A click on it lights the last move.
    log = window.panel.log
    flashed = []
    window.panel.move_clicked.connect(flashed.append)
    last = log.item(log.count() - 1)
    log.scrollToItem(last)
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(last).center())
    assert flashed == [len(match.steps) - 1]


def test_the_winner_reads_their_own_win(qtbot, window):
    from cloudtable.ui.log_lines import LogEntry

    window.start_match(new_match("sky-steps", 2, seed=4, seats=[Seat("Anna"), Seat("Bot", kind="computer")]))
    panel = window.panel
    assert panel._entry_text(LogEntry(0, Message(CTX, WINS))) == "You win the game."
    assert panel._entry_text(LogEntry(1, Message(CTX, WINS))) == "Bot wins the game."


def test_a_cloud9_voyage_begins_in_the_log_with_its_pilot(qtbot, window):
    seats = [Seat("Anna", kind="computer", level="random"), Seat("Bo", kind="computer", level="random")]
    window.start_match(new_match("cloud9", 2, seed=3, seats=seats))
    match = window.session.match
    qtbot.waitUntil(lambda: match.state_copy().voyage >= 3 or match.is_over, timeout=60_000)
    texts = window.panel.log_texts()
    begins = [i for i, text in enumerate(texts) if text.startswith("Voyage 2 begins")]
    assert len(begins) == 1
    row = begins[0]
    step = window.panel.log.item(row).data(Qt.ItemDataRole.UserRole)
    # It tells of the step that ended voyage 1, whose own line comes just before it.
    own = window.session.log[row - 1]
    assert match.steps[step].said and own.step == step and own.seat == match.steps[step].seat


def test_each_strange_world_passing_says_how_many_cards_and_in_which_round(qtbot, window):
    """Issue 20: "You have chosen the cards to pass." came word for word at every passing. Each
    line says how many cards (in the language's plural forms) and the round, and which cards
    nowhere: it goes to every seat's log."""
    seats = [Seat(f"Bot {i}", kind="computer", level="random") for i in range(3)]
    window.start_match(new_match("strange-world", 3, seed=5, seats=seats))
    qtbot.waitUntil(lambda: window.session.match.state_copy().round >= 2, timeout=60_000)
    texts = window.panel.log_texts()
    assert "Bot 1 has chosen 2 cards to pass in round 1." in texts
    assert "Bot 1 has chosen 1 card to pass in round 1." in texts
    window.language_actions["fr"].trigger()
    try:
        QApplication.processEvents()  # (the language change reaches the window as an event)
        texts = window.panel.log_texts()
        assert "Bot 1 a choisi 2 cartes à passer (tour 1)." in texts
        assert "Bot 1 a choisi 1 carte à passer (tour 1)." in texts
    finally:
        window.language_actions["en"].trigger()
