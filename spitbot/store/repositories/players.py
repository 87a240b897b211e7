"""Players: Discord users with their last known name and bot flag."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import Player
from spitbot.store.records import PlayerRef
from spitbot.store.repositories._sql import insert

__all__ = ["PlayerRepository"]


class PlayerRepository:
    """Reads and writes ``players`` rows."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def upsert(self, players: Iterable[PlayerRef], now: datetime) -> None:
        """Insert the players, or refresh their name and bot flag."""
        # Sorted so that concurrent transactions lock rows in the same order.
        unique = {p.user_id: p for p in players}
        rows = [
            {"user_id": p.user_id, "name": p.name, "is_bot": p.is_bot, "updated_at": now}
            for _, p in sorted(unique.items())
        ]
        if not rows:
            return
        stmt = insert(self._conn, Player)
        stmt = stmt.on_conflict_do_update(
            index_elements=[Player.user_id],
            set_={
                "name": stmt.excluded.name,
                "is_bot": stmt.excluded.is_bot,
                "updated_at": stmt.excluded.updated_at,
            },
        )
        await self._conn.execute(stmt, rows)

    async def get(self, user_id: int) -> PlayerRef | None:
        """The player as last seen, or ``None``."""
        row = (
            await self._conn.execute(
                select(Player.user_id, Player.name, Player.is_bot).where(Player.user_id == user_id)
            )
        ).one_or_none()
        return None if row is None else PlayerRef(row.user_id, row.name, row.is_bot)
