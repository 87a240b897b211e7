"""Alembic migrations match the models and round-trip, on both backends."""

from __future__ import annotations

import asyncio
import math
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
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
    "events",
    "event_entries",
    "event_games",
    "guilds",
    "guild_channels",
    "matches",
    "match_flags",
    "live_players",
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
    assert head_revision() == "0008"


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
    assert current_revision(empty_db_url) == "0008"
    assert await _inspect(empty_db_url, _tables) == TABLES | {"alembic_version"}
    upgrade_to_head(empty_db_url)  # already at head: a no-op
    assert current_revision(empty_db_url) == "0008"


def test_cli_entry_point(tmp_path: Path, capsys: Any) -> None:
    """The command line (backend-agnostic: SQLite only)."""
    from spitbot.store.migrate import main

    url = f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}"
    assert main([url, "upgrade", "0001"]) == 0
    assert capsys.readouterr().out.strip() == "0001"
    assert main([url]) == 0
    assert capsys.readouterr().out.strip() == "0008"
    assert main([url, "current"]) == 0
    assert capsys.readouterr().out.strip() == "0008"
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

    store = await Store.open(empty_db_url, clock=lambda: T0 + timedelta(hours=1))
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
        stats = await store.player_stats(1, GUILD, game="spit")  # 0002: the rows before are Spit's
        assert (stats.game, stats.wins, stats.rating, stats.rating_trend) == (
            "spit",
            1,
            1220,
            (1220,),
        )
        # One game is far from settled (0003): provisional, not ranked.
        assert (stats.rank, stats.provisional) == (None, True)
        assert stats.series_won == 1
        board = await store.leaderboard(None, caller_id=2, game="spit")
        assert board.rows == () and board.caller is not None
        assert (board.caller.rating, board.caller.rank) == (1180, None)
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
    assert current_revision(empty_db_url) == "0008"


# -- existing Elo ratings through 0003 ---------------------------------------------

DAY = timedelta(days=1)
RECENT = datetime(2026, 6, 1, tzinfo=UTC)  # the pairs that still play
LONG_AGO = RECENT - 200 * DAY


def _elo_k(games: int) -> int:
    return 40 if games < 20 else 20


def _elo(a: tuple[int, int], b: tuple[int, int], score: float) -> tuple[int, int]:
    """One game of revision 0002's Elo: (rating, games) of both, a's score."""
    expected = 1 / (1 + 10 ** ((b[0] - a[0]) / 400))
    delta_a = _elo_k(a[1]) * (score - expected)
    delta_b = _elo_k(b[1]) * ((1 - score) - (1 - expected))

    def rounded(x: float) -> int:
        return int(math.copysign(math.floor(abs(x) + 0.5), x))

    return a[0] + rounded(delta_a), b[0] + rounded(delta_b)


def _rows_at_0002() -> dict[str, list[dict[str, Any]]]:
    """A Spit and Speed history as revision 0002 stored it, replayed with its Elo:
    players 1 and 2 played 30 games (the last a day before RECENT), 3 and 4 three,
    5 and 6 forty that ended LONG_AGO; 1 and 3 one game of Speed."""
    rows: dict[str, list[dict[str, Any]]] = {
        name: [] for name in ("players", "matches", "ratings", "rating_counts", "rating_history")
    }
    rows["players"] = [
        {"user_id": p, "name": f"p{p}", "is_bot": False, "updated_at": LONG_AGO}
        for p in range(1, 7)
    ]
    state: dict[tuple[str, int, int], dict[str, Any]] = {}
    number = 0

    def play(game: str, a: int, b: int, winner: int | None, ended: datetime) -> None:
        nonlocal number
        number += 1
        match_id = f"old{number:03d}"
        rows["matches"].append(
            {"match_id": match_id, "game": game, "guild_id": GUILD, "channel_id": CHANNEL,
             "seat0_id": a, "seat1_id": b, "variant": "classic", "seed": number,
             "status": "finished", "winner_seat": winner, "is_draw": winner is None,
             "end_reason": "out_of_cards", "rated": True,
             "started_at": ended - timedelta(minutes=5), "ended_at": ended, "rounds": 1}
        )  # fmt: skip
        score = 0.5 if winner is None else 1.0 - winner
        for scope in (0, GUILD):
            old = [
                state.setdefault((game, scope, p), {
                    "game": game, "scope_id": scope, "player_id": p, "rating": 1200, "games": 0,
                    "wins": 0, "losses": 0, "draws": 0, "peak": 1200, "updated_at": ended,
                })
                for p in (a, b)
            ]  # fmt: skip
            new = _elo((old[0]["rating"], old[0]["games"]), (old[1]["rating"], old[1]["games"]),
                       score)  # fmt: skip
            for row, rating, mine in zip(old, new, (score, 1 - score), strict=True):
                rows["rating_history"].append(
                    {"match_id": match_id, "player_id": row["player_id"], "game": game,
                     "scope_id": scope, "before": row["rating"], "after": rating,
                     "games": row["games"] + 1, "created_at": ended}
                )  # fmt: skip
                row.update(
                    rating=rating, games=row["games"] + 1, wins=row["wins"] + (mine == 1),
                    losses=row["losses"] + (mine == 0), draws=row["draws"] + (mine == 0.5),
                    peak=max(row["peak"], rating), updated_at=ended,
                )  # fmt: skip

    for i in range(30):
        play("spit", 1, 2, 0 if i % 3 else 1, RECENT - DAY - (29 - i) * timedelta(hours=1))
    for i in range(3):
        play("spit", 3, 4, None if i == 0 else 0, RECENT - 10 * DAY + i * timedelta(hours=1))
    for i in range(40):
        play("spit", 5, 6, i % 2, LONG_AGO + i * timedelta(hours=1))
    play("speed", 1, 3, 0, RECENT - 2 * DAY)
    rows["ratings"] = list(state.values())
    counts: dict[tuple[str, int, int], int] = {}
    for row in rows["ratings"]:
        key = (row["game"], row["scope_id"], row["rating"])
        counts[key] = counts.get(key, 0) + 1
    rows["rating_counts"] = [
        {"game": game, "scope_id": scope, "rating": rating, "players": players}
        for (game, scope, rating), players in counts.items()
    ]
    return rows


def _rd(games: int) -> float:
    """The deviation migration 0003 gives after ``games`` games (its docstring's formula)."""
    scale = 173.7178
    g = 1 / math.sqrt(1 + 3 * (75 / scale) ** 2 / math.pi**2)
    return max(45.0, scale / math.sqrt((scale / 500) ** 2 + games * g * g / 4))


def _utc(value: Any) -> datetime:
    if isinstance(value, str):  # SQLite through a plain text query
        value = datetime.fromisoformat(value)
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


async def test_elo_ratings_at_0002_carry_over_with_a_deviation_from_their_games(
    empty_db_url: str,
) -> None:
    await upgrade_async(empty_db_url, "0002")
    old = _rows_at_0002()
    await _in_transaction(empty_db_url, _insert(old))
    await upgrade_to_head_async(empty_db_url)
    assert await _inspect(empty_db_url, _diff(Base.metadata)) == []
    for name in ("ix_ratings_ranked", "ix_ratings_ranked_until"):
        index = await _inspect(empty_db_url, _index("ratings", name))
        where = [v for k, v in index["dialect_options"].items() if k.endswith("_where")]
        assert len(where) == 1 and "ranked_until" in str(where[0])

    # Every rating: the Elo rating, a deviation from its games, volatility 0.09.
    migrated = await _in_transaction(
        empty_db_url,
        _select(
            "SELECT game, scope_id, player_id, rating, exact_rating, deviation, volatility, "
            "games, wins, losses, draws, peak, rated_at, ranked_until FROM ratings"
        ),
    )
    assert len(migrated) == len(old["ratings"])
    before = {(r["game"], r["scope_id"], r["player_id"]): r for r in old["ratings"]}
    for game, scope, player, rating, exact, deviation, volatility, games, *rest in migrated:
        wins, losses, draws, peak, rated_at, ranked_until = rest
        was = before[(game, scope, player)]
        assert (rating, exact, games, wins, losses, draws, peak) == (
            was["rating"], was["rating"], was["games"], was["wins"], was["losses"],
            was["draws"], was["peak"],
        )  # fmt: skip
        assert deviation == pytest.approx(_rd(games)) and volatility == 0.09
        assert _utc(rated_at) == was["updated_at"]
        if deviation > 75:
            assert ranked_until is None
        else:  # ranked until the deviation, growing at volatility 0.09, passes 75
            phi, limit = deviation / 173.7178, 75 / 173.7178
            days = (limit**2 - phi**2) / 0.09**2 / 0.21436
            assert _utc(ranked_until) - _utc(rated_at) == pytest.approx(
                timedelta(days=days), abs=timedelta(seconds=1)
            )
    assert [round(_rd(n), 2) for n in (0, 1, 10, 22, 23, 30, 63)] == [
        500.0, 290.62, 110.16, 75.28, 73.66, 64.66, 45.0,
    ]  # fmt: skip
    # Every history row: the deviations of its game's numbers.
    history = await _in_transaction(
        empty_db_url,
        _select(
            "SELECT games, deviation_before, deviation_after, before, after FROM rating_history"
        ),
    )
    assert len(history) == len(old["rating_history"])
    for games, dev_before, dev_after, *_ in history:
        assert (dev_before, dev_after) == (pytest.approx(_rd(games - 1)), pytest.approx(_rd(games)))
    assert sorted(h[3:] for h in history) == sorted(
        (h["before"], h["after"]) for h in old["rating_history"]
    )
    # The histogram counts the ranked ratings: 1, 2 (30 games) and 5, 6 (40), per scope.
    counts = await _in_transaction(
        empty_db_url, _select("SELECT game, scope_id, rating, players FROM rating_counts")
    )
    ranked = [r for r in migrated if r[13] is not None]
    assert sorted((p, scope) for _, scope, p, *_ in ranked) == sorted(
        (p, scope) for p in (1, 2, 5, 6) for scope in (0, GUILD)
    )
    assert sum(c[3] for c in counts) == len(ranked)

    # Read a day after 1 and 2's last game: they are ranked; 5 and 6's time ran out.
    now = RECENT
    store = await Store.open(empty_db_url, clock=lambda: now)
    try:
        board = await store.leaderboard(GUILD, caller_id=3, game="spit")
        one, two = (before[("spit", GUILD, p)] for p in (1, 2))
        assert sorted((r.user_id, r.rating) for r in board.rows) == [
            (1, one["rating"]),
            (2, two["rating"]),
        ]
        assert [r.rank for r in board.rows] == [1, 2] and board.total == 2
        assert board.caller is not None and board.caller.rank is None  # 3 games: not ranked
        stats = await store.player_stats(1, GUILD, game="spit")
        assert (stats.rating, stats.peak_rating, stats.rated_games) == (
            one["rating"],
            one["peak"],
            30,
        )
        assert stats.deviation == pytest.approx(
            math.sqrt(_rd(30) ** 2 + (173.7178 * 0.09) ** 2 * 0.21436), abs=0.01
        )  # a day's growth
        assert stats.ranked and not stats.provisional
        speed = await store.player_stats(1, GUILD, game="speed")
        assert (speed.rating, speed.provisional) == (1220, True)
        # The next game builds on the carried-over ratings.
        await store.start_match(
            MatchStart("new", GUILD, CHANNEL, PlayerRef(1, "p1"), PlayerRef(2, "p2"),
                       "spit", "classic", 1, True, now)
        )  # fmt: skip
        changes = await store.finish_match(MatchResult("new", 1, "out_of_cards", now))
        assert {(c.scope_guild_id, c.user_id, c.before) for c in changes} == {
            (scope, p, before[("spit", 0 if scope is None else scope, p)]["rating"])
            for scope in (None, GUILD)
            for p in (1, 2)
        }
        assert all(c.deviation_before == pytest.approx(stats.deviation) for c in changes)
        # New players' ratings have no peak until they settle.
        await store.start_match(
            MatchStart("newer", GUILD, CHANNEL, PlayerRef(5, "p5"), PlayerRef(6, "p6"),
                       "speed", "fast", 2, True, now)
        )  # fmt: skip
        await store.finish_match(MatchResult("newer", 0, "out_of_cards", now))
        assert (await store.player_stats(5, GUILD, game="speed")).peak_rating is None
    finally:
        await store.close()
    # That game also took 5 and 6 out of the histogram of both ladders for good.
    counted = await _in_transaction(
        empty_db_url, _select("SELECT SUM(players) FROM rating_counts WHERE game = 'spit'")
    )
    assert counted == [(4,)]

    # Down to 0002: every rating and history row is kept, and the histogram counts
    # every rating again, as 0002 did.
    await downgrade_async(empty_db_url, "0002")
    kept = await _in_transaction(
        empty_db_url, _select("SELECT game, scope_id, player_id, rating, games, peak FROM ratings")
    )
    assert len(kept) == len(old["ratings"]) + 4 and all(row[5] is not None for row in kept)
    assert await _in_transaction(empty_db_url, _select("SELECT COUNT(*) FROM rating_history")) == [
        (len(old["rating_history"]) + 8,)
    ]
    recount = await _in_transaction(
        empty_db_url,
        _select(
            "SELECT game, scope_id, rating, COUNT(*) FROM ratings GROUP BY game, scope_id, rating "
            "ORDER BY game, scope_id, rating"
        ),
    )
    assert recount == await _in_transaction(
        empty_db_url,
        _select(
            "SELECT game, scope_id, rating, players FROM rating_counts WHERE players > 0 "
            "ORDER BY game, scope_id, rating"
        ),
    )
    # The new players' unsettled ratings got their rating as the peak 0002 needs.
    new = [row for row in kept if row[0] == "speed" and row[2] in (5, 6)]
    assert len(new) == 4 and all(row[5] == row[3] for row in new)
    assert {row[:3]: row[3:] for row in kept if row[0] == "spit" and row[2] in (3, 4)} == {
        key: (r["rating"], r["games"], r["peak"])
        for key, r in before.items()
        if key[0] == "spit" and key[2] in (3, 4)
    }
    await upgrade_to_head_async(empty_db_url)
    assert current_revision(empty_db_url) == "0008"


# -- live matches through 0005 ----------------------------------------------------


async def test_the_people_of_live_matches_are_claimed_at_0005(empty_db_url: str) -> None:
    """Each person in a live match is claimed for it, the bot opponent never; someone
    in two live matches (the old per-process check let shards do that) for the older."""
    await upgrade_async(empty_db_url, "0003")
    players = [{"user_id": p, "name": f"p{p}", "is_bot": p == 9, "updated_at": T0}
               for p in (1, 2, 3, 4, 5, 6, 9)]  # fmt: skip

    def match(match_id: str, a: int, b: int, status: str, hours: int) -> dict[str, Any]:
        return {"match_id": match_id, "game": "spit", "guild_id": GUILD, "channel_id": CHANNEL,
                "seat0_id": a, "seat1_id": b, "variant": "classic", "seed": 1,
                "status": status, "winner_seat": None, "is_draw": False, "end_reason": None,
                "rated": True, "started_at": T0 + timedelta(hours=hours), "ended_at": None,
                "rounds": 0}  # fmt: skip

    matches = [
        match("old", 1, 2, "live", 0), match("new", 2, 3, "live", 1),
        match("practice", 4, 9, "live", 2), match("done", 5, 6, "finished", 3),
    ]  # fmt: skip
    await _in_transaction(empty_db_url, _insert({"players": players, "matches": matches}))
    await upgrade_to_head_async(empty_db_url)
    claimed = await _in_transaction(
        empty_db_url, _select("SELECT user_id, match_id FROM live_players ORDER BY user_id")
    )
    assert claimed == [(1, "old"), (2, "old"), (3, "new"), (4, "practice")]
    await downgrade_async(empty_db_url, "0003")
    assert "live_players" not in await _inspect(empty_db_url, _tables)


# -- challenges cancelled through 0006 ----------------------------------------------


async def test_a_challenge_whose_place_is_gone_is_cancelled_from_0006(empty_db_url: str) -> None:
    """0006 lets a challenge be closed ``cancelled`` (its channel deleted, the bot removed
    from its server), which the check refused before; a downgrade calls it ``expired``."""

    def challenge(challenge_id: str, status: str) -> dict[str, Any]:
        return {"challenge_id": challenge_id, "guild_id": GUILD, "channel_id": CHANNEL,
                "game": "spit", "variant": "classic", "challenger_id": 1,
                "challenger_name": "a", "invitee_id": 2, "invitee_name": "b",
                "window_ms": None, "expires_at": T0, "message_id": None, "status": status,
                "created_at": T0, "updated_at": T0}  # fmt: skip

    await upgrade_async(empty_db_url, "0005")
    with pytest.raises(sa.exc.IntegrityError):
        await _in_transaction(empty_db_url, _insert({"challenges": [challenge("x", "cancelled")]}))
    await upgrade_to_head_async(empty_db_url)
    rows = [challenge("gone", "cancelled"), challenge("open", "open")]
    await _in_transaction(empty_db_url, _insert({"challenges": rows}))
    await downgrade_async(empty_db_url, "0005")
    assert await _in_transaction(
        empty_db_url, _select("SELECT challenge_id, status FROM challenges ORDER BY challenge_id")
    ) == [("gone", "expired"), ("open", "open")]


# -- open challenges through 0007 -------------------------------------------------------


async def test_an_open_challenge_has_no_invitee_from_0007(empty_db_url: str) -> None:
    """0007 lets a challenge wait without an invitee (anyone may accept it), within a
    rating range; a downgrade removes the open ones nobody took."""
    named = {"challenge_id": "named", "guild_id": GUILD, "channel_id": CHANNEL,
             "game": "spit", "variant": "classic", "challenger_id": 1,
             "challenger_name": "a", "invitee_id": 2, "invitee_name": "b",
             "window_ms": None, "expires_at": T0, "message_id": None, "status": "open",
             "created_at": T0, "updated_at": T0}  # fmt: skip
    anyone = {**named, "challenge_id": "anyone", "invitee_id": None, "invitee_name": None}
    await upgrade_async(empty_db_url, "0006")
    with pytest.raises(sa.exc.IntegrityError):
        await _in_transaction(empty_db_url, _insert({"challenges": [anyone]}))
    await upgrade_to_head_async(empty_db_url)
    ranged = {**anyone, "rating_low": 1400, "rating_high": 1600}
    await _in_transaction(empty_db_url, _insert({"challenges": [named, ranged]}))
    await downgrade_async(empty_db_url, "0006")
    assert await _in_transaction(
        empty_db_url, _select("SELECT challenge_id FROM challenges ORDER BY challenge_id")
    ) == [("named",)]


async def test_shards_started_at_once_migrate_in_turn(empty_db_url: str, backend: str) -> None:
    """Three processes bringing one PostgreSQL database up to date at the same moment
    (shards started together) take turns: all succeed, the schema is whole."""
    if backend == "sqlite":
        pytest.skip("one process per SQLite file")
    command = [sys.executable, "-m", "spitbot.store", empty_db_url, "upgrade"]
    processes = [
        await asyncio.create_subprocess_exec(*command, stderr=asyncio.subprocess.PIPE)
        for _ in range(3)
    ]
    errors = [(await p.communicate())[1].decode() for p in processes]
    assert [p.returncode for p in processes] == [0, 0, 0], errors
    assert current_revision(empty_db_url) == head_revision()
    assert await _inspect(empty_db_url, _diff(Base.metadata)) == []
