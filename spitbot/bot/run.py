"""``spitbot run``: check the settings, migrate the database, start the bot (the adapter's
entry point, as it is the only package that imports discord)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys

import discord

from ..config import Settings

log = logging.getLogger("spitbot")


async def run_bot(settings: Settings) -> int:
    token = settings.discord_token
    if token is None or not token.get_secret_value().strip():
        print(
            "spitbot: DISCORD_TOKEN is not set. Put your bot's token in .env "
            "(see .env.example) or the environment.",
            file=sys.stderr,
        )
        return 2
    from ..store import Store, upgrade_to_head_async
    from .app import SpitBot

    await upgrade_to_head_async(settings.db_url)
    store = await Store.open(settings.db_url, default_settle_window_ms=settings.settle_window_ms)
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
        async with bot:
            await bot.start(token.get_secret_value().strip())
        await asyncio.gather(*stopping)
    except discord.LoginFailure:
        print(
            "spitbot: Discord rejected the token. Check DISCORD_TOKEN: copy it again from the "
            "Developer Portal (Bot → Reset Token).",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print("spitbot: Discord refused the gateway intents.", file=sys.stderr)
        return 1
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(sig)
        await store.close()
    return 0
