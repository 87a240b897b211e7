"""Open challenges: a challenge anyone may accept, optionally within a rating range.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-05

``/spit challenge`` without an opponent posts a challenge anyone in the server may
accept (issue 29.1): while it is open it has no invitee, so ``challenges.invitee_id``
and ``invitee_name`` may be empty; whoever accepts it is written there as it closes.
``rating_low`` and ``rating_high`` bound the ratings of who may accept it (both empty:
anyone). Downgrade removes the open challenges nobody took (an older SpitBot cannot
show them), then restores the columns as they were.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("challenges") as batch:
        batch.alter_column("invitee_id", existing_type=sa.BigInteger(), nullable=True)
        batch.alter_column("invitee_name", existing_type=sa.String(length=100), nullable=True)
        batch.add_column(sa.Column("rating_low", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("rating_high", sa.Integer(), nullable=True))


def downgrade() -> None:
    op.execute("DELETE FROM challenges WHERE invitee_id IS NULL")
    with op.batch_alter_table("challenges") as batch:
        batch.drop_column("rating_high")
        batch.drop_column("rating_low")
        batch.alter_column("invitee_name", existing_type=sa.String(length=100), nullable=False)
        batch.alter_column("invitee_id", existing_type=sa.BigInteger(), nullable=False)
