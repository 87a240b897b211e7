"""Open challenges (issue 29.1): ``/spit challenge`` without an opponent, anyone in the
server may accept (first come), optionally only within a rating range of the
challenger, end to end through the fake Discord."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from fakediscord import FakeMember, StoredMessage
from spitbot.runtime import NoSuchChallenge, Player

from .harness import World, raw_click, spit_world
from .test_queue_e2e import Rated


async def open_challenge(world: World, member: FakeMember, **options: Any) -> StoredMessage:
    handle = await world.fake.slash(member, "spit", options, subcommand="challenge")
    ack = await handle.wait_ack()
    assert ack.ok, ack
    assert handle.original_message is not None
    return handle.original_message


def button(message: StoredMessage, suffix: str) -> str:
    return next(c for c in message.custom_ids() if c.endswith(suffix))


def rated(world: World, **ratings: int) -> None:
    members = {"alice": world.alice, "bob": world.bob, "carol": world.carol}
    world.bot.parts.challenges.ratings = Rated(
        {int(members[name].id): rating for name, rating in ratings.items()}
    )


async def test_an_open_challenge_is_accepted_by_anyone(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        rated(world, alice=1512, carol=1400)
        invite = await open_challenge(world, world.alice)
        challenge_id = button(invite, ":a").split(":")[2]
        assert invite.data.get("mentions") == []  # it pings nobody
        text = invite.text()
        assert text.startswith(world.said("challenge-open-text", challenger="alice",
                                          rating="1512", game="spit",
                                          variant="x").split("\n")[0])  # fmt: skip
        # The challenger can neither accept it nor be withdrawn by anyone else.
        own = await world.fake.click(world.alice, invite, button(invite, ":a"))
        assert (await own.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said("refusal-open-own")
        other = await world.fake.click(world.bob, invite, button(invite, ":d"))
        assert (await other.wait_ack()).callback_type == 4
        assert world.private(world.bob)[-1] == world.said("refusal-open-withdraw",
                                                          challenger="alice")  # fmt: skip
        taken = await world.fake.click(world.carol, invite, button(invite, ":a"))
        assert (await taken.wait_ack()).callback_type == 7
        accepted = world.said("challenge-open-accepted", taker="carol", challenger="alice")
        assert world.fake.message(invite.id).content.startswith(accepted)
        actor = world.actor()
        assert [p.name for p in actor.info.players] == ["alice", "carol"] and actor.info.rated
        await world.bot.journal.flush()
        stored = await world.store.get_challenge(challenge_id)
        assert stored is not None and stored.status.value == "accepted"
        assert (stored.invitee_id, stored.invitee_name) == (int(world.carol.id), "carol")


async def test_two_accepts_at_once_one_wins_the_other_is_told(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        invite = await open_challenge(world, world.alice)
        accept = button(invite, ":a")
        bob, carol = await asyncio.gather(
            raw_click(world, world.bob, invite, accept),
            raw_click(world, world.carol, invite, accept),
        )
        acks = [await bob.wait_ack(), await carol.wait_ack()]
        assert sorted(a.callback_type for a in acks) == [4, 7]  # one plays, one is told
        (actor,) = world.bot.registry.live()
        winner = actor.info.players[1].name
        loser = world.carol if winner == "bob" else world.bob
        assert world.private(loser)[-1] == world.said("refusal-open-taken", name=winner,
                                                     play="/spit play")  # fmt: skip
        accepted = world.said("challenge-open-accepted", taker=winner, challenger="alice")
        assert world.fake.message(invite.id).content.startswith(accepted)


async def test_a_range_lets_only_players_rated_within_it_accept(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        rated(world, alice=1500, bob=1550, carol=1700)
        text = await refusal(world, world.alice, range=10)
        assert text == world.said("refusal-range-bad", low="50", high="1000")
        text = await refusal(world, world.alice, opponent=world.bob, range=100)
        assert text == world.said("refusal-range-needs-open")
        invite = await open_challenge(world, world.alice, range=100)
        assert world.said("challenge-open-range", low="1400", high="1600") in invite.text()
        far = await world.fake.click(world.carol, invite, button(invite, ":a"))
        assert (await far.wait_ack()).callback_type == 4
        assert world.private(world.carol)[-1] == world.said(
            "refusal-open-range", low="1400", high="1600", rating="1700"
        )
        assert world.bot.registry.live() == []  # still open for someone in range
        near = await world.fake.click(world.bob, invite, button(invite, ":a"))
        assert (await near.wait_ack()).callback_type == 7
        assert [p.name for p in world.actor().info.players] == ["alice", "bob"]


async def refusal(world: World, member: FakeMember, **options: Any) -> str:
    handle = await world.fake.slash(member, "spit", options, subcommand="challenge")
    assert (await handle.wait_ack()).ok
    return (await handle.wait_response_message()).text()


async def test_an_open_challenge_expires_and_says_so(tmp_path: Path) -> None:
    async with spit_world(tmp_path, play_challenge_seconds=0.3) as world:
        invite = await open_challenge(world, world.alice)
        accept = button(invite, ":a")
        notice = world.said("challenge-open-expired", challenger="alice")
        await world.fake.wait_until(
            lambda: world.fake.message(invite.id).content == notice, what="the expiry notice"
        )
        assert world.fake.message(invite.id).custom_ids() == []
        late = await raw_click(world, world.bob, invite, accept)
        assert (await late.wait_ack()).callback_type == 4
        assert world.private(world.bob)[-1] == world.said(NoSuchChallenge())
        assert world.bot.registry.live() == []


async def test_a_taker_already_in_a_match_is_refused_and_it_stays_open(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        other = world.fake.add_channel("other")
        await world.bot.registry.start(
            channel_id=int(other.id), guild_id=int(world.fake.guild.id),
            players=(Player(int(world.bob.id), "bob"), Player(int(world.carol.id), "carol")),
            variant=_variant(),
        )  # fmt: skip
        invite = await open_challenge(world, world.alice)
        busy = await world.fake.click(world.bob, invite, button(invite, ":a"))
        assert (await busy.wait_ack()).callback_type == 4
        assert world.private(world.bob)[-1] == world.said("reason-player-busy", name="bob")
        assert world.bot.registry.pending_challenge(button(invite, ":a").split(":")[2])


def _variant() -> Any:
    from spitbot.engine import find_game

    return find_game("spit").default_variant
