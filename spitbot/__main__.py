"""The command line: ``spitbot run``, ``migrate``, ``simulate``, ``backup``, ``preview`` and
``forget``.

A failure the person starting SpitBot can fix (a bad setting, an unreachable database
or Discord, ...) is one or two lines on stderr and a non-zero exit, with no traceback
unless ``SPITBOT_LOG_LEVEL=DEBUG``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import shlex
import sqlite3
import sys
from pathlib import Path

from . import __version__, forget_cli, preview_cli, simulate_cli
from .config import Settings, load_settings
from .problems import StartupError, describe_database

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
log = logging.getLogger("spitbot")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="spitbot",
        description="SpitBot: Spit and Speed, the real-time two-player card games, played "
        "with buttons on Discord. Settings come from the environment and ./.env (see "
        ".env.example).",
    )
    parser.add_argument("--version", action="version", version=f"spitbot {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sub.add_parser(
        "run",
        help="run the bot (needs SPITBOT_DISCORD_TOKEN)",
        description="Run the bot: bring the database up to date, register the slash "
        "commands, connect to Discord (waiting for it, with back-off, while it cannot be "
        "reached) and play, until Ctrl+C or SIGTERM (live matches and open challenges are "
        "saved and resume at the next start). Needs SPITBOT_DISCORD_TOKEN.",
    )
    sub.add_parser(
        "migrate",
        help="bring the database schema up to date",
        description="Bring the database (SPITBOT_DATABASE_URL, or the SQLite file in "
        "SPITBOT_DATABASE_FOLDER) up to the newest schema and say from which revision to which, "
        "then stop. `spitbot run` does this by itself when it starts; back the database up "
        "first (`spitbot backup`).",
    )
    sim = sub.add_parser(
        "simulate",
        help="watch bots play matches into a database of their own (no token needed)",
        description="Bots play each other through the real game and database (one of the "
        "simulation's own, never the bot's), and the ratings they leave are printed. "
        "Ctrl+C stops early and keeps the finished matches.",
    )
    simulate_cli.add_arguments(sim)
    sim.set_defaults(parser=sim)
    backup = sub.add_parser(
        "backup",
        help="copy the SQLite database safely, even while the bot runs",
        description="Copy the bot's SQLite database to FILE, safely while the bot runs "
        "(SQLite's online backup: every match finished before the copy began is in it). "
        "To restore, stop the bot and put FILE in place of the database (see the README). "
        "For PostgreSQL, it prints the pg_dump command to use instead.",
    )
    backup.add_argument("file", metavar="FILE", help="the new file to write (never overwritten)")
    preview = sub.add_parser(
        "preview",
        help="write every board and message as a web page (no token needed)",
        description="Write a static gallery to DIR: every board and message of both games, "
        "in every phase and variant and every language, drawn from the payloads the bot "
        "sends, as Discord lays them out (dark and light theme, desktop and phone width). "
        "Open DIR/index.html in a browser; each message's JSON is in DIR/payloads/, named "
        "in DIR/index.json. Needs no token, database or settings.",
    )
    preview_cli.add_arguments(preview)
    forget = sub.add_parser(
        "forget",
        help="erase what SpitBot keeps about a person (asks first)",
        description="Erase what SpitBot keeps about the Discord user USER_ID, as `/spit "
        "privacy` lets them do: their name, ratings, rating history, auto-clicker flags and "
        "challenges; their matches stay in their opponents' histories as \"a deleted "
        'player". Uses the database the bot uses (SPITBOT_DATABASE_URL, or '
        "SPITBOT_DATABASE_FOLDER), safely while the bot runs; refused while they play. Shows "
        "what is kept and asks first, unless --yes.",
    )
    forget_cli.add_arguments(forget)
    return parser


def configure_logging(level: str, library_level: str = "WARNING") -> None:
    """Log to stderr: SpitBot's own loggers (``spitbot.*``) at ``level``, every other
    (discord.py, SQLAlchemy, aiosqlite, alembic...) at ``library_level``, so that a
    DEBUG run shows SpitBot's debugging and not the libraries' chatter."""
    logging.basicConfig(format=LOG_FORMAT)
    logging.getLogger().setLevel(library_level)
    logging.getLogger("spitbot").setLevel(level)


def _migrate(settings: Settings) -> int:
    from .startup import migrate_database, old_database_hint

    if hint := old_database_hint(settings):
        log.warning("%s", hint)
    upgrade = asyncio.run(migrate_database(settings.db_url, setting=settings.database_setting))
    print(f"database is up to date ({upgrade}): {describe_database(settings.db_url)}")
    print(f"settings: {settings.source}")
    return 0


def _backup(settings: Settings, file: str) -> int:
    from .startup import sqlite_file
    from .store.backup import BackupFolderError, backup_sqlite

    url, setting = settings.db_url, settings.database_setting
    if url.startswith(("postgres", "postgresql")):
        raise StartupError(pg_dump_advice(url, file), exit_code=2)
    source = sqlite_file(url)
    if source is None:
        raise StartupError(f"{describe_database(url)} has nothing to back up.", exit_code=2)
    try:
        copy = backup_sqlite(source, Path(file))
    except FileNotFoundError:
        raise StartupError(
            f"no database at {source} to back up.\nCheck {setting}: it names the database "
            "the bot uses.",
            exit_code=2,
        ) from None
    except FileExistsError:
        raise StartupError(
            f"{Path(file).absolute()} already exists: a backup never overwrites a file.\n"
            "Choose a new name (e.g. with the date in it).",
            exit_code=2,
        ) from None
    except BackupFolderError as error:
        raise StartupError(
            f"cannot write the backup in {error.folder}: {error.reason}.\n"
            "Create that folder (or make it writable), or choose another one.",
            exit_code=2,
        ) from None
    except (OSError, sqlite3.Error) as error:
        raise StartupError(
            f"cannot back up {describe_database(url)} to {Path(file).absolute()}: {error}"
        ) from error
    print(
        f"backed up {describe_database(url)} to {copy.path} ({copy.size:,} bytes: "
        f"{copy.finished_matches} finished matches, {copy.live_matches} live)"
    )
    return 0


def pg_dump_advice(url: str, file: str) -> str:
    """What to run instead of ``spitbot backup`` on PostgreSQL (no password in it)."""
    from .store.backup import pg_dump_command

    dump = pg_dump_command(url, file)
    notes = ["the password in PGPASSWORD or ~/.pgpass"] if dump.password else []
    if dump.left_out:
        notes.append(f"without {', '.join(dump.left_out)}: the driver's own, unknown to pg_dump")
    said = f" ({'; '.join(notes)})" if notes else ""
    return (
        f"the database is PostgreSQL ({describe_database(url)}): back it up with pg_dump, "
        f"safe while the bot runs{said}:\n{shlex.join(dump.command)}"
    )


def _command(args: argparse.Namespace, settings: Settings) -> int:
    if args.command == "migrate":
        return _migrate(settings)
    if args.command == "backup":
        return _backup(settings, args.file)
    if args.command == "simulate":
        return simulate_cli.run(args, settings)
    if args.command == "forget":
        return forget_cli.run(args, settings)
    from .bot.run import run_bot

    return asyncio.run(run_bot(settings))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "preview":  # reads no settings: it needs none
        logging.basicConfig(format=LOG_FORMAT, level=logging.WARNING)
        return preview_cli.run(args)
    if args.command == "simulate":
        simulate_cli.check_arguments(args.parser, args)
    debug = False
    try:
        settings = load_settings()
        debug = settings.log.level == "DEBUG"
        configure_logging(settings.log.level, settings.log.library_level)
        for line in settings.warnings:  # old names, and names of no setting
            log.warning("%s", line)
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
