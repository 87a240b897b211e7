"""The PressObserver: what became of each person's press, and how long the runtime
held it (its settle window, S6, then the commit of what it changed)."""

import asyncio

import pytest

from spitbot.engine import LandedFirst, parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import MatchActor, MatchInfo, PressResult

from .support import ALICE, BOB, make_registry, match_at, press
from .test_window import RACE


class Ear:
    def __init__(self) -> None:
        self.heard: list[tuple[str, bool, object, float]] = []

    def settled(self, match: MatchInfo, result: PressResult, held: float) -> None:
        self.heard.append((match.game_name, result.applied, result.reason, held))


async def test_each_press_is_reported_with_its_result_once_answered() -> None:
    registry, clock, _, recorder = make_registry(window_ms=100)
    ear = registry.observer = Ear()
    actor = match_at(registry, RACE)
    recorder.hold()  # the database takes 50 ms more
    bob = asyncio.create_task(actor.press(press(clock, BOB, Play(1, 0, 0), ms_offset=3)))
    await clock.advance(0.01)
    alice = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0), ms_offset=-9)))
    await clock.advance(0.09)  # the window closes: settled, not yet committed
    assert ear.heard == [] and not alice.done()
    await clock.advance(0.05)
    recorder.release()
    await clock.advance(0)
    assert alice.result().applied and not bob.result().applied
    landed = LandedFirst(by=0, card=parse_card("9C"), yours=parse_card("7S"))
    assert ear.heard == [
        ("spit", True, None, pytest.approx(0.14)),  # 90 ms in the window, 50 ms committing
        ("spit", False, landed, pytest.approx(0.15)),  # S6: judged after alice's card
    ]


async def test_without_an_observer_a_match_is_a_plain_actor() -> None:
    registry, _, _, _ = make_registry()
    assert registry.observer is None
    assert type(match_at(registry, RACE)) is MatchActor


async def test_a_failing_observer_never_costs_a_player_the_answer(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class Broken:
        def settled(self, match: MatchInfo, result: PressResult, held: float) -> None:
            raise RuntimeError("metrics are down")

    registry, clock, _, _ = make_registry(window_ms=0)
    registry.observer = Broken()
    actor = match_at(registry, RACE)
    assert (await actor.press(press(clock, ALICE, Play(0, 0, 0)))).applied
    assert "the press observer failed" in caplog.text
