"""A client process for the network tests: it sits at a table (or takes its seat back with the token
in --token-file), plays random legal moves until the game ends, and writes what it knows to
--report after every change. `python tests/net/random_client.py URL NAME [options]`; exit status 0
when the game ended, 1 if the client gave up."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cloudtable.net.client import Client, ClientError  # noqa: E402


def write(path: Path, data: dict) -> None:
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data))
    os.replace(temporary, path)


async def play(args: argparse.Namespace) -> int:
    token_file = Path(args.token_file) if args.token_file else None
    token = token_file.read_text() if token_file and token_file.exists() else None
    report = Path(args.report)
    client = Client(args.url, name=args.name, token=token, retry_for=args.retry_for)

    def progress(_frame: object) -> None:
        k = client.knowledge
        write(
            report,
            {
                "pid": os.getpid(),
                "seat": k.seat,
                "seq": k.seq,
                "moves": k.moves,
                "over": k.is_over,
                "winners": sorted(k.outcome.winners) if k.outcome else None,
                "scores": list(k.outcome.scores) if k.outcome and k.outcome.scores else None,
                "view": k.view,
                "log": len(k.log),
                "connections": client.connections,
            },
        )

    client.listener = progress
    try:
        await client.start()
    except ClientError as error:
        print(f"refused: {error}", file=sys.stderr)
        return 1
    if token_file is not None and token is None:  # kept for a process that takes the seat back
        temporary = token_file.with_suffix(".tmp")
        temporary.write_text(client.knowledge.token or "")
        os.replace(temporary, token_file)
    rng = random.Random(args.seed)
    try:
        while True:
            await client.until(lambda k: k.is_over or k.may_act, args.wait)
            k = client.knowledge
            if k.is_over:
                return 0
            await asyncio.sleep(args.think / 1000)
            if not k.may_act:  # meanwhile the connection dropped and came back: look again
                continue
            refused, connections = len(k.refusals), client.connections
            number = await client.act(rng.choice(k.legal))

            def answered(k, n=number, r=refused, c=connections):
                # Taken, refused, or lost with a connection that dropped (then asked again).
                return k.taken >= n or len(k.refusals) > r or k.is_over or client.connections > c

            await client.until(answered, args.wait)
    except (ClientError, TimeoutError) as error:
        print(f"gave up: {error!r}", file=sys.stderr)
        return 1
    finally:
        await client.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("name")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--token-file")
    parser.add_argument("--report", required=True)
    parser.add_argument("--think", type=int, default=0, help="ms before each move")
    parser.add_argument("--wait", type=float, default=120.0, help="seconds to wait for the game to go on")
    parser.add_argument("--retry-for", type=float, default=120.0)
    args = parser.parse_args()
    return asyncio.run(play(args))


if __name__ == "__main__":
    sys.exit(main())
