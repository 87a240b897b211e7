"""Matches: start, finish with ratings (atomic, idempotent, concurrent), abandon."""

from __future__ import annotations

import asyncio
from collections import defaultdict
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest
from sqlalchemy import text

from spitbot.store import (
    MatchStart,
    MatchStateError,
    MatchStatus,
    PlayerRef,
    RatingChange,
    Store,
    UnknownMatchError,
)
from spitbot.store.ratings import RatingState, rate_game

GUILD = 111_111_111_111
CHANNEL = 333_333_333_333
T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


async def rows(store: Store, sql: str) -> list[tuple[Any, ...]]:
    async with store.engine.connect() as connection:
        return [tuple(r) for r in (await connection.execute(text(sql))).all()]


async def test_start_match_records_players_and_live_match(store: Store, matches: Any) -> None:
    start = MatchStart(
        match_id="a1b2",
        guild_id=GUILD,
        channel_id=CHANNEL,
        seat0=PlayerRef(1, "alice"),
        seat1=PlayerRef(2, "bob"),
        game="spit",
        variant="points",
        seed=2**62,
        rated=True,
        started_at=T0,
    )
    await store.start_match(start)
    await store.start_match(start)  # retried: no error, no duplicate
    match = await store.get_match("a1b2")
    assert match is not None
    assert (match.status, match.seat0_id, match.seat1_id, match.seed) == (
        MatchStatus.LIVE,
        1,
        2,
        2**62,
    )
    assert match.started_at == T0 and match.started_at.tzinfo is not None
    assert (match.winner_seat, match.ended_at, match.rounds, match.rated) == (None, None, 0, True)
    assert (match.game, match.variant) == ("spit", "points")
    assert await store.get_player(2) == PlayerRef(2, "bob")
    assert await store.get_match("nope") is None


async def test_start_match_rejects_same_player_twice(store: Store, matches: Any) -> None:
    with pytest.raises(ValueError, match="two different players"):
        await matches.start(1, 1)


async def test_finish_rated_match_updates_guild_and_global(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2)
    result = matches.result(match_id, 0, rounds=3, reason="out_of_cards")
    changes = await store.finish_match(result)
    _, (won, lost) = rate_game(RatingState(), RatingState(), 0, result.ended_at)
    assert (won.shown, lost.shown) == (1741, 1258)
    assert changes == tuple(
        RatingChange(match_id, player, scope, 1500, new.shown, 1, 500.0, new.deviation)
        for scope in (None, GUILD)
        for player, new in ((1, won), (2, lost))
    )
    assert changes[0].delta == 241
    assert changes[0].provisional_before and changes[0].provisional_after
    # The same changes, read back by match id (what a result card shows).
    assert await store.match_ratings(match_id) == changes
    assert await store.match_ratings("unknown") == ()
    match = await store.get_match(match_id)
    assert match is not None
    assert (match.status, match.winner_seat, match.is_draw, match.end_reason, match.rounds) == (
        MatchStatus.FINISHED,
        0,
        False,
        "out_of_cards",
        3,
    )
    stats = await store.player_stats(1, GUILD, game="spit")
    assert (stats.rating, stats.rated_games, stats.wins) == (1741, 1, 1)
    assert stats.deviation == pytest.approx(won.deviation)
    assert (stats.provisional, stats.ranked, stats.rank, stats.peak_rating) == (
        True,
        False,
        None,
        None,
    )


async def test_dm_match_only_rates_globally(store: Store, matches: Any) -> None:
    changes = await matches.play(1, 2, 1, guild_id=None)
    assert {c.scope_guild_id for c in changes} == {None}
    assert (await store.player_stats(2, game="spit")).rating == 1741
    assert (await store.player_stats(2, GUILD, game="spit")).rating is None


async def test_draw_is_recorded(store: Store, matches: Any) -> None:
    changes = await matches.play(1, 2, None)
    assert all(c.delta == 0 for c in changes)
    match = await store.get_match("m0001")
    assert match is not None and match.is_draw and match.winner_seat is None
    assert (await store.player_stats(1, game="spit")).draws == 1


async def test_unrated_match_records_result_without_rating(store: Store, matches: Any) -> None:
    assert await matches.play(1, 999, 0, rated=False) == ()
    assert await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]
    assert await rows(store, "SELECT COUNT(*) FROM rating_history") == [(0,)]
    stats = await store.player_stats(1, game="spit")
    assert (stats.wins, stats.rating, stats.rated_games) == (1, None, 0)
    assert (await store.get_player(999)) == PlayerRef(999, "player999", True)


async def test_finish_is_idempotent(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2)
    first = await store.finish_match(matches.result(match_id, 0))
    # A retried write, even with different content, changes nothing.
    again = await store.finish_match(matches.result(match_id, 1))
    assert again == first
    match = await store.get_match(match_id)
    assert match is not None and match.winner_seat == 0
    assert (await store.player_stats(1, game="spit")).rated_games == 1
    assert await rows(store, "SELECT COUNT(*) FROM rating_history") == [(4,)]


async def test_concurrent_duplicate_finish_applies_once(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2)
    results = await asyncio.gather(
        *(store.finish_match(matches.result(match_id, 0)) for _ in range(5))
    )
    assert all(r == results[0] for r in results)
    assert await rows(store, "SELECT rating, games FROM ratings WHERE player_id = 1") == [
        (1741, 1),
        (1741, 1),
    ]


async def test_finish_unknown_match(store: Store, matches: Any) -> None:
    with pytest.raises(UnknownMatchError):
        await store.finish_match(matches.result("missing", 0))


async def test_finish_rejects_bad_winner_seat(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2)
    with pytest.raises(ValueError, match="winner_seat"):
        await store.finish_match(matches.result(match_id, 2))


async def test_finish_is_atomic(
    store: Store, matches: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure while writing ratings leaves neither the result nor any rating."""
    from spitbot.store.repositories import ratings as rating_repo

    match_id = await matches.start(1, 2)
    original = rating_repo.RatingRepository.apply_game

    async def broken(self: Any, **kwargs: Any) -> Any:
        await original(self, **kwargs)  # writes rows, then fails before commit
        raise RuntimeError("crash mid-transaction")

    monkeypatch.setattr(rating_repo.RatingRepository, "apply_game", broken)
    with pytest.raises(RuntimeError, match="crash"):
        await store.finish_match(matches.result(match_id, 0))
    match = await store.get_match(match_id)
    assert match is not None and match.status is MatchStatus.LIVE
    assert await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]
    assert await rows(store, "SELECT COUNT(*) FROM rating_history") == [(0,)]

    monkeypatch.setattr(rating_repo.RatingRepository, "apply_game", original)
    assert len(await store.finish_match(matches.result(match_id, 0))) == 4


async def test_abandon_match(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2)
    await store.save_snapshot(match_id, GUILD, CHANNEL, "n", "{}")
    assert await store.abandon_match(match_id, "bot_restart_failed", T0) is True
    # The snapshot is kept for inspection, parked (never resumed), with the reason.
    snapshot = await store.get_snapshot(match_id)
    assert snapshot is not None and snapshot.parked
    assert (snapshot.park_reason, snapshot.notation) == ("bot_restart_failed", "n")
    assert await store.live_snapshots() == []
    # A save that arrives late does not bring an abandoned match back.
    await store.save_snapshot(match_id, GUILD, CHANNEL, "late", "{}")
    snapshot = await store.get_snapshot(match_id)
    assert snapshot is not None and snapshot.parked and snapshot.notation == "n"
    assert await store.abandon_match(match_id, "again") is False
    match = await store.get_match(match_id)
    assert match is not None
    assert (match.status, match.end_reason, match.ended_at) == (
        MatchStatus.ABANDONED,
        "bot_restart_failed",
        T0,
    )
    with pytest.raises(MatchStateError):
        await store.finish_match(matches.result(match_id, 0))
    with pytest.raises(UnknownMatchError):
        await store.abandon_match("missing", "x")
    finished = await matches.start(1, 2)
    await store.finish_match(matches.result(finished, 0))
    assert await store.abandon_match(finished, "late") is False


async def test_finish_drops_the_snapshot_for_good(store: Store, matches: Any) -> None:
    first, second = await matches.start(1, 2), await matches.start(3, 4)
    for match_id in (first, second):
        await store.save_snapshot(match_id, GUILD, CHANNEL, "n", "{}")
    await store.finish_match(matches.result(first, 0))
    assert await store.get_snapshot(first) is None
    assert await store.get_snapshot(second) is not None
    # A save that arrives after the result does not resurrect the match.
    await store.save_snapshot(first, GUILD, CHANNEL, "late", "{}")
    assert await store.get_snapshot(first) is None
    assert [s.match_id for s in await store.live_snapshots()] == [second]


@pytest.mark.parametrize("scenario", ["many-opponents", "same-pair", "two-engines"])
async def test_concurrent_finishes_lose_no_update(
    store: Store, matches: Any, open_store: Any, scenario: str
) -> None:
    """20 matches of the same player finishing at once == the sequential replay.

    Each call runs in its own session/connection.  "two-engines" splits the
    calls over two independent Store objects (two connection pools, as two
    processes would), so on SQLite only BEGIN IMMEDIATE keeps them apart.
    """
    hero = 1
    opponents = [2] * 20 if scenario == "same-pair" else [2 + i % 7 for i in range(20)]
    ids = [
        await matches.start(hero, opp) if i % 2 else await matches.start(opp, hero)
        for i, opp in enumerate(opponents)
    ]
    winners = [i % 3 if i % 3 < 2 else None for i in range(20)]
    results = [
        matches.result(match_id, winner) for match_id, winner in zip(ids, winners, strict=True)
    ]
    seats = {
        match_id: ((hero, opp) if i % 2 else (opp, hero))
        for i, (match_id, opp) in enumerate(zip(ids, opponents, strict=True))
    }
    outcome = dict(zip(ids, winners, strict=True))
    ended = {r.match_id: r.ended_at for r in results}

    other = await open_store() if scenario == "two-engines" else store
    try:
        changes = await asyncio.gather(
            *((store if i % 2 else other).finish_match(r) for i, r in enumerate(results))
        )
    finally:
        if other is not store:
            await other.close()
    assert all(len(c) == 4 for c in changes)

    history = await rows(
        store,
        "SELECT match_id, player_id, scope_id, before, after FROM rating_history ORDER BY id",
    )
    assert len(history) == 80
    # Order in which the store applied the matches (the hero's row lock serialised them).
    order: list[str] = []
    for row in history:
        if row[0] not in order:
            order.append(str(row[0]))
    states: dict[tuple[int, int], RatingState] = defaultdict(RatingState)
    expected: list[tuple[str, int, int, int, int]] = []
    for match_id in order:
        seat0, seat1 = seats[match_id]
        for scope in (0, GUILD):
            _, (new0, new1) = rate_game(
                states[(scope, seat0)], states[(scope, seat1)], outcome[match_id], ended[match_id]
            )
            expected.append((match_id, seat0, scope, states[(scope, seat0)].shown, new0.shown))
            expected.append((match_id, seat1, scope, states[(scope, seat1)].shown, new1.shown))
            states[(scope, seat0)], states[(scope, seat1)] = new0, new1
    assert sorted(history) == sorted(expected)  # every 'before' is the previous 'after'

    final = await rows(
        store,
        "SELECT scope_id, player_id, rating, games, wins, losses, draws, peak, exact_rating, "
        "deviation, volatility FROM ratings",
    )
    assert len(final) == len(states)
    for scope, player, rating, games, wins, losses, draws, peak, *glicko in final:
        state = states[(scope, player)]
        assert (rating, games, wins, losses, draws, peak) == (
            state.shown,
            state.games,
            state.wins,
            state.losses,
            state.draws,
            state.peak,
        )
        assert glicko == pytest.approx([state.rating, state.deviation, state.volatility])
    hero_stats = await store.player_stats(hero, GUILD, game="spit")
    assert hero_stats.rated_games == 20
    assert hero_stats.rating == states[(GUILD, hero)].shown


async def test_naive_datetimes_are_rejected(store: Store) -> None:
    start = MatchStart(
        "x",
        None,
        1,
        PlayerRef(1, "a"),
        PlayerRef(2, "b"),
        "spit",
        "classic",
        1,
        True,
        datetime(2026, 1, 1),
    )
    with pytest.raises(Exception, match="timezone-aware"):
        await store.start_match(start)


async def test_times_come_back_in_utc(store: Store, matches: Any) -> None:
    plus_two = datetime(2026, 3, 1, 14, 0, tzinfo=UTC).astimezone(timezone(timedelta(hours=2)))
    match_id = await matches.start(1, 2, started_at=plus_two)
    match = await store.get_match(match_id)
    assert match is not None
    assert match.started_at == plus_two
    assert match.started_at.utcoffset() == timedelta(0)
