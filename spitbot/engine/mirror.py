"""Swapping the seats, as every game does it (fairness checks: the rules must favour
neither seat). Each game's own mirror swaps its piles and actions; the calls, the
series' scores and history and the outcome are swapped alike here."""

from __future__ import annotations

from typing import TypedDict, TypeVar

from .game import Position
from .outcome import Outcome, Seat

T = TypeVar("T")


def swap(pair: tuple[T, T]) -> tuple[T, T]:
    """Seat 0's and seat 1's, the other way round."""
    return (pair[1], pair[0])


def other(seat: Seat | None) -> Seat | None:
    """The other seat (None, no seat, stays None)."""
    return None if seat is None else 1 - seat


class Swapped(TypedDict):
    """The fields every game's state swaps alike: ``state._replace(**swapped(state), ...)``."""

    calls: tuple[bool, bool]
    scores: tuple[int, int]
    history: tuple[tuple[int, int], ...]
    outcome: Outcome | None


def swapped(state: Position) -> Swapped:
    """``state``'s calls, scores, history and outcome with the seats swapped."""
    out = state.outcome
    return Swapped(
        calls=swap(state.calls),
        scores=swap(state.scores),
        history=tuple(swap(h) for h in state.history),
        outcome=None if out is None else Outcome(other(out.winner), out.reason),
    )
