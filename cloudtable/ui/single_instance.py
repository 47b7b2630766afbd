"""A save double-clicked while cloudtable runs opens in the running window: the second start
hands its file over a local socket (QLocalServer, for this user only) and stops, instead of
playing beside it.

What comes over the socket is bad input like any file: one line of at most MAX_MESSAGE bytes,
JSON {"open": "<path>"}; the path is only ever opened as a save, which checks it whole."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

MAX_MESSAGE = 8192
MAX_PATH = 4096
WAIT_MS = 3000


def server_name() -> str:
    """One name per user and data folder: a cloudtable with other folders (a test) is another."""
    from platformdirs import user_data_dir

    from ..storage import APP

    return "cloudtable-" + hashlib.sha256(user_data_dir(APP, appauthor=False).encode()).hexdigest()[:16]


def hand_over(path: Path) -> bool:
    """Give `path` to the cloudtable already running; True if it took it."""
    socket = QLocalSocket()
    socket.connectToServer(server_name())
    if not socket.waitForConnected(WAIT_MS):
        return False
    socket.write(json.dumps({"open": str(path)}).encode("utf-8") + b"\n")
    if not socket.waitForBytesWritten(WAIT_MS):
        return False
    answer = b""
    while b"\n" not in answer and len(answer) < 16:
        if not socket.bytesAvailable() and not socket.waitForReadyRead(WAIT_MS):
            break
        answer += bytes(socket.readAll())
    socket.abort()
    return answer.strip() == b"ok"


def _path_in(line: bytes) -> str | None:
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    path = message.get("open") if isinstance(message, dict) else None
    if not isinstance(path, str) or not 0 < len(path) <= MAX_PATH or "\0" in path:
        return None
    return path


class FileReceiver(QObject):
    """The running cloudtable's end: `received` says which file a second start handed over."""

    received = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Take the name; False if another cloudtable of this user runs and has it (that one
        gets the files, and this one plays on its own)."""
        name = server_name()
        probe = QLocalSocket()
        probe.connectToServer(name)
        if probe.waitForConnected(500):
            probe.abort()
            return False
        # (Asked first: with UserAccessOption, listen() would take the name from a running one.)
        QLocalServer.removeServer(name)  # a socket left behind by a cloudtable that crashed
        return self.server.listen(name)

    def _accept(self) -> None:
        while (connection := self.server.nextPendingConnection()) is not None:
            buffer = bytearray()
            connection.readyRead.connect(lambda c=connection, b=buffer: self._read(c, b))
            connection.disconnected.connect(connection.deleteLater)

    def _read(self, connection: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(connection.readAll())
        if b"\n" not in buffer:
            if len(buffer) > MAX_MESSAGE:
                connection.abort()
            return
        connection.readyRead.disconnect()  # one message per connection
        path = _path_in(bytes(buffer[: buffer.index(b"\n")])) if buffer.index(b"\n") <= MAX_MESSAGE else None
        connection.write(b"ok\n" if path is not None else b"no\n")
        connection.flush()
        connection.disconnectFromServer()
        if path is not None:
            self.received.emit(path)
