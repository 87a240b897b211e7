"""S6, S10, D3: a press nothing can contest is answered at once; a contested one waits
until its Discord time plus the measured delivery delay, within the floor and the
server's window. On a driven clock, for Spit and Speed."""

from __future__ import annotations

import asyncio
import logging

import pytest

from spitbot.engine import LandedFirst, find_game, parse_card
from spitbot.engine.speed import Play as SpeedPlay
from spitbot.engine.speed import State as SpeedState
from spitbot.engine.spit import Play
from spitbot.runtime import (
    MatchActor,
    MatchInfo,
    MatchRegistry,
    MatchSnapshot,
    make_snowflake,
)
from spitbot.runtime.delivery import DeliveryDelay
from tests.engine.speed.position import position as speed_position
from tests.engine.spit.position import position

from .support import ALICE, BOB, CHANNEL, make_registry, match_at, press

C = parse_card
# Alice's 9♣ and Bob's 7♠ both fit the 8♦ on the left pile; only Alice has a card for
# the 5♦ on the right (her 4♥).
RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
SPEED_RACE = speed_position("9C4HKDKSKH", "7S3C2H3S3D", c0="8D", c1="5D", rest="d0,d1")


def speed_match(registry: MatchRegistry, state: SpeedState) -> MatchActor:
    game = find_game("speed")
    info = MatchInfo("s1", 1, CHANNEL, (ALICE, BOB), state.variant, 7, registry.clock.wall_ms(),
                     game_name=game.name)  # fmt: skip
    return registry.restore(MatchSnapshot(info, state, 0))


def measured(registry: MatchRegistry, delay_ms: int, count: int = 60) -> None:
    """``count`` presses that each took ``delay_ms`` to come from Discord."""
    now = registry.clock.wall_ms()
    for i in range(count):
        registry.delivery.observe(make_snowflake(now - delay_ms, i), now)


async def test_d3_spit_an_uncontested_play_is_answered_with_no_window() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, RACE)
    result = await actor.press(press(clock, ALICE, Play(0, 1, 1)))  # her 4♥ onto the 5♦
    assert result.applied and clock.now() == 0.0  # no time passed: no window in it
    assert actor.state.piles[1][-1] == C("4H")


async def test_d3_spit_a_contested_play_is_answered_once_the_window_closes() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, RACE)
    task = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0))))  # Bob's 7♠?
    await clock.advance(0.099)
    assert not task.done()  # Bob's 7♠ could still land first: nothing measured yet
    await clock.advance(0.002)
    assert task.done() and task.result().applied


async def test_d3_speed_an_uncontested_play_is_answered_with_no_window() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = speed_match(registry, SPEED_RACE)
    result = await actor.press(press(clock, ALICE, SpeedPlay(0, C("4H"), 1)))  # type: ignore[arg-type]
    assert result.applied and clock.now() == 0.0
    assert actor.state.centre[1][-1] == C("4H")


async def test_d3_speed_a_contested_play_is_answered_once_the_window_closes() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    measured(registry, 40)
    actor = speed_match(registry, SPEED_RACE)
    # Discord received it 10 ms ago: held until 40 ms after that, 30 ms from now.
    action = SpeedPlay(0, C("9C"), 0)
    task = asyncio.create_task(actor.press(press(clock, ALICE, action, ms_offset=-10)))  # type: ignore[arg-type]
    await clock.advance(0.029)
    assert not task.done()
    await clock.advance(0.002)
    assert task.done() and task.result().applied


async def test_d3_the_window_ends_at_the_discord_time_plus_the_measured_delay() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    measured(registry, 40)
    actor = match_at(registry, RACE)
    task = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0), ms_offset=-10)))
    await clock.advance(0.029)
    assert not task.done()
    await clock.advance(0.002)
    assert task.done() and task.result().applied


@pytest.mark.parametrize(("delay", "held"), [(500, 0.100), (0, 0.010)])
async def test_d3_the_wait_is_clamped_between_the_floor_and_the_servers_window(
    delay: int, held: float
) -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    measured(registry, delay)
    actor = match_at(registry, RACE)
    task = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0))))
    await clock.advance(held - 0.001)
    assert not task.done()
    await clock.advance(0.002)
    assert task.done()


async def test_h18_reverse_order_within_the_measured_delay_the_earlier_snowflake_wins() -> None:
    for _ in range(20):  # every time
        registry, clock, _, _ = make_registry(window_ms=100)
        measured(registry, 60)
        actor = match_at(registry, RACE)
        # Bob's press took 10 ms to come; Alice's, received 5 ms before his, takes 45 ms.
        bob = asyncio.create_task(actor.press(press(clock, BOB, Play(1, 0, 0), ms_offset=-10)))
        await clock.advance(0.030)
        alice = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0), ms_offset=-45)))
        await clock.advance(0.1)
        assert alice.result().applied and not bob.result().applied
        # S6: Bob's card is re-judged against the new top, with the true reason.
        assert bob.result().reason == LandedFirst(by=0, card=C("9C"), yours=C("7S"))


async def test_a_fixed_window_holds_every_press_the_whole_window() -> None:
    registry, clock, _, _ = make_registry(window_ms=100, adaptive_window=False)  # type: ignore[arg-type]
    actor = match_at(registry, RACE)
    task = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 1, 1))))
    await clock.advance(0.099)
    assert not task.done()
    await clock.advance(0.002)
    assert task.result().applied


async def test_a_press_while_a_window_is_open_joins_it() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, RACE)
    first = asyncio.create_task(actor.press(press(clock, BOB, Play(1, 0, 0))))
    await clock.advance(0.01)
    # Alice's 4♥ alone could not be raced, but a window is open: it waits with Bob's.
    second = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 1, 1))))
    await clock.advance(0.01)
    assert not first.done() and not second.done()
    await clock.advance(0.1)
    assert first.result().applied and second.result().applied


def test_the_delivery_delay_is_the_p99_of_the_last_presses(
    caplog: pytest.LogCaptureFixture,
) -> None:
    delay = DeliveryDelay(size=500, least=50, floor_ms=10)
    now = 1_900_000_000_000
    assert delay.p99() is None and delay.wait_ms(make_snowflake(now), now, 100) == 100
    with caplog.at_level(logging.INFO, logger="spitbot.runtime.delivery"):
        for i in range(1000):  # 1..100 ms, ten times; the older half rolls out
            delay.observe(make_snowflake(now - (i % 100 + 1), i), now)
        assert delay.p99() == 99
        for i in range(500):  # the sample rolls over to 200 ms deliveries
            delay.observe(make_snowflake(now - 200, i), now)
        assert delay.p99() == 200
    said = [r.getMessage() for r in caplog.records]
    assert "wait the server's window until 50" in said[0]
    assert sum("99 ms at p99" in line for line in said) == 1  # logged once, not each time
    assert any("200 ms at p99" in line for line in said)  # and when it changed much
    # The window's end: the press's Discord time plus the p99, within floor and window.
    assert delay.wait_ms(make_snowflake(now - 150), now, 100) == 50
    assert delay.wait_ms(make_snowflake(now - 195), now, 100) == 10
