"""Alembic migrations match the models and round-trip, on both backends."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy.engine import Connection
from sqlalchemy.pool import NullPool

from spitbot.store import (
    GuildSettings,
    MatchResult,
    MatchStart,
    MatchStatus,
    PlayerRef,
    Store,
    downgrade,
    downgrade_async,
    upgrade_to_head,
    upgrade_to_head_async,
)
from spitbot.store.database import create_engine
from spitbot.store.migrate import (
    MIGRATIONS_DIR,
    current_revision,
    head_revision,
    upgrade_async,
)
from spitbot.store.models import Base

TABLES = {
    "players",
    "guilds",
    "guild_channels",
    "matches",
    "rounds",
    "series",
    "ratings",
    "rating_history",
    "rating_counts",
    "snapshots",
    "guild_variants",
    "challenges",
}


async def _inspect(url: str, work: Any) -> Any:
    engine = create_engine(url, poolclass=NullPool)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(work)
    finally:
        await engine.dispose()


def _diff(metadata: sa.MetaData) -> Any:
    def work(connection: Connection) -> Any:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return compare_metadata(context, metadata)

    return work


def _tables(connection: Connection) -> set[str]:
    return set(sa.inspect(connection).get_table_names())


def test_migrations_dir_is_found() -> None:
    assert (MIGRATIONS_DIR / "env.py").is_file()
    assert head_revision() == "0002"


async def test_upgrade_on_empty_database_matches_models_and_round_trips(
    empty_db_url: str,
) -> None:
    assert current_revision(empty_db_url) is None
    await upgrade_to_head_async(empty_db_url)
    assert current_revision(empty_db_url) == head_revision()
    assert await _inspect(empty_db_url, _diff(Base.metadata)) == []

    # The comparison is not vacuous: a model change would be reported.
    changed = sa.MetaData()
    for table in Base.metadata.sorted_tables:
        table.to_metadata(changed)
    sa.Table("extra", changed, sa.Column("id", sa.Integer, primary_key=True))
    changed.tables["players"].append_column(sa.Column("nickname", sa.String(20)))
    diff = await _inspect(empty_db_url, _diff(changed))
    kinds = {(entry[0], getattr(entry[-1], "name", None)) for entry in diff}
    assert ("add_table", "extra") in kinds
    assert ("add_column", "nickname") in kinds

    # Down to nothing and up again, with the synchronous API (which also works
    # from inside a running event loop).
    downgrade(empty_db_url, "base")
    assert current_revision(empty_db_url) is None
    assert await _inspect(empty_db_url, _tables) <= {"alembic_version"}
    upgrade_to_head(empty_db_url)
    assert current_revision(empty_db_url) == "0002"
    assert await _inspect(empty_db_url, _tables) == TABLES | {"alembic_version"}
    upgrade_to_head(empty_db_url)  # already at head: a no-op
    assert current_revision(empty_db_url) == "0002"


def test_cli_entry_point(tmp_path: Path, capsys: Any) -> None:
    """The command line (backend-agnostic: SQLite only)."""
    from spitbot.store.migrate import main

    url = f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}"
    assert main([url, "upgrade", "0001"]) == 0
    assert capsys.readouterr().out.strip() == "0001"
    assert main([url]) == 0
    assert capsys.readouterr().out.strip() == "0002"
    assert main([url, "current"]) == 0
    assert capsys.readouterr().out.strip() == "0002"
    assert main([url, "downgrade", "base"]) == 0
    assert capsys.readouterr().out.strip() == "(empty)"


# -- existing data through 0002 ------------------------------------------------------

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
GUILD, OTHER_GUILD, CHANNEL = 111, 222, 333


def _rows_at_0001() -> dict[str, list[dict[str, Any]]]:
    """A small Spit history as revision 0001 stored it."""
    match = {
        "guild_id": GUILD,
        "channel_id": CHANNEL,
        "seat0_id": 1,
        "seat1_id": 2,
        "seed": 7,
        "is_draw": False,
        "rated": True,
        "started_at": T0,
    }
    return {
        "players": [
            {"user_id": 1, "name": "alice", "is_bot": False, "updated_at": T0},
            {"user_id": 2, "name": "bob", "is_bot": False, "updated_at": T0},
        ],
        "guilds": [
            # Written by the old store with its own defaults: nothing was really set.
            {
                "guild_id": GUILD,
                "default_variant": "5,slap,any,game",
                "settle_window_ms": 100,
                "updated_at": T0,
            },
            {
                "guild_id": OTHER_GUILD,
                "default_variant": "points,15",
                "settle_window_ms": 250,
                "updated_at": T0,
            },
        ],
        "guild_channels": [{"guild_id": OTHER_GUILD, "channel_id": 9}],
        "matches": [
            {
                **match,
                "match_id": "done",
                "variant": "points,15",
                "status": "finished",
                "winner_seat": 0,
                "end_reason": "target_reached",
                "ended_at": T0 + timedelta(minutes=5),
                "rounds": 1,
            },
            {
                **match,
                "match_id": "live",
                "variant": "classic",
                "status": "live",
                "winner_seat": None,
                "end_reason": None,
                "ended_at": None,
                "rounds": 0,
                "started_at": T0 + timedelta(minutes=10),
            },
        ],
        "rounds": [
            {
                "match_id": "done",
                "round_no": 1,
                "points0": 15,
                "points1": 3,
                "cards_left0": 0,
                "cards_left1": 3,
            }
        ],
        "series": [
            {
                "match_id": "done",
                "total0": 15,
                "total1": 3,
                "target": 15,
                "finished": True,
                "winner_seat": 0,
                "is_draw": False,
            }
        ],
        "ratings": [
            {
                "scope_id": scope,
                "player_id": player,
                "rating": rating,
                "games": 1,
                "wins": int(rating > 1200),
                "losses": int(rating < 1200),
                "draws": 0,
                "peak": max(rating, 1200),
                "updated_at": T0,
            }
            for scope in (0, GUILD)
            for player, rating in ((1, 1220), (2, 1180))
        ],
        "rating_counts": [
            {"scope_id": scope, "rating": rating, "players": 1}
            for scope in (0, GUILD)
            for rating in (1180, 1220)
        ],
        "rating_history": [
            {
                "match_id": "done",
                "player_id": player,
                "scope_id": scope,
                "before": 1200,
                "after": rating,
                "games": 1,
                "created_at": T0,
            }
            for scope in (0, GUILD)
            for player, rating in ((1, 1220), (2, 1180))
        ],
        "snapshots": [
            {
                "match_id": "live",
                "guild_id": GUILD,
                "channel_id": CHANNEL,
                "notation": "N",
                "runtime_json": "{}",
                "version": 3,
                "updated_at": T0,
                "parked": False,
                "park_reason": None,
            }
        ],
    }


def _insert(rows: dict[str, list[dict[str, Any]]]) -> Callable[[Connection], None]:
    def work(connection: Connection) -> None:
        metadata = sa.MetaData()
        metadata.reflect(connection)
        for table, values in rows.items():
            connection.execute(metadata.tables[table].insert(), values)

    return work


def _default_of(table: str, column: str) -> Callable[[Connection], Any]:
    def work(connection: Connection) -> Any:
        columns = sa.inspect(connection).get_columns(table)
        return next(c for c in columns if c["name"] == column)["default"]

    return work


def _index(table: str, name: str) -> Callable[[Connection], Any]:
    def work(connection: Connection) -> Any:
        return next(i for i in sa.inspect(connection).get_indexes(table) if i["name"] == name)

    return work


def _select(sql: str) -> Callable[[Connection], list[tuple[Any, ...]]]:
    def work(connection: Connection) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in connection.execute(sa.text(sql))]

    return work


async def _in_transaction(url: str, work: Callable[[Connection], Any]) -> Any:
    engine = create_engine(url, poolclass=NullPool)
    try:
        async with engine.begin() as connection:
            return await connection.run_sync(work)
    finally:
        await engine.dispose()


async def test_data_at_0001_is_kept_and_reads_back_as_spit(empty_db_url: str) -> None:
    await upgrade_async(empty_db_url, "0001")
    await _in_transaction(empty_db_url, _insert(_rows_at_0001()))
    await upgrade_to_head_async(empty_db_url)
    assert await _inspect(empty_db_url, _diff(Base.metadata)) == []
    # What the comparison above does not look at: server defaults and partial indexes.
    for table in ("matches", "ratings", "rating_counts", "rating_history"):
        assert await _inspect(empty_db_url, _default_of(table, "game")) is None
    live_index = await _inspect(empty_db_url, _index("matches", "ix_matches_live_started_at"))
    where = {k: v for k, v in live_index["dialect_options"].items() if k.endswith("_where")}
    assert len(where) == 1 and "live" in str(next(iter(where.values())))

    store = await Store.open(empty_db_url)
    try:
        done, live = await store.get_match("done"), await store.get_match("live")
        assert done is not None and live is not None
        assert (done.game, done.status, done.winner_seat, done.variant) == (
            "spit",
            MatchStatus.FINISHED,
            0,
            "points,15",
        )
        assert (live.game, live.status) == ("spit", MatchStatus.LIVE)
        stats = await store.player_stats(1, GUILD)  # the default game is Spit
        assert (stats.game, stats.wins, stats.rating, stats.rank, stats.rating_trend) == (
            "spit",
            1,
            1220,
            1,
            (1220,),
        )
        assert stats.series_won == 1
        board = await store.leaderboard(None, caller_id=2)
        assert [(r.user_id, r.rating, r.rank) for r in board.rows] == [(1, 1220, 1), (2, 1180, 2)]
        assert (await store.leaderboard(None, game="speed")).total == 0
        series = await store.series_in_channel(CHANNEL)
        assert series is not None and (series.match_id, series.game) == ("done", "spit")
        assert [s.match_id for s in await store.live_snapshots()] == ["live"]
        assert await store.live_matches_without_snapshot() == []

        # The old default variant meant "not set"; the window cannot be told apart: kept.
        assert await store.get_guild_settings(GUILD) == GuildSettings(GUILD, {}, 100)
        assert await store.get_guild_settings(OTHER_GUILD) == GuildSettings(
            OTHER_GUILD, {"spit": "points,15"}, 250, None, frozenset({9})
        )

        # The migrated ladder keeps working: a new result builds on it.
        changes = await store.finish_match(
            MatchResult("live", 1, "out_of_cards", T0 + timedelta(minutes=20))
        )
        assert {(c.user_id, c.before) for c in changes} == {(1, 1220), (2, 1180)}
        # A second game arrives, then we go back to 0001.
        await store.start_match(
            MatchStart(
                "speedy", GUILD, CHANNEL, PlayerRef(1, "alice"), PlayerRef(2, "bob"),
                "speed", "fast", 1, True, T0 + timedelta(hours=1),
            )
        )  # fmt: skip
        await store.finish_match(MatchResult("speedy", 0, "out_of_cards", T0 + timedelta(hours=2)))
        await store.set_guild_settings(GUILD, variant=("speed", "fast"), language="cs")
    finally:
        await store.close()

    await downgrade_async(empty_db_url, "0001")
    assert await _in_transaction(
        empty_db_url, _select("SELECT match_id FROM matches ORDER BY match_id")
    ) == [("done",), ("live",)]
    assert await _in_transaction(
        empty_db_url,
        _select("SELECT guild_id, default_variant, settle_window_ms FROM guilds ORDER BY guild_id"),
    ) == [(GUILD, "5,slap,any,game", 100), (OTHER_GUILD, "points,15", 250)]
    assert await _in_transaction(empty_db_url, _select("SELECT COUNT(*) FROM rating_history")) == [
        (8,)
    ]
    await upgrade_to_head_async(empty_db_url)
    assert current_revision(empty_db_url) == "0002"
