"""player_stats, player_history and the leaderboard (ranked ratings only)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import text

from spitbot.store import LeaderboardRow, MatchStart, MonthRecord, RatingPoint, Store, Write

CLOCK = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)  # the store fixture's clock (conftest.T0)

T0 = datetime(2026, 1, 1, tzinfo=UTC)
GUILD = 111_111_111_111
OTHER_GUILD = 222_222_222_222


async def test_stats_of_unknown_player(store: Store) -> None:
    stats = await store.player_stats(77, game="spit")
    assert (stats.name, stats.games, stats.rating, stats.rating_trend) == (None, 0, None, ())
    assert (stats.rank, stats.deviation, stats.provisional, stats.ranked) == (
        None,
        None,
        False,
        False,
    )
    assert (stats.current_streak, stats.best_win_streak, stats.fastest_win_seconds) == (0, 0, None)
    assert stats.win_rate is None and stats.ranked_players == 0
    history = await store.player_history(77, game="spit")
    assert (history.ratings, history.months, history.current_streak) == ((), (), 0)


async def test_stats_record_streaks_and_fastest_win(store: Store, matches: Any) -> None:
    # Player 1's games in order (seat alternates): W W L W W W D L L + one in another guild.
    await matches.play(1, 2, 0, duration=300)  # W
    await matches.play(2, 1, 1, duration=95.5)  # W (fastest)
    await matches.play(1, 3, 1)  # L
    await matches.play(3, 1, 1, duration=200)  # W
    await matches.play(1, 2, 0, duration=120)  # W
    await matches.play(1, 4, 0, duration=100)  # W
    await matches.play(1, 4, None)  # D
    await matches.play(4, 1, 0)  # L
    await matches.play(1, 2, 1)  # L
    await matches.play(1, 2, 0, duration=10, guild_id=OTHER_GUILD)  # W elsewhere
    live = await matches.start(1, 3)  # unfinished games don't count
    assert live

    stats = await store.player_stats(1, GUILD, game="spit")
    assert (stats.name, stats.wins, stats.losses, stats.draws, stats.games) == (
        "player1",
        5,
        3,
        1,
        9,
    )
    assert stats.best_win_streak == 3
    assert stats.current_streak == -2
    assert stats.fastest_win_seconds == pytest.approx(95.5)
    assert stats.win_rate == pytest.approx(5 / 9)
    assert stats.rated_games == 9 and stats.scope_guild_id == GUILD

    overall = await store.player_stats(1, game="spit")
    assert (overall.wins, overall.losses, overall.draws) == (6, 3, 1)
    assert overall.current_streak == 1
    assert overall.fastest_win_seconds == pytest.approx(10)
    assert overall.rated_games == 10

    other = await store.player_stats(1, OTHER_GUILD, game="spit")
    # One game each: provisional, so not ranked yet.
    assert (other.games, other.rating, other.rating_trend, other.rank) == (1, 1741, (1741,), None)
    assert other.provisional and not other.ranked
    loser = await store.player_stats(2, OTHER_GUILD, game="spit")
    assert (loser.rating, loser.rank) == (1258, None)


async def test_rating_trend_is_recent_ratings_oldest_first(store: Store, matches: Any) -> None:
    ratings: list[int] = []
    for i in range(12):
        changes = await matches.play(1, 2 + i, 0 if i % 4 else 1)
        ratings.append(next(c.after for c in changes if c.user_id == 1 and c.scope_guild_id))
    stats = await store.player_stats(1, GUILD, trend_length=5, game="spit")
    assert stats.rating_trend == tuple(ratings[-5:])
    assert stats.rating == ratings[-1]
    assert stats.provisional and stats.peak_rating is None  # no peak before it settles
    assert (await store.player_stats(1, GUILD, trend_length=0, game="spit")).rating_trend == ()
    assert len((await store.player_stats(1, GUILD, game="spit")).rating_trend) == 10


async def test_series_record(store: Store, matches: Any) -> None:
    async def series(seat0: int, seat1: int, winner: int | None, finished: bool) -> None:
        match_id = await matches.start(seat0, seat1, variant="points")
        await store.record_round(match_id, 1, (3, 1), (0, 4), (3, 1), 10)
        await store.finish_match(
            matches.result(match_id, winner, series_finished=finished, rounds=1)
        )

    await series(1, 2, 0, True)  # won
    await series(2, 1, 0, True)  # lost
    await series(1, 2, None, True)  # drawn
    await series(1, 2, 0, False)  # match won, series not finished: not counted
    await matches.play(1, 2, 0)  # not a series
    stats = await store.player_stats(1, game="spit")
    assert (stats.series_won, stats.series_lost, stats.series_drawn) == (1, 1, 1)
    assert (stats.wins, stats.losses, stats.draws) == (3, 1, 1)


async def _ladder(matches: Any) -> None:
    """Ranked ratings (27 draws settle a pair): 5, 7 -> 1514; 1, 2, 3, 4 -> 1500;
    6, 8 -> 1485; and 9, 10 drew once, unranked (provisional)."""
    await matches.settle(1, 2)
    await matches.settle(3, 4)
    await matches.settle(5, 6, then=0)
    await matches.settle(7, 8, then=0)
    await matches.play(9, 10, None)


def _ranks(rows: tuple[LeaderboardRow, ...]) -> list[tuple[int | None, int, int]]:
    return [(r.rank, r.user_id, r.rating) for r in rows]


async def test_leaderboard_competition_ranking_and_paging(store: Store, matches: Any) -> None:
    await _ladder(matches)
    page = await store.leaderboard(GUILD, page=1, page_size=10, caller_id=1, game="spit")
    assert (page.total, page.pages, page.page, page.scope_guild_id) == (8, 1, 1, GUILD)
    # Ties: same rank, then the next rank skips ("1, 1, 3, 3, 3, 3, 7, 7").  Ties are
    # ordered by rated games (5 and 7 played one more), then by user id, downwards.
    assert _ranks(page.rows) == [
        (1, 7, 1514),
        (1, 5, 1514),
        (3, 4, 1500),
        (3, 3, 1500),
        (3, 2, 1500),
        (3, 1, 1500),
        (7, 8, 1485),
        (7, 6, 1485),
    ]
    assert page.caller is not None and page.caller.user_id == 1 and page.caller_on_page
    top = page.rows[0]
    assert (top.name, top.games, top.wins, top.losses, top.draws, top.peak, top.provisional) == (
        "player7",
        28,
        1,
        0,
        27,
        1514,
        False,
    )
    assert top.deviation == pytest.approx(72.23, abs=0.01)

    # A tie spanning a page boundary keeps its rank on the next page.
    second = await store.leaderboard(GUILD, page=2, page_size=3, caller_id=1, game="spit")
    assert (second.page, second.pages) == (2, 3)
    assert _ranks(second.rows) == [(3, 3, 1500), (3, 2, 1500), (3, 1, 1500)]
    third = await store.leaderboard(GUILD, page=3, page_size=3, caller_id=5, game="spit")
    assert _ranks(third.rows) == [(7, 8, 1485), (7, 6, 1485)]
    # The caller is off this page: their row and rank still come back.
    assert third.caller == page.rows[1]
    assert not third.caller_on_page


async def test_an_unranked_caller_gets_their_row_without_a_rank(store: Store, matches: Any) -> None:
    await _ladder(matches)
    page = await store.leaderboard(GUILD, caller_id=9, game="spit")
    assert [r.user_id for r in page.rows] == [7, 5, 4, 3, 2, 1, 8, 6]  # 9 and 10: not ranked
    caller = page.caller
    assert caller is not None and not page.caller_on_page
    assert (caller.user_id, caller.rank, caller.rating, caller.provisional) == (9, None, 1500, True)
    assert caller.deviation == pytest.approx(396.69, abs=0.01)
    assert caller.peak is None


async def test_leaderboard_page_clamping_and_unrated_caller(store: Store, matches: Any) -> None:
    await _ladder(matches)
    beyond = await store.leaderboard(GUILD, page=99, page_size=5, caller_id=12345, game="spit")
    assert (beyond.page, beyond.pages, len(beyond.rows)) == (2, 2, 3)
    assert beyond.caller is None
    before = await store.leaderboard(GUILD, page=0, page_size=4, game="spit")
    assert before.page == 1 and before.caller is None
    with pytest.raises(ValueError, match="page_size"):
        await store.leaderboard(GUILD, page_size=0, game="spit")


async def test_leaderboard_scopes(store: Store, matches: Any) -> None:
    await matches.settle(1, 2, then=0)
    await matches.settle(3, 4, guild_id=OTHER_GUILD)
    await matches.settle(5, 6, then=1, guild_id=None)
    empty = await store.leaderboard(OTHER_GUILD + 1, caller_id=1, game="spit")
    assert (empty.total, empty.pages, empty.rows, empty.caller) == (0, 1, (), None)
    other = await store.leaderboard(OTHER_GUILD, caller_id=1, game="spit")
    assert _ranks(other.rows) == [(1, 4, 1500), (1, 3, 1500)]
    assert other.caller is None  # player 1 never played there
    glob = await store.leaderboard(None, page_size=4, caller_id=5, game="spit")
    assert glob.total == 6
    assert _ranks(glob.rows) == [(1, 6, 1514), (1, 1, 1514), (3, 4, 1500), (3, 3, 1500)]
    assert glob.caller is not None
    assert (glob.caller.user_id, glob.caller.rating, glob.caller.rank) == (5, 1485, 5)
    assert glob.pages == 2


async def test_a_rating_leaves_the_leaderboard_when_its_deviation_grows_past_75(
    store: Store, matches: Any, open_store: Any
) -> None:
    """A long absence makes a rating uncertain again: off the leaderboard until played."""
    await matches.settle(1, 2)  # both ranked until their deviation (73.72) passes 75
    await matches.settle(3, 4, then=0)  # 72.2: ranked a little longer
    last = CLOCK + timedelta(seconds=matches.clock + 60)
    pair = await store.leaderboard(GUILD, game="spit")
    assert [r.user_id for r in pair.rows] == [3, 2, 1, 4]

    async def read(days: float, *writes: Any) -> Any:
        later = await open_store(clock=lambda: last + timedelta(days=days))
        try:
            for write in writes:
                await later.apply(write)
            return await later.leaderboard(
                GUILD, caller_id=1, game="spit"
            ), await later.player_stats(1, GUILD, game="spit")
        finally:
            await later.close()

    board, stats = await read(3)
    assert board.total == stats.ranked_players == 4 and stats.rank == 2 and stats.ranked
    assert stats.deviation == pytest.approx(74.91, abs=0.01)
    # Five days on, the first pair's deviation is past 75: off the board (the reads take
    # them out before any write does), the second pair still on.
    board, stats = await read(5)
    assert [r.user_id for r in board.rows] == [3, 4]
    assert (board.total, stats.rank, stats.ranked) == (2, None, False)
    assert stats.ranked_players == 2  # the ladder's size, the player on it or not
    assert board.caller is not None and board.caller.rank is None
    assert stats.deviation == pytest.approx(75.60, abs=0.01)
    # A rated game of the ladder clears them from the histogram for good.
    await matches.start(5, 6, match_id="later")
    finish = matches.result("later", 0, ended_at=last + timedelta(days=5))
    board, _ = await read(5, [finish])
    assert board.total == 2
    async with store.engine.connect() as connection:
        counted = (
            await connection.execute(
                text(
                    "SELECT rating, players FROM rating_counts WHERE scope_id = :guild "
                    "AND players > 0 ORDER BY rating"
                ),
                {"guild": GUILD},
            )
        ).all()
        cleared = (
            await connection.execute(
                text(
                    "SELECT COUNT(*) FROM ratings WHERE scope_id = :guild "
                    "AND player_id IN (1, 2) AND ranked_until IS NULL"
                ),
                {"guild": GUILD},
            )
        ).scalar()
    assert [tuple(r) for r in counted] == [(1485, 1), (1514, 1)]
    assert cleared == 2


async def test_player_history_rating_points_and_months(store: Store, matches: Any) -> None:
    may, june = datetime(2026, 5, 31, 23, 0, tzinfo=UTC), datetime(2026, 6, 1, 0, 30, tzinfo=UTC)
    changes = []
    for number, (winner, ended) in enumerate(
        [(0, may), (1, may), (None, june), (0, june), (0, june + timedelta(days=40))]
    ):
        match_id = await matches.start(1, 2 + number, rated=number != 1)
        result = matches.result(match_id, winner, ended_at=ended + timedelta(minutes=number))
        changes.append(await store.finish_match(result))
    history = await store.player_history(1, GUILD, game="spit")
    mine = [
        next(c for c in found if c.user_id == 1 and c.scope_guild_id) for found in changes if found
    ]
    assert history.ratings == tuple(
        RatingPoint(at, c.after, c.deviation_after, c.games)
        for at, c in zip(
            [may, june + timedelta(minutes=2), june + timedelta(minutes=3),
             june + timedelta(days=40, minutes=4)],
            mine,
            strict=True,
        )
    )  # fmt: skip
    assert [p.games for p in history.ratings] == [1, 2, 3, 4]  # the unrated game is not there
    assert history.ratings[0].provisional
    assert history.months == (
        MonthRecord(date(2026, 5, 1), 1, 1, 0),  # every finished match, rated or not
        MonthRecord(date(2026, 6, 1), 1, 0, 1),
        MonthRecord(date(2026, 7, 1), 1, 0, 0),
    )
    assert history.current_streak == 2
    assert (history.user_id, history.game, history.scope_guild_id) == (1, "spit", GUILD)
    assert (await store.player_history(1, GUILD, game="speed")).ratings == ()


async def test_rating_histogram_matches_ratings(store: Store, matches: Any) -> None:
    """The histogram behind ranks always equals a GROUP BY over the ranked ratings."""
    import random

    for pair in ((1, 2), (3, 4), (5, 6)):
        await matches.settle(*pair)
        await matches.settle(*pair, then=0, guild_id=OTHER_GUILD)
        await matches.settle(*pair, then=1, guild_id=None)
    rng = random.Random(7)
    writes: list[Write] = []
    for number in range(60):
        a, b = rng.sample(range(1, 13), 2)
        start = MatchStart(
            f"h{number}", rng.choice([GUILD, OTHER_GUILD, None]), 1,
            matches.ref(a), matches.ref(b), "spit", "classic", number, True, T0,
        )  # fmt: skip
        writes += [start, matches.result(start.match_id, rng.choice([0, 1, None]))]
    await store.apply(writes)  # one transaction: the histogram is kept in step within it too
    async with store.engine.connect() as connection:
        expected = (
            await connection.execute(
                text(
                    "SELECT scope_id, rating, COUNT(*) FROM ratings "
                    "WHERE ranked_until IS NOT NULL "
                    "GROUP BY scope_id, rating ORDER BY scope_id, rating"
                )
            )
        ).all()
        actual = (
            await connection.execute(
                text(
                    "SELECT scope_id, rating, players FROM rating_counts "
                    "WHERE players > 0 ORDER BY scope_id, rating"
                )
            )
        ).all()
    assert len(expected) > 3
    assert [tuple(r) for r in actual] == [tuple(r) for r in expected]
    # And the ranks agree with a plain count.
    for scope in (GUILD, OTHER_GUILD, None):
        page = await store.leaderboard(scope, page_size=100, game="spit")
        assert page.rows
        for row in page.rows:
            assert row.rank == 1 + sum(1 for other in page.rows if other.rating > row.rating)
            stats = await store.player_stats(row.user_id, scope, game="spit")
            assert (stats.rank, stats.ranked_players) == (row.rank, page.total)


async def test_a_long_streak_in_stats_and_history(store: Store, matches: Any) -> None:
    STREAK_READ = 64  # noqa: N806
    writes: list[Write] = []
    for number in range(STREAK_READ * 4 + 3):
        start = MatchStart(
            f"s{number:04d}", GUILD, 1, matches.ref(1 + number % 2), matches.ref(2 - number % 2),
            "spit", "classic", number, False, T0 + timedelta(minutes=number),
        )  # fmt: skip
        # Player 1 wins every match but the first (a loss), whichever seat they are in.
        winner = 1 if number == 0 else number % 2
        ended = T0 + timedelta(minutes=number, seconds=30)
        writes += [start, matches.result(start.match_id, winner, ended_at=ended)]
    await store.apply(writes)
    stats, history = (
        await store.player_stats(1, GUILD, game="spit"),
        await store.player_history(1, GUILD, game="spit"),
    )
    assert stats.current_streak == history.current_streak == STREAK_READ * 4 + 2
    assert (await store.player_history(2, GUILD, game="spit")).current_streak == -(
        STREAK_READ * 4 + 2
    )
