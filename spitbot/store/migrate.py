"""Schema migrations: Alembic configured in code, no ``alembic.ini`` needed.

The revisions live in the repository's top-level ``migrations/`` directory,
found relative to the package (``Path(spitbot.__file__).parents[1]``).

* From synchronous code (the ``spitbot migrate`` CLI)::

      upgrade_to_head("sqlite+aiosqlite:///data/spitbot.db")

* From a running event loop (the bot's start-up)::

      await upgrade_to_head_async(url)

  The synchronous functions also work inside a running loop: they run the
  migration on a private loop in a helper thread and block until it is done.

``python -m spitbot.store.migrate URL [upgrade|downgrade REV|current]`` is a
small command line for operators.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import sys
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import URL
from sqlalchemy.engine import Connection
from sqlalchemy.pool import NullPool

import spitbot
from spitbot.store.database import create_engine, normalize_url

__all__ = [
    "MIGRATIONS_DIR",
    "alembic_config",
    "current_revision",
    "current_revision_async",
    "downgrade",
    "downgrade_async",
    "head_revision",
    "upgrade_to_head",
    "upgrade_to_head_async",
]

T = TypeVar("T")

MIGRATIONS_DIR = Path(spitbot.__file__).resolve().parents[1] / "migrations"


def alembic_config(url: str | URL) -> Config:
    """An Alembic ``Config`` for ``url`` and the project's ``migrations/``."""
    parsed = normalize_url(url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    # env.py reads the URL from attributes (no ini interpolation of '%').
    config.attributes["url"] = parsed.render_as_string(hide_password=False)
    return config


def head_revision() -> str:
    """The newest revision id in ``migrations/``."""
    head = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    assert head is not None, "migrations/ has no revision"
    return head


async def _with_connection(url: str | URL, work: Callable[[Connection], T]) -> T:
    engine = create_engine(url, poolclass=NullPool, sqlite_foreign_keys=False)
    try:
        async with engine.connect() as connection:
            result = await connection.run_sync(work)
            await connection.commit()
            return result
    finally:
        await engine.dispose()


def _run_command(url: str | URL, action: Callable[[Config], None]) -> Callable[[Connection], None]:
    def work(connection: Connection) -> None:
        config = alembic_config(url)
        config.attributes["connection"] = connection
        action(config)

    return work


async def upgrade_to_head_async(url: str | URL) -> None:
    """Upgrade the database at ``url`` to the newest revision."""
    await _with_connection(url, _run_command(url, lambda c: command.upgrade(c, "head")))


async def downgrade_async(url: str | URL, revision: str) -> None:
    """Downgrade the database at ``url`` to ``revision`` (``"base"`` = empty)."""
    await _with_connection(url, _run_command(url, lambda c: command.downgrade(c, revision)))


async def current_revision_async(url: str | URL) -> str | None:
    """The revision the database at ``url`` is at (``None`` when unversioned)."""
    return await _with_connection(
        url, lambda connection: MigrationContext.configure(connection).get_current_revision()
    )


def _run_sync(coroutine: Coroutine[Any, Any, T]) -> T:
    # A private event loop in a helper thread: works whether or not the
    # caller's thread runs a loop, and leaves the caller's loop state alone.
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def upgrade_to_head(url: str | URL) -> None:
    """Synchronous :func:`upgrade_to_head_async`."""
    _run_sync(upgrade_to_head_async(url))


def downgrade(url: str | URL, revision: str) -> None:
    """Synchronous :func:`downgrade_async`."""
    _run_sync(downgrade_async(url, revision))


def current_revision(url: str | URL) -> str | None:
    """Synchronous :func:`current_revision_async`."""
    return _run_sync(current_revision_async(url))


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m spitbot.store.migrate URL [upgrade | downgrade REV | current]``."""
    parser = argparse.ArgumentParser(prog="python -m spitbot.store.migrate")
    parser.add_argument("url", help="database URL, e.g. sqlite+aiosqlite:///data/spitbot.db")
    parser.add_argument(
        "action", nargs="?", default="upgrade", choices=["upgrade", "downgrade", "current"]
    )
    parser.add_argument("revision", nargs="?", default="base", help="target of downgrade")
    args = parser.parse_args(argv)
    if args.action == "upgrade":
        upgrade_to_head(args.url)
    elif args.action == "downgrade":
        downgrade(args.url, args.revision)
    print(current_revision(args.url) or "(empty)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
