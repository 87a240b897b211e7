"""The command line: ``spitbot run``, ``spitbot migrate``, ``spitbot simulate``."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from . import __version__
from .config import Settings


def _variant_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--stockpiles", type=int, choices=[5, 4], default=5)
    parser.add_argument("--slap", choices=["slap", "choose"], default="slap")
    parser.add_argument("--colours", choices=["any", "alternating"], default="any")
    parser.add_argument("--scoring", choices=["game", "points"], default="game")
    parser.add_argument("--target", type=int, default=100, help="points target (V4)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="spitbot", description="Spit, the card game, on Discord.")
    parser.add_argument("--version", action="version", version=f"spitbot {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("run", help="run the bot (needs DISCORD_TOKEN)")
    sub.add_parser("migrate", help="upgrade the database to the latest schema")
    sim = sub.add_parser("simulate", help="play bot-vs-bot matches into the database")
    sim.add_argument("--matches", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    _variant_options(sim)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = Settings()
    except Exception as error:  # pydantic's message names the bad setting, never a secret value
        print(f"spitbot: bad settings: {error}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    logging.getLogger("alembic").setLevel(logging.WARNING)
    if args.command == "migrate":
        from .store import upgrade_to_head

        upgrade_to_head(settings.db_url)
        print("database is up to date")
        return 0
    if args.command == "simulate":
        from .bot.commands import make_variant
        from .simulate import run

        if args.matches < 1:
            print("spitbot: --matches must be at least 1", file=sys.stderr)
            return 2
        target = args.target if args.scoring == "points" else None
        variant = make_variant(args.stockpiles, args.slap, args.colours, args.scoring, target)
        return run(settings.db_url, args.matches, variant, args.seed)
    from .bot.run import run_bot

    return asyncio.run(run_bot(settings))


if __name__ == "__main__":
    sys.exit(main())
