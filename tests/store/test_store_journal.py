"""Journal: ordered group commit that survives a slow or absent database.

Tests that need real rows run on both backends through :class:`Spy`, a
wrapper around ``Store.apply`` that counts transactions and can simulate an
outage; the others drive the journal with :class:`FakeStore` (no database).
Nothing sleeps: back-off goes through :class:`FakeTime`, and lateness is
forced with ``late_after=0`` on a store whose commit waits for a gate.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError

from spitbot.store import (
    Journal,
    MatchStart,
    MatchStatus,
    PlayerRef,
    PlayerUpsert,
    RoundResult,
    SnapshotSave,
    Store,
    Write,
    is_transient,
)
from spitbot.store.errors import UnknownMatchError

GUILD = 111_111_111_111
CHANNEL = 333_333_333_333
LOGGER = "spitbot.store.journal"
T0 = datetime(2026, 1, 1, tzinfo=UTC)


def refused() -> OperationalError:
    return OperationalError("INSERT ...", {}, ConnectionRefusedError("connection refused"))


class Spy:
    """Wraps ``store.apply``: records each transaction's writes, fails on demand."""

    def __init__(self, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
        self.failures_left = 0
        self.attempts = 0
        self.batches: list[list[Write]] = []  # committed transactions
        original = store.apply

        async def apply(writes: Sequence[Write]) -> list[object]:
            self.attempts += 1
            await asyncio.sleep(0)  # a real failure takes a round trip
            if self.failures_left:
                self.failures_left -= 1
                raise refused()
            results = await original(writes)
            self.batches.append(list(writes))
            return results

        monkeypatch.setattr(store, "apply", apply)

    @property
    def committed(self) -> list[Write]:
        return [write for batch in self.batches for write in batch]


class FakeStore:
    """An in-memory ``apply``: commits unless told to fail or to wait."""

    def __init__(self) -> None:
        self.batches: list[list[Write]] = []
        self.bad: set[Write] = set()  # writes that fail with an IntegrityError
        self.failures_left = 0  # transient failures to come
        self.gate: asyncio.Event | None = None  # set: a commit waits for it
        self.started = asyncio.Event()

    @property
    def committed(self) -> list[Write]:
        return [write for batch in self.batches for write in batch]

    async def apply(self, writes: Sequence[Write]) -> list[object]:
        self.started.set()
        await asyncio.sleep(0)
        if self.gate is not None:
            await self.gate.wait()
        if self.failures_left:
            self.failures_left -= 1
            raise refused()
        if self.bad.intersection(writes):
            raise IntegrityError("INSERT ...", {}, Exception("duplicate key"))
        self.batches.append(list(writes))
        return [None] * len(writes)


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


def journal_for(store: Any, fake_time: FakeTime, **options: Any) -> Journal:
    options.setdefault("late_after", 60.0)  # lateness is tested on its own
    return Journal(
        store,
        initial_backoff=0.5,
        max_backoff=4.0,
        sleep=fake_time.sleep,
        clock=fake_time.clock,
        **options,
    )


def save(match_id: str, notation: str = "N") -> SnapshotSave:
    return SnapshotSave(match_id, GUILD, CHANNEL, notation, "{}")


def player(user_id: int, name: str | None = None) -> PlayerUpsert:
    return PlayerUpsert(PlayerRef(user_id, name or f"p{user_id}"))


def game_writes(matches: Any, match_id: str) -> list[Write]:
    """A whole points series as the runtime records it."""
    return [
        MatchStart(
            match_id=match_id,
            guild_id=GUILD,
            channel_id=CHANNEL,
            seat0=PlayerRef(1, "a"),
            seat1=PlayerRef(2, "b"),
            game="spit",
            variant="points",
            seed=7,
            rated=True,
            started_at=T0,
        ),
        save(match_id, "N1"),
        RoundResult(match_id, 1, (5, 0), (0, 3), (5, 0), 10),
        save(match_id, "N2"),
        RoundResult(match_id, 2, (6, 0), (0, 1), (11, 0), 10),
        save(match_id, "N3"),
        player(1, "a-renamed"),
        matches.result(match_id, 0, rounds=2, series_finished=True),
    ]


async def check_game(store: Store, match_id: str) -> None:
    match = await store.get_match(match_id)
    assert match is not None and match.status is MatchStatus.FINISHED and match.rounds == 2
    view = await store.series_in_channel(CHANNEL)
    assert view is not None and view.totals == (11, 0) and view.finished and len(view.rounds) == 2
    assert await store.get_snapshot(match_id) is None  # the result dropped it, after the saves
    assert (await store.player_stats(1, GUILD, game="spit")).rating == 1741
    renamed = await store.get_player(1)
    assert renamed is not None and renamed.name == "a-renamed"


# -- group commit, on both backends ---------------------------------------------


async def test_writes_queued_together_commit_in_one_transaction(
    store: Store, matches: Any, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    spy = Spy(store, monkeypatch)
    journal = journal_for(store, fake_time)
    writes = game_writes(matches, "g1")
    futures = [journal.write(write) for write in writes]  # eight calls, no await between
    assert journal.pending == 6  # the two older snapshot saves were replaced
    assert await asyncio.gather(*futures) == [True] * 8
    assert journal.pending == 0 and not journal.saving_late
    # ONE transaction for all of them, in call order (only the newest save kept).
    assert spy.batches == [[writes[0], writes[2], writes[4], writes[5], writes[6], writes[7]]]
    await check_game(store, "g1")

    # Writes queued while a batch commits form the next one.
    first = journal.write(player(3))
    await asyncio.sleep(0)  # the worker has taken the batch and is committing it
    second, third = journal.write(player(4)), journal.write(player(5), player(6))
    assert await asyncio.gather(first, second, third) == [True, True, True]
    assert spy.batches[1:] == [[player(3)], [player(4), player(5), player(6)]]
    assert fake_time.sleeps == []
    await journal.close()


async def test_outage_resolves_false_at_once_and_everything_lands_in_order(
    store: Store,
    matches: Any,
    fake_time: FakeTime,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG, logger=LOGGER)
    spy = Spy(store, monkeypatch)
    spy.failures_left = 6  # the database is down for six attempts
    journal = journal_for(store, fake_time)
    writes = game_writes(matches, "g2")
    early = journal.write(*writes[:3])

    await asyncio.sleep(0)
    await asyncio.sleep(0)  # the first attempt failed
    assert early.done() and early.result() is False
    assert journal.saving_late
    # During the outage a new write's future is resolved at once: play goes on.
    later = [journal.write(write) for write in writes[3:]]
    assert all(f.done() and f.result() is False for f in later)

    await journal.flush()
    assert spy.failures_left == 0 and not journal.saving_late
    assert fake_time.sleeps == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]  # capped exponential back-off
    # Every write landed, in call order, the newest snapshot only (no "N1": the
    # retried batch yielded its save to the newer one queued meanwhile).
    assert spy.committed == [writes[0], writes[2], writes[4], writes[5], writes[6], writes[7]]
    await check_game(store, "g2")

    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert warnings[0].startswith(
        "database unavailable; 3 writes queued, retrying (OperationalError:"
    )
    infos = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    assert infos == ["database available again; 6 queued writes committed after 15.5s"]

    # Healthy again: futures wait for the commit and say True.
    assert await journal.write(player(9)) is True
    await journal.close()


async def test_permanent_error_is_isolated_and_dropped(
    store: Store,
    matches: Any,
    fake_time: FakeTime,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    spy = Spy(store, monkeypatch)
    journal = journal_for(store, fake_time)
    good = journal.write(player(5, "e"))
    bad = journal.write(matches.result("never-started", 0))
    also_good = journal.write(player(6, "f"))
    assert await asyncio.gather(good, bad, also_good) == [True, False, True]
    # One failed batch, then one transaction per write.
    assert spy.attempts == 4
    assert spy.batches == [[player(5, "e")], [player(6, "f")]]
    assert (await store.get_player(5), await store.get_player(6)) == (
        PlayerRef(5, "e"),
        PlayerRef(6, "f"),
    )
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1
    assert (
        errors[0]
        .getMessage()
        .startswith(
            "store write MatchResult(never-started) failed and was dropped: UnknownMatchError"
        )
    )
    assert errors[0].exc_info is not None  # with its traceback
    assert fake_time.sleeps == [] and not journal.saving_late
    await journal.close()


# -- journal logic, without a database -----------------------------------------------


async def test_queued_snapshot_saves_coalesce(fake_time: FakeTime) -> None:
    store = FakeStore()
    journal = journal_for(store, fake_time)
    futures = [journal.write(save("s1", f"N{i}")) for i in range(5)]
    between = journal.write(player(1))
    other = journal.write(save("s2", "M"))
    newest = journal.write(save("s1", "N5"))
    assert journal.pending == 3
    assert await asyncio.gather(*futures, between, other, newest) == [True] * 8
    # The newest save took its own place, after what was queued before it.
    assert store.batches == [[player(1), save("s2", "M"), save("s1", "N5")]]
    await journal.close()


async def test_commit_listeners_hear_each_transaction_that_committed(
    fake_time: FakeTime, caplog: pytest.LogCaptureFixture
) -> None:
    """What metrics see: how many writes each commit held and how long it took; a
    failed attempt is not a commit, and a broken listener harms nothing."""
    store = FakeStore()
    commit = store.apply

    async def taking_a_quarter_second(writes: Sequence[Write]) -> list[object]:
        fake_time.now += 0.25
        return await commit(writes)

    store.apply = taking_a_quarter_second  # type: ignore[method-assign]
    journal = journal_for(store, fake_time)
    heard: list[tuple[int, float]] = []
    journal.on_committed(lambda writes, seconds: heard.append((writes, seconds)))
    journal.on_committed(lambda writes, seconds: [][writes])  # raises IndexError
    assert await journal.write(player(1), player(2), save("s1")) is True
    store.failures_left = 1  # one refused attempt, then the retry commits
    journal.write(player(3))
    await journal.flush()
    assert heard == [(3, 0.25), (1, 0.25)]
    broken = [r for r in caplog.records if "listener of the journal's commits" in r.message]
    assert len(broken) == 2 and all(r.exc_info for r in broken)
    await journal.close()


async def test_a_save_that_failed_in_flight_yields_to_a_newer_one(fake_time: FakeTime) -> None:
    store = FakeStore()
    store.failures_left = 1
    journal = journal_for(store, fake_time)
    first = journal.write(save("s1", "old"), player(1))
    await store.started.wait()  # the first batch is being committed
    second = journal.write(save("s1", "new"))
    await journal.flush()
    # The failed batch went back to the head of the queue, without its old save.
    assert store.batches == [[player(1), save("s1", "new")]]
    assert first.result() is False  # it was late (the outage)
    assert second.result() is False  # written during the outage
    assert fake_time.sleeps == [0.5]
    await journal.close()


async def test_a_call_is_true_only_once_all_its_writes_commit(fake_time: FakeTime) -> None:
    store = FakeStore()
    journal = journal_for(store, fake_time)
    both = journal.write(save("s1", "a"), player(1))
    replaced_first = journal.write(save("s1", "b"))  # replaces the save of the first call
    dropped_with = journal.write(player(2), player(3))
    store.bad.add(player(3))
    assert await asyncio.gather(both, replaced_first, dropped_with) == [True, True, False]
    assert store.committed == [player(1), save("s1", "b"), player(2)]
    assert await journal.write() is True  # nothing to write
    await journal.close()


async def test_batches_are_capped(fake_time: FakeTime) -> None:
    store = FakeStore()
    journal = journal_for(store, fake_time, max_batch=2)
    futures = [journal.write(player(i)) for i in range(5)]
    assert await asyncio.gather(*futures) == [True] * 5
    assert [len(batch) for batch in store.batches] == [2, 2, 1]
    assert store.committed == [player(i) for i in range(5)]
    await journal.close()


async def test_slow_commit_resolves_false_then_catches_up(
    fake_time: FakeTime, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    store = FakeStore()
    store.gate = asyncio.Event()  # the commit hangs until the gate opens
    journal = journal_for(store, fake_time, late_after=0)
    first = journal.write(player(1))
    await store.started.wait()
    await asyncio.sleep(0)  # the late_after=0 timer fires
    assert first.done() and first.result() is False
    assert journal.saving_late
    queued = journal.write(player(2))
    assert queued.done() and queued.result() is False  # resolved at once while late
    assert store.committed == []

    store.gate.set()
    await journal.flush()
    assert store.batches == [[player(1)], [player(2)]]  # nothing lost, in order
    assert not journal.saving_late
    messages = [(r.levelno, r.getMessage()) for r in caplog.records]
    assert messages == [
        (logging.WARNING, "database slow: writes not committed within 0s; 1 writes queued"),
        # Caught up once a prompt commit took everything queued before it; the
        # write queued during that commit went into the next batch.
        (logging.INFO, "database available again; 1 queued writes committed after 0.0s"),
    ]
    await journal.close()


async def test_close_flushes(fake_time: FakeTime) -> None:
    store = FakeStore()
    journal = journal_for(store, fake_time)
    future = journal.write(player(1))
    await journal.close()
    assert future.result() is True and store.committed == [player(1)]
    with pytest.raises(RuntimeError, match="closed"):
        journal.write(player(2))


async def test_close_gives_up_after_the_grace_period(
    fake_time: FakeTime, caplog: pytest.LogCaptureFixture
) -> None:
    store = FakeStore()
    store.gate = asyncio.Event()  # never opens: the database hangs
    journal = journal_for(store, fake_time)
    pending = journal.write(save("m1"), player(1))
    also = journal.write(RoundResult("m1", 1, (1, 0), (0, 1), (1, 0), 10))
    await store.started.wait()
    await journal.close(grace_seconds=0)
    assert (pending.result(), also.result()) == (False, False)
    assert journal.pending == 0
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert errors == [
        "store journal closing with 3 writes not committed; they are lost: "
        "SnapshotSave(m1), PlayerUpsert(1), RoundResult(m1, round 1)"
    ]
    with pytest.raises(RuntimeError, match="closed"):
        journal.write(player(2))


async def test_only_writes_are_accepted(fake_time: FakeTime) -> None:
    journal = journal_for(FakeStore(), fake_time)
    with pytest.raises(TypeError, match="not a store write"):
        journal.write("DELETE FROM matches")  # type: ignore[arg-type]
    assert journal.pending == 0


@pytest.mark.parametrize(
    "options",
    [
        {"initial_backoff": 0},
        {"initial_backoff": 2, "max_backoff": 1},
        {"late_after": -1},
        {"max_batch": 0},
    ],
)
def test_arguments_are_validated(options: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=r"backoff|late_after|max_batch"):
        Journal(FakeStore(), **options)


class _PgError(Exception):
    def __init__(self, sqlstate: str) -> None:
        super().__init__(sqlstate)
        self.sqlstate = sqlstate


def test_transient_classification() -> None:
    assert is_transient(refused())
    assert is_transient(ConnectionRefusedError())
    assert is_transient(OSError("disk"))
    assert not is_transient(IntegrityError("x", {}, Exception("dup")))
    assert not is_transient(ValueError("bad"))
    assert not is_transient(UnknownMatchError("m"))
    # PostgreSQL errors by SQLSTATE (asyncpg reports bad data as a plain error).
    assert not is_transient(DBAPIError("x", {}, _PgError("22001")))  # value too long
    assert not is_transient(DBAPIError("x", {}, _PgError("42P01")))  # no such table
    assert is_transient(DBAPIError("x", {}, _PgError("40P01")))  # deadlock
    assert is_transient(DBAPIError("x", {}, _PgError("57P01")))  # server shutting down
    assert is_transient(DBAPIError("x", {}, _PgError("08006")))  # connection failure


async def test_bad_data_is_permanent_on_both_backends(store: Store) -> None:
    """A value the database cannot hold is not retried forever, whatever the driver
    calls the error (SQLite: OverflowError; asyncpg: a plain error with SQLSTATE 22...)."""
    start = MatchStart(
        "m1", None, 1, PlayerRef(1, "a"), PlayerRef(2, "b"), "spit", "v", 2**70, True, T0
    )
    with pytest.raises(Exception) as caught:
        await store.apply([start])
    assert not is_transient(caught.value)


@pytest.mark.parametrize("backend", ["postgres"])  # a server that can drop a connection
async def test_a_writer_connection_the_server_closed_is_replaced(
    store: Store, fake_time: FakeTime
) -> None:
    """The store keeps one connection for writes. When the server drops it (a restart,
    an idle timeout), the write that finds it dead is retried on a fresh one: late,
    never lost."""
    journal = journal_for(store, fake_time)
    assert await journal.write(player(1))  # the store now holds its writer connection
    async with store.engine.connect() as admin:
        killed = await admin.exec_driver_sql(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        assert killed.scalar() >= 1
    assert not await journal.write(player(2, "after the drop"))  # late: it is retried
    await journal.flush()
    assert fake_time.sleeps == [0.5]  # one back-off, then the fresh connection
    kept = await store.get_player(2)
    assert kept is not None and kept.name == "after the drop"
    assert await journal.write(player(3))  # and prompt again
    await journal.close()
