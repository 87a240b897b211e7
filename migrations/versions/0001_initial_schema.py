"""Initial schema: players, guild settings, matches, series, ratings, snapshots.

Revision ID: 0001
Revises:
Create Date: 2026-11-30

Written from ``alembic revision --autogenerate`` against the models, then
reviewed: types are spelled out here (no import of ``spitbot.store.models``)
so the revision keeps working when the models change later.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_DATETIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    """Create every table and index."""
    op.create_table(
        "players",
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("is_bot", sa.Boolean(), nullable=False),
        sa.Column("updated_at", UTC_DATETIME, nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_players")),
    )
    op.create_table(
        "guilds",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("default_variant", sa.String(length=64), nullable=False),
        sa.Column("settle_window_ms", sa.Integer(), nullable=False),
        sa.Column("updated_at", UTC_DATETIME, nullable=False),
        sa.PrimaryKeyConstraint("guild_id", name=op.f("pk_guilds")),
    )
    op.create_table(
        "guild_channels",
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["guild_id"],
            ["guilds.guild_id"],
            name=op.f("fk_guild_channels_guild_id_guilds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("guild_id", "channel_id", name=op.f("pk_guild_channels")),
    )
    op.create_table(
        "matches",
        sa.Column("match_id", sa.String(length=64), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("seat0_id", sa.BigInteger(), nullable=False),
        sa.Column("seat1_id", sa.BigInteger(), nullable=False),
        sa.Column("variant", sa.String(length=64), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("winner_seat", sa.SmallInteger(), nullable=True),
        sa.Column("is_draw", sa.Boolean(), nullable=False),
        sa.Column("end_reason", sa.String(length=64), nullable=True),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("started_at", UTC_DATETIME, nullable=False),
        sa.Column("ended_at", UTC_DATETIME, nullable=True),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "status IN ('live', 'finished', 'abandoned')", name=op.f("ck_matches_status")
        ),
        sa.CheckConstraint("seat0_id <> seat1_id", name=op.f("ck_matches_distinct_seats")),
        sa.CheckConstraint(
            "winner_seat IS NULL OR winner_seat IN (0, 1)", name=op.f("ck_matches_winner_seat")
        ),
        sa.ForeignKeyConstraint(
            ["seat0_id"], ["players.user_id"], name=op.f("fk_matches_seat0_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["seat1_id"], ["players.user_id"], name=op.f("fk_matches_seat1_id_players")
        ),
        sa.PrimaryKeyConstraint("match_id", name=op.f("pk_matches")),
    )
    op.create_index("ix_matches_channel_id_started_at", "matches", ["channel_id", "started_at"])
    op.create_index("ix_matches_seat0_id_ended_at", "matches", ["seat0_id", "ended_at"])
    op.create_index("ix_matches_seat1_id_ended_at", "matches", ["seat1_id", "ended_at"])
    op.create_table(
        "rounds",
        sa.Column("match_id", sa.String(length=64), nullable=False),
        sa.Column("round_no", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("points0", sa.Integer(), nullable=False),
        sa.Column("points1", sa.Integer(), nullable=False),
        sa.Column("cards_left0", sa.Integer(), nullable=False),
        sa.Column("cards_left1", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["matches.match_id"],
            name=op.f("fk_rounds_match_id_matches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_id", "round_no", name=op.f("pk_rounds")),
    )
    op.create_table(
        "series",
        sa.Column("match_id", sa.String(length=64), nullable=False),
        sa.Column("total0", sa.Integer(), nullable=False),
        sa.Column("total1", sa.Integer(), nullable=False),
        sa.Column("target", sa.Integer(), nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("winner_seat", sa.SmallInteger(), nullable=True),
        sa.Column("is_draw", sa.Boolean(), nullable=False),
        sa.CheckConstraint(
            "winner_seat IS NULL OR winner_seat IN (0, 1)", name=op.f("ck_series_winner_seat")
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["matches.match_id"],
            name=op.f("fk_series_match_id_matches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_id", name=op.f("pk_series")),
    )
    op.create_table(
        "ratings",
        sa.Column("scope_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("player_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("rating", sa.Integer(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("losses", sa.Integer(), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.Column("peak", sa.Integer(), nullable=False),
        sa.Column("updated_at", UTC_DATETIME, nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.user_id"], name=op.f("fk_ratings_player_id_players")
        ),
        sa.PrimaryKeyConstraint("scope_id", "player_id", name=op.f("pk_ratings")),
    )
    op.create_index(
        "ix_ratings_scope_id_rating", "ratings", ["scope_id", "rating", "games", "player_id"]
    )
    op.create_table(
        "rating_counts",
        sa.Column("scope_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("rating", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("scope_id", "rating", name=op.f("pk_rating_counts")),
    )
    op.create_table(
        "rating_history",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("match_id", sa.String(length=64), nullable=False),
        sa.Column("player_id", sa.BigInteger(), nullable=False),
        sa.Column("scope_id", sa.BigInteger(), nullable=False),
        sa.Column("before", sa.Integer(), nullable=False),
        sa.Column("after", sa.Integer(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("created_at", UTC_DATETIME, nullable=False),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["matches.match_id"],
            name=op.f("fk_rating_history_match_id_matches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.user_id"], name=op.f("fk_rating_history_player_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rating_history")),
    )
    op.create_index(
        "ix_rating_history_player_scope_id", "rating_history", ["player_id", "scope_id", "id"]
    )
    op.create_index(
        "uq_rating_history_match_player_scope",
        "rating_history",
        ["match_id", "player_id", "scope_id"],
        unique=True,
    )
    op.create_table(
        "snapshots",
        sa.Column("match_id", sa.String(length=64), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("notation", sa.Text(), nullable=False),
        sa.Column("runtime_json", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", UTC_DATETIME, nullable=False),
        sa.Column("parked", sa.Boolean(), nullable=False),
        sa.Column("park_reason", sa.String(length=200), nullable=True),
        sa.PrimaryKeyConstraint("match_id", name=op.f("pk_snapshots")),
    )


def downgrade() -> None:
    """Drop everything (indexes go with their tables)."""
    for table in (
        "snapshots",
        "rating_history",
        "rating_counts",
        "ratings",
        "series",
        "rounds",
        "matches",
        "guild_channels",
        "guilds",
        "players",
    ):
        op.drop_table(table)
