"""The hosted table's own file: the match as a save holds it, and what the host adds (the seats'
token and invitation hashes and numbers, the log, which change showed each move, secret choices taken early).

Written after every change, whole or not at all (a temporary file renamed over the old one), so
a host stopped at any moment, by kill -9 too, starts again from its last change and every client
resumes its seat. Read as strictly as a save (engine/savefile.py): anything wrong is a
SaveFileError saying which entry. No Qt: the host is headless (storage.py's writer is Qt's).
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from ..engine import EngineError, IllegalAction, Message, SaveFileError, load_match
from ..engine.savefile import MAX_BYTES, MESSAGES, match_to_data
from .protocol import COMPUTER, INVITED, OPEN, PERSON, USER_ID, ChatLines, LogLineField, ProtocolError, Text
from .table import HostedTable, HostSeat

FORMAT = "cloudtable-table"
# 2: each log line says its move (a table written by 1 is read: its lines say none); 3: the deal's
# commit-reveal (a table written before is read as dealt from a seed the host gave); 4: the chat's
# last lines (a table written before had none kept).
FORMAT_VERSION = 4
HASH = 64  # hexadecimal digits of a token's hash (SHA-256)


def _bad(field: str) -> SaveFileError:
    return SaveFileError(Message.of("SaveFile", MESSAGES["bad_field"], field=field))


def table_to_data(table: HostedTable) -> dict[str, Any]:
    log = LogLineField()
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "name": table.name,
        "match": match_to_data(table.match),
        "seats": [
            {
                "kind": s.kind,
                "token_hash": s.token_hash,
                "next": s.next,
                "stand_in": s.stand_in,
                "invitation_hash": s.invitation_hash,
                **({"user": s.user} if s.user is not None else {}),  # (a seat kept for a Matrix user)
            }
            for s in table.seats
        ],
        "seq": table.seq,
        "game_seq": table.game_seq,
        "log": [{"seq": number, **log.dump(line)} for number, line in table.log],
        "step_seqs": list(table.step_seqs),
        "pending": {str(seat): table.codec.dump(action) for seat, action in sorted(table.pending.items())},
        "fairness": {
            "host_value": None if table.host_value is None else table.host_value.hex(),
            "values": {str(seat): value.hex() for seat, value in sorted(table.values.items())},
            "dealt": table.dealt,
        },
        "chat": ChatLines().dump(tuple(table.chat)),
    }


def dump_table(table: HostedTable) -> str:
    return json.dumps(table_to_data(table), ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def _is_hash(value: Any) -> bool:
    return isinstance(value, str) and len(value) == HASH and all(c in "0123456789abcdef" for c in value)


def _int(value: Any, field: str, low: int = 0, high: int = 2**53) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(field)
    return value


def load_table(text: str | bytes) -> HostedTable:
    """The table a file's text holds; SaveFileError with a readable message otherwise."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveFileError(Message("SaveFile", MESSAGES["not_json"])) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(Message("SaveFile", MESSAGES["not_ours"]))
    keys = {
        "format",
        "format_version",
        "name",
        "match",
        "seats",
        "seq",
        "game_seq",
        "log",
        "step_seqs",
        "pending",
        "fairness",
        "chat",
    }
    # (a table that never had a rematch has no game_seq; one from before commit-reveal no fairness;
    # one from before the chat was kept no chat)
    if not keys - {"game_seq", "fairness", "chat"} <= set(data) <= keys:
        raise _bad(sorted(set(data) ^ keys)[0])
    version = _int(data["format_version"], "format_version", 1)
    if version > FORMAT_VERSION:
        raise SaveFileError(
            Message.of("SaveFile", MESSAGES["newer"], found=data["format_version"], known=FORMAT_VERSION)
        )
    try:
        name = Text(64, least=1).read(data["name"], "name")
    except ProtocolError:
        raise _bad("name") from None
    if not isinstance(data["match"], dict):
        raise _bad("match")
    match = load_match(json.dumps(data["match"]))
    seq = _int(data["seq"], "seq")
    game_seq = _int(data.get("game_seq", 0), "game_seq", 0, seq)

    seats = []
    if not isinstance(data["seats"], list) or len(data["seats"]) != match.players:
        raise _bad("seats")
    entry_keys = {"kind", "token_hash", "next", "stand_in", "invitation_hash"}
    users: set[str] = set()
    for entry, sitting in zip(data["seats"], match.seats, strict=True):
        # (a table written before invited seats has no invitation_hash; only a seat kept for a
        # Matrix user has a user)
        if not isinstance(entry, dict) or set(entry) - {"user"} not in (entry_keys, entry_keys - {"invitation_hash"}):
            raise _bad("seats")
        user = entry.get("user")
        if user is not None and (
            entry["kind"] != OPEN or not isinstance(user, str) or not USER_ID.fullmatch(user) or user in users
        ):
            raise _bad("seats")
        if "user" in entry:
            if user is None:
                raise _bad("seats")
            users.add(user)
        kind, digest, stand_in = entry["kind"], entry["token_hash"], entry["stand_in"]
        invitation = entry.get("invitation_hash")
        if kind not in (OPEN, INVITED, PERSON, COMPUTER) or (kind == COMPUTER) != sitting.is_computer:
            raise _bad("seats")
        if (kind == PERSON) != _is_hash(digest) or (
            invitation is not None and (kind != INVITED or not _is_hash(invitation))
        ):
            raise _bad("seats")
        if (digest is not None and kind != PERSON) or (
            stand_in is not None and (kind != PERSON or stand_in not in match.game.bot_levels)
        ):
            raise _bad("seats")
        seats.append(
            HostSeat(kind, digest, _int(entry["next"], "seats", 1), stand_in, invitation_hash=invitation, user=user)
        )

    log = []
    reader = LogLineField()
    if not isinstance(data["log"], list):
        raise _bad("log")
    last = 0
    for entry in data["log"]:
        if not isinstance(entry, dict) or "seq" not in entry:
            raise _bad("log")
        number = _int(entry["seq"], "log", max(last, game_seq), seq)
        fields = {k: v for k, v in entry.items() if k != "seq"}
        if version < 2:
            fields.setdefault("step", None)
        try:
            line = reader.read(fields, "log")
        except ProtocolError:
            raise _bad("log") from None
        if (line.seat is not None and line.seat >= match.players) or (
            line.step is not None and line.step >= len(match.steps)
        ):
            raise _bad("log")
        log.append((number, line))
        last = number

    step_seqs = data["step_seqs"]
    if not isinstance(step_seqs, list) or len(step_seqs) != len(match.steps):
        raise _bad("step_seqs")
    last = game_seq
    for number in step_seqs:
        last = _int(number, "step_seqs", last, seq)

    host_value, values, dealt = _fairness(
        data.get("fairness", {"host_value": None, "values": {}, "dealt": True}), match
    )
    if not dealt and (match.steps or host_value is None):
        raise _bad("fairness")
    try:
        chat = ChatLines().read(data.get("chat", []), "chat")
    except ProtocolError:
        raise _bad("chat") from None
    if any(line.seat is not None and line.seat >= match.players for line in chat):
        raise _bad("chat")
    table = HostedTable(
        match,
        name,
        seats,
        seq,
        log,
        list(step_seqs),
        game_seq=game_seq,
        host_value=host_value,
        values=values,
        dealt=dealt,
        chat=list(chat),
    )
    if not isinstance(data["pending"], dict):
        raise _bad("pending")
    for key, action_data in data["pending"].items():
        if key not in {str(seat) for seat in range(match.players)} or int(key) == match.current_player:
            raise _bad("pending")
        try:
            action = table.codec.load(action_data)
            match.check_choice(int(key), action)
        except (EngineError, IllegalAction):
            raise _bad("pending") from None
        table.pending[int(key)] = action
    return table


def _fairness(data: Any, match: Any) -> tuple[bytes | None, dict[int, bytes], bool]:
    """The deal's commit-reveal: the host's value, the seats' values, whether it is dealt."""
    if not isinstance(data, dict) or set(data) != {"host_value", "values", "dealt"}:
        raise _bad("fairness")
    host_value, values, dealt = data["host_value"], data["values"], data["dealt"]
    if not (host_value is None or _is_hash(host_value)) or not isinstance(dealt, bool) or not isinstance(values, dict):
        raise _bad("fairness")
    read = {}
    for key, value in values.items():
        if key not in {str(seat) for seat in range(match.players)} or not _is_hash(value):
            raise _bad("fairness")
        read[int(key)] = bytes.fromhex(value)
    return None if host_value is None else bytes.fromhex(host_value), read, dealt


# --- the file ---------------------------------------------------------------------------------------
def write_table(path: Path, table: HostedTable) -> None:
    """The table's file, written whole or not at all (OSError says why)."""
    data = dump_table(table).encode("utf-8")
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError:
        temporary.unlink(missing_ok=True)
        raise
    try:  # the rename itself, kept through a power cut
        folder = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(folder)
    except OSError:
        pass
    finally:
        os.close(folder)


def read_table(path: Path) -> HostedTable:
    """The table in the file at `path`: SaveFileError if it is not one, OSError if it cannot be read."""
    with open(path, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise SaveFileError(Message("SaveFile", MESSAGES["not_ours"]))
        text = file.read(MAX_BYTES + 1)
    if len(text) > MAX_BYTES:
        raise SaveFileError(Message("SaveFile", MESSAGES["too_big"]))
    try:
        return load_table(text)
    except UnicodeDecodeError:
        raise SaveFileError(Message("SaveFile", MESSAGES["not_text"])) from None
