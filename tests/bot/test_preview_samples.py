"""The preview gallery's sample data agrees with itself as the store's would (issue 26
saw "Rank #4 of 0" and a leaderboard out of order): the stats count the history's
games and streaks, the rank is the caller's place on the server's leaderboard of
that game, of as many players as it ranks, and every leaderboard page lists its
players in order of rating, ranked as the store ranks them, with the caller where
their rating puts them and page counts that add up."""

from __future__ import annotations

import dataclasses
import itertools
import math

import pytest

from spitbot.bot.i18n import LANGUAGES
from spitbot.store import LeaderboardPage, PlayerStats
from spitbot.store.ratings import PROVISIONAL_DEVIATION, RANKED_DEVIATION
from spitbot_preview import samples
from spitbot_preview.world import GUILD_ID, SEATS, Cast, SampleStore

GAMES = ("spit", "speed")
LADDER_NAMES = tuple(f"Ladder{letter}" for letter in "abcdefghij")


def check_page(board: LeaderboardPage, mine: PlayerStats) -> None:
    """One leaderboard page: its order, ranks, counts, and the caller's row."""
    rows = board.rows
    assert board.pages == max(1, math.ceil(board.total / board.page_size))
    assert 1 <= board.page <= board.pages
    assert len(rows) == min(board.page_size, board.total - (board.page - 1) * board.page_size)
    assert len({row.user_id for row in rows}) == len(rows)
    # In order of rating; competition ranking (1, 2, 2, 4) counted from the page's start.
    first = (board.page - 1) * board.page_size + 1
    for row in rows:
        assert row.rank is not None and row.deviation <= RANKED_DEVIATION and not row.provisional
        assert row.games == row.wins + row.losses + row.draws
    assert rows[0].rank == first  # page 1: the best player
    for (_, a), (place, b) in itertools.pairwise(enumerate(rows, start=first)):
        assert a.rating >= b.rating, (a, b)
        assert b.rank == (a.rank if a.rating == b.rating else place), (a, b)
    # The caller: their own figures, where their rating puts them.
    caller = board.caller
    assert caller is not None and caller.user_id == mine.user_id == SEATS[0]
    assert (caller.rating, caller.deviation, caller.provisional) == (
        mine.rating, mine.deviation, mine.provisional
    )  # fmt: skip
    assert (caller.wins, caller.losses, caller.draws, caller.games) == (
        mine.wins, mine.losses, mine.draws, mine.rated_games
    )  # fmt: skip
    if caller.rank is None:  # unranked: not on the ladder, not counted
        assert not mine.ranked and not board.caller_on_page
        return
    assert mine.ranked and 1 <= caller.rank <= board.total
    higher = [row for row in rows if row.rating > caller.rating]
    if board.caller_on_page:
        assert next(row for row in rows if row.user_id == caller.user_id) == caller
        assert caller.rank == first + len(higher)
    else:  # below the page: rated no higher than any row on it, ranked after them
        assert all(row.rating >= caller.rating for row in rows)
        if caller.rating == rows[-1].rating:
            assert caller.rank == rows[-1].rank
        else:
            assert caller.rank > first + len(rows) - 1


def check_store(store: SampleStore) -> None:
    for game in GAMES:
        mine, past = store.stats[game], store.histories[game]
        # The stats count the history: games, rating, peak, trend, streak.
        assert mine.wins == sum(m.wins for m in past.months)
        assert mine.losses == sum(m.losses for m in past.months)
        assert mine.draws == sum(m.draws for m in past.months)
        assert mine.rated_games == len(past.ratings) == mine.games
        last = past.ratings[-1]
        assert (mine.rating, mine.deviation) == (last.rating, last.deviation)
        assert mine.provisional == (last.deviation >= PROVISIONAL_DEVIATION)
        assert mine.ranked == (last.deviation <= RANKED_DEVIATION)
        assert mine.rating_trend[-1] == mine.rating and mine.peak_rating is not None
        assert mine.peak_rating >= max(p.rating for p in past.ratings if not p.provisional)
        assert mine.current_streak == past.current_streak
        assert mine.best_win_streak >= max(mine.current_streak, 0)
        assert mine.best_win_streak <= mine.wins
        # Its rank is its place on the server's leaderboard of the game, "of" its total.
        server = store.leaderboards[(game, GUILD_ID)]
        assert mine.scope_guild_id == server.scope_guild_id == GUILD_ID
        assert server.caller is not None and mine.rank == server.caller.rank
        assert mine.ranked_players == server.total
        if mine.rank is not None:
            assert 1 <= mine.rank <= mine.ranked_players
        for scope in (GUILD_ID, None):
            board = store.leaderboards[(game, scope)]
            assert board.game == game and board.scope_guild_id == scope
            check_page(board, mine)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_gallerys_stats_ranks_and_leaderboards_agree(language: str) -> None:
    check_store(samples.store(language, GAMES))
    named = Cast("Nameone", "Nametwo", "Namethree", "Servername", LADDER_NAMES)
    store = samples.store(language, GAMES, named)
    check_store(store)
    shown = {row.name for board in store.leaderboards.values() for row in board.rows}
    assert shown <= {*LADDER_NAMES, "Nameone"}


def test_the_caller_is_placed_by_rating_anywhere_on_the_ladder() -> None:
    """Whatever the caller's rating: first, tied, last of a page, far below it, or not
    settled enough to be ranked."""
    played = samples.play(SEATS[0], "spit")
    base = samples.stats("Ann", "spit", played)
    for rating, deviation in [(2500, 60.0), (1868, 60.0), (1612, 60.0), (1598, 60.0),
                              (1597, 60.0), (1000, 60.0), (1700, 90.0), (1700, 300.0)]:  # fmt: skip
        mine = dataclasses.replace(
            base, rating=rating, deviation=deviation,
            provisional=deviation >= PROVISIONAL_DEVIATION, ranked=deviation <= RANKED_DEVIATION,
        )  # fmt: skip
        for scope in (GUILD_ID, None):
            board = samples.leaderboard(mine, scope)
            placed = samples.placed(mine, board)
            check_page(board, placed)
            assert placed.ranked_players == board.total and placed.rank == board.caller.rank
            expected = (samples.SERVER_RANKED if scope else samples.EVERYWHERE_RANKED) - (
                0 if mine.ranked else 1
            )  # fmt: skip
            assert board.total == expected
    tied = samples.leaderboard(dataclasses.replace(base, rating=1868, deviation=60.0,
                                                   ranked=True), GUILD_ID)  # fmt: skip
    assert [row.rank for row in tied.rows[:3]] == [1, 1, 3]  # Mira and the caller share first


def test_the_streaks_are_counted_from_the_games() -> None:
    assert samples.current_streak([0, 1, 0, 0, 0]) == 3
    assert samples.current_streak([0, 0, 1, 1]) == -2
    assert samples.current_streak([0, None]) == 0 and samples.current_streak([]) == 0
    assert samples.best_win_streak((0, 0, 1, 0, 0, 0, None, 0)) == 3
    assert samples.best_win_streak((1, None)) == 0
