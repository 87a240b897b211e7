"""Run the fake Discord as its own process: ``python -m fakediscord --port N``.

Prints one JSON line to stdout once it is listening (``{"ready": true,
"port": ..., "base_url": ..., "gateway_url": ..., "token": ..., ...}``), then
serves until SIGINT/SIGTERM or ``POST /_fake/shutdown``. Drive it through the
control API under ``/_fake/`` (see `fakediscord.control`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
import sys

from .control import ControlApi
from .fake import DEFAULT_TOKEN, FakeDiscord
from .gateway import shard_of


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options."""
    parser = argparse.ArgumentParser(prog="python -m fakediscord", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--token", default=DEFAULT_TOKEN)
    parser.add_argument(
        "--members", default="alice,bob", help="comma-separated usernames to add as members"
    )
    parser.add_argument("--channels", default="general", help="comma-separated channel names")
    parser.add_argument("--no-validate", action="store_true", help="skip body validation")
    parser.add_argument("--ack-deadline", type=float, default=3.0)
    parser.add_argument(
        "--shards",
        type=int,
        default=1,
        help="a guild for each shard of this many (the first guild included), each with "
        "the channels and members named (members of one guild each)",
    )
    return parser.parse_args(argv)


async def serve(args: argparse.Namespace) -> None:
    """Start the fake, announce it, and wait for a stop request."""
    fake = FakeDiscord(
        host=args.host,
        port=args.port,
        token=args.token,
        validate=not args.no_validate,
        ack_deadline=args.ack_deadline,
        channel_names=[c for c in args.channels.split(",") if c] or ["general"],
    )
    names = [name for name in args.members.split(",") if name]
    members = [fake.add_member(name) for name in names]
    guilds = [fake.guild]
    home = shard_of(fake.guild.id, args.shards)
    for shard in range(args.shards):
        if shard != home:
            guild = fake.add_guild(
                f"Shard {shard}", shard=(shard, args.shards), channel_names=args.channels.split(",")
            )
            for name in names:
                fake.add_member(name, guild=guild)
            guilds.append(guild)
    control = ControlApi(fake)
    await fake.serve(control.register)
    stop = control.shutdown_requested
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    line = {
        "ready": True,
        "port": fake.port,
        "base_url": fake.base_url,
        "gateway_url": fake.gateway_url,
        "control_url": f"{fake.http_url}/_fake",
        "token": fake.token,
        "application_id": str(fake.application_id),
        "guild_id": str(fake.guild.id),
        "channels": {c.name: str(c.id) for c in fake.guild.channels.values()},
        "members": {m.user.username: str(m.id) for m in members},
        "guilds": [
            {
                "id": str(g.id),
                "shard": shard_of(g.id, args.shards),
                "channels": {c.name: str(c.id) for c in g.channels.values()},
                "members": {
                    m.user.username: str(m.id)
                    for m in g.members.values()
                    if m.user.username in names
                },
            }
            for g in guilds
        ],
    }
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()
    try:
        await stop.wait()
    finally:
        await fake.close()


def main(argv: list[str] | None = None) -> None:
    """Entry point."""
    asyncio.run(serve(parse_args(argv)))


if __name__ == "__main__":
    main()
