"""Run the fake Discord as its own process: ``python -m tests.fakediscord --port N``.

Prints one JSON line to stdout once it is listening (``{"ready": true,
"port": ..., "base_url": ..., "gateway_url": ..., "token": ..., ...}``), then
serves until SIGINT/SIGTERM or ``POST /_fake/shutdown``. Drive it through the
control API under ``/_fake/`` (see `tests.fakediscord.control`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
import sys

from .fake import DEFAULT_TOKEN, FakeDiscord


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options."""
    parser = argparse.ArgumentParser(prog="python -m tests.fakediscord", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--token", default=DEFAULT_TOKEN)
    parser.add_argument(
        "--members", default="alice,bob", help="comma-separated usernames to add as members"
    )
    parser.add_argument("--channels", default="general", help="comma-separated channel names")
    parser.add_argument("--no-validate", action="store_true", help="skip body validation")
    parser.add_argument("--ack-deadline", type=float, default=3.0)
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
    members = [fake.add_member(name) for name in args.members.split(",") if name]
    await fake.serve()
    stop = fake.control.shutdown_requested
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
        "channels": {c.name: str(c.id) for c in fake.channels},
        "members": {m.user.username: str(m.id) for m in members},
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
