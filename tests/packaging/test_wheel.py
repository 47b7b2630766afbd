"""`pip wheel .` makes a wheel that works on its own: installed into a fresh virtual environment,
its `cloudtable` command starts with every translation and resource present.

The build runs on a copy of the sources, so it leaves no build/ or .egg-info in the checkout
(and a stale build/ there cannot hide a missing file). The fresh environment gets the wheel alone;
the distributions it declares (and theirs, and so on) are the ones this test environment already
has, linked into one folder the environment sees, not copied again by pip (PySide6 alone is
hundreds of megabytes): a dependency the wheel forgot to declare is not in that folder, and the
command fails to start as it would after `pip install`.
"""

import email.parser
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from cloudtable import __version__, desktop_integration as di

# One worker runs them all (make test's --dist loadgroup): the session's wheel is built once,
# not once on each worker that meets one of them (both workers built it).
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("wheel")]

ROOT = Path(__file__).parent.parent.parent
SOURCES = [
    "pyproject.toml",
    "setup.py",
    "cloudtable_build.py",
    "README.md",
    "MANIFEST.in",
    "cloudtable",
    "resources",
    "translations",
    "packaging/linux",
]
LANGUAGES = ("fr", "de", "nl")


def pip(python: Path | str, *args, cwd: Path):
    out = subprocess.run(
        [str(python), "-m", "pip", "--disable-pip-version-check", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=900,
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    return out


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    where = tmp_path_factory.mktemp("wheel")
    source = where / "source"
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.qm"))
        else:
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    # Without build isolation (as the Makefile's install): the build's requirements, PySide6 for
    # lrelease and setuptools, are those of this environment, not copied into a new one each run.
    pip(
        sys.executable,
        "wheel",
        "--no-deps",
        "--no-build-isolation",
        "--quiet",
        "-w",
        str(where / "dist"),
        ".",
        cwd=source,
    )
    [built] = (where / "dist").glob("cloudtable-*.whl")
    return built


def declared_dependencies(wheel: Path) -> list[importlib.metadata.Distribution]:
    """The distributions of this environment that the wheel's Requires-Dist names, and theirs, and
    so on (extras followed, markers evaluated); each must satisfy the version its requirer asks."""
    with zipfile.ZipFile(wheel) as archive:
        [name] = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = email.parser.Parser().parsestr(archive.read(name).decode())
    wanted = [Requirement(r) for r in metadata.get_all("Requires-Dist") or []]
    wanted = [r for r in wanted if r.marker is None or r.marker.evaluate({"extra": ""})]
    found: dict[str, importlib.metadata.Distribution] = {}
    followed: set[tuple[str, frozenset[str]]] = set()
    while wanted:
        requirement = wanted.pop()
        key = (canonicalize_name(requirement.name), frozenset(requirement.extras))
        if key in followed:
            continue
        followed.add(key)
        dist = importlib.metadata.distribution(requirement.name)
        assert requirement.specifier.contains(dist.version, prereleases=True), (requirement, dist.version)
        found[key[0]] = dist
        for text in dist.requires or []:
            sub = Requirement(text)
            if sub.marker is None or any(sub.marker.evaluate({"extra": e}) for e in (*requirement.extras, "")):
                wanted.append(sub)
    return list(found.values())


@pytest.fixture(scope="session")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh virtual environment with only the wheel and what it depends on."""
    where = tmp_path_factory.mktemp("venv")
    venv.create(where / "env", with_pip=False)
    python = where / "env" / "bin" / "python"
    pip(sys.executable, "--python", str(python), "install", "--quiet", "--no-deps", "--no-index", str(wheel), cwd=where)
    linked = where / "dependencies"
    linked.mkdir()
    for dist in declared_dependencies(wheel):
        assert dist.files, f"{dist.metadata['Name']} lists no files"
        for top in {f.parts[0] for f in dist.files} - {"..", "__pycache__"}:
            if not (linked / top).exists() and Path(dist.locate_file(top)).exists():
                (linked / top).symlink_to(dist.locate_file(top))
    [site] = (where / "env" / "lib").glob("python3*/site-packages")
    (site / "dependencies.pth").write_text(f"{linked}\n")
    return where / "env"


def start(env: Path, *args, tmp_path: Path):
    environ = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    environ.pop("PYTHONPATH", None)  # only what the wheel installed
    return subprocess.run(
        [str(env / "bin" / "cloudtable"), *args], capture_output=True, text=True, env=environ, cwd=tmp_path, timeout=120
    )


def test_wheel_holds_translations_resources_and_desktop_files(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for ts in (ROOT / "translations").glob("*.ts"):
        assert f"cloudtable/translations/{ts.stem}.qm" in names
    for path in (ROOT / "resources").rglob("*"):
        if path.is_file():
            assert f"cloudtable/resources/{path.relative_to(ROOT / 'resources').as_posix()}" in names
    for path in (ROOT / "packaging" / "linux").iterdir():
        assert f"cloudtable/resources/linux/{path.name}" in names
    assert not [n for n in names if n.startswith(("tests/", "packaging/", "build/"))]
    assert wheel.name.startswith(f"cloudtable-{__version__}-")


def test_installed_command_starts_in_every_language(installed, tmp_path):
    out = start(installed, "--version", tmp_path=tmp_path)
    assert out.returncode == 0 and out.stdout.strip() == f"cloudtable {__version__}", out.stderr
    from cloudtable.engine import new_match

    save = tmp_path / "game.cloudtable"
    save.write_text(new_match("cloudy-kingdom", 2, seed=3).to_json(), encoding="utf-8")
    settings = tmp_path / "config" / "cloudtable" / "cloudtable.conf"
    for language in ("en", *LANGUAGES):
        out = start(installed, str(save), "--lang", language, "--quit-after", "400", tmp_path=tmp_path)
        assert out.returncode == 0, f"{language}: {out.stderr}"
        # --lang is remembered only when that language's .qm could be loaded from the install.
        assert re.search(rf"^language={language}$", settings.read_text(encoding="utf-8"), re.M)


def test_installed_package_reads_its_own_files(installed, tmp_path):
    script = (
        "from cloudtable.paths import resources_dir, translations_dir\n"
        "from cloudtable.desktop_integration import linux_files_dir\n"
        "print(resources_dir()); print(translations_dir()); print(linux_files_dir())"
    )
    environ = dict(os.environ)
    environ.pop("PYTHONPATH", None)
    out = subprocess.run(
        [str(installed / "bin" / "python"), "-c", script],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=environ,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    for line in out.stdout.split():
        assert Path(line).is_relative_to(installed) and Path(line).is_dir(), line
    assert {p.name for p in Path(out.stdout.split()[0], "icons").glob("*.png")} == {
        p.name for p in (ROOT / "resources" / "icons").glob("*.png")
    }


def test_installed_command_puts_itself_in_the_menu(installed, tmp_path):
    out = start(installed, "--install-desktop", tmp_path=tmp_path)
    assert out.returncode == 0, out.stderr
    entry = (tmp_path / "data" / "applications" / di.DESKTOP_FILE).read_text(encoding="utf-8")
    assert f"Exec={di.exec_quote(str(installed / 'bin' / 'cloudtable'))} %f" in entry.splitlines()
    assert (tmp_path / "data" / "icons" / "hicolor" / "256x256" / "apps" / f"{di.APP_ID}.png").is_file()
