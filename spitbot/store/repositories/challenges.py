"""Challenges: kept while open so they survive a restart, then closed with a status."""

from __future__ import annotations

import functools
import string
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Executable, Row, bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import CHALLENGE_ID_LENGTH, ChallengeRow
from spitbot.store.records import ChallengeRecord, ChallengeStatus
from spitbot.store.repositories._sql import dialect_insert, rowcount

__all__ = ["ChallengeRepository", "check_challenge_id"]

_HEX = frozenset(string.hexdigits)

_COLUMNS = (
    ChallengeRow.challenge_id,
    ChallengeRow.guild_id,
    ChallengeRow.channel_id,
    ChallengeRow.game,
    ChallengeRow.variant,
    ChallengeRow.challenger_id,
    ChallengeRow.challenger_name,
    ChallengeRow.invitee_id,
    ChallengeRow.invitee_name,
    ChallengeRow.expires_at,
    ChallengeRow.created_at,
    ChallengeRow.window_ms,
    ChallengeRow.message_id,
    ChallengeRow.status,
    ChallengeRow.updated_at,
    ChallengeRow.rating_low,
    ChallengeRow.rating_high,
)

# Everything but the id and the creation time may change while the challenge is open.
_MUTABLE = tuple(
    column.key
    for column in _COLUMNS
    if column.key not in ("challenge_id", "created_at") and column.key is not None
)

_CLOSE = (
    update(ChallengeRow)
    .where(
        ChallengeRow.challenge_id == bindparam("b_id"),
        ChallengeRow.status == ChallengeStatus.OPEN.value,
    )
    .values(status=bindparam("b_status"), updated_at=bindparam("b_at"))
)


@functools.cache
def _save_statement(dialect: str) -> Executable:
    stmt = dialect_insert(dialect, ChallengeRow)
    return stmt.on_conflict_do_update(
        index_elements=[ChallengeRow.challenge_id],
        set_={key: stmt.excluded[key] for key in _MUTABLE},
        # A closed challenge is final.
        where=ChallengeRow.status == ChallengeStatus.OPEN.value,
    )


def check_challenge_id(challenge_id: str) -> None:
    """Raise ``ValueError`` unless ``challenge_id`` is 16 hexadecimal characters."""
    if len(challenge_id) != CHALLENGE_ID_LENGTH or not _HEX.issuperset(challenge_id):
        raise ValueError(
            f"challenge id must be {CHALLENGE_ID_LENGTH} hexadecimal characters: {challenge_id!r}"
        )


def _record(row: Row[Any]) -> ChallengeRecord:
    return ChallengeRecord(
        challenge_id=row.challenge_id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        game=row.game,
        variant=row.variant,
        challenger_id=row.challenger_id,
        challenger_name=row.challenger_name,
        invitee_id=row.invitee_id,
        invitee_name=row.invitee_name,
        expires_at=row.expires_at,
        created_at=row.created_at,
        window_ms=row.window_ms,
        message_id=row.message_id,
        status=ChallengeStatus(row.status),
        updated_at=row.updated_at,
        rating_low=row.rating_low,
        rating_high=row.rating_high,
    )


class ChallengeRepository:
    """Reads and writes ``challenges`` rows."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def save(self, challenges: Sequence[ChallengeRecord], now: datetime) -> None:
        """Insert or update challenges (``updated_at`` = ``now``); closed ones stay closed."""
        for challenge in challenges:
            check_challenge_id(challenge.challenge_id)
        if not challenges:
            return
        await self._conn.execute(
            _save_statement(self._conn.dialect.name),
            [
                {
                    "challenge_id": c.challenge_id,
                    "guild_id": c.guild_id,
                    "channel_id": c.channel_id,
                    "game": c.game,
                    "variant": c.variant,
                    "challenger_id": c.challenger_id,
                    "challenger_name": c.challenger_name,
                    "invitee_id": c.invitee_id,
                    "invitee_name": c.invitee_name,
                    "expires_at": c.expires_at,
                    "created_at": c.created_at,
                    "window_ms": c.window_ms,
                    "message_id": c.message_id,
                    "status": ChallengeStatus(c.status).value,
                    "updated_at": now,
                    "rating_low": c.rating_low,
                    "rating_high": c.rating_high,
                }
                for c in challenges
            ],
        )

    async def close(self, challenge_id: str, status: ChallengeStatus, at: datetime) -> bool:
        """Close an open challenge; returns whether it was open."""
        if ChallengeStatus(status) is ChallengeStatus.OPEN:
            raise ValueError("closing a challenge needs a final status, not 'open'")
        result = await self._conn.execute(
            _CLOSE, {"b_id": challenge_id, "b_status": status.value, "b_at": at}
        )
        return rowcount(result) > 0

    async def take(self, challenge_id: str, user_id: int, name: str, at: datetime) -> bool:
        """Accept an open challenge for ``user_id``: it closes ``accepted`` with them as
        its invitee, if it was still open. Whether it was: of two takers, on any
        process, exactly one gets ``True`` (the database settles it)."""
        result = await self._conn.execute(
            update(ChallengeRow)
            .where(
                ChallengeRow.challenge_id == challenge_id,
                ChallengeRow.status == ChallengeStatus.OPEN.value,
            )
            .values(
                status=ChallengeStatus.ACCEPTED.value,
                invitee_id=user_id,
                invitee_name=name,
                updated_at=at,
            )
        )
        return rowcount(result) > 0

    async def give_back(self, challenge_id: str, user_id: int, at: datetime) -> bool:
        """Open again a challenge :meth:`take` gave ``user_id`` (their match could not
        start); whether it was theirs."""
        result = await self._conn.execute(
            update(ChallengeRow)
            .where(
                ChallengeRow.challenge_id == challenge_id,
                ChallengeRow.status == ChallengeStatus.ACCEPTED.value,
                ChallengeRow.invitee_id == user_id,
            )
            .values(
                status=ChallengeStatus.OPEN.value,
                invitee_id=None,
                invitee_name=None,
                updated_at=at,
            )
        )
        return rowcount(result) > 0

    async def get(self, challenge_id: str) -> ChallengeRecord | None:
        """One challenge, open or closed, or ``None``."""
        row = (
            await self._conn.execute(
                select(*_COLUMNS).where(ChallengeRow.challenge_id == challenge_id)
            )
        ).one_or_none()
        return None if row is None else _record(row)

    async def find_open(self) -> list[ChallengeRecord]:
        """The open challenges, oldest first."""
        result = await self._conn.execute(
            select(*_COLUMNS)
            .where(ChallengeRow.status == ChallengeStatus.OPEN.value)
            .order_by(ChallengeRow.created_at, ChallengeRow.challenge_id)
        )
        return [_record(row) for row in result]
