"""Discord snowflakes: build ids from a chosen time and read the time back.

A snowflake's bits 63..22 are milliseconds since the Discord epoch
(2015-01-01T00:00:00Z), then 5 bits worker, 5 bits process, 12 bits increment.
The fake makes interaction ids from a controllable time so tests can choose
"Discord's clock" for each press.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1_420_070_400_000

__all__ = [
    "DISCORD_EPOCH_MS",
    "SnowflakeFactory",
    "make_snowflake",
    "snowflake_ms",
    "snowflake_time",
    "to_unix_ms",
]


def to_unix_ms(at: datetime | float | int) -> int:
    """Milliseconds since the Unix epoch for a datetime (naive means UTC) or a ms number."""
    if isinstance(at, datetime):
        if at.tzinfo is None:
            at = at.replace(tzinfo=UTC)
        return round(at.timestamp() * 1000)
    return int(at)


def make_snowflake(
    at: datetime | float | int, *, worker: int = 0, process: int = 0, increment: int = 0
) -> int:
    """A snowflake whose timestamp is `at` (a datetime, or Unix milliseconds)."""
    ms = to_unix_ms(at) - DISCORD_EPOCH_MS
    if ms < 0:
        raise ValueError("snowflake time before the Discord epoch (2015-01-01)")
    return (ms << 22) | ((worker & 0x1F) << 17) | ((process & 0x1F) << 12) | (increment & 0xFFF)


def snowflake_ms(snowflake: int) -> int:
    """Unix milliseconds encoded in a snowflake."""
    return (int(snowflake) >> 22) + DISCORD_EPOCH_MS


def snowflake_time(snowflake: int) -> datetime:
    """The aware UTC datetime encoded in a snowflake (same as discord.utils.snowflake_time)."""
    return datetime.fromtimestamp(snowflake_ms(snowflake) / 1000, tz=UTC)


class SnowflakeFactory:
    """Unique, increasing-per-millisecond snowflakes from a wall clock or a chosen time.

    `now_ms` returns Unix milliseconds (default: the real wall clock). Ids made
    for the same millisecond differ in their increment bits.
    """

    def __init__(
        self,
        *,
        worker: int = 1,
        process: int = 0,
        now_ms: Callable[[], int] | None = None,
    ) -> None:
        self.worker = worker
        self.process = process
        self._now_ms = now_ms or (lambda: time.time_ns() // 1_000_000)
        self._counter = itertools.count()

    def now_ms(self) -> int:
        """The factory's current Unix time in milliseconds."""
        return self._now_ms()

    def next(self, at: datetime | float | int | None = None) -> int:
        """A new snowflake for `at` (default: now)."""
        when = self._now_ms() if at is None else to_unix_ms(at)
        return make_snowflake(
            when, worker=self.worker, process=self.process, increment=next(self._counter)
        )
