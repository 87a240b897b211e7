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


async def _pragmas(engine: Any, *names: str) -> list[Any]:
    async with engine.connect() as connection:
        return [(await connection.execute(text(f"PRAGMA {name}"))).scalar() for name in names]


async def test_sqlite_engine_creates_data_dir_and_sets_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "data" / "nested" / "spitbot.db"
    engine = create_engine(f"sqlite+aiosqlite:///{path}")
    try:
        journal, foreign_keys, busy, synchronous = await _pragmas(
            engine, "journal_mode", "foreign_keys", "busy_timeout", "synchronous"
        )
        assert path.parent.is_dir()
        assert (journal, foreign_keys, synchronous) == ("wal", 1, 1)  # 1 = NORMAL
        assert busy is not None and busy >= 1000
    finally:
        await engine.dispose()


async def test_sqlite_synchronous_is_an_engine_option(tmp_path: Path) -> None:
    full = create_engine(f"sqlite+aiosqlite:///{tmp_path / 'a.db'}", sqlite_synchronous="full")
    try:
        assert await _pragmas(full, "synchronous") == [2]  # 2 = FULL
    finally:
        await full.dispose()
    with pytest.raises(ValueError, match="sqlite_synchronous"):
        create_engine(f"sqlite+aiosqlite:///{tmp_path / 'b.db'}", sqlite_synchronous="sometimes")


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


async def test_guild_settings_are_empty_when_never_set(store: Store) -> None:
    settings = await store.get_guild_settings(GUILD)
    assert settings == GuildSettings(GUILD)
    assert (settings.variants, settings.settle_window_ms, settings.language) == ({}, None, None)
    assert settings.variant("spit") is None
    assert settings.allows_channel(123)


async def test_set_guild_settings_partial_updates(store: Store) -> None:
    updated = await store.set_guild_settings(GUILD, variant=("spit", "points"))
    assert updated == GuildSettings(GUILD, {"spit": "points"})
    assert await store.get_guild_settings(GUILD) == updated

    updated = await store.set_guild_settings(
        GUILD, variant=("speed", "fast"), settle_window_ms=250, allowed_channel_ids=[5, 6]
    )
    assert updated == GuildSettings(
        GUILD, {"spit": "points", "speed": "fast"}, 250, None, frozenset({5, 6})
    )
    assert await store.get_guild_settings(GUILD) == updated
    assert updated.allows_channel(5) and not updated.allows_channel(7)
    assert (updated.variant("speed"), updated.variant("spit")) == ("fast", "points")

    # A game's variant is replaced, the others kept; channels kept when not given.
    kept = await store.set_guild_settings(GUILD, variant=("spit", "classic"))
    assert kept.variants == {"spit": "classic", "speed": "fast"}
    assert (kept.settle_window_ms, kept.allowed_channel_ids) == (250, frozenset({5, 6}))
    replaced = await store.set_guild_settings(GUILD, allowed_channel_ids=[7])
    assert (await store.get_guild_settings(GUILD)).allowed_channel_ids == frozenset({7})
    assert replaced.allowed_channel_ids == frozenset({7})
    cleared = await store.set_guild_settings(GUILD, allowed_channel_ids=[])
    assert cleared.allowed_channel_ids == frozenset()
    assert (await store.get_guild_settings(GUILD)).allows_channel(12345)
    # Other guilds are untouched.
    assert await store.get_guild_settings(GUILD + 1) == GuildSettings(GUILD + 1)


async def test_language_round_trips_and_auto_clears_it(store: Store) -> None:
    assert (await store.set_guild_settings(GUILD, language="cs")).language == "cs"
    assert (await store.get_guild_settings(GUILD)).language == "cs"
    # Other changes keep it.
    assert (await store.set_guild_settings(GUILD, settle_window_ms=0)).language == "cs"
    cleared = await store.set_guild_settings(GUILD, language="auto")
    assert cleared.language is None and cleared.settle_window_ms == 0
    assert await store.get_guild_settings(GUILD) == cleared
    # "auto" on a server that never set anything creates an empty row, harmlessly.
    assert await store.set_guild_settings(GUILD + 1, language="auto") == GuildSettings(GUILD + 1)


async def test_every_servers_settings_are_read_at_once(store: Store) -> None:
    assert await store.all_guild_settings() == []
    first = await store.set_guild_settings(
        GUILD, variant=("speed", "fast"), language="lv", allowed_channel_ids=[5, 6]
    )
    first = await store.set_guild_settings(GUILD, variant=("spit", "points"))
    second = await store.set_guild_settings(GUILD + 1, settle_window_ms=0)
    every = sorted(await store.all_guild_settings(), key=lambda s: s.guild_id)
    assert every == [first, second]
    assert every[0] == await store.get_guild_settings(GUILD)  # as one server's read gives


def test_guild_settings_record_is_frozen_and_hashable() -> None:
    variants = {"spit": "points"}
    settings = GuildSettings(GUILD, variants, allowed_channel_ids=frozenset({1}))
    variants["speed"] = "x"  # the record keeps its own copy
    assert settings.variants == {"spit": "points"}
    with pytest.raises(TypeError):
        settings.variants["speed"] = "x"  # type: ignore[index]
    assert hash(settings) == hash(GuildSettings(GUILD, {"spit": "points"}, None, None, {1}))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"settle_window_ms": -1}, "settle_window_ms"),
        ({"language": ""}, "language"),
        ({"language": "x" * 17}, "language"),
        ({"variant": ("", "points")}, "variant"),
        ({"variant": ("spit", "k" * 65)}, "variant"),
    ],
)
async def test_set_guild_settings_rejects_bad_values(
    store: Store, change: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        await store.set_guild_settings(GUILD, **change)
    assert await store.get_guild_settings(GUILD) == GuildSettings(GUILD)


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
