"""Auto-clicker flags: a person flagged in a rated match (issue 20).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02

``match_flags`` holds one row per flagged person and match: the rule their reactions
broke and the reactions themselves (the evidence ``/spit flags`` shows), and the
moderator's decision: ``held`` (the match is kept out of ratings), ``cleared`` (it
was then rated, once) or ``confirmed`` (it stays unrated). Nothing existing changes;
downgrade drops the table (a held match then stays unrated).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_DATETIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "match_flags",
        sa.Column("match_id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("seat", sa.SmallInteger(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("rule", sa.String(length=16), nullable=False),
        sa.Column("reactions", sa.String(length=200), nullable=False),
        sa.Column("mean_ms", sa.Double(), nullable=False),
        sa.Column("spread_ms", sa.Double(), nullable=False),
        sa.Column("flagged_at", UTC_DATETIME, nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("decided_by", sa.BigInteger(), nullable=True),
        sa.Column("decided_at", UTC_DATETIME, nullable=True),
        sa.CheckConstraint(
            "status IN ('held', 'cleared', 'confirmed')", name=op.f("ck_match_flags_status")
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["matches.match_id"],
            name=op.f("fk_match_flags_match_id_matches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["players.user_id"], name=op.f("fk_match_flags_user_id_players")
        ),
        sa.PrimaryKeyConstraint("match_id", "user_id", name=op.f("pk_match_flags")),
    )
    op.create_index(
        "ix_match_flags_guild_id_status", "match_flags", ["guild_id", "status"], unique=False
    )


def downgrade() -> None:
    op.drop_index("ix_match_flags_guild_id_status", table_name="match_flags")
    op.drop_table("match_flags")
