"""One live match per person, kept by the database (``live_players``), so that shard
processes sharing it cannot each start a match for the same person."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

import pytest
from sqlalchemy import text

from spitbot.store import MatchResult, MatchStart, MatchStatus, PlayerRef, Store
from tests.store.conftest import CHANNEL, GUILD, T0


def start(match_id: str, seat0: int, seat1: int, *, bot1: bool = False) -> MatchStart:
    return MatchStart(
        match_id=match_id, guild_id=GUILD, channel_id=CHANNEL,
        seat0=PlayerRef(seat0, f"p{seat0}"), seat1=PlayerRef(seat1, f"p{seat1}", bot1),
        game="spit", variant="5,slap,any,game", seed=1, rated=True, started_at=T0,
    )  # fmt: skip


async def claims(store: Store) -> dict[int, str]:
    async with store.engine.connect() as connection:
        rows = await connection.execute(text("SELECT user_id, match_id FROM live_players"))
        return {row.user_id: row.match_id for row in rows}


async def test_a_claim_starts_the_match_and_holds_its_people(store: Store) -> None:
    assert await store.claim_match(start("m1", 1, 2)) == frozenset()
    match = await store.get_match("m1")
    assert match is not None and match.status is MatchStatus.LIVE
    assert await claims(store) == {1: "m1", 2: "m1"}
    assert await store.in_live_matches([1, 2, 3]) == {1, 2}
    assert await store.claim_match(start("m1", 1, 2)) == frozenset()  # again: a no-op
    assert await claims(store) == {1: "m1", 2: "m1"}


async def test_a_person_another_live_match_holds_is_refused_and_nothing_starts(
    store: Store,
) -> None:
    await store.claim_match(start("m1", 1, 2))
    assert await store.claim_match(start("m2", 3, 2)) == {2}
    assert await store.get_match("m2") is None
    assert await claims(store) == {1: "m1", 2: "m1"}  # person 3 was not kept either


async def test_the_end_of_a_match_gives_its_people_back(store: Store) -> None:
    await store.claim_match(start("m1", 1, 2))
    await store.claim_match(start("m2", 3, 4))
    await store.finish_match(MatchResult("m1", 0, "emptied", T0, 1))
    await store.abandon_match("m2", "stopped", T0)
    assert await claims(store) == {}
    assert await store.claim_match(start("m3", 2, 3)) == frozenset()


async def test_the_bot_opponent_is_never_claimed(store: Store) -> None:
    await store.claim_match(start("m1", 1, 999, bot1=True))
    await store.claim_match(start("m2", 2, 999, bot1=True))  # the bot plays everywhere
    assert await claims(store) == {1: "m1", 2: "m2"}


async def test_a_start_committed_without_a_claim_claims_its_free_people(store: Store) -> None:
    """A start the journal kept while the database was down claims its people when it
    lands, unless another match holds them by then."""
    await store.claim_match(start("m1", 1, 2))
    await store.start_match(start("m2", 3, 2))
    assert await claims(store) == {1: "m1", 2: "m1", 3: "m2"}


async def test_two_processes_claiming_one_person_at_once_start_one_match(
    backend: str, open_store: Callable[..., Coroutine[Any, Any, Store]]
) -> None:
    """Two stores of their own (two shard processes, each with its own connection)
    claim the same person at the same moment, many times over: the database lets
    exactly one of each pair through."""
    if backend == "sqlite":
        pytest.skip("one process per SQLite file: shards need PostgreSQL")
    first, second = await open_store(), await open_store()
    try:
        for round_no in range(20):
            a, b = 100 + 3 * round_no, 101 + 3 * round_no
            common = 102 + 3 * round_no
            refused = await asyncio.gather(
                first.claim_match(start(f"a{round_no}", a, common)),
                second.claim_match(start(f"b{round_no}", common, b)),
            )
            assert sorted(len(r) for r in refused) == [0, 1], refused
            assert {common} in refused
            live = [await s.get_match(f"{p}{round_no}") for s, p in ((first, "a"), (second, "b"))]
            assert sum(m is not None for m in live) == 1
    finally:
        await first.close()
        await second.close()


async def test_28_10_a_table_finds_which_server_holds_its_match(store: Store) -> None:
    """A shard that gets a table for a match it does not hold reads where it is: by its
    id (whatever its status), else the live one in a channel, else a person's own."""
    await store.claim_match(start("m1", 1, 2))
    await store.claim_match(start("m2", 3, 4))
    await store.finish_match(MatchResult("m2", 0, "out_of_cards", T0))
    assert await store.guild_of_match(match_id="m1") == ("m1", GUILD)
    assert await store.guild_of_match(match_id="m2") == ("m2", GUILD)  # its shard says over
    assert await store.guild_of_match(match_id="nowhere") is None
    assert await store.guild_of_match(channel_id=CHANNEL) == ("m1", GUILD)  # the live one
    assert await store.guild_of_match(channel_id=CHANNEL + 1) is None
    assert await store.guild_of_match(user_id=2) == ("m1", GUILD)
    assert await store.guild_of_match(user_id=3) is None  # his match ended: given back
    assert await store.guild_of_match() is None
