"""The command line: ``spitbot run``, ``spitbot migrate``, ``spitbot simulate``.

A failure the person starting SpitBot can fix (a bad setting, an unreachable database
or Discord, ...) is one or two lines on stderr and a non-zero exit, with no traceback
unless ``SPITBOT_LOG_LEVEL=DEBUG``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from . import __version__, simulate_cli
from .config import Settings, load_settings
from .problems import StartupError, describe_database

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
log = logging.getLogger("spitbot")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="spitbot", description="Spit, the card game, on Discord.")
    parser.add_argument("--version", action="version", version=f"spitbot {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("run", help="run the bot (needs DISCORD_TOKEN)")
    sub.add_parser("migrate", help="upgrade the database to the latest schema")
    sim = sub.add_parser(
        "simulate",
        help="play bot-vs-bot matches into a database of their own",
        description="Bots play each other through the real game and database (one of the "
        "simulation's own, never the bot's), and the ratings they leave are printed. "
        "Ctrl+C stops early and keeps the finished matches.",
    )
    simulate_cli.add_arguments(sim)
    sim.set_defaults(parser=sim)
    return parser


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level, format=LOG_FORMAT)
    logging.getLogger("alembic").setLevel(logging.WARNING)


def _migrate(settings: Settings) -> int:
    from .startup import migrate_database, old_database_hint

    if hint := old_database_hint(settings):
        log.warning("%s", hint)
    asyncio.run(migrate_database(settings.db_url, setting=settings.database_setting))
    print(f"database is up to date: {describe_database(settings.db_url)}")
    print(f"settings: {settings.source}")
    return 0


def _command(args: argparse.Namespace, settings: Settings) -> int:
    if args.command == "migrate":
        return _migrate(settings)
    if args.command == "simulate":
        return simulate_cli.run(args, settings)
    from .bot.run import run_bot

    return asyncio.run(run_bot(settings))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        simulate_cli.check_arguments(args.parser, args)
    debug = False
    try:
        settings = load_settings()
        debug = settings.log_level == "DEBUG"
        configure_logging(settings.log_level)
        return _command(args, settings)
    except StartupError as error:
        if debug:
            log.debug("start-up failed", exc_info=error)
        print(f"spitbot: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:  # Ctrl+C before the command's own handler was in place
        print("spitbot: stopped (Ctrl+C)", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
