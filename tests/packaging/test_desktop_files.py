"""The Linux desktop files, the icon and `cloudtable --install-desktop`.

The validators come from Debian's desktop-file-utils, appstream and shared-mime-info; a test
that needs one is skipped when it is missing, except in CI, where .ci/run installs them.
"""

import configparser
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cloudtable import __version__, desktop_integration as di
from cloudtable.__main__ import main

ROOT = Path(__file__).parent.parent.parent
LINUX = ROOT / "packaging" / "linux"
ICONS = ROOT / "resources" / "icons"
LANGUAGES = ("fr", "de", "nl")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is missing in CI: .ci/run should have installed Debian's {package}")
        pytest.skip(f"{name} is not installed (Debian package {package}); CI runs this check")
    return found


def desktop_entry(text: str | None = None) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(text or (LINUX / di.DESKTOP_FILE).read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(LINUX / di.METAINFO_FILE).getroot()


def mime_type() -> ET.Element:
    return ET.parse(LINUX / di.MIME_FILE).getroot().find(f"{MIME_NS}mime-type")


# --- the files agree with each other and with the app -------------------------------------------
def test_one_app_id_everywhere(qapp):
    from cloudtable.ui.app import make_application

    app = make_application()
    assert app.desktopFileName() == di.APP_ID  # Wayland matches windows to the entry by it
    assert not app.windowIcon().isNull()  # title bars and task switchers show it
    assert metainfo().findtext("id") == di.APP_ID
    assert metainfo().findtext("launchable") == di.DESKTOP_FILE
    assert desktop_entry()["Icon"] == di.APP_ID
    assert mime_type().find(f"{MIME_NS}icon").get("name") == di.APP_ID


def test_desktop_entry_says_what_the_issue_asks():
    entry = desktop_entry()
    assert entry["Categories"] == "Game;CardGame;BoardGame;"
    assert entry["MimeType"] == f"{di.MIME_TYPE};"
    assert entry["Exec"].split()[-1] == "%f"  # a double-clicked save arrives as FILE
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for language in LANGUAGES:
            assert entry.get(f"{key}[{language}]"), f"{key}[{language}] is missing"


def test_mime_type_registers_saves():
    element = mime_type()
    assert element.get("type") == di.MIME_TYPE
    assert [g.get("pattern") for g in element.iter(f"{MIME_NS}glob")] == ["*.cloudtable"]
    comments = {c.get(XML_LANG) for c in element.iter(f"{MIME_NS}comment")}
    assert comments == {None, *LANGUAGES}


def test_metainfo_has_this_release_and_the_screenshot():
    root = metainfo()
    newest = root.find("releases/release")
    assert newest.get("version") == __version__, "add release notes for this version to the metainfo"
    assert newest.find("description/p") is not None
    image = root.find("screenshots/screenshot/image")
    assert image.text.endswith("/docs/screenshot.png")
    from PySide6.QtGui import QImageReader

    size = QImageReader(str(ROOT / "docs" / "screenshot.png")).size()
    assert (size.width(), size.height()) == (int(image.get("width")), int(image.get("height")))
    summaries = {s.get(XML_LANG) for s in root.iter("summary")}
    assert summaries == {None, *LANGUAGES}


def test_screenshot_script_makes_the_picture_the_metainfo_announces(tmp_path):
    shot = tmp_path / "shot.png"
    environ = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_screenshot.py"), str(shot)],
        capture_output=True,
        text=True,
        env=environ,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    from PySide6.QtGui import QImageReader

    image = metainfo().find("screenshots/screenshot/image")
    size = QImageReader(str(shot)).size()
    assert (size.width(), size.height()) == (int(image.get("width")), int(image.get("height")))


# --- the validators ---------------------------------------------------------------------------------
def test_desktop_entry_validates():
    validate = tool("desktop-file-validate", "desktop-file-utils")
    out = subprocess.run([validate, str(LINUX / di.DESKTOP_FILE)], capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


def test_metainfo_validates():
    appstreamcli = tool("appstreamcli", "appstream")
    out = subprocess.run(
        [appstreamcli, "validate", "--no-net", "--explain", str(LINUX / di.METAINFO_FILE)],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_installed_entry_validates(tmp_path):
    """The entry as written for a user, with the command's path in it, is valid too."""
    validate = tool("desktop-file-validate", "desktop-file-utils")
    installed = tmp_path / di.DESKTOP_FILE
    installed.write_text(di.desktop_entry(["/opt/my games/cloudtable $HOME"]), encoding="utf-8")
    out = subprocess.run([validate, str(installed)], capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


# --- the icon -----------------------------------------------------------------------------------------
def test_icon_in_every_size(qapp):
    from PySide6.QtGui import QImage

    from cloudtable.ui.app import app_icon

    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(ICONS / f"cloudtable-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    icon = app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= {16, 32, 48, 256}


def test_ico_and_icns_hold_their_sizes(qapp):
    from PySide6.QtGui import QImageReader

    def sizes(path):
        reader = QImageReader(str(path))
        found = []
        for index in range(reader.imageCount()):
            reader.jumpToImage(index)
            found.append(reader.read().width())
        return found

    assert sizes(ICONS / "cloudtable.ico") == [16, 24, 32, 48, 64, 128, 256]
    assert (ICONS / "cloudtable.icns").read_bytes()[:4] == b"icns"
    assert sizes(ICONS / "cloudtable.icns") == [16, 32, 64, 128, 256, 512]


# --- --install-desktop ----------------------------------------------------------------------------------
def test_exec_quoting():
    assert di.exec_quote("/usr/bin/cloudtable") == "/usr/bin/cloudtable"
    assert di.exec_quote("/a b/c") == '"/a b/c"'
    # Inside quotes \ " ` $ get a backslash, then the key file doubles every backslash.
    assert di.exec_quote('/x$"y') == '"/x\\\\$\\\\"y"'
    assert di.exec_quote("50%") == "50%%"


def test_install_and_uninstall(private_folders, capsys):
    data = private_folders / "data"  # XDG_DATA_HOME, set by conftest
    assert main(["--install-desktop"]) == 0
    entry_path = data / "applications" / di.DESKTOP_FILE
    entry = desktop_entry(entry_path.read_text(encoding="utf-8"))
    command = entry["Exec"].removesuffix(" %f")
    assert command == " ".join(di.exec_quote(part) for part in di.launch_command())
    for size in (16, 48, 256, 512):
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{di.APP_ID}.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{di.APP_ID}.svg").is_file()
    assert (data / "mime" / "packages" / f"{di.APP_ID}.xml").is_file()
    assert (data / "metainfo" / di.METAINFO_FILE).is_file()
    out = capsys.readouterr().out
    assert str(entry_path) in out

    assert main(["--install-desktop"]) == 0  # again: the same files, replaced
    assert main(["--uninstall-desktop"]) == 0
    left = [p for p in data.rglob(f"{di.APP_ID}*") if p.is_file()]
    assert left == []
    assert "files removed" in capsys.readouterr().out
    assert main(["--uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_install_registers_the_mime_type(private_folders):
    tool("update-mime-database", "shared-mime-info")
    data = private_folders / "data"
    di.install(data)
    globs = (data / "mime" / "globs2").read_text()
    assert re.search(rf"^\d+:{re.escape(di.MIME_TYPE)}:\*\.cloudtable$", globs, re.M)
    di.uninstall(data)
    assert di.MIME_TYPE not in (data / "mime" / "globs2").read_text()


def test_install_and_uninstall_are_exclusive(capsys):
    with pytest.raises(SystemExit):
        main(["--install-desktop", "--uninstall-desktop"])
    assert "not allowed with" in capsys.readouterr().err


def _install_with_command(monkeypatch, data: Path, command: list[str]) -> configparser.SectionProxy:
    monkeypatch.setattr(di, "launch_command", lambda: command)
    di.install(data)
    return desktop_entry((data / "applications" / di.DESKTOP_FILE).read_text(encoding="utf-8"))


def test_a_path_with_a_percent_sign_is_started_through_a_launcher_that_gio_can_run(tmp_path, monkeypatch):
    folder = tmp_path / "50% off"
    folder.mkdir()
    program = folder / "cloudtable"
    marker = tmp_path / "launched.txt"
    program.write_text(f"#!/bin/sh\necho \"$@\" > '{marker}'\n")
    program.chmod(0o755)
    data = tmp_path / "data"
    entry = _install_with_command(monkeypatch, data, [str(program)])
    launcher = di.launcher_path(data)
    assert entry["Exec"] == f"{launcher} %f" and "%%" not in entry["Exec"]
    assert os.access(launcher, os.X_OK)
    subprocess.run([str(launcher), "game.cloudtable"], check=True)
    assert marker.read_text().strip() == "game.cloudtable"
    gio = shutil.which("gio")
    if gio is not None:  # what the desktop does on a double-click
        marker.unlink()
        subprocess.run(
            [gio, "launch", str(data / "applications" / di.DESKTOP_FILE), "/tmp/x.cloudtable"],
            check=True,
            env=dict(os.environ, XDG_DATA_HOME=str(data)),
            timeout=30,
        )
        for _ in range(50):
            if marker.exists():
                break
            import time

            time.sleep(0.1)
        assert marker.read_text().strip().endswith("x.cloudtable")
    di.uninstall(data)
    assert not launcher.exists()


def test_a_line_break_in_the_path_goes_through_the_launcher_too(tmp_path, monkeypatch):
    data = tmp_path / "data"
    entry = _install_with_command(monkeypatch, data, ["/opt/odd\nname/cloudtable"])
    assert "\n" not in entry["Exec"] and entry["Exec"].startswith(str(di.launcher_path(data)))
    assert "'/opt/odd\nname/cloudtable'" in di.launcher_path(data).read_text()


def test_a_data_folder_that_no_entry_can_name_is_refused(tmp_path, monkeypatch, capsys):
    data = tmp_path / "100%"
    monkeypatch.setattr(di, "launch_command", lambda: ["/opt/a%b/cloudtable"])
    with pytest.raises(di.DesktopIntegrationError) as error:
        di.install(data)
    assert "XDG_DATA_HOME" in str(error.value)
    assert not (data / "applications" / di.DESKTOP_FILE).exists()
