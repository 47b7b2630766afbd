"""A TCP proxy on 127.0.0.1 between a client and the tests' homeserver that a test cuts (every
connection closed, the port closed: the homeserver cannot be reached) and restores (the same port
open again), on a thread of its own, so that a Qt test can use it while its window waits."""

from __future__ import annotations

import asyncio
import contextlib
import threading

LOOPBACK = "127.0.0.1"


class CutProxy:
    def __init__(self, upstream_port: int):
        self.upstream_port = upstream_port
        self.port = 0
        self.connections = 0
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="cut proxy", daemon=True)
        self._thread.start()
        self.restore()

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    def _run(self, coroutine) -> None:
        asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(10)

    def restore(self) -> None:
        """Listen (again, on the same port)."""
        self._run(self._listen())

    def cut(self) -> None:
        """Close the port and every connection through it."""
        self._run(self._cut())

    def stop(self) -> None:
        self.cut()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._loop.close()

    async def _listen(self) -> None:
        if self._server is None:
            self._server = await asyncio.start_server(self._connection, LOOPBACK, self.port)
            self.port = self._server.sockets[0].getsockname()[1]

    async def _cut(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        for writer in list(self._writers):
            writer.transport.abort()
        self._writers.clear()

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.upstream_port)
        except OSError:
            writer.transport.abort()
            return
        self._writers.update((writer, up_writer))

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError, ConnectionError):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.transport.abort()  # (one side ended: the other too)

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))
        self._writers.difference_update((writer, up_writer))
