"""The state of a Speed match: a value. Nothing here changes it; see :mod:`.rules`."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from ..cards import Card
from ..outcome import Outcome
from .variant import Variant

Pile = tuple[Card, ...]  # bottom to top: the last card is the top


class Phase(Enum):
    READY = "ready"  # P3: the middle cards wait face down for both players' "Flip!"
    PLAY = "play"  # P4: simultaneous play
    STUCK = "stuck"  # P5, D9: nobody can play; waiting for both "Flip!" calls
    OVER = "over"  # the game is over (P7, P8, D4)


class State(NamedTuple):
    """A whole Speed position, including what players cannot see.

    ``hands`` are the players' hands (P1), in slot order: a card drawn after a play
    takes the played card's slot (D8). ``draws`` are their draw piles and ``sides``
    the two face-down side piles (P2); for both the last card is drawn or turned
    next. Side pile ``i`` lies next to centre pile ``i`` (P5). ``centre`` are the
    two centre piles; in READY each holds its face-down middle card (P2, P3).
    ``calls`` records the "Flip!" calls of the current READY or STUCK phase.
    ``seed`` feeds every later shuffle (P6 rebuilds, P8's fresh deals), so a state
    alone determines everything that follows. ``round`` counts the deals (P8), and
    ``scores`` and ``history`` are the series' totals and per-deal points.
    """

    variant: Variant
    seed: int
    round: int
    phase: Phase
    hands: tuple[Pile, Pile]
    draws: tuple[Pile, Pile]
    sides: tuple[Pile, Pile]
    centre: tuple[Pile, Pile]
    calls: tuple[bool, bool] = (False, False)
    scores: tuple[int, int] = (0, 0)
    history: tuple[tuple[int, int], ...] = ()
    outcome: Outcome | None = None

    def cards(self) -> list[Card]:
        """Every card in the position, wherever it is (C1: always all 52)."""
        out: list[Card] = []
        for piles in (self.hands, self.draws, self.sides, self.centre):
            out.extend(piles[0])
            out.extend(piles[1])
        return out

    def cards_left(self) -> tuple[int, int]:
        """P7, P8: the cards each player still has to play, hand and draw pile."""
        return (
            len(self.hands[0]) + len(self.draws[0]),
            len(self.hands[1]) + len(self.draws[1]),
        )

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER
