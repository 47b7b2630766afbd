"""The window at a table on the network (ui/remote_game.py, ui/remote_play.py): hosted from New
Game (the real `cloudtable host` process, started by the window, on 127.0.0.1), joined by address,
played through the window's own prompt bar; refusals said, the log in this window's words and in
the second person, chat, the "your turn" alert, someone away, a dropped connection, a rematch.

Every host listens on 127.0.0.1 only, on a free port, and is stopped by its pid at the end."""

from __future__ import annotations

import contextlib
import os
import signal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cloudtable.i18n import render
from cloudtable.net.certificate import shown
from cloudtable.net.join_code import TableAddress, parse
from cloudtable.net.protocol import PROTOCOL
from cloudtable.ui.host_process import LOOPBACK, HostSettings
from cloudtable.ui.remote_game import RemoteGame
from cloudtable.ui.remote_play import RemoteSession
from hosting import HostProcess, Session

WAIT = 30_000  # ms: a busy machine starts a host and imports the rules slowly


class Tables(list):
    """The tables the window goes to, and the pids of the hosts it started for them."""

    def __init__(self):
        super().__init__()
        self.pids: list[int] = []

    def append(self, game: RemoteGame) -> None:
        super().append(game)
        if game.host is not None:
            game.host.listening.connect(lambda _info, host=game.host: self.pids.append(host.pid))


@pytest.fixture
def tables(window):
    """Every table the window went to is left at the end, and every host it started is stopped
    by its pid if it is still there (it should not be)."""
    made = Tables()
    # A question would wait for a click that never comes (pytest-qt closes the window before the
    # fixtures end): the tests answer yes, and read the questions asked here.
    window.questions = []
    window.ask = lambda title, text, yes: window.questions.append(title) or True
    yield made
    for game in {*made, *window.findChildren(RemoteGame)}:
        try:
            if not game.left:
                game.leave()
        except RuntimeError:  # deleted already: it was left
            pass
    for pid in made.pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def at_table(qtbot, window):
    qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession) and window.table is not None, timeout=WAIT)
    return window.session


def my_turn(qtbot, session):
    qtbot.waitUntil(lambda: session.may_act or session.knowledge.is_over, timeout=WAIT)
    return session.may_act


def act(qtbot, window):
    """Play this seat's first legal move as a person would: its button in the prompt bar if it
    has one, else its lit choice on the table; then wait for the host's answer."""
    session = window.session
    legal = session.feed.legal_actions()
    taken = session.knowledge.taken
    bar = window.prompt_bar
    buttons = [(b, c) for b, c in zip(bar.buttons, bar.prompt.buttons, strict=True)] if bar.prompt else []
    button = next((b for b, choice in buttons if choice.action in legal), None)
    if button is not None:
        button.click()
    else:
        assert window.play.play_choice(legal[0]) is None
    assert not window.table.interactive  # the table waits for the host's answer
    qtbot.waitUntil(lambda: session.knowledge.taken > taken, timeout=WAIT)


def test_a_table_hosted_from_new_game_is_played_from_the_window(qtbot, window, tables):
    from cloudtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window.preferences, window)
    dialog.games_list.setCurrentRow(next(i for i, g in enumerate(dialog.games) if g.id == "cloud9"))
    dialog.count.setValue(2)
    assert dialog.seat_rows[1].kind.currentData() == "computer"
    dialog.host_options.setChecked(True)
    assert not dialog.seed.isVisible() and not dialog.seat_rows[0].kind.isEnabled()
    assert dialog.seat_rows[1].kind.currentText() == "Anyone who joins"  # (someone can come: not only computers)
    dialog.seat_rows[0].name.setText("Ada")
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("computer"))
    dialog.seat_rows[1].level.setCurrentIndex(dialog.seat_rows[1].level.findData("random"))
    settings, you = dialog.host_settings()
    assert you == "Ada" and settings.seats == ("open", "computer:random") and settings.address == LOOPBACK
    assert settings.name == "Ada's table" and settings.names == {1: dialog.seat_rows[1].name.text()}
    from dataclasses import replace

    game = RemoteGame.start_host(window, replace(settings, port=0), you)  # (any free port in a test)
    tables.append(game)
    session = at_table(qtbot, window)
    assert game.host.running and session.you == 0 and window.windowTitle().startswith("Cloud 9")
    # Where others join: this computer's address and port, and its join code, beside the table.
    port = game.host.port
    panel = game.panel
    assert panel.current_address() == f"127.0.0.1:{port}" and parse(panel.current_code()).port == port
    # Over wss://, and the code carries the start of the certificate's fingerprint.
    assert game.link.url.startswith("wss://") and parse(panel.current_code()).tls
    assert game.link.fingerprint.startswith(parse(panel.current_code()).fingerprint)
    assert not window.save_action.isEnabled()  # the host keeps the game
    window.resize(1280, 720)
    moves = 0
    while moves < 4 and my_turn(qtbot, session):
        act(qtbot, window)
        moves += 1
    assert moves == 4
    # At 1280×720 the join code shows whole, with a few lines of chat: the log above gave way.
    qtbot.waitUntil(lambda: panel.code.height() >= panel.code.sizeHint().height(), timeout=WAIT)
    assert panel.lines.height() >= 3 * panel.lines.fontMetrics().lineSpacing()
    # The log is the host's, said in this window's words, and to this seat as "you".
    lines = window.panel.log_texts()
    assert lines and any(line.startswith("You ") for line in lines)
    assert any(line.startswith(settings.names[1]) for line in lines)  # the computer, by its name
    assert window.panel.players.topLevelItem(0).text(0).endswith("Ada (you)")
    # In another language, the same log is said in its words, the host's lines too.
    window.set_language("fr")
    qtbot.waitUntil(lambda: window.join_action.text() == "Re&joindre une table…", timeout=WAIT)
    assert any(line.startswith("Vous ") for line in window.panel.log_texts()), window.panel.log_texts()
    assert window.panel.players.topLevelItem(0).text(0).endswith("Ada (vous)")
    assert game.panel.send_button.text() == "Envoyer" and game.panel.status.text() == "Connecté"
    window.set_language("en")
    # Leaving the table stops its host (the game adjourned first, kept in its file).
    pid = game.host.pid
    window.close()
    assert game.left
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # the host process has ended


def test_a_table_is_joined_by_address_and_chat_goes_round(qtbot, window, tables, hosts):
    host = hosts("cloud9", "--seats", "computer:random,open", "--seed", "3", "--name", "Bo's table")
    game = RemoteGame.join(window, parse(host.url.removeprefix("wss://")), "Cy")  # by address: no fingerprint
    tables.append(game)
    session = at_table(qtbot, window)
    assert session.you == 1 and game.panel.title.text() == "Bo's table"
    # Its certificate was taken on first use, and is shown to compare with the host's.
    assert game.link.fingerprint == host.fingerprint and game.kept().pinned == host.fingerprint
    assert game.panel.fingerprint.text().endswith(shown(host.fingerprint[:10]))
    # The code it shows to pass on names the table with its certificate (without one it would
    # name a plain ws:// table, which whoever was given it could not join).
    code = parse(game.panel.current_code())
    assert code is not None and code.tls and code.fingerprint == host.fingerprint[:10]
    assert game.panel.connected and game.panel.status.text() == "Connected"
    game.panel.entry.setText("  hello <b>all</b>  ")
    game.panel.send_button.click()
    qtbot.waitUntil(lambda: bool(game.panel.chat_texts()), timeout=WAIT)
    assert game.panel.chat_texts() == ["Cy: hello <b>all</b>"]  # plain text, never markup
    game.panel.entry.setText("   ")
    game.panel.send_button.click()  # nothing to send
    assert game.panel.entry.text() == "   "
    # Esc in the chat line gives the keys back to the table (else a prompt's letters go in it).
    from PySide6.QtTest import QTest

    window.show()
    game.panel.entry.setFocus()
    QTest.keyClick(game.panel.entry, Qt.Key.Key_Escape)
    assert window.focusWidget() is window.view and game.panel.entry.text() == "   "
    # A move the host refuses is said in the status bar, and the table takes moves again.
    assert my_turn(qtbot, session)
    from cloudtable.games.cloud9.actions import Pay

    session.link.play(Pay(tuple(range(8))))  # (sent as a broken client would: no gesture makes it)
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=WAIT)
    assert session.knowledge.refusals[-1].code == "illegal"
    assert window.statusBar().currentMessage() == render(session.knowledge.refusals[-1].reason)
    # The seat is kept again as the game goes on (at most once a minute), so that the welcome
    # screen says when it was last played, not when it was taken.
    from cloudtable.ui.kept_seats import kept_seats

    taken_at = kept_seats(window.preferences)[0].when
    game._kept_at -= 120  # (as if two minutes had gone by)
    act(qtbot, window)
    assert kept_seats(window.preferences)[0].when > taken_at


def test_your_turn_flashes_the_taskbar_when_the_window_is_in_the_background(qtbot, window, tables, hosts, monkeypatch):
    alerted, played = [], []
    monkeypatch.setattr(QApplication, "alert", lambda widget, ms=0: alerted.append(widget))
    monkeypatch.setattr(window.sounds, "play", lambda name: played.append(name) or True)
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)  # the person is in another window
    host = hosts("cloud9", "--seats", "computer:random,open", "--seed", "5")
    game = RemoteGame.join(window, parse(host.url), "Cy")
    tables.append(game)
    session = at_table(qtbot, window)
    my_turn(qtbot, session)
    act(qtbot, window)
    qtbot.waitUntil(lambda: session.may_act or session.knowledge.is_over, timeout=WAIT)
    assert alerted and alerted[0] is window and game.alerts == len(alerted) and "turn" in played


def test_someone_away_is_shown_and_a_computer_may_stand_in(qtbot, window, tables, hosts):
    from cloudtable.ui.play import OtherLevel

    host = hosts("cloud9", "--seats", "open,open", "--seed", "9")
    bo = Session(host.url)
    assert bo.join("Bo")["seat"] == 0
    game = RemoteGame.join(window, parse(host.url), "Ada")
    tables.append(game)
    session = at_table(qtbot, window)
    assert session.you == 1
    bo.close()  # Bo's connection drops
    qtbot.waitUntil(lambda: session.seat_note(0) == "away", timeout=WAIT)
    assert window.panel.players.topLevelItem(0).text(0).endswith("Bo (away)")
    # The game waits for Bo: the prompt says so, and offers a computer for his seat, or to adjourn.
    for _ in range(20):  # (Ada may begin: her moves until it is Bo's turn)
        qtbot.waitUntil(lambda: session.stuck == 0 or session.may_act, timeout=WAIT)
        if session.stuck == 0:
            break
        act(qtbot, window)
    assert window.panel.turn.text() == "Waiting for Bo, who is away."
    prompt = window.prompt_bar.prompt
    assert prompt is not None and render(prompt.text).startswith("Bo is away.")
    assert [b.action for b in prompt.buttons][:3] == [OtherLevel(level) for level in ("random", "normal", "strong")]
    assert [render(b.label) for b in prompt.buttons][:3] == [
        "Computer (random)",
        "Computer (normal)",
        "Computer (strong)",
    ]
    assert render(prompt.buttons[0].tooltip) == "A computer of this level plays for Bo until they are back"
    before = session.knowledge.moves
    window.prompt_bar.buttons[0].click()  # let a random computer play for him
    qtbot.waitUntil(lambda: session.seat_note(0) == "away, a computer plays", timeout=WAIT)
    qtbot.waitUntil(lambda: any(step.seat == 0 for step in session.knowledge.steps[before:]), timeout=WAIT)


def test_a_secret_choice_made_says_whom_the_table_waits_for(qtbot, window, tables, hosts):
    host = hosts("strange-world", "--seats", "open,open", "--seed", "13")
    bo = Session(host.url)
    assert bo.join("Bo")["seat"] == 0
    game = RemoteGame.join(window, parse(host.url), "Ada")
    tables.append(game)
    session = at_table(qtbot, window)
    assert my_turn(qtbot, session) and session.feed.choosing_in_secret  # (the draft: both choose at once)
    act(qtbot, window)
    qtbot.waitUntil(lambda: window.panel.turn.text() == "Waiting for Bo to choose…", timeout=WAIT)


def test_a_dropped_connection_is_shown_and_the_seat_resumed(qtbot, window, tables, hosts):
    host = hosts("cloud9", "--seats", "computer:random,open", "--seed", "11")
    game = RemoteGame.join(window, parse(host.url), "Cy")
    tables.append(game)
    session = at_table(qtbot, window)
    my_turn(qtbot, session)
    act(qtbot, window)
    my_turn(qtbot, session)
    seen = session.knowledge.seq
    host.kill9()  # the host's computer crashes...
    qtbot.waitUntil(lambda: game.panel.status.text() == "Connection lost: trying again…", timeout=WAIT)
    assert not session.may_act and not window.table.interactive
    again = hosts("--resume", str(host.file), port=host.port)  # ...and starts again from its file
    qtbot.waitUntil(lambda: game.panel.status.text() == "Connected", timeout=WAIT)
    assert again.port == host.port and session.knowledge.seq >= seen and session.you == 1
    assert my_turn(qtbot, session)
    act(qtbot, window)


def near_the_end(seed: int):
    """A table of Ada and a computer, played at the host until a move of Ada's would end the
    game: the table, Ada's token, and that move (as the protocol writes it)."""
    import random

    from cloudtable.engine import Rng
    from cloudtable.net.protocol import COMPUTER, OPEN
    from cloudtable.net.table import HostedTable

    while True:
        table = HostedTable.new("cloud9", [(OPEN, ""), (COMPUTER, "random")], "Near the end", seed, {})
        _, token = table.join("Ada")
        game, rng = table.match.game, random.Random(seed)
        while not table.match.is_over:
            if table.acting == (0,):
                legal = table.update_for(0, None).legal
                for data in legal:
                    state = table.match.state_copy()
                    game.apply(state, table.codec.load(data))
                    if game.current_player(state) is None:
                        return table, token, data
                table.act(0, table.seats[0].next, rng.choice(legal))
            else:
                question = table.question()
                table.answer(question, game.choose_action(question.view, 1, "random", Rng(question.seed)))
        seed += 1  # the computer ended it: another deal


def test_a_rematch_at_the_end_opens_the_next_game_with_the_same_seats(qtbot, window, tables, hosts, tmp_path):
    from cloudtable.net.table_file import write_table
    from cloudtable.ui.remote_link import RemoteLink

    table, token, ending = near_the_end(4)
    path = tmp_path / "near-the-end.json"
    write_table(path, table)
    host = hosts("--resume", str(path))
    game = RemoteGame(window, RemoteLink(host.url, token=token))  # Ada comes back to her seat
    tables.append(game)
    session = at_table(qtbot, window)
    assert my_turn(qtbot, session)
    assert window.play.play_choice(table.codec.load(ending)) is None
    qtbot.waitUntil(lambda: window.result.isVisible(), timeout=WAIT)
    assert game.panel.adjourn_button.isHidden()  # (nothing left to adjourn; chat goes on)
    # No Review: this window holds the seat's views, not the game's record from its start.
    assert window.result.review_button.isHidden() and not window.review_game()
    # The log says who won, as a local game's does, and each line knows its move: a click on the
    # first lights the first move, on the last the move that ended the game.
    final = session.knowledge
    winners = sorted(final.outcome.winners)
    end = "You win the game." if winners == [0] else "Computer 2 wins the game." if winners == [1] else None
    texts = window.panel.log_texts()
    assert end is None or end in texts[-2:], texts[-3:]
    assert len(texts) == len(session.log) > final.moves
    log, flashed = window.panel.log, []
    window.panel.move_clicked.connect(flashed.append)
    for row in (0, log.count() - 1):
        log.scrollToItem(log.item(row))
        QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(row)).center())
    assert flashed == [0, final.moves - 1]
    qtbot.waitUntil(lambda: window.result.rematch_button.isEnabled(), timeout=WAIT)
    window.result.rematch_button.click()
    qtbot.waitUntil(lambda: window.session is not session and isinstance(window.session, RemoteSession), timeout=WAIT)
    again = window.session
    assert not window.result.isVisible() and not again.knowledge.is_over and again.you == 0
    assert window.panel.log_texts()[0] == "You start a new game with the same seats."  # (Ada, who asked)
    assert [info.name for info in again.knowledge.seats] == ["Ada", "Computer 2"]
    assert game.panel is not None and not game.left  # the same table: its panel and chat stay
    assert not game.panel.adjourn_button.isHidden()  # (the new game may be adjourned)
    if my_turn(qtbot, again):
        act(qtbot, window)


def test_a_table_that_cannot_be_reached_or_speaks_another_version_is_said_plainly(qtbot, window, tables):
    import json
    import socket
    import threading

    from websockets.sync.server import serve

    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        free = s.getsockname()[1]
    tables.append(RemoteGame.join(window, TableAddress(LOOPBACK, free), "Cy"))
    qtbot.waitUntil(lambda: bool(window.warnings), timeout=WAIT)
    title, text, _ = window.warnings.pop()
    assert title == "Cannot join the table" and "cannot be reached" in text and window.session is None

    def newer(socket_):
        socket_.recv(10)
        socket_.send(
            json.dumps(
                {
                    "type": "welcome",
                    "protocol": 3,
                    "app": "cloudtable",
                    "version": "9.0",
                    "game": "cloud9",
                    "table": "T",
                    "seats": [],
                }
            )
        )
        socket_.recv(10)

    with serve(newer, LOOPBACK, 0) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        port = server.socket.getsockname()[1]
        tables.append(RemoteGame.join(window, TableAddress(LOOPBACK, port), "Cy"))
        qtbot.waitUntil(lambda: bool(window.warnings), timeout=WAIT)
        server.shutdown()
    title, text, _ = window.warnings.pop()
    assert "version 3 of the protocol" in text and "same version of cloudtable" in text


def test_a_host_that_cannot_start_says_why(qtbot, window, tables):
    settings = HostSettings("cloud9", ("open", "open"), {"first": 9}, "T", port=0)
    tables.append(RemoteGame.start_host(window, settings, "Ada"))
    qtbot.waitUntil(lambda: bool(window.warnings), timeout=WAIT)
    title, text, _ = window.warnings.pop()
    assert title == "Cannot host the table" and "first" in text and window.session is None


def test_join_lists_the_tables_found_and_joins_the_one_picked(qtbot, window, tables, hosts):
    """Join a Table: the tables found on the network (here, the answer of a look handed to the
    dialog, naming a real host on loopback) listed with their game and free seats; one of another
    version is listed but cannot be picked; a slip in a typed code is said; the table picked is
    joined."""
    from cloudtable.net.discovery import FoundTable
    from cloudtable.net.join_code import encode
    from cloudtable.ui.network_dialogs import JoinDialog

    host = hosts("cloud9", "--seats", "open,computer:random", "--name", "Bo's table")
    found = [
        FoundTable("Bo's table", "cloud9", 2, 1, PROTOCOL, "0.1.0", LOOPBACK, host.port, host.fingerprint),
        FoundTable("Elsewhere", "strange-world", 3, 2, 7, "<b>9.0</b>", "192.0.2.9", 47423),
    ]

    async def look(seconds):
        return found

    dialog = JoinDialog(window.preferences, window, browse=look)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.found_list.topLevelItemCount() == 2, timeout=WAIT)
    first, other = (dialog.found_list.topLevelItem(i) for i in range(2))
    assert [first.text(c) for c in range(4)] == ["Bo's table", "Cloud 9", "1 of 2 free", f"127.0.0.1:{host.port}"]
    assert other.isDisabled() and "another version of cloudtable (&lt;b&gt;9.0&lt;/b&gt;)" in other.toolTip(0)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    dialog.name_edit.setText("Cy")
    code = encode(LOOPBACK, host.port)
    dialog.address_edit.setText(code[:-1] + ("0" if code[-1] != "0" else "1"))
    assert "slip" in dialog.address_problem.text() and not ok.isEnabled()
    dialog.address_edit.setText("")
    first.setSelected(True)
    assert ok.isEnabled() and dialog.address() == TableAddress(LOOPBACK, host.port, host.fingerprint, True)
    dialog.accept()
    assert window.preferences.network_name == "Cy"
    tables.append(RemoteGame.join(window, dialog.address(), dialog.name(), dialog.watching()))
    session = at_table(qtbot, window)
    assert session.you == 0 and session.knowledge.seats[0].name == "Cy"
    assert window.findChildren(RemoteGame)[-1].link.fingerprint == host.fingerprint  # (held to the record's)


def test_a_spectator_watches_without_a_seat(qtbot, window, tables, hosts):
    host = hosts("cloud9", "--seats", "computer:random,computer:random", pace=50)
    tables.append(RemoteGame.join(window, parse(host.url), "Onlooker", watch=True))
    session = at_table(qtbot, window)
    assert session.you is None and not session.may_act
    qtbot.waitUntil(lambda: session.knowledge.moves >= 2, timeout=WAIT)
    assert not window.table.interactive and window.panel.turn.text().startswith("Computer ")
    assert not tables[0].panel.adjourn_button.isVisible()


def test_an_adjourned_table_is_opened_again_and_everyone_takes_their_seat_back(qtbot, window, tables):
    from cloudtable.ui.kept_seats import kept_seats
    from cloudtable.ui.network_dialogs import JoinDialog

    game = RemoteGame.start_host(window, HostSettings("cloud9", ("open", "open"), {}, "Ada's table", port=0), "Ada")
    tables.append(game)
    qtbot.waitUntil(lambda: game.host.port is not None, timeout=WAIT)
    port = game.host.port
    bo = Session(f"wss://{LOOPBACK}:{port}")
    bo_token = bo.join("Bo")["token"]
    bo.hear_kind("commitment")  # (the deal waits for Bo's value: docs/protocol.md, "Fairness")
    bo.send({"type": "contribute", "value": "5a" * 32})
    session = at_table(qtbot, window)
    qtbot.waitUntil(
        lambda: session.started and window.panel.players.topLevelItem(1).text(0).endswith("Bo"), timeout=WAIT
    )
    if session.knowledge.current == 1:  # Bo begins: his first move, by hand
        update = bo.update_where(lambda u: u["legal"] != [])
        bo.send({"type": "act", "number": 1, "action": update["legal"][0]})
    assert my_turn(qtbot, session)
    act(qtbot, window)
    moves = session.knowledge.moves
    # Ada adjourns: the host writes the game down and ends; everyone is told.
    game.panel.adjourn_button.click()
    assert window.questions == ["Adjourn the game?"]
    assert bo.hear_kind("adjourned")["by"] == "Ada"
    qtbot.waitUntil(lambda: not game.host.running, timeout=WAIT)
    qtbot.waitUntil(lambda: game.panel.go_back_button.isVisible(), timeout=WAIT)
    assert window.panel.turn.text() == "Ada adjourned the game." and not session.may_act
    bo.close()
    # Later (here: at once), Ada opens it again from Join a Table, where her seat is kept.
    kept = kept_seats(window.preferences)
    assert len(kept) == 1 and kept[0].hosted == game.hosted_file and kept[0].table == "Ada's table"
    dialog = JoinDialog(window.preferences, window, browse=_nothing_found)
    qtbot.addWidget(dialog)
    assert dialog.seats_list.count() == 1 and dialog.seats_list.item(0).text().endswith("(you host it)")
    dialog.seats_list.setCurrentRow(0)
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    again = RemoteGame.go_back(window, dialog.kept_seat())
    tables.append(again)
    qtbot.waitUntil(lambda: window.session is not session and isinstance(window.session, RemoteSession), timeout=WAIT)
    resumed = window.session
    assert resumed.you == 0 and resumed.knowledge.moves == moves and again.host.port == port  # (its port again)
    assert resumed.seat_note(1) == "away"  # Bo is not back yet
    bo = Session(f"wss://{LOOPBACK}:{again.host.port}")
    bo.hello()
    bo.send({"type": "resume", "token": bo_token, "last": 0, "chat": 0})
    assert bo.hear_kind("seated")["seat"] == 1
    qtbot.waitUntil(lambda: resumed.seat_note(1) is None, timeout=WAIT)
    bo.close()


async def _nothing_found(seconds):
    return []


def test_join_says_so_when_tables_cannot_be_looked_for_here(qtbot, window):
    from cloudtable.ui.network_dialogs import JoinDialog

    async def no_multicast(seconds):
        raise OSError("no multicast on this network")

    dialog = JoinDialog(window.preferences, window, browse=no_multicast)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: "cannot be looked for here" in dialog.found_note.text(), timeout=WAIT)
    assert "no multicast on this network" in dialog.found_note.text() and "Join by address" in dialog.found_note.text()
    dialog.address_edit.setText("192.168.1.20")
    dialog.name_edit.setText("Cy")
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert dialog.address() == TableAddress("192.168.1.20", 47423, None, True)  # wss://, no fingerprint to pin


def test_a_seat_hosted_as_invited_is_taken_only_with_its_own_code(qtbot, window, tables):
    """New Game → Host on the network with a seat for someone invited: the table's panel shows
    that seat's own code; Join a Table reads it; only its invitation takes the seat, and once
    taken, the code leaves the panel."""
    from dataclasses import replace

    from cloudtable.ui.network_dialogs import JoinDialog
    from cloudtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window.preferences, window)
    qtbot.addWidget(dialog)
    dialog.games_list.setCurrentRow(next(i for i, g in enumerate(dialog.games) if g.id == "cloud9"))
    dialog.count.setValue(3)
    row = dialog.seat_rows[1]
    assert row.kind.findData("invited") < 0  # offered only when hosting
    dialog.host_options.setChecked(True)
    assert [row.kind.itemData(i) for i in range(row.kind.count())] == ["person", "invited", "computer"]
    assert dialog.seat_rows[0].kind.findData("invited") < 0  # the first seat is the host's own
    row.kind.setCurrentIndex(row.kind.findData("invited"))
    assert not row.name.isEnabled() and not row.level.isEnabled()  # they name themself
    dialog.seat_rows[2].kind.setCurrentIndex(dialog.seat_rows[2].kind.findData("person"))
    settings, you = dialog.host_settings()
    assert settings.seats == ("open", "invited", "open")
    dialog.host_options.setChecked(False)  # not hosted: no invited seat
    assert row.kind.findData("invited") < 0 and row.kind.currentData() == "person"
    dialog.host_options.setChecked(True)

    game = RemoteGame.start_host(window, replace(settings, port=0), "Ada")
    tables.append(game)
    session = at_table(qtbot, window)
    panel = game.panel
    qtbot.waitUntil(lambda: list(panel.invitation_codes) == [1], timeout=WAIT)
    assert panel.invitations_label.isVisible() and session.seat_note(1) == "kept for someone invited"
    code = panel.invitation_code(1)  # (what its Copy button copies)
    assert code != panel.current_code() and parse(panel.invitation_codes[1].text()) == parse(code)  # (as shown)
    # Someone given the table's own code (not the invitation) cannot take that seat.
    table = parse(panel.current_code())
    stranger = Session(table.url)
    stranger.hello()
    stranger.send({"type": "join", "name": "Mallory", "seat": 1, "invitation": None})
    assert stranger.hear_kind("refusal")["code"] == "invited"
    # Bo types his code into Join a Table: it names the table, its certificate and his seat.
    join = JoinDialog(window.preferences, window, browse=_nothing_found)
    qtbot.addWidget(join)
    join.name_edit.setText("Bo")
    join.address_edit.setText(code.lower())
    invited = join.address()
    assert invited.invitation is not None and invited.url == game.link.url
    assert game.link.fingerprint.startswith(invited.fingerprint)
    join.accept()
    assert window.preferences.join_address != code.lower()  # used once: not offered again
    bo = Session(invited.url)
    assert bo.join("Bo", None, invited.invitation_text)["seat"] == 1
    qtbot.waitUntil(lambda: not panel.invitation_codes and not panel.invitations_label.isVisible(), timeout=WAIT)
    # Used up: the same code takes no seat again.
    again = Session(invited.url)
    again.hello()
    again.send({"type": "join", "name": "Mallory", "seat": None, "invitation": invited.invitation_text})
    assert again.hear_kind("refusal")["code"] == "unknown_invitation"
    stranger.send({"type": "join", "name": "Cy", "seat": None, "invitation": None})
    assert stranger.hear_kind("seated")["seat"] == 2  # the open seat takes anyone
    for person in (bo, stranger):  # (their values for the deal: docs/protocol.md, "Fairness")
        person.send({"type": "contribute", "value": "5a" * 32})
    qtbot.waitUntil(lambda: session.started, timeout=WAIT)
    for s in (stranger, bo, again):
        s.close()


def test_a_kept_seat_keeps_its_tables_fingerprint_and_older_entries_still_read(window):
    import json

    from cloudtable.ui.kept_seats import KEY, KeptSeat, keep_seat, kept_seats

    pinned = bytes(range(32))
    keep_seat(window.preferences, KeptSeat("wss://10.0.0.7:47423", "t" * 43, "T", "cloud9", fingerprint=pinned.hex()))
    [kept] = kept_seats(window.preferences)
    assert kept.pinned == pinned
    entries = json.loads(window.preferences.settings.value(KEY))
    before_wss = {k: v for k, v in entries[0].items() if k != "fingerprint"} | {"token": "u" * 43}
    wrong = entries[0] | {"fingerprint": "XYZ", "token": "v" * 43}
    window.preferences.settings.setValue(KEY, json.dumps([entries[0], before_wss, wrong]))
    assert [(k.token[0], k.pinned) for k in kept_seats(window.preferences)] == [("t", pinned), ("u", None)]


@pytest.fixture
def kept_table(tmp_path, preferences):
    """Ada's seat at a table of hers and a computer's, kept before the window opens; the table's
    host runs (on 127.0.0.1), waiting for her to come back."""
    from cloudtable.net.table_file import write_table
    from cloudtable.ui.kept_seats import KeptSeat, keep_seat

    table, token, _ = near_the_end(6)
    path = tmp_path / "kept.json"
    write_table(path, table)
    host = HostProcess(tmp_path, "--resume", str(path))
    keep_seat(preferences, KeptSeat(host.url, token, table.name, "cloud9", fingerprint=host.fingerprint.hex()))
    yield host
    host.stop()


def test_the_welcome_screen_takes_a_kept_seat_again_with_one_click(qtbot, kept_table, window, tables):
    qtbot.waitUntil(lambda: window.welcome_panel is not None and window.welcome_panel.seats_list.isVisible())
    seats = window.welcome_panel.seats_list
    assert [row[1].text() for row in seats.rows] == ["Near the end"]
    seats.rejoin_buttons[0].click()
    session = at_table(qtbot, window)
    assert session.you == 0 and session.knowledge.seats[0].name == "Ada"
    assert not window.welcome_panel.isVisible()
    code = parse(window.findChildren(RemoteGame)[-1].panel.current_code())  # (its certificate is in its code)
    assert code is not None and code.tls and code.fingerprint == kept_table.fingerprint[:10]


def test_a_seat_taken_again_shows_the_tables_earlier_chat_once(qtbot, tmp_path, preferences, window, tables):
    """The app was closed; the table's chat went on. Rejoined from the welcome screen, the panel
    shows the lines said before, marked as earlier; a reconnection brings none of them twice."""
    from cloudtable.net.table_file import write_table
    from cloudtable.ui.kept_seats import KeptSeat, keep_seat

    table, token, _ = near_the_end(6)
    table.say(0, "Ada", "back in a minute")
    table.say(None, "Onlooker", "she left?")
    path = tmp_path / "kept.json"
    write_table(path, table)
    host = HostProcess(tmp_path, "--resume", str(path))
    try:
        keep_seat(preferences, KeptSeat(host.url, token, table.name, "cloud9", fingerprint=host.fingerprint.hex()))
        window.list_kept_seats()
        qtbot.waitUntil(lambda: window.welcome_panel is not None and window.welcome_panel.seats_list.isVisible())
        window.welcome_panel.seats_list.rejoin_buttons[0].click()
        at_table(qtbot, window)
        game = window.findChildren(RemoteGame)[-1]
        tables.append(game)
        earlier = ["Earlier at this table:", "Ada: back in a minute", "Onlooker (watching): she left?"]
        qtbot.waitUntil(lambda: game.panel.chat_texts() == earlier, timeout=WAIT)
        # The earlier lines are greyed, the same as the notice; a line said now is not.
        block = game.panel.lines.document().findBlockByNumber(1)
        grey = game.panel.palette().placeholderText().color()
        assert block.begin().fragment().charFormat().foreground().color() == grey
        # The host crashes and starts again from its file: the window resumes, and is sent no line again.
        host.kill9()
        qtbot.waitUntil(lambda: game.panel.status.text() != "Connected", timeout=WAIT)
        host = HostProcess(tmp_path, "--resume", str(path), port=host.port)
        qtbot.waitUntil(lambda: game.panel.status.text() == "Connected", timeout=WAIT)
        onlooker = Session(host.url)
        onlooker.hello()
        onlooker.send({"type": "watch", "name": "Onlooker"})
        assert [line["n"] for line in onlooker.hear_kind("history")["lines"]] == [1, 2]
        onlooker.send({"type": "chat", "text": "welcome back"})
        qtbot.waitUntil(lambda: len(game.panel.chat_texts()) == 4, timeout=WAIT)
        assert game.panel.chat_texts() == [*earlier, "Onlooker (watching): welcome back"]
        last = game.panel.lines.document().lastBlock().begin().fragment().charFormat().foreground().color()
        assert last != grey
        onlooker.close()
    finally:
        host.stop()


def test_the_panel_names_whom_a_kept_seat_waits_for(qtbot, tmp_path, window, tables):
    """A seat kept for one Matrix account (hosted through Matrix) says in the table's panel whom
    it waits for, until it is taken; the others join the seats kept for nobody."""
    from cloudtable.net.protocol import OPEN
    from cloudtable.net.table import HostedTable
    from cloudtable.net.table_file import write_table

    table = HostedTable.new(
        "cloud9", [(OPEN, ""), (OPEN, ""), (OPEN, "")], "Kept", 3, names={1: "Bob B."}, users={1: "@bob:example.org"}
    )
    path = tmp_path / "kept.json"
    write_table(path, table)
    host = HostProcess(tmp_path, "--resume", str(path))
    try:
        game = RemoteGame.join(window, parse(host.url), "Cy")
        tables.append(game)
        qtbot.waitUntil(lambda: game.panel is not None and game.panel.waiting.isVisibleTo(game.panel), timeout=WAIT)
        assert game.link.knowledge.seat == 0
        assert game.panel.waiting.text() == "Waiting for @bob:example.org"
        assert game.panel.waiting.toolTip() == "Bob B.: waiting for @bob:example.org"
        assert game.link.feed.seats[1].name == "Bob B."  # (the name its host gave it, not "Seat 2")
        dan = Session(host.url)
        assert dan.join("Dan")["seat"] == 2  # (Bob's seat is not anyone's)
        qtbot.waitUntil(lambda: game.link.knowledge.seats[2].name == "Dan", timeout=WAIT)
        assert game.panel.waiting.text() == "Waiting for @bob:example.org"
        dan.close()
    finally:
        host.stop()
