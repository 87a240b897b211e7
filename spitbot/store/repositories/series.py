"""Points series: per-round points table and running totals."""

from __future__ import annotations

from sqlalchemy import case, select, update
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.orm import aliased

from spitbot.store.errors import UnknownMatchError
from spitbot.store.models import Match, Player, Round, Series
from spitbot.store.records import MatchStatus, PlayerRef, RoundRecord, SeriesView
from spitbot.store.repositories._sql import insert, rowcount

__all__ = ["SeriesRepository"]

Pair = tuple[int, int]


class SeriesRepository:
    """Reads and writes ``rounds`` and ``series`` rows."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def record_round(
        self,
        match_id: str,
        round_no: int,
        *,
        points: Pair,
        cards_left: Pair,
        totals: Pair,
        target: int,
    ) -> None:
        """Store a finished round and the new series totals (idempotent per round)."""
        if round_no < 1:
            raise ValueError("round_no starts at 1")
        bumped = await self._conn.execute(
            update(Match)
            .where(Match.match_id == match_id)
            .values(rounds=case((Match.rounds < round_no, round_no), else_=Match.rounds))
        )
        if rowcount(bumped) == 0:
            raise UnknownMatchError(match_id)
        round_stmt = insert(self._conn, Round).values(
            match_id=match_id,
            round_no=round_no,
            points0=points[0],
            points1=points[1],
            cards_left0=cards_left[0],
            cards_left1=cards_left[1],
        )
        round_stmt = round_stmt.on_conflict_do_update(
            index_elements=[Round.match_id, Round.round_no],
            set_={
                "points0": round_stmt.excluded.points0,
                "points1": round_stmt.excluded.points1,
                "cards_left0": round_stmt.excluded.cards_left0,
                "cards_left1": round_stmt.excluded.cards_left1,
            },
        )
        await self._conn.execute(round_stmt)
        series_stmt = insert(self._conn, Series).values(
            match_id=match_id,
            total0=totals[0],
            total1=totals[1],
            target=target,
            finished=False,
            winner_seat=None,
            is_draw=False,
        )
        series_stmt = series_stmt.on_conflict_do_update(
            index_elements=[Series.match_id],
            set_={
                "total0": series_stmt.excluded.total0,
                "total1": series_stmt.excluded.total1,
                "target": series_stmt.excluded.target,
            },
        )
        await self._conn.execute(series_stmt)

    async def in_channel(self, channel_id: int) -> SeriesView | None:
        """The live series in a channel (any game), else the most recently started one.

        An abandoned match is never shown.
        """
        seat0, seat1 = aliased(Player), aliased(Player)
        row = (
            await self._conn.execute(
                select(
                    Match.match_id,
                    Match.game,
                    Match.guild_id,
                    Match.channel_id,
                    Match.seat0_id,
                    Match.seat1_id,
                    Match.variant,
                    Match.status,
                    Match.started_at,
                    Match.ended_at,
                    Series.target,
                    Series.total0,
                    Series.total1,
                    Series.finished,
                    Series.winner_seat,
                    Series.is_draw,
                    seat0.name.label("name0"),
                    seat0.is_bot.label("bot0"),
                    seat1.name.label("name1"),
                    seat1.is_bot.label("bot1"),
                )
                .join(Series, Series.match_id == Match.match_id)
                .join(seat0, seat0.user_id == Match.seat0_id)
                .join(seat1, seat1.user_id == Match.seat1_id)
                .where(
                    Match.channel_id == channel_id,
                    Match.status != MatchStatus.ABANDONED.value,
                )
                .order_by(
                    case((Match.status == MatchStatus.LIVE.value, 0), else_=1),
                    Match.started_at.desc(),
                    Match.match_id.desc(),
                )
                .limit(1)
            )
        ).one_or_none()
        if row is None:
            return None
        rounds = await self._conn.execute(
            select(
                Round.round_no, Round.points0, Round.points1, Round.cards_left0, Round.cards_left1
            )
            .where(Round.match_id == row.match_id)
            .order_by(Round.round_no)
        )
        return SeriesView(
            match_id=row.match_id,
            game=row.game,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            seat0=PlayerRef(row.seat0_id, row.name0, row.bot0),
            seat1=PlayerRef(row.seat1_id, row.name1, row.bot1),
            variant=row.variant,
            status=MatchStatus(row.status),
            target=row.target,
            totals=(row.total0, row.total1),
            rounds=tuple(
                RoundRecord(
                    round_no=r.round_no,
                    points=(r.points0, r.points1),
                    cards_left=(r.cards_left0, r.cards_left1),
                )
                for r in rounds
            ),
            finished=row.finished,
            winner_seat=row.winner_seat,
            is_draw=row.is_draw,
            started_at=row.started_at,
            ended_at=row.ended_at,
        )
