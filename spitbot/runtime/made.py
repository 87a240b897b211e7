"""When a table press was made, on Discord's clock (issue 28.3, docs/decisions.md D3).

A button press is ordered by its snowflake: when Discord received it. A press made on
the live table never passes through Discord; it reaches this process over its own
WebSocket. It is ordered by when it was made: its receipt here minus that client's
one-way latency, estimated as half the median of its last round trips (the server's
pings), at most :data:`MOST_ONE_WAY_MS`, and never before the state it was pressed on
was sent to it (nobody presses on what they have not been sent: a client that holds
back its pongs to look slower gains nothing past that). The host's time is then put on
Discord's clock with the offset the process measures from button presses
(:meth:`~.delivery.DeliveryDelay.offset_ms`), and written as a snowflake, so the settle
window orders both kinds of press by one key.
"""

from __future__ import annotations

import statistics
from collections import deque

from .clock import make_snowflake

MOST_ONE_WAY_MS = 250
"""The longest one-way latency a table press is credited with."""
SAMPLE = 9
"""Round trips kept per client (the median of the last ones)."""


class Latency:
    """One table client's round trips (ms), measured by the server's pings."""

    def __init__(self, size: int = SAMPLE) -> None:
        self._trips: deque[float] = deque(maxlen=size)

    def measured(self, round_trip_ms: float) -> None:
        if round_trip_ms >= 0:
            self._trips.append(round_trip_ms)

    @property
    def round_trip_ms(self) -> float | None:
        """The median of the last round trips; None before the first."""
        return statistics.median(self._trips) if self._trips else None

    def one_way_ms(self) -> float:
        """Half the median round trip, at most :data:`MOST_ONE_WAY_MS`; 0 unmeasured."""
        trip = self.round_trip_ms
        return 0.0 if trip is None else min(trip / 2, float(MOST_ONE_WAY_MS))


def made_ms(received_ms: float, one_way_ms: float, sent_ms: float | None) -> float:
    """When a press received at ``received_ms`` (this host's wall clock) was made: its
    one-way latency earlier, but not before the state it was pressed on was sent
    (``sent_ms``, when known)."""
    made = received_ms - max(0.0, min(one_way_ms, float(MOST_ONE_WAY_MS)))
    return made if sent_ms is None else max(made, sent_ms)


def table_snowflake(host_ms: float, offset_ms: int, increment: int) -> int:
    """A snowflake-shaped key for a table press made at ``host_ms`` (this host's clock),
    on Discord's clock (``offset_ms``: this host's clock minus Discord's)."""
    return make_snowflake(round(host_ms) - offset_ms, increment)
