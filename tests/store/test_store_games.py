"""Games: ladders, statistics and series are per game; old data is Spit."""

from __future__ import annotations

from typing import Any

from spitbot.store import MatchStatus, Store

GUILD = 111_111_111_111
CHANNEL = 333_333_333_333


async def test_ratings_and_leaderboards_of_two_games_stay_apart(store: Store, matches: Any) -> None:
    spit = await matches.play(1, 2, 0)
    speed = await matches.play(1, 2, 1, game="speed")
    # Each game's ladder starts from scratch: same numbers, opposite directions.
    assert [(c.user_id, c.before, c.after, c.games) for c in spit] == [
        (1, 1500, 1741, 1),
        (2, 1500, 1258, 1),
        (1, 1500, 1741, 1),
        (2, 1500, 1258, 1),
    ]
    assert [(c.user_id, c.before, c.after, c.games) for c in speed] == [
        (1, 1500, 1258, 1),
        (2, 1500, 1741, 1),
        (1, 1500, 1258, 1),
        (2, 1500, 1741, 1),
    ]
    await matches.settle(3, 4)  # Spit: ranked
    await matches.settle(5, 6, then=0)
    await matches.settle(7, 8)
    await matches.play(3, 4, 0, game="speed")

    spit_board = await store.leaderboard(GUILD, caller_id=7, game="spit")
    assert (spit_board.game, spit_board.total) == ("spit", 6)
    assert [(r.user_id, r.rating, r.rank) for r in spit_board.rows] == [
        (5, 1514, 1),
        (8, 1500, 2),
        (7, 1500, 2),
        (4, 1500, 2),
        (3, 1500, 2),
        (6, 1485, 6),
    ]
    # Nobody has settled in Speed: its ladder is empty; the caller's row is unranked.
    speed_board = await store.leaderboard(GUILD, caller_id=3, game="speed")
    assert (speed_board.game, speed_board.total, speed_board.rows) == ("speed", 0, ())
    assert speed_board.caller is not None
    assert (speed_board.caller.rating, speed_board.caller.rank) == (1741, None)
    assert (await store.leaderboard(GUILD, caller_id=7, game="speed")).caller is None
    assert (await store.leaderboard(None, game="spit")).total == 6
    assert (await store.leaderboard(GUILD, game="chess")).total == 0


async def test_player_stats_are_per_game(store: Store, matches: Any) -> None:
    await matches.play(1, 2, 0, duration=30)
    await matches.play(1, 2, 1, game="speed", duration=10)
    await matches.play(2, 1, 0, game="speed")
    await matches.start(1, 2, game="speed")  # live: not counted

    spit = await store.player_stats(1, GUILD, game="spit")
    assert (spit.game, spit.wins, spit.losses, spit.rating, spit.rank) == ("spit", 1, 0, 1741, None)
    assert spit.rating_trend == (1741,) and spit.fastest_win_seconds == 30
    speed = await store.player_stats(1, GUILD, game="speed")
    assert (speed.game, speed.wins, speed.losses, speed.rated_games) == ("speed", 0, 2, 2)
    assert speed.current_streak == -2 and speed.provisional
    assert speed.rating is not None and speed.rating < 1258
    assert len(speed.rating_trend) == 2 and speed.fastest_win_seconds is None
    history = await store.player_history(1, GUILD, game="speed")
    assert [p.rating for p in history.ratings] == list(speed.rating_trend)
    assert (await store.player_history(1, GUILD, game="spit")).ratings[0].rating == 1741
    none = await store.player_stats(1, GUILD, game="chess")
    assert (none.games, none.rating, none.rank) == (0, None, None)


async def test_series_in_channel_covers_any_game_but_never_an_abandoned_match(
    store: Store, matches: Any
) -> None:
    spit = await matches.start(1, 2, variant="points")
    await store.record_round(spit, 1, (3, 0), (0, 3), (3, 0), 10)
    await store.finish_match(matches.result(spit, 0, series_finished=True))
    speed = await matches.start(3, 4, game="speed", variant="points")
    await store.record_round(speed, 1, (1, 0), (0, 1), (1, 0), 10)

    live = await store.series_in_channel(CHANNEL)
    assert live is not None and (live.match_id, live.game) == (speed, "speed")
    assert live.status is MatchStatus.LIVE

    # Abandoned: the series is gone from the channel; the last real one shows.
    await store.abandon_match(speed, "shard_restart")
    last = await store.series_in_channel(CHANNEL)
    assert last is not None and (last.match_id, last.game, last.finished) == (spit, "spit", True)
    newer = await matches.start(5, 6, game="speed", variant="points")
    await store.record_round(newer, 1, (1, 0), (0, 1), (1, 0), 10)
    newest = await store.series_in_channel(CHANNEL)
    assert newest is not None and newest.match_id == newer
    await store.abandon_match(newer, "x")
    again = await store.series_in_channel(CHANNEL)
    assert again is not None and again.match_id == spit
