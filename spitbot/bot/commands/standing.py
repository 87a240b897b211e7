"""How players stand: /spit stats, leaderboard and series, and what SpitBot keeps about
them (/spit privacy)."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from ...engine import default_game
from ...store import Store
from .. import standings
from ..i18n import plain
from ..leaderboards import Leaderboards
from ..pictures import Painter, series_picture
from ..player_stats import PlayerStatsReplies
from ..privacy import Privacy, shown_seats
from ..replies import Refusal
from ..servers import ServerSettings
from .places import Interaction, guild_only

SERIES_FILE = "series.png"
"""The picture's file name (its embed shows it as ``attachment://series.png``)."""


class Standing:
    def __init__(
        self,
        store: Store,
        servers: ServerSettings,
        painter: Painter,
        player_stats: PlayerStatsReplies,
        leaderboards: Leaderboards,
        privacy_replies: Privacy,
    ) -> None:
        self.store = store
        self.servers = servers
        self.painter = painter
        self.player_stats = player_stats
        self.leaderboards = leaderboards
        self.privacy_replies = privacy_replies

    async def stats(
        self, interaction: Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        guild_only(interaction)
        played = game or default_game().name
        await self.player_stats.send(interaction, user or interaction.user, played,
                                         private=False)  # fmt: skip

    async def leaderboard(
        self,
        interaction: Interaction,
        game: str | None = None,
        scope: str = "server",
        page: app_commands.Range[int, 1, 10_000] = 1,
    ) -> None:
        guild_only(interaction)
        played = game or default_game().name
        await self.leaderboards.show(interaction, played, scope == "global", page)

    async def series(self, interaction: Interaction) -> None:
        guild_only(interaction)
        await interaction.response.defer(thinking=True)
        view = await self.store.series_in_channel(interaction.channel_id or 0)
        if view is None:
            raise Refusal("refusal-no-series")
        tr = self.servers.public(interaction.guild_id)
        view = shown_seats(view, tr)  # a player who erased their data: "a deleted player"
        if not interaction.app_permissions.attach_files:
            await interaction.followup.send(embed=standings.series_embed(view, tr))
            return
        words = standings.series_words(view, tr)
        png = await self.painter.paint(series_picture, view, words, tr.language)
        alt = plain(tr("picture-series-alt", first=view.seat0.name, second=view.seat1.name,
                       game=view.game, target=view.target))  # fmt: skip
        await interaction.followup.send(
            embed=standings.series_embed(view, tr, SERIES_FILE),
            file=discord.File(io.BytesIO(png), filename=SERIES_FILE, description=alt),
        )

    async def privacy(self, interaction: Interaction) -> None:
        """What SpitBot keeps about you, privately, and erasing it (:mod:`..privacy`)."""
        guild_only(interaction)
        await self.privacy_replies.command(interaction)
