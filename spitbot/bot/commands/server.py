"""A server's own: /spit settings (its games' default variants, the settle window, the
channels games may use, its language) and /spit flags (auto-clicking, moderators only)."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from ...engine import default_game, find_game
from ...store import NO_ROLE, Store
from ..flags import flags_command
from ..i18n import LANGUAGES, Catalogs, OptionName
from ..replies import Refusal
from ..servers import ServerSettings, default_variant
from ..standings import settings_text
from .options import named
from .places import Interaction, guild_only
from .variants import chosen_variant

CATALOGS = Catalogs()
CHANNELS = named("channels", ("only-here", "add-here", "remove-here", "everywhere"))
LANGUAGE_CHOICES = [
    *named("language", ("auto",)),
    *(app_commands.Choice(name=str(CATALOGS[code].self_name()), value=code) for code in LANGUAGES),
]
"""``auto``, then every language by its own name (the same in every language)."""
NOT_VARIANT = ("window", "channels", "language", "event_role")


class Server:
    def __init__(self, servers: ServerSettings, store: Store) -> None:
        self.servers = servers
        self.store = store

    async def settings(
        self, interaction: Interaction, game: str | None = None, **values: Any
    ) -> None:
        """Show the server's settings to anyone; change them with Manage Server."""
        guild_only(interaction)
        assert interaction.guild is not None and interaction.channel_id is not None
        window, channels, language, role = (values.pop(name, None) for name in NOT_VARIANT)
        picked = values  # the variant options
        played = find_game(game or default_game().name)
        guild_id, here = interaction.guild.id, interaction.channel_id
        servers = self.servers
        current = await servers.get(guild_id)
        changes = (*picked.values(), window, channels, language, role)
        if any(option is not None for option in changes):
            if not interaction.permissions.manage_guild:
                raise Refusal("refusal-settings-need-manage")
            variant = None
            if any(value is not None for value in picked.values()):
                chosen = chosen_variant(played, default_variant(current, played), **picked)
                variant = (played.name, chosen.key())
            allowed = set(current.allowed_channel_ids)
            if channels == "remove-here" and not allowed:
                raise Refusal(
                    "refusal-remove-here-everywhere", only_here=OptionName("channels", "only-here")
                )
            wanted = {
                None: None,
                "only-here": {here},
                "add-here": allowed | {here} if allowed else None,
                "remove-here": allowed - {here},
                "everywhere": set(),
            }[channels]
            # The events' role: the server's @everyone (its id is the server's) clears it.
            event_role = None if role is None else NO_ROLE if role.id == guild_id else role.id
            current = await servers.update(
                guild_id, variant=variant, window_ms=window, channels=wanted, language=language,
                event_role_id=event_role,
            )  # fmt: skip
        servers.saw(interaction.guild, interaction.guild_locale)
        tr = servers.private(interaction)
        words = servers.commands(interaction)
        setting = words.command("settings") + " " + words.option("language")
        await interaction.response.send_message(
            settings_text(current, servers, tr, setting), ephemeral=True
        )

    async def flags(
        self, interaction: Interaction, match: str | None = None, decision: str | None = None
    ) -> None:
        guild_only(interaction)
        await flags_command(self.store, self.servers, interaction, match, decision)
