"""A real Matrix homeserver for the tests: Synapse, installed from PyPI into its own virtual
environment (a test tool, never shipped), started on 127.0.0.1 and stopped by its pid.

The environment is kept outside the clone (~/.cache/cloudtable-test-synapse/VERSION, or
$CLOUDTABLE_SYNAPSE_CACHE), so a machine pays for the install once; a lock file lets two pytest
workers share it. The server is configured for this computer only: one client listener on
127.0.0.1, no federation listener and no server it may federate with, no trusted key servers,
open registration, bcrypt at its lowest cost, SQLite (in memory-backed /dev/shm where there is one:
the server commits every event with an fsync, which on a disk made each request wait for it), and
rate limits raised so that tests are not throttled. Nothing here contacts any address but 127.0.0.1 (and PyPI, through pip, to install).
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

VERSION = "1.163.2"  # pinned: a new Synapse is a deliberate change, not a surprise in CI
INSTALL_TIMEOUT_S = 900
START_TIMEOUT_S = 90
LOOPBACK = "127.0.0.1"


class Unavailable(Exception):
    """Synapse cannot be installed or started here (no registry, no wheel for this machine)."""


def cache_root() -> Path:
    given = os.environ.get("CLOUDTABLE_SYNAPSE_CACHE")
    return Path(given) if given else Path.home() / ".cache" / "cloudtable-test-synapse"


def install(version: str = VERSION) -> Path:
    """The Python of a virtual environment holding Synapse `version`, installed if need be."""
    root = cache_root()
    root.mkdir(parents=True, exist_ok=True)
    home = root / version
    python = home / "bin" / "python"
    with open(root / f"{version}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another worker may be installing it right now
        if (home / "installed").exists():
            return python
        building = root / f"{version}.part"
        shutil.rmtree(building, ignore_errors=True)
        base = getattr(sys, "_base_executable", sys.executable)
        steps = [
            [base, "-m", "venv", str(building)],
            [str(building / "bin" / "python"), "-m", "pip", "install", "--quiet", f"matrix-synapse=={version}"],
        ]
        for step in steps:
            try:
                done = subprocess.run(step, capture_output=True, text=True, timeout=INSTALL_TIMEOUT_S)
            except (OSError, subprocess.TimeoutExpired) as error:
                raise Unavailable(f"Synapse {version} could not be installed: {error}") from None
            if done.returncode != 0:
                tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
                raise Unavailable(f"Synapse {version} could not be installed: {' / '.join(tail)}")
        shutil.rmtree(home, ignore_errors=True)
        # Its scripts would name the old folder, but it is only ever run as `python -m`.
        building.rename(home)
        (home / "installed").write_text(version)
    return python


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


def database_folder(folder: Path) -> Path:
    """Where the homeserver keeps its SQLite database: a folder of its own in /dev/shm (a tmpfs, where
    an fsync costs nothing) on Linux, else `folder`. A test server's data need not survive a crash."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        return folder
    # Those of test runs that ended without stopping their servers (killed) go: their pid is gone.
    for left in shm.glob("cloudtable-synapse-*-*"):
        if not _alive(left.name.split("-")[2]):
            shutil.rmtree(left, ignore_errors=True)
    return Path(tempfile.mkdtemp(prefix=f"cloudtable-synapse-{os.getpid()}-", dir=shm))


def _alive(pid: str) -> bool:
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except (ValueError, PermissionError):  # (not a pid of ours: leave it)
        return True
    return True


def write_config(
    folder: Path,
    port: int,
    default_message_limit: bool = False,
    delegated_to: tuple[str, str] | None = None,
    database: Path | None = None,
) -> Path:
    """homeserver.yaml (JSON is YAML) for a server on 127.0.0.1:`port` that federates with nobody;
    with `default_message_limit`, the room events an account sends are limited as Synapse limits
    them by default (0.2 a second, 10 at once), as on a real homeserver; `delegated_to`: the address
    and shared secret of an authorization server standing for the Matrix Authentication Service,
    which then keeps the accounts (no password login, no registration here)."""
    folder.mkdir(parents=True, exist_ok=True)
    unlimited = {"per_second": 1000, "burst_count": 1000}
    config = {
        "server_name": "localhost",
        "pid_file": str(folder / "homeserver.pid"),
        "listeners": [
            {
                "port": port,
                "bind_addresses": [LOOPBACK],
                "type": "http",
                "tls": False,
                "x_forwarded": False,
                "resources": [{"names": ["client"], "compress": False}],
            }
        ],
        "database": {"name": "sqlite3", "args": {"database": str(database or folder / "homeserver.db")}},
        "log_config": str(folder / "log.yaml"),
        "media_store_path": str(folder / "media"),
        "signing_key_path": str(folder / "signing.key"),
        "report_stats": False,
        "trusted_key_servers": [],
        "suppress_key_server_warning": True,
        "federation_domain_whitelist": [],  # federate with no server at all
        "allow_public_rooms_over_federation": False,
        "enable_registration": True,
        "enable_registration_without_verification": True,
        "registration_shared_secret": secrets.token_hex(16),
        "macaroon_secret_key": secrets.token_hex(16),
        "form_secret": secrets.token_hex(16),
        "bcrypt_rounds": 4,
        "url_preview_enabled": False,
        "presence": {"enabled": False},
        # Work the homeserver does for each room event and each to-device message that nothing
        # here reads (together about 30% of the CPU a room event costs it, 25% of a to-device
        # message's): push rules and unread counts, room and user statistics, the user directory
        # (searched by nobody; kept up to date by a worker that is never started), a federation
        # sender (there is no server to send to), pushers, application services.
        "push": {"enabled": False},
        "stats": {"enabled": False},
        "user_directory": {"enabled": False},
        "update_user_directory_from_worker": "nobody",
        "federation_sender_instances": [],
        "pusher_instances": [],
        "notify_appservices_from_worker": "nobody",
        "rc_message": unlimited,
        "rc_registration": unlimited,
        "rc_joins": {"local": unlimited, "remote": unlimited},
        "rc_invites": {"per_room": unlimited, "per_user": unlimited, "per_issuer": unlimited},
        "rc_login": {"address": unlimited, "account": unlimited, "failed_attempts": unlimited},
        "rc_room_creation": unlimited,
        "rc_key_requests": unlimited,
    }
    if default_message_limit:
        del config["rc_message"]
    if delegated_to is not None:
        endpoint, secret = delegated_to
        config["matrix_authentication_service"] = {"enabled": True, "endpoint": endpoint, "secret": secret}
        config["enable_registration"] = config["enable_registration_without_verification"] = False
        config["password_config"] = {"enabled": False}
    log = {
        "version": 1,
        "formatters": {"plain": {"format": "%(asctime)s %(name)s %(levelname)s %(message)s"}},
        "handlers": {
            "file": {"class": "logging.FileHandler", "filename": str(folder / "homeserver.log"), "formatter": "plain"}
        },
        "root": {"level": "WARNING", "handlers": ["file"]},
        "disable_existing_loggers": False,
    }
    (folder / "log.yaml").write_text(json.dumps(log, indent=1))
    path = folder / "homeserver.yaml"
    path.write_text(json.dumps(config, indent=1))
    return path


def write_signing_key(path: Path) -> None:
    """The server's signing key, as `--generate-keys` writes it ("ed25519", a key ID, the
    unpadded base64 of a random 32-byte seed), without starting Synapse once more to make it."""
    seed = base64.b64encode(secrets.token_bytes(32)).decode().rstrip("=")
    path.write_text(f"ed25519 a_{secrets.token_hex(2)} {seed}\n")


def _ends_with_the_tests() -> None:
    """(In the homeserver's process, before it starts.) Linux ends it with SIGTERM when the test
    process that started it ends, however that ends: `stop` by its pid is the rule, but a test run
    killed by a timeout never reaches it, and left homeservers running for good."""
    if sys.platform.startswith("linux"):
        import ctypes

        PR_SET_PDEATHSIG = 1
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


class Homeserver:
    """A Synapse process on 127.0.0.1, its data in `folder`; `stop()` ends it by its pid."""

    def __init__(
        self,
        python: Path,
        folder: Path,
        default_message_limit: bool = False,
        delegated_to: tuple[str, str] | None = None,
    ):
        self.folder = folder
        self.port = free_port()
        self.url = f"http://{LOOPBACK}:{self.port}"
        self.database_folder = database_folder(folder)
        self.database = self.database_folder / "homeserver.db"
        config = write_config(folder, self.port, default_message_limit, delegated_to, self.database)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        command = [str(python), "-m", "synapse.app.homeserver", "-c", str(config)]
        write_signing_key(folder / "signing.key")
        self.output = open(folder / "stdout.log", "w")  # noqa: SIM115 (closed by stop)
        self.process = subprocess.Popen(
            command,
            stdout=self.output,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=folder,
            start_new_session=True,
            preexec_fn=_ends_with_the_tests,
        )
        try:
            self._wait_ready()
        except BaseException:
            self.stop()
            raise

    @property
    def pid(self) -> int:
        return self.process.pid

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise Unavailable(f"Synapse stopped at once: {self.log()[-600:]}")
            with (
                contextlib.suppress(OSError, urllib.error.URLError),
                urllib.request.urlopen(f"{self.url}/_matrix/client/versions", timeout=2) as answer,
            ):
                if answer.status == 200:
                    return
            time.sleep(0.2)
        raise Unavailable(f"Synapse did not answer within {START_TIMEOUT_S} s: {self.log()[-600:]}")

    def log(self) -> str:
        parts = [p.read_text(errors="replace") for p in (self.folder / "stdout.log", self.folder / "homeserver.log")]
        return "\n".join(p for p in parts if p)

    def stop(self) -> None:
        """SIGTERM to its pid, SIGKILL if it has not ended within 20 s."""
        if self.process.poll() is None:
            os.kill(self.pid, signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                os.kill(self.pid, signal.SIGKILL)
                self.process.wait(20)
        self.output.close()
        if self.database_folder != self.folder:
            shutil.rmtree(self.database_folder, ignore_errors=True)


if __name__ == "__main__":  # time an install and a start: python tests/matrix/synapse_server.py FOLDER
    started = time.monotonic()
    python = install()
    installed = time.monotonic()
    server = Homeserver(python, Path(sys.argv[1]))
    ready = time.monotonic()
    server.stop()
    print(f"install (or cached) {installed - started:.1f} s, start {ready - installed:.1f} s, pid {server.pid}")
