"""What one player may see (OpenSpiel's observer), and what everyone may see.

P1: a hand is hidden from the opponent. Draw piles and side piles are face down:
only how many cards they hold shows. Of the centre piles only the top card
shows, and not even that while the middle cards are still face down (P3).
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Card
from ..outcome import Outcome, Seat
from .state import Phase, State
from .variant import Variant


class CentreView(NamedTuple):
    top: Card | None  # None while the middle card is face down (READY, P3)
    size: int


class Board(NamedTuple):
    """The public table: what spectators and the shared board message see. No card of
    a hand, a draw pile or a side pile, only counts."""

    variant: Variant
    round: int
    phase: Phase
    hands: tuple[int, int]  # cards in each hand (P1)
    draws: tuple[int, int]  # cards in each draw pile
    sides: tuple[int, int]  # cards in each side pile (side pile i is next to centre pile i)
    centre: tuple[CentreView, CentreView]
    calls: tuple[bool, bool]  # who has called "Flip!" in READY or STUCK (P3, D9)
    scores: tuple[int, int]  # P8's totals
    history: tuple[tuple[int, int], ...]  # P8's points per deal
    outcome: Outcome | None


class PlayerView(NamedTuple):
    """A position as ``seat`` sees it: the board and the seat's own hand (P1)."""

    seat: Seat
    hand: tuple[Card, ...]
    board: Board


def public_view(state: State) -> Board:
    """The position as anyone may see it: spectators, the public board."""
    new = tuple.__new__  # the fast path past NamedTuple.__new__
    c0, c1 = state.centre
    face_up = state.phase is not Phase.READY
    centre = (
        new(CentreView, (c0[-1] if c0 and face_up else None, len(c0))),
        new(CentreView, (c1[-1] if c1 and face_up else None, len(c1))),
    )
    hands, draws, sides = state.hands, state.draws, state.sides
    return new(
        Board,
        (
            state.variant,
            state.round,
            state.phase,
            (len(hands[0]), len(hands[1])),
            (len(draws[0]), len(draws[1])),
            (len(sides[0]), len(sides[1])),
            centre,
            state.calls,
            state.scores,
            state.history,
            state.outcome,
        ),
    )


def view(state: State, seat: Seat) -> PlayerView:
    """The position as ``seat`` (0 or 1) may see it: the board and its own hand."""
    return tuple.__new__(PlayerView, (seat, state.hands[seat], public_view(state)))
