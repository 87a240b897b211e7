"""A challenge closed because its place is gone: ``cancelled`` (issue 25).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-09

An open challenge is closed ``cancelled`` when its channel (or thread) is deleted or
the bot is removed from its server: nobody answered it, and it did not run out. The
``challenges.status`` check allows it. Downgrade calls those challenges ``expired``
(closed unanswered, which is what an older SpitBot knows), then restores the old check.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BEFORE = "status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')"
AFTER = "status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled')"


def upgrade() -> None:
    with op.batch_alter_table("challenges") as batch:
        batch.drop_constraint(op.f("ck_challenges_status"), type_="check")
        batch.create_check_constraint(op.f("ck_challenges_status"), AFTER)


def downgrade() -> None:
    op.execute("UPDATE challenges SET status = 'expired' WHERE status = 'cancelled'")
    with op.batch_alter_table("challenges") as batch:
        batch.drop_constraint(op.f("ck_challenges_status"), type_="check")
        batch.create_check_constraint(op.f("ck_challenges_status"), BEFORE)
