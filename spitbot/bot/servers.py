"""Per-server settings (default variant, settle window, allowed channels), cached.

Read once per server and kept in memory, so a challenge never waits on the
database; if the database cannot answer, the defaults apply and play goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from sqlalchemy.exc import SQLAlchemyError

from ..engine import Variant
from ..store import GuildSettings, Store

log = logging.getLogger(__name__)


class ServerSettings:
    def __init__(self, store: Store, default_window_ms: int) -> None:
        self.store = store
        self.default_window_ms = default_window_ms
        self._cache: dict[int, GuildSettings] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        try:
            settings = await self.store.get_guild_settings(guild_id)
        except (SQLAlchemyError, OSError) as error:
            log.warning("server settings of %s unavailable (%s); using defaults", guild_id, error)
            return GuildSettings(guild_id, Variant().key(), self.default_window_ms)
        self._cache[guild_id] = settings
        return settings

    async def update(
        self,
        guild_id: int,
        *,
        variant: Variant | None = None,
        window_ms: int | None = None,
        channels: Iterable[int] | None = None,
    ) -> GuildSettings:
        settings = await self.store.set_guild_settings(
            guild_id,
            default_variant=variant.key() if variant else None,
            settle_window_ms=window_ms,
            allowed_channel_ids=channels,
        )
        self._cache[guild_id] = settings
        return settings


def default_variant(settings: GuildSettings) -> Variant:
    """The server's default variant; the standard one if it is unreadable."""
    try:
        return Variant.from_key(settings.default_variant)
    except ValueError:
        return Variant()
