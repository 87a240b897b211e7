"""The runtime's recorder port, on the store's journal: one write path.

The runtime commits *facts* (a match started, a position, a scored round, a
result, a challenge opened...); this turns each into the store's plain write
records and hands them to the :class:`~spitbot.store.Journal`, which commits
whatever is waiting in one transaction (group commit) and says when it is
durable, or that the database is down and it is kept for later. It also reads
back, at start-up, what a restart must bring back.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from .engine import find_game
from .runtime import (
    Challenge,
    ChallengeClosed,
    ChallengeOpened,
    Fact,
    MatchAbandoned,
    MatchFinished,
    MatchInfo,
    MatchSnapshot,
    MatchStarted,
    Player,
    PlayerFlagged,
    PositionSaved,
    RoundScored,
)
from .store import (
    ChallengeClose,
    ChallengeRecord,
    ChallengeSave,
    ChallengeStatus,
    FlagRaise,
    Journal,
    MatchAbandon,
    MatchResult,
    MatchStart,
    PlayerRef,
    RoundResult,
    Snapshot,
    SnapshotSave,
    Store,
    Write,
)

log = logging.getLogger(__name__)


def _when(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, UTC)


def _ms(when: datetime) -> int:
    return round(when.timestamp() * 1000)


def _ref(player: Player) -> PlayerRef:
    return PlayerRef(player.user_id, player.name, player.bot is not None)


def _start(match: MatchInfo) -> MatchStart:
    return MatchStart(
        match_id=match.match_id,
        guild_id=match.guild_id,
        channel_id=match.channel_id,
        seat0=_ref(match.players[0]),
        seat1=_ref(match.players[1]),
        game=match.game_name,
        variant=match.variant.key(),
        seed=match.seed,
        rated=match.rated,
        started_at=_when(match.started_ms),
    )


def _save(snapshot: MatchSnapshot) -> SnapshotSave:
    m = snapshot.match
    return SnapshotSave(m.match_id, m.guild_id, m.channel_id, snapshot.notation,
                        snapshot.runtime_json())  # fmt: skip


def _challenge(challenge: Challenge, now: datetime) -> ChallengeRecord:
    return ChallengeRecord(
        challenge_id=challenge.challenge_id,
        guild_id=challenge.guild_id,
        channel_id=challenge.channel_id,
        game=challenge.game_name,
        variant=challenge.variant.key(),
        challenger_id=challenge.challenger.user_id,
        challenger_name=challenge.challenger.name,
        invitee_id=None if challenge.invitee is None else challenge.invitee.user_id,
        invitee_name=None if challenge.invitee is None else challenge.invitee.name,
        rating_low=None if challenge.rating_range is None else challenge.rating_range[0],
        rating_high=None if challenge.rating_range is None else challenge.rating_range[1],
        window_ms=challenge.window_ms,
        expires_at=_when(challenge.expires_ms),
        created_at=now,
        message_id=challenge.message_id,
        status=ChallengeStatus.OPEN,
    )


def writes(fact: Fact, now: Callable[[], datetime]) -> list[Write]:
    """The store writes that make ``fact`` durable."""
    if isinstance(fact, MatchStarted):
        return [_start(fact.snapshot.match), _save(fact.snapshot)]
    if isinstance(fact, PositionSaved):
        return [_save(fact.snapshot)]
    if isinstance(fact, RoundScored):
        target = fact.match.variant.series_target
        assert target is not None
        return [RoundResult(fact.match.match_id, fact.round, fact.points, fact.cards_left,
                            fact.totals, target)]  # fmt: skip
    if isinstance(fact, MatchFinished):
        outcome = fact.state.outcome
        assert outcome is not None
        return [
            MatchResult(
                match_id=fact.match.match_id,
                winner_seat=outcome.winner,
                reason=outcome.reason.value,
                ended_at=_when(fact.ended_ms),
                rounds=fact.state.round,
                series_finished=fact.match.variant.series_target is not None,
            )
        ]
    if isinstance(fact, MatchAbandoned):
        return [MatchAbandon(fact.match.match_id, fact.reason, _when(fact.ended_ms))]
    if isinstance(fact, PlayerFlagged):
        flagged, match = fact.flagged, fact.match
        return [
            FlagRaise(match.match_id, match.players[fact.seat].user_id, fact.seat,
                      match.guild_id, flagged.rule, flagged.reactions, flagged.mean_ms,
                      flagged.spread_ms, _when(fact.flagged_ms))
        ]  # fmt: skip
    if isinstance(fact, ChallengeOpened):
        return [ChallengeSave(_challenge(fact.challenge, now()))]
    assert isinstance(fact, ChallengeClosed)
    return [ChallengeClose(fact.challenge_id, ChallengeStatus(fact.how), now())]


class StoreSeats:
    """The runtime's :class:`~spitbot.runtime.Seats` on the store's ``live_players``:
    whether a person is in a live match is the database's to say, for every shard."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def taken(self, user_ids: Sequence[int]) -> frozenset[int]:
        return await self.store.in_live_matches(user_ids)

    async def claim(self, match: MatchInfo) -> frozenset[int]:
        return await self.store.claim_match(_start(match))

    async def take_challenge(self, challenge_id: str, taker: Player) -> bool:
        return await self.store.take_challenge(challenge_id, taker.user_id, taker.name)

    async def give_back_challenge(self, challenge_id: str, taker: Player) -> None:
        await self.store.give_back_challenge(challenge_id, taker.user_id)


class StoreRecorder:
    """The runtime's :class:`~spitbot.runtime.Recorder` on a :class:`Journal`."""

    def __init__(self, journal: Journal, now: Callable[[], datetime] = lambda: datetime.now(UTC)):
        self.journal = journal
        self._now = now

    def commit(self, *facts: Fact) -> Awaitable[bool]:
        return self.journal.write(*(w for fact in facts for w in writes(fact, self._now)))

    @property
    def saving_late(self) -> bool:
        return self.journal.saving_late

    def on_caught_up(self, listener: Callable[[], None]) -> None:
        self.journal.on_caught_up(listener)


@dataclass
class RestorePoint:
    """What a restart brings back, for the guilds this process serves."""

    snapshots: list[Snapshot] = field(default_factory=list)
    challenges: list[Challenge] = field(default_factory=list)
    orphans: list[str] = field(default_factory=list)  # live matches nothing can resume


def challenge_of(record: ChallengeRecord) -> Challenge:
    """A stored open challenge as the runtime holds it; raises on an unknown game
    or an unreadable variant."""
    game = find_game(record.game)
    return Challenge(
        challenge_id=record.challenge_id,
        guild_id=record.guild_id,
        channel_id=record.channel_id,
        challenger=Player(record.challenger_id, record.challenger_name),
        invitee=(
            None
            if record.invitee_id is None
            else Player(record.invitee_id, record.invitee_name or "")
        ),
        rating_range=(
            None
            if record.rating_low is None or record.rating_high is None
            else (record.rating_low, record.rating_high)
        ),
        variant=game.parse_variant(record.variant),
        expires_ms=_ms(record.expires_at),
        window_ms=record.window_ms,
        game_name=game.name,
        message_id=record.message_id,
    )


async def restore_point(store: Store, owns: Callable[[int | None], bool]) -> RestorePoint:
    point = RestorePoint()
    point.snapshots = [s for s in await store.live_snapshots() if owns(s.guild_id)]
    for record in await store.open_challenges():
        if not owns(record.guild_id):
            continue
        try:
            point.challenges.append(challenge_of(record))
        except (KeyError, ValueError) as error:
            log.warning("dropping challenge %s: %s", record.challenge_id, error)
            await store.apply([ChallengeClose(record.challenge_id, ChallengeStatus.EXPIRED,
                                              datetime.now(UTC))])  # fmt: skip
    orphans = await store.live_matches_without_snapshot()
    point.orphans = [m.match_id for m in orphans if owns(m.guild_id)]
    return point
