"""`cloudtable host`: a table others join over the network, headless (no Qt, like the bot worker).

The host holds the game (a `HostedTable`) and speaks the protocol of docs/protocol.md over
WebSockets (`websockets`, asyncio, one thread; wss:// with this computer's certificate,
certificate.py, unless `--plain`): each client's frames are size-bounded, rate-bounded
and decoded strictly before anything is done with them; each change of the game is written to the
table's file before anyone is told of it, and then each connection is sent what its own seat may
know. Computer seats think on the host, in a thread, from their view alone. Started by hand or by
the window (which reads the first line it prints: where it listens, as JSON).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import secrets
import signal
import ssl
import sys
import threading
import time
import traceback
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine import EngineError, Message, Rng, SaveFileError, get_game
from ..engine.message import QT_TRANSLATE_NOOP
from .certificate import server_context
from .discovery import Advertiser
from .protocol import (
    APP,
    BURST,
    COMPUTER,
    DROP_AFTER,
    INVITED,
    MAX_TO_CLIENT,
    MAX_TO_HOST,
    OPEN,
    PROTOCOL,
    REASONS as PROTOCOL_REASONS,
    USER_ID,
    Act,
    Adjourn,
    Adjourned,
    Commitment,
    Contribute,
    Frame,
    Hello,
    History,
    Join,
    Name,
    ProtocolError,
    Refusal,
    Rematch,
    Resume,
    Said,
    Say,
    Seated,
    Seats,
    StandIn,
    Text,
    Watch,
    Welcome,
    encode,
    to_host,
)
from .rate import Bucket
from .table import HostedTable, Question, Refused
from .table_file import read_table, write_table

DEFAULT_ADDRESS = "127.0.0.1"  # only this computer: other computers come in by `--address`
DEFAULT_PORT = 47423
PACE_MS = 600  # a computer's move waits this long, so that the people can follow it
MAX_CONNECTIONS = 32  # seats and spectators together
MAX_WAITING = 256  # frames waiting for a slow connection before the host hangs up on it
LINGER_S = 600  # a finished game's host ends once nobody has been connected for this long
VALUES_S = 30.0  # once every seat is taken, how long the deal waits for the persons' values

C = "Network"
REASONS = {
    "version": QT_TRANSLATE_NOOP(
        "Network",
        "The table speaks version {host} of the protocol and this app version {client}: use the same version of cloudtable as the host.",
    ),
    "hello_first": QT_TRANSLATE_NOOP("Network", "A client must say hello first."),
    "not_seated": QT_TRANSLATE_NOOP("Network", "Join the table or watch it first."),
    "already_seated": QT_TRANSLATE_NOOP("Network", "You are at the table already."),
    "spectator": QT_TRANSLATE_NOOP("Network", "Spectators only watch."),
    "too_fast": QT_TRANSLATE_NOOP("Network", "Too many messages at once: slow down."),
}


def _refusal(to: str, code: str, **args: Any) -> Refusal:
    return Refusal(to, code, Message.of(C, REASONS[code], **args))


def _not_text() -> tuple[str, Message]:
    return "not_text", Message(C, PROTOCOL_REASONS["not_text"])


def history_frame(lines: tuple[Said, ...]) -> History:
    """`lines` as one `history` frame, the oldest left out if they would not fit in a frame
    (200 lines of 500 characters always do: the bound is kept all the same)."""
    while len(encode(History(lines)).encode("utf-8")) > MAX_TO_CLIENT:
        lines = lines[len(lines) // 4 or 1 :]
    return History(lines)


def log(text: str) -> None:
    print(time.strftime("%H:%M:%S"), text, file=sys.stderr, flush=True)


class Connection:
    """One client: whose seat it plays (None: a spectator, or not yet said), what it was sent."""

    def __init__(self, socket: Any):
        self.socket = socket
        self.greeted = False
        self.joined = False
        self.seat: int | None = None
        self.name = ""
        self.sent = 0  # the last change (`seq`) it was told of
        # Frames to send in order, then None (stop) or (code, reason) (close after them).
        self.waiting: asyncio.Queue[str | tuple[int, str] | None] = asyncio.Queue()
        self.closing = False
        self.bucket = Bucket()
        # Frames refused for coming too fast, one forgiven a second: a client that keeps on is let go.
        self.patience = Bucket(1.0, DROP_AFTER)

    def send(self, message: Frame) -> None:
        if self.closing:
            return
        if self.waiting.qsize() >= MAX_WAITING:  # it reads nothing: let it go, it can resume
            self.closing = True
            asyncio.get_running_loop().create_task(self.socket.close(1008, "too slow"))
            return
        self.waiting.put_nowait(encode(message))

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close once the frames already waiting are sent."""
        if not self.closing:
            self.closing = True
            self.waiting.put_nowait((code, reason))

    async def write(self) -> None:
        """Send the frames in order, one connection's slowness never holding up another's."""
        while True:
            item = await self.waiting.get()
            if item is None:
                return
            if isinstance(item, tuple):
                await self.socket.close(*item)
                return
            await self.socket.send(item)


class Host:
    def __init__(self, table: HostedTable, path: Path | None, pace_ms: int = PACE_MS):
        self.table = table
        self.own_token: str | None = None  # the first seat's, taken by `--own-seat`
        self.invitations: dict[int, str] = {}  # the invited seats' invitations, printed for the host's person
        self.path = path
        self.pace = pace_ms / 1000
        self.connections: set[Connection] = set()
        self.thinking: asyncio.Task[None] | None = None
        self.done = asyncio.Event()
        self.save_failed = False
        self.last_seen = time.monotonic()
        self.advertiser: Advertiser | None = None  # the table's announcement on the local network
        self.values_s = VALUES_S
        self.deadline: asyncio.TimerHandle | None = None  # the deal goes ahead without late values
        # Others that follow the table besides its connections (a Matrix table's room:
        # net/matrix/table_room.py): each called after every change the connections are told of.
        self.watchers: list[Callable[[], None]] = []
        # Whether the deal must wait for more than the values (a Matrix host: until the room holds
        # its commitment); whoever holds it calls `deal` again when it is ready.
        self.deal_held: Callable[[], bool] = lambda: False
        self.chat_watchers: list[Callable[[Said], None]] = []  # told each chat line of a connection's
        self.adjourned = False

    # --- the table's file -----------------------------------------------------------------------
    def save(self) -> None:
        if self.path is None:
            return
        try:
            write_table(self.path, self.table)
            self.save_failed = False
        except OSError as error:
            if not self.save_failed:
                log(f"the table could not be written to {self.path}: {error}")
            self.save_failed = True

    # --- connections ----------------------------------------------------------------------------
    async def handle(self, socket: Any) -> None:
        if len(self.connections) >= MAX_CONNECTIONS:
            await socket.close(1013, "the table is full")
            return
        connection = Connection(socket)
        self.connections.add(connection)
        writer = asyncio.get_running_loop().create_task(connection.write())
        try:
            async for frame in socket:
                if connection.closing:  # read and left: the close handshake then goes through at once
                    continue
                if not connection.bucket.take():  # refused unread
                    if not connection.patience.take():
                        connection.close(1008, "too many messages")
                        continue
                    connection.send(_refusal("frame", "too_fast"))
                    continue
                try:
                    if isinstance(frame, bytes):  # a binary frame: the protocol is text
                        raise ProtocolError(*_not_text())
                    message = to_host(frame)
                except ProtocolError as error:
                    connection.send(Refusal("frame", error.code, error.reason))
                    continue
                try:
                    self.receive(connection, message)
                except Exception:  # a bug of ours: logged; the host and the others go on
                    log("a message could not be handled:\n" + traceback.format_exc())
        except Exception as error:  # a connection's trouble is that connection's alone
            if not type(error).__module__.startswith("websockets"):
                log("a connection failed:\n" + traceback.format_exc())
        finally:
            self.connections.discard(connection)
            self.left(connection)
            connection.waiting.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)
            writer.cancel()

    def left(self, connection: Connection) -> None:
        seat = connection.seat
        self.last_seen = time.monotonic()
        if seat is not None and not any(c.seat == seat for c in self.connections if c.joined):
            self.table.seats[seat].present = False
            self.tell_seats()

    def receive(self, connection: Connection, message: Frame) -> None:
        """One decoded frame from a client: answered, or refused with nothing changed."""
        if not connection.greeted:
            if not isinstance(message, Hello):
                connection.send(_refusal(message.TYPE, "hello_first"))
                connection.close(1008, "hello first")
            elif message.protocol != PROTOCOL or message.app != APP:
                connection.send(_refusal("hello", "version", host=PROTOCOL, client=message.protocol))
                connection.close(1008, "another protocol")
            else:
                connection.greeted = True
                connection.send(
                    Welcome(PROTOCOL, APP, __version__, self.table.match.game_id, self.table.name, self.seat_infos())
                )
            return
        try:
            if isinstance(message, (Join, Resume, Watch)):
                self.sit(connection, message)
            elif not connection.joined:
                raise Refused("not_seated", Message(C, REASONS["not_seated"]))
            elif isinstance(message, Say):
                self.say(connection.seat, connection.name, message.text)
            elif connection.seat is None:
                raise Refused("spectator", Message(C, REASONS["spectator"]))
            elif isinstance(message, Act):
                self.table.act(connection.seat, message.number, message.action)
                self.changed()
            elif isinstance(message, StandIn):
                self.table.stand_in(message.seat, message.level)
                self.save()
                self.tell_seats()
                self.kick()
            elif isinstance(message, Adjourn):
                self.adjourn(connection.name)
            elif isinstance(message, Rematch):
                self.table.rematch(connection.seat)
                self.changed()
                self.ask_values()
                self.deal()  # (its time begins)
            elif isinstance(message, Contribute):
                self.table.contribute(connection.seat, message.value)
                self.save()
                self.deal()
            else:  # a second hello
                raise Refused("already_seated", Message(C, REASONS["already_seated"]))
        except Refused as refused:
            connection.send(Refusal(message.TYPE, refused.code, refused.reason))

    def sit(self, connection: Connection, message: Join | Resume | Watch) -> None:
        if connection.joined:
            raise Refused("already_seated", Message(C, REASONS["already_seated"]))
        token: str | None = None
        since: int | None = None
        if isinstance(message, Join):
            user = getattr(connection.socket, "user", None)  # (a Matrix peer's user: matrix/host.py)
            seat, token = self.table.join(message.name, message.seat, message.invitation, user)
            self.save()  # the token's seat survives a restart of the host
        elif isinstance(message, Resume):
            seat = self.table.resume(message.token)
            since = message.last
            for other in [c for c in self.connections if c.seat == seat and c is not connection and c.joined]:
                other.joined = False  # the same person from somewhere else: the new connection wins
                other.seat = None
                other.close(1000, "resumed elsewhere")
            self.save()
        else:
            seat = None
        connection.joined = True
        connection.seat = seat
        connection.name = self.table.match.seats[seat].name if seat is not None else message.name  # type: ignore[union-attr]
        connection.send(Seated(seat, token, self.table.seats[seat].next if seat is not None else 1))
        connection.send(Seats(self.seat_infos()))
        if self.table.commitment is not None:  # the deal waits for values: this seat's too
            connection.send(Commitment(self.table.commitment))
        connection.send(self.table.update_for(seat, since))
        connection.sent = self.table.seq
        record = self.table.record()
        if record is not None:
            connection.send(record)
        heard = message.chat if isinstance(message, Resume) else 0
        if self.table.chat and heard > self.table.chat[-1].n:  # (a host restarted before writing them)
            heard = 0
        history = history_frame(self.table.chat_since(heard))
        if history.lines:
            connection.send(history)
        if seat is not None:
            self.tell_seats(but=connection)
            self.tell_updates(but=connection)  # the game may just have begun, or who acts changed
            self.deal()
            self.kick()

    def seat_infos(self) -> tuple[Any, ...]:
        return self.table.seat_infos()

    def say(self, seat: int | None, name: str, text: str, echo: bool = True) -> Said:
        """A chat line said at the table: numbered, kept (in the table's file too), told to every
        connection, and, with `echo`, to the chat's watchers (a line that came from the Matrix
        room is not sent back to it)."""
        said = self.table.say(seat, name, text)
        self.save()
        self.broadcast(lambda c: said)
        for watcher in self.chat_watchers if echo else ():
            watcher(said)
        return said

    def tell_seats(self, but: Connection | None = None) -> None:
        infos = self.seat_infos()
        self.broadcast(lambda c: Seats(infos), but)
        if self.advertiser is not None:  # the open seats, as the local network sees them
            asyncio.get_running_loop().create_task(self.advertiser.update(self.table))
        self.tell_watchers()

    def tell_updates(self, but: Connection | None = None) -> None:
        for connection in list(self.connections):
            if connection.joined and connection is not but:
                connection.send(self.table.update_for(connection.seat, connection.sent))
                connection.sent = self.table.seq
        self.tell_watchers()

    def tell_watchers(self) -> None:
        for watcher in self.watchers:
            try:
                watcher()
            except Exception:  # a bug of ours: logged; the game goes on without it
                log("a watcher of the table failed:\n" + traceback.format_exc())

    def broadcast(self, make: Any, but: Connection | None = None) -> None:
        for connection in list(self.connections):
            if connection.joined and connection is not but:
                connection.send(make(connection))

    def changed(self) -> None:
        """The game moved on: written down first, then told to everyone, then a computer's turn;
        at its end, everyone is sent its record to check the deal by."""
        self.save()
        self.tell_updates()
        record = self.table.record()
        if record is not None:
            self.broadcast(lambda c: record)
        self.kick()

    # --- the deal (net/fairness.py) -----------------------------------------------------------------
    def ask_values(self) -> None:
        """A new deal waits for values: everyone is sent the host's commitment."""
        commitment = self.table.commitment
        if commitment is not None:
            self.broadcast(lambda c: Commitment(commitment))

    def deal(self, force: bool = False) -> None:
        """Deal once every seat is taken and every person's value is in; from then on the values
        have `values_s` seconds to come, after which the game is dealt without the missing ones."""
        if self.deal_held():
            return
        if self.table.deal(force):
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None
            log(f"dealt; values from seats {sorted(self.table.values)}, none from {list(self.table.missing)}")
            self.changed()
        elif self.table.commitment is not None and self.table.seats_taken and self.deadline is None:
            self.deadline = asyncio.get_running_loop().call_later(self.values_s, self.late)

    def late(self) -> None:
        self.deadline = None
        self.deal(force=True)

    # --- computer seats ---------------------------------------------------------------------------
    def kick(self) -> None:
        """Let a computer think if it is a computer's turn (one at a time, in its own thread)."""
        if (self.thinking is None or self.thinking.done()) and self.table.question() is not None:
            self.thinking = asyncio.get_running_loop().create_task(self.computers())

    async def computers(self) -> None:
        while (question := self.table.question()) is not None:
            started = time.monotonic()
            action = await self.in_thread(self.think, question)
            await asyncio.sleep(max(0.0, self.pace - (time.monotonic() - started)))
            if self.table.answer(question, action):
                self.changed()

    @staticmethod
    async def in_thread(work: Any, *args: Any) -> Any:
        """`work(*args)` in a daemon thread: a strong computer thinking for seconds never holds up
        the connections, nor the host's end (a pool's thread would be waited for at exit)."""
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[Any] = loop.create_future()

        def answered(result: Any = None, error: BaseException | None = None) -> None:
            if answer.done():  # the host stopped meanwhile
                return
            if error is not None:
                answer.set_exception(error)
            else:
                answer.set_result(result)

        def run() -> None:
            try:
                result = work(*args)
            except BaseException as error:  # handed to the loop, raised there
                loop.call_soon_threadsafe(answered, None, error)
            else:
                loop.call_soon_threadsafe(answered, result)

        threading.Thread(target=run, name="computer player", daemon=True).start()
        return await answer

    def think(self, question: Question) -> Any:
        game = self.table.match.game
        try:
            return game.choose_action(question.view, question.seat, question.level, Rng(question.seed))
        except Exception:  # a computer player's bug: logged, and a legal move played instead
            log("a computer player failed:\n" + traceback.format_exc())
            match = self.table.match
            legal = match.legal_choices(question.seat) if match.choosing_in_secret else match.legal_actions()
            return Rng(question.seed).choice(legal)

    # --- the end ------------------------------------------------------------------------------------
    def adjourn(self, by: str) -> None:
        """Everyone stops; the table's file keeps the game for `cloudtable host --resume`."""
        self.save()
        self.adjourned = True
        self.tell_watchers()
        self.broadcast(lambda c: Adjourned(by))
        for connection in list(self.connections):
            connection.close(1001, "adjourned")
        self.done.set()

    async def linger(self) -> None:
        """A finished game's host ends by itself once everyone has left for a while."""
        while not self.done.is_set():
            await asyncio.sleep(1)
            if self.table.match.is_over and not self.connections and time.monotonic() - self.last_seen > LINGER_S:
                self.done.set()


# --- the command line -----------------------------------------------------------------------------------
def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="cloudtable host",
        description="Host a game that others join from their own computers (docs/protocol.md). "
        "Runs until the game is adjourned, or over and left, or stopped (Ctrl+C).",
    )
    parser.add_argument("game", nargs="?", help="the game's id: " + ", ".join(_game_ids()))
    parser.add_argument(
        "--seats",
        default="open,open",
        help="the seats in order, separated by commas: open (anyone joins it), invited (only the person given "
        "its invitation, printed with where the host listens, joins it) or computer[:LEVEL]; default: open,open",
    )
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeat for more)"
    )
    parser.add_argument(
        "--seat-name",
        action="append",
        default=[],
        metavar="SEAT=NAME",
        help="a computer seat's name (seats count from 1; repeat for more)",
    )
    parser.add_argument(
        "--seat-colour",
        action="append",
        default=[],
        metavar="SEAT=COLOUR",
        help="a seat's colour (red, blue... or #rrggbb; seats count from 1; repeat for more)",
    )
    parser.add_argument("--name", default="", help="the table's name, as others see it")
    parser.add_argument(
        "--own-seat",
        metavar="NAME",
        help="the first seat is NAME's, taken before anyone can connect: its token is printed with where the "
        "host listens (keep it secret; whoever has it plays the seat). The window hosts this way",
    )
    parser.add_argument(
        "--address",
        default=DEFAULT_ADDRESS,
        help=f"where to listen (default {DEFAULT_ADDRESS}: only this computer; 0.0.0.0 for every network)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT}; 0: any free one)"
    )
    parser.add_argument(
        "--file", type=Path, help="the table's file, written after every change (default: in the app's data folder)"
    )
    parser.add_argument(
        "--resume", type=Path, metavar="FILE", help="go on with the table in FILE (after a stop or a crash)"
    )
    parser.add_argument(
        "--plain",
        action="store_true",
        help="serve plain ws:// instead of wss:// (nothing is encrypted: for this computer only, or a VPN "
        "that encrypts by itself)",
    )
    parser.add_argument(
        "--advertise",
        action="store_true",
        help="announce the table on the local network (mDNS), so that others find it without its address",
    )
    parser.add_argument(
        "--until-stdin-closes",
        action="store_true",
        help="end (writing the game down, as when stopped) once standard input closes: the program that started "
        "this host is gone, even killed. The window hosts this way",
    )
    parser.add_argument("--seed", type=int, help=argparse.SUPPRESS)  # tests: the deal
    parser.add_argument(
        "--pace", type=int, default=PACE_MS, metavar="MS", help=f"how long a computer's move waits (default {PACE_MS})"
    )
    args = parser.parse_args(argv)
    if (args.game is None) == (args.resume is None):
        parser.error("give a game to host, or --resume FILE")
    return args


def _game_ids() -> list[str]:
    from ..engine.registry import builtin_ids

    return builtin_ids()


def _option_value(text: str) -> Any:
    """An option's value as typed: a number, true/false, or else the text itself."""
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return value if isinstance(value, (int, bool, str)) else text


def new_table(args: argparse.Namespace) -> HostedTable:
    kinds: list[tuple[str, str]] = []
    for part in args.seats.split(","):
        kind, _, level = part.strip().partition(":")
        if kind in (OPEN, INVITED) and not level:
            kinds.append((kind, ""))
        elif kind == COMPUTER:
            kinds.append((COMPUTER, level or "normal"))
        else:
            raise ValueError(f"a seat is open, invited or computer[:LEVEL], not {part!r}")
    options = {}
    for option in args.option:
        key, equals, value = option.partition("=")
        if not equals:
            raise ValueError(f"an option is KEY=VALUE, not {option!r}")
        options[key] = _option_value(value)
    by_seat: list[dict[int, str]] = [{}, {}, {}]
    given_users = getattr(args, "seat_user", [])  # (over Matrix only: serve.py)
    for given, found in ((args.seat_name, by_seat[0]), (args.seat_colour, by_seat[1]), (given_users, by_seat[2])):
        for entry in given:
            seat, equals, value = entry.partition("=")
            if not equals or not seat.isdigit() or not 1 <= int(seat) <= len(kinds):
                raise ValueError(f"a seat's name or colour is SEAT=VALUE, SEAT from 1 to {len(kinds)}, not {entry!r}")
            found[int(seat) - 1] = value
    game = get_game(args.game)
    name = args.name or game.name.english()
    try:
        Text(64, least=1).read(name, "name")
    except ProtocolError:
        raise ValueError("a table's name is 1 to 64 characters on one line") from None
    # Without --seed (for tests), the deal's seed is made by commit-reveal (net/fairness.py).
    if any(not USER_ID.fullmatch(user) for user in by_seat[2].values()):
        raise ValueError("a seat's Matrix user is @name:server")
    return HostedTable.new(
        args.game, kinds, name, args.seed, options, names=by_seat[0], colours=by_seat[1], users=by_seat[2]
    )


def default_file() -> Path:
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("cloudtable", appauthor=False)) / "tables"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / (time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(4) + ".json")


def _end_with_stdin(loop: asyncio.AbstractEventLoop, done: asyncio.Event) -> None:
    """Read standard input to its end (nothing comes on it) and then end the host: the window
    that started it is gone. Killed (kill -9), a window left its host serving the table, and
    its Rejoin opened the same table a second time on another port, each half of the players
    at one of them (seen on two X displays)."""
    try:
        while sys.stdin.buffer.read(4096):
            pass
    except (OSError, ValueError):
        pass
    with contextlib.suppress(RuntimeError):  # (the host ended first: its loop is closed)
        loop.call_soon_threadsafe(done.set)


def stop_on_signals(host: Host, until_stdin_closes: bool = False) -> None:
    """The host is done on SIGINT or SIGTERM, and with `until_stdin_closes` also once standard
    input closes (the window that started it is gone)."""
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, host.done.set)
    if until_stdin_closes:
        threading.Thread(target=_end_with_stdin, args=(loop, host.done), daemon=True).start()


@contextlib.asynccontextmanager
async def listening(
    host: Host,
    address: str,
    port: int,
    tls: tuple[ssl.SSLContext, bytes] | None = None,
    wrap: Callable[[Any], Any] | None = None,
) -> AsyncIterator[dict[str, Any]]:
    """Serve the table's WebSocket at `address` and `port` (over `wss://` with `tls`: the context
    and its certificate's fingerprint; else plain `ws://`), each connection seen through `wrap`
    if given; yields where it listens, as the host's first line says it."""
    from websockets.asyncio.server import serve

    async def handle(socket: Any) -> None:
        await host.handle(socket if wrap is None else wrap(socket))

    async with serve(
        handle,
        address,
        port,
        max_size=4 * MAX_TO_HOST,  # beyond this websockets hangs up; between, the protocol refuses
        max_queue=BURST,
        ping_interval=20,
        ping_timeout=20,
        # The opening handshake (TLS, then HTTP) of a slow machine or a busy network may take
        # longer than websockets' 10 s; bounded still, so a silent connection is let go.
        open_timeout=30,
        compression=None,  # frames are small; and no decompression bomb can come in
        ssl=tls[0] if tls is not None else None,
    ) as server:
        bound = server.sockets[0].getsockname()
        scheme = "wss" if tls is not None else "ws"
        yield {
            "listening": f"{scheme}://{bound[0]}:{bound[1]}"
            if ":" not in bound[0]
            else f"{scheme}://[{bound[0]}]:{bound[1]}",
            "port": bound[1],
            "fingerprint": tls[1].hex() if tls is not None else None,
            **({"token": host.own_token} if host.own_token is not None else {}),
        }


async def run(
    host: Host,
    address: str,
    port: int,
    advertise: bool = False,
    tls: tuple[ssl.SSLContext, bytes] | None = None,
    until_stdin_closes: bool = False,
) -> None:
    """Serve the table at `address` and `port` until it is done: over `wss://` with `tls` (the
    context and its certificate's fingerprint), else plain `ws://`; with `until_stdin_closes`,
    also done when standard input closes."""
    loop = asyncio.get_running_loop()
    stop_on_signals(host, until_stdin_closes)
    async with listening(host, address, port, tls) as where:
        print(
            json.dumps(
                {
                    **where,
                    "file": str(host.path) if host.path else None,
                    "game": host.table.match.game_id,
                    "table": host.table.name,
                    "invitations": {str(seat): invitation for seat, invitation in sorted(host.invitations.items())},
                }
            ),
            flush=True,
        )
        if advertise:
            host.advertiser = Advertiser(address, where["port"], tls[1] if tls is not None else None)
            await host.advertiser.start(host.table)
        host.deal()  # a resumed table may wait for the deal...
        host.kick()  # ...or be at a computer's turn
        lingering = loop.create_task(host.linger())
        await host.done.wait()
        lingering.cancel()
        if host.advertiser is not None:
            await host.advertiser.stop()
        host.save()
        for connection in list(host.connections):
            connection.close(1001, "the host stopped")
        await asyncio.sleep(0.2)  # the last frames and the close handshakes go out


def take_own_seat(host: Host, name: str) -> bool:
    """The first seat taken for `name`, the person at the window that started this host, before
    anyone can connect (its token goes on the host's first line); False if it cannot be."""
    try:
        Name().read(name, "name")  # (as a `join` would be read)
        seat, host.own_token = host.table.join(name, 0)
    except (ProtocolError, Refused, ValueError):
        return False
    host.table.seats[seat].present = False  # (until its person connects with the token)
    return True


def command_line(argv: list[str]) -> int:
    args = parse_args(argv)
    try:
        if args.resume is not None:
            path = args.resume
            table = read_table(path)
        else:
            table = new_table(args)
            path = args.file or default_file()
            if path.exists():
                print(f"cloudtable host: {path} exists; use --resume {path} to go on with it", file=sys.stderr)
                return 2
    except (EngineError, SaveFileError) as error:
        print(f"cloudtable host: {error}", file=sys.stderr)
        return 2
    except (OSError, ValueError) as error:
        print(f"cloudtable host: {error}", file=sys.stderr)
        return 2
    host = Host(table, path, args.pace)
    host.invitations = table.invite()  # (a table opened again: new ones for the seats still waiting)
    if args.own_seat is not None and args.resume is None and not take_own_seat(host, args.own_seat):
        print("cloudtable host: --own-seat needs a player's name and an open first seat", file=sys.stderr)
        return 2
    try:
        tls = None if args.plain else server_context()
    except OSError as error:
        print(f"cloudtable host: no certificate for wss:// ({error}); --plain serves ws://", file=sys.stderr)
        return 2
    host.save()
    try:
        asyncio.run(run(host, args.address, args.port, args.advertise, tls, args.until_stdin_closes))
    except OSError as error:  # the port is taken, the address is not this computer's
        print(f"cloudtable host: cannot listen on {args.address}:{args.port}: {error}", file=sys.stderr)
        return 1
    return 0
