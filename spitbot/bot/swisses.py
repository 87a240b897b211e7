"""The Swiss tournaments of this process (issue 29.4): ``/spit swiss``, sign-up with
buttons, each round's matches in threads of its channel, a round's pairings posted when
it begins, and one live message with the sign-up, then the standings after each round.

The rules are :class:`spitbot.events.Swiss`'s (FIDE Dutch pairings); this keeps the
tournament's record in the store as it goes, so a restart resumes it
(:meth:`Swisses.resume`). The next round is paired when the last game of a round ends.
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
from ..events import Outcome, Swiss, SwissPairing
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

__all__ = ["LiveSwiss", "Swisses"]

Interaction = discord.Interaction[Any]
BOARDS = 1000
"""A Swiss game's number in the store: round × 1000 + board."""


@dataclass(slots=True)
class LiveSwiss:
    """One Swiss of this process: its record, its rules' state and its message."""

    record: EventRecord
    swiss: Swiss
    game: AnyGame
    variant: Any
    post: EventPost | None = None
    timer: Timer | None = None
    by_match: dict[str, tuple[int, int]] = field(default_factory=dict)  # (round, board)
    pairing: bool = False
    saving: asyncio.Lock = field(default_factory=asyncio.Lock)
    recording: int = 0  # results being saved: the round ends after the last of them


class Swisses:
    """Every live Swiss of this process."""

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
        self.live: dict[str, LiveSwiss] = {}
        self._matches: dict[str, str] = {}
        registry.on_end.append(self._ended)

    @property
    def clock(self) -> Clock:
        return self.registry.clock

    def now(self) -> datetime:
        return when_ms(self.clock.wall_ms())

    # --- opening and starting ----------------------------------------------------------

    async def open(
        self,
        interaction: Interaction,
        rounds: int,
        start_in: int | None,
        game: AnyGame,
        variant: Any,
        role_id: int | None = None,
    ) -> LiveSwiss:
        """``/spit swiss``: sign-up in this channel; it starts after ``start_in``
        minutes, or when its organiser presses Start."""
        need_manage(interaction, role_id)
        assert interaction.guild is not None and interaction.channel_id is not None
        now = self.now()
        record = EventRecord(
            event_id=new_event_id(), kind="swiss", guild_id=interaction.guild.id,
            channel_id=interaction.channel_id, game=game.name, variant=variant.key(),
            organiser_id=interaction.user.id, status="open", created_at=now, rounds=rounds,
            starts_at=None if start_in is None else now + timedelta(minutes=start_in),
        )  # fmt: skip
        await self.store.apply([EventSave(record)])
        live = self._adopt(LiveSwiss(record, Swiss(rounds), game, variant))
        await interaction.response.send_message(
            self.words.private(interaction)("swiss-opened"), ephemeral=True
        )
        assert live.post is not None
        await live.post.flush()
        return live

    def _adopt(self, live: LiveSwiss) -> LiveSwiss:
        self.live[live.record.event_id] = live

        async def posted(message_id: int) -> None:
            live.record = dataclasses.replace(live.record, message_id=message_id)
            await self.store.apply([EventSave(live.record)])

        live.post = EventPost(self.client, self.clock, live.record.channel_id,
                              lambda: self._look(live), message_id=live.record.message_id,
                              posted=posted)  # fmt: skip
        live.post.stale()
        starts_at = live.record.starts_at
        if live.record.status == "open" and starts_at is not None:
            delay = max(0.0, (starts_at - self.now()).total_seconds())
            live.timer = self.clock.call_at(
                self.clock.now() + delay, lambda: in_background(self._begin(live))
            )
        return live

    def _look(self, live: LiveSwiss) -> Look:
        tr = self.words.public(live.record.guild_id)
        return event_words.swiss_look(tr, live.record, live.swiss, live.game, live.variant)

    async def _begin(self, live: LiveSwiss) -> None:
        """Start time: two players or more begin round 1; fewer cancel it."""
        live.timer = None
        if live.record.status != "open":
            return
        if len(live.swiss.players()) < 2:
            await self._set_status(live, "cancelled")
            await self._close(live)
            return
        await self._set_status(live, "running")
        await self._next_round(live)

    async def _set_status(self, live: LiveSwiss, status: str) -> None:
        live.record = dataclasses.replace(live.record, status=status)
        await self.store.apply([EventSave(live.record)])
        if live.post is not None:
            live.post.stale()

    # --- the buttons ---------------------------------------------------------------

    async def on_button(self, interaction: Interaction, event_id: str, step: str) -> bool:
        """A Join, Leave or Start press; ``False`` if the event is no Swiss of this
        process."""
        live = self.live.get(event_id)
        if live is None:
            return False
        tr = self.words.private(interaction)
        user = interaction.user
        swiss = live.swiss
        if live.record.status not in ("open", "running"):
            raise Refusal("event-over")
        if step == "begin":
            if user.id != live.record.organiser_id and not interaction.permissions.manage_guild:
                raise Refusal("swiss-begin-not-yours")
            if live.record.status != "open":
                raise Refusal("swiss-begun")
            if len(swiss.players()) < 2:
                raise Refusal("swiss-too-few")
            await interaction.response.send_message(tr("swiss-beginning"), ephemeral=True)
            if live.timer is not None:
                live.timer.cancel()
            await self._begin(live)
            return True
        if step == "join":
            if swiss.is_in(user.id):
                raise Refusal("swiss-already")
            if not swiss.can_join():
                raise Refusal("swiss-too-late")
            rating = await rating_of(self.store, user.id, live.record.guild_id, live.game.name)
            swiss.join(user.id, user.display_name, rating)
            said = "swiss-joined"
        elif step == "leave":
            if not swiss.withdraw(user.id):
                raise Refusal("swiss-not-in")
            said = "swiss-left"
        else:
            raise Refusal("refusal-unknown-button")
        await self._save_entries(live, user.id)
        await interaction.response.send_message(tr(said), ephemeral=True)
        if live.post is not None:
            live.post.stale()
        return True

    async def _save_entries(self, live: LiveSwiss, *user_ids: int) -> None:
        """Their entries as they are now (read when the write's turn comes: a later
        write never carries an older score)."""
        async with live.saving:
            await self._save_entries_now(live, user_ids)

    async def _save_entries_now(self, live: LiveSwiss, user_ids: tuple[int, ...]) -> None:
        swiss = live.swiss
        lines = {s.user_id: s for s in swiss.standings()}
        writes = []
        for user_id in user_ids:
            line = lines[user_id]
            writes.append(EventEntrySave(EventEntryRecord(
                live.record.event_id, user_id, line.name, swiss.rating_of(user_id),
                swiss.entries().index(user_id), not line.withdrawn, round(2 * line.score),
            )))  # fmt: skip
        await self.store.apply(writes)

    # --- rounds ----------------------------------------------------------------------

    async def _next_round(self, live: LiveSwiss) -> None:
        swiss = live.swiss
        if live.pairing:
            return
        if len(swiss.players()) < 2 or swiss.round >= swiss.rounds:
            await self._finish(live)
            return
        live.pairing = True
        try:
            pairings = swiss.pair_next()
            now = self.now()
            await self.store.apply([EventGameSave(self._game_record(live, p, now))
                                    for p in pairings])  # fmt: skip
            tr = self.words.public(live.record.guild_id)
            text = event_words.swiss_pairings_text(tr, swiss, pairings, swiss.rounds)
            try:
                await self.client.get_partial_messageable(live.record.channel_id).send(text)
            except discord.HTTPException as error:
                log.warning("round pairings not posted in %s: %s", live.record.channel_id, error)
            for p in pairings:
                if p.b is not None:
                    await self._start(live, p)
        finally:
            live.pairing = False
        if live.post is not None:
            live.post.stale()
        if swiss.round_over() and live.recording == 0:  # no game could start, or all byes
            await self._round_ended(live)  # (a result still being saved ends it instead)

    def _game_record(
        self, live: LiveSwiss, p: SwissPairing, started: datetime, match_id: str | None = None
    ) -> EventGameRecord:
        return EventGameRecord(
            live.record.event_id, p.round * BOARDS + p.board, p.a, p.b, started, round=p.round,
            board=p.board, match_id=match_id,
            outcome=None if p.outcome is None else p.outcome.value, forfeit=p.forfeit,
            ended_at=None if p.outcome is None else self.now(),
        )  # fmt: skip

    async def _start(self, live: LiveSwiss, p: SwissPairing) -> None:
        assert p.b is not None
        names = {s.user_id: s.name for s in live.swiss.standings()}
        started = await start_match(
            self.threads, guild_id=live.record.guild_id, channel_id=live.record.channel_id,
            players=(Player(p.a, names[p.a]), Player(p.b, names[p.b])), game=live.game,
            variant=live.variant,
        )  # fmt: skip
        if started.actor is None:
            # Playing another match: that player misses the game (and is withdrawn);
            # a thread Discord refused: nobody is blamed, a draw.
            if started.busy is not None:
                done = live.swiss.forfeit(p.round, p.board, started.busy)
            else:
                done = live.swiss.finish(p.round, p.board, Outcome.DRAW)
            await self._save_result(live, done, None)
            return
        match_id = started.actor.info.match_id
        live.by_match[match_id] = (p.round, p.board)
        self._matches[match_id] = live.record.event_id
        await self.store.apply([EventGameSave(self._game_record(live, p, self.now(), match_id))])

    def _ended(self, actor: MatchActor) -> None:
        event_id = self._matches.get(actor.info.match_id)
        live = None if event_id is None else self.live.get(event_id)
        if live is not None:
            in_background(self._record(live, actor.info.match_id, read_end(actor)))

    async def _record(self, live: LiveSwiss, match_id: str, end: EventEnd) -> None:
        board = live.by_match.pop(match_id, None)
        self._matches.pop(match_id, None)
        if board is None:
            return
        if end.absent is not None:
            done = live.swiss.forfeit(*board, end.absent)
        else:
            done = live.swiss.finish(*board, end.outcome)
        live.recording += 1
        try:
            await self._save_result(live, done, match_id)
        finally:
            live.recording -= 1
        # (another game's result still on its way ends the round once it is saved)
        if live.swiss.round_over() and not live.pairing and live.recording == 0:
            await self._round_ended(live)

    async def _save_result(self, live: LiveSwiss, done: SwissPairing, match_id: str | None) -> None:
        record = self._game_record(live, done, self.now(), match_id)
        users = [u for u in (done.a, done.b) if u is not None]
        await self.store.apply([EventGameSave(record)])
        await self._save_entries(live, *users)
        if live.post is not None:
            live.post.stale()

    async def _round_ended(self, live: LiveSwiss) -> None:
        swiss = live.swiss
        tr = self.words.public(live.record.guild_id)
        if swiss.finished or len(swiss.players()) < 2:
            await self._finish(live)
            return
        text = event_words.swiss_standings_text(tr, swiss, [])
        try:
            await self.client.get_partial_messageable(live.record.channel_id).send(text)
        except discord.HTTPException as error:
            log.warning("standings not posted in %s: %s", live.record.channel_id, error)
        await self._next_round(live)

    async def _finish(self, live: LiveSwiss) -> None:
        await self._set_status(live, "finished")
        await self._close(live)

    async def _close(self, live: LiveSwiss) -> None:
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

    async def resume(self, kept: EventKept) -> LiveSwiss:
        """Bring back a Swiss from the store with every result kept; a match of it that
        ended while the bot was down is scored from the store's record of the match."""
        record = kept.event
        assert record.rounds is not None
        pairings = [
            SwissPairing(g.round or 0, g.board or 0, g.player_a, g.player_b,
                         None if g.outcome is None else Outcome(g.outcome), g.forfeit)
            for g in kept.games
        ]  # fmt: skip
        swiss = Swiss.replay(
            record.rounds, [(e.user_id, e.name, e.rating, not e.present) for e in kept.entries],
            pairings,
        )  # fmt: skip
        game = find_game(record.game)
        live = self._adopt(LiveSwiss(record, swiss, game, game.parse_variant(record.variant)))
        live.pairing = True  # the next round waits until every kept result is in
        for g in kept.games:
            if g.outcome is not None or g.player_b is None:
                continue
            assert g.round is not None and g.board is not None
            if g.match_id is None:  # its match never started: nobody is blamed
                done = swiss.finish(g.round, g.board, Outcome.DRAW)
                await self._save_result(live, done, None)
                continue
            live.by_match[g.match_id] = (g.round, g.board)
            self._matches[g.match_id] = record.event_id
            actor = self.registry.by_id(g.match_id)
            if actor is None or actor.finished:
                summary = await self.store.get_match(g.match_id)
                pair = (g.player_a, g.player_b)
                if summary is not None and summary.status.value == "finished":
                    end = stored_end(summary.winner_seat, summary.end_reason, pair)
                elif actor is not None:
                    end = read_end(actor)
                else:
                    end = stored_end(None, None, pair)
                await self._record(live, g.match_id, end)
        live.pairing = False
        if record.status == "running" and swiss.round_over() and record.event_id in self.live:
            await self._round_ended(live)
        return live
