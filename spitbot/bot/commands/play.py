"""Starting and leaving matches: /spit challenge, practice, resign and rules."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from ...engine import default_game, find_game
from ...runtime import Difficulty, MatchRegistry
from .. import standings
from ..challenges import Challenges
from ..plugins import ui_of
from ..practice import Practice
from ..queueing import PlayQueue
from ..resigning import Resigning
from ..servers import ServerSettings, default_variant
from .options import named
from .places import Interaction, guild_only, playable_here
from .variants import chosen_variant


class Play:
    def __init__(
        self,
        servers: ServerSettings,
        registry: MatchRegistry,
        challenges: Challenges,
        practice: Practice,
        resigning: Resigning,
        queue: PlayQueue,
    ) -> None:
        self.servers = servers
        self.queue = queue
        self.registry = registry
        self.challenges = challenges
        self._practice = practice
        self.resigning = resigning

    @staticmethod
    def difficulties() -> list[app_commands.Choice[str]]:
        return named("difficulty", [d.value for d in Difficulty])

    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.User | None = None,
        game: str | None = None,
        rating_range: int | None = None,
        **variant: Any,
    ) -> None:
        """Without an opponent, an open challenge (anyone may accept it, only players
        rated within ``rating_range`` of the challenger if given)."""
        played = find_game(game or default_game().name)
        server = await playable_here(self.servers, interaction)
        chosen = chosen_variant(played, default_variant(server, played), **variant)
        window = self.servers.window_ms(server)
        await self.challenges.challenge(
            interaction, opponent, played, chosen, window, rating_range=rating_range
        )

    async def play(self, interaction: Interaction, game: str | None = None) -> None:
        """Join the server's queue for a rated match of the game (its default variant),
        or leave it."""
        played = find_game(game or default_game().name)
        await playable_here(self.servers, interaction)
        await self.queue.play(interaction, played)

    async def practice(
        self, interaction: Interaction, game: str | None = None, difficulty: str = "normal"
    ) -> None:
        """Practice plays the server's default variant of the game (see /spit settings)."""
        played = find_game(game or default_game().name)
        server = await playable_here(self.servers, interaction)
        await self._practice.start(
            interaction,
            played,
            Difficulty(difficulty),
            default_variant(server, played),
            self.servers.window_ms(server),
        )

    async def resign(self, interaction: Interaction) -> None:
        guild_only(interaction)
        await self.resigning.command(interaction)

    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        actor = self.registry.in_channel(interaction.channel_id or 0)
        tr = self.servers.private(interaction)
        if actor is not None and game in (None, actor.info.game_name):
            shown = ui_of(actor.info.game_name).rules(actor.info.variant, tr)
        else:
            shown = ui_of(game or default_game().name).rules(None, tr)
        await interaction.response.send_message(
            shown, embed=standings.ratings_embed(tr), ephemeral=True
        )
