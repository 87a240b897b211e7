"""``spitbot simulate`` on the command line: its options (each with its default), the
simulation's own database, the seed, and Ctrl+C. The simulation itself is
:mod:`spitbot.simulate`; this module imports it only to run it.

Its bots never reach a real leaderboard: by default the results go into a SQLite file of
their own; another database may be chosen, but never the bot's, nor one holding real
players' ratings.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import secrets
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .engine import find_game, games, options
from .engine.games import all_options, games_with
from .engine.options import TARGET_RANGE
from .problems import StartupError, describe_database

if TYPE_CHECKING:
    from .config import Settings

SIM_DATABASE = "simulate.sqlite3"
"""The simulation's own SQLite file, in the data directory: each run starts it afresh, so
that a replayed seed prints the same ratings (``--database`` adds to one instead)."""


def _positive(text: str) -> int:
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1 (got {value})")
    return value


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def _target(text: str) -> int:
    value, (low, high) = _whole(text), TARGET_RANGE
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(
            f"must be from {low} to {high}, as in Discord (got {value})"
        )
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``spitbot simulate``'s options, each with its default."""
    parser.add_argument(
        "--matches", type=_positive, default=100, help="how many matches to play (default: 100)"
    )
    parser.add_argument(
        "--seed",
        type=_whole,
        default=None,
        help="replay a run with the seed it printed (default: a new random seed, printed)",
    )
    parser.add_argument(
        "--database",
        metavar="FILE_OR_URL",
        default=None,
        help="a database to add the results to: a SQLite file (a path, e.g. sim.sqlite3) or "
        f"a URL (sqlite:///sim.sqlite3, postgresql://user@host/db) (default: {SIM_DATABASE} in "
        "the database folder, SPITBOT_DATABASE_FOLDER, started afresh on each run); never the "
        "bot's own",
    )
    parser.add_argument(
        "--game",
        choices=[game.name for game in games()],
        default=games()[0].name,
        help=f"which game the bots play (default: {games()[0].name})",
    )
    english = _english()
    for option in all_options():
        flag = "--" + option.name.replace("_", "-")
        about = english(f"opt-{option.name.replace('_', '-')}-desc")
        defaults = ", ".join(
            f"{name}: {_default(name, option.name)}" for name in games_with(option)
        )
        if option.values:
            parser.add_argument(
                flag,
                dest=option.name,
                type=type(option.values[0]),
                choices=option.values,
                default=None,
                help=f"{about} (default: the game's own; {defaults})",
            )
        else:
            low, high = TARGET_RANGE
            parser.add_argument(
                flag,
                dest=option.name,
                type=_target,
                default=None,
                help=f"{about}, {low} to {high} (default: {defaults})",
            )


def _english() -> Callable[[str], str]:
    from .bot.i18n.catalogs import Catalogs

    return Catalogs(("en",))["en"]


def _default(game_name: str, option: str) -> object:
    value = getattr(find_game(game_name).default_variant, option)
    return getattr(value, "value", value)


def chosen_options(args: argparse.Namespace) -> dict[str, object]:
    return {
        o.name: getattr(args, o.name) for o in all_options() if getattr(args, o.name) is not None
    }


def check_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse option combinations that would be silently ignored."""
    chosen = chosen_options(args)
    for name in chosen:
        games = next(games_with(o) for o in all_options() if o.name == name)
        if args.game not in games:
            flag = "--" + name.replace("_", "-")
            parser.error(f"{flag} is an option of {' and '.join(games)}, not of {args.game}")
    try:
        options.make_variant(find_game(args.game).default_variant, chosen)
    except options.TargetNeedsPoints:
        parser.error("--target needs --scoring points (a target ends a points series)")


def new_seed() -> int:
    """A fresh seed for a run that was not given one."""
    return secrets.randbelow(10**9)


def _same_database(a: str, b: str) -> bool:
    from sqlalchemy.engine import make_url

    from .startup import sqlite_file

    if sqlite_file(a) is not None or sqlite_file(b) is not None:
        first, second = sqlite_file(a), sqlite_file(b)
        return first is not None and second is not None and first.resolve() == second.resolve()
    x, y = make_url(a), make_url(b)
    return (x.host or "localhost", x.port or 5432, x.database) == (
        y.host or "localhost",
        y.port or 5432,
        y.database,
    )


def database_url(given: str) -> str:
    """``--database`` as a URL: a URL as it is, anything else (no ``://``) a SQLite file,
    relative to the current directory."""
    if "://" not in given:
        return f"sqlite+aiosqlite:///{Path(given).expanduser().absolute().as_posix()}"
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        backend = make_url(given).get_backend_name()
    except ArgumentError:
        backend = ""
    if backend not in ("sqlite", "postgres", "postgresql"):
        raise StartupError(
            "--database must be a SQLite file or a SQLite or PostgreSQL URL, e.g. "
            "sim.sqlite3 or postgresql://user@host/database",
            exit_code=2,
        )
    return given


def _fresh(path: Path) -> None:
    """Remove the last run's file (an unwritable folder is reported when it is opened)."""
    for name in (path.name, f"{path.name}-wal", f"{path.name}-shm", f"{path.name}-journal"):
        with contextlib.suppress(OSError):
            (path.parent / name).unlink()


def _database(args: argparse.Namespace, settings: Settings) -> tuple[str, str]:
    """The simulation's database URL and the option or setting that chose it."""
    own = settings.database.folder / SIM_DATABASE if args.database is None else None
    if own is not None:
        folder = settings.variable("database", "folder")
        url, setting = f"sqlite+aiosqlite:///{own.as_posix()}", f"{folder} (or --database)"
    else:
        url, setting = database_url(args.database), "--database"
    if _same_database(url, settings.db_url):
        raise StartupError(
            f"{setting} leads to the bot's own database ({settings.database_setting}): "
            "simulate never writes there, so that its bots stay off the real leaderboards.\n"
            "Choose another database for the simulation.",
            exit_code=2,
        )
    if own is not None:
        _fresh(own)
    return url, setting


async def _refuse_real_players(url: str, setting: str) -> None:
    """Refuse, before anything is written, a database that holds other players than the
    simulation's bots: it belongs to a real bot."""
    from sqlalchemy import inspect, text
    from sqlalchemy.pool import NullPool

    from .problems import explain_database
    from .simulate import ROSTER
    from .store.database import create_engine

    bots = ", ".join(str(player.user_id) for player in ROSTER)
    engine = create_engine(url, poolclass=NullPool)
    try:
        async with engine.connect() as connection:
            if not await connection.run_sync(lambda c: inspect(c).has_table("players")):
                return
            query = text(f"SELECT count(*) FROM players WHERE user_id NOT IN ({bots})")
            others = (await connection.execute(query)).scalar_one()
    except Exception as error:
        message = explain_database(error, url, setting)
        if message is None:
            raise
        raise StartupError(message) from error
    finally:
        await engine.dispose()
    if others:
        raise StartupError(
            f"{describe_database(url)} holds real players ({others}): simulate only writes "
            "into a database of its own.\nChoose another --database, or leave it out.",
            exit_code=2,
        )


def run(args: argparse.Namespace, settings: Settings) -> int:
    """``spitbot simulate``: 0 when every match was played, 130 when Ctrl+C stopped it."""
    url, setting = _database(args, settings)
    seed = new_seed() if args.seed is None else args.seed
    game = find_game(args.game)
    variant = options.make_variant(game.default_variant, chosen_options(args))

    async def main() -> int:
        from .simulate import simulate
        from .startup import open_database

        if args.database is not None:
            await _refuse_real_players(url, setting)
        store = await open_database(url, setting=setting)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()

        def interrupt() -> None:  # Ctrl+C: finish cleanly; a second one stops at once
            stop.set()
            loop.remove_signal_handler(signal.SIGINT)

        try:
            print(
                f"Playing {args.matches} matches into {describe_database(url)}, "
                f"seed {seed} (--seed {seed} replays them).",
                flush=True,
            )
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(signal.SIGINT, interrupt)
            await simulate(
                store,
                args.matches,
                game,
                variant,
                seed=seed,
                stop=stop,
                out=sys.stdout,
                progress=sys.stderr,
            )
        finally:
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(signal.SIGINT)
            await store.close()
        return 130 if stop.is_set() else 0

    return asyncio.run(main())
