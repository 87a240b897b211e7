"""The :class:`Store` facade: the only store object the rest of the bot uses.

Reads run in their own read-only transaction and return plain records from
:mod:`spitbot.store.records`.  Every change is a write record from
:mod:`spitbot.store.writes`, applied by :meth:`Store.apply` (several in one
transaction); the convenience methods that write (``start_match``,
``finish_match``, ...) are one-write calls of :meth:`Store.apply`, so there is
one write path.  The runtime does not call them: it queues writes on a
:class:`~spitbot.store.journal.Journal`, which commits them in groups.

Every write is safe to retry (an upsert, or idempotent), so the journal can
replay it after an outage.  The store records what it is told; it knows
nothing of the card games themselves and holds none of the runtime's
defaults.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, Self, TypeVar, cast

from sqlalchemy import URL, text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from spitbot.store.apply import apply_writes
from spitbot.store.database import create_engine, read_engine, write_engine
from spitbot.store.ratings import INITIAL
from spitbot.store.records import (
    ChallengeRecord,
    ChallengeStatus,
    EventKept,
    FlagRecord,
    Forgotten,
    GuildSettings,
    LeaderboardPage,
    MatchSummary,
    PlayerHistory,
    PlayerRef,
    PlayerStats,
    PrivacyReport,
    RatingChange,
    SeriesView,
    Snapshot,
)
from spitbot.store.repositories import (
    ChallengeRepository,
    EventRepository,
    FlagRepository,
    GuildRepository,
    LivePlayerRepository,
    MatchRepository,
    PlayerRepository,
    PrivacyRepository,
    RatingRepository,
    SeriesRepository,
    SnapshotRepository,
    StatsRepository,
)
from spitbot.store.writes import (
    ChallengeClose,
    ChallengeSave,
    FlagDecision,
    GuildSettingsWrite,
    MatchAbandon,
    MatchClaim,
    MatchResult,
    MatchStart,
    PlayerForget,
    PlayerUpsert,
    RoundResult,
    SnapshotDelete,
    SnapshotPark,
    SnapshotSave,
    Write,
)

__all__ = ["Store", "open_store"]

T = TypeVar("T")


ONE_STATEMENT = (SnapshotSave,)
"""Writes applied as one SQL statement (see :mod:`spitbot.store.apply`): alone in a
batch, they need no transaction around them. On SQLite a transaction costs no round
trip, and ``BEGIN IMMEDIATE`` keeps its writers in turn, so this is for PostgreSQL."""


INITIAL_RATING = round(INITIAL.rating)
"""A newcomer's rating (1500)."""


def _utcnow() -> datetime:
    return datetime.now(UTC)


class Store:
    """Persistence for SpitBot: players, server settings, matches, ratings, snapshots,
    challenges."""

    def __init__(self, engine: AsyncEngine, *, clock: Callable[[], datetime] = _utcnow) -> None:
        self._engine = engine
        self._read_engine = read_engine(engine)
        self._write_engine = write_engine(engine)
        self._clock = clock
        # Every write goes through one connection kept open for them, one transaction
        # at a time: writers queue here (not in SQLite's busy handler, which polls
        # with sleeps), and a commit pays no pool check-out, liveness ping or reset
        # on return (on every press, that was a quarter of its cost). On SQLite,
        # BEGIN IMMEDIATE still guards against other processes; on PostgreSQL,
        # repositories lock rows. The journal is the one busy writer anyway.
        self._writer: AsyncConnection | None = None
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(
        cls,
        url: str | URL,
        *,
        clock: Callable[[], datetime] = _utcnow,
        **engine_options: Any,
    ) -> Self:
        """Connect to ``url`` (SQLite or PostgreSQL).  The schema must be migrated.

        ``engine_options`` go to :func:`spitbot.store.database.create_engine`,
        e.g. ``sqlite_synchronous="FULL"`` for commits that survive a power
        cut on SQLite (the default, ``NORMAL``, survives a killed process).
        """
        return cls(create_engine(url, **engine_options), clock=clock)

    @property
    def engine(self) -> AsyncEngine:
        """The underlying SQLAlchemy engine."""
        return self._engine

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self._engine.dialect.name

    async def close(self) -> None:
        """Close every connection."""
        await self.release()
        await self._engine.dispose()

    async def release(self) -> None:
        """Give back the connection kept for writes (the engine stays open; the next
        write takes a connection again)."""
        async with self._write_lock:
            await self._drop_writer()

    async def ping(self) -> None:
        """Return once the database answers a query (for health checks); raise if it
        cannot."""
        await self._read(lambda connection: connection.execute(text("SELECT 1")))

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

    async def _write(
        self, work: Callable[[AsyncConnection], Awaitable[T]], *, alone: bool = False
    ) -> T:
        """Run ``work`` in one transaction on the writing connection. ``alone``: it is one
        statement, atomic by itself, sent with no BEGIN and COMMIT around it (on
        PostgreSQL those are two more round trips, each a wait and a context switch for
        the bot and the server: most of a commit's cost when a settle window saved one
        match's snapshot)."""
        async with self._write_lock:
            connection = self._writer
            if connection is None:
                connection = self._writer = await self._write_engine.connect()
            try:
                if alone:
                    return await self._alone(connection, work)
                async with connection.begin():
                    return await work(connection)
            except BaseException:
                # Rolled back; the connection may be broken (the server went away)
                # or mid-way (cancelled): the next write starts on a fresh one.
                await self._drop_writer()
                raise

    @staticmethod
    async def _alone(
        connection: AsyncConnection, work: Callable[[AsyncConnection], Awaitable[T]]
    ) -> T:
        # asyncpg's autocommit is the client's own setting: switching it costs no trip.
        default = connection.default_isolation_level
        await connection.execution_options(isolation_level="AUTOCOMMIT")
        try:
            async with connection.begin():  # sends nothing: the statement commits itself
                return await work(connection)
        finally:
            await connection.execution_options(isolation_level=default)

    async def _drop_writer(self) -> None:
        connection, self._writer = self._writer, None
        if connection is not None:
            with contextlib.suppress(Exception):
                await connection.close()

    # -- writing ------------------------------------------------------------

    async def apply(self, writes: Sequence[Write]) -> list[object]:
        """Apply ``writes`` in order, in ONE transaction; returns one result per write.

        All or nothing: if any write fails, none is kept and the error
        propagates.  The results are listed in :mod:`spitbot.store.writes`
        (e.g. a :class:`MatchResult` gives its rating changes).  Rows that
        record when they were written get one timestamp from the store's
        clock.
        """
        if not writes:
            return []
        alone = (
            len(writes) == 1 and isinstance(writes[0], ONE_STATEMENT) and self.backend != "sqlite"
        )
        return await self._write(
            lambda connection: apply_writes(connection, writes, self._clock()), alone=alone
        )

    async def _apply_one(self, write: Write) -> object:
        (result,) = await self.apply([write])
        return result

    # -- players -------------------------------------------------------------

    async def upsert_player(self, user_id: int, name: str, is_bot: bool = False) -> PlayerRef:
        """Record a user, or refresh their name and bot flag (:class:`PlayerUpsert`)."""
        return cast(
            PlayerRef, await self._apply_one(PlayerUpsert(PlayerRef(user_id, name, is_bot)))
        )

    async def get_player(self, user_id: int) -> PlayerRef | None:
        """The user as last recorded, or ``None``."""
        return await self._read(lambda s: PlayerRepository(s).get(user_id))

    async def privacy_report(self, user_id: int) -> PrivacyReport:
        """What the store keeps about a person (``/spit privacy``), counted."""
        return await self._read(lambda s: PrivacyRepository(s).report(user_id))

    async def forget_player(self, user_id: int) -> Forgotten:
        """Erase what the store keeps about a person, keeping their opponents' records
        with an anonymous seat (:class:`PlayerForget`); raises
        :class:`~spitbot.store.errors.PlayerInPlay` while they play."""
        return cast(Forgotten, await self._apply_one(PlayerForget(user_id)))

    # -- server settings ------------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        """What the server set (``GuildSettings(guild_id)`` when it set nothing)."""
        return await self._read(lambda s: GuildRepository(s).get(guild_id))

    async def all_guild_settings(self) -> list[GuildSettings]:
        """What every server that set anything set (read once at start-up)."""
        return await self._read(lambda s: GuildRepository(s).all())

    async def set_guild_settings(
        self,
        guild_id: int,
        *,
        variant: tuple[str, str] | None = None,
        settle_window_ms: int | None = None,
        language: str | None = None,
        allowed_channel_ids: Iterable[int] | None = None,
        event_role_id: int | None = None,
    ) -> GuildSettings:
        """Change some settings (``None`` keeps the current value); returns all of them.

        ``variant`` is ``(game, variant key)``, that game's default variant;
        ``language="auto"`` clears the language (follow the server's Discord
        locale); an empty ``allowed_channel_ids`` allows every channel again;
        ``event_role_id`` ``NO_ROLE`` (0) clears the events' role.
        See :class:`GuildSettingsWrite`.
        """
        channels = None if allowed_channel_ids is None else frozenset(allowed_channel_ids)
        change = GuildSettingsWrite(
            guild_id, variant, settle_window_ms, language, channels, event_role_id
        )
        return cast(GuildSettings, await self._apply_one(change))

    # -- matches ------------------------------------------------------------

    async def start_match(self, start: MatchStart) -> None:
        """Record a live match and both players (idempotent per ``match_id``)."""
        await self._apply_one(start)

    async def claim_match(self, start: MatchStart) -> frozenset[int]:
        """Claim the match's people and record its start, in one transaction, unless
        one of them is in another live match: then nothing starts and the result names
        them (:class:`MatchClaim`). The database decides, so two processes sharing it
        cannot both start a match for one person."""
        return cast(frozenset[int], await self._apply_one(MatchClaim(start)))

    async def in_live_matches(self, user_ids: Iterable[int]) -> frozenset[int]:
        """Which of ``user_ids`` are in a live match now (on any shard)."""
        wanted = sorted(set(user_ids))
        return await self._read(lambda s: LivePlayerRepository(s).busy(wanted))

    async def guild_of_match(
        self,
        *,
        match_id: str | None = None,
        channel_id: int | None = None,
        user_id: int | None = None,
    ) -> tuple[str, int | None] | None:
        """Which match a table asks for, and its server, on any shard: by its id, else
        the live one in a channel, else a person's live one (``None``: none)."""
        return await self._read(
            lambda s: MatchRepository(s).guild_of(
                match_id=match_id, channel_id=channel_id, user_id=user_id
            )
        )

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
        """Store a finished round of a points series and its new totals (:class:`RoundResult`)."""
        await self._apply_one(RoundResult(match_id, round_no, points, cards_left, totals, target))

    async def finish_match(self, result: MatchResult) -> tuple[RatingChange, ...]:
        """Store the result and the rating changes in one transaction; drops the snapshot.

        Returns the rating changes (empty for unrated matches); see
        :class:`MatchResult`.
        """
        return cast(tuple[RatingChange, ...], await self._apply_one(result))

    async def abandon_match(
        self, match_id: str, reason: str, ended_at: datetime | None = None
    ) -> bool:
        """Mark a live match abandoned and park its snapshot; False if it was not live.

        ``ended_at`` defaults to now.  See :class:`MatchAbandon`.
        """
        write = MatchAbandon(match_id, reason, ended_at or self._clock())
        return cast(bool, await self._apply_one(write))

    async def live_matches_without_snapshot(self) -> list[MatchSummary]:
        """Live matches that have no unparked snapshot, oldest first.

        Orphans of a crash (or of a killed simulation): they can never be
        resumed, so the bot closes them at start-up with :meth:`abandon_match`.
        """
        return await self._read(lambda s: MatchRepository(s).live_without_snapshot())

    # -- statistics ---------------------------------------------------------

    async def player_stats(
        self,
        user_id: int,
        guild_id: int | None = None,
        *,
        game: str,
        trend_length: int = 10,
    ) -> PlayerStats:
        """The user's record, rating and trend in one game, in a guild (``None``: everywhere).

        The rating's deviation (and so whether it is provisional or ranked) is
        as of now, by the store's clock.
        """
        now = self._clock()
        return await self._read(
            lambda s: StatsRepository(s).player_stats(
                user_id, guild_id, game=game, now=now, trend_length=trend_length
            )
        )

    async def player_history(
        self, user_id: int, guild_id: int | None = None, *, game: str
    ) -> PlayerHistory:
        """What the user's pictures show in one game and scope: the rating and its
        deviation after every rated game, the finished matches by month, and the
        current streak."""
        return await self._read(
            lambda s: StatsRepository(s).player_history(user_id, guild_id, game=game)
        )

    async def flags(self, guild_id: int | None, *, held_only: bool = True) -> list[FlagRecord]:
        """A server's auto-clicker flags (by default those waiting for a moderator),
        oldest first, each with its evidence and its match."""
        return await self._read(lambda s: FlagRepository(s).in_guild(guild_id, held_only=held_only))

    async def decide_flag(self, decision: FlagDecision) -> tuple[RatingChange, ...] | None:
        """Clear or confirm a held flag (:class:`FlagDecision`): None if it was not held;
        else the rating changes clearing it made (the match rated then, once)."""
        return cast(tuple[RatingChange, ...] | None, await self._apply_one(decision))

    async def match_ratings(self, match_id: str) -> tuple[RatingChange, ...]:
        """The rating changes a finished match made: for each player and ladder
        (the server's, then the global one), the rating shown before and after
        and the deviation before and after.  Empty for an unrated, abandoned,
        live or unknown match.  The same records :meth:`finish_match` returned."""
        return await self._read(lambda s: RatingRepository(s).changes_for_match(match_id))

    async def rating(self, user_id: int, guild_id: int | None, *, game: str) -> int:
        """The user's rating in one game on a ladder (a guild's, or everywhere when
        ``None``), as shown: the newcomer's 1500 when never rated there."""
        now = self._clock()
        standing = await self._read(lambda s: RatingRepository(s).get(user_id, game, guild_id, now))
        return INITIAL_RATING if standing is None else standing.state.shown

    async def leaderboard(
        self,
        scope_guild_id: int | None = None,
        page: int = 1,
        page_size: int = 10,
        caller_id: int | None = None,
        *,
        game: str,
    ) -> LeaderboardPage:
        """A page of a game's ladder in a guild (``None``: global), with the caller's row.

        Only ranked ratings (deviation 75 or less now, by the store's clock)
        are on it; the caller's row is there anyway, without a rank if theirs
        is not settled.
        """
        now = self._clock()
        return await self._read(
            lambda s: StatsRepository(s).leaderboard(
                scope_guild_id,
                game=game,
                page=page,
                page_size=page_size,
                caller_id=caller_id,
                now=now,
            )
        )

    async def series_in_channel(self, channel_id: int) -> SeriesView | None:
        """The live points series in a channel (any game), else the last one, else ``None``.

        An abandoned match is never shown.
        """
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
        """Insert or replace the live match's snapshot (:class:`SnapshotSave`)."""
        await self._apply_one(SnapshotSave(match_id, guild_id, channel_id, notation, runtime_json))

    async def get_snapshot(self, match_id: str) -> Snapshot | None:
        """One snapshot, parked or not."""
        return await self._read(lambda s: SnapshotRepository(s).get(match_id))

    async def live_snapshots(self) -> list[Snapshot]:
        """Snapshots to resume at start-up (not parked), oldest first."""
        return await self._read(lambda s: SnapshotRepository(s).find(parked=False))

    async def parked_snapshots(self) -> list[Snapshot]:
        """Snapshots set aside (:meth:`park_snapshot`, or an abandoned match's)."""
        return await self._read(lambda s: SnapshotRepository(s).find(parked=True))

    async def delete_snapshot(self, match_id: str) -> bool:
        """Remove a snapshot; returns whether there was one."""
        return cast(bool, await self._apply_one(SnapshotDelete(match_id)))

    async def park_snapshot(self, match_id: str, reason: str) -> bool:
        """Keep a snapshot but stop resuming it (e.g. it failed to load)."""
        return cast(bool, await self._apply_one(SnapshotPark(match_id, reason)))

    # -- challenges -----------------------------------------------------------

    async def save_challenge(self, challenge: ChallengeRecord) -> None:
        """Open a challenge or update an open one (:class:`ChallengeSave`)."""
        await self._apply_one(ChallengeSave(challenge))

    async def close_challenge(
        self, challenge_id: str, status: ChallengeStatus, at: datetime | None = None
    ) -> bool:
        """Close an open challenge (``at`` defaults to now); returns whether it was open."""
        write = ChallengeClose(challenge_id, status, at or self._clock())
        return cast(bool, await self._apply_one(write))

    async def take_challenge(self, challenge_id: str, user_id: int, name: str) -> bool:
        """Accept an open challenge for ``user_id`` (``name``), closing it ``accepted``
        with them as its invitee: whether it was still open. Of two takers at once, on
        any shard, exactly one gets ``True``."""
        at = self._clock()
        return await self._write(
            lambda c: ChallengeRepository(c).take(challenge_id, user_id, name, at)
        )

    async def give_back_challenge(self, challenge_id: str, user_id: int) -> bool:
        """Open again a challenge :meth:`take_challenge` gave ``user_id`` (their match
        could not start): whether it was theirs."""
        at = self._clock()
        return await self._write(
            lambda c: ChallengeRepository(c).give_back(challenge_id, user_id, at)
        )

    async def get_challenge(self, challenge_id: str) -> ChallengeRecord | None:
        """One challenge, open or closed, or ``None``."""
        return await self._read(lambda s: ChallengeRepository(s).get(challenge_id))

    async def open_challenges(self) -> list[ChallengeRecord]:
        """The open challenges, oldest first (to restore at start-up)."""
        return await self._read(lambda s: ChallengeRepository(s).find_open())

    async def live_events(self, guild_ids: Sequence[int] | None = None) -> list[EventKept]:
        """The events not over (of those servers: a shard's), to resume at start-up.
        They are written through :meth:`apply` (``EventSave``, ``EventEntrySave``,
        ``EventGameSave``)."""
        return await self._read(lambda s: EventRepository(s).live(guild_ids))

    async def get_event(self, event_id: str) -> EventKept | None:
        """One event, with its entries and games, or ``None``."""
        return await self._read(lambda s: EventRepository(s).get(event_id))


async def open_store(url: str | URL, **options: Any) -> Store:
    """Shorthand for :meth:`Store.open`."""
    return await Store.open(url, **options)
