"""Spit's fast answer to "can this press be raced?" (S6, S10, D3), from its rules.

Two plays on different spit piles commute unless one of them ends the round (the
other is then refused in one order only) or V2's chooser needs to know who played
last; plays on the same pile never do (S6: the first to land is played). A slap
never does (S10: the first hand on a pile takes it). Two "Spit!" calls commute (the
second turns the cards, whoever makes it). Turning up or moving one's own cards
commutes with anything of the other player's but a play that ends the round.
"""

from __future__ import annotations

from ..reasons import IllegalAction
from .actions import Action, Play, Spit
from .legal import legal_actions
from .rules import apply, ties_need_last
from .state import Phase, State


def contested(state: State, action: Action) -> bool:
    """Whether an action the other seat could take now might not commute with ``action``
    (never False where :func:`~spitbot.engine.contest.contested_by_trial` is True)."""
    seat = getattr(action, "seat", None)
    if seat not in (0, 1):
        return True  # the referee's own actions are never raced by a press
    assert seat is not None
    rivals = legal_actions(state, 1 - seat)
    if not rivals:
        return False  # the other player can do nothing now: nothing can come first
    try:
        after, _ = apply(state, action)
    except IllegalAction:
        return True  # a refused press might fit once the other's card lands
    phase = state.phase
    if phase in (Phase.READY, Phase.STALLED):
        return not isinstance(action, Spit)  # S4, S7: whoever calls second turns the cards
    if phase is not Phase.PLAY or after.phase is not Phase.PLAY:
        return True  # S10's slap, V2's choice, or a press that ends the round (S9)
    plays = [rival for rival in rivals if isinstance(rival, Play)]
    if not plays:
        return False  # the other can only turn up or move their own cards (S5b, S5c)
    if state.sides[1 - seat].stock_count() == 1:
        return True  # S9a: the other's play would end the round first
    if isinstance(action, Play):
        if any(rival.pile == action.pile for rival in plays):
            return True  # S6: the first card to land is played; the other is judged after
        if ties_need_last(state):
            return True  # V2, S13: who played the last card may break a tie
    return False
