"""Ratings as lichess runs Glicko-2 (pure: no I/O).

Every ladder (a game's, in a server or everywhere) rates each player with
Glicko-2 (:mod:`spitbot.store.glicko2`): a rating, a *deviation* (how sure
the rating is: about two thirds of the time the player's true strength is
within one deviation of it) and a volatility (how erratic the results are).
The policy is lichess's (lila ``modules/rating``, scalachess ``rating``):

* a newcomer starts at :data:`INITIAL` (1500, deviation 500, volatility 0.09),
  with the system constant τ = :data:`TAU` (0.75);
* every rated game is a rating period of its own, updated as soon as it ends
  (step 6 with no extra period: lichess's ``skipDeviationIncrease``); a draw
  scores one half;
* the time since the player's last rated game makes the deviation grow first,
  by step 6 with a fraction of a period: :data:`PERIODS_PER_DAY` (0.21436)
  periods a day, so a settled deviation of 60 (volatility 0.06) is back to
  110 after a year away (:func:`live_deviation`);
* limits: one game moves a rating at most :data:`MAX_RATING_DELTA` (700)
  points; a rating never goes below :data:`MIN_RATING` (400); the deviation
  stays within [:data:`MIN_DEVIATION`, :data:`MAX_DEVIATION`] = [45, 500]
  (before a game too); the volatility never passes :data:`MAX_VOLATILITY` (0.1);
* a rating is *provisional* (shown with "?") while its deviation is
  :data:`PROVISIONAL_DEVIATION` (110) or more, and *ranked* on leaderboards
  only while it is :data:`RANKED_DEVIATION` (75) or less;
* a rating is shown as a whole number, cut towards zero as lichess does
  (1599.9 is 1599); leaderboards rank by that number.

Not taken from lichess: its "regulator" (a per-speed bonus on gains), its
reset of a "crazy" result to the default (the limits above keep every result
sane), and colour advantage (both seats of a card game are alike).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from spitbot.store import glicko2
from spitbot.store.glicko2 import Glicko

__all__ = [
    "INITIAL",
    "MAX_DEVIATION",
    "MAX_RATING_DELTA",
    "MAX_VOLATILITY",
    "MIN_DEVIATION",
    "MIN_RATING",
    "PERIODS_PER_DAY",
    "PROVISIONAL_DEVIATION",
    "RANKED_DEVIATION",
    "TAU",
    "RatingState",
    "is_provisional",
    "is_ranked",
    "live_deviation",
    "rate_game",
    "shown",
]

MAX_DEVIATION = 500.0
MIN_DEVIATION = 45.0
MAX_VOLATILITY = 0.1
INITIAL = Glicko(1500.0, MAX_DEVIATION, 0.09)
TAU = 0.75
PERIODS_PER_DAY = 0.21436
MIN_RATING = 400.0
MAX_RATING_DELTA = 700.0
PROVISIONAL_DEVIATION = 110.0
RANKED_DEVIATION = 75.0

_DAY = timedelta(days=1)


def shown(rating: float) -> int:
    """The whole number a rating is shown as (and ranked by): cut towards zero."""
    return int(rating)


def is_provisional(deviation: float) -> bool:
    """Whether a rating with this deviation is provisional ("?")."""
    return deviation >= PROVISIONAL_DEVIATION


def is_ranked(deviation: float) -> bool:
    """Whether a rating with this deviation is ranked on leaderboards."""
    return deviation <= RANKED_DEVIATION


def _clamp(value: float, low: float, high: float) -> float:
    return min(max(value, low), high)


def _periods(since: datetime | None, now: datetime) -> float:
    if since is None or now <= since:
        return 0.0
    return (now - since) / _DAY * PERIODS_PER_DAY


@dataclass(frozen=True, slots=True)
class RatingState:
    """A player's standing on one ladder.

    ``deviation`` is as it was right after the last rated game, at
    ``rated_at`` (``None``: no game yet); :meth:`live` grows it to a given
    time.  ``peak`` is the highest rating shown while not provisional
    (``None`` until the rating first settles below 110).
    """

    rating: float = INITIAL.rating
    deviation: float = INITIAL.deviation
    volatility: float = INITIAL.volatility
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    peak: int | None = None
    rated_at: datetime | None = None

    @property
    def glicko(self) -> Glicko:
        return Glicko(self.rating, self.deviation, self.volatility)

    @property
    def shown(self) -> int:
        """The rating as a whole number."""
        return shown(self.rating)

    def deviation_at(self, now: datetime) -> float:
        """The deviation at ``now``: grown for the time since the last game."""
        return live_deviation(self.deviation, self.volatility, self.rated_at, now)

    def live(self, now: datetime) -> RatingState:
        """This standing as of ``now`` (the deviation grown; nothing else changes)."""
        return replace(self, deviation=self.deviation_at(now))

    def ranked_until(self) -> datetime | None:
        """Until when the rating stays ranked without games (its deviation reaches
        75), or ``None`` when it is not ranked now."""
        if self.rated_at is None or not is_ranked(self.deviation):
            return None
        phi, limit = self.deviation / glicko2.SCALE, RANKED_DEVIATION / glicko2.SCALE
        periods = (limit * limit - phi * phi) / (self.volatility * self.volatility)
        return self.rated_at + periods / PERIODS_PER_DAY * _DAY


def live_deviation(
    deviation: float, volatility: float, since: datetime | None, now: datetime
) -> float:
    """The deviation ``now`` of a rating last updated at ``since``: step 6 for the
    rating periods in between (a fraction of one a day), within [45, 500]."""
    grown = glicko2.grow_deviation(deviation, volatility, _periods(since, now))
    return _clamp(grown, MIN_DEVIATION, MAX_DEVIATION)


def _after(old: RatingState, opponent: RatingState, score: float, at: datetime) -> RatingState:
    new = glicko2.update(
        old.glicko,
        [glicko2.Outcome(opponent.rating, opponent.deviation, score)],
        tau=TAU,
        periods=0.0,
    )
    rating = _clamp(new.rating, old.rating - MAX_RATING_DELTA, old.rating + MAX_RATING_DELTA)
    rating = max(rating, MIN_RATING)
    deviation = _clamp(new.deviation, MIN_DEVIATION, MAX_DEVIATION)
    volatility = min(new.volatility, MAX_VOLATILITY)
    peak = old.peak
    if not is_provisional(deviation):
        peak = max(peak or 0, shown(rating))
    return RatingState(
        rating=rating,
        deviation=deviation,
        volatility=volatility,
        games=old.games + 1,
        wins=old.wins + (score == 1.0),
        losses=old.losses + (score == 0.0),
        draws=old.draws + (score == 0.5),
        peak=peak,
        rated_at=at,
    )


def rate_game(
    seat0: RatingState, seat1: RatingState, winner_seat: int | None, at: datetime
) -> tuple[tuple[RatingState, RatingState], tuple[RatingState, RatingState]]:
    """Rate one game that ended at ``at`` (``winner_seat`` ``None``: a draw).

    Returns ``(before, after)``: both seats' standings just before the game
    (the deviation grown for the time since each one's last game, as the
    update used it) and just after it.
    """
    if winner_seat not in (0, 1, None):
        raise ValueError(f"winner_seat must be 0, 1 or None, not {winner_seat!r}")
    before = (seat0.live(at), seat1.live(at))
    score0 = 0.5 if winner_seat is None else (1.0 if winner_seat == 0 else 0.0)
    after = (
        _after(before[0], before[1], score0, at),
        _after(before[1], before[0], 1.0 - score0, at),
    )
    return before, after
