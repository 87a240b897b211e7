"""Ladder ratings per game and scope, their history and the rating histogram.

Every ladder is one game's (``"spit"``, ``"speed"``...) in one scope (a
guild, or the global ladder): ratings of different games never mix.  The
maths is :mod:`spitbot.store.ratings` (Glicko-2 as lichess runs it).

Ranked ratings: a rating is on the leaderboard while its deviation is 75 or
less.  The deviation grows with time away, so a row keeps ``ranked_until``,
the moment it will pass 75 without games (``NULL``: not ranked after its
last game).  The histogram (``rating_counts``) counts the rows with a
``ranked_until``; a row whose time has run out leaves it at the next rated
game of its ladder (:meth:`RatingRepository.apply_game` sweeps them first,
through the partial index ``ix_ratings_ranked_until``), and until then the
reads take it out themselves (:meth:`RatingRepository.histogram`), so a rank
is always the rank at the time of reading.

Concurrency: :meth:`RatingRepository.apply_game` is a read-modify-write.  One
``INSERT ... ON CONFLICT DO UPDATE ... RETURNING`` creates the missing rating
rows and locks the existing ones (as ``SELECT ... FOR UPDATE`` would) in a
fixed order (game, scope, player), so two transactions can never deadlock, and the
second waits for the first to commit, then reads the committed value.  The
sweep before it locks the rows it clears in index order, the same in every
transaction.  The rating histogram (``rating_counts``) is then updated in
(scope, rating) order.  On SQLite the whole write transaction already holds the
database write lock (``BEGIN IMMEDIATE``, see
:func:`spitbot.store.database.write_engine`).
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Executable, Row, bindparam, case, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store import ratings as glicko
from spitbot.store.models import GLOBAL_SCOPE, Rating, RatingCount, RatingHistory
from spitbot.store.records import RatingChange, RatingPoint
from spitbot.store.repositories._sql import dialect_insert

__all__ = ["RatingRepository", "Standing", "scope_guild_id", "scope_id"]

_STATE_COLUMNS = (
    Rating.game,
    Rating.scope_id,
    Rating.player_id,
    Rating.rating,
    Rating.exact_rating,
    Rating.deviation,
    Rating.volatility,
    Rating.games,
    Rating.wins,
    Rating.losses,
    Rating.draws,
    Rating.peak,
    Rating.rated_at,
    Rating.ranked_until,
)

_UPDATE_RATING = (
    update(Rating)
    .where(
        Rating.game == bindparam("b_game"),
        Rating.scope_id == bindparam("b_scope"),
        Rating.player_id == bindparam("b_player"),
    )
    .values(
        rating=bindparam("b_rating"),
        exact_rating=bindparam("b_exact"),
        deviation=bindparam("b_deviation"),
        volatility=bindparam("b_volatility"),
        games=bindparam("b_games"),
        wins=bindparam("b_wins"),
        losses=bindparam("b_losses"),
        draws=bindparam("b_draws"),
        peak=bindparam("b_peak"),
        rated_at=bindparam("b_at"),
        ranked_until=bindparam("b_ranked_until"),
        updated_at=bindparam("b_at"),
    )
)


_INSERT_HISTORY = insert(RatingHistory)

_CHANGE_COLUMNS = (
    RatingHistory.player_id,
    RatingHistory.scope_id,
    RatingHistory.before,
    RatingHistory.after,
    RatingHistory.games,
    RatingHistory.deviation_before,
    RatingHistory.deviation_after,
)


@dataclass(frozen=True, slots=True)
class _Statements:
    lock_states: Executable
    add_counts: Executable


@functools.cache
def _statements(dialect: str) -> _Statements:
    lock = dialect_insert(dialect, Rating)
    lock = lock.on_conflict_do_update(
        index_elements=[Rating.game, Rating.scope_id, Rating.player_id],
        set_={"updated_at": lock.excluded.updated_at},
    )
    counts = dialect_insert(dialect, RatingCount)
    counts = counts.on_conflict_do_update(
        index_elements=[RatingCount.game, RatingCount.scope_id, RatingCount.rating],
        set_={"players": RatingCount.players + counts.excluded.players},
    )
    return _Statements(lock_states=lock.returning(*_STATE_COLUMNS), add_counts=counts)


def scope_id(guild_id: int | None) -> int:
    """The ``scope_id`` column value of a guild scope (``None`` = global)."""
    return GLOBAL_SCOPE if guild_id is None else guild_id


def scope_guild_id(scope: int) -> int | None:
    """Inverse of :func:`scope_id`."""
    return None if scope == GLOBAL_SCOPE else scope


def _state(row: Row[Any]) -> glicko.RatingState:
    return glicko.RatingState(
        rating=row.exact_rating,
        deviation=row.deviation,
        volatility=row.volatility,
        games=row.games,
        wins=row.wins,
        losses=row.losses,
        draws=row.draws,
        peak=row.peak,
        rated_at=row.rated_at if row.games else None,
    )


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's standing on one ladder as of a moment: the rating state (its
    deviation grown to that moment) and whether it is ranked then."""

    state: glicko.RatingState
    ranked: bool


def _ranked(ranked_until: datetime | None, now: datetime) -> bool:
    return ranked_until is not None and ranked_until >= now


def _standing(row: Row[Any], now: datetime) -> Standing:
    return Standing(_state(row).live(now), _ranked(row.ranked_until, now))


class RatingRepository:
    """Reads and writes ``ratings``, ``rating_history`` and ``rating_counts`` rows."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def apply_game(
        self,
        *,
        match_id: str,
        game: str,
        guild_id: int | None,
        seat_ids: tuple[int, int],
        winner_seat: int | None,
        at: datetime,
    ) -> tuple[RatingChange, ...]:
        """Rate one match in its game's guild ladder (if any) and global ladder."""
        conn = self._conn
        scopes = sorted({GLOBAL_SCOPE, scope_id(guild_id)})
        players = sorted(set(seat_ids))
        histogram: Counter[tuple[int, int]] = Counter()
        # Ratings whose time on these leaderboards ran out leave the histogram.
        expired = await conn.execute(
            update(Rating)
            .where(
                Rating.game == game,
                Rating.scope_id.in_(scopes),
                Rating.ranked_until.is_not(None),
                Rating.ranked_until < at,
            )
            .values(ranked_until=None)
            .returning(Rating.scope_id, Rating.rating)
        )
        for scope, rating in expired.tuples():
            histogram[(scope, rating)] -= 1
        initial = glicko.INITIAL
        # Create missing rows and lock all four in one statement: the no-op
        # DO UPDATE locks an existing row (like SELECT ... FOR UPDATE, in
        # parameter order) and RETURNING gives its latest committed state.
        sql = _statements(conn.dialect.name)
        result = await conn.execute(
            sql.lock_states,
            [
                {
                    "game": game,
                    "scope_id": scope,
                    "player_id": player,
                    "rating": glicko.shown(initial.rating),
                    "exact_rating": initial.rating,
                    "deviation": initial.deviation,
                    "volatility": initial.volatility,
                    "games": 0,
                    "wins": 0,
                    "losses": 0,
                    "draws": 0,
                    "peak": None,
                    "rated_at": at,
                    "ranked_until": None,
                    "updated_at": at,
                }
                for scope in scopes
                for player in players
            ],
        )
        rows = {(row.scope_id, row.player_id): row for row in result}
        changes: list[RatingChange] = []
        updates: list[dict[str, Any]] = []
        history: list[dict[str, Any]] = []
        for scope in scopes:
            olds = (rows[(scope, seat_ids[0])], rows[(scope, seat_ids[1])])
            befores, afters = glicko.rate_game(_state(olds[0]), _state(olds[1]), winner_seat, at)
            for player, old, before, new in zip(seat_ids, olds, befores, afters, strict=True):
                ranked_until = new.ranked_until()
                changes.append(
                    RatingChange(
                        match_id=match_id,
                        user_id=player,
                        scope_guild_id=scope_guild_id(scope),
                        before=old.rating,
                        after=new.shown,
                        games=new.games,
                        deviation_before=before.deviation,
                        deviation_after=new.deviation,
                    )
                )
                updates.append(
                    {
                        "b_game": game,
                        "b_scope": scope,
                        "b_player": player,
                        "b_rating": new.shown,
                        "b_exact": new.rating,
                        "b_deviation": new.deviation,
                        "b_volatility": new.volatility,
                        "b_games": new.games,
                        "b_wins": new.wins,
                        "b_losses": new.losses,
                        "b_draws": new.draws,
                        "b_peak": new.peak,
                        "b_ranked_until": ranked_until,
                        "b_at": at,
                    }
                )
                history.append(
                    {
                        "match_id": match_id,
                        "player_id": player,
                        "game": game,
                        "scope_id": scope,
                        "before": old.rating,
                        "after": new.shown,
                        "games": new.games,
                        "deviation_before": before.deviation,
                        "deviation_after": new.deviation,
                        "created_at": at,
                    }
                )
                if old.ranked_until is not None:  # counted until now
                    histogram[(scope, old.rating)] -= 1
                if ranked_until is not None:
                    histogram[(scope, new.shown)] += 1
        await conn.execute(_UPDATE_RATING, updates)
        await conn.execute(_INSERT_HISTORY, history)
        await self.add_to_histogram(game, histogram)
        return tuple(changes)

    async def add_to_histogram(self, game: str, deltas: Counter[tuple[int, int]]) -> None:
        """Add ``deltas`` (players, by (scope, rating); negative to take them out) to a
        game's rating histogram."""
        # Sorted: concurrent transactions lock histogram rows in the same order.
        rows = [
            {"game": game, "scope_id": scope, "rating": rating, "players": delta}
            for (scope, rating), delta in sorted(deltas.items())
            if delta
        ]
        if not rows:
            return
        await self._conn.execute(_statements(self._conn.dialect.name).add_counts, rows)

    async def _run_out(self, game: str, guild_id: int | None, now: datetime) -> Counter[int]:
        """Ratings still counted in the histogram whose time on the leaderboard ran
        out before ``now`` (the next rated game of the ladder sweeps them), by rating."""
        result = await self._conn.execute(
            select(Rating.rating, func.count())
            .where(
                Rating.game == game,
                Rating.scope_id == scope_id(guild_id),
                Rating.ranked_until.is_not(None),
                Rating.ranked_until < now,
            )
            .group_by(Rating.rating)
        )
        return Counter(dict(result.tuples().all()))

    async def histogram(
        self, game: str, guild_id: int | None, now: datetime
    ) -> list[tuple[int, int]]:
        """``(rating, players)`` of the ranked ratings of a ladder at ``now``, best first."""
        result = await self._conn.execute(
            select(RatingCount.rating, RatingCount.players)
            .where(
                RatingCount.game == game,
                RatingCount.scope_id == scope_id(guild_id),
                RatingCount.players > 0,
            )
            .order_by(RatingCount.rating.desc())
        )
        run_out = await self._run_out(game, guild_id, now)
        counts = [(rating, players - run_out[rating]) for rating, players in result.tuples()]
        return [(rating, players) for rating, players in counts if players > 0]

    async def place(
        self, game: str, guild_id: int | None, rating: int | None, now: datetime
    ) -> tuple[int, int | None]:
        """The ranked players of a ladder at ``now``, and the competition rank of a
        ranked ``rating`` among them (1 + the ranked players rated higher; ``None``
        when ``rating`` is): two aggregates of the histogram, in one read."""
        columns: list[Any] = [func.coalesce(func.sum(RatingCount.players), 0)]
        if rating is not None:
            higher = case((RatingCount.rating > rating, RatingCount.players), else_=0)
            columns.append(func.coalesce(func.sum(higher), 0))
        sums = (
            await self._conn.execute(
                select(*columns).where(
                    RatingCount.game == game, RatingCount.scope_id == scope_id(guild_id)
                )
            )
        ).one()
        run_out = await self._run_out(game, guild_id, now)
        ranked = int(sums[0]) - sum(run_out.values())
        if rating is None:
            return ranked, None
        gone = sum(players for shown, players in run_out.items() if shown > rating)
        return ranked, 1 + int(sums[1]) - gone

    async def changes_for_match(self, match_id: str) -> tuple[RatingChange, ...]:
        """The rating changes recorded for ``match_id`` (every scope, in the order
        they were applied); empty for an unrated or unfinished match."""
        result = await self._conn.execute(
            select(*_CHANGE_COLUMNS)
            .where(RatingHistory.match_id == match_id)
            .order_by(RatingHistory.id)
        )
        return tuple(
            RatingChange(
                match_id=match_id,
                user_id=row.player_id,
                scope_guild_id=scope_guild_id(row.scope_id),
                before=row.before,
                after=row.after,
                games=row.games,
                deviation_before=row.deviation_before,
                deviation_after=row.deviation_after,
            )
            for row in result
        )

    async def get(
        self, user_id: int, game: str, guild_id: int | None, now: datetime
    ) -> Standing | None:
        """The player's standing in a ladder at ``now``, ``None`` when never rated there."""
        row = (
            await self._conn.execute(
                select(*_STATE_COLUMNS).where(
                    Rating.game == game,
                    Rating.scope_id == scope_id(guild_id),
                    Rating.player_id == user_id,
                )
            )
        ).one_or_none()
        return None if row is None else _standing(row, now)

    async def trend(
        self, user_id: int, game: str, guild_id: int | None, limit: int
    ) -> tuple[int, ...]:
        """The last ``limit`` ratings of the player in a ladder, oldest first."""
        if limit <= 0:
            return ()
        result = await self._conn.scalars(
            select(RatingHistory.after)
            .where(
                RatingHistory.player_id == user_id,
                RatingHistory.game == game,
                RatingHistory.scope_id == scope_id(guild_id),
            )
            .order_by(RatingHistory.id.desc())
            .limit(limit)
        )
        return tuple(reversed(result.all()))

    async def points(
        self, user_id: int, game: str, guild_id: int | None
    ) -> tuple[RatingPoint, ...]:
        """The player's rating after every rated game in a ladder, oldest first."""
        result = await self._conn.execute(
            select(
                RatingHistory.created_at,
                RatingHistory.after,
                RatingHistory.deviation_after,
                RatingHistory.games,
            )
            .where(
                RatingHistory.player_id == user_id,
                RatingHistory.game == game,
                RatingHistory.scope_id == scope_id(guild_id),
            )
            .order_by(RatingHistory.id)
        )
        return tuple(
            RatingPoint(at, after, deviation, games)
            for at, after, deviation, games in result.tuples()
        )
