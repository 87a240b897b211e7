"""``live_players``: who is in a live match, one row per person, across every shard.

The primary key is the person, so the database itself refuses a second live
match for anyone: a claim inserts with ``ON CONFLICT DO NOTHING`` and reads
back which rows it got. On PostgreSQL a concurrent claim of the same person
waits on the key until the first transaction ends, then finds it taken (or
free, if that one gave it back); on SQLite writers take turns anyway. People
are claimed in id order, so two claims of the same two people cannot
deadlock. The bot opponent is never claimed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import bindparam, delete, select
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import LivePlayer
from spitbot.store.repositories._sql import insert
from spitbot.store.writes import MatchStart

__all__ = ["LivePlayerRepository", "people_of"]

_RELEASE = delete(LivePlayer).where(LivePlayer.match_id == bindparam("b_match_id"))


def people_of(start: MatchStart) -> list[int]:
    """The people (not the bot opponent) a match start claims, in id order."""
    return sorted(seat.user_id for seat in (start.seat0, start.seat1) if not seat.is_bot)


class LivePlayerRepository:
    """Claims and gives back the people of live matches."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def claim(self, match_id: str, user_ids: Sequence[int]) -> frozenset[int]:
        """Claim ``user_ids`` (people, in id order) for ``match_id``; return the ones
        another live match holds (then nothing is claimed). Claiming again for the
        same match is a no-op. The players' rows must exist."""
        if not user_ids:
            return frozenset()
        got = set(
            (
                await self._conn.execute(
                    insert(self._conn, LivePlayer)
                    .values([{"user_id": u, "match_id": match_id} for u in user_ids])
                    .on_conflict_do_nothing(index_elements=[LivePlayer.user_id])
                    .returning(LivePlayer.user_id)
                )
            ).scalars()
        )
        missing = [u for u in user_ids if u not in got]
        if not missing:
            return frozenset()
        holders = await self._conn.execute(
            select(LivePlayer.user_id, LivePlayer.match_id).where(LivePlayer.user_id.in_(missing))
        )
        busy = frozenset(row.user_id for row in holders if row.match_id != match_id)
        if busy and got:  # all or nothing: give back the ones this claim took
            await self._conn.execute(
                delete(LivePlayer).where(
                    LivePlayer.user_id.in_(got), LivePlayer.match_id == match_id
                )
            )
        return busy

    async def claim_quietly(self, starts: Iterable[MatchStart]) -> None:
        """Claim each start's free people (a start committed without a claim first,
        e.g. queued while the database was down); people already held elsewhere stay
        with the match that holds them."""
        rows = [
            {"user_id": u, "match_id": start.match_id} for start in starts for u in people_of(start)
        ]
        if rows:
            await self._conn.execute(
                insert(self._conn, LivePlayer)
                .values(rows)
                .on_conflict_do_nothing(index_elements=[LivePlayer.user_id])
            )

    async def release(self, match_id: str) -> None:
        """Give back the people of a match that ended."""
        await self._conn.execute(_RELEASE, {"b_match_id": match_id})

    async def busy(self, user_ids: Sequence[int]) -> frozenset[int]:
        """Which of ``user_ids`` are in a live match now."""
        if not user_ids:
            return frozenset()
        result = await self._conn.execute(
            select(LivePlayer.user_id).where(LivePlayer.user_id.in_(list(user_ids)))
        )
        return frozenset(result.scalars())
