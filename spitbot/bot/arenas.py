"""The arenas of this process (issue 29.3): ``/spit arena``, its Join and Leave buttons,
its matches (each in a thread of the arena's channel) and its one live standings
message (:mod:`.event_posts`).

The rules are :class:`spitbot.events.Arena`'s; this keeps each arena's record in the
store as it goes (every entry, pairing and result), so a restart resumes it
(:meth:`Arenas.resume`). An arena lives on the shard of its server.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import discord

from ..engine import AnyGame, find_game
from ..events import Arena, Outcome
from ..runtime import Clock, MatchActor, MatchRegistry, Player, Timer
from ..runtime.match import in_background
from ..store import (
    EventEntryRecord,
    EventEntrySave,
    EventGameRecord,
    EventGameSave,
    EventKept,
    EventRecord,
    EventSave,
    Store,
)
from . import event_words
from .event_hosting import (
    EventEnd,
    need_manage,
    new_event_id,
    rating_of,
    read_end,
    start_match,
    stored_end,
    when_ms,
)
from .event_posts import EventPost, Look
from .ports import Words
from .replies import Refusal
from .threads import MatchThreads
from .transport import Client

log = logging.getLogger(__name__)

__all__ = ["Arenas", "LiveArena"]

RETRY_SECONDS = 1.0
"""How soon a pairing refused because a player's last match is still being saved is
tried again."""

Interaction = discord.Interaction[Any]


@dataclass(slots=True)
class LiveArena:
    """One arena of this process: its record, its rules' state and its message."""

    record: EventRecord
    arena: Arena
    game: AnyGame
    variant: Any
    post: EventPost | None = None
    timer: Timer | None = None
    by_match: dict[str, int] = field(default_factory=dict)
    finished: int = 0
    saving: asyncio.Lock = field(default_factory=asyncio.Lock)
    recording: int = 0  # results being saved: the arena ends after the last of them


class Arenas:
    """Every live arena of this process."""

    def __init__(
        self,
        store: Store,
        registry: MatchRegistry,
        threads: MatchThreads,
        words: Words,
        client: Client,
    ) -> None:
        self.store = store
        self.registry = registry
        self.threads = threads
        self.words = words
        self.client = client
        self.live: dict[str, LiveArena] = {}
        self._matches: dict[str, str] = {}  # match id -> event id
        registry.on_end.append(self._ended)

    @property
    def clock(self) -> Clock:
        return self.registry.clock

    def now(self) -> datetime:
        return when_ms(self.clock.wall_ms())

    # --- opening -------------------------------------------------------------------

    async def open(
        self,
        interaction: Interaction,
        minutes: int,
        game: AnyGame,
        variant: Any,
        role_id: int | None = None,
    ) -> LiveArena:
        """``/spit arena``: an arena in this channel for ``minutes`` minutes (Manage
        Server, or the server's events role ``role_id``)."""
        need_manage(interaction, role_id)
        assert interaction.guild is not None and interaction.channel_id is not None
        now = self.now()
        record = EventRecord(
            event_id=new_event_id(), kind="arena", guild_id=interaction.guild.id,
            channel_id=interaction.channel_id, game=game.name, variant=variant.key(),
            organiser_id=interaction.user.id, status="running", created_at=now,
            ends_at=now + timedelta(minutes=minutes),
        )  # fmt: skip
        await self.store.apply([EventSave(record)])
        live = self._adopt(LiveArena(record, Arena(), game, variant))
        tr = self.words.private(interaction)
        await interaction.response.send_message(tr("arena-opened"), ephemeral=True)
        assert live.post is not None
        await live.post.flush()
        return live

    def _adopt(self, live: LiveArena) -> LiveArena:
        record = live.record
        self.live[record.event_id] = live

        async def posted(message_id: int) -> None:
            live.record = dataclasses.replace(live.record, message_id=message_id)
            await self.store.apply([EventSave(live.record)])

        live.post = EventPost(self.client, self.clock, record.channel_id,
                              lambda: self._look(live), message_id=record.message_id,
                              posted=posted)  # fmt: skip
        live.post.stale()
        assert record.ends_at is not None
        delay = max(0.0, (record.ends_at - self.now()).total_seconds())
        live.timer = self.clock.call_at(self.clock.now() + delay, lambda: self._time_up(live))
        return live

    def _look(self, live: LiveArena) -> Look:
        tr = self.words.public(live.record.guild_id)
        return event_words.arena_look(tr, live.record, live.arena, live.game, live.variant)

    # --- the buttons ---------------------------------------------------------------

    async def on_button(self, interaction: Interaction, event_id: str, step: str) -> bool:
        """A Join or Leave press; ``False`` if the event is no arena of this process."""
        live = self.live.get(event_id)
        if live is None:
            return False
        tr = self.words.private(interaction)
        user = interaction.user
        arena = live.arena
        if arena.closed:
            raise Refusal("event-over")
        if step == "join":
            if arena.is_present(user.id):
                raise Refusal("arena-already")
            rating = await rating_of(self.store, user.id, live.record.guild_id, live.game.name)
            arena.join(user.id, user.display_name, rating)
            said = "arena-joined"
        elif step == "leave":
            if not arena.leave(user.id):
                raise Refusal("arena-not-in")
            said = "arena-left"
        else:
            raise Refusal("refusal-unknown-button")
        await self._save_entry(live, user.id)
        await interaction.response.send_message(tr(said), ephemeral=True)
        self._changed(live)
        return True

    async def _save_entry(self, live: LiveArena, *user_ids: int) -> None:
        """Their entries as they are now (read when the write's turn comes: a later
        write never carries an older score)."""
        async with live.saving:
            await self._save_entries_now(live, user_ids)

    async def _save_entries_now(self, live: LiveArena, user_ids: tuple[int, ...]) -> None:
        lines = {s.user_id: s for s in live.arena.standings()}
        order = {u: n for n, u in enumerate(live.arena.entries())}
        writes = []
        for user_id in user_ids:
            line = lines[user_id]
            rating = live.arena.rating_of(user_id)
            writes.append(EventEntrySave(EventEntryRecord(
                live.record.event_id, user_id, line.name, rating, order[user_id], line.present,
                line.score,
            )))  # fmt: skip
        await self.store.apply(writes)

    # --- pairing and results ---------------------------------------------------------

    def _changed(self, live: LiveArena) -> None:
        """Something changed: pair whoever is free, and redraw the standings."""
        if live.post is not None:
            live.post.stale()
        for a, b in live.arena.pairings():
            game = live.arena.start(a, b)
            in_background(self._start(live, game.number, a, b))

    async def _start(self, live: LiveArena, number: int, a: int, b: int) -> None:
        names = {s.user_id: s.name for s in live.arena.standings()}
        started = await start_match(
            self.threads, guild_id=live.record.guild_id, channel_id=live.record.channel_id,
            players=(Player(a, names[a]), Player(b, names[b])), game=live.game,
            variant=live.variant,
        )  # fmt: skip
        if started.actor is None:
            live.arena.cancel(number)
            if started.busy is not None and self._elsewhere(live, started.busy):
                # Playing a match of their own: paused (they press Join when free).
                live.arena.leave(started.busy)
                await self._save_entry(live, started.busy)
            elif started.busy is None:
                # Discord refused the thread: both paused, not tried again and again.
                live.arena.leave(a)
                live.arena.leave(b)
                await self._save_entry(live, a, b)
            else:
                # Their last match's end is not saved yet (a moment): try again soon.
                self.clock.call_at(self.clock.now() + RETRY_SECONDS, lambda: self._changed(live))
                return
            self._changed(live)
            return
        match_id = started.actor.info.match_id
        live.by_match[match_id] = number
        self._matches[match_id] = live.record.event_id
        await self.store.apply([EventGameSave(EventGameRecord(
            live.record.event_id, number, a, b, self.now(), match_id=match_id,
        ))])  # fmt: skip
        if live.post is not None:
            live.post.stale()
        if started.actor.finished:  # ended before it was noted (cannot, but be sure)
            self._ended(started.actor)

    def _elsewhere(self, live: LiveArena, user_id: int) -> bool:
        """Whether ``user_id`` plays a live match that is not one of the arena's."""
        actor = self.registry.of_player(user_id)
        return actor is not None and actor.info.match_id not in live.by_match

    def _ended(self, actor: MatchActor) -> None:
        event_id = self._matches.get(actor.info.match_id)
        live = None if event_id is None else self.live.get(event_id)
        if live is None:
            return
        in_background(self._record(live, actor.info.match_id, read_end(actor)))

    async def _record(self, live: LiveArena, match_id: str, end: EventEnd) -> None:
        number = live.by_match.pop(match_id, None)
        self._matches.pop(match_id, None)
        if number is None:
            return
        game = live.arena.game(number)
        live.arena.finish(number, end.outcome)
        if end.absent is not None:  # lichess pauses a player who does not play
            live.arena.leave(end.absent)
        live.finished += 1
        ended = EventGameRecord(
            live.record.event_id, number, game.a, game.b, self.now(), match_id=match_id,
            outcome=end.outcome.value, finished=live.finished, ended_at=self.now(),
        )  # fmt: skip
        live.recording += 1
        try:
            await self.store.apply([EventGameSave(ended)])
            await self._save_entry(live, game.a, game.b)
        finally:
            live.recording -= 1
        if not live.arena.over:
            self._changed(live)
        elif live.recording == 0:  # (another game's result still on its way ends it)
            await self._finish(live)

    # --- the end -------------------------------------------------------------------

    def _time_up(self, live: LiveArena) -> None:
        live.timer = None
        live.arena.close()
        if live.arena.over and live.recording == 0:
            in_background(self._finish(live))
        elif live.post is not None:
            live.post.stale()

    async def _finish(self, live: LiveArena) -> None:
        """The arena is over and every result saved: its final standings."""
        if live.record.status == "finished":
            return
        live.record = dataclasses.replace(live.record, status="finished")
        await self.store.apply([EventSave(live.record)])
        if live.post is not None:
            live.post.stale()
            await live.post.flush()
            live.post.close()
        self.live.pop(live.record.event_id, None)

    def stop(self) -> None:
        """The process is stopping: no more writes or timers (the store has it all)."""
        for live in self.live.values():
            if live.timer is not None:
                live.timer.cancel()
            if live.post is not None:
                live.post.close()

    # --- after a restart -------------------------------------------------------------

    async def resume(self, kept: EventKept) -> LiveArena:
        """Bring back an arena from the store: its entries, games and scores as they
        were; a match of it that ended while the bot was down is scored from the
        store's record of the match."""
        record = kept.event
        arena = Arena.replay(
            [(e.user_id, e.name, e.rating, e.present) for e in kept.entries],
            [
                (g.number, g.player_a, g.player_b or 0,
                 None if g.outcome is None else Outcome(g.outcome), g.finished)
                for g in kept.games
            ],
            closed=record.ends_at is not None and record.ends_at <= self.now(),
        )  # fmt: skip
        game = find_game(record.game)
        live = LiveArena(record, arena, game, game.parse_variant(record.variant))
        live.finished = max((g.finished or 0 for g in kept.games), default=0)
        self._adopt(live)
        for g in kept.games:
            if g.outcome is not None or g.match_id is None:
                continue
            live.by_match[g.match_id] = g.number
            self._matches[g.match_id] = record.event_id
            actor = self.registry.by_id(g.match_id)
            if actor is None or actor.finished:
                summary = await self.store.get_match(g.match_id)
                pair = (g.player_a, g.player_b or 0)
                if summary is not None and summary.status.value == "finished":
                    end = stored_end(summary.winner_seat, summary.end_reason, pair)
                elif actor is not None:
                    end = read_end(actor)
                else:  # abandoned, or lost: nobody is blamed
                    end = stored_end(None, None, pair)
                await self._record(live, g.match_id, end)
        if live.record.event_id in self.live:
            if live.arena.over:
                await self._finish(live)
            else:
                self._changed(live)
        return live
