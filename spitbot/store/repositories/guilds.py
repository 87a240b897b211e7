"""Server settings: per-game default variants, settle window, language, channels.

Only what a server set is stored; the runtime owns every default.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import (
    GAME_LENGTH,
    LANGUAGE_LENGTH,
    VARIANT_LENGTH,
    Guild,
    GuildChannel,
    GuildVariant,
)
from spitbot.store.records import GuildSettings
from spitbot.store.repositories._sql import insert
from spitbot.store.writes import AUTO_LANGUAGE, GuildSettingsWrite

__all__ = ["GuildRepository"]


def _check(change: GuildSettingsWrite) -> None:
    if change.settle_window_ms is not None and change.settle_window_ms < 0:
        raise ValueError("settle_window_ms must be >= 0")
    if change.language is not None and not 0 < len(change.language) <= LANGUAGE_LENGTH:
        raise ValueError(f"language must be 1 to {LANGUAGE_LENGTH} characters")
    if change.variant is not None:
        game, variant = change.variant
        if not 0 < len(game) <= GAME_LENGTH or not 0 < len(variant) <= VARIANT_LENGTH:
            raise ValueError(
                f"variant must be (game of 1 to {GAME_LENGTH} characters, "
                f"key of 1 to {VARIANT_LENGTH} characters)"
            )


class GuildRepository:
    """Reads and writes ``guilds``, ``guild_variants`` and ``guild_channels`` rows."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def get(self, guild_id: int) -> GuildSettings:
        """The server's settings (``GuildSettings(guild_id)`` when it never set any)."""
        conn = self._conn
        row = (
            await conn.execute(
                select(Guild.settle_window_ms, Guild.language, Guild.event_role_id).where(
                    Guild.guild_id == guild_id
                )
            )
        ).one_or_none()
        if row is None:
            return GuildSettings(guild_id)
        variants = await conn.execute(
            select(GuildVariant.game, GuildVariant.variant).where(GuildVariant.guild_id == guild_id)
        )
        channels = await conn.scalars(
            select(GuildChannel.channel_id).where(GuildChannel.guild_id == guild_id)
        )
        return GuildSettings(
            guild_id=guild_id,
            variants=dict(variants.tuples().all()),
            settle_window_ms=row.settle_window_ms,
            language=row.language,
            allowed_channel_ids=frozenset(channels.all()),
            event_role_id=row.event_role_id,
        )

    async def all(self) -> list[GuildSettings]:
        """Every server that set something, with all it set (three queries in all)."""
        conn = self._conn
        rows = await conn.execute(
            select(Guild.guild_id, Guild.settle_window_ms, Guild.language, Guild.event_role_id)
        )
        variants: dict[int, dict[str, str]] = {}
        for guild_id, game, variant in await conn.execute(
            select(GuildVariant.guild_id, GuildVariant.game, GuildVariant.variant)
        ):
            variants.setdefault(guild_id, {})[game] = variant
        channels: dict[int, set[int]] = {}
        for guild_id, channel_id in await conn.execute(
            select(GuildChannel.guild_id, GuildChannel.channel_id)
        ):
            channels.setdefault(guild_id, set()).add(channel_id)
        return [
            GuildSettings(
                guild_id=row.guild_id,
                variants=variants.get(row.guild_id, {}),
                settle_window_ms=row.settle_window_ms,
                language=row.language,
                allowed_channel_ids=frozenset(channels.get(row.guild_id, ())),
                event_role_id=row.event_role_id,
            )
            for row in rows
        ]

    async def update(self, change: GuildSettingsWrite, now: datetime) -> GuildSettings:
        """Apply the given settings (``None`` = keep) and return all of them."""
        _check(change)
        conn = self._conn
        guild_id = change.guild_id
        values: dict[str, Any] = {}
        if change.settle_window_ms is not None:
            values["settle_window_ms"] = change.settle_window_ms
        if change.language is not None:
            values["language"] = None if change.language == AUTO_LANGUAGE else change.language
        if change.event_role_id is not None:
            values["event_role_id"] = change.event_role_id or None  # NO_ROLE clears it
        # One upsert creates the row or changes the given columns (and locks it).
        stmt = insert(conn, Guild).values(guild_id=guild_id, updated_at=now, **values)
        stmt = stmt.on_conflict_do_update(
            index_elements=[Guild.guild_id],
            set_={name: stmt.excluded[name] for name in ("updated_at", *values)},
        )
        await conn.execute(stmt)
        if change.variant is not None:
            game, variant = change.variant
            upsert = insert(conn, GuildVariant).values(
                guild_id=guild_id, game=game, variant=variant
            )
            await conn.execute(
                upsert.on_conflict_do_update(
                    index_elements=[GuildVariant.guild_id, GuildVariant.game],
                    set_={"variant": upsert.excluded.variant},
                )
            )
        if change.allowed_channel_ids is not None:
            await conn.execute(delete(GuildChannel).where(GuildChannel.guild_id == guild_id))
            if change.allowed_channel_ids:
                await conn.execute(
                    insert(conn, GuildChannel),
                    [
                        {"guild_id": guild_id, "channel_id": channel}
                        for channel in sorted(change.allowed_channel_ids)
                    ],
                )
        return await self.get(guild_id)
