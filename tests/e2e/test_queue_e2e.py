"""``/spit play``: the server's queue for rated matches, end to end through the fake
Discord: private replies only, pairing by rating with the gap widening on a driven
clock, leaving on a second /spit play or on the timeout, each match started at once in
a new public thread, and the thread permission checked before anyone waits."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from fakediscord import FakeMember
from fakediscord.world import CREATE_PUBLIC_THREADS
from spitbot.bot.i18n import Markdown
from spitbot.engine import find_game
from spitbot.runtime import ManualClock, Player

from .harness import World, play_out, spit_world


class Rated:
    """The store's ratings, as a test sets them."""

    def __init__(self, ratings: dict[int, int]) -> None:
        self.ratings = ratings

    async def rating(self, user_id: int, guild_id: int | None, *, game: str) -> int:
        return self.ratings[user_id]


def rated(world: World, **ratings: int) -> None:
    members = {"alice": world.alice, "bob": world.bob, "carol": world.carol}
    by_id = {int(members[name].id): rating for name, rating in ratings.items()}
    world.bot.parts.queue.ratings = Rated(by_id)


async def play(world: World, member: FakeMember, **options: Any) -> str:
    """``/spit play`` and its private reply."""
    handle = await world.fake.slash(member, "spit", options, subcommand="play")
    ack = await handle.wait_ack()
    assert ack.ok, ack
    message = await handle.wait_response_message()
    assert message.ephemeral_for == int(member.id)  # only they see it
    return message.text()


def joined(world: World, rating: int, game: str = "spit") -> str:
    return world.said("queue-joined", game=game, rating=str(rating), play="/spit play",
                      expires=Markdown("<t:")).split("<t:")[0]  # fmt: skip


async def told(world: World, member: FakeMember, text: str) -> str:
    """Wait until ``member`` is told ``text`` privately (a follow-up on their /spit play)."""
    return await world.fake.wait_until(
        lambda: next((m for m in world.private(member) if text in m), None), what=text
    )


async def test_two_players_are_paired_and_play_in_a_new_thread(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=11) as world:
        rated(world, alice=1500, bob=1540)
        assert (await play(world, world.alice)).startswith(joined(world, 1500))
        # Nobody sees who waits: nothing public, no thread yet.
        assert world.fake.messages(world.fake.channel) == []
        assert world.fake.threads_of(world.fake.channel) == []
        assert (await play(world, world.bob)).startswith(joined(world, 1540))
        thread = await world.fake.wait_until(
            lambda: next(iter(world.fake.threads_of(world.fake.channel)), None), what="a thread"
        )
        where = Markdown(f"<#{thread.id}>")
        await told(world, world.alice, world.said("queue-paired", opponent="bob", rating="1540",
                                                  game="spit", thread=where))  # fmt: skip
        await told(world, world.bob, world.said("queue-paired", opponent="alice", rating="1500",
                                                game="spit", thread=where))  # fmt: skip
        actor = world.bot.registry.in_channel(thread.id)
        assert actor is not None and actor.info.rated
        # Alice waited longer: she has the first seat.
        assert [p.user_id for p in actor.info.players] == [int(world.alice.id), int(world.bob.id)]
        assert world.fake.messages(world.fake.channel) == []  # the match is in its thread
        assert len(world.bot.parts.queue.queue(int(world.fake.guild.id))) == 0
        # Played there (a whole match in a thread: tests/e2e/test_threads_e2e.py).
        presses = await play_out(world, actor, {0: world.alice, 1: world.bob}, stop_after=8)
        assert presses == 8 and actor.version > 0 and actor.info.channel_id == thread.id


async def test_the_gap_widens_with_the_wait_on_a_driven_clock(tmp_path: Path) -> None:
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with spit_world(tmp_path, clock=clock) as world:
        rated(world, alice=1500, bob=1800, carol=1950)
        await play(world, world.alice)
        await play(world, world.bob)  # 300 apart: both accept ±100 at first
        await clock.advance(10)
        await play(world, world.carol)  # 150 from bob, who accepts ±150 now; carol ±100
        await clock.advance(29.9)  # alice and bob accept ±250, carol ±200
        assert world.fake.threads_of(world.fake.channel) == []
        # At 40 s alice and bob accept ±300 (300 apart), carol ±250 (bob is 150 away):
        # bob and carol are the closer pair.
        await clock.advance(0.1)
        thread = await world.fake.wait_until(
            lambda: next(iter(world.fake.threads_of(world.fake.channel)), None), what="a thread"
        )
        where = Markdown(f"<#{thread.id}>")
        await told(world, world.carol, world.said("queue-paired", opponent="bob", rating="1800",
                                                  game="spit", thread=where))  # fmt: skip
        actor = world.bot.registry.in_channel(thread.id)
        assert actor is not None
        assert [p.name for p in actor.info.players] == ["bob", "carol"]
        queue = world.bot.parts.queue.queue(int(world.fake.guild.id))
        assert int(world.alice.id) in queue and len(queue) == 1


async def test_a_second_play_leaves_the_queue(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        rated(world, alice=1500, bob=2500)
        await play(world, world.alice)
        assert await play(world, world.alice) == world.said("queue-left", game="spit")
        assert int(world.alice.id) not in world.bot.parts.queue.queue(int(world.fake.guild.id))
        await play(world, world.bob)  # nobody left to pair him with
        assert world.fake.threads_of(world.fake.channel) == []


async def test_a_player_leaves_on_the_timeout_and_is_told(tmp_path: Path) -> None:
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with spit_world(tmp_path, clock=clock, play_queue_seconds=120.0) as world:
        rated(world, alice=1500, bob=2500)  # 1000 apart: ±1000 takes 3 minutes of waiting
        await play(world, world.alice)
        await play(world, world.bob)
        await clock.advance(119.9)
        assert len(world.bot.parts.queue.queue(int(world.fake.guild.id))) == 2
        await clock.advance(0.1)
        text = world.said("queue-timed-out", game="spit")
        await told(world, world.alice, text)
        await told(world, world.bob, text)
        assert len(world.bot.parts.queue.queue(int(world.fake.guild.id))) == 0
        assert world.fake.threads_of(world.fake.channel) == []


async def test_without_the_thread_permission_nobody_is_queued(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        rated(world, alice=1500)
        world.fake.channel.bot_denied = CREATE_PUBLIC_THREADS
        text = await play(world, world.alice)
        permission = Markdown("create_public_threads")
        assert text == world.said("refusal-missing-permission", permission=permission)
        assert "**Create Public Threads**" in text
        assert len(world.bot.parts.queue.queue(int(world.fake.guild.id))) == 0


async def test_a_player_in_a_match_is_refused(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        rated(world, alice=1500)
        await world.bot.registry.start(
            channel_id=world.channel_id, guild_id=int(world.fake.guild.id),
            players=(Player(int(world.alice.id), "alice"), Player(int(world.carol.id), "carol")),
            variant=find_game("spit").default_variant,
        )  # fmt: skip
        text = await play(world, world.alice)
        assert text == world.said("reason-player-busy", name="alice")
        assert len(world.bot.parts.queue.queue(int(world.fake.guild.id))) == 0


async def test_a_player_who_started_a_match_meanwhile_leaves_and_the_other_waits_on(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        rated(world, alice=1500, bob=1520)
        await play(world, world.alice)
        # Meanwhile alice plays carol elsewhere (a challenge, another shard...).
        await world.bot.registry.start(
            channel_id=int(world.fake.add_channel("other").id),
            guild_id=int(world.fake.guild.id),
            players=(Player(int(world.alice.id), "alice"), Player(int(world.carol.id), "carol")),
            variant=find_game("spit").default_variant,
        )
        await play(world, world.bob)
        await told(world, world.alice, world.said("queue-busy", name="alice"))
        queue = world.bot.parts.queue.queue(int(world.fake.guild.id))
        assert int(world.bob.id) in queue and int(world.alice.id) not in queue
        assert world.fake.threads_of(world.fake.channel) == []


async def test_played_from_a_thread_the_match_gets_a_thread_of_the_channel(
    tmp_path: Path,
) -> None:
    """A thread cannot hold threads: asked in one, the match's thread is made in its
    channel."""
    async with spit_world(tmp_path) as world:
        rated(world, alice=1500, bob=1500)
        chat = world.fake.add_thread("chat")
        handle = await world.fake.slash(world.alice, "spit", {}, subcommand="play", channel=chat)
        assert (await handle.wait_ack()).ok
        await play(world, world.bob)
        made = await world.fake.wait_until(
            lambda: [t for t in world.fake.threads_of(world.fake.channel) if t.id != chat.id],
            what="the match's thread",
        )
        assert len(made) == 1 and made[0].parent_id == world.fake.channel.id
