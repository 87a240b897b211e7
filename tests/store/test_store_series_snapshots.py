"""Points series (record_round, series_in_channel) and live-match snapshots."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text

from spitbot.store import MatchStatus, PlayerRef, RoundRecord, Store, UnknownMatchError

GUILD = 111_111_111_111
CHANNEL = 333_333_333_333


async def test_record_round_and_series_view(store: Store, matches: Any) -> None:
    assert await store.series_in_channel(CHANNEL) is None
    match_id = await matches.start(1, 2, variant="points")
    assert await store.series_in_channel(CHANNEL) is None  # no round yet
    await store.record_round(
        match_id, 1, points=(5, 0), cards_left=(0, 7), totals=(5, 0), target=15
    )
    await store.record_round(
        match_id, 2, points=(0, 4), cards_left=(3, 0), totals=(5, 4), target=15
    )
    view = await store.series_in_channel(CHANNEL)
    assert view is not None
    assert (view.match_id, view.status, view.finished, view.winner_seat, view.is_draw) == (
        match_id,
        MatchStatus.LIVE,
        False,
        None,
        False,
    )
    assert (view.seat0, view.seat1) == (PlayerRef(1, "player1"), PlayerRef(2, "player2"))
    assert (view.target, view.totals, view.variant, view.guild_id) == (15, (5, 4), "points", GUILD)
    assert view.rounds == (RoundRecord(1, (5, 0), (0, 7)), RoundRecord(2, (0, 4), (3, 0)))
    assert view.ended_at is None
    match = await store.get_match(match_id)
    assert match is not None and match.rounds == 2

    # A retried round overwrites itself; rounds never go backwards.
    await store.record_round(
        match_id, 2, points=(0, 4), cards_left=(3, 0), totals=(5, 4), target=15
    )
    await store.record_round(
        match_id, 3, points=(11, 0), cards_left=(0, 2), totals=(16, 4), target=15
    )
    await store.record_round(
        match_id, 1, points=(5, 0), cards_left=(0, 7), totals=(16, 4), target=15
    )
    match = await store.get_match(match_id)
    assert match is not None and match.rounds == 3

    await store.finish_match(
        matches.result(match_id, 0, rounds=3, series_finished=True, reason="target_reached")
    )
    done = await store.series_in_channel(CHANNEL)
    assert done is not None
    assert (done.status, done.finished, done.winner_seat, done.totals, len(done.rounds)) == (
        MatchStatus.FINISHED,
        True,
        0,
        (16, 4),
        3,
    )
    assert done.ended_at is not None


async def test_series_draw(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2, variant="points")
    await store.record_round(match_id, 1, (10, 10), (0, 0), (10, 10), 10)
    await store.finish_match(matches.result(match_id, None, series_finished=True))
    view = await store.series_in_channel(CHANNEL)
    assert view is not None and view.is_draw and view.winner_seat is None and view.finished


async def test_series_in_channel_prefers_live_then_latest(store: Store, matches: Any) -> None:
    live = await matches.start(1, 2, variant="points")
    await store.record_round(live, 1, (1, 0), (0, 1), (1, 0), 10)
    later = await matches.start(3, 4, variant="points")  # started after, then finished
    await store.record_round(later, 1, (10, 0), (0, 1), (10, 0), 10)
    await store.finish_match(matches.result(later, 0, series_finished=True))
    other_channel = await matches.start(5, 6, variant="points", channel_id=CHANNEL + 1)
    await store.record_round(other_channel, 1, (1, 0), (0, 1), (1, 0), 10)

    view = await store.series_in_channel(CHANNEL)
    assert view is not None and view.match_id == live
    await store.finish_match(matches.result(live, 1, series_finished=True))
    view = await store.series_in_channel(CHANNEL)
    assert view is not None and view.match_id == later  # the most recently started
    view = await store.series_in_channel(CHANNEL + 1)
    assert view is not None and view.match_id == other_channel


async def test_record_round_unknown_match_or_bad_round(store: Store, matches: Any) -> None:
    with pytest.raises(UnknownMatchError):
        await store.record_round("missing", 1, (1, 0), (0, 1), (1, 0), 10)
    match_id = await matches.start(1, 2)
    with pytest.raises(ValueError, match="round_no"):
        await store.record_round(match_id, 0, (1, 0), (0, 1), (1, 0), 10)


async def test_record_round_is_atomic(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2, variant="points")
    # A NULL total makes the series upsert fail after the round row was written.
    bad_totals: Any = (None, 0)
    with pytest.raises(Exception, match=r"(?i)check|constraint|null|integrity"):
        await store.record_round(match_id, 1, (1, 0), (0, 1), bad_totals, 10)
    async with store.engine.connect() as connection:
        count = (await connection.execute(text("SELECT COUNT(*) FROM rounds"))).scalar()
    assert count == 0


async def test_snapshots_save_list_park_delete(store: Store) -> None:
    assert await store.live_snapshots() == []
    await store.save_snapshot("m1", GUILD, CHANNEL, "N1", '{"v": 1}')
    await store.save_snapshot("m2", None, CHANNEL + 1, "N2", "{}")
    first = await store.get_snapshot("m1")
    assert first is not None
    assert (first.guild_id, first.channel_id, first.notation, first.runtime_json) == (
        GUILD,
        CHANNEL,
        "N1",
        '{"v": 1}',
    )
    assert (first.version, first.parked, first.park_reason) == (1, False, None)
    assert first.updated_at.tzinfo is not None

    await store.save_snapshot("m1", GUILD, CHANNEL, "N1b", '{"v": 2}')
    updated = await store.get_snapshot("m1")
    assert updated is not None
    assert (updated.version, updated.notation, updated.runtime_json) == (2, "N1b", '{"v": 2}')
    assert {s.match_id for s in await store.live_snapshots()} == {"m1", "m2"}

    assert await store.park_snapshot("m2", "engine version mismatch") is True
    assert [s.match_id for s in await store.live_snapshots()] == ["m1"]
    parked = await store.parked_snapshots()
    assert [(s.match_id, s.parked, s.park_reason) for s in parked] == [
        ("m2", True, "engine version mismatch")
    ]
    assert await store.park_snapshot("nope", "x") is False

    # Saving again resumes a parked snapshot.
    await store.save_snapshot("m2", None, CHANNEL + 1, "N2b", "{}")
    resumed = await store.get_snapshot("m2")
    assert resumed is not None and not resumed.parked and resumed.park_reason is None
    assert resumed.version == 2

    assert await store.delete_snapshot("m1") is True
    assert await store.delete_snapshot("m1") is False
    assert await store.get_snapshot("m1") is None
    assert [s.match_id for s in await store.live_snapshots()] == ["m2"]


async def test_snapshot_stores_large_text(store: Store) -> None:
    runtime = '{"log": "' + "x" * 200_000 + '"}'
    await store.save_snapshot("big", GUILD, CHANNEL, "N" * 5000, runtime)
    snapshot = await store.get_snapshot("big")
    assert snapshot is not None and snapshot.runtime_json == runtime


async def test_a_long_park_reason_is_cut_to_fit(store: Store) -> None:
    await store.save_snapshot("long-reason", 1, 2, "v=...", "{}")
    assert await store.park_snapshot("long-reason", "x" * 5000)
    parked = await store.get_snapshot("long-reason")
    assert parked is not None and parked.parked
    assert parked.park_reason == "x" * 200


async def test_live_matches_without_snapshot_are_the_orphans(store: Store, matches: Any) -> None:
    resumable = await matches.start(1, 2)
    await store.save_snapshot(resumable, GUILD, CHANNEL, "N", "{}")
    orphan = await matches.start(3, 4)  # started, never saved: a crash or a killed simulation
    parked = await matches.start(5, 6, game="speed")
    await store.save_snapshot(parked, GUILD, CHANNEL, "N", "{}")
    await store.park_snapshot(parked, "failed to load")
    finished = await matches.start(7, 8)
    await store.finish_match(matches.result(finished, 0))
    abandoned = await matches.start(9, 10)
    await store.abandon_match(abandoned, "x")

    found = await store.live_matches_without_snapshot()
    assert [(m.match_id, m.game, m.status) for m in found] == [
        (orphan, "spit", MatchStatus.LIVE),
        (parked, "speed", MatchStatus.LIVE),
    ]
    assert [s.match_id for s in await store.live_snapshots()] == [resumable]

    # The bot closes them at start-up; then there are none.
    for match in found:
        assert await store.abandon_match(match.match_id, "no_snapshot") is True
    assert await store.live_matches_without_snapshot() == []
    assert [s.match_id for s in await store.parked_snapshots()] == [parked]
