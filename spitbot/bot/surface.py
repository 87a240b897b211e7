"""Where matches are played, as the gateway tells of it, told to the runtime.

- The bot cut off: from the start until the gateway is connected, and from a disconnect
  until it is back (a RESUME, or a new session), the bot hears no presses; every match
  of the process is paused meanwhile (:attr:`~spitbot.runtime.Unavailable.CUT_OFF`):
  nobody loses for the bot's outage (docs/decisions.md, D4).
- A place gone for good: a channel deleted (CHANNEL_DELETE), a thread deleted
  (THREAD_DELETE, or its channel's deletion), or a server the bot was removed from
  (GUILD_DELETE, not an outage of the server): its live matches end abandoned and
  unrated, their players free at once, and its open challenges close; nothing more is
  written there (:meth:`~.keepers.Keepers.gone`).

SpitBot has the guilds intent, so discord.py caches servers, channels and threads and
says which went (``on_guild_channel_delete``, ``on_guild_remove``); a thread it never
cached still comes as ``on_raw_thread_delete``. A deletion the bot did not hear (it was
down, say) is found by its next write there (10003 Unknown Channel), which ends the
matches the same way. The handlers are listeners (``Bot.add_listener``), beside the
bot's own ``on_`` methods.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

import discord

from ..runtime import MatchRegistry, Unavailable
from .keepers import Keepers
from .transport import CHANNEL_DELETED


class Listening(Protocol):
    """discord.py's client, as far as hearing the gateway goes."""

    def add_listener(self, func: Callable[..., Any], /, name: str = ...) -> None: ...


log = logging.getLogger(__name__)

THREAD_DELETED = "thread deleted"
SERVER_LEFT = "removed from the server"
"""What a match's record says when the bot was removed from its server."""


class Surface:
    def __init__(self, bot: Listening, registry: MatchRegistry, keepers: Keepers) -> None:
        self.registry = registry
        self.keepers = keepers
        registry.unavailable(Unavailable.CUT_OFF)  # until the gateway is connected
        bot.add_listener(self.cut_off, "on_disconnect")
        bot.add_listener(self.back, "on_connect")  # a new session (READY)
        bot.add_listener(self.back, "on_resumed")
        bot.add_listener(self.channel_deleted, "on_guild_channel_delete")
        bot.add_listener(self.thread_deleted, "on_raw_thread_delete")
        bot.add_listener(self.server_left, "on_guild_remove")
        bot.add_listener(self.server_joined, "on_guild_join")

    async def cut_off(self) -> None:
        live = len(self.registry.live())
        if live:
            log.info("the gateway is down: %d live match(es) paused until it is back", live)
        self.registry.unavailable(Unavailable.CUT_OFF)

    async def back(self) -> None:
        self.registry.unavailable(Unavailable.CUT_OFF, False)

    async def channel_deleted(self, channel: discord.abc.GuildChannel) -> None:
        self.keepers.gone(CHANNEL_DELETED, channel_id=channel.id)

    async def thread_deleted(self, payload: discord.RawThreadDeleteEvent) -> None:
        self.keepers.gone(THREAD_DELETED, channel_id=payload.thread_id)

    async def server_left(self, guild: discord.Guild) -> None:
        self.keepers.gone(SERVER_LEFT, guild_id=guild.id)

    async def server_joined(self, guild: discord.Guild) -> None:
        self.keepers.returned(guild.id)  # invited back: its channels are written again
