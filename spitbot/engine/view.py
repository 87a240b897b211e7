"""What one player may see (OpenSpiel's observer): no face-down card, and no
spit card, not even their own (S3)."""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .rules import chooser
from .state import Outcome, Phase, Seat, Side, State
from .variant import Variant


class StockView(NamedTuple):
    top: Card | None  # the face-up top card, or None
    hidden: int  # face-down cards (including a face-down top)

    @property
    def size(self) -> int:
        return self.hidden + (self.top is not None)


class PileView(NamedTuple):
    top: Card | None
    size: int
    in_use: bool


class SideView(NamedTuple):
    stocks: tuple[StockView, ...]
    spit_left: int

    def stock_count(self) -> int:
        return sum(s.size for s in self.stocks)


class PlayerView(NamedTuple):
    """A position as ``seat`` sees it. ``sides[seat]`` is the viewer's own side."""

    seat: Seat
    variant: Variant
    round: int
    phase: Phase
    sides: tuple[SideView, SideView]
    piles: tuple[PileView, PileView]
    calls: tuple[bool, bool]
    chooser: Seat | None
    scores: tuple[int, int]
    history: tuple[tuple[int, int], ...]
    outcome: Outcome | None

    @property
    def me(self) -> SideView:
        return self.sides[self.seat]

    @property
    def opponent(self) -> SideView:
        return self.sides[1 - self.seat]


def _side_view(side: Side) -> SideView:
    new = tuple.__new__  # the fast path past NamedTuple.__new__: views are built per decision
    stocks = [
        new(StockView, (s[-1], len(s) - 1)) if s and up else new(StockView, (None, len(s)))
        for s, up in zip(side.stocks, side.up, strict=True)
    ]
    return SideView(tuple(stocks), len(side.spit))


def view(state: State, seat: Seat) -> PlayerView:
    """The position as ``seat`` (0 or 1) may see it; spectators see the same."""
    in_use = state.piles_in_use()
    piles = tuple(
        PileView(pile[-1] if pile else None, len(pile), i in in_use)
        for i, pile in enumerate(state.piles)
    )
    return PlayerView(
        seat=seat,
        variant=state.variant,
        round=state.round,
        phase=state.phase,
        sides=(_side_view(state.sides[0]), _side_view(state.sides[1])),
        piles=(piles[0], piles[1]),
        calls=state.calls,
        chooser=chooser(state),
        scores=state.scores,
        history=state.history,
        outcome=state.outcome,
    )
