"""All live matches of this process: exactly one per channel.

The registry starts, restores and ends matches, keeps finished ones around
for a while so late presses get a clear answer, holds open challenges with
their expiry timers, and persists everything on graceful shutdown.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import uuid
from collections.abc import Callable

from ..engine import State, Variant, new_game
from .clock import Clock, Timer
from .errors import ChannelBusy, NoSuchChallenge, PlayerBusy
from .match import MatchActor
from .ports import Challenge, MatchInfo, MatchSnapshot, NullRecorder, Player, Publisher, Recorder
from .settings import RuntimeSettings

log = logging.getLogger(__name__)


class MatchRegistry:
    def __init__(
        self,
        clock: Clock,
        settings: RuntimeSettings | None = None,
        *,
        publisher: Publisher | None = None,
        recorder: Recorder | None = None,
    ) -> None:
        self.clock = clock
        self.settings = settings or RuntimeSettings()
        self.publisher = publisher
        self.recorder: Recorder = recorder or NullRecorder()
        self._live: dict[int, MatchActor] = {}  # by channel
        self._by_id: dict[str, MatchActor] = {}  # live and recently finished
        self._players: dict[int, MatchActor] = {}  # people in live matches
        self._cleanup: dict[str, Timer] = {}
        self._challenges: dict[str, tuple[Challenge, Timer]] = {}
        # Called with a match id when a finished match is forgotten (adapters' caches).
        self.on_forget: list[Callable[[str], None]] = []
        # Where new matches get their deck seed; tests and simulations set their own.
        self.seed_source: Callable[[], int] = lambda: secrets.randbits(63)

    # --- looking up ---------------------------------------------------------------------

    def in_channel(self, channel_id: int) -> MatchActor | None:
        return self._live.get(channel_id)

    def by_id(self, match_id: str) -> MatchActor | None:
        return self._by_id.get(match_id)

    def of_player(self, user_id: int) -> MatchActor | None:
        return self._players.get(user_id)

    def live(self) -> list[MatchActor]:
        return list(self._live.values())

    def check_free(self, channel_id: int, players: list[Player]) -> None:
        """Raise a friendly refusal if the channel or a person is busy."""
        if channel_id in self._live:
            raise ChannelBusy("This channel already has a live match; try another channel.")
        for player in players:
            if player.bot is None and player.user_id in self._players:
                raise PlayerBusy(f"{player.name} is already playing a match.")

    # --- starting and ending --------------------------------------------------------

    def start(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        players: tuple[Player, Player],
        variant: Variant,
        seed: int | None = None,
        rated: bool = True,
        match_id: str | None = None,
        window_ms: int | None = None,
    ) -> MatchActor:
        self.check_free(channel_id, list(players))
        seed = self.seed_source() if seed is None else seed
        info = MatchInfo(
            match_id=match_id or uuid.uuid4().hex,
            guild_id=guild_id,
            channel_id=channel_id,
            players=players,
            variant=variant,
            seed=seed,
            started_ms=self.clock.wall_ms(),
            rated=rated,
            window_ms=window_ms,
        )
        state = new_game(variant, random.Random(seed))
        self.recorder.match_started(info)
        return self._launch(info, state, version=0, bot_moves=(0, 0), tags=())

    def restore(self, snapshot: MatchSnapshot) -> MatchActor:
        """Resume a match from its snapshot, timers re-armed from now."""
        state = snapshot.state
        self.check_free(snapshot.match.channel_id, list(snapshot.match.players))
        return self._launch(
            snapshot.match,
            state,
            version=snapshot.version,
            bot_moves=snapshot.bot_moves,
            tags=snapshot.tags,
        )

    def _launch(
        self,
        info: MatchInfo,
        state: State,
        *,
        version: int,
        bot_moves: tuple[int, int],
        tags: tuple[tuple[str, int], ...],
    ) -> MatchActor:
        actor = MatchActor(
            info,
            state,
            clock=self.clock,
            settings=self.settings,
            publisher=self.publisher,
            recorder=self.recorder,
            on_end=self._ended,
            version=version,
            bot_moves=bot_moves,
            tags=tags,
        )
        self._live[info.channel_id] = actor
        self._by_id[info.match_id] = actor
        for player in info.players:
            if player.bot is None:
                self._players[player.user_id] = actor
        actor.start()
        return actor

    def _ended(self, actor: MatchActor) -> None:
        info = actor.info
        if self._live.get(info.channel_id) is actor:
            del self._live[info.channel_id]
        for player in info.players:
            if self._players.get(player.user_id) is actor:
                del self._players[player.user_id]
        # Keep it answerable ("this match is over", rematch) for a while, then forget it.
        deadline = self.clock.now() + self.settings.cleanup_after
        self._cleanup[info.match_id] = self.clock.call_at(
            deadline, lambda: self._forget(info.match_id)
        )

    def _forget(self, match_id: str) -> None:
        self._cleanup.pop(match_id, None)
        actor = self._by_id.get(match_id)
        if actor is not None and actor.finished:
            del self._by_id[match_id]
            for forget in self.on_forget:
                forget(match_id)

    async def shutdown(self) -> int:
        """Graceful shutdown: stop every live match and persist its snapshot."""
        actors = self.live()
        for actor in actors:
            actor.stop()
            self.recorder.snapshot(actor.snapshot())
        for actor in actors:
            await actor.flush_publishing()
        for _, timer in self._challenges.values():
            timer.cancel()
        for timer in self._cleanup.values():
            timer.cancel()
        self._challenges.clear()
        self._cleanup.clear()
        self._live.clear()
        self._players.clear()
        return len(actors)

    # --- challenges ---------------------------------------------------------------------

    def challenge(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        challenger: Player,
        invitee: Player,
        variant: Variant,
    ) -> Challenge:
        self.check_free(channel_id, [challenger, invitee])
        ttl = self.settings.challenge_ttl
        challenge = Challenge(
            challenge_id=uuid.uuid4().hex[:16],
            guild_id=guild_id,
            channel_id=channel_id,
            challenger=challenger,
            invitee=invitee,
            variant=variant,
            expires_ms=self.clock.wall_ms() + round(ttl * 1000),
        )
        timer = self.clock.call_at(
            self.clock.now() + ttl, lambda: self._expire(challenge.challenge_id)
        )
        self._challenges[challenge.challenge_id] = (challenge, timer)
        return challenge

    def pending_challenge(self, challenge_id: str) -> Challenge | None:
        entry = self._challenges.get(challenge_id)
        return entry[0] if entry else None

    def take_challenge(self, challenge_id: str) -> Challenge:
        """Answer a challenge (accept or decline): it is gone from then on."""
        entry = self._challenges.pop(challenge_id, None)
        if entry is None:
            raise NoSuchChallenge("This challenge has expired or was already answered.")
        entry[1].cancel()
        return entry[0]

    def _expire(self, challenge_id: str) -> None:
        entry = self._challenges.pop(challenge_id, None)
        if entry is None or self.publisher is None:
            return
        task = asyncio.get_running_loop().create_task(self.publisher.challenge_expired(entry[0]))
        _tasks.add(task)
        task.add_done_callback(_tasks.discard)


_tasks: set[asyncio.Task[None]] = set()
