"""Live-match snapshots: what the runtime needs to resume after a restart."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Executable,
    Row,
    String,
    Text,
    bindparam,
    delete,
    exists,
    false,
    literal,
    null,
    select,
    update,
)
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import Match, SnapshotRow, UTCDateTime
from spitbot.store.records import MatchStatus, Snapshot
from spitbot.store.repositories._sql import dialect_insert, rowcount
from spitbot.store.writes import SnapshotSave

__all__ = ["SnapshotRepository"]


_COLUMNS = (
    SnapshotRow.match_id,
    SnapshotRow.guild_id,
    SnapshotRow.channel_id,
    SnapshotRow.notation,
    SnapshotRow.runtime_json,
    SnapshotRow.version,
    SnapshotRow.updated_at,
    SnapshotRow.parked,
    SnapshotRow.park_reason,
)


@functools.cache
def _save_statement(dialect: str) -> Executable:
    # INSERT ... SELECT <parameters> WHERE NOT EXISTS (<the match ended>)
    # ON CONFLICT DO UPDATE: an upsert that skips ended matches, one
    # statement per batch of saves (executemany).
    match_id = bindparam("s_match_id", type_=String())
    ended = exists().where(Match.match_id == match_id, Match.status != MatchStatus.LIVE.value)
    rows = select(
        match_id,
        bindparam("s_guild_id", type_=BigInteger()),
        bindparam("s_channel_id", type_=BigInteger()),
        bindparam("s_notation", type_=Text()),
        bindparam("s_runtime_json", type_=Text()),
        literal(1),
        bindparam("s_now", type_=UTCDateTime()),
        false(),
        null(),
    ).where(~ended)
    stmt = dialect_insert(dialect, SnapshotRow).from_select(
        [
            SnapshotRow.match_id,
            SnapshotRow.guild_id,
            SnapshotRow.channel_id,
            SnapshotRow.notation,
            SnapshotRow.runtime_json,
            SnapshotRow.version,
            SnapshotRow.updated_at,
            SnapshotRow.parked,
            SnapshotRow.park_reason,
        ],
        rows,
    )
    return stmt.on_conflict_do_update(
        index_elements=[SnapshotRow.match_id],
        set_={
            "guild_id": stmt.excluded.guild_id,
            "channel_id": stmt.excluded.channel_id,
            "notation": stmt.excluded.notation,
            "runtime_json": stmt.excluded.runtime_json,
            "version": SnapshotRow.version + 1,
            "updated_at": stmt.excluded.updated_at,
            "parked": False,
            "park_reason": None,
        },
    )


_DELETE = delete(SnapshotRow).where(SnapshotRow.match_id == bindparam("b_match_id"))


def _snapshot(row: Row[Any]) -> Snapshot:
    return Snapshot(
        match_id=row.match_id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        notation=row.notation,
        runtime_json=row.runtime_json,
        version=row.version,
        updated_at=row.updated_at,
        parked=row.parked,
        park_reason=row.park_reason,
    )


PARK_REASON_LENGTH = 200


class SnapshotRepository:
    """Reads and writes ``snapshots`` rows."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def save(self, saves: Sequence[SnapshotSave], now: datetime) -> None:
        """Insert or replace snapshots, in order; bumps ``version`` and un-parks.

        One statement for all of them.  A snapshot of a match recorded as
        finished or abandoned is skipped (an ended match is never resumed).
        """
        if not saves:
            return
        await self._conn.execute(
            _save_statement(self._conn.dialect.name),
            [
                {
                    "s_match_id": save.match_id,
                    "s_guild_id": save.guild_id,
                    "s_channel_id": save.channel_id,
                    "s_notation": save.notation,
                    "s_runtime_json": save.runtime_json,
                    "s_now": now,
                }
                for save in saves
            ],
        )

    async def get(self, match_id: str) -> Snapshot | None:
        """The snapshot of ``match_id`` (parked or not), or ``None``."""
        row = (
            await self._conn.execute(select(*_COLUMNS).where(SnapshotRow.match_id == match_id))
        ).one_or_none()
        return None if row is None else _snapshot(row)

    async def find(self, *, parked: bool) -> list[Snapshot]:
        """Snapshots that are (or are not) parked, oldest update first."""
        result = await self._conn.execute(
            select(*_COLUMNS)
            .where(SnapshotRow.parked.is_(parked))
            .order_by(SnapshotRow.updated_at, SnapshotRow.match_id)
        )
        return [_snapshot(row) for row in result]

    async def delete(self, match_id: str) -> bool:
        """Remove the snapshot; returns whether one existed."""
        result = await self._conn.execute(_DELETE, {"b_match_id": match_id})
        return rowcount(result) > 0

    async def park(self, match_id: str, reason: str) -> bool:
        """Set the snapshot aside (not resumed); returns whether one existed.

        A long reason (an exception's text) is cut to fit its column.
        """
        result = await self._conn.execute(
            update(SnapshotRow)
            .where(SnapshotRow.match_id == match_id)
            .values(parked=True, park_reason=reason[:PARK_REASON_LENGTH])
        )
        return rowcount(result) > 0
