"""Presses in, outcomes out.

A press is one player's intent (an engine action), stamped with Discord's
receive time (the interaction snowflake's milliseconds, D3) and with its
arrival at the bot. The caller gets exactly one :class:`PressResult`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action, Event, State


@dataclass(frozen=True, slots=True)
class Press:
    """``snowflake`` orders presses inside a window: its top bits are Discord's
    receive time in ms; the whole id and then ``arrival`` break ties stably.
    ``round`` is the round of the board that was pressed, to spot stale boards."""

    user_id: int
    action: Action
    snowflake: int
    arrival: float = 0.0
    round: int | None = None


@dataclass(frozen=True, slots=True)
class PressResult:
    """What became of a press. ``applied`` or not, with a player-facing
    ``reason`` when it was refused; ``state`` and ``version`` are the board
    after the whole window was settled, for the reply that redraws it."""

    applied: bool
    reason: str
    events: tuple[Event, ...]
    state: State | None
    version: int

    @classmethod
    def refused(cls, reason: str, state: State | None = None, version: int = 0) -> PressResult:
        return cls(False, reason, (), state, version)
