"""The /spit slash commands, in every language the catalogs hold.

Names, descriptions, options and choices come from the catalogs (``text``),
and discord.py's translator (:mod:`.i18n.translator`) sends the other
languages with them. The variant options of both games come from one table
(:mod:`.options`); an option of the other game is refused with a reason.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands

from ..engine import AnyGame, find_game
from ..runtime import WINDOW_RANGE, Difficulty
from ..store import GuildSettings
from . import options, standings
from .flags import flags_command
from .i18n import LANGUAGES, CommandName, OptionName, plain, text
from .pictures import series_picture
from .privacy import privacy_command, shown_seats
from .replies import Refusal
from .servers import default_variant
from .shared_render import channel_list
from .uis import all_uis, ui_of

if TYPE_CHECKING:
    from .app import SpitBot

Interaction = discord.Interaction[Any]
F = TypeVar("F", bound=Callable[..., Any])
LOW, HIGH = options.TARGET_RANGE


def localised(*names: str) -> Callable[[F], F]:
    """Name and describe options from the catalogs (``opt-<name>``, ``opt-<name>-desc``)."""

    def decorate(func: F) -> F:
        keys = {name: name.replace("_", "-") for name in names}
        func = app_commands.describe(**{n: text(f"opt-{k}-desc") for n, k in keys.items()})(func)
        return app_commands.rename(**{n: text(f"opt-{k}") for n, k in keys.items()})(func)

    return decorate


def choices(option: options.Option) -> list[app_commands.Choice[Any]]:
    return [app_commands.Choice(name=text(option.choice_id(v)), value=v) for v in option.values]


def named(prefix: str, values: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=text(f"choice-{prefix}-{v}"), value=v) for v in values]


GAMES = named("game", tuple(ui.game.name for ui in all_uis()))
DIFFICULTIES = named("difficulty", tuple(d.value for d in Difficulty))
CHANNELS = named("channels", ("only-here", "add-here", "remove-here", "everywhere"))
LANGUAGE_CHOICES = named("language", ("auto", *LANGUAGES))
VARIANT_CHOICES = {o.name: choices(o) for o in options.ALL if o.values}
SERIES_FILE = "series.png"
"""The pictures' file names (their embeds show them as ``attachment://<name>``)."""


def variant_choices(func: F) -> F:
    return app_commands.choices(**VARIANT_CHOICES)(func)


def chosen_variant(game: AnyGame, base: Any, **picked: Any) -> Any:
    """The variant the options pick for ``game``; an option of another game is refused."""
    chosen = {name: value for name, value in picked.items() if value is not None}
    for option in options.ALL:
        if option.name in chosen and game.name not in option.games:
            raise Refusal("refusal-option-other-game", option=OptionName(option.name),
                          owner=option.games[0], game=game.name)  # fmt: skip
    try:
        return options.make_variant(base, chosen)
    except options.TargetNeedsPoints:
        raise Refusal(
            "refusal-target-needs-points",
            target=OptionName("target"),
            points=OptionName("scoring", "points"),
        ) from None


def _guild_only(interaction: Interaction) -> None:
    if interaction.guild is None:
        raise Refusal("refusal-dm", spit=CommandName())


@app_commands.guild_only()
class SpitCommands(app_commands.Group):
    """Every command lives under /spit."""

    def __init__(self, bot: SpitBot) -> None:
        super().__init__(name=text("cmd-spit"), description=text("cmd-spit-desc"))
        self.bot = bot

    @app_commands.command(name=text("cmd-challenge"), description=text("cmd-challenge-desc"))
    @localised("opponent", "game", "stockpiles", "slap", "colours", "side_piles", "scoring",
               "target")  # fmt: skip
    @app_commands.choices(game=GAMES)
    @variant_choices
    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.User,
        game: str = "spit",
        stockpiles: int | None = None,
        slap: str | None = None,
        colours: str | None = None,
        side_piles: int | None = None,
        scoring: str | None = None,
        target: app_commands.Range[int, LOW, HIGH] | None = None,
    ) -> None:
        played = find_game(game)
        server = await self._playable_here(interaction)
        variant = chosen_variant(
            played, default_variant(server, played), stockpiles=stockpiles, slap=slap,
            colours=colours, side_piles=side_piles, scoring=scoring, target=target,
        )  # fmt: skip
        window = self.bot.servers.window_ms(server)
        await self.bot.controller.challenge(interaction, opponent, played, variant, window)

    @app_commands.command(name=text("cmd-practice"), description=text("cmd-practice-desc"))
    @localised("game", "difficulty")
    @app_commands.choices(game=GAMES, difficulty=DIFFICULTIES)
    async def practice(
        self, interaction: Interaction, game: str = "spit", difficulty: str = "normal"
    ) -> None:
        """Practice plays the server's default variant of the game (see /spit settings)."""
        played = find_game(game)
        server = await self._playable_here(interaction)
        await self.bot.controller.practice(
            interaction,
            played,
            Difficulty(difficulty),
            default_variant(server, played),
            self.bot.servers.window_ms(server),
        )

    async def _playable_here(self, interaction: Interaction) -> GuildSettings:
        """The server's settings, after checking games may be played in this channel."""
        _guild_only(interaction)
        assert interaction.guild is not None
        server = await self.bot.servers.get(interaction.guild.id)
        if not server.allows_channel(interaction.channel_id or 0):
            where = channel_list(server.allowed_channel_ids)
            raise Refusal("refusal-channel-not-allowed", channels=where)
        return server

    @app_commands.command(name=text("cmd-settings"), description=text("cmd-settings-desc"))
    @localised("game", "stockpiles", "slap", "colours", "side_piles", "scoring", "target",
               "window", "channels", "language")  # fmt: skip
    @app_commands.choices(game=GAMES, channels=CHANNELS, language=LANGUAGE_CHOICES)
    @variant_choices
    async def settings(
        self,
        interaction: Interaction,
        game: str = "spit",
        stockpiles: int | None = None,
        slap: str | None = None,
        colours: str | None = None,
        side_piles: int | None = None,
        scoring: str | None = None,
        target: app_commands.Range[int, LOW, HIGH] | None = None,
        window: app_commands.Range[int, WINDOW_RANGE[0], WINDOW_RANGE[1]] | None = None,
        channels: str | None = None,
        language: str | None = None,
    ) -> None:
        _guild_only(interaction)
        assert interaction.guild is not None and interaction.channel_id is not None
        played = find_game(game)
        guild_id, here = interaction.guild.id, interaction.channel_id
        servers = self.bot.servers
        current = await servers.get(guild_id)
        picked = {
            "stockpiles": stockpiles, "slap": slap, "colours": colours,
            "side_piles": side_piles, "scoring": scoring, "target": target,
        }  # fmt: skip
        changes = (*picked.values(), window, channels, language)
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
            current = await servers.update(
                guild_id, variant=variant, window_ms=window, channels=wanted, language=language
            )
        servers.saw(interaction.guild, interaction.guild_locale)
        tr = servers.private(interaction)
        setting = servers.commands(interaction).option("language")
        words = servers.commands(interaction)
        await interaction.response.send_message(
            standings.settings_text(
                current, servers, tr, words.command("settings") + " " + setting
            ),
            ephemeral=True,
        )

    @app_commands.command(name=text("cmd-resign"), description=text("cmd-resign-desc"))
    async def resign(self, interaction: Interaction) -> None:
        _guild_only(interaction)
        await self.bot.controller.resign_command(interaction)

    @app_commands.command(name=text("cmd-rules"), description=text("cmd-rules-desc"))
    @localised("game")
    @app_commands.choices(game=GAMES)
    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        actor = self.bot.registry.in_channel(interaction.channel_id or 0)
        tr = self.bot.servers.private(interaction)
        if actor is not None and game in (None, actor.info.game_name):
            shown = ui_of(actor.info.game_name).rules(actor.info.variant, tr)
        else:
            shown = ui_of(game or "spit").rules(None, tr)
        await interaction.response.send_message(
            shown, embed=standings.ratings_embed(tr), ephemeral=True
        )

    @app_commands.command(name=text("cmd-stats"), description=text("cmd-stats-desc"))
    @localised("user", "game")
    @app_commands.choices(game=GAMES)
    async def stats(
        self, interaction: Interaction, user: discord.User | None = None, game: str = "spit"
    ) -> None:
        _guild_only(interaction)
        await self.bot.player_stats.send(interaction, user or interaction.user, game, private=False)

    @app_commands.command(name=text("cmd-leaderboard"), description=text("cmd-leaderboard-desc"))
    @localised("game", "scope", "page")
    @app_commands.choices(game=GAMES, scope=named("scope", ("server", "global")))
    async def leaderboard(
        self,
        interaction: Interaction,
        game: str = "spit",
        scope: str = "server",
        page: app_commands.Range[int, 1, 10_000] = 1,
    ) -> None:
        _guild_only(interaction)
        await self.bot.leaderboards.show(interaction, game, scope == "global", page)

    @app_commands.command(name=text("cmd-flags"), description=text("cmd-flags-desc"))
    @localised("match", "decision")
    @app_commands.choices(decision=named("decision", ("clear", "confirm")))
    async def flags(
        self, interaction: Interaction, match: str | None = None, decision: str | None = None
    ) -> None:
        _guild_only(interaction)
        await flags_command(self.bot, interaction, match, decision)

    @app_commands.command(name=text("cmd-series"), description=text("cmd-series-desc"))
    async def series(self, interaction: Interaction) -> None:
        _guild_only(interaction)
        await interaction.response.defer(thinking=True)
        view = await self.bot.store.series_in_channel(interaction.channel_id or 0)
        if view is None:
            raise Refusal("refusal-no-series")
        tr = self.bot.servers.public(interaction.guild_id)
        view = shown_seats(view, tr)  # a player who erased their data: "a deleted player"
        if not interaction.app_permissions.attach_files:
            await interaction.followup.send(embed=standings.series_embed(view, tr))
            return
        words = standings.series_words(view, tr)
        png = await self.bot.painter.paint(series_picture, view, words, tr.language)
        alt = plain(tr("picture-series-alt", first=view.seat0.name, second=view.seat1.name,
                       game=view.game, target=view.target))  # fmt: skip
        await interaction.followup.send(
            embed=standings.series_embed(view, tr, SERIES_FILE),
            file=discord.File(io.BytesIO(png), filename=SERIES_FILE, description=alt),
        )

    @app_commands.command(name=text("cmd-privacy"), description=text("cmd-privacy-desc"))
    async def privacy(self, interaction: Interaction) -> None:
        """What SpitBot keeps about you, privately, and erasing it (:mod:`.privacy`)."""
        _guild_only(interaction)
        await privacy_command(self.bot, interaction)
