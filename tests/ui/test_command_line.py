"""The command line: --version, --help, --lang, and opening a saved game."""

import os
import subprocess
import sys
from pathlib import Path

from cloudtable import __version__
from cloudtable.engine import new_match

ROOT = Path(__file__).parent.parent.parent


def run(*args, tmp_path, timeout=60):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
    )
    return subprocess.run(
        [sys.executable, "-m", "cloudtable", *args], capture_output=True, text=True, env=env, timeout=timeout, cwd=ROOT
    )


def test_version_and_help(tmp_path):
    out = run("--version", tmp_path=tmp_path)
    assert out.returncode == 0 and out.stdout.strip() == f"cloudtable {__version__}"
    out = run("--help", tmp_path=tmp_path)
    assert out.returncode == 0 and "--lang" in out.stdout and "FILE.cloudtable" in out.stdout


def test_bad_language_is_refused(tmp_path):
    out = run("--lang", "xx", tmp_path=tmp_path)
    assert out.returncode == 2 and "invalid choice" in out.stderr


def test_opens_a_saved_game_and_quits(tmp_path):
    # The real game ids need their tables; a Cloud 9 save is used once that exists, any
    # registered game otherwise. The test game lives in tests/, so save a file by hand.
    save = tmp_path / "game.cloudtable"
    good = _first_playable_save()
    if good is None:
        import pytest

        pytest.skip("no built-in game with a table yet")
    save.write_text(good)
    out = run(str(save), "--lang", "fr", "--quit-after", "300", tmp_path=tmp_path)
    assert out.returncode == 0, out.stderr
    broken = tmp_path / "broken.cloudtable"
    broken.write_text("{")
    out = run(str(broken), "--quit-after", "300", tmp_path=tmp_path)
    assert out.returncode == 1


def _first_playable_save():
    from cloudtable.engine import UnknownGame
    from cloudtable.engine.registry import builtin_ids
    from cloudtable.ui.games import has_table

    for game_id in builtin_ids():
        try:
            if has_table(game_id):
                return new_match(game_id, 2, seed=1).to_json()
        except UnknownGame:
            continue
    return None


def test_no_arguments_means_what_argparse_would_say():
    from cloudtable.__main__ import NO_ARGUMENTS, parse_args

    assert parse_args([]) == NO_ARGUMENTS


def test_a_file_open_event_asks_to_open_the_save(qapp, qtbot, tmp_path):
    # macOS: a double-click on a save in the Finder reaches a running app this way.
    from PySide6.QtGui import QFileOpenEvent

    path = str(tmp_path / "game.cloudtable")
    with qtbot.waitSignal(qapp.file_open_requested) as signal:
        qapp.sendEvent(qapp, QFileOpenEvent(path))
    assert signal.args == [path]


def test_a_file_that_cannot_be_opened_exits_non_zero_with_the_reason_on_stderr(tmp_path):
    fifo = tmp_path / "pipe.cloudtable"
    os.mkfifo(fifo)
    out = run(str(fifo), "--quit-after", "300", tmp_path=tmp_path)
    assert out.returncode == 1
    assert "pipe.cloudtable cannot be opened" in out.stderr and "not a file" in out.stderr


def test_without_a_screen_it_says_so_instead_of_aborting(tmp_path):
    env = dict(
        os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(ROOT)
    )
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    out = subprocess.run(
        [sys.executable, "-m", "cloudtable"], capture_output=True, text=True, env=env, timeout=60, cwd=ROOT
    )
    assert out.returncode == 1 and "no screen" in out.stderr and "Aborted" not in out.stderr


def test_missing_system_libraries_are_named_with_the_line_that_installs_them(monkeypatch):
    from cloudtable import system_check

    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(system_check, "missing_quickly", lambda: ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    text = system_check.problem()
    assert "libxcb-icccm.so.4" in text and "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in text
    monkeypatch.setattr(system_check, "missing_quickly", lambda: [])
    assert system_check.problem() is None
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # another platform: nothing to check
    monkeypatch.setattr(system_check, "missing_quickly", lambda: ["libxcb.so.1"])
    assert system_check.problem() is None


def test_the_thorough_check_reads_the_plugin_s_real_dependencies():
    from cloudtable import system_check

    plugin = system_check.xcb_plugin()
    if plugin is None or sys.platform != "linux":
        import pytest

        pytest.skip("no X11 plugin here")
    thorough = set(system_check.missing_by_ldd(plugin))
    quick = set(system_check.missing_quickly())
    assert thorough & set(system_check.XCB_PACKAGES) == quick  # the two ways agree
    assert thorough <= set(system_check.PACKAGES)  # and every missing library has its package


def test_a_name_too_long_or_a_folder_that_cannot_be_entered_exits_non_zero_with_the_reason(tmp_path):
    long_name = tmp_path / ("x" * 300 + ".cloudtable")
    out = run(str(long_name), "--quit-after", "300", tmp_path=tmp_path)
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert "cannot be opened" in out.stderr
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "game.cloudtable").write_text(new_match("cloud9", 2, seed=1).to_json())
    locked.chmod(0)
    try:
        # As root (CI) the folder can be entered all the same: then the save opens.
        out = run(str(locked / "game.cloudtable"), "--quit-after", "300", tmp_path=tmp_path)
    finally:
        locked.chmod(0o700)
    assert "Traceback" not in out.stderr, out.stderr
    assert out.returncode == (0 if os.geteuid() == 0 else 1)


def test_ctrl_c_in_the_terminal_closes_the_app_without_a_traceback(tmp_path):
    import signal
    import time

    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
    )
    child = subprocess.Popen(
        [sys.executable, "-m", "cloudtable", "--quit-after", "60000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    try:
        time.sleep(4)  # the window is up and Qt's loop is waiting
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
