"""Games, server settings without store-side defaults, open challenges.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-14

* Games: ``matches``, ``ratings``, ``rating_counts`` and ``rating_history``
  get a ``game`` column; every existing row is Spit (``"spit"``).  The
  ladders' primary keys become (game, scope, player) and (game, scope,
  rating); the statistics and trend indexes lead with the game.  A partial
  index holds the live matches (start-up recovery).
* Server settings: a server's default variant is per game, in the new
  ``guild_variants`` table.  ``guilds.default_variant`` moves there as the
  ``spit`` row, except when it equals the old store-side default
  ``"5,slap,any,game"`` (the store wrote it into every row it created, so it
  means "not set"), then the column is dropped.  ``guilds.settle_window_ms``
  becomes nullable (NULL = not set).  Its old values are kept: the store
  also wrote its default 100 into rows whose server only changed something
  else, but a server that chose 100 left the same row, so "never set"
  cannot be told apart and the value stays.  ``guilds.language`` is new
  (NULL = follow the server's Discord locale).
* ``challenges``: open challenges survive a restart.

Downgrade drops the challenges and the language, puts the Spit default
variant back into ``guilds`` (or the old default), sets a NULL settle window
to the old default 100, and DELETES every match, rating and snapshot of a
game other than Spit (revision 0001 cannot tell games apart).

SQLite: column and key changes go through batch mode (copy and move); the
new ``game`` columns are added natively with a default first, so the copy
carries them, and the default is dropped in the same copy.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_DATETIME = sa.DateTime(timezone=True)
GAME = sa.String(length=16)
SPIT = "spit"
OLD_DEFAULT_VARIANT = "5,slap,any,game"
OLD_DEFAULT_SETTLE_WINDOW_MS = 100
LIVE = "status = 'live'"
GAME_TABLES = ("matches", "ratings", "rating_counts", "rating_history")


def upgrade() -> None:
    """Add games, per-game server variants, the language, and challenges."""
    for table in GAME_TABLES:
        op.add_column(table, sa.Column("game", GAME, nullable=False, server_default=SPIT))

    op.drop_index("ix_matches_seat0_id_ended_at", table_name="matches")
    op.drop_index("ix_matches_seat1_id_ended_at", table_name="matches")
    with op.batch_alter_table("matches") as batch:
        batch.alter_column("game", existing_type=GAME, existing_nullable=False, server_default=None)
    op.create_index(
        "ix_matches_seat0_id_game_ended_at", "matches", ["seat0_id", "game", "ended_at"]
    )
    op.create_index(
        "ix_matches_seat1_id_game_ended_at", "matches", ["seat1_id", "game", "ended_at"]
    )
    op.create_index(
        "ix_matches_live_started_at",
        "matches",
        ["started_at"],
        sqlite_where=sa.text(LIVE),
        postgresql_where=sa.text(LIVE),
    )

    op.drop_index("ix_ratings_scope_id_rating", table_name="ratings")
    with op.batch_alter_table("ratings") as batch:
        batch.alter_column("game", existing_type=GAME, existing_nullable=False, server_default=None)
        batch.drop_constraint("pk_ratings", type_="primary")
        batch.create_primary_key("pk_ratings", ["game", "scope_id", "player_id"])
    op.create_index(
        "ix_ratings_game_scope_id_rating",
        "ratings",
        ["game", "scope_id", "rating", "games", "player_id"],
    )

    with op.batch_alter_table("rating_counts") as batch:
        batch.alter_column("game", existing_type=GAME, existing_nullable=False, server_default=None)
        batch.drop_constraint("pk_rating_counts", type_="primary")
        batch.create_primary_key("pk_rating_counts", ["game", "scope_id", "rating"])

    op.drop_index("ix_rating_history_player_scope_id", table_name="rating_history")
    with op.batch_alter_table("rating_history") as batch:
        batch.alter_column("game", existing_type=GAME, existing_nullable=False, server_default=None)
    op.create_index(
        "ix_rating_history_player_game_scope_id",
        "rating_history",
        ["player_id", "game", "scope_id", "id"],
    )

    op.create_table(
        "guild_variants",
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("game", GAME, nullable=False),
        sa.Column("variant", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["guild_id"],
            ["guilds.guild_id"],
            name=op.f("fk_guild_variants_guild_id_guilds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("guild_id", "game", name=op.f("pk_guild_variants")),
    )
    op.execute(
        sa.text(
            "INSERT INTO guild_variants (guild_id, game, variant) "
            "SELECT guild_id, :game, default_variant FROM guilds "
            "WHERE default_variant <> :old_default"
        ).bindparams(game=SPIT, old_default=OLD_DEFAULT_VARIANT)
    )
    with op.batch_alter_table("guilds") as batch:
        batch.drop_column("default_variant")
        batch.alter_column("settle_window_ms", existing_type=sa.Integer(), nullable=True)
        batch.add_column(sa.Column("language", sa.String(length=16), nullable=True))

    op.create_table(
        "challenges",
        sa.Column("challenge_id", sa.String(length=16), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("game", GAME, nullable=False),
        sa.Column("variant", sa.String(length=64), nullable=False),
        sa.Column("challenger_id", sa.BigInteger(), nullable=False),
        sa.Column("challenger_name", sa.String(length=100), nullable=False),
        sa.Column("invitee_id", sa.BigInteger(), nullable=False),
        sa.Column("invitee_name", sa.String(length=100), nullable=False),
        sa.Column("window_ms", sa.Integer(), nullable=True),
        sa.Column("expires_at", UTC_DATETIME, nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("created_at", UTC_DATETIME, nullable=False),
        sa.Column("updated_at", UTC_DATETIME, nullable=False),
        sa.CheckConstraint(
            "status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')",
            name=op.f("ck_challenges_status"),
        ),
        sa.PrimaryKeyConstraint("challenge_id", name=op.f("pk_challenges")),
    )
    op.create_index("ix_challenges_status_created_at", "challenges", ["status", "created_at"])


def downgrade() -> None:
    """Back to 0001: Spit only (other games' rows are deleted), one default variant."""
    op.drop_table("challenges")

    with op.batch_alter_table("guilds") as batch:
        batch.add_column(sa.Column("default_variant", sa.String(length=64), nullable=True))
        batch.drop_column("language")
    op.execute(
        sa.text(
            "UPDATE guilds SET default_variant = COALESCE("
            "(SELECT variant FROM guild_variants "
            "WHERE guild_variants.guild_id = guilds.guild_id AND guild_variants.game = :game), "
            ":old_default)"
        ).bindparams(game=SPIT, old_default=OLD_DEFAULT_VARIANT)
    )
    op.execute(
        sa.text(
            "UPDATE guilds SET settle_window_ms = :old_default WHERE settle_window_ms IS NULL"
        ).bindparams(old_default=OLD_DEFAULT_SETTLE_WINDOW_MS)
    )
    with op.batch_alter_table("guilds") as batch:
        batch.alter_column("default_variant", existing_type=sa.String(length=64), nullable=False)
        batch.alter_column("settle_window_ms", existing_type=sa.Integer(), nullable=False)
    op.drop_table("guild_variants")

    other_matches = "SELECT match_id FROM matches WHERE game <> :game"
    for statement in (
        "DELETE FROM rating_history WHERE game <> :game",
        "DELETE FROM ratings WHERE game <> :game",
        "DELETE FROM rating_counts WHERE game <> :game",
        f"DELETE FROM snapshots WHERE match_id IN ({other_matches})",
        f"DELETE FROM rounds WHERE match_id IN ({other_matches})",
        f"DELETE FROM series WHERE match_id IN ({other_matches})",
        "DELETE FROM matches WHERE game <> :game",
    ):
        op.execute(sa.text(statement).bindparams(game=SPIT))

    op.drop_index("ix_rating_history_player_game_scope_id", table_name="rating_history")
    with op.batch_alter_table("rating_history") as batch:
        batch.drop_column("game")
    op.create_index(
        "ix_rating_history_player_scope_id", "rating_history", ["player_id", "scope_id", "id"]
    )

    with op.batch_alter_table("rating_counts") as batch:
        batch.drop_constraint("pk_rating_counts", type_="primary")
        batch.drop_column("game")
        batch.create_primary_key("pk_rating_counts", ["scope_id", "rating"])

    op.drop_index("ix_ratings_game_scope_id_rating", table_name="ratings")
    with op.batch_alter_table("ratings") as batch:
        batch.drop_constraint("pk_ratings", type_="primary")
        batch.drop_column("game")
        batch.create_primary_key("pk_ratings", ["scope_id", "player_id"])
    op.create_index(
        "ix_ratings_scope_id_rating", "ratings", ["scope_id", "rating", "games", "player_id"]
    )

    op.drop_index("ix_matches_live_started_at", table_name="matches")
    op.drop_index("ix_matches_seat0_id_game_ended_at", table_name="matches")
    op.drop_index("ix_matches_seat1_id_game_ended_at", table_name="matches")
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("game")
    op.create_index("ix_matches_seat0_id_ended_at", "matches", ["seat0_id", "ended_at"])
    op.create_index("ix_matches_seat1_id_ended_at", "matches", ["seat1_id", "ended_at"])
