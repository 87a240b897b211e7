"""Events: arenas and Swiss tournaments (issue 29): ``events``, ``event_entries``,
``event_games``.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-05

An event (an arena or a Swiss), each player's entry with their score so far, and each
pairing with its result and the order games ended in: enough to rebuild an event
after a restart with every result kept; and ``guilds.event_role_id``, a role whose
members may open events besides those with Manage Server. Downgrade drops them.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_DATETIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("event_id", sa.String(length=16), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(length=16), nullable=False),
        sa.Column("variant", sa.String(length=64), nullable=False),
        sa.Column("organiser_id", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("rounds", sa.SmallInteger(), nullable=True),
        sa.Column("starts_at", UTC_DATETIME, nullable=True),
        sa.Column("ends_at", UTC_DATETIME, nullable=True),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", UTC_DATETIME, nullable=False),
        sa.Column("updated_at", UTC_DATETIME, nullable=False),
        sa.CheckConstraint("kind IN ('arena', 'swiss')", name=op.f("ck_events_kind")),
        sa.CheckConstraint(
            "status IN ('open', 'running', 'finished', 'cancelled')",
            name=op.f("ck_events_status"),
        ),
        sa.PrimaryKeyConstraint("event_id", name=op.f("pk_events")),
    )
    op.create_index("ix_events_status", "events", ["status"])
    op.create_table(
        "event_entries",
        sa.Column("event_id", sa.String(length=16), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("rating", sa.Integer(), nullable=False),
        sa.Column("joined", sa.Integer(), nullable=False),
        sa.Column("present", sa.Boolean(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.event_id"], ondelete="CASCADE",
            name=op.f("fk_event_entries_event_id_events"),
        ),
        sa.PrimaryKeyConstraint("event_id", "user_id", name=op.f("pk_event_entries")),
    )  # fmt: skip
    op.create_table(
        "event_games",
        sa.Column("event_id", sa.String(length=16), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("round", sa.SmallInteger(), nullable=True),
        sa.Column("board", sa.SmallInteger(), nullable=True),
        sa.Column("player_a", sa.BigInteger(), nullable=False),
        sa.Column("player_b", sa.BigInteger(), nullable=True),
        sa.Column("match_id", sa.String(length=64), nullable=True),
        sa.Column("outcome", sa.String(length=8), nullable=True),
        sa.Column("forfeit", sa.BigInteger(), nullable=True),
        sa.Column("finished", sa.Integer(), nullable=True),
        sa.Column("started_at", UTC_DATETIME, nullable=False),
        sa.Column("ended_at", UTC_DATETIME, nullable=True),
        sa.CheckConstraint("outcome IN ('a', 'b', 'draw')", name=op.f("ck_event_games_outcome")),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.event_id"], ondelete="CASCADE",
            name=op.f("fk_event_games_event_id_events"),
        ),
        sa.PrimaryKeyConstraint("event_id", "number", name=op.f("pk_event_games")),
    )  # fmt: skip
    op.create_index("ix_event_games_match_id", "event_games", ["match_id"])
    with op.batch_alter_table("guilds") as batch:
        batch.add_column(sa.Column("event_role_id", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("guilds") as batch:
        batch.drop_column("event_role_id")
    op.drop_index("ix_event_games_match_id", table_name="event_games")
    op.drop_table("event_games")
    op.drop_table("event_entries")
    op.drop_index("ix_events_status", table_name="events")
    op.drop_table("events")
