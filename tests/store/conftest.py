"""Fixtures for the store suite: every test runs on SQLite AND PostgreSQL.

* Every async test and fixture of this directory runs on ONE event loop per
  session, so each backend's database is served by one shared engine (its
  pool and compiled-statement cache stay warm): tests stay fast.  Each
  test's :class:`Store` is new, on that engine.
* SQLite: one migrated file per session; PostgreSQL: ``SPITBOT_TEST_POSTGRES_URL``
  (default ``postgresql+asyncpg://postgres@127.0.0.1:5432/test``) names the
  server, and the session creates its own database ``spitbot_test_<random>``
  through the ``postgres`` maintenance database, migrates it once and drops
  it at the end, so concurrent runs never collide.  Every table is emptied
  before each test.  When the server cannot be reached the PostgreSQL half
  is skipped, unless ``SPITBOT_REQUIRE_POSTGRES=1`` (CI), where that is an error.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

import asyncpg
import pytest
import pytest_asyncio
from sqlalchemy import make_url
from sqlalchemy.ext.asyncio import AsyncEngine

from spitbot.store import MatchResult, MatchStart, PlayerRef, RatingChange, Store, Write
from spitbot.store.database import create_engine
from spitbot.store.migrate import upgrade_to_head
from tests.postgres import PostgresServer

T = TypeVar("T")

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run this directory's async tests on the session's event loop."""
    session_loop = pytest.mark.asyncio(loop_scope="session")
    for item in items:
        if pytest_asyncio.is_async_test(item) and HERE in item.path.parents:
            item.add_marker(session_loop, append=False)


BACKENDS = ["sqlite", "postgres"]
# Children first, so plain DELETEs satisfy the foreign keys.
TABLES = (
    "event_games",
    "event_entries",
    "events",
    "match_flags",
    "challenges",
    "live_players",
    "snapshots",
    "rating_history",
    "rating_counts",
    "ratings",
    "series",
    "rounds",
    "matches",
    "guild_channels",
    "guild_variants",
    "guilds",
    "players",
)


@pytest.fixture(scope="session")
def postgres_url(postgres_server: PostgresServer) -> Iterator[str]:
    """A migrated database of this session's own."""
    url = postgres_server.create_database()
    try:
        upgrade_to_head(url)
        yield url
    finally:
        postgres_server.drop_database(url)


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A migrated SQLite database of this session's own."""
    path = tmp_path_factory.mktemp("store") / "spitbot.db"
    url = f"sqlite+aiosqlite:///{path}"
    upgrade_to_head(url)
    return url


def _empty_sqlite(url: str) -> None:
    with contextlib.closing(sqlite3.connect(make_url(url).database or "")) as connection:
        connection.executescript("".join(f"DELETE FROM {table};" for table in TABLES))


async def _empty_postgres(url: str) -> None:
    # Straight through asyncpg, all in one round trip.
    connection = await asyncpg.connect(
        make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    )
    try:
        await connection.execute("; ".join(f"DELETE FROM {table}" for table in TABLES))
    finally:
        await connection.close()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """``"sqlite"`` or ``"postgres"``."""
    return str(request.param)


@pytest_asyncio.fixture(loop_scope="session")
async def db_url(backend: str, request: pytest.FixtureRequest) -> str:
    """URL of the session's migrated database on the backend under test, emptied."""
    if backend == "sqlite":
        url: str = request.getfixturevalue("sqlite_url")
        _empty_sqlite(url)
        return url
    url = request.getfixturevalue("postgres_url")
    await _empty_postgres(url)
    return url


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def shared_engines() -> AsyncIterator[dict[str, AsyncEngine]]:
    """One engine per database URL for the whole session."""
    engines: dict[str, AsyncEngine] = {}
    try:
        yield engines
    finally:
        for engine in engines.values():
            await engine.dispose()


@pytest.fixture
def empty_db_url(backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """URL of a brand-new database with no tables (for migration tests)."""
    if backend == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'data' / 'empty.db'}"
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = server.create_database()
    try:
        yield url
    finally:
        server.drop_database(url)


@pytest_asyncio.fixture(loop_scope="session")
async def store(db_url: str, shared_engines: dict[str, AsyncEngine]) -> AsyncIterator[Store]:
    """A :class:`Store` on an empty, migrated database of each backend (shared engine).

    Its clock stands at :data:`T0`, when the tests' matches begin: reads see every
    rating as its last game left it (no deviation grows with time) unless a test
    reads through a store with a clock of its own.
    """
    engine = shared_engines.get(db_url)
    if engine is None:
        engine = shared_engines[db_url] = create_engine(db_url)
    store = Store(engine, clock=lambda: T0)
    yield store
    await store.release()


@pytest.fixture
def open_store(db_url: str) -> Callable[..., Coroutine[Any, Any, Store]]:
    """Open another :class:`Store` on the same database (extra options allowed)."""

    async def opener(**options: Any) -> Store:
        return await Store.open(db_url, **options)

    return opener


T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
SETTLING_DRAWS = 27
"""Draws that take two newcomers' deviations from 500 to 73.7: ranked."""
GUILD = 111_111_111_111
OTHER_GUILD = 222_222_222_222
CHANNEL = 333_333_333_333
BOT_ID = 999


def at(seconds: float) -> datetime:
    """``T0`` plus ``seconds``."""
    return T0 + timedelta(seconds=seconds)


class Matches:
    """Starts and finishes matches with little ceremony."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.count = 0
        self.clock = 0.0

    def ref(self, user_id: int) -> PlayerRef:
        return PlayerRef(user_id, f"player{user_id}", is_bot=user_id == BOT_ID)

    async def start(
        self,
        seat0: int,
        seat1: int,
        *,
        guild_id: int | None = GUILD,
        channel_id: int = CHANNEL,
        rated: bool = True,
        game: str = "spit",
        variant: str = "classic",
        started_at: datetime | None = None,
        match_id: str | None = None,
    ) -> str:
        self.count += 1
        self.clock += 1000
        match_id = match_id or f"m{self.count:04d}"
        await self.store.start_match(
            MatchStart(
                match_id=match_id,
                guild_id=guild_id,
                channel_id=channel_id,
                seat0=self.ref(seat0),
                seat1=self.ref(seat1),
                game=game,
                variant=variant,
                seed=self.count * 7919,
                rated=rated,
                started_at=started_at or at(self.clock),
            )
        )
        return match_id

    def result(
        self, match_id: str, winner: int | None, *, duration: float = 60.0, **extra: Any
    ) -> MatchResult:
        return MatchResult(
            match_id=match_id,
            winner_seat=winner,
            reason=extra.pop("reason", "out_of_cards" if winner is not None else "stalemate"),
            ended_at=extra.pop("ended_at", at(self.clock + duration)),
            rounds=extra.pop("rounds", 1),
            series_finished=extra.pop("series_finished", False),
        )

    async def play(
        self, seat0: int, seat1: int, winner: int | None, *, duration: float = 60.0, **kw: Any
    ) -> tuple[RatingChange, ...]:
        match_id = await self.start(seat0, seat1, **kw)
        return await self.store.finish_match(self.result(match_id, winner, duration=duration))

    async def settle(
        self,
        seat0: int,
        seat1: int,
        games: int = SETTLING_DRAWS,
        *,
        then: int | None = None,
        guild_id: int | None = GUILD,
    ) -> None:
        """Two newcomers draw ``games`` times (in one transaction): both stay at 1500
        exactly and their ratings settle (ranked: deviation 75 or less); ``then`` one
        more game won by that seat moves them apart, the same way for every pair."""
        writes: list[Write] = []
        for winner in [None] * games + ([] if then is None else [then]):
            self.count += 1
            self.clock += 1000
            match_id = f"m{self.count:04d}"
            writes.append(
                MatchStart(
                    match_id, guild_id, CHANNEL, self.ref(seat0), self.ref(seat1), "spit",
                    "classic", self.count, True, at(self.clock),
                )
            )  # fmt: skip
            writes.append(self.result(match_id, winner))
        await self.store.apply(writes)


@pytest.fixture
def matches(store: Store) -> Matches:
    """A :class:`Matches` helper on the test's store."""
    return Matches(store)
