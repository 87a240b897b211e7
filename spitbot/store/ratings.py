"""Pure Elo rating maths (no I/O).

Why Elo rather than Glicko-2: a Spit match is a single, quick, head-to-head
game and players expect to see their rating move after every game.  Glicko-2
is designed around *rating periods* (batches of games) and a volatility
parameter, which makes a single update harder to explain in a Discord embed
and needs three numbers per player.  Elo with a larger K-factor while a player
is *provisional* gives most of Glicko's benefit (new players converge fast,
established ratings are stable) with one integer per player.

Rules:

* every player starts at :data:`INITIAL_RATING` (1200);
* the expected score of A against B is ``1 / (1 + 10 ** ((Rb - Ra) / 400))``;
* a win scores 1, a draw 0.5, a loss 0;
* each player's K-factor depends on *their own* number of rated games before
  this one: :data:`K_PROVISIONAL` (40) for the first
  :data:`PROVISIONAL_GAMES` (20) games, then :data:`K_ESTABLISHED` (20);
* the change ``K * (score - expected)`` is rounded half away from zero to an
  integer, so ratings are whole numbers and ties on the leaderboard are real.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = [
    "INITIAL_RATING",
    "K_ESTABLISHED",
    "K_PROVISIONAL",
    "PROVISIONAL_GAMES",
    "RatingState",
    "expected_score",
    "is_provisional",
    "k_factor",
    "rate_game",
    "round_half_away",
]

INITIAL_RATING = 1200
PROVISIONAL_GAMES = 20
K_PROVISIONAL = 40
K_ESTABLISHED = 20


@dataclass(frozen=True, slots=True)
class RatingState:
    """A player's ladder standing in one scope."""

    rating: int = INITIAL_RATING
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    peak: int = INITIAL_RATING

    @property
    def provisional(self) -> bool:
        """Whether the player is still in the provisional (high K) phase."""
        return is_provisional(self.games)


def is_provisional(games: int) -> bool:
    """Whether a player with ``games`` rated games is still provisional."""
    return games < PROVISIONAL_GAMES


def k_factor(games: int) -> int:
    """K-factor for a player who has played ``games`` rated games so far."""
    return K_PROVISIONAL if is_provisional(games) else K_ESTABLISHED


def expected_score(rating: float, opponent: float) -> float:
    """Expected score (0..1) of a player rated ``rating`` against ``opponent``."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / 400.0))


def round_half_away(value: float) -> int:
    """Round to the nearest integer, halves away from zero (symmetric)."""
    return int(math.copysign(math.floor(abs(value) + 0.5), value))


def _apply(state: RatingState, opponent_rating: int, score: float) -> RatingState:
    delta = round_half_away(
        k_factor(state.games) * (score - expected_score(state.rating, opponent_rating))
    )
    rating = state.rating + delta
    return RatingState(
        rating=rating,
        games=state.games + 1,
        wins=state.wins + (score == 1.0),
        losses=state.losses + (score == 0.0),
        draws=state.draws + (score == 0.5),
        peak=max(state.peak, rating),
    )


def rate_game(
    seat0: RatingState, seat1: RatingState, winner_seat: int | None
) -> tuple[RatingState, RatingState]:
    """New states of both seats after one game (``winner_seat`` ``None`` = draw)."""
    if winner_seat not in (0, 1, None):
        raise ValueError(f"winner_seat must be 0, 1 or None, not {winner_seat!r}")
    score0 = 0.5 if winner_seat is None else (1.0 if winner_seat == 0 else 0.0)
    return _apply(seat0, seat1.rating, score0), _apply(seat1, seat0.rating, 1.0 - score0)
