"""A channel deleted (CHANNEL_DELETE), a thread deleted (THREAD_DELETE) or a server the
bot is removed from (GUILD_DELETE), end to end through the fake Discord (issue 25): the
live matches there end abandoned and unrated, their players are free at once (the
database's ``live_players`` too, which holds one live match per person on every
shard), the open challenges there close, and the store says why. A channel deleted
while the bot heard nothing of it ends the same way at the bot's next write (Discord's
10003 Unknown Channel)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fakediscord import FakeChannel, FakeMember
from spitbot.engine.spit import Play
from spitbot.runtime import MatchActor, Player
from spitbot.store import ChallengeStatus, MatchStatus

from .harness import World, spit_world
from .test_boards_e2e import all_saved, move
from .test_match_e2e import RACE


async def open_challenge(world: World, by: FakeMember, to: FakeMember, where: FakeChannel) -> str:
    """``by`` challenges ``to`` in ``where``: the open challenge's id."""
    asked = await world.fake.slash(by, "spit", {"opponent": to}, subcommand="challenge",
                                   channel=where)  # fmt: skip
    assert (await asked.wait_ack()).callback_type == 4
    challenge = next(c for c in world.bot.registry.open_challenges() if c.channel_id == where.id)
    return challenge.challenge_id


async def match_in(world: World, where: FakeChannel) -> MatchActor:
    """alice and bob's rated match at RACE in ``where``, its board posted and saved."""
    players = (Player(int(world.alice.id), "alice"), Player(int(world.bob.id), "bob"))
    actor = await world.bot.registry.start(
        channel_id=where.id, guild_id=int(world.fake.guild.id), players=players,
        variant=RACE.variant, seed=1, deal=RACE,
    )  # fmt: skip
    await world.fake.wait_until(lambda: world.fake.messages(where), what="the board")
    await all_saved(world)
    return actor


def waking(world: World) -> None:
    """Each commit wakes the tests waiting on the fake (what they wait for is the bot's)."""
    world.bot.journal.on_committed(lambda writes, seconds: world.fake.notify())


async def ended(world: World, actor: MatchActor, why: str) -> None:
    """``actor``'s match ended abandoned for ``why``, unrated, its players free everywhere."""
    await world.fake.wait_until(lambda: actor.finished, what="the match to end")
    await world.bot.journal.flush()
    stored = await world.store.get_match(actor.info.match_id)
    assert stored is not None and stored.status is MatchStatus.ABANDONED
    assert stored.end_reason == why
    assert await world.store.match_ratings(actor.info.match_id) == ()
    people = [p.user_id for p in actor.info.players]
    assert await world.store.in_live_matches(people) == frozenset()
    assert all(world.bot.registry.of_player(person) is None for person in people)


async def closed(world: World, challenge_id: str) -> None:
    assert world.bot.registry.pending_challenge(challenge_id) is None
    stored = await world.store.get_challenge(challenge_id)
    assert stored is not None and stored.status is ChallengeStatus.CANCELLED


def nothing_written_to(world: World, channel: FakeChannel, since: int) -> None:
    """The bot wrote nothing in ``channel`` after request ``since`` (it is gone)."""
    fake = world.fake
    later = [r for r in fake.requests[since:] if str(channel.id) in r.path and r.method != "GET"]
    assert later == []


async def test_a_deleted_channel_ends_its_match_and_closes_its_challenges(
    tmp_path: Path,
) -> None:
    """A moderator deletes the channel where alice and bob play and carol's challenge to
    dave waits: the match ends abandoned, unrated ("channel deleted"), alice and bob can
    play again at once (elsewhere), the challenge is closed, and the bot writes nothing
    more there."""
    async with spit_world(tmp_path) as world:
        fake = world.fake
        waking(world)
        dave = fake.add_member("dave")
        challenge_id = await open_challenge(world, world.carol, dave, fake.channel)
        actor = await match_in(world, fake.channel)
        since = len(fake.requests)
        fake.delete_channel(fake.channel)
        await ended(world, actor, "channel deleted")
        await closed(world, challenge_id)
        elsewhere = fake.add_channel("elsewhere")
        again = await open_challenge(world, world.alice, world.bob, elsewhere)
        assert world.bot.registry.pending_challenge(again) is not None
        nothing_written_to(world, fake.channel, since)


async def test_a_channel_deleted_unheard_ends_its_match_at_the_next_write(
    tmp_path: Path,
) -> None:
    """The channel is deleted while the bot hears nothing of it: its next write there (a
    move only the keeper draws) is answered 10003 Unknown Channel, and the match ends as
    if it had heard: abandoned, unrated, its players free, the channel's challenges
    closed, and nobody told in a channel that is gone."""
    async with spit_world(tmp_path) as world:
        fake = world.fake
        waking(world)
        dave = fake.add_member("dave")
        challenge_id = await open_challenge(world, world.carol, dave, fake.channel)
        actor = await match_in(world, fake.channel)
        fake.world.delete_channel(fake.channel)  # no CHANNEL_DELETE
        since = len(fake.requests)
        move(world, actor, Play(0, 0, 0))
        await ended(world, actor, "channel deleted")
        await closed(world, challenge_id)
        writes = [r for r in fake.requests[since:] if r.method != "GET"]
        assert [r.status for r in writes] == [404]  # the one write that found it gone
        fake.violations[:] = [v for v in fake.violations if v.kind != "unknown_channel"]


@pytest.mark.parametrize("deleted", ["thread", "its channel"])
async def test_a_deleted_thread_ends_its_match(tmp_path: Path, deleted: str) -> None:
    """A match in a thread: the thread is deleted (THREAD_DELETE), or the channel it is in
    (CHANNEL_DELETE: discord.py says the thread went too). The match ends abandoned."""
    async with spit_world(tmp_path) as world:
        fake = world.fake
        waking(world)
        thread = fake.add_thread("spit")
        actor = await match_in(world, thread)
        since = len(fake.requests)
        fake.delete_channel(thread if deleted == "thread" else fake.channel)
        await ended(world, actor, "thread deleted")
        nothing_written_to(world, thread, since)


async def test_a_server_the_bot_is_removed_from_ends_its_matches_and_challenges(
    tmp_path: Path,
) -> None:
    """The bot is removed from the server (GUILD_DELETE): alice and bob's match there ends
    abandoned, carol's challenge in another of its channels closes, and the bot writes
    nothing more there (it could not: 50001 Missing Access)."""
    async with spit_world(tmp_path) as world:
        fake = world.fake
        waking(world)
        dave = fake.add_member("dave")
        other = fake.add_channel("other")
        challenge_id = await open_challenge(world, world.carol, dave, other)
        actor = await match_in(world, fake.channel)
        since = len(fake.requests)
        fake.remove_bot()
        await ended(world, actor, "removed from the server")
        await closed(world, challenge_id)
        nothing_written_to(world, fake.channel, since)
        nothing_written_to(world, other, since)
