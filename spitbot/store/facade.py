"""The :class:`Store` facade: the only store object the rest of the bot uses.

Each public method runs in its own transaction (one pooled connection) and returns
plain records from :mod:`spitbot.store.records`.  Writes that must be atomic
(a result and its rating changes; a round and the series totals) happen in
one transaction.  The store records what it is told; it knows nothing of the
card game itself.

Every write is safe to retry (it is an upsert, or idempotent), so the
:class:`~spitbot.store.outbox.ResilientWriter` can replay it after an outage.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, Self, TypeVar

from sqlalchemy import URL
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from spitbot.store.database import create_engine, is_sqlite, read_engine, write_engine
from spitbot.store.records import (
    GuildSettings,
    LeaderboardPage,
    MatchResult,
    MatchStart,
    MatchSummary,
    PlayerRef,
    PlayerStats,
    RatingChange,
    SeriesView,
    Snapshot,
)
from spitbot.store.repositories import (
    GuildRepository,
    MatchRepository,
    PlayerRepository,
    SeriesRepository,
    SnapshotRepository,
    StatsRepository,
)

__all__ = ["DEFAULT_SETTLE_WINDOW_MS", "DEFAULT_VARIANT", "Store", "open_store"]

T = TypeVar("T")

# The engine's standard variant key and the runtime's default window (the store records
# what it is told and does not import either).
DEFAULT_VARIANT = "5,slap,any,game"
DEFAULT_SETTLE_WINDOW_MS = 100


def _utcnow() -> datetime:
    return datetime.now(UTC)


class Store:
    """Persistence for SpitBot: players, guild settings, matches, ratings, snapshots."""

    def __init__(
        self,
        engine: AsyncEngine,
        *,
        default_variant: str = DEFAULT_VARIANT,
        default_settle_window_ms: int = DEFAULT_SETTLE_WINDOW_MS,
        clock: Callable[[], datetime] = _utcnow,
    ) -> None:
        self._engine = engine
        self._read_engine = read_engine(engine)
        self._write_engine = write_engine(engine)
        self._defaults = default_variant, default_settle_window_ms
        self._clock = clock
        # SQLite has one writer at a time anyway: queue this process's writers
        # here instead of in SQLite's busy handler (which polls with sleeps).
        # BEGIN IMMEDIATE still guards against other processes.
        self._write_lock: asyncio.Lock | None = asyncio.Lock() if is_sqlite(engine) else None

    @classmethod
    async def open(
        cls,
        url: str | URL,
        *,
        default_variant: str = DEFAULT_VARIANT,
        default_settle_window_ms: int = DEFAULT_SETTLE_WINDOW_MS,
        clock: Callable[[], datetime] = _utcnow,
        **engine_options: Any,
    ) -> Self:
        """Connect to ``url`` (SQLite or PostgreSQL).  The schema must be migrated."""
        engine = create_engine(url, **engine_options)
        return cls(
            engine,
            default_variant=default_variant,
            default_settle_window_ms=default_settle_window_ms,
            clock=clock,
        )

    @property
    def engine(self) -> AsyncEngine:
        """The underlying SQLAlchemy engine."""
        return self._engine

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self._engine.dialect.name

    async def close(self) -> None:
        """Close every pooled connection."""
        await self._engine.dispose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def _read(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        async with self._read_engine.begin() as connection:
            return await work(connection)

    async def _write(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        if self._write_lock is None:
            async with self._write_engine.begin() as connection:
                return await work(connection)
        async with self._write_lock, self._write_engine.begin() as connection:
            return await work(connection)

    # -- players -------------------------------------------------------------

    async def upsert_player(self, user_id: int, name: str, is_bot: bool = False) -> PlayerRef:
        """Record a user, or refresh their name and bot flag."""
        player = PlayerRef(user_id, name, is_bot)
        await self._write(lambda s: PlayerRepository(s).upsert([player], self._clock()))
        return player

    async def get_player(self, user_id: int) -> PlayerRef | None:
        """The user as last recorded, or ``None``."""
        return await self._read(lambda s: PlayerRepository(s).get(user_id))

    # -- guild settings -----------------------------------------------------

    def _guild_defaults(self, guild_id: int) -> GuildSettings:
        variant, settle = self._defaults
        return GuildSettings(guild_id, variant, settle)

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        """The guild's settings, or the defaults when it never changed them."""
        defaults = self._guild_defaults(guild_id)
        return await self._read(lambda s: GuildRepository(s).get(guild_id, defaults))

    async def set_guild_settings(
        self,
        guild_id: int,
        *,
        default_variant: str | None = None,
        settle_window_ms: int | None = None,
        allowed_channel_ids: Iterable[int] | None = None,
    ) -> GuildSettings:
        """Change some settings (``None`` keeps the current value); returns all of them.

        An empty ``allowed_channel_ids`` allows every channel again.
        """
        channels = None if allowed_channel_ids is None else frozenset(allowed_channel_ids)
        return await self._write(
            lambda s: GuildRepository(s).update(
                guild_id,
                defaults=self._guild_defaults(guild_id),
                now=self._clock(),
                default_variant=default_variant,
                settle_window_ms=settle_window_ms,
                allowed_channel_ids=channels,
            )
        )

    # -- matches ------------------------------------------------------------

    async def start_match(self, start: MatchStart) -> None:
        """Record a live match and both players (idempotent per ``match_id``)."""

        async def work(session: AsyncConnection) -> None:
            await PlayerRepository(session).upsert([start.seat0, start.seat1], self._clock())
            await MatchRepository(session).start(start)

        await self._write(work)

    async def get_match(self, match_id: str) -> MatchSummary | None:
        """The match row, or ``None``."""
        return await self._read(lambda s: MatchRepository(s).get(match_id))

    async def record_round(
        self,
        match_id: str,
        round_no: int,
        points: tuple[int, int],
        cards_left: tuple[int, int],
        totals: tuple[int, int],
        target: int,
    ) -> None:
        """Store a finished round of a points series and its new totals, atomically.

        Re-recording the same ``round_no`` overwrites it (safe to retry).
        """
        await self._write(
            lambda s: SeriesRepository(s).record_round(
                match_id,
                round_no,
                points=points,
                cards_left=cards_left,
                totals=totals,
                target=target,
            )
        )

    async def finish_match(
        self, result: MatchResult, *, drop_snapshot: bool = True
    ) -> tuple[RatingChange, ...]:
        """Store the result and the rating changes (guild and global) in one transaction.

        Returns the rating changes (empty for unrated matches).  Finishing an
        already finished match changes nothing and returns the changes made
        the first time.  The match's snapshot is deleted in the same
        transaction unless ``drop_snapshot`` is false: a finished match is
        never resumed.  Raises :class:`~spitbot.store.errors.UnknownMatchError`
        or :class:`~spitbot.store.errors.MatchStateError` (abandoned match).
        """

        async def work(session: AsyncConnection) -> tuple[RatingChange, ...]:
            changes = await MatchRepository(session).finish(result)
            if drop_snapshot:
                await SnapshotRepository(session).delete(result.match_id)
            return changes

        return await self._write(work)

    async def abandon_match(
        self,
        match_id: str,
        reason: str,
        ended_at: datetime | None = None,
        *,
        drop_snapshot: bool = True,
    ) -> bool:
        """Mark a live match abandoned (no result, no rating); False if it was not live."""
        when = ended_at or self._clock()

        async def work(session: AsyncConnection) -> bool:
            changed = await MatchRepository(session).abandon(match_id, reason, when)
            if drop_snapshot:
                await SnapshotRepository(session).delete(match_id)
            return changed

        return await self._write(work)

    # -- statistics ---------------------------------------------------------

    async def player_stats(
        self, user_id: int, guild_id: int | None = None, *, trend_length: int = 10
    ) -> PlayerStats:
        """The user's record, rating and trend in a guild (``None``: everywhere/global)."""
        return await self._read(
            lambda s: StatsRepository(s).player_stats(user_id, guild_id, trend_length=trend_length)
        )

    async def leaderboard(
        self,
        scope_guild_id: int | None = None,
        page: int = 1,
        page_size: int = 10,
        caller_id: int | None = None,
    ) -> LeaderboardPage:
        """A page of a guild's ladder (``None``: the global one), with the caller's row."""
        return await self._read(
            lambda s: StatsRepository(s).leaderboard(
                scope_guild_id, page=page, page_size=page_size, caller_id=caller_id
            )
        )

    async def series_in_channel(self, channel_id: int) -> SeriesView | None:
        """The live points series in a channel, else the last one, else ``None``."""
        return await self._read(lambda s: SeriesRepository(s).in_channel(channel_id))

    # -- snapshots ----------------------------------------------------------

    async def save_snapshot(
        self,
        match_id: str,
        guild_id: int | None,
        channel_id: int,
        notation: str,
        runtime_json: str,
    ) -> None:
        """Insert or replace the live match's snapshot (bumps its version, un-parks it)."""
        await self._write(
            lambda s: SnapshotRepository(s).save(
                match_id=match_id,
                guild_id=guild_id,
                channel_id=channel_id,
                notation=notation,
                runtime_json=runtime_json,
                now=self._clock(),
            )
        )

    async def get_snapshot(self, match_id: str) -> Snapshot | None:
        """One snapshot, parked or not."""
        return await self._read(lambda s: SnapshotRepository(s).get(match_id))

    async def live_snapshots(self) -> list[Snapshot]:
        """Snapshots to resume at start-up (not parked), oldest first."""
        return await self._read(lambda s: SnapshotRepository(s).find(parked=False))

    async def parked_snapshots(self) -> list[Snapshot]:
        """Snapshots set aside with :meth:`park_snapshot`."""
        return await self._read(lambda s: SnapshotRepository(s).find(parked=True))

    async def delete_snapshot(self, match_id: str) -> bool:
        """Remove a snapshot; returns whether there was one."""
        return await self._write(lambda s: SnapshotRepository(s).delete(match_id))

    async def park_snapshot(self, match_id: str, reason: str) -> bool:
        """Keep a snapshot but stop resuming it (e.g. it failed to load)."""
        return await self._write(lambda s: SnapshotRepository(s).park(match_id, reason))


async def open_store(url: str | URL, **options: Any) -> Store:
    """Shorthand for :meth:`Store.open`."""
    return await Store.open(url, **options)
