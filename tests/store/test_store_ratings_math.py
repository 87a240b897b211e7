"""Pure Elo maths (spitbot.store.ratings): no database."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spitbot.store import ratings as elo
from spitbot.store.ratings import RatingState, expected_score, k_factor, rate_game, round_half_away


def test_expected_score_equal_and_symmetric() -> None:
    assert expected_score(1200, 1200) == 0.5
    assert expected_score(1400, 1200) == pytest.approx(1 / (1 + 10 ** (-0.5)))
    assert expected_score(1400, 1200) + expected_score(1200, 1400) == pytest.approx(1.0)


def test_k_factor_is_provisional_for_first_twenty_games() -> None:
    assert k_factor(0) == 40
    assert k_factor(19) == 40
    assert k_factor(20) == 20
    assert k_factor(500) == 20
    assert RatingState(games=19).provisional
    assert not RatingState(games=20).provisional


def test_first_win_between_new_players() -> None:
    winner, loser = rate_game(RatingState(), RatingState(), 0)
    assert (winner.rating, loser.rating) == (1220, 1180)
    assert (winner.games, winner.wins, winner.losses, winner.peak) == (1, 1, 0, 1220)
    assert (loser.games, loser.wins, loser.losses, loser.peak) == (1, 0, 1, 1200)


def test_seat_one_win_and_draw() -> None:
    a, b = rate_game(RatingState(), RatingState(), 1)
    assert (a.rating, b.rating) == (1180, 1220)
    a, b = rate_game(RatingState(), RatingState(), None)
    assert (a.rating, b.rating, a.draws, b.draws) == (1200, 1200, 1, 1)


def test_draw_moves_ratings_towards_each_other() -> None:
    strong = RatingState(rating=1600, games=30, peak=1650)
    weak = RatingState(rating=1200, games=30, peak=1200)
    s, w = rate_game(strong, weak, None)
    # expected(1600 vs 1200) = 0.909; K=20 -> -8.2 / +8.2
    assert (s.rating, w.rating) == (1592, 1208)
    assert s.peak == 1650  # peak never goes down
    assert w.peak == 1208


def test_each_player_uses_own_k_factor() -> None:
    new = RatingState()
    veteran = RatingState(rating=1200, games=100)
    n, v = rate_game(new, veteran, 0)
    assert n.rating - new.rating == 20  # K=40 * 0.5
    assert v.rating - veteran.rating == -10  # K=20 * 0.5


def test_round_half_away_from_zero() -> None:
    assert [round_half_away(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5, 0.49, -0.49)] == [
        1,
        2,
        3,
        -1,
        -2,
        0,
        0,
    ]


def test_invalid_winner_seat() -> None:
    with pytest.raises(ValueError, match="winner_seat"):
        rate_game(RatingState(), RatingState(), 2)


ratings = st.integers(min_value=100, max_value=3000)


@given(ratings, ratings, st.sampled_from([0, 1, None]), st.integers(0, 200))
def test_equal_k_is_zero_sum_and_bounded(r0: int, r1: int, winner: int | None, games: int) -> None:
    a, b = rate_game(
        RatingState(rating=r0, games=games), RatingState(rating=r1, games=games), winner
    )
    d0, d1 = a.rating - r0, b.rating - r1
    assert d0 == -d1
    assert abs(d0) <= elo.k_factor(games)
    if winner == 0:
        assert d0 >= 0
    elif winner == 1:
        assert d0 <= 0
