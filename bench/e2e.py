"""End-to-end benchmark: button presses through the fake Discord against the real bot.

Run: ``python bench/e2e.py [--presses N] [--tables K] [--postgres URL] [--only TEXT]``.
Three processes, so that each one's CPU is its own:

- the fake Discord (``python -m fakediscord``, body validation off so it measures
  the bot, not the validator, with Discord's rate limits);
- the bot: SpitBot as ``spitbot run`` (its real discord.py client, store and journal),
  or a floor: a bare discord.py bot that only answers (``bench/floor_bot.py``);
- this driver: it starts matches as players do (``/spit challenge``, then Accept), and
  presses buttons through the fake's control API. It knows each match's deal (the bot
  draws its seeds from a seeded sequence, ``FAKE_MATCH_SEED``, and matches start one at
  a time) and follows it with the engine, as a player follows the board: so it chooses
  every press (the GREEDY policy), and the bot does nothing for it.

The bot's CPU per press is the bot process's own (``/proc/PID/stat``: user and system,
its threads included), over the pressing only. Latency is the fake's own measure: from
writing the INTERACTION_CREATE frame to receiving the bot's callback. Every answer is
durable: the bot answers a press only once the state it produced is committed.

Two ways of pressing, each against floors measured the same way in the same run:

- **one press in flight** (one table): the latency of a press, with no other press
  to share its commit;
- **K tables at once** (``--tables``, 8 by default): K channels, each with a match
  and its two players, one press in flight per table. This is the throughput: the
  journal commits whatever presses settled meanwhile in one transaction (group
  commit), as a busy bot does.

The floors: a 1-button message, and a fixed message as big as a board (an embed and 24
buttons), which the floor sends back unchanged. Measured: Spit on SQLite (synchronous
NORMAL, the default, and FULL) and on PostgreSQL, with a settle window of 0 (latency
with no window in it) and of 100 ms (only a contested press waits for it); one press in ten
is a double tap, the same button pressed again from a client that had not seen the
redraw, refused privately. Speed: presses in each player's private hand, the other hand
and the public board drawn by the bot's keeper. REST calls: what the bot sent while the
presses were made, per press and by kind (the goal: exactly one per press).

A run with a settle window leaves the process idle between presses, and an idle
process answers more slowly (cold caches, a slower CPU clock): the board-sized floor
is also measured at that pace ("paced 100 ms"), as the window runs' floor.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import secrets
import signal
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from spitbot.bot import ids  # noqa: E402
from spitbot.bot.speed import presses as speed_presses  # noqa: E402
from spitbot.bot.spit import presses as spit_presses  # noqa: E402
from spitbot.engine import AnyGame, Level, find_game  # noqa: E402
from spitbot.engine import speed as speed_engine  # noqa: E402
from spitbot.engine import spit as spit_engine  # noqa: E402

DEFAULT_POSTGRES = "postgresql+asyncpg://postgres@127.0.0.1:5432/postgres"
MAX_TABLES = 16
MATCH_SEED = 20261201  # the bot's seeded sequence of deals (tests/spitbot_on_fake.py)
TICK = os.sysconf("SC_CLK_TCK")


# --- the fake's control API -----------------------------------------------------------


class Fake:
    def __init__(self, info: dict[str, Any], http: aiohttp.ClientSession) -> None:
        self.info = info
        self.http = http
        self.guild_id = int(info["guild_id"])
        self.channels = [int(c) for c in info["channels"].values()]
        self.members = [int(uid) for uid in info["members"].values()]

    async def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        async with self.http.request(method, self.info["control_url"] + path, json=body) as reply:
            return await reply.json()

    async def click(
        self, user: int, message_id: int, custom_id: str, stale: bool = True
    ) -> dict[str, Any]:
        body = {
            "user_id": user, "message_id": message_id, "custom_id": custom_id,
            "wait": True, "stale": stale,
        }  # fmt: skip
        answer: dict[str, Any] = await self.call("POST", "/click", body)
        if "error" in answer or not answer.get("acks"):
            raise RuntimeError(f"press failed: {answer}")
        return answer

    async def messages(self, channel: int, last: int = 8) -> list[dict[str, Any]]:
        """The channel's newest ``last`` messages, oldest first."""
        found: list[dict[str, Any]] = await self.call("GET", f"/messages/{channel}?last={last}")
        return found

    async def requests_made(self) -> int:
        return len(await self.call("GET", "/requests?since=0"))

    async def requests_since(self, since: int) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = await self.call("GET", f"/requests?since={since}")
        return found


_KINDS = [
    ("answer", "POST", re.compile(r"/interactions/\d+/[^/]+/callback")),
    ("follow-up", "POST", re.compile(r"/webhooks/\d+/[^/]+$")),
    ("hand refresh", "PATCH", re.compile(r"/webhooks/\d+/[^/]+/messages/")),
    ("board post", "POST", re.compile(r"/channels/\d+/messages$")),
    ("board edit", "PATCH", re.compile(r"/channels/\d+/messages/\d+$")),
]


def kinds(requests: list[dict[str, Any]]) -> Counter[str]:
    counted: Counter[str] = Counter()
    for request in requests:
        method, path = request["method"], request["path"]
        kind = next(
            (k for k, m, pattern in _KINDS if method == m and pattern.search(path)),
            f"{method} {path}",
        )
        counted[kind] += 1
    return counted


MATCH_ID = re.compile(r"spit:[a-z]+:([0-9a-f]{32})")


def match_ids(message: dict[str, Any]) -> set[str]:
    """The matches a message's buttons name (a board's plays, a result card's rematch)."""
    return {found[1] for c in custom_ids(message) if (found := MATCH_ID.match(c))}


def custom_ids(message: dict[str, Any]) -> list[str]:
    """Every button id of a message, however deep (Components V2 boards nest their rows
    in containers, and a section's button is its accessory)."""
    found: list[str] = []

    def walk(component: dict[str, Any]) -> None:
        if component.get("custom_id"):
            found.append(component["custom_id"])
        for child in component.get("components") or []:
            walk(child)
        if component.get("accessory"):
            walk(component["accessory"])

    walk(message)
    return found


# --- a bot in a process of its own ----------------------------------------------------


class BotProcess:
    """A bot under measure: its CPU is read from /proc, its threads included."""

    def __init__(self, process: asyncio.subprocess.Process, profiled: bool = False) -> None:
        self.process = process
        self.profiled = profiled  # run by bench/profiled.py: SIGUSR1/SIGUSR2 around pressing

    @classmethod
    async def start(
        cls, argv: list[str], env: dict[str, str], profile: str | None = None
    ) -> BotProcess:
        """``profile``: a path; the process runs under bench/profiled.py (``argv`` is
        ``[python, "-m", module, ...]``) and writes the pressing's profile there."""
        if profile:
            argv = [argv[0], str(ROOT / "bench" / "profiled.py"), profile, *argv[2:]]
        process = await asyncio.create_subprocess_exec(
            *argv, cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
        )  # fmt: skip
        return cls(process, profiled=bool(profile))

    def cpu(self) -> float:
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime

    def thread_cpu(self) -> dict[str, float]:
        """CPU seconds of the main thread (the event loop's) and of the others together
        (the database driver's, the resolver's): of the threads alive now."""
        found: Counter[str] = Counter()
        for task in Path(f"/proc/{self.process.pid}/task").iterdir():
            with contextlib.suppress(OSError):
                fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
                name = "main" if task.name == str(self.process.pid) else "others"
                found[name] += (int(fields[11]) + int(fields[12])) / TICK
        return dict(found)

    async def line(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        raw = await asyncio.wait_for(self.process.stdout.readline(), 60)
        data: dict[str, Any] = json.loads(raw)
        return data

    async def stop(self) -> None:
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGINT)  # Ctrl+C: a clean stop
            try:
                await asyncio.wait_for(self.process.wait(), 30)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()


def spitbot_env(fake: Fake, setup: Setup, data: Path, db_url: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL"))}  # fmt: skip
    env.update(
        PYTHONPATH=str(ROOT),
        SPITBOT_DISCORD_TOKEN=fake.info["token"],
        SPITBOT_DISCORD_DEV_GUILD_ID=str(fake.guild_id),
        SPITBOT_DATABASE_FOLDER=str(data),
        SPITBOT_PLAY_SETTLE_WINDOW_MS=str(setup.window_ms),
        SPITBOT_SPIT_STALL_SECONDS="600",
        SPITBOT_SPEED_FLIP_SECONDS="600",
        SPITBOT_SPIT_SLAP_SECONDS="600",
        SPITBOT_SPIT_CHOOSE_SECONDS="600",
        SPITBOT_PLAY_IDLE_SECONDS="3600",
        SPITBOT_DATABASE_SQLITE_SYNCHRONOUS=setup.synchronous,
        SPITBOT_LOG_LEVEL="WARNING",
        FAKE_MATCH_SEED=str(MATCH_SEED),
    )
    if db_url:
        env["SPITBOT_DATABASE_URL"] = db_url
    return env


# --- a run ----------------------------------------------------------------------------


@dataclass
class Run:
    name: str
    tables: int = 1
    window_ms: int = 0
    latencies: list[float] = field(default_factory=list)  # ms, every press
    elapsed: float = 0.0  # wall seconds of pressing
    waited: float = 0.0  # seconds the tables waited for a board (a new round's, a new match's)
    cpu: float = 0.0  # the bot process's CPU seconds while pressing
    driver_cpu: float = 0.0  # this process's
    refused: int = 0
    opened: int = 0  # "Show my hand" presses (answered, not timed)
    started: int = 0  # interactions that started matches (a challenge and its Accept)
    calls: Counter[str] = field(default_factory=Counter)
    rounds: int = 0
    matches: int = 0
    thread_cpu: dict[str, float] = field(default_factory=dict)  # the bot's, by thread

    @property
    def presses(self) -> int:
        return len(self.latencies)

    @property
    def rate(self) -> float:
        """Presses per second while a board was there to press (a new round's board waits
        for Discord's rate limit of a channel's posts, as it does on Discord)."""
        return self.presses / (self.elapsed - self.waited / self.tables)

    def answer_calls(self) -> float:
        """REST calls that answered presses, per press (the goal: exactly 1)."""
        answers = self.calls["answer"] + self.calls["follow-up"] - self.started
        return answers / (self.presses + self.opened)

    def pushes(self) -> int:
        return self.calls["hand refresh"] + self.calls["board edit"]


async def pressing(
    bot: BotProcess, tables: int, press: Callable[[int], Awaitable[None]], run: Run
) -> None:
    """Run ``press(table)`` on every table at once; time the whole, and the bot's CPU."""
    if bot.profiled:
        bot.process.send_signal(signal.SIGUSR1)  # bench/profiled.py: profile from here
    began, cpu, mine = time.perf_counter(), bot.cpu(), time.process_time()
    threads = bot.thread_cpu()
    await asyncio.gather(*(press(t) for t in range(tables)))
    run.elapsed = time.perf_counter() - began
    run.cpu, run.driver_cpu = bot.cpu() - cpu, time.process_time() - mine
    run.thread_cpu = {name: seconds - threads.get(name, 0.0)
                      for name, seconds in bot.thread_cpu().items()}  # fmt: skip
    if bot.profiled:
        bot.process.send_signal(signal.SIGUSR2)  # to here


async def measure_floor(
    fake: Fake, presses: int, tables: int, board: bool, pause: float = 0.0
) -> Run:
    """``pause``: seconds between one answer and the next press (the pace of a run with
    a settle window, whose process idles meanwhile: its caches and CPU go cold)."""
    kind = "board" if board else "button"
    bot = await BotProcess.start(
        [sys.executable, "bench/floor_bot.py", fake.info["base_url"], fake.info["gateway_url"],
         fake.info["token"], kind, *(str(c) for c in fake.channels[:tables])],
        {**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    messages = (await bot.line())["messages"]
    size = "board-sized message" if board else "1-button message"
    name = f"floor: {size}, paced {pause * 1000:.0f} ms" if pause else f"floor: bare bot, {size}"
    run = Run(name, tables=tables)

    async def press(table: int) -> None:
        _, message, custom_id = messages[table]
        for _ in range(presses // tables):
            answer = await fake.click(fake.members[2 * table], int(message), custom_id, False)
            run.latencies.append(answer["latency_ms"])
            if pause:
                await asyncio.sleep(pause)

    await pressing(bot, tables, press, run)
    await bot.stop()
    return run


class Tables:
    """The channels, their players, and the deals the bot will give them: matches start
    one at a time, so the n-th match started is dealt the n-th seed of the sequence."""

    def __init__(self, fake: Fake, run: Run) -> None:
        self.fake = fake
        self.run = run
        self.seeds = random.Random(MATCH_SEED)
        self.starting = asyncio.Lock()
        self.played: set[str] = set()  # every match this driver started, at any table

    def users(self, table: int) -> tuple[int, int]:
        return (self.fake.members[2 * table], self.fake.members[2 * table + 1])

    async def new_match(self, table: int, game: AnyGame) -> tuple[str, Any]:
        """Alice challenges bob at ``table`` and bob accepts: the match's id, and its deal."""
        began = time.perf_counter()
        try:
            return await self._start(table, game)
        finally:  # a match's start is not pressing: its time is waiting for a board
            self.run.waited += time.perf_counter() - began

    async def _start(self, table: int, game: AnyGame) -> tuple[str, Any]:
        fake, channel = self.fake, self.fake.channels[table]
        alice, bob = self.users(table)
        async with self.starting:
            before = await fake.messages(channel)
            seen = {m["id"] for m in before}
            # The new match's board is the first new message naming a match this driver
            # did not start: not one the channel shows (an earlier run's), nor one it
            # played here (a bot could post a finished match's board late: issue 26.8).
            played = self.played | {m for message in before for m in match_ids(message)}
            options = {"opponent": bob, "game": game.name}
            body = {"user_id": alice, "name": "spit", "subcommand": "challenge",
                    "options": options, "channel_id": channel, "wait": True}  # fmt: skip
            invite = await fake.call("POST", "/slash", body)
            message = next(m for m in await fake.messages(channel)
                           if m["id"] == invite["original_message_id"])  # fmt: skip
            accept = next(c for c in custom_ids(message) if c.endswith(":a"))
            await fake.click(bob, int(message["id"]), accept, stale=False)
            self.run.started += 2
            seed = self.seeds.getrandbits(63)
            state = game.new_game(game.default_variant, random.Random(seed))
            prefix = "spit:h:" if game.name == "speed" else "spit:a:"
            while True:  # the board, once posted: its ids name the match
                for m in await fake.messages(channel):
                    found = [c for c in custom_ids(m)
                             if c.startswith(prefix) and c.split(":")[2] not in played]  # fmt: skip
                    if m["id"] not in seen and found:
                        match_id = found[0].split(":")[2]
                        self.played.add(match_id)
                        return match_id, state
                await asyncio.sleep(0.002)

    async def board(self, table: int, key: str) -> int:
        """The newest message of the table showing an id with ``key`` (a round's board)."""
        began = time.perf_counter()
        try:
            while True:
                for message in reversed(await self.fake.messages(self.fake.channels[table])):
                    if any(key in c for c in custom_ids(message)):
                        return int(message["id"])
                await asyncio.sleep(0.002)
        finally:
            self.run.waited += time.perf_counter() - began


def greedy(game: Any, state: Any, first: int) -> Any:
    """The GREEDY choice of either seat, ``first`` asked first."""
    for seat in (first, 1 - first):
        action = game.choose_action(game.view(state, seat), Level.GREEDY)
        if action is not None:
            return action
    return None


def spit_payload(state: Any, action: Any) -> str:
    if isinstance(action, spit_engine.Play):
        card = state.sides[action.seat].top(action.stock)
        return spit_presses.play(action.seat, action.stock, action.pile, card)
    if isinstance(action, spit_engine.Spit):
        return spit_presses.spit(spit_engine.spit_cards_left(state))
    assert isinstance(action, spit_engine.Slap | spit_engine.Choose), action
    return spit_presses.slap(action.pile)


async def press_spit(tables: Tables, table: int, run: Run, presses: int) -> None:
    game = find_game("spit")
    state: Any = None
    match_id = ""
    made = 0
    shown: tuple[str, int, int] = ("", 0, 0)  # the board a player sees: match, round, message
    while made < presses:
        if state is None or state.outcome is not None:
            match_id, state = await tables.new_match(table, game)
            run.matches += 1
        round_no = state.round
        if shown[:2] != (match_id, round_no):  # a new round: its board is a new message
            found = await tables.board(table, f":{match_id}:{round_no}:")
            shown = (match_id, round_no, found)
        message = shown[2]
        action = greedy(game, state, made % 2)
        custom_id = ids.action_id(match_id, round_no, spit_payload(state, action))
        user = tables.users(table)[action.seat]
        answer = await tables.fake.click(user, message, custom_id)
        run.latencies.append(answer["latency_ms"])
        if answer["acks"][0]["callback_type"] not in (6, 7):
            raise RuntimeError(f"a legal press was refused: {action} ({answer})")
        state, _ = game.apply(state, action)
        made += 1
        if isinstance(action, spit_engine.Play) and made % 10 == 0:
            # A double tap: the same button again, from a client that had not yet seen
            # the redraw. Its card is on the pile now, so it is refused, privately.
            again = await tables.fake.click(user, message, custom_id)
            run.latencies.append(again["latency_ms"])
            run.refused += again["acks"][0]["callback_type"] == 4
            made += 1
        run.rounds += state.round != round_no


async def press_speed(tables: Tables, table: int, run: Run, presses: int) -> None:
    game = find_game("speed")
    state: Any = None
    match_id = ""
    hands: dict[int, int] = {}
    made = 0
    while made < presses:
        if state is None or state.outcome is not None:
            match_id, state = await tables.new_match(table, game)
            run.matches += 1
            board = await tables.board(table, ids.panel_id(match_id))
            began = time.perf_counter()
            for seat in (0, 1):  # each player opens their hand ("Show my hand")
                shown = await tables.fake.click(
                    tables.users(table)[seat], board, ids.panel_id(match_id), stale=False
                )
                hands[seat] = int(shown["original_message_id"])
                run.opened += 1
            run.waited += time.perf_counter() - began
        action = greedy(game, state, made % 2)
        if isinstance(action, speed_engine.Flip):
            payload = speed_presses.flip(speed_engine.flip_episode(state))
        else:
            payload = speed_presses.play(action.card, action.pile)
        custom_id = ids.action_id(match_id, state.round, payload)
        # The player presses what the centre shows now; their hand may still be on its
        # way (the keeper's redraw), so the press is sent as from the hand they see.
        answer = await tables.fake.click(tables.users(table)[action.seat], hands[action.seat],
                                         custom_id)  # fmt: skip
        run.latencies.append(answer["latency_ms"])
        state, _ = game.apply(state, action)
        made += 1


@dataclass(frozen=True)
class Setup:
    name: str
    game: str = "spit"
    tables: int = 1
    window_ms: int = 0
    postgres: bool = False
    synchronous: str = "NORMAL"


async def measure_spitbot(
    fake: Fake, setup: Setup, presses: int, data: Path, db_url: str | None
) -> Run:
    env = spitbot_env(fake, setup, data, db_url)
    profile = os.environ.get("SPITBOT_BENCH_PROFILE")  # a path prefix: profile the pressing
    if profile:
        profile = f"{profile}-{setup.tables}t.prof"
    bot = await BotProcess.start(
        [sys.executable, "-m", "tests.spitbot_on_fake", fake.info["base_url"],
         fake.info["gateway_url"], "run"], env, profile,
    )  # fmt: skip
    ready = await fake.call("POST", "/wait_ready", {"timeout": 60})
    if not ready.get("ready"):
        raise RuntimeError(f"the bot did not connect: {ready}")
    await asyncio.sleep(0.5)  # its start-up work (restores, commands) is not a press's
    run = Run(setup.name, tables=setup.tables, window_ms=setup.window_ms)
    tables = Tables(fake, run)
    since = await fake.requests_made()
    play = press_spit if setup.game == "spit" else press_speed
    each = presses // setup.tables
    await pressing(bot, setup.tables, lambda t: play(tables, t, run, each), run)
    await asyncio.sleep(0.5)  # the keepers' last redraws
    run.calls = kinds(await fake.requests_since(since))
    await bot.stop()
    return run


# --- PostgreSQL -----------------------------------------------------------------------


async def postgres_database(url: str) -> tuple[str, Callable[[], Awaitable[None]]] | None:
    """A fresh database on the server at ``url`` and a function that drops it, or None."""
    from sqlalchemy import make_url, text
    from sqlalchemy.pool import NullPool

    from spitbot.store.database import create_engine

    server = make_url(url)
    name = f"spitbot_bench_{secrets.token_hex(4)}"

    async def admin(statement: str) -> None:
        engine = create_engine(
            server.set(database="postgres"), poolclass=NullPool, isolation_level="AUTOCOMMIT",
            connect_args={"timeout": 5},
        )  # fmt: skip
        try:
            async with engine.connect() as connection:
                await connection.execute(text(statement))
        finally:
            await engine.dispose()

    try:
        await admin(f'CREATE DATABASE "{name}"')
    except Exception as error:  # unreachable, refused, no rights: say so and go on
        print(f"(PostgreSQL skipped: {type(error).__name__}: {error})")
        return None

    async def drop() -> None:
        await admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return server.set(database=name).render_as_string(hide_password=False), drop


# --- the report -----------------------------------------------------------------------


def pct(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1]


def report(run: Run) -> None:
    beyond = ""
    if run.window_ms:  # an uncontested press waits for nothing, a contested one its window
        waited = sum(1 for x in run.latencies if x >= run.window_ms * 0.5)
        beyond = f"  {waited / len(run.latencies):.0%} of presses answered after half the window"
    print(
        f"  {run.name:<44} {run.tables:>2} {run.rate:>6.0f}/s   "
        f"p50 {pct(run.latencies, 50):6.2f} ms  p99 {pct(run.latencies, 99):6.2f} ms   "
        f"bot CPU {run.cpu / run.presses * 1e3:.2f} ms/press{beyond}"
        + (f"  waited for boards {run.waited / run.tables:.1f} s" if run.waited else "")
    )
    if run.thread_cpu:
        threads = ", ".join(f"{name} {seconds / run.presses * 1e3:.2f}"
                            for name, seconds in sorted(run.thread_cpu.items()))  # fmt: skip
        print(f"  {'':<44} of which, by thread (ms/press): {threads}")


def report_calls(run: Run) -> None:
    others = ", ".join(
        f"{n} {k}" for k, n in sorted(run.calls.items()) if k not in ("answer", "follow-up")
    )
    opened = f" + {run.opened} hands opened" if run.opened else ""
    answers = run.calls["answer"] + run.calls["follow-up"] - run.started
    print(
        f"  {run.name:<44} {run.answer_calls():.3f} per press: {answers} answers for "
        f"{run.presses} presses{opened} ({run.refused} refused; {run.started} more started "
        f"{run.matches} matches); besides: {others or 'nothing'} ({run.rounds} round changes)"
    )


def verdicts(runs: list[Run], floors: dict[tuple[bool, int], Run], paced: Run | None) -> None:
    for run in runs:
        board = floors[(True, run.tables)]
        cpu, floor_cpu = run.cpu / run.presses, board.cpu / board.presses
        print(
            f"  {run.name:<44} bot CPU {cpu * 1e3:.2f} ms/press = {cpu / floor_cpu:.2f}x the "
            f"board-sized floor's {floor_cpu * 1e3:.2f} at {run.tables} table(s)"
            f"{' (target <= 2x)' if run.tables > 1 and not run.window_ms else ''}; "
            f"{run.rate / board.rate:.2f}x its presses/s"
        )
        if run.window_ms:
            same_pace = (
                f"; the board-sized floor at the same pace: p50 {pct(paced.latencies, 50):.2f} "
                f"ms, p99 {pct(paced.latencies, 99):.2f} ms"
                if paced
                else ""
            )
            print(
                f"  {'':<44} window {run.window_ms} ms at most (D3: only a contested press "
                f"waits): p50 {pct(run.latencies, 50):.2f} ms, p99 "
                f"{pct(run.latencies, 99):.2f} ms{same_pace}"
            )
        if run.name.startswith("Speed"):
            print(
                f"  {'':<44} hand press p50 {pct(run.latencies, 50):.2f} ms, "
                f"p99 {pct(run.latencies, 99):.2f} ms; {run.pushes() / run.elapsed:.0f} "
                f"keeper writes/s ({run.pushes() / run.presses:.2f} per press)"
            )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=1600, help="presses per run")
    parser.add_argument("--tables", type=int, default=8, help=f"tables at once (<= {MAX_TABLES})")
    parser.add_argument("--postgres", default=DEFAULT_POSTGRES, help="a server ('' to skip)")
    parser.add_argument("--only", default="", help="only the runs whose name has this text")
    args = parser.parse_args()
    k = max(1, min(MAX_TABLES, args.tables))
    n, windowed = args.presses, max(300, args.presses // 5)
    setups = [
        Setup("Spit, SQLite, window 0"),
        Setup("Spit, SQLite, window 0", tables=k),
        Setup("Spit, SQLite FULL, window 0", synchronous="FULL"),
        Setup("Spit, SQLite FULL, window 0", tables=k, synchronous="FULL"),
        Setup("Spit, SQLite, window 100 ms", window_ms=100),
        Setup("Speed hands, SQLite, window 0", game="speed"),
        Setup("Speed hands, SQLite, window 0", game="speed", tables=k),
        Setup("Speed hands, SQLite, window 100 ms", game="speed", window_ms=100),
    ]
    if args.postgres:
        setups += [
            Setup("Spit, PostgreSQL, window 0", postgres=True),
            Setup("Spit, PostgreSQL, window 0", tables=k, postgres=True),
            Setup("Spit, PostgreSQL, window 100 ms", window_ms=100, postgres=True),
            Setup("Speed hands, PostgreSQL, window 0", game="speed", postgres=True),
        ]
    setups = [s for s in setups if args.only.lower() in s.name.lower()]
    channels = ",".join(f"table{t}" for t in range(MAX_TABLES))
    members = ",".join(f"player{p}" for p in range(2 * MAX_TABLES))
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "fakediscord", "--port", "0", "--no-validate",
        "--channels", channels, "--members", members,
        stdout=asyncio.subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    assert proc.stdout is not None
    info = json.loads(await proc.stdout.readline())
    floors: dict[tuple[bool, int], Run] = {}
    paced: Run | None = None
    runs: list[Run] = []
    try:
        async with aiohttp.ClientSession() as http:
            fake = Fake(info, http)
            for tables in sorted({1, k}):
                for board in (False, True):
                    floors[(board, tables)] = await measure_floor(fake, n, tables, board)
            if any(s.window_ms for s in setups):
                paced = await measure_floor(fake, windowed, 1, True, pause=0.1)
            with tempfile.TemporaryDirectory() as tmp:
                for number, setup in enumerate(setups):
                    count = windowed if setup.window_ms else n
                    data = Path(tmp) / str(number)
                    if not setup.postgres:
                        runs.append(await measure_spitbot(fake, setup, count, data, None))
                        continue
                    database = await postgres_database(args.postgres)
                    if database is None:
                        continue
                    url, drop = database
                    try:
                        runs.append(await measure_spitbot(fake, setup, count, data, url))
                    finally:
                        await drop()
            with contextlib.suppress(aiohttp.ClientError):
                await fake.call("POST", "/shutdown")
    finally:
        if proc.returncode is None:
            proc.terminate()
        await proc.wait()
    print(
        f"e2e benchmark: {n} presses per run ({windowed} with a window); the fake Discord, "
        "the bot and this driver each in their own process; every answer durable"
    )
    print(f"  {'run':<44} tables presses   latency{'':<28}the bot process's CPU")
    print(f"  {'':<44} (presses/s while a board was up: new rounds' boards wait for Discord's")
    print(f"  {'':<44} rate limit of a channel's posts, 5 per 5 s; the waits are printed)")
    for run in [*floors.values(), *([paced] if paced else []), *runs]:
        report(run)
    print("REST calls while pressing:")
    for run in runs:
        report_calls(run)
    print("against the floors:")
    verdicts(runs, floors, paced)


if __name__ == "__main__":
    asyncio.run(main())
