"""The state of a match: a value. Nothing here changes it; see :mod:`.rules`."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from ..cards import Card
from ..outcome import Outcome, Seat
from .variant import Variant

Pile = tuple[Card, ...]  # bottom to top


class Phase(Enum):
    READY = "ready"  # waiting for both "Spit!" calls to start a round (S4, S11)
    PLAY = "play"  # simultaneous play (S5)
    STALLED = "stalled"  # nobody can play; waiting for "Spit!" (S7, S8, D2)
    SLAP = "slap"  # the round is over; slap for a pile (S10)
    CHOOSE = "choose"  # the round is over; the chooser picks a pile (V2)
    OVER = "over"  # the game is over (S14, V4, D4)


class Side(NamedTuple):
    """One player's side of the table.

    ``stocks`` are the stockpile spaces, each bottom to top (empty tuple for an
    empty space); ``up[i]`` says whether the top card of stock ``i`` is face
    up (everything under a top card is face down, S2). ``spit`` holds the face-
    down spit cards; the last one is turned next (S3).
    """

    stocks: tuple[Pile, ...]
    up: tuple[bool, ...]
    spit: Pile

    def stock_count(self) -> int:
        return sum(len(s) for s in self.stocks)

    def held(self) -> int:
        """Cards still held: stockpiles plus unplayed spit cards (V4's count)."""
        return sum(len(s) for s in self.stocks) + len(self.spit)

    def top(self, index: int) -> Card | None:
        """The face-up top card of a stockpile, or None if empty or face down."""
        stock = self.stocks[index]
        return stock[-1] if stock and self.up[index] else None


class State(NamedTuple):
    """A whole match position, including what players cannot see.

    ``seed`` feeds the shuffles of later layouts (S11), so a state alone
    determines everything that follows. ``one_pile`` is the index of the only
    spit pile in use in a short round (S12), else None. ``calls`` records the
    "Spit!" calls of the current READY or STALLED phase. ``last`` is the seat
    that played the most recent card (kept only where it breaks a tie: V2, S13) and
    ``finisher`` the seat that emptied its stockpiles to end the round (S9a); both
    break V2's ties.
    ``scores`` and ``history`` are the V4 series: totals and per-round points.
    """

    variant: Variant
    seed: int
    round: int
    phase: Phase
    sides: tuple[Side, Side]
    piles: tuple[Pile, Pile]
    one_pile: int | None = None
    calls: tuple[bool, bool] = (False, False)
    last: Seat | None = None
    finisher: Seat | None = None
    scores: tuple[int, int] = (0, 0)
    history: tuple[tuple[int, int], ...] = ()
    outcome: Outcome | None = None

    def piles_in_use(self) -> tuple[int, ...]:
        return (0, 1) if self.one_pile is None else (self.one_pile,)

    def cards(self) -> list[Card]:
        """Every card in the position, wherever it is (C1: always all 52)."""
        out: list[Card] = []
        for side in self.sides:
            for stock in side.stocks:
                out.extend(stock)
            out.extend(side.spit)
        for pile in self.piles:
            out.extend(pile)
        return out

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER
