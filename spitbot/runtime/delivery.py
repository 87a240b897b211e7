"""How late Discord delivers a press, measured live (D3): the settle window's length.

For every person's press, its arrival on this host's clock minus its snowflake time
(when Discord received it). A constant offset between Discord's clock and this host's
is in every sample, and cancels out of the window's end: a rival press that Discord
received before the first one, at ``t_b <= t_a``, is here by ``t_b + d_b``, so by
``t_a + p99(d)`` for 99 presses in 100. So a contested press waits until its own
Discord time plus the p99 of the last ``size`` deliveries, at least ``floor_ms`` and
at most the server's window from its arrival; until ``least`` presses have been
measured it waits the whole window, as every press did before. See docs/decisions.md.
"""

from __future__ import annotations

import logging
import math
from collections import deque

from .clock import snowflake_ms
from .settings import DEFAULT_WINDOW_FLOOR_MS

log = logging.getLogger(__name__)


class DeliveryDelay:
    """The rolling sample of delivery delays of this process, and the wait it gives."""

    def __init__(
        self, size: int = 500, least: int = 50, floor_ms: int = DEFAULT_WINDOW_FLOOR_MS
    ) -> None:
        self.floor_ms = floor_ms
        self.least = least
        self._samples: deque[int] = deque(maxlen=size)
        self._p99: int | None = None
        self._dirty = False
        self._logged: int | None = None
        self._seen = 0

    def observe(self, snowflake: int, arrival_ms: int) -> None:
        """A press Discord received at ``snowflake``'s time arrived here at ``arrival_ms``."""
        if self._seen == 0:
            log.info(
                "settle window (D3): contested presses wait the server's window until %d "
                "presses have measured Discord's delivery delay", self.least,
            )  # fmt: skip
        self._seen += 1
        self._samples.append(arrival_ms - snowflake_ms(snowflake))
        self._dirty = True
        if self._seen % 25 == 0 or self._seen == self.least:
            self._report()

    def p99(self) -> int | None:
        """The delay (ms, this host's clock minus Discord's) 99% of the sample is within;
        None until ``least`` presses have been measured."""
        if len(self._samples) < self.least:
            return None
        if self._dirty:
            ordered = sorted(self._samples)
            self._p99 = ordered[math.ceil(0.99 * len(ordered)) - 1]
            self._dirty = False
        return self._p99

    def offset_ms(self) -> int:
        """This host's clock minus Discord's, as far as it can be told (issue 28.3): the
        least delay of the sample, which is the clocks' offset plus Discord's fastest
        delivery (the two cannot be told apart); 0 (both clocks kept by NTP) until
        ``least`` presses have been measured. A table press's time, taken on this host,
        is put on Discord's clock by subtracting it (:mod:`.made`)."""
        if len(self._samples) < self.least:
            return 0
        return min(self._samples)

    def wait_ms(self, snowflake: int, now_ms: int, most_ms: int) -> float:
        """How long a contested press Discord received at ``snowflake``'s time, here at
        ``now_ms``, is held: to its Discord time plus the p99 delay, within the floor
        and ``most_ms`` (the server's window)."""
        p99 = self.p99()
        if p99 is None:
            return float(most_ms)
        end = snowflake_ms(snowflake) + p99
        return float(min(most_ms, max(self.floor_ms, end - now_ms)))

    def _report(self) -> None:
        """Log the measure when it is first known and when it changes much (by a quarter
        and at least 5 ms)."""
        p99 = self.p99()
        if p99 is None:
            return
        last = self._logged
        if last is not None and abs(p99 - last) < max(5, abs(last) / 4):
            return
        self._logged = p99
        log.info(
            "settle window (D3): Discord's delivery delay is %d ms at p99 over the last %d "
            "presses; contested presses wait until their Discord time plus that, "
            "%d ms at least and the server's window at most",
            p99, len(self._samples), self.floor_ms,
        )  # fmt: skip
