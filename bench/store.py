"""Store benchmark: fill a database, then time the hot queries through ``Store``.

Usage::

    .venv/bin/python bench/store.py --backend both --players 100000 --matches 1000000

For each backend a fresh database is created and migrated (SQLite: a file in
a temporary directory; PostgreSQL: ``spitbot_bench_<random>`` on the server
of ``--postgres-url``, dropped afterwards), filled with synthetic players,
guilds, matches (80% Spit, 20% Speed; 10% under the points variant, with
rounds and series totals), ratings and rating history per game computed
with the real Glicko-2 code (``spitbot.store.ratings``), using
bulk paths (``executemany`` on one SQLite connection; ``COPY`` through
asyncpg).  Then, through the real :class:`spitbot.store.Store`, it times
``--repeats`` runs of:

* a leaderboard page of the biggest guild and of the global ladder (random
  page among the first 50, random caller, so the caller's rank is computed
  wherever they are), plus a deep page (anywhere in the ladder);
* a player's stats (guild scope and global), and the history behind the
  player's picture (``player_history``) for the most active player;
* recording a rated match result with its four rating changes
  (``finish_match``), on matches started beforehand;
* a global leaderboard page read 200 days after the last game, before any
  rated game has swept the ratings whose time on the leaderboard ran out
  (the reads leave them out themselves: the worst case of that design).

The store's clock stands just after the last synthetic game (the ratings'
deviations grow with time, so reads depend on it).  It prints p50/p95 in
milliseconds, and the Glicko-2 update alone in microseconds.  Targets:
leaderboard p95 <= 20 ms, result p95 <= 10 ms.

Then group commit: the latency of ``journal.write(SnapshotSave)`` (from the
call to its future resolving, i.e. committed) and the commits and writes per
second, for 1 writer and for ``--writers`` concurrent writers (each writes
its own match's snapshot, waits for the commit, writes again), through a
:class:`spitbot.store.Journal`; for comparison the same writers each
committing their own transaction (``Store.apply`` directly, no journal); on
SQLite also with ``synchronous=FULL`` (an fsync per commit).  Both backends
are printed side by side with p50/p99.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import secrets
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy import make_url, text
from sqlalchemy.pool import NullPool

from spitbot.store import Journal, MatchResult, MatchStart, PlayerRef, SnapshotSave, Store, Write
from spitbot.store.database import create_engine
from spitbot.store.migrate import upgrade_to_head_async
from spitbot.store.ratings import RatingState, rate_game

DEFAULT_POSTGRES_URL = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
EPOCH = datetime(2024, 1, 1, tzinfo=UTC)
BATCH = 50_000
SPIT, SPEED = "spit", "speed"
SPEED_SHARE = 0.2
"""Share of the synthetic matches that are Speed (the rest are Spit)."""

COLUMNS: dict[str, tuple[str, ...]] = {
    "players": ("user_id", "name", "is_bot", "updated_at"),
    "matches": (
        "match_id",
        "game",
        "guild_id",
        "channel_id",
        "seat0_id",
        "seat1_id",
        "variant",
        "seed",
        "status",
        "winner_seat",
        "is_draw",
        "end_reason",
        "rated",
        "started_at",
        "ended_at",
        "rounds",
    ),
    "rounds": ("match_id", "round_no", "points0", "points1", "cards_left0", "cards_left1"),
    "series": ("match_id", "total0", "total1", "target", "finished", "winner_seat", "is_draw"),
    "rating_history": (
        "match_id",
        "player_id",
        "game",
        "scope_id",
        "before",
        "after",
        "games",
        "created_at",
        "deviation_before",
        "deviation_after",
    ),
    "rating_counts": ("game", "scope_id", "rating", "players"),
    "ratings": (
        "game",
        "scope_id",
        "player_id",
        "rating",
        "games",
        "wins",
        "losses",
        "draws",
        "peak",
        "updated_at",
        "exact_rating",
        "deviation",
        "volatility",
        "rated_at",
        "ranked_until",
    ),
}

Row = tuple[Any, ...]


# -- synthetic data -----------------------------------------------------------


@dataclass
class World:
    """Deterministic synthetic community: players spread over guilds."""

    players: int
    matches: int
    seed: int
    rng: random.Random = field(init=False)
    guilds: list[int] = field(init=False)
    members: dict[int, list[int]] = field(init=False)
    home: list[int] = field(init=False)
    states: dict[tuple[str, int, int], RatingState] = field(default_factory=dict)
    end: datetime = EPOCH

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        # 40 guilds; guild 0 is the big one (a third of the players).
        self.guilds = [900_000_000_000_000_000 + g for g in range(40)]
        self.members = {g: [] for g in self.guilds}
        self.home = []
        for index in range(self.players):
            guild = self.guilds[0] if self.rng.random() < 0.33 else self.rng.choice(self.guilds)
            self.home.append(guild)
            self.members[guild].append(self.user_id(index))

    @staticmethod
    def user_id(index: int) -> int:
        return 100_000_000_000_000_000 + index

    def player_rows(self) -> Iterator[Row]:
        for index in range(self.players):
            yield (self.user_id(index), f"player{index}", False, EPOCH)

    def _pick(self, pool: list[int]) -> int:
        # Skewed activity: a few players play a lot.
        return pool[int(len(pool) * self.rng.random() ** 2)]

    def match_batches(self) -> Iterator[dict[str, list[Row]]]:
        """Matches in time order, with rounds, series and rating history."""
        rng = self.rng
        clock = EPOCH
        batch: dict[str, list[Row]] = {name: [] for name in COLUMNS if name != "players"}
        for number in range(self.matches):
            clock += timedelta(seconds=rng.randint(1, 60))
            dm = rng.random() < 0.1
            guild = (
                None if dm else self.guilds[0] if rng.random() < 0.4 else rng.choice(self.guilds)
            )
            pool = (
                self.members[guild] if guild is not None and len(self.members[guild]) > 1 else None
            )
            if pool is None:
                a = self.user_id(int(self.players * rng.random() ** 2))
                b = self.user_id(rng.randrange(self.players))
            else:
                a, b = self._pick(pool), rng.choice(pool)
            if a == b:
                continue
            game = SPEED if rng.random() < SPEED_SHARE else SPIT
            points = rng.random() < 0.1
            roll = rng.random()
            winner = 0 if roll < 0.47 else 1 if roll < 0.94 else None
            rated = rng.random() < 0.9
            ended = clock + timedelta(seconds=rng.randint(40, 900))
            match_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            channel = (guild or a) * 10 + rng.randrange(3)
            rounds = rng.randint(2, 5) if points else 1
            batch["matches"].append(
                (
                    match_id,
                    game,
                    guild,
                    channel,
                    a,
                    b,
                    "points" if points else "classic",
                    rng.getrandbits(62),
                    "finished",
                    winner,
                    winner is None,
                    "out_of_cards",
                    rated,
                    clock,
                    ended,
                    rounds,
                )
            )
            if points:
                totals = [0, 0]
                for round_no in range(1, rounds + 1):
                    p = (rng.randint(0, 15), rng.randint(0, 15))
                    totals[0] += p[0]
                    totals[1] += p[1]
                    batch["rounds"].append(
                        (match_id, round_no, p[0], p[1], rng.randint(0, 10), rng.randint(0, 10))
                    )
                batch["series"].append(
                    (match_id, totals[0], totals[1], 30, True, winner, winner is None)
                )
            if rated:
                for scope in (0,) if guild is None else (0, guild):
                    old = (
                        self.states.get((game, scope, a), RatingState()),
                        self.states.get((game, scope, b), RatingState()),
                    )
                    befores, afters = rate_game(old[0], old[1], winner, ended)
                    for player, was, before, after in zip(
                        (a, b), old, befores, afters, strict=True
                    ):
                        self.states[(game, scope, player)] = after
                        batch["rating_history"].append(
                            (
                                match_id,
                                player,
                                game,
                                scope,
                                was.shown,
                                after.shown,
                                after.games,
                                ended,
                                before.deviation,
                                after.deviation,
                            )
                        )
                self.end = max(self.end, ended)
            if number % BATCH == BATCH - 1:
                yield batch
                batch = {name: [] for name in batch}
        yield batch

    def rating_rows(self) -> Iterator[Row]:
        for (game, scope, player), s in self.states.items():
            yield (
                game,
                scope,
                player,
                s.shown,
                s.games,
                s.wins,
                s.losses,
                s.draws,
                s.peak,
                s.rated_at,
                s.rating,
                s.deviation,
                s.volatility,
                s.rated_at,
                s.ranked_until(),
            )

    def ranked(self, game: str, scope: int, at: datetime) -> list[int]:
        """The players of a ladder ranked at ``at``."""
        return [
            p
            for (g, sc, p), s in self.states.items()
            if g == game and sc == scope and (s.ranked_until() or EPOCH) >= at
        ]

    def rating_count_rows(self) -> Iterator[Row]:
        counts: dict[tuple[str, int, int], int] = {}
        for (game, scope, _), s in self.states.items():
            if s.ranked_until() is not None:  # the histogram counts the ranked ratings
                counts[(game, scope, s.shown)] = counts.get((game, scope, s.shown), 0) + 1
        for (game, scope, rating), players in sorted(counts.items()):
            yield (game, scope, rating, players)


# -- bulk loaders ---------------------------------------------------------------


def _sqlite_value(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.astimezone(UTC).replace(tzinfo=None).strftime("%Y-%m-%d %H:%M:%S.%f")
    return value


class SqliteLoader:
    """executemany on one plain sqlite3 connection, foreign keys off."""

    def __init__(self, path: Path) -> None:
        self.connection = sqlite3.connect(path, isolation_level=None)
        self.connection.execute("PRAGMA journal_mode=WAL")
        self.connection.execute("PRAGMA synchronous=OFF")
        self.connection.execute("PRAGMA foreign_keys=OFF")
        self.connection.execute("PRAGMA cache_size=-262144")

    async def load(self, table: str, rows: list[Row]) -> None:
        if not rows:
            return
        columns = COLUMNS[table]
        sql = (
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"
        )
        self.connection.execute("BEGIN")
        self.connection.executemany(sql, ([_sqlite_value(v) for v in row] for row in rows))
        self.connection.execute("COMMIT")

    async def finish(self) -> None:
        self.connection.execute("ANALYZE")
        self.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self.connection.close()


class PostgresLoader:
    """COPY through asyncpg, foreign-key triggers off for the session."""

    def __init__(self, connection: asyncpg.Connection) -> None:
        self.connection = connection

    @classmethod
    async def connect(cls, url: str) -> PostgresLoader:
        parsed = make_url(url).set(drivername="postgresql")
        connection = await asyncpg.connect(parsed.render_as_string(hide_password=False))
        await connection.execute("SET session_replication_role = replica")
        return cls(connection)

    async def load(self, table: str, rows: list[Row]) -> None:
        if rows:
            await self.connection.copy_records_to_table(table, records=rows, columns=COLUMNS[table])

    async def finish(self) -> None:
        await self.connection.execute("SET session_replication_role = DEFAULT")
        # Bring the id sequence past the copied rows, then refresh statistics
        # and the visibility map (index-only scans).
        await self.connection.execute(
            "SELECT setval(pg_get_serial_sequence('rating_history', 'id'), "
            "(SELECT COALESCE(MAX(id), 1) FROM rating_history))"
        )
        await self.connection.execute("VACUUM ANALYZE")
        await self.connection.close()


async def fill(loader: SqliteLoader | PostgresLoader, world: World) -> dict[str, int]:
    counts = dict.fromkeys(COLUMNS, 0)

    async def load(table: str, rows: list[Row]) -> None:
        await loader.load(table, rows)
        counts[table] += len(rows)

    players = list(world.player_rows())
    for start in range(0, len(players), BATCH):
        await load("players", players[start : start + BATCH])
    for batch in world.match_batches():
        for table in ("matches", "rounds", "series", "rating_history"):
            await load(table, batch[table])
        print(f"  ... {counts['matches']:,} matches", file=sys.stderr, end="\r", flush=True)
    ratings = list(world.rating_rows())
    for start in range(0, len(ratings), BATCH):
        await load("ratings", ratings[start : start + BATCH])
    await load("rating_counts", list(world.rating_count_rows()))
    await loader.finish()
    print(file=sys.stderr)
    return counts


# -- timing ---------------------------------------------------------------------


async def timed(
    repeats: int, make: Callable[[int], Awaitable[Any]], warmup: int = 5
) -> tuple[float, float]:
    for i in range(warmup):
        await make(-1 - i)
    samples = []
    for i in range(repeats):
        started = time.perf_counter()
        await make(i)
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples), statistics.quantiles(samples, n=20)[18]


async def measure(store: Store, world: World, repeats: int) -> list[tuple[str, float, float]]:
    rng = random.Random(world.seed + 1)
    big = world.guilds[0]
    members = world.members[big]
    rated_global = [p for (game, scope, p) in world.states if game == SPIT and scope == 0]
    results: list[tuple[str, float, float]] = []

    async def run(name: str, make: Callable[[int], Awaitable[Any]], times: int = repeats) -> None:
        p50, p95 = await timed(times, make)
        results.append((name, p50, p95))
        print(f"  {name:<52} p50 {p50:7.2f} ms   p95 {p95:7.2f} ms", flush=True)

    first = await store.leaderboard(None, game=SPIT)
    ranked = world.ranked(SPIT, 0, world.end + timedelta(minutes=1))
    assert first.total == len(ranked), "the rating histogram does not match the ratings"
    print(f"  ({len(ranked):,} of {len(rated_global):,} global Spit ratings ranked)")
    total_global = first.pages
    total_big = (await store.leaderboard(big, game=SPIT)).pages
    await run(
        "leaderboard page, big guild (page<=50)",
        lambda _: store.leaderboard(
            big, page=rng.randint(1, min(50, total_big)), caller_id=rng.choice(members), game=SPIT
        ),
    )
    await run(
        "leaderboard page, global (page<=50)",
        lambda _: store.leaderboard(
            None,
            page=rng.randint(1, min(50, total_global)),
            caller_id=rng.choice(rated_global),
            game=SPIT,
        ),
    )
    await run(
        "leaderboard page, global (any page)",
        lambda _: store.leaderboard(
            None, page=rng.randint(1, total_global), caller_id=rng.choice(rated_global), game=SPIT
        ),
    )
    await run(
        "player stats, guild scope",
        lambda _: store.player_stats(rng.choice(members), big, game=SPIT),
    )
    await run(
        "player stats, global",
        lambda _: store.player_stats(world.user_id(rng.randrange(world.players)), game=SPIT),
    )
    busiest, most = max(
        ((p, s.games) for (g, sc, p), s in world.states.items() if g == SPIT and sc == big),
        key=lambda found: found[1],
    )
    await run(
        f"player history (picture), {most:,} games",
        lambda _: store.player_history(busiest, big, game=SPIT),
        times=max(20, repeats // 10),
    )

    # Matches to finish: started beforehand (not timed).
    ids: list[str] = []
    for i in range(repeats + 5):
        a, b = rng.sample(members, 2)
        match_id = f"bench-{secrets.token_hex(8)}"
        ids.append(match_id)
        await store.start_match(
            MatchStart(
                match_id=match_id,
                guild_id=big,
                channel_id=big * 10,
                seat0=PlayerRef(a, f"p{a}"),
                seat1=PlayerRef(b, f"p{b}"),
                game=SPIT,
                variant="classic",
                seed=i,
                rated=True,
                started_at=world.end,
            )
        )
    await run(
        "record result + 4 rating changes",
        lambda i: store.finish_match(
            MatchResult(
                match_id=ids[i + 5 if i >= 0 else -1 - i],
                winner_seat=rng.choice((0, 1)),
                reason="out_of_cards",
                ended_at=world.end + timedelta(seconds=10 + i),
            )
        ),
    )
    idle = Store(store.engine, clock=lambda: world.end + timedelta(days=200))
    gone = len(ranked) - len(world.ranked(SPIT, 0, world.end + timedelta(days=200)))
    await run(
        f"leaderboard page, global, 200 days on ({gone:,} run out)",
        lambda _: idle.leaderboard(None, page=1, caller_id=rng.choice(rated_global), game=SPIT),
        times=max(20, repeats // 10),
    )
    await idle.release()
    return results


def glicko_update_us(repeats: int = 20_000) -> tuple[float, float]:
    """p50 / p95 of one game's Glicko-2 update of both seats, in microseconds."""
    rng = random.Random(1)
    samples = []
    for i in range(repeats):
        a = RatingState(rng.uniform(800, 2400), rng.uniform(45, 500), rng.uniform(0.04, 0.1),
                        games=50, rated_at=EPOCH)  # fmt: skip
        b = RatingState(rng.uniform(800, 2400), rng.uniform(45, 500), 0.06, games=50,
                        rated_at=EPOCH)  # fmt: skip
        at = EPOCH + timedelta(days=i % 30)
        started = time.perf_counter()
        rate_game(a, b, i % 3 if i % 3 < 2 else None, at)
        samples.append((time.perf_counter() - started) * 1e6)
    return statistics.median(samples), statistics.quantiles(samples, n=20)[18]


# -- group commit ---------------------------------------------------------------


@dataclass(frozen=True)
class CommitFigures:
    """One group-commit scenario's outcome."""

    scenario: str
    commits_per_s: float
    writes_per_s: float
    p50_ms: float
    p99_ms: float
    late: int


class CountingStore:
    """Counts the transactions (``apply`` calls) that reach the store."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.commits = 0

    async def apply(self, writes: Sequence[Write]) -> list[object]:
        results = await self.store.apply(writes)
        self.commits += 1
        return results


SNAPSHOT_RUNTIME = '{"log": "' + "x" * 2000 + '"}'
"""About the size of a live match's runtime state (2 KiB)."""


async def writers_run(
    store: Store, scenario: str, writers: int, writes_each: int, *, journal: bool
) -> CommitFigures:
    """``writers`` tasks each saving their own match's snapshot ``writes_each`` times."""
    counting = CountingStore(store)
    queue = Journal(counting, late_after=30.0) if journal else None
    latencies: list[float] = []
    late = 0
    tag = secrets.token_hex(3)

    async def write(match_id: str, number: int) -> bool:
        snapshot = SnapshotSave(match_id, None, 1, f"v=1 n={number}", SNAPSHOT_RUNTIME)
        if queue is not None:
            return await queue.write(snapshot)
        await counting.apply([snapshot])
        return True

    async def writer(index: int) -> None:
        nonlocal late
        match_id = f"gc-{tag}-{index}"
        for number in range(writes_each):
            started = time.perf_counter()
            committed = await write(match_id, number)
            latencies.append((time.perf_counter() - started) * 1000)
            late += not committed

    await asyncio.gather(*(write(f"gc-{tag}-{i}", -1) for i in range(writers)))  # warm up
    counting.commits, latencies[:] = 0, []
    started = time.perf_counter()
    await asyncio.gather(*(writer(i) for i in range(writers)))
    elapsed = time.perf_counter() - started
    if queue is not None:
        await queue.close()
    quantiles = statistics.quantiles(latencies, n=100)
    figures = CommitFigures(
        scenario,
        counting.commits / elapsed,
        len(latencies) / elapsed,
        statistics.median(latencies),
        quantiles[98],
        late,
    )
    print(
        f"  {scenario:<40} {figures.commits_per_s:8.0f} commits/s {figures.writes_per_s:8.0f}"
        f" writes/s   p50 {figures.p50_ms:6.2f} ms   p99 {figures.p99_ms:6.2f} ms"
        + (f"   ({late} late)" if late else ""),
        flush=True,
    )
    return figures


async def group_commit(
    store: Store, args: argparse.Namespace, label: str = ""
) -> list[CommitFigures]:
    many = args.writers
    each = max(1, args.group_writes // many)
    return [
        await writers_run(store, f"1 writer, journal{label}", 1, args.group_writes, journal=True),
        await writers_run(store, f"{many} writers, journal{label}", many, each, journal=True),
        await writers_run(
            store, f"{many} writers, a transaction each{label}", many, each, journal=False
        ),
    ]


# -- per backend ------------------------------------------------------------------


async def _admin(url: str, statement: str) -> None:
    engine = create_engine(
        make_url(url).set(database="postgres"), poolclass=NullPool, isolation_level="AUTOCOMMIT"
    )
    try:
        async with engine.connect() as connection:
            await connection.execute(text(statement))
    finally:
        await engine.dispose()


def _fresh_sqlite_file(directory: str | None) -> Path:
    path = Path(directory or tempfile.mkdtemp(prefix="spitbot-bench-")) / "bench.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return path


async def bench_backend(
    backend: str, args: argparse.Namespace
) -> tuple[list[tuple[str, float, float]], list[CommitFigures]]:
    world = World(args.players, args.matches, args.seed)
    cleanup: Callable[[], Awaitable[None]] | None = None
    loader: SqliteLoader | PostgresLoader
    if backend == "sqlite":
        path = _fresh_sqlite_file(args.sqlite_dir)
        url = f"sqlite+aiosqlite:///{path}"

        async def remove() -> None:
            await asyncio.to_thread(shutil.rmtree, path.parent, ignore_errors=True)

        cleanup = None if args.keep or args.sqlite_dir else remove
        await upgrade_to_head_async(url)
        loader = SqliteLoader(path)
    else:
        name = f"spitbot_bench_{secrets.token_hex(4)}"
        url = make_url(args.postgres_url).set(database=name).render_as_string(hide_password=False)
        await _admin(args.postgres_url, f'CREATE DATABASE "{name}"')

        async def drop() -> None:
            await _admin(args.postgres_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

        cleanup = None if args.keep else drop
        await upgrade_to_head_async(url)
        loader = await PostgresLoader.connect(url)
    print(
        f"[{backend}] filling {args.players:,} players / {args.matches:,} matches ...", flush=True
    )
    started = time.perf_counter()
    counts = await fill(loader, world)
    print(
        f"[{backend}] loaded in {time.perf_counter() - started:.0f}s: "
        + ", ".join(f"{table} {count:,}" for table, count in counts.items()),
        flush=True,
    )
    end = world.end + timedelta(minutes=1)
    store = await Store.open(url, clock=lambda: end)
    try:
        queries = await measure(store, world, args.repeats)
        print(f"[{backend}] group commit: journal.write(SnapshotSave) of a 2 KiB snapshot")
        commits = await group_commit(store, args)
        if backend == "sqlite":
            full = await Store.open(url, sqlite_synchronous="FULL")
            try:
                commits += await group_commit(full, args, ", synchronous=FULL")
            finally:
                await full.close()
        return queries, commits
    finally:
        await store.close()
        if cleanup is not None:
            await cleanup()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--matches", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20260101)
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get("SPITBOT_TEST_POSTGRES_URL", DEFAULT_POSTGRES_URL),
        help="server to create the bench database on (default: $SPITBOT_TEST_POSTGRES_URL)",
    )
    parser.add_argument("--sqlite-dir", help="directory for the SQLite file (default: a temp dir)")
    parser.add_argument("--keep", action="store_true", help="keep the databases afterwards")
    parser.add_argument("--writers", type=int, default=50, help="concurrent writers (group commit)")
    parser.add_argument(
        "--group-writes", type=int, default=2000, help="snapshot writes per group-commit scenario"
    )
    args = parser.parse_args()
    backends = ["sqlite", "postgres"] if args.backend == "both" else [args.backend]
    summary: dict[str, list[tuple[str, float, float]]] = {}
    commits: dict[str, list[CommitFigures]] = {}
    for backend in backends:
        summary[backend], commits[backend] = asyncio.run(bench_backend(backend, args))
    print(f"\nsummary ({args.players:,} players, {args.matches:,} matches, {args.repeats} repeats)")
    for backend, rows in summary.items():
        for name, p50, p95 in rows:
            print(f"{backend:<9} {name:<52} p50 {p50:7.2f} ms  p95 {p95:7.2f} ms")
    p50, p95 = glicko_update_us()
    print(f"{'maths':<9} {'Glicko-2 update of one game (both seats)':<52} "
          f"p50 {p50:7.1f} us  p95 {p95:7.1f} us")  # fmt: skip
    print_commit_table(commits)
    return 0


def print_commit_table(commits: dict[str, list[CommitFigures]]) -> None:
    """Group-commit figures, one column per backend."""
    scenarios = list(dict.fromkeys(f.scenario for rows in commits.values() for f in rows))
    width = max(len(name) for name in scenarios)
    cell = "{:>9} {:>9} {:>7} {:>7}"
    print("\ngroup commit: journal.write(SnapshotSave), 2 KiB snapshot; latency in ms")
    print(" " * width + "".join(f" | {backend:<35}" for backend in commits))
    print(
        " " * width
        + "".join(" | " + cell.format("commits/s", "writes/s", "p50", "p99") for _ in commits)
    )
    for name in scenarios:
        line = f"{name:<{width}}"
        for rows in commits.values():
            found = next((f for f in rows if f.scenario == name), None)
            line += " | " + (
                cell.format("-", "-", "-", "-")
                if found is None
                else cell.format(
                    f"{found.commits_per_s:.0f}",
                    f"{found.writes_per_s:.0f}",
                    f"{found.p50_ms:.2f}",
                    f"{found.p99_ms:.2f}",
                )
            )
        print(line)


if __name__ == "__main__":
    sys.exit(main())
