"""Small SQL helpers shared by the repositories (backend-specific bits).

Statements on hot paths are built once (module constants, or cached per
dialect) with named bind parameters: SQLAlchemy then reuses their cache key
and compiled form instead of rebuilding them on every call.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import CursorResult
from sqlalchemy.ext.asyncio import AsyncConnection

__all__ = ["dialect_insert", "insert", "rowcount"]


def dialect_insert(dialect: str, table: Any) -> postgresql.Insert | sqlite.Insert:
    """An INSERT supporting ``ON CONFLICT`` for ``dialect`` (a dialect name)."""
    if dialect == "postgresql":
        return postgresql.insert(table)
    return sqlite.insert(table)


def insert(connection: AsyncConnection, table: Any) -> postgresql.Insert | sqlite.Insert:
    """An INSERT supporting ``ON CONFLICT`` for the connection's backend."""
    return dialect_insert(connection.dialect.name, table)


def rowcount(result: Any) -> int:
    """Rows matched by an UPDATE/DELETE."""
    assert isinstance(result, CursorResult)
    return int(result.rowcount)
