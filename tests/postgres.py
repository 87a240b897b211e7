"""A PostgreSQL server for the tests: throw-away databases, and a clear skip (a
failure under CI, ``SPITBOT_REQUIRE_POSTGRES=1``) when none answers.

``SPITBOT_TEST_POSTGRES_URL`` (default ``postgresql+asyncpg://postgres@127.0.0.1:5432/test``)
names the server; databases are created through its ``postgres`` maintenance database
under a random prefix, so concurrent runs never collide.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import secrets
from collections.abc import Coroutine
from typing import Any, TypeVar

import pytest
from sqlalchemy import URL, make_url, text
from sqlalchemy.pool import NullPool

from spitbot.store.database import create_engine

T = TypeVar("T")

DEFAULT_POSTGRES_URL = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"


def run_async(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine on a private loop in a helper thread (leaves pytest-asyncio's alone)."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def _server_url() -> URL:
    return make_url(os.environ.get("SPITBOT_TEST_POSTGRES_URL", DEFAULT_POSTGRES_URL))


async def _admin(statement: str, url: URL) -> None:
    engine = create_engine(
        url.set(database="postgres"),
        poolclass=NullPool,
        isolation_level="AUTOCOMMIT",
        connect_args={"timeout": 5},
    )
    try:
        async with engine.connect() as connection:
            await connection.execute(text(statement))
    finally:
        await engine.dispose()


class PostgresServer:
    """Creates throw-away databases on the test server."""

    def __init__(self, url: URL) -> None:
        self.url = url
        self.prefix = f"spitbot_test_{secrets.token_hex(4)}"
        self._count = 0

    def create_database(self) -> str:
        self._count += 1
        name = f"{self.prefix}_{self._count}"
        run_async(_admin(f'CREATE DATABASE "{name}"', self.url))
        return self.url.set(database=name).render_as_string(hide_password=False)

    def drop_database(self, url: str) -> None:
        name = make_url(url).database
        run_async(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)', self.url))


def reachable_server() -> PostgresServer:
    """The reachable PostgreSQL server, or a skip (a failure under CI)."""
    url = _server_url()
    try:
        run_async(_admin("SELECT 1", url))
    except Exception as error:  # any reason at all: refused, auth, timeout...
        shown = url.render_as_string(hide_password=True)
        message = f"PostgreSQL not reachable at {shown}: {type(error).__name__}: {error}"
        if os.environ.get("SPITBOT_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"{message} (SPITBOT_REQUIRE_POSTGRES=1)", pytrace=False)
        pytest.skip(message)
    return PostgresServer(url)
