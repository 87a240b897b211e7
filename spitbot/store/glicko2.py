"""Glicko-2 as Mark Glickman's paper "Example of the Glicko-2 system" (2013) states it.

Pure maths, no I/O and no policy: one player's update after one rating period
(steps 2 to 8 of the paper), and step 6 alone for the time that passes
without games.  :mod:`spitbot.store.ratings` applies it the way lichess does
(one game at a time, a deviation that grows with the days between games,
and lichess's limits).

Ratings and deviations here are on the Glicko scale (a rating of 1500, a
deviation of 350...); the paper's internal scale is ``(r - 1500) / 173.7178``.

Why not the ``glicko2`` package on PyPI (Ryan Kirkman's, 2.1.0): its
volatility iteration (step 5's ``f``) squares the player's *rating* where the
paper squares the *deviation* (invisible in the paper's example, whose player
is rated 1500, i.e. 0 on the internal scale); its system constant τ is a
class attribute shared by every player; step 6 always adds one whole rating
period; and a player is a mutable object.  None of lichess's limits fit in
it either.  The update is thirty lines of the paper, so it is written here,
checked against the paper's example (``tests/store/test_store_ratings_math.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "CONVERGENCE",
    "SCALE",
    "Glicko",
    "Outcome",
    "expected",
    "g",
    "grow_deviation",
    "update",
]

SCALE = 173.7178
"""Glicko scale units per Glicko-2 internal unit (the paper's 173.7178)."""
BASE = 1500.0
"""The rating at 0 on the internal scale."""
CONVERGENCE = 0.000001
"""ε, the paper's convergence tolerance of the volatility iteration (step 5)."""
MAX_ITERATIONS = 1000
"""A bound on step 5's loops (the Illinois iteration converges in a handful)."""


@dataclass(frozen=True, slots=True)
class Glicko:
    """A rating on the Glicko scale: rating r, deviation RD, volatility σ."""

    rating: float
    deviation: float
    volatility: float


@dataclass(frozen=True, slots=True)
class Outcome:
    """One game of the period: the opponent's rating and deviation, and the score
    (1 a win, 0.5 a draw, 0 a loss)."""

    rating: float
    deviation: float
    score: float


def g(phi: float) -> float:
    """Step 3's g(φ), on the internal scale."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def expected(mu: float, mu_j: float, phi_j: float) -> float:
    """Step 3's E(μ, μj, φj): the expected score against opponent j (internal scale)."""
    return 1.0 / (1.0 + math.exp(-g(phi_j) * (mu - mu_j)))


def grow_deviation(deviation: float, volatility: float, periods: float) -> float:
    """Step 6 alone: the deviation after ``periods`` rating periods (may be a
    fraction) without games, ``sqrt(φ² + t·σ²)`` on the internal scale."""
    if periods == 0:
        return deviation
    phi = deviation / SCALE
    return math.sqrt(phi * phi + periods * volatility * volatility) * SCALE


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5: the new volatility σ', by the paper's Illinois iteration."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
            if k > MAX_ITERATIONS:
                raise ArithmeticError("Glicko-2 step 5: no bracket for the volatility")
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    for _ in range(MAX_ITERATIONS):
        if abs(big_b - big_a) <= CONVERGENCE:
            return math.exp(big_a / 2.0)
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    raise ArithmeticError("Glicko-2 step 5: the volatility did not converge")


def update(player: Glicko, games: Sequence[Outcome], *, tau: float, periods: float = 1.0) -> Glicko:
    """The player's rating after a rating period with ``games`` (steps 2 to 8).

    ``periods`` is the paper's one rating period in step 6 (φ* = sqrt(φ² + σ'²));
    lichess rates each game as a period of its own with 0 here, and grows the
    deviation for the time between games beforehand (:func:`grow_deviation`).
    Without games, only step 6 applies: the rating and volatility stay.
    """
    if not games:
        return Glicko(
            player.rating,
            grow_deviation(player.deviation, player.volatility, periods),
            player.volatility,
        )
    # Step 2: to the internal scale.
    mu = (player.rating - BASE) / SCALE
    phi = player.deviation / SCALE
    opponents = [((o.rating - BASE) / SCALE, o.deviation / SCALE, o.score) for o in games]
    # Steps 3 and 4: the estimated variance v and the estimated improvement Δ.
    weights = [(g(phi_j), expected(mu, mu_j, phi_j), s) for mu_j, phi_j, s in opponents]
    v = 1.0 / sum(gj * gj * e * (1.0 - e) for gj, e, _ in weights)
    improvement = sum(gj * (s - e) for gj, e, s in weights)
    delta = v * improvement
    # Step 5: the new volatility.
    sigma = _volatility(phi, player.volatility, delta, v, tau)
    # Steps 6 and 7: the pre-period deviation, then the new deviation and rating.
    phi_star = math.sqrt(phi * phi + periods * sigma * sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * improvement
    # Step 8: back to the Glicko scale.
    return Glicko(new_mu * SCALE + BASE, new_phi * SCALE, sigma)
