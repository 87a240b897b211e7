"""Fixtures every part of the suite may use."""

from __future__ import annotations

import pytest

from tests.postgres import PostgresServer, reachable_server


@pytest.fixture(scope="session")
def postgres_server() -> PostgresServer:
    """The reachable PostgreSQL server, or a skip (a failure under CI)."""
    return reachable_server()
