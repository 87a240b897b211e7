"""Player statistics, their history and the leaderboard, per game.

The leaderboard holds the ranked ratings only (deviation 75 or less at the
time of reading, see :mod:`spitbot.store.repositories.ratings`).  Its order:
rating, then rated games, then user id, all descending (a stable total order
served straight from the partial index ``ix_ratings_ranked``).  Ranks use
competition ranking by rating alone ("1, 2, 2, 4"): a player's rank is one
more than the number of ranked players of the scope rated strictly higher,
read from the rating histogram (``rating_counts``) rather than counted.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import Row, Select, Subquery, literal, select, union_all
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store import ratings as glicko
from spitbot.store.models import Match, Player, Rating, Series
from spitbot.store.records import (
    LeaderboardPage,
    LeaderboardRow,
    MatchStatus,
    MonthRecord,
    PlayerHistory,
    PlayerStats,
)
from spitbot.store.repositories._sql import utc_month
from spitbot.store.repositories.ratings import RatingRepository, scope_id

__all__ = ["StatsRepository"]


@dataclass(frozen=True, slots=True)
class _Game:
    won: bool
    lost: bool
    started_at: datetime
    ended_at: datetime
    series_outcome: int | None  # 1 won, -1 lost, 0 drawn, None: no finished series


def _games(rows: Sequence[Row[Any]]) -> list[_Game]:
    games: list[_Game] = []
    for seat, winner, started_at, ended_at, s_finished, s_winner, s_draw in rows:
        assert ended_at is not None, "finished matches have an end time"
        outcome: int | None = None
        if s_finished:
            outcome = 0 if s_draw or s_winner is None else (1 if s_winner == seat else -1)
        games.append(
            _Game(
                won=winner is not None and winner == seat,
                lost=winner is not None and winner != seat,
                started_at=started_at,
                ended_at=ended_at,
                series_outcome=outcome,
            )
        )
    return games


def _current_streak(newest_first: Iterable[tuple[bool, bool]]) -> int:
    """The streak that ``(won, lost)`` results, newest first, end on: wins positive,
    losses negative, 0 after a draw."""
    streak = 0
    for won, lost in newest_first:
        if won and streak >= 0:
            streak += 1
        elif lost and streak <= 0:
            streak -= 1
        else:
            break
    return streak


class StatsRepository:
    """Read-only queries over matches, series and ratings."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    @staticmethod
    def _matches(user_id: int, guild_id: int | None, game: str, *, lean: bool) -> Subquery:
        """The player's finished matches of ``game`` (in a guild, or everywhere), one
        row each, with the player's seat; ``lean``: only what results and times need."""

        def side(seat: int) -> Select[Any]:
            seat_col = Match.seat0_id if seat == 0 else Match.seat1_id
            columns: list[Any] = [
                literal(seat).label("seat"),
                Match.winner_seat,
                Match.ended_at,
                Match.match_id,
            ]
            if not lean:
                columns += [
                    Match.started_at,
                    Series.finished,
                    Series.winner_seat.label("series_winner"),
                    Series.is_draw.label("series_draw"),
                ]
            stmt = select(*columns).where(
                seat_col == user_id,
                Match.game == game,
                Match.status == MatchStatus.FINISHED.value,
            )
            if not lean:
                stmt = stmt.outerjoin(Series, Series.match_id == Match.match_id)
            if guild_id is not None:
                stmt = stmt.where(Match.guild_id == guild_id)
            return stmt

        return union_all(side(0), side(1)).subquery()

    async def _finished(self, user_id: int, guild_id: int | None, game: str) -> list[_Game]:
        """The player's finished matches of ``game`` (in a guild, or everywhere), in
        the order they ended."""
        both = self._matches(user_id, guild_id, game, lean=False)
        rows = (
            await self._conn.execute(
                select(
                    both.c.seat,
                    both.c.winner_seat,
                    both.c.started_at,
                    both.c.ended_at,
                    both.c.finished,
                    both.c.series_winner,
                    both.c.series_draw,
                ).order_by(both.c.ended_at, both.c.match_id)
            )
        ).all()
        return _games(rows)

    async def _months_and_streak(
        self, user_id: int, guild_id: int | None, game: str
    ) -> tuple[tuple[MonthRecord, ...], int]:
        """Wins, losses and draws per calendar month (UTC), and the current streak, from
        one lean read of every finished match (no times to parse: the database
        names each match's month)."""
        both = self._matches(user_id, guild_id, game, lean=True)
        rows = (
            await self._conn.execute(
                select(both.c.seat, both.c.winner_seat, utc_month(both.c.ended_at)).order_by(
                    both.c.ended_at.desc(), both.c.match_id.desc()
                )
            )
        ).all()
        results = [
            (w is not None and w == seat, w is not None and w != seat) for seat, w, _ in rows
        ]
        counts: dict[str, list[int]] = {}
        for (won, lost), (_, _, month) in zip(results, rows, strict=True):
            tally = counts.setdefault(month, [0, 0, 0])
            tally[0 if won else 1 if lost else 2] += 1
        months = tuple(
            MonthRecord(date(int(m[:4]), int(m[5:7]), 1), *counts[m]) for m in sorted(counts)
        )
        return months, _current_streak(results)

    async def player_stats(
        self,
        user_id: int,
        guild_id: int | None,
        *,
        game: str,
        now: datetime,
        trend_length: int = 10,
    ) -> PlayerStats:
        """The player's record in one game, in a guild (or everywhere with ``None``),
        with the rating as of ``now``."""
        conn = self._conn
        name = await conn.scalar(select(Player.name).where(Player.user_id == user_id))
        games = await self._finished(user_id, guild_id, game)
        ratings = RatingRepository(conn)
        standing = await ratings.get(user_id, game, guild_id, now)
        state = standing.state if standing else None
        trend = await ratings.trend(user_id, game, guild_id, trend_length) if state else ()
        ranked = standing is not None and standing.ranked
        shown = standing.state.shown if standing is not None and ranked else None
        ranked_players, rank = await ratings.place(game, guild_id, shown, now)

        best = run = 0
        for played in games:
            run = run + 1 if played.won else 0
            best = max(best, run)
        streak = _current_streak((g.won, g.lost) for g in reversed(games))
        win_times = [(g.ended_at - g.started_at).total_seconds() for g in games if g.won]
        outcomes = [g.series_outcome for g in games]
        wins = sum(g.won for g in games)
        losses = sum(g.lost for g in games)
        return PlayerStats(
            user_id=user_id,
            name=name,
            game=game,
            scope_guild_id=guild_id,
            wins=wins,
            losses=losses,
            draws=len(games) - wins - losses,
            rating=state.shown if state else None,
            rated_games=state.games if state else 0,
            peak_rating=state.peak if state else None,
            rating_trend=trend,
            series_won=outcomes.count(1),
            series_lost=outcomes.count(-1),
            series_drawn=outcomes.count(0),
            current_streak=streak,
            best_win_streak=best,
            fastest_win_seconds=min(win_times) if win_times else None,
            rank=rank,
            deviation=state.deviation if state else None,
            provisional=state is not None and glicko.is_provisional(state.deviation),
            ranked=ranked,
            ranked_players=ranked_players,
        )

    async def player_history(
        self, user_id: int, guild_id: int | None, *, game: str
    ) -> PlayerHistory:
        """What the player's pictures show: every rating after a rated game, the
        finished matches by month, the current streak."""
        points = await RatingRepository(self._conn).points(user_id, game, guild_id)
        months, streak = await self._months_and_streak(user_id, guild_id, game)
        return PlayerHistory(
            user_id=user_id,
            game=game,
            scope_guild_id=guild_id,
            ratings=points,
            months=months,
            current_streak=streak,
        )

    async def leaderboard(
        self,
        guild_id: int | None,
        *,
        game: str,
        page: int = 1,
        page_size: int = 10,
        caller_id: int | None = None,
        now: datetime,
    ) -> LeaderboardPage:
        """One page of a game's ladder in a scope at ``now``, plus the caller's row
        wherever it is (unranked, with no rank, while their rating is not settled).

        The rating histogram gives the ladder size, every rank, and the rating
        band where the page starts, so only the rows of the page (after at
        most one group of equal ratings) are read, on any page.
        """
        if page_size < 1:
            raise ValueError("page_size must be >= 1")
        conn = self._conn
        scope = scope_id(guild_id)
        histogram = await RatingRepository(conn).histogram(game, guild_id, now)
        total = sum(players for _, players in histogram)
        pages = max(1, math.ceil(total / page_size))
        page = min(max(page, 1), pages)
        offset = (page - 1) * page_size

        # above[r]: players rated strictly higher than r.  The page starts in
        # the band of the first rating whose players reach past ``offset``.
        above: dict[int, int] = {}
        seen = 0
        start_rating: int | None = None
        skipped = 0
        for rating, players in histogram:
            above[rating] = seen
            if start_rating is None and seen + players > offset:
                start_rating, skipped = rating, seen
            seen += players

        def row_of(values: Row[Any]) -> LeaderboardRow:
            deviation = glicko.live_deviation(
                values.deviation, values.volatility, values.rated_at, now
            )
            ranked = values.ranked_until is not None and values.ranked_until >= now
            return LeaderboardRow(
                rank=1 + above.get(values.rating, 0) if ranked else None,
                user_id=values.player_id,
                name=values.name,
                rating=values.rating,
                games=values.games,
                wins=values.wins,
                losses=values.losses,
                draws=values.draws,
                peak=values.peak,
                provisional=glicko.is_provisional(deviation),
                deviation=deviation,
            )

        base = (
            select(
                Rating.player_id,
                Player.name,
                Rating.rating,
                Rating.games,
                Rating.wins,
                Rating.losses,
                Rating.draws,
                Rating.peak,
                Rating.deviation,
                Rating.volatility,
                Rating.rated_at,
                Rating.ranked_until,
            )
            .join(Player, Player.user_id == Rating.player_id)
            .where(Rating.game == game, Rating.scope_id == scope)
        )
        rows: list[LeaderboardRow] = []
        if start_rating is not None:
            result = await conn.execute(
                base.where(
                    Rating.ranked_until.is_not(None),
                    Rating.ranked_until >= now,
                    Rating.rating <= start_rating,
                )
                .order_by(Rating.rating.desc(), Rating.games.desc(), Rating.player_id.desc())
                .limit(page_size)
                .offset(offset - skipped)
            )
            rows = [row_of(values) for values in result.all()]
        caller: LeaderboardRow | None = None
        if caller_id is not None:
            caller = next((row for row in rows if row.user_id == caller_id), None)
            if caller is None:
                found = (
                    await conn.execute(base.where(Rating.player_id == caller_id))
                ).one_or_none()
                caller = None if found is None else row_of(found)
        return LeaderboardPage(
            game=game,
            scope_guild_id=guild_id,
            page=page,
            page_size=page_size,
            total=total,
            pages=pages,
            rows=tuple(rows),
            caller=caller,
        )
