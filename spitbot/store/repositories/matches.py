"""Matches: start, finish (with ratings), abandon, and the live ones."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Row, bindparam, exists, select, text, update
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.errors import MatchStateError, UnknownMatchError
from spitbot.store.models import LIVE_CONDITION, LivePlayer, Match, Series, SnapshotRow
from spitbot.store.records import MatchStatus, MatchSummary, RatingChange
from spitbot.store.repositories._sql import insert
from spitbot.store.repositories.flags import FlagRepository
from spitbot.store.repositories.live_players import LivePlayerRepository
from spitbot.store.repositories.ratings import RatingRepository
from spitbot.store.writes import MatchResult, MatchStart

__all__ = ["MatchRepository"]

END_REASON_LENGTH = 64

_COLUMNS = (
    Match.match_id,
    Match.game,
    Match.guild_id,
    Match.channel_id,
    Match.seat0_id,
    Match.seat1_id,
    Match.variant,
    Match.seed,
    Match.status,
    Match.winner_seat,
    Match.is_draw,
    Match.end_reason,
    Match.rated,
    Match.started_at,
    Match.ended_at,
    Match.rounds,
)


_FINISH = (
    update(Match)
    .where(
        Match.match_id == bindparam("b_match_id"),
        Match.status == MatchStatus.LIVE.value,
    )
    .values(
        status=MatchStatus.FINISHED.value,
        winner_seat=bindparam("b_winner_seat"),
        is_draw=bindparam("b_is_draw"),
        end_reason=bindparam("b_end_reason"),
        ended_at=bindparam("b_ended_at"),
        rounds=bindparam("b_rounds"),
    )
    .returning(Match.game, Match.guild_id, Match.seat0_id, Match.seat1_id, Match.rated)
)


def _summary(row: Row[Any]) -> MatchSummary:
    return MatchSummary(
        match_id=row.match_id,
        game=row.game,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        seat0_id=row.seat0_id,
        seat1_id=row.seat1_id,
        variant=row.variant,
        seed=row.seed,
        status=MatchStatus(row.status),
        winner_seat=row.winner_seat,
        is_draw=row.is_draw,
        end_reason=row.end_reason,
        rated=row.rated,
        started_at=row.started_at,
        ended_at=row.ended_at,
        rounds=row.rounds,
    )


class MatchRepository:
    """Reads and writes ``matches`` rows (and, when finishing, the ratings)."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def guild_of(
        self,
        *,
        match_id: str | None = None,
        channel_id: int | None = None,
        user_id: int | None = None,
    ) -> tuple[str, int | None] | None:
        """The match a table asks for and its server (``None``: a direct message), or
        ``None`` when there is none: the match ``match_id`` (whatever its status: its
        shard says whether it is still live), else the latest live match in
        ``channel_id``, else the live match of ``user_id`` (``live_players``)."""
        query = select(Match.match_id, Match.guild_id)
        if match_id is not None:
            query = query.where(Match.match_id == match_id)
        elif channel_id is not None:
            query = query.where(
                Match.channel_id == channel_id, Match.status == MatchStatus.LIVE.value
            ).order_by(Match.started_at.desc())
        elif user_id is not None:
            holder = select(LivePlayer.match_id).where(LivePlayer.user_id == user_id)
            query = query.where(Match.match_id == holder.scalar_subquery())
        else:
            return None
        row = (await self._conn.execute(query.limit(1))).first()
        return None if row is None else (row.match_id, row.guild_id)

    async def start(self, starts: Sequence[MatchStart]) -> None:
        """Record new live matches; a repeated start of the same id is a no-op.

        The players must exist (see :class:`PlayerRepository`).
        """
        for start in starts:
            if start.seat0.user_id == start.seat1.user_id:
                raise ValueError(f"match {start.match_id!r}: a match needs two different players")
        if not starts:
            return
        await self._conn.execute(
            insert(self._conn, Match).on_conflict_do_nothing(index_elements=[Match.match_id]),
            [
                {
                    "match_id": start.match_id,
                    "game": start.game,
                    "guild_id": start.guild_id,
                    "channel_id": start.channel_id,
                    "seat0_id": start.seat0.user_id,
                    "seat1_id": start.seat1.user_id,
                    "variant": start.variant,
                    "seed": start.seed,
                    "status": MatchStatus.LIVE.value,
                    "winner_seat": None,
                    "is_draw": False,
                    "end_reason": None,
                    "rated": start.rated,
                    "started_at": start.started_at,
                    "ended_at": None,
                    "rounds": 0,
                }
                for start in starts
            ],
        )
        # Claimed already (MatchClaim) on the usual path; this claims the people of a
        # start committed without one, where they are free.
        await LivePlayerRepository(self._conn).claim_quietly(starts)

    async def get(self, match_id: str, *, for_update: bool = False) -> MatchSummary | None:
        """The match, optionally locked until the end of the transaction."""
        stmt = select(*_COLUMNS).where(Match.match_id == match_id)
        if for_update:
            stmt = stmt.with_for_update()
        row = (await self._conn.execute(stmt)).one_or_none()
        return None if row is None else _summary(row)

    async def finish(self, result: MatchResult) -> tuple[RatingChange, ...]:
        """Store the result and, for rated matches, the rating changes.

        Idempotent: finishing an already finished match changes nothing and
        returns the rating changes recorded the first time.
        """
        if result.winner_seat not in (0, 1, None):
            raise ValueError(f"winner_seat must be 0, 1 or None, not {result.winner_seat!r}")
        ratings = RatingRepository(self._conn)
        is_draw = result.winner_seat is None
        # Only a live match changes; the UPDATE also locks the row, so a
        # concurrent retry of the same result waits here, then finds it finished.
        row = (
            await self._conn.execute(
                _FINISH,
                {
                    "b_match_id": result.match_id,
                    "b_winner_seat": result.winner_seat,
                    "b_is_draw": is_draw,
                    "b_end_reason": result.reason,
                    "b_ended_at": result.ended_at,
                    "b_rounds": result.rounds,
                },
            )
        ).one_or_none()
        await LivePlayerRepository(self._conn).release(result.match_id)
        if row is None:
            match = await self.get(result.match_id)
            if match is None:
                raise UnknownMatchError(result.match_id)
            if match.status is MatchStatus.FINISHED:
                return await ratings.changes_for_match(result.match_id)
            raise MatchStateError(f"match {result.match_id!r} was abandoned")
        if result.series_finished:
            await self._conn.execute(
                update(Series)
                .where(Series.match_id == result.match_id)
                .values(finished=True, winner_seat=result.winner_seat, is_draw=is_draw)
            )
        if not row.rated:
            return ()
        if await FlagRepository(self._conn).holds(result.match_id):
            return ()  # held out of ratings until a moderator clears it (/spit flags)
        return await ratings.apply_game(
            match_id=result.match_id,
            game=row.game,
            guild_id=row.guild_id,
            seat_ids=(row.seat0_id, row.seat1_id),
            winner_seat=result.winner_seat,
            at=result.ended_at,
        )

    async def abandon(self, match_id: str, reason: str, ended_at: datetime) -> bool:
        """Mark a live match abandoned (no result, no rating change).

        Returns whether the match was live; abandoning a finished or already
        abandoned match changes nothing.  A long reason is cut to fit.
        """
        row = (
            await self._conn.execute(
                update(Match)
                .where(Match.match_id == match_id, Match.status == MatchStatus.LIVE.value)
                .values(
                    status=MatchStatus.ABANDONED.value,
                    end_reason=reason[:END_REASON_LENGTH],
                    ended_at=ended_at,
                )
                .returning(Match.match_id)
            )
        ).one_or_none()
        await LivePlayerRepository(self._conn).release(match_id)
        if row is not None:
            return True
        if await self.get(match_id) is None:
            raise UnknownMatchError(match_id)
        return False

    async def live_without_snapshot(self) -> list[MatchSummary]:
        """Live matches with no unparked snapshot, oldest first."""
        resumable = exists().where(
            SnapshotRow.match_id == Match.match_id, SnapshotRow.parked.is_(False)
        )
        result = await self._conn.execute(
            select(*_COLUMNS)
            .where(text(f"matches.{LIVE_CONDITION}"), ~resumable)
            .order_by(Match.started_at, Match.match_id)
        )
        return [_summary(row) for row in result]
