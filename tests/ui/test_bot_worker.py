"""Computer players think in a process of their own (cloudtable/ui/bot_worker.py and
cloudtable/bot_process.py): answers, stale answers, a killed or hung worker, a bot that
raises, shutting down while it thinks, and no Qt in the worker. The misbehaving bots are
Slow Steps' (tests/slowbot.py); nothing here depends on speed, only on order."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import contract
import slowbot
from cloudtable.engine import new_match
from cloudtable.ui import bot_worker
from cloudtable.ui.bot_worker import BotRunner, shut_down_workers, wait_for_workers, worker_process_id, worker_starts

ROOT = Path(__file__).parent.parent.parent
WAIT_MS = 30_000  # generous: a loaded machine is slow, and no test waits this long when all is well


@pytest.fixture
def runner(qapp):
    shut_down_workers()  # each test starts from no worker at all
    bots = BotRunner()
    bots.answers = []
    bots.starts_before = worker_starts()
    for name in ("chosen", "failed", "crashed"):
        getattr(bots, name).connect(lambda value, name=name: bots.answers.append((name, value)))
    yield bots
    bots.cancel()
    shut_down_workers()
    bots.deleteLater()


def position(seed=1):
    match = new_match("sky-steps", 2, seed=seed)
    seat = match.current_player
    return match, seat


def ask(bots, level, seed=7, game=slowbot.GAME):
    match, seat = position()
    bots.think(game, match.view(seat), seat, level, seed)
    return match


def wait_for_answer(qtbot, bots, count=1):
    qtbot.waitUntil(lambda: len(bots.answers) >= count, timeout=WAIT_MS)
    return bots.answers[-1]


def workers_started(bots):
    return worker_starts() - bots.starts_before


def wait_for_worker(qtbot):
    qtbot.waitUntil(
        lambda: bot_worker._shared._channel is not None and bot_worker._shared._channel.pid is not None, timeout=WAIT_MS
    )
    return worker_process_id()


def test_an_answer_arrives_and_is_legal(qtbot, runner):
    from minigame import GAME

    assert worker_process_id() is None  # started on the first question, not before
    match, seat = position()
    runner.think(GAME, match.view(seat), seat, "normal", 5)
    assert runner.busy
    kind, action = wait_for_answer(qtbot, runner)
    assert kind == "chosen" and action in match.legal_actions()
    assert not runner.busy
    match.apply(action)  # and the next question goes to the same worker
    runner.think(GAME, match.view(match.current_player), match.current_player, "normal", 6)
    kind, action = wait_for_answer(qtbot, runner, 2)
    assert kind == "chosen" and action in match.legal_actions()
    assert workers_started(runner) == 1


def test_a_real_game_is_asked_from_its_view(qtbot, runner):
    match = new_match("cloudy-kingdom", 3, seed=11)
    seat = match.current_player
    runner.think(match.game, match.view(seat), seat, "normal", 3)
    kind, action = wait_for_answer(qtbot, runner)
    assert kind == "chosen" and action in match.legal_actions()


def test_only_the_newest_question_is_answered(qtbot, runner):
    ask(runner, "sleepy", seed=1)
    ask(runner, "echo", seed=2)
    assert wait_for_answer(qtbot, runner) == ("chosen", ("echo", 2))
    qtbot.wait(400)  # longer than the sleepy bot thinks: its answer, were it coming, would be here
    assert runner.answers == [("chosen", ("echo", 2))]


def test_a_stale_answer_is_dropped_and_the_worker_kept(qtbot, runner):
    ask(runner, "echo", seed=1)
    wait_for_worker(qtbot)
    runner.cancel()
    assert not runner.busy
    qtbot.waitUntil(lambda: bot_worker._shared._in_flight is None, timeout=WAIT_MS)  # answered, dropped
    ask(runner, "echo", seed=2)
    assert wait_for_answer(qtbot, runner) == ("chosen", ("echo", 2))
    assert runner.answers == [("chosen", ("echo", 2))]
    assert workers_started(runner) == 1  # nobody waited while the stale question was answered: no restart


def test_an_answer_is_handed_on_in_a_turn_of_its_own_and_a_cancel_meanwhile_drops_it(qtbot, runner):
    """The answer read from the worker is passed on at the loop's next turn, not in the turn that
    read it (which may have done other work already): the move's layout comes after."""
    ask(runner, "echo", seed=1)
    at_the_read, cancel_at_the_read = [], []  # (the runner hears of an answer first)

    def read(*_):
        at_the_read.append((list(runner.answers), runner.busy))
        if cancel_at_the_read:
            runner.cancel()  # (as if a person took a move back just as the answer came)

    pool = bot_worker._shared
    pool.answered.connect(read)
    try:
        assert wait_for_answer(qtbot, runner) == ("chosen", ("echo", 1))
        assert at_the_read == [([], True)]  # not handed on in the read's turn
        assert not runner.busy
        cancel_at_the_read.append(True)
        ask(runner, "echo", seed=2)
        qtbot.waitUntil(lambda: len(at_the_read) == 2, timeout=WAIT_MS)
        qtbot.wait(50)
        assert runner.answers == [("chosen", ("echo", 1))] and not runner.busy
    finally:
        pool.answered.disconnect(read)


def test_a_worker_busy_with_a_stale_question_is_replaced(qtbot, runner):
    ask(runner, "slow", seed=1)
    first = wait_for_worker(qtbot)
    started = time.monotonic()
    ask(runner, "echo", seed=2)
    assert wait_for_answer(qtbot, runner) == ("chosen", ("echo", 2))
    assert time.monotonic() - started < slowbot.SLOW_SECONDS  # not waited for
    assert workers_started(runner) == 2 and worker_process_id() != first
    assert runner.answers == [("chosen", ("echo", 2))]


def test_between_two_tests_an_idle_worker_is_kept_and_a_thinking_one_stopped(qtbot, runner):
    """forget_questions (the window fixture's end, tests/conftest.py): the next test's questions
    go to the same idle worker; one still thinking for the last test is stopped, its answer
    never given."""
    ask(runner, "echo", seed=1)
    assert wait_for_answer(qtbot, runner) == ("chosen", ("echo", 1))
    idle = worker_process_id()
    bot_worker.forget_questions()
    assert worker_process_id() == idle
    ask(runner, "slow", seed=2)
    qtbot.waitUntil(lambda: bot_worker._shared._in_flight is not None, timeout=WAIT_MS)
    bot_worker.forget_questions()
    assert worker_process_id() is None and not bot_worker._shared._live
    ask(runner, "echo", seed=3)
    assert wait_for_answer(qtbot, runner, 2) == ("chosen", ("echo", 3))
    assert runner.answers == [("chosen", ("echo", 1)), ("chosen", ("echo", 3))]
    assert workers_started(runner) == 2


def test_a_killed_worker_is_reported_and_replaced(qtbot, runner):
    ask(runner, "slow")
    pid = wait_for_worker(qtbot)
    os.kill(pid, signal.SIGKILL)
    kind, reason = wait_for_answer(qtbot, runner)
    assert kind == "crashed" and "crashed" in reason
    assert not runner.busy
    match = ask(runner, "normal")
    kind, action = wait_for_answer(qtbot, runner, 2)
    assert kind == "chosen" and action in match.legal_actions()
    assert worker_process_id() not in (None, pid)


def test_a_worker_that_exits_mid_thought_is_reported(qtbot, runner):
    ask(runner, "exit")
    kind, reason = wait_for_answer(qtbot, runner)
    assert kind == "crashed" and "status 3" in reason
    ask(runner, "echo", seed=9)
    assert wait_for_answer(qtbot, runner, 2) == ("chosen", ("echo", 9))


def test_a_worker_that_never_answers_is_stopped_by_the_watchdog(qtbot, runner, monkeypatch):
    monkeypatch.setattr(bot_worker, "WATCHDOG_MS", 300)
    ask(runner, "slow")
    pid = worker_process_id()  # started at once (not necessarily ready: the watchdog may come first)
    assert pid is not None
    kind, reason = wait_for_answer(qtbot, runner)
    assert kind == "crashed" and "did not answer within 0.3 s" in reason
    qtbot.waitUntil(lambda: not Path(f"/proc/{pid}").exists() or _zombie(pid), timeout=WAIT_MS)  # killed
    monkeypatch.setattr(bot_worker, "WATCHDOG_MS", 60_000)
    ask(runner, "echo", seed=4)
    assert wait_for_answer(qtbot, runner, 2) == ("chosen", ("echo", 4))


def _zombie(pid):
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def test_a_bot_that_raises_is_reported_with_its_traceback(qtbot, runner):
    ask(runner, "fail")
    kind, details = wait_for_answer(qtbot, runner)
    assert kind == "failed"
    assert "Traceback" in details and "RuntimeError" in details and slowbot.FAILURE in details
    assert "slowbot.py" in details
    ask(runner, "echo", seed=3)  # the same worker goes on
    assert wait_for_answer(qtbot, runner, 2) == ("chosen", ("echo", 3))
    assert workers_started(runner) == 1


def test_a_game_that_cannot_travel_is_reported_as_failed(qtbot, runner):
    _, seat = position()
    runner.think(slowbot.GAME, lambda: None, seat, "normal", 1)  # a view that cannot be pickled
    kind, details = wait_for_answer(qtbot, runner)
    assert kind == "failed" and "pickle" in details.lower()


def test_shutting_down_while_the_bot_thinks_returns_promptly(qtbot, runner):
    ask(runner, "slow")
    pid = wait_for_worker(qtbot)
    started = time.monotonic()
    wait_for_workers()  # the old name still works
    assert time.monotonic() - started < 5  # the slow bot would take 30 s
    assert not Path(f"/proc/{pid}").exists() or _zombie(pid)
    assert worker_process_id() is None
    qtbot.wait(50)
    assert runner.answers == []  # quitting is not a crash
    ask(runner, "echo", seed=5)  # and a later question starts a new worker
    assert wait_for_answer(qtbot, runner) == ("chosen", ("echo", 5))


def test_the_worker_has_no_qt(qtbot, runner):
    ask(runner, "modules")
    kind, modules = wait_for_answer(qtbot, runner)
    assert kind == "chosen"
    assert "cloudtable.bot_process" in modules and "slowbot" in modules
    assert not [m for m in modules if m.startswith(("PySide6", "shiboken6", "cloudtable.ui"))]


def test_a_deleted_runner_leaves_no_question_behind(qtbot, runner):
    other = BotRunner()
    ask(other, "slow")
    wait_for_worker(qtbot)
    other.deleteLater()
    qtbot.waitUntil(lambda: not bot_worker._shared._live, timeout=WAIT_MS)
    ask(runner, "echo", seed=6)  # the slow question is nobody's: not waited for
    assert wait_for_answer(qtbot, runner) == ("chosen", ("echo", 6))


def test_the_command_line_starts_a_worker_without_qt(tmp_path):
    from cloudtable.bot_process import frame, read_frame, request_payload

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    worker = subprocess.Popen(
        [sys.executable, "-m", "cloudtable", "--bot-worker"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env,
        cwd=tmp_path,
    )
    try:
        worker.stdin.write(frame(("hello", sys.path)))
        match, seat = position()
        worker.stdin.write(frame((1, request_payload(slowbot.GAME, match.view(seat), seat, "modules", 1))))
        worker.stdin.flush()
        assert read_frame(worker.stdout) == (0, "ready", worker.pid)
        ticket, kind, value = read_frame(worker.stdout)
        import pickle

        modules = pickle.loads(value)
        assert (ticket, kind) == (1, "action") and not [m for m in modules if m.startswith("PySide6")]
        worker.stdin.close()
        assert worker.wait(timeout=30) == 0  # EOF: the end
    finally:
        worker.kill()


def _session_with(qtbot, level):
    from cloudtable.engine import Match, Seat
    from cloudtable.ui.session import GameSession

    seats = [Seat("Bot", kind="computer", level=level), Seat("Anna")]
    session = GameSession(Match(slowbot.GAME, 2, 1, {}, seats), autosave=False, bot_pause_ms=1)
    session.said = []
    session.problem.connect(lambda message: session.said.append(message.text))
    return session


@pytest.mark.parametrize("level, notice", [("exit", "BOT_RESTARTED"), ("fail", "BOT_RETRIED"), ("echo", "BOT_RETRIED")])
def test_a_computer_that_keeps_failing_is_asked_again_then_the_person_chooses_another_level(qtbot, qapp, level, notice):
    """A worker that dies, a bot that raises, an answer that is no legal move: each is asked
    again (a worker started anew) a few times, then the person is told plainly and lets
    another level play the seat, which then moves."""
    from cloudtable.engine import register, unregister
    from cloudtable.error_log import log_path
    from cloudtable.ui import session as session_module

    register(slowbot.GAME)
    try:
        session = _session_with(qtbot, level)
        starts = worker_starts()
        session.start()
        qtbot.waitUntil(lambda: session.stuck is not None, timeout=WAIT_MS)
        assert session.said.count(getattr(session_module, notice)) == session_module.CRASHES_TOLERATED
        assert session.said[-1] == session_module.BOT_STUCK and session.stuck == 0
        assert worker_starts() - starts >= session_module.CRASHES_TOLERATED  # a new worker each time
        assert session.match.steps == [] and not session.bot_busy
        assert log_path().exists() and log_path().stat().st_size > 0
        session.try_again("random")
        qtbot.waitUntil(lambda: len(session.match.steps) == 1, timeout=WAIT_MS)
        assert session.match.seats[0].level == "random" and session.stuck is None
        session.stop()
    finally:
        unregister(slowbot.GAME.id)
        shut_down_workers()


def test_a_computer_that_keeps_failing_is_offered_other_levels_in_the_window(qtbot, window):
    from cloudtable.engine import Match, Seat, register, unregister
    from cloudtable.ui.play import OtherLevel

    register(slowbot.GAME)
    try:
        import minigame_table
        from cloudtable.ui.games import register_table

        register_table(slowbot.GAME.id, minigame_table.TABLE)
        seats = [Seat("Bot", kind="computer", level="fail"), Seat("Anna")]
        window.start_match(Match(slowbot.GAME, 2, 1, {}, seats))
        qtbot.waitUntil(lambda: window.session.stuck is not None, timeout=WAIT_MS)
        prompt = window.prompt_bar.prompt
        from cloudtable.i18n import render

        assert render(prompt.text) == "Bot keeps failing on this move."
        levels = [b.action.level for b in prompt.buttons if isinstance(b.action, OtherLevel)]
        assert "fail" not in levels and "normal" in levels
        button = next(
            b
            for b, c in zip(window.prompt_bar.buttons, prompt.buttons, strict=True)
            if c.action == OtherLevel("normal")
        )
        button.click()
        qtbot.waitUntil(lambda: len(window.session.match.steps) == 1, timeout=WAIT_MS)
        assert window.session.match.seats[0].level == "normal"
    finally:
        unregister(slowbot.GAME.id)
        shut_down_workers()


def test_a_slow_computer_is_said_to_take_long(qtbot, qapp, monkeypatch):
    from cloudtable.engine import register, unregister
    from cloudtable.ui.session import BOT_SLOW

    monkeypatch.setattr(bot_worker, "SLOW_MS", 50)
    register(slowbot.GAME)
    try:
        session = _session_with(qtbot, "slow")
        session.start()
        qtbot.waitUntil(lambda: BOT_SLOW in session.said, timeout=WAIT_MS)
        session.stop()
    finally:
        unregister(slowbot.GAME.id)
        shut_down_workers()


@pytest.mark.parametrize("frame_value", [("not", "three"), (1, "action"), "a string", ("1", "action", b""), 42])
def test_a_frame_of_the_wrong_shape_is_reported_as_a_crash_not_raised(qtbot, runner, frame_value):
    """A frame that unpickles to something else than (ticket, kind, value) was a TypeError in the
    reader; it is now taken as a worker that cannot be trusted: reported and replaced."""
    from cloudtable.bot_process import frame

    ask(runner, "slow")
    wait_for_worker(qtbot)
    channel = bot_worker._shared._channel
    channel.buffer += frame(frame_value)
    bot_worker._shared._read(channel)
    kind, reason = wait_for_answer(qtbot, runner)
    assert kind == "crashed" and "unreadable" in reason


@pytest.mark.parametrize(
    "game_id,players", [(game_id, contract.most_players(game_id, 4)) for game_id in contract.game_ids()]
)
def test_a_session_hands_the_bots_only_their_view_and_nothing_leads_to_the_deal(
    qtbot, qapp, monkeypatch, real_bot_secrets, game_id, players
):
    """Issue 18: all that crosses to the computer players' process over a game is the game, the
    view, the seat, the level and the bot's seed; the audit's attack on it recovers nothing."""
    import pickle

    from bot_attack import ints_in, seed_candidates
    from cloudtable.engine import Seat, bot_seed
    from cloudtable.ui.session import GameSession

    seats = [Seat(f"Bot {i}", kind="computer", level="random") for i in range(players)]
    session = GameSession(
        new_match(game_id, players, seed=0xD1CE_5EED_0000_0042, seats=seats), autosave=False, bot_pause_ms=1
    )
    match, sent = session.match, []

    def spy(*args):
        game, view, seat = args[:3]  # checked after the game (an error here would be the bot's)
        its_view = seat == match.current_player and game.snapshot(view) == game.snapshot(match.view(seat))
        sent.append((args, its_view, match.seed, match.state_copy().rng.state, len(match.steps), bot_seed(match)))
        return real_payload(*args)

    real_payload = bot_worker.request_payload
    monkeypatch.setattr(bot_worker, "request_payload", spy)
    try:
        session.start()
        qtbot.waitUntil(lambda: len(match.steps) >= 12 or match.is_over, timeout=WAIT_MS)
        session.stop()
    finally:
        shut_down_workers()
    assert len(sent) >= 12 or match.is_over and len(sent) == len(match.steps)  # (a short game: every move)
    for (game, view, seat, level, seed), its_view, deal_seed, rng_state, moves, expected_seed in sent:
        assert its_view and (game, level, seed) == (match.game, "random", expected_seed)
        received = ints_in(pickle.dumps((game, view, seat, level, seed)))
        assert deal_seed not in received and rng_state not in received
        assert deal_seed not in seed_candidates(received, moves)
