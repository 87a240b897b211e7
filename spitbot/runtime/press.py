"""Presses in, outcomes out.

A press is one player's intent (an engine action), stamped with Discord's
receive time (the interaction snowflake's milliseconds, D3) and with its
arrival at the bot. The caller gets exactly one :class:`PressResult`, and only
once the position it produced is committed (or the database is known to be
down and it is kept in memory).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ..engine import Reason
from .ports import Board, MatchInfo


@dataclass(frozen=True, slots=True)
class Press:
    """``snowflake`` orders presses inside a window: its top bits are Discord's
    receive time in ms; the whole id and then ``arrival`` break ties stably.
    ``round`` is the round of the board that was pressed, to spot stale boards.
    ``shown_ms`` is Discord's time of that board or panel (when it was last sent or
    edited): the press's reaction time is its Discord time minus that (auto-clickers,
    :mod:`.clicker`).

    ``table``: made on the live table (issue 28), not on a Discord message. Its
    ``snowflake`` is then no id of Discord's but when the press was made, estimated
    (:mod:`.made`) and put on Discord's clock, so that it is ordered with button presses
    (D3); it is no sample of Discord's delivery delay, and no message answer draws the
    board it produces (the publisher draws it everywhere)."""

    user_id: int
    action: Any
    snowflake: int
    arrival: float = 0.0
    round: int | None = None
    shown_ms: int | None = None
    table: bool = False


@dataclass(frozen=True, slots=True)
class PressResult:
    """What became of a press: ``applied``, or refused for ``reason`` (data the
    adapter words). ``board`` is the board after the whole window was settled,
    as committed: what the reply that redraws it draws."""

    applied: bool
    reason: Reason | None
    events: tuple[Any, ...]
    board: Board

    @property
    def state(self) -> Any:
        return self.board.state

    @property
    def version(self) -> int:
        return self.board.version

    @classmethod
    def refused(cls, reason: Reason, board: Board) -> PressResult:
        return cls(False, reason, (), board)


class PressObserver(Protocol):
    """Told of every person's press the runtime answered (the adapter counts them)."""

    def settled(self, match: MatchInfo, result: PressResult, held: float) -> None:
        """A press on ``match`` got ``result`` after ``held`` seconds in the runtime: its
        settle window, then the commit of what it changed."""
