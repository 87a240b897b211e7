"""An exception inside one match parks that match only."""

import asyncio
import logging
from collections.abc import Awaitable

import pytest

from spitbot.engine.spit import Play, Variant
from spitbot.runtime import Difficulty, Fact, MatchInfo, MatchParked, Player, PositionSaved
from tests.engine.spit.position import position

from .support import ALICE, BOB, FakeRecorder, make_registry, match_at, press

RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")


class ExplodingRecorder(FakeRecorder):
    """Fails while saving one match's positions: a bug, as far as the match knows."""

    def commit(self, *facts: Fact) -> Awaitable[bool]:
        for fact in facts:
            if isinstance(fact, PositionSaved):
                snapshot = fact.snapshot
                if snapshot.match.match_id == "doomed" and snapshot.version > 0:
                    raise RuntimeError("boom")
        return super().commit(*facts)


async def test_an_exception_in_one_match_leaves_the_others_untouched(
    caplog: pytest.LogCaptureFixture,
) -> None:
    registry, clock, publisher, _ = make_registry(window_ms=100)
    recorder = ExplodingRecorder()
    registry.recorder = recorder
    doomed = match_at(registry, RACE, match_id="doomed", channel=1)
    others = [
        await registry.start(
            channel_id=10 + i,
            guild_id=1,
            players=(
                Player(-2 * i - 1, "A", Difficulty.HARD),
                Player(-2 * i - 2, "B", Difficulty.HARD),
            ),
            variant=Variant(),
            seed=i,
        )
        for i in range(2)
    ]
    caplog.set_level(logging.ERROR)
    pending = asyncio.create_task(doomed.press(press(clock, ALICE, Play(0, 0, 0))))
    waiting = asyncio.create_task(doomed.press(press(clock, BOB, Play(1, 1, 1), ms_offset=5)))
    await clock.advance(0.2)
    assert doomed.parked
    # Every press of the parked match got an answer; nothing hangs.
    assert pending.done() and waiting.done()
    assert "match doomed crashed" in caplog.text and "RuntimeError: boom" in caplog.text
    assert publisher.parked and publisher.parked[0].match_id == "doomed"
    # Abandoned in the database: no result, no rating, never resumed.
    assert recorder.abandoned[0][0].match_id == "doomed"
    assert "RuntimeError: boom" in recorder.abandoned[0][1]
    assert registry.in_channel(1) is None  # the channel is free again
    late = await doomed.press(press(clock, ALICE, Play(0, 1, 1)))
    assert late.reason == MatchParked()
    await clock.run(lambda: all(o.finished for o in others))
    for other in others:
        assert other.state.outcome is not None and not other.parked
    assert isinstance(doomed.info, MatchInfo)
