"""The runtime's recorder on the real store's journal: an answer means it is kept,
and nothing is lost, even through an outage."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.exc import OperationalError

from spitbot.engine.spit import Scoring, Variant
from spitbot.recording import StoreRecorder
from spitbot.runtime import Difficulty, ManualClock, MatchRegistry, Player, RuntimeSettings
from spitbot.store import Journal, Store, upgrade_to_head_async

BOTS = (Player(11, "Ada", Difficulty.HARD), Player(12, "Bo", Difficulty.NORMAL))
POINTS = Variant(scoring=Scoring.POINTS, target=40)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    url = f"sqlite+aiosqlite:///{tmp_path / 'spit.sqlite3'}"
    await upgrade_to_head_async(url)
    opened = await Store.open(url)
    yield opened
    await opened.close()


def flaky(store: Store) -> dict[str, bool]:
    """Make every write fail while ``switch["down"]`` is set, as a lost database does."""
    switch = {"down": False}
    real = store.apply

    async def apply(writes: Any) -> Any:
        if switch["down"]:
            raise OperationalError("INSERT ...", {}, ConnectionRefusedError("connection refused"))
        return await real(writes)

    store.apply = apply  # type: ignore[method-assign]
    return switch


async def no_wait(_: float) -> None:
    await asyncio.sleep(0)


async def test_a_points_series_is_recorded_round_by_round(store: Store) -> None:
    journal = Journal(store, sleep=no_wait)
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings(), recorder=StoreRecorder(journal))
    actor = await registry.start(channel_id=5, guild_id=1, players=BOTS, variant=POINTS, seed=8)
    await clock.run(lambda: actor.finished)
    await journal.flush()
    series = await store.series_in_channel(5)
    assert series is not None and series.finished
    assert tuple(r.points for r in series.rounds) == actor.state.history
    assert series.totals == actor.state.scores
    assert await store.live_snapshots() == []  # a finished match leaves no snapshot
    await journal.close()


async def test_every_answered_press_is_in_the_database(store: Store) -> None:
    from spitbot.engine.spit import Spit
    from spitbot.runtime import Press, make_snowflake

    journal = Journal(store, sleep=no_wait)
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings(window_ms=0), recorder=StoreRecorder(journal))
    people = (Player(21, "Cy"), Player(22, "Di"))
    actor = await registry.start(channel_id=7, guild_id=1, players=people, variant=POINTS, seed=3)
    assert (await store.get_match(actor.info.match_id)) is not None  # started: committed first
    press = Press(21, Spit(0), make_snowflake(clock.wall_ms()))
    result = await actor.press(press)
    assert result.applied
    saved = await store.get_snapshot(actor.info.match_id)  # no flush: already committed
    assert saved is not None and saved.notation == actor.snapshot().notation
    await journal.close()


async def test_database_outage_mid_match_play_goes_on_and_writes_land_later(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    switch = flaky(store)
    journal = Journal(store, sleep=no_wait, initial_backoff=0.01, max_backoff=0.01)
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings(), recorder=StoreRecorder(journal))
    caplog.set_level(logging.INFO)
    actor = await registry.start(channel_id=6, guild_id=1, players=BOTS, variant=POINTS, seed=9)
    await journal.flush()
    switch["down"] = True
    await clock.run(lambda: actor.finished)  # the whole series plays on from memory
    assert actor.state.outcome is not None
    assert journal.saving_late and journal.pending > 0
    assert actor.board().saving_late  # and the board says so
    assert "database unavailable" in caplog.text
    switch["down"] = False
    await journal.flush()
    assert "database available again" in caplog.text
    series = await store.series_in_channel(6)
    assert series is not None and series.finished
    assert tuple(r.points for r in series.rounds) == actor.state.history  # every point
    match = await store.get_match(actor.info.match_id)
    assert match is not None and match.winner_seat == actor.state.outcome.winner
    stats = await store.player_stats(BOTS[0].user_id, 1, game="spit")
    assert stats.wins + stats.losses + stats.draws == 1 and stats.rating is not None
    assert not journal.saving_late
    await journal.close()
