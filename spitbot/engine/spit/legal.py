"""Which actions a seat may take now."""

from __future__ import annotations

from ..outcome import Seat
from .actions import Action, Choose, Flip, Move, Play, Slap, Spit
from .rules import chooser, fit_table
from .state import Phase, State


def legal_plays(state: State, seat: Seat) -> list[Play]:
    """S5a: every (stockpile, spit pile) play open to ``seat``."""
    if state.phase is not Phase.PLAY:
        return []
    table = fit_table(state.variant)
    side = state.sides[seat]
    # Own pile first: the order is the same from either seat (mirror symmetry).
    order = (seat, 1 - seat)
    piles = [(p, state.piles[p][-1]) for p in order if p in state.piles_in_use() and state.piles[p]]
    plays: list[Play] = []
    for i, stock in enumerate(side.stocks):
        if stock and side.up[i]:
            card = stock[-1]
            plays.extend(Play(seat, i, p, card) for p, top in piles if table[top][card])
    return plays


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """Every action ``seat`` may take now, in a stable order (own spit pile first).

    Resigning (D4) is always allowed while the game is on and is not listed.
    """
    phase = state.phase
    if seat not in (0, 1) or phase is Phase.OVER:
        return []
    if phase is Phase.PLAY:
        actions: list[Action] = list(legal_plays(state, seat))
        side = state.sides[seat]
        empties = [i for i, s in enumerate(side.stocks) if not s]
        for i, stock in enumerate(side.stocks):
            if stock and not side.up[i]:
                actions.append(Flip(seat, i))
            elif len(stock) > 1 and empties:
                actions.extend(Move(seat, i, t) for t in empties)
        return actions
    if phase in (Phase.READY, Phase.STALLED):
        needed = phase is Phase.READY or bool(state.sides[seat].spit)
        return [Spit(seat)] if needed and not state.calls[seat] else []
    if phase is Phase.SLAP:
        return [Slap(seat, seat), Slap(seat, 1 - seat)]
    if phase is Phase.CHOOSE and chooser(state) == seat:
        return [Choose(seat, seat), Choose(seat, 1 - seat)]
    return []
