"""Swapping the seats: used to check that the rules favour neither seat."""

from __future__ import annotations

from ..outcome import Outcome
from .actions import Action, Choose, Flip, Move, Play, Resign, Slap, SlapTimeout, Spit
from .state import State


def _swap(pair: tuple[int, int]) -> tuple[int, int]:
    return (pair[1], pair[0])


def _seat(seat: int | None) -> int | None:
    return None if seat is None else 1 - seat


def mirror_state(state: State) -> State:
    """The same position with the players (and their spit piles) swapped."""
    out = state.outcome
    return state._replace(
        sides=(state.sides[1], state.sides[0]),
        piles=(state.piles[1], state.piles[0]),
        one_pile=_seat(state.one_pile),
        calls=(state.calls[1], state.calls[0]),
        last=_seat(state.last),
        finisher=_seat(state.finisher),
        scores=_swap(state.scores),
        history=tuple(_swap(h) for h in state.history),
        outcome=None if out is None else Outcome(_seat(out.winner), out.reason),
    )


def mirror_action(action: Action) -> Action:
    """The same action by the other seat (and onto the other pile)."""
    if isinstance(action, Play):
        return Play(1 - action.seat, action.stock, 1 - action.pile, action.card)
    if isinstance(action, Slap):
        return Slap(1 - action.seat, 1 - action.pile)
    if isinstance(action, Choose):
        return Choose(1 - action.seat, 1 - action.pile)
    if isinstance(action, Flip):
        return Flip(1 - action.seat, action.stock)
    if isinstance(action, Move):
        return Move(1 - action.seat, action.source, action.target)
    if isinstance(action, Spit):
        return Spit(1 - action.seat, action.left)
    if isinstance(action, Resign):
        return Resign(1 - action.seat, action.idle)
    assert isinstance(action, SlapTimeout)
    return action
