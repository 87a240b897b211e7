"""Speed's fast answer to "can this press be raced?" (D3), from its rules.

Two plays onto different centre piles commute unless one of them ends the deal (P7:
the other is then refused in one order only); plays onto the same pile never do (the
first card to land is played, the other judged against it). Two "Flip!" calls
commute (P3, P5: the second turns the cards, whoever makes it).
"""

from __future__ import annotations

from ..reasons import IllegalAction
from .actions import Action, Flip, Play
from .legal import legal_actions
from .rules import apply
from .state import Phase, State


def contested(state: State, action: Action) -> bool:
    """Whether an action the other seat could take now might not commute with ``action``
    (never False where :func:`~spitbot.engine.contest.contested_by_trial` is True)."""
    seat = action.seat
    if seat not in (0, 1):
        return True
    other = 1 - seat
    rivals = legal_actions(state, other)
    if not rivals:
        return False  # the other player can do nothing now: nothing can come first
    try:
        after, _ = apply(state, action)
    except IllegalAction:
        return True  # a refused press might fit once the other's card lands
    if state.phase in (Phase.READY, Phase.STUCK):
        return not isinstance(action, Flip)  # P3, P5, D9: two calls, either order
    if not isinstance(action, Play) or after.phase is not Phase.PLAY:
        return True  # a resignation, or a play that leaves both stuck or ends the deal
    if len(state.hands[other]) == 1 and not state.draws[other]:
        return True  # P7: the other's last card would end the deal first
    return any(isinstance(rival, Play) and rival.pile == action.pile for rival in rivals)
