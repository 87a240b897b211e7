"""The fake Discord shards as Discord does: each gateway session that IDENTIFYs with
``shard: [id, count]`` hears only the guilds with ``(guild_id >> 22) % count == id``
(direct messages: shard 0), and a shard Discord would refuse is closed with its code."""

from __future__ import annotations

import json

import aiohttp
import discord
import pytest

from fakediscord import FakeDiscord, running_bot
from fakediscord.gateway import shard_of


class Listener(discord.Client):
    """A bare discord.py client of one shard that notes the messages it hears."""

    def __init__(self, fake: FakeDiscord, shard_id: int, shard_count: int) -> None:
        intents = discord.Intents.none()
        intents.guilds = intents.guild_messages = intents.dm_messages = True
        super().__init__(intents=intents, shard_id=shard_id, shard_count=shard_count)
        self.heard: list[int] = []  # channel ids
        self.fake = fake

    async def on_message(self, message: discord.Message) -> None:
        self.heard.append(message.channel.id)
        self.fake.notify()


async def test_each_shard_hears_its_own_guilds_and_direct_messages_go_to_shard_0() -> None:
    async with FakeDiscord() as fake:
        home = shard_of(fake.guild.id, 2)
        other = fake.add_guild("Other", shard=(1 - home, 2), channel_names=("other",))
        assert shard_of(other.id, 2) == 1 - home
        alice = fake.add_member("alice")
        fake.world.add_member(other, alice.user)
        first, second = Listener(fake, 0, 2), Listener(fake, 1, 2)
        async with running_bot(fake, first), running_bot(fake, second):
            by_shard = {0: first, 1: second}
            assert [g.id for g in by_shard[home].guilds] == [fake.guild.id]
            assert [g.id for g in by_shard[1 - home].guilds] == [other.id]
            here, there = fake.channel, fake.channels[-1]
            await fake.post_user_message(alice, "hello", channel=here)
            await fake.post_user_message(alice, "hello", channel=there)
            dm = fake.world.dm_channel(alice.user)
            await fake.post_user_message(alice, "psst", channel=dm)
            # Once more in each guild: each connection keeps its order, so once a shard
            # heard its second message it heard everything sent to it before.
            await fake.post_user_message(alice, "again", channel=here)
            await fake.post_user_message(alice, "again", channel=there)
            await fake.wait_until(lambda: by_shard[home].heard.count(here.id) == 2)
            await fake.wait_until(lambda: by_shard[1 - home].heard.count(there.id) == 2)
            assert sorted(first.heard) == sorted([dm.id, *[here.id if home == 0 else there.id] * 2])
            assert second.heard == [here.id if home == 1 else there.id] * 2
            ready = [p["d"] for p in fake.gateway.received if p["op"] == 2]
            assert sorted(tuple(d["shard"]) for d in ready) == [(0, 2), (1, 2)]
        fake.assert_no_violations()


async def _identify(fake: FakeDiscord, shard: object) -> int | None:
    """IDENTIFY by hand with ``shard``; the close code the fake answers with (None: READY)."""
    async with aiohttp.ClientSession() as session, session.ws_connect(fake.gateway_url) as ws:
        await ws.receive_json()  # HELLO
        identify = {"token": fake.token, "intents": 1, "properties": {}, "shard": shard}
        await ws.send_str(json.dumps({"op": 2, "d": identify}))
        message = await ws.receive()
        if message.type is aiohttp.WSMsgType.TEXT:
            assert json.loads(message.data)["t"] == "READY"
            return None
        return ws.close_code


@pytest.mark.parametrize("shard", [[2, 2], [-1, 2], [0, 0], [0], "0,1", [0.0, 1]])
async def test_an_invalid_shard_is_closed_with_4010(shard: object) -> None:
    async with FakeDiscord() as fake:
        assert await _identify(fake, shard) == 4010
        assert not fake.gateway.sessions


async def test_too_many_guilds_on_one_shard_is_closed_with_4011() -> None:
    async with FakeDiscord(max_guilds_per_shard=1) as fake:
        other = fake.add_guild("Other", shard=(1 - shard_of(fake.guild.id, 2), 2))
        assert await _identify(fake, [0, 1]) == 4011  # both guilds on one session
        assert await _identify(fake, [shard_of(other.id, 2), 2]) is None
