"""Holding an event: /spit arena and /spit swiss (issue 29)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from ...engine import default_game, find_game
from ..events_desk import EventsDesk
from ..permissions import check_thread_permissions
from ..replies import Refusal
from ..servers import ServerSettings, default_variant
from .places import Interaction, playable_here
from .variants import chosen_variant

__all__ = ["Events"]

Minutes = app_commands.Range[int, 5, 1440]
Rounds = app_commands.Range[int, 1, 15]
StartIn = app_commands.Range[int, 1, 10080]


def _where_threads_can_be(interaction: Interaction) -> None:
    """An event's matches are played in threads of its channel: a text channel where the
    bot may make them (checked before anyone signs up)."""
    if isinstance(interaction.channel, discord.Thread):
        raise Refusal("refusal-event-in-thread")
    check_thread_permissions(interaction)


class Events:
    def __init__(self, servers: ServerSettings, desk: EventsDesk) -> None:
        self.servers = servers
        self.desk = desk

    async def arena(
        self, interaction: Interaction, minutes: Minutes, game: str | None = None, **variant: Any
    ) -> None:
        """An arena in this channel for ``minutes`` minutes (Manage Server, or the role
        the server names for events)."""
        played = find_game(game or default_game().name)
        server = await playable_here(self.servers, interaction)
        _where_threads_can_be(interaction)
        chosen = chosen_variant(played, default_variant(server, played), **variant)
        await self.desk.arenas.open(interaction, minutes, played, chosen, server.event_role_id)

    async def swiss(
        self,
        interaction: Interaction,
        rounds: Rounds,
        start_in: StartIn | None = None,
        game: str | None = None,
        **variant: Any,
    ) -> None:
        """A Swiss tournament of ``rounds`` rounds in this channel, starting after
        ``start_in`` minutes or when its organiser presses Start (Manage Server, or the
        role the server names for events)."""
        played = find_game(game or default_game().name)
        server = await playable_here(self.servers, interaction)
        _where_threads_can_be(interaction)
        chosen = chosen_variant(played, default_variant(server, played), **variant)
        await self.desk.swisses.open(
            interaction, rounds, start_in, played, chosen, server.event_role_id
        )
