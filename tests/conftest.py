"""Fixtures every part of the suite may use."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from hypothesis import settings

from tests.postgres import PostgresServer, reachable_server

# Property tests draw the same examples on every run and machine: a failure found once
# is found again, not only on the machine that kept its example database.
settings.register_profile("spitbot", derandomize=True, database=None)
settings.load_profile("spitbot")


@pytest.fixture(scope="session")
def postgres_server() -> PostgresServer:
    """The reachable PostgreSQL server, or a skip (a failure under CI)."""
    return reachable_server()


@pytest.fixture(autouse=True)
def _log_levels_restored() -> Iterator[None]:
    """A test that runs the command line in-process sets SpitBot's and the libraries'
    log levels (as ``spitbot`` does at start-up): the next test starts with them as
    they were."""
    loggers = [logging.getLogger(), logging.getLogger("spitbot")]
    levels = [logger.level for logger in loggers]
    yield
    for logger, level in zip(loggers, levels, strict=True):
        logger.setLevel(level)
