"""Where a table is, as people pass it on: an address (`192.168.1.20:47423`, `[fd00::5]:47423`,
`ws://…`) or a join code (`5G8Q-0M1T-9ZC4`), which says the same in letters that survive being
read aloud or typed from a phone, with a check letter that catches a slip. No Qt.

A join code is Crockford's base 32 (no I, L, O or U; read in any case, with O as 0 and I or L as 1;
dashes, spaces and line breaks are left out) of: the address (4 bytes for IPv4, 16 for IPv6), the port (2), then,
for a table that speaks `wss://`, the first FINGERPRINT bytes of its certificate's SHA-256
(whoever joins by the code checks the certificate against it), then, in an invited seat's code,
its invitation (INVITATION bytes: only it takes that seat), and last a check byte (the first byte
of the SHA-256 of the rest). Its length says which of the eight it is.
"""

from __future__ import annotations

import hashlib
import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

DEFAULT_PORT = 47423  # (the host's: net/host.py)
FINGERPRINT = 10  # bytes of the certificate's SHA-256 a code carries: 80 bits, no forgery finds them
INVITATION = 8  # bytes of an invited seat's invitation (docs/protocol.md: 16 hexadecimal digits)
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {**{c: i for i, c in enumerate(ALPHABET)}, "O": 0, "I": 1, "L": 1}
# (address, fingerprint, invitation) by the length of what a code holds, without its check byte.
_LAYOUTS = {
    address + 2 + fingerprint + invitation: (address, fingerprint, invitation)
    for address in (4, 16)
    for fingerprint in (0, FINGERPRINT)
    for invitation in (0, INVITATION)
}
_PAYLOADS = set(_LAYOUTS)
MAX_TEXT = 300  # what is typed into "by address" is read up to this


@dataclass(frozen=True)
class TableAddress:
    """Where to join: `host` (an IP address or a name), `port`, and, for `wss://`, the expected
    start of the certificate's fingerprint (None: plain `ws://`)."""

    host: str
    port: int
    fingerprint: bytes | None = None
    tls: bool = False
    invitation: bytes | None = None  # an invited seat's (its code's): joins that seat

    @property
    def invitation_text(self) -> str | None:
        """The invitation as `join` sends it (hexadecimal), if there is one."""
        return self.invitation.hex() if self.invitation is not None else None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if self.tls else 'ws'}://{host}:{self.port}"

    @property
    def shown(self) -> str:
        """The address as people read it: `host:port`."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


def _base32(data: bytes) -> str:
    number, bits = int.from_bytes(data, "big"), len(data) * 8
    pad = -bits % 5
    number <<= pad
    count = (bits + pad) // 5
    return "".join(ALPHABET[(number >> (5 * (count - 1 - i))) & 31] for i in range(count))


def _check(data: bytes) -> int:
    return hashlib.sha256(data).digest()[0]


def encode(host: str, port: int, fingerprint: bytes | None = None, invitation: bytes | None = None) -> str:
    """The join code of a table at `host` (an IP address) and `port`; `fingerprint`: the
    SHA-256 of its certificate (for `wss://`), of which the code keeps the start; `invitation`:
    an invited seat's (its own code, for the one person invited)."""
    data = ipaddress.ip_address(host).packed + port.to_bytes(2, "big")
    if fingerprint is not None:
        data += fingerprint[:FINGERPRINT]
    if invitation is not None:
        if len(invitation) != INVITATION:
            raise ValueError("an invitation is 8 bytes")
        data += invitation
    text = _base32(data + bytes([_check(data)]))
    return "-".join(text[i : i + 4] for i in range(0, len(text), 4))


def decode(code: str) -> TableAddress | None:
    """The table a join code names, or None if it is not a whole, correct code."""
    letters = [c for c in code.upper() if c != "-" and not c.isspace()]
    if not letters or any(c not in _READ for c in letters):
        return None
    number = 0
    for c in letters:
        number = number * 32 + _READ[c]
    size = len(letters) * 5 // 8
    if size - 1 not in _PAYLOADS or len(letters) != -(-(size * 8) // 5):
        return None
    pad = len(letters) * 5 - size * 8
    if number & ((1 << pad) - 1):
        return None  # the letters do not end where a code ends
    raw = (number >> pad).to_bytes(size, "big")
    data, check = raw[:-1], raw[-1]
    if _check(data) != check:
        return None
    width, printed, invited = _LAYOUTS[len(data)]
    host = str(ipaddress.ip_address(data[:width]))
    port = int.from_bytes(data[width : width + 2], "big")
    if port == 0:
        return None
    fingerprint = data[width + 2 : width + 2 + printed] or None
    invitation = data[width + 2 + printed :] or None
    return TableAddress(host, port, fingerprint, fingerprint is not None, invitation)


CODE_LENGTHS = {-(-((size + 1) * 8) // 5) for size in _PAYLOADS}  # letters of a code: 12 to 60


def looks_like_code(text: str) -> bool:
    """`text` has the shape of a join code (right or with a slip), not of an address."""
    letters = "".join(c for c in text.upper() if c != "-" and not c.isspace())
    return len(letters) in CODE_LENGTHS and all(c in _READ for c in letters)


def parse(text: str) -> TableAddress | None:
    """What a person typed to join a table: a join code, `host`, `host:port`, `[v6]:port` (all
    three: wss://), or a `ws://` / `wss://` URL. None if it is none of these (or a code with a
    slip). An address carries no fingerprint: the first certificate the table shows is trusted."""
    text = text.strip()
    if not text or len(text) > MAX_TEXT:
        return None
    if looks_like_code(text):
        return decode(text)
    tls = True  # a table speaks wss:// unless its host chose otherwise (`cloudtable host --plain`)
    if "://" in text:
        scheme = text.split("://", 1)[0].lower()
        if scheme not in ("ws", "wss"):
            return None
        tls = scheme == "wss"
    else:
        text = "wss://" + text
    try:
        parts = urlsplit(text)
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not host or parts.path not in ("", "/") or parts.query or parts.fragment or parts.username:
        return None
    if not all(c.isalnum() or c in ".-_:%" for c in host) or port == 0:
        return None
    return TableAddress(host, port or DEFAULT_PORT, None, tls)
