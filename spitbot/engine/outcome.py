"""How a game ends, for every game: who won and why."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

Seat = int  # 0 or 1


class EndReason(Enum):
    ALL_CARDS_PLAYED = "all-cards"  # S14, P7
    POINTS = "points"  # V4, P8
    RESIGNED = "resigned"  # D4
    IDLE = "idle"  # D4
    BLOCKED = "blocked"  # Speed decision: nobody can ever play again; fewer cards left wins


class Outcome(NamedTuple):
    """How a game ended. ``winner`` is None for a draw: a points series (V4) or a
    blocked Speed game with as many cards left on both sides."""

    winner: Seat | None
    reason: EndReason
