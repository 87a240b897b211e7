"""Swapping the seats: used to check that the rules favour neither seat."""

from __future__ import annotations

from ..mirror import swap, swapped
from .actions import Action, Flip, Play, Resign
from .state import State


def mirror_state(state: State) -> State:
    """The same position with the players swapped, and the side and centre piles with
    them (side pile i lies next to centre pile i, which seat i turns up, P3)."""
    return state._replace(
        **swapped(state),
        hands=swap(state.hands),
        draws=swap(state.draws),
        sides=swap(state.sides),
        centre=swap(state.centre),
    )


def mirror_action(action: Action) -> Action:
    """The same action by the other seat (and onto the other centre pile)."""
    if isinstance(action, Play):
        return Play(1 - action.seat, action.card, 1 - action.pile)
    if isinstance(action, Flip):
        return Flip(1 - action.seat, action.episode)
    assert isinstance(action, Resign)
    return Resign(1 - action.seat, action.idle)
