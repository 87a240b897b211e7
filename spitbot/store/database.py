"""Async engine creation and per-backend connection set-up.

Supported URLs:

* ``sqlite+aiosqlite:///path/to/file.db`` (``sqlite:///`` is upgraded to it):
  the parent directory is created; every connection gets WAL journaling,
  ``synchronous`` as chosen (see below), a 32 MiB page cache, memory-mapped
  reads, foreign keys and a busy timeout.  Transactions begin with an
  explicit ``BEGIN`` sent on aiosqlite's own connection (the sqlite3 module's
  implicit transactions are off), and write transactions opened through
  :func:`write_engine` start with ``BEGIN IMMEDIATE`` so a read-modify-write
  never races another writer.
* ``postgresql+asyncpg://user@host/db`` (``postgresql://`` and
  ``postgres://`` are upgraded to it).

Durability of a commit on SQLite (``create_engine(..., sqlite_synchronous=...)``,
also accepted by :meth:`spitbot.store.Store.open`):

* ``"NORMAL"`` (the default): in WAL mode a commit does not wait for an
  fsync.  A committed write survives the bot process being killed
  (``kill -9``, a crash), not a power cut or an operating system crash,
  which may lose the last commits (never corrupting the database).
* ``"FULL"``: every commit fsyncs the WAL; it survives a power cut too, at
  the cost of one fsync per commit (the journal's group commit shares it
  among every write of a batch).
* ``"EXTRA"`` and ``"OFF"`` are accepted as SQLite defines them.

PostgreSQL's durability is the server's (``synchronous_commit``, on by default).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from sqlalchemy import URL, event, make_url
from sqlalchemy.engine import AdaptedConnection, Connection
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine
from sqlalchemy.pool import StaticPool

__all__ = [
    "SQLITE_BUSY_TIMEOUT_MS",
    "SQLITE_SYNCHRONOUS",
    "create_engine",
    "is_postgres",
    "is_sqlite",
    "normalize_url",
    "read_engine",
    "write_engine",
]

SQLITE_BUSY_TIMEOUT_MS = 10_000
SQLITE_CACHE_KIB = 32 * 1024
"""Page cache per connection (grows only as pages are used)."""
SQLITE_MMAP_BYTES = 256 * 1024 * 1024
"""Memory-mapped reads: no read() system call per page."""
_WRITE_OPTION = "spitbot_write"
SQLITE_SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")
"""Accepted values of ``sqlite_synchronous``."""


def normalize_url(url: str | URL) -> URL:
    """Parse ``url`` and pick the async driver for the backend."""
    parsed = make_url(url)
    backend = parsed.get_backend_name()
    if backend in ("postgres", "postgresql"):
        return parsed.set(drivername="postgresql+asyncpg")
    if backend == "sqlite":
        return parsed.set(drivername="sqlite+aiosqlite")
    raise ValueError(f"unsupported database URL {parsed!r}: use SQLite or PostgreSQL")


def _is_memory(url: URL) -> bool:
    database = url.database or ""
    return database in ("", ":memory:") or "mode=memory" in str(url)


def is_sqlite(engine: AsyncEngine) -> bool:
    """Whether ``engine`` talks to SQLite."""
    return engine.dialect.name == "sqlite"


def is_postgres(engine: AsyncEngine) -> bool:
    """Whether ``engine`` talks to PostgreSQL."""
    return engine.dialect.name == "postgresql"


def _sqlite_connect_hook(foreign_keys: bool, synchronous: str) -> Callable[[Any, Any], None]:
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy emit BEGIN (see _sqlite_on_begin) instead of the
        # sqlite3 module's legacy implicit transactions.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA synchronous={synchronous}")
            cursor.execute(f"PRAGMA cache_size=-{SQLITE_CACHE_KIB}")
            cursor.execute(f"PRAGMA mmap_size={SQLITE_MMAP_BYTES}")
            cursor.execute(f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")
        finally:
            cursor.close()

    return on_connect


def _sqlite_on_begin(conn: Connection) -> None:
    statement = "BEGIN IMMEDIATE" if conn.get_execution_options().get(_WRITE_OPTION) else "BEGIN"
    # Sent on the driver's own connection (AdaptedConnection.run_async): one trip to
    # aiosqlite's thread, where a statement through SQLAlchemy's cursor adapter costs
    # three (open a cursor, execute, close it). Every commit begins here.
    adapted = cast(AdaptedConnection, conn.connection.dbapi_connection)
    adapted.run_async(lambda driver: driver.execute(statement))


def create_engine(
    url: str | URL,
    *,
    echo: bool = False,
    sqlite_foreign_keys: bool = True,
    sqlite_synchronous: str = "NORMAL",
    **kwargs: Any,
) -> AsyncEngine:
    """Create the async engine for ``url`` with the backend's connection set-up.

    ``sqlite_synchronous`` chooses SQLite's commit durability (see the
    module documentation; ignored on PostgreSQL).  ``sqlite_foreign_keys=False``
    is for migrations only (SQLite batch operations recreate tables, which
    enforced foreign keys would block).  Extra keyword arguments go to
    :func:`~sqlalchemy.ext.asyncio.create_async_engine`.
    """
    synchronous = sqlite_synchronous.upper()
    if synchronous not in SQLITE_SYNCHRONOUS:
        raise ValueError(
            f"sqlite_synchronous must be one of {', '.join(SQLITE_SYNCHRONOUS)}, "
            f"not {sqlite_synchronous!r}"
        )
    parsed = normalize_url(url)
    if parsed.get_backend_name() == "sqlite":
        if _is_memory(parsed):
            kwargs.setdefault("poolclass", StaticPool)
        else:
            assert parsed.database is not None
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        kwargs.setdefault("connect_args", {"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})
        engine = create_async_engine(parsed, echo=echo, **kwargs)
        event.listen(
            engine.sync_engine, "connect", _sqlite_connect_hook(sqlite_foreign_keys, synchronous)
        )
        event.listen(engine.sync_engine, "begin", _sqlite_on_begin)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return create_async_engine(parsed, echo=echo, **kwargs)


def read_engine(engine: AsyncEngine) -> AsyncEngine:
    """A view of ``engine`` for read-only transactions.

    On PostgreSQL they run ``REPEATABLE READ READ ONLY`` so the several
    queries of one read (a leaderboard page and its ranks) see one snapshot;
    asyncpg puts that in the ``BEGIN`` itself, at no extra round trip.  A
    SQLite transaction is a consistent snapshot anyway.
    """
    if is_postgres(engine):
        return engine.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
    return engine


def write_engine(engine: AsyncEngine) -> AsyncEngine:
    """A view of ``engine`` whose transactions take the write lock up front.

    On SQLite that is ``BEGIN IMMEDIATE``, which serializes writers (others
    wait up to the busy timeout) so a read-modify-write cannot lose an update.
    On PostgreSQL it is the same engine: repositories lock rows with
    ``SELECT ... FOR UPDATE`` instead.
    """
    if is_sqlite(engine):
        return engine.execution_options(**{_WRITE_OPTION: True})
    return engine
