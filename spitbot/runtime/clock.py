"""Time for the runtime: a clock the tests can drive.

Every timer in the runtime (settle window, countdowns, idle forfeit, bot
reaction times, challenge expiry, cleanup) goes through a :class:`Clock`, so
a test of a 60-second timeout takes microseconds and never sleeps.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Callable
from typing import Protocol

DISCORD_EPOCH_MS = 1_420_070_400_000


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    def now(self) -> float:
        """Monotonic seconds, for timers."""

    def wall_ms(self) -> int:
        """Milliseconds since the Unix epoch, comparable with Discord snowflake times."""

    def call_at(self, when: float, callback: Callable[[], None]) -> Timer:
        """Run ``callback`` (synchronously, on the event loop) at ``now() >= when``."""


class LoopClock:
    """The real clock: the running event loop's timers and the system time."""

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    def wall_ms(self) -> int:
        return time.time_ns() // 1_000_000

    def call_at(self, when: float, callback: Callable[[], None]) -> Timer:
        return asyncio.get_running_loop().call_at(when, callback)


class _ManualTimer:
    __slots__ = ("callback", "cancelled", "when")

    def __init__(self, when: float, callback: Callable[[], None]) -> None:
        self.when = when
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """A clock that moves only when told to: for tests, simulations and benchmarks.

    ``wall_ms`` starts at ``start_ms`` (a fixed date by default) and moves with
    ``now``. Callbacks run in time order; ties run in the order they were set.
    """

    def __init__(self, start_ms: int = DISCORD_EPOCH_MS + 10**12) -> None:
        self._now = 0.0
        self._start_ms = start_ms
        self._heap: list[tuple[float, int, _ManualTimer]] = []
        self._seq = itertools.count()

    def now(self) -> float:
        return self._now

    def wall_ms(self) -> int:
        return self._start_ms + round(self._now * 1000)

    def call_at(self, when: float, callback: Callable[[], None]) -> Timer:
        timer = _ManualTimer(max(when, self._now), callback)
        heapq.heappush(self._heap, (timer.when, next(self._seq), timer))
        return timer

    def pending(self) -> int:
        return sum(1 for _, _, t in self._heap if not t.cancelled)

    def next_deadline(self) -> float | None:
        while self._heap and self._heap[0][2].cancelled:
            heapq.heappop(self._heap)
        return self._heap[0][0] if self._heap else None

    def _fire_due(self, until: float) -> int:
        fired = 0
        while self._heap and self._heap[0][0] <= until:
            when, _, timer = heapq.heappop(self._heap)
            if timer.cancelled:
                continue
            self._now = max(self._now, when)
            timer.callback()
            fired += 1
        return fired

    async def advance(self, seconds: float) -> None:
        """Move time forward, firing every timer that falls due, in order, and
        letting the event loop run the tasks those timers woke."""
        await _drain()  # let tasks started just before submit their work first
        target = self._now + seconds
        while True:
            deadline = self.next_deadline()
            if deadline is None or deadline > target:
                break
            self._fire_due(deadline)
            await _drain()
        self._now = target
        await _drain()

    async def run(self, until: Callable[[], bool], limit: float = 10**7) -> None:
        """Jump from timer to timer until ``until()`` holds or no timer is left.
        ``until`` is checked after every few hundred timers, not after each."""
        end = self._now + limit
        while not until():
            fired = 0
            while fired < 256:
                deadline = self.next_deadline()
                if deadline is None or deadline > end:
                    await _drain()
                    return
                fired += self._fire_due(deadline)
            await _drain()  # let woken tasks run now and then, without a yield per timer
        await _drain()


async def _drain() -> None:
    for _ in range(3):
        await asyncio.sleep(0)


async def sleep(clock: Clock, seconds: float) -> None:
    """Wait ``seconds`` on ``clock`` (a manual clock's time, when tests drive it)."""
    future: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def wake() -> None:
        if not future.done():
            future.set_result(None)

    timer = clock.call_at(clock.now() + seconds, wake)
    try:
        await future
    finally:
        timer.cancel()


def snowflake_ms(snowflake: int) -> int:
    """Discord's receive time of an interaction id, in Unix milliseconds."""
    return (snowflake >> 22) + DISCORD_EPOCH_MS


def make_snowflake(unix_ms: int, increment: int = 0) -> int:
    """A snowflake for ``unix_ms`` (used to stamp the bot's own presses)."""
    return ((unix_ms - DISCORD_EPOCH_MS) << 22) | (increment & 0xFFF)
