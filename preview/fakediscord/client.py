"""Run a real, unmodified discord.py client against a `FakeDiscord`.

discord.py is pointed at the fake through two globals:
``discord.http.Route.BASE`` for REST and
``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` for the websocket. Both
are restored afterwards.

    async with running_bot(fake, bot) as bot:
        ...  # bot is READY

`point_discord_at` does the patching alone (e.g. in a bot process started by a
benchmark against ``python -m fakediscord``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Iterator
from typing import TYPE_CHECKING, TypeVar

import discord
import discord.gateway
import discord.http
import yarl

if TYPE_CHECKING:
    from .fake import FakeDiscord

__all__ = ["patched_discord", "point_discord_at", "running_bot"]

ClientT = TypeVar("ClientT", bound=discord.Client)


def point_discord_at(base_url: str, gateway_url: str) -> Callable[[], None]:
    """Point discord.py's REST base and default gateway at a fake; returns a restore function."""
    old_base = discord.http.Route.BASE
    old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = base_url
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)

    def restore() -> None:
        discord.http.Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway

    return restore


@contextlib.contextmanager
def patched_discord(fake: FakeDiscord) -> Iterator[None]:
    """discord.py talks to `fake` inside the block."""
    restore = point_discord_at(fake.base_url, fake.gateway_url)
    try:
        yield
    finally:
        restore()


@contextlib.asynccontextmanager
async def running_bot(
    fake: FakeDiscord,
    bot: ClientT,
    *,
    token: str | None = None,
    ready_timeout: float = 10.0,
    guild_ready_timeout: float = 0.05,
) -> AsyncIterator[ClientT]:
    """Log `bot` in to `fake`, connect it, wait for on_ready; close it cleanly on exit.

    `bot.login` errors (e.g. ``discord.LoginFailure`` for a wrong `token`)
    propagate after the bot was closed. `guild_ready_timeout` lowers the
    client's wait for GUILD_CREATEs (2 s by default) unless the bot was built
    with a smaller one.
    """
    state = bot._connection
    if state.guild_ready_timeout > guild_ready_timeout:
        state.guild_ready_timeout = guild_ready_timeout
    with patched_discord(fake):
        try:
            await bot.login(token if token is not None else fake.token)
        except BaseException:
            await bot.close()
            raise
        connect = asyncio.create_task(bot.connect(reconnect=True), name="fake-discord-bot")
        ready = asyncio.create_task(bot.wait_until_ready(), name="fake-discord-bot-ready")
        try:
            done, _ = await asyncio.wait(
                {connect, ready}, timeout=ready_timeout, return_when=asyncio.FIRST_COMPLETED
            )
            if ready not in done:
                if connect in done:
                    connect.result()  # raise the connection error
                    raise RuntimeError("bot disconnected before it was ready")
                raise TimeoutError(f"bot not ready within {ready_timeout}s")
            yield bot
        finally:
            ready.cancel()
            await bot.close()
            with contextlib.suppress(
                TimeoutError, asyncio.CancelledError, discord.DiscordException, OSError
            ):
                await asyncio.wait_for(connect, timeout=5.0)
            await asyncio.gather(ready, return_exceptions=True)
