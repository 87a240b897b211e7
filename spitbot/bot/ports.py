"""The narrow interfaces the bot's rooms ask for, wired in one place (:mod:`.app`)."""

from __future__ import annotations

from typing import Any, Protocol

import discord

from .i18n import Catalog, CommandWords


class Words(Protocol):
    """Who reads what, in which language (:class:`~.servers.ServerSettings`): a public
    message in the server's language, a private one in the presser's, and commands
    named as the presser's Discord client shows them."""

    def public(self, guild_id: int | None) -> Catalog: ...

    def private(self, interaction: discord.Interaction[Any]) -> Catalog: ...

    def commands(self, interaction: discord.Interaction[Any]) -> CommandWords: ...
