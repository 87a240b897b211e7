"""``spitbot run``: check the settings, migrate the database, start the bot (the adapter's
entry point, as it is the only package that imports discord).

A failure the operator can fix is raised as a :class:`~spitbot.problems.StartupError`
(the command line prints its message); the token is never part of one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal

import aiohttp
import discord

from ..config import Settings
from ..problems import StartupError, explain_unreachable

log = logging.getLogger("spitbot")


async def run_bot(settings: Settings) -> int:
    token = settings.discord_token
    if token is None or not token.get_secret_value().strip():
        raise StartupError(
            "DISCORD_TOKEN is not set. Put your bot's token in .env "
            "(see .env.example) or the environment.",
            exit_code=2,
        )
    from ..startup import old_database_hint, open_database
    from .app import SpitBot, quiet_voice_warnings

    if hint := old_database_hint(settings):
        log.warning("%s", hint)
    store = await open_database(
        settings.db_url,
        setting=settings.database_setting,
        sqlite_synchronous=settings.sqlite_synchronous,
    )
    quiet_voice_warnings()
    bot = SpitBot(settings, store)
    stopping: set[asyncio.Task[None]] = set()

    def stop() -> None:  # Ctrl+C or SIGTERM: save live matches, then leave
        log.info("stopping: saving live matches")
        stopping.add(asyncio.get_running_loop().create_task(bot.close()))

    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop)
    try:
        async with bot:  # what Client.start does, with logging in on its own
            try:
                await bot.login(token.get_secret_value().strip())
            except (aiohttp.ClientConnectionError, TimeoutError) as error:
                raise StartupError(explain_unreachable(error)) from error
            await bot.connect()  # reconnects by itself once connected
        await asyncio.gather(*stopping)
    except discord.LoginFailure as error:
        raise StartupError(
            "Discord rejected the token. Check DISCORD_TOKEN: copy it again from the "
            "Developer Portal (Bot → Reset Token)."
        ) from error
    except discord.PrivilegedIntentsRequired as error:
        raise StartupError("Discord refused the gateway intents.") from error
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(sig)
        await store.close()
    return 0
