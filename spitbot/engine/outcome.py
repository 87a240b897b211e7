"""How a game ends, for every game: who won and why."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

Seat = int  # 0 or 1


class EndReason(Enum):
    """How any game may end. A game adds its own ends in an Enum of its own (Speed's
    ``SpeedEnd.BLOCKED``): an outcome's reason is any of them, and its ``value`` is the
    code the store keeps and the catalogs word (``outcome-<value>``)."""

    ALL_CARDS_PLAYED = "all-cards"  # S14, P7
    POINTS = "points"  # V4, P8
    RESIGNED = "resigned"  # D4
    IDLE = "idle"  # D4


def end_reason(code: str, *own: type[Enum]) -> Enum:
    """The end reason written ``code``: a shared one, or one of a game's ``own``."""
    kinds: tuple[type[Enum], ...] = (EndReason, *own)
    for kind in kinds:
        for member in kind:
            if member.value == code:
                return member
    raise ValueError(f"no end reason {code!r}")


class Outcome(NamedTuple):
    """How a game ended. ``winner`` is None for a draw: a points series (V4) or a
    game's own end with both sides level (a blocked Speed game)."""

    winner: Seat | None
    reason: Enum
