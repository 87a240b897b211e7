"""How many live matches one machine holds: human-paced players through the fake Discord.

Run: ``python bench/capacity.py [--shards 1|2|both] [--steps 10,20,...] [--measure S]``.

Processes, each with its own CPU: the fake Discord (``python -m fakediscord``,
body validation off, Discord's rate limits), the bot (``spitbot run``: one process on
PostgreSQL, or two shard processes, ``SPITBOT_SHARD_ID`` 0 and 1 of 2, on one
PostgreSQL database, each serving its own guild of the fake) and this driver.

Every match is two scripted players who press at a human pace: each player presses
about twice a second (a reaction time drawn from a gamma distribution, mean 0.5 s,
most between 0.25 s and 0.85 s, never under 0.15 s), whatever card GREEDY plays for
their seat, "Spit!" when stalled, a slap at the end of a round. The driver follows each
match with the engine (the bot deals from a seeded sequence, ``FAKE_MATCH_SEED``, per
shard); presses of one match never overlap, so the driver always knows what the board
shows. A finished match is replaced by a new one at its table.

Steps: the matches grow (``--steps``); at each step, once every table has its match,
presses are timed for ``--measure`` seconds. A press's latency is the fake's: from
writing the INTERACTION_CREATE frame to receiving the bot's answer. The run stops at
the first step whose p99 latency beyond the settle window
(``SPITBOT_PLAY_SETTLE_WINDOW_MS``, 100 ms by default: every press waits for it) passes
100 ms, or where a press misses Discord's 3 s deadline; the step before it is what the
machine holds.

The machine has 2 cores and other work may share them: the load average
(/proc/loadavg) is printed at each step, and the CPU each process used.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from e2e import (  # noqa: E402
    DEFAULT_POSTGRES,
    TICK,
    BotProcess,
    custom_ids,
    kinds,
    postgres_database,
    spit_payload,
)

from spitbot.bot import ids  # noqa: E402
from spitbot.engine import Level, find_game  # noqa: E402
from spitbot.store import upgrade_to_head_async  # noqa: E402

MATCH_SEED = 20261202
WINDOW_MS = 100
LIMIT_MS = 100.0  # p99 beyond the window
DEADLINE_MS = 3000.0
MAX_TABLES = 120
METRICS_PORT = 19_460
SPIT = find_game("spit")


def reaction(rng: random.Random) -> float:
    """A player's time to their next press: gamma, mean 0.5 s (shape 6), at least 0.15 s."""
    return max(0.15, rng.gammavariate(6.0, 0.5 / 6.0))


def cpu_of(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def loadavg() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


class Control:
    def __init__(self, url: str, http: aiohttp.ClientSession) -> None:
        self.url, self.http = url, http

    async def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        async with self.http.request(method, self.url + path, json=body) as reply:
            return await reply.json()

    async def messages(self, channel: int, last: int = 4) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = await self.call("GET", f"/messages/{channel}?last={last}")
        return found


@dataclass
class Shard:
    """A guild of the fake, the shard that serves it, and that shard's deals."""

    guild: int
    shard: int
    channels: list[int]
    members: list[int]
    seeds: random.Random
    starting: asyncio.Lock = field(default_factory=asyncio.Lock)


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)  # ms, presses while measuring
    firsts: list[float] = field(default_factory=list)  # of these, the first on each board
    late: int = 0  # presses answered after 3 s, or not at all
    refused: int = 0
    matches: int = 0
    measuring: bool = False


class Table:
    """One channel with its match and its two players."""

    def __init__(self, control: Control, shard: Shard, index: int, tally: Tally) -> None:
        self.control, self.shard, self.tally = control, shard, tally
        self.channel = shard.channels[index]
        self.players = (shard.members[2 * index], shard.members[2 * index + 1])
        self.rng = random.Random(index * 7919 + shard.shard)
        self.lock = asyncio.Lock()
        self.state: Any = None
        self.match_id = ""
        self.board: tuple[int, int] = (-1, 0)  # (round, message id)
        self.pressed: set[int] = set()  # boards pressed already
        self.ready = asyncio.Event()

    async def start_match(self) -> None:
        control, shard = self.control, self.shard
        async with shard.starting:  # one at a time: the n-th start gets the n-th seed
            seen = {m["id"] for m in await control.messages(self.channel)}
            body = {"user_id": self.players[0], "name": "spit", "subcommand": "challenge",
                    "options": {"opponent": self.players[1]}, "channel_id": self.channel,
                    "wait": True}  # fmt: skip
            invite = await control.call("POST", "/slash", body)
            message = next(m for m in await control.messages(self.channel)
                           if m["id"] == invite["original_message_id"])  # fmt: skip
            accept = next(c for c in custom_ids(message) if c.endswith(":a"))
            await control.call("POST", "/click", {"user_id": self.players[1],
                               "message_id": int(message["id"]), "custom_id": accept,
                               "wait": True})  # fmt: skip
            seed = shard.seeds.getrandbits(63)
            self.state = SPIT.new_game(SPIT.default_variant, random.Random(seed))
            while True:
                for m in await control.messages(self.channel):
                    found = [c for c in custom_ids(m) if c.startswith("spit:a:")]
                    if m["id"] not in seen and found:
                        self.match_id = found[0].split(":")[2]
                        self.board = (self.state.round, int(m["id"]))
                        self.tally.matches += 1
                        return
                await asyncio.sleep(0.01)

    async def board_of(self, round_no: int) -> int:
        if self.board[0] == round_no:
            return self.board[1]
        key = f":{self.match_id}:{round_no}:"
        while True:
            for message in reversed(await self.control.messages(self.channel)):
                if any(key in c for c in custom_ids(message)):
                    self.board = (round_no, int(message["id"]))
                    return self.board[1]
            await asyncio.sleep(0.01)

    async def player(self, seat: int, stop: asyncio.Event) -> None:
        while not stop.is_set():
            await asyncio.sleep(reaction(self.rng))
            async with self.lock:
                if stop.is_set():
                    return
                if self.state is None or self.state.outcome is not None:
                    await self.start_match()
                    self.ready.set()
                    continue
                action = SPIT.choose_action(SPIT.view(self.state, seat), Level.GREEDY)
                if action is None:
                    continue  # nothing to press: the other player's turn
                await self.press(seat, action)

    async def press(self, seat: int, action: Any) -> None:
        state = self.state
        message = await self.board_of(state.round)
        custom_id = ids.action_id(self.match_id, state.round, spit_payload(state, action))
        body = {"user_id": self.players[seat], "message_id": message, "custom_id": custom_id,
                "wait": True, "stale": True, "timeout": 10}  # fmt: skip
        answer = await self.control.call("POST", "/click", body)
        acks = answer.get("acks") or []
        latency = answer.get("latency_ms")
        tally = self.tally
        missed = not acks or not acks[0]["status"] or acks[0]["status"] >= 400
        if tally.measuring:
            if latency is not None:
                tally.latencies.append(float(latency))
                if message not in self.pressed:
                    tally.firsts.append(float(latency))
            tally.late += missed or (latency or 0) > DEADLINE_MS
        self.pressed.add(message)
        if missed:
            raise RuntimeError(f"a press was not answered: {answer}")
        if acks[0]["callback_type"] not in (6, 7):
            tally.refused += 1  # the driver's view was wrong: follow the bot instead
            raise RuntimeError(f"a legal press was refused: {action} ({answer})")
        self.state, _ = SPIT.apply(state, action)


def pct(values: list[float], q: int) -> float:
    if len(values) < 2:
        return float("nan")
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def bot_env(
    info: dict[str, Any], shard: int, shards: int, data: Path, db_url: str
) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL"))}  # fmt: skip
    env.update(
        PYTHONPATH=str(ROOT), SPITBOT_DISCORD_TOKEN=info["token"],
        SPITBOT_DATABASE_URL=db_url, SPITBOT_DATABASE_FOLDER=str(data / str(shard)),
        SPITBOT_LOG_LEVEL="WARNING", SPITBOT_PLAY_SETTLE_WINDOW_MS=str(WINDOW_MS),
        SPITBOT_PLAY_IDLE_SECONDS="3600", SPITBOT_SPIT_STALL_SECONDS="600",
        FAKE_MATCH_SEED=str(MATCH_SEED + shard),
    )  # fmt: skip
    if shards > 1:
        env.update(SPITBOT_SHARD_ID=str(shard), SPITBOT_SHARD_COUNT=str(shards))
    env["SPITBOT_METRICS_PORT"] = str(METRICS_PORT)  # shard N: this + N
    return env


async def scrape(http: aiohttp.ClientSession, shards: int) -> dict[str, float]:
    """Sums and counts of the bots' histograms (``/metrics``), all shards together."""
    from prometheus_client.parser import text_string_to_metric_families

    totals: dict[str, float] = {}
    for k in range(shards):
        async with http.get(f"http://127.0.0.1:{METRICS_PORT + k}/metrics") as reply:
            text = await reply.text()
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                name = sample.name
                if name.endswith("_bucket"):
                    name = f"{name}:{sample.labels['le']}"
                elif not name.endswith(("_sum", "_count", "_total")):
                    continue
                totals[name] = totals.get(name, 0.0) + sample.value
    return totals


def inside(before: dict[str, float], after: dict[str, float]) -> str:
    """Where a press's time went in the bot, on average over the step."""

    def mean_ms(name: str) -> float:
        count = after.get(f"{name}_count", 0) - before.get(f"{name}_count", 0)
        total = after.get(f"{name}_sum", 0) - before.get(f"{name}_sum", 0)
        return total / count * 1000 if count else float("nan")

    def p99_ms(name: str) -> str:
        """The bucket (its upper bound) where the 99th percentile falls."""
        prefix = f"{name}_bucket:"
        counts = sorted(
            (float(k[len(prefix):]), v - before.get(k, 0))
            for k, v in after.items() if k.startswith(prefix)
        )  # fmt: skip
        total = counts[-1][1] if counts else 0
        bound = next((le for le, n in counts if total and n >= 0.99 * total), float("nan"))
        return f"<= {bound * 1000:.0f}"

    commits = after.get("spitbot_journal_commit_seconds_count", 0) - before.get(
        "spitbot_journal_commit_seconds_count", 0
    )
    writes = after.get("spitbot_journal_writes_committed_total", 0) - before.get(
        "spitbot_journal_writes_committed_total", 0
    )
    return (
        f"in the bot, mean (p99): press to answer {mean_ms('spitbot_press_latency_seconds'):.1f} "
        f"({p99_ms('spitbot_press_latency_seconds')}) ms, held by the runtime "
        f"{mean_ms('spitbot_settle_wait_seconds'):.1f} ({p99_ms('spitbot_settle_wait_seconds')})"
        f" ms (window + commit), a commit {mean_ms('spitbot_journal_commit_seconds'):.1f} "
        f"({p99_ms('spitbot_journal_commit_seconds')}) ms "
        f"({writes / commits if commits else float('nan'):.1f} writes each)"
    )


def guilds_of(info: dict[str, Any]) -> list[Shard]:
    return [
        Shard(int(g["id"]), g["shard"],
              [int(g["channels"][f"t{t}"]) for t in range(MAX_TABLES)],
              [int(g["members"][f"p{p}"]) for p in range(2 * MAX_TABLES)],
              random.Random(MATCH_SEED + g["shard"]))
        for g in sorted(info["guilds"], key=lambda g: g["shard"])
    ]  # fmt: skip


@dataclass
class Step:
    matches: int
    rate: float
    p50: float
    p99: float
    worst: float
    late: int
    bot_cpu: list[float]
    fake_cpu: float
    driver_cpu: float
    load: str
    calls: str
    inside: str

    def line(self, name: str) -> str:
        bots = " + ".join(f"{c:.2f}" for c in self.bot_cpu)
        return (
            f"  {name:<26} {self.matches:>4} matches {self.rate:5.0f} presses/s  beyond the "
            f"window: p50 {self.p50:6.1f} ms p99 {self.p99:6.1f} ms max {self.worst:7.1f} ms  "
            f"late {self.late}  CPU: bot {bots}, fake {self.fake_cpu:.2f}, driver "
            f"{self.driver_cpu:.2f}  load {self.load}\n  {'':<26} REST per second: {self.calls}"
            f"\n  {'':<26} {self.inside}"
        )


async def measure_step(
    step: int, tally: Tally, bots: list[BotProcess], fake_pid: int, seconds: float,
    control: Control,
) -> Step:  # fmt: skip
    since = len(await control.call("GET", "/requests?since=0"))
    metrics = await scrape(control.http, len(bots))
    cpu0 = [cpu_of(b.process.pid) for b in bots]
    fake0, driver0 = cpu_of(fake_pid), time.process_time()
    tally.latencies.clear()
    tally.firsts.clear()
    tally.late = 0
    began = time.perf_counter()
    tally.measuring = True
    await asyncio.sleep(seconds)
    tally.measuring = False
    spent = time.perf_counter() - began
    over = [x - WINDOW_MS for x in tally.latencies]
    firsts = sorted(x - WINDOW_MS for x in tally.firsts)
    slow = sorted(over)[-max(1, len(over) // 100) :]
    first_note = (
        f"the first press on each board ({len(firsts)}): p50 {pct(firsts, 50):.1f} ms; of the "
        f"slowest 1% ({len(slow)}), {sum(1 for x in slow if x in firsts)} were firsts"
    )
    made = await control.call("GET", f"/requests?since={since}")
    counted = kinds(made)
    counted["429s"] = sum(r["status"] == 429 for r in made)
    calls = ", ".join(f"{k} {n / spent:.1f}" for k, n in sorted(counted.items()))
    where = inside(metrics, await scrape(control.http, len(bots)))
    return Step(
        matches=step, rate=len(over) / spent, p50=pct(over, 50), p99=pct(over, 99),
        worst=max(over, default=float("nan")), late=tally.late,
        bot_cpu=[(cpu_of(b.process.pid) - c) / spent for b, c in zip(bots, cpu0, strict=True)],
        fake_cpu=(cpu_of(fake_pid) - fake0) / spent,
        driver_cpu=(time.process_time() - driver0) / spent, load=loadavg(), calls=calls,
        inside=f"{where}\n  {'':<26} {first_note}",
    )  # fmt: skip


async def grow(
    name: str, control: Control, info: dict[str, Any], bots: list[BotProcess], fake_pid: int,
    steps: list[int], seconds: float,
) -> list[str]:  # fmt: skip
    """Add tables step by step, time each step; stop at the first that fails."""
    guilds, tally = guilds_of(info), Tally()
    tables: list[Table] = []
    players: list[asyncio.Task[None]] = []
    stop = asyncio.Event()
    lines, held = [], 0
    try:
        for step in steps:
            while len(tables) < step:  # tables alternate between the shards' guilds
                table = Table(control, guilds[len(tables) % len(guilds)],
                              len(tables) // len(guilds), tally)  # fmt: skip
                tables.append(table)
                players += [asyncio.create_task(table.player(s, stop)) for s in (0, 1)]
            await asyncio.gather(*(t.ready.wait() for t in tables))
            await asyncio.sleep(1.0)  # settle into the pace
            for task in players:
                if task.done():
                    task.result()  # a player's error ends the run
            result = await measure_step(step, tally, bots, fake_pid, seconds, control)
            for task in players:
                if task.done():
                    task.result()
            lines.append(result.line(name) + f"\n  {'':<26} {tally.matches} matches started so far")
            print(lines[-1], flush=True)
            if not result.p99 <= LIMIT_MS or result.late:
                break
            held = step
    finally:
        stop.set()
        for task in players:
            task.cancel()
        await asyncio.gather(*players, return_exceptions=True)
    lines.append(f"  {name:<26} holds {held} live matches "
                 f"(p99 beyond the window at most {LIMIT_MS:.0f} ms, no press late)")  # fmt: skip
    print(lines[-1], flush=True)
    return lines


async def run_setup(
    name: str, shards: int, steps: list[int], seconds: float, db_url: str, profile: str
) -> list[str]:
    channels = ",".join(f"t{t}" for t in range(MAX_TABLES))
    members = ",".join(f"p{p}" for p in range(2 * MAX_TABLES))
    fake_proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "fakediscord", "--port", "0", "--no-validate",
        "--channels", channels, "--members", members, "--shards", str(shards),
        stdout=asyncio.subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    assert fake_proc.stdout is not None
    info = json.loads(await fake_proc.stdout.readline())
    bots: list[BotProcess] = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
                control = Control(info["control_url"], http)
                for k in range(shards):
                    argv = [sys.executable]
                    if profile:  # sampled, so the bot runs at its own speed
                        spy = str(Path(sys.executable).with_name("py-spy"))
                        argv = [spy, "record", "--rate", "250", "--format", "raw", "--output",
                                f"{profile}.shard{k}.txt", "--", sys.executable]  # fmt: skip
                    argv += ["-m", "tests.spitbot_on_fake", info["base_url"],
                             info["gateway_url"], "run"]  # fmt: skip
                    env = bot_env(info, k, shards, Path(tmp), db_url)
                    bots.append(await BotProcess.start(argv, env))
                while (await control.call("GET", "/state"))["sessions"] < shards:  # noqa: ASYNC110
                    await asyncio.sleep(0.1)
                await asyncio.sleep(1.0)  # start-up work (commands, restores) is not a press's
                lines = await grow(name, control, info, bots, fake_proc.pid, steps, seconds)
                with contextlib.suppress(aiohttp.ClientError):
                    await control.call("POST", "/shutdown")
    finally:
        for bot in bots:
            await bot.stop()
        if fake_proc.returncode is None:
            fake_proc.terminate()
        await fake_proc.wait()
    return lines


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shards", default="both", choices=["1", "2", "both"])
    parser.add_argument("--steps", default="10,20,30,40,50,60,80,100,120")
    parser.add_argument("--measure", type=float, default=8.0, help="seconds timed per step")
    parser.add_argument("--postgres", default=DEFAULT_POSTGRES, help="the PostgreSQL server")
    parser.add_argument(
        "--profile", default="", help="sample each bot with py-spy into PREFIX.shardN.txt"
    )
    args = parser.parse_args()
    steps = [min(MAX_TABLES, int(s)) for s in args.steps.split(",")]
    counts = [1, 2] if args.shards == "both" else [int(args.shards)]
    print(f"capacity: Spit, settle window {WINDOW_MS} ms, players pressing about twice a second "
          f"each; load before: {loadavg()}")  # fmt: skip
    results: list[str] = []
    for count in counts:
        database = await postgres_database(args.postgres)
        if database is None:
            return
        url, drop = database
        try:
            await upgrade_to_head_async(url)  # once, before the shards start (README)
            name = "one process, PostgreSQL" if count == 1 else f"{count} shards, PostgreSQL"
            results += await run_setup(name, count, steps, args.measure, url, args.profile)
        finally:
            await drop()
    print("summary:")
    print("\n".join(results))


if __name__ == "__main__":
    asyncio.run(main())
