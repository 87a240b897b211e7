"""``spitbot run``: check the settings, migrate the database, start the bot."""

from __future__ import annotations

import logging
import sys

import discord

from .config import Settings

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
    from .bot.app import SpitBot
    from .store import Store, upgrade_to_head_async

    await upgrade_to_head_async(settings.db_url)
    store = await Store.open(settings.db_url)
    bot = SpitBot(settings, store)
    try:
        async with bot:
            await bot.start(token.get_secret_value().strip())
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
        await store.close()
    return 0
