"""Player-facing reasons for refused presses, in the game's words.

The engine says why an action is illegal in the position it was judged in;
inside a settle window that position may be the work of an earlier press,
and the player deserves to hear that (S6): "Bob's 9♣ landed first; your 8♦
no longer fits".
"""

from __future__ import annotations

from ..engine import (
    PILE_NAMES,
    CardPlayed,
    Choose,
    DoesNotFit,
    Event,
    IllegalAction,
    PilesTaken,
    Play,
    Slap,
    State,
    card_label,
)


def refusal(
    error: IllegalAction,
    press_action: object,
    state: State,
    earlier: list[tuple[str, Event]],
) -> str:
    """``earlier`` holds (player name, event) for presses applied before this one
    in the same window; ``state`` is the position the press was judged in."""
    if isinstance(press_action, Play) and isinstance(error, DoesNotFit):
        seat = press_action.seat
        stock = state.sides[seat].stocks[press_action.stock]
        mine = card_label(stock[-1]) if stock else "card"
        for name, event in reversed(earlier):
            if (
                isinstance(event, CardPlayed)
                and event.pile == press_action.pile
                and event.seat != seat
            ):
                return (
                    f"{name}'s {card_label(event.card)} landed first; your {mine} no longer fits."
                )
    if isinstance(press_action, Slap | Choose):
        for name, event in reversed(earlier):
            if isinstance(event, PilesTaken) and event.by is not None:
                taken = event.taken[press_action.seat]
                where = f"the {PILE_NAMES[taken]} pile" if taken is not None else "nothing"
                verb = "slapped" if isinstance(press_action, Slap) else "chose"
                return f"{name} {verb} first; you take {where}."
    return error.reason
