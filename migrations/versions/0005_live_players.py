"""One live match per person across every shard: ``live_players``.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02

``live_players`` holds each person in a live match, one row each (its primary
key is the person): a match start claims its people in the transaction that
records it and its end gives them back, so shard processes sharing the
database cannot each start a match for the same person. The people of the
matches live at the upgrade are claimed for them (a person in two live
matches, which the old per-process check allowed across shards, is claimed
for the older one; the newer still plays out). The bot opponent is never
claimed.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create ``live_players`` and claim the people of the live matches."""
    op.create_table(
        "live_players",
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("match_id", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["players.user_id"], name="fk_live_players_user_id_players"
        ),
        sa.PrimaryKeyConstraint("user_id", name="pk_live_players"),
    )
    op.create_index("ix_live_players_match_id", "live_players", ["match_id"])
    op.execute(
        """
        INSERT INTO live_players (user_id, match_id)
        SELECT seated.user_id, MIN(seated.match_id)
        FROM (
            SELECT m.seat0_id AS user_id, m.match_id, m.started_at FROM matches m
            WHERE m.status = 'live'
            UNION ALL
            SELECT m.seat1_id, m.match_id, m.started_at FROM matches m
            WHERE m.status = 'live'
        ) AS seated
        JOIN players p ON p.user_id = seated.user_id AND NOT p.is_bot
        WHERE seated.started_at = (
            SELECT MIN(o.started_at) FROM matches o
            WHERE o.status = 'live'
              AND (o.seat0_id = seated.user_id OR o.seat1_id = seated.user_id)
        )
        GROUP BY seated.user_id
        """
    )


def downgrade() -> None:
    """Drop ``live_players`` (the per-process check is all an older SpitBot has)."""
    op.drop_index("ix_live_players_match_id", table_name="live_players")
    op.drop_table("live_players")
