"""Rate limits shaped like Discord's, told through its headers.

Discord publishes no fixed numbers per route: a client reads them from each answer's
``X-RateLimit-*`` headers (discord.py does). The fake answers with buckets of the shape
Discord uses, with the figures observed from real Discord (preview/fakediscord/DISCORD.md,
the project's copy of the brief's notes on Discord, and the reports cited below):

- **a channel's messages**: posts and edits of messages in one channel share a bucket,
  5 per 5 s (``X-RateLimit-Bucket`` is the same for both routes; discord.py then keys
  them together by the channel, the route's major parameter);
- **an interaction's webhook**: its followups and edits of its messages, 5 per 2 s per
  interaction token;
- **the global limit**: 50 requests per second for the bot, all routes together, except
  interaction callbacks and interaction webhooks, which Discord exempts;
- **edits of messages older than an hour**: Discord caps them further and answers
  ``30046`` ("Maximum number of edits to messages older than 1 hour reached"); it
  publishes no figure, the fake allows 3 per 20 s per channel (the one observation we
  found: circuitsacul/starboard-4 issue #118). A message's age is measured on the fake's
  own clock, so a test can make a board an hour old by advancing a ManualClock.

Windows run on the real monotonic clock (discord.py sleeps for real between them);
:meth:`RateLimits.scaled` shortens them all by one factor for tests that must not wait
Discord's seconds, keeping the shape.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

__all__ = ["DISCORD", "NO_LIMITS", "Limit", "RateLimiter", "RateLimits", "Verdict"]


@dataclass(frozen=True)
class Limit:
    """``requests`` per ``per`` seconds, in fixed windows (a window opens at its first
    request and resets ``per`` seconds later, as Discord's ``X-RateLimit-Reset``)."""

    requests: int
    per: float


@dataclass(frozen=True)
class RateLimits:
    """The buckets the fake enforces (None: not limited)."""

    channel_messages: Limit | None = Limit(5, 5.0)
    webhook: Limit | None = Limit(5, 2.0)
    bot_global: Limit | None = Limit(50, 1.0)
    old_message_edits: Limit | None = Limit(3, 20.0)
    #: Seconds (on the fake's clock) after which a message counts as old for 30046.
    old_after: float = 3600.0

    def scaled(self, factor: float) -> RateLimits:
        """The same buckets with every window ``factor`` times as long (0.01: a
        hundredth). A message's age for 30046 is not scaled."""

        def scale(limit: Limit | None) -> Limit | None:
            return None if limit is None else Limit(limit.requests, limit.per * factor)

        return replace(
            self,
            channel_messages=scale(self.channel_messages),
            webhook=scale(self.webhook),
            bot_global=scale(self.bot_global),
            old_message_edits=scale(self.old_message_edits),
        )


DISCORD = RateLimits()
NO_LIMITS = RateLimits(None, None, None, None)


@dataclass
class _Window:
    start: float = 0.0
    count: int = 0

    def reset_after(self, now: float, limit: Limit) -> float:
        return max(0.0, self.start + limit.per - now)

    def take(self, now: float, limit: Limit) -> float | None:
        """Count a request; the seconds to wait instead when the window is spent."""
        if self.count == 0 or now >= self.start + limit.per:
            self.start, self.count = now, 0
        if self.count >= limit.requests:
            return self.reset_after(now, limit)
        self.count += 1
        return None


@dataclass(frozen=True)
class Verdict:
    """What a bucket says of one request: the headers of its answer, and whether (and
    for how long) it is refused."""

    bucket: str
    headers: dict[str, str] = field(default_factory=dict)
    retry_after: float | None = None
    scope: str = "user"  # "user", "global" or "shared"

    @property
    def refused(self) -> bool:
        return self.retry_after is not None


class RateLimiter:
    """Counts requests into buckets and answers for each as Discord's headers would."""

    def __init__(
        self, limits: RateLimits = DISCORD, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.limits = limits
        self.clock = clock
        self._windows: dict[tuple[str, str], _Window] = {}

    def _take(self, kind: str, key: str, limit: Limit) -> Verdict:
        now = self.clock()
        window = self._windows.setdefault((kind, key), _Window())
        wait = window.take(now, limit)
        remaining = max(0, limit.requests - window.count)
        reset_after = window.reset_after(now, limit)
        headers = {
            "X-RateLimit-Limit": str(limit.requests),
            "X-RateLimit-Remaining": str(remaining),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": f"fake-{kind}",
        }
        return Verdict(f"fake-{kind}", headers, wait)

    def route(self, method: str, kind: str | None, key: str) -> Verdict | None:
        """The route's own bucket (``kind``: "channel-messages" or "webhook"), if any."""
        limit = {"channel-messages": self.limits.channel_messages,
                 "webhook": self.limits.webhook}.get(kind or "")  # fmt: skip
        if limit is None:
            return None
        return self._take(kind or "", key, limit)

    def bot_global(self) -> Verdict | None:
        """The bot's global bucket (not for interaction callbacks and webhooks)."""
        limit = self.limits.bot_global
        if limit is None:
            return None
        verdict = self._take("global", "bot", limit)
        return replace(verdict, scope="global") if verdict.refused else None

    def old_edit(self, channel_id: int, age: float) -> Verdict | None:
        """An edit of a message ``age`` seconds old: refused (30046) past the cap."""
        limit = self.limits.old_message_edits
        if limit is None or age < self.limits.old_after:
            return None
        verdict = self._take("old-edits", str(channel_id), limit)
        return verdict if verdict.refused else None
