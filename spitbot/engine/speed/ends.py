"""How a Speed game may end beside the ways every game may (:class:`~..outcome.EndReason`)."""

from __future__ import annotations

from enum import Enum


class SpeedEnd(Enum):
    BLOCKED = "blocked"  # Speed decision: nobody can ever play again; fewer cards left wins
