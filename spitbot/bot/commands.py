"""The /spit slash commands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from ..engine import Colours, Scoring, SlapRule, Variant
from ..runtime import Difficulty
from ..store import GuildSettings
from . import options, render, standings
from .replies import Refusal
from .servers import default_variant

if TYPE_CHECKING:
    from .app import SpitBot

Interaction = discord.Interaction[Any]
LOW, HIGH = options.TARGET_RANGE

VARIANT_OPTIONS: dict[str, str] = {
    "stockpiles": "5 stockpiles, or 4 (a quicker layout)",
    "slap": "slap for the smaller pile, or let the finisher choose",
    "colours": "any colours, or red on black and black on red",
    "scoring": "first to play every card wins, or a points series (lowest wins)",
    "target": "points series only: the score that ends it (default 100)",
}


def make_variant(
    stockpiles: int | None = None,
    slap: str | None = None,
    colours: str | None = None,
    scoring: str | None = None,
    target: int | None = None,
    base: Variant | None = None,
) -> Variant:
    """A variant from command options; options left out come from ``base``."""
    base = base or Variant()
    scoring_rule = Scoring(scoring) if scoring else base.scoring
    if target is not None and scoring_rule is not Scoring.POINTS:
        raise Refusal("`target` only applies to the points series: add `scoring: points`.")
    return Variant(
        stockpiles=stockpiles or base.stockpiles,
        slap=SlapRule(slap) if slap else base.slap,
        colours=Colours(colours) if colours else base.colours,
        scoring=scoring_rule,
        target=target or base.target,
        auto_flip=base.auto_flip,
        auto_fill=base.auto_fill,
    )


def _guild_only(interaction: Interaction) -> None:
    if interaction.guild is None:
        raise Refusal("Spit is played in a server channel: use `/spit` there, not in a DM.")


@app_commands.guild_only()
class SpitCommands(app_commands.Group):
    """Every command lives under /spit."""

    def __init__(self, bot: SpitBot) -> None:
        super().__init__(name="spit", description="Play Spit, the real-time card game, here.")
        self.bot = bot

    @app_commands.command(name="challenge", description="Challenge someone to a game of Spit.")
    @app_commands.describe(opponent="who you want to play", **VARIANT_OPTIONS)
    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.User,
        stockpiles: Literal[5, 4] | None = None,
        slap: Literal["slap", "choose"] | None = None,
        colours: Literal["any", "alternating"] | None = None,
        scoring: Literal["game", "points"] | None = None,
        target: app_commands.Range[int, LOW, HIGH] | None = None,
    ) -> None:
        server = await self._playable_here(interaction)
        variant = make_variant(stockpiles, slap, colours, scoring, target, default_variant(server))
        await self.bot.controller.challenge(interaction, opponent, variant, server.settle_window_ms)

    @app_commands.command(name="practice", description="Play a practice game against SpitBot.")
    @app_commands.describe(difficulty="how quick the bot is (default normal)")
    async def practice(
        self, interaction: Interaction, difficulty: Literal["easy", "normal", "hard"] = "normal"
    ) -> None:
        """Practice plays the server's default variant (see /spit settings)."""
        server = await self._playable_here(interaction)
        await self.bot.controller.practice(
            interaction, Difficulty(difficulty), default_variant(server), server.settle_window_ms
        )

    async def _playable_here(self, interaction: Interaction) -> GuildSettings:
        """The server's settings, after checking games may be played in this channel."""
        _guild_only(interaction)
        assert interaction.guild is not None
        server = await self.bot.servers.get(interaction.guild.id)
        if not server.allows_channel(interaction.channel_id or 0):
            where = ", ".join(f"<#{c}>" for c in sorted(server.allowed_channel_ids))
            raise Refusal(f"Spit is played in {where} on this server.")
        return server

    @app_commands.command(name="settings", description="Server settings for Spit (Manage Server).")
    @app_commands.describe(
        window="settle window in ms: presses this close are ordered by Discord's clock",
        channels="where games may be played",
        **{k: f"default {v}" for k, v in VARIANT_OPTIONS.items()},
    )
    async def settings(
        self,
        interaction: Interaction,
        stockpiles: Literal[5, 4] | None = None,
        slap: Literal["slap", "choose"] | None = None,
        colours: Literal["any", "alternating"] | None = None,
        scoring: Literal["game", "points"] | None = None,
        target: app_commands.Range[int, LOW, HIGH] | None = None,
        window: app_commands.Range[int, 0, 1000] | None = None,
        channels: Literal["only here", "add here", "remove here", "everywhere"] | None = None,
    ) -> None:
        _guild_only(interaction)
        assert interaction.guild is not None and interaction.channel_id is not None
        guild_id, here = interaction.guild.id, interaction.channel_id
        current = await self.bot.servers.get(guild_id)
        changes = (stockpiles, slap, colours, scoring, target, window, channels)
        if any(option is not None for option in changes):
            if not interaction.permissions.manage_guild:
                raise Refusal("Changing SpitBot's settings needs the Manage Server permission.")
            variant = None
            if any(o is not None for o in (stockpiles, slap, colours, scoring, target)):
                base = default_variant(current)
                variant = make_variant(stockpiles, slap, colours, scoring, target, base)
            allowed = set(current.allowed_channel_ids)
            wanted = {
                None: None,
                "only here": {here},
                "add here": allowed | {here} if allowed else None,
                "remove here": (allowed or set()) - {here},
                "everywhere": set(),
            }[channels]
            if channels == "remove here" and not allowed:
                raise Refusal("Games may be played everywhere: use `channels: only here` first.")
            current = await self.bot.servers.update(
                guild_id, variant=variant, window_ms=window, channels=wanted
            )
        await interaction.response.send_message(
            standings.settings_text(current, default_variant(current)), ephemeral=True
        )

    @app_commands.command(name="resign", description="Give up your current match (asks first).")
    async def resign(self, interaction: Interaction) -> None:
        _guild_only(interaction)
        await self.bot.controller.resign_command(interaction)

    @app_commands.command(name="rules", description="How to play Spit, privately.")
    async def rules(self, interaction: Interaction) -> None:
        actor = self.bot.registry.in_channel(interaction.channel_id or 0)
        variant = actor.info.variant if actor else None
        await interaction.response.send_message(render.rules_text(variant), ephemeral=True)

    @app_commands.command(name="stats", description="Someone's record, rating and streaks.")
    @app_commands.describe(user="whose stats (default: yours)")
    async def stats(self, interaction: Interaction, user: discord.User | None = None) -> None:
        _guild_only(interaction)
        target = user or interaction.user
        guild_id = interaction.guild.id if interaction.guild else None
        await interaction.response.defer(thinking=True)  # the database answers within 15 min
        stats = await self.bot.store.player_stats(target.id, guild_id)
        await interaction.followup.send(embed=standings.stats_embed(target.display_name, stats))

    @app_commands.command(name="leaderboard", description="The best Spit players by rating.")
    @app_commands.describe(scope="this server or everywhere", page="which page (10 per page)")
    async def leaderboard(
        self,
        interaction: Interaction,
        scope: Literal["server", "global"] = "server",
        page: app_commands.Range[int, 1, 10_000] = 1,
    ) -> None:
        _guild_only(interaction)
        guild_id = interaction.guild.id if interaction.guild and scope == "server" else None
        await interaction.response.defer(thinking=True)
        board = await self.bot.store.leaderboard(guild_id, page, 10, interaction.user.id)
        title = f"{interaction.guild.name} leaderboard" if guild_id and interaction.guild else None
        await interaction.followup.send(
            embed=standings.leaderboard_embed(board, title or "Global leaderboard")
        )

    @app_commands.command(
        name="series", description="The points series in this channel, round by round."
    )
    async def series(self, interaction: Interaction) -> None:
        _guild_only(interaction)
        await interaction.response.defer(thinking=True)
        view = await self.bot.store.series_in_channel(interaction.channel_id or 0)
        if view is None:
            raise Refusal("No points series has been played in this channel yet.")
        await interaction.followup.send(embed=standings.series_embed(view))
