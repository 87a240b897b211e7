"""A rated match between two given players, started in a new public thread of a channel:
the queue (``/spit play``) starts its pairs so, and an event (an arena, a Swiss round)
can start each of its pairings the same way. One thread per match, so one channel hosts
many matches at once.

What it does, in order: checks both players are free (everywhere, with the store's
seats); makes the thread (named after the players, in the server's language); starts the
match there (its keeper posts the board in the thread, as in any channel); posts one
message in the thread pinging the two players (which adds them to it) and nobody else.
Permissions are checked by the caller before anyone is paired
(:func:`.permissions.check_thread_permissions`); if Discord refuses the thread anyway
(a permission taken away meanwhile, the channel deleted), :class:`ThreadNotMade` says
why. The opening message is written once, here, and never edited; everything else in
the thread is the match's keeper's.
"""

from __future__ import annotations

import logging
from typing import Any, Literal

import discord

from ..engine import AnyGame
from ..runtime import MatchActor, MatchRegistry, Player, PlayerBusy
from .i18n.shown import plain
from .keepers import Keepers
from .plugins import ui_of
from .ports import Words
from .transport import Client

log = logging.getLogger(__name__)

__all__ = ["MatchThreads", "ThreadNotMade"]

THREAD_NAME_LIMIT = 100
"""Discord's limit on a channel's (a thread's) name."""

ARCHIVE_MINUTES: Literal[60] = 60
"""A match's thread is archived by Discord after an hour without a message: a match
writes its board far more often than that, and a finished one is hidden soon after."""


class ThreadNotMade(Exception):
    """Discord refused the thread: ``why`` is ``"permission"`` (50013, 50001: a
    permission taken away since it was checked) or ``"gone"`` (the channel deleted)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


class MatchThreads:
    """``start(...)``: a match between two given players in a new public thread of a
    channel."""

    def __init__(
        self, registry: MatchRegistry, keepers: Keepers, words: Words, client: Client
    ) -> None:
        self.registry = registry
        self.keepers = keepers
        self.words = words
        self.client = client

    async def start(
        self,
        *,
        guild_id: int,
        channel_id: int,
        players: tuple[Player, Player],
        game: AnyGame,
        variant: Any,
        window_ms: int | None = None,
        rated: bool = True,
    ) -> MatchActor:
        """Start a match between ``players`` (seats in that order) in a new public thread
        of ``channel_id`` and return it once its start is committed; the thread's id is
        the match's ``info.channel_id``. Raises :class:`~spitbot.runtime.PlayerBusy` if a
        player is in a live match (anywhere; no thread is made then, or, if one of them
        started one elsewhere while the thread was made, the thread says so) and
        :class:`ThreadNotMade` if Discord refuses the thread."""
        await self.registry.check_players_free(list(players))
        tr = self.words.public(guild_id)
        name = plain(tr("thread-name", first=players[0].name, second=players[1].name,
                        game=game.name))[:THREAD_NAME_LIMIT]  # fmt: skip
        thread = await self._make(channel_id, name)
        try:
            actor = await self.registry.start(
                channel_id=thread.id, guild_id=guild_id, players=players, variant=variant,
                game=game, rated=rated, window_ms=window_ms,
            )  # fmt: skip
        except PlayerBusy as busy:
            await self._say(thread, tr("thread-not-started", name=busy.name), ())
            raise
        opening = tr(
            "thread-opening",
            first=str(players[0].user_id),
            second=str(players[1].user_id),
            game=game.name,
            variant=ui_of(game.name).describe(variant, tr),
        )
        hint = ui_of(game.name).ready_hint(tr, both=True)
        await self._say(thread, f"{opening} {hint}", players)
        return actor

    async def _make(self, channel_id: int, name: str) -> discord.Thread:
        # With the guilds intent, every text channel of the bot's servers is in the cache:
        # one that is not there (or is no text channel) is gone.
        channel = self.client.get_channel(channel_id)
        if not isinstance(channel, discord.TextChannel):
            raise ThreadNotMade("gone")
        try:
            return await channel.create_thread(
                name=name,
                type=discord.ChannelType.public_thread,
                auto_archive_duration=ARCHIVE_MINUTES,
            )
        except discord.Forbidden as error:
            log.info("no thread in channel %s: %s", channel_id, error)
            raise ThreadNotMade("permission") from error
        except discord.NotFound as error:
            log.info("no thread in channel %s: %s", channel_id, error)
            raise ThreadNotMade("gone") from error

    @staticmethod
    async def _say(thread: discord.Thread, text: str, pinged: tuple[Player, ...]) -> None:
        """Post ``text`` in the thread, pinging ``pinged`` alone (mentioned there, they
        are added to the thread and find it in their client)."""
        users = [discord.Object(p.user_id) for p in pinged]
        allowed = discord.AllowedMentions(everyone=False, roles=False, users=users)
        try:
            await thread.send(text, allowed_mentions=allowed)
        except discord.HTTPException as error:
            log.warning("could not post in match thread %s: %s", thread.id, error)
