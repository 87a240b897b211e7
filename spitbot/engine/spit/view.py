"""What one player may see (OpenSpiel's observer): no face-down card, and no
spit card, not even their own (S3)."""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Card
from ..outcome import Outcome, Seat
from .rules import chooser
from .state import Phase, Side, State
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


# Views are built for every decision of every bot, and a side usually stays the
# same object across several states (while the other seat acts): remember the
# view of recent sides by identity. Each entry keeps its side alive, so an id
# cannot be reused while it is cached.
_SIDE_VIEWS: dict[int, tuple[Side, SideView]] = {}
_SIDE_VIEWS_MAX = 4096


def _side_view(side: Side) -> SideView:
    cached = _SIDE_VIEWS.get(id(side))
    if cached is not None and cached[0] is side:
        return cached[1]
    new = tuple.__new__  # the fast path past NamedTuple.__new__
    stocks = tuple(
        [
            new(StockView, (s[-1], len(s) - 1)) if s and up else new(StockView, (None, len(s)))
            for s, up in zip(side.stocks, side.up, strict=True)
        ]
    )
    made = new(SideView, (stocks, len(side.spit)))
    if len(_SIDE_VIEWS) >= _SIDE_VIEWS_MAX:
        _SIDE_VIEWS.clear()
    _SIDE_VIEWS[id(side)] = (side, made)
    return made


def _pile_view(state: State, index: int) -> PileView:
    pile = state.piles[index]
    used = state.one_pile is None or state.one_pile == index
    return tuple.__new__(PileView, (pile[-1] if pile else None, len(pile), used))


def view(state: State, seat: Seat) -> PlayerView:
    """The position as ``seat`` (0 or 1) may see it; spectators see the same."""
    return tuple.__new__(
        PlayerView,
        (
            seat,
            state.variant,
            state.round,
            state.phase,
            (_side_view(state.sides[0]), _side_view(state.sides[1])),
            (_pile_view(state, 0), _pile_view(state, 1)),
            state.calls,
            chooser(state),
            state.scores,
            state.history,
            state.outcome,
        ),
    )
