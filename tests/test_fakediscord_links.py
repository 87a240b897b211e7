"""The fake's network (preview/fakediscord/links.py): where it waits each leg, and what each
person's client gets, in Discord's order. Its sleeps and timers are driven here: no
test waits for a clock."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

from fakediscord import FakeDiscord, running_bot
from fakediscord.links import (
    DISCORD_LINKS,
    INSTANT,
    WEBSOCKET_LINKS,
    Leg,
    Links,
    Network,
)
from fakediscord.snowflake import SnowflakeFactory
from fakediscord.world import Notifier, World

from .test_fakediscord import MiniBot, challenge

#: Each leg its own length, so a recorded wait names its leg.
MARKED = Links(
    click=Leg(0.001), deliver=Leg(0.002), request=Leg(0.003), work=Leg(0.004),
    answer=Leg(0.005), show=Leg(0.0),
)  # fmt: skip
DELIVER, REQUEST, WORK, ANSWER = 0.002, 0.003, 0.004, 0.005


def test_legs_are_drawn_in_their_ranges_and_scale() -> None:
    rng = random.Random(1)
    draws = [DISCORD_LINKS.click.draw(rng) for _ in range(200)]
    assert min(draws) >= 0.050 and max(draws) <= 0.100
    slow = DISCORD_LINKS.scaled(0.5)
    assert (slow.click, slow.show) == (Leg(0.025, 0.050), Leg(0.0375, 0.0625))
    assert WEBSOCKET_LINKS.scaled(2).click == Leg(0.080)
    assert all(getattr(INSTANT, name).draw(rng) == 0 for name in ("click", "show"))


class Timers:
    """Timers a test runs when it chooses: ``(due, callback)`` in the order set."""

    def __init__(self) -> None:
        self.now = 100.0
        self.queued: list[tuple[float, Callable[[], None]]] = []

    def later(self, delay: float, callback: Callable[[], None]) -> None:
        self.queued.append((self.now + delay, callback))

    def run_all(self) -> list[float]:
        """Run every queued timer in the order they are due; their due times."""
        due = sorted(self.queued, key=lambda t: t[0])  # stable: equal times keep order
        self.queued = []
        for when, callback in due:
            self.now = max(self.now, when)
            callback()
        return [when for when, _ in due]


async def test_each_client_gets_what_it_may_see_in_discords_order() -> None:
    timers = Timers()
    network = Network(Links(show=Leg(0.0, 1.0)), seed=5, later=timers.later,
                      clock=lambda: timers.now)  # fmt: skip
    world = World(SnowflakeFactory(), Notifier())
    network.attach(world)
    owner = world.add_user("owner")
    guild = world.add_guild("g", owner)
    channel = world.add_channel(guild, "table")
    alice, bob, carol = (world.add_user(n) for n in ("alice", "bob", "carol"))
    clients = network.clients
    clients.watch(alice.id, channel.id)
    clients.watch(bob.id, channel.id)
    board = world.create_message(channel, owner, {"content": "v1"})
    for n in range(2, 12):  # ten quick edits: each drawn a random leg, some shorter
        world.edit_message(board, {"content": f"v{n}"})
    hand = world.create_message(channel, owner, {"content": "bob's"}, ephemeral_for=bob.id)
    answered = clients.after(alice.id)
    timers.run_all()
    contents = [s.data["content"] for s in clients.seen(alice.id) if s.data]
    assert contents == [f"v{n}" for n in range(1, 12)]  # none overtook another
    assert clients.shown(alice.id)[board.id].data is board.data
    assert hand.id in clients.shown(bob.id) and hand.id not in clients.shown(alice.id)
    assert clients.seen(carol.id) == []  # not watching
    assert [s.data["content"] for s in clients.made[channel.id] if s.data][-1] == "v11"
    assert answered.done() and answered.result() >= clients.seen(alice.id)[-1].at
    times = [s.at for s in clients.seen(alice.id)]
    assert times == sorted(times)
    # A version that came after the caller last looked is not waited for again.
    await clients.next_change(alice.id, since=len(times) - 1)
    world.delete_message(board)
    timers.run_all()
    assert clients.shown(bob.id)[board.id].data is None


async def test_the_fake_waits_each_leg_where_discord_would() -> None:
    waits: list[float] = []

    async def sleep(seconds: float) -> None:  # records the leg, waits for nothing
        waits.append(seconds)
        await asyncio.sleep(0)

    network = Network(MARKED, sleep=sleep)
    async with FakeDiscord(network=network) as fake:
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        network.clients.watch(alice.id, fake.channel.id)
        mini = MiniBot()
        mini.changed = fake.notify
        async with running_bot(fake, mini):
            assert REQUEST in waits and ANSWER in waits  # every REST call, both ways
            _, board = await challenge(fake, alice, bob)
            waits.clear()
            press = await fake.click(bob, board, "board:press")
            assert waits[:1] == [DELIVER]  # on its way to the bot, after Discord made it
            assert (await press.wait_ack()).callback_type == 7
            assert waits[1:3] == [REQUEST, ANSWER] and WORK not in waits  # a callback
            shown = await network.clients.after(alice.id)
            seen = [s for s in network.clients.seen(alice.id) if s.message_id == board.id]
            assert [s.data["content"] for s in seen if s.data] == [
                f"{alice.mention} challenges {bob.mention}",
                "pressed by bob",
            ]
            assert seen[-1].at <= shown
            waits.clear()
            await fake.post_user_message(alice, "!ping")
            await fake.wait_for_message(lambda m: m.content == "pong")
            assert WORK in waits  # a channel message is posted after Discord's work
    fake.assert_no_violations()
