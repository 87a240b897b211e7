"""Swapping the seats: used to check that the rules favour neither seat."""

from __future__ import annotations

from typing import TypeVar

from ..outcome import Outcome
from .actions import Action, Flip, Play, Resign
from .state import State

T = TypeVar("T")


def _swap(pair: tuple[T, T]) -> tuple[T, T]:
    return (pair[1], pair[0])


def _seat(seat: int | None) -> int | None:
    return None if seat is None else 1 - seat


def mirror_state(state: State) -> State:
    """The same position with the players swapped, and the side and centre piles with
    them (side pile i lies next to centre pile i, which seat i turns up, P3)."""
    out = state.outcome
    return state._replace(
        hands=_swap(state.hands),
        draws=_swap(state.draws),
        sides=_swap(state.sides),
        centre=_swap(state.centre),
        calls=_swap(state.calls),
        scores=_swap(state.scores),
        history=tuple(_swap(h) for h in state.history),
        outcome=None if out is None else Outcome(_seat(out.winner), out.reason),
    )


def mirror_action(action: Action) -> Action:
    """The same action by the other seat (and onto the other centre pile)."""
    if isinstance(action, Play):
        return Play(1 - action.seat, action.card, 1 - action.pile)
    if isinstance(action, Flip):
        return Flip(1 - action.seat, action.episode)
    assert isinstance(action, Resign)
    return Resign(1 - action.seat, action.idle)
