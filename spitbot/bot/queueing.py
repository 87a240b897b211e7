"""``/spit play [game]``: the server's queue for rated matches.

A player joins with ``/spit play`` and leaves with a second one, or by themselves after
``SPITBOT_PLAY_QUEUE_SECONDS``. Who is paired with whom is the runtime's pure
:class:`~spitbot.runtime.Queue` (the two closest in rating, the gap widening with the
wait); this room keeps one per server, asks the store for ratings, runs the queue's
clock (a timer at its next change) and starts each pair's match at once in a new public
thread (:mod:`.threads`) of the channel where the longer-waiting player asked.

Nobody is ever shown who waits: every reply is private (the command's own, then
follow-ups on it, in the player's language), and nothing is posted until a match starts
in its thread. The queue is held in memory, one per server: a server lives on exactly
one shard, so every ``/spit play`` of a server reaches the same process; a restart
empties the queues (their players are told nothing more, as their command's token
outlives no process). One live match per player, across shards, is the registry's
(the store's seats), checked when a player joins and again when their match starts.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import Any, Protocol

import discord

from ..engine import AnyGame, find_game
from ..runtime import MatchRegistry, Pairing, PlayerBusy, Queue, Timer, Waiting
from .challenges import player_of
from .i18n import CommandName, Markdown
from .permissions import check_thread_permissions, named
from .pressed import Interaction
from .replies import Refusal
from .servers import ServerSettings, default_variant
from .shared_render import relative_time
from .threads import MatchThreads, ThreadNotMade

log = logging.getLogger(__name__)

__all__ = ["PlayQueue", "Ratings"]


class Ratings(Protocol):
    """The store's ratings, as the queue asks for them."""

    async def rating(self, user_id: int, guild_id: int | None, *, game: str) -> int: ...


FALLBACK_RATING = 1500
"""A player's rating when the database cannot answer (a newcomer's)."""


class PlayQueue:
    def __init__(
        self,
        registry: MatchRegistry,
        threads: MatchThreads,
        servers: ServerSettings,
        ratings: Ratings,
    ) -> None:
        self.registry = registry
        self.threads = threads
        self.servers = servers
        self.ratings = ratings
        self._queues: dict[int, Queue] = {}  # by server
        self._timers: dict[int, Timer] = {}  # each server's next change
        self._asked: dict[int, Interaction] = {}  # each waiting player's /spit play
        self._tasks: set[asyncio.Task[None]] = set()

    def queue(self, guild_id: int) -> Queue:
        made = self._queues.get(guild_id)
        if made is None:
            timeout_ms = round(self.registry.settings.queue_timeout * 1000)
            made = self._queues[guild_id] = Queue(timeout_ms=timeout_ms)
        return made

    def _now_ms(self) -> int:
        return round(self.registry.clock.now() * 1000)

    async def play(self, interaction: Interaction, game: AnyGame) -> None:
        """``/spit play``: join the server's queue for ``game``, or leave it if waiting."""
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("refusal-dm", spit=CommandName())
        guild_id, user = interaction.guild.id, interaction.user
        tr = self.servers.private(interaction)
        queue = self.queue(guild_id)
        if user.id in queue:
            await self._leave(interaction, queue)
            return
        check_thread_permissions(interaction)
        player = player_of(user)
        await self.registry.check_players_free([player])
        rating = await self._rating(user.id, guild_id, game)
        if user.id in queue:  # a second /spit play while the first read the rating
            await self._leave(interaction, queue)
            return
        channel = interaction.channel
        parent = channel.parent_id if isinstance(channel, discord.Thread) else None
        now = self._now_ms()
        queue.join(Waiting(player, game.name, rating, now, parent or interaction.channel_id))
        self._asked[user.id] = interaction
        expires = self.registry.clock.wall_ms() + queue.timeout_ms
        text = tr(
            "queue-joined",
            game=game.name,
            rating=str(rating),
            play=self.servers.commands(interaction).command("play"),
            expires=relative_time(expires),
        )
        await interaction.response.send_message(text, ephemeral=True)
        await self._settle(guild_id)

    async def _leave(self, interaction: Interaction, queue: Queue) -> None:
        left = queue.leave(interaction.user.id)
        self._asked.pop(interaction.user.id, None)
        tr = self.servers.private(interaction)
        assert left is not None, "asked only of a player who waits"
        await interaction.response.send_message(tr("queue-left", game=left.game), ephemeral=True)
        if interaction.guild is not None:
            self._schedule(interaction.guild.id)

    async def _rating(self, user_id: int, guild_id: int, game: AnyGame) -> int:
        try:
            return await self.ratings.rating(user_id, guild_id, game=game.name)
        except Exception as error:  # the database down: play goes on
            log.warning("rating of %s unavailable (%s); queueing at %s", user_id, error,
                        FALLBACK_RATING)  # fmt: skip
            return FALLBACK_RATING

    # --- the queue's clock -----------------------------------------------------------

    async def _settle(self, guild_id: int) -> None:
        """Whoever waited too long leaves; whoever may be paired is, and their matches
        start; then the timer is set for the queue's next change."""
        queue = self.queue(guild_id)
        now = self._now_ms()
        for gone in queue.timed_out(now):
            await self._tell(gone.user_id, "queue-timed-out", game=gone.game)
        starts = [self._start(guild_id, pairing) for pairing in queue.pairs(now)]
        self._schedule(guild_id)
        await asyncio.gather(*starts)

    def _schedule(self, guild_id: int) -> None:
        timer = self._timers.pop(guild_id, None)
        if timer is not None:
            timer.cancel()
        moment = self.queue(guild_id).next_change_ms(self._now_ms())
        if moment is not None:
            self._timers[guild_id] = self.registry.clock.call_at(
                moment / 1000, lambda: self._background(self._settle(guild_id))
            )

    def _background(self, work: Awaitable[None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("the queue failed", exc_info=task.exception())

    async def settled(self) -> None:
        """Wait for the work the queue's timers started (the gallery, after moving its
        clock on)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    def close(self) -> None:
        """Stop the queues' timers (shutting down)."""
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()

    # --- a pair's match ----------------------------------------------------------------

    async def _start(self, guild_id: int, pairing: Pairing) -> None:
        first, second = pairing.first, pairing.second
        server = await self.servers.get(guild_id)
        game = find_game(first.game)
        try:
            actor = await self.threads.start(
                guild_id=guild_id,
                channel_id=first.channel_id,
                players=(first.player, second.player),
                game=game,
                variant=default_variant(server, game),
                window_ms=self.servers.window_ms(server),
            )
        except PlayerBusy as busy:
            await self._busy(guild_id, pairing, busy)
            return
        except ThreadNotMade as refused:
            where = Markdown(f"<#{first.channel_id}>")
            for waiting in (first, second):
                await self._tell(waiting.user_id, f"queue-thread-{refused.why}", channel=where,
                                 permission=named("create_public_threads"))  # fmt: skip
            return
        thread = Markdown(f"<#{actor.info.channel_id}>")
        for me, other in ((first, second), (second, first)):
            await self._tell(me.user_id, "queue-paired", opponent=other.player.name,
                             rating=str(other.rating), game=game.name, thread=thread)  # fmt: skip

    async def _busy(self, guild_id: int, pairing: Pairing, busy: PlayerBusy) -> None:
        """One of a pair started a match elsewhere meanwhile: they leave the queue (told
        why), and the other waits on as they did (the wait they had kept)."""
        players: tuple[Waiting, ...] = (pairing.first, pairing.second)
        named = [w for w in players if w.player.name == busy.name]
        queue = self.queue(guild_id)
        back = [w for w in players if named and w not in named and w.user_id in self._asked]
        for waiting in back:
            if waiting.user_id not in queue:  # (not back by a /spit play meanwhile)
                queue.join(waiting)
        self._schedule(guild_id)
        for waiting in players:
            if waiting not in back:
                await self._tell(waiting.user_id, "queue-busy", name=busy.name)

    async def _tell(self, user_id: int, message: str, **args: Any) -> None:
        """Tell a player privately, through their /spit play (a follow-up while its token
        lasts); they are no longer waiting, so it is let go."""
        interaction = self._asked.pop(user_id, None)
        if interaction is None or interaction.is_expired():
            return
        text = self.servers.private(interaction)(message, **args)
        try:
            await interaction.followup.send(text, ephemeral=True)
        except discord.HTTPException as error:
            log.info("could not tell %s of the queue: %s", user_id, error)
