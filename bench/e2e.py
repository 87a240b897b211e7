"""End-to-end benchmark: button presses through the fake Discord against the real bot.

Run: ``python bench/e2e.py [--presses N] [--tables K] [--postgres URL]``. The fake
Discord runs in its own process (``python -m tests.fakediscord``, body validation
off so it measures the bot, not the validator); this process runs the bot with its
real discord.py client, store and journal, and drives presses through the fake's
control API. Latency is the fake's own measure: from writing the INTERACTION_CREATE
frame to receiving the bot's callback. Every answer is durable: the bot answers a
press only once the state it produced is committed.

Two ways of pressing, each against floors measured the same way in the same run:

- **one press in flight** (one table): the latency of a press, with no other press
  to share its commit;
- **K tables at once** (``--tables``, 8 by default): K channels, each with a match
  and its two players, one press in flight per table. This is the throughput: the
  journal commits whatever presses settled meanwhile in one transaction (group
  commit), as a busy bot does.

The floors are bare discord.py bots whose button handler does nothing but answer
(type 7): one on a 1-button message, and one on a fixed message as big as a board
(an embed and 24 buttons), which it sends back unchanged. What is measured:

- Spit on SQLite (synchronous NORMAL, the default, and FULL) and on PostgreSQL,
  with a settle window of 0 (latency with no window in it) and of 100 ms (the
  latency beyond the window). One press in ten is a double tap: the same button
  pressed again from a client that had not seen the redraw, refused privately;
- Speed: presses in each player's private hand, the other hand and the public
  board refreshed by the bot, coalesced;
- REST calls: what the bot sent while the presses were made, per press and by kind.

A run with a settle window leaves the process idle between presses, and an idle
process answers more slowly (cold caches, a slower CPU clock): the board-sized
floor is also measured at that pace ("paced 100 ms"), as the window runs' floor.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import secrets
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
import discord
from discord.ext import commands

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from spitbot.bot import ids  # noqa: E402
from spitbot.bot.app import SpitBot  # noqa: E402
from spitbot.bot.speed import presses as speed_presses  # noqa: E402
from spitbot.bot.spit import presses as spit_presses  # noqa: E402
from spitbot.config import Settings  # noqa: E402
from spitbot.engine import Level, find_game  # noqa: E402
from spitbot.engine import speed as speed_engine  # noqa: E402
from spitbot.engine import spit as spit_engine  # noqa: E402
from spitbot.runtime import Board, MatchActor, Player  # noqa: E402
from spitbot.store import Store, upgrade_to_head_async  # noqa: E402
from tests.fakediscord.client import point_discord_at  # noqa: E402

DEFAULT_POSTGRES = "postgresql+asyncpg://postgres@127.0.0.1:5432/postgres"
MAX_TABLES = 16


# --- the floors ---------------------------------------------------------------------


class FloorView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Press", custom_id="floor:press")
    async def press(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.edit_message(content="pressed", view=self)


class FloorBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none())

    async def setup_hook(self) -> None:
        self.add_view(FloorView())


def board_sized() -> tuple[discord.Embed, discord.ui.View]:
    """A fixed message as big as a SpitBot board: an embed and 5 rows of buttons."""
    rows = [
        [ids.Button(f"floor:{r}{c}", f"10♦️ {'⬅️' if r % 2 else '➡️'}") for c in range(5)]
        for r in range(4)
    ]
    rows.append([ids.Button(f"floor:4{c}", "Slap ⬅️") for c in range(4)])
    text = "\n".join(["**somebody** · spit cards: 11", "K♠️ +0  |  9♦️ +1  |  3♥️ +2"] * 3)
    return discord.Embed(title="Spit · round 1", description=text), ids.buttons(rows)


class BoardFloorBot(commands.Bot):
    """The floor for a board-sized message: it answers every press by sending the same
    fixed board back (type 7), with no game, no state and no rendering."""

    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none())
        self.embed, self.buttons = board_sized()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(embed=self.embed, view=self.buttons)


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
        self, user: int, message_id: int, custom_id: str, stale: bool = False
    ) -> dict[str, Any]:
        body = {
            "user_id": user, "message_id": message_id, "custom_id": custom_id,
            "wait": True, "stale": stale,
        }  # fmt: skip
        answer: dict[str, Any] = await self.call("POST", "/click", body)
        if "error" in answer or not answer.get("acks"):
            raise RuntimeError(f"press failed: {answer}")
        return answer

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


async def start(bot: commands.Bot, fake: Fake) -> asyncio.Task[None]:
    await bot.login(fake.info["token"])
    task = asyncio.create_task(bot.connect(reconnect=False))
    await bot.wait_until_ready()
    return task


async def stop(bot: commands.Bot, task: asyncio.Task[None]) -> None:
    await bot.close()
    await asyncio.gather(task, return_exceptions=True)


# --- a run ----------------------------------------------------------------------------


@dataclass
class Run:
    name: str
    tables: int = 1
    window_ms: int = 0
    latencies: list[float] = field(default_factory=list)  # ms, every press
    elapsed: float = 0.0  # wall seconds of pressing
    cpu: float = 0.0  # this process's CPU seconds (the bot's, and the driver's)
    refused: int = 0
    opened: int = 0  # "Show my hand" presses (answered, not timed)
    calls: Counter[str] = field(default_factory=Counter)
    rounds: int = 0
    matches: int = 0

    @property
    def presses(self) -> int:
        return len(self.latencies)

    @property
    def rate(self) -> float:
        return self.presses / self.elapsed

    def answer_calls(self) -> float:
        """REST calls that answered presses, per press (the goal: exactly 1)."""
        return (self.calls["answer"] + self.calls["follow-up"]) / (self.presses + self.opened)

    def pushes(self) -> int:
        return self.calls["hand refresh"] + self.calls["board edit"]


async def at_once(tables: int, press: Callable[[int], Awaitable[None]], run: Run) -> None:
    """Run ``press(table)`` on every table at once; time the whole."""
    began, cpu = time.perf_counter(), time.process_time()
    await asyncio.gather(*(press(t) for t in range(tables)))
    run.elapsed, run.cpu = time.perf_counter() - began, time.process_time() - cpu


async def measure_floor(
    fake: Fake, presses: int, tables: int, board: bool, pause: float = 0.0
) -> Run:
    """``pause``: seconds between one answer and the next press (the pace of a run with
    a settle window, whose process idles meanwhile: its caches and CPU go cold)."""
    bot: commands.Bot = BoardFloorBot() if board else FloorBot()
    task = await start(bot, fake)
    messages = []
    for t in range(tables):
        channel = bot.get_partial_messageable(fake.channels[t])
        if isinstance(bot, BoardFloorBot):
            messages.append((await channel.send(embed=bot.embed, view=bot.buttons), "floor:00"))
        else:
            messages.append((await channel.send("floor", view=FloorView()), "floor:press"))
    size = "board-sized message" if board else "1-button message"
    name = f"floor: {size}, paced {pause * 1000:.0f} ms" if pause else f"floor: bare bot, {size}"
    run = Run(name, tables=tables)

    async def press(table: int) -> None:
        message, custom_id = messages[table]
        for _ in range(presses // tables):
            answer = await fake.click(fake.members[2 * table], message.id, custom_id)
            run.latencies.append(answer["latency_ms"])
            if pause:
                await asyncio.sleep(pause)

    await at_once(tables, press, run)
    await stop(bot, task)
    return run


class Table:
    """One channel, its two players, and the match they play there."""

    def __init__(self, fake: Fake, bot: SpitBot, number: int, changed: asyncio.Condition) -> None:
        self.fake = fake
        self.bot = bot
        self.channel = fake.channels[number]
        self.users = (fake.members[2 * number], fake.members[2 * number + 1])
        self.players = (Player(self.users[0], "alice"), Player(self.users[1], "bob"))
        self.seed = 1000 * number
        self.changed = changed

    async def new_match(self, game_name: str) -> MatchActor:
        self.seed += 1
        game = find_game(game_name)
        return await self.bot.registry.start(
            channel_id=self.channel, guild_id=self.fake.guild_id, players=self.players,
            variant=game.default_variant, game=game, seed=self.seed,
        )  # fmt: skip

    def _board(self, actor: MatchActor) -> int | None:
        board = self.bot.publisher.boards.get(actor.info.match_id)
        if board is not None and board.round == actor.state.round and not board.closed:
            return board.message_id
        return None

    async def board(self, actor: MatchActor) -> int:
        """The message id of the match's board of its current round, once posted."""
        async with self.changed:
            await self.changed.wait_for(lambda: self._board(actor) is not None)
        found = self._board(actor)
        assert found is not None
        return found

    async def moved(self, actor: MatchActor, version: int) -> None:
        async with self.changed:
            await self.changed.wait_for(lambda: actor.version != version or actor.finished)


def spit_payload(actor: MatchActor, action: Any) -> str:
    if isinstance(action, spit_engine.Play):
        card = actor.state.sides[action.seat].top(action.stock)
        return spit_presses.play(action.seat, action.stock, action.pile, card)
    if isinstance(action, spit_engine.Spit):
        return spit_presses.spit(spit_engine.spit_cards_left(actor.state))
    assert isinstance(action, spit_engine.Slap | spit_engine.Choose), action
    return spit_presses.slap(action.pile)


def greedy(game: Any, actor: MatchActor, first: int) -> Any:
    """The GREEDY choice of either seat, ``first`` asked first."""
    state = actor.state
    for seat in (first, 1 - first):
        action = game.choose_action(game.view(state, seat), Level.GREEDY)
        if action is not None:
            return action
    return None


async def press_spit(table: Table, run: Run, presses: int) -> None:
    game = find_game("spit")
    actor: MatchActor | None = None
    made = 0
    while made < presses:
        if actor is None or actor.finished:
            actor = await table.new_match("spit")
            run.matches += 1
        message_id = await table.board(actor)
        action = greedy(game, actor, made % 2)
        if action is None:
            await table.moved(actor, actor.version)
            continue
        round_no = actor.state.round
        custom_id = ids.action_id(actor.info.match_id, round_no, spit_payload(actor, action))
        user = table.users[action.seat]
        answer = await table.fake.click(user, message_id, custom_id)
        run.latencies.append(answer["latency_ms"])
        made += 1
        if isinstance(action, spit_engine.Play) and made % 10 == 0:
            # A double tap: the same button again, from a client that had not yet seen
            # the redraw. Its card is on the pile now, so it is refused, privately.
            again = await table.fake.click(user, message_id, custom_id, stale=True)
            run.latencies.append(again["latency_ms"])
            run.refused += again["acks"][0]["callback_type"] == 4
            made += 1
        run.rounds += actor.state.round != round_no


async def press_speed(table: Table, run: Run, presses: int) -> None:
    game = find_game("speed")
    actor: MatchActor | None = None
    hands: dict[int, int] = {}
    made = 0
    while made < presses:
        if actor is None or actor.finished:
            actor = await table.new_match("speed")
            run.matches += 1
            message_id = await table.board(actor)
            for seat in (0, 1):  # each player opens their hand ("Show my hand")
                shown = await table.fake.click(
                    table.users[seat], message_id, ids.panel_id(actor.info.match_id)
                )
                hands[seat] = int(shown["original_message_id"])
                run.opened += 1
        action = greedy(game, actor, made % 2)
        if action is None:
            await table.moved(actor, actor.version)
            continue
        if isinstance(action, speed_engine.Flip):
            payload = speed_presses.flip(speed_engine.flip_episode(actor.state))
        else:
            payload = speed_presses.play(action.card, action.pile)
        custom_id = ids.action_id(actor.info.match_id, actor.state.round, payload)
        # The player presses what the centre shows now; their hand may still be on its
        # way (a coalesced refresh), so the press is sent as from the hand they see.
        answer = await table.fake.click(
            table.users[action.seat], hands[action.seat], custom_id, stale=True
        )
        run.latencies.append(answer["latency_ms"])
        run.refused += answer["acks"][0]["callback_type"] == 4
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
    settings = Settings(
        _env_file=None,
        discord_token=fake.info["token"],
        dev_guild_id=fake.guild_id,
        data_dir=data,
        database_url=db_url,
        settle_window_ms=setup.window_ms,
        spit_countdown=600,
        flip_countdown=600,
        slap_timeout=600,
        idle_timeout=3600,
    )
    await upgrade_to_head_async(settings.db_url)
    store = await Store.open(settings.db_url, sqlite_synchronous=setup.synchronous)
    bot = SpitBot(settings, store)
    changed = asyncio.Condition()
    publish = bot.publisher.publish

    async def published(board: Board) -> Any:  # tables wait for boards and changes
        notes = await publish(board)
        async with changed:
            changed.notify_all()
        return notes

    bot.publisher.publish = published  # type: ignore[method-assign]
    task = await start(bot, fake)
    tables = [Table(fake, bot, t, changed) for t in range(setup.tables)]
    run = Run(setup.name, tables=setup.tables, window_ms=setup.window_ms)
    since = await fake.requests_made()
    play = press_spit if setup.game == "spit" else press_speed
    await at_once(setup.tables, lambda t: play(tables[t], run, presses // setup.tables), run)
    await bot.journal.flush()
    await asyncio.sleep(0.3)  # the last coalesced refreshes
    run.calls = kinds(await fake.requests_since(since))
    await stop(bot, task)
    await store.close()
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
    if run.window_ms:
        over = [x - run.window_ms for x in run.latencies]
        beyond = f"  beyond the window p50 {pct(over, 50):.2f}, p99 {pct(over, 99):.2f} ms"
    print(
        f"  {run.name:<44} {run.tables:>2} {run.rate:>6.0f}/s   "
        f"p50 {pct(run.latencies, 50):6.2f} ms  p99 {pct(run.latencies, 99):6.2f} ms   "
        f"CPU {run.cpu / run.presses * 1e3:.2f} ms/press{beyond}"
    )


def report_calls(run: Run) -> None:
    others = ", ".join(
        f"{n} {k}" for k, n in sorted(run.calls.items()) if k not in ("answer", "follow-up")
    )
    opened = f" + {run.opened} hands opened" if run.opened else ""
    print(
        f"  {run.name:<44} {run.answer_calls():.3f} per press: {run.calls['answer']} answers, "
        f"{run.calls['follow-up']} follow-ups for {run.presses} presses{opened} "
        f"({run.refused} refused); besides: {others or 'nothing'} "
        f"({run.matches} matches, {run.rounds} round changes)"
    )


def verdicts(runs: list[Run], floors: dict[tuple[bool, int], Run], paced: Run | None) -> None:
    for run in runs:
        board = floors[(True, run.tables)]
        if run.window_ms:
            over = [x - run.window_ms for x in run.latencies]
            same_pace = (
                f"; the board-sized floor at the same pace: p99 {pct(paced.latencies, 99):.2f} ms"
                if paced
                else ""
            )
            print(
                f"  {run.name:<44} p99 beyond the window {pct(over, 99):.2f} ms "
                f"(target <= 5){same_pace}"
            )
        elif run.name.startswith("Spit"):
            print(
                f"  {run.name:<44} {run.rate / board.rate:.2f}x the board-sized floor's "
                f"presses/s at {run.tables} table(s) (target 0.9x); p99 "
                f"{pct(run.latencies, 99) - pct(board.latencies, 99):+.2f} ms over the floor's"
            )
        else:
            print(
                f"  {run.name:<44} hand press p50 {pct(run.latencies, 50):.2f} ms, "
                f"p99 {pct(run.latencies, 99):.2f} ms; {run.pushes() / run.elapsed:.0f} "
                f"coalesced pushes/s ({run.pushes() / run.presses:.2f} per press)"
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
        sys.executable, "-m", "tests.fakediscord", "--port", "0", "--no-validate",
        "--channels", channels, "--members", members,
        stdout=asyncio.subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    assert proc.stdout is not None
    info = json.loads(await proc.stdout.readline())
    restore = point_discord_at(info["base_url"], info["gateway_url"])
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
            await fake.call("POST", "/shutdown")
    finally:
        restore()
        if proc.returncode is None:
            proc.terminate()
        await proc.wait()
    print(
        f"e2e benchmark: {n} presses per run ({windowed} with a window); the fake Discord in "
        "its own process; every answer durable (sent after its commit)"
    )
    print(f"  {'run':<44} tables presses   latency{'':<28}this process's CPU")
    for run in [*floors.values(), *([paced] if paced else []), *runs]:
        report(run)
    print("REST calls while pressing:")
    for run in runs:
        report_calls(run)
    print("against the floors:")
    verdicts(runs, floors, paced)


if __name__ == "__main__":
    asyncio.run(main())
