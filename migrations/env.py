"""Alembic environment for the SpitBot store (async engines, no ini file).

Run it through :mod:`spitbot.store.migrate`, which builds the Alembic
``Config`` programmatically.  The database comes from, in order:

1. ``config.attributes["connection"]``: an open synchronous connection (the
   async runner passes one through ``AsyncConnection.run_sync``);
2. ``config.attributes["url"]`` or the ``sqlalchemy.url`` main option: an
   async engine is created here and driven with ``run_sync``.

SQLite gets ``render_as_batch=True`` so ``ALTER`` operations in future
revisions are emitted as copy-and-move batches.
"""

from __future__ import annotations

import asyncio
from typing import Any, Literal

from alembic import context
from alembic.autogenerate.api import AutogenContext
from sqlalchemy import pool, text
from sqlalchemy.engine import Connection

from spitbot.store.database import create_engine
from spitbot.store.models import Base, UTCDateTime

config = context.config
target_metadata = Base.metadata


def _url() -> str:
    url = config.attributes.get("url") or config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("no database URL: use spitbot.store.migrate, which passes one")
    return str(url)


def _render_item(kind: str, obj: Any, autogen_context: AutogenContext) -> str | Literal[False]:
    # Revisions must not import the models: spell UTCDateTime as plain SQL.
    if kind == "type" and isinstance(obj, UTCDateTime):
        return "sa.DateTime(timezone=True)"
    return False


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        render_item=_render_item,
        compare_type=True,
        # spitbot.store.migrate hears each step, to say which revisions it moved between
        on_version_apply=config.attributes.get("on_version_apply", ()),
    )


MIGRATION_LOCK = 0x5B17_B07
"""PostgreSQL advisory lock key taken while migrating (any constant of our own)."""


def do_run_migrations(connection: Connection) -> None:
    """Run the migrations on an open synchronous connection. On PostgreSQL they hold a
    lock of their own until they commit, so shard processes started at once take turns:
    the first brings the schema up to date, the others then find it done."""
    _configure(connection)
    with context.begin_transaction():
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        context.run_migrations()


async def run_async_migrations() -> None:
    """Create an async engine for the URL and run the migrations through it."""
    engine = create_engine(_url(), poolclass=pool.NullPool, sqlite_foreign_keys=False)
    try:
        async with engine.connect() as connection:
            await connection.run_sync(do_run_migrations)
            await connection.commit()
    finally:
        await engine.dispose()


def run_migrations_offline() -> None:
    """Emit the SQL instead of running it (``alembic upgrade --sql``)."""
    url = _url()
    context.configure(
        url=url,
        target_metadata=target_metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
        render_as_batch=url.startswith("sqlite"),
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    run_migrations_offline()
else:
    shared = config.attributes.get("connection")
    if shared is not None:
        do_run_migrations(shared)
    else:
        asyncio.run(run_async_migrations())
