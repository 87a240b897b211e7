"""Ladder ratings per game and scope, their history and the rating histogram.

Every ladder is one game's (``"spit"``, ``"speed"``...) in one scope (a
guild, or the global ladder): ratings of different games never mix.

Concurrency: :meth:`RatingRepository.apply_game` is a read-modify-write.  One
``INSERT ... ON CONFLICT DO UPDATE ... RETURNING`` creates the missing rating
rows and locks the existing ones (as ``SELECT ... FOR UPDATE`` would) in a
fixed order (game, scope, player), so two transactions can never deadlock, and the
second waits for the first to commit, then reads the committed value.  The rating
histogram (``rating_counts``) is then updated in (scope, rating) order.  On
SQLite the whole write transaction already holds the database write lock
(``BEGIN IMMEDIATE``, see :func:`spitbot.store.database.write_engine`).
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Executable, bindparam, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store import ratings as elo
from spitbot.store.models import GLOBAL_SCOPE, Rating, RatingCount, RatingHistory
from spitbot.store.records import RatingChange
from spitbot.store.repositories._sql import dialect_insert

__all__ = ["RatingRepository", "scope_guild_id", "scope_id"]

_STATE_COLUMNS = (
    Rating.game,
    Rating.scope_id,
    Rating.player_id,
    Rating.rating,
    Rating.games,
    Rating.wins,
    Rating.losses,
    Rating.draws,
    Rating.peak,
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
        games=bindparam("b_games"),
        wins=bindparam("b_wins"),
        losses=bindparam("b_losses"),
        draws=bindparam("b_draws"),
        peak=bindparam("b_peak"),
        updated_at=bindparam("b_at"),
    )
)


_INSERT_HISTORY = insert(RatingHistory)


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
        initial = elo.RatingState()
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
                    "rating": initial.rating,
                    "games": 0,
                    "wins": 0,
                    "losses": 0,
                    "draws": 0,
                    "peak": initial.peak,
                    "updated_at": at,
                }
                for scope in scopes
                for player in players
            ],
        )
        before = {
            (row.scope_id, row.player_id): elo.RatingState(
                rating=row.rating,
                games=row.games,
                wins=row.wins,
                losses=row.losses,
                draws=row.draws,
                peak=row.peak,
            )
            for row in result
        }
        changes: list[RatingChange] = []
        updates: list[dict[str, Any]] = []
        history: list[dict[str, Any]] = []
        histogram: Counter[tuple[int, int]] = Counter()
        for scope in scopes:
            olds = (before[(scope, seat_ids[0])], before[(scope, seat_ids[1])])
            news = elo.rate_game(olds[0], olds[1], winner_seat)
            for player, old, new in zip(seat_ids, olds, news, strict=True):
                changes.append(
                    RatingChange(
                        match_id=match_id,
                        user_id=player,
                        scope_guild_id=scope_guild_id(scope),
                        before=old.rating,
                        after=new.rating,
                        games=new.games,
                    )
                )
                updates.append(
                    {
                        "b_game": game,
                        "b_scope": scope,
                        "b_player": player,
                        "b_rating": new.rating,
                        "b_games": new.games,
                        "b_wins": new.wins,
                        "b_losses": new.losses,
                        "b_draws": new.draws,
                        "b_peak": new.peak,
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
                        "after": new.rating,
                        "games": new.games,
                        "created_at": at,
                    }
                )
                if old.games:  # a row without games was created just now
                    histogram[(scope, old.rating)] -= 1
                histogram[(scope, new.rating)] += 1
        await conn.execute(_UPDATE_RATING, updates)
        await conn.execute(_INSERT_HISTORY, history)
        await self._add_to_histogram(game, histogram)
        return tuple(changes)

    async def _add_to_histogram(self, game: str, deltas: Counter[tuple[int, int]]) -> None:
        # Sorted: concurrent transactions lock histogram rows in the same order.
        rows = [
            {"game": game, "scope_id": scope, "rating": rating, "players": delta}
            for (scope, rating), delta in sorted(deltas.items())
            if delta
        ]
        if not rows:
            return
        await self._conn.execute(_statements(self._conn.dialect.name).add_counts, rows)

    async def histogram(self, game: str, guild_id: int | None) -> list[tuple[int, int]]:
        """``(rating, players)`` of a ladder, best rating first."""
        result = await self._conn.execute(
            select(RatingCount.rating, RatingCount.players)
            .where(
                RatingCount.game == game,
                RatingCount.scope_id == scope_id(guild_id),
                RatingCount.players > 0,
            )
            .order_by(RatingCount.rating.desc())
        )
        return [(rating, players) for rating, players in result.tuples()]

    async def rank(self, game: str, guild_id: int | None, rating: int) -> int:
        """Competition rank of ``rating`` in a ladder: 1 + players rated higher."""
        higher = await self._conn.scalar(
            select(func.coalesce(func.sum(RatingCount.players), 0)).where(
                RatingCount.game == game,
                RatingCount.scope_id == scope_id(guild_id),
                RatingCount.rating > rating,
            )
        )
        return 1 + int(higher or 0)

    async def changes_for_match(self, match_id: str) -> tuple[RatingChange, ...]:
        """The rating changes already recorded for ``match_id``."""
        result = await self._conn.execute(
            select(
                RatingHistory.player_id,
                RatingHistory.scope_id,
                RatingHistory.before,
                RatingHistory.after,
                RatingHistory.games,
            )
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
            )
            for row in result
        )

    async def get(self, user_id: int, game: str, guild_id: int | None) -> elo.RatingState | None:
        """The player's standing in a ladder, ``None`` when never rated there."""
        row = (
            await self._conn.execute(
                select(*_STATE_COLUMNS).where(
                    Rating.game == game,
                    Rating.scope_id == scope_id(guild_id),
                    Rating.player_id == user_id,
                )
            )
        ).one_or_none()
        if row is None:
            return None
        return elo.RatingState(
            rating=row.rating,
            games=row.games,
            wins=row.wins,
            losses=row.losses,
            draws=row.draws,
            peak=row.peak,
        )

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
