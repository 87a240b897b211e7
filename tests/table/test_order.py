"""28.3, D3 (docs/decisions.md): a button press is ordered by its snowflake (when Discord
received it); a table press by when it was made: its receipt minus half the median of
its table's measured round trips, put on Discord's clock with the offset the process
measures. A near race between a table press and a button press, both ways, on a driven
clock."""

from __future__ import annotations

import asyncio

from spitbot.engine import LandedFirst, parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import Latency, Press, made_ms, make_snowflake, snowflake_ms
from spitbot.runtime.made import MOST_ONE_WAY_MS
from tests.runtime.support import ALICE, BOB, match_at
from tests.runtime.test_at_once import RACE, measured

from .support import table_room

C = parse_card


def button(now_ms: int, ms: int) -> Press:
    """Bob's 7♠ onto the 8♦, received by Discord at ``now_ms + ms``."""
    return Press(BOB.user_id, Play(1, 0, 0), make_snowflake(now_ms + ms))


async def test_d3_a_table_press_made_before_a_button_press_lands_first() -> None:
    async with table_room(window_ms=100) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        state = await table.next("state")
        await room.measure(table, ALICE.user_id, 40)  # one way: 20 ms
        now = room.clock.wall_ms()
        await table.press("p0009C", state["version"])  # here now: made 20 ms ago
        await room.pressed(1)
        # Discord received Bob's 7♠ 10 ms ago: after she made hers, before it came.
        bob = asyncio.create_task(actor.press(button(now, -10)))
        await room.clock.advance(0.1)
        answer = await table.next("answer")
        assert answer["applied"] is True
        assert bob.result().reason == LandedFirst(by=0, card=C("9C"), yours=C("7S"))


async def test_d3_a_button_press_made_before_a_table_press_lands_first() -> None:
    async with table_room(window_ms=100) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        state = await table.next("state")
        await room.measure(table, ALICE.user_id, 40)  # one way: 20 ms
        now = room.clock.wall_ms()
        # Bob's press first reaches the bot, received by Discord 30 ms ago...
        bob = asyncio.create_task(actor.press(button(now, -30)))
        await table.press("p0009C", state["version"])  # ...hers, made 20 ms ago, after
        await room.pressed(1)
        await room.clock.advance(0.1)
        answer = await table.next("answer")
        assert bob.result().applied is True
        assert answer["applied"] is False and answer["code"] == "landed-first"


async def test_d3_a_table_press_is_put_on_discords_clock_with_the_measured_offset() -> None:
    async with table_room(window_ms=100) as room:
        actor = match_at(room.registry, RACE)
        measured(room.registry, 40)  # this host's clock reads 40 ms past Discord's (and delay)
        assert room.registry.delivery.offset_ms() == 40
        table = await room.open(ALICE, match="m1")
        state = await table.next("state")
        await room.measure(table, ALICE.user_id, 40)
        now = room.clock.wall_ms()
        await table.press("p0009C", state["version"])  # made at now - 20 here: now - 60 there
        await room.pressed(1)
        bob = asyncio.create_task(actor.press(button(now, -50)))  # Discord's now - 50
        await room.clock.advance(0.1)
        assert (await table.next("answer"))["applied"] is True
        assert bob.result().applied is False


def test_d3_a_table_press_is_never_made_before_its_state_was_sent_nor_too_long_ago() -> None:
    latency = Latency()
    assert latency.one_way_ms() == 0.0  # unmeasured: its receipt
    for trip in (40, 500, 44, 38, 41):
        latency.measured(trip)
    assert latency.round_trip_ms == 41 and latency.one_way_ms() == 20.5  # the median's half
    slow = Latency()
    slow.measured(2000)  # a client holding back its pongs gains at most the cap
    assert slow.one_way_ms() == MOST_ONE_WAY_MS
    assert made_ms(10_000, 20.5, None) == 9979.5
    assert made_ms(10_000, 250, 9_900) == 9_900  # not before its state was sent


def test_d3_a_table_press_key_is_a_snowflake_on_discords_clock() -> None:
    from spitbot.runtime import table_snowflake

    key = table_snowflake(1_800_000_000_040.0, 40, 3)
    assert snowflake_ms(key) == 1_800_000_000_000
