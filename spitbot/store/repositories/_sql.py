"""Small SQL helpers shared by the repositories (backend-specific bits).

Statements on hot paths are built once (module constants, or cached per
dialect) with named bind parameters: SQLAlchemy then reuses their cache key
and compiled form instead of rebuilding them on every call.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import String
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import CursorResult
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

__all__ = ["dialect_insert", "insert", "rowcount", "utc_month"]


class utc_month(FunctionElement[str]):  # noqa: N801 (an SQL function, named as one)
    """``utc_month(time)``: the calendar month (UTC) of a stored time, ``'YYYY-MM'``."""

    type = String()
    inherit_cache = True
    name = "utc_month"


@compiles(utc_month, "sqlite")
def _utc_month_sqlite(element: utc_month, compiler: SQLCompiler, **kw: Any) -> str:
    # SQLite keeps times as naive UTC text, 'YYYY-MM-DD HH:MM:SS.ffffff'.
    return f"substr({compiler.process(element.clauses, **kw)}, 1, 7)"


@compiles(utc_month, "postgresql")
def _utc_month_postgresql(element: utc_month, compiler: SQLCompiler, **kw: Any) -> str:
    return f"to_char({compiler.process(element.clauses, **kw)} AT TIME ZONE 'UTC', 'YYYY-MM')"


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
