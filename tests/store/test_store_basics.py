"""Engine set-up, players and guild settings."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from spitbot.store import GuildSettings, PlayerRef, Store
from spitbot.store.database import create_engine, normalize_url

GUILD = 111_111_111_111


def test_normalize_url_picks_async_drivers() -> None:
    assert normalize_url("sqlite:///x.db").drivername == "sqlite+aiosqlite"
    assert normalize_url("postgres://u@h/db").drivername == "postgresql+asyncpg"
    assert normalize_url("postgresql+psycopg://u@h/db").drivername == "postgresql+asyncpg"
    assert normalize_url("sqlite+aiosqlite:///x.db").drivername == "sqlite+aiosqlite"
    with pytest.raises(ValueError, match="unsupported"):
        normalize_url("mysql://u@h/db")


async def test_sqlite_engine_creates_data_dir_and_sets_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "data" / "nested" / "spitbot.db"
    engine = create_engine(f"sqlite+aiosqlite:///{path}")
    try:
        async with engine.connect() as connection:
            journal = (await connection.execute(text("PRAGMA journal_mode"))).scalar()
            foreign_keys = (await connection.execute(text("PRAGMA foreign_keys"))).scalar()
            busy = (await connection.execute(text("PRAGMA busy_timeout"))).scalar()
        assert path.parent.is_dir()
        assert (journal, foreign_keys) == ("wal", 1)
        assert busy is not None and busy >= 1000
    finally:
        await engine.dispose()


async def test_backend_name(store: Store, backend: str) -> None:
    assert store.backend == {"sqlite": "sqlite", "postgres": "postgresql"}[backend]


async def test_upsert_player_inserts_then_updates(store: Store) -> None:
    assert await store.get_player(42) is None
    assert await store.upsert_player(42, "alice") == PlayerRef(42, "alice", False)
    assert await store.get_player(42) == PlayerRef(42, "alice", False)
    await store.upsert_player(42, "alice2", is_bot=True)
    assert await store.get_player(42) == PlayerRef(42, "alice2", True)


async def test_big_snowflakes_round_trip(store: Store) -> None:
    snowflake = 1_234_567_890_123_456_789  # needs BIGINT
    await store.upsert_player(snowflake, "big")
    player = await store.get_player(snowflake)
    assert player is not None and player.user_id == snowflake


async def test_guild_settings_default_when_absent(open_store: Any) -> None:
    custom = await open_store(default_variant="points", default_settle_window_ms=90)
    try:
        settings = await custom.get_guild_settings(GUILD)
        assert settings == GuildSettings(GUILD, "points", 90, frozenset())
        assert settings.allows_channel(123)
    finally:
        await custom.close()


async def test_set_guild_settings_partial_updates(store: Store) -> None:
    defaults = await store.get_guild_settings(GUILD)
    updated = await store.set_guild_settings(GUILD, default_variant="points")
    assert updated == GuildSettings(GUILD, "points", defaults.settle_window_ms)
    assert await store.get_guild_settings(GUILD) == updated

    updated = await store.set_guild_settings(
        GUILD, settle_window_ms=250, allowed_channel_ids=[5, 6]
    )
    assert updated == GuildSettings(GUILD, "points", 250, frozenset({5, 6}))
    assert await store.get_guild_settings(GUILD) == updated
    assert updated.allows_channel(5) and not updated.allows_channel(7)

    # Keep channels when not given; replace them when given; empty = all allowed.
    kept = await store.set_guild_settings(GUILD, default_variant="classic")
    assert kept.allowed_channel_ids == frozenset({5, 6})
    replaced = await store.set_guild_settings(GUILD, allowed_channel_ids=[7])
    assert (await store.get_guild_settings(GUILD)).allowed_channel_ids == frozenset({7})
    assert replaced.allowed_channel_ids == frozenset({7})
    cleared = await store.set_guild_settings(GUILD, allowed_channel_ids=[])
    assert cleared.allowed_channel_ids == frozenset()
    assert (await store.get_guild_settings(GUILD)).allows_channel(12345)
    # Other guilds are untouched.
    assert (await store.get_guild_settings(GUILD + 1)) == GuildSettings(
        GUILD + 1, defaults.default_variant, defaults.settle_window_ms
    )


async def test_set_guild_settings_rejects_negative_window(store: Store) -> None:
    with pytest.raises(ValueError, match="settle_window_ms"):
        await store.set_guild_settings(GUILD, settle_window_ms=-1)


async def test_store_clock_is_injectable(open_store: Any) -> None:
    fixed = datetime(2030, 5, 6, 7, 8, 9, tzinfo=UTC)
    custom = await open_store(clock=lambda: fixed)
    try:
        await custom.save_snapshot("m1", GUILD, 1, "notation", "{}")
        snapshot = await custom.get_snapshot("m1")
        assert snapshot is not None and snapshot.updated_at == fixed
    finally:
        await custom.close()


async def test_open_helpers_and_context_manager(db_url: str) -> None:
    import spitbot.store as store_pkg

    async with await store_pkg.open(db_url) as opened:
        assert await opened.get_player(1) is None
    other = await store_pkg.open_store(db_url)
    await other.close()
