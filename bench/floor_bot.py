"""A floor for bench/e2e.py: a bare discord.py bot, in a process of its own, whose button
handler does nothing but answer (type 7).

    python bench/floor_bot.py BASE_URL GATEWAY_URL TOKEN {button,board} CHANNEL_ID...

``button``: a message with one button, redrawn as it is; ``board``: a fixed message as
big as a SpitBot board (an embed and 24 buttons in 5 rows), sent back unchanged, with
no game, no state and no rendering. It posts one such message in each channel, prints
one JSON line (``{"messages": [[channel, message, custom_id], ...]}``) and answers
presses until SIGINT or SIGTERM.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import sys
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fakediscord.client import point_discord_at  # noqa: E402
from spitbot.bot import ids  # noqa: E402


def board_sized() -> tuple[discord.Embed, discord.ui.View]:
    """A fixed message as big as a SpitBot board: an embed and 5 rows of buttons."""
    rows = [
        [ids.Button(f"floor:{r}{c}", f"10♦️ {'⬅️' if r % 2 else '➡️'}") for c in range(5)]
        for r in range(4)
    ]
    rows.append([ids.Button(f"floor:4{c}", "Slap ⬅️") for c in range(4)])
    text = "\n".join(["**somebody** · spit cards: 11", "K♠️ +0  |  9♦️ +1  |  3♥️ +2"] * 3)
    return discord.Embed(title="Spit · round 1", description=text), ids.buttons(rows)


class FloorBot(commands.Bot):
    def __init__(self, kind: str) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none())
        self.kind = kind
        self.embed, self.board = board_sized()
        self.button = ids.buttons([[ids.Button("floor:press", "Press")]])

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if self.kind == "board":
            await interaction.response.edit_message(embed=self.embed, view=self.board)
        else:
            await interaction.response.edit_message(content="pressed", view=self.button)

    async def post(self, channel_id: int) -> list[Any]:
        channel = self.get_partial_messageable(channel_id)
        if self.kind == "board":
            message = await channel.send(embed=self.embed, view=self.board)
            return [channel_id, message.id, "floor:00"]
        message = await channel.send("floor", view=self.button)
        return [channel_id, message.id, "floor:press"]


async def main(base: str, gateway: str, token: str, kind: str, channels: list[int]) -> None:
    point_discord_at(base, gateway)
    bot = FloorBot(kind)
    await bot.login(token)
    task = asyncio.create_task(bot.connect(reconnect=False))
    await bot.wait_until_ready()
    posted = [await bot.post(channel) for channel in channels]
    print(json.dumps({"messages": posted}), flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await bot.close()
    await asyncio.gather(task, return_exceptions=True)


if __name__ == "__main__":
    base_url, gateway_url, bot_token, floor_kind, *channel_ids = sys.argv[1:]
    asyncio.run(main(base_url, gateway_url, bot_token, floor_kind, [int(c) for c in channel_ids]))
