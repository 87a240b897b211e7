"""Whether a press can be raced (S6, S10, D3): the generic answer, for any game.

Two presses of different seats *commute* when applying them in either order gives
each the same outcome (applied, or refused for the same reason) and leaves the same
position. A press that commutes with every action the other seat could take now
cannot be contested: whichever of the two Discord received first, nothing comes out
differently, so the runtime may apply it at once instead of waiting out the settle
window. :func:`contested_by_trial` tries both orders against every legal action of
the other seat; each game answers the same question faster from its own rules
(:meth:`~spitbot.engine.game.Game.contested`), and a property test holds that fast
answer against this one: it may be more cautious, never less.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .reasons import IllegalAction

if TYPE_CHECKING:
    from .game import AnyGame


def _in_order(game: AnyGame, state: Any, actions: tuple[Any, Any]) -> tuple[Any, list[Any]]:
    """The position after ``actions`` in order, and each one's outcome (None: applied)."""
    outcomes: list[Any] = []
    for action in actions:
        try:
            state, _ = game.apply(state, action)
        except IllegalAction as error:
            outcomes.append(error)
        else:
            outcomes.append(None)
    return state, outcomes


def commute(game: AnyGame, state: Any, first: Any, second: Any) -> bool:
    """Whether ``first`` and ``second`` come out the same in either order."""
    one, (a1, b1) = _in_order(game, state, (first, second))
    other, (b2, a2) = _in_order(game, state, (second, first))
    return bool(a1 == a2 and b1 == b2 and one == other)


def contested_by_trial(game: AnyGame, state: Any, action: Any) -> bool:
    """Whether any legal action of the other seat fails to commute with ``action``
    (a referee's action, which belongs to no seat, is always contested)."""
    seat = game.seat_of(action)
    if seat not in (0, 1):
        return True
    return any(
        not commute(game, state, action, rival) for rival in game.legal_actions(state, 1 - seat)
    )
