"""Glicko-2 maths (spitbot.store.glicko2) and lichess's use of it (spitbot.store.ratings).

No database.  The paper is Glickman's "Example of the Glicko-2 system"; the
lichess figures are scalachess's own tests of its ``GlickoCalculator``
(``rating/.../GlickoCalculatorTest.scala``); the clamps are lila's
``Glicko.scala`` and ``PerfExt.addOrReset``.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spitbot.store import glicko2
from spitbot.store import ratings as glicko
from spitbot.store.glicko2 import Glicko, Outcome
from spitbot.store.ratings import RatingState, rate_game

T0 = datetime(2026, 1, 1, tzinfo=UTC)
DAY = timedelta(days=1)


def settled(rating: float, deviation: float, volatility: float = 0.06, **kw: object) -> RatingState:
    return RatingState(rating, deviation, volatility, games=50, rated_at=T0, **kw)  # type: ignore[arg-type]


# -- the paper -------------------------------------------------------------------------


def test_the_papers_example() -> None:
    """τ = 0.5; a 1500 / 200 / 0.06 player beats a 1400 / 30, loses to a 1550 / 100
    and to a 1700 / 300, in one rating period."""
    new = glicko2.update(
        Glicko(1500, 200, 0.06),
        [Outcome(1400, 30, 1), Outcome(1550, 100, 0), Outcome(1700, 300, 0)],
        tau=0.5,
    )
    # The paper rounds its intermediate values and prints 1464.06 / 151.52 / 0.05999.
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert new.deviation == pytest.approx(151.52, abs=0.01)
    assert new.volatility == pytest.approx(0.05999, abs=0.00001)


def test_the_papers_steps_on_the_internal_scale() -> None:
    # Step 3 of the paper: g(φj) and E for its three opponents.
    phis = (30 / glicko2.SCALE, 100 / glicko2.SCALE, 300 / glicko2.SCALE)
    assert [round(glicko2.g(p), 4) for p in phis] == [0.9955, 0.9531, 0.7242]
    mus = (-0.5756, 0.2878, 1.1513)
    assert [round(glicko2.expected(0, m, p), 3) for m, p in zip(mus, phis, strict=True)] == [
        0.639,
        0.432,
        0.303,
    ]


def test_a_period_without_games_only_grows_the_deviation() -> None:
    new = glicko2.update(Glicko(1500, 200, 0.06), [], tau=0.5)
    assert (new.rating, new.volatility) == (1500, 0.06)
    assert new.deviation == pytest.approx(200.27, abs=0.01)  # sqrt(φ² + σ²)


# -- as lichess runs it ----------------------------------------------------------------


def test_two_newcomers_as_scalachess_computes_them() -> None:
    """lichess's defaults: 1500 / 500 / 0.09, τ 0.75, each game its own period."""
    assert Glicko(1500, 500, 0.09) == glicko.INITIAL and glicko.TAU == 0.75
    (before, _), (winner, loser) = rate_game(RatingState(), RatingState(), 0, T0)
    assert before == RatingState()  # nothing grows before a first game
    assert winner.rating == pytest.approx(1741, abs=1)
    assert loser.rating == pytest.approx(1258, abs=1)
    assert winner.deviation == pytest.approx(396, abs=1)
    assert loser.deviation == pytest.approx(396, abs=1)
    assert winner.volatility == pytest.approx(0.0899983, abs=1e-7)
    assert (winner.games, winner.wins, loser.losses, winner.rated_at) == (1, 1, 1, T0)


def test_with_the_papers_starting_values_as_scalachess_computes_them() -> None:
    start = RatingState(1500, 350, 0.06)
    _, (winner, loser) = rate_game(start, start, 0, T0)
    assert (winner.rating, loser.rating) == (pytest.approx(1662.21, abs=0.005),
                                             pytest.approx(1337.79, abs=0.005))  # fmt: skip
    assert winner.deviation == pytest.approx(290.23, abs=0.005)
    assert winner.volatility == pytest.approx(0.0599993, abs=1e-7)


def test_one_game_moves_a_rating_at_most_700() -> None:
    """A newcomer losing to a 400: the paper would take 1400 points; lichess caps it."""
    newcomer, floor = RatingState(), settled(400, 45)
    assert glicko2.update(
        newcomer.glicko, [Outcome(400, 45, 0)], tau=0.75, periods=0
    ).rating == pytest.approx(99.5, abs=0.1)
    _, (after, _) = rate_game(newcomer, floor, 1, T0)
    assert after.rating == 800


def test_a_rating_never_goes_below_400() -> None:
    weak, even = settled(450, 200), settled(450, 45)
    unclamped = glicko2.update(weak.glicko, [Outcome(450, 45, 0)], tau=0.75, periods=0)
    assert unclamped.rating == pytest.approx(363.97, abs=0.01)
    _, (after, _) = rate_game(weak, even, 1, T0)
    assert after.rating == 400


def test_the_deviation_never_goes_below_45() -> None:
    a = settled(1500, 45)
    unclamped = glicko2.update(a.glicko, [Outcome(1500, 45, 0.5)], tau=0.75, periods=0)
    assert unclamped.deviation == pytest.approx(44.63, abs=0.01)
    _, (after, _) = rate_game(a, a, None, T0)
    assert after.deviation == 45


def test_the_volatility_never_passes_one_tenth() -> None:
    shaky, weak = settled(1500, 50, 0.1), settled(800, 50)
    unclamped = glicko2.update(shaky.glicko, [Outcome(800, 50, 0)], tau=0.75, periods=0)
    assert unclamped.volatility == pytest.approx(0.10013, abs=0.00001)
    _, (after, _) = rate_game(shaky, weak, 1, T0)
    assert after.volatility == 0.1


def test_a_year_away_takes_a_deviation_of_60_back_to_110() -> None:
    """lila: "chosen so a typical player's RD goes from 60 -> 110 in 1 year"."""
    assert glicko.PERIODS_PER_DAY == 0.21436
    away = settled(1700, 60, 0.06)
    assert away.deviation_at(T0 + 365 * DAY) == pytest.approx(110.0, abs=0.01)
    assert away.deviation_at(T0 + 30 * DAY) == pytest.approx(
        glicko2.grow_deviation(60, 0.06, 30 * 0.21436)
    )
    assert away.deviation_at(T0) == 60
    assert away.deviation_at(T0 - DAY) == 60  # an earlier time never shrinks it
    # ... but never past 500.
    assert away.deviation_at(T0 + 40 * 365 * DAY) == 500


def test_the_deviation_grows_before_the_game_is_rated() -> None:
    a, b = settled(1600, 60, 0.06), settled(1600, 60, 0.06)
    (a_before, _), (a_after, _) = rate_game(a, b, 0, T0 + 365 * DAY)
    assert a_before.deviation == pytest.approx(110.0, abs=0.01)
    assert a_before.rating == 1600
    # The same game a day after the last one moves the rating far less.
    _, (fresh, _) = rate_game(a, b, 0, T0 + DAY)
    assert a_after.rating - 1600 > 2 * (fresh.rating - 1600) > 0


def test_a_draw_is_half_a_win() -> None:
    a, b = settled(1500, 60), settled(1500, 60)
    _, (x, y) = rate_game(a, b, None, T0)
    assert (x.rating, y.rating) == (1500, 1500)
    assert x.deviation == pytest.approx(59.15, abs=0.01) and x.deviation < 60
    assert (x.draws, x.wins, x.losses, y.draws) == (1, 0, 0, 1)
    # Against a stronger player, a draw gains what the stronger one loses.
    strong = settled(1800, 60)
    _, (w, s) = rate_game(a, strong, None, T0)
    assert w.rating > 1500 and s.rating < 1800
    assert w.rating - 1500 == pytest.approx(1800 - s.rating)


def test_provisional_and_ranked_thresholds() -> None:
    assert glicko.is_provisional(110) and not glicko.is_provisional(109.99)
    assert glicko.is_ranked(75) and not glicko.is_ranked(75.01)
    assert settled(1500, 75).ranked_until() == T0
    assert settled(1500, 75.01).ranked_until() is None
    assert RatingState().ranked_until() is None  # never played
    # A deviation of 45 (volatility 0.06) stays ranked about five months.
    until = settled(1500, 45).ranked_until()
    assert until is not None
    assert (until - T0) / DAY == pytest.approx(154.6, abs=0.1)
    assert settled(1500, 45).deviation_at(until) == pytest.approx(75)


def test_the_peak_counts_only_settled_ratings() -> None:
    _, (first, _) = rate_game(RatingState(), RatingState(), 0, T0)
    assert first.rating > 1700 and first.peak is None  # provisional
    _, (after, _) = rate_game(settled(1650, 60, peak=1700), settled(1500, 60), 0, T0)
    assert after.peak == 1700  # a peak never goes down
    _, (after, _) = rate_game(settled(1700, 60, peak=1700), settled(1700, 60), 0, T0)
    assert after.peak == glicko.shown(after.rating) > 1700


def test_shown_ratings_are_cut_towards_zero() -> None:
    assert [glicko.shown(r) for r in (1599.99, 1600.0, 1600.5)] == [1599, 1600, 1600]


def test_invalid_winner_seat() -> None:
    with pytest.raises(ValueError, match="winner_seat"):
        rate_game(RatingState(), RatingState(), 2, T0)


# -- property: the limits always hold --------------------------------------------------

states = st.builds(
    RatingState,
    rating=st.floats(400, 3500),
    deviation=st.floats(45, 500),
    volatility=st.floats(0.01, 0.1),
    games=st.integers(1, 500),
    rated_at=st.integers(0, 3650).map(lambda days: T0 + days * DAY),
)
games = st.lists(
    st.tuples(st.sampled_from([0, 1, None]), st.floats(0, 4000)), min_size=1, max_size=30
)


@settings(max_examples=300, deadline=None)
@given(states, states, games)
def test_deviation_stays_within_45_and_500_and_volatility_under_one_tenth(
    a: RatingState, b: RatingState, played: list[tuple[int | None, float]]
) -> None:
    at = T0 + 3650 * DAY
    for winner, days_later in played:
        at += days_later * DAY
        befores, afters = rate_game(a, b, winner, at)
        for old, before, new in zip((a, b), befores, afters, strict=True):
            assert 45 <= before.deviation <= 500
            assert 45 <= new.deviation <= 500
            assert 0 < new.volatility <= 0.1
            assert new.rating >= 400
            assert abs(new.rating - old.rating) <= 700 + 1e-9
        if winner == 0:
            assert afters[0].rating >= a.rating and afters[1].rating <= b.rating
        elif winner == 1:
            assert afters[0].rating <= a.rating and afters[1].rating >= b.rating
        a, b = afters
