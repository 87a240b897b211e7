"""Small SQL helpers shared by the repositories (backend-specific bits)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import CursorResult
from sqlalchemy.ext.asyncio import AsyncConnection

__all__ = ["insert", "rowcount"]


def insert(connection: AsyncConnection, table: Any) -> postgresql.Insert | sqlite.Insert:
    """An INSERT supporting ``ON CONFLICT`` for the connection's backend."""
    if connection.dialect.name == "postgresql":
        return postgresql.insert(table)
    return sqlite.insert(table)


def rowcount(result: Any) -> int:
    """Rows matched by an UPDATE/DELETE."""
    assert isinstance(result, CursorResult)
    return int(result.rowcount)
