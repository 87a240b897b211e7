"""Store.apply: many writes, in order, in one transaction, with one result each."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import event, text

from spitbot.store import (
    ChallengeClose,
    ChallengeRecord,
    ChallengeSave,
    ChallengeStatus,
    GuildSettings,
    GuildSettingsWrite,
    MatchAbandon,
    MatchStart,
    PlayerRef,
    PlayerUpsert,
    RatingChange,
    RoundResult,
    SnapshotDelete,
    SnapshotPark,
    SnapshotSave,
    Store,
    UnknownMatchError,
)

GUILD = 111_111_111_111
CHANNEL = 333_333_333_333
T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def start(match_id: str, seat0: int = 1, seat1: int = 2, name0: str | None = None) -> MatchStart:
    return MatchStart(
        match_id=match_id,
        guild_id=GUILD,
        channel_id=CHANNEL,
        seat0=PlayerRef(seat0, name0 or f"p{seat0}"),
        seat1=PlayerRef(seat1, f"p{seat1}"),
        game="spit",
        variant="points",
        seed=1,
        rated=True,
        started_at=T0,
    )


def save(match_id: str, notation: str = "N") -> SnapshotSave:
    return SnapshotSave(match_id, GUILD, CHANNEL, notation, "{}")


async def count(store: Store, table: str) -> int:
    async with store.engine.connect() as connection:
        return int((await connection.execute(text(f"SELECT COUNT(*) FROM {table}"))).scalar_one())


@contextmanager
def statements(store: Store) -> Iterator[list[str]]:
    """The SQL statements (and BEGINs) the store sends while the block runs."""
    seen: list[str] = []

    def on_execute(_c: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement.split(None, 1)[0].upper())

    def on_begin(_connection: Any) -> None:
        seen.append("TRANSACTION")

    engine = store.engine.sync_engine
    event.listen(engine, "before_cursor_execute", on_execute)
    event.listen(engine, "begin", on_begin)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", on_execute)
        event.remove(engine, "begin", on_begin)


async def test_apply_returns_one_result_per_write(store: Store, matches: Any) -> None:
    challenge = ChallengeRecord(
        "0123456789abcdef", GUILD, CHANNEL, "spit", "classic", 1, "a", 2, "b", T0, T0
    )
    results = await store.apply(
        [
            PlayerUpsert(PlayerRef(9, "nine")),
            start("m1"),
            save("m1"),
            RoundResult("m1", 1, (3, 0), (0, 2), (3, 0), 10),
            matches.result("m1", 0, series_finished=True),
            start("m2", 3, 4),
            save("m2"),
            MatchAbandon("m2", "shard_moved", T0),
            SnapshotPark("m2", "again"),
            SnapshotDelete("m2"),
            GuildSettingsWrite(GUILD, language="cs"),
            ChallengeSave(challenge),
            ChallengeClose(challenge.challenge_id, ChallengeStatus.ACCEPTED, T0),
        ]
    )
    assert results[:4] == [PlayerRef(9, "nine"), None, None, None]
    changes = results[4]
    assert isinstance(changes, tuple) and len(changes) == 4
    assert all(isinstance(change, RatingChange) for change in changes)
    assert results[5:] == [
        None,
        None,
        True,
        True,
        True,
        GuildSettings(GUILD, language="cs"),
        None,
        True,
    ]
    assert await store.apply([]) == []


async def test_a_failing_write_rolls_back_the_whole_batch(store: Store, matches: Any) -> None:
    await store.apply([start("m0")])
    with pytest.raises(UnknownMatchError):
        await store.apply(
            [
                start("m1"),
                save("m1"),
                PlayerUpsert(PlayerRef(1, "renamed")),
                save("m0"),
                matches.result("never-started", 0),
                PlayerUpsert(PlayerRef(5, "five")),
            ]
        )
    assert await store.get_match("m1") is None
    assert await store.get_snapshot("m1") is None and await store.get_snapshot("m0") is None
    assert await store.get_player(1) == PlayerRef(1, "p1")
    assert await store.get_player(5) is None


async def test_only_writes_are_applied(store: Store) -> None:
    with pytest.raises(TypeError, match="not a store write"):
        await store.apply([PlayerUpsert(PlayerRef(1, "a")), "DELETE FROM players"])  # type: ignore[list-item]
    assert await store.get_player(1) is None


async def test_a_batch_is_one_transaction_with_shared_statements(store: Store) -> None:
    """50 snapshot saves cost what one does: one transaction, one upsert (executemany)."""
    with statements(store) as one:
        await store.apply([save("m0")])
    with statements(store) as fifty:
        await store.apply([save(f"m{i}") for i in range(50)])
    assert "INSERT" in one
    assert fifty == one
    assert fifty.count("TRANSACTION") == 1
    assert len(await store.live_snapshots()) == 50

    # Match starts of a batch share one player upsert, one match insert and one claim
    # of their people.
    with statements(store) as starts:
        await store.apply([start(f"s{i}", 2 * i + 1, 2 * i + 2) for i in range(20)])
    assert [s for s in starts if s in ("INSERT", "UPDATE")] == ["INSERT", "INSERT", "INSERT"]
    assert await count(store, "matches") == 20 and await count(store, "players") == 40
    assert await count(store, "live_players") == 40


async def test_shared_statements_give_the_same_rows_as_one_by_one(
    store: Store, open_store: Any
) -> None:
    """Runs keep the order of their writes: the last name and the last save win."""
    writes = [
        start("a", 1, 2, name0="first"),
        start("b", 1, 3, name0="second"),
        start("a", 1, 2, name0="third"),  # a retried start: no second match
        save("a", "N1"),
        save("b", "M1"),
        save("a", "N2"),
    ]
    await store.apply(writes)
    player = await store.get_player(1)
    assert player is not None and player.name == "third"
    snapshot = await store.get_snapshot("a")
    assert snapshot is not None and (snapshot.notation, snapshot.version) == ("N2", 2)
    assert await count(store, "matches") == 2


async def test_rows_written_together_share_the_store_clock(open_store: Any) -> None:
    fixed = datetime(2030, 5, 6, 7, 8, 9, tzinfo=UTC)
    clocked = await open_store(clock=lambda: fixed)
    try:
        await clocked.apply([save("m1"), save("m2")])
        snapshots = await clocked.live_snapshots()
        assert [s.updated_at for s in snapshots] == [fixed, fixed]
    finally:
        await clocked.close()


async def test_a_lone_snapshot_save_on_postgresql_is_sent_without_begin_and_commit(
    store: Store,
) -> None:
    """One statement is atomic by itself: on PostgreSQL a batch of one snapshot save is
    sent in autocommit (no BEGIN, no COMMIT: two round trips fewer); any other batch is
    one transaction, also right after one."""
    modes: list[tuple[str, bool]] = []

    def on_execute(connection: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        dbapi = connection.connection.dbapi_connection
        autocommit = bool(getattr(dbapi, "autocommit", False))  # SQLite: BEGIN IMMEDIATE
        modes.append((statement.split(None, 1)[0].upper(), autocommit))

    engine = store.engine.sync_engine
    event.listen(engine, "before_cursor_execute", on_execute)
    try:
        await store.apply([start("m1")])
        await store.apply([save("m1", "A")])
        await store.apply([save("m1", "B"), save("m1", "C")])
        await store.apply([save("m1", "D")])
        await store.apply([start("m2", 3, 4)])
    finally:
        event.remove(engine, "before_cursor_execute", on_execute)
    lone = store.backend == "postgresql"
    inserts = [autocommit for kind, autocommit in modes if kind == "INSERT"]
    # m1's start (players, match, claims), A, B and C, D, m2's start
    assert inserts == [False, False, False, lone, False, lone, False, False, False]
    assert (await store.get_snapshot("m1")).notation == "D"  # type: ignore[union-attr]
