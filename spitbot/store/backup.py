"""A consistent copy of a SQLite database while the bot writes to it.

SQLite's online backup API (the standard library's :meth:`sqlite3.Connection.backup`)
copies the database as one read transaction sees it: in WAL mode the bot goes on
committing meanwhile, and the copy holds every transaction committed before it began
and nothing of a later one. The copy is written beside the target under a temporary
name, checked (``PRAGMA quick_check``), flushed to disk and only then renamed into
place, so a file with the target's name is always a whole, readable database. It is in
rollback-journal mode, one self-contained file; the bot turns WAL on again when it
opens it.

PostgreSQL has its own tool for this (``pg_dump``), safe while the bot runs.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

__all__ = ["SqliteBackup", "backup_sqlite"]

BUSY_TIMEOUT_S = 30.0
"""How long the copy may wait for a lock (the bot's writer never holds one that long)."""


@dataclass(frozen=True, slots=True)
class SqliteBackup:
    """What a backup holds."""

    path: Path
    size: int
    finished_matches: int
    live_matches: int


def backup_sqlite(source: Path, target: Path) -> SqliteBackup:
    """Copy the SQLite database ``source`` to the new file ``target``.

    Raises ``FileNotFoundError`` when ``source`` is not there, ``FileExistsError`` when
    ``target`` is (a backup never overwrites anything, least of all the database), and
    ``sqlite3.Error`` when the copy cannot be made or does not check out.
    """
    source, target = source.expanduser().absolute(), target.expanduser().absolute()
    if not source.is_file():
        raise FileNotFoundError(f"no database at {source}")
    if target.exists() or target.is_symlink():
        raise FileExistsError(f"{target} already exists")
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
