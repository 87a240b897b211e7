"""A player's stats, in words and with their rating picture: ``/spit stats`` (public,
for any member) and a result card's **My stats** button (private, for whoever
presses it: the presser's own stats in that card's game, on this server)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from . import ids, standings
from .controller import custom_id
from .i18n import plain
from .pictures import rating_picture

if TYPE_CHECKING:
    from .app import SpitBot

Interaction = discord.Interaction[Any]
RATING_FILE = "rating.png"


class PlayerStatsReplies:
    def __init__(self, bot: SpitBot) -> None:
        self.bot = bot

    async def send(
        self, interaction: Interaction, target: discord.abc.User, game: str, *, private: bool
    ) -> None:
        """``target``'s stats in ``game`` on this server, with their rating picture when
        the bot may attach files here."""
        guild_id = interaction.guild.id if interaction.guild else None
        await interaction.response.defer(thinking=True, ephemeral=private)
        store, name = self.bot.store, target.display_name
        stats = await store.player_stats(target.id, guild_id, game=game)
        tr = self.bot.servers.public(guild_id)
        if not interaction.app_permissions.attach_files:  # the words alone, then
            embed = standings.stats_embed(name, game, stats, tr)
            await interaction.followup.send(embed=embed, ephemeral=private)
            return
        history = await store.player_history(target.id, guild_id, game=game)
        words = standings.rating_words(name, game, history, tr)
        png = await self.bot.painter.paint(rating_picture, history, words, tr.language)
        alt = plain(tr("picture-rating-alt", name=name, game=game))  # read out, not drawn
        await interaction.followup.send(
            embed=standings.stats_embed(name, game, stats, tr, RATING_FILE),
            file=discord.File(io.BytesIO(png), filename=RATING_FILE, description=alt),
            ephemeral=private,
        )

    async def on_button(self, interaction: Interaction, game: str) -> None:
        """A result card's **My stats**: the presser's own, privately (anyone may press
        it: a spectator sees theirs)."""

        async def work() -> None:
            ids.check_standings_button(interaction.message, custom_id(interaction), game)
            await self.send(interaction, interaction.user, game, private=True)

        await self.bot.controller.guarded(interaction, work)
