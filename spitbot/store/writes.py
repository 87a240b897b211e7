"""The writes: plain frozen records, each one change to the store.

:meth:`spitbot.store.Store.apply` applies a sequence of them in order, in one
transaction, and returns one result per write (listed below); the
:class:`~spitbot.store.journal.Journal` queues them for the runtime and
commits them in groups.  Every write is idempotent (an upsert, or a change
that a second application leaves as it is), so a write retried after a lost
acknowledgement is harmless.

==================  ================================================  =========================
write               effect                                            result
==================  ================================================  =========================
PlayerUpsert        insert the player, or refresh name and bot flag   :class:`PlayerRef`
MatchStart          upsert both players, then the live match row      ``None``
MatchClaim          claim a match's people, then start it (if free)   ``frozenset[int]`` (busy)
SnapshotSave        upsert the live match's snapshot, un-park it      ``None``
RoundResult         a points-series round and the new totals          ``None``
MatchResult         result + rating changes; drops the snapshot       ``tuple[RatingChange, ...]``
MatchAbandon        status abandoned, no rating; parks the snapshot   ``bool`` (it was live)
SnapshotPark        keep a snapshot but never resume it               ``bool`` (one existed)
SnapshotDelete      remove a snapshot                                 ``bool`` (one existed)
GuildSettingsWrite  change some of a server's settings                :class:`GuildSettings`
ChallengeSave       open or update a challenge                        ``None``
ChallengeClose      close an open challenge with a final status       ``bool`` (it was open)
PlayerForget        erase a person; their seats become anonymous      :class:`Forgotten`
EventSave           open or update an event (arena, Swiss)            ``None``
EventEntrySave      a player's entry in an event, with their score    ``None``
EventGameSave       an event's pairing, and later its result          ``None``
==================  ================================================  =========================
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from spitbot.store.records import (
    ChallengeRecord,
    ChallengeStatus,
    EventEntryRecord,
    EventGameRecord,
    EventRecord,
    PlayerRef,
)

__all__ = [
    "AUTO_LANGUAGE",
    "NO_ROLE",
    "ChallengeClose",
    "ChallengeSave",
    "EventEntrySave",
    "EventGameSave",
    "EventSave",
    "GuildSettingsWrite",
    "MatchAbandon",
    "MatchResult",
    "MatchStart",
    "PlayerForget",
    "PlayerUpsert",
    "RoundResult",
    "SnapshotDelete",
    "SnapshotPark",
    "SnapshotSave",
    "Write",
    "describe",
]

Pair = tuple[int, int]

NO_ROLE = 0
"""``event_role_id`` of :class:`GuildSettingsWrite` that clears the events' role."""

AUTO_LANGUAGE = "auto"
"""``language`` value of :class:`GuildSettingsWrite` that clears the server's
language (back to following its Discord locale)."""


@dataclass(frozen=True, slots=True)
class PlayerUpsert:
    """Record a user, or refresh their name and bot flag."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class MatchStart:
    """What the runtime knows when a match begins.

    Applying it upserts both players, then inserts the live match row; a
    repeated start of the same ``match_id`` changes nothing more.
    """

    match_id: str
    guild_id: int | None
    channel_id: int
    seat0: PlayerRef
    seat1: PlayerRef
    game: str
    variant: str
    seed: int
    rated: bool
    started_at: datetime


@dataclass(frozen=True, slots=True)
class MatchClaim:
    """A match about to start claims its people (``live_players``), all or none.

    When none of them is in another live match, it is claimed and started (as
    :class:`MatchStart`); otherwise nothing changes but the players' rows, and the
    result names the people another live match holds. Claiming again for the same
    match is a no-op. The runtime calls it directly, before the start is shown,
    never through the journal: a refusal must reach the person who asked.
    """

    start: MatchStart


@dataclass(frozen=True, slots=True)
class SnapshotSave:
    """Insert or replace a live match's snapshot (bumps its version, un-parks it).

    A snapshot of a match recorded as finished or abandoned is not saved: an
    ended match is never resumed, whatever arrives late.
    """

    match_id: str
    guild_id: int | None
    channel_id: int
    notation: str
    runtime_json: str


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A finished round of a points series and the new totals, atomically.

    Re-recording the same ``round_no`` overwrites it; the match's round
    count never goes backwards.
    """

    match_id: str
    round_no: int
    points: Pair
    cards_left: Pair
    totals: Pair
    target: int


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended.  ``winner_seat`` ``None`` means a draw.

    Applying it stores the result and, for a rated match, the rating changes
    of its game (guild and global ladders) together, and deletes the
    snapshot (a finished match is never resumed).  Finishing an already
    finished match changes nothing and returns the changes made the first
    time.  Unknown match: :class:`~spitbot.store.errors.UnknownMatchError`;
    abandoned match: :class:`~spitbot.store.errors.MatchStateError`.
    """

    match_id: str
    winner_seat: int | None
    reason: str
    ended_at: datetime
    rounds: int = 1
    series_finished: bool = False


@dataclass(frozen=True, slots=True)
class MatchAbandon:
    """Mark a live match abandoned: no result, no rating.

    Its snapshot is kept for inspection but parked with ``reason`` (never
    resumed).  The result is whether the match was live; an unknown match
    raises :class:`~spitbot.store.errors.UnknownMatchError`.
    """

    match_id: str
    reason: str
    ended_at: datetime


@dataclass(frozen=True, slots=True)
class SnapshotPark:
    """Keep a snapshot but stop resuming it (e.g. it failed to load).

    A long reason (an exception's text) is cut to fit its column.
    """

    match_id: str
    reason: str


@dataclass(frozen=True, slots=True)
class SnapshotDelete:
    """Remove a snapshot."""

    match_id: str


@dataclass(frozen=True, slots=True)
class GuildSettingsWrite:
    """Change some of a server's settings; ``None`` keeps the current value.

    ``variant`` is ``(game, variant key)``: that game's default variant.
    ``language`` :data:`AUTO_LANGUAGE` (``"auto"``) clears the language.
    ``allowed_channel_ids`` replaces the list; empty allows every channel.
    ``event_role_id`` :data:`NO_ROLE` (0) clears the events' role.
    """

    guild_id: int
    variant: tuple[str, str] | None = None
    settle_window_ms: int | None = None
    language: str | None = None
    allowed_channel_ids: frozenset[int] | None = None
    event_role_id: int | None = None


@dataclass(frozen=True, slots=True)
class ChallengeSave:
    """Open a challenge, or update an open one (e.g. with its message id).

    Saving the same challenge again is fine; the first ``created_at`` is
    kept.  A closed challenge stays closed: saving it again changes nothing.
    """

    challenge: ChallengeRecord


@dataclass(frozen=True, slots=True)
class ChallengeClose:
    """Close an open challenge with a final status at ``at``.

    The result is whether it was open; closing an unknown or already closed
    challenge changes nothing.
    """

    challenge_id: str
    status: ChallengeStatus
    at: datetime


@dataclass(frozen=True, slots=True)
class FlagRaise:
    """A person's reactions in a rated match broke the auto-clicker rule: the match is
    held out of ratings until a moderator decides (:class:`FlagDecision`). ``reactions``
    (ms) are the evidence. A second flag of the same person and match changes nothing."""

    match_id: str
    user_id: int
    seat: int
    guild_id: int | None
    rule: str
    reactions: tuple[int, ...]
    mean_ms: float
    spread_ms: float
    flagged_at: datetime


@dataclass(frozen=True, slots=True)
class FlagDecision:
    """A moderator (``by``) clears a held flag (``cleared``) or confirms it. The result
    is None when it was not held (unknown, or decided already); else the rating changes
    the clearing made: a finished rated match with no flag left held or confirmed is
    rated then, once (empty otherwise: a live one is rated when it ends)."""

    match_id: str
    user_id: int
    cleared: bool
    by: int
    at: datetime


@dataclass(frozen=True, slots=True)
class PlayerForget:
    """Erase what the store keeps about a person (``/spit privacy``, ``spitbot forget``):
    their name, ratings and rating history, auto-clicker flags, challenges and saved
    positions go; in the matches they played against another person, their seat
    becomes an anonymous one (a new negative id and no name, one per match), so the
    opponent keeps the record, the rating changes and the statistics; matches no other
    person played in go. Refused with :class:`~spitbot.store.errors.PlayerInPlay`
    while they are in a live match or have an open challenge. The result is a
    :class:`~spitbot.store.records.Forgotten`; forgetting again finds nothing."""

    user_id: int


@dataclass(frozen=True, slots=True)
class EventSave:
    """Open an event or update it (status, message); the first ``created_at`` stays."""

    event: EventRecord


@dataclass(frozen=True, slots=True)
class EventEntrySave:
    """Insert or update a player's entry in an event (present, name, score)."""

    entry: EventEntryRecord


@dataclass(frozen=True, slots=True)
class EventGameSave:
    """Insert an event's pairing, or update it with its result (a result is final)."""

    game: EventGameRecord


Write = (
    PlayerUpsert
    | MatchStart
    | MatchClaim
    | SnapshotSave
    | RoundResult
    | MatchResult
    | MatchAbandon
    | SnapshotPark
    | SnapshotDelete
    | GuildSettingsWrite
    | ChallengeSave
    | ChallengeClose
    | FlagRaise
    | FlagDecision
    | PlayerForget
    | EventSave
    | EventEntrySave
    | EventGameSave
)
"""Any write :meth:`~spitbot.store.Store.apply` accepts."""


def describe(write: Write) -> str:
    """A short text naming the write and what it is about, for logs."""
    name = type(write).__name__
    match write:
        case PlayerUpsert(player=player):
            return f"{name}({player.user_id})"
        case PlayerForget(user_id=user_id):
            return f"{name}({user_id})"
        case GuildSettingsWrite(guild_id=guild_id):
            return f"{name}({guild_id})"
        case ChallengeSave(challenge=challenge):
            return f"{name}({challenge.challenge_id})"
        case ChallengeClose(challenge_id=challenge_id, status=status):
            return f"{name}({challenge_id}, {status.value})"
        case MatchClaim(start=start):
            return f"{name}({start.match_id})"
        case RoundResult(match_id=match_id, round_no=round_no):
            return f"{name}({match_id}, round {round_no})"
        case EventSave(event=event):
            return f"{name}({event.event_id}, {event.status})"
        case EventEntrySave(entry=entry):
            return f"{name}({entry.event_id}, {entry.user_id})"
        case EventGameSave(game=game):
            return f"{name}({game.event_id}, game {game.number})"
        case _:
            return f"{name}({write.match_id})"
