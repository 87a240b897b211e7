"""A finished event game as both events read it, and a player's performance."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

__all__ = ["PERFORMANCE_SPREAD", "Outcome", "performance"]


class Outcome(Enum):
    """How a game ended for its first player (``a``)."""

    A_WON = "a"
    B_WON = "b"
    DRAW = "draw"

    def points_of(self, first: bool) -> float:
        """The game's result for one player in Swiss units: 1, ½ or 0."""
        if self is Outcome.DRAW:
            return 0.5
        won = self is Outcome.A_WON
        return 1.0 if won == first else 0.0


PERFORMANCE_SPREAD = 500
"""lichess's linear performance: the average opponent rating, plus 500 for each
win and minus 500 for each loss, per game."""


def performance(games: Sequence[tuple[int, float]]) -> int | None:
    """A player's performance rating over ``(opponent rating, result)`` pairs
    (result 1, ½ or 0), as lichess shows it at the end of an arena; ``None``
    without a game."""
    if not games:
        return None
    total = 0.0
    for rating, result in games:
        total += rating + PERFORMANCE_SPREAD * (2 * result - 1)
    return round(total / len(games))
