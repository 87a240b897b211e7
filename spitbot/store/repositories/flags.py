"""Auto-clicker flags: raised by the runtime, decided by a moderator (``/spit flags``).

A held or confirmed flag keeps its match out of ratings (:meth:`FlagRepository.holds`,
asked when the match finishes); clearing the last one of a finished rated match rates
it then, once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Row, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import Match, MatchFlag
from spitbot.store.records import FlagRecord, MatchStatus, RatingChange
from spitbot.store.repositories._sql import insert
from spitbot.store.repositories.ratings import RatingRepository
from spitbot.store.writes import FlagDecision, FlagRaise

__all__ = ["FlagRepository"]

HELD, CLEARED, CONFIRMED = "held", "cleared", "confirmed"


def _record(row: Row[Any]) -> FlagRecord:
    return FlagRecord(
        match_id=row.match_id,
        user_id=row.user_id,
        seat=row.seat,
        guild_id=row.guild_id,
        rule=row.rule,
        reactions=tuple(int(ms) for ms in row.reactions.split(",") if ms),
        mean_ms=row.mean_ms,
        spread_ms=row.spread_ms,
        flagged_at=row.flagged_at,
        status=row.status,
        game=row.game,
        seat_ids=(row.seat0_id, row.seat1_id),
        match_status=MatchStatus(row.match_status),
        winner_seat=row.winner_seat,
        ended_at=row.ended_at,
    )


class FlagRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def raise_flags(self, flags: Sequence[FlagRaise]) -> None:
        if not flags:
            return
        await self._conn.execute(
            insert(self._conn, MatchFlag).on_conflict_do_nothing(
                index_elements=[MatchFlag.match_id, MatchFlag.user_id]
            ),
            [
                {
                    "match_id": flag.match_id,
                    "user_id": flag.user_id,
                    "seat": flag.seat,
                    "guild_id": flag.guild_id,
                    "rule": flag.rule,
                    "reactions": ",".join(str(ms) for ms in flag.reactions)[:200],
                    "mean_ms": flag.mean_ms,
                    "spread_ms": flag.spread_ms,
                    "flagged_at": flag.flagged_at,
                    "status": HELD,
                    "decided_by": None,
                    "decided_at": None,
                }
                for flag in flags
            ],
        )

    async def holds(self, match_id: str) -> bool:
        """Whether a flag keeps the match out of ratings (held, or confirmed)."""
        row = (
            await self._conn.execute(
                select(MatchFlag.user_id)
                .where(MatchFlag.match_id == match_id, MatchFlag.status.in_((HELD, CONFIRMED)))
                .limit(1)
            )
        ).first()
        return row is not None

    async def in_guild(self, guild_id: int | None, *, held_only: bool = True) -> list[FlagRecord]:
        """A server's flags (those waiting for a moderator), oldest first."""
        stmt = (
            select(
                MatchFlag.match_id,
                MatchFlag.user_id,
                MatchFlag.seat,
                MatchFlag.guild_id,
                MatchFlag.rule,
                MatchFlag.reactions,
                MatchFlag.mean_ms,
                MatchFlag.spread_ms,
                MatchFlag.flagged_at,
                MatchFlag.status,
                Match.game,
                Match.seat0_id,
                Match.seat1_id,
                Match.status.label("match_status"),
                Match.winner_seat,
                Match.ended_at,
            )
            .join(Match, Match.match_id == MatchFlag.match_id)
            .where(
                MatchFlag.guild_id.is_(None) if guild_id is None else MatchFlag.guild_id == guild_id
            )
            .order_by(MatchFlag.flagged_at, MatchFlag.match_id, MatchFlag.user_id)
        )
        if held_only:
            stmt = stmt.where(MatchFlag.status == HELD)
        return [_record(row) for row in await self._conn.execute(stmt)]

    async def decide(self, decision: FlagDecision) -> tuple[RatingChange, ...] | None:
        row = (
            await self._conn.execute(
                update(MatchFlag)
                .where(
                    MatchFlag.match_id == decision.match_id,
                    MatchFlag.user_id == decision.user_id,
                    MatchFlag.status == HELD,
                )
                .values(
                    status=CLEARED if decision.cleared else CONFIRMED,
                    decided_by=decision.by,
                    decided_at=decision.at,
                )
                .returning(MatchFlag.match_id)
            )
        ).one_or_none()
        if row is None:
            return None
        if not decision.cleared or await self.holds(decision.match_id):
            return ()
        match = (
            await self._conn.execute(
                select(
                    Match.game,
                    Match.guild_id,
                    Match.seat0_id,
                    Match.seat1_id,
                    Match.winner_seat,
                    Match.rated,
                    Match.status,
                )
                .where(Match.match_id == decision.match_id)
                .with_for_update()
            )
        ).one()
        if match.status != MatchStatus.FINISHED.value or not match.rated:
            return ()  # a live match is rated when it ends; an abandoned one never
        return await RatingRepository(self._conn).apply_game(
            match_id=decision.match_id,
            game=match.game,
            guild_id=match.guild_id,
            seat_ids=(match.seat0_id, match.seat1_id),
            winner_seat=match.winner_seat,
            at=decision.at,
        )
