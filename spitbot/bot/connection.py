"""Getting to Discord, and staying there.

Once connected, discord.py reconnects by itself (``Client.connect(reconnect=True)``).
What it leaves to SpitBot:

- **Logging in is not retried.** ``Client.login`` fails at once when Discord cannot be
  reached (a network not up yet at boot, an outage), and a client whose login failed
  cannot log in again cleanly (its next login replaces its HTTP session without closing
  it). So :func:`log_in` first waits, with back-off, until Discord takes the token, each
  attempt with a client of its own (``async with discord.Client``: made, used, closed),
  and only then logs the bot in, once. What retrying cannot fix (a rejected token) ends
  the start at once.
- **The first gateway connection.** discord.py 2.7's ``connect`` ends with an
  ``AttributeError`` when its very first connection to the gateway fails: its retry loop
  reads ``Client.ws``, still ``None`` then (Rapptz/discord.py#10520). :func:`connect`
  calls it again, with back-off, until the first connection is made; a close code that
  retrying cannot fix (a rejected token, refused intents or shards) ends the start.
- **How a failed reconnect is logged.** discord.py logs each one as an ERROR with a
  traceback of some sixty lines; :class:`GatewayLog` (a logging filter, the logging
  module's own way to rewrite a record) makes it one WARNING line with the reason, the
  traceback kept for ``SPITBOT_LOG_LEVEL=DEBUG``.

Meanwhile ``/healthz`` is told what the bot is doing (``waiting``).
"""

from __future__ import annotations

import asyncio
import http
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import aiohttp
import discord
from discord.ext import commands

from ..problems import StartupError, unreachable

if TYPE_CHECKING:
    from .metrics import Health

__all__ = ["Backoff", "GatewayLog", "connect", "failure", "log_in"]

log = logging.getLogger(__name__)

FIRST_RETRY = 1.0
"""Seconds before the first new attempt; each next one waits twice as long..."""
LAST_RETRY = 60.0
"""... up to this: a minute without Discord costs at most a minute more once it is back."""

Waiting = Callable[[str], None]
"""Told what the bot is doing until it is connected, in a line for ``/healthz``."""

CONNECTING = "not connected to Discord yet (waiting for the gateway's READY)"
REJECTED_TOKEN = (
    "Discord rejected the token. Check SPITBOT_DISCORD_TOKEN: copy it again from the Developer "
    "Portal (Bot → Reset Token)."
)
UPDATE = "This discord.py is too old for Discord's gateway: update SpitBot."
CLOSE_CODES = {
    4004: ("Authentication failed", REJECTED_TOKEN),
    4010: ("Invalid shard", "Check SPITBOT_SHARD_ID and SPITBOT_SHARD_COUNT."),
    4011: (
        "Sharding required",
        "This bot is in too many servers for one process: run it as several shards "
        "(SPITBOT_SHARD_COUNT; see the README, Run it as a service).",
    ),
    4012: ("Invalid API version", UPDATE),
    4013: ("Invalid intent(s)", UPDATE),
}
"""The gateway close codes after which a client must not reconnect (Discord's table of
close codes; 4014 Disallowed intent(s) is discord.py's PrivilegedIntentsRequired): their
names, and what to do."""


class Backoff:
    """Exponential back-off: ``FIRST_RETRY`` seconds, twice as long each time, at most
    ``LAST_RETRY``."""

    def __init__(self) -> None:
        self.attempts = 0

    def next(self) -> float:
        delay = min(LAST_RETRY, FIRST_RETRY * 2.0**self.attempts)
        self.attempts += 1
        return delay


def failure(error: BaseException) -> str:
    """Why a connection to Discord failed, in a few words (none of them a secret)."""
    if isinstance(error, aiohttp.WSServerHandshakeError):
        return f"the gateway answered {_status(error.status)}"
    if isinstance(error, discord.HTTPException):
        return f"Discord answered {_status(error.status)}"
    if isinstance(error, discord.ConnectionClosed):
        return f"the gateway closed the connection ({error.code})"
    if isinstance(error, discord.GatewayNotFound):
        return "Discord's gateway was not found"
    if isinstance(error, aiohttp.ServerDisconnectedError):
        return "Discord closed the connection"
    return unreachable(error)


def _status(status: int) -> str:
    try:
        return f"{status} {http.HTTPStatus(status).phrase}"
    except ValueError:  # Cloudflare's own, e.g. 520
        return str(status)


def _retryable(error: BaseException) -> bool:
    """A failure that goes away by itself: no network, a timeout, Discord down (5xx) or
    asking to wait (429)."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, OSError | aiohttp.ClientError | TimeoutError)


async def log_in(bot: discord.Client, token: str, waiting: Waiting) -> None:
    """Log ``bot`` in once Discord takes ``token``, trying again with back-off while it
    cannot be reached; a rejected token is a :class:`StartupError` at once."""
    backoff = Backoff()
    while True:
        waiting("logging in to Discord")
        try:
            async with discord.Client(intents=discord.Intents(guilds=True)) as trial:
                await trial.login(token)
            break
        except discord.LoginFailure as error:
            raise StartupError(REJECTED_TOKEN, exit_code=2) from error
        except Exception as error:
            if not _retryable(error):
                raise
            delay, reason = backoff.next(), failure(error)
            log.warning("cannot reach Discord (%s): trying again in %gs", reason, delay)
            waiting(f"cannot reach Discord ({reason}); trying again")
            await asyncio.sleep(delay)
    try:
        await bot.login(token)
    except discord.LoginFailure as error:
        raise StartupError(REJECTED_TOKEN, exit_code=2) from error
    except Exception as error:
        if not _retryable(error):
            raise
        # Discord went away within a moment of taking the token: this client cannot log
        # in again cleanly, so this start ends (a service manager starts it again).
        raise StartupError(
            f"lost Discord while logging in ({failure(error)}).\nStart SpitBot again."
        ) from error
    waiting(CONNECTING)


async def connect(bot: discord.Client, waiting: Waiting) -> None:
    """Connect ``bot`` to the gateway and stay connected (discord.py reconnects) until it
    is closed; a first connection that fails is tried again with back-off."""
    backoff = Backoff()
    while True:
        try:
            await bot.connect(reconnect=True)
            return
        except AttributeError as error:  # Rapptz/discord.py#10520: see the module
            cause = error.__context__
            if bot.ws is not None or bot.is_closed() or cause is None or not _retryable(cause):
                raise
            delay, reason = backoff.next(), failure(cause)
            log.debug("first gateway connection failed (%s): again in %gs", reason, delay)
            waiting(f"cannot reach Discord's gateway ({reason}); trying again")
            await asyncio.sleep(delay)
        except discord.PrivilegedIntentsRequired as error:
            raise StartupError(
                "Discord refused the gateway intents SpitBot asks for (4014 Disallowed "
                "intent(s)).\nSpitBot needs no privileged intent: in the Developer Portal "
                "(Bot), check the Privileged Gateway Intents, then start it again.",
                exit_code=2,
            ) from error
        except discord.ConnectionClosed as error:
            name, advice = CLOSE_CODES.get(error.code, ("", "Start SpitBot again."))
            code = f"{error.code} {name}".strip()
            raise StartupError(
                f"Discord's gateway closed the connection ({code}).\n{advice}",
                exit_code=2 if name else 1,  # a service starts it again only if that may help
            ) from error


class GatewayLog(logging.Filter):
    """discord.py's log of a failed reconnect (``discord.client``: "Attempting a
    reconnect in 1.48s", an ERROR with the traceback) as one WARNING line that says why,
    e.g. "lost Discord's gateway (the gateway answered 503 Service Unavailable):
    reconnecting in 1.5s"; the traceback only with ``traceback`` (a DEBUG run). Once
    connected again, one INFO line says so. ``/healthz`` is told the reason too."""

    LOGGER = "discord.client"

    def __init__(self, bot: commands.Bot, health: Health | None, *, traceback: bool) -> None:
        super().__init__()
        self.bot = bot
        self.health = health
        self.traceback = traceback
        self.failures = 0

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if not str(record.msg).startswith("Attempting a reconnect in") or not record.exc_info:
            return True
        error = record.exc_info[1]
        reason = failure(error) if error is not None else "no reason given"
        self.failures += 1
        if self.bot.ws is None:  # not connected yet: connect() tries again, with its back-off
            record.msg, record.args = "cannot reach Discord's gateway (%s): trying again", (reason,)
            if self.health is not None:
                self.health.waiting(f"cannot reach Discord's gateway ({reason}); trying again")
        else:
            delay = args[0] if isinstance(args, tuple) and args else 0.0
            record.msg = "lost Discord's gateway (%s): reconnecting in %.1fs"
            record.args = (reason, delay)
            if self.health is not None:
                self.health.lost(reason)
        record.levelno, record.levelname = logging.WARNING, logging.getLevelName(logging.WARNING)
        if not self.traceback:
            record.exc_info, record.exc_text = None, None
        return logging.getLogger(record.name).isEnabledFor(logging.WARNING)

    async def _back(self) -> None:
        if self.failures:
            log.info("connected to Discord's gateway, after %d failed attempt(s)", self.failures)
            self.failures = 0

    def install(self) -> None:
        logging.getLogger(self.LOGGER).addFilter(self)
        for event in ("on_connect", "on_resumed"):
            self.bot.add_listener(self._back, event)

    def uninstall(self) -> None:
        logging.getLogger(self.LOGGER).removeFilter(self)
        for event in ("on_connect", "on_resumed"):
            self.bot.remove_listener(self._back, event)
