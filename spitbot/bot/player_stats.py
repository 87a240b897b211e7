"""A player's stats, in words and with their rating picture: ``/spit stats`` (public,
for any member) and a result card's **My stats** button (private, for whoever
presses it: the presser's own stats in that card's game, on this server)."""

from __future__ import annotations

import io
from typing import Any

import discord

from ..store import Store
from . import ids, standings
from .i18n import plain
from .pictures import Painter, rating_picture
from .ports import Words

Interaction = discord.Interaction[Any]
RATING_FILE = "rating.png"


class PlayerStatsReplies:
    def __init__(self, store: Store, words: Words, painter: Painter) -> None:
        self.store = store
        self.words = words
        self.painter = painter

    async def send(
        self, interaction: Interaction, target: discord.abc.User, game: str, *, private: bool
    ) -> None:
        """``target``'s stats in ``game`` on this server, with their rating picture when
        the bot may attach files here."""
        guild_id = interaction.guild.id if interaction.guild else None
        await interaction.response.defer(thinking=True, ephemeral=private)
        store, name = self.store, target.display_name
        stats = await store.player_stats(target.id, guild_id, game=game)
        # A private reply is in the presser's language; one for the channel, the server's.
        tr = self.words.private(interaction) if private else self.words.public(guild_id)
        if not interaction.app_permissions.attach_files:  # the words alone, then
            embed = standings.stats_embed(name, game, stats, tr)
            await interaction.followup.send(embed=embed, ephemeral=private)
            return
        history = await store.player_history(target.id, guild_id, game=game)
        words = standings.rating_words(name, game, history, tr)
        png = await self.painter.paint(rating_picture, history, words, tr.language)
        alt = plain(tr("picture-rating-alt", name=name, game=game))  # read out, not drawn
        await interaction.followup.send(
            embed=standings.stats_embed(name, game, stats, tr, RATING_FILE),
            file=discord.File(io.BytesIO(png), filename=RATING_FILE, description=alt),
            ephemeral=private,
        )

    async def on_button(self, interaction: Interaction, game: str) -> None:
        """A result card's **My stats**: the presser's own, privately (anyone may press
        it: a spectator sees theirs)."""

        ids.check_standings_button(interaction.message, ids.custom_id(interaction), game)
        await self.send(interaction, interaction.user, game, private=True)
