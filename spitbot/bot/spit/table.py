"""Spit on the live table (issue 28, docs/table.md "Spit's table"): everything on a Spit
table is public (S3: face-down cards only as counts), so a seat and a spectator see the
same table; a seat's moves are its legal plays (S5a, D6: a card, from its stockpile, to
a pile), "Spit!" (S4, S7) and the slap or the choice (S10, V2), with the ids its buttons
carry (:mod:`.presses`)."""

from __future__ import annotations

from typing import Any

from ...engine.spit import (
    CardPlayed,
    Choose,
    Play,
    Slap,
    Spit,
    State,
    chooser,
    legal_actions,
    spit_cards_left,
)
from ...runtime import Board
from .. import table_json
from ..i18n import Catalog
from . import board as _board
from . import presses

KEYS = "1234567890"
"""Keyboard keys of the plays, in order; Space calls, ← and → slap."""


def table(board: Board, seat: int | None) -> dict[str, Any]:
    state: State = board.state
    return {
        "sides": [
            {
                "stocks": [
                    {
                        "top": table_json.card(side.top(i)) if side.up[i] else None,
                        "hidden": len(stock) - (1 if stock and side.up[i] else 0),
                    }
                    for i, stock in enumerate(side.stocks)
                ],
                "spit_left": len(side.spit),
            }
            for side in state.sides
        ],
        "piles": [
            {
                "top": table_json.card(state.piles[p][-1]) if state.piles[p] else None,
                "size": len(state.piles[p]),
                "in_use": p in state.piles_in_use(),
            }
            for p in (0, 1)
        ],
        "calls": list(state.calls),
        "chooser": chooser(state),
    }


def moves(board: Board, seat: int, tr: Catalog) -> list[dict[str, Any]]:
    """The actions the rules allow ``seat`` now (:func:`legal_actions`), as its buttons
    carry them; turning up or moving a card (D1, D5 off) has no button and no move."""
    state: State = board.state
    out: list[dict[str, Any]] = []
    plays = 0
    for action in legal_actions(state, seat):
        if isinstance(action, Play):
            top = state.sides[seat].top(action.stock)
            out.append(
                {
                    "id": presses.play(seat, action.stock, action.pile, top),
                    "kind": "play",
                    "from": f"stock:{action.stock}",
                    "to": f"pile:{action.pile}",
                    "card": table_json.card(top),
                    "label": table_json.words(_board.card_label(top, action.pile, tr)),
                    "key": KEYS[plays] if plays < len(KEYS) else None,
                }
            )
            plays += 1
        elif isinstance(action, Spit):
            out.append({"id": presses.spit(spit_cards_left(state)), "kind": "spit",
                        "label": table_json.words(tr("spit-button-spit")), "key": " "})  # fmt: skip
        elif isinstance(action, Slap | Choose) and action.pile in state.piles_in_use():
            choose = isinstance(action, Choose)
            verb = table_json.words(tr("spit-button-take" if choose else "spit-button-slap"))
            pile = action.pile
            out.append({"id": presses.slap(pile), "kind": "choose" if choose else "slap",
                        "to": f"pile:{pile}", "label": f"{verb} {_board.ARROWS[pile]}",
                        "key": ("ArrowLeft", "ArrowRight")[pile]})  # fmt: skip
    return out


def event(value: Any) -> dict[str, Any]:
    if isinstance(value, CardPlayed):
        return table_json.event(
            value, **{"from": f"stock:{value.stock}", "to": f"pile:{value.pile}"}
        )
    return table_json.event(value)


def status(board: Board, seat: int | None, tr: Catalog) -> str:
    return table_json.words(_board.status(board, tr, seat))
