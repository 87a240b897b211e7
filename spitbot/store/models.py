"""SQLAlchemy 2 declarative models: the database schema of the store.

These classes never leave :mod:`spitbot.store`; repositories convert rows into
the frozen records of :mod:`spitbot.store.records`.  The Alembic migrations in
``migrations/`` create exactly this schema (a test checks it).

Conventions:

* Discord snowflakes are ``BIGINT``.
* Games: every match, rating, histogram row and rating movement belongs to
  one game (``game``: a short name such as ``"spit"`` or ``"speed"``), so
  ladders, statistics and series never mix games.
* Rating scopes: ``scope_id`` is the guild id, ``0`` (:data:`GLOBAL_SCOPE`)
  is the global ladder (Discord ids are never 0).
* Times are stored as UTC (``TIMESTAMP WITH TIME ZONE`` on PostgreSQL, ISO
  text on SQLite) and always come back timezone-aware.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    Dialect,
    Double,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    SmallInteger,
    String,
    Text,
    TypeDecorator,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = [
    "CHALLENGE_ID_LENGTH",
    "EVENT_ID_LENGTH",
    "GAME_LENGTH",
    "GLOBAL_SCOPE",
    "LANGUAGE_LENGTH",
    "LIVE_CONDITION",
    "NAME_LENGTH",
    "RANKED_CONDITION",
    "VARIANT_LENGTH",
    "Base",
    "ChallengeRow",
    "EventEntryRow",
    "EventGameRow",
    "EventRow",
    "Guild",
    "GuildChannel",
    "GuildVariant",
    "LivePlayer",
    "Match",
    "MatchFlag",
    "Player",
    "Rating",
    "RatingCount",
    "RatingHistory",
    "Round",
    "Series",
    "SnapshotRow",
    "UTCDateTime",
]

GLOBAL_SCOPE = 0
"""``scope_id`` of the global ladder."""

GAME_LENGTH = 16
"""Longest game name (``"spit"``, ``"speed"``, ...)."""
VARIANT_LENGTH = 64
"""Longest variant key."""
NAME_LENGTH = 100
"""Longest display name."""
LANGUAGE_LENGTH = 16
"""Longest language code (``"cs"``, ``"pt-BR"``)."""

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UTCDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC datetime on every backend.

    SQLite has no time zone support, so values are stored as naive UTC and the
    zone is put back on the way out.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value!r}: pass a timezone-aware datetime")
        value = value.astimezone(UTC)
        if dialect.name == "sqlite":
            return value.replace(tzinfo=None)
        return value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        assert isinstance(value, datetime)
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


class Base(DeclarativeBase):
    """Declarative base holding the store's metadata."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class Player(Base):
    """A Discord user who has played (or been offered) a game."""

    __tablename__ = "players"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    is_bot: Mapped[bool] = mapped_column(Boolean, default=False)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class Guild(Base):
    """A guild's settings (a row exists only once settings were changed).

    ``NULL`` means "not set": the runtime applies its own default.
    """

    __tablename__ = "guilds"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    settle_window_ms: Mapped[int | None] = mapped_column(Integer)
    language: Mapped[str | None] = mapped_column(String(LANGUAGE_LENGTH))
    event_role_id: Mapped[int | None] = mapped_column(BigInteger)
    """A role whose members may open events (besides Manage Server), issue 29."""
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class GuildVariant(Base):
    """A guild's default variant of one game (a row only for games the guild set)."""

    __tablename__ = "guild_variants"

    guild_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("guilds.guild_id", ondelete="CASCADE"), primary_key=True
    )
    game: Mapped[str] = mapped_column(String(GAME_LENGTH), primary_key=True)
    variant: Mapped[str] = mapped_column(String(VARIANT_LENGTH))


class GuildChannel(Base):
    """A channel in which a guild allows games (none listed = all allowed)."""

    __tablename__ = "guild_channels"

    guild_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("guilds.guild_id", ondelete="CASCADE"), primary_key=True
    )
    channel_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)


LIVE_CONDITION = "status = 'live'"
"""The predicate of the partial index of live matches; queries that want it
must spell it the same way (a literal, not a bound parameter)."""


class Match(Base):
    """One match between two seats (under the points variant: a whole series)."""

    __tablename__ = "matches"
    __table_args__ = (
        CheckConstraint("status IN ('live', 'finished', 'abandoned')", name="status"),
        CheckConstraint("winner_seat IS NULL OR winner_seat IN (0, 1)", name="winner_seat"),
        CheckConstraint("seat0_id <> seat1_id", name="distinct_seats"),
        # A player's finished matches of one game, in time order (statistics).
        Index("ix_matches_seat0_id_game_ended_at", "seat0_id", "game", "ended_at"),
        Index("ix_matches_seat1_id_game_ended_at", "seat1_id", "game", "ended_at"),
        Index("ix_matches_channel_id_started_at", "channel_id", "started_at"),
        # Only the (few) live matches: start-up recovery reads them.
        Index(
            "ix_matches_live_started_at",
            "started_at",
            sqlite_where=text(LIVE_CONDITION),
            postgresql_where=text(LIVE_CONDITION),
        ),
    )

    match_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    game: Mapped[str] = mapped_column(String(GAME_LENGTH))
    guild_id: Mapped[int | None] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    seat0_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("players.user_id"))
    seat1_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("players.user_id"))
    variant: Mapped[str] = mapped_column(String(VARIANT_LENGTH))
    seed: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16))
    winner_seat: Mapped[int | None] = mapped_column(SmallInteger)
    is_draw: Mapped[bool] = mapped_column(Boolean, default=False)
    end_reason: Mapped[str | None] = mapped_column(String(64))
    rated: Mapped[bool] = mapped_column(Boolean)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    rounds: Mapped[int] = mapped_column(Integer, default=0)


FLAG_STATUSES = ("held", "cleared", "confirmed")


class MatchFlag(Base):
    """A person flagged as an auto-clicker in one rated match (spitbot.runtime.clicker):
    ``held`` keeps the match out of ratings until a moderator ``cleared`` it (the match
    is then rated, once) or ``confirmed`` it (it stays unrated). ``reactions`` are the
    reaction times (ms, comma-separated) that broke the rule."""

    __tablename__ = "match_flags"
    __table_args__ = (
        CheckConstraint("status IN ('held', 'cleared', 'confirmed')", name="status"),
        # A server's flags waiting for a moderator (/spit flags).
        Index("ix_match_flags_guild_id_status", "guild_id", "status"),
    )

    match_id: Mapped[str] = mapped_column(
        String(64), ForeignKey("matches.match_id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("players.user_id"), primary_key=True, autoincrement=False
    )
    seat: Mapped[int] = mapped_column(SmallInteger)
    guild_id: Mapped[int | None] = mapped_column(BigInteger)
    rule: Mapped[str] = mapped_column(String(16))
    reactions: Mapped[str] = mapped_column(String(200))
    mean_ms: Mapped[float] = mapped_column(Double)
    spread_ms: Mapped[float] = mapped_column(Double)
    flagged_at: Mapped[datetime] = mapped_column(UTCDateTime())
    status: Mapped[str] = mapped_column(String(16))
    decided_by: Mapped[int | None] = mapped_column(BigInteger)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class LivePlayer(Base):
    """A person in a live match: at most one row each (the primary key), whatever the
    game, server or shard. A match start claims its people here in the transaction
    that records it, and its end (finished or abandoned) gives them back, so two
    shard processes can never start a match each for the same person: the database
    refuses the second claim. The bot opponent is never claimed. ``match_id`` has no
    foreign key: the claim is made before the match row, in the same transaction."""

    __tablename__ = "live_players"
    __table_args__ = (Index("ix_live_players_match_id", "match_id"),)

    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("players.user_id"), primary_key=True
    )
    match_id: Mapped[str] = mapped_column(String(64))


class Round(Base):
    """One finished round of a points series."""

    __tablename__ = "rounds"

    match_id: Mapped[str] = mapped_column(
        String(64), ForeignKey("matches.match_id", ondelete="CASCADE"), primary_key=True
    )
    round_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    points0: Mapped[int] = mapped_column(Integer)
    points1: Mapped[int] = mapped_column(Integer)
    cards_left0: Mapped[int] = mapped_column(Integer)
    cards_left1: Mapped[int] = mapped_column(Integer)


class Series(Base):
    """Running totals of a points series (one row per match that has rounds)."""

    __tablename__ = "series"
    __table_args__ = (
        CheckConstraint("winner_seat IS NULL OR winner_seat IN (0, 1)", name="winner_seat"),
    )

    match_id: Mapped[str] = mapped_column(
        String(64), ForeignKey("matches.match_id", ondelete="CASCADE"), primary_key=True
    )
    total0: Mapped[int] = mapped_column(Integer)
    total1: Mapped[int] = mapped_column(Integer)
    target: Mapped[int] = mapped_column(Integer)
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    winner_seat: Mapped[int | None] = mapped_column(SmallInteger)
    is_draw: Mapped[bool] = mapped_column(Boolean, default=False)


RANKED_CONDITION = "ranked_until IS NOT NULL"
"""The predicate of the partial indexes of ranked ratings (spelled the same in queries)."""


class Rating(Base):
    """A player's standing on one ladder: a game's, in a guild or globally.

    Glicko-2 (:mod:`spitbot.store.ratings`): ``exact_rating``, ``deviation``
    (as of ``rated_at``, the end of the last rated game) and ``volatility``;
    ``rating`` is the whole number shown, ranked and counted in
    ``rating_counts``.  ``ranked_until`` is when the deviation, growing
    without games, passes the ranked limit (75): ``NULL`` when the rating was
    not ranked after its last game.  ``peak`` is the highest rating shown
    while not provisional (``NULL`` before).
    """

    __tablename__ = "ratings"
    __table_args__ = (
        # Leaderboard order, ranked ratings only.
        Index(
            "ix_ratings_ranked",
            "game",
            "scope_id",
            "rating",
            "games",
            "player_id",
            sqlite_where=text(RANKED_CONDITION),
            postgresql_where=text(RANKED_CONDITION),
        ),
        # Ratings whose time on the leaderboard runs out (see RatingRepository).
        Index(
            "ix_ratings_ranked_until",
            "game",
            "scope_id",
            "ranked_until",
            sqlite_where=text(RANKED_CONDITION),
            postgresql_where=text(RANKED_CONDITION),
        ),
    )

    game: Mapped[str] = mapped_column(String(GAME_LENGTH), primary_key=True)
    scope_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    player_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("players.user_id"), primary_key=True, autoincrement=False
    )
    rating: Mapped[int] = mapped_column(Integer)
    games: Mapped[int] = mapped_column(Integer)
    wins: Mapped[int] = mapped_column(Integer)
    losses: Mapped[int] = mapped_column(Integer)
    draws: Mapped[int] = mapped_column(Integer)
    peak: Mapped[int | None] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
    exact_rating: Mapped[float] = mapped_column(Double)
    deviation: Mapped[float] = mapped_column(Double)
    volatility: Mapped[float] = mapped_column(Double)
    rated_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ranked_until: Mapped[datetime | None] = mapped_column(UTCDateTime())


class RatingCount(Base):
    """How many ranked players of a ladder hold each rating: a rating histogram.

    Ratings are integers in a narrow range (a few hundred distinct values),
    so ranks, ladder sizes and the start of a deep leaderboard page are sums
    over at most that many rows, whatever the number of players.  Counts the
    ratings with a ``ranked_until``; kept in step with ``ratings`` inside the
    same transaction.
    """

    __tablename__ = "rating_counts"

    game: Mapped[str] = mapped_column(String(GAME_LENGTH), primary_key=True)
    scope_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    rating: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    players: Mapped[int] = mapped_column(Integer)


class RatingHistory(Base):
    """One rating movement; ``id`` follows the order the changes were applied.

    ``deviation_before`` is the deviation the game was rated with (grown for
    the time since the player's previous game), ``deviation_after`` the one
    it left.
    """

    __tablename__ = "rating_history"
    __table_args__ = (
        Index(
            "uq_rating_history_match_player_scope",
            "match_id",
            "player_id",
            "scope_id",
            unique=True,
        ),
        Index("ix_rating_history_player_game_scope_id", "player_id", "game", "scope_id", "id"),
    )

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer(), "sqlite"), primary_key=True, autoincrement=True
    )
    match_id: Mapped[str] = mapped_column(
        String(64), ForeignKey("matches.match_id", ondelete="CASCADE")
    )
    player_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("players.user_id"))
    game: Mapped[str] = mapped_column(String(GAME_LENGTH))
    scope_id: Mapped[int] = mapped_column(BigInteger)
    before: Mapped[int] = mapped_column(Integer)
    after: Mapped[int] = mapped_column(Integer)
    games: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    deviation_before: Mapped[float] = mapped_column(Double)
    deviation_after: Mapped[float] = mapped_column(Double)


class SnapshotRow(Base):
    """The latest saved state of a live match, used to resume after a restart."""

    __tablename__ = "snapshots"

    match_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    guild_id: Mapped[int | None] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    notation: Mapped[str] = mapped_column(Text)
    runtime_json: Mapped[str] = mapped_column(Text)
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
    parked: Mapped[bool] = mapped_column(Boolean, default=False)
    park_reason: Mapped[str | None] = mapped_column(String(200))


CHALLENGE_ID_LENGTH = 16
"""A challenge id: 16 hexadecimal characters."""


class ChallengeRow(Base):
    """A challenge one player sent another (or anyone: an open challenge, its invitee
    empty until someone accepts it), kept so an open one survives a restart.

    Players are plain ids and names here (no foreign key): a challenge may
    name someone who never played.  ``status`` is ``open`` until the
    challenge is accepted, declined, withdrawn or expires, or is cancelled (its
    channel deleted, the bot removed from its server).
    """

    __tablename__ = "challenges"
    __table_args__ = (
        CheckConstraint(
            "status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled')",
            name="status",
        ),
        Index("ix_challenges_status_created_at", "status", "created_at"),
    )

    challenge_id: Mapped[str] = mapped_column(String(CHALLENGE_ID_LENGTH), primary_key=True)
    guild_id: Mapped[int | None] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(GAME_LENGTH))
    variant: Mapped[str] = mapped_column(String(VARIANT_LENGTH))
    challenger_id: Mapped[int] = mapped_column(BigInteger)
    challenger_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    # Empty while an open challenge (anyone may accept) waits; its taker once accepted.
    invitee_id: Mapped[int | None] = mapped_column(BigInteger)
    invitee_name: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    # An open challenge only players rated within these may accept (empty: anyone).
    rating_low: Mapped[int | None] = mapped_column(Integer)
    rating_high: Mapped[int | None] = mapped_column(Integer)
    window_ms: Mapped[int | None] = mapped_column(Integer)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    message_id: Mapped[int | None] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


EVENT_ID_LENGTH = 16
"""An event id: 16 hexadecimal characters."""


class EventRow(Base):
    """An arena or a Swiss tournament (issue 29): where, what, and how far it is.

    ``status``: ``open`` (a Swiss taking sign-ups), ``running``, ``finished`` or
    ``cancelled``. An arena's ``ends_at`` is when pairing stops; a Swiss has
    ``rounds`` and may have a ``starts_at`` (else the organiser starts it).
    ``message_id`` is the event's live message (the standings, the sign-up).
    """

    __tablename__ = "events"
    __table_args__ = (
        CheckConstraint("kind IN ('arena', 'swiss')", name="kind"),
        CheckConstraint("status IN ('open', 'running', 'finished', 'cancelled')", name="status"),
        Index("ix_events_status", "status"),
    )

    event_id: Mapped[str] = mapped_column(String(EVENT_ID_LENGTH), primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    guild_id: Mapped[int] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(GAME_LENGTH))
    variant: Mapped[str] = mapped_column(String(VARIANT_LENGTH))
    organiser_id: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16))
    rounds: Mapped[int | None] = mapped_column(SmallInteger)
    starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    message_id: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class EventEntryRow(Base):
    """A player in an event: ``present`` (an arena: joined, not left; a Swiss: not
    withdrawn), their ``rating`` when they joined, their ``score`` so far (an arena's
    points, a Swiss's points ×2: whole numbers), ``joined`` their sign-up order."""

    __tablename__ = "event_entries"

    event_id: Mapped[str] = mapped_column(
        String(EVENT_ID_LENGTH), ForeignKey("events.event_id", ondelete="CASCADE"),
        primary_key=True,
    )  # fmt: skip
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    rating: Mapped[int] = mapped_column(Integer)
    joined: Mapped[int] = mapped_column(Integer)
    present: Mapped[bool] = mapped_column(Boolean)
    score: Mapped[int] = mapped_column(Integer, default=0)


class EventGameRow(Base):
    """A pairing of an event and its result: ``number`` from 1 in start order; a
    Swiss's ``round`` and ``board``; ``player_b`` ``NULL`` for a bye; ``outcome``
    ``a``, ``b`` or ``draw`` once ended (``forfeit``: who missed it); ``finished`` the
    order games ended in (an arena's scores depend on it); ``match_id`` the match."""

    __tablename__ = "event_games"
    __table_args__ = (
        CheckConstraint("outcome IN ('a', 'b', 'draw')", name="outcome"),
        Index("ix_event_games_match_id", "match_id"),
    )

    event_id: Mapped[str] = mapped_column(
        String(EVENT_ID_LENGTH), ForeignKey("events.event_id", ondelete="CASCADE"),
        primary_key=True,
    )  # fmt: skip
    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    round: Mapped[int | None] = mapped_column(SmallInteger)
    board: Mapped[int | None] = mapped_column(SmallInteger)
    player_a: Mapped[int] = mapped_column(BigInteger)
    player_b: Mapped[int | None] = mapped_column(BigInteger)
    match_id: Mapped[str | None] = mapped_column(String(64))
    outcome: Mapped[str | None] = mapped_column(String(8))
    forfeit: Mapped[int | None] = mapped_column(BigInteger)
    finished: Mapped[int | None] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
