"""An answer means it is kept: presses are answered, and boards shown, only once what
they produced is committed; a match whose channel refuses its board for good ends
cleanly."""

import asyncio

from spitbot.engine import Reason
from spitbot.engine.spit import Play
from spitbot.runtime import (
    BoardRefused,
    MatchFinished,
    MatchOver,
    Player,
    PositionSaved,
)
from tests.engine.spit.position import position

from .support import ALICE, BOB, CHANNEL, make_registry, match_at, press

RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")


async def test_a_press_is_answered_only_after_its_position_is_committed() -> None:
    registry, clock, _, recorder = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    await clock.advance(0)
    recorder.hold()
    answer = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0))))
    await clock.advance(1)
    assert not answer.done()  # applied in memory, not yet durable: no answer
    assert actor.version == 1
    saved = recorder.of(PositionSaved)[-1].snapshot
    assert saved.version == 1 and saved.state == actor.state  # what is committed is what is shown
    recorder.release()
    await clock.advance(0)
    assert answer.done() and answer.result().applied


async def test_a_slow_database_holds_bot_boards_until_they_are_durable() -> None:
    registry, clock, publisher, recorder = make_registry(window_ms=0, stall=5)
    stalled = position(
        "*QC,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", as_="4H5H", bs="6D",
        ph="stalled",
    )  # fmt: skip
    actor = match_at(registry, stalled)
    await clock.advance(0)
    shown = len(publisher.boards)
    recorder.hold()
    await clock.advance(5.1)  # the countdown spits for both
    assert actor.version == 1 and len(publisher.boards) == shown
    recorder.release()
    await clock.advance(0)
    assert publisher.boards[-1].version == 1


async def test_while_the_database_is_down_play_goes_on_and_the_board_says_so() -> None:
    registry, clock, _, recorder = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    recorder.saving_late = True  # commits come back "late": kept in memory for now
    result = await actor.press(press(clock, ALICE, Play(0, 0, 0)))
    assert result.applied
    assert actor.board().saving_late


async def test_the_late_notice_comes_with_the_commit_that_went_late_and_goes_with_it() -> None:
    """Whether results are saved late is known when the commit is answered, not when the
    press is applied: the answer that waited for a failing commit says so itself, and
    the board is drawn again without the notice once the database has caught up."""
    registry, clock, publisher, recorder = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    # Another match, whose board was drawn before the outage and never said so.
    quiet = match_at(registry, RACE, (Player(301, "Cy"), Player(302, "Di")), 901, "m2")
    await clock.advance(0)
    recorder.hold()
    answer = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0))))
    await clock.advance(0)
    recorder.saving_late = True  # the database stops answering while this commit waits
    recorder.release(durable=False)
    result = await answer
    assert result.applied and result.board.saving_late
    await clock.advance(0)
    assert publisher.boards[-1].version == 1 and publisher.boards[-1].saving_late
    shown = len(publisher.boards)
    recorder.catch_up()
    await clock.advance(0)
    latest = publisher.boards[-1]
    assert latest.version == 1 and not latest.saving_late and latest.match.match_id == "m1"
    assert len(publisher.boards) == shown + 1  # only the board that said so is drawn again
    assert quiet.version == 0


async def test_the_end_of_a_match_is_committed_with_its_result() -> None:
    registry, clock, _, recorder = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    recorder.hold()
    resigning = asyncio.create_task(actor.resign(BOB.user_id))
    await clock.advance(0)
    assert not resigning.done()
    assert recorder.of(MatchFinished)[-1].state.outcome is not None
    recorder.release()
    assert (await resigning).applied
    late = await actor.press(press(clock, ALICE, Play(0, 0, 0)))
    assert late.reason == MatchOver()


class NoPermission(Reason):
    permission: str


async def test_a_channel_that_refuses_the_board_ends_the_match_cleanly() -> None:
    """The publisher's keeper found the channel will never take the board (a failing
    board that passes is sent again by the keeper itself: tests/bot/test_keeper.py)."""
    registry, clock, refusing, recorder = make_registry(window_ms=0)
    actor = match_at(registry, RACE)
    await clock.advance(0)
    actor.board_refused(BoardRefused(NoPermission("embed_links")))
    await clock.advance(0)
    assert actor.finished
    assert registry.in_channel(CHANNEL) is None  # the channel is free
    assert recorder.abandoned[-1][0].match_id == actor.info.match_id  # abandoned, unrated
    assert refusing.abandoned == [(actor.info, NoPermission("embed_links"))]  # players told
