"""`cloudtable --install-desktop`: a menu entry, icons and the saves' file type for this user.

After `pipx install cloudtable` or `pip install --user cloudtable` nothing tells the desktop
that the app exists. This puts the freedesktop.org files from packaging/linux (shipped in the
package as resources/linux) into the user's own data folder (`$XDG_DATA_HOME`, else
`~/.local/share`), with the entry's command pointing at this very installation, and refreshes
the desktop's caches when their tools are there. No Qt is needed.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from platformdirs import user_data_path

from .paths import PACKAGE, resources_dir

APP_ID = "io.github.cloudtable.CloudTable"  # also the Qt desktop file name (ui/app.py)
MIME_TYPE = "application/x-cloudtable"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
MIME_FILE = f"{APP_ID}.mime.xml"


class DesktopIntegrationError(Exception):
    pass


def linux_files_dir() -> Path:
    """The desktop entry, metainfo and MIME files: in the package once built, else in the checkout."""
    for path in (resources_dir() / "linux", PACKAGE.parent / "packaging" / "linux"):
        if (path / DESKTOP_FILE).is_file():
            return path
    raise DesktopIntegrationError("the desktop entry is missing from this installation of cloudtable")


def icons_dir() -> Path:
    return resources_dir() / "icons"


def launch_command() -> list[str]:
    """How the desktop should start this installation of cloudtable."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle
        return [sys.executable]
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.stem == "cloudtable" and script.is_file():
        # The installed command itself (pipx links it from ~/.local/bin): not resolved, so that
        # the entry keeps working after an upgrade replaces what the link points to.
        return [str(script.absolute())]
    return [sys.executable, "-m", "cloudtable"]


# GLib checks an entry's command before it expands field codes, so a "%%" in it (the
# spec's way to write "%") fails there ("Unable to load application information"); a line
# break cannot be written in a key at all. Such a command is started through a small
# launcher script instead, written where the desktop file lives.
_NOT_IN_EXEC = re.compile(r"[%\x00-\x1f\x7f]")
LAUNCHER = Path("cloudtable") / "launch-cloudtable"


def launcher_path(data_home: Path) -> Path:
    return data_home / LAUNCHER


def launcher_script(command: list[str]) -> str:
    return (
        "#!/bin/sh\n# Written by cloudtable --install-desktop: starts this installation.\nexec "
        + " ".join(shlex.quote(part) for part in command)
        + ' "$@"\n'
    )


def entry_command(data_home: Path, command: list[str]) -> tuple[list[str], str | None]:
    """The command the desktop entry runs, and the launcher script to write for it (or None)."""
    if not any(_NOT_IN_EXEC.search(part) for part in command):
        return command, None
    launcher = launcher_path(data_home)
    if _NOT_IN_EXEC.search(str(launcher)):
        raise DesktopIntegrationError(
            f"the folder {str(data_home)!r} holds a '%' or a control character, which a desktop entry "
            "cannot start a program from; set XDG_DATA_HOME to a folder without them"
        )
    return [str(launcher)], launcher_script(command)


def exec_quote(argument: str) -> str:
    """One argument of a desktop entry's Exec key, quoted as the Desktop Entry spec says."""
    argument = argument.replace("%", "%%")
    if re.search(r"[\s\"'\\><~|&;$*?#()`=]", argument):
        argument = '"' + re.sub(r'(["`$\\])', r"\\\1", argument) + '"'
    return argument.replace("\\", "\\\\")  # the string escape of the key file format itself


def desktop_entry(command: list[str]) -> str:
    """The shipped desktop entry with its Exec line pointing at `command`."""
    text = (linux_files_dir() / DESKTOP_FILE).read_text(encoding="utf-8")
    exec_line = "Exec=" + " ".join(exec_quote(part) for part in command) + " %f"
    text, count = re.subn(r"(?m)^Exec=.*$", lambda _: exec_line, text)
    if count != 1:
        raise DesktopIntegrationError("the shipped desktop entry has no single Exec line")
    return text


def _icon_sizes() -> dict[int, Path]:
    sizes = {}
    for path in icons_dir().glob("cloudtable-*.png"):
        size = path.stem.rsplit("-", 1)[1]
        if size.isdigit():
            sizes[int(size)] = path
    return sizes


def planned_files(data_home: Path) -> dict[Path, Path | str]:
    """Every file the integration writes: target -> source file, or the text to write."""
    command, launcher = entry_command(data_home, launch_command())
    files: dict[Path, Path | str] = {
        data_home / "applications" / DESKTOP_FILE: desktop_entry(command),
        data_home / "metainfo" / METAINFO_FILE: linux_files_dir() / METAINFO_FILE,
        data_home / "mime" / "packages" / f"{APP_ID}.xml": linux_files_dir() / MIME_FILE,
        data_home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg": icons_dir() / "cloudtable.svg",
    }
    for size, path in sorted(_icon_sizes().items()):
        files[data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = path
    if launcher is not None:
        files[launcher_path(data_home)] = launcher
    return files


def _target_names(data_home: Path) -> list[Path]:
    """What uninstall removes: the same names, found without needing the sources."""
    names = [
        data_home / "applications" / DESKTOP_FILE,
        data_home / "metainfo" / METAINFO_FILE,
        data_home / "mime" / "packages" / f"{APP_ID}.xml",
        launcher_path(data_home),
    ]
    names += sorted((data_home / "icons" / "hicolor").glob(f"*/apps/{APP_ID}.*"))
    return names


def _refresh_caches(data_home: Path) -> list[str]:
    """Tell the desktop; each tool is optional (a desktop without it rescans by itself)."""
    ran = []
    for tool, args in (
        ("update-mime-database", [str(data_home / "mime")]),
        ("update-desktop-database", ["-q", str(data_home / "applications")]),
        ("gtk-update-icon-cache", ["-q", "-f", "-t", str(data_home / "icons" / "hicolor")]),
    ):
        found = shutil.which(tool)
        if found and Path(args[-1]).is_dir():
            subprocess.run([found, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            ran.append(tool)
    return ran


def _check_platform() -> None:
    if sys.platform in ("win32", "darwin"):
        raise DesktopIntegrationError(
            "--install-desktop is for Linux and other freedesktop.org desktops; on Windows and macOS "
            "use the bundle described in packaging/README.md"
        )


def install(data_home: Path | None = None) -> list[Path]:
    """Write the entry, icons, metainfo and MIME type; return the files written."""
    _check_platform()
    data_home = data_home or user_data_path()
    written = []
    for target, source in planned_files(data_home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(source, Path):
            shutil.copyfile(source, target)
        else:
            target.write_text(source, encoding="utf-8")
        if target == launcher_path(data_home):
            target.chmod(0o755)
        written.append(target)
    _refresh_caches(data_home)
    return written


def uninstall(data_home: Path | None = None) -> list[Path]:
    """Remove what `install` wrote; return the files removed."""
    _check_platform()
    data_home = data_home or user_data_path()
    removed = []
    for target in _target_names(data_home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh_caches(data_home)
    return removed


def command_line(install_it: bool) -> int:
    """`--install-desktop` / `--uninstall-desktop`: do it and say what was done."""
    try:
        paths = install() if install_it else uninstall()
    except (DesktopIntegrationError, OSError) as error:
        print(f"cloudtable: {error}", file=sys.stderr)
        return 1
    if install_it:
        print(f"cloudtable is now in your desktop's menu ({len(paths)} files written):")
    elif paths:
        print(f"cloudtable is no longer in your desktop's menu ({len(paths)} files removed):")
    else:
        print("cloudtable was not installed in your desktop's menu: nothing to remove.")
    for path in paths:
        print(f"  {path}")
    return 0
