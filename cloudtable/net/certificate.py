"""The host's certificate for `wss://`: made once (a self-signed one, no authority behind it), kept
in the app's data folder with its key, readable by its owner only, and used by every table this
computer hosts. Clients trust it by its fingerprint (the SHA-256 of the certificate), which the
table's join code and its record on the local network carry (docs/protocol.md, "Transport").

Key and certificate are one PEM file, written whole under a temporary name and linked into place,
so two hosts starting at once end with one of them, never half of each. No Qt: the host is headless.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import os
import ssl
import stat
import sys
from pathlib import Path

FILE_NAME = "host-certificate.pem"  # the key and the certificate, together
MAX_BYTES = 64 * 1024
YEARS = 20  # nobody checks its dates (clients pin the fingerprint): it only has to be valid X.509


def default_folder() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("cloudtable", appauthor=False))


def fingerprint(der: bytes) -> bytes:
    """A certificate's fingerprint: the SHA-256 of its DER bytes."""
    return hashlib.sha256(der).digest()


def shown(print_: bytes) -> str:
    """A fingerprint as people compare it: its bytes in hexadecimal, in pairs (`3F:A0:…`)."""
    return ":".join(f"{b:02X}" for b in print_)


def _make() -> bytes:
    """A new key (ECDSA P-256) and a self-signed certificate for it, as PEM."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "cloudtable table")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=365 * YEARS))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ) + certificate.public_bytes(serialization.Encoding.PEM)


def _secret_file(path: Path, data: bytes) -> None:
    """`data` at `path`, readable by its owner only, unless a file is there already (then kept)."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.unlink(missing_ok=True)
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        with contextlib.suppress(FileExistsError):  # another host made one meanwhile: theirs is kept
            os.link(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def _read(path: Path) -> bytes | None:
    """The file's bytes if it is a regular file of ours of a sensible size, else None."""
    try:
        with open(path, "rb") as file:
            info = os.fstat(file.fileno())
            if not stat.S_ISREG(info.st_mode):
                return None
            data = file.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return None
    if len(data) > MAX_BYTES:
        return None
    if sys.platform != "win32" and info.st_mode & 0o077:
        os.chmod(path, 0o600)  # a key others could read is not kept that way
    return data


def _context(path: Path) -> tuple[ssl.SSLContext, bytes] | None:
    """A server context for the key and certificate in `path`, and the certificate's fingerprint;
    None if the file does not hold a key and its certificate."""
    data = _read(path)
    if data is None or b"-----BEGIN CERTIFICATE-----" not in data:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    # No client resumes a session (each connects anew and checks the fingerprint), so no TLS 1.3
    # session tickets: nothing arrives after the handshake unasked, while a client sends its hello.
    context.num_tickets = 0
    try:
        context.load_cert_chain(path)
        pem = data[data.index(b"-----BEGIN CERTIFICATE-----") :].decode("ascii")
        der = ssl.PEM_cert_to_DER_cert(pem)
    except (ssl.SSLError, ValueError, UnicodeDecodeError):
        return None
    return context, fingerprint(der)


def server_context(folder: Path | None = None) -> tuple[ssl.SSLContext, bytes]:
    """The TLS context a host serves `wss://` with, and its certificate's fingerprint: the
    certificate kept in `folder` (the app's data folder by default), made the first time.
    OSError if the folder cannot be written."""
    folder = folder if folder is not None else default_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE_NAME
    found = _context(path)
    if found is None:
        path.unlink(missing_ok=True)  # (unreadable or damaged: a new one)
        _secret_file(path, _make())
        found = _context(path)
        if found is None:
            raise OSError(f"the host's certificate in {path} cannot be read")
    return found


def client_context() -> ssl.SSLContext:
    """A client's TLS context: no authority vouches for a table's certificate, so none is asked
    for; the client checks the certificate's fingerprint itself once connected (client.py)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context
