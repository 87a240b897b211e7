"""Speed's button payloads (the last part of a custom_id), and the engine action
each one is.

- ``p{card}{pile}``: P4: play that card from the hand onto that centre pile
  (``pTD0``). The card is the one the hand showed: a double tap, or a press on a
  hand that had not caught up, names a card that is no longer there and is
  refused with where it went.
- ``f{episode}``: P3, D9: "Flip!" for the call the hand showed (``flip_episode``):
  a double tap, or a press after the countdown flipped, never counts in the next
  call. A bare ``f`` (a hand drawn before 2026-12) counts unchecked.
- ``r``: redraw the hand (no action).
"""

from __future__ import annotations

import re
from typing import Any

from ...engine import Card, card_name, parse_card
from ...engine.speed import Flip, Play
from ...runtime import Board
from ..replies import Refusal

REFRESH = "r"
_FLIP = re.compile(r"f(?P<episode>\d{1,9})?")
_PLAY = re.compile(r"p(?P<card>[2-9TJQKA][SHDC])(?P<pile>[01])")


def flip(episode: int) -> str:
    return f"f{episode}"


def play(card: Card, pile: int) -> str:
    return f"p{card_name(card)}{pile}"


def action(payload: str, seat: int, board: Board) -> Any:
    """The action of ``payload`` pressed by ``seat``, or None for a redraw (a Speed
    payload names its card, so the ``board`` it was pressed on is not needed to read it)."""
    found = _FLIP.fullmatch(payload)
    if found:
        episode = found["episode"]
        return Flip(seat, int(episode) if episode else None)
    if payload == REFRESH:
        return None
    found = _PLAY.fullmatch(payload)
    if found is None:
        raise Refusal("refusal-unknown-button")
    return Play(seat, parse_card(found["card"]), int(found["pile"]))
