"""One live match per person across processes: registries sharing :class:`Seats` (the
database, for shards) refuse a person another process's live match holds, with the same
refusal as one of their own."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from spitbot.engine.spit import Variant
from spitbot.runtime import (
    ChannelBusy,
    MatchInfo,
    MatchRegistry,
    NoSuchChallenge,
    Player,
    PlayerBusy,
)
from tests.runtime.support import ALICE, BOB, CHANNEL, make_registry

CAROL = Player(303, "Carol")
DAVE = Player(404, "Dave")
OTHER_CHANNEL = CHANNEL + 1


@dataclass
class SharedSeats:
    """The database's ``live_players`` as the shards see it: who holds whom."""

    held: dict[int, str] = field(default_factory=dict)
    gate: asyncio.Event | None = None  # set: claims wait for it (a slow database)
    broken: bool = False
    challenges_taken: dict[str, int] = field(default_factory=dict)  # open ones, by whom

    async def taken(self, user_ids: Sequence[int]) -> frozenset[int]:
        if self.broken:
            raise ConnectionError("database down")
        return frozenset(u for u in user_ids if u in self.held)

    async def claim(self, match: MatchInfo) -> frozenset[int]:
        if self.gate is not None:
            await self.gate.wait()
        if self.broken:
            raise ConnectionError("database down")
        people = [p.user_id for p in match.players if p.bot is None]
        busy = frozenset(u for u in people if self.held.get(u, match.match_id) != match.match_id)
        if not busy:
            self.held.update(dict.fromkeys(people, match.match_id))
        return busy

    async def take_challenge(self, challenge_id: str, taker: Player) -> bool:
        if challenge_id in self.challenges_taken:
            return False
        self.challenges_taken[challenge_id] = taker.user_id
        return True

    async def give_back_challenge(self, challenge_id: str, taker: Player) -> None:
        if self.challenges_taken.get(challenge_id) == taker.user_id:
            del self.challenges_taken[challenge_id]

    def ended(self, match_id: str) -> None:
        self.held = {u: m for u, m in self.held.items() if m != match_id}


def shard(seats: SharedSeats) -> MatchRegistry:
    registry, *_ = make_registry()
    registry.seats = seats
    return registry


async def test_a_person_in_a_match_on_one_shard_cannot_start_one_on_the_other() -> None:
    seats = SharedSeats()
    first, second = shard(seats), shard(seats)
    actor = await first.start(channel_id=CHANNEL, guild_id=1, players=(ALICE, BOB),
                              variant=Variant())  # fmt: skip
    assert seats.held == {ALICE.user_id: actor.info.match_id, BOB.user_id: actor.info.match_id}
    with pytest.raises(PlayerBusy) as refused:
        await second.start(channel_id=OTHER_CHANNEL, guild_id=2, players=(CAROL, ALICE),
                           variant=Variant())  # fmt: skip
    assert refused.value.name == "Alice"  # the same refusal as a match of this process
    with pytest.raises(PlayerBusy):
        await second.challenge(channel_id=OTHER_CHANNEL, guild_id=2, challenger=CAROL,
                               invitee=BOB, variant=Variant())  # fmt: skip
    assert second.live() == [] and CAROL.user_id not in seats.held


async def test_an_accept_refused_by_the_other_shard_leaves_the_challenge_open() -> None:
    seats = SharedSeats()
    first, second = shard(seats), shard(seats)
    challenge = await second.challenge(channel_id=OTHER_CHANNEL, guild_id=2, challenger=CAROL,
                                       invitee=ALICE, variant=Variant())  # fmt: skip
    actor = await first.start(channel_id=CHANNEL, guild_id=1, players=(ALICE, BOB),
                              variant=Variant())  # fmt: skip
    with pytest.raises(PlayerBusy):
        await second.accept_challenge(challenge.challenge_id, ALICE)
    assert second.pending_challenge(challenge.challenge_id) == challenge
    seats.ended(actor.info.match_id)  # Alice's match ends on the first shard
    started = await second.accept_challenge(challenge.challenge_id, ALICE)
    assert seats.held[ALICE.user_id] == started.info.match_id
    assert second.pending_challenge(challenge.challenge_id) is None


async def test_while_a_start_is_claimed_its_channel_and_people_are_held() -> None:
    seats = SharedSeats(gate=asyncio.Event())
    registry = shard(seats)
    starting = asyncio.ensure_future(registry.start(
        channel_id=CHANNEL, guild_id=1, players=(ALICE, BOB), variant=Variant()))  # fmt: skip
    await asyncio.sleep(0)  # it waits for the database
    with pytest.raises(ChannelBusy):
        await registry.start(channel_id=CHANNEL, guild_id=1, players=(CAROL, DAVE),
                             variant=Variant())  # fmt: skip
    with pytest.raises(PlayerBusy):
        await registry.start(channel_id=OTHER_CHANNEL, guild_id=1, players=(CAROL, BOB),
                             variant=Variant())  # fmt: skip
    seats.gate.set()
    actor = await starting
    assert registry.live() == [actor]


async def test_without_the_database_a_start_goes_by_this_process() -> None:
    seats = SharedSeats(broken=True)
    registry = shard(seats)
    await registry.challenge(channel_id=OTHER_CHANNEL, guild_id=1, challenger=CAROL,
                             invitee=DAVE, variant=Variant())  # fmt: skip
    actor = await registry.start(channel_id=CHANNEL, guild_id=1, players=(ALICE, BOB),
                                 variant=Variant())  # fmt: skip
    assert registry.live() == [actor]
    with pytest.raises(PlayerBusy):  # its own matches still count
        await registry.start(channel_id=OTHER_CHANNEL, guild_id=1, players=(CAROL, ALICE),
                             variant=Variant())  # fmt: skip


async def test_an_open_challenge_held_by_two_shards_is_taken_once() -> None:
    """Issue 29.1: two processes hold the same open challenge (a server moved between
    shards, restored on both); Bob accepts on one and Carol on the other at once: the
    database (the seats) settles it, exactly one match starts."""
    seats = SharedSeats()
    first, second = shard(seats), shard(seats)
    opened = await first.challenge(channel_id=CHANNEL, guild_id=1, challenger=ALICE,
                                   invitee=None, variant=Variant())  # fmt: skip
    assert opened.is_open
    second.restore_challenge(opened)
    results = await asyncio.gather(
        first.accept_challenge(opened.challenge_id, BOB),
        second.accept_challenge(opened.challenge_id, CAROL),
        return_exceptions=True,
    )
    started = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(started) == 1 and len(refused) == 1
    assert isinstance(refused[0], NoSuchChallenge)
    taker = started[0].info.players[1]
    assert seats.challenges_taken == {opened.challenge_id: taker.user_id}
    assert first.taken_by(opened.challenge_id) in (None, BOB)


async def test_an_open_challenge_is_given_back_when_its_taker_is_busy() -> None:
    """Bob is in a match on another shard: the challenge, taken for him in the
    database, is given back and stays open here."""
    seats = SharedSeats()
    registry, other = shard(seats), shard(seats)
    await other.start(channel_id=OTHER_CHANNEL, guild_id=1, players=(BOB, DAVE),
                      variant=Variant())  # fmt: skip
    opened = await registry.challenge(channel_id=CHANNEL, guild_id=1, challenger=ALICE,
                                      invitee=None, variant=Variant())  # fmt: skip
    with pytest.raises(PlayerBusy):
        await registry.accept_challenge(opened.challenge_id, BOB)
    # Still open, here and in the database, for someone else.
    assert registry.pending_challenge(opened.challenge_id) is not None
    assert seats.challenges_taken == {} and registry.taken_by(opened.challenge_id) is None
    actor = await registry.accept_challenge(opened.challenge_id, CAROL)
    assert actor.info.players == (ALICE, CAROL)
