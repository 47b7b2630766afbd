"""A bad network for tests: a TCP proxy on 127.0.0.1 between clients and a host that delays what
passes, stalls a direction for a while, and cuts connections (often in the middle of a frame).

Its random moments come from a seed. It forwards bytes as they come, in order (TCP loses nothing
without the connection breaking, so a lost frame is a cut: the rest of that connection is gone).
It listens on loopback only, on a free port, and stops by itself after `lifetime` seconds if the
test has not stopped it: `async with RoughNetwork(port, seed) as rough: ... rough.url ...`.

The kernel's own way (`tc qdisc ... netem` in a network namespace) is used where it runs; this
proxy is what works everywhere (a container without the sch_netem module, a kernel without user
namespaces).
"""

from __future__ import annotations

import asyncio
import contextlib
import random

LOOPBACK = "127.0.0.1"
CHUNK = 4096  # bytes forwarded at once: a long frame passes in pieces, and can be cut between


class RoughNetwork:
    def __init__(
        self,
        upstream_port: int,
        seed: int,
        *,
        delay_s: tuple[float, float] = (0.0, 0.015),
        delay_chance: float = 0.3,
        stall_s: tuple[float, float] = (0.05, 0.25),
        stall_every: tuple[int, int] = (50, 400),
        cut_every: tuple[int, int] = (10, 100),
        cuts: int = 8,
        lifetime_s: float = 120.0,
    ):
        """Each piece that passes waits up to `delay_s` (one in `delay_chance`); after a number
        of pieces drawn from `stall_every` a direction stalls for `stall_s`, and after a number
        drawn from `cut_every` a connection is cut, `cuts` times at most. A calm network until
        `roughen()` (a first connection that fails is a table not found)."""
        self.upstream_port = upstream_port
        self.rng = random.Random(seed)
        self.delay_s, self.stall_s = delay_s, stall_s
        self.delay_chance, self.stall_every, self.cut_every = delay_chance, stall_every, cut_every
        self.rough = False
        self.to_stall = self.to_cut = 0  # pieces until the next stall, the next cut
        self.cuts_left = cuts
        self.lifetime_s = lifetime_s
        self.cut = 0  # connections cut so far
        self.stalled = 0
        self.connections = 0
        self.url = ""
        self._server: asyncio.Server | None = None
        self._open: set[tuple[asyncio.StreamWriter, asyncio.StreamWriter]] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._end: asyncio.Task[None] | None = None

    async def __aenter__(self) -> RoughNetwork:
        self._server = await asyncio.start_server(self._connection, LOOPBACK, 0)
        port = self._server.sockets[0].getsockname()[1]
        self.url = f"ws://{LOOPBACK}:{port}"
        self._end = asyncio.get_running_loop().create_task(self._stop_later())
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def _stop_later(self) -> None:
        await asyncio.sleep(self.lifetime_s)
        await self.stop()

    async def stop(self) -> None:
        """Close the port and every connection through it."""
        if self._server is not None:
            self._server.close()
            self._server = None
        for pair in list(self._open):
            self._hang_up(pair)
        for task in list(self._tasks):
            task.cancel()
        if self._end is not None and self._end is not asyncio.current_task():
            self._end.cancel()

    def roughen(self) -> None:
        """From now on a bad network."""
        self.rough = True
        self.to_stall = self.rng.randint(*self.stall_every)
        self.to_cut = self.rng.randint(*self.cut_every)

    def calm(self) -> None:
        """From now on a good network: nothing delayed, stalled or cut (the end of a test)."""
        self.rough = False

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.upstream_port)
        except OSError:
            writer.transport.abort()
            return
        self.connections += 1
        pair = (writer, up_writer)
        self._open.add(pair)
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await asyncio.gather(self._pump(reader, up_writer, pair), self._pump(up_reader, writer, pair))
        except (OSError, asyncio.CancelledError):
            pass
        finally:
            self._hang_up(pair)
            self._tasks.discard(task)

    async def _pump(self, source: asyncio.StreamReader, target: asyncio.StreamWriter, pair: tuple) -> None:
        """One direction: each piece may wait a little, wait long (a stall), or be the last (a cut
        partway through it)."""
        while pair in self._open:
            try:
                piece = await source.read(CHUNK)
            except OSError:
                piece = b""
            if not piece:
                self._hang_up(pair)
                return
            if self.rough:
                self.to_cut -= 1
                self.to_stall -= 1
                if self.to_cut <= 0 and self.cuts_left > 0:
                    self.to_cut = self.rng.randint(*self.cut_every)
                    self.cuts_left -= 1
                    self.cut += 1
                    target.write(piece[: self.rng.randrange(len(piece))])
                    with contextlib.suppress(OSError):
                        await target.drain()
                    self._hang_up(pair)
                    return
                if self.to_stall <= 0:
                    self.to_stall = self.rng.randint(*self.stall_every)
                    self.stalled += 1
                    await asyncio.sleep(self.rng.uniform(*self.stall_s))
                elif self.rng.random() < self.delay_chance:
                    await asyncio.sleep(self.rng.uniform(*self.delay_s))
            if pair not in self._open:
                return
            target.write(piece)
            await target.drain()

    def _hang_up(self, pair: tuple[asyncio.StreamWriter, asyncio.StreamWriter]) -> None:
        """Both ends at once, without a goodbye: as a network that fails."""
        if pair in self._open:
            self._open.discard(pair)
            for writer in pair:
                writer.transport.abort()
