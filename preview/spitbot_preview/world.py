"""A SpitBot on the fake Discord the tests use (:mod:`fakediscord`), for the preview: the
bot's own controller, slash commands, keepers and error handler, wired as in play
(:class:`~spitbot.bot.parts.Parts`) behind a real discord.py client that talks HTTP and
WebSocket to the fake on 127.0.0.1. The scenes act as Discord's users do (a slash
command, a press) or hand the client a drawing to send as the bot sends it
(:func:`spitbot.bot.transport.fields`); every message is then read back from the fake's
request log (:mod:`.payloads`), as Discord received it, and checked there against
Discord's rules.

The fake's server, channels and people have the preview's ids and names (:data:`CAST`);
the store's reads answer with sample records (:class:`SampleStore`, :mod:`.samples`).
Anything the bot logs as an error while it draws, and anything the fake Discord would
refuse, is raised (:class:`PreviewError`): an apology must never pass for a scene.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import AsyncExitStack, contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from fakediscord import FakeDiscord, FakeMember, InteractionHandle, StoredMessage, running_bot
from fakediscord.ratelimits import NO_LIMITS
from fakediscord.world import DEFAULT_PERMISSIONS
from spitbot.bot import ids
from spitbot.bot.app import client_settings, quiet_voice_warnings
from spitbot.bot.controller import Controller
from spitbot.bot.games import Drawn
from spitbot.bot.i18n import (
    DISCORD_LOCALES,
    Catalog,
    Catalogs,
    CatalogTranslator,
    language_of,
    text,
)
from spitbot.bot.keepers import Keepers
from spitbot.bot.once import OnceTree
from spitbot.bot.parts import Parts
from spitbot.bot.pictures import Painter
from spitbot.bot.replies import handle_error
from spitbot.bot.servers import ServerSettings
from spitbot.bot.transport import fields
from spitbot.engine import AnyGame
from spitbot.runtime import (
    MatchActor,
    MatchInfo,
    MatchRegistry,
    MatchSnapshot,
    NullPublisher,
    NullRecorder,
    Player,
    RuntimeSettings,
)
from spitbot.runtime.clock import ManualClock
from spitbot.store import (
    GuildSettings,
    LeaderboardPage,
    PlayerHistory,
    PlayerStats,
    SeriesView,
    Store,
)

from .payloads import Sent, sent_of

if TYPE_CHECKING:
    from spitbot.bot.commands import SpitCommands

NOW_MS = 1_777_905_300_000
"""The preview's "now": 2026-05-04 14:35:00 UTC (countdowns and timestamps count from it)."""
GUILD_ID = 700_000_000_000_000_001
CHANNEL_ID = 700_000_000_000_000_002
OTHER_CHANNEL_ID = 700_000_000_000_000_003
BOT_ID = 700_000_000_000_000_009
SEATS = (700_000_000_000_000_011, 700_000_000_000_000_012)
ONLOOKER_ID = 700_000_000_000_000_013
ELSEWHERE_ID = 700_000_000_000_000_004
"""A channel of the server where games are not allowed (the server's settings)."""
SERVER_NAME = "Card Club"
CHANNEL_NAMES = {CHANNEL_ID: "cards", OTHER_CHANNEL_ID: "games"}

CAST: Mapping[str, tuple[str, str, str]] = {
    "en": ("Alice", "Bob", "Carol"),
    "cs": ("Kateřina", "Jiří", "Šárka"),
    "uk": ("Оксана", "Богдан", "Ярина"),
    "lv": ("Līga", "Mārtiņš", "Ērika"),
    "az": ("Aynur", "Rəşad", "Günel"),
}
"""Each language's players: the two seats and an onlooker, named as people there are."""


@dataclass(frozen=True)
class Cast:
    """Who a scene's people are: the two seats, an onlooker, the server's name, and the
    others on the leaderboard (ten names; None: the sample ladder). The gallery uses
    each language's :data:`CAST`; the tests also play every scene with hostile names."""

    first: str
    second: str
    onlooker: str
    server: str = SERVER_NAME
    ladder: tuple[str, ...] | None = None

    @staticmethod
    def of(language: str) -> Cast:
        return Cast(*CAST.get(language, CAST["en"]))


OUTSIDE_LOCALE = discord.Locale.russian
"""The Discord app language of a player whose language Discord's apps lack (Latvian,
Azerbaijani): one SpitBot does not speak, so private replies follow the server's."""


class PreviewError(RuntimeError):
    """The bot could not draw a scene as it would in play."""


def locale_of(language: str) -> discord.Locale:
    """The Discord app language of a player of ``language``."""
    for locale, ours in DISCORD_LOCALES.items():
        if ours == language:
            return locale
    return OUTSIDE_LOCALE


MANAGE_GUILD = 1 << 5
EMBED_LINKS = 1 << 14
ANSWERED_WITHIN_S = 10.0
"""How long the bot may take to handle an interaction before the scene fails."""

Act = Callable[[discord.Interaction[Any]], Awaitable[Any]]
"""What the preview itself answers an interaction with (a drawing, sent as the bot does)."""


# --- the store's reads -------------------------------------------------------------------


@dataclass
class SampleStore:
    """The store's reads the commands make, answered with sample records."""

    settings: GuildSettings
    stats: Mapping[str, PlayerStats] = field(default_factory=dict)  # by game
    histories: Mapping[str, PlayerHistory] = field(default_factory=dict)
    leaderboards: Mapping[tuple[str, int | None], LeaderboardPage] = field(default_factory=dict)
    series: SeriesView | None = None

    async def all_guild_settings(self) -> list[GuildSettings]:
        return [self.settings]

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        return self.settings

    async def set_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        raise PreviewError("the preview changes no settings")

    async def player_stats(self, user_id: int, guild_id: int | None, game: str) -> PlayerStats:
        return self.stats[game]

    async def player_history(self, user_id: int, guild_id: int | None, game: str) -> PlayerHistory:
        return self.histories[game]

    async def leaderboard(
        self, guild_id: int | None, page: int, size: int, caller: int, game: str
    ) -> LeaderboardPage:
        return self.leaderboards[(game, guild_id)]

    async def rating(self, user_id: int, guild_id: int | None, *, game: str) -> int:
        """Everyone's rating in the sample: the sample stats' (the queue, open challenges)."""
        return self.stats[game].rating or 1500 if game in self.stats else 1500

    async def match_ratings(self, match_id: str) -> list[Any]:
        return []  # each scene's result card is drawn with its own rating changes

    async def series_in_channel(self, channel_id: int) -> SeriesView | None:
        return self.series


# --- the bot ------------------------------------------------------------------------------


class PreviewBot(discord.Client):
    """discord.py's client around the bot's parts, as :class:`~spitbot.bot.app.SpitBot`
    is: its client settings (:func:`~spitbot.bot.app.client_settings`), the slash commands in a
    :class:`~spitbot.bot.once.OnceTree` answered by the bot's error handler when they
    fail, and every press routed by its custom_id (:func:`spitbot.bot.ids.route`). A
    press the preview stages itself (:meth:`World.act`) is answered by the preview."""

    def __init__(self, world: World) -> None:
        quiet_voice_warnings()  # a card game has no voice
        super().__init__(**client_settings())  # SpitBot's own: intents, no mentions
        self.world = world
        self.tree = OnceTree(self)

    async def setup_hook(self) -> None:
        world = self.world
        await self.tree.set_translator(CatalogTranslator(world.catalogs))
        # Made once (discord.py reads every handler's signature), on the world's parts
        # as they are when a command runs: a scene resets the world, not its commands.
        self.tree.add_command(Parts.slash_commands(cast(Parts, _Current(world))))
        self.tree.on_error = self._command_error  # type: ignore[method-assign]
        await self.tree.sync()

    @property
    def spit(self) -> SpitCommands:
        found = self.tree.get_command(str(text("cmd-spit")))
        return cast("SpitCommands", found)

    async def on_app_command_completion(
        self, interaction: discord.Interaction[Any], command: Any
    ) -> None:
        self.world.handled(interaction.id)

    async def _command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        servers = self.world.servers
        try:
            await handle_error(
                interaction, error, servers.private(interaction), servers.commands(interaction)
            )
        finally:
            self.world.handled(interaction.id)

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        world = self.world
        try:
            if not self.tree.deliveries.first(interaction):
                return
            world.servers.saw(interaction.guild, interaction.guild_locale)
            custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
            act = world.acts.pop(custom_id, None)
            if act is not None:
                await act(interaction)
            else:
                await ids.route(world.controller, interaction, custom_id)
        except Exception as error:
            world.failures.append(f"{type(error).__name__}: {error}")
        finally:
            world.handled(interaction.id)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        self.world.servers.saw(guild)


class _Current:
    """The world's parts as its slash commands reach them: each part (the registry, the
    challenges...) is the one the world has when it is used."""

    def __init__(self, world: World, name: str | None = None) -> None:
        self._world, self._name = world, name

    def __getattr__(self, name: str) -> Any:
        if self._name is None:
            return _Current(self._world, name)
        return getattr(getattr(self._world.parts, self._name), name)


class World:
    """A SpitBot on a fake Discord, in one language: start it (:meth:`start`), act as
    Discord's users, read what the bot sent (:meth:`watching`), and close it."""

    def __init__(self, language: str, store: SampleStore, people: Cast | None = None) -> None:
        self.language = language
        self.locale = locale_of(language)
        self.catalogs = Catalogs()
        self.store = store
        self.clock = ManualClock(start_ms=NOW_MS)
        self.settings = RuntimeSettings()
        self.servers = ServerSettings(cast(Store, store), self.settings.window_ms, self.catalogs)
        self.cast = people or Cast.of(language)
        self.painter = Painter()
        self.ids = itertools.count(800_000_000_000_000_001)
        self.fake = self._fake()
        self.people = (
            self._member(SEATS[0], self.cast.first, manage_guild=True),
            self._member(SEATS[1], self.cast.second),
        )
        self.onlooker = self._member(ONLOOKER_ID, self.cast.onlooker)
        self.bot = PreviewBot(self)
        self.parts = self._parts()
        self.acts: dict[str, Act] = {}
        self.failures: list[str] = []
        self._handled: set[int] = set()
        self._answered = asyncio.Event()
        self._running = AsyncExitStack()

    def _fake(self) -> FakeDiscord:
        """The preview's server on the fake Discord: its id, name and language, its
        channels (games are allowed in two), the bot with its id."""
        fake = FakeDiscord(
            bot_id=BOT_ID, guild_id=GUILD_ID, guild_name=self.cast.server, channel_names=(),
            rate_limits=NO_LIMITS,
        )  # fmt: skip
        fake.guild.locale = self.locale.value
        fake.add_channel(CHANNEL_NAMES[CHANNEL_ID], channel_id=CHANNEL_ID)
        fake.add_channel("chat", channel_id=ELSEWHERE_ID)
        return fake

    def _member(self, user_id: int, name: str, *, manage_guild: bool = False) -> FakeMember:
        permissions = DEFAULT_PERMISSIONS | (MANAGE_GUILD if manage_guild else 0)
        return self.fake.add_member(name, user_id=user_id, permissions=permissions)

    def _parts(self) -> Parts:
        """The bot's own parts, wired as in play, around the client. Its runtime publishes
        nothing by itself: each scene draws what it shows."""

        def registry(keepers: Keepers) -> MatchRegistry:
            return MatchRegistry(
                self.clock, self.settings, publisher=NullPublisher(), recorder=NullRecorder()
            )

        return Parts(self.bot, cast(Store, self.store), self.servers, registry, lambda: BOT_ID,
                     self.painter)  # fmt: skip

    async def start(self) -> None:
        """The fake Discord serves, and the bot logs in to it (READY, commands synced)."""
        await self.servers.load(lambda guild_id: True)
        running = self._running
        await running.enter_async_context(self.fake)
        await running.enter_async_context(running_bot(self.fake, self.bot))
        # The other channel games are allowed in, made while the bot was away: it never
        # heard of it (the queue finds it gone).
        fake = self.fake
        fake.world.add_channel(
            fake.guild, CHANNEL_NAMES[OTHER_CHANNEL_ID], channel_id=OTHER_CHANNEL_ID
        )

    async def close(self) -> None:
        """The bot logs out, the fake stops, and the parts stop (their painter's thread)."""
        try:
            await self._running.aclose()
        finally:
            self.parts.close()

    def reset(self) -> None:
        """No match live and no challenge open: a registry of its own, from now."""
        self.parts = self._parts()

    @property
    def registry(self) -> MatchRegistry:
        return self.parts.registry

    @property
    def keepers(self) -> Keepers:
        return self.parts.keepers

    @property
    def controller(self) -> Controller:
        return self.parts.controller

    @property
    def tr(self) -> Catalog:
        """The server's language (public messages)."""
        return self.servers.public(GUILD_ID)

    @property
    def private(self) -> Catalog:
        """A player's own language (private replies): their Discord app's when SpitBot
        speaks it, else the server's."""
        mine = language_of(self.locale)
        return self.catalogs[mine] if mine is not None else self.tr

    @property
    def users(self) -> dict[int, str]:
        """Who a mention names: the scene's people, and the players of the server's
        leaderboards (members there, so Discord names them; none is pinged)."""
        ladder = {
            row.user_id: row.name
            for (_, scope), board in self.store.leaderboards.items()
            if scope is not None
            for row in board.rows
        }
        everyone = (*self.people, self.onlooker)
        return ladder | {m.id: m.display_name for m in everyone} | {BOT_ID: "SpitBot"}

    def players(self) -> tuple[Player, Player]:
        a, b = self.people
        return (Player(a.id, a.display_name), Player(b.id, b.display_name))

    def match(
        self, game: AnyGame, state: Any, names: tuple[str, str] | None = None, version: int = 7
    ) -> MatchActor:
        """A live match of ``game`` at ``state`` in the preview's channel, its timers
        armed from now (as after a restart): what a board of it waits for counts down."""
        self.reset()
        players = self.players()
        if names is not None:
            players = (Player(players[0].user_id, names[0]), Player(players[1].user_id, names[1]))
        info = MatchInfo(
            match_id=f"{next(self.ids):032x}"[-32:],
            guild_id=GUILD_ID,
            channel_id=CHANNEL_ID,
            players=players,
            variant=state.variant,
            seed=state.seed,
            started_ms=NOW_MS - 120_000,
            window_ms=0,  # a press is judged at once (no settle window to wait out)
            game_name=game.name,
        )
        return self.registry.restore(MatchSnapshot(info, state, version))

    # --- acting as Discord's users ------------------------------------------------------

    def handled(self, interaction_id: int) -> None:
        """The bot is done with an interaction (its handler returned)."""
        self._handled.add(interaction_id)
        self._answered.set()

    async def answered(self, handle: InteractionHandle) -> InteractionHandle:
        """``handle``, once the bot handled it (its answer, and what it sent after)."""
        try:
            async with asyncio.timeout(ANSWERED_WITHIN_S):
                while handle.id not in self._handled:
                    self._answered.clear()
                    await self._answered.wait()
        except TimeoutError:
            raise PreviewError(f"the bot did not handle interaction {handle.id}") from None
        return handle

    async def command(
        self,
        name: str,
        user: FakeMember | None = None,
        *,
        channel_id: int = CHANNEL_ID,
        **options: Any,
    ) -> InteractionHandle:
        """``user`` (the first seat) runs ``/spit name`` with ``options`` (the handler's
        parameter names) in ``channel_id``, from their Discord app in the world's
        language; returns once the bot handled it."""
        command = self.bot.spit.get_command(str(text(f"cmd-{name}")))
        assert isinstance(command, app_commands.Command), name
        named = {}
        for key, value in options.items():
            parameter = command.get_parameter(key)
            assert parameter is not None, (name, key)
            named[parameter.display_name] = value
        handle = await self.fake.slash(
            user or self.people[0], str(text("cmd-spit")), named, subcommand=command.name,
            channel=channel_id, locale=self.locale.value,
        )  # fmt: skip
        return await self.answered(handle)

    async def press(
        self, user: FakeMember, message: StoredMessage | int, custom_id: str
    ) -> InteractionHandle:
        """``user`` presses the button ``custom_id`` on ``message``; returns once the bot
        handled it."""
        handle = await self.fake.click(user, message, custom_id, locale=self.locale.value)
        return await self.answered(handle)

    def pressing(
        self, user: FakeMember, message: StoredMessage, custom_id: str
    ) -> InteractionHandle:
        """``user`` presses ``custom_id`` on ``message`` as it shows now, and Discord makes
        the interaction; it reaches the bot only when :meth:`arrives` (a press made at
        the same time as another, delivered after it)."""
        channel = self.fake.world.channels[message.channel_id]
        data = {"custom_id": custom_id, "component_type": 2}
        return self.fake.new_interaction(
            3, user, channel, data, message=message, locale=self.locale.value
        )

    async def arrives(self, handle: InteractionHandle) -> InteractionHandle:
        """The interaction :meth:`pressing` made reaches the bot; returns once handled."""
        return await self.answered(await self.fake.deliver(handle))

    async def act(
        self, act: Act, user: FakeMember | None = None, on: StoredMessage | None = None
    ) -> InteractionHandle:
        """An interaction of ``user`` (on ``on``, a message) that the preview answers
        itself, with ``act``: how a drawing reaches Discord as an answer."""
        custom_id = f"preview:{next(self.ids)}"
        self.acts[custom_id] = act
        channel = self.fake.world.channels[on.channel_id if on is not None else CHANNEL_ID]
        handle = self.fake.new_interaction(
            3, user or self.people[0], channel, {"custom_id": custom_id, "component_type": 2},
            message=on, locale=self.locale.value,
        )  # fmt: skip
        return await self.answered(await self.fake.deliver(handle))

    # --- sending a drawing as the bot sends it -----------------------------------------

    async def post(self, drawing: Drawn) -> StoredMessage:
        """``drawing`` posted in the channel, as a keeper posts a board."""
        channel = self.bot.get_partial_messageable(CHANNEL_ID)
        message = await channel.send(**fields(drawing, editing=False))
        return self.fake.message(message.id)

    async def reply(
        self, drawing: Drawn, user: FakeMember | None = None, *, ephemeral: bool = True
    ) -> tuple[InteractionHandle, discord.Interaction[Any]]:
        """``drawing`` as the answer to ``user``'s press (a hand, to its player alone), as
        a press's answer is sent; and the interaction it answered."""
        answered: list[discord.Interaction[Any]] = []

        async def answer(interaction: discord.Interaction[Any]) -> None:
            answered.append(interaction)
            await interaction.response.send_message(
                **fields(drawing, editing=False), ephemeral=ephemeral
            )

        handle = await self.act(answer, user)
        return handle, answered[0]

    async def drawn(self, drawing: Drawn, how: str, user: FakeMember | None = None) -> Sent:
        """``drawing`` sent ``how`` (a key of :data:`~.payloads.SENT_AS`) as the bot sends
        it: what Discord received. A reply, an edit of the original answer and an update
        of a hand answer ``user``'s press (the first seat's); an edit or an update is of a
        message first sent with the same drawing (a hand when ``user`` is given)."""
        who = user or self.people[0]
        message: StoredMessage | None = None
        with self.watching():  # the message to edit, as it was first sent
            if how in ("edit", "update") and user is None:
                message = await self.post(drawing)
            elif how in ("edit-original", "update"):
                first, interaction = await self.reply(drawing, who)
                message = first.original_message
        with self.watching() as sent:
            if how == "channel":
                await self.post(drawing)
            elif how == "reply":
                await self.reply(drawing, who)
            elif how == "edit":
                assert message is not None
                channel = self.bot.get_partial_messageable(CHANNEL_ID)
                await channel.get_partial_message(message.id).edit(**fields(drawing))
            elif how == "edit-original":  # as a keeper edits a hand (transport.edit_through)
                await interaction.edit_original_response(**fields(drawing))
            elif how == "update":

                async def update(pressed: discord.Interaction[Any]) -> None:
                    await pressed.response.edit_message(**fields(drawing))

                await self.act(update, who, on=message)
            else:
                raise ValueError(f"unknown way to send a message: {how!r}")
        return sent[-1]

    # --- what the bot sent -------------------------------------------------------------

    @contextmanager
    def watching(self) -> Iterator[list[Sent]]:
        """The messages sent inside the block, as Discord received them; an error the
        bot logs, or anything the fake Discord would refuse, fails the scene."""
        start, refused = len(self.fake.requests), len(self.fake.violations)
        handler = _Raise()
        logger = logging.getLogger("spitbot")
        logger.addHandler(handler)
        failures = len(self.failures)
        try:
            found: list[Sent] = []
            yield found
            found.extend(sent_of(self.fake, self.fake.requests[start:]))
        finally:
            logger.removeHandler(handler)
        errors = [*handler.errors, *self.failures[failures:]]
        errors += [str(v) for v in self.fake.violations[refused:]]
        if errors:
            raise PreviewError("; ".join(errors))


class _Raise(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.errors: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        detail = f" ({record.exc_info[1]!r})" if record.exc_info else ""
        self.errors.append(record.getMessage() + detail)
