"""Events every game reports the same way, so the runtime and the store need
not know the game: a round (a deal) is over, points were scored, the game is over.
Each game has its own events besides these (cards played, stalls...)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .outcome import Outcome, Seat


@dataclass(frozen=True, slots=True)
class RoundOver:
    """A round (Spit) or a deal (Speed) ended. ``finisher`` went out, or None
    (S9b). ``cards_left`` is what each seat still held: a points series scores it."""

    round: int
    finisher: Seat | None
    cards_left: tuple[int, int]


@dataclass(frozen=True, slots=True)
class PointsScored:
    """V4, P8: this round's points per seat and the series totals after it."""

    round: int
    points: tuple[int, int]
    totals: tuple[int, int]


@dataclass(frozen=True, slots=True)
class GameOver:
    outcome: Outcome

    @property
    def reason(self) -> Enum:
        return self.outcome.reason
