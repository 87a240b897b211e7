"""Events (issue 29): arenas and Swiss tournaments, their entries and their games.

Everything an event needs to be rebuilt after a restart is here: the event, each
entry (with the score so far) and each pairing with its result and the order the
games ended in. Every write is an upsert, safe to retry; a game's result, once
written, is final (a retry of an older write cannot take it back).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Executable, select
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import EventEntryRow, EventGameRow, EventRow
from spitbot.store.records import EventEntryRecord, EventGameRecord, EventKept, EventRecord
from spitbot.store.repositories._sql import dialect_insert

__all__ = ["EVENT_STATUSES", "EventRepository"]

EVENT_STATUSES = ("open", "running", "finished", "cancelled")
LIVE_STATUSES = ("open", "running")

_EVENT_MUTABLE = ("status", "rounds", "starts_at", "ends_at", "message_id", "updated_at")
_ENTRY_MUTABLE = ("name", "rating", "present", "score")
_GAME_MUTABLE = ("match_id", "outcome", "forfeit", "finished", "ended_at")


@functools.cache
def _upsert(
    dialect: str, table: Any, keys: tuple[str, ...], mutable: tuple[str, ...]
) -> Executable:
    stmt = dialect_insert(dialect, table)
    where = None
    if table is EventGameRow:
        where = EventGameRow.outcome.is_(None)  # a result is final
    return stmt.on_conflict_do_update(
        index_elements=list(keys),
        set_={key: stmt.excluded[key] for key in mutable},
        where=where,
    )


class EventRepository:
    """Reads and writes ``events``, ``event_entries`` and ``event_games``."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def save_events(self, events: Sequence[EventRecord], now: datetime) -> None:
        for event in events:
            if event.status not in EVENT_STATUSES or event.kind not in ("arena", "swiss"):
                raise ValueError(f"bad event: {event.kind} {event.status}")
        if not events:
            return
        stmt = _upsert(self._conn.dialect.name, EventRow, ("event_id",), _EVENT_MUTABLE)
        await self._conn.execute(
            stmt,
            [
                {
                    "event_id": e.event_id,
                    "kind": e.kind,
                    "guild_id": e.guild_id,
                    "channel_id": e.channel_id,
                    "game": e.game,
                    "variant": e.variant,
                    "organiser_id": e.organiser_id,
                    "status": e.status,
                    "rounds": e.rounds,
                    "starts_at": e.starts_at,
                    "ends_at": e.ends_at,
                    "message_id": e.message_id,
                    "created_at": e.created_at,
                    "updated_at": now,
                }
                for e in events
            ],
        )

    async def save_entries(self, entries: Sequence[EventEntryRecord]) -> None:
        if not entries:
            return
        stmt = _upsert(
            self._conn.dialect.name, EventEntryRow, ("event_id", "user_id"), _ENTRY_MUTABLE
        )
        await self._conn.execute(
            stmt,
            [
                {
                    "event_id": e.event_id,
                    "user_id": e.user_id,
                    "name": e.name,
                    "rating": e.rating,
                    "joined": e.joined,
                    "present": e.present,
                    "score": e.score,
                }
                for e in entries
            ],
        )

    async def save_games(self, games: Sequence[EventGameRecord]) -> None:
        if not games:
            return
        stmt = _upsert(self._conn.dialect.name, EventGameRow, ("event_id", "number"), _GAME_MUTABLE)
        await self._conn.execute(
            stmt,
            [
                {
                    "event_id": g.event_id,
                    "number": g.number,
                    "round": g.round,
                    "board": g.board,
                    "player_a": g.player_a,
                    "player_b": g.player_b,
                    "match_id": g.match_id,
                    "outcome": g.outcome,
                    "forfeit": g.forfeit,
                    "finished": g.finished,
                    "started_at": g.started_at,
                    "ended_at": g.ended_at,
                }
                for g in games
            ],
        )

    async def live(self, guild_ids: Sequence[int] | None = None) -> list[EventKept]:
        """Every event not over (of those servers, if given), oldest first, with its
        entries (in sign-up order) and games (in start order)."""
        query = select(EventRow).where(EventRow.status.in_(LIVE_STATUSES))
        if guild_ids is not None:
            query = query.where(EventRow.guild_id.in_(list(guild_ids)))
        rows = (
            await self._conn.execute(query.order_by(EventRow.created_at, EventRow.event_id))
        ).all()
        return [await self._kept(_event(row)) for row in rows]

    async def get(self, event_id: str) -> EventKept | None:
        row = (
            await self._conn.execute(select(EventRow).where(EventRow.event_id == event_id))
        ).one_or_none()
        return None if row is None else await self._kept(_event(row))

    async def _kept(self, event: EventRecord) -> EventKept:
        entries = await self._conn.execute(
            select(EventEntryRow)
            .where(EventEntryRow.event_id == event.event_id)
            .order_by(EventEntryRow.joined, EventEntryRow.user_id)
        )
        games = await self._conn.execute(
            select(EventGameRow)
            .where(EventGameRow.event_id == event.event_id)
            .order_by(EventGameRow.number)
        )
        return EventKept(
            event,
            tuple(
                EventEntryRecord(r.event_id, r.user_id, r.name, r.rating, r.joined, r.present,
                                 r.score)
                for r in entries
            ),
            tuple(
                EventGameRecord(r.event_id, r.number, r.player_a, r.player_b, r.started_at,
                                r.round, r.board, r.match_id, r.outcome, r.forfeit, r.finished,
                                r.ended_at)
                for r in games
            ),
        )  # fmt: skip


def _event(row: Any) -> EventRecord:
    return EventRecord(
        event_id=row.event_id,
        kind=row.kind,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        game=row.game,
        variant=row.variant,
        organiser_id=row.organiser_id,
        status=row.status,
        created_at=row.created_at,
        rounds=row.rounds,
        starts_at=row.starts_at,
        ends_at=row.ends_at,
        message_id=row.message_id,
        updated_at=row.updated_at,
    )
