"""A consistent copy of a SQLite database while the bot writes to it.

SQLite's online backup API (the standard library's :meth:`sqlite3.Connection.backup`)
copies the database as one read transaction sees it: in WAL mode the bot goes on
committing meanwhile, and the copy holds every transaction committed before it began
and nothing of a later one. The copy is written beside the target under a temporary
name, checked (``PRAGMA quick_check``), flushed to disk and only then renamed into
place, so a file with the target's name is always a whole, readable database. It is in
rollback-journal mode, one self-contained file; the bot turns WAL on again when it
opens it.

PostgreSQL has its own tool for this (``pg_dump``), safe while the bot runs:
:func:`pg_dump_command` says how to run it on the bot's database.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import URL, make_url

__all__ = ["BackupFolderError", "PgDump", "SqliteBackup", "backup_sqlite", "pg_dump_command"]

BUSY_TIMEOUT_S = 30.0
"""How long the copy may wait for a lock (the bot's writer never holds one that long)."""


@dataclass(frozen=True, slots=True)
class SqliteBackup:
    """What a backup holds."""

    path: Path
    size: int
    finished_matches: int
    live_matches: int


class BackupFolderError(OSError):
    """The folder the backup should go in is missing or not writable (``reason``)."""

    def __init__(self, folder: Path, reason: str) -> None:
        super().__init__(f"{folder}: {reason}")
        self.folder = folder
        self.reason = reason


def backup_sqlite(source: Path, target: Path) -> SqliteBackup:
    """Copy the SQLite database ``source`` to the new file ``target``.

    Raises ``FileNotFoundError`` when ``source`` is not there, ``FileExistsError`` when
    ``target`` is (a backup never overwrites anything, least of all the database),
    :class:`BackupFolderError` when ``target``'s folder is missing or not writable, and
    ``sqlite3.Error`` when the copy cannot be made or does not check out.
    """
    source, target = source.expanduser().absolute(), target.expanduser().absolute()
    if not source.is_file():
        raise FileNotFoundError(f"no database at {source}")
    if target.exists() or target.is_symlink():
        raise FileExistsError(f"{target} already exists")
    # Checked first: SQLite would only say "unable to open database file", of either.
    if not target.parent.is_dir():
        raise BackupFolderError(target.parent, "no such folder")
    if not os.access(target.parent, os.W_OK | os.X_OK):
        raise BackupFolderError(target.parent, "not writable by this user")
    partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
    try:
        _copy(source, partial)
        report = _check(partial)
        _flush(partial)
        os.link(partial, target)  # never replaces a file that appeared meanwhile
    finally:
        with contextlib.suppress(FileNotFoundError):
            partial.unlink()
    _flush(target.parent)
    return SqliteBackup(target, target.stat().st_size, *report)


def _copy(source: Path, partial: Path) -> None:
    # A plain connection (a read-only one cannot always read a WAL database whose
    # shared-memory file it may not create); it only reads.
    with (
        contextlib.closing(sqlite3.connect(source, timeout=BUSY_TIMEOUT_S)) as original,
        contextlib.closing(sqlite3.connect(partial)) as copy,
    ):
        original.backup(copy)  # all pages in one step: one consistent snapshot
        copy.execute("PRAGMA journal_mode=DELETE")


def _check(path: Path) -> tuple[int, int]:
    """Check the copy; how many finished and live matches it holds."""
    with contextlib.closing(sqlite3.connect(path)) as copy:
        (verdict,) = copy.execute("PRAGMA quick_check").fetchone()
        if verdict != "ok":
            raise sqlite3.DatabaseError(f"the copy does not check out: {verdict}")
        tables = {name for (name,) in copy.execute("SELECT name FROM sqlite_master")}
        if "matches" not in tables:
            return 0, 0
        counts = dict(copy.execute("SELECT status, count(*) FROM matches GROUP BY status"))
        return int(counts.get("finished", 0)), int(counts.get("live", 0))


def _flush(path: Path) -> None:
    """Make ``path`` (a file, or a folder's entries) durable on disk."""
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


# -- PostgreSQL -------------------------------------------------------------------------

# fmt: off
LIBPQ_KEYWORDS = frozenset({
    "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "require_auth",
    "channel_binding", "connect_timeout", "client_encoding", "options", "application_name",
    "fallback_application_name", "keepalives", "keepalives_idle", "keepalives_interval",
    "keepalives_count", "tcp_user_timeout", "replication", "gssencmode", "sslmode",
    "requiressl", "sslnegotiation", "sslcompression", "sslcert", "sslkey", "sslpassword",
    "sslcertmode", "sslrootcert", "sslcrl", "sslcrldir", "sslsni", "requirepeer",
    "ssl_min_protocol_version", "ssl_max_protocol_version", "krbsrvname", "gsslib",
    "gssdelegation", "service", "target_session_attrs", "load_balance_hosts",
})
# fmt: on
"""What a connection URI may carry for pg_dump: libpq's parameter key words (PostgreSQL
17's documentation, "Connection Strings"). libpq refuses any other with "invalid URI
query parameter"."""


@dataclass(frozen=True, slots=True)
class PgDump:
    """The pg_dump command for the bot's database, and the URL's options it leaves out
    (asyncpg's and SQLAlchemy's own, which libpq does not know)."""

    command: list[str]
    left_out: tuple[str, ...]
    password: bool
    """The URL has a password: pg_dump reads it from PGPASSWORD or ~/.pgpass instead."""


def pg_dump_command(url: str, file: str) -> PgDump:
    """``pg_dump --format=custom --file=FILE URI`` for the PostgreSQL database at ``url``
    (a ``DATABASE_URL``), with no password in it: the URI is libpq's, its options kept
    when libpq knows them, translated when it names them otherwise (asyncpg's ``ssl`` is
    libpq's ``sslmode``), left out otherwise (e.g. ``prepared_statement_cache_size``,
    ``command_timeout``)."""
    parsed = make_url(url)
    query: dict[str, str | tuple[str, ...]] = {}
    left_out = []
    for name, value in parsed.query.items():
        if name == "ssl":  # asyncpg takes libpq's sslmode values (disable ... verify-full)
            query["sslmode"] = value
        elif name in LIBPQ_KEYWORDS:
            query[name] = value
        else:
            left_out.append(name)
    plain = URL.create(
        "postgresql", parsed.username, None, parsed.host, parsed.port, parsed.database, query
    )
    command = ["pg_dump", "--format=custom", f"--file={file}", plain.render_as_string()]
    return PgDump(command, tuple(left_out), parsed.password is not None)
