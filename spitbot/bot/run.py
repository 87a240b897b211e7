"""``spitbot run``: say what is used, check the settings, serve ``/healthz``, migrate the
database, then log in and play (the adapter's entry point, as it is the only package that
imports discord).

The start-up report comes first, so a start that fails has said which settings and
database it used. ``/healthz`` and ``/metrics`` listen before the database is opened and
say what the bot is doing until it is connected. Discord out of reach at start is waited
for (:mod:`.connection`); Ctrl+C or SIGTERM stops at once, also in the middle of a wait.

A failure the operator can fix is raised as a :class:`~spitbot.problems.StartupError`
(the command line prints its message); the token is never part of one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from typing import TYPE_CHECKING

from ..config import Settings
from ..problems import StartupError
from .connection import GatewayLog, connect, log_in
from .metrics import MetricsServer

if TYPE_CHECKING:
    from ..store import Store

log = logging.getLogger("spitbot")


async def run_bot(settings: Settings) -> int:
    from ..startup import old_database_hint, open_database
    from .app import startup_report

    address = settings.metrics_address
    server = MetricsServer(settings.shard_label, *address) if address is not None else None
    for line in startup_report(settings, server.url if server is not None else None):
        log.info("%s", line)
    token = settings.discord.token
    if token is None or not token.get_secret_value().strip():
        raise StartupError(
            "SPITBOT_DISCORD_TOKEN is not set. Put your bot's token in .env "
            "(see .env.example) or the environment.",
            exit_code=2,
        )
    if hint := old_database_hint(settings):
        log.warning("%s", hint)
    try:
        if server is not None:
            await server.start()
            server.health.waiting("starting: opening the database")
        store = await open_database(
            settings.db_url,
            setting=settings.database_setting,
            sqlite_synchronous=settings.database.sqlite_synchronous,
        )
        try:
            return await _play(settings, store, server, token.get_secret_value().strip())
        finally:
            await store.close()
    finally:
        if server is not None:
            await server.close()


async def _play(settings: Settings, store: Store, server: MetricsServer | None, token: str) -> int:
    """Log in, connect and play until stopped (Ctrl+C or SIGTERM: live matches are saved)."""
    from .app import SpitBot, quiet_voice_warnings

    quiet_voice_warnings()
    bot = SpitBot(settings, store, metrics_server=server)
    health = bot.health

    def waiting(why: str) -> None:
        if health is not None:
            health.waiting(why)

    async def log_in_and_play() -> None:
        await log_in(bot, token, waiting)
        await connect(bot, waiting)  # reconnects by itself once connected

    gateway_log = GatewayLog(bot, health, traceback=settings.log.level == "DEBUG")
    gateway_log.install()
    loop = asyncio.get_running_loop()
    stopping: set[asyncio.Task[None]] = set()
    try:
        async with bot:  # what Client.start does, with logging in on its own
            playing = asyncio.create_task(log_in_and_play(), name="spitbot-play")

            async def stop_playing() -> None:
                await bot.close()  # saves live matches
                # discord.py sleeps out its reconnect back-off before it sees the bot
                # closed, and log_in may be waiting too: end the wait now.
                playing.cancel()

            def stop() -> None:  # Ctrl+C or SIGTERM: save live matches, then leave
                log.info("stopping: saving live matches")
                stopping.add(loop.create_task(stop_playing()))

            for sig in (signal.SIGINT, signal.SIGTERM):
                with contextlib.suppress(NotImplementedError):
                    loop.add_signal_handler(sig, stop)
            try:
                await playing
            except asyncio.CancelledError:
                current = asyncio.current_task()
                if not stopping or (current is not None and current.cancelling()):
                    raise  # cancelled from outside, not stopped by a signal
        await asyncio.gather(*stopping)
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(sig)
        gateway_log.uninstall()
    return 0
