"""Which actions a seat may take now: exactly those :func:`~.rules.apply` accepts."""

from __future__ import annotations

from ..cards import FITS_ANY
from ..outcome import Seat
from .actions import Action, Flip, Play
from .state import Phase, State


def legal_plays(state: State, seat: Seat) -> list[Play]:
    """P4: every (card, centre pile) play open to ``seat``, in hand order, own pile
    (the one next to the seat's side) first so the order mirrors with the seats."""
    if state.phase is not Phase.PLAY:
        return []
    order = (seat, 1 - seat)
    tops = [(p, FITS_ANY[state.centre[p][-1]]) for p in order]
    return [Play(seat, card, p) for card in state.hands[seat] for p, fits in tops if fits[card]]


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """Every action ``seat`` may take now, in a stable order.

    Resigning (D4) is always allowed while the game is on and is not listed.
    """
    phase = state.phase
    if seat not in (0, 1) or phase is Phase.OVER:
        return []
    if phase is Phase.PLAY:
        return list(legal_plays(state, seat))
    # P3, D9: in READY and STUCK each seat calls "Flip!" once.
    return [] if state.calls[seat] else [Flip(seat)]
