"""How a frame of the table's protocol travels as Matrix to-device messages: in numbered pieces.

A homeserver refuses a to-device message over 64 KiB (Synapse: 65,536 bytes, encrypted), and an
update that starts a game over can hold 70 KB of JSON; so a frame is cut into pieces, each the
content of one encrypted event of type `EVENT_TYPE`:

    {"table": ROOM_ID, "epoch": N, "seq": N, "part": "more" | "end" | "close", "text": TEXT}

- `table`: the table's room: a piece for another table is refused.
- `epoch`: when the sender's link began (milliseconds since 1970): a link started again (after a
  restart) has a larger one, and is a new connection to the host.
- `seq`: the piece's number within the epoch, from 1 up, one by one. A piece that does not come
  next (sent again by a homeserver, or replayed) is refused: nothing is ever taken in twice.
- `part`: "more" (the frame goes on in the next piece), "end" (its last piece) or "close" (the
  sender ends this link; `text` says why).

Everything is read as strictly as the protocol reads its frames: exactly these fields, each of its
type; a frame's pieces together at most `limit` bytes (the protocol's own bounds then apply to the
frame as to a WebSocket's).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

EVENT_TYPE = "org.cloudtable.frame"  # the decrypted type; the server sees only "m.room.encrypted"
PIECE = 30_000  # bytes of a piece's text written as JSON: encrypted and in base64, under 64 KiB
MORE, END, CLOSE = "more", "end", "close"
FIELDS = ("table", "epoch", "seq", "part", "text")
BIG = 2**53 - 1


class Refused(Exception):
    """A piece that is not taken in: `code` says why (for the log and the tests)."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


def pieces(text: str) -> list[str]:
    """`text` cut into pieces each at most PIECE bytes once written as a JSON string."""
    cut: list[str] = []
    start = 0
    while start < len(text):
        size = min(len(text) - start, PIECE * 4 // 5)
        while len(json.dumps(text[start : start + size])) > PIECE:
            size = size * 3 // 4  # (many characters that JSON escapes: a smaller piece)
        cut.append(text[start : start + size])
        start += size
    return cut or [""]


@dataclass
class Outbox:
    """The pieces one link sends to one device, numbered."""

    table: str
    epoch: int
    seq: int = 0

    def frame(self, text: str) -> list[dict[str, Any]]:
        parts = pieces(text)
        return [self._piece(MORE if i < len(parts) - 1 else END, part) for i, part in enumerate(parts)]

    def close(self, reason: str) -> dict[str, Any]:
        return self._piece(CLOSE, reason[:120])

    def _piece(self, part: str, text: str) -> dict[str, Any]:
        self.seq += 1
        return {"table": self.table, "epoch": self.epoch, "seq": self.seq, "part": part, "text": text}


@dataclass
class Taken:
    """What a piece completed: a whole frame (`text`), or the end of the link (`closed`);
    `new_epoch`: the sender started a new link with it (the old one, if any, is over)."""

    text: str | None = None
    closed: str | None = None
    new_epoch: bool = False


class Inbox:
    """The pieces from one sending device, checked and put back together. `limit`: the most bytes
    a frame may have."""

    def __init__(self, table: str, limit: int):
        self.table = table
        self.limit = limit
        self.epoch = 0
        self.seq = 0
        self.partial: list[str] = []
        self.size = 0
        self.oversized = False

    def take(self, content: Any) -> Taken | None:
        """The frame or the close a piece completes (None: more pieces to come); Refused if the
        piece is malformed, for another table, or not the next one."""
        if not isinstance(content, dict) or set(content) != set(FIELDS):
            raise Refused("malformed")
        table, epoch, seq, part, text = (content[name] for name in FIELDS)
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 < v <= BIG for v in (epoch, seq)):
            raise Refused("malformed")
        if not isinstance(text, str) or part not in (MORE, END, CLOSE) or not isinstance(table, str):
            raise Refused("malformed")
        if table != self.table:
            raise Refused("other_table")
        new_epoch = epoch > self.epoch
        if new_epoch:
            if seq != 1:
                raise Refused("out_of_order")  # a link's first piece is its first
            self.epoch, self.seq = epoch, 0
            self.partial, self.size, self.oversized = [], 0, False
        elif epoch < self.epoch or seq != self.seq + 1:
            raise Refused("replayed" if epoch < self.epoch or seq <= self.seq else "out_of_order")
        self.seq = seq
        if part == CLOSE:
            self.partial, self.size = [], 0
            return Taken(closed=text, new_epoch=new_epoch)
        self.size += len(text.encode("utf-8", "surrogatepass"))
        if self.size > self.limit:
            self.oversized = True
            self.partial = []
        elif not self.oversized:
            self.partial.append(text)
        if part == MORE:
            return Taken(new_epoch=True) if new_epoch else None
        whole, oversized = "".join(self.partial), self.oversized
        self.partial, self.size, self.oversized = [], 0, False
        if oversized:
            raise Refused("too_big")
        return Taken(text=whole, new_epoch=new_epoch)
