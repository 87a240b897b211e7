"""Snapshots: a restored match continues identically, with its timers re-armed;
graceful shutdown persists every live match."""

import asyncio
import json
import random

import pytest

from spitbot.engine import Level, speed
from spitbot.engine.spit import Phase, Variant, choose_action, view
from spitbot.runtime import Difficulty, MatchRegistry, MatchSnapshot, Player, RuntimeSettings
from spitbot.runtime.clock import ManualClock
from tests.engine.spit.position import position

from .support import ALICE, BOB, CHANNEL, make_registry, match_at, press


async def _drive(registry, clock, actor, rng: random.Random, steps: int) -> None:  # type: ignore[no-untyped-def]
    """Both people play the STRONG policy's moves, in an order drawn from ``rng``."""
    for _ in range(steps):
        if actor.finished:
            return
        for seat in (0, 1) if rng.random() < 0.5 else (1, 0):
            action = choose_action(view(actor.state, seat), Level.STRONG)
            if action is not None:
                await actor.press(press(clock, actor.info.players[seat], action))
                break
        else:
            await clock.advance(11)  # a slap nobody makes: the timeout settles it


async def test_restored_match_continues_identically() -> None:
    registry, clock, _, recorder = make_registry(window_ms=0)
    original = await registry.start(channel_id=CHANNEL, guild_id=1, players=(ALICE, BOB),
                                    variant=Variant(), seed=21)  # fmt: skip
    await _drive(registry, clock, original, random.Random(1), 60)
    saved = recorder.snapshots[-1]
    assert saved.state == original.state and saved.version == original.version
    # What the store keeps is text: go through it.
    stored = MatchSnapshot.from_json(saved.notation, saved.runtime_json())
    assert stored == saved

    other, other_clock, _, _ = make_registry(window_ms=0)
    restored = other.restore(stored)
    assert restored.state == original.state and restored.version == original.version
    await _drive(registry, clock, original, random.Random(2), 5000)
    await _drive(other, other_clock, restored, random.Random(2), 5000)
    assert original.finished and restored.finished
    assert restored.state == original.state
    assert restored.version == original.version


async def test_restore_re_arms_the_timers() -> None:
    stalled = position(
        "*QC,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", as_="4H5H", bs="6D",
        ph="stalled",
    )  # fmt: skip
    registry, clock, _, _ = make_registry(window_ms=0, stall=5)
    actor = match_at(registry, stalled)
    assert actor.board().countdown is not None
    await clock.advance(5.1)
    assert len(actor.state.piles[0]) == 2  # D2: the countdown spat for both


async def test_restored_bot_match_keeps_its_bot_move_counters() -> None:
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings())
    bots = (Player(-1, "A", Difficulty.HARD), Player(-2, "B", Difficulty.EASY))
    actor = await registry.start(channel_id=1, guild_id=1, players=bots, variant=Variant(), seed=4)
    await clock.advance(20)
    snap = actor.snapshot()
    assert snap.bot_moves[0] > 0 and snap.bot_moves[1] > 0
    await registry.shutdown()
    other_clock = ManualClock()
    other = MatchRegistry(other_clock, RuntimeSettings())
    restored = other.restore(MatchSnapshot.from_json(snap.notation, snap.runtime_json()))
    assert restored.snapshot().bot_moves == snap.bot_moves
    await other_clock.run(lambda: restored.finished)
    assert restored.state.outcome is not None
    assert sorted(restored.state.cards()) == list(range(52))


async def test_every_change_is_committed_and_shutdown_waits_for_the_last_commits() -> None:
    registry, clock, _, recorder = make_registry()
    bots = (Player(-1, "A", Difficulty.HARD), Player(-2, "B", Difficulty.HARD))
    a = await registry.start(channel_id=1, guild_id=1, players=bots, variant=Variant(), seed=1)
    b = await registry.start(channel_id=2, guild_id=1, players=(ALICE, BOB), variant=Variant(),
                             seed=2)  # fmt: skip
    recorder.hold()  # the database is slow: the bots' next moves wait to be committed
    await clock.advance(3)
    assert a.version > 0
    shutdown = asyncio.create_task(registry.shutdown())
    await clock.advance(0)
    assert not shutdown.done()
    recorder.release()
    assert await shutdown == 2
    # The last position of each match was committed: a restart resumes it as it was.
    saved = {s.match.match_id: s.version for s in recorder.snapshots}
    assert saved == {a.info.match_id: a.version, b.info.match_id: b.version}
    assert registry.live() == []
    await clock.advance(1000)  # no timer survives shutdown
    assert b.state.phase is Phase.READY and clock.pending() == 0


def _as_format_1(snapshot: MatchSnapshot) -> str:
    """``snapshot``'s runtime part as it was written before a second game moved in: format
    1, naming no game."""
    data = json.loads(snapshot.runtime_json())
    del data["game"]
    return json.dumps({**data, "format": 1})


CAROL, DAVE = Player(303, "Carol"), Player(404, "Dave")


async def test_a_snapshot_naming_no_game_is_the_game_whose_notation_reads_it() -> None:
    """Format 1 (from before games had names) is read as the one game whose notation
    reads its position: every such snapshot is Spit's, and no shared code need say so."""
    registry, _, _, _ = make_registry(window_ms=0)
    spit = await registry.start(channel_id=CHANNEL, guild_id=1, players=(ALICE, BOB),
                                variant=Variant(), seed=21)  # fmt: skip
    saved = spit.snapshot()
    stored = MatchSnapshot.from_json(saved.notation, _as_format_1(saved))
    assert stored == saved and stored.match.game_name == "spit"
    fast = await registry.start(channel_id=CHANNEL + 1, guild_id=1, players=(CAROL, DAVE),
                                variant=speed.Variant(), game=speed.SPEED, seed=3)  # fmt: skip
    saved = fast.snapshot()
    assert MatchSnapshot.from_json(saved.notation, _as_format_1(saved)) == saved
    with pytest.raises(ValueError, match="one game's: none"):
        MatchSnapshot.from_json("v=? r=1", _as_format_1(saved))
