"""Why the runtime refuses something, and what a board should mention, as data.

Like the engine's reasons (:mod:`spitbot.engine.coded`), these carry a code and
fields; the adapter's catalogs word them. Player names are data, not wording.
"""

from __future__ import annotations

from ..engine import Note, Reason, Seat

# --- refused presses ----------------------------------------------------------------


class NotInMatch(Reason):
    """D7: only the two players act in a match; ``first`` and ``second`` are their names."""

    first: str
    second: str


class MatchOver(Reason):
    """The match is over: nothing more can be played."""


class MatchParked(Reason):
    """The match was stopped after an error."""


class MatchStopped(Reason):
    """The bot is shutting down; the match resumes at the next start."""


# --- refused starts (raised) -----------------------------------------------------------


class RuntimeRefusal(Reason, Exception):
    """A match or challenge that cannot start; its fields say why."""

    def __str__(self) -> str:
        return repr(self)


class ChannelBusy(RuntimeRefusal):
    """There is already a live match in this channel."""


class PlayerBusy(RuntimeRefusal):
    """``name`` is already in a live match (of any game)."""

    name: str


class NoSuchChallenge(RuntimeRefusal):
    """The challenge expired, was answered, or never existed."""


# --- notes on a board ------------------------------------------------------------------


class TimeRanOut(Note):
    """A deadline of kind ``kind`` (``"stall"``, ``"slap"``…) ran out and the referee
    acted for ``seats`` (D2, D9, S10)."""

    kind: str
    seats: tuple[Seat, ...]


class Resigned(Note):
    """D4: ``seat`` resigned."""

    seat: Seat


class WentIdle(Note):
    """D4: ``seat`` did nothing for too long and lost."""

    seat: Seat


class Paused(Note):
    """The match's clocks stood while the bot was out of touch with its players (cut off
    from Discord, or its writes refused); they started again afresh, whole."""
