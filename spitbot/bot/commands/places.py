"""Where a command may be used: in a server, and in its game channels."""

from __future__ import annotations

from typing import Any

import discord

from ...store import GuildSettings
from ..i18n import CommandName
from ..replies import Refusal
from ..servers import ServerSettings
from ..shared_render import channel_list

Interaction = discord.Interaction[Any]


def guild_only(interaction: Interaction) -> None:
    if interaction.guild is None:
        raise Refusal("refusal-dm", spit=CommandName())


async def playable_here(servers: ServerSettings, interaction: Interaction) -> GuildSettings:
    """The server's settings, after checking games may be played in this channel."""
    guild_only(interaction)
    assert interaction.guild is not None
    server = await servers.get(interaction.guild.id)
    if not server.allows_channel(interaction.channel_id or 0):
        where = channel_list(server.allowed_channel_ids)
        raise Refusal("refusal-channel-not-allowed", channels=where)
    return server
