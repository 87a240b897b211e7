"""Plain, immutable records that cross the store boundary.

Every repository and the :class:`~spitbot.store.facade.Store` facade take and
return these frozen dataclasses; no ORM row ever leaves the store.  Pairs that
belong to the two seats (points, cards left, totals) are ``(seat0, seat1)``
tuples.  Times are timezone-aware UTC :class:`~datetime.datetime` values.

A rating *scope* is a guild id, or ``None`` for the global ladder.  A
*game* is a short name (``"spit"``, ``"speed"``): ladders, statistics and
series are per game.  The writes (:mod:`spitbot.store.writes`) are records too.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from types import MappingProxyType

from spitbot.store.ratings import PROVISIONAL_DEVIATION

__all__ = [
    "ChallengeRecord",
    "ChallengeStatus",
    "EventEntryRecord",
    "EventGameRecord",
    "EventKept",
    "EventRecord",
    "FlagRecord",
    "Forgotten",
    "GuildSettings",
    "LeaderboardPage",
    "LeaderboardRow",
    "MatchStatus",
    "MatchSummary",
    "MonthRecord",
    "PlayerHistory",
    "PlayerRef",
    "PlayerStats",
    "PrivacyReport",
    "RatingChange",
    "RatingPoint",
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


class ChallengeStatus(enum.StrEnum):
    """Life cycle of a challenge: ``open``, then one of the final statuses."""

    OPEN = "open"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"
    EXPIRED = "expired"
    CANCELLED = "cancelled"  # its channel was deleted, or the bot removed from its server


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A Discord user as last seen: id, display name and whether it is a bot.

    A seat whose person erased what SpitBot kept about them (``/spit privacy``,
    ``spitbot forget``) has a negative id of its own (Discord ids are positive) and
    no name: :attr:`deleted`; the adapter names it in each reader's language.
    """

    user_id: int
    name: str
    is_bot: bool = False

    @property
    def deleted(self) -> bool:
        """Whether this seat's person erased their data (the seat is anonymous)."""
        return self.user_id < 0


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """What a server changed in its settings; everything else is the runtime's default.

    * ``variants``: game name -> that game's default variant key, only for
      the games the server set (a read-only mapping);
    * ``settle_window_ms``: ``None`` when not set;
    * ``language``: a language code such as ``"cs"``; ``None`` follows the
      server's Discord locale;
    * ``allowed_channel_ids``: empty means "every channel is allowed";
    * ``event_role_id``: a role whose members may open events (``None``: only
      those with Manage Server).

    The store holds no defaults: a server that never changed anything gets
    ``GuildSettings(guild_id)``.
    """

    guild_id: int
    variants: Mapping[str, str] = field(default_factory=dict)
    settle_window_ms: int | None = None
    language: str | None = None
    allowed_channel_ids: frozenset[int] = frozenset()
    event_role_id: int | None = None

    def __post_init__(self) -> None:
        frozen = MappingProxyType(dict(sorted(self.variants.items())))
        object.__setattr__(self, "variants", frozen)
        object.__setattr__(self, "allowed_channel_ids", frozenset(self.allowed_channel_ids))

    def __hash__(self) -> int:
        return hash(
            (
                self.guild_id,
                tuple(self.variants.items()),
                self.settle_window_ms,
                self.language,
                self.allowed_channel_ids,
            )
        )

    def variant(self, game: str) -> str | None:
        """The server's default variant key of ``game``, or ``None`` when not set."""
        return self.variants.get(game)

    def allows_channel(self, channel_id: int) -> bool:
        """Whether games may be played in ``channel_id``."""
        return not self.allowed_channel_ids or channel_id in self.allowed_channel_ids


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One player's rating movement in one scope caused by one match.

    ``before`` and ``after`` are the ratings shown (whole numbers);
    ``deviation_before`` is the deviation the game was rated with (grown for
    the time since the player's previous game), ``deviation_after`` the one
    it left; ``games`` counts the rated games after this one.
    """

    match_id: str
    user_id: int
    scope_guild_id: int | None
    before: int
    after: int
    games: int
    deviation_before: float
    deviation_after: float

    @property
    def delta(self) -> int:
        """Signed rating change."""
        return self.after - self.before

    @property
    def provisional_before(self) -> bool:
        """Whether the rating was provisional ("?") going into the game."""
        return self.deviation_before >= PROVISIONAL_DEVIATION

    @property
    def provisional_after(self) -> bool:
        """Whether the rating is provisional ("?") after the game."""
        return self.deviation_after >= PROVISIONAL_DEVIATION


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """A match row as stored."""

    match_id: str
    game: str
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
    """A player's record in one game and one scope (a guild, or everywhere when ``None``).

    ``wins``/``losses``/``draws``, streaks and the fastest win count every
    finished match (rated or not); ``rating``, ``rated_games`` and
    ``rating_trend`` come from the rated ladder of that scope and are ``None``
    / ``0`` / empty when the player has never played a rated game there.
    ``deviation`` is the rating's deviation now (grown for the time since the
    last rated game); ``provisional`` (deviation 110 or more) and ``ranked``
    (75 or less) follow from it.  ``peak_rating`` is the highest rating shown
    while not provisional (``None`` before).
    ``current_streak`` is positive for consecutive wins, negative for
    consecutive losses, ``0`` after a draw or with no games.
    ``rating_trend`` holds the most recent ratings, oldest first, ending with
    the current one.  ``rank`` is the leaderboard rank in that scope, ``None``
    while the rating is not ranked; ``ranked_players`` counts the players ranked
    on that leaderboard now (the player among them or not).
    """

    user_id: int
    name: str | None
    game: str
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
    deviation: float | None = None
    provisional: bool = False
    ranked: bool = False
    ranked_players: int = 0

    @property
    def games(self) -> int:
        """Finished matches counted in this record."""
        return self.wins + self.losses + self.draws

    @property
    def win_rate(self) -> float | None:
        """Wins over games (draws count as games), ``None`` without games."""
        return self.wins / self.games if self.games else None


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A player's rating right after one rated game: when, the rating shown, its
    deviation, and the rated games played by then."""

    at: datetime
    rating: int
    deviation: float
    games: int

    @property
    def provisional(self) -> bool:
        return self.deviation >= PROVISIONAL_DEVIATION


@dataclass(frozen=True, slots=True)
class MonthRecord:
    """A player's finished matches in one calendar month (UTC); ``month`` is its
    first day."""

    month: date
    wins: int
    losses: int
    draws: int


@dataclass(frozen=True, slots=True)
class PlayerHistory:
    """What a player's pictures show, in one game and scope: the rating after
    every rated game (oldest first), the finished matches by month (oldest
    first, only months with matches) and the current streak (as in
    :class:`PlayerStats`)."""

    user_id: int
    game: str
    scope_guild_id: int | None
    ratings: tuple[RatingPoint, ...]
    months: tuple[MonthRecord, ...]
    current_streak: int


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    """One player of a ladder.  ``rank`` uses competition ranking (1, 2, 2, 4) among
    the ranked players; it is ``None`` for a caller whose rating is not ranked.
    ``deviation`` is the rating's deviation now."""

    rank: int | None
    user_id: int
    name: str
    rating: int
    games: int
    wins: int
    losses: int
    draws: int
    peak: int | None
    provisional: bool
    deviation: float = 0.0


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """A page of the ladder of one game in one scope, plus the caller's own row.

    Only ranked ratings (deviation 75 or less) are on the ladder: ``total``
    counts them.  ``page`` is 1-based and clamped to ``[1, pages]``; ``pages``
    is at least 1 even for an empty ladder.  ``caller`` is the caller's row
    wherever it is ranked, or unranked (``rank`` ``None``) while their rating
    is not settled; ``None`` when the caller is unrated in this scope.
    """

    game: str
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
    """A points series (one match under a points variant, of any game) in a channel."""

    match_id: str
    game: str
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


@dataclass(frozen=True, slots=True)
class ChallengeRecord:
    """A challenge as the runtime knows it, kept so an open one survives a restart.

    ``challenge_id`` is 16 hexadecimal characters; ``variant`` is the variant
    key of ``game``; ``window_ms`` the settle window the match will use
    (``None``: the default); ``message_id`` the Discord message showing the
    challenge, once posted.  An open challenge (anyone may accept it) has no
    ``invitee_id`` / ``invitee_name`` until it is taken, and may only be taken by
    players rated ``rating_low`` to ``rating_high`` (both ``None``: anyone).
    ``created_at`` is when it was opened;
    ``updated_at`` is set by the store on every write (ignored when saving).
    """

    challenge_id: str
    guild_id: int | None
    channel_id: int
    game: str
    variant: str
    challenger_id: int
    challenger_name: str
    invitee_id: int | None
    invitee_name: str | None
    expires_at: datetime
    created_at: datetime
    window_ms: int | None = None
    message_id: int | None = None
    status: ChallengeStatus = ChallengeStatus.OPEN
    updated_at: datetime | None = None
    rating_low: int | None = None
    rating_high: int | None = None


@dataclass(frozen=True, slots=True)
class FlagRecord:
    """A person flagged as an auto-clicker in one match, with the evidence, the
    moderator's decision so far (``held``, ``cleared``, ``confirmed``) and the match."""

    match_id: str
    user_id: int
    seat: int
    guild_id: int | None
    rule: str
    reactions: tuple[int, ...]
    mean_ms: float
    spread_ms: float
    flagged_at: datetime
    status: str
    game: str
    seat_ids: tuple[int, int]
    match_status: MatchStatus
    winner_seat: int | None
    ended_at: datetime | None


@dataclass(frozen=True, slots=True)
class PrivacyReport:
    """What the store keeps about one person (:meth:`~spitbot.store.Store.privacy_report`).

    ``name`` is the name they were last shown under (``None``: no player row);
    matches count those they played (``finished_matches``; ``other_matches`` live or
    abandoned), ``series`` the points series among them; ``ratings`` their ladders (a
    game on a server, or everywhere) and ``rating_changes`` the history behind them;
    ``challenges`` the challenges they sent or got (each with both names as shown
    then); ``flags`` the auto-clicker flags about them (with the reaction times) and
    ``flag_decisions`` the flags they decided as a moderator; ``saved_positions`` the
    saved positions of their stopped matches; ``events`` the arenas and Swiss
    tournaments they entered. ``live_match``, ``open_challenge`` and ``live_event``:
    they are playing, have a challenge waiting or are in an event not over, and nothing
    can be erased until not.
    """

    user_id: int
    name: str | None = None
    finished_matches: int = 0
    other_matches: int = 0
    series: int = 0
    ratings: int = 0
    rating_changes: int = 0
    challenges: int = 0
    flags: int = 0
    flag_decisions: int = 0
    saved_positions: int = 0
    live_match: bool = False
    open_challenge: bool = False
    events: int = 0
    live_event: bool = False

    @property
    def matches(self) -> int:
        return self.finished_matches + self.other_matches

    @property
    def empty(self) -> bool:
        """Whether the store keeps nothing at all about this person."""
        return self.name is None and not any(
            (self.matches, self.ratings, self.rating_changes, self.challenges, self.flags,
             self.flag_decisions, self.saved_positions, self.events)
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What :meth:`~spitbot.store.Store.forget_player` erased: everything ``kept`` named.
    Of their matches, ``anonymised`` are kept for their opponents with an anonymous
    seat in place of the person; ``removed`` had no other person in them (practice
    against the bot, or an opponent who erased theirs too) and are gone."""

    kept: PrivacyReport
    anonymised: int
    removed: int


@dataclass(frozen=True, slots=True)
class EventRecord:
    """An arena or a Swiss as the store keeps it (see ``EventRow``): ``kind``
    ``"arena"`` or ``"swiss"``; ``status`` ``"open"``, ``"running"``, ``"finished"``
    or ``"cancelled"``. ``updated_at`` is set by the store (ignored when saving)."""

    event_id: str
    kind: str
    guild_id: int
    channel_id: int
    game: str
    variant: str
    organiser_id: int
    status: str
    created_at: datetime
    rounds: int | None = None
    starts_at: datetime | None = None
    ends_at: datetime | None = None
    message_id: int | None = None
    updated_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class EventEntryRecord:
    """A player of an event (see ``EventEntryRow``)."""

    event_id: str
    user_id: int
    name: str
    rating: int
    joined: int
    present: bool
    score: int = 0


@dataclass(frozen=True, slots=True)
class EventGameRecord:
    """A pairing of an event and its result (see ``EventGameRow``)."""

    event_id: str
    number: int
    player_a: int
    player_b: int | None
    started_at: datetime
    round: int | None = None
    board: int | None = None
    match_id: str | None = None
    outcome: str | None = None
    forfeit: int | None = None
    finished: int | None = None
    ended_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class EventKept:
    """Everything kept of one event: enough to rebuild it after a restart."""

    event: EventRecord
    entries: tuple[EventEntryRecord, ...]
    games: tuple[EventGameRecord, ...]
