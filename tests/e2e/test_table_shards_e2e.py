"""The live table with shards (issue 28.10), end to end: two SpitBots in this process,
shard 0 and shard 1 of 2, on one PostgreSQL database and one fake Discord, each serving
the table on its own port. Alice and Bob play in the server of one shard (the owner);
Alice signs in and opens her table at the *other* shard, as a proxy spreading the one
public address over both may send her. Her table reaches the match, her press is
played by the owning shard (and drawn on Discord by its keeper), and Bob's button press
there is pushed to her table. Skipped with the reason when no PostgreSQL answers (a
failure under CI, ``SPITBOT_REQUIRE_POSTGRES=1``)."""

from __future__ import annotations

from pathlib import Path

import aiohttp

from fakediscord import FakeDiscord, StoredMessage
from fakediscord.gateway import shard_of
from spitbot.store import Store
from spitbot.table import Shards
from tests.postgres import reachable_server
from tests.table.support import Table

from .harness import E2E_LIMITS, migrated_store, spit_bot
from .test_shards_e2e import accepted, click, enabled_play, latest_board, spit_id
from .test_table_e2e import pick, with_table

PLACEHOLDERS = "http://127.0.0.1:1/table,http://127.0.0.1:2/table"  # ports known once up


async def test_28_10_a_table_at_the_other_shard_plays_the_match_its_shard_holds(
    tmp_path: Path,
) -> None:
    server = reachable_server()
    url = server.create_database()
    try:
        async with (
            migrated_store(tmp_path, database_url=url, shard_id=0, shard_count=2) as (config, s0),
            FakeDiscord(rate_limits=E2E_LIMITS) as fake,
        ):
            alice, bob = fake.add_member("alice"), fake.add_member("bob")
            table_config = with_table(config, fake)
            s1 = await Store.open(url)
            home = shard_of(int(fake.guild.id), 2)
            try:
                async with (
                    spit_bot(fake, table_config.with_changes(
                        shard_id=0, table_shard_urls=PLACEHOLDERS), s0) as zero,
                    spit_bot(fake, table_config.with_changes(
                        shard_id=1, table_shard_urls=PLACEHOLDERS), s1) as one,
                ):  # fmt: skip
                    bots = (zero, one)
                    tables = [bot.tables for bot in bots]
                    sockets = tuple(f"ws://127.0.0.1:{t.port}{t.base}/ws" for t in tables if t)
                    for n, served in enumerate(tables):
                        assert served is not None and served.relay is not None
                        served.relay.shards = Shards(n, sockets)
                    owner, other = bots[home], bots[1 - home]
                    await accepted(fake, alice, bob, fake.channel)  # on the owning shard
                    actor = owner.registry.in_channel(int(fake.channel.id))
                    assert (
                        actor is not None
                        and other.registry.in_channel(actor.info.channel_id) is None
                    )
                    there = other.tables
                    assert there is not None and there.relay is not None
                    address = f"http://127.0.0.1:{there.port}{there.base}"
                    async with aiohttp.ClientSession() as http:
                        # Alice's Activity signs in at the other shard, and opens its socket.
                        instance = fake.activities.launch(alice, int(fake.channel.id))
                        code = fake.activities.authorize(alice)
                        body = {"code": code, "instance_id": instance,
                                "channel_id": str(fake.channel.id)}  # fmt: skip
                        async with http.post(f"{address}/api/token", json=body) as answer:
                            assert answer.status == 200, await answer.text()
                            signed = await answer.json()
                        table = Table(await http.ws_connect(f"{address}/ws"))  # type: ignore[arg-type]
                        await table.send(type="hello", ticket=signed["ticket"],
                                         channel=str(fake.channel.id), protocol=1)  # fmt: skip
                        welcome = await table.next("welcome")
                        assert (welcome["match"], welcome["role"]) == (
                            actor.info.match_id,
                            "player",
                        )
                        assert there.relay.relayed == 1
                        state = await table.next("state")
                        move = pick(state)
                        assert move is not None
                        before = actor.version
                        seq = await table.press(move["id"], state["version"])
                        answer_frame = await table.next("answer")
                        assert answer_frame["seq"] == seq and answer_frame["applied"], answer_frame
                        assert actor.version > before  # the owning shard played it
                        assert owner.tables is not None and owner.tables.room.presses == 1
                        assert there.room.presses == 0
                        # Bob presses a button on Discord (the owner's): her table hears it.
                        seen = answer_frame["version"]

                        rival = 1 - welcome["seat"]

                        def bobs_press() -> tuple[StoredMessage, str] | None:
                            board = latest_board(fake, fake.channel)
                            if board is None:
                                return None
                            cid = enabled_play(board, rival) or spit_id(board)
                            return None if cid is None else (board, cid)

                        board, cid = await fake.wait_until(bobs_press, timeout=10, what="Bob's")
                        assert await click(fake, bob, board, cid) == 7
                        while True:
                            pushed = await table.next("state")
                            if pushed["version"] > seen and any(
                                e.get("seat") == rival for e in pushed["events"]
                            ):
                                break
                        await table.ws.close()
            finally:
                await s1.close()
            fake.assert_no_violations()
    finally:
        server.drop_database(url)
