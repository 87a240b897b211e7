"""ResilientWriter: ordered write-behind that survives a database outage."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy.exc import IntegrityError, OperationalError

from spitbot.store import (
    MatchStart,
    MatchStatus,
    PlayerRef,
    ResilientWriter,
    Store,
    UnknownMatchError,
)
from spitbot.store.outbox import is_transient

GUILD = 111_111_111_111
CHANNEL = 333_333_333_333
LOGGER = "spitbot.store.outbox"


class Outage:
    """Makes every store write fail with OperationalError for a number of attempts."""

    def __init__(self, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
        self.failures_left = 0
        self.attempts = 0
        self.applied: list[str] = []
        original = store._write

        async def flaky(work: Callable[[Any], Awaitable[Any]]) -> Any:
            self.attempts += 1
            await asyncio.sleep(0)  # a real failure takes a round trip
            if self.failures_left:
                self.failures_left -= 1
                raise OperationalError(
                    "INSERT ...", {}, ConnectionRefusedError("connection refused")
                )
            result = await original(work)
            self.applied.append(getattr(work, "__qualname__", "?"))
            return result

        monkeypatch.setattr(store, "_write", flaky)


class FakeTime:
    """Injectable clock/sleep: records back-off delays, advances instantly."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, delay: float) -> None:
        self.sleeps.append(delay)
        self.now += delay
        await asyncio.sleep(0)


@pytest.fixture
def fake_time() -> FakeTime:
    return FakeTime()


def writer_for(store: Store, fake_time: FakeTime) -> ResilientWriter:
    return ResilientWriter(
        store, initial_backoff=0.5, max_backoff=4.0, sleep=fake_time.sleep, clock=fake_time.clock
    )


async def test_writes_apply_in_order(store: Store, matches: Any, fake_time: FakeTime) -> None:
    writer = writer_for(store, fake_time)
    match_id = "w1"
    start = await _queue_game(writer, matches, match_id)
    await writer.flush()
    assert writer.pending == 0 and not writer.degraded
    await start
    assert start.done() and start.exception() is None
    await _check_game(store, match_id)
    assert fake_time.sleeps == []
    await writer.close()


async def _queue_game(writer: ResilientWriter, matches: Any, match_id: str) -> asyncio.Future[None]:
    """Queue (without awaiting) a whole points series as the runtime would."""
    start = writer.start_match(
        MatchStart(
            match_id=match_id,
            guild_id=GUILD,
            channel_id=CHANNEL,
            seat0=PlayerRef(1, "a"),
            seat1=PlayerRef(2, "b"),
            variant="points",
            seed=7,
            rated=True,
            started_at=datetime(2026, 1, 1, tzinfo=UTC),
        )
    )
    writer.save_snapshot(match_id, GUILD, CHANNEL, "N1", "{}")
    writer.record_round(match_id, 1, (5, 0), (0, 3), (5, 0), 10)
    writer.save_snapshot(match_id, GUILD, CHANNEL, "N2", "{}")
    writer.record_round(match_id, 2, (6, 0), (0, 1), (11, 0), 10)
    writer.save_snapshot(match_id, GUILD, CHANNEL, "N3", "{}")
    writer.upsert_player(1, "a-renamed")
    writer.finish_match(matches.result(match_id, 0, rounds=2, series_finished=True))
    return start


async def _check_game(store: Store, match_id: str) -> None:
    match = await store.get_match(match_id)
    assert match is not None and match.status is MatchStatus.FINISHED and match.rounds == 2
    view = await store.series_in_channel(CHANNEL)
    assert view is not None and view.totals == (11, 0) and view.finished and len(view.rounds) == 2
    assert await store.get_snapshot(match_id) is None  # finish dropped it, after the saves
    assert (await store.player_stats(1, GUILD)).rating == 1220
    player = await store.get_player(1)
    assert player is not None and player.name == "a-renamed"


async def test_outage_keeps_every_write_in_order(
    store: Store,
    matches: Any,
    fake_time: FakeTime,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG, logger=LOGGER)
    outage = Outage(store, monkeypatch)
    outage.failures_left = 6  # the database is down for 6 attempts
    writer = writer_for(store, fake_time)

    await _queue_game(writer, matches, "w2")
    # Snapshot saves coalesced while queued: only the last one remains.
    await writer.flush()

    assert outage.failures_left == 0
    assert fake_time.sleeps == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]  # capped exponential back-off
    # Snapshot saves coalesced while queued: only the last one (N3) was written,
    # at the place of the last save_snapshot call; everything else in call order.
    assert outage.applied == [
        "Store.start_match.<locals>.work",
        "Store.record_round.<locals>.<lambda>",
        "Store.record_round.<locals>.<lambda>",
        "Store.save_snapshot.<locals>.<lambda>",
        "Store.upsert_player.<locals>.<lambda>",
        "Store.finish_match.<locals>.work",
    ]
    await _check_game(store, "w2")

    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert (
        warnings[0]
        .getMessage()
        .startswith("database unavailable; 6 writes queued, retrying (OperationalError:")
    )
    infos = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    assert infos == ["database available again; 6 queued writes applied after 15.5s"]
    assert not writer.degraded
    await writer.close()


async def test_queued_snapshot_saves_coalesce(
    store: Store, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    outage = Outage(store, monkeypatch)
    outage.failures_left = 1
    writer = writer_for(store, fake_time)
    futures = [writer.save_snapshot("s1", GUILD, CHANNEL, f"N{i}", "{}") for i in range(5)]
    other = writer.save_snapshot("s2", GUILD, CHANNEL, "M", "{}")
    assert writer.pending == 2
    await writer.flush()
    assert all(f.done() and f.result() is None for f in [*futures, other])
    snapshot = await store.get_snapshot("s1")
    assert snapshot is not None and (snapshot.notation, snapshot.version) == ("N4", 1)
    assert len(outage.applied) == 2
    await writer.close()


async def test_failed_inflight_save_yields_to_newer_one(
    store: Store, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    outage = Outage(store, monkeypatch)
    outage.failures_left = 1
    writer = writer_for(store, fake_time)
    first = writer.save_snapshot("s1", GUILD, CHANNEL, "old", "{}")
    await asyncio.sleep(0)  # the worker is now running the first save
    second = writer.save_snapshot("s1", GUILD, CHANNEL, "new", "{}")
    await writer.flush()
    assert first.done() and second.done()
    snapshot = await store.get_snapshot("s1")
    assert snapshot is not None and (snapshot.notation, snapshot.version) == ("new", 1)
    assert fake_time.sleeps == [0.5]
    await writer.close()


async def test_permanent_error_is_dropped_not_retried(
    store: Store, matches: Any, fake_time: FakeTime, caplog: pytest.LogCaptureFixture
) -> None:
    writer = writer_for(store, fake_time)
    bad = writer.finish_match(matches.result("never-started", 0))
    good = writer.upsert_player(5, "e")
    await writer.flush()
    with pytest.raises(UnknownMatchError):
        await bad
    assert (await good).name == "e"
    assert fake_time.sleeps == []
    assert any("dropped" in r.getMessage() for r in caplog.records if r.levelno == logging.ERROR)
    await writer.close()


async def test_close_with_grace_period_gives_up(
    store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    outage = Outage(store, monkeypatch)
    outage.failures_left = 10**9

    async def instant(_: float) -> None:
        await asyncio.sleep(0)

    writer = ResilientWriter(store, sleep=instant)
    pending = writer.upsert_player(1, "a")
    await writer.close(grace_seconds=0.02)
    assert pending.cancelled()
    assert any("still queued" in r.getMessage() for r in caplog.records)
    with pytest.raises(RuntimeError, match="closed"):
        writer.upsert_player(2, "b")


def test_transient_classification() -> None:
    assert is_transient(OperationalError("x", {}, Exception("gone")))
    assert is_transient(ConnectionRefusedError())
    assert is_transient(OSError("disk"))
    assert not is_transient(IntegrityError("x", {}, Exception("dup")))
    assert not is_transient(ValueError("bad"))
    assert not is_transient(UnknownMatchError("m"))


def test_backoff_arguments_are_validated(store: Store) -> None:
    with pytest.raises(ValueError, match="backoff"):
        ResilientWriter(store, initial_backoff=0)
