"""Guild settings: default variant, settle window and allowed channels."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.models import Guild, GuildChannel
from spitbot.store.records import GuildSettings
from spitbot.store.repositories._sql import insert

__all__ = ["GuildRepository"]


class GuildRepository:
    """Reads and writes ``guilds`` and ``guild_channels`` rows."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def _channels(self, guild_id: int) -> frozenset[int]:
        result = await self._conn.scalars(
            select(GuildChannel.channel_id).where(GuildChannel.guild_id == guild_id)
        )
        return frozenset(result.all())

    async def get(self, guild_id: int, defaults: GuildSettings) -> GuildSettings:
        """The guild's settings, falling back to ``defaults`` when never set."""
        row = (
            await self._conn.execute(
                select(Guild.default_variant, Guild.settle_window_ms).where(
                    Guild.guild_id == guild_id
                )
            )
        ).one_or_none()
        if row is None:
            return GuildSettings(
                guild_id=guild_id,
                default_variant=defaults.default_variant,
                settle_window_ms=defaults.settle_window_ms,
                allowed_channel_ids=defaults.allowed_channel_ids,
            )
        return GuildSettings(
            guild_id=guild_id,
            default_variant=row.default_variant,
            settle_window_ms=row.settle_window_ms,
            allowed_channel_ids=await self._channels(guild_id),
        )

    async def update(
        self,
        guild_id: int,
        *,
        defaults: GuildSettings,
        now: datetime,
        default_variant: str | None = None,
        settle_window_ms: int | None = None,
        allowed_channel_ids: Iterable[int] | None = None,
    ) -> GuildSettings:
        """Change the given settings (``None`` = keep) and return the result."""
        if settle_window_ms is not None and settle_window_ms < 0:
            raise ValueError("settle_window_ms must be >= 0")
        # Make sure the row exists, then lock it: concurrent updates serialize.
        await self._conn.execute(
            insert(self._conn, Guild)
            .values(
                guild_id=guild_id,
                default_variant=defaults.default_variant,
                settle_window_ms=defaults.settle_window_ms,
                updated_at=now,
            )
            .on_conflict_do_nothing(index_elements=[Guild.guild_id])
        )
        row = (
            await self._conn.execute(
                select(Guild.default_variant, Guild.settle_window_ms)
                .where(Guild.guild_id == guild_id)
                .with_for_update()
            )
        ).one()
        channels = (
            await self._channels(guild_id)
            if allowed_channel_ids is None
            else frozenset(allowed_channel_ids)
        )
        new = GuildSettings(
            guild_id=guild_id,
            default_variant=row.default_variant if default_variant is None else default_variant,
            settle_window_ms=(
                row.settle_window_ms if settle_window_ms is None else settle_window_ms
            ),
            allowed_channel_ids=channels,
        )
        await self._conn.execute(
            update(Guild)
            .where(Guild.guild_id == guild_id)
            .values(
                default_variant=new.default_variant,
                settle_window_ms=new.settle_window_ms,
                updated_at=now,
            )
        )
        if allowed_channel_ids is not None:
            await self._conn.execute(delete(GuildChannel).where(GuildChannel.guild_id == guild_id))
            if channels:
                await self._conn.execute(
                    insert(self._conn, GuildChannel),
                    [{"guild_id": guild_id, "channel_id": c} for c in sorted(channels)],
                )
        return new
