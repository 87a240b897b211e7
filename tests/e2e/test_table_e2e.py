"""The live table end to end (issue 28): SpitBot against the fake Discord with the table
on. A player signs in as an Activity does (the authorize code exchanged by the bot,
their user read, the activity instance's participants checked), then plays a whole
Spit match and a whole Speed match over the socket against a player on buttons, and
against the bot opponent; the board has its "Open the table" button, answered with
LAUNCH_ACTIVITY; a restart keeps what was answered and the table reconnects."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from pydantic import SecretStr

from fakediscord import FakeDiscord, FakeMember
from spitbot.bot import ids, table_json
from spitbot.bot.speed import presses
from spitbot.config import Settings
from spitbot.engine import Level
from spitbot.engine.speed import Flip, choose_action, view
from spitbot.runtime import MatchActor
from tests.table.support import Table

from .harness import E2E_LIMITS, World, human_at, lit, migrated_store, play_out, spit_bot
from .test_speed_e2e import flip_id, hand, open_hand, play_id, public_board

TABLE_URL = "https://spit.example.org/table"
KIND_ORDER = ("play", "slap", "choose", "spit", "flip")


@contextlib.asynccontextmanager
async def table_world(tmp_path: Path, **overrides: Any) -> AsyncIterator[World]:
    """A fake Discord whose application has Activities, and SpitBot serving the table."""
    async with (
        migrated_store(tmp_path, **overrides) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        alice, bob, carol = (fake.add_member(n) for n in ("alice", "bob", "carol"))
        async with spit_bot(fake, with_table(config, fake), store) as bot:
            yield World(fake, bot, store, alice, bob, carol, config.db_url)
        fake.assert_no_violations()


def with_table(config: Settings, fake: FakeDiscord) -> Settings:
    """``config`` serving the table, on an application with Activities."""
    fake.activities.enable(redirect_uri=f"{TABLE_URL}/callback")
    return config.with_changes(
        table_url=TABLE_URL, table_host="127.0.0.1", table_port=0,
        table_api_url=fake.base_url,
        discord_client_secret=SecretStr(fake.activities.client_secret),
    )  # fmt: skip


def table_address(world: World) -> str:
    tables = world.bot.tables
    assert tables is not None
    return f"http://127.0.0.1:{tables.port}{tables.base}"


async def sign_in(world: World, http: aiohttp.ClientSession, member: FakeMember) -> dict[str, Any]:
    """As the Activity does: the player launches it in the channel, the SDK's authorize
    gives a code, the client posts it to the bot."""
    instance = world.fake.activities.launch(member, world.channel_id)
    code = world.fake.activities.authorize(member)
    body = {"code": code, "instance_id": instance, "channel_id": str(world.channel_id)}
    async with http.post(f"{table_address(world)}/api/token", json=body) as answer:
        assert answer.status == 200, await answer.text()
        signed: dict[str, Any] = await answer.json()
        return signed


async def open_table(world: World, http: aiohttp.ClientSession, member: FakeMember) -> Table:
    signed = await sign_in(world, http, member)
    ws = await http.ws_connect(f"{table_address(world)}/ws")
    table = Table(ws)  # type: ignore[arg-type]
    await table.send(type="hello", ticket=signed["ticket"], channel=str(world.channel_id))
    return table


def pick(state: dict[str, Any]) -> dict[str, Any] | None:
    """What a quick player presses on the table: a card if one fits, else the call."""
    moves = state["moves"]
    for kind in KIND_ORDER:
        for move in moves:
            if move["kind"] == kind:
                return dict(move)
    return None


async def play_on_table(actor: MatchActor, table: Table, limit: int = 3000) -> int:
    """The table's player presses what its newest state offers until the match is over;
    every press is answered (applied, or refused with its reason)."""
    state = await table.next("state")
    presses = 0
    waiting: int | None = None
    for _ in range(limit * 4):
        if state["over"] or actor.finished:
            return presses
        move = pick(state) if waiting is None else None
        if move is not None:
            waiting = await table.press(move["id"], state["version"])
            presses += 1
        frame = await table.next()
        if frame["type"] == "state":
            state = frame
        elif frame["type"] == "answer":
            assert frame["seq"] == waiting
            assert frame["applied"] or frame["words"], frame
            waiting = None
        elif frame["type"] == "error":
            raise AssertionError(frame)
    raise AssertionError("the match did not end on the table")


async def speed_on_buttons(world: World, actor: MatchActor, member: FakeMember, seat: int) -> int:
    """A Speed player on buttons: their hand's GREEDY choice, pressed in their own hand
    (redrawn by its Refresh when it has not caught up), until the match is over."""
    await open_hand(world, actor, member)
    order = random.Random(actor.info.seed)
    made = 0
    for _ in range(3000):
        if actor.finished:
            return made
        action = choose_action(view(actor.state, seat), Level.GREEDY)
        message = hand(world, member, actor)
        if action is not None:
            cid = (
                flip_id(actor)
                if isinstance(action, Flip)
                else play_id(actor, action.card, action.pile)
            )
            if not lit(message.component(cid)):
                cid = ids.action_id(actor.info.match_id, actor.state.round, presses.REFRESH)
            handle = await world.fake.click(
                member, message, cid, at=human_at(world, message, order)
            )
            ack = await handle.wait_ack()
            assert ack.ok, ack
            made += 1
            continue
        version = actor.version
        await world.fake.wait_until(
            lambda v=version: actor.finished or actor.version != v, timeout=10,
            what="the match to move on",
        )  # fmt: skip
    raise AssertionError("no game over on the buttons")


async def challenge(world: World, game: str) -> MatchActor:
    handle = await world.fake.slash(
        world.alice, "spit", {"opponent": world.bob, "game": game}, subcommand="challenge"
    )
    await handle.wait_ack()
    invite = handle.original_message
    assert invite is not None
    accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
    assert (await (await world.fake.click(world.bob, invite, accept)).wait_ack()).ok
    actor = world.actor()
    if game == "speed":
        await world.fake.wait_until(lambda: public_board(world, actor), what="the board")
    else:
        await world.wait_board(actor)
    return actor


async def test_28_a_whole_spit_match_on_the_table_against_a_player_on_buttons(
    tmp_path: Path,
) -> None:
    async with table_world(tmp_path) as world, aiohttp.ClientSession() as http:
        actor = await challenge(world, "spit")
        table = await open_table(world, http, world.alice)
        welcome = await table.next("welcome")
        assert (welcome["seat"], welcome["role"]) == (0, "player")
        on_table, on_buttons = await asyncio.gather(
            play_on_table(actor, table), play_out(world, actor, {1: world.bob})
        )
        assert actor.state.outcome is not None and on_table > 0 and on_buttons > 0
        # The board followed the table's moves: its keeper drew the final card.
        await world.fake.wait_until(
            lambda: (
                world.bot.keepers.keeper(actor.info).board is not None
                and world.bot.keepers.keeper(actor.info).board.version == actor.version
            ),
            what="the final board",
        )
        assert world.fake.activities.exchanged == [int(world.alice.id)]


async def test_28_a_whole_speed_match_on_the_table_against_a_player_on_buttons(
    tmp_path: Path,
) -> None:
    async with table_world(tmp_path) as world, aiohttp.ClientSession() as http:
        actor = await challenge(world, "speed")
        table = await open_table(world, http, world.alice)
        await table.next("welcome")
        on_table, on_buttons = await asyncio.gather(
            play_on_table(actor, table), speed_on_buttons(world, actor, world.bob, 1)
        )
        assert actor.state.outcome is not None and on_table > 0 and on_buttons > 0
        for frame in table.frames:  # P1: never a card of Bob's hand
            if frame["type"] == "state":
                assert set(frame["table"]) >= {"hand", "hands"}
                assert len(frame["table"]["hand"]) == frame["table"]["hands"][0]


async def test_28_whole_matches_on_the_table_against_the_bot_opponent(tmp_path: Path) -> None:
    async with table_world(tmp_path) as world, aiohttp.ClientSession() as http:
        for game in ("spit", "speed"):
            practice = await world.fake.slash(
                world.alice, "spit", {"game": game}, subcommand="practice"
            )
            await practice.wait_ack()
            actor = world.actor()
            table = await open_table(world, http, world.alice)
            assert (await table.next("welcome"))["game"] == game
            assert await play_on_table(actor, table) > 0
            assert actor.state.outcome is not None
            await table.ws.close()
            await world.fake.wait_until(
                lambda: world.bot.registry.in_channel(world.channel_id) is None,
                what="the practice match to end",
            )


async def test_28_5_a_player_discord_does_not_list_in_the_activity_only_watches(
    tmp_path: Path,
) -> None:
    async with table_world(tmp_path) as world, aiohttp.ClientSession() as http:
        actor = await challenge(world, "spit")
        table = await open_table(world, http, world.bob)  # in the Activity: his seat
        assert (await table.next("welcome"))["seat"] == 1
        assert (await table.next("state"))["moves"] or actor.finished
        watcher = await open_table(world, http, world.carol)  # in it, but no player
        assert (await watcher.next("welcome"))["role"] == "spectator"
        signed = await sign_in(world, http, world.bob)
        instance = next(iter(world.fake.activities.instances))
        world.fake.activities.leave(world.bob, instance)  # he left the Activity since
        ws = await http.ws_connect(f"{table_address(world)}/ws")
        late = Table(ws)  # type: ignore[arg-type]
        await late.send(type="hello", ticket=signed["ticket"], match=actor.info.match_id)
        welcome = await late.next("welcome")
        assert welcome["role"] == "spectator"
        assert welcome["why_spectator"] == table_json.words(world.said("table-why-not-in-activity"))
        assert "**" not in welcome["why_spectator"]  # words, not Discord's markdown
        assert (await late.next("state"))["moves"] == []


async def test_28_5_a_refused_code_gets_no_ticket_and_no_token_is_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)  # everything the bot and its libraries log
    async with table_world(tmp_path) as world, aiohttp.ClientSession() as http:
        code = world.fake.activities.authorize(world.alice)
        url = f"{table_address(world)}/api/token"
        async with http.post(url, json={"code": code}) as first:
            assert first.status == 200
            signed = await first.json()
        async with http.post(url, json={"code": code}) as again:  # a code is used once
            assert again.status == 400 and (await again.json())["error"] == "bad-code"
        async with http.post(url, json={"code": 5}) as bad:
            assert bad.status == 400 and (await bad.json())["error"] == "bad-request"
        secrets = (signed["access_token"], code, world.fake.activities.client_secret)
        assert not [line for line in caplog.messages if any(x in line for x in secrets)]


async def test_28_4_the_board_opens_the_table_with_launch_activity(tmp_path: Path) -> None:
    async with table_world(tmp_path) as world:
        actor = await challenge(world, "spit")
        board = await world.wait_board(actor)
        cid = ids.table_id(actor.info.match_id)
        assert cid in board.custom_ids()
        handle = await world.fake.click(world.carol, board, cid)
        ack = await handle.wait_ack()
        assert ack.ok and ack.callback_type == 12
        instance = world.fake.activities.instances[handle.launched or ""]
        assert instance.channel_id == world.channel_id
        assert instance.users == [int(world.carol.id)]


async def test_28_4_without_activities_the_button_says_the_table_is_not_here(
    tmp_path: Path,
) -> None:
    async with table_world(tmp_path) as world:
        world.fake.application.flags = 0  # Activities off in the Developer Portal
        actor = await challenge(world, "spit")
        board = await world.wait_board(actor)
        handle = await world.fake.click(world.carol, board, ids.table_id(actor.info.match_id))
        await handle.wait_ack()
        told = await world.fake.wait_until(
            lambda: world.fake.ephemeral_messages(world.carol), what="the presser told"
        )
        assert told[-1].content == world.said("table-not-here")
        assert [a.callback_type for a in handle.acks] == [12, 4]  # refused, then told
        world.fake.violations.clear()  # the refused type 12 is what this test is about


async def test_28_6_a_restart_keeps_what_was_answered_and_the_table_reconnects(
    tmp_path: Path,
) -> None:
    async with (
        migrated_store(tmp_path) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
        aiohttp.ClientSession() as http,
    ):
        alice, bob, carol = (fake.add_member(n) for n in ("alice", "bob", "carol"))
        config = with_table(config, fake)
        async with spit_bot(fake, config, store) as first:
            world = World(fake, first, store, alice, bob, carol, config.db_url)
            actor = await challenge(world, "spit")
            match_id = actor.info.match_id
            table = await open_table(world, http, alice)
            ticket = (await table.next("welcome"))["ticket"]
            state = await table.next("state")
            answered = 0
            while answered < 3:  # Spit! (both), then her plays, all answered on the table
                move = pick(state)
                if move is None:
                    await play_out(world, actor, {1: bob}, stop_after=1)
                    state = await table.next("state")
                    continue
                seq = await table.press(move["id"], state["version"])
                while True:
                    frame = await table.next()
                    if frame["type"] == "state":
                        state = frame
                    elif frame["type"] == "answer" and frame["seq"] == seq:
                        answered += frame["applied"]
                        break
            kept = (actor.version, actor.state)
            closing = asyncio.create_task(table.closed())
        # The bot stopped: the table was told to come back (1001), and the match saved.
        assert await closing == 1001
        async with spit_bot(fake, config, store) as second:
            world = World(fake, second, store, alice, bob, carol, config.db_url)
            restored = second.registry.by_id(match_id)
            assert restored is not None and (restored.version, restored.state) == kept
            ws = await http.ws_connect(f"{table_address(world)}/ws")
            again = Table(ws)  # type: ignore[arg-type]
            await again.send(type="hello", ticket=ticket, match=match_id)  # the same ticket
            assert (await again.next("welcome"))["seat"] == 0
            whole = await again.next("state")
            assert whole["version"] == kept[0] and whole["table"] == state["table"]
