"""The PyInstaller one-folder bundle: built once per session from packaging/cloudtable.spec, then
started offscreen, so a data file the spec forgot fails here and not on a player's machine."""

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cloudtable import __version__, desktop_integration as di

# One worker runs them all (make test's --dist loadgroup): the session's bundle is built once,
# not once on each worker that meets one of them (both workers built it).
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("bundle")]

ROOT = Path(__file__).parent.parent.parent
LANGUAGES = ("fr", "de", "nl")


@pytest.fixture(scope="session")
def bundle(tmp_path_factory) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        if os.environ.get("CI"):
            pytest.fail("PyInstaller is missing in CI: it is in the test extra of pyproject.toml")
        pytest.skip("PyInstaller is not installed (pip install pyinstaller, or '.[test]')")
    where = tmp_path_factory.mktemp("bundle")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(where / "dist"),
            "--workpath",
            str(where / "work"),
            str(ROOT / "packaging" / "cloudtable.spec"),
        ],
        capture_output=True,
        text=True,
        cwd=where,
        timeout=900,
    )
    assert out.returncode == 0, out.stderr[-4000:]
    return where / "dist" / "cloudtable"


def start(bundle: Path, *args, tmp_path: Path, timeout=120):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    env.pop("PYTHONPATH", None)  # the bundle must not find the checkout
    return subprocess.run(
        [str(bundle / "cloudtable"), *args], capture_output=True, text=True, env=env, timeout=timeout, cwd=tmp_path
    )


def remembered_language(tmp_path: Path) -> str | None:
    settings = tmp_path / "config" / "cloudtable" / "cloudtable.conf"
    found = re.search(r"^language=(\w+)$", settings.read_text(encoding="utf-8"), re.M)
    return found and found.group(1)


def relative_files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


def test_bundle_carries_every_data_file(bundle):
    inside = bundle / "_internal"
    package = inside / "cloudtable"
    assert relative_files(ROOT / "resources") <= relative_files(package / "resources")
    assert relative_files(ROOT / "packaging" / "linux") == relative_files(package / "resources" / "linux")
    for ts in (ROOT / "translations").glob("*.ts"):
        assert (package / "translations" / f"{ts.stem}.qm").is_file(), ts.stem
    qt = inside / "PySide6" / "Qt" / "translations"
    for code in LANGUAGES:
        assert (qt / f"qtbase_{code}.qm").is_file(), code
    # Only our languages of Qt's own: the others would only make the download bigger.
    assert not [p.name for p in qt.glob("qtbase_*.qm") if p.stem.split("_", 1)[1] not in (*LANGUAGES, "en")]


def test_bundle_tells_its_version(bundle, tmp_path):
    out = start(bundle, "--version", tmp_path=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"cloudtable {__version__}"


def test_bundle_opens_a_save_and_quits(bundle, tmp_path):
    from cloudtable.engine import new_match

    save = tmp_path / "game.cloudtable"
    save.write_text(new_match("cloudy-kingdom", 3, seed=5).to_json(), encoding="utf-8")
    for language in ("en", *LANGUAGES):
        out = start(bundle, str(save), "--lang", language, "--quit-after", "400", tmp_path=tmp_path)
        assert out.returncode == 0, f"{language}: {out.stderr}"
        # The app keeps a --lang only when it could load that language's .qm from the bundle.
        assert remembered_language(tmp_path) == language
    broken = tmp_path / "broken.cloudtable"
    broken.write_text("{", encoding="utf-8")
    assert start(bundle, str(broken), "--quit-after", "400", tmp_path=tmp_path).returncode == 1


def test_bundle_installs_its_desktop_entry(bundle, tmp_path):
    out = start(bundle, "--install-desktop", tmp_path=tmp_path)
    assert out.returncode == 0, out.stderr
    entry = (tmp_path / "data" / "applications" / di.DESKTOP_FILE).read_text(encoding="utf-8")
    assert f"Exec={di.exec_quote(str(bundle / 'cloudtable'))} %f" in entry.splitlines()


def test_bundle_hosts_a_table_others_join_without_loading_qt(bundle, tmp_path):
    """`cloudtable host` from the bundle (as the window starts it: ui/host_process.py) listens on
    loopback, announces its table (zeroconf and ifaddr are inside) and a client sits at it
    (websockets is inside); the host process loads no Qt, and ends cleanly."""
    import json
    import select
    import signal

    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("PYTHONPATH", None)
    command = [str(bundle / "cloudtable"), "host", "cloud9", "--seats", "open,computer:random", "--port", "0"]
    command += ["--address", "127.0.0.1", "--own-seat", "Ada", "--advertise"]
    host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=tmp_path)
    try:
        ready, _, _ = select.select([host.stdout], [], [], 120)
        line = host.stdout.readline() if ready else b""
        assert line, host.stderr.read1(4000) if host.poll() is not None else "the host said nothing"
        info = json.loads(line)
        from websockets.sync.client import connect

        from cloudtable.net.certificate import client_context, fingerprint
        from cloudtable.net.protocol import PROTOCOL

        assert info["listening"] == f"wss://127.0.0.1:{info['port']}"  # (its certificate made by the bundle)
        with connect(info["listening"], open_timeout=20, ssl=client_context()) as ada:
            shown = ada.socket.getpeercert(binary_form=True)
            assert fingerprint(shown).hex() == info["fingerprint"]
            ada.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "app": "cloudtable", "version": "t"}))
            assert json.loads(ada.recv(20))["type"] == "welcome"
            ada.send(json.dumps({"type": "resume", "token": info["token"], "last": 0, "chat": 0}))
            kinds = [json.loads(ada.recv(20))["type"] for _ in range(4)]
            assert kinds == ["seated", "seats", "commitment", "update"]  # (the deal waits for Ada's value)
        maps = Path(f"/proc/{host.pid}/maps")
        if maps.exists():
            loaded = maps.read_text()
            assert "libQt6" not in loaded and "zeroconf" in loaded  # (its compiled parts: it announces)
        assert host.poll() is None
    finally:
        if host.poll() is None:
            os.kill(host.pid, signal.SIGTERM)
            host.wait(30)
    errors = host.stderr.read().decode(errors="replace")
    assert host.returncode == 0 and "Traceback" not in errors, errors[-4000:]
