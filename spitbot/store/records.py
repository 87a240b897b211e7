"""Plain, immutable records that cross the store boundary.

Every repository and the :class:`~spitbot.store.facade.Store` facade take and
return these frozen dataclasses; no ORM row ever leaves the store.  Pairs that
belong to the two seats (points, cards left, totals) are ``(seat0, seat1)``
tuples.  Times are timezone-aware UTC :class:`~datetime.datetime` values.

A rating *scope* is a guild id, or ``None`` for the global ladder.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime

__all__ = [
    "GuildSettings",
    "LeaderboardPage",
    "LeaderboardRow",
    "MatchResult",
    "MatchStart",
    "MatchStatus",
    "MatchSummary",
    "PlayerRef",
    "PlayerStats",
    "RatingChange",
    "RoundRecord",
    "SeriesView",
    "Snapshot",
]

Pair = tuple[int, int]


class MatchStatus(enum.StrEnum):
    """Life cycle of a match row."""

    LIVE = "live"
    FINISHED = "finished"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A Discord user as last seen: id, display name and whether it is a bot."""

    user_id: int
    name: str
    is_bot: bool = False


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-guild configuration.

    ``allowed_channel_ids`` empty means "every channel is allowed".
    """

    guild_id: int
    default_variant: str
    settle_window_ms: int
    allowed_channel_ids: frozenset[int] = frozenset()

    def allows_channel(self, channel_id: int) -> bool:
        """Whether games may be played in ``channel_id``."""
        return not self.allowed_channel_ids or channel_id in self.allowed_channel_ids


@dataclass(frozen=True, slots=True)
class MatchStart:
    """What the runtime knows when a match begins."""

    match_id: str
    guild_id: int | None
    channel_id: int
    seat0: PlayerRef
    seat1: PlayerRef
    variant: str
    seed: int
    rated: bool
    started_at: datetime


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended.  ``winner_seat`` ``None`` means a draw."""

    match_id: str
    winner_seat: int | None
    reason: str
    ended_at: datetime
    rounds: int = 1
    series_finished: bool = False


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One player's rating movement in one scope caused by one match."""

    match_id: str
    user_id: int
    scope_guild_id: int | None
    before: int
    after: int
    games: int

    @property
    def delta(self) -> int:
        """Signed rating change."""
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """A match row as stored."""

    match_id: str
    guild_id: int | None
    channel_id: int
    seat0_id: int
    seat1_id: int
    variant: str
    seed: int
    status: MatchStatus
    winner_seat: int | None
    is_draw: bool
    end_reason: str | None
    rated: bool
    started_at: datetime
    ended_at: datetime | None
    rounds: int


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record in one scope (a guild, or everywhere when ``None``).

    ``wins``/``losses``/``draws``, streaks and the fastest win count every
    finished match (rated or not); ``rating``, ``rated_games`` and
    ``rating_trend`` come from the rated ladder of that scope and are ``None``
    / ``0`` / empty when the player has never played a rated game there.
    ``current_streak`` is positive for consecutive wins, negative for
    consecutive losses, ``0`` after a draw or with no games.
    ``rating_trend`` holds the most recent ratings, oldest first, ending with
    the current one.  ``rank`` is the leaderboard rank in that scope.
    """

    user_id: int
    name: str | None
    scope_guild_id: int | None
    wins: int
    losses: int
    draws: int
    rating: int | None
    rated_games: int
    peak_rating: int | None
    rating_trend: tuple[int, ...]
    series_won: int
    series_lost: int
    series_drawn: int
    current_streak: int
    best_win_streak: int
    fastest_win_seconds: float | None
    rank: int | None = None

    @property
    def games(self) -> int:
        """Finished matches counted in this record."""
        return self.wins + self.losses + self.draws

    @property
    def win_rate(self) -> float | None:
        """Wins over games (draws count as games), ``None`` without games."""
        return self.wins / self.games if self.games else None


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    """One ranked player.  ``rank`` uses competition ranking (1, 2, 2, 4)."""

    rank: int
    user_id: int
    name: str
    rating: int
    games: int
    wins: int
    losses: int
    draws: int
    peak: int
    provisional: bool


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """A page of the ladder of one scope, plus the caller's own row.

    ``page`` is 1-based and clamped to ``[1, pages]``; ``pages`` is at least 1
    even for an empty ladder.  ``caller`` is the caller's row wherever it is
    ranked (``None`` when the caller is unrated in this scope).
    """

    scope_guild_id: int | None
    page: int
    page_size: int
    total: int
    pages: int
    rows: tuple[LeaderboardRow, ...]
    caller: LeaderboardRow | None = None

    @property
    def caller_on_page(self) -> bool:
        """Whether the caller's row is one of ``rows``."""
        return self.caller is not None and any(
            row.user_id == self.caller.user_id for row in self.rows
        )


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One finished round of a points series."""

    round_no: int
    points: Pair
    cards_left: Pair


@dataclass(frozen=True, slots=True)
class SeriesView:
    """A points series (one match under the points variant) in a channel."""

    match_id: str
    guild_id: int | None
    channel_id: int
    seat0: PlayerRef
    seat1: PlayerRef
    variant: str
    status: MatchStatus
    target: int
    totals: Pair
    rounds: tuple[RoundRecord, ...]
    finished: bool
    winner_seat: int | None
    is_draw: bool
    started_at: datetime
    ended_at: datetime | None


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The persisted state of a live match, enough to resume it after a restart.

    ``version`` counts the saves of this match (1 after the first save; a
    save retried after a lost acknowledgement may count twice).
    """

    match_id: str
    guild_id: int | None
    channel_id: int
    notation: str
    runtime_json: str
    version: int
    updated_at: datetime
    parked: bool = False
    park_reason: str | None = None
