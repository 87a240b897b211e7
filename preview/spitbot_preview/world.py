"""A SpitBot with no Discord behind it, for the preview: the bot's own controller,
slash commands, publisher and error handler run as they do in play, and every message
they send is written down (:class:`~.payloads.Sent`) instead of going to Discord.

What they are handed stands in for discord.py's objects with only what SpitBot reads:
an interaction (:class:`Interaction`: who pressed, where, in which language, on which
message, and a response that records), a channel, a server, and a store whose reads
answer with sample records (:mod:`.samples`). Anything the bot logs as an error while
it draws is raised (:class:`PreviewError`): an apology must never pass for a scene.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

import discord

from spitbot.bot.controller import Controller
from spitbot.bot.i18n import DISCORD_LOCALES, Catalog, Catalogs
from spitbot.bot.keepers import Keepers
from spitbot.bot.parts import Parts
from spitbot.bot.pictures import Painter
from spitbot.bot.servers import ServerSettings
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

from .payloads import MISSING, Picture, Sent, embeds_of

if TYPE_CHECKING:
    from spitbot.bot.transport import Client

NOW_MS = 1_777_905_300_000
"""The preview's "now": 2026-05-04 14:35:00 UTC (countdowns and timestamps count from it)."""
GUILD_ID = 700_000_000_000_000_001
CHANNEL_ID = 700_000_000_000_000_002
OTHER_CHANNEL_ID = 700_000_000_000_000_003
BOT_ID = 700_000_000_000_000_009
SEATS = (700_000_000_000_000_011, 700_000_000_000_000_012)
ONLOOKER_ID = 700_000_000_000_000_013
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


# --- what discord.py hands the bot ------------------------------------------------------


@dataclass(frozen=True)
class User:
    id: int
    display_name: str
    bot: bool = False

    @property
    def name(self) -> str:
        return self.display_name

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass(frozen=True)
class Guild:
    id: int
    name: str
    preferred_locale: discord.Locale


class _MessageState:
    """What :class:`discord.Message` reads of a connection while it parses a message the
    preview sent: a user for its author, and no cached guild, channel or message."""

    def store_user(self, data: Any, *, cache: bool = True) -> discord.User:
        return discord.User(state=self, data=data)  # type: ignore[arg-type]

    def _get_guild(self, guild_id: int | None) -> None:
        return None

    def get_channel(self, channel_id: int | None) -> None:
        return None

    def _get_message(self, message_id: int | None) -> None:
        return None


class Message:
    """A message as Discord has it now: discord.py's own, parsed from what the preview
    sent, so a press's checks and a redraw from it (``LayoutView.from_message``) read
    it as they read a real one."""

    @staticmethod
    def of(message_id: int, body: Mapping[str, Any], ephemeral: bool = False) -> discord.Message:
        flags = int(body.get("flags") or 0) | (64 if ephemeral else 0)
        data = {
            "id": str(message_id),
            "type": 0,
            "content": body.get("content") or "",
            "channel_id": "0",
            "author": {
                "id": str(BOT_ID),
                "username": "SpitBot",
                "discriminator": "0",
                "avatar": None,
                "bot": True,
            },
            "attachments": [],
            "embeds": list(body.get("embeds") or []),
            "components": list(body.get("components") or []),
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "mention_everyone": False,
            "tts": False,
            "timestamp": datetime.fromtimestamp(NOW_MS / 1000, UTC).isoformat(),
            "edited_timestamp": None,
            "flags": flags,
        }
        channel = SimpleNamespace(id=0, guild=None)
        return discord.Message(state=_MessageState(), channel=channel, data=data)  # type: ignore[arg-type]


class Response:
    """An interaction's response: it writes down what the bot answers."""

    def __init__(self, world: World, interaction: Interaction) -> None:
        self.world = world
        self.interaction = interaction
        self.done = False

    def is_done(self) -> bool:
        return self.done

    def _answer(self) -> None:
        if self.done:
            raise PreviewError("the bot answered one interaction twice")
        self.done = True

    async def send_message(
        self,
        content: Any = None,
        *,
        embed: Any = MISSING,
        embeds: Any = MISSING,
        file: Any = MISSING,
        files: Any = MISSING,
        view: Any = MISSING,
        ephemeral: bool = False,
        **_: Any,
    ) -> Any:
        self._answer()
        sent = Sent(
            "reply", content, embeds_of(embed, embeds), view, ephemeral, _pictures(file, files)
        )
        message_id = self.world.record(sent)
        resource = SimpleNamespace(id=message_id)
        return SimpleNamespace(message_id=message_id, resource=resource)

    async def edit_message(
        self,
        *,
        content: Any = MISSING,
        embed: Any = MISSING,
        embeds: Any = MISSING,
        view: Any = MISSING,
        **_: Any,
    ) -> Any:
        self._answer()
        ephemeral = bool(self.interaction.message and self.interaction.message.flags.ephemeral)
        self.world.record(Sent("update", content, embeds_of(embed, embeds), view, ephemeral))
        return None

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False, **_: Any) -> None:
        self._answer()
        self.interaction.deferred_ephemeral = ephemeral


class Followup:
    def __init__(self, world: World, interaction: Interaction) -> None:
        self.world = world
        self.interaction = interaction

    async def send(
        self,
        content: Any = MISSING,
        *,
        embed: Any = MISSING,
        embeds: Any = MISSING,
        file: Any = MISSING,
        files: Any = MISSING,
        view: Any = MISSING,
        ephemeral: bool = False,
        **_: Any,
    ) -> Any:
        hidden = ephemeral or self.interaction.deferred_ephemeral
        sent = Sent(
            "followup", content, embeds_of(embed, embeds), view, hidden, _pictures(file, files)
        )
        return SimpleNamespace(id=self.world.record(sent))


def _pictures(file: Any, files: Any) -> list[Picture]:
    chosen = [file] if file is not MISSING else list(files) if files is not MISSING else []
    out = []
    for item in chosen:
        item.fp.seek(0)
        out.append(Picture(item.filename, item.fp.read(), item.description))
    return out


class Interaction:
    """A slash command or a press, from ``user`` in the preview's server and channel."""

    def __init__(
        self,
        world: World,
        user: User,
        *,
        custom_id: str = "",
        message: discord.Message | None = None,
        permissions: discord.Permissions | None = None,
        channel_id: int = CHANNEL_ID,
        manage_guild: bool = True,
    ) -> None:
        self.world = world
        self.id = next(world.ids)
        self.user = user
        self.guild = world.guild
        self.guild_id = world.guild.id
        self.channel_id = channel_id
        self.channel = SimpleNamespace(id=channel_id)
        self.locale = world.locale
        self.guild_locale = world.guild.preferred_locale
        self.app_permissions = permissions or discord.Permissions.all()
        self.permissions = discord.Permissions.all()
        self.permissions.manage_guild = manage_guild
        self.data = {"custom_id": custom_id, "component_type": 2} if custom_id else {}
        self.message = message
        self.command = None
        self.created_at = datetime.fromtimestamp(NOW_MS / 1000, UTC)
        self.expires_at = self.created_at + timedelta(minutes=15)
        self.deferred_ephemeral = False
        self.response = Response(world, self)
        self.followup = Followup(world, self)

    def is_expired(self) -> bool:
        return False


class Channel:
    """A channel and its messages, for the publisher's posts and edits."""

    def __init__(self, world: World, channel_id: int) -> None:
        self.world = world
        self.id = channel_id

    async def send(
        self,
        content: Any = None,
        *,
        embed: Any = MISSING,
        embeds: Any = MISSING,
        view: Any = MISSING,
        **_: Any,
    ) -> Any:
        sent = Sent("channel", content, embeds_of(embed, embeds), view)
        return SimpleNamespace(id=self.world.record(sent))

    def get_partial_message(self, message_id: int) -> Any:
        world = self.world

        async def edit(
            *,
            content: Any = MISSING,
            embed: Any = MISSING,
            embeds: Any = MISSING,
            view: Any = MISSING,
            **_: Any,
        ) -> None:
            world.record(Sent("edit", content, embeds_of(embed, embeds), view))

        return SimpleNamespace(id=message_id, edit=edit)


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


class World:
    """What a SpitBot is to its controller, commands and publisher, in one language."""

    def __init__(self, language: str, store: SampleStore, people: Cast | None = None) -> None:
        self.language = language
        self.locale = locale_of(language)
        self.catalogs = Catalogs()
        self.store = store
        self.clock = ManualClock(start_ms=NOW_MS)
        self.settings = RuntimeSettings()
        self.servers = ServerSettings(cast(Store, store), self.settings.window_ms, self.catalogs)
        self.cast = people or Cast.of(language)
        self.guild = Guild(GUILD_ID, self.cast.server, self.locale)
        self.painter = Painter()
        self.parts = self._parts()
        self.user = User(BOT_ID, "SpitBot", bot=True)
        self.people = (User(SEATS[0], self.cast.first), User(SEATS[1], self.cast.second))
        self.onlooker = User(ONLOOKER_ID, self.cast.onlooker)
        self.ids = itertools.count(800_000_000_000_000_001)
        self.sent: list[Sent] = []
        self.errors: list[str] = []

    def _parts(self) -> Parts:
        """The bot's own parts, wired as in play, around this stand-in for Discord. Its
        runtime publishes nothing by itself: each scene draws what it shows."""

        def registry(keepers: Keepers) -> MatchRegistry:
            return MatchRegistry(
                self.clock, self.settings, publisher=NullPublisher(), recorder=NullRecorder()
            )

        me = cast("Client", self)
        return Parts(me, cast(Store, self.store), self.servers, registry, lambda: BOT_ID,
                     self.painter)  # fmt: skip

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

    async def start(self) -> None:
        await self.servers.load(lambda guild_id: True)

    def close(self) -> None:
        self.painter.close()

    @property
    def tr(self) -> Catalog:
        """The server's language (public messages)."""
        return self.servers.public(GUILD_ID)

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
        everyone = (*self.people, self.onlooker, self.user)
        return ladder | {u.id: u.display_name for u in everyone}

    def players(self) -> tuple[Player, Player]:
        a, b = self.people
        return (Player(a.id, a.display_name), Player(b.id, b.display_name))

    def record(self, sent: Sent) -> int:
        self.sent.append(sent)
        return next(self.ids)

    def get_partial_messageable(self, channel_id: int) -> Channel:
        return Channel(self, channel_id)

    def get_channel(self, channel_id: int) -> Any:
        return None

    def interaction(self, user: User | None = None, **kwargs: Any) -> Interaction:
        return Interaction(self, user or self.people[0], **kwargs)

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

    @contextmanager
    def watching(self) -> Iterator[list[Sent]]:
        """The messages sent inside the block; an error the bot logs fails the scene."""
        start = len(self.sent)
        handler = _Raise()
        logger = logging.getLogger("spitbot")
        logger.addHandler(handler)
        try:
            found: list[Sent] = []
            yield found
            found.extend(self.sent[start:])
        finally:
            logger.removeHandler(handler)
        if handler.errors:
            raise PreviewError("; ".join(handler.errors))


class _Raise(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.errors: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        detail = f" ({record.exc_info[1]!r})" if record.exc_info else ""
        self.errors.append(record.getMessage() + detail)
