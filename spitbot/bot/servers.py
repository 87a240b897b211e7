"""Per-server settings (each game's default variant, the settle window, the
channels games may use, the language), cached, and who reads which language.

Read for every server at start-up (and for a new one when it first plays) and
kept in memory, so a press never waits on the database; if the database cannot
answer, the defaults apply and play goes on.
The defaults are the engine's and the runtime's own (nothing here repeats them).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

import discord
from sqlalchemy.exc import SQLAlchemyError

from ..engine import AnyGame
from ..store import GuildSettings, Store
from .i18n import ENGLISH, LANGUAGES, Catalog, Catalogs, CommandWords, language_of

log = logging.getLogger(__name__)


class ServerSettings:
    def __init__(self, store: Store, default_window_ms: int, catalogs: Catalogs) -> None:
        self.store = store
        self.default_window_ms = default_window_ms
        self.catalogs = catalogs
        self._cache: dict[int, GuildSettings] = {}
        self._locales: dict[int, str] = {}  # each server's Discord language, when ours

    async def load(self, owns: Callable[[int], bool]) -> None:
        """Read the settings of every server this process ``owns`` at start-up, so that
        everything it posts (restored boards included) is in each server's language
        before anyone there runs a command."""
        for settings in await self.store.all_guild_settings():
            if owns(settings.guild_id):
                self._cache[settings.guild_id] = settings

    async def get(self, guild_id: int) -> GuildSettings:
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        try:
            settings = await self.store.get_guild_settings(guild_id)
        except (SQLAlchemyError, OSError) as error:
            log.warning("server settings of %s unavailable (%s); using defaults", guild_id, error)
            return GuildSettings(guild_id, {}, None, None)
        self._cache[guild_id] = settings
        return settings

    async def update(
        self,
        guild_id: int,
        *,
        variant: tuple[str, str] | None = None,
        window_ms: int | None = None,
        channels: Iterable[int] | None = None,
        language: str | None = None,
        event_role_id: int | None = None,
    ) -> GuildSettings:
        settings = await self.store.set_guild_settings(
            guild_id,
            variant=variant,
            settle_window_ms=window_ms,
            allowed_channel_ids=channels,
            language=language,
            event_role_id=event_role_id,
        )
        self._cache[guild_id] = settings
        return settings

    def window_ms(self, settings: GuildSettings) -> int:
        return (
            self.default_window_ms
            if settings.settle_window_ms is None
            else settings.settle_window_ms
        )

    # --- languages ---------------------------------------------------------------------

    def saw(self, guild: discord.Guild | None, locale: discord.Locale | None = None) -> None:
        """Remember a server's Discord language (its ``preferred_locale``)."""
        if guild is None:
            return
        language = language_of(locale or guild.preferred_locale)
        if language is not None:
            self._locales[guild.id] = language
        else:
            self._locales.pop(guild.id, None)

    def language(self, guild_id: int | None) -> str:
        """The language of a server's public messages: its setting, else its Discord
        language when it is one of ours, else English."""
        if guild_id is None:
            return ENGLISH
        settings = self._cache.get(guild_id)
        if settings is not None and settings.language in LANGUAGES:
            return settings.language
        return self._locales.get(guild_id, ENGLISH)

    def public(self, guild_id: int | None) -> Catalog:
        """The catalog for a server's public messages."""
        return self.catalogs[self.language(guild_id)]

    def private(self, interaction: discord.Interaction[Any]) -> Catalog:
        """The catalog for a private reply: the presser's Discord language when it is
        one of ours, else the server's."""
        mine = language_of(interaction.locale)
        if mine is not None:
            return self.catalogs[mine]
        guild_id = interaction.guild_id
        if guild_id is not None and guild_id not in self._locales:
            language = language_of(interaction.guild_locale)
            if language is not None:
                self._locales[guild_id] = language
        return self.public(guild_id)

    def commands(self, interaction: discord.Interaction[Any]) -> CommandWords:
        """The command names as the presser's Discord client shows them."""
        return CommandWords(self.catalogs, interaction.locale)


def default_variant(settings: GuildSettings, game: AnyGame) -> Any:
    """The server's default variant of ``game``; the game's own if unset or unreadable."""
    key = settings.variants.get(game.name)
    if key is None:
        return game.default_variant
    try:
        return game.parse_variant(key)
    except ValueError:
        return game.default_variant
