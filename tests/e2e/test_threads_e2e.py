"""A match between two given players started in a new public thread of a channel
(``spitbot/bot/threads.py``: the queue's matches, an event's pairings), end to end."""

from __future__ import annotations

from pathlib import Path

import pytest

from fakediscord.world import CREATE_PUBLIC_THREADS
from spitbot.bot.threads import ThreadNotMade
from spitbot.engine import find_game
from spitbot.runtime import MatchActor, Player, PlayerBusy

from .harness import World, play_out, rating_lines, spit_world


def players(world: World) -> tuple[Player, Player]:
    return (Player(int(world.alice.id), "alice"), Player(int(world.bob.id), "bob"))


async def start_in_thread(world: World) -> MatchActor:
    return await world.bot.parts.threads.start(
        guild_id=int(world.fake.guild.id),
        channel_id=world.channel_id,
        players=players(world),
        game=find_game("spit"),
        variant=find_game("spit").default_variant,
    )


async def test_a_match_is_started_and_played_in_a_new_public_thread(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=11) as world:
        actor = await start_in_thread(world)
        (thread,) = world.fake.threads_of(world.fake.channel)
        assert thread.type == 11 and actor.info.channel_id == thread.id
        assert thread.name == world.said("thread-name", first="alice", second="bob")
        assert actor.info.rated
        board = await world.wait_board(actor)
        assert board.channel_id == thread.id
        # Nothing of the match is in the channel itself: the thread holds it all.
        assert world.fake.messages(world.fake.channel) == []
        opening = await world.fake.wait_until(
            lambda: next((m for m in world.fake.messages(thread) if m.data.get("mentions")), None),
            what="the thread's opening message",
        )
        # It pings the two players and nobody else.
        assert {int(u["id"]) for u in opening.data["mentions"]} == {
            int(world.alice.id), int(world.bob.id)
        }  # fmt: skip
        presses = await play_out(world, actor, {0: world.alice, 1: world.bob})
        assert actor.state.outcome is not None and presses > 20
        await world.bot.journal.flush()
        stored = await world.store.get_match(actor.info.match_id)
        assert stored is not None and stored.status.value == "finished"
        assert stored.channel_id == thread.id
        assert len(await rating_lines(world, actor)) == 2  # rated, as a challenge is


async def test_no_thread_is_made_for_a_player_already_playing(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        await world.bot.registry.start(
            channel_id=world.channel_id, guild_id=int(world.fake.guild.id),
            players=(Player(int(world.alice.id), "alice"), Player(int(world.carol.id), "carol")),
            variant=find_game("spit").default_variant,
        )  # fmt: skip
        with pytest.raises(PlayerBusy):
            await start_in_thread(world)
        assert world.fake.threads_of(world.fake.channel) == []


async def test_a_refused_thread_says_why(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        world.fake.channel.bot_denied = CREATE_PUBLIC_THREADS
        with pytest.raises(ThreadNotMade) as refused:
            await start_in_thread(world)
        assert refused.value.why == "permission"
        assert world.fake.threads_of(world.fake.channel) == []
        assert world.bot.registry.of_player(int(world.alice.id)) is None


async def test_the_threads_name_shows_names_as_written(tmp_path: Path) -> None:
    """A thread's name draws no markdown: the players' names are in it as written (no
    escapes), cut to Discord's 100 characters."""
    async with spit_world(tmp_path) as world:
        odd = "**bold**_x_ <@1> " + "y" * 120
        await world.bot.parts.threads.start(
            guild_id=int(world.fake.guild.id), channel_id=world.channel_id,
            players=(Player(int(world.alice.id), odd), Player(int(world.bob.id), "bob")),
            game=find_game("spit"), variant=find_game("spit").default_variant,
        )  # fmt: skip
        (thread,) = world.fake.threads_of(world.fake.channel)
        assert thread.name == f"{odd} vs bob"[:100]
        assert thread.name.startswith("**bold**_x_ <@1> yyy")
