"""Tables found on the local network: a host advertises itself by mDNS/DNS-SD (`zeroconf`), a
client browses for them. No Qt.

A table is a `_cloudtable._tcp` service whose TXT record says what a Join dialog lists before it
connects: the protocol and app versions, the game, the table's name, its seats and how many are
still open (docs/protocol.md, "Finding tables"). What others advertise is bad input like anything
from a network: every entry is read strictly, and a record that is wrong in any way is left out.
`python -m cloudtable.net.discovery` lists the tables it finds, as JSON lines.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import __version__
from .protocol import GAME_ID, MAX_SEATS, OPEN, PROTOCOL, ProtocolError, Text

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

    from .table import HostedTable

SERVICE = "_cloudtable._tcp.local."
TXT_BYTES = 240  # a TXT entry is at most 255 bytes, its key and "=" included
BROWSE_S = 3.0
MAX_FOUND = 64  # tables a browse keeps (a network that announces thousands is not a table list)


@dataclass(frozen=True)
class FoundTable:
    """A table someone advertises on this network."""

    name: str
    game: str
    players: int
    free: int  # seats still open
    protocol: int
    version: str
    address: str
    port: int
    fingerprint: bytes | None = None  # the SHA-256 of its certificate: it speaks wss:// (None: ws://)

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{'wss' if self.fingerprint is not None else 'ws'}://{host}:{self.port}"

    @property
    def ours(self) -> bool:
        """A table this app can join (the same protocol)."""
        return self.protocol == PROTOCOL


def _cut(text: str, most: int = TXT_BYTES) -> str:
    """`text` cut to at most `most` bytes of UTF-8, on a character's boundary."""
    return text.encode("utf-8")[:most].decode("utf-8", "ignore")


def txt_record(table: HostedTable, fingerprint: bytes | None = None) -> dict[str, str]:
    """What the TXT record of a hosted table says; `fingerprint`: its certificate's, for wss://."""
    free = sum(info.kind == OPEN for info in table.seat_infos())
    return {
        **({"fingerprint": fingerprint.hex()} if fingerprint is not None else {}),
        "protocol": str(PROTOCOL),
        "version": _cut(__version__, 32),
        "game": table.match.game_id,
        "table": _cut(table.name),
        "players": str(table.match.players),
        "free": str(free),
    }


def _number(value: str, low: int, high: int) -> int:
    if not value.isascii() or not value.isdigit() or len(value) > 6 or not low <= int(value) <= high:
        raise ValueError(value)
    return int(value)


def read_txt(properties: dict[Any, Any], address: str, port: int) -> FoundTable | None:
    """The table a TXT record describes, or None if anything in it is wrong."""
    try:
        entries = {}
        for key, value in properties.items():
            if isinstance(key, bytes) and isinstance(value, bytes):
                entries[key.decode("ascii")] = value.decode("utf-8")
        players = _number(entries["players"], 1, MAX_SEATS)
        print_ = entries.get("fingerprint")
        if print_ is not None and not re.fullmatch(r"[0-9a-f]{64}", print_):
            return None
        return FoundTable(
            Text(64, least=1).read(entries["table"], "table"),
            Text(64, GAME_ID).read(entries["game"], "game"),
            players,
            _number(entries["free"], 0, players),
            _number(entries["protocol"], 0, 999_999),
            Text(32).read(entries["version"], "version"),
            str(ipaddress.ip_address(address)),
            _number(str(port), 1, 65535),
            bytes.fromhex(print_) if print_ is not None else None,
        )
    except (KeyError, ValueError, UnicodeDecodeError, ProtocolError):
        return None


def _interfaces(address: str) -> Any:
    from zeroconf import InterfaceChoice

    return InterfaceChoice.All if address in ("0.0.0.0", "::", "") else [address]


def _addresses(address: str) -> list[str]:
    """The addresses to advertise: the one listened on, or this computer's own for every network."""
    if address not in ("0.0.0.0", "::", ""):
        return [address]
    return [ip for ip, _ in local_addresses()] or ["127.0.0.1"]


def local_addresses() -> list[tuple[str, str]]:
    """This computer's IPv4 addresses on its networks (not loopback), each with its network
    adapter's name ("wlan0", "tailscale0"...): where others reach a table listening everywhere."""
    import ifaddr

    return [
        (ip.ip, adapter.nice_name)
        for adapter in ifaddr.get_adapters()
        for ip in adapter.ips
        if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback
    ]


class Advertiser:
    """A hosted table's announcement on the local network, kept up to date as seats are taken."""

    def __init__(self, address: str, port: int, fingerprint: bytes | None = None):
        self.address, self.port = address, port
        self.fingerprint = fingerprint
        self._zeroconf: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None

    def _service_info(self, table: HostedTable) -> AsyncServiceInfo:
        from zeroconf.asyncio import AsyncServiceInfo

        # The instance's name must be unique on the network: the table's, and a few random letters.
        label = f"{_cut(table.name, 50)} {secrets.token_hex(3)}" if self._info is None else None
        name = self._info.name if self._info is not None else f"{label}.{SERVICE}"
        return AsyncServiceInfo(
            SERVICE,
            name,
            port=self.port,
            properties=txt_record(table, self.fingerprint),
            server=f"cloudtable-{secrets.token_hex(4)}.local." if self._info is None else self._info.server,
            parsed_addresses=_addresses(self.address),
        )

    async def start(self, table: HostedTable) -> None:
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncZeroconf

        version = IPVersion.V6Only if ":" in self.address else IPVersion.V4Only
        self._zeroconf = AsyncZeroconf(interfaces=_interfaces(self.address), ip_version=version)
        self._info = self._service_info(table)
        await self._zeroconf.async_register_service(self._info, allow_name_change=True)

    async def update(self, table: HostedTable) -> None:
        if self._zeroconf is None or self._info is None:
            return
        info = self._service_info(table)
        if info.properties != self._info.properties:
            self._info = info
            await self._zeroconf.async_update_service(info)

    async def stop(self) -> None:
        if self._zeroconf is not None:
            if self._info is not None:
                await self._zeroconf.async_unregister_service(self._info)
            await self._zeroconf.async_close()
            self._zeroconf = None


async def browse(seconds: float = BROWSE_S, address: str = "0.0.0.0") -> list[FoundTable]:
    """The tables advertised on the networks of `address` (every network by default), found within
    `seconds`; the ones whose records are wrong are left out."""
    from zeroconf import IPVersion, ServiceStateChange
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

    version = IPVersion.V6Only if ":" in address else IPVersion.V4Only
    zeroconf = AsyncZeroconf(interfaces=_interfaces(address), ip_version=version)
    names: list[str] = []

    def seen(zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed and name not in names and len(names) < MAX_FOUND:
            names.append(name)

    browser = AsyncServiceBrowser(zeroconf.zeroconf, SERVICE, handlers=[seen])
    try:
        await asyncio.sleep(seconds)
        found = []
        for name in names:
            info = AsyncServiceInfo(SERVICE, name)
            if not await info.async_request(zeroconf.zeroconf, 1000):
                continue
            for ip in info.parsed_addresses()[:1]:
                table = read_txt(info.properties or {}, ip, info.port or 0)
                if table is not None:
                    found.append(table)
        return found
    finally:
        await browser.async_cancel()
        await zeroconf.async_close()


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    parser = argparse.ArgumentParser(
        prog="python -m cloudtable.net.discovery", description="List the tables on the local network."
    )
    parser.add_argument("--seconds", type=float, default=BROWSE_S)
    parser.add_argument(
        "--address", default="0.0.0.0", help="the network to look on, by one of this computer's addresses"
    )
    args = parser.parse_args(argv)
    for table in asyncio.run(browse(args.seconds, args.address)):
        fingerprint = table.fingerprint.hex() if table.fingerprint is not None else None
        print(json.dumps({**table.__dict__, "fingerprint": fingerprint, "url": table.url}), flush=True)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
