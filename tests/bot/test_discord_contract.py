"""What SpitBot's own press router relies on in discord.py, pinned (see spitbot/bot/ids.py).

SpitBot routes every button press by its custom_id from ``on_interaction``,
instead of discord.py's ``DynamicItem`` (which drops, unanswered, a press whose
custom_id is no longer on the message). That relies on public behaviour only:

1. ``on_interaction`` sees every component press, including presses of buttons
   the message no longer shows and ids nobody made;
2. a ``discord.ui.View`` that is finished (``stop()``) before it is sent is not
   kept by discord.py, so nothing else answers its presses: exactly one
   acknowledgement, ours;
3. the buttons built by ``ids.buttons`` reach Discord as built: labels, styles,
   custom_ids, rows.

If a discord.py upgrade changes any of these, this test fails before players notice.
"""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from fakediscord import FakeDiscord, running_bot
from spitbot.bot import ids


class Router(commands.Bot):
    def __init__(self) -> None:
        intents = discord.Intents.none()
        super().__init__(
            command_prefix="!",
            intents=intents,
            guild_ready_timeout=0.05,
            allowed_mentions=discord.AllowedMentions.none(),  # as SpitBot: pings nobody
        )
        self.seen: list[str] = []

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        self.seen.append(str(data.get("custom_id")))
        await interaction.response.send_message("ours", ephemeral=True)


async def test_presses_reach_on_interaction_alone_and_finished_views_are_not_kept() -> None:
    async with FakeDiscord() as fake:
        alice = fake.add_member("alice")
        bot = Router()
        async with running_bot(fake, bot):
            rows = [
                [
                    ids.Button("x:1", "10♦️ ⬅️", discord.ButtonStyle.danger),
                    ids.Button("x:2", "Spit!", discord.ButtonStyle.success, True, "💦"),
                ]
            ]
            view = ids.buttons(rows)
            assert view.is_finished()
            channel = bot.get_partial_messageable(int(fake.channel.id))
            sent = await channel.send("board", view=view)
            message = fake.message(sent.id)
            shown = message.data["components"][0]["components"]
            assert [(b["custom_id"], b["label"], b["style"]) for b in shown] == [
                ("x:1", "10♦️ ⬅️", 4),
                ("x:2", "Spit!", 3),
            ]
            assert shown[1]["disabled"] is True and shown[1]["emoji"]["name"] == "💦"
            # A press of a shown button, and of an id the message does not have (a
            # stale client or a forged id).
            handles = [await fake.click(alice, message, "x:1")]
            data = {"custom_id": "never-sent", "component_type": 2}
            forged = fake.new_interaction(
                3, alice, fake.world.channels[message.channel_id], data, message=message,
                at=None, interaction_id=None, age=0.0, locale="en-US",
            )  # fmt: skip
            handles.append(await fake.deliver(forged))
            for handle in handles:
                assert (await handle.wait_ack()).ok
            assert bot.seen == ["x:1", "never-sent"]
            for handle in handles:
                assert len(handle.acks) == 1  # exactly one answer each: ours
        fake.assert_no_violations()
