"""Health and metrics over HTTP, when ``SPITBOT_METRICS_PORT`` is set.

``/healthz`` answers 200 once the gateway is connected and the database answers, and
503 otherwise, with one line that says why. ``/metrics`` is Prometheus's text format,
written by prometheus-client; every series carries the process's ``shard``. Both are
served by aiohttp in the bot's own event loop (no thread), so a scrape reads the
registry and the journal between two steps of play, never in the middle of one. They
answer from the start of ``spitbot run``, before the database is opened or Discord
reached (:class:`MetricsServer` is made first and told of the bot once there is one):
until the bot is connected, ``/healthz`` says what it is doing instead (opening the
database, logging in, cannot reach Discord, reconnecting).

What happens is counted as it happens, through hooks that know nothing of Prometheus:
the runtime's :class:`~spitbot.runtime.PressObserver` (what became of each press), the
journal's commit listener, the interaction router's timing (:class:`SpitBot`'s
``on_interaction``), and discord.py's own warnings of the 429s it waited out and retried
(a logging filter). What *is* is read at scrape time: live matches, open challenges, the
journal's queue, the gateway's latency.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import re
from collections.abc import Callable, Coroutine, Iterable, Iterator
from typing import Any, Protocol
from urllib.parse import urlsplit

from aiohttp import web
from prometheus_client import CollectorRegistry, Counter, Histogram, ProcessCollector
from prometheus_client.aiohttp import make_aiohttp_handler
from prometheus_client.core import GaugeMetricFamily, Metric

from ..engine import games
from ..problems import StartupError
from ..runtime import MatchActor, MatchInfo, PressResult


class Matches(Protocol):
    def live(self) -> list[MatchActor]: ...

    def open_challenges(self) -> list[Any]: ...


class Journal(Protocol):
    @property
    def pending(self) -> int: ...

    @property
    def saving_late(self) -> bool: ...

    def on_committed(self, listener: Callable[[int, float], None]) -> None: ...


class Database(Protocol):
    async def ping(self) -> None: ...


class Watched(Protocol):
    """What the metrics and the health check read of the bot."""

    @property
    def registry(self) -> Matches: ...

    @property
    def journal(self) -> Journal: ...

    @property
    def store(self) -> Database: ...

    @property
    def latency(self) -> float: ...

    def add_listener(self, func: Callable[..., Any], /, name: str = ...) -> None: ...

    def is_closed(self) -> bool: ...

    def is_ready(self) -> bool: ...


__all__ = ["Health", "Metrics", "MetricsServer", "RateLimitCounter", "route_template"]

log = logging.getLogger(__name__)

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1.0, 2.0, 3.0, 5.0)
"""Seconds: a press is answered within Discord's 3 seconds, usually within a few
hundred milliseconds (the settle window is 100 ms by default)."""
COMMIT_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
DATABASE_TIMEOUT = 2.0
"""Seconds the database has to answer a health check."""


class Metrics:
    """SpitBot's Prometheus metrics, in a registry of their own (one per process): the
    process's and the gateway's from the start, the bot's once told of it (:meth:`watch`)."""

    def __init__(self, shard_label: str, health: Health) -> None:
        self.shard = shard_label
        self.registry = CollectorRegistry()
        shard = ["shard"]
        self.presses = Counter(
            "spitbot_presses",
            "People's presses the runtime answered, by game and result: applied, or the "
            "code of the reason it was refused",
            [*shard, "game", "result"],
            registry=self.registry,
        )
        self.press_latency = Histogram(
            "spitbot_press_latency_seconds",
            "From a press on a card, Spit!, a slap or Flip! reaching the bot to its "
            "answer taken by Discord",
            [*shard, "game"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.settle_wait = Histogram(
            "spitbot_settle_wait_seconds",
            "How long the runtime held a press: its settle window, then the commit of "
            "what it changed (the answer waits for both)",
            [*shard, "game"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.interactions = Counter(
            "spitbot_interactions",
            "Button presses of every kind (play, hand, resign, rematch, challenge, stats, "
            "leaderboard, foreign), and whether each got an answer",
            [*shard, "kind", "answered"],
            registry=self.registry,
        )
        self.commit_seconds = Histogram(
            "spitbot_journal_commit_seconds",
            "One transaction of the journal's group commit",
            shard,
            buckets=COMMIT_BUCKETS,
            registry=self.registry,
        )
        self.writes_committed = Counter(
            "spitbot_journal_writes_committed",
            "Writes the journal committed",
            shard,
            registry=self.registry,
        )
        self.rate_limited = Counter(
            "spitbot_discord_rate_limited",
            "429s Discord answered (discord.py waited and sent the request again), by route",
            [*shard, "route"],
            registry=self.registry,
        )
        self._now = _Now(health, self.shard)
        self.registry.register(self._now)
        ProcessCollector(registry=self.registry)  # memory, processor time, open files

    def watch(self, bot: Watched) -> None:
        """Count ``bot``'s commits, and read its matches and journal at scrape time."""
        self._now.bot = bot
        bot.journal.on_committed(self.committed)

    # -- what happens, as it happens ---------------------------------------------------

    def settled(self, match: MatchInfo, result: PressResult, held: float) -> None:
        """The runtime's :class:`~spitbot.runtime.PressObserver`."""
        outcome = "applied" if result.applied else getattr(result.reason, "code", "refused")
        self.presses.labels(self.shard, match.game_name, outcome).inc()
        self.settle_wait.labels(self.shard, match.game_name).observe(held)

    def routed(self, kind: str, game: str | None, answered: bool, seconds: float) -> None:
        """A button press went through the router (``game``: the match's, when known)."""
        self.interactions.labels(self.shard, kind, "yes" if answered else "no").inc()
        if kind == "play" and game is not None and answered:
            self.press_latency.labels(self.shard, game).observe(seconds)

    def rate_limited_on(self, route: str) -> None:
        """Discord answered a request on ``route`` with a 429."""
        self.rate_limited.labels(self.shard, route).inc()

    def committed(self, writes: int, seconds: float) -> None:
        """The journal's commit listener."""
        self.commit_seconds.labels(self.shard).observe(seconds)
        self.writes_committed.labels(self.shard).inc(writes)


class _Now:
    """What is, read at scrape time (a prometheus-client custom collector)."""

    def __init__(self, health: Health, shard: str) -> None:
        self.bot: Watched | None = None  # until there is one: the gateway's only
        self.health = health
        self.shard = shard

    def describe(self) -> Iterable[Metric]:
        return list(self._families())

    def collect(self) -> Iterable[Metric]:
        bot, shard = self.bot, self.shard
        live, challenges, queue, late, connected, latency = self._families()
        connected.add_metric([shard], 1 if self.health.connected else 0)
        if bot is None:
            return [connected]
        by_game = {game.name: 0 for game in games()}
        for actor in bot.registry.live():
            by_game[actor.info.game_name] = by_game.get(actor.info.game_name, 0) + 1
        for game, count in by_game.items():
            live.add_metric([shard, game], count)
        challenges.add_metric([shard], len(bot.registry.open_challenges()))
        queue.add_metric([shard], bot.journal.pending)
        late.add_metric([shard], 1 if bot.journal.saving_late else 0)
        if math.isfinite(bot.latency):  # unknown until the first heartbeat is answered
            latency.add_metric([shard], bot.latency)
        return [live, challenges, queue, late, connected, latency]

    @staticmethod
    def _families() -> Iterator[GaugeMetricFamily]:
        shard = ["shard"]
        yield GaugeMetricFamily(
            "spitbot_live_matches", "Matches being played", labels=[*shard, "game"]
        )
        yield GaugeMetricFamily(
            "spitbot_open_challenges", "Challenges waiting for an answer", labels=shard
        )
        yield GaugeMetricFamily(
            "spitbot_journal_queue_length",
            "Writes queued or being committed by the journal",
            labels=shard,
        )
        yield GaugeMetricFamily(
            "spitbot_journal_saving_late",
            "1 while the database is down or slow and results wait in memory",
            labels=shard,
        )
        yield GaugeMetricFamily(
            "spitbot_gateway_connected", "1 while the gateway is connected", labels=shard
        )
        yield GaugeMetricFamily(
            "spitbot_gateway_latency_seconds",
            "From a gateway heartbeat to Discord's acknowledgement",
            labels=shard,
        )


# -- 429s --------------------------------------------------------------------------------

_ID = re.compile(r"[0-9]+")
_TOKEN_AFTER = ("webhooks", "interactions")
WEBHOOK_ROUTE = "webhook"
"""The route of a 429 on a webhook or an interaction's answer: discord.py names only
the id there."""


def route_template(method: str, url: str) -> str:
    """``PATCH https://discord.com/api/v10/channels/123/messages/456`` as the route
    ``PATCH /channels/{id}/messages/{id}``: ids, tokens and emoji replaced, so that one
    route is one series however many channels there are."""
    path = urlsplit(url).path
    path = re.sub(r"^.*?/api(?:/v[0-9]+)?(?=/|$)", "", path)
    parts = [part for part in path.split("/") if part]
    out: list[str] = []
    for index, part in enumerate(parts):
        before = parts[index - 2] if index >= 2 else ""
        if _ID.fullmatch(part):
            out.append("{id}")
        elif before in _TOKEN_AFTER and out and out[-1] == "{id}":
            out.append("{token}")
        elif index and parts[index - 1] == "reactions":
            out.append("{emoji}")
        else:
            out.append(part)
    return f"{method.upper()} /{'/'.join(out)}"


def _route_of_429(record: logging.LogRecord) -> str | None:
    """The route of a 429 that discord.py logged (it retries them itself), or ``None``
    for any other record."""
    message, args = str(record.msg), record.args
    if not isinstance(args, tuple):
        return None
    http = record.name == "discord.http" and message.startswith("We are being rate limited.")
    if http and len(args) >= 2:  # (method, url, retry_after)
        return route_template(str(args[0]), str(args[1]))
    if record.name == "discord.webhook.async_" and "is rate limited" in message:
        return WEBHOOK_ROUTE
    return None


class RateLimitCounter(logging.Filter):
    """Counts the 429s discord.py logs, on its two loggers that log them (a filter on
    each: a public way to see every record they make).

    Those warnings are counted even when ``SPITBOT_LOG_LIBRARY_LEVEL`` hides them: the
    loggers are opened to WARNING while counting, and this filter lets through only what
    the chosen level shows."""

    LOGGERS = ("discord.http", "discord.webhook.async_")

    def __init__(self, count: Callable[[str], None]) -> None:
        super().__init__()
        self.count = count  # called with each 429's route
        self._levels: dict[str, tuple[int, int]] = {}  # logger -> (its level, shown from)

    def filter(self, record: logging.LogRecord) -> bool:
        route = _route_of_429(record)
        if route is not None:
            self.count(route)
        _, shown_from = self._levels.get(record.name, (0, logging.NOTSET))
        return record.levelno >= shown_from

    def install(self) -> None:
        for name in self.LOGGERS:
            logger = logging.getLogger(name)
            shown_from = logger.getEffectiveLevel()
            self._levels[name] = (logger.level, shown_from)
            logger.setLevel(min(shown_from, logging.WARNING))
            logger.addFilter(self)

    def uninstall(self) -> None:
        for name, (level, _) in self._levels.items():
            logger = logging.getLogger(name)
            logger.removeFilter(self)
            logger.setLevel(level)
        self._levels.clear()


# -- health ------------------------------------------------------------------------------


class Health:
    """Whether the bot can play: the gateway connected (as discord.py's connect and
    disconnect events say) and the database answering; and until then, what it is doing
    (``waiting``), or why its last reconnect failed (``lost``)."""

    def __init__(self) -> None:
        self.bot: Watched | None = None
        self.connected = False
        self.why = "not connected to Discord yet (waiting for the gateway's READY)"
        self.trouble: str | None = None

    def watch(self, bot: Watched) -> None:
        """Follow ``bot``'s connection."""
        self.bot = bot
        for event, connected in (
            ("on_connect", True),
            ("on_ready", True),
            ("on_resumed", True),
            ("on_disconnect", False),
        ):
            bot.add_listener(self._marker(connected), event)

    def waiting(self, why: str) -> None:
        """What the bot is doing before it is first connected, e.g. 'logging in to
        Discord'."""
        self.why = why

    def lost(self, reason: str) -> None:
        """Why the last attempt to reconnect failed."""
        self.trouble = reason

    def _marker(self, connected: bool) -> Callable[[], Coroutine[Any, Any, None]]:
        async def mark() -> None:
            self.connected = connected
            if connected:
                self.trouble = None
                self.why = "connected to Discord, waiting for its servers (READY)"

        return mark

    async def check(self) -> tuple[bool, str]:
        """Healthy or not, and one line that says why."""
        bot = self.bot
        if bot is not None and bot.is_closed():
            return False, "stopping"
        if bot is None or not bot.is_ready():
            return False, self.why
        if not self.connected:
            trouble = f": {self.trouble}" if self.trouble else ""
            return False, f"disconnected from Discord's gateway (reconnecting{trouble})"
        try:
            await asyncio.wait_for(bot.store.ping(), DATABASE_TIMEOUT)
        except TimeoutError:
            return False, f"the database did not answer within {DATABASE_TIMEOUT:g}s"
        except Exception as error:
            first = str(error).strip().splitlines()[0][:200] if str(error).strip() else ""
            return False, f"the database does not answer: {type(error).__name__} {first}".strip()
        return True, "ok: connected to Discord, and the database answers"


# -- the HTTP side -----------------------------------------------------------------------


class MetricsServer:
    """``/healthz`` and ``/metrics`` of the process of ``shard`` on ``host:port``, in the
    running event loop: listening from the start, following the bot once told of it
    (:meth:`watch`)."""

    def __init__(self, shard: str, host: str, port: int) -> None:
        self.health = Health()
        self.metrics = Metrics(shard, self.health)
        self.host = host
        self.port = port
        self._runner: web.AppRunner | None = None
        self._rate_limits = RateLimitCounter(self.metrics.rate_limited_on)

    def watch(self, bot: Watched) -> None:
        """Report on ``bot`` from now on."""
        self.health.watch(bot)
        self.metrics.watch(bot)

    async def _healthz(self, _request: web.Request) -> web.Response:
        healthy, reason = await self.health.check()
        return web.Response(status=200 if healthy else 503, text=reason + "\n")

    async def start(self) -> None:
        """Listen (once); a port that cannot be had is a :class:`StartupError`."""
        if self._runner is not None:
            return
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", make_aiohttp_handler(self.metrics.registry))
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port)
            await site.start()
        except OSError as error:
            await runner.cleanup()
            reason = os.strerror(error.errno) if error.errno else str(error)
            raise StartupError(
                f"cannot serve metrics on {self.host}:{self.port} ({reason}).\n"
                "Set SPITBOT_METRICS_PORT to a free port (or SPITBOT_METRICS_HOST to an "
                "address of this machine), or unset it."
            ) from error
        self._runner = runner
        addresses = runner.addresses
        if addresses and self.port == 0:  # a test's "any free port": say which
            self.port = int(addresses[0][1])
        self._rate_limits.install()

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    async def close(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            self._rate_limits.uninstall()
            await runner.cleanup()
