"""Glicko-2 ratings: a deviation and a volatility for every rating.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01

``ratings`` gains ``exact_rating``, ``deviation``, ``volatility``,
``rated_at`` (when the last rated game ended) and ``ranked_until`` (when its
deviation, growing without games, passes the ranked limit 75; ``NULL``: not
ranked); ``peak`` becomes nullable (no peak before a rating first settles).
``rating_history`` gains ``deviation_before`` and ``deviation_after``.
The leaderboard index becomes a partial index of the ranked ratings, with a
second one to find those whose time runs out, and ``rating_counts`` counts
the ranked ratings only.

What existing ratings become (nothing recorded is changed or dropped):

* the Elo rating carries over as the starting rating (``exact_rating`` =
  ``rating``), with lichess's starting volatility 0.09; ``rated_at`` is the
  row's ``updated_at`` (the end of its last rated game); peaks are kept;
* the deviation comes from the number of rated games already played, ``n``:
  what Glicko-2 leaves after ``n`` games from the starting deviation 500,
  each against an evenly matched opponent whose rating has settled (deviation
  75), with no time between the games (lichess's way of rating one game at a
  time).  Each such game adds g(φ₇₅)²·¼ to 1/φ² (the paper's step 7 with
  E = ½), so, in rating points,

      RD(n) = max(45, 173.7178 / sqrt((173.7178 / 500)² + n · g(75 / 173.7178)² / 4))

  with g(φ) = 1 / sqrt(1 + 3φ²/π²): RD(0) = 500, RD(1) ≈ 291, RD(5) ≈ 152,
  RD(10) ≈ 110, RD(20) ≈ 79, RD(23) ≈ 74, RD(30) ≈ 65, and the floor 45 from
  63 games on.  These are the best-informed games possible, so the deviation
  is never overstated as doubt: a regular of the old ladder is not put back
  among the newcomers;
* it then grows from ``rated_at`` like any other (lichess's 0.21436 rating
  periods a day): a rating with 23 games or more (deviation 75 or less) gets
  the ``ranked_until`` its deviation gives, as after any game, and is ranked
  only until then (one whose time has already run out leaves the histogram
  at its ladder's next rated game, and the reads leave it out meanwhile, as
  for any rating); the migration itself reads no clock;
* every history row gets the same: ``deviation_after`` = RD(games) and
  ``deviation_before`` = RD(games - 1), ``games`` being the rated games after
  that row's game.

Downgrade keeps every rating and history row: the ratings stay as they are
now (the whole numbers, ``rating``), a rating that never settled gets its
current rating as its peak, the Glicko-2 columns are dropped, and
``rating_counts`` counts every rating again.
"""

import math
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_DATETIME = sa.DateTime(timezone=True)
RANKED = "ranked_until IS NOT NULL"

SCALE = 173.7178
START_DEVIATION = 500.0
MIN_DEVIATION = 45.0
RANKED_DEVIATION = 75.0
VOLATILITY = 0.09
PERIODS_PER_DAY = 0.21436


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


GAME_INFORMATION = _g(RANKED_DEVIATION / SCALE) ** 2 / 4
"""What one even game against a settled opponent adds to 1/φ² (internal scale)."""


def deviation_from_games(games: int) -> float:
    """The deviation given to a rating with ``games`` rated games (see above)."""
    phi = 1.0 / math.sqrt((SCALE / START_DEVIATION) ** 2 + max(games, 0) * GAME_INFORMATION)
    return max(MIN_DEVIATION, phi * SCALE)


def _floor_games() -> int:
    games = 0
    while deviation_from_games(games) > MIN_DEVIATION:
        games += 1
    return games


FLOOR_GAMES = _floor_games()
"""From this many games on, the deviation is the floor (63)."""


def _deviation_case(games: sa.ColumnElement[int]) -> sa.Case[float]:
    whens = {n: deviation_from_games(n) for n in range(FLOOR_GAMES)}
    return sa.case(whens, value=games, else_=MIN_DEVIATION)


def _ranked_until(deviation: float, rated_at: datetime) -> datetime | None:
    if deviation > RANKED_DEVIATION:
        return None
    phi, limit = deviation / SCALE, RANKED_DEVIATION / SCALE
    periods = (limit * limit - phi * phi) / (VOLATILITY * VOLATILITY)
    return rated_at + timedelta(days=periods / PERIODS_PER_DAY)


def _utc(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _stored(value: datetime, dialect: str) -> datetime:
    # As the store writes times: naive UTC on SQLite, aware elsewhere.
    return value.replace(tzinfo=None) if dialect == "sqlite" else value


ratings = sa.table(
    "ratings",
    sa.column("game", sa.String()),
    sa.column("scope_id", sa.BigInteger()),
    sa.column("player_id", sa.BigInteger()),
    sa.column("rating", sa.Integer()),
    sa.column("games", sa.Integer()),
    sa.column("peak", sa.Integer()),
    sa.column("updated_at", UTC_DATETIME),
    sa.column("exact_rating", sa.Double()),
    sa.column("deviation", sa.Double()),
    sa.column("volatility", sa.Double()),
    sa.column("rated_at", UTC_DATETIME),
    sa.column("ranked_until", UTC_DATETIME),
)
history = sa.table(
    "rating_history",
    sa.column("games", sa.Integer()),
    sa.column("deviation_before", sa.Double()),
    sa.column("deviation_after", sa.Double()),
)


def _count_ratings(where: str) -> None:
    op.execute("DELETE FROM rating_counts")
    op.execute(
        "INSERT INTO rating_counts (game, scope_id, rating, players) "
        f"SELECT game, scope_id, rating, COUNT(*) FROM ratings {where} "
        "GROUP BY game, scope_id, rating"
    )


def upgrade() -> None:
    """Give every rating a deviation and a volatility; rank the settled ones."""
    for name, kind in (
        ("exact_rating", sa.Double()),
        ("deviation", sa.Double()),
        ("volatility", sa.Double()),
        ("rated_at", UTC_DATETIME),
        ("ranked_until", UTC_DATETIME),
    ):
        op.add_column("ratings", sa.Column(name, kind, nullable=True))
    for name in ("deviation_before", "deviation_after"):
        op.add_column("rating_history", sa.Column(name, sa.Double(), nullable=True))

    op.execute(
        ratings.update().values(
            exact_rating=ratings.c.rating,
            deviation=_deviation_case(ratings.c.games),
            volatility=VOLATILITY,
            rated_at=ratings.c.updated_at,
        )
    )
    op.execute(
        history.update().values(
            deviation_before=_deviation_case(history.c.games - 1),
            deviation_after=_deviation_case(history.c.games),
        )
    )
    # The settled ones: ranked until their deviation grows past 75.
    bind = op.get_bind()
    dialect = bind.dialect.name
    settled = bind.execute(
        sa.select(
            ratings.c.game,
            ratings.c.scope_id,
            ratings.c.player_id,
            ratings.c.deviation,
            ratings.c.updated_at,
        ).where(ratings.c.deviation <= RANKED_DEVIATION)
    ).all()
    ranked = []
    for game, scope, player, deviation, updated_at in settled:
        until = _ranked_until(deviation, _utc(updated_at))
        if until is not None:
            ranked.append(
                {
                    "b_game": game,
                    "b_scope": scope,
                    "b_player": player,
                    "b_until": _stored(until, dialect),
                }
            )
    if ranked:
        bind.execute(
            ratings.update()
            .where(
                ratings.c.game == sa.bindparam("b_game"),
                ratings.c.scope_id == sa.bindparam("b_scope"),
                ratings.c.player_id == sa.bindparam("b_player"),
            )
            .values(ranked_until=sa.bindparam("b_until")),
            ranked,
        )

    op.drop_index("ix_ratings_game_scope_id_rating", table_name="ratings")
    with op.batch_alter_table("ratings") as batch:
        for name in ("exact_rating", "deviation", "volatility"):
            batch.alter_column(name, existing_type=sa.Double(), nullable=False)
        batch.alter_column("rated_at", existing_type=UTC_DATETIME, nullable=False)
        batch.alter_column("peak", existing_type=sa.Integer(), nullable=True)
    with op.batch_alter_table("rating_history") as batch:
        for name in ("deviation_before", "deviation_after"):
            batch.alter_column(name, existing_type=sa.Double(), nullable=False)
    op.create_index(
        "ix_ratings_ranked",
        "ratings",
        ["game", "scope_id", "rating", "games", "player_id"],
        sqlite_where=sa.text(RANKED),
        postgresql_where=sa.text(RANKED),
    )
    op.create_index(
        "ix_ratings_ranked_until",
        "ratings",
        ["game", "scope_id", "ranked_until"],
        sqlite_where=sa.text(RANKED),
        postgresql_where=sa.text(RANKED),
    )
    _count_ratings(f"WHERE {RANKED}")


def downgrade() -> None:
    """Back to 0002: Elo's columns only; every rating and history row stays."""
    op.drop_index("ix_ratings_ranked_until", table_name="ratings")
    op.drop_index("ix_ratings_ranked", table_name="ratings")
    op.execute(ratings.update().where(ratings.c.peak.is_(None)).values(peak=ratings.c.rating))
    with op.batch_alter_table("ratings") as batch:
        batch.alter_column("peak", existing_type=sa.Integer(), nullable=False)
        for name in ("exact_rating", "deviation", "volatility", "rated_at", "ranked_until"):
            batch.drop_column(name)
    with op.batch_alter_table("rating_history") as batch:
        batch.drop_column("deviation_before")
        batch.drop_column("deviation_after")
    op.create_index(
        "ix_ratings_game_scope_id_rating",
        "ratings",
        ["game", "scope_id", "rating", "games", "player_id"],
    )
    _count_ratings("")
