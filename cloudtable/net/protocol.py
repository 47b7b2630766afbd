"""The table's protocol (docs/protocol.md): every message between a host and its clients, each
encoded as one JSON text frame and decoded strictly.

A network is bad input: `decode` takes whatever bytes arrived and gives either a message (one of
the frozen dataclasses below, every field of its type and in its range) or a `ProtocolError`
with a code and a reason a player can read; never another exception. A frame over its size,
with an unknown or a missing field, a field of the wrong type, too deep, or not JSON is refused.
What a message carries for the game (an action, a view's snapshot) is JSON here; the host reads
an action with the game's `ActionCodec`, a client a view with `engine.state_from_snapshot`.
No Qt: the host is headless.
"""

from __future__ import annotations

import dataclasses
import json
import re
import string
from dataclasses import dataclass
from typing import Any, ClassVar

from ..engine import strict_json
from ..engine.match import COLOUR, is_valid_name
from ..engine.message import QT_TRANSLATE_NOOP, Message
from ..engine.moves import Moved
from ..engine.outcome import Outcome, ScoreLine

PROTOCOL = 2  # the protocol's version: both ends must speak the same (2: invited seats; log lines know their move)
APP = "cloudtable"

# --- limits (docs/protocol.md, "Limits") --------------------------------------------------------------
MAX_TO_HOST = 16 * 1024  # bytes of a frame a client sends: an action, a chat line
MAX_TO_CLIENT = 1024 * 1024  # bytes of a frame the host sends: a view, the log, the legal actions
MAX_DEPTH = 24  # arrays and objects inside one another
MAX_DIGITS = 20  # the longest number: a 64-bit one
MAX_SEATS = 8
MAX_CHAT = 500  # characters of a chat line
HISTORY = 200  # chat lines a table keeps, and sends a seat that (re)joins: the newest
MAX_ITEMS = 20_000  # entries of any one list (a game's whole log, its legal actions)
BIG = 2**53 - 1  # the largest whole number every JSON reader keeps exactly
RATE = 20.0  # frames a client may send per second, on average...
BURST = 40  # ...and at once
DROP_AFTER = 40  # frames refused for coming too fast (one forgiven a second) before the host hangs up

TOKEN = r"[A-Za-z0-9_-]{16,64}"
INVITATION = r"[0-9a-f]{16}"  # an invited seat's secret: 8 random bytes in hexadecimal
GAME_ID = r"[a-z0-9][a-z0-9-]{0,63}"
LEVEL = r"[a-z][a-z0-9_-]{0,31}"
CODE = r"[a-z][a-z_]{0,31}"
CONTEXT = r"[A-Za-z][A-Za-z0-9_]{0,63}"
HASH = r"[0-9a-f]{64}"  # 32 bytes in hexadecimal: a commitment, a contributed value (net/fairness.py)
SEED = r"[0-9a-f]{16}"  # the deal's 64-bit seed in hexadecimal
# A Matrix user's ID (a seat kept for one over Matrix: net/matrix/): @name:server.
USER_ID = re.compile(r"@[a-z0-9._=/+-]{1,200}:[A-Za-z0-9.:\[\]-]{1,230}")

C = "Network"
REASONS = {
    "not_json": QT_TRANSLATE_NOOP("Network", "A message could not be read: it is not a JSON object."),
    "too_big": QT_TRANSLATE_NOOP("Network", "A message was too large."),
    "not_text": QT_TRANSLATE_NOOP("Network", "A message could not be read: it is not text."),
    "unknown_type": QT_TRANSLATE_NOOP("Network", "A message of an unknown kind was received."),
    "bad_field": QT_TRANSLATE_NOOP("Network", "A message could not be read: its entry “{field}” is missing or wrong."),
    "extra_field": QT_TRANSLATE_NOOP("Network", "A message could not be read: it has an unknown entry “{field}”."),
}


class ProtocolError(Exception):
    """A frame refused: `code` for programs, `reason` (a Message) for people."""

    def __init__(self, code: str, reason: Message):
        super().__init__(reason.english())
        self.code = code
        self.reason = reason


def _refused(code: str, **args: Any) -> ProtocolError:
    return ProtocolError(code, Message.of(C, REASONS[code], **args))


def _bad(where: str) -> ProtocolError:
    return _refused("bad_field", field=where[:80])


# --- fields: each reads a JSON value strictly and writes one back ---------------------------------------
class Field:
    def read(self, value: Any, where: str) -> Any:
        raise NotImplementedError

    def dump(self, value: Any) -> Any:
        return value


class Int(Field):
    def __init__(self, low: int = 0, high: int = BIG):
        self.low, self.high = low, high

    def read(self, value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise _bad(where)
        return value


class Bool(Field):
    def read(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise _bad(where)
        return value


def _one_line(text: str) -> bool:
    """Text that can be shown on a line and written to a file: no control characters, no line or
    paragraph separators, no lone surrogates."""
    import unicodedata

    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return not any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in text)


class Text(Field):
    def __init__(self, most: int = 64, pattern: str | None = None, least: int = 0):
        self.most, self.least = most, least
        self.pattern = re.compile(pattern) if pattern else None

    def read(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not self.least <= len(value) <= self.most or not _one_line(value):
            raise _bad(where)
        if self.pattern is not None and not self.pattern.fullmatch(value):
            raise _bad(where)
        return value


class Name(Field):
    """A player's name, by the engine's rule (engine/match.py: what a save can keep)."""

    def read(self, value: Any, where: str) -> str:
        if not is_valid_name(value):
            raise _bad(where)
        return str(value)


class Chat(Field):
    def read(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not 0 < len(value) <= MAX_CHAT or not value.strip() or not _one_line(value):
            raise _bad(where)
        return value


class Nullable(Field):
    def __init__(self, inner: Field):
        self.inner = inner

    def read(self, value: Any, where: str) -> Any:
        return None if value is None else self.inner.read(value, where)

    def dump(self, value: Any) -> Any:
        return None if value is None else self.inner.dump(value)


class ListOf(Field):
    def __init__(self, inner: Field, most: int = MAX_ITEMS):
        self.inner, self.most = inner, most

    def read(self, value: Any, where: str) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) > self.most:
            raise _bad(where)
        return tuple(self.inner.read(item, f"{where}[{i}]") for i, item in enumerate(value))

    def dump(self, value: Any) -> Any:
        return [self.inner.dump(item) for item in value]


class Object(Field):
    """A JSON object left as it is: a game's action or view, read later by the game's own reader."""

    def read(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise _bad(where)
        return value


def _fields(data: Any, where: str, names: tuple[str, ...]) -> dict[str, Any]:
    """The entries of a JSON object that must have exactly these names."""
    if not isinstance(data, dict):
        raise _bad(where)
    for key in data:
        if key not in names:
            raise _refused("extra_field", field=f"{where}.{key}"[:80])
    missing = next((name for name in names if name not in data), None)
    if missing is not None:
        raise _bad(f"{where}.{missing}")
    return data


_FORMATTER = string.Formatter()
_ARG = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,31}")


def _plain_template(text: str) -> bool:
    """Only `{name}` placeholders: no attribute, index, conversion or format spec, which a text
    from another computer could use to make the reader format something huge."""
    try:
        for _, field, spec, conversion in _FORMATTER.parse(text):
            if field is not None and (not _ARG.fullmatch(field) or spec or conversion):
                return False
    except ValueError:
        return False
    return True


class MessageField(Field):
    """A `Message` as data: each client renders it in its own language. Arguments are numbers,
    short texts or Messages (a card's name), at most four deep."""

    NAMES = ("context", "text", "args", "n")
    _context = Text(64, CONTEXT)
    _text = Text(2000)

    def read(self, value: Any, where: str, depth: int = 0) -> Message:
        f = _fields(value, where, self.NAMES)
        text = self._text.read(f["text"], f"{where}.text")
        if not _plain_template(text):
            raise _bad(f"{where}.text")
        args = f["args"]
        if not isinstance(args, dict) or len(args) > 16 or depth > 4:
            raise _bad(f"{where}.args")
        read_args: dict[str, Any] = {}
        for key, arg in args.items():
            at = f"{where}.args.{key}"
            if not _ARG.fullmatch(key):
                raise _bad(at)
            if isinstance(arg, dict):
                read_args[key] = self.read(arg, at, depth + 1)
            elif isinstance(arg, str):
                read_args[key] = Text(200).read(arg, at)
            else:
                read_args[key] = Int(-BIG, BIG).read(arg, at)
        return Message.of(
            self._context.read(f["context"], f"{where}.context"),
            text,
            Int(-1, BIG).read(f["n"], f"{where}.n"),
            **read_args,
        )

    def dump(self, value: Message) -> dict[str, Any]:
        return {
            "context": value.context,
            "text": value.text,
            "args": {k: self.dump(v) if isinstance(v, Message) else v for k, v in value.args},
            "n": value.n,
        }


class ZoneField(Field):
    """A place on the table (engine/moves.py): a short list of names and numbers."""

    def read(self, value: Any, where: str) -> tuple[Any, ...]:
        if not isinstance(value, list) or not 0 < len(value) <= 8:
            raise _bad(where)
        return tuple(
            Text(32).read(part, where) if isinstance(part, str) else Int(-BIG, BIG).read(part, where) for part in value
        )

    def dump(self, value: tuple[Any, ...]) -> list[Any]:
        return list(value)


class MovedField(Field):
    NAMES = ("card", "source", "target")

    def read(self, value: Any, where: str) -> Moved:
        f = _fields(value, where, self.NAMES)
        zone = ZoneField()
        return Moved(
            Int(-BIG, BIG).read(f["card"], f"{where}.card"),
            zone.read(f["source"], f"{where}.source"),
            zone.read(f["target"], f"{where}.target"),
        )

    def dump(self, value: Moved) -> dict[str, Any]:
        return {"card": value.card, "source": list(value.source), "target": list(value.target)}


SEAT = Int(0, MAX_SEATS - 1)
SCORE = Int(-1_000_000, 1_000_000)


class OutcomeField(Field):
    NAMES = ("winners", "scores", "summary", "breakdown", "rating")
    LINE = ("seat", "label", "points")

    def read(self, value: Any, where: str) -> Outcome:
        f = _fields(value, where, self.NAMES)
        message = MessageField()

        def line(entry: Any, at: str) -> ScoreLine:
            g = _fields(entry, at, self.LINE)
            return ScoreLine(
                SEAT.read(g["seat"], f"{at}.seat"), message.read(g["label"], f"{at}.label"), SCORE.read(g["points"], at)
            )

        if not isinstance(f["breakdown"], list) or len(f["breakdown"]) > 1000:
            raise _bad(f"{where}.breakdown")
        return Outcome(
            frozenset(ListOf(SEAT, MAX_SEATS).read(f["winners"], f"{where}.winners")),
            Nullable(ListOf(SCORE, MAX_SEATS)).read(f["scores"], f"{where}.scores"),
            Nullable(message).read(f["summary"], f"{where}.summary"),
            tuple(line(entry, f"{where}.breakdown[{i}]") for i, entry in enumerate(f["breakdown"])),
            Nullable(message).read(f["rating"], f"{where}.rating"),
        )

    def dump(self, value: Outcome) -> dict[str, Any]:
        message = MessageField()
        return {
            "winners": sorted(value.winners),
            "scores": None if value.scores is None else list(value.scores),
            "summary": None if value.summary is None else message.dump(value.summary),
            "breakdown": [
                {"seat": line.seat, "label": message.dump(line.label), "points": line.points}
                for line in value.breakdown
            ],
            "rating": None if value.rating is None else message.dump(value.rating),
        }


# --- values inside messages -------------------------------------------------------------------------------
OPEN, INVITED, PERSON, COMPUTER = "open", "invited", "person", "computer"
WAITING = (OPEN, INVITED)  # a seat the game waits for a person to take


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat, as every client sees it. `kind`: "open" (waiting for a person to
    join), "invited" (waiting for the person holding its invitation), "person" or "computer"; `present`: the person is connected now; `level`: a computer's
    level, or the level of the computer playing for a person who is away (`stand_in`)."""

    name: str
    colour: str = ""
    kind: str = OPEN
    present: bool = False
    level: str | None = None
    user: str | None = None  # over Matrix, an invited seat's: the Matrix user it is kept for


class SeatInfoField(Field):
    NAMES = ("name", "colour", "kind", "present", "level", "user")

    def read(self, value: Any, where: str) -> SeatInfo:
        f = _fields(value, where, self.NAMES)
        colour = Text(16).read(f["colour"], f"{where}.colour")
        if not COLOUR.fullmatch(colour):
            raise _bad(f"{where}.colour")
        return SeatInfo(
            Name().read(f["name"], f"{where}.name"),
            colour,
            Text(16, f"{OPEN}|{INVITED}|{PERSON}|{COMPUTER}").read(f["kind"], f"{where}.kind"),
            Bool().read(f["present"], f"{where}.present"),
            Nullable(Text(32, LEVEL)).read(f["level"], f"{where}.level"),
            Nullable(Text(255, USER_ID.pattern)).read(f["user"], f"{where}.user"),
        )

    def dump(self, value: SeatInfo) -> dict[str, Any]:
        return dataclasses.asdict(value)


@dataclass(frozen=True)
class StepInfo:
    """One move of the game as a seat may know it: who made it, the action (None for another
    seat's secret choice) and what it moved (public)."""

    seat: int
    action: dict[str, Any] | None
    moved: tuple[Moved, ...] = ()


class StepField(Field):
    NAMES = ("seat", "action", "moved")

    def read(self, value: Any, where: str) -> StepInfo:
        f = _fields(value, where, self.NAMES)
        return StepInfo(
            SEAT.read(f["seat"], f"{where}.seat"),
            Nullable(Object()).read(f["action"], f"{where}.action"),
            ListOf(MovedField(), 1000).read(f["moved"], f"{where}.moved"),
        )

    def dump(self, value: StepInfo) -> dict[str, Any]:
        return {"seat": value.seat, "action": value.action, "moved": [MovedField().dump(m) for m in value.moved]}


@dataclass(frozen=True)
class LogLine:
    """A line of the game's log: `{player}` in it stands for the name of `seat` (None: the line
    is nobody's); `step` is the move it tells of, counted from 0 (None: of no move yet, as a
    secret choice made before its turn, or a new game's first line)."""

    seat: int | None
    message: Message
    step: int | None = None


class LogLineField(Field):
    NAMES = ("seat", "message", "step")

    def read(self, value: Any, where: str) -> LogLine:
        f = _fields(value, where, self.NAMES)
        return LogLine(
            Nullable(SEAT).read(f["seat"], f"{where}.seat"),
            MessageField().read(f["message"], f"{where}.message"),
            Nullable(Int()).read(f["step"], f"{where}.step"),
        )

    def dump(self, value: LogLine) -> dict[str, Any]:
        return {"seat": value.seat, "message": MessageField().dump(value.message), "step": value.step}


# --- the messages ---------------------------------------------------------------------------------------
class Frame:
    """A message: a frozen dataclass whose `FIELDS` say how each field is read and written."""

    TYPE: ClassVar[str]
    FIELDS: ClassVar[dict[str, Field]]


# Client -> host.
@dataclass(frozen=True)
class Hello(Frame):
    TYPE = "hello"
    FIELDS = {"protocol": Int(), "app": Text(32), "version": Text(32)}
    protocol: int
    app: str
    version: str


@dataclass(frozen=True)
class Join(Frame):
    TYPE = "join"
    FIELDS = {"name": Name(), "seat": Nullable(SEAT), "invitation": Nullable(Text(16, INVITATION))}
    name: str
    seat: int | None = None
    invitation: str | None = None  # an invited seat's: only it takes that seat


@dataclass(frozen=True)
class Resume(Frame):
    TYPE = "resume"
    FIELDS = {"token": Text(64, TOKEN), "last": Int(), "chat": Int()}
    token: str
    last: int = 0
    chat: int = 0  # the number of the last chat line the client has (0: none)


@dataclass(frozen=True)
class Watch(Frame):
    TYPE = "watch"
    FIELDS = {"name": Name()}
    name: str


@dataclass(frozen=True)
class Act(Frame):
    TYPE = "act"
    FIELDS = {"number": Int(1), "action": Object()}
    number: int
    action: dict[str, Any]


@dataclass(frozen=True)
class Say(Frame):
    TYPE = "chat"
    FIELDS = {"text": Chat()}
    text: str


@dataclass(frozen=True)
class StandIn(Frame):
    TYPE = "stand_in"
    FIELDS = {"seat": SEAT, "level": Text(32, LEVEL)}
    seat: int
    level: str


@dataclass(frozen=True)
class Adjourn(Frame):
    TYPE = "adjourn"
    FIELDS: ClassVar[dict[str, Field]] = {}


@dataclass(frozen=True)
class Rematch(Frame):
    TYPE = "rematch"
    FIELDS: ClassVar[dict[str, Field]] = {}


@dataclass(frozen=True)
class Contribute(Frame):
    """A person's seat's random value for the deal, sent once the host's commitment is in."""

    TYPE = "contribute"
    FIELDS = {"value": Text(64, HASH)}
    value: str


# Host -> client.
@dataclass(frozen=True)
class Welcome(Frame):
    TYPE = "welcome"
    FIELDS = {
        "protocol": Int(),
        "app": Text(32),
        "version": Text(32),
        "game": Text(64, GAME_ID),
        "table": Text(64, least=1),
        "seats": ListOf(SeatInfoField(), MAX_SEATS),
    }
    protocol: int
    app: str
    version: str
    game: str
    table: str
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Refusal(Frame):
    TYPE = "refusal"
    FIELDS = {"to": Text(32, CODE), "code": Text(32, CODE), "reason": MessageField()}
    to: str
    code: str
    reason: Message


@dataclass(frozen=True)
class Seated(Frame):
    TYPE = "seated"
    FIELDS = {"seat": Nullable(SEAT), "token": Nullable(Text(64, TOKEN)), "next": Int(1)}
    seat: int | None
    token: str | None
    next: int = 1


@dataclass(frozen=True)
class Seats(Frame):
    TYPE = "seats"
    FIELDS = {"seats": ListOf(SeatInfoField(), MAX_SEATS)}
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Update(Frame):
    TYPE = "update"
    FIELDS = {
        "seq": Int(),
        "reset": Bool(),
        "moves": Int(),
        "steps": ListOf(StepField()),
        "log": ListOf(LogLineField()),
        "view": Object(),
        "current": Nullable(SEAT),
        "acting": ListOf(SEAT, MAX_SEATS),
        "chosen": ListOf(SEAT, MAX_SEATS),
        "legal": ListOf(Object()),
        "taken": Int(),
        "scores": Nullable(ListOf(SCORE, MAX_SEATS)),
        "outcome": Nullable(OutcomeField()),
    }
    seq: int
    reset: bool
    moves: int
    steps: tuple[StepInfo, ...]
    log: tuple[LogLine, ...]
    view: dict[str, Any]
    current: int | None
    acting: tuple[int, ...]
    chosen: tuple[int, ...]
    legal: tuple[dict[str, Any], ...]
    taken: int
    scores: tuple[int, ...] | None
    outcome: Outcome | None


@dataclass(frozen=True)
class Said(Frame):
    """A chat line said at the table; `n` numbers the table's lines from 1, in order."""

    TYPE = "chat"
    FIELDS = {"n": Int(1), "seat": Nullable(SEAT), "name": Name(), "text": Chat()}
    n: int
    seat: int | None
    name: str
    text: str


class SaidField(Field):
    """A chat line inside another message (`history`) or a table's file."""

    def read(self, value: Any, where: str) -> Said:
        f = _fields(value, where, tuple(Said.FIELDS))
        return Said(**{name: field.read(f[name], f"{where}.{name}") for name, field in Said.FIELDS.items()})

    def dump(self, value: Said) -> dict[str, Any]:
        return {name: field.dump(getattr(value, name)) for name, field in Said.FIELDS.items()}


class ChatLines(Field):
    """At most HISTORY chat lines, their numbers rising (each later line said after the one before)."""

    def read(self, value: Any, where: str) -> tuple[Said, ...]:
        lines = ListOf(SaidField(), HISTORY).read(value, where)
        for i in range(1, len(lines)):
            if lines[i].n <= lines[i - 1].n:
                raise _bad(f"{where}[{i}].n")
        return lines

    def dump(self, value: tuple[Said, ...]) -> list[dict[str, Any]]:
        return [SaidField().dump(line) for line in value]


@dataclass(frozen=True)
class History(Frame):
    """The chat lines said at the table before a seat (or a spectator) sat, or while it was away."""

    TYPE = "history"
    FIELDS = {"lines": ChatLines()}
    lines: tuple[Said, ...]


@dataclass(frozen=True)
class Adjourned(Frame):
    TYPE = "adjourned"
    FIELDS = {"by": Name()}
    by: str


@dataclass(frozen=True)
class Commitment(Frame):
    """Before the deal: the SHA-256 of the host's own value, which it reveals in the `record`."""

    TYPE = "commitment"
    FIELDS = {"hash": Text(64, HASH)}
    hash: str


class ContributionField(Field):
    NAMES = ("seat", "value")

    def read(self, value: Any, where: str) -> tuple[int, str]:
        f = _fields(value, where, self.NAMES)
        return SEAT.read(f["seat"], f"{where}.seat"), Text(64, HASH).read(f["value"], f"{where}.value")

    def dump(self, value: tuple[int, str]) -> dict[str, Any]:
        return {"seat": value[0], "value": value[1]}


@dataclass(frozen=True)
class Record(Frame):
    """The game's record, once it is over: what each client replays to check the deal and its views."""

    TYPE = "record"
    FIELDS = {
        "players": Int(1, MAX_SEATS),
        "options": Object(),
        "host_value": Text(64, HASH),
        "values": ListOf(ContributionField(), MAX_SEATS),
        "seed": Text(16, SEED),
        "actions": ListOf(Object()),
    }
    players: int
    options: dict[str, Any]
    host_value: str
    values: tuple[tuple[int, str], ...]
    seed: str
    actions: tuple[dict[str, Any], ...]


TO_HOST: dict[str, type[Frame]] = {
    t.TYPE: t for t in (Hello, Join, Resume, Watch, Act, Say, StandIn, Adjourn, Rematch, Contribute)
}
TO_CLIENT: dict[str, type[Frame]] = {
    t.TYPE: t for t in (Welcome, Refusal, Seated, Seats, Update, Said, History, Adjourned, Commitment, Record)
}


# --- frames ---------------------------------------------------------------------------------------------
def encode(message: Frame) -> str:
    """The message as its JSON text frame (compact, UTF-8 when sent)."""
    data: dict[str, Any] = {"type": message.TYPE}
    for name, field in message.FIELDS.items():
        data[name] = field.dump(getattr(message, name))
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _depth(value: Any) -> int:
    """How deep arrays and objects go in a parsed value (without recursion). Only arrays and
    objects are pushed: pushing every number and string as well was an eighth of the time of a
    networked game's tests."""
    if not isinstance(value, (list, dict)):
        return 0
    deepest, todo = 1, [(value, 1)]
    while todo:
        item, depth = todo.pop()
        deepest = max(deepest, depth)
        children = item.values() if isinstance(item, dict) else item
        todo.extend((child, depth + 1) for child in children if isinstance(child, (list, dict)))
    return deepest


def parse(frame: str | bytes, limit: int) -> dict[str, Any]:
    """The JSON object of a frame of at most `limit` bytes; ProtocolError otherwise."""
    if isinstance(frame, bytes):
        if len(frame) > limit:
            raise _refused("too_big")
        try:
            frame = frame.decode("utf-8")
        except UnicodeDecodeError:
            raise _refused("not_text") from None
    elif not isinstance(frame, str):
        raise _refused("not_text")
    if len(frame) > limit:
        raise _refused("too_big")
    try:
        if len(frame.encode("utf-8")) > limit:
            raise _refused("too_big")
    except UnicodeEncodeError:  # a lone surrogate
        raise _refused("not_text") from None
    try:
        # Nothing in the protocol is a fraction, and a key given twice is refused.
        data = strict_json.loads(
            frame, max_digits=MAX_DIGITS, fractions=False, repeated_keys=False, lone_surrogates=False
        )
    except strict_json.NotText:
        raise _refused("not_text") from None
    except (ValueError, RecursionError):  # strict_json.Refused and JSONDecodeError are ValueErrors
        raise _refused("not_json") from None
    if not isinstance(data, dict) or _depth(data) > MAX_DEPTH:
        raise _refused("not_json")
    return data


def decode(frame: str | bytes, kinds: dict[str, type[Frame]], limit: int) -> Frame:
    """The message a frame holds, one of `kinds` (TO_HOST or TO_CLIENT); ProtocolError otherwise."""
    data = parse(frame, limit)
    name = data.get("type")
    kind = kinds.get(name) if isinstance(name, str) else None
    if kind is None:
        raise _refused("unknown_type")
    fields = _fields({k: v for k, v in data.items() if k != "type"}, kind.TYPE, tuple(kind.FIELDS))
    return kind(**{name: field.read(fields[name], f"{kind.TYPE}.{name}") for name, field in kind.FIELDS.items()})


def to_host(frame: str | bytes) -> Frame:
    """A frame a client sent, as the host reads it."""
    return decode(frame, TO_HOST, MAX_TO_HOST)


def to_client(frame: str | bytes) -> Frame:
    """A frame the host sent, as a client reads it."""
    return decode(frame, TO_CLIENT, MAX_TO_CLIENT)
