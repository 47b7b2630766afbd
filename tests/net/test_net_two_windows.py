"""Two people, two windows: Ada hosts a Strange World table from New Game's choices, Bo joins it
by its join code from his own window, and they play a whole game with its draft through their
windows (a computer at the third seat); Bo's window is closed mid-game and he comes back to his
seat from Join a Table; a chat line goes round; at the end Ada asks for a rematch and both windows
open the next game. The host is the real `cloudtable host`, started by Ada's window on 127.0.0.1."""

from __future__ import annotations

import contextlib
import os
import random
import signal
from dataclasses import replace

import pytest

from cloudtable.net.join_code import parse
from cloudtable.ui.host_process import HostSettings
from cloudtable.ui.remote_game import RemoteGame
from cloudtable.ui.remote_play import RemoteSession

WAIT = 30_000


def make_window(qtbot, tmp_path, name):
    from PySide6.QtCore import QSettings

    from cloudtable.i18n import Translators
    from cloudtable.preferences import Preferences
    from cloudtable.ui.main_window import MainWindow

    translators = Translators()
    translators.install("en")
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    win = MainWindow(Preferences(settings), translators, bot_pause_ms=5)
    win.warnings = []
    win.warn = lambda title, text, offer_save_as=False: win.warnings.append((title, text))
    win.ask = lambda title, text, yes: True
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    return win


@pytest.fixture
def windows(qtbot, window, tmp_path):
    """Ada's window (the test's) and Bo's; every table left and every host stopped at the end."""
    window.ask = lambda title, text, yes: True
    bo = make_window(qtbot, tmp_path, "bo")
    pids: list[int] = []
    both = [window, bo, pids]
    yield both
    bo = both[1]
    for win in (bo, window):
        for game in win.findChildren(RemoteGame):
            with contextlib.suppress(RuntimeError):
                game.leave()
    bo.close()
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def session_of(qtbot, win, other_than=None) -> RemoteSession:
    qtbot.waitUntil(
        lambda: isinstance(win.session, RemoteSession) and win.session is not other_than and win.table is not None,
        timeout=WAIT,
    )
    return win.session


def play_on(qtbot, wins, rng, until, limit=600) -> int:
    """Each window plays a random legal move whenever it may (as a click on a lit choice would),
    until `until()` holds; the moves played."""
    played = 0
    while not until() and played < limit:
        qtbot.waitUntil(lambda: until() or any(w.session.may_act for w in wins), timeout=WAIT)
        for win in wins:
            session = win.session
            if session.may_act and not until():
                taken = session.knowledge.taken
                assert win.play.play_choice(rng.choice(session.feed.legal_actions())) is None
                qtbot.waitUntil(lambda s=session, t=taken: s.knowledge.taken > t, timeout=WAIT)
                played += 1
    return played


def test_two_windows_play_a_whole_strange_world_game_with_a_drop_a_chat_line_and_a_rematch(qtbot, windows, tmp_path):
    ada, bo, pids = windows
    settings = HostSettings("strange-world", ("open", "open", "computer:random"), {}, "Ada's table", port=0)
    table = RemoteGame.start_host(ada, replace(settings, names={2: "Cirrus"}), "Ada")
    table.host.listening.connect(lambda _info: pids.append(table.host.pid))
    ada_session = session_of(qtbot, ada)
    assert render_turn(ada) == "Waiting for 1 more player to join…"
    code = table.panel.current_code()
    # Bo joins by the code Ada passed on.
    RemoteGame.join(bo, parse(code), "Bo")
    bo_session = session_of(qtbot, bo)
    assert bo_session.you == 1 and [s.name for s in bo_session.knowledge.seats] == ["Ada", "Bo", "Cirrus"]
    qtbot.waitUntil(lambda: ada_session.started, timeout=WAIT)
    rng = random.Random(7)
    # Into the game, through a draft where each chooses in secret, to a secret choice again.
    drafted = []

    def far_enough() -> bool:
        if ada_session.feed.choosing_in_secret and ada_session.knowledge.chosen:
            drafted.append(ada_session.knowledge.moves)  # someone has chosen, the others not yet
        return len(drafted) > 1 and ada_session.knowledge.moves > 10 and ada_session.feed.choosing_in_secret

    play_on(qtbot, [ada, bo], rng, far_enough)
    moves = ada_session.knowledge.moves
    # Bo's window closes mid-game (his app ends), and Ada sees him away...
    bo.close()
    qtbot.waitUntil(lambda: ada_session.seat_note(1) == "away", timeout=WAIT)
    # ...until he starts it again and comes back to his seat from Join a Table, where it was kept.
    from cloudtable.ui.kept_seats import kept_seats

    bo = make_window(qtbot, tmp_path, "bo")
    windows[1] = bo
    (kept,) = kept_seats(bo.preferences)
    RemoteGame.go_back(bo, kept)
    bo_session = session_of(qtbot, bo)
    qtbot.waitUntil(lambda: ada_session.seat_note(1) is None, timeout=WAIT)
    # (Cirrus, a computer, may have chosen in secret while Bo was away: he comes back to now.)
    qtbot.waitUntil(lambda: bo_session.knowledge.moves == ada_session.knowledge.moves, timeout=WAIT)
    assert bo_session.you == 1 and bo_session.knowledge.moves >= moves > 10
    # A chat line goes round.
    bo.findChildren(RemoteGame)[0].panel.entry.setText("Nice Volcano!")
    bo.findChildren(RemoteGame)[0].panel.send_button.click()
    qtbot.waitUntil(lambda: table.panel.chat_texts()[-1:] == ["Bo: Nice Volcano!"], timeout=WAIT)
    # The rest of the game, to its end, in both windows.
    play_on(qtbot, [ada, bo], rng, lambda: ada_session.knowledge.is_over and bo_session.knowledge.is_over)
    qtbot.waitUntil(lambda: ada.result.isVisible() and bo.result.isVisible(), timeout=WAIT)
    assert ada_session.knowledge.outcome == bo_session.knowledge.outcome
    # Ada asks for a rematch: both windows open the next game, with the same seats.
    qtbot.waitUntil(lambda: ada.result.rematch_button.isEnabled(), timeout=WAIT)
    ada.result.rematch_button.click()
    again = session_of(qtbot, ada, other_than=ada_session)
    bo_again = session_of(qtbot, bo, other_than=bo_session)
    assert not again.knowledge.is_over and not bo_again.knowledge.is_over and not bo.result.isVisible()
    assert [s.name for s in bo_again.knowledge.seats] == ["Ada", "Bo", "Cirrus"]
    assert bo.panel.log_texts()[0] == "Ada starts a new game with the same seats."
    assert not ada.warnings and not bo.warnings


def render_turn(win) -> str:
    return win.panel.turn.text()
