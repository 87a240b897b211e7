"""Swapping the seats: used to check that the rules favour neither seat."""

from __future__ import annotations

from ..mirror import other, swap, swapped
from .actions import Action, Choose, Flip, Move, Play, Resign, Slap, SlapTimeout, Spit
from .state import State


def mirror_state(state: State) -> State:
    """The same position with the players (and their spit piles) swapped."""
    return state._replace(
        **swapped(state),
        sides=swap(state.sides),
        piles=swap(state.piles),
        one_pile=other(state.one_pile),
        last=other(state.last),
        finisher=other(state.finisher),
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
