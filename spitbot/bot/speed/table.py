"""Speed on the live table (issue 28, docs/table.md "Speed's table"): P1, a hand is its
player's alone: a seat's table has its own hand face up and the rival's count only; a
spectator's has no hand at all. A seat's moves are its legal plays (P4: a card from the
hand to a centre pile) and "Flip!" (P3, D9), with the ids its hand's buttons carry
(:mod:`.presses`)."""

from __future__ import annotations

from typing import Any

from ...engine.speed import CardPlayed, Flip, Play, State, flip_episode, legal_actions, public_view
from ...runtime import Board
from .. import table_json
from ..i18n import Catalog
from . import board as _board
from . import presses

KEYS = "1234567890"
"""Keyboard keys of the plays, in order; Space calls "Flip!"."""


def table(board: Board, seat: int | None) -> dict[str, Any]:
    state: State = board.state
    public = public_view(state)
    drawn: dict[str, Any] = {
        "hands": list(public.hands),
        "draws": list(public.draws),
        "sides": list(public.sides),
        "piles": [{"top": table_json.card(c.top), "size": c.size} for c in public.centre],
        "calls": list(public.calls),
    }
    if seat is not None:  # P1: the seat's own hand, and nobody else's
        drawn["hand"] = [table_json.card(card) for card in state.hands[seat]]
    return drawn


def moves(board: Board, seat: int, tr: Catalog) -> list[dict[str, Any]]:
    """The actions the rules allow ``seat`` now (:func:`legal_actions`), as its hand's
    buttons carry them."""
    state: State = board.state
    out: list[dict[str, Any]] = []
    plays = 0
    for action in legal_actions(state, seat):
        if isinstance(action, Play):
            arrow = _board.ARROWS[action.pile]
            label = tr.card(action.card)
            out.append(
                {
                    "id": presses.play(action.card, action.pile),
                    "kind": "play",
                    "from": "hand",
                    "to": f"pile:{action.pile}",
                    "card": table_json.card(action.card),
                    "label": table_json.words(
                        f"{arrow} {label}" if action.pile == 0 else f"{label} {arrow}"
                    ),
                    "key": KEYS[plays] if plays < len(KEYS) else None,
                }
            )
            plays += 1
        elif isinstance(action, Flip):
            flip = table_json.words(tr("speed-button-flip"))
            out.append(
                {
                    "id": presses.flip(flip_episode(state)),
                    "kind": "flip",
                    "label": flip,
                    "key": " ",
                }
            )
    return out


def event(value: Any) -> dict[str, Any]:
    if isinstance(value, CardPlayed):
        return table_json.event(value, **{"from": "hand", "to": f"pile:{value.pile}"})
    return table_json.event(value)


def status(board: Board, seat: int | None, tr: Catalog) -> str:
    if seat is None:
        return table_json.words(_board.status(board, tr))
    return table_json.words(_board.hand_status(board, seat, tr))
