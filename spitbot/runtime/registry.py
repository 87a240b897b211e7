"""All live matches and open challenges of this process: one match per channel,
one live match per player (whatever the game).

One live match per player holds across processes too (shards sharing one
database) when the registry is given :class:`~.ports.Seats`: a match start first
claims its people there, and the database refuses a person another live match
holds, with the same refusal (:class:`PlayerBusy`) as a match of this process.
A challenge is refused the same way if either person is in a live match anywhere.
If the database cannot answer, the registry goes by its own matches alone (the
start's commit claims its people when it lands).

The registry starts, restores and ends matches, keeps finished ones around for
a while so late presses get a clear answer, and holds open challenges with
their expiry timers. It pauses every match while the adapter says the process is
out of touch (:class:`~.ports.Unavailable`), and ends the matches and closes the
challenges of a place that is gone for good (a channel deleted, a server left). A
match start and a challenge are committed before the caller shows them, like every
change of a match (see :mod:`.match`), so a restart after a crash finds them as they
were shown.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import uuid
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..engine import AnyGame, default_game
from .clock import Clock, Timer
from .delivery import DeliveryDelay
from .match import MatchActor, in_background
from .ports import (
    Challenge,
    ChallengeClosed,
    ChallengeOpened,
    MatchInfo,
    MatchSnapshot,
    MatchStarted,
    NullRecorder,
    Player,
    Publisher,
    Recorder,
    Seats,
    Unavailable,
)
from .press import PressObserver
from .reasons import ChannelBusy, NoSuchChallenge, PlayerBusy
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
        observer: PressObserver | None = None,
        seats: Seats | None = None,
    ) -> None:
        self.clock = clock
        self.seats = seats
        # Channels and people a start is claiming in the database (an await away).
        self._claiming_channels: set[int] = set()
        self._claiming_people: set[int] = set()
        self.observer = observer
        self.settings = settings or RuntimeSettings()
        self.publisher = publisher
        self.recorder: Recorder = recorder or NullRecorder()
        # D3: Discord's delivery delay over this process's last presses (every match).
        self.delivery = DeliveryDelay(floor_ms=self.settings.window_floor_ms)
        self._live: dict[int, MatchActor] = {}  # by channel
        self._by_id: dict[str, MatchActor] = {}  # live and recently finished
        self._players: dict[int, MatchActor] = {}  # people in live matches
        self._cleanup: dict[str, Timer] = {}
        self._challenges: dict[str, tuple[Challenge, Timer]] = {}
        # Who took each open challenge lately (to tell a slower taker who was quicker).
        self._taken: dict[str, Player] = {}
        # What keeps the players from every match of this process (the bot cut off).
        self._unavailable: set[Unavailable] = set()
        # Called with a match id when a finished match is forgotten (adapters' caches).
        self.on_forget: list[Callable[[str], None]] = []
        # Called with each match that ended (finished, or abandoned): an event's result.
        self.on_end: list[Callable[[MatchActor], None]] = []
        # Where new matches get their deck seed; tests and simulations set their own.
        self.seed_source: Callable[[], int] = lambda: secrets.randbits(63)
        self.recorder.on_caught_up(self._caught_up)

    # --- looking up ---------------------------------------------------------------------

    def in_channel(self, channel_id: int) -> MatchActor | None:
        return self._live.get(channel_id)

    def by_id(self, match_id: str) -> MatchActor | None:
        return self._by_id.get(match_id)

    def of_player(self, user_id: int) -> MatchActor | None:
        return self._players.get(user_id)

    def live(self) -> list[MatchActor]:
        return list(self._live.values())

    def open_challenges(self) -> list[Challenge]:
        """The challenges waiting for an answer."""
        return [challenge for challenge, _ in self._challenges.values()]

    def check_free(self, channel_id: int, players: list[Player]) -> None:
        """Raise a refusal if the channel or a person is busy (in any game)."""
        if channel_id in self._live or channel_id in self._claiming_channels:
            raise ChannelBusy()
        for player in players:
            if player.bot is None and (
                player.user_id in self._players or player.user_id in self._claiming_people
            ):
                raise PlayerBusy(player.name)

    async def _check_free_everywhere(self, channel_id: int, players: list[Player]) -> None:
        """:meth:`check_free`, then whether another process's live match holds one of
        the people (when there are seats to ask)."""
        self.check_free(channel_id, players)
        people = [p for p in players if p.bot is None]
        if self.seats is None or not people:
            return
        try:
            async with asyncio.timeout(CLAIM_TIMEOUT):
                taken = await self.seats.taken([p.user_id for p in people])
        except Exception as error:
            log.warning("could not ask who is in a live match (%s); going by this process", error)
            return
        _refuse(people, taken)

    async def check_players_free(self, players: list[Player]) -> None:
        """Raise :class:`PlayerBusy` if one of ``players`` is in a live match, of this
        process or (when there are seats to ask) of another: before a match is given a
        place of its own (a thread), so none is made for a match that cannot start."""
        await self._check_free_everywhere(0, players)

    async def _claim(self, info: MatchInfo) -> None:
        """Claim the match's people in the database, or raise :class:`PlayerBusy`.
        The channel and the people are held meanwhile, so nothing of this process
        slips in during the await."""
        people = [p for p in info.players if p.bot is None]
        if self.seats is None or not people:
            return
        ids = {p.user_id for p in people}
        self._claiming_channels.add(info.channel_id)
        self._claiming_people |= ids
        try:
            async with asyncio.timeout(CLAIM_TIMEOUT):
                taken = await self.seats.claim(info)
        except Exception as error:
            log.warning(
                "could not claim the players of match %s (%s); going by this process",
                info.match_id, error,
            )  # fmt: skip
            return
        finally:
            self._claiming_channels.discard(info.channel_id)
            self._claiming_people -= ids
        _refuse(people, taken)

    def unavailable(self, cause: Unavailable, on: bool = True) -> None:
        """Whether ``cause`` keeps the players from every match of this process (the bot
        cut off from Discord): their clocks stand meanwhile, and a match started or
        restored meanwhile starts paused."""
        if on:
            self._unavailable.add(cause)
        else:
            self._unavailable.discard(cause)
        for actor in list(self._live.values()):
            actor.unavailable(cause, on)

    def gone(self, why: str, *, channel_id: int | None = None, guild_id: int | None = None) -> int:
        """Where matches are played is gone for good: a channel (``channel_id``) or a
        whole server (``guild_id``). Its live matches end abandoned and unrated, their
        people free at once, and its open challenges close ("cancelled"); ``why`` is what
        the matches' records say. How many matches ended."""

        def there(channel: int, guild: int | None) -> bool:
            return channel == channel_id or (guild_id is not None and guild == guild_id)

        ended = [a for a in self._live.values() if there(a.info.channel_id, a.info.guild_id)]
        for actor in ended:
            log.info("match %s ends: %s", actor.info.match_id, why)
            actor.abandon(why)
        for challenge_id, (challenge, timer) in list(self._challenges.items()):
            if there(challenge.channel_id, challenge.guild_id):
                del self._challenges[challenge_id]
                timer.cancel()
                in_background(self.recorder.commit(ChallengeClosed(challenge_id, "cancelled")))
        return len(ended)

    def _caught_up(self) -> None:
        """The database has caught up: boards that said results were saved late are
        drawn again without the notice (a finished match's final board too)."""
        for actor in list(self._by_id.values()):
            if actor.said_late:
                actor.republish()

    # --- starting and ending --------------------------------------------------------

    async def start(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        players: tuple[Player, Player],
        variant: Any,
        game: AnyGame | None = None,
        seed: int | None = None,
        rated: bool = True,
        match_id: str | None = None,
        window_ms: int | None = None,
        deal: Any = None,
    ) -> MatchActor:
        """Start a match (Spit unless ``game`` says otherwise) and return once its
        start is committed. ``deal`` is a dealt position to start from instead of
        a fresh shuffle (benchmarks play a deal twice, mirrored)."""
        self.check_free(channel_id, list(players))
        info, state = self._new_match(
            channel_id=channel_id, guild_id=guild_id, players=players, variant=variant,
            game=game, seed=seed, rated=rated, match_id=match_id, window_ms=window_ms, deal=deal,
        )  # fmt: skip
        await self._claim(info)
        return await self._begin(info, state)

    def _new_match(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        players: tuple[Player, Player],
        variant: Any,
        game: AnyGame | None = None,
        seed: int | None = None,
        rated: bool = True,
        match_id: str | None = None,
        window_ms: int | None = None,
        deal: Any = None,
    ) -> tuple[MatchInfo, Any]:
        game = game or default_game()
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
            game_name=game.name,
        )
        state = game.new_game(variant, random.Random(seed)) if deal is None else deal
        return info, state

    async def _begin(self, info: MatchInfo, state: Any) -> MatchActor:
        """Launch a claimed match (no await since its check) and commit its start."""
        actor = self._launch(info, state, version=0, bot_moves=(0, 0), tags=())
        actor.start(MatchStarted(actor.snapshot()))
        await actor.durable()
        return actor

    def restore(self, snapshot: MatchSnapshot) -> MatchActor:
        """Resume a match from its snapshot, timers re-armed from now."""
        self.check_free(snapshot.match.channel_id, list(snapshot.match.players))
        actor = self._launch(
            snapshot.match,
            snapshot.state,
            version=snapshot.version,
            bot_moves=snapshot.bot_moves,
            tags=snapshot.tags,
        )
        actor.start()
        return actor

    def _launch(
        self,
        info: MatchInfo,
        state: Any,
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
            observer=self.observer,
            delivery=self.delivery,
        )
        self._live[info.channel_id] = actor
        self._by_id[info.match_id] = actor
        for player in info.players:
            if player.bot is None:
                self._players[player.user_id] = actor
        for cause in self._unavailable:  # it starts paused: nobody can reach it yet
            actor.unavailable(cause)
        return actor

    def _ended(self, actor: MatchActor) -> None:
        info = actor.info
        if self._live.get(info.channel_id) is actor:
            del self._live[info.channel_id]
        for player in info.players:
            if self._players.get(player.user_id) is actor:
                del self._players[player.user_id]
        for ended in self.on_end:
            ended(actor)
        # Keep it answerable ("this match is over", rematch) for a while, then forget it.
        deadline = self.clock.now() + self.settings.cleanup_after
        self._cleanup[info.match_id] = self.clock.call_at(
            deadline, lambda: self._forget(info.match_id)
        )

    def _forget(self, match_id: str) -> None:
        self._cleanup.pop(match_id, None)
        actor = self._by_id.get(match_id)
        if actor is not None and actor.finished:
            if actor.said_late:  # its final board says results are saved late: not yet
                deadline = self.clock.now() + self.settings.cleanup_after
                self._cleanup[match_id] = self.clock.call_at(
                    deadline, lambda: self._forget(match_id)
                )
                return
            del self._by_id[match_id]
            for forget in self.on_forget:
                forget(match_id)

    async def shutdown(self, grace: float = 10.0) -> int:
        """Graceful shutdown: stop every live match; each change is committed as it
        happens, so this only waits for the last commits, and for the boards for at
        most ``grace`` seconds (a board Discord keeps refusing is drawn on the next
        start)."""
        actors = self.live()
        for actor in actors:
            actor.stop()
        for actor in actors:
            await actor.durable()
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(grace):
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

    async def challenge(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        challenger: Player,
        invitee: Player | None,
        variant: Any,
        game: AnyGame | None = None,
        window_ms: int | None = None,
        rating_range: tuple[int, int] | None = None,
    ) -> Challenge:
        """Open a challenge and return once it is committed. Without an ``invitee``, it
        is an open challenge: anyone may accept it (within ``rating_range``, if given:
        the adapter checks it)."""
        people = [challenger] if invitee is None else [challenger, invitee]
        await self._check_free_everywhere(channel_id, people)
        ttl = self.settings.challenge_ttl
        challenge = Challenge(
            challenge_id=uuid.uuid4().hex[:16],
            guild_id=guild_id,
            channel_id=channel_id,
            challenger=challenger,
            invitee=invitee,
            variant=variant,
            expires_ms=self.clock.wall_ms() + round(ttl * 1000),
            window_ms=window_ms,
            game_name=(game or default_game()).name,
            rating_range=rating_range,
        )
        self._hold(challenge)
        await self.recorder.commit(ChallengeOpened(challenge))
        return challenge

    def restore_challenge(self, challenge: Challenge) -> None:
        """An open challenge from before a restart: it expires when it would have."""
        self._hold(challenge)

    def _hold(self, challenge: Challenge) -> None:
        left = max(0.0, (challenge.expires_ms - self.clock.wall_ms()) / 1000)
        timer = self.clock.call_at(
            self.clock.now() + left, lambda: self._expire(challenge.challenge_id)
        )
        self._challenges[challenge.challenge_id] = (challenge, timer)

    def pending_challenge(self, challenge_id: str) -> Challenge | None:
        entry = self._challenges.get(challenge_id)
        return entry[0] if entry else None

    def challenge_shown(self, challenge_id: str, message_id: int) -> None:
        """The message showing the challenge is known: keep it, to mark it expired later."""
        entry = self._challenges.get(challenge_id)
        if entry is not None:
            shown = entry[0].shown_in(message_id)
            self._challenges[challenge_id] = (shown, entry[1])
            in_background(self.recorder.commit(ChallengeOpened(shown)))

    def challenge_deleted(self, message_id: int) -> bool:
        """A message was deleted (a moderator): if it showed an open challenge, nothing
        writes to it any more (the challenge expires unsaid). Whether it did."""
        for challenge_id, (challenge, timer) in list(self._challenges.items()):
            if challenge.message_id == message_id:
                self._challenges[challenge_id] = (replace(challenge, message_id=None), timer)
                return True
        return False

    async def take_challenge(self, challenge_id: str, how: str) -> Challenge:
        """Answer a challenge (``how``: accepted, declined, withdrawn): it is gone from
        then on, once that is committed."""
        entry = self._challenges.pop(challenge_id, None)
        if entry is None:
            raise NoSuchChallenge()
        entry[1].cancel()
        await self.recorder.commit(ChallengeClosed(challenge_id, how))
        return entry[0]

    def taken_by(self, challenge_id: str) -> Player | None:
        """Who took an open challenge lately, if this process knows."""
        return self._taken.get(challenge_id)

    async def accept_challenge(self, challenge_id: str, invitee: Player) -> MatchActor:
        """Accept a challenge and start its match; both are committed on return.
        ``invitee`` is who accepts (anyone's, for an open challenge).

        The channel and the players are checked and taken before anything is awaited,
        so of two challenges accepted at once in one channel only the first starts: the
        other is refused (:class:`ChannelBusy`) and stays open to be accepted later; of
        two people accepting one open challenge at once, the second finds it gone
        (:class:`NoSuchChallenge`; :meth:`taken_by` names the first). An open challenge
        is taken in the database too (the seats), so that holds across processes.
        The people are claimed in the database before the challenge is closed: one
        whom another shard's live match holds is refused (:class:`PlayerBusy`) and
        the challenge stays open."""
        entry = self._challenges.get(challenge_id)
        if entry is None:
            raise NoSuchChallenge()
        challenge, timer = entry
        players = (challenge.challenger, invitee)
        self.check_free(challenge.channel_id, list(players))
        del self._challenges[challenge_id]  # taken while it is claimed: no second accept
        timer.cancel()
        if challenge.is_open:
            self._remember_taken(challenge_id, invitee)  # from now: a slower one is told
            if not await self._take_everywhere(challenge_id, invitee):
                self._taken.pop(challenge_id, None)
                raise NoSuchChallenge()  # taken on another process: it is closed there
        info, state = self._new_match(
            channel_id=challenge.channel_id, guild_id=challenge.guild_id, players=players,
            variant=challenge.variant, game=challenge.game, window_ms=challenge.window_ms,
        )  # fmt: skip
        try:
            await self._claim(info)
        except BaseException:
            self._taken.pop(challenge_id, None)
            if challenge.is_open and self.seats is not None:
                with contextlib.suppress(Exception):
                    await self.seats.give_back_challenge(challenge_id, invitee)
            self._hold(challenge)  # still open, expiring when it would have
            raise
        closed = self.recorder.commit(ChallengeClosed(challenge_id, "accepted"))
        actor = await self._begin(info, state)
        await closed
        return actor

    def _remember_taken(self, challenge_id: str, taker: Player) -> None:
        if len(self._taken) >= TAKEN_KEPT:
            del self._taken[next(iter(self._taken))]  # the oldest
        self._taken[challenge_id] = taker

    async def _take_everywhere(self, challenge_id: str, taker: Player) -> bool:
        """Take an open challenge in the database (the seats), if there are seats:
        whether nobody on another process took it first. If the database cannot
        answer, this process goes by its own (it holds the server's challenges)."""
        if self.seats is None:
            return True
        try:
            async with asyncio.timeout(CLAIM_TIMEOUT):
                return await self.seats.take_challenge(challenge_id, taker)
        except Exception as error:
            log.warning("could not take challenge %s in the database (%s); going by this "
                        "process", challenge_id, error)  # fmt: skip
            return True

    def _expire(self, challenge_id: str) -> None:
        entry = self._challenges.pop(challenge_id, None)
        if entry is None:
            return
        committed = self.recorder.commit(ChallengeClosed(challenge_id, "expired"))
        in_background(self._say_expired(entry[0], committed))

    async def _say_expired(self, challenge: Challenge, committed: Any) -> None:
        await committed
        if self.publisher is not None:
            await self.publisher.challenge_expired(challenge)


TAKEN_KEPT = 1000
"""How many taken open challenges the registry remembers, to name their takers."""

CLAIM_TIMEOUT = 1.0
"""Seconds a start waits for the database to claim its people before it goes by this
process alone (the journal's ``late_after``)."""


def _refuse(people: list[Player], taken: frozenset[int]) -> None:
    for player in people:
        if player.user_id in taken:
            raise PlayerBusy(player.name)
