"""Starting and leaving matches: /spit challenge, practice, resign and rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from ...engine import default_game, find_game
from ...runtime import Difficulty
from .. import standings
from ..plugins import ui_of
from ..servers import default_variant
from .options import named
from .places import Interaction, guild_only, playable_here
from .variants import chosen_variant

if TYPE_CHECKING:
    from ..app import SpitBot


class Play:
    def __init__(self, bot: SpitBot) -> None:
        self.bot = bot

    @staticmethod
    def difficulties() -> list[app_commands.Choice[str]]:
        return named("difficulty", [d.value for d in Difficulty])

    async def challenge(
        self, interaction: Interaction, opponent: discord.User, game: str | None = None,
        **variant: Any,
    ) -> None:  # fmt: skip
        played = find_game(game or default_game().name)
        server = await playable_here(self.bot, interaction)
        chosen = chosen_variant(played, default_variant(server, played), **variant)
        window = self.bot.servers.window_ms(server)
        await self.bot.controller.challenge(interaction, opponent, played, chosen, window)

    async def practice(
        self, interaction: Interaction, game: str | None = None, difficulty: str = "normal"
    ) -> None:
        """Practice plays the server's default variant of the game (see /spit settings)."""
        played = find_game(game or default_game().name)
        server = await playable_here(self.bot, interaction)
        await self.bot.controller.practice(
            interaction,
            played,
            Difficulty(difficulty),
            default_variant(server, played),
            self.bot.servers.window_ms(server),
        )

    async def resign(self, interaction: Interaction) -> None:
        guild_only(interaction)
        await self.bot.controller.resign_command(interaction)

    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        actor = self.bot.registry.in_channel(interaction.channel_id or 0)
        tr = self.bot.servers.private(interaction)
        if actor is not None and game in (None, actor.info.game_name):
            shown = ui_of(actor.info.game_name).rules(actor.info.variant, tr)
        else:
            shown = ui_of(game or default_game().name).rules(None, tr)
        await interaction.response.send_message(
            shown, embed=standings.ratings_embed(tr), ephemeral=True
        )
