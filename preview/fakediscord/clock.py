"""Clocks for the fake: the default monotonic clock and a manual one for tests.

The fake measures interaction deadlines (3 s to acknowledge, 15 min token
life) with an injectable clock, so a test can make an answer "late" by
advancing a `ManualClock` instead of sleeping.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Clock", "ManualClock", "monotonic"]

#: A clock returns seconds as a float; only differences matter.
Clock = Callable[[], float]

monotonic: Clock = time.monotonic


class ManualClock:
    """A clock that moves only when told to."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        """Move forward by `seconds`; returns the new time."""
        if seconds < 0:
            raise ValueError("a clock does not go backwards")
        self.now += seconds
        return self.now

    def set(self, now: float) -> None:
        """Jump to `now`."""
        self.now = now
