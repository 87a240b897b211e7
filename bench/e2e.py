"""End-to-end benchmark: button presses through the fake Discord against the real bot.

Run: ``python bench/e2e.py [--presses N]``. The fake Discord runs in its own
process (``python -m tests.fakediscord``, body validation off so it measures
the bot, not the validator); this process runs the bot with its real
discord.py client and drives presses through the fake's control API, one
press in flight at a time. Latency is the fake's own measure: from writing
the INTERACTION_CREATE frame to receiving the bot's callback.

Measured in the same run:

- two floors, bare discord.py bots whose button handler does nothing but
  answer (type 7): one on a 1-button message, and one on a fixed message as
  big as a board (an embed and 24 buttons), which it sends back unchanged.
  A press costs discord.py and the fake more when the message is bigger, so
  the second floor isolates what SpitBot's own work adds;
- SpitBot with a settle window of 0, so its latency has no window in it;
- SpitBot with the default 100 ms window, reported apart: its latency minus
  the window is the processing beyond it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord.ext import commands

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from spitbot.bot import ids  # noqa: E402
from spitbot.bot.app import SpitBot  # noqa: E402
from spitbot.config import Settings  # noqa: E402
from spitbot.engine import Level  # noqa: E402
from spitbot.engine.spit import Choose, Play, Slap, Spit, choose_action, view  # noqa: E402
from spitbot.runtime import MatchActor, Player  # noqa: E402
from spitbot.store import Store, upgrade_to_head_async  # noqa: E402
from tests.fakediscord.client import point_discord_at  # noqa: E402


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
        [ids.button(f"floor:{r}{c}", f"10♦️ {'⬅️' if r % 2 else '➡️'}") for c in range(5)]
        for r in range(4)
    ]
    rows.append([ids.button(f"floor:4{c}", "Slap ⬅️") for c in range(4)])
    text = "\n".join(["**somebody** · spit cards: 11", "K♠️ +0  |  9♦️ +1  |  3♥️ +2"] * 3)
    return discord.Embed(title="Spit · round 1", description=text), ids.Buttons(*rows)


class BoardFloorBot(commands.Bot):
    """The floor for a board-sized message: it answers every press by sending the same
    fixed board back (type 7), with no game, no state and no rendering."""

    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none())
        self.embed, self.buttons = board_sized()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(embed=self.embed, view=self.buttons)


class Fake:
    def __init__(self, info: dict[str, Any], http: aiohttp.ClientSession) -> None:
        self.info = info
        self.http = http
        self.channel = int(next(iter(info["channels"].values())))
        self.members = {name: int(uid) for name, uid in info["members"].items()}

    async def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        async with self.http.request(method, self.info["control_url"] + path, json=body) as reply:
            return await reply.json()

    async def click(self, user: int, message_id: int, custom_id: str) -> dict[str, Any]:
        body = {"user_id": user, "message_id": message_id, "custom_id": custom_id, "wait": True}
        answer: dict[str, Any] = await self.call("POST", "/click", body)
        if "error" in answer or not answer.get("acks"):
            raise RuntimeError(f"press failed: {answer}")
        return answer


async def start(bot: commands.Bot, fake: Fake) -> asyncio.Task[None]:
    await bot.login(fake.info["token"])
    task = asyncio.create_task(bot.connect(reconnect=False))
    bot._connection.guild_ready_timeout = 0.05
    await bot.wait_until_ready()
    return task


async def stop(bot: commands.Bot, task: asyncio.Task[None]) -> None:
    await bot.close()
    await asyncio.gather(task, return_exceptions=True)


Measured = tuple[list[float], float, float]  # latencies (ms), seconds pressing, CPU seconds


async def measure_floor(fake: Fake, presses: int, board: bool = False) -> Measured:
    bot: commands.Bot = BoardFloorBot() if board else FloorBot()
    task = await start(bot, fake)
    channel = bot.get_partial_messageable(fake.channel)
    if isinstance(bot, BoardFloorBot):
        message = await channel.send(embed=bot.embed, view=bot.buttons)
        custom_id = "floor:00"
    else:
        message = await channel.send("floor", view=FloorView())
        custom_id = "floor:press"
    latencies = []
    began, cpu = time.perf_counter(), time.process_time()
    for _ in range(presses):
        answer = await fake.click(fake.members["alice"], message.id, custom_id)
        latencies.append(answer["latency_ms"])
    elapsed, cpu = time.perf_counter() - began, time.process_time() - cpu
    await stop(bot, task)
    return latencies, elapsed, cpu


def custom_id(actor: MatchActor, action: object) -> str:
    m, r = actor.info.match_id, actor.state.round
    if isinstance(action, Play):
        return ids.play_id(m, r, action.seat, action.stock, action.pile)
    if isinstance(action, Spit):
        return ids.spit_id(m, r)
    assert isinstance(action, Slap | Choose)
    return ids.slap_id(m, r, action.pile)


async def measure_spitbot(fake: Fake, presses: int, window_ms: int, data: Path) -> Measured:
    settings = Settings(
        _env_file=None,
        discord_token=fake.info["token"],
        dev_guild_id=int(fake.info["guild_id"]),
        data_dir=data,
        settle_window_ms=window_ms,
        spit_countdown=600,
        slap_timeout=600,
        idle_timeout=3600,
    )
    await upgrade_to_head_async(settings.db_url)
    store = await Store.open(settings.db_url)
    bot = SpitBot(settings, store)
    task = await start(bot, fake)
    users = (fake.members["alice"], fake.members["bob"])
    players = (Player(users[0], "alice"), Player(users[1], "bob"))
    latencies: list[float] = []
    elapsed = 0.0
    cpu = time.process_time()
    actor: MatchActor | None = None
    seed = 0
    while len(latencies) < presses:
        if actor is None or actor.finished:
            seed += 1
            actor = bot.registry.start(
                channel_id=fake.channel,
                guild_id=int(fake.info["guild_id"]),
                players=players,
                variant=actor.info.variant
                if actor
                else __import__("spitbot.engine").engine.Variant(),
                seed=seed,
            )
        board = bot.publisher.boards.get(actor.info.match_id)
        if board is None or board.round != actor.state.round or board.message_id is None:
            await asyncio.sleep(0.001)  # the publisher is posting the new round's board
            continue
        seats = (0, 1) if len(latencies) % 2 == 0 else (1, 0)
        action = next(
            (a for s in seats if (a := choose_action(view(actor.state, s), Level.GREEDY))), None
        )
        if action is None:
            await asyncio.sleep(0.001)
            continue
        began = time.perf_counter()
        answer = await fake.click(users[action.seat], board.message_id, custom_id(actor, action))
        elapsed += time.perf_counter() - began
        latencies.append(answer["latency_ms"])
    cpu = time.process_time() - cpu
    await stop(bot, task)
    await store.close()
    return latencies, elapsed, cpu


def pct(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1]


def report(name: str, latencies: list[float], elapsed: float, cpu: float) -> float:
    rate = len(latencies) / elapsed
    print(
        f"  {name:<34} {rate:>5.0f} presses/s   latency p50 {pct(latencies, 50):6.2f} ms"
        f"   p99 {pct(latencies, 99):6.2f} ms   bot CPU {cpu / len(latencies) * 1e3:.2f} ms/press"
    )
    return rate


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=1500)
    args = parser.parse_args()
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.fakediscord",
        "--port",
        "0",
        "--no-validate",
        stdout=asyncio.subprocess.PIPE,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    info = json.loads(await proc.stdout.readline())
    restore = point_discord_at(info["base_url"], info["gateway_url"])
    try:
        async with aiohttp.ClientSession() as http:
            fake = Fake(info, http)
            with tempfile.TemporaryDirectory() as tmp:
                floor = await measure_floor(fake, args.presses)
                board_floor = await measure_floor(fake, args.presses, board=True)
                spit0 = await measure_spitbot(fake, args.presses, 0, Path(tmp) / "w0")
                spit100 = await measure_spitbot(
                    fake, max(200, args.presses // 5), 100, Path(tmp) / "w100"
                )
            await fake.call("POST", "/shutdown")
    finally:
        restore()
        if proc.returncode is None:
            proc.terminate()
        await proc.wait()
    print(f"e2e benchmark: {args.presses} presses each, one in flight, fake Discord apart")
    floor_rate = report("floor: bare bot, 1-button message", *floor)
    board_rate = report("floor: bare bot, board-sized message", *board_floor)
    spit_rate = report("SpitBot, window 0 ms", *spit0)
    report("SpitBot, window 100 ms", *spit100)
    beyond = [x - 100 for x in spit100[0]]
    print(
        f"  SpitBot / floor presses/s: {spit_rate / floor_rate:.2f}x (1-button floor), "
        f"{spit_rate / board_rate:.2f}x (board-sized floor)"
    )
    print(
        f"  SpitBot latency beyond the floor, p99: {pct(spit0[0], 99) - pct(floor[0], 99):.2f} ms;"
        f" beyond the 100 ms window, p50 {pct(beyond, 50):.2f} ms, p99 {pct(beyond, 99):.2f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
