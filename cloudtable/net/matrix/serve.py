"""`cloudtable host --matrix GAME ...`: a table hosted through Matrix, headless (no Qt): the host is a
device of a Matrix account, its players are invited to the table's encrypted room, and every frame
goes as an encrypted to-device message. Needs only outbound HTTPS to the account's homeserver.

Signs in from what was kept in the app's data folder, or the first time with the password read
from a file or from $CLOUDTABLE_MATRIX_PASSWORD (never from the command line, which others on the
computer can see); where the homeserver takes no password but offers the device authorization
grant, it prints an address and a code on standard error, for the person to approve in a browser
on any device (a headless computer has no other way to show them). Prints one JSON line once the table is open (its room, the host's device), then
serves until the game is adjourned, over and left, or stopped (SIGINT, SIGTERM). Started again
with `--resume FILE --room ROOM` (the same account, so the same device and keys), it goes on with
the table from its file, in its room, and tells every player's app to come back.

Started by the window (New Game, hosting over Matrix), it also serves the table's WebSocket on
127.0.0.1 (`--port`) for the window's own seat only (`--own-seat`, its token on the first line):
the same `Host` that the Matrix devices talk to, so the person who hosts plays as a LAN host's
window does, and their account's player device is not needed for it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hmac
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from ...engine import EngineError, SaveFileError
from ..certificate import server_context
from ..host import PACE_MS, Host, default_file, listening, new_table, stop_on_signals, take_own_seat
from ..protocol import Hello, ProtocolError, Resume, to_host
from ..table import token_hash
from ..table_file import read_table as read_table_file
from .account import SignInError, sign_in
from .host import MatrixHost
from .link import Link
from .oauth import OAuthError
from .room import USER_ID, HostDevice, NotATable, create_table_room, read_table
from .signing import DEVICE_NAMES, Unreachable, ask_browser_sign_in, find_way, finish_browser_sign_in

PASSWORD_VARIABLE = "CLOUDTABLE_MATRIX_PASSWORD"
LOOPBACK = "127.0.0.1"


class OwnSeatOnly:
    """The table's WebSocket on 127.0.0.1 as `Host.handle` reads it, for the first seat's person
    alone: anyone else on this computer could otherwise take an open seat there without being
    in the table's room. Until the connection has resumed the first seat (its token), only
    `hello` goes through; anything else ends the connection."""

    def __init__(self, socket: Any, host: Host):
        self.socket, self.host = socket, host
        self.resumed = False

    def __aiter__(self) -> Any:
        return self._frames()

    async def _frames(self) -> Any:
        async for frame in self.socket:
            if not self.resumed:
                try:
                    message = to_host(frame) if isinstance(frame, str) else None
                except ProtocolError:
                    message = None
                if isinstance(message, Resume) and self._own(message.token):
                    self.resumed = True
                elif not isinstance(message, Hello):
                    await self.socket.close(1008, "only the host's own seat is played here")
                    return
            yield frame

    def _own(self, token: str) -> bool:
        kept = self.host.table.seats[0].token_hash
        return kept is not None and hmac.compare_digest(kept, token_hash(token))

    async def send(self, text: str) -> None:
        await self.socket.send(text)

    async def close(self, code: int = 1000, reason: str = "") -> None:
        await self.socket.close(code, reason)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="cloudtable host --matrix",
        description="Host a game that others join through Matrix, from anywhere (docs/matrix.md).",
    )
    parser.add_argument("--matrix", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("game", nargs="?", help="the game's id")
    parser.add_argument("--homeserver", required=True, help="the host account's homeserver, https://...")
    parser.add_argument("--user", required=True, help="the host's Matrix account, @name:server")
    parser.add_argument(
        "--password-file",
        type=Path,
        help=f"a file holding the account's password, needed the first time (or ${PASSWORD_VARIABLE})",
    )
    parser.add_argument(
        "--invite", action="append", default=[], metavar="@NAME:SERVER", help="a player to invite (repeat for more)"
    )
    parser.add_argument("--seats", default="open,open", help="open or computer[:LEVEL], separated by commas")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--seat-name", action="append", default=[], metavar="SEAT=NAME", help=argparse.SUPPRESS)
    parser.add_argument("--seat-colour", action="append", default=[], metavar="SEAT=COLOUR", help=argparse.SUPPRESS)
    parser.add_argument(
        "--seat-user",
        action="append",
        default=[],
        metavar="SEAT=@NAME:SERVER",
        help="keep an open seat for one invited player: only their Matrix account takes it (seats count from 1)",
    )
    parser.add_argument("--name", default="", help="the table's name, as others see it")
    parser.add_argument("--file", type=Path, help="the table's file, written after every change")
    parser.add_argument(
        "--resume",
        type=Path,
        metavar="FILE",
        help="go on with the table in FILE (after a stop or a crash), with --room",
    )
    parser.add_argument("--room", metavar="!ROOM:SERVER", help="the table's room, to go on in (with --resume)")
    parser.add_argument(
        "--own-seat",
        metavar="NAME",
        help="the first seat is NAME's, taken before anyone can connect, and played through 127.0.0.1 (--port): "
        "its token is printed on the first line. The window hosts this way",
    )
    parser.add_argument(
        "--port",
        type=int,
        help="also serve the first seat's person on 127.0.0.1 at this port (0: any free one), over wss://",
    )
    parser.add_argument(
        "--until-stdin-closes",
        action="store_true",
        help="end (writing the game down) once standard input closes: the program that started this host is gone",
    )
    parser.add_argument("--seed", type=int, help=argparse.SUPPRESS)  # tests: the deal
    parser.add_argument("--pace", type=int, default=PACE_MS, metavar="MS", help="how long a computer's move waits")
    args = parser.parse_args(argv)
    if (args.game is None) == (args.resume is None) or (args.resume is None) != (args.room is None):
        parser.error("give a game to host, or --resume FILE --room ROOM")
    if args.own_seat is not None and args.port is None:
        parser.error("--own-seat is played through --port")
    bad = [user for user in args.invite if not USER_ID.fullmatch(user)]
    if bad:
        parser.error(f"not a Matrix user ID: {bad[0]}")
    return args


def _password(args: argparse.Namespace) -> str | None:
    if args.password_file is not None:
        return args.password_file.read_text(encoding="utf-8").strip("\n")
    return os.environ.get(PASSWORD_VARIABLE)


async def _signed_in(args: argparse.Namespace) -> Any:
    """The host's device: kept from before, else signed in with the password given, else through
    the device authorization grant where the homeserver takes no password."""
    password = _password(args)
    try:
        return await sign_in(args.homeserver, args.user, password, device_name=DEVICE_NAMES["host"], role="host")
    except SignInError:
        if password is not None:
            raise
    way = await find_way(args.user, args.homeserver)
    if not way.browser:
        raise SignInError(f"not signed in as {args.user} yet: give the account's password once (--password-file)")
    step = await ask_browser_sign_in(way, args.user, role="host")
    grant = step.grant
    minutes = max(1, round((grant.expires_at - time.time()) / 60))
    print(
        f"cloudtable host --matrix: to sign this host in as {args.user}, open {grant.verification_uri} in a browser "
        f"(on any device), sign in there and approve the code {grant.user_code} within {minutes} min.",
        file=sys.stderr,
        flush=True,
    )
    await finish_browser_sign_in(step)
    print(f"cloudtable host --matrix: signed in as {args.user}.", file=sys.stderr, flush=True)
    return await sign_in(args.homeserver, args.user, device_name=DEVICE_NAMES["host"], role="host")


async def run(args: argparse.Namespace) -> int:
    if args.resume is not None:
        table, path = read_table_file(args.resume), args.resume
    else:
        table, path = new_table(args), args.file or default_file()
    client = await _signed_in(args)
    link = Link(client)
    try:
        await link.start()
        device = HostDevice(link.user_id, link.device_id, link.ed25519)
        if args.room is not None:
            room = args.room
            info = await read_table(client, room)
            if info.host != device or info.game != table.match.game_id:
                raise NotATable(f"{room} is not this host's table for {table.match.game_id}")
            if args.invite:
                for user in args.invite:
                    await client.room_invite(room, user)
        else:
            room = await create_table_room(client, table.name, table.match.game_id, device, args.invite)
        host = Host(table, path, args.pace)
        if args.own_seat is not None and args.resume is None and not take_own_seat(host, args.own_seat):
            raise ValueError("--own-seat needs a player's name and an open first seat")
        host.save()
        stop_on_signals(host, args.until_stdin_closes)
        async with contextlib.AsyncExitStack() as stack:
            here: dict[str, Any] = {}
            if args.port is not None:  # the window's own seat, on this computer only
                own = listening(host, LOOPBACK, args.port, server_context(), lambda socket: OwnSeatOnly(socket, host))
                here = await stack.enter_async_context(own)
            print(
                json.dumps(
                    {
                        "room": room,
                        "user": device.user,
                        "device": device.device,
                        "ed25519": device.ed25519,
                        "game": table.match.game_id,
                        "table": table.name,
                        "file": str(path),
                        **here,
                    }
                ),
                flush=True,
            )
            matrix = MatrixHost(host, link, room)
            if args.port is not None:  # the first seat is the hosting person's: their lines from Element are theirs
                matrix.room.own_seat = 0
            await matrix.run(resumed=args.resume is not None)
    finally:
        await link.stop()
        await client.close()
    return 0


def command_line(argv: list[str]) -> int:
    args = parse_args(argv)
    try:
        return asyncio.run(run(args))
    except (SignInError, OAuthError, Unreachable, NotATable, EngineError, SaveFileError, OSError, ValueError) as error:
        print(f"cloudtable host --matrix: {error}", file=sys.stderr)
        return 2
