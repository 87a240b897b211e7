"""The settle window (S6, D3): presses ordered by Discord time, judged in turn."""

import asyncio

from spitbot.engine import DoesNotFit, LandedFirst, StaleRound, parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import PressResult
from tests.engine.spit.position import position

from .support import ALICE, BOB, make_registry, match_at, press

C = parse_card
# Alice's 9♣ and Bob's 7♠ both fit the 8♦ on the left pile; other cards keep play going.
RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")


async def test_d3_reverse_arrival_inside_the_window_the_earlier_discord_time_wins() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, RACE)
    # Bob's press arrives first, but Discord received Alice's 2 ms earlier (t=1 ms vs 3 ms).
    bob = asyncio.create_task(actor.press(press(clock, BOB, Play(1, 0, 0), ms_offset=3)))
    await clock.advance(0.01)
    alice = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0), ms_offset=-9)))
    await clock.advance(0.01)
    assert not bob.done() and not alice.done()  # still inside the window
    await clock.advance(0.1)
    await clock.advance(0)  # answers follow the commit of what they settled
    a, b = alice.result(), bob.result()
    assert a.applied
    assert not b.applied
    # S6: Bob's card is judged against the new top, and he is told why.
    assert b.reason == LandedFirst(by=0, card=C("9C"), yours=C("7S"))
    assert actor.state.piles[0][-1] == C("9C")
    assert a.version == b.version == actor.version  # both replies redraw the settled board


async def test_s6_same_pile_second_press_rejudged_and_still_fits() -> None:
    # Bob's 10♠ fits the 9♣ that lands first: both are played, in Discord-time order.
    state = position("*9C,*4H,*KS,*KH,*KC", "*TS,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, state)
    bob = asyncio.create_task(actor.press(press(clock, BOB, Play(1, 0, 0), ms_offset=2)))
    alice = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0), ms_offset=1)))
    await clock.advance(0.1)
    assert alice.result().applied and bob.result().applied
    assert actor.state.piles[0][-2:] == (C("9C"), C("TS"))


async def test_tie_on_the_same_millisecond_is_broken_stably_by_snowflake() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, RACE)
    bob = asyncio.create_task(actor.press(press(clock, BOB, Play(1, 0, 0), seq=1)))
    alice = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0), seq=2)))
    await clock.advance(0.1)
    assert bob.result().applied and not alice.result().applied
    assert alice.result().reason == LandedFirst(by=1, card=C("7S"), yours=C("9C"))


async def test_presses_in_different_windows_are_independent() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, RACE)
    first = asyncio.create_task(actor.press(press(clock, BOB, Play(1, 0, 0), ms_offset=50)))
    await clock.advance(0.1)
    assert first.result().applied
    assert actor.state.piles[0][-1] == C("7S")
    # A later window: Alice's press with an *earlier* Discord time still comes after.
    second = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0), ms_offset=-500)))
    await clock.advance(0.1)
    result = second.result()
    assert not result.applied
    assert result.reason == DoesNotFit(C("9C"), C("7S"))  # judged on its own: nobody beat it


async def test_window_zero_applies_each_press_at_once() -> None:
    registry, clock, _, _ = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    result: PressResult = await actor.press(press(clock, ALICE, Play(0, 0, 0)))
    assert result.applied
    assert clock.now() == 0.0  # no time had to pass
    late = await actor.press(press(clock, BOB, Play(1, 0, 0), ms_offset=-100))
    assert not late.applied  # with no window, arrival order decides


async def test_d7_a_press_from_someone_not_in_the_match_is_refused() -> None:
    from spitbot.runtime import NotInMatch, Player

    registry, clock, _, _ = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    before = actor.state
    carol = Player(303, "Carol")
    result = await actor.press(press(clock, carol, Play(0, 0, 0)))
    assert not result.applied
    assert result.reason == NotInMatch("Alice", "Bob")
    # Someone pressing with another player's seat is refused the same way.
    forged = await actor.press(press(clock, BOB, Play(0, 0, 0)))
    assert not forged.applied and forged.reason == NotInMatch("Alice", "Bob")
    assert actor.state == before


async def test_a_stale_press_from_an_earlier_round_board_is_refused() -> None:
    registry, clock, _, _ = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    stale = press(clock, ALICE, Play(0, 0, 0))
    stale = type(stale)(stale.user_id, stale.action, stale.snowflake, stale.arrival, round=0)
    result = await actor.press(stale)
    assert not result.applied
    assert result.reason == StaleRound(board_round=0, round=1)


async def test_a_match_can_have_its_own_window() -> None:
    from spitbot.runtime import MatchInfo, MatchSnapshot

    registry, clock, _, _ = make_registry(window_ms=400)  # the default
    info = MatchInfo("own", 1, 5, (ALICE, BOB), RACE.variant, 1, 0, window_ms=0)  # the server's
    actor = registry.restore(MatchSnapshot(info, RACE, 0))
    result = await actor.press(press(clock, ALICE, Play(0, 0, 0)))
    assert result.applied and clock.now() == 0.0
    again = MatchSnapshot.from_json(actor.snapshot().notation, actor.snapshot().runtime_json())
    assert again.match.window_ms == 0  # kept through a restart
