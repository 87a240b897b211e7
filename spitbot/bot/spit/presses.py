"""Spit's button payloads (the last part of a board button's custom_id), and the
engine action each one is.

- ``p{seat}{stock}{pile}{card}``: S5a, D6: play that card, the top of that
  stockpile, onto that pile (``p020TD``). The card is the one the board showed:
  a double tap, or a press on a board that had not caught up, names a card that
  is no longer there and is refused with where it went.
- ``s{left}``: S4, S7: "Spit!" for the call the board showed: ``left`` is the spit
  cards both stacks held then (``s38``), so a double tap, or a press that lands after
  that call's cards were turned, never counts in the next call.
- ``l0``, ``l1``: S10: slap the left or right pile (V2: take it).
- ``r``: redraw the presser's panel ("My cards"; no action).
"""

from __future__ import annotations

import re
from typing import Any

from ...engine import Card, card_name, parse_card
from ...engine.spit import Choose, Play, Slap, SlapRule, Spit
from ...runtime import Board
from ..replies import Refusal
from ..seats import COLOUR_NAMES, MARKS

REFRESH = "r"
_SPIT = re.compile(r"s(?P<left>\d{1,2})?")  # a bare "s": a board drawn before 2026-12
_PLAY = re.compile(r"p(?P<seat>[01])(?P<stock>[0-4])(?P<pile>[01])(?P<card>[2-9TJQKA][SHDC])")
_SLAP = re.compile(r"l(?P<pile>[01])")


def play(seat: int, stock: int, pile: int, card: Card | None) -> str:
    """An empty stockpile's button (disabled) names no card: ``2S`` stands in."""
    return f"p{seat}{stock}{pile}{card_name(card if card is not None else 0)}"


def spit(left: int) -> str:
    return f"s{left}"


def slap(pile: int) -> str:
    return f"l{pile}"


def action(payload: str, seat: int, board: Board) -> Any:
    """The action of ``payload`` pressed by ``seat`` on ``board``'s match, or None for a
    redraw."""
    if payload == REFRESH:
        return None
    found = _SPIT.fullmatch(payload)
    if found:
        left = found["left"]
        return Spit(seat, int(left) if left else None)
    found = _SLAP.fullmatch(payload)
    if found:
        pile = int(found["pile"])
        choose = board.match.variant.slap is SlapRule.CHOOSE
        return Choose(seat, pile) if choose else Slap(seat, pile)
    found = _PLAY.fullmatch(payload)
    if found is None:
        raise Refusal("refusal-unknown-button")
    owner = int(found["seat"])
    if owner != seat:
        other = board.match.players[owner].name
        raise Refusal("spit-refusal-not-your-cards", other=other, mark=MARKS[seat],
                      colour=COLOUR_NAMES[seat])  # fmt: skip
    return Play(seat, int(found["stock"]), int(found["pile"]), parse_card(found["card"]))
