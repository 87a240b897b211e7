"""The bot opponent: reaction times, no peeking, the same press path; and many
bot-vs-bot matches in one event loop."""

import random
import statistics
from typing import Any

import pytest

from spitbot.engine.spit import (
    Phase,
    Play,
    PlayerView,
    Spit,
    SpitGame,
    Variant,
    mirror_state,
    new_game,
    view,
)
from spitbot.runtime import (
    BOT_SPEEDS,
    Difficulty,
    ManualClock,
    MatchRegistry,
    Player,
    Press,
    RuntimeSettings,
)
from spitbot.runtime.bots import BotSeat

from .support import ALICE, CHANNEL, make_registry, press


def bots(difficulty: Difficulty = Difficulty.NORMAL, base: int = 1) -> tuple[Player, Player]:
    return (Player(-base, "Bot A", difficulty), Player(-base - 1, "Bot B", difficulty))


@pytest.mark.parametrize(
    ("difficulty", "mean"),
    [(Difficulty.EASY, 1.5), (Difficulty.NORMAL, 0.9), (Difficulty.HARD, 0.5)],
)
def test_reaction_times_are_human_and_seeded(difficulty: Difficulty, mean: float) -> None:
    seat = BotSeat.__new__(BotSeat)
    seat.speed, seat._seed = BOT_SPEEDS[difficulty], 42
    times = []
    for n in range(400):
        seat.moves = n
        times.append(seat.reaction_time())
    assert abs(statistics.mean(times) - mean) < 0.05
    assert statistics.pstdev(times) > 0.05  # jitter, not a metronome
    seat.moves = 7
    assert seat.reaction_time() == times[7]  # the same move, the same delay


async def test_practice_bot_acts_through_the_same_press_path() -> None:
    registry, clock, publisher, _ = make_registry(window_ms=100)
    bot = Player(-1, "SpitBot", Difficulty.HARD)
    actor = await registry.start(channel_id=CHANNEL, guild_id=1, players=(ALICE, bot),
                                 variant=Variant(), seed=3)  # fmt: skip
    submitted: list[Press] = []
    real_submit = actor.submit

    def spy(press: Press, done: Any = None) -> None:
        submitted.append(press)
        real_submit(press, done)

    actor.submit = spy  # type: ignore[method-assign]
    result = await _press_soon(actor, clock)
    assert result.applied
    await clock.advance(2.0)  # the bot calls "Spit!" too, after a human-like delay
    assert actor.state.phase is not Phase.READY
    await clock.advance(30.0)
    bot_presses = [p for p in submitted if p.user_id == bot.user_id]
    assert any(isinstance(p.action, Play) for p in bot_presses)  # it played cards...
    assert all(p.action.seat == 1 for p in bot_presses)  # ...from its own seat, as presses
    assert actor.state.sides[1].stock_count() < 15 or actor.state.round > 1
    assert publisher.boards  # bot moves are published (no interaction response redraws them)


async def _press_soon(actor, clock):  # type: ignore[no-untyped-def]
    import asyncio

    task = asyncio.create_task(actor.press(press(clock, ALICE, Spit(0))))
    await clock.advance(0.1)
    return task.result()


async def test_bot_decides_from_its_own_view_only(monkeypatch: pytest.MonkeyPatch) -> None:
    registry, clock, _, _ = make_registry()
    actor = await registry.start(channel_id=CHANNEL, guild_id=1, players=bots(),
                                 variant=Variant(), seed=5)  # fmt: skip
    seen: list[PlayerView] = []
    real = SpitGame.choose_action

    def spy(game, v, level):  # type: ignore[no-untyped-def]
        assert isinstance(v, PlayerView)
        assert v == view(actor.state, v.seat)  # exactly what that seat may see, nothing more
        seen.append(v)
        return real(game, v, level)

    monkeypatch.setattr(SpitGame, "choose_action", spy)
    await clock.run(lambda: actor.finished)
    assert actor.finished and not actor.parked
    assert {v.seat for v in seen} == {0, 1}


async def test_two_bots_play_each_other_to_the_end() -> None:
    registry, clock, _, recorder = make_registry()
    actor = await registry.start(channel_id=CHANNEL, guild_id=1, players=bots(),
                                 variant=Variant(), seed=11)  # fmt: skip
    await clock.run(lambda: actor.finished)
    assert actor.state.outcome is not None
    assert recorder.results[-1][1] == actor.state
    assert sorted(actor.state.cards()) == list(range(52))


async def test_many_concurrent_bot_matches_in_one_event_loop() -> None:
    # bench/runtime.py plays 1,000 at once and 10,000 for the fairness figure.
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings())
    actors = [
        await registry.start(
            channel_id=c, guild_id=1, players=bots(base=2 * c + 10), variant=Variant(), seed=c
        )
        for c in range(20)
    ]
    assert len(registry.live()) == 20
    await clock.run(lambda: not registry.live())
    for actor in actors:
        assert actor.state.outcome is not None and not actor.parked
        assert sorted(actor.state.cards()) == list(range(52))
    assert registry.live() == []


async def test_a_deal_can_be_played_again_mirrored() -> None:
    # The fairness benchmark plays each deal twice, the second time with the seats'
    # cards exchanged (as duplicate bridge does), so the deal's luck cancels out.
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings())
    deal = new_game(Variant(), random.Random(8))
    first = await registry.start(channel_id=1, guild_id=1, players=bots(base=10),
                                 variant=Variant(), seed=8, deal=deal)  # fmt: skip
    second = await registry.start(channel_id=2, guild_id=1, players=bots(base=20),
                                  variant=Variant(), seed=8, deal=mirror_state(deal))  # fmt: skip
    assert first.state.sides == second.state.sides[::-1]
    await clock.run(lambda: not registry.live())
    assert first.state.outcome is not None and second.state.outcome is not None
    # The same seat timing plays the other hand: the games differ.
    assert first.version != second.version or first.state != mirror_state(second.state)
