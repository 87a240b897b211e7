"""Shards behind one address (issue 28.10, docs/decisions.md "Shards"): two shard
processes' table servers, each with its own registry, on one PostgreSQL database. A
table whose socket reaches the shard that does not hold its match is relayed to the one
that does: it is welcomed there, its press is played and answered by that shard's
runtime, and that shard's pushes reach it. Real sockets on 127.0.0.1, a driven clock.

Shard 0 holds m1 (server 1: ``(1 >> 22) % 2 == 0``); shard 1 holds m2 (server ``1 << 22``:
shard 1). Skipped with the reason when no PostgreSQL answers (a failure under CI,
``SPITBOT_REQUIRE_POSTGRES=1``), as the store's tests are.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text

from spitbot.bot.i18n import Catalogs
from spitbot.bot.tables import table_server
from spitbot.config import load_settings
from spitbot.engine import parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import (
    ManualClock,
    MatchActor,
    MatchRegistry,
    Player,
    Press,
    RuntimeSettings,
    make_snowflake,
)
from spitbot.store import MatchStart, PlayerRef, Store, open_store, upgrade_to_head_async
from spitbot.table import ShardRelay, Shards
from tests.postgres import reachable_server, run_async
from tests.runtime.support import ALICE, BOB, CHANNEL, match_at
from tests.runtime.test_at_once import RACE

from .support import English, Room, table_room

GUILD_OF_SHARD_0 = 1
GUILD_OF_SHARD_1 = 1 << 22
CAROL, DAVE = Player(303, "Carol"), Player(404, "Dave")
OTHER_CHANNEL = 901
UNREACHABLE = "ws://127.0.0.1:9/table/ws"  # the discard port: nobody listens


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    """One migrated PostgreSQL database for this module's two shards."""
    server = reachable_server()
    url = server.create_database()
    try:
        run_async(upgrade_to_head_async(url))
        yield url
    finally:
        server.drop_database(url)


@dataclass
class TwoShards:
    store: Store
    rooms: tuple[Room, Room]
    relays: tuple[ShardRelay, ShardRelay]
    actors: tuple[MatchActor, MatchActor]


async def started(
    store: Store, match_id: str, guild: int, channel: int, players: tuple[Player, Player]
) -> None:
    """The match's row, as its shard's start claims it (D1)."""
    seats = [PlayerRef(p.user_id, p.name) for p in players]
    start = MatchStart(match_id, guild, channel, seats[0], seats[1], "spit", "classic", 7,
                       True, datetime(2026, 1, 1, tzinfo=UTC))  # fmt: skip
    assert await store.claim_match(start) == frozenset()


@asynccontextmanager
async def two_shards(database: str) -> AsyncIterator[TwoShards]:
    store = await open_store(database)
    async with store.engine.begin() as connection:
        for table in ("live_players", "matches"):
            await connection.execute(text(f"DELETE FROM {table}"))
    relays = (
        ShardRelay(Shards(0, (UNREACHABLE, UNREACHABLE)), store),
        ShardRelay(Shards(1, (UNREACHABLE, UNREACHABLE)), store),
    )
    try:
        async with (
            table_room(window_ms=0, relay=relays[0]) as zero,
            table_room(window_ms=0, relay=relays[1]) as one,
        ):
            sockets = tuple(str(r.client.make_url(f"{r.server.base}/ws")) for r in (zero, one))
            for n, relay in enumerate(relays):
                relay.shards = Shards(n, sockets)
            m1 = match_at(zero.registry, RACE, (ALICE, BOB), CHANNEL, "m1")
            m2 = match_at(one.registry, RACE, (CAROL, DAVE), OTHER_CHANNEL, "m2")
            await started(store, "m1", GUILD_OF_SHARD_0, CHANNEL, (ALICE, BOB))
            await started(store, "m2", GUILD_OF_SHARD_1, OTHER_CHANNEL, (CAROL, DAVE))
            yield TwoShards(store, (zero, one), relays, (m1, m2))
    finally:
        await store.close()


async def test_28_10_a_table_at_the_other_shard_plays_its_match_there_and_gets_its_pushes(
    database: str,
) -> None:
    async with two_shards(database) as shards:
        zero, one = shards.rooms
        actor = shards.actors[0]
        table = await one.open(ALICE, match="m1")  # the proxy gave shard 1 her socket
        welcome = await table.next("welcome")
        assert (welcome["match"], welcome["seat"], welcome["role"]) == ("m1", 0, "player")
        state = await table.next("state")
        assert state["version"] == 0 and [m["id"] for m in state["moves"]] == ["p0009C", "p0114H"]
        assert shards.relays[1].relayed == 1 and one.registry.by_id("m1") is None
        assert zero.room.tables("m1") == 1 and one.room.tables("m1") == 0  # shard 0's room
        # Her press is played by shard 0's runtime, answered after the state it made.
        seq = await table.press("p0114H", state["version"])
        pushed = await table.next("state")
        answer = await table.next("answer")
        assert answer == {"type": "answer", "seq": seq, "applied": True, "version": 1,
                          "code": None, "words": None}  # fmt: skip
        assert pushed["version"] == 1 and pushed["table"]["piles"][1]["top"] == "4H"
        assert actor.version == 1 and actor.state.piles[1][-1] == parse_card("4H")
        assert zero.room.presses == 1 and one.room.presses == 0
        # Bob's button press, on shard 0, is pushed to her table through shard 1.
        result = await actor.press(Press(BOB.user_id, Play(1, 0, 0), make_snowflake(1)))
        assert result.applied
        pushed = await table.next("state")
        assert pushed["version"] == 2 and pushed["table"]["piles"][0]["top"] == "7S"
        assert pushed["events"][0]["seat"] == 1
        # A stale move is refused by the owning shard with its true reason, as at home.
        await table.send(type="press", move="p0009C", version=0, seq=seq + 1)
        refused = await table.next("answer")
        assert refused["applied"] is False and refused["code"] and refused["words"]
        assert actor.version == 2


async def test_28_10_either_shard_finds_the_match_by_channel_or_by_player(database: str) -> None:
    async with two_shards(database) as shards:
        zero, one = shards.rooms
        by_channel = await zero.open(CAROL, channel=str(OTHER_CHANNEL))  # m2 is shard 1's
        assert (await by_channel.next("welcome"))["match"] == "m2"
        by_player = await zero.open(DAVE)  # neither: his own live match
        welcome = await by_player.next("welcome")
        assert (welcome["match"], welcome["seat"]) == ("m2", 1)
        at_home = await one.open(CAROL, match="m2")  # straight to its shard: no relay
        assert (await at_home.next("welcome"))["match"] == "m2"
        assert shards.relays[0].relayed == 2 and shards.relays[1].relayed == 0
        assert one.room.tables("m2") == 3
        # A spectator through the relay is refused a press by the owning shard.
        watcher = await one.open(CAROL, match="m1")
        assert (await watcher.next("welcome"))["role"] == "spectator"
        state = await watcher.next("state")
        seq = await watcher.press("p0114H", state["version"])
        error = await watcher.next("error")
        assert (error["code"], error["seq"]) == ("not-your-seat", seq)
        assert shards.actors[0].version == 0


async def test_28_10_a_match_nowhere_and_a_bad_ticket_are_refused_where_they_arrive(
    database: str,
) -> None:
    async with two_shards(database) as shards:
        one = shards.rooms[1]
        nowhere = await one.open(ALICE, match="m9")
        assert (await nowhere.next("error"))["code"] == "no-match"
        assert await nowhere.closed() == 4004
        forged = await one.open(ticket="not-a-ticket", match="m1")
        assert (await forged.next("error"))["code"] == "bad-ticket"
        assert await forged.closed() == 4001
        assert shards.relays[1].relayed == 0


async def test_28_10_the_owning_shard_gone_tells_the_table_to_reconnect(database: str) -> None:
    async with two_shards(database) as shards:
        one = shards.rooms[1]
        shards.relays[1].shards = Shards(1, (UNREACHABLE, "unused"))
        table = await one.open(ALICE, match="m1")
        assert await table.closed() == 1001  # not fatal: the client's back-off retries
        assert shards.actors[0].version == 0


class Unanswering:
    """A database that does not say where anything is."""

    async def guild_of_match(self, **where: object) -> tuple[str, int | None] | None:
        raise TimeoutError("the database is slow")


async def test_28_10_a_database_that_cannot_say_where_tells_the_table_to_reconnect(
    database: str,
) -> None:
    async with two_shards(database) as shards:
        zero, one = shards.rooms
        shards.relays[1].where = Unanswering()
        table = await one.open(ALICE, match="m1")
        assert await table.closed() == 1001  # not a no-match: it may be found in a moment
        at_home = await zero.open(ALICE, match="m1")  # its own shard needs no database
        assert (await at_home.next("welcome"))["seat"] == 0


async def test_28_10_a_shard_process_relays_to_its_fellow_shards_own_addresses(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``spitbot run`` as shard 1 of 2: its table server relays to shard 0's port."""
    for name in list(os.environ):
        if name.startswith("SPITBOT_"):
            monkeypatch.delenv(name)
    for name, value in {
        "SPITBOT_DATABASE_URL": "postgresql://spitbot@db/spitbot",
        "SPITBOT_SHARD_ID": "1", "SPITBOT_SHARD_COUNT": "2",
        "SPITBOT_DISCORD_CLIENT_SECRET": "client-secret-value",
        "SPITBOT_TABLE_URL": "https://spit.example.org/table",
    }.items():  # fmt: skip
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(tmp_path)  # no .env
    settings = load_settings()
    registry = MatchRegistry(ManualClock(), RuntimeSettings())
    server = table_server(settings, registry, Catalogs(), English(), lambda: 1, lambda: "t",
                          Unanswering())  # fmt: skip
    assert server is not None and server.relay is not None and server.port == 8751
    assert server.relay.shards == Shards(
        1, ("ws://127.0.0.1:8750/table/ws", "ws://127.0.0.1:8751/table/ws")
    )
    await server.close()
    alone = table_server(settings, registry, Catalogs(), English(), lambda: 1, lambda: "t")
    assert alone is not None and alone.relay is None  # no store to ask: no relay
    await alone.close()


async def test_28_10_the_owning_shard_stopping_reaches_the_relayed_table(database: str) -> None:
    async with two_shards(database) as shards:
        zero, one = shards.rooms
        table = await one.open(ALICE, match="m1")
        await table.next("state")
        await zero.server.close()  # shard 0 stops: its tables are told to reconnect
        assert await table.closed() == 1001


async def test_28_10_shard_addresses_set_wrong_make_no_loop(database: str) -> None:
    """Shard 1 told that shard 0 is at its own address: the hello comes back to it
    once, marked relayed, and is judged there (no such match here), not relayed again."""
    async with two_shards(database) as shards:
        one = shards.rooms[1]
        own = str(one.client.make_url(f"{one.server.base}/ws"))
        shards.relays[1].shards = Shards(1, (own, own))
        table = await one.open(ALICE, match="m1")
        assert (await table.next("error"))["code"] == "no-match"
        assert await table.closed() == 4004
        assert shards.relays[1].relayed == 1
